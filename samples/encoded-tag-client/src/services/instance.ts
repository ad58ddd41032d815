import axios, { AxiosInstance } from 'axios';

import shout from '../utils/shout';
import uri from '../utils/uri';

const ACTUATOR_TYPES = ['application/vnd.spring-boot.actuator.v3+json', 'application/json'];

export class Instance {
  readonly id: string;
  readonly axios: AxiosInstance;

  constructor(id: string) {
    this.id = id;
    this.axios = axios.create({
      baseURL: uri`instances/${this.id}`,
      headers: { Accept: ACTUATOR_TYPES.join(',') },
    });
  }

  static async remove(id: string) {
    // @expect DELETE /instances/{id}
    return axios.delete(uri`instances/${id}`);
  }

  async fetchInfo() {
    // @expect GET /instances/{id}/actuator/info
    return this.axios.get(uri`actuator/info`);
  }

  async fetchLogger(name: string) {
    // @expect GET /instances/{id}/actuator/loggers/{name}
    return this.axios.get(uri`actuator/loggers/${name}`, {
      headers: { accept: 'application/json' },
    });
  }

  async readAttributes(mbean: string) {
    // @expect POST /instances/{id}/actuator/jolokia
    return this.axios.post(uri`actuator/jolokia`, { type: 'read', mbean }, {
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  }

  async fetchStartup() {
    // @expect POST /instances/{id}/actuator/startup
    return this.axios.post(uri`actuator/startup`);
  }

  async fetchLegacy(key: string) {
    // @expect-none
    return axios.get(shout`/legacy/${key}`);
  }
}
