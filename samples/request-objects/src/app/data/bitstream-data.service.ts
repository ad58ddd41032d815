import { Injectable } from '@angular/core';
import { GetRequest } from '../core/request.models';
import { HALEndpointService } from '../core/hal-endpoint.service';
import { RequestService } from '../core/request.service';

@Injectable({ providedIn: 'root' })
export class BitstreamDataService {
  constructor(private requestService: RequestService, private halService: HALEndpointService) {}

  findAll() {
    this.halService.getEndpoint('bitstreams').subscribe((href: string) => {
      // @expect-none
      this.requestService.send(new GetRequest(this.requestService.generateRequestId(), href));
    });
  }
}
