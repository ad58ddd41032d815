"""A typed link chained after an ``await``: tree-sitter-typescript reads ``await
api.get(u).json<Feed>()`` as ``(await api.get(u).json)<Feed>()``, and the call site's chain
(``CallSite.chain``) holds the ``.json<Feed>()`` link as it does without the ``await``, so a
recogniser reading the chain (ky's response type) sees it."""
from code2skill.extractors.module_facts import extract_module

from conftest import capability

TYPES = "export interface Feed { id: number; name: string }\n"
KY = """import ky from 'ky';
import type { Feed } from './types';

const api = ky.create({ prefixUrl: '/api' });

export async function getFeed(id: number) {
  return await api.get('feeds/' + id).json<Feed>();
}

export const listFeeds = () => api.get('feeds').json<Feed[]>();
"""


def links(source: str) -> list[list[tuple[str, str | None]]]:
    """The ``(method, type arguments)`` links of each call site's chain, sorted."""
    facts = extract_module("a.ts", "typescript", source.encode())
    return sorted([(name, type_args) for name, _, _, type_args in site.chain]
                  for site in facts.calls)


def test_an_awaited_typed_link_is_in_the_chain():
    assert links("async function f() { return await api.get('x').json<Feed>(); }") == [
        [], [("json", "Feed")]]
    assert links("async function f() { return (await api.get('x').json<Feed>()).id; }") == [
        [], [("json", "Feed")]]


def test_the_chain_is_the_same_without_the_await():
    assert links("function f() { return api.get('x').json<Feed>(); }") == [
        [], [("json", "Feed")]]
    assert links("async function f() { return await api.get('x').json(); }") == [
        [], [("json", None)]]


def test_an_awaited_member_that_is_not_called_is_no_link():
    assert links("async function f() { return (await api.get('x')).status; }") == [[]]


def test_ky_types_an_awaited_answer_by_its_own_reading(derive_files):
    contract = derive_files({"package.json": '{"dependencies": {"ky": "1.0.0"}}',
                             "src/api.ts": KY, "src/types.ts": TYPES})
    for path in ("/api/feeds/{id}", "/api/feeds"):
        cap = capability(contract, "GET", path)
        assert [(e["rule"], e["line"], e["note"]) for e in
                cap["evidence"]["/outputSchema"]] == [
            ("output.type-argument", 7 if path.endswith("}") else 10,
             "Feed" if path.endswith("}") else "Feed[]")]
    single = capability(contract, "GET", "/api/feeds/{id}")["outputSchema"]
    assert single["type"] == "object" and set(single["properties"]) == {"id", "name"}
