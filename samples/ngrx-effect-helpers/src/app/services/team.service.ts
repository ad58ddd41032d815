import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';

export interface Team { id: number; name: string; }

@Injectable({ providedIn: 'root' })
export class TeamService {
  constructor(private http: HttpClient) {}

  list() {
    // @expect GET /api/teams
    return this.http.get<Team[]>('/api/teams');
  }

  remove(id: number) {
    // @expect DELETE /api/teams/{id}
    return this.http.delete(`/api/teams/${id}`);
  }

  archive(id: number) {
    // @expect POST /api/teams/{id}/archive
    return this.http.post(`/api/teams/${id}/archive`, {});
  }

  removeMember(team: number, user: number) {
    // @expect DELETE /api/teams/{team}/members/{user}
    return this.http.delete(`/api/teams/${team}/members/${user}`);
  }
}
