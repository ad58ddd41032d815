"""A schema validation whose successful result is the value it was given passes that value
through (rule ``body.validated-payload``, :mod:`code2skill.validated_payloads`): a wrapper
sending ``schema.safeParse(data).data`` or ``schema.parse(data)`` sends its caller's object
literal, each field citing the caller and the validation; a zod or yup constant the program
declares types the literal's members; calls that answer something else (Joi's ``{value,
error}``, ``qs.parse``, a function-style validator's namespace) pass nothing through; the
``success`` of such a result is no answer's envelope (rule ``errors.envelope-check``)."""
from __future__ import annotations

import pytest
from conftest import capability, sample_files

from code2skill.facts import Call, Member, Ref
from code2skill.validated_payloads import namespace, validated, validated_value, validation
from code2skill.values import LibV, LitV, ObjV, ParamV, PropV, UnknownV

SAMPLE = sample_files("validated-wrapper-bodies", "package.json", "src/api/api.service.ts",
                      "src/api/users.service.ts", "src/api/notes.ts", "src/api/schemas.ts")
WHERE = ("src/api.ts", 3, 4, 3, 30)


def call(receiver: str, method: str, *args) -> Call:
    return Call(Member(Ref(receiver), method), tuple(args) or (Ref("data"),))


@pytest.mark.parametrize("receiver, method, value, kind", [
    ("sendSchema", "safeParse", ParamV("f", "sendType", ("zodSchema",)), "result"),
    ("anything", "safeParseAsync", UnknownV("call"), "result"),
    ("dto", "parseAsync", UnknownV("call"), "value"),
    ("form", "validateSync", UnknownV("call"), "value"),
    ("UserSchema", "parse", LibV("@app/shared", ("UserSchema",)), "value"),
    ("validator", "cast", UnknownV("call"), "value"),
    ("rules", "parse", LibV("zod", ("object", "()")), "value"),
    ("rules", "validate", LibV("yup", ("object", "()")), "value"),
])
def test_validations_that_answer_their_argument(receiver, method, value, kind):
    assert validation(call(receiver, method), value) == kind


@pytest.mark.parametrize("receiver, method, value, declared", [
    ("qs", "parse", LibV("qs"), None),                      # a module namespace
    ("v", "safeParse", LibV("valibot"), None),              # v.safeParse(schema, x)
    ("cv", "validateSync", LibV("class-validator"), None),  # answers the errors
    ("marked", "parse", LibV("marked", ("marked",)), None),  # no schema
    ("date", "parse", ParamV("f", "date"), None),
    ("inviteSchema", "validate", LibV("joi", ("object", "()")), None),   # {value, error}
    ("schema", "validate", UnknownV("call"), None),         # yup or Joi: unproven
    ("rules", "validate", UnknownV("call"), "zod"),         # zod has no validate
])
def test_calls_that_answer_something_else(receiver, method, value, declared):
    assert validation(call(receiver, method), value, declared) is None


def test_a_declared_constant_proves_the_schema():
    assert validation(call("rules", "parse"), UnknownV("call"), "zod") == "value"
    assert validation(call("rules", "validate"), UnknownV("call"), "yup") == "value"


def test_a_second_argument_is_no_validation_of_one_value():
    assert validation(call("schema", "safeParse", Ref("a"), Ref("b")), UnknownV("call")) is None
    assert validation(Call(Ref("safeParse"), (Ref("data"),)), UnknownV("call")) is None


def test_namespaces():
    assert namespace(LibV("qs")) and namespace(LibV("valibot", ("object", "()")))
    assert not namespace(LibV("zod", ("object", "()")))
    assert not namespace(LibV("global", ())) and not namespace(UnknownV("call"))


def test_the_values_answered():
    data = ObjV((PropV("id", ParamV("g", "id")),))
    result = validated_value("result", data, WHERE)
    assert result.get("success") == LitV(True, WHERE)
    assert result.get("data") == data and result.get("data").validated == WHERE
    assert validated_value("value", data, WHERE).validated == WHERE
    assert validated(ParamV("f", "data"), WHERE).validated == WHERE
    assert validated(LitV(1), WHERE) == LitV(1)             # (nothing to mark)


