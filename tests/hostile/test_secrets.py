"""Hostile input, secrets: a client tree planting credentials in every form a front end writes
them (literal values at credential positions — FormData fields, query strings,
``URLSearchParams``, body fields, headers, GraphQL arguments — and values whose shape is a
credential — JWTs, provider keys, private key blocks, URL userinfo, a Slack webhook path, a
high-entropy string) must not reach any output: the contract, the graph, the audit report in
every format, the fact cache and stderr. Ordinary values (``title``, ``/api/keywords``,
``author``) stay as they are.

Every planted value is assembled at run time from harmless pieces, so this file holds no string
that looks like a real credential.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from code2skill.redact import is_credential_position, looks_secret, redact

BIN = Path(sys.executable).parent


def _p(tag: str) -> str:
    """A position-planted value: recognisable, unique, and of no secret shape."""
    return "zz" + tag + "plant" + "q7"


B64 = "".join(chr(c) for c in range(ord("a"), ord("z") + 1))
JWT = "eyJ" + "hbGciOiJIUzI1NiJ9" + "." + "eyJzdWIiOiJwbGFudGVkIn0" + "." + "Xq" + B64[:20] + "Q9"
AWS = "AK" + "IA" + "PLANTEDQ7ZX2KW4M"
GITHUB = "gh" + "p_" + "Pl4nt3d" + "Q7x" * 10
SLACK_TOKEN = "xo" + "xb-" + "1234567890-" + "pl4ntedslackq7"
STRIPE = "sk" + "_live_" + "Pl4nt3dStr1peQ7xK"
GOOGLE = "AI" + "za" + "SyPl4nt3dG00gleKeyQ7" + "x" * 15
PEM_BODY = "MIIEplantedpemQ7" + "A" * 20
PEM = ("-----BEGIN " + "PRIVATE KEY-----\\n" + PEM_BODY + "\\n-----END " + "PRIVATE KEY-----")
URL_PASS = "urlpassplantq7"
SLACK_HOOK = "B0PLANTQ7" + "/" + "Xy9" + "Pl4ntedH00kSecretQ7zz"
ENTROPY = "hE7k2Lq9" + "ZxW4pR8t" + "Yv3N"
RESET_LINK = "9f86d081" + "884c7d65" + "9a2feaa0" + "c55ad015"
INDIRECT = _p("indirect")
IMPORTED = _p("imported")

POSITION = {
    "formdata password": _p("formdata"),
    "query key=": _p("qkey"), "query sig=": _p("qsig"), "query auth=": _p("qauth"),
    "query pwd=": _p("qpwd"), "URLSearchParams pwd": _p("usp"),
    "params object apiKey": _p("paramsak"),
    "body pass": _p("bpass"), "body pwd": _p("bpwd"), "body privateKey": _p("bpk"),
    "body credential": _p("bcred"), "body accessKey": _p("bak"), "body signature": _p("bsign"),
    "body otp": _p("botp"), "body pin": _p("bpin"), "body key": _p("bkey"),
    "header X-Signature": _p("hsig"), "header X-Access-Key": _p("hak"),
    "header X-Auth": _p("hauth"), "header X-Client-Key": _p("hck"),
    "header set X-Auth-Token": _p("hset"),
    "graphql password literal": _p("gql"), "form-encoded body password": _p("formbody"),
    "btoa basic credentials": _p("btoa"),
    "header Authentication": _p("hauthn"), "body bearer": _p("bbearer"),
    "query pair after ,": _p("qcomma"), "query pair after |": _p("qpipe"),
    "query pair after :": _p("qcolon"),
    "query colon pair": _p("qcpair"), "query colon pair %3A": _p("qcpct"),
    "encoded colon pair": _p("qcenc"), "upper-cased colon pair": _p("qcup"),
    "body colon pair": _p("bcpair"), "header X-Creds": _p("hcreds"),
}
SHAPE = {
    "jwt in Authorization": JWT, "aws key in a body": AWS, "github token header": GITHUB,
    "slack token in a query": SLACK_TOKEN, "stripe key constant": STRIPE,
    "google api key in a URL": GOOGLE, "private key block": PEM_BODY,
    "url userinfo": URL_PASS, "slack webhook path": SLACK_HOOK,
    "reset-password link token": RESET_LINK,
    "high-entropy body value": ENTROPY,
}
PLANTED = {**POSITION, **SHAPE, "password constant of the file": INDIRECT,
           "password constant of another file": IMPORTED}


def client() -> dict[str, str]:
    P = POSITION
    return {"src/seed.ts": f"export const SEED = '{IMPORTED}';\n", "src/api.ts": (
        "import axios from 'axios';\n"
        "import { SEED } from './seed';\n"
        "import { gql } from '@apollo/client';\n"
        "const api = axios.create({ baseURL: 'https://api.shop.example' });\n"
        f"const STRIPE = '{STRIPE}';\n"
        f"const DEFAULT_PW = '{INDIRECT}';\n"
        "export function uploadAvatar(file: File) {\n"
        "  const fd = new FormData();\n"
        "  fd.append('file', file);\n"
        f"  fd.append('password', '{P['formdata password']}');\n"
        "  return fetch('/api/avatar', { method: 'POST', body: fd });\n"
        "}\n"
        f"export const maps = () => fetch('/api/maps?key={P['query key=']}"
        f"&sig={P['query sig=']}');\n"
        f"export const feed = () => fetch('/api/feed?auth={P['query auth=']}"
        f"&pwd={P['query pwd=']}&limit=10');\n"
        "export const search = () => fetch('/api/search?' + new URLSearchParams("
        f"{{ pwd: '{P['URLSearchParams pwd']}', q: 'title' }}));\n"
        "export const geo = () => api.get('/api/geo', { params: { apiKey: "
        f"'{P['params object apiKey']}', sort: 'title' }} }});\n"
        "export const login = () => api.post('/api/login', {\n"
        f"  pass: '{P['body pass']}', pwd: '{P['body pwd']}',\n"
        f"  privateKey: '{P['body privateKey']}',\n"
        f"  credential: '{P['body credential']}', accessKey: '{P['body accessKey']}',\n"
        f"  signature: '{P['body signature']}', otp: '{P['body otp']}', pin: '{P['body pin']}',\n"
        f"  key: '{P['body key']}', author: 'ann', keyword: 'title', pinned: 'yes',\n"
        "});\n"
        "export const signed = () => fetch('/api/signed', { headers: {\n"
        f"  'X-Signature': '{P['header X-Signature']}', 'X-Access-Key': "
        f"'{P['header X-Access-Key']}',\n"
        f"  'X-Auth': '{P['header X-Auth']}', 'X-Client-Key': '{P['header X-Client-Key']}',\n"
        "} });\n"
        "export function raw() {\n"
        "  const xhr = new XMLHttpRequest();\n"
        "  xhr.open('GET', '/api/raw');\n"
        f"  xhr.setRequestHeader('X-Auth-Token', '{P['header set X-Auth-Token']}');\n"
        "  xhr.send();\n"
        "}\n"
        "const LOGIN = gql`\n"
        "  mutation Login {\n"
        f"    login(user: \"bob\", password: \"{P['graphql password literal']}\") {{ token }}\n"
        "  }\n"
        "`;\n"
        "export const gqlLogin = (client: any) => client.mutate({ mutation: LOGIN });\n"
        "export const me = () => fetch('/api/me', { headers: { Authorization: "
        f"'Bearer {JWT}' }} }});\n"
        "export const repos = () => fetch('https://api.github.example/user/repos', "
        f"{{ headers: {{ Authorization: 'token {GITHUB}' }} }});\n"
        f"export const sync = () => api.post('/api/sync', {{ data: '{AWS}', "
        f"client: '{ENTROPY}', stripe: STRIPE }});\n"
        f"export const chat = () => fetch('/api/chat?channel=general&t={SLACK_TOKEN}');\n"
        f"export const places = () => fetch('https://maps.example/api/places?k={GOOGLE}');\n"
        f"export const cert = () => api.put('/api/cert', {{ pem: '{PEM}' }});\n"
        f"export const db = () => fetch('https://admin:{URL_PASS}@db.example/api/rows');\n"
        "export const notify = () => fetch('https://hooks.slack.com/services/T0PLANT/"
        f"{SLACK_HOOK}', {{ method: 'POST', body: JSON.stringify({{ text: 'hi' }}) }});\n"
        "export const reset = () => api.post('/api/reset', { password: DEFAULT_PW });\n"
        "export const seed = () => api.post('/api/seed', { password: SEED });\n"
        "export const token = () => fetch('/oauth/token', { method: 'POST', body: "
        f"'grant_type=password&username=bob&password={P['form-encoded body password']}' }});\n"
        "export const basic = () => fetch('/api/basic', { headers: { Authorization: "
        f"'Basic ' + btoa('admin:{P['btoa basic credentials']}') }} }});\n"
        "export const words = () => api.get('/api/keywords', { params: { author: 'ann',"
        " title: 'title' } });\n"
        "export const authn = () => fetch('/api/authn', { method: 'POST', headers: "
        f"{{ Authentication: '{P['header Authentication']}' }}, body: JSON.stringify("
        f"{{ user: 'bob', bearer: '{P['body bearer']}' }}) }});\n"
        f"export const resetLink = () => fetch('/api/reset-password/{RESET_LINK}', "
        "{ method: 'POST' });\n"
        f"export const filtered = () => fetch(\"/api/filtered?filter=a,password="
        f"{P['query pair after ,']}&b=1\");\n"
        f"export const piped = () => fetch(\"/api/piped?q=a|secret=x'{P['query pair after |']}\");\n"
        f"export const coloned = () => fetch(\"/api/coloned?q=a:token={P['query pair after :']}\");\n"
        f"export const cpair = () => fetch('/api/cpair?filter=user:bob,password:"
        f"{P['query colon pair']}');\n"
        f"export const cpct = () => fetch('/api/cpct?q=password%3A{P['query colon pair %3A']}');\n"
        "export const cenc = () => fetch('/api/cenc?filter=' + encodeURIComponent("
        f"'user:bob,password:{P['encoded colon pair']}'));\n"
        f"export const cup = () => fetch('/api/cup?q=password:{P['upper-cased colon pair']}'"
        ".toUpperCase());\n"
        "export const cbody = () => fetch('/api/cbody', { method: 'POST', body: JSON.stringify("
        f"{{ filter: 'password:{P['body colon pair']}' }}) }});\n"
        "export const ccreds = () => fetch('/api/ccreds', { headers: { 'X-Creds': "
        f"'bob:{P['header X-Creds']}' }} }});\n"
    )}


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(BIN / "code2skill"), *args], capture_output=True, text=True,
                          check=False)


@pytest.fixture(scope="module")
def outputs(tmp_path_factory) -> dict[str, str]:
    """Every output of derive (contract, graph, cache, stderr) and of audit (text, json,
    sarif) on the planted client, as ``{name: text}``; the cache files are read as bytes
    decoded leniently (whatever format they use, a planted value in clear shows)."""
    base = tmp_path_factory.mktemp("secrets")
    app = base / "app"
    for rel, text in client().items():
        (app / rel).parent.mkdir(parents=True, exist_ok=True)
        (app / rel).write_text(text, encoding="utf-8")
    # a file with no credential, so the cache holds an entry (cache.credential-position
    # keeps every planted file out)
    (app / "src" / "no_credential.js").write_text("export const ping = () => "
                                                  "fetch('/api/ping');\n", encoding="utf-8")
    contract, graph, cache = base / "contract.json", base / "graph.json", base / "cache"
    out: dict[str, str] = {}
    for attempt in ("cold", "warm"):                 # the second run reads the cache
        done = run_cli("derive", str(app), "-o", str(contract), "--graph", str(graph),
                       "--cache-dir", str(cache), "--jobs", "1")
        assert done.returncode == 0, done.stderr
        out[f"derive stderr ({attempt})"] = done.stderr + done.stdout
        out[f"contract ({attempt})"] = contract.read_text(encoding="utf-8")
    out["contract"] = contract.read_text(encoding="utf-8")
    out["graph"] = graph.read_text(encoding="utf-8")
    for fmt in ("text", "json", "sarif"):
        report = base / f"audit.{fmt}"
        done = run_cli("audit", str(contract), str(app), "--format", fmt, "-o", str(report))
        out[f"audit {fmt}"] = report.read_text(encoding="utf-8")
        out[f"audit {fmt} stderr"] = done.stderr + done.stdout
    cached = [p for p in cache.rglob("*") if p.is_file()]
    assert cached, "derive --cache-dir wrote no cache file"
    out["cache"] = "\n".join(p.read_bytes().decode("latin-1") for p in cached)
    out["cache"] += "\n" + cached_facts(app, cache)
    return out


def cached_facts(app: Path, cache: Path) -> str:
    """The facts the cache's entries give back (only those: a file left out is not parsed
    here), as text (whatever the cache's file format, compressed or not, a planted value held
    in a fact shows in its ``repr``)."""
    from code2skill.discover import Scope, discover
    from code2skill.extract import FactCache
    store = FactCache(cache)
    files = discover(app, Scope((), (), False)).files
    entries = [(f.path, store.get(key, f.path)) for f in files if (key := store.key(app, f))]
    return repr(sorted((path, facts) for path, facts in entries if facts is not None))


def leaks(outputs: dict[str, str], names) -> list[str]:
    return [f"{form} in {where}" for form in names for where, text in outputs.items()
            if PLANTED[form] in text or PLANTED[form].upper() in text]   # .toUpperCase()


def test_no_planted_secret_reaches_any_output(outputs):
    assert leaks(outputs, PLANTED) == []


def test_a_warm_run_gives_the_cold_contract(outputs):
    """Rule ``cache.credential-free``: the files the cache leaves out are parsed again, so the
    contract read through the cache is the cold one, byte for byte."""
    assert outputs["contract (warm)"] == outputs["contract (cold)"]


def test_the_contract_still_describes_the_calls(outputs):
    """Redaction keeps each field (as a redacted value) so the contract stays useful."""
    contract = json.loads(outputs["contract"])
    bindings = {b["target"]: b["value"] if b["input"] is None else "input " + b["input"]
                for cap in contract["capabilities"] for r in cap["implementation"]["requests"]
                for b in r["bindings"]}
    assert bindings["body:pwd"] == "<redacted:credential>"
    assert bindings["query:key"] == "<redacted:credential>"
    assert bindings["multipart:password"] == "<redacted:credential>"
    assert bindings["body:author"] == "ann"
    assert bindings["body:keyword"] == "title"
    assert bindings["body:pinned"] == "yes"
    assert bindings["body:password"] == "<redacted:credential>"          # SEED, another file
    paths = {r["pathTemplate"] for cap in contract["capabilities"]
             for r in cap["implementation"]["requests"]}
    assert "/api/keywords" in paths
    assert any(p.startswith("/services/") and "<redacted:" in p for p in paths)


# ------------------------------------------------------------------ the two entry points
@pytest.mark.parametrize("value, kind", [
    (JWT, "jwt"), (AWS, "aws-key"), (GITHUB, "github-token"),
    ("github" + "_pat_" + "11APLANT0" + "q7x" * 10, "github-token"),
    (SLACK_TOKEN, "slack-token"), (STRIPE, "stripe-key"), (GOOGLE, "google-api-key"),
    (PEM.replace("\\n", "\n"), "private-key"),
    (f"https://admin:{URL_PASS}@db.example/x", "url-credentials"),
    (f"https://hooks.slack.com/services/T0PLANT/{SLACK_HOOK}", "slack-webhook"),
    (ENTROPY, "high-entropy"),
])
def test_looks_secret_by_shape(value, kind):
    assert looks_secret(value) == kind
    assert value not in redact(value)


@pytest.mark.parametrize("value", [
    "title", "/api/keywords", "author", "https://api.shop.example/v1/articles?limit=10",
    "application/json", "Content-Type", "0123456789abcdef0123",     # hex alone: an id
    "550e8400-e29b-41d4-a716-446655440000", "getArticlesByAuthorName",
    "src/components/ArticleList.vue", "article_preview_list_item", "ABCDEFGHIJKLMNOPQRSTUV",
    "Please enter your password", "dd/MM/yyyy HH:mm:ss",
    "1openWorldHint/0/line",              # a JSON Pointer's tail after its ~1 escape
])
def test_ordinary_values_are_no_secret(value):
    assert looks_secret(value) is None
    assert redact(value) == value


@pytest.mark.parametrize("kind, name", [
    ("header", "Authorization"), ("header", "X-API-Key"), ("header", "x-auth"),
    ("header", "X-Auth-Token"), ("header", "X-Access-Key"), ("header", "X-Client-Key"),
    ("header", "X-Signature"), ("header", "Cookie"), ("header", "X-CSRF-Token"),
    ("query", "key"), ("query", "sig"), ("query", "auth"), ("query", "pwd"),
    ("query", "api_key"), ("query", "apikey"), ("query", "access_token"),
    ("body", "password"), ("body", "pass"), ("body", "passwd"), ("body", "privateKey"),
    ("body", "credential"), ("body", "credentials"), ("body", "accessKey"),
    ("body", "signature"), ("body", "otp"), ("body", "pin"), ("body", "secret"),
    ("body", "clientSecret"), ("body", "newPassword"), ("body", "refresh_token"),
    ("multipart", "password"), ("graphql", "password"), ("header", "X-CSRFToken"),
    ("header", "x-csrftoken"), ("body", "accesstoken"), ("header", "X-Session-Id"),
    ("body", "mfaCode"), ("body", "mfa"), ("body", "totp"), ("body", "2fa"),
    ("body", "2FACode"), ("body", "verificationCode"), ("body", "recoveryCode"),
    ("body", "backupCodes"), ("body", "twoFactorCode"), ("query", "sms_code"),
    ("body", "senha"), ("body", "motDePasse"), ("body", "contraseña"), ("body", "пароль"),
    ("body", "kennwort"), ("body", "wachtwoord"), ("body", "nuevaContraseña"),
    ("body", "hasło"), ("body", "密码"), ("query", "mdp"),
])
def test_credential_positions(kind, name):
    assert is_credential_position(kind, name)


@pytest.mark.parametrize("kind, name", [
    ("body", "keyword"), ("body", "keywords"), ("query", "monkey"), ("body", "pinned"),
    ("body", "author"), ("body", "authors"), ("body", "title"), ("query", "sort"),
    ("body", "passenger"), ("body", "spinner"), ("header", "Idempotency-Key"),
    ("header", "Content-Type"), ("body", "tokenType"), ("body", "passwordConfirmLabel"),
    ("body", "authUrl"), ("body", "sortKey"), ("body", "queryKey"), ("body", "pinCount"),
    ("query", "page"), ("body", "signatureRequired"), ("query", "tokens"),
    ("body", "tokenizer"), ("body", "code"), ("body", "countryCode"), ("body", "zipCode"),
    ("body", "errorCode"), ("body", "mfaEnabled"), ("query", "statusCode"),
    ("body", "passeport"), ("body", "nuevaFecha"), ("body", "название"),
])
def test_ordinary_positions(kind, name):
    assert not is_credential_position(kind, name)


@pytest.mark.parametrize("text, expected", [
    ('mutation { login(user: "bob", password: "hunter-two") { token } }',
     'mutation { login(user: "bob", password: "<redacted:credential>") { token } }'),
    ("query { items(first: 10, key: \"abc-def\") { id } }",
     "query { items(first: 10, key: \"<redacted:credential>\") { id } }"),
    ('{"pwd":"hunter-two","title":"x"}', '{"pwd":"<redacted:credential>","title":"x"}'),
    ("/a?key=abc&pin=1234&page=2", "/a?key=<redacted:credential>&pin=<redacted:credential>"
     "&page=2"),
    ("/search?keyword=abc&monkey=1&author=ann", "/search?keyword=abc&monkey=1&author=ann"),
    ("grant_type=password&pwd=abc", "grant_type=password&pwd=<redacted:credential>"),
    ("pin=1234&sort=title", "pin=<redacted:credential>&sort=title"),
    ('{ title: "x", author: "ann" }', '{ title: "x", author: "ann" }'),
    # an independent round's A2/A3: numbers at credential names, fragments, webhook paths
    ("mutation { verify(otp: 739215, page: 2) { ok } }",
     "mutation { verify(otp: <redacted:credential>, page: 2) { ok } }"),
    ("/api/cb#access_token=abc123def&state=1",
     "/api/cb#access_token=<redacted:credential>&state=1"),
    ("/api/c1?pw=hunter2x", "/api/c1?pw=<redacted:credential>"),
    ("https://chat.example/hooks/q8x7k3m1n9b4v6c2l5j0hdab",
     "https://chat.example/hooks/<redacted:webhook>"),
    ("https://hooks.example/hooks/catch/1234567/z603abc/",
     "https://hooks.example/hooks/catch/<redacted:webhook>/<redacted:webhook>/"),
    ("https://api.telegram.org/bot1234567890:abcdefghijklmnopqrstuvwxyz/sendMessage",
     "https://api.telegram.org/bot<redacted:telegram-token>/sendMessage"),
    ('{ mnemonic: "word word", cvv: "123" }',
     '{ mnemonic: "<redacted:credential>", cvv: "<redacted:credential>" }'),
    ("/api/hooks/list?page=2", "/api/hooks/list?page=2"),
    # a pair inside a query value after `,` `|` `:` (as after `&` and `;`)
    ("/api/f?filter=a,password=hunter2x&b=1", "/api/f?filter=a,password=<redacted:credential>&b=1"),
    ("/api/q?q=a|secret=x'Kq7", "/api/q?q=a|secret=<redacted:credential>"),
    ("/api/q?q=a:token=Kq7&y=1", "/api/q?q=a:token=<redacted:credential>&y=1"),
    ("a,b=1,api_key=`Kq7,c=2", "a,b=1,api_key=<redacted:credential>"),
    ("sort=name,order=asc|page=2:limit=10", "sort=name,order=asc|page=2:limit=10"),
    ("the pair ',password=' (a quoted name)", "the pair ',password=' (a quoted name)"),
    ("https://api.example:8443/x?a=1", "https://api.example:8443/x?a=1"),
])
def test_credential_positions_inside_a_string_are_redacted(text, expected):
    assert redact(text) == expected
    assert redact(expected) == expected


# ------------------------------------------------------------------ per-file facts
def facts_text(source: str, grammar: str = "typescript") -> str:
    """The pickled facts of one TypeScript file, decoded leniently (what a cache would hold)."""
    import pickle
    from code2skill.extractors.module_facts import extract_module
    return pickle.dumps(extract_module("src/a.ts", grammar, source.encode())).decode(
        "latin-1")


@pytest.mark.parametrize("source", [
    f"const body = {{ pwd: '{_p('f1')}' }};",
    f"fd.append('password', '{_p('f1')}');",
    f"headers.set('X-Auth', '{_p('f1')}');",
    f"this.apiKey = '{_p('f1')}';",
    f"class C {{ clientSecret = '{_p('f1')}'; }}",
    f"const DEFAULT = '{_p('f1')}';\nexport const f = () => post({{ password: DEFAULT }});",
    f"function f() {{ let v = '{_p('f1')}'; return post({{ otp: v }}); }}",
    f"const q = gql`mutation {{ login(password: \"{_p('f1')}\") {{ id }} }}`;",
    f"const u = '/api/x?sig={_p('f1')}&page=1';",
    f"/** token {JWT} */\nfunction f() {{}}",
    f"const c = {{ pem: '{PEM}' }};",
])
def test_facts_hold_no_planted_secret(source):
    text = facts_text(source)
    assert _p("f1") not in text and JWT not in text and PEM_BODY not in text


@pytest.mark.parametrize("source, kept", [
    ("const HEADER_AUTH = 'Authorization';", "Authorization"),
    ("const TOKEN_KEY = 'jwtToken';", "jwtToken"),
    ("const AUTH_TOKEN = 'access_token';", "access_token"),
    ("const labels = { password: 'Your password' };", "Your password"),
    ("const routes = { auth: '/api/auth' };", "/api/auth"),
    ("const f = { keyword: 'title', author: 'ann', pinned: 'top' };", "title"),
    ("const f = { keyword: 'title', author: 'ann', pinned: 'top' };", "ann"),
    ("const f = { keyword: 'title', author: 'ann', pinned: 'top' };", "top"),
    ("fetch(url, { credentials: 'include' });", "include"),
])
def test_facts_keep_ordinary_values(source, kept):
    assert kept.strip("'") in facts_text(source)


# ------------------------------------------------------------------ stderr and audit report
def test_summaries_are_redacted_line_by_line():
    from code2skill.redact import redact_lines
    assert redact_lines(f"changed: x\nset Bearer {JWT}\n") == \
        "changed: x\nset Bearer <redacted:jwt>\n"


def test_stderr_messages_are_redacted(capsys):
    from code2skill.cli import err
    err.print(f"code2skill: src/a.ts: extract: failed near 'Bearer {JWT}' ?pwd={_p('e1')}")
    printed = capsys.readouterr().err
    assert JWT not in printed and _p("e1") not in printed
    assert "<redacted:jwt>" in printed


@pytest.mark.parametrize("fmt", ["text", "json", "sarif"])
def test_audit_reports_redact_messages(fmt, tmp_path):
    from code2skill.audit.report import render
    from code2skill.audit.rules import RULES, Finding, SourceRef
    rule = next(iter(RULES))
    finding = Finding(rule, "high", f"value {AWS} differs", "/capabilities/0",
                      sources=(SourceRef("src/a.ts", 3, 1, f"sent as {GITHUB}"),))
    text = render(fmt, [finding], tmp_path / "c.json", "{}", tmp_path, "medium")
    assert AWS not in text and "<redacted:aws-key>" in text
    assert GITHUB not in text


# ------------------------------------------------------------------ resolved positions
def test_a_credential_input_keeps_no_literal_default_or_example(derive_files):
    from conftest import capability
    contract = derive_files({"src/api.ts": (
        f"export const find = (q: string, key = '{_p('d1')}') =>\n"
        "  fetch(`/api/find?q=${q}&key=${key}`);\n"
        "export const a = () => find('x');\n"
        f"export const b = () => find('y', '{_p('d2')}');\n")})
    text = json.dumps(contract)
    assert _p("d1") not in text and _p("d2") not in text
    prop = capability(contract, "GET", "/api/find")["inputSchema"]["properties"]["key"]
    assert prop["type"] == "string" and not {"default", "examples", "enum"} & set(prop)


def test_a_secret_shaped_header_value_is_redacted_and_reviewed(derive_files):
    from conftest import bindings, capability
    contract = derive_files({"src/api.ts": (
        f"export const f = () => fetch('/api/f', {{ headers: {{ 'X-Trace': '{AWS}' }} }});\n")})
    assert bindings(capability(contract, "GET", "/api/f")) == {
        "header:X-Trace": "=<redacted:aws-key>"}
    assert any(r["severity"] == "high" and r["message"] == "a credential is written in source "
               "as the value of header X-Trace" for r in contract["review"])


def test_a_parameter_default_at_a_credential_name_is_redacted_in_the_facts():
    assert _p("d3") not in facts_text(f"export const f = (pin = '{_p('d3')}') => post({{pin}});")
    assert "title" in facts_text("export const f = (sort = 'title') => get(sort);")


def test_ui_texts_and_validation_literals_hold_no_secret_shape():
    from code2skill.extractors.validation import extract_validation
    from code2skill.extractors.module_facts.source import _Source
    source = (f"const s = z.object({{ k: z.string().regex(new RegExp('x')).default('{AWS}') }});\n"
              f"export const B = () => <button onClick={{go}}>Use {GITHUB}</button>;\n")
    assert GITHUB not in facts_text(source, "tsx")
    rules = extract_validation("src/a.tsx", "tsx", source.encode(), _Source(source.encode()).span)
    assert AWS not in repr(rules)


# ------------------------------------------------------------------ the cache, across files
def cross_file_client(text_as: str, number_as: str) -> dict[str, str]:
    """A string and a number constant of one file, sent by another file as body fields
    ``text_as`` and ``number_as``."""
    return {
        "src/seed.ts": f"export const SEED = '{_p('cross')}';\nexport const CODE = 98765;\n",
        "src/login.ts": (
            "import { SEED, CODE } from './seed';\n"
            "export const login = () => fetch('/api/notes', { method: 'POST', body: "
            f"JSON.stringify({{ {text_as}: SEED, code: CODE, {number_as}: CODE }}) }});\n"),
    }


def derive_cached(app: Path, cache: Path) -> str:
    from code2skill.discover import Scope
    from code2skill.emit import contract_json
    from code2skill.pipeline import Settings, derive
    return contract_json(derive(app, Settings(Scope(), jobs=1, cache_dir=cache)).contract)


def cache_holds(cache: Path, app: Path, value: str, number: int) -> list[str]:
    """Where the cache folder holds ``value`` or the number literal: its raw bytes, and the
    facts it gives back."""
    raw = b"".join(p.read_bytes() for p in sorted(cache.glob("*.json")))
    facts = cached_facts(app, cache)
    return [where for where, hit in (
        ("raw bytes", value.encode() in raw), ("decoded facts", value in facts),
        ("raw number", b'["Lit",%d,' % number in raw),
        ("decoded number", f"Lit(value={number}," in facts)) if hit]


def test_a_credential_constant_of_another_file_is_never_cached(tmp_path):
    """Rule ``cache.credential-free``: ``SEED`` and ``CODE`` are credentials only because
    another file sends them as ``password`` and ``pin``; no cache entry holds them, cold or
    warm, and the warm contract is the cold one."""
    app = write_files(tmp_path / "app", cross_file_client("password", "pin"))
    cache = tmp_path / "cache"
    cold = derive_cached(app, cache)
    assert cache_holds(cache, app, _p("cross"), 98765) == []
    assert len(list(cache.glob("*.json"))) == 1                  # login.ts only
    warm = derive_cached(app, cache)
    assert warm == cold and _p("cross") not in cold
    assert cache_holds(cache, app, _p("cross"), 98765) == []


def test_a_cached_entry_is_removed_once_its_constant_is_sent_as_a_credential(tmp_path):
    """An entry written while no file sent the constant at a credential position (so it held
    it in clear, as an ordinary value) is removed by the run that finds it sent as one."""
    app = write_files(tmp_path / "app", cross_file_client("note", "count"))
    cache = tmp_path / "cache"
    derive_cached(app, cache)
    assert cache_holds(cache, app, _p("cross"), 98765) == [
        "raw bytes", "decoded facts", "raw number", "decoded number"]
    write_files(app, cross_file_client("note", "pin"))
    derive_cached(app, cache)
    assert cache_holds(cache, app, _p("cross"), 98765) == []


def write_files(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


def test_holds_literal_matches_strings_and_number_literals_only():
    from code2skill.extract import credential_literals, holds_literal
    secrets = credential_literals(["pw-1", 4321, True, None, "", "<redacted:credential>"])
    assert secrets == {"pw-1", 4321}
    assert holds_literal(["ModuleFacts", {"SEED": [["Lit", "pw-1", [1, 2, 1, 8]]]}], secrets)
    assert holds_literal([["Lit", 4321, [3, 1, 3, 5]]], secrets)
    assert not holds_literal([["Lit", 12, [4321, 1, 4321, 5]]], secrets)   # a line number
    assert not holds_literal([["Lit", "pw-12", None], {"k": "pw"}], secrets)


def test_a_second_factor_code_never_reaches_the_contract(derive_files):
    """A one-time code authenticates its sender: ``{mfaCode: '551903'}`` is redacted."""
    contract = derive_files({"a.js": "import axios from 'axios';\nexport const v = () => "
                             "axios.post('/api/verify', { mfaCode: '551903' });\n"})
    assert "551903" not in json.dumps(contract)
    assert "<redacted:credential>" in json.dumps(contract)


def test_a_file_named_like_a_key_is_never_cached(tmp_path):
    """Rule ``cache.credential-free``: a file whose name has a secret's shape (an AWS access
    key id), or one importing it, is not written to the cache; their neighbour is."""
    name = "AKIA" + "IOSFODNN7" + "EXAMPLE"
    app = write_files(tmp_path / "app", {
        f"src/{name}.ts": "import axios from 'axios';\nexport const z = () => "
                          "axios.get('/api/z');\n",
        "src/b.ts": "import axios from 'axios';\nexport const b = () => axios.get('/api/b');\n",
        "src/c.ts": f"import {{ z }} from './{name}';\nexport const c = () => z();\n"})
    cache = tmp_path / "cache"
    cold = derive_cached(app, cache)
    assert name not in cold
    assert len(list(cache.glob("*.json"))) == 1
    assert name.encode() not in b"".join(p.read_bytes() for p in cache.glob("*.json"))
    assert derive_cached(app, cache) == cold


ROUND2 = {
    "src/client.ts": (
        "import axios from 'axios';\n"
        "const P0 = 'Q9chainPwVal'; const P1 = P0; const P2 = P1;\n"
        "const SALT = 'Q10concatPwVal';\n"
        "export const h = () => axios.get('/api/h', { headers: { 'X-Signature': "
        "'S07hdrSigVal1', 'X-Access-Key': 'S08AccessKeyVal', 'X-Auth': 'S09XAuthVal', "
        "'X-Client-Key': 'S10ClientKeyVal', Authorization: 'Bearer abc.Bearer.xyz', "
        "'X-Client-Secret': 'S11ClientSecretVal' } });\n"
        "export const b = () => axios.post('/api/b', { pass: 'B01passVal', pwd: 'B02pwdVal', "
        "accessKey: 'B03accessKeyVal', signature: 'B04sigVal', secret: 'B05secretVal', "
        "passphrase: 'B06phraseVal', apiToken: 'B07apiTokVal', mfaCode: '551903' });\n"
        "export const u = () => axios.post('/api/u', new URLSearchParams({ pwd: 'U01pwdVal' }));\n"
        "export const q = () => axios.get(`/api/q?pwd=${'Q01qpwdVal'}`);\n"
        "export const c = () => axios.post('/api/c', { password: P2 });\n"
        "export const d = () => axios.post('/api/d', { password: SALT + '!' });\n")}
ROUND2_VALUES = ("S07hdrSigVal1", "S08AccessKeyVal", "S09XAuthVal", "S10ClientKeyVal",
                 "abc.Bearer.xyz", "S11ClientSecretVal", "B01passVal", "B02pwdVal",
                 "B03accessKeyVal", "B04sigVal", "B05secretVal", "B06phraseVal",
                 "B07apiTokVal", "551903", "U01pwdVal", "Q01qpwdVal", "Q9chainPwVal",
                 "Q10concatPwVal")


def test_headers_chains_and_concatenations_reach_neither_cache_nor_contract(tmp_path):
    """Header values, literals reached through a chain of constants or a concatenation at a
    credential position, and second-factor codes leave no trace in the cache or contract."""
    app = write_files(tmp_path / "app", ROUND2)
    cache = tmp_path / "cache"
    cold = derive_cached(app, cache)
    raw = b"".join(p.read_bytes() for p in cache.glob("*.json"))
    assert [v for v in ROUND2_VALUES if v in cold or v.encode() in raw] == []
    assert derive_cached(app, cache) == cold
    assert len(json.loads(cold)["capabilities"]) == 6


@pytest.mark.parametrize("files", [
    {"src/env.ts": f"export const API_SECRET = '{_p('hdr')}';\n",           # an auth header
     "src/a.ts": ("import { API_SECRET } from './env';\n"
                  "export const h = () => fetch('/api/h', "
                  "{ headers: { 'X-Api-Secret': API_SECRET } });\n")},
    {"src/a.ts": ("import { gql, useMutation } from '@apollo/client';\n"       # an escape
                  f"const G = gql`mutation G {{ login(password: \"{_p('esc')}\\\"tail\") "
                  "{ id } }`;\n"
                  "export const g = () => useMutation(G);\n")},
    {"src/a.ts": ("export const f = () => fetch("                              # a fragment
                  f"'/api/cb#access_token={_p('frag')}&state=1');\n")},
    {"src/env.ts": f"export const TOKEN = 'Bearer {_p('default')}';\n",     # a default
     "src/http.ts": ("import axios from 'axios';\nimport { TOKEN } from './env';\n"
                     "export const http = axios.create({ baseURL: '/api' });\n"
                     "http.defaults.headers.common.Authorization = TOKEN;\n"),
     "src/a.ts": "import { http } from './http';\nexport const i = () => http.get('/i');\n"},
    {"src/a.ts": (f"const toks = ['{_p('item')}'];\n"                        # a list's item
                  "toks.map((t) => fetch('/api/l', { headers: { 'X-Api-Key': t } }));\n")},
    {"src/a.ts": ("export function k(t) {\n"                                # a passed text
                  "  return fetch('/api/k', { headers: { 'X-Api-Key': t } });\n}\n"
                  f"export const run = () => k('{_p('passed')}');\n")},
])
def test_a_value_redacted_anywhere_is_never_cached(tmp_path, files):
    """Rule ``cache.credential-free`` over every redaction of the run (an independent
    round's A1): a value the run redacted by shape or position, or sent as an auth header
    the contract shows only as a kind (also a constant list's item a callback sends, or a
    text every caller passes: ``passed_constants.held_texts``), keeps the facts holding it
    (or a piece of it, a template split at an escape) out of the cache."""
    app = write_files(tmp_path / "app", files)
    cache = tmp_path / "cache"
    cold = derive_cached(app, cache)
    raw = b"".join(p.read_bytes() for p in sorted(cache.glob("*.json")))
    assert "plantq7" not in raw.decode("latin-1") and "plantq7" not in cached_facts(app, cache)
    assert derive_cached(app, cache) == cold


def test_a_credential_joined_from_short_literals_is_never_cached(tmp_path):
    """Rule ``cache.credential-free`` follows a redacted value back to the literals it was
    joined from, whatever their length: ``'Pq1' + 'Pq2' + 'Pq3'`` sent as a password, and
    pieces of a GraphQL document (one a constant of another file), keep their files out of
    the cache; a file holding the same short literal elsewhere (``'/api/' + 'Pq1'``) is
    cached, so no length threshold refuses every entry."""
    app = write_files(tmp_path / "app", {
        "src/login.ts": "import axios from 'axios';\nexport const h = () => axios.post("
                        "'/api/login', { password: 'Pq1' + 'Pq2' + 'Pq3' });\n",
        "src/piece.ts": "export const MID = 'Pc7Efgh';\n",
        "src/gql.ts": "import { MID } from './piece';\nexport const g = () => fetch('/graphql',"
                      " { method: 'POST', body: JSON.stringify({ query: 'mutation { login("
                      "password: \"' + 'Pc7Ab' + MID + 'Pc7I\") { id } }' }) });\n",
        "src/other.ts": "export const o = () => fetch('/api/' + 'Pq1');\n"})
    cache = tmp_path / "cache"
    cold = derive_cached(app, cache)
    raw = b"".join(p.read_bytes() for p in sorted(cache.glob("*.json")))
    assert [piece for piece in (b"Pq2", b"Pq3", b"Pc7Ab", b"Pc7Efgh", b"Pc7I")
            if piece in raw] == []
    assert [json.loads(p.read_bytes())["facts"][1]
            for p in sorted(cache.glob("*.json"))] == ["src/other.ts"]
    assert b'"Pq1"' in raw and "Pq1" not in cold.replace("/api/Pq1", "")
    assert derive_cached(app, cache) == cold


def test_redacted_pieces_are_the_literals_at_the_secret_s_characters():
    from code2skill import redact
    redact.allow_file_names([])
    redact.note_join('login(password: "Pc7AbPc7I") {', (
        ('login(password: "', "a.ts"), ("Pc7Ab", "a.ts"), ("Pc7I", "b.ts"),
        ('") {', "c.ts")))
    redact.note_join("Pq1Pq2Pq3", (("Pq1", None), ("Pq2", None), ("Pq3", "d.ts")))
    assert redact.redacted_pieces(frozenset({"Pc7AbPc7I", "Pq2Pq3", 5})) == {
        ("Pc7Ab", "a.ts"), ("Pc7I", "b.ts"), ("Pq2", None), ("Pq3", "d.ts")}
    assert redact.redacted_pieces(frozenset({"zzz"})) == frozenset()
    redact.allow_file_names([])


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_value_redacted_in_place_keeps_other_files_out_of_the_cache_on_a_warm_run(tmp_path,
                                                                                     jobs):
    """Rule ``cache.self-redacting``: ``login.ts`` redacts its password literal in its own
    facts, so it is never cached, and ``note.ts``, holding the same text, stays out of the
    cache on the warm run too (the warm run extracts ``login.ts`` again and so knows the
    value); worker processes hand back what they redacted, so a pooled run (50 more files)
    does the same."""
    from code2skill.discover import Scope
    from code2skill.emit import contract_json
    from code2skill.pipeline import Settings, derive
    secret = _p("inplace")
    files = {"src/login.ts": ("export const login = () => fetch('/api/login', { method: "
                              f"'POST', body: JSON.stringify({{ password: '{secret}' }}) }});\n"),
             "src/note.ts": f"export const note = '{secret}';\n",
             **{f"src/f{n}.ts": f"export const f{n} = () => fetch('/api/f{n}');\n"
                for n in range(50)}}
    app = write_files(tmp_path / "app", files)
    cache = tmp_path / "cache"
    runs = [contract_json(derive(app, Settings(Scope(), jobs=jobs, cache_dir=cache)).contract)
            for _ in range(2)]
    raw = b"".join(p.read_bytes() for p in sorted(cache.glob("*.json")))
    assert secret.encode() not in raw and runs[0] == runs[1] and secret not in runs[0]
    assert len(list(cache.glob("*.json"))) == 50


def test_a_contract_error_names_its_json_pointer_whole(capsys):
    from code2skill.cli import err
    err.print("/capabilities/0/evidence/~1annotations~1openWorldHint/0/line: Input should be "
              "a valid integer")
    assert "~1annotations~1openWorldHint/0/line" in capsys.readouterr().err


def test_a_random_token_split_at_a_slash_is_still_a_secret():
    assert looks_secret("aB3x/Y9kLmN2pQ7rS5tUv") is not None


def test_a_password_named_in_another_language_never_reaches_the_contract(derive_files):
    contract = json.dumps(derive_files({"src/login.js": (
        "export const a = () => fetch('/api/login', {method: 'POST', body: JSON.stringify("
        "{email: 'a@b.c', senha: 'Pl4ntedSenha1'})});\n"
        "export const b = () => fetch('/api/entrar', {method: 'POST', body: JSON.stringify("
        "{usuario: 'x', 'contraseña': 'Pl4ntedClave1', 'пароль': 'Pl4ntedParol1'})});\n")}),
        ensure_ascii=False)
    assert not {"Pl4ntedSenha1", "Pl4ntedClave1", "Pl4ntedParol1"} & set(
        re.findall(r"Pl4nted\w+", contract))


def test_this_interpreter_passes_the_redaction_self_check():
    from code2skill.redact import self_check
    assert self_check() is None


def test_an_interpreter_failing_the_self_check_is_refused(monkeypatch, capsys):
    import code2skill.redact
    from code2skill.cli import refuse_leaky_interpreter
    monkeypatch.setattr(code2skill.redact, "self_check", lambda: 'password: "x"')
    with pytest.raises(SystemExit) as stop:
        refuse_leaky_interpreter()
    assert stop.value.code == 2
    assert "fails the redaction self-check" in capsys.readouterr().err
