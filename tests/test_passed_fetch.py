"""Rule ``client.passed-fetch``: the Fetch API handed to the app's own API client (a factory
argument kept by a constructor in a field its methods call) makes fetch requests when every
known call passes ``fetch`` (global, ``window.``/``globalThis.``, a request event's or a load
function's, or one the caller hands on); a call passing a home-made function keeps the
request reviewed."""
from __future__ import annotations

from conftest import endpoints

CLIENT = """\
type FetchFunction = typeof fetch;
export class Client {
  private _fetch: FetchFunction;
  constructor(private readonly base: string, fetchFn: FetchFunction) {
    this._fetch = fetchFn;
  }
  async send(path: string, init?: RequestInit) {
    const fetchFn = this._fetch;
    return (await fetchFn(this.base + path, init)).json();
  }
}
export function createApiClient(fetchFn: FetchFunction) {
  return new Client('/api', fetchFn);
}
"""

USERS = """\
import { createApiClient } from './client';
export class App {
  static api: ReturnType<typeof createApiClient>;
  static init(fetch: typeof globalThis.fetch) { this.api = createApiClient(fetch); }
}
export function users(deps: { fetch: typeof fetch }) {
  return createApiClient(deps.fetch).send('/users', { method: 'GET' });
}
export function removeUser(id: string) {
  return createApiClient(globalThis.fetch).send(`/users/${id}`, { method: 'DELETE' });
}
export const start = () => App.init(window.fetch);
"""


def sites(contract: dict, rule: str) -> list[str]:
    return sorted(v["file"] for c in contract["capabilities"]
                  for r in c["implementation"]["requests"] for s in r["callSites"]
                  for v in [s, *s["via"]] if v["rule"] == rule)


def test_fetch_handed_to_a_factory_and_kept_by_the_client_makes_the_requests(derive_files):
    contract = derive_files({"client.ts": CLIENT, "users.ts": USERS})
    assert endpoints(contract) == {("GET", "/api/users"), ("DELETE", "/api/users/{id}")}
    assert sites(contract, "client.passed-fetch") == ["client.ts", "client.ts"]
    assert not [r for r in contract["review"] if "request function parameter" in r["message"]]


def test_a_home_made_function_passed_at_one_call_keeps_the_request_reviewed(derive_files):
    own = USERS + """\
const logged = (url: string, init?: RequestInit) => { console.log(url); return 42; };
export const odd = () => createApiClient(logged).send('/odd');
"""
    contract = derive_files({"client.ts": CLIENT, "users.ts": own})
    assert endpoints(contract) == set()
    assert [r["severity"] for r in contract["review"]
            if "request function parameter fetchFn" in r["message"]] == ["medium"]
