import { Injectable } from '@angular/core';
import { RestRequest } from './request.models';
import { RestService } from './rest.service';

@Injectable({ providedIn: 'root' })
export class RequestService {
  private counter = 0;

  constructor(private restService: RestService) {}

  generateRequestId(): string {
    this.counter += 1;
    return `client/${this.counter}`;
  }

  send(request: RestRequest) {
    return this.restService.request(request.method, request.href, request.body);
  }
}
