"""Rule ``value.parameter-member-write``: the writes of a member that reach a read are those
made through any name of the object after its last rebinding
(:func:`code2skill.field_writes.rebound_at`, :func:`code2skill.field_writes.object_aliases`)."""
from __future__ import annotations

from code2skill.extractors.module_facts import extract_module
from code2skill.field_writes import alias_index, object_aliases, rebound_at


def only_function(source: str):
    facts = extract_module("src/a.js", "javascript", source.encode())
    return next(fn for fn in facts.functions.values() if fn.name == "f")


def test_a_plain_rebinding_before_the_read_cuts_the_writes_before_it():
    fn = only_function("function f(o) { o.m = 1; o = { m: 2 }; return o.m; }")
    assert rebound_at(fn, "o", (1, 60, 1, 63)) == (1, 26, 1, 38)


def test_a_rebinding_reading_the_object_itself_cuts_nothing():
    fn = only_function("function f(o) { o.m = 1; o = { ...o, x: 2 }; return o.m; }")
    assert rebound_at(fn, "o", (1, 60, 1, 63)) is None


def test_a_conditional_rebinding_cuts_nothing():
    fn = only_function("function f(o) { if (!o) o = {}; o.m = 1; return o.m; }")
    assert rebound_at(fn, "o", (1, 50, 1, 53)) is None


def test_a_local_written_only_with_the_object_is_another_name_of_it():
    fn = only_function("function f(o, q) { const p = o; let r = o; r = q; const s = o.x; "
                       "p.m = 1; }")
    assert alias_index(fn) == {"o": (("p", (1, 26)),)}
    assert object_aliases(alias_index(fn), "o", None) == ("p",)


def test_an_alias_made_before_the_rebinding_names_the_earlier_object():
    fn = only_function("function f(o) { const p = o; o = {}; p.m = 1; return o.m; }")
    cut = rebound_at(fn, "o", (1, 60, 1, 63))
    assert cut == (1, 30, 1, 36)
    assert object_aliases(alias_index(fn), "o", cut) == ()
    assert object_aliases(alias_index(fn), "o", None) == ("p",)


def test_the_sample_sends_the_method_its_helpers_write():
    from sample_support import tools_of
    tools = tools_of("options-alias-writes")
    assert {name: [(r["method"], r["pathTemplate"]) for r in t["implementation"]["requests"]]
            for name, t in tools.items()} == {
        "archive_project": [("POST", "/api/projects/{id}/archive")],   # through `config`
        "update_draft": [("PUT", "/api/drafts/{id}")],                # options rebound
        "delete_tag": [("DELETE", "/api/tags/{name}")]}               # if (!options) …
    bindings = {b["target"]: b.get("value") for b in
                tools["archive_project"]["implementation"]["requests"][0]["bindings"]}
    assert bindings == {"body:verb": "PATCH", "body:payload": {"reason": "done"},
                        "path:id": None}
