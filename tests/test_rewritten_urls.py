"""Rule ``wrapper.rewritten-url``: a call whose URL a wrapper's rewrite of its parameter loses
is a reviewed request-like site naming the wrapper and the rewrite's line, never a Tool with a
free ``{url}``."""
from conftest import endpoints

from code2skill.extractors.module_facts import extract_module
from code2skill.rewritten_urls import find_rewrite, lost
from code2skill.values import AltV, ObjV, ParamV, StrV, Text, UnknownV

PACKAGE = '{"name": "app", "dependencies": {"normalize-url": "8.0.0"}}'
CLIENT = """import normalizeUrl from 'normalize-url';
export function request(url, args) {
  url = (url[0] === '/') ? url.substring(1) : url;
  return fetch(`/api/${url}`, args);
}
export function put(path, body) {
  path = normalizeUrl(path);
  return fetch(`/v2/${path}`, { method: 'PUT', body: JSON.stringify(body) });
}
export function plain(path) {
  return fetch(`/v3/${path}`);
}
"""


def test_lost_values():
    assert lost(UnknownV("call"))
    assert not lost(UnknownV("no-member"))
    assert lost(AltV((UnknownV("string-piece"), StrV((Text("sites"),)))))
    assert lost(ObjV(()))
    assert not lost(StrV((Text("sites"),)))
    assert not lost(ParamV("f#1", "url"))


def test_a_rewrite_is_a_write_of_the_parameter_reading_itself():
    module = extract_module("src/client.js", "javascript", CLIENT.encode())
    found = find_rewrite(module, (4, 22, 4, 25), "url")
    assert found is not None and found[0].name == "request" and found[1].span[0] == 3
    assert find_rewrite(module, (8, 21, 8, 25), "path")[1].span[0] == 7
    assert find_rewrite(module, (11, 21, 11, 25), "path") is None     # never rewritten
    assert find_rewrite(module, (4, 22, 4, 25), "args") is None        # no such write


def test_calls_the_rewrite_loses_are_reviewed_sites(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/client.js": CLIENT,
                             "src/api.js": """import { request, put } from './client';
export const sites = () => request('sites');
export const reports = (prefix, id) => request(`${prefix}/reports/${id}`);
export const rename = (id, name) => put(`/teams/${id}`, { name });
"""})
    assert endpoints(contract) == {("GET", "/api/sites")}
    items = sorted((r["evidence"][0]["line"], r["message"]) for r in contract["review"]
                   if r["evidence"] and r["evidence"][0]["rule"] == "wrapper.rewritten-url")
    assert [line for line, _ in items] == [3, 4]
    assert "request rewrites its URL parameter 'url' before the request (url = … at " \
           "src/client.js:3)" in items[0][1]
    assert "put rewrites its URL parameter 'path' before the request (path = … at " \
           "src/client.js:7)" in items[1][1]
    assert all(r["severity"] == "medium" for r in contract["review"]
               if "rewrites its URL parameter" in r["message"])
    coverage = contract["source"]["coverage"]
    assert coverage["resolved"] == 1 and coverage["unresolved"] == 0
    assert coverage["reviewed"] >= 2
