"""Rule ``internal.contained-fault`` beyond one call site or capability: a fault in a pass over
the whole capability list, in a recogniser's declared requests or review items, or in building
the ``--graph`` costs that part of the run, never the contract; a failed safety pass leaves no
capability ``draft`` (exit 0, 1 under ``--strict``; raised under ``CODE2SKILL_RAISE_INTERNAL``)."""
from __future__ import annotations

import dataclasses
import json

import pytest
from typer.testing import CliRunner

import code2skill.graphs.build as graph_build
import code2skill.pipeline as pipeline
from code2skill.cli import app
from code2skill.contained_faults import RAISE_ENV, RULE
from conftest import endpoints, write_tree

SECRET = "9fQx2LmZ7pVt4KcW8nRb3JhY6sDa1GuE"
FILES = {"src/api.js": (
    "export const listUsers = () => fetch('/api/users');\n"
    "export const createUser = (name, password) => fetch('/api/users', "
    "{method: 'POST', body: JSON.stringify({name, password})});\n"
    "export const dropOrder = (id) => fetch(`/api/orders/${id}`, {method: 'DELETE'});\n")}
ALL = {("GET", "/api/users"), ("POST", "/api/users"), ("DELETE", "/api/orders/{id}")}


@pytest.fixture
def contained(monkeypatch):
    """Faults contained as in a user's run (the suite's re-raising turned off)."""
    monkeypatch.delenv(RAISE_ENV, raising=False)


def broken(*args, **kwargs):
    raise KeyError(f"Bearer {SECRET}")


def fault_items(contract: dict) -> list[dict]:
    """The contained faults' review items (a place-less one cites no evidence)."""
    return [r for r in contract["review"] if r["message"].startswith("internal fault in ")]


def statuses(contract: dict) -> dict[str, str]:
    return {c["name"]: c["status"] for c in contract["capabilities"]}


def fault_diagnostics(contract: dict) -> list[tuple]:
    return [(d["path"], d["stage"], d["severity"], d["line"])
            for d in contract["source"]["diagnostics"] if "internal fault" in d["reason"]]


def test_a_failed_safety_pass_leaves_every_capability_requiring_review(contained, monkeypatch,
                                                                       derive_files):
    monkeypatch.setattr(pipeline, "mark_collection_deletes", broken)
    contract = derive_files(FILES)
    assert endpoints(contract) == ALL
    assert statuses(contract) == {"create_user": "requires-review",
                                  "delete_order": "requires-review",
                                  "list_users": "requires-review"}
    [item] = fault_items(contract)
    assert (item["severity"], item["capability"]) == ("high", None)
    assert item["message"] == (
        "internal fault in the collection-delete pass: KeyError: 'Bearer <redacted:bearer>'; "
        "deletes of whole collections were not checked, so every capability's status is "
        "requires-review (please report it)")
    assert fault_diagnostics(contract) == [(".", "passes", "error", None)]
    assert SECRET not in json.dumps(contract)
    # the other passes still ran: the credential input keeps its own item
    assert any("input 'password' carries a credential" in r["message"]
               for r in contract["review"])


def test_a_pass_read_per_capability_costs_one_capability(contained, monkeypatch, derive_files):
    original = pipeline.credential_inputs

    def faulty(capabilities, flagged):
        if capabilities[0].name == "delete_order":
            raise IndexError("list index out of range")
        return original(capabilities, flagged)
    monkeypatch.setattr(pipeline, "credential_inputs", faulty)
    contract = derive_files(FILES)
    assert endpoints(contract) == ALL
    assert statuses(contract) == {"create_user": "requires-review",
                                  "delete_order": "requires-review", "list_users": "draft"}
    [item] = fault_items(contract)
    assert (item["severity"], item["capability"]) == ("high", "delete_order")
    assert [(e["file"], e["line"], e["rule"]) for e in item["evidence"]] == [
        ("src/api.js", 3, RULE)]
    assert item["message"] == (
        "internal fault in the credential-inputs pass: IndexError: list index out of range; "
        "credential inputs were not checked, so its status is requires-review (please report "
        "it)")
    assert fault_diagnostics(contract) == [("src/api.js", "passes", "error", 3)]
    assert any(r["capability"] == "create_user" and "carries a credential" in r["message"]
               for r in contract["review"])


