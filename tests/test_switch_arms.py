"""Rule ``value.switch-arms``: the cases of a ``switch`` that never fall through are the arms
of an ``else if`` chain, so a URL and a method written in one case pair up (rule
``value.branch-pairs``) instead of multiplying out; a case falling into the next keeps the
plain alternatives."""
from __future__ import annotations

from conftest import endpoints

HTTP = "import axios from 'axios';\nexport default axios.create({ baseURL: '/api' });\n"


def test_the_cases_of_a_switch_pair_method_and_url(derive_files):
    contract = derive_files({"src/http.js": HTTP, "src/pens.js": (
        "import http from './http';\n"
        "export function actOnPen(pen, action) {\n"
        "  let url;\n"
        "  let method;\n"
        "  switch (action) {\n"
        "    case 'lock':\n"
        "      url = `/pens/${pen.id}/lock`;\n"
        "      method = 'PUT';\n"
        "      break;\n"
        "    case 'drop': {\n"
        "      url = `/pens/${pen.id}`;\n"
        "      method = 'DELETE';\n"
        "      break;\n"
        "    }\n"
        "    default:\n"
        "      url = '/pens';\n"
        "      method = 'POST';\n"
        "  }\n"
        "  return http.request({ url, method, data: pen });\n"
        "}\n"
        "export const Pens = (p) => actOnPen(p.pen, p.action);\n")})
    assert endpoints(contract) == {("PUT", "/api/pens/{id}/lock"), ("DELETE", "/api/pens/{id}"),
                                   ("POST", "/api/pens")}


def test_a_switch_without_default_pairs_with_the_values_before_it(derive_files):
    contract = derive_files({"src/http.js": HTTP, "src/notes.js": (
        "import http from './http';\n"
        "export function touchNote(id, step) {\n"
        "  let url = '/notes';\n"
        "  let method = 'GET';\n"
        "  switch (step) {\n"
        "    case 1: url = `/notes/${id}`; method = 'DELETE'; break;\n"
        "    case 2: url = `/notes/${id}/pin`; method = 'PUT'; break;\n"
        "  }\n"
        "  return http.request({ url, method });\n"
        "}\n"
        "export const Notes = (p) => touchNote(p.id, p.step);\n")})
    assert endpoints(contract) == {("GET", "/api/notes"), ("DELETE", "/api/notes/{id}"),
                                   ("PUT", "/api/notes/{id}/pin")}


def test_a_case_falling_into_the_next_keeps_every_combination(derive_files):
    contract = derive_files({"src/http.js": HTTP, "src/cups.js": (
        "import http from './http';\n"
        "export function saveCup(id, kind) {\n"
        "  let url;\n"
        "  let method;\n"
        "  switch (kind) {\n"
        "    case 'a':\n"
        "      method = 'PATCH';\n"
        "    case 'b':\n"
        "      url = `/cups/${id}`; method = 'PUT'; break;\n"
        "    default:\n"
        "      url = '/cups'; method = 'POST';\n"
        "  }\n"
        "  return http.request({ url, method });\n"
        "}\n"
        "export const Cups = (p) => saveCup(p.id, p.kind);\n")})
    assert ("POST", "/api/cups/{id}") in endpoints(contract)    # not proven apart: kept
    assert ("PUT", "/api/cups") in endpoints(contract)


def test_a_default_between_cases_tests_none_of_the_cases(derive_files):
    contract = derive_files({"src/http.js": HTTP, "src/pens.js": (
        "import http from './http';\n"
        "export function actOnPen(pen, action) {\n"
        "  let url;\n"
        "  let method;\n"
        "  switch (action) {\n"
        "    case 'lock': url = `/pens/${pen.id}/lock`; method = 'PUT'; break;\n"
        "    default: url = '/pens'; method = 'POST'; break;\n"
        "    case 'drop': url = `/pens/${pen.id}`; method = 'DELETE'; break;\n"
        "  }\n"
        "  return http.request({ url, method, data: pen });\n"
        "}\n"
        "export const Pens = (p) => actOnPen(p.pen, p.action);\n")})
    assert endpoints(contract) == {("PUT", "/api/pens/{id}/lock"), ("DELETE", "/api/pens/{id}"),
                                   ("POST", "/api/pens")}
