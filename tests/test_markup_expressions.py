"""Rule ``source.markup-expression``: the expressions of a component's markup as a script of
the file's rows and columns (extractors/markup_expressions.py), and their facts."""
from code2skill.extractors.markup_expressions import markup_script
from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Call, Member, Ref

SVELTE = b"""<script lang="ts">
  import { api, tooltip } from './api';
  let id = 1;
</script>
<style>.a { color: red }</style>
<!-- {hidden()} -->
{#await api.save({a: 1}) then saved}
  <p title="x {fmt(saved)}">{saved.name}</p>
{:catch error}{error.message}
{/await}
{#each list() as item, i (item.id)}<li>{item}</li>{/each}
<button onclick={() => api.remove(id)} use:tooltip={{text: "}"}}>x</button>
<button onclick={api.reset}>Reset</button>
{@const total = count(1)}
"""

VUE = b"""<template>
  <div v-if="ok(x)" :title="{a: label(1)}" @click="api.remove(id)">{{ fmt(n) }}</div>
  <li v-for="(t, i) in tasks()" #default="{ item }">{{ t }}</li>
  <Panel :load="api.stats" />
</template>
<script setup>
import api from './api'
</script>
"""


def callees(facts) -> set[str]:
    """The dotted names the file's calls (module level and in functions) call."""
    def name(expr) -> str:
        if isinstance(expr, Ref):
            return expr.name
        if isinstance(expr, Member):
            return f"{name(expr.obj)}.{expr.prop}"
        return "?"
    return {name(site.call.callee) for site in facts.calls if isinstance(site.call, Call)}


def test_svelte_script_keeps_rows_and_columns():
    script = markup_script("a.svelte", SVELTE)
    assert len(script) == len(SVELTE) and script.count(b"\n") == SVELTE.count(b"\n")
    start = SVELTE.index(b"api.save(")
    assert script[start:start + 17] == b"api.save({a: 1}) "[:17]
    assert b"hidden" not in script and b"color" not in script and b"import" not in script
    assert b"saved}" not in script            # {#await X then saved}: the name bound is cut
    assert b"item, i" not in script and b"(item.id)" not in script


def test_svelte_markup_calls_and_values_are_facts():
    facts = extract_module("src/A.svelte", "sfc", SVELTE)
    assert {"api.save", "fmt", "list", "api.remove", "count"} <= callees(facts)
    assert "hidden" not in callees(facts)
    named = {(v.name if isinstance(v, Ref) else f"{v.obj.name}.{v.prop}")
             for v in facts.markup_values}
    assert {"api.reset", "tooltip", "saved.name", "item"} <= named
    assert not [d for d in facts.diagnostics if d.severity != "info"]


def test_vue_template_calls_and_values_are_facts():
    script = markup_script("a.vue", VUE)
    assert b"item" not in script              # a slot's props bind names
    assert b"(t, i)" not in script and b"tasks()" in script
    facts = extract_module("src/A.vue", "sfc", VUE)
    assert {"ok", "label", "api.remove", "fmt", "tasks"} <= callees(facts)
    assert any(isinstance(v, Member) and v.prop == "stats" for v in facts.markup_values)


def test_no_markup_no_script():
    assert markup_script("a.svelte", b"<script>let a = 1;</script>") is None
    assert markup_script("a.vue", b"<script>export default {}</script>") is None
    assert markup_script("a.ts", b"{a()}") is None


def test_unclosed_brace_stops_reading():
    assert markup_script("a.svelte", b"<p>{a()</p>\n{b()}") is None
    assert markup_script("a.svelte", b"<p>{a('}')}</p>{") == b"   ;a('}') " + b" " * 5
