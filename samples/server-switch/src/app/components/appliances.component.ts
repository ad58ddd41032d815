import { Component, OnInit } from '@angular/core';
import { Appliance, ApplianceService } from '../services/appliance.service';
import { Server } from '../services/server';

@Component({
  selector: 'app-appliances',
  template: '<button (click)="save()">Save configuration</button>',
})
export class AppliancesComponent implements OnInit {
  server: Server;
  projectId: string;
  appliances: Appliance[] = [];
  selected: Appliance;
  configuration: string;

  constructor(private applianceService: ApplianceService) {}

  ngOnInit() {
    // @expect GET /v2/projects/{projectId}/appliances
    this.applianceService.list(this.server, this.projectId).subscribe((appliances) => {
      this.appliances = appliances;
    });
  }

  save() {
    // @expect POST /v2/projects/{project_id}/appliances/{appliance_id}/files/startup.vpc
    this.applianceService.saveConfiguration(this.server, this.selected, this.configuration)
      .subscribe();
  }

  remove(appliance: Appliance) {
    // @expect DELETE /v2/projects/{project_id}/appliances/{appliance_id}
    this.applianceService.remove(this.server, appliance).subscribe();
  }
}
