"""Rule service.runtime-base: a URL's leading value the deployment supplies at run time (the
page's DOM, a page global, a function returning one, beside build-time environment variables
and fixed fallbacks) is the service's base URL: never a path parameter, never a Tool input,
one service however many alternatives; its fixed fallbacks are observed base URLs."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.runtime_base import runtime_base
from code2skill.values import AltV, EnvV, HoleV, LibV, StrV, Text, UnknownV

FORMAT_PATH = """
export const formatApiPath = (path: string, base = basePath): string => joinPaths(base, path);

export const parseBasePath = (value = basePathMetaTagContent()): string => {
    if (import.meta.env.DEV && import.meta.env.BASE_URL !== '/') {
        return joinPaths(import.meta.env.BASE_URL);
    }
    return value === '::baseUriPath::' ? '' : joinPaths(value);
};

const joinPaths = (...paths: string[]): string => {
    return ['', ...paths].join('/').replace(/\\/+$/g, '').replace(/\\/+/g, '/');
};

const basePathMetaTagContent = (): string => {
    const el = document.querySelector<HTMLMetaElement>('meta[name="baseUriPath"]');
    return el?.content ?? '';
};

export const basePath = parseBasePath();
"""

GROUPS = """
import { formatApiPath } from '../utils/formatPath';
export const getGroup = async (groupId: string) => {
    const res = await fetch(formatApiPath(`api/admin/groups/${groupId}`));
    return res.json();
};
export const deleteGroup = (groupId: string) =>
    fetch(formatApiPath(`api/admin/groups/${groupId}`), { method: 'DELETE' });
