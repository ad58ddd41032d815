"""Rule ``service.env``: a base chosen between an environment value and a fixed literal keeps
the literal as an observed base URL (a deployment reference) and binds the variable; a rooted
path (``axios.create({baseURL: '/api'})`` a dev-only variable may override) is never dropped."""
from conftest import capability

SERVICE = """import axios from 'axios';
abstract class ApiClient {
  protected api = axios.create({ baseURL: '/api' });
  constructor() {
    if (typeof process !== 'undefined' && process?.env?.DEV_BACKEND_URL) {
      this.api.defaults.baseURL = process.env.DEV_BACKEND_URL;
    }
  }
}
export default class BookService extends ApiClient {
  list = async () => (await this.api.get('/books')).data;
  remove = async (id: string) => { await this.api.delete(`/books/${id}`); };
}
"""

FALLBACK = """const base = import.meta.env.VITE_SHELF_URL || '/shelf/v2/';
export const shelves = () => fetch(`${base}/shelves`);
export const plain = () => fetch('/health');
"""


def services(contract):
    return [(s["id"], s["baseUrlBinding"], s["evidence"][0]["rule"],
             [(u["url"], [(e["file"], e["line"]) for e in u["evidence"]])
              for u in s["observedBaseUrls"]])
            for s in contract["services"]]


def test_a_literal_base_a_dev_variable_may_override_is_an_observed_base_url(derive_files):
    contract = derive_files({"src/api.ts": SERVICE})
    assert services(contract) == [
        ("app", "APP_API_BASE_URL", "service.env",
         [("/api", [("src/api.ts", 3)])])]
    assert capability(contract, "GET", "/books")["implementation"]["requests"][0]["service"] \
        == "app"
    assert capability(contract, "DELETE", "/books/{id}")


def test_a_rooted_fallback_of_an_environment_base_is_kept(derive_files):
    contract = derive_files({"src/api.ts": FALLBACK})
    assert services(contract)[1] == (
        "shelf", "SHELF_API_BASE_URL", "service.env", [("/shelf/v2", [("src/api.ts", 1)])])
    assert capability(contract, "GET", "/shelves")
