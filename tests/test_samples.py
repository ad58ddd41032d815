"""Golden tests over the sample apps in ``samples/`` (STYLE.md §7).

Two layers:

* the whole-pipeline golden ``samples/<app>/expected/canonical-contract.json``, compared byte
  for byte and rewritten only with ``pytest --update-goldens``;
* inline expectations in the sample sources: ``// @expect METHOD /path/{param}`` on the line
  directly above a call site that names an endpoint, ``// @expect-none`` above a trap that must
  not become a call site. An expectation the tool is known to get wrong carries
  ``(known issue KI-n)``, described in ``samples/<app>/expected/KNOWN-ISSUES.md``; such an
  expectation must still fail, so a fix shows up here and the marker gets removed.
"""
from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from code2skill.contract.models import contract_json_schema
from code2skill.emit import contract_json
from code2skill.extractors.template_scripts import SYNTAXES
from code2skill.pipeline import Settings, derive

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
APPS = sorted(p.name for p in SAMPLES.iterdir() if (p / "expected").is_dir())
GOLDEN = Path("expected") / "canonical-contract.json"
SOURCE_SUFFIXES = {".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".vue", ".svelte", ".astro",
                   ".html", ".htm", *SYNTAXES}
# (in a template, inside an HTML comment: `<!-- // @expect POST /x -->` above the element;
# in JSX, inside a comment expression: `{/* // @expect POST /x */}`)
EXPECT = re.compile(r"//\s*@expect\s+([A-Z]+)\s+(\S+?)(?:\s+\(known issue (KI-\d+)\))?"
                    r"(?:\s*-->|\s*\*/\})?\s*$")
EXPECT_NONE = re.compile(r"//\s*@expect-none\b")

