"""Tests of :mod:`code2skill.passes.caller_literals`: what a body parameter's callers show."""
from __future__ import annotations

from code2skill.caller_chains import PASSED, UNCALLED, Passed
from code2skill.passes.caller_literals import empty_body, no_body, shown_members
from code2skill.values import AltV, LitV, ObjV, ParamV, PropV, StrV, Text, Where

A: Where = ("src/a.ts", (3, 1, 3, 20))
B: Where = ("src/b.ts", (7, 1, 7, 20))


def end(value, where=A, kind=PASSED):
    return Passed(value, (where,), kind)


def obj(**members):
    return ObjV(tuple(PropV(k, v, w) for k, (v, w) in members.items()))


def present(value):
    return isinstance(value, (StrV, LitV)) and getattr(value, "value", True) is not None


NAME = StrV((Text("ada"),))


def test_a_member_every_caller_sends_present_is_always_sent():
    ends = [end(obj(name=(NAME, A), note=(NAME, A))), end(obj(name=(NAME, B)), B)]
    shown = shown_members(ends, present)
    assert shown.always == frozenset({"name"})
    assert shown.places == {"name": [A, B], "note": [A]}


def test_a_value_not_proven_present_is_shown_but_never_always_sent():
    unknown = ParamV("f", "x")
    shown = shown_members([end(obj(password=(unknown, A)))], present)
    assert shown.places == {"password": [A]} and shown.always == frozenset()


def test_an_undefined_member_is_not_sent():
    shown = shown_members([end(obj(a=(LitV(None), A), b=(LitV(True), A)))], present)
    assert shown.places == {"b": [A]} and shown.always == frozenset({"b"})


def test_a_chain_ending_in_an_uncalled_function_requires_nothing():
    ends = [end(obj(name=(NAME, A))), end(ParamV("g", "form"), B, UNCALLED)]
    shown = shown_members(ends, present)
    assert shown.places == {"name": [A]} and shown.always == frozenset()


def test_a_spread_of_unknown_members_requires_nothing():
    spread = ObjV((PropV("name", NAME, A), PropV(None, ParamV("f", "rest"), A)))
    assert shown_members([end(spread)], present).always == frozenset()


def test_a_conditional_member_is_never_always_sent():
    conditional = ObjV((PropV(None, AltV((obj(flag=(LitV(True), A)), ObjV(()))), A),))
    shown = shown_members([end(conditional)], present)
    assert shown.places == {"flag": [A]} and shown.always == frozenset()


def test_every_caller_passing_undefined_or_nothing_is_no_body():
    assert no_body([end(LitV(None)), end(None, B)])
    assert not no_body([end(LitV(None)), end(obj(a=(NAME, B)), B)])
    assert not no_body([end(ParamV("g", "x"), A, UNCALLED)])
    assert not no_body([])


def test_every_caller_passing_an_empty_object_is_the_empty_body():
    assert empty_body([end(ObjV(())), end(ObjV(()), B)])
    assert not empty_body([end(ObjV(())), end(LitV(None), B)])
    assert not empty_body([])


# ------------------------------------------------------------ end to end (sample closure-caller-bodies)
def sample_contract():
    import json
    from pathlib import Path

    from code2skill.emit import contract_json
    from code2skill.pipeline import Settings, derive
    root = Path(__file__).resolve().parent.parent / "samples" / "closure-caller-bodies"
    return json.loads(contract_json(derive(root, Settings(jobs=1)).contract))


def test_the_closures_callers_give_the_body_its_requiredness_and_absence():
    contract = sample_contract()
    caps = {c["name"]: c for c in contract["capabilities"]}
    session = caps["create_session"]
    assert session["inputSchema"]["required"] == ["username", "password", "remember"]
    assert [e["rule"] for e in session["evidence"]["/inputSchema/required/1"]] == \
        ["body.always-sent"]
    assert caps["update_profile"]["inputSchema"]["required"] == ["name"]
    assert "required" not in caps["create_password_reset"]["inputSchema"]
    type_only = [(r["capability"], r["message"].split("'")[1]) for r in contract["review"]
                 if "known only from the declared type" in r["message"]]
    assert type_only == [("create_password_reset", "newPassword")]
    logout = caps["delete_session"]["implementation"]["requests"][0]
    assert (logout["bodyEncoding"], logout["bindings"]) == ("none", [])
    cancel = caps["cancel_session"]["implementation"]["requests"][0]
    assert cancel["bindings"] == [{"input": None, "target": "body:", "value": {}}]
