"""Rule ``client.global-instance`` (:mod:`code2skill.global_instances`): a global property the
program assigns a ``new`` of its own class (``window.$http = new HttpManager()``) is that
instance wherever it is read — ``window.$http``, ``globalThis['$http']``, a bare ``$http`` no
code around the read binds — and its methods are followed like an imported instance's, the
evidence citing the assignment. A name assigned instances of two classes is a review item
naming both; a name also assigned anything else, or a root the code binds itself, is left
alone."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.facts import Assignment, Call, FunctionFact, Lit, ModuleFacts, Param, Ref
from code2skill.global_instances import conflict_message, global_name, global_writes, same_class

SPAN = (1, 0, 1, 1)
NEW = Call(Ref("Api", SPAN), (), SPAN, new=True)

CLIENT = """\
export class Api {
  get(url) { return this.request('GET', url); }
  post(url, data) { return this.request('POST', url, data); }
  request(method, url, data) { return fetch('/api' + url, {method, body: JSON.stringify(data)}); }
}
"""


def test_global_name_of_window_globalthis_self_and_a_literal_key():
    assert global_name(Assignment(("window", "$http"), NEW, SPAN)) == "$http"
    assert global_name(Assignment(("globalThis", "api"), NEW, SPAN)) == "api"
    assert global_name(Assignment(("self", "api"), NEW, SPAN)) == "api"
    assert global_name(Assignment(("window",), NEW, SPAN, key=Lit("api", SPAN))) == "api"
    assert global_name(Assignment(("window",), NEW, SPAN, key=Ref("k", SPAN))) is None
    assert global_name(Assignment(("window", "App", "api"), NEW, SPAN)) is None
    assert global_name(Assignment(("app", "api"), NEW, SPAN)) is None


def test_global_writes_skip_a_root_the_code_binds_itself():
    module = ModuleFacts(path="a.js", language="javascript", sha256="")
    module.assignments = [Assignment(("window", "api"), NEW, SPAN)]
    inner = FunctionFact(fid="f1", name="init", params=(Param("self"),), span=SPAN)
    inner.assignments = [Assignment(("self", "api"), NEW, SPAN),
                         Assignment(("globalThis", "other"), NEW, SPAN)]
    module.functions = {"f1": inner}
    found = global_writes({"a.js": module})
    assert {name: [(p, f) for p, f, _ in writes] for name, writes in found.items()} == {
        "api": [("a.js", None)], "other": [("a.js", "f1")]}


def test_same_class_decides_only_when_every_write_is_a_new_of_a_program_class():
    assert same_class(["A", "A"]) is True
    assert same_class(["A", "B"]) is False
    assert same_class(["A", None]) is None
    assert same_class([]) is None


def test_conflict_message_names_each_class_and_place():
    assert conflict_message("window.api.post", "api", [("RestApi", "src/a.js", 3),
                                                       ("MockApi", "src/b.js", 9)]) == (
        "call of window.api.post with a URL-like argument: the global api is assigned "
        "instances of different classes (RestApi at src/a.js:3, MockApi at src/b.js:9); "
        "which one the call reaches depends on which assignment ran last, so its endpoint "
        "is not in the contract")


def test_window_global_bare_name_and_literal_key_reads_resolve_through_the_class(derive_files):
    contract = derive_files({
        "src/api.js": CLIENT,
        "src/app.js": "import {Api} from './api';\nwindow['api'] = new Api();\n",
        "src/pages.js": """\
export function load(id) { return window.api.get(`/pages/${id}`); }
export function save(page) { return api.post('/pages', {title: page.title}); }
export function tags() { return globalThis.api.get('/tags'); }
""",
    })
    assert endpoints(contract) == {("GET", "/api/pages/{id}"), ("POST", "/api/pages"),
                                   ("GET", "/api/tags")}
    site = capability(contract, "GET", "/api/pages/{id}")["implementation"]["requests"][0][
        "callSites"][0]
    assert (site["file"], site["line"], site["rule"], site["function"]) == (
        "src/pages.js", 1, "wrapper.call", "load")
    published = site["via"][-1]
    assert (published["file"], published["line"], published["rule"]) == (
        "src/app.js", 2, "client.global-instance")


def test_two_classes_are_reviewed_and_other_values_left_alone(derive_files):
    contract = derive_files({
        "src/api.js": CLIENT + "window.api = new Api();\n",
        "src/mock.js": "export class Mock { post(url) { return Promise.resolve(url); } }\n"
                       "window.api = new Mock();\n",
        "src/plain.js": "import axios from 'axios';\nwindow.http = axios;\n",
        "src/use.js": """\
export const save = (x) => window.api.post('/things', x);
export function local(window) { return window.api.get('/local'); }
export const plain = () => window.http.get('/plain');
""",
    })
    assert endpoints(contract) == set()
    review = {r["message"] for r in contract["review"] if r["severity"] == "medium"}
    unknown = ("call of {} with a URL-like argument: an HTTP client code2skill does not "
               "recognise or cannot follow, so its endpoint is not in the contract (its URL "
               "starts with '{}')")
    assert review == {
        "call of window.api.post with a URL-like argument: the global api is assigned "
        "instances of different classes (Api at src/api.js:6, Mock at src/mock.js:2); which "
        "one the call reaches depends on which assignment ran last, so its endpoint is not "
        "in the contract",
        unknown.format("window.api.get", "/local"),     # a parameter named window: no global
        unknown.format("window.http.get", "/plain"),    # a library value, not a new of a class
    }
