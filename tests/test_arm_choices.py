"""Rule ``value.arm-choices``: locals written in the same exclusive arms of one ``if``/``else``
chain or ``switch`` are chosen together, whatever the test and whatever the values (objects
too); rule ``value.chosen-members``: the members of an object so chosen, read one by one or
spread, keep that choice."""
from __future__ import annotations

from conftest import endpoints

from code2skill.arm_choices import arms_key
from code2skill.facts import Lit, LocalWrite

HTTP = "import axios from 'axios';\nexport default axios.create({ baseURL: '/api' });\n"
DESKS = (
    "import http from './http';\n"
    "export function saveDesk(desk) {\n"
    "  let cfg;\n"
    "  if (desk.id) { cfg = { url: `/desks/${desk.id}`, method: 'PUT' }; }\n"
    "  else { cfg = { url: '/desks', method: 'POST' }; }\n"
    "  return http.request(READ);\n"
    "}\n"
    "export const Desks = (p) => saveDesk(p.desk);\n")


def test_an_object_written_in_each_arm_is_sent_whole(derive_files):
    contract = derive_files({"src/http.js": HTTP,
                             "src/desks.js": DESKS.replace("READ", "cfg")})
    assert endpoints(contract) == {("PUT", "/api/desks/{id}"), ("POST", "/api/desks")}


def test_an_object_written_in_each_arm_keeps_its_members_together_when_spread(derive_files):
    contract = derive_files({"src/http.js": HTTP, "src/desks.js": DESKS.replace(
        "READ", "{ ...cfg, data: desk }")})
    assert endpoints(contract) == {("PUT", "/api/desks/{id}"), ("POST", "/api/desks")}


def test_an_object_written_in_each_arm_keeps_its_members_together_when_read(derive_files):
    contract = derive_files({"src/http.js": HTTP, "src/desks.js": DESKS.replace(
        "READ", "{ url: cfg.url, method: cfg.method, data: desk }")})
    assert endpoints(contract) == {("PUT", "/api/desks/{id}"), ("POST", "/api/desks")}


def test_values_written_in_the_arms_of_a_call_test_pair_up(derive_files):
    contract = derive_files({"src/http.js": HTTP, "src/rows.js": (
        "import http from './http';\n"
        "const isNew = (row) => !row.id;\n"
        "export function saveRow(row) {\n"
        "  let url, verb;\n"
        "  if (isNew(row)) { url = '/rows'; verb = 'post'; }\n"
        "  else { url = `/rows/${row.id}`; verb = 'put'; }\n"
        "  return http[verb](url, row);\n"
        "}\n"
        "export const Rows = (p) => saveRow(p.row);\n")})
    assert endpoints(contract) == {("PUT", "/api/rows/{id}"), ("POST", "/api/rows")}


def test_the_cases_of_a_long_switch_pair_up(derive_files):
    cases = "".join(f"    case '{k}': url = `/{k}/${{id}}`; method = '{m}'; break;\n"
                    for k, m in zip("abcde", ("PUT", "DELETE", "PATCH", "POST", "GET")))
    contract = derive_files({"src/http.js": HTTP, "src/acts.js": (
        "import http from './http';\n"
        "export function act(id, kind) {\n"
        "  let url;\n"
        "  let method;\n"
        "  switch (kind) {\n" + cases +
        "    default: url = '/g'; method = 'DELETE';\n"
        "  }\n"
        "  return http.request({ url, method });\n"
        "}\n"
        "export const Acts = (p) => act(p.id, p.kind);\n")})
    assert endpoints(contract) == {("PUT", "/api/a/{id}"), ("DELETE", "/api/b/{id}"),
                                   ("PATCH", "/api/c/{id}"), ("POST", "/api/d/{id}"),
                                   ("GET", "/api/e/{id}"), ("DELETE", "/api/g")}


def test_a_write_nested_deeper_in_its_arm_stays_apart(derive_files):
    contract = derive_files({"src/http.js": HTTP, "src/cups.js": (
        "import http from './http';\n"
        "export function saveCup(cup, loud) {\n"
        "  let url, method;\n"
        "  if (cup.ready()) {\n"
        "    url = `/cups/${cup.id}`;\n"
        "    if (loud.on()) { method = 'PUT'; } else { method = 'PATCH'; }\n"
        "  } else { url = '/cups'; method = 'POST'; }\n"
        "  return http.request({ url, method });\n"
        "}\n"
        "export const Cups = (p) => saveCup(p.cup, p.loud);\n")})
    assert ("POST", "/api/cups/{id}") in endpoints(contract)    # not proven apart: kept


def write(span, exclusive, guards=None, scope="f"):
    return LocalWrite(Lit("x"), span, scope, guards=guards, exclusive=exclusive)


def test_arms_key_names_the_arms_not_the_local():
    then, other = (2, 0, 2, 40), (3, 0, 3, 40)
    url = [write((2, 4, 2, 20), (other,)), write((3, 4, 3, 20), (then,))]
    verb = [write((2, 22, 2, 30), (other,)), write((3, 22, 3, 30), (then,))]
    assert arms_key(url, "f") == arms_key(verb, "f") is not None
    assert arms_key(url, "g") is None                        # made by another function
    assert arms_key(url[:1], "f") is None                    # one write is no choice
    assert arms_key([write((1, 0, 1, 9), (), guards=()), url[1]], "f") is None
    assert arms_key([url[0], write((2, 30, 2, 35), (other,))], "f") is None  # one arm