# What each sample deliberately puts out of scope: {app: {skipped path: reason fragment}}.
SKIPPED = {
    "template-onclick-operations": {},
    "vue-handler-statements": {},
    "digit-joined-auth-routes": {},
    "client-object-prop": {},
    "page-global-prefix": {},
    "vue-define-api-factory": {},
    "request-definition-factory": {},
    "auth-wrapper-words": {},
    "autocomplete-source": {},
    "php-script-verbs": {},
    "angularjs-restangular-factory": {},
    "angularjs-template-elements": {},
    "page-attribute-base-path": {},
    "form-typed-credentials": {},
    "vue-model-credentials": {},
    "react-form-credentials": {},
    "consent-decisions": {},
    "vuex-stored-client": {},
    "query-object-senders": {},
    "deployment-base-sum": {},
    "class-state-segments": {},
    "spread-config-auth": {},
    "token-path-login": {},
    "rewritten-enum-values": {},
    "json-value-bodies": {},
    "conditional-wrapper-bodies": {},
    "step-answers": {},
    "disputed-effects": {},
    "vue-upload-component-actions": {},
    "nswag-processed-answers": {},
    "ngrx-effect-helpers": {},
    "ngx-uploader-events": {},
    "nswag-angular-client": {},
    "mode-segments": {},
    "act-as-headers": {},
    "page-query-inputs": {},
    "orphan-module-path-words": {},
    "root-with-server": {},
    "self-updating-field": {},
    "server-dispatch-table": {},
    "sveltekit-json-routes": {},
    "non-ascii-path-names": {},
    "sweetalert2-whole-answer": {},
    "removed-body-members": {},
    "extended-dto-classes": {},
    "held-token-header": {},
    "pasted-library-script": {"static/js/app.js": "minified or bundled (a line of 9,199"},
    "ambient-endpoint-prefix": {},
    "wrapper-passed-headers": {},
    "angular-immutable-headers": {},
    "interceptor-opt-out": {},
    "merged-call-sites": {},
    "nullish-defaults": {},
    "fetch-error-body": {},
    "named-confirmation-prompts": {},
    "quasar-dialog-confirmations": {},
    "confirm-component-props": {},
    "angular-popconfirm-outputs": {},
    "minified-page-scripts": {"public/bundle.html": "minified or bundled (a line of 9,976"},
    "template-data-urls": {},
    "template-placeholders": {},
    "embedded-placeholders": {},
    "lit-element-defaults": {},
    "member-logical-assignment": {},
    "destructured-defaults": {},
    "computed-data-keys": {},
    "jquery-page-forms": {},
    "confirmation-modals": {},
    "dialog-service-confirmations": {},
    "generated-openapi-functions": {},
    "class-component-state": {},
    "development-base": {},
    "ensured-api-prefix": {},
    "absent-member-fallback": {},
    "json-rpc-methods": {},
    "query-field-rpc": {},
    "sql-statement-bodies": {},
    "array-item-addresses": {},
    "config-lookup-base": {},
    "validated-wrapper-bodies": {},
    "local-headers-object": {},
    "replace-whole-list": {},
    "emptied-list-saves": {},
    "confirm-after-send": {},
    "child-confirm-events": {},
    "svelte-api-instances": {},
    "axios-unwrapped-answers": {},
    "axios-unsure-interceptors": {},
    "signed-in-sign-in-steps": {},
    "options-alias-writes": {},
    "svelte-typed-answers": {},
    "jquery-each-answers": {},
    "class-model-answers": {},
    "document-file-api": {},
    "rpc-verb-paths": {},
    "singleton-api-client": {},
    "single-script-console": {},
    "member-object-literal": {},
    "mithril-request": {},
    "unknown-origin-models": {},
    "method-override-guard": {},
    "envelope-failures": {},
    "axios-copied-defaults": {},
    "proxy-sign-in": {},
    "session-stored-values": {},
    "helper-headers": {},
    "rtk-typed-bodies": {},
    "rtk-query-typed-results": {},
    "nested-api-object": {},
    "global-api-object": {},
    "nuxt-repositories": {},
    "nuxt-label-types": {},
    "nuxt-auto-imports": {},
    "vite-auto-imports": {},
    "nuxt-defu-fetch": {},
    "closure-caller-bodies": {},
    "literal-url-props": {},
    "encoded-tag-client": {},
    "fluent-rest-client": {},
    "wretch-client": {},
    "default-query-helper": {},
    "literal-typed-inputs": {},
    "normalised-url-wrapper": {},
    "class-component-props": {},
    "token-opt-out": {},
    "upload-components": {},
    "upload-widgets": {},
    "jquery-token-pages": {},
    "options-object-wrapper": {},
    "svelte-form-props": {},
    "vue-mixin-helpers": {},
    "vue-data-urls": {},
    "angularjs-this-services": {},
    "angularjs-global-module": {},
    "deferred-answers": {},
    "generic-dto-answers": {},
    "disagreeing-answers": {},
    "compound-guards": {},
    "concatenated-build": {"public/js/app.js": "build output: it concatenates 3 source files"},
    "bookshelf-fetch": {"node_modules/": "node_modules", "src/api/books.test.ts": "test code"},
    "tasks-axios": {"cypress/e2e/board.cy.js": "test code"},
    "styles-gallery": {"src/ky/members.test.ts": "test code"},
    "uploads-chain": {"src/api/files.test.ts": "test code"},
    "asset-library": {},
    "ops-console": {"src/api/__tests__/orders.test.ts": "test code"},
    "signup-forms": {},
    "sign-in-ceremonies": {},
    "unused-modules": {},
    "next-sidebar-pages": {},
    "plumbing-scope": {"tests/smoke.ts": "test code"},
    "article-editor": {},
    "trpc-notes": {},
    "connect-query-base-path": {},
    "connect-query-wrapper": {},
    "connect-rpc": {},
    "config-object-clients": {},
    "positional-rpc-client": {},
    "line-comment-docs": {},
    "trpc-superjson": {},
    "trpc-hook-outputs": {},
    "zodios-client": {},
    "ts-rest-client": {},
    "hono-rpc": {},
    "hono-rpc-workspace": {},
    "live-events": {},
    "crud-layers": {},
    "uncalled-client-methods": {},
    "idle-store-actions": {},
    "request-objects": {},
    "form-objects": {},
    "own-url-class": {},
    "ember-admin": {},
    "ember-adapter-actions": {},
    "ember-adapter-built-urls": {},
    "request-builders": {},
    "segment-repositories": {},
    "generated-client": {},
    "small-clients": {},
    "browser-backend": {},
    "settings-hooks": {},
    "passed-requests": {},
    "rtk-inject": {},
    "swagger-ts-api": {},
    "rpc-actions": {},
    "codegen-hooks": {},
    "codegen-workspace-documents": {},
    "client-factory-base": {},
    "joined-urls": {},
    "client-configs": {},
    "angularjs-rest": {},
    "angularjs-dialogs": {},
    "angularjs-csrf-session": {},
    "restangular-docs": {},
    "pinia-stores": {},
    "page-address-base": {},
    "page-base-path": {},
    "page-folder-base": {},
    "url-builders": {},
    "query-encoding": {},
    "tagged-rest-urls": {},
    "server-switch": {},
    "thunk-bodies": {},
    "hey-api-sdk": {},
    "heyapi-options": {},
    "framework7-request": {},
    "doc-comments": {},
    "doc-scope": {},
    "typed-spread-bodies": {},
    "graphql-codegen-inputs": {},
    "system-actions": {},
    "router-console": {"src/assets/private/chartkit.js": "third-party library",
                       "src/assets/private/tooltip.js": "third-party library"},
    "jquery-pages": {},
    "jquery-table-plugin": {},
    "jquery-verb-methods": {},
    "jquery-load-fragments": {},
    "page-modal-confirmations": {},
    "php-modal-confirmations": {},
    "asset-config-urls": {},
    "page-data-bases": {},
    "jquery-ready-parameter": {},
    "jquery-answers": {},
    "datatables-ajax-options": {},
    "angular-uploads": {},
    "angular-ngrx-confirm": {},
    "angularjs-flagged-dialogs": {},
    "server-links": {},
    "angular-form-bodies": {"docs/": "generated documentation or report (compodoc output"},
    "urlsearchparams-wrapper": {},
    "base-forms": {},
    "relationship-actions": {},
    "ssr-branches": {},
    "namespace-wrappers": {},
    "vue-component-paths": {},
    "injected-clients": {"vendor/": "vendor folder"},
    "placeholder-fields": {},
    "wrapper-query-config": {},
    "fetch-wrapper-options": {},
    "guarded-query-copy": {},
    "configured-base-path": {},
    "value-setters": {},
    "platform-urls": {},
    "wordpress-admin-ajax": {},
    "provided-base-path": {},
    "file-uploads": {},
    "glued-actions": {},
    "chore-endpoints": {},
    "wrapper-header-auth": {},
    "csrf-headers-helper": {},
    "proxy-prefix-base": {},
    "route-parameters": {},
    "page-address-values": {},
    "named-laravel-routes": {},
    "laravel-route-files": {},
    "inertia-wrapper-links": {},
    "solid-task-lists": {},
    "sveltekit-event-fetch": {},
    "sveltekit-proxy-route": {},
    "sveltekit-server-wrapper": {},
    "sveltekit-kit-alias": {},
    "injected-fetch-client": {},
    "request-mappers": {},
    "swr-provider-keys": {},
    "query-default-fn": {},
    "widget-options": {},
    "method-alternatives": {},
    "conditional-query-concat": {},
    "alternative-bodies": {},
    "computed-method-save": {},
    "else-if-arms": {},
    "computed-method-cast": {},
    "page-file-handlers": {},
    "typed-client-bodies": {},
    "umd-prototype-client": {},
    "global-client-object": {},
    "optional-auth-helper": {},
    "nested-auth-guards": {},
    "given-credentials": {},
    "default-credentials": {},
    "global-credentials": {},
    "sdk-client-config": {},
    "static-methods": {},
    "form-data-union": {},
    "declared-arrays": {},
    "vue-instance-proxy": {},
    "csrf-passed-down": {},
    "passed-query-key": {},
    "job-commands": {},
    "fetched-urls": {},
    "credential-exchanges": {},
    "edit-forms": {},
    "backup-restore": {},
    "iife-namespace-url": {},
    "arguments-joined-url": {},
    "openapi-fetch-paths": {},
    "openapi-fetch-workspace-client": {},
    "openapi-react-query": {},
    "injected-fetch-service": {},
    "inline-page-scripts": {},
    "inline-handlers": {},
    "server-template-pages": {},
    "perl-template-pages": {"templates/cart.tpl": "server page template with inline scripts",
                            "templates/welcome.pug": "server page template with inline scripts"},
    "query-login-session": {},
    "third-party-login": {},
    "builtin-results": {},
    "configured-own-base": {},
    "sign-in-steps": {},
    "backbone-models": {},
    "success-toast-updates": {},
    "check-paths": {},
    "polled-action-reads": {},
    "positional-moves": {},
    "backbone-sync": {},
    "apollo-angular": {},
    "apollo-wrapped-hooks": {},
    "apollo-client-instance": {},
    "relay-operations": {},
    "solid-relay-server-fetch": {},
    "cache-buster-wrapper": {},
    "auth-client-sdk": {},
    "auth-client-proxy": {},
    "base-url-try-catch": {},
    "sdk-client-fetch": {},
    "optional-id-arms": {},
    "state-defaults": {},
    "handed-request-utils": {},
    "passed-arms": {},
    "method-switch-helpers": {},
    "callback-state": {},
    "caller-name-words": {},
    "contradicted-wrapper-words": {},
    "rpc-action-paths": {},
    "encoded-path-ids": {},
    "client-side-encryption": {},
    "paid-services": {},
    "verb-loop-clients": {},
    "reassigned-url-fields": {},
    "saga-requests": {},
    "svelte-markup-calls": {},
    "vue-template-calls": {},
    "vue-setup-refs": {},
    "segment-parameter-wrappers": {},
    "coded-inputs": {},
    "query-filters": {},
    "typed-query-spread": {},
    "ng-alain-base": {},
    "ng-guarded-base": {},
    "angular-normalised-interceptor": {},
    "template-branch-scripts": {},
    "header-inputs": {},
    "endpoint-object-client": {},
    "grpc-web-generated": {},
    "trpc-passed-mutations": {},
    "htmx-pages": {},
    "linked-conditions": {},
    "typed-global-openapi-client": {},
    "global-raw-helper-client": {},
    "post-only-client": {},
    "proxy-request-tool": {},
    "state-kept-responses": {},
    "fixed-input-values": {},
    "switched-api-root": {},
    "state-kept-whole-responses": {},
    "typed-json-helpers": {},
    "write-only-csrf-header": {},
    "typed-query-objects": {},
    "helper-built-answers": {},
}


