"""Rule value.parameter-choice (:mod:`code2skill.parameter_choice`): a local written under
``if`` tests comparing a parameter with a string is chosen per call by that parameter, its
default for a caller passing nothing."""
from __future__ import annotations

from conftest import bindings, capability

from code2skill.facts import FunctionFact, LocalWrite, Member, Param, Ref
from code2skill.facts import Test as IfTest
from code2skill.parameter_choice import parameter_guarded

WRAPPER = """\
function buildHeaders(typ) {
  let headers;
  if (typ === 'json') {
    headers = { 'Content-Type': 'application/json' };
  } else {
    headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
  }
  return headers;
}

function formDataFromObj(obj) {
  const params = new URLSearchParams();
  for (const key of Object.keys(obj)) {
    params.append(key, obj[key]);
  }
  return params;
}

async function fetchWithBody(method, uri, typ, payload) {
  let body;
  if (typ === 'json') {
    body = JSON.stringify(payload);
  } else if (typ === 'form') {
    body = formDataFromObj(payload);
  }
  return fetch(uri, { method, headers: buildHeaders(typ), body });
}

export async function fetchPost(uri, payload, typ = 'json') {
  return fetchWithBody('POST', uri, typ, payload);
}
"""

CALLERS = """\
import { fetchPost } from './fetch';

export async function saveRole(name, meta) {
  const payload = { role: name, meta };
  return fetchPost('/api/roles', payload);
}

export async function logout(hint) {
  return fetchPost('/api/logout', { id_token_hint: hint }, 'form');
}
"""


def function() -> FunctionFact:
    return FunctionFact(fid="f", name="f", params=(Param("typ"), Param("payload")),
                        span=(0, 0, 9, 0))


def write(*guards: IfTest, kills: bool = False) -> LocalWrite:
    return LocalWrite(Ref("x"), (1, 0, 1, 5), "f", kills=kills, guards=guards)


def test_writes_fold_only_under_string_tests_of_a_parameter():
    json = write(IfTest("===", Ref("typ"), "json"))
    other = write(IfTest("!==", Ref("typ"), "json"))
    plain = write(kills=True)
    assert parameter_guarded([plain, json, other], function())
    assert not parameter_guarded([plain], function())                  # nothing guarded
    assert not parameter_guarded([json, write(IfTest("truthy", Ref("typ")))], function())
    assert not parameter_guarded([write(IfTest("===", Ref("mode"), "json"))], function())
    assert not parameter_guarded([write(IfTest("===", Ref("typ"), 2))], function())
    assert not parameter_guarded([write(IfTest("===", Member(Ref("o"), "typ"), "json"))],
                                 function())


def test_a_caller_passing_nothing_sends_json_with_its_payload_fields(derive_files):
    contract = derive_files({"src/fetch.js": WRAPPER, "src/roles.js": CALLERS})
    role = capability(contract, "POST", "/api/roles")
    request = role["implementation"]["requests"][0]
    assert request["bodyEncoding"] == "json"
    assert bindings(role) == {"body:role": "role", "body:meta": "meta"}


def test_a_caller_passing_form_sends_a_form(derive_files):
    contract = derive_files({"src/fetch.js": WRAPPER, "src/roles.js": CALLERS})
    out = capability(contract, "POST", "/api/logout")
    assert out["implementation"]["requests"][0]["bodyEncoding"] == "form"
    # the fields of the object formDataFromObj loops over, each one form field
    assert bindings(out) == {"body:id_token_hint": "id_token_hint"}
    assert list(out["inputSchema"]["properties"]) == ["id_token_hint"]
