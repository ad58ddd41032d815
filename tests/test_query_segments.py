"""Rule ``side-effect.query-segment`` (``code2skill.passes.query_segments``): a ``POST`` whose
last segment qualifies a query word before it runs that query, a reviewed read."""
from __future__ import annotations

from conftest import capability

from code2skill.passes.query_segments import query_word
from code2skill.passes.side_effects import QUERY_SEGMENT, disagreement, side_effect


def test_a_segment_after_a_query_word_qualifies_the_query():
    assert query_word("/v1/search/fuzzy") == "search"
    assert query_word("/api/query/advanced") == "query"
    assert query_word("/search/users") == "search"
    assert query_word("/lookup/bulk") == "lookup"


def test_what_is_no_qualified_query():
    assert query_word("/v1/search") is None                 # side-effect.rpc-read
    assert query_word("/search/save") is None               # an action
    assert query_word("/search/saved") is None              # saved searches
    assert query_word("/search/settings") is None
    assert query_word("/filter/presets") is None            # a stored filter's presets
    assert query_word("/query/snippets") is None            # a collection of snippets?
    assert query_word("/search/{index}") is None
    assert query_word("/search/{id}/fuzzy") is None
    assert query_word("/saved-search/fuzzy") is None
    assert query_word("/users/fuzzy") is None


def test_the_method_guess_gives_way_to_a_reviewed_read():
    assert side_effect("POST", "/v1/search/fuzzy") == ("create", "side-effect.method-guess")
    assert disagreement("POST", "side-effect.method-guess", "/v1/search/fuzzy", [[]]) \
        == ("read", QUERY_SEGMENT)
    assert side_effect("POST", "/search/users") == ("create", "side-effect.rest-create")
    assert disagreement("POST", "side-effect.rest-create", "/search/users", [[]]) \
        == ("read", QUERY_SEGMENT)
    assert disagreement("POST", "side-effect.method-guess", "/query/snippets", [[]]) is None


def test_a_fuzzy_search_post_is_a_read_never_retried(derive_files):
    contract = derive_files({"src/system.js": (
        "export function fuzzySearch(text) {\n"
        "  return fetch('/v1/search/fuzzy', {method: 'POST',\n"
        "    body: JSON.stringify({Text: text, Context: 'all'})}).then(r => r.json());\n"
        "}\n")})
    cap = capability(contract, "POST", "/v1/search/fuzzy")
    assert cap["sideEffect"] == "read"
    assert cap["operationPolicy"] == {
        "sideEffect": "read", "idempotency": "unknown", "automaticRetry": "never",
        "confirmation": "not-required", "unknownOutcome": "stop-and-reconcile"}
    assert cap["status"] == "requires-review"
    assert cap["evidence"]["/sideEffect"][0]["rule"] == QUERY_SEGMENT
    items = [i for i in contract["review"] if i.get("capability") == cap["name"]
             and "names a query" in i["message"]]
    assert items and items[0]["severity"] == "medium"
    assert not cap["name"].startswith("create")
