"""Rule ``service.built-base-path`` (:mod:`code2skill.built_base_path`): a client base chosen
between a fixed text and a rooted path built from values no caller fills is one base-URL
binding, never a path parameter."""
from __future__ import annotations

from conftest import endpoints, sample_files

from code2skill.built_base_path import built_base_path
from code2skill.normalize import unshown_base
from code2skill.values import AltV, HoleV, ParamV, StrV, Text, UnknownV

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


def test_an_override_or_the_configured_folder_is_one_unshown_base():
    folder = AltV((StrV((Text("/", None), HoleV("rootPath", UnknownV("call"), None))),
                   StrV((Text("", None),))), cond="src/env.ts:rootPath")
    assert unshown_base(AltV((UnknownV("unknown-member"), folder)))      # override ?? folder
    assert unshown_base(AltV((ParamV("f", "override"), folder)))
    assert not unshown_base(AltV((UnknownV("unknown-member"), AltV((
        StrV((Text("/p/", None), HoleV("id", ParamV("f", "id"), None))),
        StrV((Text("", None),)))))))                                     # a caller fills id


def test_a_stored_client_on_an_override_or_the_configured_folder_is_one_binding(derive_files):
    files = sample_files("config-object-clients", "package.json",
                         "src/gen/auth/v1/auth_connect.ts", "src/gen/auth/v1/auth_pb.ts")
    contract = derive_files({**files, "src/env.ts": ENV, "src/config.ts": """\
import { createClient } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-web";
import { AuthService } from "./gen/auth/v1/auth_connect";
import { basePath } from "./env";

export const getGrpcBasePath = (overrideUrl?: string) => overrideUrl ?? basePath;
export const config: { auth?: ReturnType<typeof createClient> } = {};

export const setConfig = ({ urlOverride }: { urlOverride?: { grpc?: string } }) => {
  const transport = createConnectTransport({ baseUrl: getGrpcBasePath(urlOverride?.grpc) });
  Object.assign(config, { auth: createClient(AuthService, transport) });
};
""", "src/session.ts": """\
import { config as appConfig } from "./config";

export async function signIn(username: string, password: string) {
  await appConfig.auth!.login({ username, password });
}
"""})
    assert endpoints(contract) == {("POST", "/auth.v1.AuthService/Login")}
    assert len(contract["services"]) == 1
