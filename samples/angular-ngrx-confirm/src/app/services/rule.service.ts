import { Injectable } from '@angular/core';
import { HttpClient, HttpParams } from '@angular/common/http';
import { map } from 'rxjs/operators';
import { Observable } from 'rxjs';
import { RuleModel, SearchRequestModel, SearchResponseModel } from '../models/search-request.model';

@Injectable({ providedIn: 'root' })
export class RuleService {
  constructor(private httpClient: HttpClient) {}

  searchRules(request: SearchRequestModel): Observable<SearchResponseModel<RuleModel>> {
    // @expect POST /api/rules/search
    return this.httpClient
      .post<SearchResponseModel<RuleModel>>('/api/rules/search', request, { observe: 'response' })
      .pipe(map((_) => _.body));
  }

  getRule(id: number): Observable<RuleModel> {
    const params = new HttpParams().set('id', id.toString());
    // @expect-none (never called: GET /api/rule is no Tool)
    return this.httpClient
      .get<RuleModel>('/api/rule', { params: params, observe: 'response' })
      .pipe(map((response) => response.body));
  }

  exportRules(ids: number[]): Observable<{ blob: Blob; fileName: string }> {
    const params = new HttpParams().set('ids', ids.join(','));
    // @expect-none (never called: GET /api/rules/export is no Tool)
    return this.httpClient
      .get('/api/rules/export', { params: params, observe: 'response', responseType: 'blob' })
      .pipe(map((response) => ({ blob: response.body, fileName: response.headers.get('Content-Disposition') })));
  }

  countRules(): Observable<number> {
    // @expect-none (never called: GET /api/rules/count is no Tool)
    return this.httpClient
      .get<{ count: number }>('/api/rules/count', { observe: 'response' })
      .pipe(map((response) => (response.status === 200 ? response.body.count : 0)));
  }

  deleteRule(id: number): Observable<boolean> {
    const params = new HttpParams().set('id', id.toString());
    // @expect DELETE /api/rule
    return this.httpClient.delete<boolean>('/api/rule', { params: params });
  }

  archiveRule(id: number): Observable<boolean> {
    // @expect POST /api/rules/{id}/archive
    return this.httpClient.post<boolean>(`/api/rules/${id}/archive`, {});
  }

  resetRule(id: number): Observable<boolean> {
    // @expect POST /api/rules/{id}/reset
    return this.httpClient.post<boolean>(`/api/rules/${id}/reset`, {});
  }
}
