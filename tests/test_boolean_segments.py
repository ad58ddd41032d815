"""A path segment chosen between the two texts of a flag (``code2skill.boolean_segments``,
rule ``path.boolean-segment``) and an overwritten empty initial URL (rule
``url.empty-alternative``, ``code2skill.normalize.without_empty``)."""
from __future__ import annotations

from code2skill.boolean_segments import (boolean_segment, choice_texts, flag_hole, flag_name)
from code2skill.normalize import without_empty
from code2skill.values import AltV, HoleV, LitV, ParamV, StrV, Text


def text(t: str) -> StrV:
    return StrV((Text(t),))


def ternary(a, b, cond="f.js#1:checked") -> AltV:
    return AltV((a, b), cond=cond)


def test_choice_texts():
    assert choice_texts(ternary(text("true"), text("false"))) == ["true", "false"]
    assert choice_texts(ternary(text("0"), text("1"))) == ["0", "1"]
    assert choice_texts(ternary(LitV(1), LitV(0))) == ["1", "0"]
    assert choice_texts(ternary(LitV(True), LitV(False))) == ["true", "false"]
    assert choice_texts(ternary(text("on"), text("off"))) == ["on", "off"]
    assert choice_texts(ternary(text("users"), text("groups"))) is None    # two resources
    assert choice_texts(ternary(text("true"), ParamV("f", "x"))) is None
    assert choice_texts(AltV((text("true"), text("false")))) is None       # no condition


def test_boolean_segment_is_a_whole_segment():
    flag = HoleV(None, ternary(text("true"), text("false")))
    assert boolean_segment((Text("x/"), flag), 1)
    assert boolean_segment((Text("x/"), flag, Text("/y")), 1)
    assert not boolean_segment((Text("x-"), flag), 1)
    assert not boolean_segment((flag,), 0)
    assert not boolean_segment((Text("x/"), HoleV(None, ternary(text("a"), text("b")))), 1)


def test_flag_name():
    assert flag_name("src/a.vue#313:(e.target as HTMLInputElement).checked") == "checked"
    assert flag_name("a.js#1:batteryBoost|0123abcd") == "batteryBoost"
    assert flag_name("a.js#1:!settings.enabled") == "enabled"
    assert flag_name("a.js#1:mode === 'on'") is None
    assert flag_name("a.js#1:a && b") is None
    assert flag_name(None) is None
    hole = HoleV(None, ternary(text("1"), text("0"), "a.js#1:boost"))
    assert flag_hole(hole).name == "boost"
    assert flag_hole(HoleV("own", hole.value)).name == "own"


def test_without_empty():
    empty, x, y = [Text("")], [Text("/x")], [Text("/y"), HoleV("id", ParamV("f", "id"))]
    assert without_empty([x, y, empty]) == [x, y]
    assert without_empty([x, []]) == [x]
    assert without_empty([empty]) == [empty]          # only ever empty: left as it is
    assert without_empty([x, y]) == [x, y]
