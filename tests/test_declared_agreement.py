"""Callers declaring different types for one answer (rule ``output.declared-agreement``): the
output keeps what the declared schemas agree on — a type the tool cannot read gives way, two
readable types keep the members both declare (a conflicting leaf says nothing) — and a low
review item names the types; one declared type, or several of one schema, is kept as it is."""
from __future__ import annotations

from code2skill.passes.declared_agreement import agreed, agreement, widest

SONG = {"type": "object", "properties": {"id": {"type": "string"},
                                         "title": {"type": ["string", "null"]}},
        "required": ["id", "title"]}


def test_an_unread_type_gives_way():
    assert agreement({}, SONG) == SONG
    assert agreement({"type": "array", "items": {}}, {"type": "array", "items": SONG}) == \
        {"type": "array", "items": SONG}


def test_two_object_types_keep_the_members_both_declare():
    track = {"type": "object", "properties": {"id": {"type": "number"},
                                              "title": {"type": "string"},
                                              "album": {"type": "string"}},
             "required": ["title", "album"]}
    assert agreement(SONG, track) == {"type": "object", "properties": {
        "id": {}, "title": {"type": ["string", "null"]}}, "required": ["title"]}


def test_unlike_shapes_say_nothing():
    assert agreement({"type": "object"}, {"type": "array", "items": {}}) == {}
    assert agreed([{"type": "string", "enum": ["a"]}, {"type": "string", "enum": ["b"]}]) == \
        {"type": "string"}
    assert widest("string", ["string", "null"]) == ["string", "null"]
    assert widest("string", "number") is None


SOURCE = """\
interface Song { id: string; title: string }
interface Track { id: number; title: string; album: string }
export async function a() {
  return (await (await fetch('/api/queue')).json()) as Song[];
}
export async function b() {
  const res = await fetch('/api/queue');
  const items: Track[] = await res.json();
  return items;
}
export async function c() {
  return (await (await fetch('/api/one')).json()) as Song;
}
export async function d() {
  const res = await fetch('/api/one');
  const one: Song = await res.json();
  return one;
}
"""


def test_a_capability_whose_callers_disagree(derive_files):
    contract = derive_files({"src/a.ts": SOURCE})
    caps = {c["implementation"]["requests"][0]["pathTemplate"]: c
            for c in contract["capabilities"]}
    assert caps["/api/queue"]["outputSchema"] == {"type": "array", "items": {
        "type": "object", "properties": {"id": {}, "title": {"type": "string"}},
        "required": ["id", "title"]}}
    [item] = [r for r in contract["review"] if "different types" in r["message"]]
    assert (item["capability"], item["severity"]) == (caps["/api/queue"]["name"], "low")
    assert "(`Song[]`, `Track[]`)" in item["message"]
    assert [e["rule"] for e in item["evidence"]] == ["output.declared-answer"] * 2
    assert caps["/api/one"]["outputSchema"]["required"] == ["id", "title"]
    assert not [r for r in contract["review"] if r["capability"] == caps["/api/one"]["name"]
                and "different types" in r["message"]]