def test_every_sample_is_covered():
    assert APPS == sorted(SKIPPED), "add the new sample's skipped files to SKIPPED"


@lru_cache(maxsize=None)
def derived(app: str) -> str:
    """The contract text of one sample (derived once per test session)."""
    return contract_json(derive(SAMPLES / app, Settings(jobs=1)).contract)


def requests_of(contract: dict) -> set[tuple[str, str, str]]:
    return {(c["name"], r["method"], r["pathTemplate"]) for c in contract["capabilities"]
            for r in c["implementation"]["requests"]}


def golden_report(app: str, expected: str, actual: str) -> str:
    """What differs between a golden and a fresh run: endpoints missing/extra, first lines."""
    lines = [f"{app}: the derived contract differs from {GOLDEN} "
             f"(after review: pytest tests/test_samples.py --update-goldens)"]
    try:
        want, got = requests_of(json.loads(expected)), requests_of(json.loads(actual))
    except ValueError as exc:
        lines.append(f"golden is not JSON: {exc}")
    else:
        for name, method, path in sorted(want - got):
            lines.append(f"  missing: {name}  {method} {path}")
        for name, method, path in sorted(got - want):
            lines.append(f"  extra:   {name}  {method} {path}")
    diff = list(difflib.unified_diff(expected.splitlines(), actual.splitlines(),
                                     "golden", "derived", n=2, lineterm=""))
    lines.extend(diff[:60])
    if len(diff) > 60:
        lines.append(f"  … {len(diff) - 60} more diff lines")
    return "\n".join(lines)


