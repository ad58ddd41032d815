"""ts-api-toolkit's ``apiService`` (``extractors/ts_api_toolkit.py``) and ambient global types.

Each test is a tiny client; the assertions are exact endpoints, inputs, bindings and auth.
"""
from __future__ import annotations

from conftest import capability, endpoints

INDEX = ("import { apiService } from 'ts-api-toolkit';\n"
         "apiService.changeBaseUrl('https://api.example.com/api');\n"
         "apiService.changeAuthSchema('Token');\n"
         "export { apiService };\n")

ARTICLES = (
    "import { apiService } from './index';\n"
    "export const list = (page: number) =>\n"
    "  apiService.get('articles', { limit: 10, offset: page });\n"
    "export const one = (slug: string) => apiService.query(`articles/${slug}`);\n"
    "export const create = (article: ArticleCore) => apiService.post('articles', { article });\n"
    "export const remove = (slug: string) => apiService.delete(`articles/${slug}`);\n")

GLOBAL_TYPES = "interface ArticleCore { title: string; body?: string }\n"


def bindings(cap: dict) -> dict:
    return {b["target"]: b["input"] if b.get("input") is not None else b.get("value")
            for b in cap["implementation"]["requests"][0]["bindings"]}


def test_methods_resources_and_base_url(derive_files):
    contract = derive_files({"src/index.ts": INDEX, "src/articles.ts": ARTICLES,
                             "src/types.d.ts": GLOBAL_TYPES})
    assert endpoints(contract) == {("GET", "/articles"), ("GET", "/articles/{slug}"),
                                   ("POST", "/articles"), ("DELETE", "/articles/{slug}")}
    assert [s["observedBaseUrls"][0]["url"] for s in contract["services"]] == [
        "https://api.example.com/api"]


def test_params_are_the_query_and_data_the_json_body(derive_files):
    contract = derive_files({"src/index.ts": INDEX, "src/articles.ts": ARTICLES,
                             "src/types.d.ts": GLOBAL_TYPES})
    listing = capability(contract, "GET", "/articles")
    assert bindings(listing) == {"query:limit": 10, "query:offset": "offset"}
    create = capability(contract, "POST", "/articles")
    assert create["implementation"]["requests"][0]["bodyEncoding"] == "json"
    article = create["inputSchema"]["properties"]["article"]
    assert set(article["properties"]) == {"title", "body"}   # ambient type of types.d.ts
    assert article["required"] == ["title"]


def test_every_request_carries_the_stored_token(derive_files):
    contract = derive_files({"src/index.ts": INDEX, "src/articles.ts": ARTICLES})
    for cap in contract["capabilities"]:
        assert cap["auth"]["authentication"] == "bearer"
        assert [e["rule"] for e in cap["auth"]["evidence"]] == ["ts-api-toolkit.stored-token"]


def test_default_base_without_change_base_url(derive_files):
    contract = derive_files({
        "src/a.ts": "import { apiService } from 'ts-api-toolkit';\n"
                    "export const tags = () => apiService.get('tags');\n"})
    assert endpoints(contract) == {("GET", "/api/v1/tags")}


def test_other_members_of_the_library_are_not_requests(derive_files):
    contract = derive_files({
        "src/a.ts": "import { apiService, authStorageService } from 'ts-api-toolkit';\n"
                    "export const save = (t: string) => authStorageService.saveToken(t);\n"
                    "export const schema = () => apiService.changeAuthSchema('Token');\n"})
    assert endpoints(contract) == set()


def test_a_module_type_is_not_global(derive_files):
    contract = derive_files({
        "src/index.ts": INDEX, "src/articles.ts": ARTICLES,
        "src/types.ts": "export " + GLOBAL_TYPES})     # a module: needs an import to be seen
    article = capability(contract, "POST", "/articles")["inputSchema"]["properties"]["article"]
    assert "properties" not in article
