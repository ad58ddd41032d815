"""Hostile input, round 38's open findings: a default given ``null`` (1), a list emptied or cut
before its whole-list save (2), a list grown before a membership test (3), a body of many
members whose values are calls (4), ``substring(NaN, …)`` (5), a 10,000-literal membership list
(7), a password in the path literal after a sign-in word (8), and round 36's chain of
static-field singletons. Hang tests count work (lines run in one module, Python calls) on two
sizes, never time."""
from __future__ import annotations

import json
import sys

from conftest import capability, endpoints
from hostile_support import code2skill, python_calls, tree

PASSWORD = "Pw38Qz7" + "hunter"                          # assembled at run time


def lines_run(run, source: str, functions: frozenset[str] | None = None) -> int:
    """The number of lines of module file ``source`` (of its ``functions`` only, when given;
    a comprehension counts as its own function) that ``run()`` executes: a deterministic work
    count (a loop over the module's functions once per field shows as the square)."""
    count = 0

    def local(frame, event, arg):
        nonlocal count
        if event == "line":
            count += 1
        return local

    def hook(frame, event, arg):
        return local if frame.f_code.co_filename == source and (
            functions is None or frame.f_code.co_name in functions) else None
    sys.settrace(hook)
    try:
        run()
    finally:
        sys.settrace(None)
    return count


def test_a_default_parameter_given_null_sends_null(derive_files):
    """Finding 1 (rule value.nullish-default): a default replaces ``undefined`` only; a call
    passing ``null`` never takes the default's path: it keeps the parameter's hole (a ``null``
    in a URL is read as a value not yet set, never as the text ``null``)."""
    contract = derive_files({"package.json": '{"name": "f1"}', "src/d.js": (
        "function removeAll(path = '/all') { return fetch('/api/items' + path, "
        "{ method: 'DELETE' }); }\n"
        "export const a = () => removeAll(null);\n"
        "function clear({ scope = '/everything' } = {}) { return fetch(`/api/cache${scope}`, "
        "{ method: 'DELETE' }); }\n"
        "export const b = () => clear({ scope: null });\n"
        "function purge(kind = 'all') { return fetch(`/api/logs/${kind}`, "
        "{ method: 'DELETE' }); }\n"
        "export const c = () => purge(null);\n"
        "export const d = () => purge();\n"
        "export const e = () => purge(undefined);\n")})
    assert endpoints(contract) == {("DELETE", "/api/items{path}"), ("DELETE", "/api/cache{scope}"),
                                   ("DELETE", "/api/logs/{kind}"), ("DELETE", "/api/logs/all")}
    lines = {r["pathTemplate"]: sorted(s["line"] for s in r["callSites"])
             for c in contract["capabilities"] for r in c["implementation"]["requests"]}
    assert lines["/api/logs/{kind}"] == [6] and lines["/api/logs/all"] == [7, 8]