@pytest.mark.parametrize("app", APPS)
def test_golden(app, update_goldens):
    path = SAMPLES / app / GOLDEN
    actual = derived(app)
    if update_goldens:
        path.write_text(actual, encoding="utf-8")
        return
    assert path.is_file(), f"no golden for {app}: run pytest --update-goldens and review it"
    expected = path.read_text(encoding="utf-8")
    if expected != actual:
        pytest.fail(golden_report(app, expected, actual), pytrace=False)


# ---------------------------------------------------------------- inline expectations
@dataclass(frozen=True)
class Expectation:
    file: str          # relative to the sample root
    line: int          # 1-based line of the call site (the line below the comment)
    method: str | None  # None: @expect-none
    path: str | None
    known_issue: str | None = None

    def where(self) -> str:
        return f"{self.file}:{self.line}"


def in_scope_sources(app: str) -> list[Path]:
    root = SAMPLES / app
    skipped = [s["path"] for s in json.loads(derived(app))["source"]["skipped"]]
    files = []
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if path.suffix not in SOURCE_SUFFIXES or rel.startswith("expected/"):
            continue
        if any(rel == s or (s.endswith("/") and rel.startswith(s)) for s in skipped):
            continue
        files.append(path)
    return files


def expectations(app: str) -> list[Expectation]:
    root = SAMPLES / app
    found = []
    for path in in_scope_sources(app):
        rel = path.relative_to(root).as_posix()
        for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if match := EXPECT.search(text):
                found.append(Expectation(rel, number + 1, match[1], match[2], match[3]))
            elif EXPECT_NONE.search(text):
                found.append(Expectation(rel, number + 1, None, None))
            elif "@expect" in text:
                raise AssertionError(f"{rel}:{number}: malformed expectation: {text.strip()}")
    return found


