"""Angular ``httpResource`` (rule ``angular.http-resource``) and ``inject(HttpClient)`` in a
``#private`` field initialiser: each request with its exact endpoint, bindings and coverage."""
from __future__ import annotations

from conftest import capability
from test_recognisers import check

RESOURCE = {"src/app/team.service.ts": """\
import { Injectable, inject, signal } from '@angular/core';
import { HttpClient, HttpParams, httpResource } from '@angular/common/http';

@Injectable({ providedIn: 'root' })
export class TeamService {
  readonly #http = inject(HttpClient);
  private id = signal(1);

  team() {
    // @expect GET /api/teams/{id}
    return httpResource(() => `/api/teams/${this.id()}`);
  }
  members(teamId: () => number | undefined, page: () => number) {
    // @expect GET /api/teams/{id}/members
    return httpResource<string[]>(() => {
      const id = teamId();
      return id === undefined ? undefined : {
        url: `/api/teams/${id}/members`,
        params: new HttpParams().set('page', `${page()}`),
        headers: { 'X-Trace': '1' },
      };
    });
  }
  search(q: () => string) {
    // @expect POST /api/search
    return httpResource(() => ({ url: '/api/search', method: 'POST', body: { q: q() } }));
  }
  logo(id: () => number) {
    // @expect GET /api/logos/{id}
    return httpResource.blob(() => `/api/logos/${id()}`);
  }
  rename(id: number, name: string) {
    // @expect PATCH /api/teams/{id}
    return this.#http.patch(`/api/teams/${id}`, { name });
  }
}
"""}


def test_http_resource_and_private_injected_client(derive_files):
    contract = derive_files(RESOURCE)
    rule = "angular.http-resource"
    check(contract, RESOURCE, {
        ("GET", "/api/teams/{id}"): ("none", "unknown", {"path:id": "id"}, rule,
                                     "TeamService.team"),
        ("GET", "/api/teams/{id}/members"): (
            "none", "unknown", {"path:id": "id", "query:page": "page", "header:X-Trace": "=1"},
            rule, "TeamService.members"),
        ("POST", "/api/search"): ("json", "unknown", {"body:q": "q"}, rule,
                                  "TeamService.search"),
        ("GET", "/api/logos/{id}"): ("none", "unknown", {"path:id": "id"}, rule,
                                     "TeamService.logo"),
        ("PATCH", "/api/teams/{id}"): ("json", "unknown", {"path:id": "id", "body:name": "name"},
                                       "angular.http-client", "TeamService.rename"),
    })
    assert contract["source"]["coverage"]["byLibrary"] == {"angular-http": {
        "requestLikeSites": 5, "resolved": 5, "reviewed": 0, "unresolved": 0}}


def test_http_resource_with_no_request_in_every_branch_is_no_request(derive_files):
    files = {"src/a.ts": """\
import { httpResource } from '@angular/common/http';
export const none = () => httpResource(() => undefined);
export const user = (id: () => number | undefined) =>
  httpResource(() => (id() ? `/users/${id()}` : undefined));
"""}
    contract = derive_files(files)
    assert [(r["method"], r["pathTemplate"]) for c in contract["capabilities"]
            for r in c["implementation"]["requests"]] == [("GET", "/users/{id}")]
    assert capability(contract, "GET", "/users/{id}")["name"] == "get_user"
