"""A query string built into the URL: the path template stops at ``?``; literal names are
query parameters, and rule ``query.opaque-string`` makes a whole entry whose members the
source does not show and a parameter fills (```?${qs}```, ```?${new URLSearchParams(p)}```)
one query object input, and so does ``'?' + stringify(q)`` of ``qs`` with a parameter."""
from conftest import capability, endpoints

QUERIES = """import axios from 'axios';
import { stringify } from 'qs';
export const page = (p) => fetch('/api/items?page=' + p);
export const raw = (qs) => fetch(`/api/raw?${qs}`);
export const search = (params) => fetch(`/api/search?${new URLSearchParams(params)}`);
export const filter = (q) => axios.get('/api/filter' + '?' + stringify(q));
export const mixed = (b) => fetch('/api/mixed?a=1&b=' + b);
export const both = (qs) => fetch(`/api/both?sort=asc&${qs}`);
export const typed = (qs: string) => fetch(`/api/typed?${qs}`);
"""


def query_of(cap: dict) -> tuple:
    request = cap["implementation"]["requests"][0]
    props = cap["inputSchema"]["properties"]
    return (cap["name"], sorted((b["target"], b["input"], b["value"]) for b in request["bindings"]),
            {k: v.get("type") for k, v in props.items()})


def test_a_query_string_in_the_url_is_query_parameters(derive_files):
    contract = derive_files({"src/api.ts": QUERIES})
    assert endpoints(contract) == {("GET", p) for p in (
        "/api/items", "/api/raw", "/api/search", "/api/filter", "/api/mixed", "/api/both",
        "/api/typed")}
    got = {path: query_of(capability(contract, "GET", path)) for _, path in endpoints(contract)}
    assert got == {
        "/api/items": ("list_items", [("query:page", "page", None)], {"page": "string"}),
        "/api/raw": ("get_raw", [("query:", "query", None)], {"query": "object"}),
        "/api/search": ("search", [("query:", "query", None)], {"query": "object"}),
        "/api/filter": ("get_filter", [("query:", "query", None)], {"query": "object"}),
        "/api/mixed": ("get_mixed", [("query:a", None, 1), ("query:b", "b", None)],
                       {"b": "string"}),
        "/api/both": ("get_both", [("query:", "query", None), ("query:sort", None, "asc")],
                      {"query": "object"}),
        "/api/typed": ("get_typed", [("query:", "query", None)], {"query": "string"}),
    }
    assert capability(contract, "GET", "/api/typed")["inputSchema"]["properties"]["query"][
        "description"] == "The request query, sent as one string."
    assert sorted((r["capability"], r["severity"], r["message"]) for r in contract["review"]
                  if "query" in r["message"]) == [
        ("get_both", "medium", "the request query's fields could not be determined from source"),
        ("get_filter", "medium",
         "the request query's fields could not be determined from source"),
        ("get_raw", "medium", "the request query's fields could not be determined from source"),
        ("get_typed", "medium",
         "the request query's fields could not be determined from source"),
        ("search", "medium", "the request query's fields could not be determined from source"),
    ]