def test_a_failed_completing_pass_leaves_statuses_as_proven(contained, monkeypatch,
                                                             derive_files):
    monkeypatch.setattr(pipeline, "with_preconditions", broken)
    contract = derive_files(FILES)
    assert endpoints(contract) == ALL
    assert statuses(contract) == {"create_user": "requires-review", "delete_order": "draft",
                                  "list_users": "draft"}
    [item] = fault_items(contract)
    assert item["message"].startswith("internal fault in the preconditions pass: KeyError: ")
    assert item["message"].endswith("; preconditions were not added, so the contract is "
                                    "incomplete here (please report it)")


def with_hook(monkeypatch, hook: str, step) -> None:
    """Give the fetch recogniser a program-wide ``hook`` (``declared``, ``review``) ``step``."""
    monkeypatch.setattr(pipeline, "RECOGNISERS", tuple(
        dataclasses.replace(r, **{hook: step}) if r.id == "fetch" else r
        for r in pipeline.RECOGNISERS))


@pytest.mark.parametrize("hook, stage, lost", [
    ("declared", "declared requests", "the requests it declares are"),
    ("review", "review items", "the review items it lists are")])
def test_a_recogniser_hook_fault_costs_what_it_lists(contained, monkeypatch, derive_files,
                                                     hook, stage, lost):
    with_hook(monkeypatch, hook, broken)
    contract = derive_files(FILES)
    assert endpoints(contract) == ALL
    [item] = fault_items(contract)
    assert (item["severity"], item["capability"]) == ("high", None)
    assert item["message"] == (
        f"internal fault in recogniser fetch ({stage}): KeyError: 'Bearer <redacted:bearer>'; "
        f"{lost} left out, so the contract is incomplete here (please report it)")
    assert fault_diagnostics(contract) == [(".", "resolve", "error", None)]


def derive_cli(tmp_path, *options: str):
    root = write_tree(tmp_path / "app", FILES)
    return CliRunner().invoke(app, ["derive", str(root), "-o", str(tmp_path / "c.json"),
                                    "--jobs", "1", "-q", *options])


@pytest.mark.parametrize("strict, code", [((), 0), (("--strict",), 1)])
def test_a_pass_fault_exits_like_an_unreadable_file(contained, monkeypatch, tmp_path, strict,
                                                    code):
    monkeypatch.setattr(pipeline, "mark_uncalled", broken)
    result = derive_cli(tmp_path, *strict)
    assert result.exit_code == code
    assert "code2skill: .: passes: internal fault in the uncalled pass: KeyError: " \
        in result.stderr
    assert SECRET not in result.stderr
    assert endpoints(json.loads((tmp_path / "c.json").read_text())) == ALL


@pytest.mark.parametrize("strict, code", [((), 0), (("--strict",), 1)])
def test_a_graph_fault_writes_the_contract_and_no_graph(contained, monkeypatch, tmp_path,
                                                       strict, code):
    monkeypatch.setattr(graph_build, "build_graph", broken)
    graph = tmp_path / "g.mmd"
    result = derive_cli(tmp_path, "--graph", str(graph), *strict)
    assert result.exit_code == code
    assert not graph.exists()
    assert endpoints(json.loads((tmp_path / "c.json").read_text())) == ALL
    assert (f"code2skill: .: graph: internal fault in graph building: KeyError: 'Bearer "
            f"<redacted:bearer>'; the graph {graph} was not written, the contract was (please "
            "report it)") in result.stderr


@pytest.mark.parametrize("patch", [
    lambda mp: mp.setattr(pipeline, "mark_collection_deletes", broken),
    lambda mp: mp.setattr(pipeline, "credential_inputs", broken),
    lambda mp: with_hook(mp, "declared", broken)])
def test_the_suite_sees_a_pass_fault_raised(monkeypatch, derive_files, patch):
    monkeypatch.setenv(RAISE_ENV, "1")
    patch(monkeypatch)
    with pytest.raises(KeyError):
        derive_files(FILES)
