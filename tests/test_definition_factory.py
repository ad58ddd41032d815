"""Request-definition factories (sample ``request-definition-factory``): a factory called at a
module's top level with a request config returns a hook whose ``execute(config)`` merges the
caller's ``{params, data}`` into the definition and sends it through the project's service
layer with ``axios(config)``. Rules ``axios.config-parameter``, ``value.copy-helper``,
``value.own-closure-write``, ``vueuse.async-state`` and ``factory.unexecuted-definition``."""
from conftest import capability, endpoints, sample_files

from code2skill.config_parameters import declared_config
from code2skill.values import ParamV, StrV, Text, TypedV

FILES = ("package.json", "src/services/apiService.ts", "src/hooks/useRequest.ts",
         "src/hooks/useRequestById.ts", "src/stores/defineRequest.ts", "src/services/servers.ts",
         "src/services/problems.ts", "src/views/ServerList.ts", "src/views/Users.ts",
         "src/views/Problems.ts")
ENDPOINTS = {("GET", "/api/servers"), ("POST", "/api/servers/start"), ("POST", "/api/users"),
             ("GET", "/api/problems"), ("GET", "/api/problems/{id}")}


def sample() -> dict[str, str]:
    return sample_files("request-definition-factory", *FILES)


def bindings(contract: dict, method: str, path: str) -> list[tuple[str, str]]:
    cap = capability(contract, method, path)
    return sorted((b["input"], b["target"]) for b in cap["implementation"]["requests"][0]["bindings"])


def test_one_request_per_executed_definition(derive_files):
    contract = derive_files(sample())
    assert endpoints(contract) == ENDPOINTS
    assert bindings(contract, "GET", "/api/servers") == [("page", "query:page")]
    assert bindings(contract, "POST", "/api/servers/start") == [
        ("daemonId", "query:daemonId"), ("uuid", "query:uuid")]
    assert bindings(contract, "POST", "/api/users") == [
        ("password", "body:password"), ("permission", "body:permission"),
        ("username", "body:username")]


def test_a_definition_without_method_is_axios_default_get(derive_files):
    contract = derive_files(sample())
    cap = capability(contract, "GET", "/api/servers")
    (method,) = cap["evidence"]["/implementation/requests/0/method"]
    assert (method["rule"], method["kind"]) == ("axios.default-method", "inferred")
    hops = [(v["file"], v["line"], v["rule"])
            for v in cap["implementation"]["requests"][0]["callSites"][0]["via"]]
    assert hops == [("src/services/servers.ts", 10, "closure.factory-arguments"),
                    ("src/views/ServerList.ts", 4, "closure.factory-arguments"),
                    ("src/stores/defineRequest.ts", 13, "vueuse.async-state"),
                    ("src/stores/defineRequest.ts", 8, "closure.factory-arguments"),
                    ("src/hooks/useRequest.ts", 9, "wrapper.call"),
                    ("src/services/apiService.ts", 14, "axios.call")]


def test_an_unexecuted_definition_is_a_review_item_not_a_tool(derive_files):
    contract = derive_files(sample())
    assert not [c for c in contract["capabilities"]
                if c["implementation"]["requests"][0]["pathTemplate"] == "/api/logs"]
    (item,) = [i for i in contract["review"]
               if i["evidence"][0]["rule"] == "factory.unexecuted-definition"]
    assert (item["severity"], item["evidence"][0]["file"], item["evidence"][0]["line"]) == (
        "medium", "src/services/servers.ts", 29)
    assert item["message"].startswith(
        "request definition purgeLogs DELETE /api/logs made by defineRequest(…) is run by no "
        "call code2skill followed")


def test_executing_the_definition_makes_it_a_tool(derive_files):
    contract = derive_files(_with_purge())
    assert ("DELETE", "/api/logs") in endpoints(contract)
    assert not [i for i in contract["review"]
                if i["evidence"][0]["rule"] == "factory.unexecuted-definition"]


def _with_purge() -> dict[str, str]:
    files = sample()
    files["src/views/Users.ts"] = files["src/views/Users.ts"].replace(
        'import { addUser } from "../services/servers";',
        'import { addUser, purgeLogs } from "../services/servers";\n\n'
        "export async function purge() {\n  const { execute } = purgeLogs();\n"
        "  return execute();\n}")
    return files


def test_an_untyped_or_string_parameter_stays_the_url(derive_files):
    """``axios(config)`` with ``config: string`` is ``axios(url)``: the caller's object is no
    config then, and nothing is read from it."""
    files = sample()
    files["src/services/apiService.ts"] = files["src/services/apiService.ts"].replace(
        "subscribe<T>(config: RequestConfig)", "subscribe<T>(config: string)")
    assert endpoints(derive_files(files)) == set()


def test_a_copy_helper_keeps_its_argument(derive_files):
    """Without rule ``value.copy-helper`` the ``_.cloneDeep(config)`` copy is an unknown
    library result, and no request is read."""
    files = sample()
    files["src/services/apiService.ts"] = files["src/services/apiService.ts"].replace(
        "config = _.cloneDeep(config);", "config = structuredClone(config);")
    assert endpoints(derive_files(files)) == ENDPOINTS


def test_declared_config_reads_the_declared_type():
    assert declared_config(ParamV("f", "config", type_text="AxiosRequestConfig"))
    assert declared_config(ParamV("f", "config", type_text="P & RequestConfig | undefined"))
    assert declared_config(TypedV("RequestConfig", "src/a.ts"))
    assert not declared_config(ParamV("f", "url", type_text="string"))
    assert not declared_config(ParamV("f", "x", type_text="string | AxiosRequestConfig"))
    assert not declared_config(ParamV("f", "x", type_text="any"))
    assert not declared_config(ParamV("f", "x"))
    assert not declared_config(ParamV("f", "config", ("url",), type_text="RequestConfig"))
    assert not declared_config(StrV((Text("/x"),)))


def test_a_guarded_url_write_is_decided_per_caller(derive_files):
    """Rule ``url.guarded-arm``: ``if (config2 && config2.id) config2.url = … + '/' +
    config2.id`` is decided per caller: the caller passing no ``id`` sends the definition's
    URL only; the caller passing one may send ``/{id}`` (an id of 0 sends none, so both)."""
    contract = derive_files(sample())
    sites = sorted((r["method"], r["pathTemplate"], s["line"])
                   for c in contract["capabilities"] for r in c["implementation"]["requests"]
                   for s in r["callSites"] if s["file"] == "src/views/Problems.ts")
    assert sites == [("GET", "/api/problems", 6), ("GET", "/api/problems", 12),
                     ("GET", "/api/problems/{id}", 12)]
    assert bindings(contract, "GET", "/api/problems/{id}") == [("id", "path:id")]
    assert bindings(contract, "GET", "/api/problems") == [("page", "query:page")]
