import { HttpClient } from '@angular/common/http';
import { Injectable } from '@angular/core';

@Injectable({ providedIn: 'root' })
export class NotebookService {
  constructor(private http: HttpClient) {}

  deleteNotebook(id: string) {
    // @expect DELETE /api/v1/notebook/{id}
    return this.http.delete(`/api/v1/notebook/${id}`);
  }

  stopNotebook(id: string) {
    // @expect POST /api/v1/notebook/{id}/stop
    return this.http.post(`/api/v1/notebook/${id}/stop`, {});
  }

  openNotebook(id: string) {
    // @expect POST /api/v1/notebook/{id}/open
    return this.http.post(`/api/v1/notebook/${id}/open`, {});
  }
}
