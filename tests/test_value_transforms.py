"""Rules ``value.transform-list`` and ``value.unknown-transform``
(:mod:`code2skill.value_transforms`): a value reassigned through functions, ``x = f(…, x)``.

A list of the app's own functions (walked by ``for … of`` or folded by ``reduce``) is
applied in order; a function the source does not show leaves the value it was given, with any
member possibly replaced, and a review item names the call."""
from __future__ import annotations

from code2skill.facts import Call, FunctionFact, Lit, Param, Ref
from code2skill.value_transforms import carried_argument, kept, listed_functions, reducer_call
from code2skill.values import ArrV, FnV, ObjV, ParamV, PropV, StrV, Text, UnknownV

MAPPERS = (
    "export const json = (path, init) => {\n"
    "  const { json, ...rest } = init;\n"
    "  if (json === undefined) return rest;\n"
    "  return { ...rest, body: JSON.stringify(json),\n"
    "           headers: { ...rest.headers, 'Content-Type': 'application/json' } };\n"
    "};\n"
    "export const tag = (path, init) => ({ ...init, headers: { ...init.headers, 'X-App': 'web' } });\n")


def requests(contract):
    return sorted((r["method"], r["pathTemplate"], tuple(sorted(
        (b["target"], b["value"]) for b in r["bindings"])))
        for cap in contract["capabilities"] for r in cap["implementation"]["requests"])


def transform_items(contract):
    return [(item["severity"], item["evidence"][0]["file"], item["evidence"][0]["line"])
            for item in contract["review"]
            if any(e["rule"] == "value.unknown-transform" for e in item["evidence"])]


def test_a_loop_over_a_listed_set_of_mappers_applies_each_in_order(derive_files):
    contract = derive_files({"src/mappers.js": MAPPERS, "src/client.js": (
        "import { json, tag } from './mappers';\n"
        "class Client {\n"
        "  mappers = new Set([tag, json]);\n"
        "  async send(path, options) {\n"
        "    for (const mapper of this.mappers) {\n"
        "      options = mapper(path, options);\n"
        "    }\n"
        "    return fetch('/api' + path, options);\n"
        "  }\n"
        "}\n"
        "const client = new Client();\n"
        "export const save = (name) => client.send('/items', { method: 'POST', json: { name } });\n"
        "export const drop = (id) => client.send(`/items/${id}`, { method: 'DELETE' });\n")})
    assert requests(contract) == [
        ("DELETE", "/api/items/{id}", (("header:X-App", "web"), ("path:id", None))),
        ("POST", "/api/items", (("body:name", None), ("header:X-App", "web")))]
    assert transform_items(contract) == []


def test_reduce_over_a_listed_array_applies_each_in_order(derive_files):
    contract = derive_files({"src/mappers.js": MAPPERS, "src/call.js": (
        "import { json, tag } from './mappers';\n"
        "const STEPS = [json, tag];\n"
        "export function call(path, init) {\n"
        "  return fetch('/api' + path, STEPS.reduce((acc, step) => step(path, acc), init));\n"
        "}\n"
        "export const rename = (id, name) => call(`/tags/${id}`, { method: 'PUT', json: { name } });\n")})
    assert requests(contract) == [
        ("PUT", "/api/tags/{id}", (("body:name", None), ("header:X-App", "web"),
                                   ("path:id", None)))]


def test_functions_pushed_in_the_constructor_or_at_top_level_are_appended(derive_files):
    contract = derive_files({"src/mappers.js": MAPPERS, "src/client.js": (
        "import { json, tag } from './mappers';\n"
        "class Client {\n"
        "  mappers = [];\n"
        "  constructor() { this.mappers.push(json); this.mappers.push(tag); }\n"
        "  send(path, options) {\n"
        "    for (const mapper of this.mappers) options = mapper(path, options);\n"
        "    return fetch('/api' + path, options);\n"
        "  }\n"
        "}\n"
        "export const client = new Client();\n"
        "export const save = (name) => client.send('/items', { method: 'POST', json: { name } });\n"),
        "src/steps.js": (
        "import { json } from './mappers';\n"
        "const STEPS = [];\n"
        "STEPS.push(json);\n"
        "export const put = (id, name) => fetch(`/v2/tags/${id}`,\n"
        "  STEPS.reduce((acc, step) => step(acc.url, acc), { method: 'PUT', json: { name } }));\n")})
    assert requests(contract) == [
        ("POST", "/api/items", (("body:name", None), ("header:X-App", "web"))),
        ("PUT", "/v2/tags/{id}", (("body:name", None), ("path:id", None)))]
    assert transform_items(contract) == []


def test_a_list_something_pushes_to_is_not_taken_as_known(derive_files):
    contract = derive_files({"src/mappers.js": MAPPERS, "src/client.js": (
        "import { json, tag } from './mappers';\n"
        "class Client {\n"
        "  mappers = [json];\n"
        "  use(mapper) { this.mappers.push(mapper); }\n"
        "  send(path, options) {\n"
        "    for (const mapper of this.mappers) options = mapper(path, options);\n"
        "    return fetch('/api' + path, options);\n"
        "  }\n"
        "}\n"
        "export const client = new Client();\n"
        "export const remove = (id) => client.send(`/items/${id}`, { method: 'DELETE' });\n")})
    assert [r[:2] for r in requests(contract)] == [("DELETE", "/api/items/{id}")]
    assert transform_items(contract) == [("medium", "src/client.js", 6)]
    method_items = [i["message"] for i in contract["review"] if i["capability"] and
                    "value.unknown-transform" in i["message"]]
    assert method_items and "not only DELETE" in method_items[0]


