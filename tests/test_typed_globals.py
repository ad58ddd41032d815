"""Rule ``client.typed-global`` (:mod:`code2skill.typed_globals`): a global the program proves
no instance for is what the program's ``interface Window`` declarations type it with, and a
class field initialised from such a global is what the field's annotation declares; the
calls on it cite the declaration. Disagreeing declarations, types naming nothing the program
shows and globals the program does publish are left to the other rules."""
from __future__ import annotations

from conftest import endpoints, sample_files

SAMPLE = "typed-global-openapi-client"
GENERATED = sample_files(SAMPLE, "package.json", "gen/js/widgets-openapi/package.json",
                         "gen/js/widgets-openapi/src/index.ts",
                         "gen/js/widgets-openapi/src/runtime.ts",
                         "gen/js/widgets-openapi/src/apis/index.ts",
                         "gen/js/widgets-openapi/src/apis/DefaultApi.ts",
                         "gen/js/widgets-openapi/src/models/index.ts",
                         "gen/js/widgets-openapi/src/models/Widget.ts")

CLIENT = """\
export class Api {
  get(url) { return this.request('GET', url); }
  remove(url) { return this.request('DELETE', url); }
  request(method, url) { return fetch('/api' + url, {method}); }
}
"""

WINDOW = """\
import {Api} from './api';
declare global { interface Window { api: Api; } }
"""

PAGE = """\
export function load(id: number) { return window.api.get(`/items/${id}`); }
export function drop(id: number) { return api.remove(`/items/${id}`); }
"""


def typed_evidence(contract: dict) -> dict[tuple[str, str], list[tuple[str, int]]]:
    """``{(method, path): [(file, line) of each client.typed-global hop]}``."""
    return {(r["method"], r["pathTemplate"]): [(v["file"], v["line"]) for s in r["callSites"]
                                               for v in s.get("via") or []
                                               if v["rule"] == "client.typed-global"]
            for c in contract["capabilities"] for r in c["implementation"]["requests"]}


def test_a_global_typed_by_a_window_declaration_is_an_instance_of_that_class(derive_files):
    contract = derive_files({"src/api.ts": CLIENT, "src/types.d.ts": WINDOW,
                             "src/page.ts": PAGE})
    assert typed_evidence(contract) == {("GET", "/api/items/{id}"): [("src/types.d.ts", 2)],
                                        ("DELETE", "/api/items/{id}"): [("src/types.d.ts", 2)]}


def test_declarations_that_disagree_prove_nothing(derive_files):
    other = CLIENT.replace("class Api", "class OtherApi").replace("'/api'", "'/other'")
    contract = derive_files({
        "src/api.ts": CLIENT, "src/other.ts": other, "src/types.d.ts": WINDOW,
        "src/more.d.ts": "import {OtherApi} from './other';\n"
                         "declare global { interface Window { api: OtherApi; } }\n",
        "src/page.ts": PAGE})
    assert endpoints(contract) == set()


def test_a_type_naming_nothing_the_program_shows_is_no_value(derive_files):
    contract = derive_files({
        "src/api.ts": CLIENT, "src/page.ts": PAGE,
        "src/types.d.ts": "import {Api} from './missing-client';\n"
                          "declare global { interface Window { api: Api; } }\n"})
    assert endpoints(contract) == set()


def test_a_global_the_program_publishes_keeps_its_own_instance(derive_files):
    mock = CLIENT.replace("class Api", "class MockApi").replace("'/api'", "'/mock'")
    contract = derive_files({
        "src/api.ts": CLIENT, "src/mock.ts": mock, "src/types.d.ts": WINDOW,
        "src/main.ts": "import {MockApi} from './mock';\nwindow.api = new MockApi();\n",
        "src/page.ts": PAGE})
    assert endpoints(contract) == {("GET", "/mock/items/{id}"), ("DELETE", "/mock/items/{id}")}
    assert typed_evidence(contract) == {("GET", "/mock/items/{id}"): [],
                                        ("DELETE", "/mock/items/{id}"): []}


def test_a_field_initialised_from_an_untyped_global_is_its_declared_interface(derive_files):
    """No ``Window`` declaration: the field's own annotation (the generated interface, which
    one generated class implements) says what the global holds."""
    page = ("import {DefaultApiInterface} from 'widgets-openapi';\n"
            "export class Page {\n"
            "  private client: DefaultApiInterface = (window as any).widgets;\n"
            "  plain = (window as any).widgets;\n"
            "  load() { return this.client.listWidgets(); }\n"
            "  drop(widgetId: number) { return this.plain.deleteWidget({widgetId}); }\n"
            "}\n")
    contract = derive_files({**GENERATED, "client-src/page.ts": page})
    assert typed_evidence(contract) == {("GET", "/api/v1/widgets"): [("client-src/page.ts", 3)]}


