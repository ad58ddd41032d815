import { Injectable } from '@angular/core';
import { HttpClient, HttpParams } from '@angular/common/http';
import type { Observable } from 'rxjs';

export interface Project {
  id: string;
  name: string;
  archived: boolean;
}

export interface ProjectDraft {
  name: string;
  description?: string;
  visibility: 'team' | 'private';
}

@Injectable({ providedIn: 'root' })
export class ProjectsService {
  constructor(private readonly http: HttpClient) {}

  list(includeArchived: boolean): Observable<Project[]> {
    const params = new HttpParams().set('archived', String(includeArchived));
    // @expect GET /projects
    return this.http.get<Project[]>('/projects', { params });
  }

  create(draft: ProjectDraft): Observable<Project> {
    // @expect POST /projects
    return this.http.post<Project>('/projects', draft);
  }

  archive(projectId: string): Observable<void> {
    // @expect PUT /projects/{projectId}/archived
    return this.http.put<void>(`/projects/${projectId}/archived`, { archived: true });
  }
}
