"""URI.js URL objects (``extractors/urijs.py``, rule ``urijs.uri``) and the query calls on a
variable holding one (:mod:`code2skill.uri_queries`, rule ``urijs.query-call``)."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.uri_queries import query_pairs, with_query
from code2skill.values import HoleV, LitV, ObjV, PropV, StrV, Text

GLOBAL = """\
function search(q, page) {
  var uri = new URI('/api/search');
  uri.addQuery('q', q);
  if (page) { uri.addSearch({page: page}); }
  return fetch(uri.toString());
}
function tags(tag) {
  return fetch(URI('/api/tags?x=1').setQuery('tag', tag).href());
}
function odd(name) {
  return fetch(new URI('/api/odd').segment(name).toString());
}
function based(p) {
  return fetch(new URI(p, 'https://h.example/').toString());
}
"""

IMPORTED = """\
import URI from 'urijs';
export const nfo = (item) => fetch(new URI('/api/nfo/' + item.id).normalize().valueOf());
"""


def test_uri_objects_and_their_queries(derive_files):
    contract = derive_files({"src/search.js": GLOBAL})
    assert endpoints(contract) == {("GET", "/api/search"), ("GET", "/api/tags")}
    search = capability(contract, "GET", "/api/search")
    assert bindings(search) == {"query:q": "q", "query:page": "page"}
    assert search["inputSchema"]["required"] == ["q"]
    tags = capability(contract, "GET", "/api/tags")
    assert bindings(tags) == {"query:x": "=1", "query:tag": "tag"}
    reviewed = [item for item in contract["review"] if item["severity"] == "medium"
                and any(e["line"] in (11, 14) for e in item["evidence"])]
    assert len(reviewed) == 2          # .segment(…) and a base argument: unknown, reviewed


def test_imported_uri(derive_files):
    contract = derive_files({"src/nfo.js": IMPORTED})
    assert endpoints(contract) == {("GET", "/api/nfo/{id}")}


def test_query_pairs_encode_names_and_mark_optional_values():
    where = ("a.js", (1, 0, 1, 9))
    pieces = query_pairs((StrV((Text("a b", None),)), LitV(1)), where, True, "urijs.uri")
    assert [p.text for p in pieces if isinstance(p, Text)] == ["&", "a+b="]
    hole = pieces[-1]
    assert isinstance(hole, HoleV) and hole.name == "a b"
    url = with_query(StrV((Text("/x", None),)), pieces)
    assert [p.text for p in url.parts if isinstance(p, Text)] == ["/x", "?", "a+b="]
    assert with_query(url, pieces) is url          # the same call's pairs are added once
    obj = query_pairs((ObjV((PropV("k", StrV((Text("v", where),)), where),)),), where, False, "urijs.uri")
    assert [p.text for p in obj if isinstance(p, Text)] == ["&", "k="]
