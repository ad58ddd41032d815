"""One endpoint reached through two base forms is one Tool: a call on the page's origin (or a
page-relative base) joins the one named base of the app's own that has the same method and
path, with a review note (rule ``service.same-endpoint``); two named bases, and a third
party's service, are never merged. A URL spelled after the page's path with a ``/`` joined
(`` `${location.origin}${location.pathname}` `` + ``'/'`` + ``'backend'``) is under the page's
path, like the one without it (rule ``service.page-relative``)."""
from __future__ import annotations

from conftest import capability, endpoints

ENV = "export const environment = { hostServer: 'http://localhost:3000' };\n"
SERVICE = ("import axios from 'axios';\n"
           "import { environment } from './environment';\n"
           "const host = environment.hostServer + '/api/Challenges';\n"
           "export const find = () => axios.get(host + '/');\n")
HELPER = "export const solved = () => fetch('/api/Challenges/').then((r) => r.json());\n"


def sites(cap: dict) -> list[tuple[str, int]]:
    return [(s["file"], s["line"]) for s in cap["implementation"]["requests"][0]["callSites"]]


def test_a_same_origin_call_joins_the_named_base_with_a_note(derive_files):
    contract = derive_files({"src/environment.ts": ENV, "src/challenges.ts": SERVICE,
                             "src/helpers.ts": HELPER})
    [cap] = contract["capabilities"]
    assert cap["name"] == "list_challenges"
    assert cap["implementation"]["requests"][0]["service"] == "app"
    assert sites(cap) == [("src/challenges.ts", 4), ("src/helpers.ts", 1)]
    assert [s["id"] for s in contract["services"]] == ["app"]
    [note] = [r for r in contract["review"] if "service.same-endpoint" in r["message"]]
    assert note["severity"] == "low"
    assert note["capability"] == "list_challenges"
    assert note["message"] == (
        "GET /api/Challenges/ is also reached here through a path relative to the page's "
        "origin; it is taken as the same endpoint as the calls through the base "
        "http://localhost:3000 (one Tool, this call site kept): confirm both bases reach the "
        "same backend (rule service.same-endpoint)")
    assert (note["evidence"][0]["file"], note["evidence"][0]["line"]) == ("src/helpers.ts", 1)


def test_a_page_relative_call_joins_the_named_base_too(derive_files):
    helper = "export const s = () => fetch('api/Challenges/');\n"
    contract = derive_files({"src/environment.ts": ENV, "src/challenges.ts": SERVICE,
                             "src/helpers.ts": helper})
    [cap] = contract["capabilities"]
    assert sites(cap) == [("src/challenges.ts", 4), ("src/helpers.ts", 1)]
    assert [s["id"] for s in contract["services"]] == ["app"]


def test_two_named_bases_sharing_a_path_stay_apart(derive_files):
    contract = derive_files({"src/a.ts": (
        "import axios from 'axios';\n"
        "const billing = axios.create({ baseURL: import.meta.env.VITE_BILLING_URL });\n"
        "const users = axios.create({ baseURL: import.meta.env.VITE_USERS_URL });\n"
        "export const a = () => billing.get('/health-report');\n"
        "export const b = () => users.get('/health-report');\n"
        "export const c = () => fetch('/health-report');\n")})
    assert sorted(c["implementation"]["requests"][0]["service"]
                  for c in contract["capabilities"]) == ["app", "billing", "users"]


def test_a_third_party_service_is_never_the_target(derive_files):
    contract = derive_files({"src/a.ts": (
        "import axios from 'axios';\n"
        "const api = axios.create({ baseURL: '/api' });\n"
        "export const own = () => api.get('/things');\n"
        "export const gh = () => fetch('https://api.github.com/repos/x/releases');\n"
        "export const local = () => fetch('/repos/x/releases');\n")})
    assert sorted((c["implementation"]["requests"][0]["service"],
                   c["implementation"]["requests"][0]["pathTemplate"])
                  for c in contract["capabilities"]) == [
        ("app", "/api/things"), ("app", "/repos/x/releases"), ("github", "/repos/x/releases")]


def test_a_slash_joined_after_the_page_path_stays_under_it(derive_files):
    contract = derive_files({"src/backend.ts": (
        "import axios from 'axios';\n"
        "let baseURL = `${location.origin}${location.pathname}`;\n"
        "if (!baseURL.endsWith('/')) baseURL += '/';\n"
        "baseURL += 'backend';\n"
        "const http = axios.create({ baseURL });\n"
        "export const ping = () => http.get('/ping');\n"
        "export const conf = (key: string) => http.get(`/config/${key}`);\n")})
    assert endpoints(contract) == {("GET", "/backend/ping"), ("GET", "/backend/config/{key}")}
    assert [c["name"] for c in contract["capabilities"]] == ["get_backend_config",
                                                             "get_backend_ping"]
    [service] = contract["services"]
    assert service["id"] == "app_page_relative"
    assert capability(contract, "GET", "/backend/ping")["implementation"]["requests"][0][
        "service"] == "app_page_relative"


def test_the_target_is_the_one_strongest_other_form():
    from code2skill.normalize import ServiceRef
    from code2skill.passes.same_endpoint import target
    same = ServiceRef("same-origin", "", (), "service.same-origin")
    page = ServiceRef("page-relative", "", (), "service.page-relative")
    env = ServiceRef("env:A", "A", (), "service.env")
    other = ServiceRef("env:B", "B", (), "service.env")
    assert target(same, {"page-relative": page}) is page
    assert target(same, {"page-relative": page, "env:A": env}) is env
    assert target(page, {"same-origin": same}) is None
    assert target(same, {"env:A": env, "env:B": other}) is None
    assert target(env, {"same-origin": same}) is None
