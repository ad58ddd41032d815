"""Rule ``internal.contained-fault``: a fault of code2skill itself while it resolves one call
site or builds one capability costs that call site or capability, reported as a ``high``
review item and an error diagnostic; the rest of the contract is derived (exit 0, 1 under
``--strict``). With ``CODE2SKILL_RAISE_INTERNAL=1`` (as ``conftest.py`` sets for the suite) the
fault is raised instead."""
from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

import code2skill.contract.build as build
import code2skill.extractors.fetch as fetch_recogniser
from code2skill.cli import app
from code2skill.contained_faults import RAISE_ENV, RULE
from conftest import endpoints, write_tree

SECRET = "9fQx2LmZ7pVt4KcW8nRb3JhY6sDa1GuE"
FILES = {"src/api.js": (
    "export const listUsers = () => fetch('/api/users');\n"          # line 1
    "export const listOrders = () => fetch('/api/orders');\n"        # line 2
    "export const dropOrder = (id) => fetch(`/api/orders/${id}`, {method: 'DELETE'});\n")}


@pytest.fixture
def contained(monkeypatch):
    """Faults contained as in a user's run (the suite's re-raising turned off)."""
    monkeypatch.delenv(RAISE_ENV, raising=False)


def fault_on_line(monkeypatch, line: int) -> None:
    """Make the fetch recogniser's header reading raise at the call on ``line`` of a file, as
    a recogniser's bug in one idiom would, with a credential in the exception's message."""
    original = fetch_recogniser.headers_from

    def faulty(value, where):
        if where is not None and where[1][0] == line:
            raise AttributeError(f"no member for 'Authorization: Bearer {SECRET}'")
        return original(value, where)
    monkeypatch.setattr(fetch_recogniser, "headers_from", faulty)


def fault_items(contract: dict) -> list[dict]:
    return [r for r in contract["review"] if any(e["rule"] == RULE for e in r["evidence"])]


def test_a_recogniser_fault_costs_one_call_site(contained, monkeypatch, derive_files):
    fault_on_line(monkeypatch, 2)
    contract = derive_files(FILES)
    assert endpoints(contract) == {("GET", "/api/users"), ("DELETE", "/api/orders/{id}")}
    [item] = fault_items(contract)
    assert item["severity"] == "high" and item["capability"] is None
    assert [(e["file"], e["line"]) for e in item["evidence"]] == [("src/api.js", 2)]
    assert item["message"] == (
        "internal fault in recogniser fetch (resolution): AttributeError: no member for "
        "'Authorization: Bearer <redacted:bearer>'; the requests of this call site are left "
        "out, so the contract is incomplete here (please report it)")
    [diagnostic] = [d for d in contract["source"]["diagnostics"] if "internal fault" in
                    d["reason"]]
    assert (diagnostic["path"], diagnostic["stage"], diagnostic["severity"],
            diagnostic["line"]) == ("src/api.js", "resolve", "error", 2)
    assert SECRET not in json.dumps(contract)


def test_a_capability_pass_fault_leaves_that_capability_out(contained, monkeypatch,
                                                             derive_files):
    original = build.capability

    def faulty(draft, name, *rest):
        if draft.cluster.method == "DELETE":
            raise KeyError("schema")
        return original(draft, name, *rest)
    monkeypatch.setattr(build, "capability", faulty)
    contract = derive_files(FILES)
    assert endpoints(contract) == {("GET", "/api/users"), ("GET", "/api/orders")}
    [item] = fault_items(contract)
    assert item["severity"] == "high" and item["capability"] is None
    assert [(e["file"], e["line"]) for e in item["evidence"]] == [("src/api.js", 3)]
    assert item["message"] == (
        "internal fault in the capability passes: KeyError: 'schema'; the capability of "
        "DELETE /api/orders/{id} is left out, so the contract is incomplete here (please "
        "report it)")
    assert [d["stage"] for d in contract["source"]["diagnostics"]
            if "internal fault" in d["reason"]] == ["passes"]


def test_the_suite_sees_a_contained_fault_raised(monkeypatch, derive_files):
    monkeypatch.setenv(RAISE_ENV, "1")
    fault_on_line(monkeypatch, 2)
    with pytest.raises(AttributeError):
        derive_files(FILES)


@pytest.mark.parametrize("strict, code", [((), 0), (("--strict",), 1)])
def test_a_contained_fault_exits_like_an_unreadable_file(contained, monkeypatch, tmp_path,
                                                        strict, code):
    fault_on_line(monkeypatch, 1)
    root = write_tree(tmp_path / "app", FILES)
    out = tmp_path / "c.json"
    result = CliRunner().invoke(app, ["derive", str(root), "-o", str(out), "--jobs", "1",
                                      "-q", *strict])
    assert result.exit_code == code
    assert "code2skill: src/api.js: resolve: internal fault in recogniser fetch (resolution)" \
        in result.stderr
    assert SECRET not in result.stderr
    assert endpoints(json.loads(out.read_text())) == {("GET", "/api/orders"),
                                                      ("DELETE", "/api/orders/{id}")}
