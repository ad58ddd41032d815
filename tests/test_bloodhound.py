"""Bloodhound ``remote``/``prefetch`` options (rules ``bloodhound.remote``,
``bloodhound.prefetch``): GET requests the engine sends; the wildcard is the input ``query``."""
from __future__ import annotations

from conftest import capability, endpoints


def test_remote_and_prefetch(derive_files):
    contract = derive_files({"js/edit.js": (
        "var a = new Bloodhound({ remote: { url: '/authors?q=%QUERY', wildcard: '%QUERY' } });\n"
        "var b = new Bloodhound({ remote: '/tags/%QUERY', prefetch: { url: '/api/tags' } });\n"
        "var c = new Bloodhound({ remote: { url: '/series/__Q__', wildcard: '__Q__' } });\n"
        "var d = new Bloodhound({ local: ['red'] });\n")})
    assert endpoints(contract) == {("GET", "/authors"), ("GET", "/tags/{query}"),
                                   ("GET", "/api/tags"), ("GET", "/series/{query}")}
    authors = capability(contract, "GET", "/authors")["implementation"]["requests"][0]
    assert authors["bindings"] == [{"input": "q", "target": "query:q", "value": None}]
    assert [(s["rule"], s["line"]) for s in authors["callSites"]] == [("bloodhound.remote", 1)]
    prefetch = capability(contract, "GET", "/api/tags")["implementation"]["requests"][0]
    assert [(s["rule"], s["line"]) for s in prefetch["callSites"]] == [("bloodhound.prefetch", 2)]


def test_prepare_without_wildcard_is_noted(derive_files):
    contract = derive_files({"js/e.js": (
        "var a = new Bloodhound({ remote: { url: '/find', prepare: (q, s) => s } });\n")})
    assert endpoints(contract) == {("GET", "/find")}
    assert any("prepare/replace" in r["message"] for r in contract["review"])


def test_unreadable_options_are_reviewed(derive_files):
    contract = derive_files({"js/e.js": "var a = new Bloodhound(window.engineOptions);\n"})
    assert endpoints(contract) == set()
    assert any("plugin.options-unread" in r["message"] and r["evidence"][0]["line"] == 1
               for r in contract["review"])
