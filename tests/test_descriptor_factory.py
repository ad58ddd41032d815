"""Rule ``descriptor.request`` is for a generated client's ``request(OpenAPI, {method, url})``,
never for the definition a project hands to a factory that returns a function: the calls of
the executor that factory returns make the requests."""
from conftest import endpoints, sample_files

from code2skill.extractors.request_descriptor import is_factory
from code2skill.facts import Fn, FunctionFact, Ref

FILES = ("src/services/apiService.ts", "src/stores/useDefineApi.ts", "src/services/apis.ts",
         "src/services/users.ts", "src/core/request.ts", "src/core/OpenAPI.ts",
         "src/services/PetsService.ts")


def test_factory_definitions_are_not_taken_for_requests(derive_files):
    """The definitions are not requests of their own: the executor's calls in users.ts are
    (each hop cites the definition), with the definition's method or axios's GET."""
    contract = derive_files(sample_files("vue-define-api-factory", *FILES))
    assert endpoints(contract) == {("POST", "/pets"), ("GET", "/api/auth"), ("POST", "/api/auth")}
    sites = sorted((r["method"], s["file"], s["line"], s["rule"])
                   for c in contract["capabilities"] for r in c["implementation"]["requests"]
                   for s in r["callSites"] if r["pathTemplate"] == "/api/auth")
    assert sites == [("GET", "src/services/users.ts", 5, "wrapper.call"),
                     ("POST", "src/services/users.ts", 10, "wrapper.call")]
    assert not [i for i in contract["review"] for e in i["evidence"]
                if e["rule"] in ("resolve.unresolved", "coverage.unresolved-site")]


def test_generated_descriptor_is_still_the_request(derive_files):
    contract = derive_files(sample_files("vue-define-api-factory", *FILES))
    (pets,) = [c for c in contract["capabilities"]
               if c["implementation"]["requests"][0]["pathTemplate"] == "/pets"]
    request = pets["implementation"]["requests"][0]
    assert (request["method"], request["callSites"][0]["rule"]) == ("POST", "descriptor.request")
    assert (request["callSites"][0]["file"], request["callSites"][0]["line"]) == (
        "src/services/PetsService.ts", 8)


def test_is_factory_reads_what_the_function_returns():
    span = (1, 1, 3, 2)
    assert is_factory(FunctionFact("f", "useDefineApi", (), span, returns=[Fn("g")]))
    assert not is_factory(FunctionFact("f", "request", (), span, returns=[Ref("promise")]))
    assert not is_factory(FunctionFact("f", "send", (), span))
    assert not is_factory(None)
