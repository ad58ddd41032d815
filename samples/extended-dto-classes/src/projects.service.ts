import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { Observable } from 'rxjs';
import { Left, ProjectDto, ProjectPage, ProjectSummary, SharedProject } from './models/project';

@Injectable({ providedIn: 'root' })
export class ProjectsService {
  constructor(private http: HttpClient) {}

  create(project: ProjectDto): Observable<ProjectDto> {
    // @expect POST /api/projects
    return this.http.post<ProjectDto>('/api/projects', project);
  }

  list(): Observable<ProjectPage> {
    // @expect GET /api/projects
    return this.http.get<ProjectPage>('/api/projects');
  }

  summary(id: number): Observable<ProjectSummary> {
    // @expect GET /api/projects/{id}/summary
    return this.http.get<ProjectSummary>(`/api/projects/${id}/summary`);
  }

  share(project: SharedProject) {
    // @expect POST /api/shared-projects
    return this.http.post('/api/shared-projects', project);
  }

  link(pair: Left) {
    // @expect POST /api/links
    return this.http.post('/api/links', pair);
  }
}
