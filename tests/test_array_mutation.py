"""Rule ``value.array-mutation``: a URL joined from a local array grown by ``push``/``unshift``
(``pop``/``shift``) before the join; an ``if``-guarded call gives a variant with and one
without it; a mutation in a loop, or a spread, leaves the URL unknown (reviewed)."""
from conftest import capability, endpoints

SEGMENTS = """import axios from 'axios';
export function widgets(id) {
  const parts = ['api'];
  parts.push('widgets');
  if (id) parts.push(id);
  const url = '/' + parts.join('/');
  return fetch(url);
}
export function archive(team, id) {
  const parts = ['archive', id];
  parts.unshift('api', 'teams', team);
  parts.push('tmp');
  parts.pop();
  return axios.post('/' + parts.join('/'));
}
export function looped(names) {
  const parts = ['api'];
  for (const n of names) parts.push(n);
  return fetch('/' + parts.join('/'));
}
export function spread(extra) {
  const parts = ['api', 'spread'];
  parts.push(...extra);
  return fetch('/' + parts.join('/'));
}
export function plain(id) {
  const parts = ['api', 'plain', id];
  return fetch(parts.join('/'));
}
"""


def test_a_url_joined_from_a_grown_local_array(derive_files):
    contract = derive_files({"src/api.js": SEGMENTS})
    assert endpoints(contract) == {("GET", "/api/widgets"), ("GET", "/api/widgets/{id}"),
                                   ("POST", "/api/teams/{team}/archive/{id}"),
                                   ("GET", "/api/plain/{id}")}
    one = capability(contract, "GET", "/api/widgets/{id}")
    assert [(b["target"], b["input"]) for b in one["implementation"]["requests"][0]["bindings"]] \
        == [("path:id", "id")]
    assert one["evidence"]["/inputSchema/properties/id"][0]["line"] == 5
    archive = capability(contract, "POST", "/api/teams/{team}/archive/{id}")
    assert [(e["line"], e["rule"]) for e in archive["evidence"]["/inputSchema/properties/id"]] \
        == [(10, "path.param")]
    assert [(e["line"], e["rule"]) for e in archive["evidence"]["/inputSchema/properties/team"]] \
        == [(11, "path.param")]
    assert sorted((r["severity"], r["message"], r["evidence"][0]["line"])
                  for r in contract["review"] if r.get("capability") is None) == [
        ("medium", "request URL has no fixed part to name an endpoint (/{?})", 19),
        ("medium", "request URL has no fixed part to name an endpoint (/{?})", 24),
    ]
