"""Hostile round 42's findings fixed after the round (``benchmarks/hostile-round-42.md``)."""
from __future__ import annotations

import json

from hostile_support import derived_and_exported

GLUED_KEYS = {
    "package.json": '{"name": "f3", "dependencies": {"axios": "1"}}',
    "src/api.js": "import axios from 'axios';\n"
                  "export const getY = () => axios.get('/api/y/AKIAQZ7X3KPL4MNB42ATZ/items');\n"
                  "export const getW = () => axios.get('/api/w/AKIAQZ7X3KPL4MNB42AT7');\n"
                  "export const getX = () => axios.get('/api/x/XAKIAQZ7X3KPL4MNB42AT');\n"
                  "export const getR = () => axios.get('/api/r/ASIAPACIFICSOUTHEASTREGION');\n"}


def test_a_key_glued_to_more_capitals_or_digits_is_in_no_output(tmp_path):
    # finding 3: AKIA + 16 followed by one more capital or digit (a 21-character run) was
    # written as it is: the paths, the Tool names list_y_akiaqz7_x3_kpl4_mnb42_atz_items and
    # get_w_akiaqz7_x3_kpl4_mnb42_at7, the graph and every file of the export held the key
    contract, texts = derived_and_exported(tmp_path, GLUED_KEYS)
    assert sorted((c["name"], c["implementation"]["requests"][0]["pathTemplate"])
                  for c in contract["capabilities"]) == [
        ("get_r_asiapacificsoutheastregion", "/api/r/ASIAPACIFICSOUTHEASTREGION"),  # words
        ("get_w", "/api/w/<redacted:aws-key>"),
        ("get_x", "/api/x/<redacted:aws-key>"),
        ("list_y_items", "/api/y/<redacted:aws-key>/items")]
    for text in texts:
        flat = text.lower().replace("_", "")
        assert "akiaqz7x3kpl4mnb42at" not in flat


MEMBER_WRITES = {
    "package.json": '{"name": "f1", "dependencies": {"axios": "1"}}',
    "src/api.js": "import axios from 'axios';\n"
    "export function alias(url, o) { const p = o; p.method = 'DELETE'; "
    "return axios({ url, method: o.method }); }\n"
    "export const c1 = () => alias('/api/alias', { method: 'POST' });\n"
    "export function rebound(url, o) { o.method = 'DELETE'; o = { method: 'PUT' }; "
    "return axios({ url, method: o.method }); }\n"
    "export const c2 = () => rebound('/api/rebound', { method: 'POST' });\n"
    "export function before(url, o) { const m = o.method; o.method = 'DELETE'; "
    "return axios({ url, method: m }); }\n"
    "export const c3 = () => before('/api/before', { method: 'POST' });\n"
    "export function copied(url, o) { o.method = 'DELETE'; o = { ...o, x: 1 }; "
    "return axios({ url, method: o.method }); }\n"
    "export const c4 = () => copied('/api/copied', { method: 'POST' });\n"
    "export function defaulted(url, o) { if (!o) o = {}; o.method = 'DELETE'; "
    "return axios({ url, method: o.method }); }\n"
    "export const c5 = () => defaulted('/api/defaulted', { method: 'POST' });\n"}


def test_a_member_written_through_an_alias_or_before_a_rebinding_gives_the_sent_method(
        derive_files):
    # finding 1: a write through another name of the parameter's object was missed (the
    # DELETE shown as POST create_alias, no destructive risk), and a write before the
    # parameter's rebinding was kept (the PUT shown as DELETE); a rebinding copying the
    # object keeps its members, and a defaulted parameter (`if (!o) o = {}`) gets the write
    # whichever object it holds (POST before)
    contract = derive_files(MEMBER_WRITES)
    assert sorted((r["method"], r["pathTemplate"], c["name"], c["annotations"]["risks"])
                  for c in contract["capabilities"]
                  for r in c["implementation"]["requests"]) == [
        ("DELETE", "/api/alias", "delete_alias", ["destructive"]),
        ("DELETE", "/api/copied", "delete_copied", ["destructive"]),
        ("DELETE", "/api/defaulted", "delete_defaulted", ["destructive"]),
        ("POST", "/api/before", "create_before", []),
        ("PUT", "/api/rebound", "update_rebound", [])]


UNWRAPS = {
    "package.json": '{"name": "f2", "dependencies": {"axios": "1"}}',
    "src/api.js": "import axios from 'axios';\n"
    "export const api = axios.create({ baseURL: '/api' });\n"
    "const id = api.interceptors.response.use((r) => r.data);\n"
    "api.interceptors.response.eject(id);\n"
    "export const a = async () => { const r = await api.get('/a'); return r.data.items; };\n"
    "export const b = async () => { const r = await api.get('/b'); return r.status; };\n"
    "const dev = axios.create({ baseURL: '/dev' });\n"
    "if (process.env.NODE_ENV === 'development') "
    "dev.interceptors.response.use(({ data }) => data);\n"
    "export const c = async () => { const r = await dev.get('/c'); return r.headers; };\n"
    "const plain = axios.create({ baseURL: '/plain' });\n"
    "export const d = async () => { const r = await plain.get('/d'); return r.data.items; };\n"}


def test_an_ejected_or_conditional_interceptor_shows_no_response_member_as_a_body_field(
        derive_files):
    # finding 2: the outputs were {data: {items}}, {status} and {headers}, with no item
    contract = derive_files(UNWRAPS)
    assert sorted((r["pathTemplate"], json.dumps(c["outputSchema"] and
                                                 c["outputSchema"]["properties"]))
                  for c in contract["capabilities"]
                  for r in c["implementation"]["requests"]) == [
        ("/api/a", "null"), ("/api/b", "null"), ("/dev/c", "null"),
        ("/plain/d", '{"items": {}}')]


