"""Rules ``header.store-state`` and ``auth.unsent-csrf-header`` on the sample
``write-only-csrf-header`` and on small trees: a header filled from a store's getter is no
input, and a read of a wrapper sending its CSRF header on writes only keeps the cookie
session."""
from __future__ import annotations

from conftest import capability
from sample_support import sample_contract

from code2skill.passes.proxy_headers import review_note
from code2skill.extractors.pinia import state_members
from code2skill.passes.state_headers import StoreState, store_read
from code2skill.values import AltV, FnV, HoleV, LitV, ObjV, ParamV, PropV, StrV, Text, UnknownV

SAMPLE = "write-only-csrf-header"
GETTER = FnV("src/stores/auth.js#226")
ACTION = FnV("src/stores/auth.js#400")


def test_a_store_value_is_found_through_an_if_and_a_string_hole():
    member_at = ("src/stores/session.js", (6, 19, 6, 28))
    state = StoreState({GETTER.fid: "userIdentifier"}, {member_at: "deviceId"})
    assert store_read(GETTER, state) == "getter userIdentifier"
    assert store_read(AltV((GETTER, LitV(None))), state) == "getter userIdentifier"   # an if
    assert store_read(StrV((Text("user:"), HoleV("uid", GETTER))), state) == \
        "getter userIdentifier"
    member = ObjV((PropV("value", LitV(None, member_at, True), member_at),), member_at)
    assert store_read(member, state) == "member deviceId"             # a setup store's ref
    assert store_read(UnknownV("library-call", member_at), state) == "member deviceId"
    assert store_read(UnknownV("library-call", ("src/a.js", (1, 0, 1, 5))), state) is None
    assert store_read(ACTION, state) is None                 # a function that is no getter
    assert store_read(ParamV("f#1", "uid"), state) is None
    assert store_read(GETTER, StoreState()) is None          # no store declares it


def test_only_values_a_setup_store_makes_in_its_module_are_its_state():
    at = ("src/stores/session.js", (6, 19, 6, 28))
    elsewhere = ("src/api/client.js", (2, 15, 2, 40))
    store = ObjV((PropV("deviceId", ObjV((), at), at),
                  PropV("client", UnknownV("library-call", elsewhere), elsewhere),
                  PropV("setDevice", FnV("src/stores/session.js#90"), at)), None)
    assert state_members(store, "src/stores/session.js") == {at: "deviceId"}


def test_the_review_note_names_the_getter_and_the_rule():
    note = review_note(["X-FRONTEND-UID"], {"X-FRONTEND-UID": "getter UserIdentifier"})
    assert note.startswith("request header(s) X-FRONTEND-UID (from the store getter "
                           "UserIdentifier) carry a value the client reads from its "
                           "application store:")
    assert note.endswith("(rule header.store-state)")
    both = review_note(["X-Tenant", "X-FRONTEND-UID"], {"X-FRONTEND-UID": "member uid"})
    assert "from a cookie, browser storage or its application store" in both
    assert both.endswith("(rule header.proxy-identity, header.store-state)")


def test_the_store_header_is_no_input_of_reads_or_writes():
    contract = sample_contract(SAMPLE)
    for method, path in (("GET", "/api/notes"), ("GET", "/api/notes/{id}"),
                         ("POST", "/api/notes"), ("PUT", "/api/notes/{id}"),
                         ("DELETE", "/api/notes/{id}")):
        cap = capability(contract, method, path)
        targets = [b["target"] for r in cap["implementation"]["requests"] for b in r["bindings"]]
        assert not any(t.lower().startswith("header:x-client-user") for t in targets), path
        assert not any("client_user" in name for name in cap["inputSchema"]["properties"])
        [item] = [r for r in contract["review"] if r["capability"] == cap["name"]
                  and "header.store-state" in r["message"]]
        assert item["severity"] == "medium"
        assert "X-Client-User (from the store getter userIdentifier)" in item["message"]
        assert (item["evidence"][0]["file"], item["evidence"][0]["line"]) == (
            "src/helpers/http.js", 32)
    for method in ("GET", "POST"):                                # a setup store's member
        cap = capability(contract, method, "/api/tags")
        assert not any("device" in name for name in cap["inputSchema"]["properties"])
        [item] = [r for r in contract["review"] if r["capability"] == cap["name"]
                  and "header.store-state" in r["message"]]
        assert "X-Device (from the store member deviceId)" in item["message"]
        assert (item["evidence"][0]["file"], item["evidence"][0]["line"]) == (
            "src/helpers/csrf-fetch.js", 9)


def test_reads_of_a_write_only_csrf_header_keep_the_cookie_session():
    contract = sample_contract(SAMPLE)
    for method, path, file, line in (
            ("GET", "/api/notes", "src/helpers/http.js", 29),
            ("GET", "/api/notes/{id}", "src/helpers/http.js", 29),
            ("GET", "/api/tags", "src/helpers/csrf-fetch.js", 12),
            ("GET", "/api/labels", "src/helpers/axios-client.js", 8)):    # a config opt-out
        auth = capability(contract, method, path)["auth"]
        assert auth["authentication"] == "cookie-session", path
        [evidence] = auth["evidence"]
        assert (evidence["rule"], evidence["kind"], evidence["file"], evidence["line"]) == (
            "auth.unsent-csrf-header", "inferred", file, line), path
        assert evidence["note"].startswith(f"header X-CSRF-Token at {file}:{line} is set only "
                                           "under tests this call's arguments make fail")
    for method, path, file in (("POST", "/api/notes", "src/helpers/http.js"),
                               ("POST", "/api/tags", "src/helpers/csrf-fetch.js"),
                               ("POST", "/api/labels", "src/helpers/axios-client.js")):
        [evidence] = capability(contract, method, path)["auth"]["evidence"]
        assert (evidence["kind"], evidence["file"]) == ("observed", file)
        assert evidence["rule"] in ("fetch.header", "axios.request-interceptor")


def test_a_bearer_header_unsent_by_a_public_call_is_still_none(derive_files):
    contract = derive_files({
        "package.json": '{"dependencies": {"react": "^18.2.0"}}',
        "src/api.js": (
            "export function call(method, url, auth = false) {\n"
            "  const headers = {}\n"
            "  if (auth) headers['Authorization'] = `Bearer ${localStorage.getItem('t')}`\n"
            "  return fetch(url, { method, headers }).then((r) => r.json())\n"
            "}\n"
            "export const listNews = () => call('GET', '/api/news')\n"
            "export const listMine = () => call('GET', '/api/mine', true)\n")})
    assert capability(contract, "GET", "/api/news")["auth"]["authentication"] == "none"
    assert capability(contract, "GET", "/api/mine")["auth"]["authentication"] == "bearer"


def test_a_call_opting_out_of_an_interceptors_bearer_is_still_none(derive_files):
    contract = derive_files({
        "package.json": '{"dependencies": {"axios": "^1.6.0", "react": "^18.2.0"}}',
        "src/api.js": (
            "import axios from 'axios'\n"
            "const api = axios.create({ baseURL: '/api' })\n"
            "api.interceptors.request.use((config) => {\n"
            "  if (!config.public)\n"
            "    config.headers['Authorization'] = `Bearer ${localStorage.getItem('t')}`\n"
            "  return config\n"
            "})\n"
            "export const listNews = () => api.get('/news', { public: true })\n"
            "export const listMine = () => api.get('/mine')\n")})
    assert capability(contract, "GET", "/api/news")["auth"]["authentication"] == "none"
    assert capability(contract, "GET", "/api/mine")["auth"]["authentication"] == "bearer"