"""


def service_of(contract: dict, cap: dict) -> dict:
    sid = cap["implementation"]["requests"][0]["service"]
    return next(s for s in contract["services"] if s["id"] == sid)


def observed_urls(service: dict) -> list[str]:
    return [o["url"] for o in service["observedBaseUrls"]]


def test_a_base_getter_reading_a_meta_tag_is_the_deployment_base(derive_files):
    """`formatApiPath(path)` joins `parseBasePath()` — the `<meta name="baseUriPath">` content,
    `import.meta.env.BASE_URL` in development, or '' — before the path: one service whose base
    the deployment supplies, the path `/api/admin/groups/{groupId}` alone, no `{value}`
    segment, no `value` input, one Tool per endpoint (not one per base alternative)."""
    contract = derive_files({
        "package.json": '{"name": "flags-ui"}',
        "src/utils/formatPath.ts": FORMAT_PATH,
        "src/hooks/groups.ts": GROUPS,
    })
    assert endpoints(contract) == {("GET", "/api/admin/groups/{groupId}"),
                                   ("DELETE", "/api/admin/groups/{groupId}")}
    assert len(contract["capabilities"]) == 2
    cap = capability(contract, "GET", "/api/admin/groups/{groupId}")
    assert bindings(cap) == {"path:groupId": "groupId"}
    assert list(cap["inputSchema"]["properties"]) == ["groupId"]
    [service] = contract["services"]
    assert service["id"] == "flags_ui"
    assert [e["rule"] for e in service["evidence"]] == ["service.runtime-base"]
    assert service["description"] == (
        "Backend whose base URL the deployment supplies at run time: Vite's base "
        "(import.meta.env.BASE_URL) or the page's DOM (document.querySelector().content) or the page's own origin "
        "when none is set; the observed URLs (the fallbacks in source) are deployment "
        "references only, the Host binds the real target.")
    assert observed_urls(service) == []
    assert ("medium", "base URL of service flags_ui is supplied by the deployment at run time "
            "(Vite's base (import.meta.env.BASE_URL); the page's DOM (document.querySelector().content); "
            "the page's own origin when none is set); confirm the backend it names") in [
        (r["severity"], r["message"]) for r in contract["review"]]


def test_an_unnamed_global_getter_after_a_slash_is_the_base(derive_files):
    """`/${getRoot()}/api/x` where `getRoot()` returns `window.__ROOT__ || ''`: the getter's
    value is the base whatever its name says; a `/${section}/…` parameter stays a path."""
    contract = derive_files({
        "package.json": '{"name": "shop"}',
        "src/root.js": "export function getRoot() { return window.__ROOT__ || ''; }\n",
        "src/api.js": "import { getRoot } from './root';\n"
                      "export const item = (id) => fetch(`/${getRoot()}/api/items/${id}`);\n"
                      "export const sec = (section) => fetch(`/${section}/list`);\n",
    })
    assert endpoints(contract) == {("GET", "/api/items/{id}"), ("GET", "/{section}/list")}
    item = capability(contract, "GET", "/api/items/{id}")
    assert bindings(item) == {"path:id": "id"}
    assert [e["rule"] for e in service_of(contract, item)["evidence"]] == \
        ["service.runtime-base"]


def test_runtime_client_bases_keep_their_fallbacks_as_observed_urls(derive_files):
    """axios `baseURL: window.API_URL || '/api'` (`??` alike): the page global is the base
    binding and the fallback an observed base URL; `process.env.X || 'http://…'` likewise."""
    contract = derive_files({
        "package.json": '{"name": "shop", "dependencies": {"axios": "1"}}',
        "src/api.js": (
            "import axios from 'axios';\n"
            "const a = axios.create({ baseURL: window.API_URL || '/api' });\n"
            "const b = axios.create({ baseURL: window.__CONFIG__.backend ?? "
            "'https://orders.example.com/v2' });\n"
            "const c = axios.create({ baseURL: process.env.VUE_APP_API || "
            "'http://localhost:8080/api' });\n"
            "export const items = () => a.get('/items');\n"
            "export const orders = () => b.get('/orders');\n"
            "export const users = () => c.get('/users');\n"),
    })
    assert endpoints(contract) == {("GET", "/items"), ("GET", "/orders"), ("GET", "/users")}
    items = service_of(contract, capability(contract, "GET", "/items"))
    assert (observed_urls(items), [e["rule"] for e in items["evidence"]]) == \
        (["/api"], ["service.runtime-base"])
    assert items["observedBaseUrls"][0]["evidence"][0]["line"] == 2
    orders = service_of(contract, capability(contract, "GET", "/orders"))
    assert observed_urls(orders) == ["https://orders.example.com/v2"]
    users = service_of(contract, capability(contract, "GET", "/users"))
    assert (observed_urls(users), [e["rule"] for e in users["evidence"]]) == \
        (["http://localhost:8080/api"], ["service.env"])


def test_a_dom_value_further_in_the_path_stays_an_input(derive_files):
    """A DOM read is a base only at the start of a URL: `'/api/users/' + input.value` is
    what the user typed there, a path input."""
    contract = derive_files({"src/api.js": (
        "export const get = () => fetch('/api/users/' + "
        "document.getElementById('uid').value);\n")})
    assert endpoints(contract) == {("GET", "/api/users/{value}")}


def test_runtime_base_reads_sources_and_fallbacks():
    """The value shapes: a DOM read or page global with '' / rooted / absolute fallbacks is a
    runtime base; an environment variable alone is rule service.env's; a base joined to more
    path, or an ordinary text fallback, is none."""
    dom = UnknownV("dom:document.querySelector().content")
    found = runtime_base(AltV((dom, StrV((Text(""),))), "or"))
    assert (found.sources, found.fallbacks, found.same_origin) == (
        ("the page's DOM (document.querySelector().content)",), (), True)
    found = runtime_base(AltV((LibV("global", ("API_URL",)), StrV((Text("/api/"),))), "or"))
    assert (found.sources, found.fallbacks) == (("the page global window.API_URL",),
                                                (("/api", None),))
    assert runtime_base(AltV((EnvV("X"), StrV((Text("/api"),))), "or")) is None
    assert runtime_base(LibV("global", ("location", "origin"))) is None
    assert runtime_base(StrV((HoleV("b", dom), Text("/users")))) is None
    assert runtime_base(AltV((dom, StrV((Text("users"),))), "or")) is None
    joined = StrV((Text("/"), HoleV(None, dom)))
    assert runtime_base(AltV((joined, StrV((Text(""),))))).sources == \
        ("the page's DOM (document.querySelector().content)",)


def test_a_name_without_a_declaration_is_no_runtime_source():
    """A name the resolver found no declaration of (`${address}/api/trpc` with `address` a
    local it could not follow) proves no page global: rule service.unresolved-base keeps it,
    not service.runtime-base."""
    assert runtime_base(UnknownV("unresolved:address")) is None
    assert runtime_base(AltV((UnknownV("unresolved:OSM.apiUrl"), StrV((Text(""),))))) is None


def test_a_guard_for_a_missing_base_element_is_no_fallback(derive_files):
    """``(document.querySelector('base') || {}).href``: the ``{}`` stands in for a missing
    element, its ``href`` is no base, so the URL's base is the ``<base>`` element's."""
    contract = derive_files({"src/app.js": (
        "const base = (document.querySelector('base') || {}).href;\n"
        "$('#a').click(function () { $.post(`${base}order`, {order: [1]}); });\n"
        "$('#b').click(function () { $.get(base + 'items/pintoggle/' + $(this).data('id')); });\n")})
    assert endpoints(contract) == {("POST", "/order"), ("GET", "/items/pintoggle/{id}")}
    services = {r["service"] for c in contract["capabilities"]
                for r in c["implementation"]["requests"]}
    assert len(services) == 1
    service = next(s for s in contract["services"] if s["id"] in services)
    assert service["baseUrlBinding"] and service["observedBaseUrls"] == []
