import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { Observable } from 'rxjs';
import { Owner } from './owner';

@Injectable({ providedIn: 'root' })
export class OwnerService {
  private url = '/api/owners';

  constructor(private http: HttpClient) {}

  addOwner(owner: Owner): Observable<Owner> {
    // @expect POST /api/owners
    return this.http.post<Owner>(this.url, owner);
  }

  updateOwner(ownerId: string, owner: Owner): Observable<Owner> {
    // @expect PUT /api/owners/{ownerId}
    return this.http.put<Owner>(this.url + '/' + ownerId, owner);
  }

  importOwner(owner: Owner): Observable<Owner> {
    // @expect POST /api/owners/import
    return this.http.post<Owner>(this.url + '/import', owner);
  }

  // the service's own position in a list: arithmetic, one path parameter
  ownerAt(first: number, index: number, offset: number): Observable<Owner> {
    const position = first + (index - offset);
    // @expect-none (never called: GET /api/owners/at/{position} is no Tool)
    return this.http.get<Owner>(`${this.url}/at/${position}`);
  }

  // the initial 0 is only the fallback of a search: the slot is the computed number
  rowOf(owners: Owner[], start: number, wanted: number): number {
    let row = 0;
    let seen = 0;
    owners.every((owner) => {
      if (seen + owner.id > wanted) {
        row = start + (wanted - seen);
        return false;
      }
      seen += owner.id;
      return true;
    });
    return row;
  }

  pinOwner(owners: Owner[], start: number, wanted: number): Observable<Owner> {
    const row = this.rowOf(owners, start, wanted);
    // @expect-none (never called: POST /api/owners/pinned/{row} is no Tool)
    return this.http.post<Owner>(`${this.url}/pinned/${row}`, null);
  }
}
