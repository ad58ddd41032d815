"""Rules ``query.typed-object`` and ``value.json-copy``: a query object sent whole that is a
parameter declared with an object type the root resolves is that type's members as separate
query parameters, cited at the declaration and optional where the type says ``?``; a type that
shows no members leaves the one object input and its review item. ``JSON.parse`` of
``JSON.stringify`` of a parameter is that parameter again (sample ``typed-query-objects``)."""
import pytest

from conftest import bindings, capability, sample_files

SAMPLE = "typed-query-objects"
FILES = ("package.json", "src/api/filters.ts", "src/api/clients.ts", "src/api/lists.ts")


@pytest.fixture
def contract(derive_files):
    return derive_files(sample_files(SAMPLE, *FILES))


def inputs(cap: dict) -> tuple[list[str], list[str]]:
    schema = cap["inputSchema"]
    return sorted(schema["properties"]), schema.get("required", [])


def cited(cap: dict, name: str) -> list[tuple[str, str, int]]:
    return [(e["rule"], e["file"], e["line"])
            for e in cap["evidence"][f"/inputSchema/properties/{name}"]]


def test_a_typed_filter_is_its_members(contract):
    feeds = capability(contract, "GET", "/api/feeds")        # filter?: FeedFilter
    assert inputs(feeds) == (["have_bookmark", "have_unread"], [])
    assert cited(feeds, "have_unread") == [("query.typed-object", "src/api/filters.ts", 3)]
    assert bindings(feeds) == {"query:have_bookmark": "have_bookmark",
                               "query:have_unread": "have_unread"}
    users = capability(contract, "GET", "/admin/users")      # axios params: UserQuery
    assert inputs(users) == (["active", "role"], ["role"])
    assert users["inputSchema"]["properties"]["role"]["enum"] == ["admin", "member"]
    tags = capability(contract, "GET", "/api/tags")          # new URLSearchParams(filter)
    assert inputs(tags) == (["limit", "prefix"], [])


def test_a_json_copy_keeps_the_declared_type(contract):
    items = capability(contract, "GET", "/api/items")        # options = JSON.parse(…)
    assert inputs(items) == (["feed_id", "keyword", "page", "page_size"], ["page"])
    assert cited(items, "page") == [("query.typed-object", "src/api/filters.ts", 8)]


def test_a_type_without_members_stays_one_object(contract):
    for path in ("/api/search", "/api/marks"):               # Record<…>; ky's Options[…]
        cap = capability(contract, "GET", path)
        assert inputs(cap) == (["query"], ["query"])
        assert bindings(cap) == {"query:": "query"}
        assert [r["message"] for r in contract["review"] if r["capability"] == cap["name"]
                and r["severity"] == "medium"] == [
            "the request query's fields could not be determined from source"]
