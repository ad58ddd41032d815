"""A caller's headers handed to a request wrapper are on that caller's request: Angular's
``HttpClient`` keeps them per call as fetch, axios and jQuery do (rule
``auth.substituted-headers``), immutable ``HttpHeaders`` built by a helper's ``append``/``set``
or ``new HttpHeaders({…})`` alike, and a wrapper writing its own URL is made once per call
when a call's headers add a credential (rule ``wrapper.passed-headers``); the existing auth
rules then decide the kind."""
from __future__ import annotations

from conftest import capability

PACKAGE = '{"dependencies": {"@angular/core": "^19.0.0", "@angular/common": "^19.0.0", ' \
    '"axios": "^1.7.0"}}'
SERVICE = """import { HttpClient, HttpHeaders } from '@angular/common/http';
import { Injectable } from '@angular/core';

@Injectable({ providedIn: 'root' })
export class CallService {
  constructor(private http: HttpClient) {}

%s
}
"""
WRAPPERS = """
  private userHeaders(): HttpHeaders {
    const headers = new HttpHeaders({ 'Content-Type': 'application/json' });
    const user = sessionStorage.getItem('user');
    const password = sessionStorage.getItem('password');
    if (user && password) {
      return headers.append('Authorization', `Basic ${btoa(`${user}:${password}`)}`);
    }
    return headers;
  }

  private postRequest(path: string, body: any, headers?: HttpHeaders) {
    return this.http.post<any>(path, body, { headers });
  }

  private getRequest(path: string, headers?: HttpHeaders) {
    return this.http.get(path, { headers });
  }
"""


def auth(cap: dict) -> tuple[str, list[str]]:
    return cap["auth"]["authentication"], [e["rule"] for e in cap["auth"]["evidence"]]


def sites(cap: dict) -> list[str | None]:
    return sorted(s["function"] or "" for s in cap["implementation"]["requests"][0]["callSites"])


def derive_service(derive_files, body: str) -> dict:
    return derive_files({"package.json": PACKAGE, "src/call.service.ts": SERVICE % body})


def test_a_helpers_immutable_headers_handed_to_the_wrapper_are_the_callers(derive_files):
    contract = derive_service(derive_files, WRAPPERS + """
  start(roomName: string) {
    const headers = this.userHeaders();
    return this.postRequest('/api/recordings', { roomName }, headers);
  }

  config() {
    return this.getRequest('/api/config');
  }
""")
    assert auth(capability(contract, "POST", "/api/recordings")) == \
        ("unknown", ["auth.basic-scheme"])
    assert auth(capability(contract, "GET", "/api/config")) == ("unknown", ["auth.not-observed"])
    basic = [r["message"] for r in contract["review"] if r["capability"] == "start_recording"
             and "HTTP basic auth" in r["message"]]
    assert len(basic) == 1 and "only when a condition holds" in basic[0]


def test_new_http_headers_and_plain_objects_reach_the_wrapper(derive_files):
    contract = derive_service(derive_files, """
  listRooms() {
    const headers = new HttpHeaders({ Authorization: 'Bearer ' + localStorage.getItem('t') });
    return this.get('/api/rooms', headers);
  }

  listRecordings() {
    const key = localStorage.getItem('k') || '';
    return this.get('/api/recordings', new HttpHeaders().set('X-Api-Key', key));
  }

  listBroadcasts() {
    return this.request('GET', '/api/broadcasts', {
      headers: { Authorization: `Bearer ${localStorage.getItem('t')}` } });
  }

  private get(path: string, headers?: HttpHeaders) {
    return this.http.get(path, { headers });
  }

  private request(method: string, url: string, options?: any) {
    return this.http.request(method, url, options);
  }
""")
    assert auth(capability(contract, "GET", "/api/rooms")) == \
        ("bearer", ["auth.substituted-headers"])
    assert auth(capability(contract, "GET", "/api/recordings")) == \
        ("api-key", ["auth.substituted-headers"])
    assert auth(capability(contract, "GET", "/api/broadcasts")) == \
        ("bearer", ["auth.substituted-headers"])


def test_a_wrapper_writing_its_own_url_is_made_per_call_handing_it_headers(derive_files):
    contract = derive_service(derive_files, """
  mine() {
    return this.rooms(new HttpHeaders({ Authorization: 'Bearer ' + localStorage.getItem('t') }));
  }

  anyone() {
    return this.rooms();
  }

  private rooms(headers?: HttpHeaders) {
    return this.http.get('/api/rooms', { headers });
  }
""")
    cap = capability(contract, "GET", "/api/rooms")
    assert auth(cap) == ("bearer", ["auth.substituted-headers"])
    assert sites(cap) == ["CallService.anyone", "CallService.mine"]
    chains = sorted((site["line"], site["rule"], [(v["line"], v["rule"]) for v in site["via"]])
                    for site in cap["implementation"]["requests"][0]["callSites"])
    assert chains == [(10, "wrapper.passed-headers", [(18, "angular.http-client")]),
                      (14, "wrapper.passed-headers", [(18, "angular.http-client")])]


def test_headers_handed_on_through_a_callers_parameter_reach_the_request(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/api.ts": """import axios from 'axios';

function items(config?: { headers?: Record<string, string> }) {
  return axios.get('/api/items', config);
}

function listItems(headers?: Record<string, string>) {
  return items({ headers });
}

export function myItems() {
  return listItems({ 'X-Api-Key': localStorage.getItem('key') || '' });
}
"""})
    cap = capability(contract, "GET", "/api/items")
    assert auth(cap) == ("api-key", ["auth.substituted-headers"])
    assert sites(cap) == ["myItems"]


def test_a_wrapper_no_call_hands_headers_stays_one_request(derive_files):
    contract = derive_service(derive_files, """
  a() {
    return this.rooms();
  }

  b() {
    return this.rooms(undefined);
  }

  private rooms(headers?: HttpHeaders) {
    return this.http.get('/api/rooms', { headers });
  }
""")
    cap = capability(contract, "GET", "/api/rooms")
    assert auth(cap) == ("unknown", ["auth.not-observed"])
    assert sites(cap) == ["CallService.rooms"]


def test_a_header_the_wrapper_names_itself_keeps_one_request(derive_files):
    """The wrapper writes the header; its callers give only its value: an input, not headers
    handed down."""
    contract = derive_service(derive_files, """
  a(clientId: string) {
    return this.pin(clientId);
  }

  b() {
    return this.pin('web');
  }

  private pin(clientId: string) {
    const headers = new HttpHeaders({ 'X-Client-Id': clientId, Accept: 'application/json' });
    return this.http.post('/api/pins', null, { headers });
  }
""")
    cap = capability(contract, "POST", "/api/pins")
    assert sites(cap) == ["CallService.pin"]
    assert "x_client_id" in cap["inputSchema"]["properties"]


def test_a_fetch_headers_object_a_caller_builds_reaches_the_wrapper(derive_files):
    contract = derive_files({"package.json": "{}", "src/api.ts": """
function request(url: string, init: RequestInit = {}) {
  return fetch('/api' + url, { ...init, credentials: 'same-origin' });
}

export function listNotes() {
  const headers = new Headers();
  headers.set('Authorization', `Bearer ${localStorage.getItem('token')}`);
  return request('/notes', { headers });
}
"""})
    assert auth(capability(contract, "GET", "/api/notes")) == \
        ("bearer", ["auth.substituted-headers"])
