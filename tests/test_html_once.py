"""A component's HTML tree is parsed once per file (:class:`extractors.languages.Markup`):
the readers of its template (script ranges, UI triggers, bound props, validation rules) share
it, where each parsed it again; the facts are those of a parse per reader."""
from __future__ import annotations

from pathlib import Path

from code2skill.discover import SourceFile
from code2skill.extract import extract_one
from code2skill.extractors import languages
from code2skill.extractors.languages import Markup, html_elements, script_ranges
from code2skill.extractors.ui_triggers import template_triggers

COMPONENT = b"""<template>
  <div>
    <input v-model="form.name" required maxlength="20">
    <UserCard :user-id="id" />
    <button @click="remove(id)">Delete</button>
  </div>
</template>
<script setup lang="ts">
import api from './api'
function remove(id: number) { return api.delete(`/api/users/${id}`) }
</script>
"""


def counted_parses(monkeypatch) -> list[bytes]:
    """The bytes of every HTML parse made from here on."""
    parsed: list[bytes] = []
    real = languages.parse_html

    def counting(data: bytes):
        parsed.append(data)
        return real(data)
    monkeypatch.setattr(languages, "parse_html", counting)
    return parsed


def test_a_vue_file_is_parsed_as_html_once(tmp_path: Path, monkeypatch):
    (tmp_path / "User.vue").write_bytes(COMPONENT)
    parsed = counted_parses(monkeypatch)
    path, facts, problem, _ = extract_one(str(tmp_path), SourceFile("User.vue", "sfc",
                                                                    len(COMPONENT)))
    assert (path, problem) == ("User.vue", None)
    assert parsed == [COMPONENT]                    # ranges, triggers, props, validation
    assert [(t.component, t.handlers[0][0]) for t in facts.triggers] == [("button", "onClick")]
    assert [u.tag for u in facts.component_uses] == ["UserCard"]
    assert [i.model for i in facts.validation.inputs] == ["form.name"]
    assert sorted(getattr(c.call.callee, "prop", getattr(c.call.callee, "name", None))
                  for c in facts.calls) == ["delete", "remove"]


def test_a_shared_tree_gives_what_a_tree_per_reader_gives(monkeypatch):
    html = Markup(COMPONENT)
    alone = ([n.start_byte for n in html_elements(COMPONENT, ("start_tag",))],
             [(t, c.start_byte) for t, c in script_ranges(COMPONENT)],
             template_triggers(COMPONENT, lambda n: (n.start_point[0] + 1,)))
    parsed = counted_parses(monkeypatch)
    shared = ([n.start_byte for n in html_elements(COMPONENT, ("start_tag",), html)],
              [(t, c.start_byte) for t, c in script_ranges(COMPONENT, html)],
              template_triggers(COMPONENT, lambda n: (n.start_point[0] + 1,), html))
    assert shared == alone and len(alone[0]) == 5 and alone[1] == [((175, 199), 199)]
    assert parsed == [COMPONENT] and html.tree() is html.tree()
