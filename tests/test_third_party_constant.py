"""Rule ``service.third-party-constant``: a constant absolute URL a request's own URL starts
with — a module constant's object member copied into a class field (``this.apiUrl =
`${GITHUB.API_BASE_URL}/repos/…```), a module constant — names a third party's service like a
literal origin does, while a constant given to a client as its ``baseURL`` stays the app's own
backend, and so does a constant whose paths start like the app's own (``${MIRROR}/items/…``
beside ``/items``)."""
from conftest import capability

SOURCE = (
    "import axios from 'axios';\n"
    "const API = 'https://api.myapp.example';\n"
    "const STATUS = 'https://status.example.org';\n"
    "const client = axios.create({ baseURL: API });\n"
    "export const GITHUB = { API_BASE_URL: 'https://api.github.com', OWNER: 'me' } as const;\n"
    "export class Gh {\n"
    "  private readonly apiUrl: string;\n"
    "  constructor() { this.apiUrl = `${GITHUB.API_BASE_URL}/repos/${GITHUB.OWNER}/app`; }\n"
    "  async latest() { const r = await fetch(`${this.apiUrl}/releases/latest`); return r.json(); }\n"
    "  async status() { const r = await fetch(`${STATUS}/api/v2/status.json`); return r.json(); }\n"
    "}\n"
    "export function items() { return client.get('/items'); }\n"
    "const MIRROR = 'https://mirror.myapp.example';\n"
    "export function item(id: string) { return fetch(`${MIRROR}/items/${id}`); }\n")


def test_a_constant_base_in_the_request_url_names_a_third_party(derive_files):
    contract = derive_files({"src/api.ts": SOURCE})
    got = {(method, path): (capability(contract, method, path)["status"],
                            capability(contract, method, path)["annotations"]["openWorldHint"],
                            capability(contract, method, path)["implementation"]["requests"][
                                0]["service"])
           for method, path in (("GET", "/repos/me/app/releases/latest"),
                                ("GET", "/api/v2/status.json"), ("GET", "/items"),
                                ("GET", "/items/{id}"))}
    assert got == {
        ("GET", "/repos/me/app/releases/latest"): ("requires-review", True, "github"),
        ("GET", "/api/v2/status.json"): ("requires-review", True, "status"),
        ("GET", "/items"): ("draft", False, "myapp"),
        ("GET", "/items/{id}"): ("draft", False, "mirror"),
    }
    services = {s["id"]: ([u["url"] for u in s["observedBaseUrls"]],
                          [(e["rule"], e["line"]) for e in s["evidence"]])
                for s in contract["services"]}
    assert services == {
        "github": (["https://api.github.com"], [("service.constant", 5),
                                                ("service.third-party-constant", 5)]),
        "status": (["https://status.example.org"], [("service.constant", 3),
                                                    ("service.third-party-constant", 3)]),
        "myapp": (["https://api.myapp.example"], [("service.constant", 2)]),
        "mirror": (["https://mirror.myapp.example"], [("service.constant", 13)]),
    }
    assert sorted(r["capability"] for r in contract["review"] if r["severity"] == "medium") \
        == ["get_repo_me_app_release_latest", "get_status"]


def test_constants_alone_claim_no_third_party(derive_files):
    source = SOURCE.split("export function items()")[0]
    contract = derive_files({"src/api.ts": source})
    assert {c["annotations"]["openWorldHint"] for c in contract["capabilities"]} == {False}
