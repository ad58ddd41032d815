"""Rule ``value.string-helper``: lodash / change-case / pluralize helpers on literal text."""
from __future__ import annotations

import subprocess
import sys

import pytest

from code2skill.string_helpers import apply_helper, helper_name, words


@pytest.mark.parametrize("name, text, out", [
    ("camelCase", "user_group", "userGroup"),
    ("camelCase", "Foo Bar", "fooBar"),
    ("kebabCase", "UserGroup", "user-group"),
    ("kebabCase", "HTMLParser", "html-parser"),
    ("snakeCase", "UserGroup", "user_group"),
    ("startCase", "userGroup", "User Group"),
    ("lowerFirst", "UserGroup", "userGroup"),
    ("upperFirst", "userGroup", "UserGroup"),
    ("pascalCase", "user-group", "UserGroup"),
    ("constantCase", "userGroup", "USER_GROUP"),
    ("plural", "userGroup", "userGroups"),
    ("plural", "person", "people"),
    ("plural", "Category", "Categories"),
    ("plural", "status", "statuses"),
    ("singular", "boxes", "box"),
])
def test_helper_semantics(name, text, out):
    assert apply_helper(name, text) == out


def test_words_split_like_lodash():
    assert words("api_key-ID") == ["api", "key", "ID"]
    assert words("UserGroup") == ["User", "Group"]


@pytest.mark.parametrize("lib, path, name", [
    ("lodash", ("kebabCase",), "kebabCase"),
    ("lodash-es", ("snakeCase",), "snakeCase"),
    ("lodash/kebabCase", (), "kebabCase"),
    ("lodash/kebabCase", ("default",), "kebabCase"),
    ("lodash.kebabcase", (), "kebabCase"),
    ("change-case", ("paramCase",), "paramCase"),
    ("pluralize", (), "plural"),
    ("pluralize", ("default",), "plural"),
    ("pluralize", ("singular",), "singular"),
    ("lodash", ("get",), None),
    ("axios", ("get",), None),
])
def test_helper_names(lib, path, name):
    assert helper_name(lib, path) == name


def test_inflect_is_imported_without_typeguard_instrumentation():
    """In a fresh interpreter (inflect not yet imported): the plurals are inflect's, its
    methods are the plain functions (an instrumented one names typeguard's ``TypeCheckMemo``),
    and typeguard's decorator is restored afterwards."""
    script = (
        "import typeguard\n"
        "checked = typeguard.typechecked\n"
        "from code2skill.string_helpers import apply_helper\n"
        "print(apply_helper('plural', 'userCategory'), apply_helper('singular', 'people'))\n"
        "import inflect\n"
        "print('TypeCheckMemo' in inflect.engine.plural_noun.__code__.co_names,\n"
        "      typeguard.typechecked is checked)\n")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         check=True).stdout.split("\n")
    assert out[:2] == ["userCategories person", "False True"]
