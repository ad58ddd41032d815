import { HttpClient } from '@angular/common/http';
import { Injectable } from '@angular/core';

@Injectable({ providedIn: 'root' })
export class TemplateService {
  constructor(private http: HttpClient) {}

  deleteTemplate(name: string) {
    // @expect DELETE /api/v1/template/{name}
    return this.http.delete(`/api/v1/template/${name}`);
  }
}
