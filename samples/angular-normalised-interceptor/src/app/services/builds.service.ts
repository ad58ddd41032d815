import { HttpClient } from '@angular/common/http';
import { Injectable } from '@angular/core';

@Injectable({ providedIn: 'root' })
export class BuildsService {
  constructor(private http: HttpClient) {}

  listBuilds() {
    // @expect GET /api/v1/builds
    return this.http.get('builds');
  }

  getBuild(id: number) {
    // @expect GET /api/v1/builds/{id}
    return this.http.get(`/builds/${id}`);
  }

  stopJob(id: number) {
    // @expect PUT /api/v1/builds/jobs/{id}/stop
    return this.http.put(`/builds/jobs/${id}/stop`, {});
  }
}
