"""Rule body.caller-null-member: members a caller blanks before handing a typed object on."""
from code2skill.caller_member_writes import (BLANK, MAYBE, blank_value, blanked_members,
                                             merge_callers, without_blanks)
from code2skill.facts import Assignment, FunctionFact, Lit, Ref
from code2skill.types import TypedSchema

CALL = (10, 5, 10, 40)


def fn(*writes: Assignment) -> FunctionFact:
    return FunctionFact("f", "C.onSubmit", (), (1, 1, 20, 1), assignments=list(writes))


def write(member: str, value, line: int, guarded: bool = False, name: str = "owner"):
    return Assignment((name, member), value, (line, 5, line, 20), guarded=guarded)


def test_null_and_undefined_are_blank_values():
    assert blank_value(Lit(None)) and blank_value(Ref("undefined"))
    assert not blank_value(Lit(0)) and not blank_value(Ref("id"))


def test_an_unconditional_null_before_the_call_is_blank():
    assert blanked_members(fn(write("id", Lit(None), 3)), "owner", CALL) == {"id": BLANK}


def test_a_conditional_null_may_be_blank():
    assert blanked_members(fn(write("phone", Lit(None), 3, guarded=True)), "owner", CALL) \
        == {"phone": MAYBE}


def test_a_later_value_write_resets_and_writes_after_the_call_do_not_count():
    writes = fn(write("id", Lit(None), 3), write("id", Lit(7), 4),
                write("name", Lit(None), 12), write("age", Lit(None), 3, name="other"))
    assert blanked_members(writes, "owner", CALL) == {}


def test_a_conditional_value_write_after_a_blank_leaves_it_maybe():
    writes = fn(write("id", Lit(None), 3), write("id", Ref("x"), 4, guarded=True))
    assert blanked_members(writes, "owner", CALL) == {"id": MAYBE}


def test_merged_over_callers_blank_only_when_every_caller_blanks_it():
    assert merge_callers([{"id": BLANK}, {"id": BLANK}]) == {"id": BLANK}
    assert merge_callers([{"id": BLANK}, {}]) == {"id": MAYBE}
    assert merge_callers([{"id": MAYBE}, {"id": BLANK}]) == {"id": MAYBE}


def test_blank_members_leave_the_schema_and_maybe_ones_are_not_required():
    typed = TypedSchema({"type": "object", "properties": {"id": {"type": "number"},
                                                          "name": {"type": "string"},
                                                          "phone": {"type": "string"}},
                         "required": ["id", "name", "phone"]},
                        {"id": None, "name": None, "phone": None},
                        required=["id", "name", "phone"])
    out = without_blanks(typed, {"id": BLANK, "phone": MAYBE})
    assert list(out.schema["properties"]) == ["name", "phone"]
    assert out.required == ["name"] and out.schema["required"] == ["name"]
    assert without_blanks(typed, {}) is typed
