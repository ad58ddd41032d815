"""``c && a || b`` with ``a`` always truthy is the ternary ``c ? a : b`` (rule
``value.and-or-choice``), so its options pair with the other choices on ``c`` (rule
``url.same-condition``); a caller's ternaries keep their condition through a wrapper's
``options || {}``."""
from __future__ import annotations

import pytest

from conftest import endpoints

from code2skill.extractors.and_or_choices import always_truthy
from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Alt, Arr, Fn, Hole, Lit, Obj, Ref, Tmpl


def bound(source: str, name: str):
    """The value the module binds to ``name`` (its first binding)."""
    return extract_module("src/a.js", "javascript", source.encode()).bindings[name][0]


@pytest.mark.parametrize("expr, truthy", [
    (Lit("put"), True), (Lit(""), False), (Lit(1), True), (Lit(0), False), (Lit(True), True),
    (Lit(False), False), (Lit(None), False),
    (Tmpl((Lit("/tags/"), Hole("id", Ref("id")))), True),
    (Tmpl((Hole("path", Ref("path")),)), False),
    (Obj(()), True), (Arr(()), True), (Fn("src/a.js#1"), True), (Ref("x"), False)])
def test_always_truthy_values(expr, truthy):
    assert always_truthy(expr) is truthy


def test_an_and_or_pair_with_a_truthy_middle_is_a_ternary_on_its_left_operand():
    choice = bound("const verb = (tag.id && 'put') || 'post';\n", "verb")
    assert isinstance(choice, Alt) and choice.kind == "any"
    assert choice.cond == "tag.id"
    assert [o.value for o in choice.options] == ["put", "post"]
    ternary = bound("const verb = tag.id ? 'put' : 'post';\n", "verb")
    assert ternary.cond == choice.cond and type(ternary.test) is type(choice.test)


@pytest.mark.parametrize("source, kind", [
    ("const verb = (tag.id && name) || 'post';\n", "or"),     # a middle that may be empty
    ("const verb = (tag.id && '') || 'post';\n", "or"),
    ("const verb = (tag.id && 'put') ?? 'post';\n", "nullish"),   # ?? keeps a false tag.id
    ("const verb = tag.id || 'post';\n", "or")])
def test_other_and_or_expressions_keep_their_reading(source, kind):
    value = bound(source, "verb")
    assert isinstance(value, Alt) and value.kind == kind and value.cond is None


def test_an_and_or_method_pairs_with_an_and_or_url(derive_files):
    contract = derive_files({"src/tags.js": (
        "import axios from 'axios';\n"
        "export function saveTag(tag) {\n"
        "  return axios({ method: (tag.id && 'put') || 'post',\n"
        "                 url: (tag.id && `/api/tags/${tag.id}`) || '/api/tags', data: tag });\n"
        "}\n"
        "export const Form = (p) => saveTag(p.tag);\n")})
    assert endpoints(contract) == {("PUT", "/api/tags/{id}"), ("POST", "/api/tags")}


def test_an_and_or_pair_links_with_a_ternary_on_the_same_test(derive_files):
    contract = derive_files({"src/tags.js": (
        "export function saveTag(tag) {\n"
        "  const url = tag.id ? `/api/tags/${tag.id}` : '/api/tags';\n"
        "  return fetch(url, { method: (tag.id && 'PUT') || 'POST', body: '{}' });\n"
        "}\n"
        "export const Form = (p) => saveTag(p.tag);\n")})
    assert endpoints(contract) == {("PUT", "/api/tags/{id}"), ("POST", "/api/tags")}


def test_a_caller_fixing_the_test_takes_one_arm(derive_files):
    contract = derive_files({"src/cards.js": (
        "export function saveCard(card, isNew) {\n"
        "  return fetch((isNew && '/api/cards') || `/api/cards/${card.id}`,\n"
        "               { method: (isNew && 'POST') || 'PATCH', body: '{}' });\n"
        "}\n"
        "export const add = (c) => saveCard(c, true);\n")})
    assert endpoints(contract) == {("POST", "/api/cards")}


@pytest.mark.parametrize("wrapper", [
    "fetch(path, { ...(options || {}), headers: { Accept: 'application/json' } })",
    "fetch(path, Object.assign({}, options || {}, { headers: { Accept: 'application/json' } }))"])
def test_a_callers_ternaries_pair_through_a_default_options_object(derive_files, wrapper):
    contract = derive_files({"src/links.js": (
        f"function api(path, options) {{ return {wrapper}; }}\n"
        "export function saveLink(link, isEdit) {\n"
        "  return api(isEdit ? '/api/link/edit' : '/api/link/create',\n"
        "             { method: isEdit ? 'PUT' : 'POST', body: JSON.stringify(link) });\n"
        "}\n"
        "export const Editor = (p) => saveLink(p.link, p.edit);\n")})
    assert endpoints(contract) == {("PUT", "/api/link/edit"), ("POST", "/api/link/create")}


def test_unlinked_conditions_still_combine(derive_files):
    contract = derive_files({"src/notes.js": (
        "export function send(note, shared, replace) {\n"
        "  return fetch(shared ? '/api/shared/notes' : '/api/notes',\n"
        "               { method: replace ? 'PUT' : 'POST', body: '{}' });\n"
        "}\n"
        "export const Form = (p) => send(p.note, p.shared, p.replace);\n")})
    assert endpoints(contract) == {("PUT", "/api/shared/notes"), ("POST", "/api/shared/notes"),
                                   ("PUT", "/api/notes"), ("POST", "/api/notes")}