def test_a_list_emptied_or_cut_before_its_save_replaces_the_stored_list(derive_files):
    """Finding 2 (rule side-effect.replace-collection): ``x.length = 0``, ``x = []`` and ``x =
    x.slice(1)`` before the whole list is sent are removals, as ``x.shift()`` is: the write is
    destructive, confirmed and reviewed; ``x = x.slice()`` (a copy) and a function's own new
    list (``const items = []``) are none."""
    def module(name, emptied):
        return (f"import axios from 'axios';\nlet {name} = [];\n"
                f"export function load() {{ return axios.get('/api/{name}').then(r => "
                f"{{ {name} = r.data.{name}; }}); }}\n"
                f"export function save() {{ {emptied}; return axios.put('/api/{name}', "
                f"{{ {name} }}); }}\n")
    contract = derive_files({"package.json": '{"name": "f2", "dependencies": {"axios": "1"}}',
                             "src/tags.js": module("tags", "tags.length = 0"),
                             "src/marks.js": module("marks", "marks = []"),
                             "src/notes.js": module("notes", "notes = notes.slice(1)"),
                             "src/pins.js": module("pins", "pins.shift()"),
                             "src/keeps.js": module("keeps", "keeps = keeps.slice()")})
    for name, how in (("tags", "tags.length = 0"), ("marks", "marks = []"),
                      ("notes", "notes.slice"), ("pins", "pins.shift")):
        cap = capability(contract, "PUT", f"/api/{name}")
        assert cap["operationPolicy"]["confirmation"] == "trusted-confirmation-required", name
        assert "destructive" in cap["annotations"]["risks"], name
        assert [r["severity"] for r in contract["review"] if r["capability"] == cap["name"]
                and f"removes elements first ({how})" in r["message"]] == ["medium"], name
    fresh = derive_files({"package.json": '{"name": "f2", "dependencies": {"axios": "1"}}',
                          "src/fresh.js": (
                              "import axios from 'axios';\n"
                              "export function save(a) { const items = []; items.push(a); "
                              "return axios.put('/api/items', { items }); }\n")})
    for cap in (capability(contract, "PUT", "/api/keeps"),
                capability(fresh, "PUT", "/api/items")):     # a copy; a new local list
        assert cap["operationPolicy"]["confirmation"] == "not-required", cap["name"]
        assert not any("removes elements first" in r["message"] for r in contract["review"]
                       + fresh["review"] if r["capability"] == cap["name"]), cap["name"]


def test_a_list_written_after_its_declaration_gives_no_enum(derive_files):
    """Finding 3 (rules value.list-narrowing, value.list-membership-test): a list grown by
    ``push`` or an element write before the test may hold what the caller sends: no enum;
    the same list left as declared keeps its enum."""
    def narrowing(name, grow):
        return (f"export function {name}(x, extra) {{\n  const allowed = ['de', 'en'];\n"
                f"  {grow}\n  let lang = x || 'en';\n"
                f"  if (!allowed.includes(lang)) lang = 'default';\n"
                f"  return fetch('/api/{name}?lang=' + lang);\n}}\n"
                f"export const c{name} = () => {name}('xx', 'xx');\n")
    contract = derive_files({"package.json": '{"name": "f3"}', "src/ln.js": (
        narrowing("pushed", "allowed.push(extra);") + narrowing("indexed", "allowed[2] = extra;")
        + narrowing("unshifted", "allowed.unshift(extra);")),
        "src/kept.js": narrowing("kept", "")})   # (a list of the same name is matched)
    for name in ("pushed", "indexed", "unshifted"):
        lang = capability(contract, "GET", f"/api/{name}")["inputSchema"]["properties"]["lang"]
        assert "enum" not in lang and lang["type"] == "string", name
    kept = capability(contract, "GET", "/api/kept")["inputSchema"]["properties"]["lang"]
    assert kept["enum"] == ["de", "en", "default"]


def wide_body(n: int) -> str:
    """A module whose one request sends a body of ``n`` members, each read from the page's
    address (finding 4)."""
    members = ", ".join(f"a{i}: p.get('k{i}')" for i in range(n))
    return ("export function go() {\n  const p = new URLSearchParams(window.location.search);\n"
            f"  return fetch('/api/wide', {{ method: 'POST', body: JSON.stringify({{ {members} "
            "}) });\n}\n")


def test_a_body_of_many_call_members_is_read_once(derive_files):
    """Finding 4 (rule side-effect.replace-collection): each member's object literal is found
    in one index of the module, so doubling the members about doubles the rule's work (it
    walked the whole module once per member: the square)."""
    from code2skill.passes import replaced_collections
    source = replaced_collections.__file__
    work = [lines_run(lambda n=n: derive_files({"package.json": '{"name": "f4"}',
                                                  "src/w.js": wide_body(n)}), source)
            for n in (100, 200)]
    assert work[1] < 2.5 * work[0], work


