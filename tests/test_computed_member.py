"""Computed member access: ``obj[key]`` and ``{[key]: value}`` object literals.

Rule: the member named by each value the key can take is read (an enum member, a constant);
a key the caller decides is picked once the caller is known (``ChoiceV``); a key whose value
is unknown gives an unknown value, so no endpoint is guessed from it. The real case is the
content-formatter table of swagger-typescript-api clients
(``this.contentFormatters[type || ContentType.Json](body)``).
"""
from __future__ import annotations

from conftest import capability, endpoints

KINDS = (
    "export enum Kind { Articles = 'articles', Tags = 'tags' }\n"
    "export const PATHS = { [Kind.Articles]: '/api/articles', [Kind.Tags]: '/api/tags' };\n"
)

GENERATED_CLIENT = """
enum ContentType { Json = "application/json", FormData = "multipart/form-data" }
export class HttpClient {
  private contentFormatters: Record<ContentType, (input: any) => any> = {
    [ContentType.Json]: (input: any) =>
      input !== null && typeof input === "object" ? JSON.stringify(input) : input,
    [ContentType.FormData]: (input: any) => input,
  };
  public request = async ({ body, path, type, ...params }: any) => {
    const payloadFormatter = this.contentFormatters[type || ContentType.Json];
    return fetch(`/api${path}`, {
      ...params,
      body: typeof body === "undefined" || body === null ? null : payloadFormatter(body),
    });
  };
}
export class Api extends HttpClient {
  articles = {
    createArticle: (data: { article: { title: string } }, params = {}) =>
      this.request({ path: `/articles`, method: "POST", body: data, ...params }),
  };
}
"""


def test_enum_keyed_object_literal_is_read_by_key(derive_files):
    contract = derive_files({
        "src/paths.ts": KINDS,
        "src/load.ts": "import { PATHS, Kind } from './paths';\n"
                       "export const tags = () => fetch(PATHS[Kind.Tags]);\n",
    })
    assert endpoints(contract) == {("GET", "/api/tags")}


def test_key_decided_by_the_caller_is_picked_at_each_call_site(derive_files):
    contract = derive_files({
        "src/paths.ts": KINDS,
        "src/load.ts": "import { PATHS, Kind } from './paths';\n"
                       "function load(kind: Kind) { return fetch(PATHS[kind]); }\n"
                       "export const articles = () => load(Kind.Articles);\n",
    })
    assert endpoints(contract) == {("GET", "/api/articles")}


def test_unknown_key_guesses_no_endpoint(derive_files):
    contract = derive_files({
        "src/paths.ts": KINDS,
        "src/load.ts": "import { PATHS } from './paths';\n"
                       "export const any = () => fetch(PATHS[localStorage.getItem('k')]);\n",
    })
    assert endpoints(contract) == set()
    assert [r["message"] for r in contract["review"]] == [
        "request URL has no fixed part to name an endpoint (unknown: computed-member)"]


def test_generated_client_body_goes_through_the_default_formatter(derive_files):
    contract = derive_files({
        "src/api.ts": GENERATED_CLIENT,
        "src/save.ts": "import { Api } from './api';\nconst api = new Api();\n"
                       "export const save = (title: string) =>\n"
                       "  api.articles.createArticle({ article: { title } });\n",
    })
    cap = capability(contract, "POST", "/api/articles")
    article = cap["inputSchema"]["properties"]["article"]
    assert article["properties"] == {
        "title": {"description": "Title of the article.", "type": "string"}}
    assert article["required"] == ["title"]
    assert not any("could not be determined" in r["message"] for r in contract["review"])


def test_formatter_chosen_by_an_unknown_type_keeps_the_body_unknown(derive_files):
    contract = derive_files({
        "src/api.ts": GENERATED_CLIENT,
        "src/save.ts": "import { Api } from './api';\nconst api = new Api();\n"
                       "export const save = (title: string, type: any) =>\n"
                       "  api.articles.createArticle({ article: { title } }, { type });\n",
    })
    cap = capability(contract, "POST", "/api/articles")
    assert "article" not in cap["inputSchema"]["properties"]
    assert any("body" in r["message"] for r in contract["review"])
