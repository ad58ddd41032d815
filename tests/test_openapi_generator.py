"""Rule ``openapi-generator.typescript-fetch``: each operation of a generated ``typescript-fetch``
API class the program calls is one capability, on the base URL of the ``Configuration`` the
API instance was made with; operations it never calls are none."""
from pathlib import Path

from conftest import bindings, capability, endpoints

SAMPLE = Path(__file__).resolve().parent.parent / "samples" / "generated-client" / "src"
GENERATED = {f"src/generated/{p.relative_to(SAMPLE / 'generated')}": p.read_text()
             for p in (SAMPLE / "generated").rglob("*.ts")}

ONE_CLIENT = """import { Configuration, RecipesApi } from '../generated'
const api = new RecipesApi(new Configuration({ basePath: 'https://recipes.example/v2' }))
export const search = (query: string) => api.apiRecipeList({ query })
export const remove = (id: number) => api.apiRecipeDestroy({ id })
"""

# the generator's older output: the path built inline, members read with a dot
OLD_STYLE = """import * as runtime from '../runtime';
export interface TagGetRequest { tagId: number; }
export class TagsApi extends runtime.BaseAPI {
    async tagGetRaw(requestParameters: TagGetRequest): Promise<runtime.ApiResponse<void>> {
        const queryParameters: any = {};
        const headerParameters: runtime.HTTPHeaders = {};
        const response = await this.request({
            path: `/tags/{tagId}`.replace(`{${"tagId"}}`, encodeURIComponent(String(requestParameters.tagId))),
            method: 'GET',
            headers: headerParameters,
            query: queryParameters,
        });
        return new runtime.VoidApiResponse(response);
    }
    async tagGet(requestParameters: TagGetRequest): Promise<void> {
        await this.tagGetRaw(requestParameters);
    }
}
"""


def test_each_called_operation_is_one_capability(derive_files):
    contract = derive_files({**GENERATED, "src/app/api.ts": (SAMPLE / "app/api.ts").read_text(),
                             "src/app/recipes.ts": (SAMPLE / "app/recipes.ts").read_text()})
    assert {(r["method"], r["pathTemplate"], r["service"]) for c in contract["capabilities"]
            for r in c["implementation"]["requests"]} == {
        ("GET", "/api/recipe/", "app"), ("POST", "/api/recipe/", "app"),
        ("GET", "/api/recipe/{id}/", "app_2")}         # new RecipesApi(): the BASE_PATH,
    # a deployment prefix named after the project beside its same-origin service (service.id)
    assert bindings(capability(contract, "GET", "/api/recipe/")) == {
        "query:page": "page", "query:query": "query"}
    assert bindings(capability(contract, "GET", "/api/recipe/{id}/")) == {"path:id": "id"}
    assert capability(contract, "POST", "/api/recipe/")["implementation"]["requests"][0][
        "callSites"][0]["function"] == "saveRecipe"
    services = {s["id"]: s for s in contract["services"]}
    assert services["app"]["evidence"][0]["rule"] == "service.same-origin"
    assert [b["url"] for b in services["app_2"]["observedBaseUrls"]] == ["http://localhost"]
    assert contract["source"]["coverage"]["unresolved"] == 0
    assert not [r for r in contract["review"] if "did not reach the contract" in r["message"]]


def test_one_shared_client_gives_its_configured_base(derive_files):
    contract = derive_files({**GENERATED, "src/app/api.ts": ONE_CLIENT})
    assert endpoints(contract) == {("GET", "/api/recipe/"), ("DELETE", "/api/recipe/{id}/")}
    assert [b["url"] for s in contract["services"] for b in s["observedBaseUrls"]] == [
        "https://recipes.example/v2"]


def test_the_older_inline_path_form(derive_files):
    contract = derive_files({**GENERATED, "src/generated/apis/TagsApi.ts": OLD_STYLE,
                             "src/app/tags.ts": "import { TagsApi } from '../generated/apis/TagsApi'\n"
                             "export const tag = (tagId: number) => new TagsApi().tagGet({ tagId })\n"})
    assert endpoints(contract) == {("GET", "/tags/{tagId}")}
    assert bindings(capability(contract, "GET", "/tags/{tagId}")) == {"path:tagId": "tagId"}


def test_operations_nobody_calls_are_no_capabilities(derive_files):
    contract = derive_files(GENERATED)
    assert contract["capabilities"] == []
    # only the runtime's own fetch, which no operation call reaches, is a (reviewed) site
    assert (contract["source"]["coverage"]["requestLikeSites"],
            contract["source"]["coverage"]["reviewed"]) == (1, 1)


# the generator's newest output: the RequestOpts built by a method of their own
OPTS_STYLE = """import * as runtime from '../runtime';
export interface OrderUpdateRequest { id: string; note?: string; }
export class OrdersApi extends runtime.BaseAPI {
    async orderUpdateRequestOpts(requestParameters: OrderUpdateRequest): Promise<runtime.RequestOpts> {
        const queryParameters: any = {};
        const headerParameters: runtime.HTTPHeaders = {};
        headerParameters['Content-Type'] = 'application/json';
        let urlPath = `/api/orders/{id}`;
        urlPath = urlPath.replace(`{${"id"}}`, encodeURIComponent(String(requestParameters['id'])));
        return {
            path: urlPath,
            method: 'PATCH',
            headers: headerParameters,
            query: queryParameters,
            body: requestParameters['note'],
        };
    }
    async orderUpdateRaw(requestParameters: OrderUpdateRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<runtime.ApiResponse<void>> {
        const requestOptions = await this.orderUpdateRequestOpts(requestParameters);
        const response = await this.request(requestOptions, initOverrides);
        return new runtime.VoidApiResponse(response);
    }
    async orderUpdate(requestParameters: OrderUpdateRequest, initOverrides?: RequestInit | runtime.InitOverrideFunction): Promise<void> {
        await this.orderUpdateRaw(requestParameters, initOverrides);
    }
}
"""


def test_the_request_opts_form(derive_files):
    contract = derive_files({**GENERATED, "src/generated/apis/OrdersApi.ts": OPTS_STYLE,
                             "src/app/orders.ts": "import { OrdersApi } from '../generated/apis/OrdersApi'\n"
                             "const orders = new OrdersApi()\n"
                             "export const annotate = (id: string, note: string) => orders.orderUpdate({ id, note })\n"})
    assert endpoints(contract) == {("PATCH", "/api/orders/{id}")}
    assert bindings(capability(contract, "PATCH", "/api/orders/{id}")) == {
        "path:id": "id", "body:": "body"}