def test_an_injected_callback_keeps_the_value_and_is_reviewed(derive_files):
    contract = derive_files({"src/upload.js": (
        "export async function upload(file, prepare) {\n"
        "  let init = { method: 'PUT', body: file };\n"
        "  init = await prepare(init);\n"
        "  return fetch('/files/upload', init);\n"
        "}\n")})
    assert [r[:2] for r in requests(contract)] == [("PUT", "/files/upload")]
    assert transform_items(contract) == [("medium", "src/upload.js", 3)]
    [capability] = contract["capabilities"]
    assert capability["status"] == "requires-review"


def test_a_known_function_reassignment_is_left_to_the_ordinary_call_rules(derive_files):
    contract = derive_files({"src/api.js": (
        "const withJson = (init) => ({ ...init, headers: { 'Content-Type': 'application/json' } });\n"
        "export function send(id) {\n"
        "  let init = { method: 'PATCH' };\n"
        "  init = withJson(init);\n"
        "  return fetch(`/api/things/${id}`, init);\n"
        "}\n")})
    assert [r[:2] for r in requests(contract)] == [("PATCH", "/api/things/{id}")]
    assert transform_items(contract) == []


def test_carried_argument_is_the_one_argument_naming_the_local():
    call = Call(Ref("m"), (Ref("path"), Ref("options")))
    assert carried_argument(call, "options") == 1
    assert carried_argument(Call(Ref("m"), (Ref("options"), Ref("options"))), "options") is None
    assert carried_argument(Call(Ref("options"), (Ref("options"),)), "options") is None
    assert carried_argument(Call(Ref("m"), (Lit("x"),)), "options") is None


def test_reducer_call_reads_acc_and_step_parameters():
    fn = FunctionFact("f#1", "<anonymous>", (Param("acc"), Param("step")), (1, 1, 1, 9),
                      returns=[Call(Ref("step"), (Ref("path"), Ref("acc")))])
    assert reducer_call(fn) == (fn.returns[0], 1)
    other = FunctionFact("f#2", "<anonymous>", (Param("acc"), Param("step")), (1, 1, 1, 9),
                         returns=[Call(Ref("merge"), (Ref("acc"), Ref("step")))])
    assert reducer_call(other) is None


def test_listed_functions_needs_only_functions():
    assert listed_functions(ArrV((FnV("a#1"), FnV("b#2")))) == (FnV("a#1"), FnV("b#2"))
    assert listed_functions(ArrV((FnV("a#1"), UnknownV("call")))) is None
    assert listed_functions(ArrV(())) is None
    assert listed_functions(UnknownV("js-builtin")) is None


def test_kept_adds_an_unknown_spread_last():
    where = ("src/a.js", (3, 1, 3, 9))
    obj = ObjV((PropV("method", StrV((Text("PUT"),))),))
    assert kept(obj, where).props[-1] == PropV(None, UnknownV("unknown-transform", where),
                                                where)
    param = ParamV("f#1", "init")
    assert kept(param, where) == ObjV((PropV(None, param, where), PropV(
        None, UnknownV("unknown-transform", where), where)), where)
    text = StrV((Text("/x"),))
    assert kept(text, where) == text


def test_an_empty_list_nothing_fills_leaves_the_value_as_it_was(derive_files):
    contract = derive_files({"src/client.js": (
        "const HOOKS = [];\n"
        "export function send(id) {\n"
        "  let init = { method: 'DELETE' };\n"
        "  for (const hook of HOOKS) init = hook(init);\n"
        "  return fetch(`/api/things/${id}`, init);\n"
        "}\n")})
    assert [r[:2] for r in requests(contract)] == [("DELETE", "/api/things/{id}")]
    assert transform_items(contract) == []
    assert not [i for i in contract["review"] if "not only DELETE" in i["message"]]


def test_a_string_kept_through_an_unknown_function_is_reviewed_only_where_a_request_follows(
        derive_files):
    """A kept string cannot carry the mark: its item stands only when a request's call chain
    passes through its file at or after it (a server script transforming its page template
    reaches no request)."""
    contract = derive_files({
        "server.js": "export async function page(vite, url) {\n"
                     "  let template = '<html></html>';\n"
                     "  template = await vite.transformIndexHtml(url, template);\n"
                     "  return template;\n}\n",
        "src/api.js": "export async function load(fix, id) {\n"
                      "  let url = `/api/items/${id}`;\n"
                      "  url = fix(url);\n"
                      "  return fetch(url);\n}\n"})
    items = [r for r in contract["review"]
             if any(e["rule"] == "value.unknown-transform" for e in r["evidence"])]
    assert [(e["file"], e["line"]) for r in items for e in r["evidence"]] == [("src/api.js", 3)]


def test_many_guarded_transforms_after_a_plain_write_stay_within_the_work_limit(derive_files):
    """Each read of ``init`` sees every guarded write before it: what a write hands its
    function is judged once (not once per later read), and the writes hidden behind the last
    plain one are listed without testing every write of the local, so 1,600 of them resolve
    within the per-file work limit (before, the call was skipped)."""
    contract = derive_files({
        "src/hook.js": "export function hook(x) { return x; }\n",
        "src/client.js": "import { hook } from './hook';\n"
                         "export function send(id, c) {\n  let init = {};\n"
                         "  init = { method: 'POST' };\n" + "  if (c) init = hook(init);\n" * 1_600
                         + "  return fetch('/api/items/' + id, init);\n}\n"})
    assert [r[:2] for r in requests(contract)] == [("POST", "/api/items/{id}")]
