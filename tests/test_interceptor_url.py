"""Rule ``axios.interceptor-url``: a request interceptor that rewrites ``config.url`` from
itself rewrites the URL of every call through its client."""
from __future__ import annotations

from conftest import capability, endpoints

API = """import axios from "axios"
import { createRouter } from "vue-router"
const router = createRouter({ routes: [] })
const api = axios.create({ baseURL: "/api/v1" })
api.interceptors.request.use((config) => {
  if (!config.url.includes("organization")) {
    config.url = `${router.currentRoute.value.params.organization}${config.url}`
  }
  return config
})
export const cases = () => api.get("/cases")
export const oneCase = (id) => api.get(`/cases/${id}`)
export const orgs = () => api.get("/organization")
"""

NESTED = API.replace("""    config.url = `${router.currentRoute.value.params.organization}${config.url}`""",
                     """    const org = router.currentRoute.value.params.organization
    if (org) { config.url = `${org}${config.url}` }""")


def test_an_interceptor_prefix_decided_by_the_url_applies_to_the_calls_it_passes(derive_files):
    contract = derive_files({"src/api.js": API})
    assert endpoints(contract) == {("GET", "/api/v1/{organization}/cases"),
                                   ("GET", "/api/v1/{organization}/cases/{id}"),
                                   ("GET", "/api/v1/organization")}
    cap = capability(contract, "GET", "/api/v1/{organization}/cases")
    assert cap["status"] == "draft"
    assert [b["target"] for b in cap["implementation"]["requests"][0]["bindings"]] == [
        "path:organization"]


def test_an_undecided_guard_applies_the_rewrite_under_review(derive_files):
    contract = derive_files({"src/api.js": NESTED})
    assert endpoints(contract) == {("GET", "/api/v1/{org}/cases"),
                                   ("GET", "/api/v1/{org}/cases/{id}"),
                                   ("GET", "/api/v1/{org}/organization")}
    cap = capability(contract, "GET", "/api/v1/{org}/organization")
    assert cap["status"] == "requires-review"
    [note] = [r for r in contract["review"] if r["capability"] == cap["name"]
              and "interceptor" in r["message"]]
    assert note["message"] == ("a request interceptor rewrites this URL only under a "
                               "condition code2skill does not decide; confirm the endpoint")
    assert (note["evidence"][0]["file"], note["evidence"][0]["line"]) == ("src/api.js", 8)
