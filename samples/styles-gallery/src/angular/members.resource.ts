import { Injectable, inject, signal } from '@angular/core';
import { HttpClient, httpResource } from '@angular/common/http';

export interface Member {
  id: string;
  name: string;
}

// Angular 19 resources: the function returns the URL (or the request), or undefined for none.
@Injectable({ providedIn: 'root' })
export class MembersResource {
  readonly #http = inject(HttpClient);
  readonly projectId = signal<string | undefined>(undefined);

  // @expect GET /projects/{projectId}/members
  readonly members = httpResource<Member[]>(() => {
    const projectId = this.projectId();
    return projectId === undefined ? undefined : `/projects/${projectId}/members`;
  });

  avatar(memberId: () => string) {
    // @expect GET /members/{memberId}/avatar
    return httpResource.blob(() => ({ url: `/members/${memberId()}/avatar` }));
  }

  remove(memberId: string) {
    // @expect DELETE /members/{memberId}
    return this.#http.delete<void>(`/members/${memberId}`);
  }
}