SIGNED_IN = {
    "package.json": '{"name": "f6", "dependencies": {"jquery": "^3.7.0"}}',
    "index.html": "<html><body><form id=\"loginForm\" action=\"/auth/login\" method=\"post\">"
                  "<input name=\"username\"><input type=\"password\" name=\"password\"></form>"
                  "<button id=\"a\">Go</button><script src=\"a.js\"></script></body></html>",
    "a.js": "$('#loginForm').submit(function (e) { e.preventDefault(); "
            "$.post('/auth/login', $(this).serialize()); });\n"
            "function impersonate(id) { return $.post('/api/admin/users/' + id + '/login-as'); }\n"
            "function sudo(code) { return $.post('/api/account/authenticate', { code: code }); }\n"
            "function reads() { return $.get('/api/account'); }\n"
            "$('#a').click(function () { impersonate(1); sudo(3); reads(); });\n"}


def test_sign_in_words_a_signed_in_user_sends_keep_the_session_or_say_it_is_unsure(
        derive_files):
    # finding 6: the log-in-as and the re-authentication were auth unknown with no item
    contract = derive_files(SIGNED_IN)
    assert sorted((r["pathTemplate"], c["auth"]["authentication"])
                  for c in contract["capabilities"]
                  for r in c["implementation"]["requests"]) == [
        ("/api/account", "cookie-session"),
        ("/api/account/authenticate", "unknown"),
        ("/api/admin/users/{id}/login-as", "cookie-session"),
        ("/auth/login", "unknown")]
    assert [(i["capability"], i["severity"]) for i in contract["review"]
            if i["message"].startswith("auth of POST")] == [
        ("create_account_authenticate", "low")]


def wrapper_chain(n: int) -> dict[str, str]:
    """Finding 7's tree: ``n`` wrappers each passing its URL and data to the next, the last
    posting them, called once with a literal URL."""
    return {"package.json": '{"name": "f7", "dependencies": {"axios": "1"}}',
            "src/chain.js": "import axios from 'axios';\n" + "".join(
                f"function w{i}(url, d) {{ return w{i + 1}(url, d); }}\n" for i in range(n))
            + f"function w{n}(url, d) {{ return axios.post(url, d); }}\n"
            "export const go = () => w0('/api/own', { a: 1 });\n"}


def test_a_request_lost_past_the_call_depth_names_the_limit(derive_files):
    # finding 7: 30 wrappers lost POST /api/own with an info item blaming a caller not
    # found and no limit diagnostic
    contract = derive_files(wrapper_chain(30))
    assert contract["capabilities"] == []
    assert [(d["path"], d["line"], d["severity"], d["reason"])
            for d in contract["source"]["diagnostics"]] == [
        ("src/chain.js", 32, "warning",
         "limit call-depth exceeded: a request is reached through more than 24 nested calls "
         "(wrappers calling wrappers); the chain was cut there and the request is not in the "
         "contract")]
    assert [(i["severity"], [e["rule"] for e in i["evidence"]]) for i in contract["review"]] \
        == [("medium", ["budget.call-depth"])]


def test_a_chain_within_the_depth_gets_no_limit_diagnostic(derive_files):
    contract = derive_files(wrapper_chain(20))
    assert [(r["method"], r["pathTemplate"]) for c in contract["capabilities"]
            for r in c["implementation"]["requests"]] == [("POST", "/api/own")]
    assert not any("call-depth" in d["reason"] for d in contract["source"]["diagnostics"])


def module_chain(n: int) -> dict[str, str]:
    """The same chain across ``n`` modules, each importing the next wrapper (the round's
    ``deep_chains_other`` form)."""
    files = {"package.json": '{"name": "f7", "dependencies": {"axios": "1"}}',
             "src/main.js": "import { w0 } from './m0';\n"
                            "export const go = () => w0('/api/wrapped');\n",
             f"src/m{n}.js": f"import axios from 'axios';\n"
                             f"export function w{n}(url) {{ return axios.delete(url); }}\n"}
    files.update({f"src/m{i}.js": f"import {{ w{i + 1} }} from './m{i + 1}';\n"
                                  f"export function w{i}(url) {{ return w{i + 1}(url); }}\n"
                  for i in range(n)})
    return files


def test_a_request_lost_below_a_cut_across_modules_names_the_limit(derive_files):
    # the cut is at an intermediate wrapper's import, not at the request: the request below
    # it is still the one lost at the limit
    contract = derive_files(module_chain(40))
    assert contract["capabilities"] == []
    assert sorted((d["path"], d["line"]) for d in contract["source"]["diagnostics"]
                  if d["reason"].startswith("limit call-depth exceeded")) == [
        ("src/m25.js", 2), ("src/m40.js", 2)]
    assert sorted((i["severity"], i["evidence"][0]["rule"], i["evidence"][0]["file"])
                  for i in contract["review"] if "did not reach" in i["message"]) == [
        ("medium", "budget.call-depth", "src/m25.js"),
        ("medium", "budget.call-depth", "src/m40.js")]
    assert [(r["method"], r["pathTemplate"]) for c in derive_files(module_chain(20))[
        "capabilities"] for r in c["implementation"]["requests"]] == [("DELETE", "/api/wrapped")]
