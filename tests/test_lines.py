"""Line breaks (``lines.py``, rule ``source.line-breaks``): ``\\r\\n``, ``\\n`` and a lone
``\\r`` each end a line, in parsing (evidence lines and columns) and in the audit's reading of
the source, so evidence lines are the lines an editor shows."""
from __future__ import annotations

import pytest
from audit_support import audit_ids, derive_dict
from conftest import write_tree

from code2skill.lines import normalise_breaks, split_lines


@pytest.mark.parametrize("data, expected", [
    (b"a\rb\r", b"a\nb\n"),
    (b"a\r\nb\r\n", b"a\r\nb\r\n"),
    (b"a\r\r\nb\rc", b"a\n\r\nb\nc"),
    (b"no breaks", b"no breaks"),
    (b"", b""),
])
def test_normalise_breaks_keeps_the_length(data, expected):
    assert normalise_breaks(data) == expected
    assert len(normalise_breaks(data)) == len(data)


@pytest.mark.parametrize("text, expected", [
    ("a\rb\r", ["a", "b"]),
    ("a\r\nb", ["a", "b"]),
    ("a\r\r\nb\n\nc", ["a", "", "b", "", "c"]),
    ("form\x0cfeed\u2028x\n", ["form\x0cfeed\u2028x"]),      # not breaks for an editor
    ("", []),
    ("\n", [""]),
])
def test_split_lines(text, expected):
    assert split_lines(text) == expected


CR_SOURCE = (b"// orders\r\r\n"                                       # lines 1, 2
             b"export const list = () => fetch('/orders');\r"         # 3
             b"export const create = (o) =>\r"                        # 4
             b"  fetch('/orders', { method: 'POST', body: o });\r")   # 5


def call_sites(contract: dict) -> list[tuple[str, int, int, int]]:
    return [(c["name"], s["line"], s["column"], s["endLine"]) for c in contract["capabilities"]
            for r in c["implementation"]["requests"] for s in r["callSites"]]


def test_cr_only_files_have_editor_lines(tmp_path):
    root = write_tree(tmp_path / "app", {"src/api.js": CR_SOURCE})
    contract = derive_dict(root)
    assert call_sites(contract) == [("create_order", 5, 3, 5), ("list_orders", 3, 27, 3)]


def test_cr_only_vue_component_has_editor_lines(tmp_path):
    root = write_tree(tmp_path / "app", {"src/A.vue": (
        b"<template>\r  <p/>\r</template>\r<script>\r"                  # lines 1-4
        b"export default { load: () => fetch('/orders') }\r</script>\r")})
    assert call_sites(derive_dict(root)) == [("list_orders", 5, 30, 5)]


def test_audit_finds_cr_only_evidence_in_place(tmp_path):
    root = write_tree(tmp_path / "app", {"src/api.js": CR_SOURCE})
    assert audit_ids(tmp_path, derive_dict(root), root) == []
