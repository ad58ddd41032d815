"""Every claim inside an input schema carries evidence (rule ``schema.part-of``)."""
from __future__ import annotations

from conftest import capability

from code2skill.contract.models import Evidence
from code2skill.passes.schema_evidence import claims, with_inherited

SCHEMA = {"type": "object", "required": ["article"], "properties": {
    "article": {"type": "object", "required": ["title"], "properties": {
        "title": {"type": "string", "maxLength": 80},
        "a/b": {"type": "string", "enum": ["x", "y"]},
        "tags": {"type": "array", "items": {"type": "object", "properties": {"name": {}}}}}}}}


def at(line: int, rule: str = "body.object") -> Evidence:
    return Evidence(file="src/a.ts", line=line, column=1, endLine=line, endColumn=9,
                    kind="observed", rule=rule)


def test_claims_lists_properties_required_entries_and_bounds_with_escaped_tokens():
    assert list(claims(SCHEMA, "/inputSchema")) == [
        "/inputSchema/required/0",
        "/inputSchema/properties/article",
        "/inputSchema/properties/article/required/0",
        "/inputSchema/properties/article/properties/title",
        "/inputSchema/properties/article/properties/title/maxLength",
        "/inputSchema/properties/article/properties/a~1b",
        "/inputSchema/properties/article/properties/a~1b/enum",
        "/inputSchema/properties/article/properties/tags",
        "/inputSchema/properties/article/properties/tags/items/properties/name",
    ]


def test_claims_without_evidence_inherit_the_nearest_located_ancestor():
    own = at(7, "ts.declared-literal")
    evidence = {"/inputSchema/properties/article": [Evidence(kind="default", rule="x"), at(3)],
                "/inputSchema/required/0": [at(3)],
                "/inputSchema/properties/article/properties/title/maxLength": [own]}
    out = with_inherited("/inputSchema", SCHEMA, evidence)
    title = out["/inputSchema/properties/article/properties/title"]
    assert [(e.kind, e.rule, e.line, e.note) for e in title] == [
        ("inferred", "schema.part-of", 3, "part of /inputSchema/properties/article")]
    assert out["/inputSchema/properties/article/properties/title/maxLength"] == [own]
    assert out["/inputSchema/properties/article/properties/tags/items/properties/name"][0].note \
        == "part of /inputSchema/properties/article/properties/tags"      # itself inherited
    assert set(out) == set(claims(SCHEMA, "/inputSchema"))
    assert evidence["/inputSchema/properties/article"][1].kind == "observed"     # not mutated


def test_defaults_are_never_inherited():
    evidence = {"/inputSchema/properties/article": [Evidence(kind="default", rule="x")]}
    out = with_inherited("/inputSchema", SCHEMA, evidence)
    assert "/inputSchema/properties/article/properties/title" not in out


def test_a_nested_declared_body_has_evidence_for_every_part(derive_files):
    contract = derive_files({"src/a.ts": (
        "import axios from 'axios';\n"
        "interface NewComment { body: string; mood?: 'calm' | 'angry' }\n"
        "export const add = (slug: string, comment: NewComment) =>\n"
        "  axios.post(`/api/articles/${slug}/comments`, { comment });\n")})
    cap = capability(contract, "POST", "/api/articles/{slug}/comments")
    assert cap["inputSchema"]["properties"]["comment"]["properties"]["mood"]["enum"] == [
        "calm", "angry"]
    missing = [p for p in claims(cap["inputSchema"], "/inputSchema") if p not in cap["evidence"]]
    assert missing == []
    mood = cap["evidence"]["/inputSchema/properties/comment/properties/mood/enum"]
    assert mood[0]["file"] == "src/a.ts" and mood[0]["line"] == 4
