import { Injectable } from '@angular/core';
import { Observable, of } from 'rxjs';

/** Endpoints come from the root document's HAL `_links`, read at run time. */
@Injectable({ providedIn: 'root' })
export class HALEndpointService {
  private links: { [name: string]: { href: string } } = {};

  setRoot(root: { _links: { [name: string]: { href: string } } }) {
    this.links = root._links;
  }

  getEndpoint(linkPath: string): Observable<string> {
    return of(this.links[linkPath].href);
  }
}