def test_the_replace_collection_walk_is_cut_with_a_diagnostic(derive_files, monkeypatch):
    """Finding 4's safety net (limit replace-collection-walk): past the budget, one warning
    names the file and the limit, and the requests are all made."""
    from code2skill.passes import replaced_collections
    assert replaced_collections.MAX_WALK == 1_000_000
    monkeypatch.setattr(replaced_collections, "MAX_WALK", 50)
    contract = derive_files({"package.json": '{"name": "f4"}', "src/w.js": wide_body(40)})
    assert endpoints(contract) == {("POST", "/api/wide")}
    assert [d for d in contract["source"]["diagnostics"]
            if "replace-collection-walk" in d["reason"]] == [{
                "line": None, "path": "src/w.js", "severity": "warning", "stage": "passes",
                "reason": "limit replace-collection-walk exceeded: reading this file's object "
                          "literals for rule side-effect.replace-collection stopped after 50 "
                          "expressions: a list sent whole after a removal may be read as a "
                          "plain update"}]


def test_a_long_membership_list_costs_no_square():
    """Finding 7 (rule value.list-narrowing): the choice of a list's literals stops at the
    alternatives' cap, so 2,000 literals cost about what 1,000 do (every literal was compared
    with every other: the square), and the value is the same capped choice."""
    from code2skill.resolution.shared import MAX_ALTERNATIVES, alternatives
    from code2skill.values import AltV, LitV, UnknownV
    calls = [python_calls(lambda n=n: alternatives([LitV(i) for i in range(n)]))
             for n in (1000, 2000)]
    assert calls[1] < 2.5 * calls[0], calls
    value = alternatives([LitV(i) for i in range(2000)])
    assert isinstance(value, AltV) and len(value.options) == MAX_ALTERNATIVES
    assert value.options[:3] == (LitV(0), LitV(1), LitV(2))
    assert value.options[-1] == UnknownV("too-many-alternatives")


def test_a_long_membership_list_finishes(tmp_path):
    """Finding 7 end to end, scaled down: 2,000 literals in one membership test give a free
    string (the choice passes the cap), with exit 0."""
    listed = ",\n".join(f"'l{i}'" for i in range(2000))
    app = tree(tmp_path / "app", {"package.json": '{"name": "f7"}', "src/a.js": (
        f"export function a(x) {{\n  let lang = x || 'en';\n  if (![{listed}].includes(lang)) "
        "lang = 'default';\n  return fetch('/api/a?lang=' + lang);\n}\n")})
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "-q", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    (cap,) = json.loads((tmp_path / "c.json").read_text())["capabilities"]
    assert "enum" not in cap["inputSchema"]["properties"]["lang"]


def static_chain(n: int) -> str:
    """Round 36's chain of ``n`` lazily made static-field singletons, each made with the next
    class's (every 10th class called)."""
    src = ""
    for i in range(n):
        nxt = f"S{i + 1}.getInstance()" if i + 1 < n else "null"
        src += (f"export class S{i} {{\n  static getInstance() {{ if (!S{i}.instance) "
                f"S{i}.instance = new S{i}({nxt}); return S{i}.instance; }}\n"
                f"  constructor(n) {{ this.n = n; }}\n"
                f"  get(p) {{ return this.n ? this.n.get(p) : fetch('/api' + p); }}\n}}\n")
    return src + "".join(f"export const q{i} = () => S{i}.getInstance().get('/r{i}');\n"
                         for i in range(0, n, 10))


def test_a_chain_of_static_singletons_reads_the_module_once(derive_files):
    """Round 36's static-field chain (rule this.static-field): the writes to members are
    gathered once per module, so doubling the classes about doubles the work of finding the
    instance each field stores (each field read every function of the module: the square)."""
    from code2skill import static_members
    work = [lines_run(lambda n=n: derive_files({"package.json": '{"name": "s"}',
                                                  "src/s.js": static_chain(n)}),
                      static_members.__file__, frozenset({
                          "stored_value", "member_writes", "<listcomp>", "<setcomp>"}))
            for n in (20, 40)]
    assert work[1] < 2.5 * work[0], work


