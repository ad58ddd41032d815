import { Injectable } from '@angular/core';
import { HttpServer } from './http-server.service';
import { Server } from './server';

export interface Appliance {
  kind: 'vpcs' | 'iou' | 'qemu';
  project_id: string;
  appliance_id: string;
}

@Injectable()
export class ApplianceService {
  constructor(private httpServer: HttpServer) {}

  list(server: Server, projectId: string) {
    return this.httpServer.get<Appliance[]>(server, `/projects/${projectId}/appliances`);
  }

  remove(server: Server, appliance: Appliance) {
    return this.httpServer.delete(server,
      `/projects/${appliance.project_id}/appliances/${appliance.appliance_id}`);
  }

  /** The start-up configuration's file differs per kind of appliance. */
  saveConfiguration(server: Server, appliance: Appliance, configuration: string) {
    let urlPath: string = `/projects/${appliance.project_id}/appliances/${appliance.appliance_id}`;

    if (appliance.kind === 'vpcs') {
      urlPath += '/files/startup.vpc';
    } else if (appliance.kind === 'iou') {
      urlPath += '/files/startup-config.cfg';
    }

    return this.httpServer.post(server, urlPath, configuration);
  }
}
