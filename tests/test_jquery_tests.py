"""Rule ``jquery.boolean-result`` (:mod:`code2skill.jquery_tests`): a jQuery object's test is
a boolean, on its functions and on ``samples/builtin-results``."""
from __future__ import annotations

from code2skill.facts import Call, Lit, Member, Ref
from code2skill.jquery_tests import boolean_test, jquery_root
from code2skill.values import LibV, UnknownV

from sample_support import tools_of

JQUERY = LibV("jquery", ())


def method(receiver, name: str, *args) -> Call:
    return Call(Member(receiver, name), tuple(args))


def dollar(*args) -> Call:
    return Call(Ref("$"), tuple(args))


def evaluate_dollar(expr):
    return JQUERY if expr == Ref("$") else UnknownV("call")


def test_a_test_on_a_jquery_chain_is_a_boolean():
    assert boolean_test(method(dollar(Lit("#c")), "is", Lit(":checked")), evaluate_dollar)
    assert boolean_test(method(dollar(Lit("body")), "hasClass", Lit("dark")), evaluate_dollar)
    row = method(method(dollar(Ref("row")), "find", Lit("input")), "prop", Lit("checked"))
    assert boolean_test(row, evaluate_dollar)
    assert jquery_root(row.callee.obj) == Ref("$")


def test_other_properties_other_receivers_and_plain_members_are_no_test():
    assert not boolean_test(method(dollar(Lit("#w")), "prop", Lit("value")), evaluate_dollar)
    assert not boolean_test(method(Call(Ref("page"), ()), "is", Lit("x")), evaluate_dollar)
    assert not boolean_test(method(Ref("$"), "is", Lit("x")), evaluate_dollar)     # no call
    assert jquery_root(Member(Ref("page"), "form")) is None


def test_the_sample_types_jquery_tests_as_booleans():
    tool = tools_of("builtin-results")["create_display"]
    properties = {name: {k: v for k, v in schema.items() if k != "description"}
                  for name, schema in tool["inputSchema"]["properties"].items()}
    assert properties == {"compact": {"type": "boolean"}, "dark": {"type": "boolean"},
                          "pinned": {"type": "boolean"}, "width": {}}
    assert tool["inputSchema"]["required"] == ["compact", "dark", "pinned"]
    [request] = tool["implementation"]["requests"]
    assert {b["target"]: b.get("value") for b in request["bindings"]}["body:mode"] == \
        {"kind": "wide"}                          # the program's own is(): its object, fixed