def test_the_sample_reaches_each_generated_operation_through_its_typed_global(derive_files):
    files = sample_files(SAMPLE, "client-src/js-src/types.d.ts",
                         "client-src/js-src/openapi-client.js", "templates/page.html",
                         "client-src/elements/widgets-admin-page.ts",
                         "client-src/elements/widget-delete-button.ts",
                         "client-src/elements/widgets-report-page.ts")
    contract = derive_files({**GENERATED, **files})
    assert typed_evidence(contract) == {
        ("GET", "/api/v1/widgets"): [("client-src/elements/widgets-admin-page.ts", 8)],
        ("PUT", "/api/v1/widgets/{widgetId}/owners/{userId}"): [
            ("client-src/elements/widgets-admin-page.ts", 8)],
        ("DELETE", "/api/v1/widgets/{widgetId}"): [("client-src/js-src/types.d.ts", 5)],
        ("GET", "/api/v1/widgets/stale"): [("client-src/elements/widgets-report-page.ts", 11)]}


def test_calls_on_a_global_of_an_unfollowed_imported_type_are_one_review_item(derive_files):
    page = ("export function load(id: number) { return window.api.getItem(id); }\n"
            "export function star(id: number) { return window.api.star(id); }\n"
            "export function scroll() { return window.scrollToTop(); }\n")
    contract = derive_files({
        "src/page.ts": page,
        "src/types.d.ts": "import {Api} from './missing-client';\n"
                          "declare global { interface Window { api: Api;"
                          " scrollToTop: () => void; } }\n"})
    found = [(r["severity"], r["evidence"][0]["rule"], r["evidence"][0]["file"],
              r["evidence"][0]["line"], r["message"]) for r in contract["review"]
             if r["evidence"] and r["evidence"][0]["rule"] == "review.unfollowed-typed-global"]
    assert found == [(
        "medium", "review.unfollowed-typed-global", "src/page.ts", 1,
        "call of window.api.getItem and 1 other call of its methods: the global api is typed "
        "Api by the Window declaration at src/types.d.ts:2, imported from './missing-client', "
        "which code2skill cannot follow to a class of the analysed code, and the program makes "
        "no instance of it that code2skill reads: these calls are not followed, so the "
        "requests they make, and what they send, are not proven from them")]


def test_a_followed_or_published_global_has_no_such_item(derive_files):
    contract = derive_files({"src/api.ts": CLIENT, "src/types.d.ts": WINDOW,
                             "src/page.ts": PAGE})
    assert not [r for r in contract["review"]
                if r["evidence"] and r["evidence"][0]["rule"] == "review.unfollowed-typed-global"]


RECIPES = sample_files("generated-client", "package.json", "src/generated/index.ts",
                       "src/generated/runtime.ts", "src/generated/apis/index.ts",
                       "src/generated/apis/RecipesApi.ts", "src/generated/models/index.ts",
                       "src/generated/models/Recipe.ts")


def auth_notes(contract: dict) -> list[str]:
    return sorted(r["message"].split(" only when ")[1].split(":")[0] for r in contract["review"]
                  if "the generated client sends" in r["message"])


def test_a_typed_generated_client_never_made_shows_no_configuration(derive_files):
    """The declared type says which class, not how the page made it: the generated
    operation's credential header is not claimed, and not said to be missing either."""
    typed = derive_files({**RECIPES, "src/app/page.ts": (
        "import {RecipesApi} from '../generated';\n"
        "declare global { interface Window { recipes: RecipesApi; } }\n"
        "export const list = () => window.recipes.apiRecipeList({});\n")})
    assert endpoints(typed) == {("GET", "/api/recipe/")}
    assert auth_notes(typed) == ["its Configuration sets apiKey or accessToken, and the "
                                 "Configuration of this API instance is not shown in source"]
    made = derive_files({**RECIPES, "src/app/page.ts": (
        "import {RecipesApi} from '../generated';\n"
        "export const list = () => new RecipesApi().apiRecipeList({});\n")})
    assert auth_notes(made) == ["its Configuration sets that credential; the app's "
                                "Configuration does not"]


def test_a_global_the_program_writes_with_another_value_keeps_that_value(derive_files):
    """``window.api = makeApi()`` is a value the program shows (whether followed or not): the
    declared type does not replace it."""
    contract = derive_files({
        "src/api.ts": CLIENT, "src/types.d.ts": WINDOW, "src/page.ts": PAGE,
        "src/main.ts": "import {makeApi} from 'some-sdk';\nwindow.api = makeApi();\n"})
    assert endpoints(contract) == set()
    unfollowed = derive_files({
        "src/page.ts": PAGE,
        "src/types.d.ts": "import {Api} from './missing-client';\n"
                          "declare global { interface Window { api: Api; } }\n",
        "src/main.ts": "import {makeApi} from 'some-sdk';\nwindow.api = makeApi();\n"})
    assert not [r for r in unfollowed["review"]
                if r["evidence"] and r["evidence"][0]["rule"] == "review.unfollowed-typed-global"]


def test_a_test_stubbing_the_global_is_no_value_of_the_page(derive_files):
    contract = derive_files({
        "src/api.ts": CLIENT, "src/types.d.ts": WINDOW, "src/page.ts": PAGE,
        "src/page_test.ts": "import {fixture} from '@open-wc/testing';\n"
                            "const stub = {get: () => null};\n"
                            "window.api = stub;\n"})
    assert endpoints(contract) == {("GET", "/api/items/{id}"), ("DELETE", "/api/items/{id}")}
