"""JavaScript names of an exported package (``src/code2skill/export/names.py``): a Canonical
Function's name is the camelCase of its capability's name, and two capability names never
give one Function name (a package declaring one twice cannot load)."""
from __future__ import annotations

import itertools

import pytest

from code2skill.export.names import function_name


@pytest.mark.parametrize("capability, expected", [
    ("search_books", "searchBooks"), ("delete_item2", "deleteItem2"),
    ("delete_item_2", "deleteItem_2"), ("get_page1_report", "getPage1Report"),
    ("get_page_1_report", "getPage_1Report"), ("a__b", "a_B"), ("list_", "list_"),
    ("delete", "_delete"), ("validate", "_validate"),
])
def test_function_names(capability, expected):
    assert function_name(capability) == expected


def test_distinct_capability_names_give_distinct_function_names():
    names = ["".join(p) for n in range(1, 5) for p in itertools.product("ab_1", repeat=n)
             if p[0] in "ab"] + ["delete", "delete_function", "z", "z_"]
    assert len({function_name(n) for n in names}) == len(names)
