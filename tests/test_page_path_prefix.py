"""The page's own path cut before a segment (the folder a reverse proxy serves the app under)
is the deployment's base path on the page's origin, in an if/return or a ternary, with or
without a value the app keeps in its place (rule ``service.page-path-prefix``)."""
from __future__ import annotations

from conftest import capability, endpoints

WRAPPER = (
    "export async function getJson(path) {\n"
    "  const response = await fetch(`${prefix()}${path}`);\n"
    "  return response.json();\n"
    "}\n"
    "export function listBirds() { return getJson('/api/birds'); }\n"
    "export function getBird(id) { return getJson(`/api/birds/${id}`); }\n")

IF_RETURN = (
    "function prefix() {\n"
    "  const segments = window.location.pathname.split('/').filter(Boolean);\n"
    "  const at = segments.indexOf('ui');\n"
    "  if (at <= 0) return '';\n"
    "  return '/' + segments.slice(0, at).join('/');\n"
    "}\n")

TERNARY = (
    "function prefix() {\n"
    "  const segments = window.location.pathname.split('/').filter(Boolean);\n"
    "  const at = segments.indexOf('ui');\n"
    "  return at <= 0 ? '' : '/' + segments.slice(0, at).join('/');\n"
    "}\n")

STORED = (
    "let cached = null;\n"
    "export function setPrefix(base) { cached = base; }\n"
    "function prefix() {\n"
    "  if (cached !== null) return cached;\n"
    "  const segments = location.pathname.split('/').filter(Boolean);\n"
    "  const at = segments.indexOf('ui');\n"
    "  if (at <= 0) return '';\n"
    "  return '/' + segments.slice(0, at).join('/');\n"
    "}\n")


def prefix_rules(contract):
    """The rule and line of each service's evidence."""
    return [[(e["rule"], e["line"]) for e in s["evidence"]] for s in contract["services"]]


def test_an_if_return_prefix_is_the_page_base_path(derive_files):
    contract = derive_files({"src/main.js": IF_RETURN + WRAPPER})
    assert endpoints(contract) == {("GET", "/api/birds"), ("GET", "/api/birds/{id}")}
    assert prefix_rules(contract) == [[("service.same-origin", None),
                                       ("service.page-path-prefix", 5)]]
    assert sorted(capability(contract, "GET", "/api/birds/{id}")["inputSchema"][
        "properties"]) == ["id"]
    assert not [r for r in contract["review"] if r["severity"] == "medium"]


def test_a_ternary_prefix_is_one_endpoint_on_the_page_base_path(derive_files):
    contract = derive_files({"src/main.js": TERNARY + WRAPPER})
    assert endpoints(contract) == {("GET", "/api/birds"), ("GET", "/api/birds/{id}")}
    assert prefix_rules(contract) == [[("service.same-origin", None),
                                       ("service.page-path-prefix", 4)]]
    assert not [r for r in contract["review"] if r["severity"] == "medium"]


def test_a_stored_value_in_the_prefix_place_is_the_same_base(derive_files):
    contract = derive_files({"src/main.js": STORED + WRAPPER})
    assert endpoints(contract) == {("GET", "/api/birds"), ("GET", "/api/birds/{id}")}
    [service] = contract["services"]
    assert [e["note"] for e in service["evidence"]
            if e["rule"] == "service.page-path-prefix"] == [
        "a value the app sets for it at run time, base",
        "the page's own path up to a segment the app names (location.pathname cut)"]
    assert not [r for r in contract["review"] if r["severity"] == "medium"]


def test_a_cut_of_the_path_string_is_a_prefix_and_its_last_segment_is_not(derive_files):
    contract = derive_files({"src/main.js": (
        "function legacy() {\n"
        "  const path = location.pathname;\n"
        "  const at = path.indexOf('/app/');\n"
        "  return at > 0 ? path.substring(0, at) : '';\n"
        "}\n"
        "export function remove(id) {\n"
        "  return fetch(legacy() + '/api/birds/' + id, {method: 'DELETE'});\n"
        "}\n"
        "export function notes() {\n"
        "  return fetch('/api/notes/' + window.location.pathname.split('/').pop());\n"
        "}\n")})
    assert ("DELETE", "/api/birds/{id}") in endpoints(contract)
    remove = capability(contract, "DELETE", "/api/birds/{id}")
    [request] = remove["implementation"]["requests"]
    by_id = {s["id"]: s for s in contract["services"]}
    assert "service.page-path-prefix" in {e["rule"] for e in by_id[request["service"]][
        "evidence"]}
    assert not any(path.startswith("/{") for _, path in endpoints(contract))


