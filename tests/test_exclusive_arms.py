"""A request wrapper that rewrites its URL in the arms of an ``if``/``else`` (rule
``value.exclusive-arms``): each arm's value is an alternative of the variable, never built on
the other arm's; a scheme//host:port arm is the deployment's base (rule
``service.host-binding``) and the same path on the page's own origin its fallback (rule
``service.origin-fallback``), so both arms are one endpoint per caller. A branch append
(``p += '/x'`` in an ``else if`` chain) gives the path with and without each append
(rule ``url.nested-alternatives``); a local both arms assign loses the value it had before the
``if``. An ``Authorization: Basic`` header the wrapper sets on its
options parameter under a condition (rule ``value.parameter-header-writes``) is basic auth
whose review item says it depends on a run-time setting (rule ``auth.conditional-scheme``)."""
from __future__ import annotations

from conftest import capability, endpoints, sample_files

from code2skill.extractors.common import auth_note, may_be_absent
from code2skill.extractors.module_facts.declarations import reassign
from code2skill.facts import Hole, LocalWrite, Lit, Ref, Tmpl
from code2skill.normalize import ORIGIN_FALLBACK, Observed, ServiceRef, origin_fallback, \
    string_options
from code2skill.reaching_writes import reaches
from code2skill.values import AltV, LitV, StrV, Text

SAMPLE = sample_files("server-switch", "package.json", "src/app/services/server.ts",
                      "src/app/services/http-server.service.ts",
                      "src/app/services/appliance.service.ts",
                      "src/app/components/appliances.component.ts")
BASE = "/v2/projects/{project_id}/appliances/{appliance_id}"


def test_the_wrapper_arms_are_one_endpoint_per_caller(derive_files):
    contract = derive_files(SAMPLE)
    assert endpoints(contract) == {
        ("GET", "/v2/projects/{projectId}/appliances"),
        ("DELETE", BASE),
        ("POST", BASE),
        ("POST", BASE + "/files/startup.vpc"),
        ("POST", BASE + "/files/startup-config.cfg"),
    }
    listed = capability(contract, "GET", "/v2/projects/{projectId}/appliances")
    assert sorted(listed["inputSchema"]["properties"]) == ["projectId"]


def test_the_host_arm_is_the_bound_service_with_the_origin_as_fallback(derive_files):
    contract = derive_files(SAMPLE)
    assert [s["id"] for s in contract["services"]] == ["server_switch"]
    service = contract["services"][0]
    assert [e["rule"] for e in service["evidence"]] == ["service.host-binding",
                                                        "service.origin-fallback"]
    assert service["description"].endswith(
        "When none is set, the client sends the same paths to the page's own origin.")
    assert service["observedBaseUrls"] == []


def test_the_conditional_basic_header_is_reviewed_as_a_runtime_setting(derive_files):
    contract = derive_files(SAMPLE)
    cap = capability(contract, "DELETE", BASE)
    assert cap["auth"]["authentication"] == "unknown"
    assert [(e["rule"], e["note"], e["line"]) for e in cap["auth"]["evidence"]] == [
        ("auth.basic-scheme", "header Authorization, scheme Basic, only under a condition", 48)]
    basic = [r for r in contract["review"]
             if r["capability"] == cap["name"] and "basic auth" in r["message"]]
    assert len(basic) == 1 and basic[0]["severity"] == "medium"
    assert "only when a condition holds" in basic[0]["message"]


def test_a_plain_fetch_wrapper_rewriting_its_parameter_in_both_arms(derive_files):
    contract = derive_files({"src/api.js": (
        "export function send(server, url, init) {\n"
        "  if (server.host) {\n"
        "    url = `https://${server.host}:${server.port}/api${url}`;\n"
        "  } else {\n"
        "    url = `/api${url}`;\n"
        "  }\n"
        "  return fetch(url, init);\n"
        "}\n"
        "export const load = (s) => send(s, '/items');\n")})
    assert endpoints(contract) == {("GET", "/api/items")}
    assert contract["capabilities"][0]["inputSchema"]["properties"] == {}


def test_a_local_assigned_in_both_arms_loses_its_earlier_value(derive_files):
    contract = derive_files({"src/api.js": (
        "export function send(server, path, init) {\n"
        "  let url = path;\n"
        "  if (server.host) {\n"
        "    url = `https://${server.host}:${server.port}/api${url}`;\n"
        "  } else {\n"
        "    url = `/api${url}`;\n"
        "  }\n"
        "  return fetch(url, init);\n"
        "}\n"
        "export const load = (s) => send(s, '/items');\n")})
    assert endpoints(contract) == {("GET", "/api/items")}


def test_a_module_level_value_chosen_in_both_arms(derive_files):
    contract = derive_files({"src/api.js": (
        "let root = '/v1';\n"
        "if (window.legacy) { root = root + '/old'; } else { root = root + '/new'; }\n"
        "export const load = () => fetch(root + '/items');\n")})
    assert endpoints(contract) == {("GET", "/v1/old/items"), ("GET", "/v1/new/items")}


