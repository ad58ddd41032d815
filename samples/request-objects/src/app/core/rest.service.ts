import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { RestRequestMethod } from './request.models';

@Injectable({ providedIn: 'root' })
export class RestService {
  constructor(private http: HttpClient) {}

  request(method: RestRequestMethod, url: string, body?: any) {
    return this.http.request(method, url, { body });
  }
}
