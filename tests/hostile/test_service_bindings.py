"""No two services read one base URL variable (``baseUrlBinding``): the Host binds one URL per
variable, so two bases behind one would send one service's requests, and its credentials, to
the other's host.

Rules ``update.new-service-binding`` (a reviewer renamed a service and kept its binding: a new
service ``derive --update`` brings in takes a binding no contract service reads) and
``export.shared-binding`` (a hand-edited contract whose two services read one variable is
refused, naming both, nothing written) and ``update.colliding-services`` (``derive --update``
refuses, exit 2 and nothing written, a reviewed contract whose two services stand for one base
URL: it could not tell which one a fresh service is, and a new origin taking the first id
moved every approved capability to new drafts, exit 0).
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from typer.testing import CliRunner

from code2skill.cli import app

SAMPLE = Path(__file__).resolve().parents[2] / "samples" / "rpc-actions"
# called where it is written: a function no code calls is no Tool (rule wrapper.never-called)
LOGIN = "export const x1 = () => fetch('/api/login', {method: 'POST'});\nx1();\n"


def run(*args) -> tuple[int, str]:
    result = CliRunner().invoke(app, [str(a) for a in args])
    assert not isinstance(result.exception, Exception) or isinstance(result.exception,
                                                                      SystemExit), result.output
    return result.exit_code, result.output


def renamed_contract(tmp_path: Path) -> tuple[Path, Path]:
    """The rpc-actions sample and its contract after a reviewer renamed its one service
    ``rpc_actions`` to ``manage_api`` (binding kept) and approved every capability."""
    root = tmp_path / "app"
    shutil.copytree(SAMPLE, root, ignore=shutil.ignore_patterns("expected"))
    path = tmp_path / "c.json"
    assert run("derive", root, "-o", path, "-q", "--jobs", "1")[0] == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    assert [(s["id"], s["baseUrlBinding"]) for s in data["services"]] == [
        ("rpc_actions", "RPC_ACTIONS_API_BASE_URL")]
    data["services"][0]["id"] = "manage_api"
    for cap in data["capabilities"]:
        cap["status"] = "approved"
        for request in cap["implementation"]["requests"]:
            request["service"] = "manage_api"
    path.write_text(json.dumps(data), encoding="utf-8")
    return root, path


def test_a_new_service_after_a_renamed_one_takes_a_binding_of_its_own(tmp_path):
    """The client calls a second base (the origin's root beside the deployment's base path):
    derive names it ``rpc_actions``, the id the reviewer renamed away, whose binding the
    renamed service still reads; the new service takes the next free binding."""
    root, path = renamed_contract(tmp_path)
    with (root / "src" / "lib" / "manage.ts").open("a", encoding="utf-8") as f:
        f.write(LOGIN)
    code, output = run("derive", root, "--update", path, "-q", "--jobs", "1")
    assert code == 0, output
    data = json.loads(path.read_text(encoding="utf-8"))
    assert [(s["id"], s["baseUrlBinding"]) for s in data["services"]] == [
        ("manage_api", "RPC_ACTIONS_API_BASE_URL"), ("rpc_actions", "RPC_ACTIONS_2_API_BASE_URL")]
    login = next(c for c in data["capabilities"]
                 if c["implementation"]["requests"][0]["pathTemplate"] == "/api/login")
    assert login["implementation"]["requests"][0]["service"] == "rpc_actions"
    code, output = run("derive", root, "--update", path, "-q", "--jobs", "1")   # idempotent
    assert code == 0, output
    again = json.loads(path.read_text(encoding="utf-8"))
    assert again["services"] == data["services"]
    login["status"] = "approved"                       # the reviewer approves it
    path.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "pkg"
    code, output = run("export", path, "-o", out, "-q")
    assert code == 0, output
    boundary = (out / "functions" / "host-boundary.mjs").read_text(encoding="utf-8")
    assert "RPC_ACTIONS_API_BASE_URL" in boundary and "RPC_ACTIONS_2_API_BASE_URL" in boundary


def test_export_refuses_two_services_that_read_one_binding(tmp_path):
    root, path = renamed_contract(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    second = dict(data["services"][0], id="login_api")      # a hand-edited second service
    data["services"].append(second)
    data["capabilities"][0]["implementation"]["requests"][0]["service"] = "login_api"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "pkg"
    code, output = run("export", path, "-o", out, "-q")
    assert code == 2
    assert "not a contract to export: two services read one base URL variable" in output
    assert ("/services/1/baseUrlBinding: RPC_ACTIONS_API_BASE_URL is the binding of "
            "/services/0 (manage_api) too: one variable for two services, so the Host could "
            "not give their base URLs two values; give each its own (rule "
            "export.shared-binding)") in " ".join(output.split())
    assert not out.exists()
    data["services"][1]["baseUrlBinding"] = "LOGIN_API_BASE_URL"      # fixed: exported
    path.write_text(json.dumps(data), encoding="utf-8")
    assert run("export", path, "-o", out, "-q")[0] == 0


NEW_ORIGIN = "export const nb5 = () => fetch('http://localhost:3000/dev', {method: 'DELETE'});\n"


def test_update_refuses_a_contract_holding_a_copy_of_its_service(tmp_path):
    """A copy of the service under another id, with its binding or one of its own, and a
    call to a new origin (which a fresh derive names ``rpc_actions``): exit 2, the contract
    untouched, each copy named; without the copy every approval is kept."""
    from code2skill.contract.load import Problem, colliding_services
    root, path = renamed_contract(tmp_path)
    (root / "src" / "new.js").write_text(NEW_ORIGIN, encoding="utf-8")
    data = json.loads(path.read_text(encoding="utf-8"))
    first = data["services"][0]
    data["services"] += [dict(first, id="manage_api-"),
                         dict(first, id="other_svc", baseUrlBinding="ZZZ_API_BASE_URL")]
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    code, output = run("derive", root, "--update", path, "-q", "--jobs", "1")
    assert code == 2
    assert " ".join(output.split()).startswith(
        f"code2skill: error: {path}: not a contract to update: two services stand for one "
        "base URL; nothing was written /services/1: service 'manage_api-' has the binding "
        "RPC_ACTIONS_API_BASE_URL as /services/0 ('manage_api'): two services for one base "
        "URL, so an update could not tell which one a fresh service is and would move the "
        "approved capabilities of one to the other; remove or merge the copy")
    assert path.read_bytes() == before
    assert [(p.pointer, p.message.split(":")[0]) for p in colliding_services(data)] == [
        ("/services/1", "service 'manage_api-' has the binding RPC_ACTIONS_API_BASE_URL as "
                        "/services/0 ('manage_api')"),
        ("/services/2", "service 'other_svc' has the same base URL evidence as /services/0 "
                        "('manage_api')")]
    assert all(isinstance(p, Problem) for p in colliding_services(data))
    data["services"] = data["services"][:1]                  # the copies removed: all kept
    path.write_text(json.dumps(data), encoding="utf-8")
    assert run("derive", root, "--update", path, "-q", "--jobs", "1")[0] == 0
    after = json.loads(path.read_text(encoding="utf-8"))
    assert sum(c["status"] == "approved" for c in after["capabilities"]) == \
        sum(c["status"] == "approved" for c in data["capabilities"]) > 0


DIGIT_HOST = ("export const listJobs = () => fetch('https://31m.example.com/v1/jobs')"
              ".then((r) => r.json());\n")


def test_a_service_id_starting_with_a_digit_gets_a_binding_a_shell_takes(tmp_path):
    """Rule ``service.binding``: a host ``31m.example.com`` gives the service id ``31m``; its
    binding is ``_31M_API_BASE_URL`` (``31M_API_BASE_URL`` before, which no shell or
    ``process.env.X`` takes and the exporter refused, exit 2), and the contract exports."""
    root = tmp_path / "app"
    (root / "src").mkdir(parents=True)
    (root / "package.json").write_text('{"name": "jobs-web"}', encoding="utf-8")
    (root / "src" / "api.js").write_text(DIGIT_HOST, encoding="utf-8")
    path = tmp_path / "c.json"
    assert run("derive", root, "-o", path, "-q", "--jobs", "1")[0] == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    assert [(s["id"], s["baseUrlBinding"]) for s in data["services"]] == [
        ("31m", "_31M_API_BASE_URL")]
    for cap in data["capabilities"]:
        cap["status"] = "approved"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert run("export", path, "-o", tmp_path / "pkg", "-q")[0] == 0