def call_sites(contract: dict) -> dict[tuple[str, int], set[tuple[str, str]]]:
    """``{(file, line): {(METHOD, pathTemplate)}}`` over every call site and its ``via`` chain."""
    sites: dict[tuple[str, int], set[tuple[str, str]]] = {}
    for cap in contract["capabilities"]:
        for req in cap["implementation"]["requests"]:
            for site in req["callSites"]:
                for ref in [site, *site["via"]]:
                    if ref["file"] is not None and ref["line"] is not None:
                        sites.setdefault((ref["file"], ref["line"]), set()).add(
                            (req["method"], req["pathTemplate"]))
    return sites


@pytest.mark.parametrize("app", APPS)
def test_inline_expectations(app):
    contract = json.loads(derived(app))
    sites = call_sites(contract)
    found = expectations(app)
    assert any(e.method for e in found), f"{app} has no // @expect comments"
    wrong, fixed = [], []
    for e in found:
        at = sites.get((e.file, e.line), set())
        if e.method is None:
            if at:
                wrong.append(f"{e.where()}: @expect-none, but call site(s) {sorted(at)}")
            continue
        ok = (e.method, e.path) in at
        if e.known_issue:
            if ok:
                fixed.append(f"{e.where()}: {e.method} {e.path} now derived; remove "
                             f"'(known issue {e.known_issue})' and update KNOWN-ISSUES.md")
        elif not ok:
            wrong.append(f"{e.where()}: expected {e.method} {e.path}, "
                         f"call site(s) there: {sorted(at) or 'none'}")
    assert not wrong and not fixed, "\n".join(wrong + fixed)


@pytest.mark.parametrize("app", APPS)
def test_known_issues_are_documented(app):
    markers = {e.known_issue for e in expectations(app) if e.known_issue}
    notes = SAMPLES / app / "expected" / "KNOWN-ISSUES.md"
    text = notes.read_text(encoding="utf-8") if notes.is_file() else ""
    missing = sorted(m for m in markers if f"## {m}" not in text)
    assert not missing, f"{notes}: no section for {missing}"


# ---------------------------------------------------------------- determinism and schema
@pytest.mark.parametrize("app", APPS)
def test_deterministic_and_valid(app):
    first = contract_json(derive(SAMPLES / app, Settings(jobs=1)).contract)
    second = contract_json(derive(SAMPLES / app, Settings(jobs=1)).contract)
    assert first == second, f"{app}: two runs gave different bytes"
    validator = Draft202012Validator(contract_json_schema())
    errors = sorted(validator.iter_errors(json.loads(first)), key=lambda e: list(e.path))
    assert not errors, "\n".join(
        f"/{'/'.join(map(str, e.path))}: {e.message}" for e in errors[:20])


# ---------------------------------------------------------------- scope
@pytest.mark.parametrize("app", APPS)
def test_out_of_scope_files_are_listed(app):
    skipped = {s["path"]: s["reason"] for s in json.loads(derived(app))["source"]["skipped"]}
    for path, reason in SKIPPED[app].items():
        assert path in skipped, f"{app}: {path} not in source.skipped {sorted(skipped)}"
        assert reason in skipped[path], f"{app}: {path} skipped for {skipped[path]!r}"
        assert not [e for e in evidence_items(json.loads(derived(app))) if e["file"] == path
                    and e["rule"] != "coverage.skipped-requests"], \
            f"{app}: evidence points into {path}"   # (but the item naming what it may hide)


# ---------------------------------------------------------------- evidence is located
def evidence_items(node):
    """Every evidence reference in a contract tree (dicts with ``kind`` and ``rule``)."""
    if isinstance(node, dict):
        if "kind" in node and "rule" in node:
            yield node
        for value in node.values():
            yield from evidence_items(value)
    elif isinstance(node, list):
        for value in node:
            yield from evidence_items(value)


@pytest.mark.parametrize("app", APPS)
def test_observed_and_inferred_evidence_has_a_location(app):
    contract = json.loads(derived(app))
    unlocated = sorted({e["rule"] for e in evidence_items(contract)
                        if e["kind"] in ("observed", "inferred") and e["file"] is None})
    assert unlocated == [], f"{app}: evidence without a file under rules {unlocated}"
    for item in evidence_items(contract):
        if item["file"] is not None:
            assert (SAMPLES / app / item["file"]).is_file(), item
            assert item["line"] >= 1 and item["column"] >= 1, item
