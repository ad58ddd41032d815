import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import { Build, generateBuildModel } from './build.model';

@Injectable({ providedIn: 'root' })
export class BuildsService {
  constructor(private http: HttpClient) {}

  findBuild(id: number): Observable<Build> {
    // @expect GET /builds/{id}
    return this.http.get<Build>(`/builds/${id}`).pipe(map(generateBuildModel));
  }

  findBuilds(): Observable<Build[]> {
    // @expect GET /builds
    return this.http.get<Build[]>('/builds').pipe(map((list) => list.map(generateBuildModel)));
  }
}