SETTINGS = (
    "let reported = null;\n"
    "export function setReported(base) { reported = base; }\n"
    "function prefix() {\n"
    "  if (reported !== null) return reported;\n"
    "  const segments = location.pathname.split('/').filter(Boolean);\n"
    "  const at = segments.indexOf('ui');\n"
    "  return at <= 0 ? '' : '/' + segments.slice(0, at).join('/');\n"
    "}\n"
    "export function buildUrl(path) {\n"
    "  const base = prefix();\n"
    "  return base + path;\n"
    "}\n"
    "export function uiRoot() {\n"
    "  const p = prefix();\n"
    "  return `${p}/ui/`;\n"
    "}\n"
    "export async function loadSettings() {\n"
    "  const response = await fetch(buildUrl('/api/settings'));\n"
    "  const settings = await response.json();\n"
    "  setReported(settings.basePath ?? '');\n"
    "  return settings;\n"
    "}\n"
    "export function listBirds() { return fetch(buildUrl('/api/birds')); }\n")


def test_a_base_stored_from_the_settings_response_is_the_same_base(derive_files):
    contract = derive_files({"src/main.js": SETTINGS})
    assert endpoints(contract) == {("GET", "/api/settings"), ("GET", "/api/birds")}
    [service] = contract["services"]
    assert [(e["note"], e["line"]) for e in service["evidence"]
            if e["rule"] == "service.page-path-prefix"] == [
        ("a value the app sets for it at run time, the response field basePath", 11),
        ("the page's own path up to a segment the app names (location.pathname cut)", 7)]
    assert not [r for r in contract["review"] if r["severity"] == "medium"]


def test_the_base_is_the_same_whichever_read_comes_first(derive_files):
    """The page's root read first (``uiRoot()`` in a file before the helper's callers) works
    the base out through the settings request made on it: that nested read is cut, never the
    helper's own value for its other callers."""
    contract = derive_files({
        "src/a_account.js": (
            "import { uiRoot } from './main';\n"
            "export function signOut() {\n"
            "  return fetch(uiRoot() + 'logout', {method: 'POST'});\n"
            "}\n"),
        "src/main.js": SETTINGS})
    assert endpoints(contract) == {("GET", "/api/settings"), ("GET", "/api/birds"),
                                   ("POST", "/ui/logout")}
    assert len(contract["services"]) == 1
    assert "service.unresolved-base" not in {
        e["rule"] for s in contract["services"] for e in s["evidence"]}


FOLDER_BASE = (
    "export const base = (function() {\n"
    "  let p = location.pathname\n"
    "  if (p && p[p.length - 1] !== '/') {\n"
    "    let l = location.pathname.split('/')\n"
    "    l = l.slice(0, l.length - 1)\n"
    "    p = '/' + l.join('/') + '/'\n"
    "  }\n"
    "  return location.protocol + '//' + location.host + p + 'api/'\n"
    "})()\n"
    "export function listBirds() { return fetch(base + 'birds'); }\n")

ORIGIN_SLASH_CUT = (
    "const folder = '/' + location.pathname.split('/').filter(s => s).slice(0, -1).join('/')\n"
    "export function listBirds() { return fetch(location.origin + folder + '/api/birds'); }\n")


def test_the_page_path_or_its_folder_after_the_origin_is_page_relative(derive_files):
    contract = derive_files({"src/main.js": FOLDER_BASE})
    assert endpoints(contract) == {("GET", "/api/birds")}
    assert prefix_rules(contract) == [[("service.page-relative", 8)]]


def test_the_origin_then_a_slash_and_a_cut_path_is_the_page_base_path(derive_files):
    contract = derive_files({"src/main.js": ORIGIN_SLASH_CUT})
    assert endpoints(contract) == {("GET", "/api/birds")}
    assert prefix_rules(contract) == [[("service.same-origin", None),
                                       ("service.page-path-prefix", 1)]]
