import { BASE_URL } from './constants';
import { sendRequest } from './request';

class Api {
  baseUrl = BASE_URL;

  async makeRequest(path: string, method = 'POST', config: { data?: unknown } = {}) {
    const url = `${this.baseUrl}/${path}`;
    return sendRequest(url, method, config);
  }

  WAN_STATUS = { path: 'wan/status', method: 'GET' };

  LEASES_LIST = { path: 'dhcp/leases', method: 'GET' };

  LEASE_ADD = { path: 'dhcp/add_lease', method: 'POST' };

  REBOOT = { path: 'system/reboot', method: 'POST' };

  getWanStatus() {
    const { path, method } = this.WAN_STATUS;
    // @expect GET /panel/wan/status
    return this.makeRequest(path, method);
  }

  listLeases() {
    const { path, method } = this.LEASES_LIST;
    // @expect GET /panel/dhcp/leases
    return this.makeRequest(path, method);
  }

  addLease(mac: string, ip: string) {
    const { path, method } = this.LEASE_ADD;
    // @expect POST /panel/dhcp/add_lease
    return this.makeRequest(path, method, { data: { mac, ip } });
  }

  reboot() {
    const { path, method } = this.REBOOT;
    // @expect POST /panel/system/reboot
    return this.makeRequest(path, method);
  }
}

const apiClient = new Api();
export default apiClient;
