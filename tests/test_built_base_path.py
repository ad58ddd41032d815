"""Rule ``service.built-base-path`` (:mod:`code2skill.built_base_path`): a client base chosen
between a fixed text and a rooted path built from values no caller fills is one base-URL
binding, never a path parameter."""
from __future__ import annotations

from conftest import endpoints

from code2skill.built_base_path import built_base_path
from code2skill.values import HoleV, ParamV, StrV, Text, UnknownV

ENV = """\
const config = (window as any).APP_CONFIG ?? {};
function withoutTrailingSlash(value: string): string {
  return value.endsWith('/') ? value.slice(0, -1) : value;
}
const rootPath = withoutTrailingSlash(config.rootPath ?? '');
export const basePath = rootPath ? `/${rootPath}` : '';
"""


def test_a_rooted_path_of_unshown_values_is_a_built_base_path():
    hole = HoleV("rootPath", UnknownV("call"), None)
    assert built_base_path(StrV((Text("/", None), hole)))
    assert built_base_path(StrV((Text("/", None), hole, Text("/api", None))))
    assert not built_base_path(StrV((Text("/api", None),)))                  # fixed: no value
    assert not built_base_path(StrV((hole, Text("/api", None))))             # not rooted
    assert not built_base_path(StrV((Text("/api/", None),
                                     HoleV("projectId", ParamV("f", "projectId"), None))))


def test_an_axios_base_of_the_configured_folder_is_one_binding(derive_files):
    contract = derive_files({
        "package.json": '{"name": "shop", "dependencies": {"axios": "^1.6.0"}}',
        "src/env.ts": ENV,
        "src/api.ts": "import axios from 'axios';\nimport { basePath } from './env';\n"
                      "const api = axios.create({ baseURL: basePath });\n"
                      "export const listCarts = () => api.get('/api/carts');\n"
                      "export const dropCart = (id: string) => api.delete(`/api/carts/${id}`);\n"})
    assert endpoints(contract) == {("GET", "/api/carts"), ("DELETE", "/api/carts/{id}")}
    assert [s["baseUrlBinding"] for s in contract["services"]] == ["SHOP_API_BASE_URL"]
    assert all(not b["target"].startswith("path:rootPath")
               for c in contract["capabilities"] for r in c["implementation"]["requests"]
               for b in r["bindings"])


def test_a_base_built_from_a_parameter_keeps_its_path_parameter(derive_files):
    contract = derive_files({
        "package.json": '{"name": "shop", "dependencies": {"axios": "^1.6.0"}}',
        "src/api.ts": "import axios from 'axios';\n"
                      "export function listItems(projectId: string, flat: boolean) {\n"
                      "  const api = axios.create({ baseURL: flat ? '' : `/p/${projectId}` });\n"
                      "  return api.get('/items');\n}\n"})
    assert ("GET", "/p/{projectId}/items") in endpoints(contract)
