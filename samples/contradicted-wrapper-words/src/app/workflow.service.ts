import { Injectable } from '@angular/core';
import { HttpClient, HttpParams } from '@angular/common/http';
import { Observable } from 'rxjs';

export interface Workflow { id: number; name: string; isActive: boolean; }

export const api = {
  GET_WORKFLOWS: '/api/workflows',
  CREATE_WORKFLOW: '/api/workflow',
  UPDATE_WORKFLOW: '/api/workflows',
  DELETE_WORKFLOW: '/api/workflows',
  CREATE_TAG: '/api/tags',
};

// The server's PUT creates and its POST updates: the method names say which.
@Injectable({ providedIn: 'root' })
export class WorkflowService {
  constructor(private http: HttpClient) {}

  getWorkflows(): Observable<Workflow[]> {
    // @expect GET /api/workflows
    return this.http.get<Workflow[]>(api.GET_WORKFLOWS);
  }

  createWorkflow(workflow: Workflow): Observable<Workflow> {
    // @expect PUT /api/workflow
    return this.http.put<Workflow>(api.CREATE_WORKFLOW, workflow);
  }

  updateWorkflow(workflow: Workflow): Observable<Workflow> {
    // @expect POST /api/workflows
    return this.http.post<Workflow>(api.UPDATE_WORKFLOW, workflow);
  }

  deleteWorkflow(id: number): Observable<boolean> {
    const params = new HttpParams().set('id', id.toString());
    // @expect DELETE /api/workflows
    return this.http.delete<boolean>(api.DELETE_WORKFLOW, { params });
  }

  // A POST to a plural collection its wrapper names a create: REST's create stands
  addTag(name: string): Observable<{ id: number }> {
    // @expect POST /api/tags
    return this.http.post<{ id: number }>(api.CREATE_TAG, { name });
  }

  // Clears the page's own list, no request
  clearAll(list: Workflow[]): void {
    // @expect-none
    list.splice(0, list.length);
  }
}