def test_an_if_without_else_keeps_the_earlier_value(derive_files):
    contract = derive_files({"src/api.js": (
        "let root = '/v1';\n"
        "if (window.legacy) { root = root + '/old'; }\n"
        "export const load = () => fetch(root + '/items');\n")})
    assert endpoints(contract) == {("GET", "/v1/items"), ("GET", "/v1/old/items")}


def test_appends_in_an_else_if_chain_are_alternatives_with_and_without(derive_files):
    contract = derive_files({"src/files.js": (
        "export function fileUrl(node) {\n"
        "  let p = `/nodes/${node.id}`;\n"
        "  if (node.kind === 'a') {\n"
        "    p += '/one';\n"
        "  } else if (node.kind === 'b') {\n"
        "    p += '/two';\n"
        "  } else if (node.kind === 'c') {\n"
        "    p += '/three';\n"
        "  }\n"
        "  return fetch(p);\n"
        "}\n"
        "export const View = (props) => fileUrl(props.node);\n")})
    assert endpoints(contract) == {("GET", "/nodes/{id}"), ("GET", "/nodes/{id}/one"),
                                   ("GET", "/nodes/{id}/two"), ("GET", "/nodes/{id}/three")}


def test_a_write_never_reaches_a_read_in_the_other_arm():
    then = LocalWrite(Lit("x"), (3, 4, 3, 20), "f", exclusive=((4, 9, 6, 1),))
    assert not reaches(then, "f", (5, 10, 5, 13))            # the else arm
    assert reaches(then, "f", (7, 2, 7, 5))                  # after the if
    looped = LocalWrite(Lit("x"), (3, 4, 3, 20), "f", loops=((1, 0, 8, 1),),
                        exclusive=((4, 9, 6, 1),))
    assert reaches(looped, "f", (5, 10, 5, 13))              # a later turn of the loop


def test_reassign_never_builds_on_the_other_arm():
    before = Tmpl((Lit("/a"),))
    values, made = [before], [None]
    then = Tmpl((Hole("u", Ref("u")), Lit("/b")))
    reassign(values, "u", then, True, made, (3, 4, 3, 20), ((4, 9, 6, 1),))
    otherwise = Tmpl((Hole("u", Ref("u")), Lit("/c")))
    reassign(values, "u", otherwise, True, made, (5, 4, 5, 20), ((2, 20, 4, 1),))
    assert values == [before, Tmpl((Lit("/a"), Lit("/b"))), Tmpl((Lit("/a"), Lit("/c")))]
    assert made == [None, (3, 4, 3, 20), (5, 4, 5, 20)]


def test_reassign_in_both_arms_drops_the_value_before_the_if():
    before = Tmpl((Lit("/a"),))
    values, made = [before], [None]
    then = Tmpl((Hole("u", Ref("u")), Lit("/b")))
    reassign(values, "u", then, True, made, (3, 4, 3, 20), ((4, 9, 6, 1),))
    otherwise = Tmpl((Hole("u", Ref("u")), Lit("/c")))
    reassign(values, "u", otherwise, True, made, (5, 4, 5, 20), ((2, 20, 4, 1),),
             replaced=(2, 2, 6, 1))
    assert values == [Tmpl((Lit("/a"), Lit("/b"))), Tmpl((Lit("/a"), Lit("/c")))]
    assert made == [(3, 4, 3, 20), (5, 4, 5, 20)]


def test_reassign_of_a_parameter_in_both_arms_keeps_its_reference():
    values, made = [], []
    host = Tmpl((Lit("//h"), Hole("u", Ref("u"))))
    reassign(values, "u", host, True, made, (3, 4, 3, 20), ((4, 9, 6, 1),))
    same = Tmpl((Lit("/v2"), Hole("u", Ref("u"))))
    reassign(values, "u", same, True, made, (5, 4, 5, 20), ((2, 20, 4, 1),))
    assert values == [host, same]


def test_nested_alternatives_are_their_options():
    a, b, c = (StrV((Text(t),)) for t in ("/a", "/b", "/c"))
    nested = AltV((a, AltV((b, c), "any", "k"), AltV((a, LitV(None)), "and")))
    assert string_options(nested) == (a, b, c, AltV((a, LitV(None)), "and"))


def observed_call(path: str, service: ServiceRef) -> Observed:
    return Observed("GET", path, service, [], [], None, None, None, (), (), (), "fetch", None,
                    None, None)


def test_origin_fallback_merges_the_same_origin_variant():
    host = ServiceRef("host:{protocol}//{host}:{port}", "host", (), "service.host-binding")
    same = ServiceRef("same-origin", "", (), "service.same-origin")
    kept = origin_fallback([observed_call("/v2/x", host), observed_call("/v2/x", same),
                            observed_call("/other", same)])
    assert [(c.path_template, c.service.rule, c.service.sources) for c in kept] == [
        ("/v2/x", "service.host-binding", (ORIGIN_FALLBACK,)),
        ("/other", "service.same-origin", ())]


def test_a_conditional_scheme_header_says_so():
    basic = StrV((Text("Basic "), Text("x")))
    assert may_be_absent(AltV((basic, LitV(None))))
    assert not may_be_absent(basic)
    assert auth_note("Authorization", AltV((basic, LitV(None)))) == \
        "header Authorization, scheme Basic, only under a condition"
    assert auth_note("Authorization", basic) == "header Authorization, scheme Basic"
