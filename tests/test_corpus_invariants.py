"""The corpus benchmark's invariant checks (benchmarks/invariants.py) on hand-written contracts:
each check counts exactly the violations it defines, and the manifest is well formed."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"
sys.path.insert(0, str(BENCH))

import corpus  # noqa: E402
import invariants as inv  # noqa: E402


def ref(file=None, line=None, end=None, rule="x", kind="observed", **extra) -> dict:
    return {"file": file, "line": line, "endLine": end or line, "column": 1, "endColumn": 2,
            "kind": kind, "rule": rule, "note": None, **extra}


def request(path="/items", method="GET", bindings=(), sites=(), graphql=None) -> dict:
    return {"service": "api", "method": method, "pathTemplate": path, "bindings": list(bindings),
            "bodyEncoding": "none", "successStatuses": [200], "graphql": graphql,
            "callSites": list(sites)}


def capability(name="list_items", requests=(), properties=(), side_effect="read",
               status="draft", auth="none", auth_evidence=(), evidence=None) -> dict:
    return {"name": name, "title": name, "status": status, "sideEffect": side_effect,
            "inputSchema": {"type": "object", "properties": {p: {"type": "string"}
                                                              for p in properties}},
            "auth": {"authentication": auth, "evidence": list(auth_evidence), "tenant": None},
            "implementation": {"requests": list(requests) or [request()]},
            "evidence": evidence or {}}


def contract(*caps, review=()) -> dict:
    return {"capabilities": list(caps), "review": list(review), "services": [], "source": {}}


def files(mapping: dict[str, str]):
    return lambda path: mapping.get(path)


def count(check, c, read=inv.no_source) -> int:
    return len(check(c, read))


# ----------------------------------------------------------------------------- 1. hosts
def test_hosts_ports_and_schemes_in_path_templates_and_names_are_counted():
    c = contract(
        capability("get_127_0_0_1_8443_v2", [request("/127.0.0.1:8443/v2/users")]),
        capability("a", [request("/localhost/api"), request("/https://x.io/a")]),
        capability("b", [request("/api.example.com/v1/users"), request("/svc:8080/x")]),
        capability("c", [request("/documents.list"), request("/v1/clients:batchGet"),
                         request("/users/{id}"), request("/files/report.pdf")]))
    found = inv.hosts_in_paths(c)
    assert [(v.capability, v.where) for v in found] == [
        ("get_127_0_0_1_8443_v2", "/name"),
        ("get_127_0_0_1_8443_v2", "/implementation/requests/0/pathTemplate"),
        ("a", "/implementation/requests/0/pathTemplate"),
        ("a", "/implementation/requests/1/pathTemplate"),
        ("b", "/implementation/requests/0/pathTemplate"),
        ("b", "/implementation/requests/1/pathTemplate")]


def test_a_service_host_made_of_a_path_word_is_counted():
    c = contract(capability("a"))
    c["services"] = [
        {"id": "api", "observedBaseUrls": [{"url": "//rest"}, {"url": "https://api"},
                                           {"url": "//cdn.example.com"}]},
        {"id": "dev", "observedBaseUrls": [{"url": "http://localhost"},
                                           {"url": "http://backend:8080"}]}]
    assert [(v.where, v.detail) for v in inv.hosts_in_paths(c)] == [
        ("/services/0/observedBaseUrls/0", "//rest"),
        ("/services/0/observedBaseUrls/1", "https://api")]


# ----------------------------------------------------------------------------- 1. leading holes
def test_only_base_like_leading_holes_are_counted():
    c = contract(capability("a", [request("/{basePath}/users"), request("{url}"),
                                  request("/{API_HOST}/v2/x"), request("/{tenant}/users"),
                                  request("/users/{url}"), request("/{id}"),
                                  request("/{hostId}/x"), request("/{instanceId}/usage")]))
    assert [v.detail for v in inv.base_like_leading_holes(c)] == [
        "/{basePath}/users", "{url}", "/{API_HOST}/v2/x"]


# ----------------------------------------------------------------------------- 1. base inputs
def test_base_like_inputs_by_name_or_by_a_leading_base_hole():
    bind = [{"input": "url", "target": "path:url", "value": None},
            {"input": "host", "target": "path:host", "value": None},
            {"input": "protocol", "target": "body:protocol", "value": None},
            {"input": "API_PORT", "target": "header:X-Port", "value": None}]
    c = contract(
        capability("a", [request("/{url}/items")], properties=["url", "API_HOST", "apiPort",
                                                                 "apiBaseUrl", "title"]),
        capability("b", [request("/hosts/{host}", bindings=bind[1:])],
                   properties=["host", "bookmarkUrl", "hostname_filter", "protocol",
                               "API_PORT"]))
    c["capabilities"][0]["implementation"]["requests"][0]["bindings"] = [bind[0]]
    assert [(v.capability, v.detail) for v in inv.base_like_inputs(c)] == [
        ("a", "url"), ("a", "API_HOST"), ("a", "apiPort"), ("a", "apiBaseUrl"),
        ("b", "API_PORT")]


@pytest.mark.parametrize("name, expected", [
    ("API_HOST", True), ("apiPort", True), ("baseURL", True), ("serverUrl", True),
    ("origin", True), ("basePath", True), ("url", False), ("hostId", False),
    ("portfolio", False), ("description", False)])
def test_base_like_names(name, expected):
    assert inv.is_base_like_name(name) is expected


# ----------------------------------------------------------------------------- 4. backend
def site(file, line=1, function=None, via=()):
    return ref(file, line, function=function, via=[ref(f, 1) for f in via])


@pytest.mark.parametrize("path, expected", [
    (".github/workflows/release.js", True), ("scripts/seed.ts", True),
    ("apps/web/server/api/users.ts", True), ("apps/api/src/x.ts", True),
    ("apps/web/app/api/users/route.ts", True),
    ("src/routes/+page.server.ts", True), ("app/routes/users.server.ts", True),
    ("server.js", True), ("vite.config.ts", True),
    ("src/api/users.ts", False), ("src/app/api/users.service.ts", False),
    ("src/api/backend/getToken.ts", False), ("src/backend/db.ts", True),
    ("src/workers/search.worker.ts", False), ("apps/web/pages/users.tsx", False)])
def test_backend_paths(path, expected):
    assert inv.is_backend_path(path) is expected


@pytest.mark.parametrize("path, text, expected", [
    ("apps/web/pages/api/users.ts", "export default function handler(req, res) {}", True),
    ("apps/web/pages/api/users.ts", None, True),
    ("src/app/pages/api/api-page.component.ts", "@Component({})\nexport class ApiPage {}", False),
    ("src/pages/users.ts", "export default function handler(req, res) {}", False)])
def test_next_api_routes_default_export_a_handler(path, text, expected):
    assert inv.is_next_api_route(path, text) is expected


@pytest.mark.parametrize("path, text, expected", [
    ("scripts/js/groups.js", "$('#add').on('click', () => $.ajax({url: 'api/groups'}))", True),
    ("scripts/js/x.js", "document.title = 'x'; fetch('/api/x')", True),
    ("scripts/release.js", "const fs = require('fs'); document.x", False),
    ("scripts/seed.ts", "fetch('/api/x')", False),
    ("src/js/x.js", "document.title = 'x'", False),
    ("src/public/app/services/server.js", "$.ajax({url: window.glob.baseApiUrl + url})", True),
    ("src/api/monitor/server.js", "import request from '@/utils/request'", True),
    ("server.js", "const express = require('express'); window.x", False),
    ("server.ts", "import { createServer } from 'node:http'", False)])
def test_page_scripts_under_a_scripts_folder(path, text, expected):
    assert inv.is_page_script(path, text) is expected


@pytest.mark.parametrize("path, expected", [
    ("server/views/partials/shortener.hbs", True), ("Views/Admin/Index.cshtml", True),
    ("server/templates/index.html", True), ("server/views/page.ejs", True),
    ("server/routes/links.js", False), ("server/views/helpers.js", False)])
def test_page_markup_by_its_extension(path, expected):
    assert inv.is_page_markup(path) is expected


@pytest.mark.parametrize("path, text, expected", [
    ("src/app/components/servers/add-server-dialog/add-server-dialog.component.ts",
     "import { Component } from '@angular/core';\n@Component({ selector: 'x' })\nexport class A {}",
     True),
    ("server/components/Panel.vue", None, True), ("src/servers/List.svelte", "", True),
    ("server/decorators.ts", "import { Component } from '@nestjs/common';\n@Component()\n", False),
    ("server/routes/links.js", "router.get('/x', h)", False)])
def test_ui_components(path, text, expected):
    assert inv.is_ui_component(path, text) is expected


def test_scripts_a_page_of_the_tree_loads():
    read = files({"ngax/index.html": '<script src="scripts/app.js"></script>\n'
                                     '<script type="text/javascript" '
                                     'src="./scripts/controllers/Home.js?v=2"></script>',
                  "index.html": "<script src='/tools/run.js'></script>"})
    assert inv.is_loaded_by_page("ngax/scripts/controllers/Home.js", read)
    assert inv.is_loaded_by_page("ngax/scripts/app.js", read)
    assert inv.is_loaded_by_page("tools/run.js", read)
    assert not inv.is_loaded_by_page("ngax/scripts/seed.js", read)
    assert not inv.is_loaded_by_page("scripts/app.js", read)
    assert not inv.is_loaded_by_page("ngax/scripts/controllers/Home.jsx", read)


def test_capabilities_whose_sites_are_all_backend():
    read = files({"src/actions.ts": "'use server';\nexport async function save() {}",
                  "src/trpc.ts": "export const r = createTRPCRouter({})",
                  "src/ui.tsx": "import { save } from './actions'",
                  "src/lib.ts": "import express from 'express'"})
    c = contract(
        capability("a", [request(sites=[site("src/ui.tsx", via=["src/actions.ts"])])]),
        capability("b", [request(sites=[site("src/pages/x.tsx", function="getServerSideProps"),
                                        site("src/trpc.ts")])]),
        capability("c", [request(sites=[site("src/ui.tsx"), site("scripts/x.ts")])]),
        capability("d", [request(sites=[site("src/lib.ts", function="Loader.loader")])]),
        capability("e", [request(sites=[])]),
        capability("f", [request(sites=[{**site("src/routes/+page.server.ts",
                                                 via=["src/lib/server/api.ts"]),
                                         "via": [ref("src/lib/server/api.ts", 36,
                                                     rule="sveltekit.event-type")]}])]))
    assert [v.capability for v in inv.backend_capabilities(c, read)] == ["a", "b", "d"]


def test_page_markup_and_scripts_a_page_loads_are_no_backend():
    read = files({"index.html": '<script src="scripts/controllers/Home.js"></script>',
                  "scripts/controllers/Home.js": "app.controller('Home', function ($scope) {})",
                  "scripts/seed.js": "fetch('/api/x')",
                  "src/servers/add.component.ts": "import { Component } from '@angular/core';"
                                                  "\n@Component({})\nexport class Add {}"})
    c = contract(
        capability("markup", [request(sites=[site("server/views/partials/shortener.hbs")])]),
        capability("loaded", [request(sites=[site("scripts/controllers/Home.js")])]),
        capability("seed", [request(sites=[site("scripts/seed.js")])]),
        capability("route", [request(sites=[site("server/routes/links.js")])]),
        capability("component", [request(sites=[site("src/servers/add.component.ts")])]))
    assert [v.capability for v in inv.backend_capabilities(c, read)] == ["seed", "route"]


# ----------------------------------------------------------------------------- 5. auth
def test_auth_claims_need_a_header_or_cookie_mechanism_in_their_evidence():
    read = files({"a.ts": "\n".join([
        "fetch(url, {",                                          # 1
        "  body: JSON.stringify({ token, email }),",             # 2
        "  headers: { 'Content-Type': 'application/json' },",    # 3
        "  headers: { Authorization: `Bearer ${t}` },",          # 4
        "  credentials: 'include',",                             # 5
        "  headers: { 'X-Api-Key': key },",                      # 6
        "  params: { apiKey },",                                 # 7
        "  headers: { 'PRIVATE-TOKEN': token },",                # 8
        "  headers.set('csrf-token', csrf)",                     # 9
        "  const headers = { \"X-Admin-Password\": password };",  # 10
        "  headers.append(Remote._SessionHeader, this._session_id);",  # 11
        "  headers.append(Remote._TypeHeader, this._content_type);",  # 12
        "  JwtModule.forRoot({",                                  # 13
    ])})
    c = contract(
        capability("body_token", auth="api-key", auth_evidence=[ref("a.ts", 2)]),
        capability("content_type", auth="bearer", auth_evidence=[ref("a.ts", 3)]),
        capability("authorization", auth="bearer", auth_evidence=[ref("a.ts", 4)]),
        capability("cookie", auth="cookie-session", evidence={"/auth": [ref("a.ts", 5)]}),
        capability("x_header", auth="api-key", auth_evidence=[ref("a.ts", 6)]),
        capability("query_key", auth="api-key", auth_evidence=[ref("a.ts", 7)]),
        capability("private_token", auth="api-key", auth_evidence=[ref("a.ts", 8)]),
        capability("csrf_header", auth="cookie-session", auth_evidence=[ref("a.ts", 9)]),
        capability("password_header", auth="api-key", auth_evidence=[ref("a.ts", 10)]),
        capability("session_constant", auth="api-key", auth_evidence=[ref("a.ts", 11)]),
        capability("type_constant", auth="api-key", auth_evidence=[ref("a.ts", 12)]),
        capability("jwt_module", auth="bearer", auth_evidence=[ref("a.ts", 13)]),
        capability("default_only", auth="bearer", auth_evidence=[ref(kind="default")]),
        capability("browser_session", auth="cookie-session", auth_evidence=[
            ref("a.ts", 2, rule="auth.same-origin-session", kind="inferred")]),
        capability("platform_session", auth="cookie-session", auth_evidence=[
            ref("a.ts", 1, rule="axios.platform-session")]),
        capability("login_form", auth="cookie-session", auth_evidence=[
            ref("a.ts", 2, rule="auth.login-form", kind="inferred")]),
        capability("none", auth="none"), capability("unknown", auth="unknown"))
    assert [v.capability for v in inv.auth_without_mechanism(c, read)] == [
        "body_token", "content_type", "query_key", "type_constant", "default_only"]


# ----------------------------------------------------------------------------- 2. pinned
def test_merged_sites_sending_another_literal_than_the_pinned_value():
    read = files({"a.ts": "\n".join([
        "api.list({ type: 'open' })",      # 1
        "api.list({ type: 'closed' })",    # 2
        "api.list({ type: 'open' })",      # 3
        "api.list({ 'limit': 20 })",       # 4
        "api.list({ limit: 20 })",         # 5
        "api.list({ limit: '20' })",       # 6
    ])})
    pinned = {"input": None, "target": "body:filter.type", "value": "open"}
    limit = {"input": None, "target": "query:limit", "value": 20}
    c = contract(
        capability("conflict", [request(bindings=[pinned], sites=[ref("a.ts", 1),
                                                                  ref("a.ts", 2)])]),
        capability("agree", [request(bindings=[pinned], sites=[ref("a.ts", 1), ref("a.ts", 3)]),
                             request(bindings=[limit], sites=[ref("a.ts", 4), ref("a.ts", 5),
                                                            ref("a.ts", 6)])]),
        capability("one_site", [request(bindings=[pinned], sites=[ref("a.ts", 2)])]))
    found = inv.conflicting_pinned_constants(c, read)
    assert [(v.capability, v.where, v.detail) for v in found] == [
        ("conflict", "/implementation/requests/0/bindings/0",
         'type pinned "open"; sites send "closed"')]


# ----------------------------------------------------------------------------- 6. side effects
def test_post_create_from_the_method_alone_must_be_reviewed():
    method = {"/sideEffect": [ref("a.ts", 1, rule="side-effect.method", kind="inferred")]}
    named = {"/sideEffect": [ref("a.ts", 1, rule="side-effect.rpc-action", kind="inferred")]}
    post = [request("/things", "POST")]
    c = contract(
        capability("create_thing", post, side_effect="create", evidence=method),
        capability("reviewed", post, side_effect="create", status="requires-review",
                   evidence=method),
        capability("no_item", post, side_effect="create", status="requires-review",
                   evidence=method),
        capability("by_name", post, side_effect="create", evidence=named),
        capability("put", [request("/things/{id}", "PUT")], side_effect="update",
                   evidence=method),
        capability("mutation", [request("/graphql", "POST", graphql={"operationType": "mutation"})],
                   side_effect="create", evidence=method),
        review=[{"severity": "medium", "capability": "reviewed", "message": "m", "evidence": []}])
    assert [v.capability for v in inv.method_fallback_side_effects(c)] == [
        "create_thing", "no_item"]


# ----------------------------------------------------------------------------- 7. lint
def test_lint_findings_are_the_audit_lints():
    c = contract(capability("call_api"))
    from code2skill.audit.lint import lint
    assert count(inv.lint_findings, c) == len(lint(c)) > 0


# ----------------------------------------------------------------------------- manifest, table
def test_the_manifest_lists_at_least_30_repositories_10_untouched_and_10_per_later_set():
    entries = corpus.load_manifest()
    assert len(entries) >= 50 and len({e.repo for e in entries}) == len(entries)
    assert sum(e.set == "untouched" for e in entries) >= 10
    assert sum(e.set == "untouched-2" for e in entries) == 10
    assert sum(e.set == "untouched-3" for e in entries) == 10
    assert sum(e.set == "untouched-4" for e in entries) == 9
    assert sum(e.set == "untouched-5" for e in entries) == 10
    assert sum(e.set == "untouched-6" for e in entries) == 6
    assert sum(e.set == "untouched-7" for e in entries) == 6
    assert sum(e.set == "untouched-8" for e in entries) == 6
    assert all(len(e.commit) == 40 and e.set in corpus.SETS for e in entries)


def test_select_by_name_and_set():
    entries = [corpus.Entry("a/x", "0" * 40, ".", "s", "tuning"),
               corpus.Entry("b/y", "0" * 40, ".", "s", "untouched"),
               corpus.Entry("c/z", "0" * 40, ".", "s", "untouched-2")]
    assert corpus.select(entries, ["x"], None) == entries[:1]
    assert corpus.select(entries, ["b+y", "a/x"], "untouched") == entries[1:2]
    assert corpus.select(entries, None, "untouched-2") == entries[2:]
    with pytest.raises(SystemExit):
        corpus.select(entries, ["w"], None)


def test_a_missing_checkout_is_a_row_with_a_note(tmp_path):
    row = corpus.run_entry(corpus.Entry("a/x", "0" * 40, ".", "s", "tuning"), tmp_path, 1.0,
                           None, None)
    assert row.note == "missing checkout a+x/." and row.capabilities is None
    assert corpus.cells(row)[1:4] == ["-", "-", "-"]


def test_each_set_is_printed_as_its_own_block(tmp_path, capsys):
    manifest = tmp_path / "corpus.toml"
    manifest.write_text("".join(
        f'[[repo]]\nrepo = "o/{which}"\ncommit = "{"0" * 40}"\nset = "{which}"\n'
        for which in ("untouched-2", "tuning")), encoding="utf-8")
    assert corpus.main(["--corpus-dir", str(tmp_path), "--manifest", str(manifest)]) == 0
    out = capsys.readouterr().out
    assert out.index("TUNING (1 repositories)") < out.index("UNTOUCHED-2 (1 repositories)")
    assert "\nUNTOUCHED (" not in out and out.count("**total**") == 2
