"""Rule ``body.function-member``: members typed as functions are never sent."""
import pytest

from code2skill.function_members import is_function_type, left_out, union_options
from code2skill.types import TypedSchema


@pytest.mark.parametrize("text", [
    "() => DateTime", "(reason: string) => void", "<T>(x: T) => T[]", "new () => Item",
    "Function", "((text: string) => void) | null", "(() => void) | undefined",
    "() => string | null", "(cb: (e: Event) => void) => () => void",
    "(o: { a: string }) => Promise<Array<number>>",
])
def test_function_types(text):
    assert is_function_type(text)


@pytest.mark.parametrize("text", [
    "string", "Duration", "(string | number)[]", "Array<() => void>", "{ run: () => void }",
    "'a' | 'b'", "null", "((x) => y) | string", "(string)", "Record<string, () => void>",
    "((a: string) => void", "",
])
def test_other_types(text):
    assert not is_function_type(text)


def test_union_options_keep_a_function_result_whole():
    assert union_options("() => A | B") == ["() => A | B"]
    assert union_options("(() => A) | null") == ["(() => A)", "null"]
    assert union_options("| 'a' | 'b'") == ["'a'", "'b'"]


def test_left_out_names_nested_members():
    owner = TypedSchema({"type": "object"}, functions={"describe": None})
    typed = TypedSchema({"type": "object"}, functions={"getDateTime": ("t.ts", (1, 0, 1, 9))},
                        children={"owner": owner})
    assert left_out(typed) == {"getDateTime": ("t.ts", (1, 0, 1, 9)), "owner.describe": None}
