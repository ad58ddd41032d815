"""Rule ``vue.handler-statements``: a Vue ``@event``/``v-on:`` value is a statement list (or
empty), read as statements of the markup script, not as one parenthesised expression; a
markup value that still does not parse is named in the diagnostic with its text (rule
``source.markup-expression``)."""
from code2skill.extractors.markup_expressions import markup_script
from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Member
from test_markup_expressions import callees

VUE = b"""<template>
  <btn @click="menuOpen = false; server.start()">Start</btn>
  <btn @click.stop="">Stop</btn>
  <btn v-on:click="$emit('update', $event); $emit('close');">Close</btn>
  <btn @click="api.reset">Reset</btn>
  <p :title="{a: label(1)}" v-if="ok(x)">{{ fmt(n) }}</p>
  <btn @click="function () { go() }">Go</btn>
</template>
<script setup>
import api from './api'
</script>
"""


def test_handler_values_are_written_as_statements():
    lines = markup_script("a.vue", VUE).splitlines()
    assert lines[1] == b" " * 13 + b"; menuOpen = false; server.start()" + b" " * 13
    assert lines[2].strip() == b""                           # an empty handler: nothing
    assert lines[4] == b" " * 13 + b"; api.reset" + b" " * 13
    assert b";({a: label(1)})" in lines[5]                    # a bound value stays one
    assert b";(function () { go() })" in lines[6]             # so does a function


def test_valid_handlers_parse_and_their_calls_are_facts():
    facts = extract_module("src/Controls.vue", "sfc", VUE)
    assert [d.reason for d in facts.diagnostics if d.stage == "parse"] == []
    assert {"server.start", "$emit", "label", "ok", "fmt", "go"} <= callees(facts)
    assert any(isinstance(v, Member) and v.prop == "reset" for v in facts.markup_values)


def test_a_value_that_does_not_parse_is_named():
    facts = extract_module("src/Bad.vue", "sfc", (
        b'<template>\n  <p>ok</p>\n  <a :href="url +">x</a>\n</template>\n'))
    assert [(d.line, d.severity, d.reason) for d in facts.diagnostics if d.stage == "parse"] == [
        (3, "info", "component markup expressions: parser limit: the value 'url +' could not "
                    "be read as TypeScript (a bound value is read as one expression, a Vue event "
                    "handler's as a statement list); the rest of the file was extracted "
                    "(rule source.markup-expression)")]
