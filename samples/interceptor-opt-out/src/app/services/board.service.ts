import { Injectable, inject } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { Observable } from 'rxjs';

export interface Board { id: string; title: string; }

const SKIP_AUTH = { skip_auth: '1' };

@Injectable({ providedIn: 'root' })
export class BoardService {
  private http = inject(HttpClient);

  // Marked: the interceptor hands it on without the token.
  getSharedBoard(token: string): Observable<Board> {
    // @expect GET /api/boards/shared/{token}
    return this.http.get<Board>(`/api/boards/shared/${token}`, { headers: SKIP_AUTH });
  }

  // Not marked: the token is added.
  getBoard(id: string): Observable<Board> {
    // @expect GET /api/boards/{id}
    return this.http.get<Board>(`/api/boards/${id}`);
  }

  // Another header: the token is added.
  exportBoard(id: string): Observable<Blob> {
    // @expect GET /api/boards/{id}/export
    return this.http.get(`/api/boards/${id}/export`, { headers: { Accept: 'text/csv' }, responseType: 'blob' });
  }
}