def test_the_wrapper_sends_each_callers_literal(derive_files):
    contract = derive_files(SAMPLE)
    info = capability(contract, "POST", "/api/user/info")
    assert info["inputSchema"]["properties"] == {
        "id": {"description": "Id of the info.", "type": "string"}}
    assert info["inputSchema"]["required"] == ["id"]
    assert sorted((e["rule"], e["file"], e["line"])
                  for e in info["evidence"]["/inputSchema/properties/id"]) == [
        ("body.object", "src/api/users.service.ts", 9),
        ("body.validated-payload", "src/api/api.service.ts", 14)]
    register = capability(contract, "POST", "/api/user/register")
    assert sorted(register["inputSchema"]["properties"]) == ["password", "username"]
    renamed = capability(contract, "PUT", "/api/user/name")
    assert [e["line"] for e in renamed["evidence"]["/inputSchema/properties/name"]
            if e["rule"] == "body.validated-payload"] == [22]
    assert not [r for r in contract["review"] if r["capability"] in (
        "get_user_info", "register_user", "rename_user_name")
        and "could not be determined" in r["message"]]


def test_the_validation_result_is_no_envelope(derive_files):
    contract = derive_files(SAMPLE)
    assert not [r for r in contract["review"] if "failures ride inside" in r["message"]]
    info = capability(contract, "POST", "/api/user/info")
    assert info["errorContract"]["observedHandling"] == []


def test_declared_schemas_type_the_literal(derive_files):
    contract = derive_files(SAMPLE)
    note = capability(contract, "POST", "/api/notes")["inputSchema"]
    assert {k: v.get("type") for k, v in note["properties"].items()} == {
        "pinned": "boolean", "title": "string"}
    assert note["required"] == ["title"]
    label = capability(contract, "POST", "/api/labels")["inputSchema"]   # imported constant
    assert {k: v.get("type") for k, v in label["properties"].items()} == {
        "color": "string", "name": "string"}
    assert label["required"] == ["name"]
    tag = capability(contract, "POST", "/api/tags")["inputSchema"]      # await yup validate
    assert tag["properties"] == {"name": {"description": "Name of the tag.", "type": "string"}}


UNKNOWN_FIELDS = ("the request body's type could not be determined from source (an object, an "
                  "array or a single value): the Tool sends whatever JSON value it is given")
QS_PARSED = ("the request body is sent as qs.parse(…), the result of a call the tool cannot "
             "evaluate, not as the value a caller gives: an Agent's plain value would be sent "
             "as if it were that result; confirm what the Tool must send, or keep the input "
             "from the Agent")


@pytest.mark.parametrize("path, items", [
    ("/api/invites", [UNKNOWN_FIELDS]),
    ("/api/search", [QS_PARSED, UNKNOWN_FIELDS]),      # rule value.opaque-transform too
])
def test_other_answers_stay_unknown_bodies(derive_files, path, items):
    contract = derive_files(SAMPLE)
    cap = capability(contract, "POST", path)
    assert list(cap["inputSchema"]["properties"]) == ["body"]
    assert [r["message"] for r in contract["review"] if r["capability"] == cap["name"]
            and r["severity"] == "medium"] == items


def test_a_reshaping_schema_answers_an_unknown_value_and_an_object_strips_the_rest():
    # hostile round 40, finding 3: a transform's output is not its input, and zod's object
    # schema drops the members it does not name
    from code2skill.facts import RuleField, RuleSet
    from code2skill.validated_payloads import answered
    span = (1, 0, 1, 9)
    given = ObjV((PropV("name", LitV("n", WHERE), WHERE), PropV("extra", LitV("x", WHERE), WHERE),
                  PropV(None, ParamV("f", "rest"), WHERE)), WHERE)
    fields = (RuleField("name", (), span),)
    assert answered(given, RuleSet("R", "zod", fields, span, "transform"), WHERE) == \
        UnknownV("validated-transform", WHERE)
    assert [p.key for p in answered(given, RuleSet("S", "zod", fields, span, None, True),
                                    WHERE).props] == ["name", None]
    assert answered(given, RuleSet("P", "zod", fields, span, None, False), WHERE) == given
    assert answered(given, None, WHERE) == given


