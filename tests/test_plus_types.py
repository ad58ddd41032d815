"""A body value made only of operands joined by ``+`` with no text between them is a string
only when an operand is one, a number when every operand is declared ``number``, else of no
proven type (rule ``value.plus-type``): ``item.quantity + quantity`` is never typed string."""
from __future__ import annotations

from code2skill.plus_types import joined_type
from code2skill.values import EnvV, HoleV, ParamV, StrV, Text, UnknownV
from conftest import capability


def hole(value) -> HoleV:
    return HoleV(None, value, None)


def test_the_type_a_join_proves():
    unknown, other = hole(UnknownV("member")), hole(UnknownV("param"))
    number = hole(ParamV("f#1", "n", type_text="number"))
    assert joined_type(StrV((unknown, other))) == {}
    assert joined_type(StrV((number, number))) == {"type": "number"}
    assert joined_type(StrV((unknown, hole(EnvV("X"))))) == {"type": "string"}
    assert joined_type(StrV((unknown, Text(" ", None), other))) == {"type": "string"}
    assert joined_type(StrV((unknown,))) == {"type": "string"}


def test_a_sum_of_unknown_values_is_not_typed_string(derive_files):
    contract = derive_files({"src/basket.ts": (
        "import axios from 'axios';\n"
        "export function merge(items: Map<number, number>, existing: Map<number, any>) {\n"
        "  items.forEach((quantity, productId) => {\n"
        "    const item = existing.get(productId);\n"
        "    axios.put(`/api/BasketItems/${item.id}`,\n"
        "      { quantity: item.quantity + quantity, note: item.first + ' ' + item.last });\n"
        "  });\n"
        "}\n")})
    props = capability(contract, "PUT", "/api/BasketItems/{id}")["inputSchema"]["properties"]
    assert props["quantity"] == {"description": "Quantity of the item."}
    assert props["note"]["type"] == "string"
