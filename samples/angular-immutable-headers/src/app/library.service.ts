import { Injectable } from '@angular/core';
import { HttpClient, HttpHeaders, HttpParams } from '@angular/common/http';
import { Observable } from 'rxjs';

export interface Shelf { id: string; name: string; }

// HttpHeaders and HttpParams are immutable: set/append return a new object and leave the
// receiver as it was. A call whose result is thrown away sends nothing.
@Injectable({ providedIn: 'root' })
export class LibraryService {
  constructor(private http: HttpClient) {}

  private token(): string {
    return localStorage.getItem('token') ?? '';
  }

  // The app's own bug: the Authorization header is never sent.
  listShelves(): Observable<Shelf[]> {
    const headers = new HttpHeaders();
    headers.set('Authorization', `Bearer ${this.token()}`);
    // @expect GET /api/shelves
    return this.http.get<Shelf[]>('/api/shelves', { headers });
  }

  // The same mistake with a chain: neither header is sent, nor the page parameter.
  searchShelves(q: string, page: number): Observable<Shelf[]> {
    const headers = new HttpHeaders({ Accept: 'application/json' });
    headers.append('X-Api-Key', 'k').append('X-Trace', 'on');
    let params = new HttpParams().set('q', q);
    params.set('page', String(page));
    // @expect GET /api/shelves/search
    return this.http.get<Shelf[]>('/api/shelves/search', { headers, params });
  }

  // Reassigned: sent.
  getShelf(id: string): Observable<Shelf> {
    let headers = new HttpHeaders();
    headers = headers.set('Authorization', `Bearer ${this.token()}`);
    // @expect GET /api/shelves/{id}
    return this.http.get<Shelf>(`/api/shelves/${id}`, { headers });
  }

  // A chain on the new object: sent.
  createShelf(name: string): Observable<Shelf> {
    const headers = new HttpHeaders().set('Authorization', `Bearer ${this.token()}`);
    // @expect POST /api/shelves
    return this.http.post<Shelf>('/api/shelves', { name }, { headers });
  }

  // Reassigned under a condition: sent when the token is there.
  renameShelf(id: string, name: string): Observable<Shelf> {
    let headers = new HttpHeaders();
    const token = this.token();
    if (token) {
      headers = headers.append('Authorization', `Bearer ${token}`);
    }
    // @expect PATCH /api/shelves/{id}
    return this.http.patch<Shelf>(`/api/shelves/${id}`, { name }, { headers });
  }

  // The chain used inline in the options: sent.
  deleteShelf(id: string): Observable<void> {
    const headers = new HttpHeaders();
    // @expect DELETE /api/shelves/{id}
    return this.http.delete<void>(`/api/shelves/${id}`,
      { headers: headers.set('Authorization', `Bearer ${this.token()}`) });
  }

  // A helper returning the chain: sent.
  private authHeaders(): HttpHeaders {
    const headers = new HttpHeaders({ 'Content-Type': 'application/json' });
    return headers.append('Authorization', `Bearer ${this.token()}`);
  }

  archiveShelf(id: string): Observable<Shelf> {
    // @expect POST /api/shelves/{id}/archive
    return this.http.post<Shelf>(`/api/shelves/${id}/archive`, {}, { headers: this.authHeaders() });
  }
}
