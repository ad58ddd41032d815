"""Rule ``this.subclass-client-base``: an HTTP client an abstract base class creates from its
constructor parameter takes the base URLs its subclasses pass to ``super(…)``, so one base
reached through the subclasses is one service."""
from conftest import capability

API = """import axios, { AxiosInstance } from 'axios';
export const API_BASE_URL = process.env.VITE_API_BASE_URL || "";
export abstract class APIService {
  private axiosInstance: AxiosInstance;
  constructor(baseURL: string) {
    this.axiosInstance = axios.create({ baseURL, withCredentials: true });
  }
  get(url: string) { return this.axiosInstance.get(url); }
}
export class ThingService extends APIService {
  constructor(BASE_URL?: string) { super(BASE_URL || API_BASE_URL); }
  things() { return this.get('/api/things/'); }
}
export class UploadService extends APIService {
  constructor() { super(API_BASE_URL); }
  uploads() { return this.get('/api/uploads/'); }
}
export const thingService = new ThingService();
export async function meta(anchor: string) {
  return fetch(`${process.env.VITE_API_BASE_URL}/api/public/anchor/${anchor}/meta/`);
}
"""


def test_a_client_base_passed_by_subclasses_is_one_service(derive_files):
    contract = derive_files({"src/api.ts": API})
    assert [(s["id"], s["evidence"][0]["rule"], s["evidence"][0]["note"])
            for s in contract["services"]] == [("app", "service.env", "VITE_API_BASE_URL")]
    assert {(r["service"], r["pathTemplate"]) for c in contract["capabilities"]
            for r in c["implementation"]["requests"]} == {
        ("app", "/api/things/"), ("app", "/api/uploads/"),
        ("app", "/api/public/anchor/{anchor}/meta/")}
    assert capability(contract, "GET", "/api/things/")["auth"]["authentication"] \
        == "cookie-session"


def test_subclasses_passing_different_bases_claim_none(derive_files):
    contract = derive_files({"src/api.ts": API.replace(
        "export const thingService", "export class UploadService2 extends APIService {\n"
        "  constructor() { super('https://uploads.example'); }\n"
        "}\nexport const thingService")})
    assert sorted((s["id"], s["evidence"][0]["rule"]) for s in contract["services"]) == [
        ("app", "service.env"), ("app_2", "service.unresolved-base")]
