import { HttpClient, HttpParams } from '@angular/common/http';
import { Injectable } from '@angular/core';
// a module of the repository outside this folder: its values are not read
import { EventTypes } from '../../../shared/interfaces/event-types';
import { ReportKinds } from './report-kinds';

@Injectable({ providedIn: 'root' })
export class ApiService {
  constructor(private http: HttpClient) {}

  // optional filters spread under conditions: each an optional query input
  public getSequences(projectName: string, pageSize: number, sequenceName?: string,
                      state?: string, fromTime?: string) {
    const url = `/api/sequence/${projectName}`;
    const params = {
      pageSize: pageSize.toString(),
      ...(sequenceName && { name: sequenceName }),
      ...(state ? { state } : {}),
      ...(fromTime && { fromTime }),
    };
    // @expect GET /api/sequence/{projectName}
    return this.http.get(url, { params });
  }

  // an enum member of a module outside the folder: a reviewed segment, no input
  public getEvaluations(limit?: number) {
    const url = `/api/event/type/${EventTypes.EVALUATION_FINISHED}`;
    // @expect GET /api/event/type/{EVALUATION_FINISHED}
    return this.http.get(url, { params: { limit: String(limit ?? 50) } });
  }

  // a key appended once per item of an array: a list input
  public getLabelledDocuments(labels: string[]) {
    let params = new HttpParams();
    for (const label of labels) {
      params = params.append('label', label);
    }
    // @expect GET /api/labelled
    return this.http.get('/api/labelled', { params });
  }

  // an enum member of the folder: its value
  public getWeeklyReport() {
    // @expect GET /api/reports/weekly
    return this.http.get(`/api/reports/${ReportKinds.WEEKLY}`);
  }
}
