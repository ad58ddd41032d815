"""A credential the page reads and hands down through function parameters to the request
layer that puts it in the query (``code2skill.passes.passed_credentials``, rule
``query.passed-credential``): a context reference the Host supplies and the capability's
``api-key`` auth (rule ``auth.query-credential``), never a Tool input, unless some call passes
a value the page does not hold."""
from __future__ import annotations

from conftest import capability

from code2skill.passes.passed_credentials import parameters_of, read_by_page
from code2skill.values import AltV, HoleV, LitV, ParamV, ResponseV, StrV, Text, UnknownV

LAYER = (
    "function send(method, endpoint, api_key, params = {}) {\n"
    "  return fetch(`/api${endpoint}?api_key=${api_key}`, {method: method});\n}\n"
    "async function usingApiKey() {\n"
    "  const saved = JSON.parse(localStorage.getItem('app'));\n"
    "  if (saved.api_key !== null) return saved.api_key;\n"
    "  return fetch('/api/auth', {method: 'POST'}).then(r => r.json())\n"
    "    .then(json => json.result.api_key);\n}\n")


def inputs(cap: dict) -> list[str]:
    return sorted(cap["inputSchema"].get("properties", {}))


def rules_at(cap: dict, pointer: str) -> set[str]:
    return {e["rule"] for e in cap["evidence"].get(pointer, [])}


def test_a_key_handed_down_from_the_getter_is_the_hosts(derive_files):
    contract = derive_files({"src/page.js": LAYER + (
        "function deleteFolder(id, api_key) { send('DELETE', `/folders/${id}`, api_key) }\n"
        "function fillFolders(api_key) {\n"
        "  send('GET', '/folders', api_key).then(r => r.json()).then(json => {\n"
        "    json.result.forEach(f => {\n"
        "      document.querySelector(`#f${f.id}`).onclick = e => deleteFolder(f.id, api_key);\n"
        "    });\n  });\n}\n"
        "usingApiKey().then(api_key => { fillFolders(api_key); });\n")})
    for path in ("/api/folders", "/api/folders/{id}"):
        cap = capability(contract, "DELETE" if "{id}" in path else "GET", path)
        assert "api_key" not in inputs(cap)
        assert cap["auth"]["authentication"] == "api-key"
        assert {e["rule"] for e in cap["auth"]["evidence"]} == {"auth.query-credential"}
    deleted = capability(contract, "DELETE", "/api/folders/{id}")
    assert inputs(deleted) == ["id"]
    binding = next(b for b in deleted["implementation"]["requests"][0]["bindings"]
                   if b["target"] == "query:api_key")
    assert binding["context"] == "api_key" and binding.get("input") is None
    assert "query.passed-credential" in rules_at(
        deleted, "/implementation/requests/0/bindings/1")
    assert any("handed down through function parameters" in r["message"]
               for r in contract["review"] if r["capability"] == deleted["name"])


def test_an_awaited_key_passed_on_is_held(derive_files):
    contract = derive_files({"src/page.js": LAYER + (
        "function removeTask(id, api_key) { send('DELETE', `/tasks/${id}`, api_key) }\n"
        "async function init() {\n"
        "  const api_key = await usingApiKey();\n"
        "  document.querySelector('#rm').onclick = e => removeTask(e.target.dataset.id, "
        "api_key);\n}\n"
        "init();\n")})
    cap = capability(contract, "DELETE", "/api/tasks/{id}")
    assert "api_key" not in inputs(cap)
    assert cap["auth"]["authentication"] == "api-key"


def test_a_cycle_of_calls_passing_the_key_back_is_held(derive_files):
    contract = derive_files({"src/page.js": LAYER + (
        "function fillList(api_key) {\n"
        "  send('GET', '/blocklist', api_key).then(() => {\n"
        "    document.querySelector('#x').onclick = e => deleteEntry(1, api_key);\n  });\n}\n"
        "function deleteEntry(id, api_key) {\n"
        "  send('DELETE', `/blocklist/${id}`, api_key).then(() => fillList(api_key));\n}\n"
        "usingApiKey().then(api_key => fillList(api_key));\n")})
    for method, path in (("GET", "/api/blocklist"), ("DELETE", "/api/blocklist/{id}")):
        cap = capability(contract, method, path)
        assert "api_key" not in inputs(cap)
        assert cap["auth"]["authentication"] == "api-key"


def test_a_key_typed_into_the_page_stays_an_input(derive_files):
    contract = derive_files({"src/page.js": LAYER + (
        "function testKey(api_key) { send('POST', '/keys/test', api_key) }\n"
        "function removeTask(id, api_key) { send('DELETE', `/tasks/${id}`, api_key) }\n"
        "document.querySelector('#t').onclick = e => "
        "testKey(document.querySelector('#key').value);\n"
        "usingApiKey().then(k => removeTask(1, k));\n"
        "document.querySelector('#r').onclick = e => "
        "removeTask(2, document.querySelector('#key').value);\n")})
    tested = capability(contract, "POST", "/api/keys/test")
    assert inputs(tested) == ["api_key"]
    assert tested["auth"]["authentication"] == "unknown"
    mixed = capability(contract, "DELETE", "/api/tasks/{id}")     # one call passes a typed key
    assert "api_key" in inputs(mixed)


def test_a_function_nothing_calls_fills_nothing(derive_files):
    contract = derive_files({"src/page.js": LAYER + (
        "export function removeTask(id, api_key) { send('DELETE', `/tasks/${id}`, api_key) }\n"
        )})
    cap = capability(contract, "DELETE", "/api/tasks/{id}")
    assert "api_key" in inputs(cap)
    assert cap["auth"]["authentication"] == "unknown"


def test_a_fixed_key_passed_down_is_no_held_value(derive_files):
    contract = derive_files({"src/page.js": LAYER + (
        "function removeTask(id, api_key) { send('DELETE', `/tasks/${id}`, api_key) }\n"
        "removeTask(1, 'abc');\n")})
    cap = capability(contract, "DELETE", "/api/tasks/{id}")
    assert cap["auth"]["authentication"] == "unknown"


def test_choices_split_into_parameters_and_values_the_page_reads():
    key = ParamV("f#1", "api_key")
    response = ResponseV((("a.js", (1, 0, 1, 9)),), "fetch", ("result", "api_key"), True)
    assert parameters_of(key) == [key]
    assert parameters_of(AltV((key, response))) == [key]
    assert parameters_of(StrV((Text("k="), HoleV("api_key", key)))) == [key]
    assert parameters_of(AltV((response, UnknownV("call")))) == []
    assert parameters_of(ParamV("f#1", "row", ("dataset", "key"))) is None
    assert parameters_of(AltV((key, LitV("abc")))) is None
    assert not read_by_page(UnknownV("dom:document.querySelector().value"))
    assert read_by_page(UnknownV("call")) and read_by_page(response)


def test_only_a_key_or_token_in_the_query_is_the_auth(derive_files):
    contract = derive_files({"src/page.js": (
        "export const download = (id) =>\n"
        "  fetch(`/api/files/${id}?sign=${localStorage.getItem('sign')}`);\n"
        "export const backup = () =>\n"
        "  fetch(`/api/backup?token=${localStorage.getItem('token')}`);\n")})
    signed = capability(contract, "GET", "/api/files/{id}")
    assert "sign" not in inputs(signed)                   # held, yet no api key
    assert signed["auth"]["authentication"] == "unknown"
    backup = capability(contract, "GET", "/api/backup")
    assert backup["auth"]["authentication"] == "api-key"
