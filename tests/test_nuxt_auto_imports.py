"""Rule ``nuxt.auto-imported-export``: in a Nuxt app a name a module neither declares nor
imports is the same-named export of a ``composables/`` or ``utils/`` file (a default export by
the file's camelCased name), server folders serving server modules only; a name two files of
a side export stays unresolved; a program that is no Nuxt app has no auto-imports."""
from conftest import bindings, capability, endpoints

from code2skill.facts import ExportFact, ModuleFacts
from code2skill.nuxt_auto_imports import auto_imports, camel_case, exported_names, side

NUXT = '{"name": "app", "dependencies": {"nuxt": "^3.17.0"}}'
SUBMIT = (
    "export function useSubmit(fetcher, opts) {\n"
    "  return async (data) => { const res = await fetcher(data); await opts.revert(res); };\n"
    "}\n")
PAGE = (
    "<template><button @click=\"_submit({ host, port })\">Save</button></template>\n"
    "<script setup lang=\"ts\">\n"
    "const host = ref('');\n"
    "const port = ref(51820);\n"
    "const _submit = useSubmit(\n"
    "  (data) => $fetch('/api/setup/host', { method: 'put', body: data }),\n"
    "  { revert: async () => {} });\n"
    "</script>\n")


def module(*exported: str) -> ModuleFacts:
    return ModuleFacts(path="m.ts", language="typescript", sha256="",
                       exports=[ExportFact(exported=e, local=e) for e in exported])


def test_a_composable_wrappers_closure_callers_give_the_body(derive_files):
    contract = derive_files({"package.json": NUXT, "app/composables/useSubmit.ts": SUBMIT,
                             "app/pages/setup.vue": PAGE})
    assert bindings(capability(contract, "PUT", "/api/setup/host")) == {
        "body:host": "host", "body:port": "port"}
    assert not [r for r in contract["review"] if "body's fields" in r["message"]]


def test_no_nuxt_app_no_auto_import(derive_files):
    contract = derive_files({"package.json": '{"name": "app", "dependencies": {"vue": "3"}}',
                             "app/composables/useSubmit.ts": SUBMIT,
                             "app/pages/setup.vue": PAGE})
    assert bindings(capability(contract, "PUT", "/api/setup/host")) == {"body:": "body"}


def test_a_server_util_is_not_in_a_pages_scope(derive_files):
    page = PAGE.replace("'/api/setup/host'", "hostUrl()")
    contract = derive_files({
        "package.json": NUXT, "app/composables/useSubmit.ts": SUBMIT,
        "server/utils/hostUrl.ts": "export const hostUrl = () => '/internal/host';\n",
        "app/pages/setup.vue": page})
    assert endpoints(contract) == set()


def test_auto_imports_by_side_and_ambiguity():
    modules = {
        "app/composables/useSubmit.ts": module("useSubmit"),
        "app/composables/use-toast.ts": module("default"),
        "app/utils/format/index.ts": module("formatBytes", "default"),
        "app/utils/a.ts": module("shared"),
        "app/utils/b.ts": module("shared"),
        "app/utils/deep/nested/x.ts": module("deep"),
        "server/utils/db.ts": module("useDatabase"),
        "app/pages/index.vue": module("default"),
    }
    assert auto_imports(modules, {"": {"devDependencies": {"nuxt": "3"}}}) == {
        ("client", "useSubmit"): ("app/composables/useSubmit.ts", "useSubmit"),
        ("client", "useToast"): ("app/composables/use-toast.ts", "default"),
        ("client", "formatBytes"): ("app/utils/format/index.ts", "formatBytes"),
        ("client", "format"): ("app/utils/format/index.ts", "default"),
        ("client", "shared"): None,
        ("server", "useDatabase"): ("server/utils/db.ts", "useDatabase"),
    }
    assert auto_imports(modules, {"": {"dependencies": {"vue": "3"}}}) == {}
    assert auto_imports({**modules, "nuxt.config.ts": module("default")}, {}) != {}


def test_small_helpers():
    assert camel_case("use-submit") == "useSubmit"
    assert camel_case("useSubmit") == "useSubmit"
    assert side("server/api/x.get.ts") == "server" and side("app/pages/x.vue") == "client"
    assert exported_names("app/components/X.vue", module("default")) == []
