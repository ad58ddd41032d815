import { Injectable } from '@angular/core';
import { DeleteRequest, GetRequest, PostRequest } from '../core/request.models';
import { RequestService } from '../core/request.service';

const API = '/server/api';

@Injectable({ providedIn: 'root' })
export class ItemDataService {
  constructor(private requestService: RequestService) {}

  findById(id: string) {
    const request = new GetRequest(this.requestService.generateRequestId(), `${API}/core/items/${id}`);
    // @expect GET /server/api/core/items/{id}
    return this.requestService.send(request);
  }

  create(item: { name: string }) {
    const request = new PostRequest(this.requestService.generateRequestId(), `${API}/core/items`, item);
    // @expect POST /server/api/core/items
    return this.requestService.send(request);
  }

  delete(id: string) {
    const request = new DeleteRequest(this.requestService.generateRequestId(), `${API}/core/items/${id}`);
    // @expect DELETE /server/api/core/items/{id}
    return this.requestService.send(request);
  }
}