def test_a_password_in_the_path_literal_after_a_sign_in_word_is_redacted(tmp_path):
    """Finding 8 (rule redact.sign-in-segment): the secret-shaped segment after ``login`` is
    redacted however it is written — in the path literal, a literal a wrapper is called with,
    a ``React.FC`` prop —, and route words after a sign-in word stay."""
    app = tree(tmp_path / "app", {"package.json": '{"name": "f8"}', "src/l.js": (
        f"export const a = () => fetch('/api/login/{PASSWORD}A', {{ method: 'POST' }});\n"
        "export const b = (u) => fetch(u, { method: 'POST' });\n"
        f"export const c = () => b('/api/login/{PASSWORD}B');\n"
        "export const d = () => fetch('/api/login/callback');\n"
        "export const e = () => fetch('/auth/login/google');\n"
        "export const f = () => fetch('/login/oauth/authorize');\n"
        "export const g = () => fetch('/auth/login/step2');\n"
        "export const h = () => fetch('/api/users/u12345678');\n"),
        "src/A.tsx": (
        "import React from 'react';\n"
        "const A: React.FC<{ url: string }> = ({ url }) => {\n"
        "  const go = () => fetch(url, { method: 'PUT' });\n"
        "  return <button onClick={go}>go</button>;\n};\n"
        f"export const B = () => <A url=\"/api/login/{PASSWORD}X\" />;\n")})
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "--graph", tmp_path / "g.json",
                      "-q", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    for out in ("c.json", "g.json"):
        assert PASSWORD not in (tmp_path / out).read_text(), out
    assert PASSWORD not in done.stderr
    contract = json.loads((tmp_path / "c.json").read_text())
    assert endpoints(contract) == {
        ("POST", "/api/login/<redacted:credential>"), ("PUT", "/api/login/<redacted:credential>"),
        ("GET", "/api/login/callback"), ("GET", "/auth/login/google"),
        ("GET", "/login/oauth/authorize"), ("GET", "/auth/login/step2"),
        ("GET", "/api/users/u12345678")}


def test_a_sign_in_segment_in_one_literal_is_decided_by_its_shape():
    """Finding 8, the shape: a segment after a sign-in word that is secret-shaped and no route
    word is redacted; route words (with a few digits), versions and file names stay."""
    from code2skill.redact import redact
    assert redact(f"/api/login/{PASSWORD}A") == "/api/login/<redacted:credential>"
    assert redact("/api/login/hunter2?next=/") == "/api/login/<redacted:credential>?next=/"
    assert redact("/auth/token/abc123def/refresh") == \
        "/auth/token/<redacted:credential>/refresh"
    for kept in ("/api/login/callback", "/auth/login/google", "/login/oauth/authorize",
                 "/api/login/oauth2", "/auth/login/saml2/sso", "/auth/token/v2",
                 "/login/step-2", "/api/login/2fa", "src/auth/token/file123.js",
                 "/api/users/Pw38Qz7abc", "/auth/login/123456"):
        assert redact(kept) == kept, kept


def test_a_cut_at_nan_names_no_parameter(derive_files):
    """Finding 5 (rule value.string-piece): ``u.substring(NaN, 2)`` (and ``substring(NaN)``)
    is a cut this rule does not read, reviewed as the other two-bound cuts are: its path
    parameter is never named ``{NaN}`` (a global value is no name)."""
    contract = derive_files({"package.json": '{"name": "f5"}', "src/p.js": (
        "export function f(u) { return fetch('/api/f/' + u.substring(NaN, 2), "
        "{ method: 'DELETE' }); }\nexport const cf = () => f('abcdefgh');\n"
        "export function g(u) { return fetch('/api/g/' + u.substring(Infinity), "
        "{ method: 'DELETE' }); }\nexport const cg = () => g('abcdefgh');\n"
        "export function a(u) { return fetch('/api/a/' + u.substring(5, 1), "
        "{ method: 'DELETE' }); }\nexport const ca = () => a('abcdefgh');\n")})
    assert endpoints(contract) == {("DELETE", "/api/f/{param}"), ("DELETE", "/api/g/{param}"),
                                   ("DELETE", "/api/a/{param}")}
    assert {c["status"] for c in contract["capabilities"]} == {"requires-review"}
    assert "NaN" not in json.dumps(contract) and "Infinity" not in json.dumps(contract)