RESHAPED = {"package.json": '{"name": "f3", "dependencies": {"axios": "1", "zod": "3"}}',
            "src/api.js": """import { z } from 'zod';
import axios from 'axios';
const Strip = z.object({ name: z.string() });
const Kept = z.object({ name: z.string() }).passthrough();
const Renamed = z.object({ name: z.string() }).transform((v) => ({ title: v.name }));
const Piped = z.object({ name: z.string() }).pipe(z.object({ name: z.string() }));
export const strip = (name, extra) => axios.post('/api/strip', Strip.parse({ name, extra }));
export const kept = (name, extra) => axios.post('/api/kept', Kept.parse({ name, extra }));
export const renamed = (name) => axios.post('/api/renamed', Renamed.parse({ name }));
export const piped = (name) => axios.post('/api/piped', Piped.safeParse({ name }).data);
"""}


@pytest.mark.parametrize("path, inputs", [("/api/strip", ["name"]), ("/api/kept", ["extra", "name"]),
                                          ("/api/renamed", ["body"]), ("/api/piped", ["body"])])
def test_a_declared_schema_that_reshapes_or_strips_sends_what_its_parse_answers(
        derive_files, path, inputs):
    cap = capability(derive_files(RESHAPED), "POST", path)
    assert sorted(cap["inputSchema"]["properties"]) == inputs


PASSED = {"package.json": '{"name": "f3", "dependencies": {"axios": "1", "zod": "3"}}',
          "src/api.js": """import { z } from 'zod';
import axios from 'axios';
const Strip = z.object({ name: z.string() });
const Renamed = z.object({ name: z.string() }).transform((v) => ({ title: v.name }));
export function post(schema, url, data) {
  const r = schema.safeParse(data);
  if (!r.success) throw r.error;
  return axios.post(url, r.data);
}
export const a = (name, extra) => post(Strip, '/api/strip', { name, extra });
export const b = (name) => post(Renamed, '/api/renamed', { name });
export const c = (name) => axios.post('/api/direct', Strip.parse({ name }));
"""}
PASSED_ITEM = ("the body is validated by a schema each caller passes (parameter schema) before "
               "it is sent: such a schema may drop or reshape the members the callers give, so "
               "the fields shown are those passed, not proven sent")


@pytest.mark.parametrize("path, flagged", [("/api/strip", True), ("/api/renamed", True),
                                           ("/api/direct", False)])
def test_a_schema_each_caller_passes_leaves_the_body_reviewed(derive_files, path, flagged):
    """Rule ``body.passed-schema`` (hostile round 40, finding 3, its wrapper form): the
    wrapper's validation by a caller's schema may strip (``Strip``) or reshape (``Renamed``)
    what the caller passes; the callers' fields are shown with a medium item and the Tool
    needs review. A schema the program names at the call is read itself (``/api/direct``)."""
    contract = derive_files(PASSED)
    cap = capability(contract, "POST", path)
    items = [i for i in contract["review"] if i["capability"] == cap["name"]
             and i["message"] == PASSED_ITEM]
    assert [i["severity"] for i in items] == (["medium"] if flagged else [])
    assert cap["status"] == "requires-review" if flagged else True


def test_data_typed_as_the_schemas_inferred_type_needs_no_item():
    from code2skill.validated_payloads import schema_typed
    assert schema_typed(ParamV("f", "data", type_text="z.infer<T>"))
    assert schema_typed(ParamV("f", "data", type_text="InferType<typeof s>"))
    assert not schema_typed(ParamV("f", "data", type_text="Payload"))
    assert not schema_typed(ParamV("f", "data"))
