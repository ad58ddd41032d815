"""Rule ``value.excluded-by-test``: a value a test maps away before it is sent leaves the
input's enum (samples/rewritten-enum-values)."""
from __future__ import annotations

from code2skill.excluded_values import excluded_literal, without_excluded
from code2skill.types import TypedSchema
from code2skill.values import AltV, LitV, ParamV, StrV, Text

from conftest import capability, sample_files

FILES = sample_files("rewritten-enum-values", "package.json", "src/types.ts",
                     "src/moderation.ts", "src/ui.ts")
SPAN = ParamV("m.ts#1", "span", type_text="MuteSpan")
ENUM = TypedSchema({"type": "string", "enum": ["forever", "1h", "8h"]})


def test_the_mapped_value_leaves_the_enum(derive_files):
    contract = derive_files(FILES)
    mute = capability(contract, "PUT", "/api/users/{id}/mute")["inputSchema"]
    assert mute["properties"]["span"]["enum"] == ["1h", "8h", "24h"]
    assert "span" not in mute["required"]             # left out: what 'forever' does
    publish = capability(contract, "POST", "/api/posts/{id}/publish")["inputSchema"]
    assert publish["properties"]["visibility"]["enum"] == ["public", "unlisted", "private"]
    snooze = capability(contract, "PUT", "/api/users/{id}/snooze")["inputSchema"]
    assert snooze["properties"]["span"] == {"description": "Span of the user.",
                                            "type": "string"}     # '8760h' or the others


def test_excluded_literal_is_the_arm_where_the_value_differs():
    equal = AltV((LitV(None), SPAN), test=(SPAN, "===", "forever"))
    assert excluded_literal(equal, 1) == "forever"
    assert excluded_literal(equal, 0) is None
    differ = AltV((SPAN, LitV(None)), test=(SPAN, "!==", "forever"))
    assert excluded_literal(differ, 0) == "forever"
    other = AltV((LitV(None), ParamV("m.ts#1", "mode")), test=(SPAN, "===", "forever"))
    assert excluded_literal(other, 1) is None          # the option is not the tested value
    assert excluded_literal(AltV((LitV(None), SPAN)), 1) is None


def test_without_excluded_keeps_other_schemas():
    equal = AltV((StrV((Text("8760h"),)), SPAN), test=(SPAN, "===", "forever"))
    assert without_excluded(ENUM, equal, 1).schema == {"type": "string", "enum": ["1h", "8h"]}
    assert without_excluded(ENUM, equal, 0) is ENUM
    only = TypedSchema({"type": "string", "enum": ["forever"]})
    assert without_excluded(only, equal, 1) is only
    assert without_excluded(TypedSchema({"type": "string"}), equal, 1).schema == \
        {"type": "string"}
