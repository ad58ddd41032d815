"""JavaScript names of an exported package (``src/code2skill/export/names.py``): a Canonical
Function's name is the camelCase of its capability's name, and two capability names never
give one Function name (a package declaring one twice cannot load)."""
from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from code2skill.export.names import (ENV_NAME, RESERVED, credential_variable,
                                     dry_run_variable, function_file, function_name)


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


@pytest.mark.parametrize("capability, expected", [
    ("create_server", "_createServer"), ("dry_run_envelope", "_dryRunEnvelope"),
    ("normalize_tool_error", "_normalizeToolError"), ("result", "_result"),
    ("input_error", "_inputError"), ("process", "_process"), ("create_book", "createBook"),
])
def test_names_of_the_package_modules_scopes_are_not_taken(capability, expected):
    assert function_name(capability) == expected


@pytest.mark.parametrize("package, expected", [
    ("bookshelf-web-mcp", "BOOKSHELF_WEB_MCP_DRY_RUN"), ("2fauth-mcp", "_2FAUTH_MCP_DRY_RUN"),
    ("1panel-client-mcp", "_1PANEL_CLIENT_MCP_DRY_RUN"), ("-mcp", "EXPORTED_MCP_DRY_RUN"),
])
def test_dry_run_variables_are_environment_names(package, expected):
    """A project named from a folder starting with a digit gave ``process.env.2FAUTH_…`` in
    ``adapter.mjs``, which does not parse; every variable is a shell's name."""
    assert dry_run_variable(package) == expected and ENV_NAME.match(expected)


@pytest.mark.parametrize("service, expected", [
    ("books", "BOOKS_BEARER_TOKEN"), ("2fauth", "_2FAUTH_BEARER_TOKEN"), ("", "SERVICE_BEARER_TOKEN"),
])
def test_credential_variables_are_environment_names(service, expected):
    assert credential_variable(service, "bearer") == expected and ENV_NAME.match(expected)


TEMPLATES = Path(__file__).resolve().parents[1] / "src/code2skill/export/templates"
DECLARED = re.compile(r"\b(?:const|let|var|function|class)\s+([A-Za-z_$][\w$]*)"
                      r"|\bcatch\s*\(\s*([A-Za-z_$][\w$]*)|async\s*\(([^)]*)\)\s*=>")


def declared_names(text: str) -> set[str]:
    """The identifiers a template declares or imports, and the callback's parameters."""
    names = {n.strip().split(" as ")[-1] for group in re.findall(r"import\s*\{([^}]*)\}", text)
             for n in group.split(",") if n.strip() and "{" not in n}
    for match in DECLARED.finditer(text):
        names.update(p.strip() for p in (match[1] or match[2] or match[3]).split(",") if p.strip())
    return {n for n in names if re.fullmatch(r"[A-Za-z_$][\w$]*", n)}


@pytest.mark.parametrize("template, some", [
    ("adapter.mjs.j2", {"createServer", "dryRunEnvelope", "result", "failure", "input"}),
    ("function.mjs.j2", {"validate", "randomUUID", "inputProblems"}),
])
def test_every_name_a_template_declares_is_reserved(template, some):
    """A capability's camelCase name can take any identifier starting with a lower-case
    letter: each such name declared where a Function is declared or called is reserved."""
    names = declared_names((TEMPLATES / template).read_text(encoding="utf-8"))
    callable_like = {n for n in names if n[0].islower()} - {"target", "response"}  # target0 …
    assert callable_like - RESERVED == set()
    assert some <= names


def test_every_name_the_host_boundary_exports_is_reserved():
    """A Function module imports them (the list is built in export/functions.py)."""
    text = (TEMPLATES / "host-boundary.mjs.j2").read_text(encoding="utf-8")
    exported = set(re.findall(r"^export (?:async )?function (\w+)", text, re.M))
    assert {"dispatch", "service", "inputError"} <= exported
    assert exported - RESERVED == set()


def test_a_capability_named_like_a_package_module_gets_its_own_file():
    assert function_file("validate") == "functions/_validate.mjs"
    assert function_file("create_book") == "functions/create_book.mjs"
    assert function_file("host_boundary") == "functions/host_boundary.mjs"


def test_a_global_validate_refuses_is_no_function_name():
    """``fetch``, ``require`` (V014, V011): a Function so named reads as the global."""
    from code2skill.validate.functions import IO_NAMES
    from code2skill.validate.imports import DYNAMIC_NAMES, GLOBAL_OBJECTS
    lower_first = {n for n in IO_NAMES | DYNAMIC_NAMES | GLOBAL_OBJECTS if n[0].islower()}
    assert lower_first - RESERVED == set()
    assert function_name("fetch") == "_fetch" and function_name("require") == "_require"
