"""Request-like calls on receivers code2skill cannot resolve are never silent (rule
``review.unknown-http-library``, :mod:`code2skill.request_words`): an options-object call
(``X.ajax({url: '/api/x'})``), a string or template URL and a verb-prefixed method
(``postJson``) each give a medium review item quoting the path and a reviewed coverage site."""
from conftest import endpoints

from code2skill.request_words import (named_request_word, path_like, request_word, rooted,
                                      shown_path, unnamed_request)

UNFOLLOWED = ("with a URL-like argument: an HTTP client code2skill does not recognise or cannot "
              "follow, so its endpoint is not in the contract")


def unknown_items(contract: dict) -> list[tuple[str, str, int, str]]:
    """``(call, severity, line, message tail)`` of the unknown-client review items."""
    return sorted((r["message"].split(" with ")[0], r["severity"], r["evidence"][0]["line"],
                   r["message"].split(UNFOLLOWED)[1])
                  for r in contract["review"] if UNFOLLOWED in r["message"])


def test_request_words_are_verbs_request_words_and_verb_prefixed_names():
    assert [n for n in ("get", "ajax", "getJSON", "postJson", "putForm", "request", "DELETE",
                        "getItem", "getElementById", "posts", "ajaxSetup", "getJsonValue")
            if request_word(n)] == ["get", "ajax", "getJSON", "postJson", "putForm", "request",
                                    "DELETE"]


def test_a_verb_after_do_is_a_request_word():
    assert [n for n in ("doGet", "doPost", "doPut", "doPatch", "doDelete", "doFetch",
                        "doRequest", "dopostjson", "doSomething", "doGetter", "do", "undoDelete")
            if request_word(n)] == ["doGet", "doPost", "doPut", "doPatch", "doDelete",
                                    "doFetch", "doRequest"]
    assert named_request_word("doDelete")


def test_named_request_words_leave_the_plain_verbs_to_the_client_methods():
    assert [n for n in ("ajax", "getJSON", "postJson", "get", "GET", "POST", "fetch")
            if named_request_word(n)] == ["ajax", "getJSON", "postJson"]


def test_path_like_texts_are_rooted_page_relative_absolute_or_hold_a_slash():
    assert [t for t in ("/api/x", "./data.json", "../up", "https://h/x", "api/users/",
                        "users", "a b/c", "/a b", "user.name")
            if path_like(t)] == ["/api/x", "./data.json", "../up", "https://h/x", "api/users/"]
    assert [t for t in ("/x", "./x", "api/x") if rooted(t)] == ["/x", "./x"]


def test_get_and_delete_of_a_relative_path_need_a_client_name():
    assert [(v, t) for v, t in (("get", "user/name"), ("delete", "a/b"), ("get", "/a/b"),
                                ("getJSON", "data/x.json"), ("post", "api/x"),
                                ("post", "word"), ("has", "/x"))
            if unnamed_request(v, t)] == [("get", "/a/b"), ("getJSON", "data/x.json"),
                                          ("post", "api/x")]


def test_the_shown_path_drops_query_and_fragment_and_is_cut():
    assert shown_path("/api/x?token=abc") == "/api/x"
    assert shown_path("/a#b") == "/a"
    assert shown_path("/" + "a" * 100, limit=5) == "/aaaa…"


def test_each_form_on_an_unresolved_receiver_is_a_reviewed_site(derive_files):
    """The options object (``url``/``uri``/``path``), a string URL, a template URL and an
    AngularJS service's verb-prefixed method, on globals and parameters nothing resolves."""
    contract = derive_files({"src/app.js": (
        "export const save = (x) => X.ajax({ url: '/api/x', type: 'POST', data: x });\n"
        "export const list = () => X.get('/api/items');\n"
        "export const one = (id) => X.getJSON(`/api/items/${id}`);\n"
        "export function check(AppService, path) {\n"
        "  return AppService.postJson('/filesystem/validate', { path }); }\n"
        "export const rel = (svc) => svc.request({ uri: 'api/jobs/run' });\n"
        "export const page = (store) => store.fetch({ path: './data/list.json' });\n")})
    assert endpoints(contract) == set()
    assert unknown_items(contract) == [
        ("call of AppService.postjson", "medium", 5,
         " (its URL starts with '/filesystem/validate')"),
        ("call of X.ajax", "medium", 1, " (its URL starts with '/api/x')"),
        ("call of X.get", "medium", 2, " (its URL starts with '/api/items')"),
        ("call of X.getjson", "medium", 3, " (its URL starts with '/api/items/')"),
        ("call of store.fetch", "medium", 7, " (its URL starts with './data/list.json')"),
        ("call of svc.request", "medium", 6, " (its URL starts with 'api/jobs/run')")]
    coverage = contract["source"]["coverage"]
    assert (coverage["requestLikeSites"], coverage["resolved"], coverage["reviewed"],
            coverage["unresolved"]) == (6, 0, 6, 0)


def test_no_item_for_collections_stores_routes_tests_or_resolved_calls(derive_files):
    """Built-in collections, storage, bare keys, a server's route registrations, test code and
    calls the tool resolved give no unknown-client item."""
    contract = derive_files({
        "src/app.js": (
            "import axios from 'axios';\n"
            "const seen = new Map();\n"
            "export const at = (id) => seen.get(`/tasks/${id}`);\n"
            "export const q = (params) => params.get('q');\n"
            "export const key = () => localStorage.getItem('a/b');\n"
            "export const kept = (k) => window.localStorage.get('/x');\n"
            "export const fd = () => new FormData().get('file/name');\n"
            "export const hd = () => new Headers().get('x/y');\n"
            "export const real = () => axios.post('/api/real', {});\n"
            "export const word = (thing) => thing.ajax({ url: 'not a path' });\n"
            "export const perm = (vm) => vm.$store.get('user/permissions');\n"
            "export const theme = (settings) => settings.delete('ui/theme');\n"),
        "server/routes.js": (
            "const router = require('express').Router();\n"
            "router.get('/api/r', (req, res) => res.send('ok'));\n"
            "module.exports = router;\n"),
        "src/app.spec.js": "it('x', () => X.ajax({ url: '/api/test' }));\n"})
    assert endpoints(contract) == {("POST", "/api/real")}
    assert unknown_items(contract) == []
    coverage = contract["source"]["coverage"]
    assert (coverage["requestLikeSites"], coverage["resolved"], coverage["reviewed"]) \
        == (1, 1, 0)
