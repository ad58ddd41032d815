"""Rule ``C2S-V022``: a chained capability's Function sends each step to the URL the contract
binds ``from`` an earlier step's result, and never with the services' credentials.

For every exported capability, the ``url:`` bindings of its requests (``{request: k,
resultPath: p}``) must be exactly the ``issuedTarget(resultValue(response<k>, "<p>"))`` calls
of ``functions/<name>.mjs`` (as multisets): a call missing, added, or reading another step or
pointer is a finding. ``issuedTarget`` builds a target with no credential headers (EXPORT.md
D7: a presign step's URL is a step inside the upload Function, and raw storage credentials never
reach the Agent), so the check also proves that no such step goes through ``service(…)``.
"""
from __future__ import annotations

from collections import Counter

from tree_sitter import Node

from code2skill.validate import js
from code2skill.validate.package import Package, function_file
from code2skill.validate.rules import Finding


def check_chains(package: Package) -> list[Finding]:
    """V022 for each exported capability."""
    findings = []
    caps = package.capabilities
    for name in package.exported:
        module = package.modules.get(function_file(name))
        if module is None or not isinstance(caps.get(name), dict):
            continue                                      # C2S-V018 / load problems say it
        want = Counter(contract_steps(caps[name]))
        found = Counter(issued_steps(module.tree.root_node))
        if want != found:
            path = function_file(name)
            shown = ", ".join(f"request {k} {p!r}" for k, p in sorted((want - found).elements()))
            extra = ", ".join(f"response{k} {p!r}" for k, p in sorted((found - want).elements()))
            findings.append(Finding(
                "C2S-V022", f"{path}: the URL steps do not match the contract's url: bindings"
                + (f" (missing: {shown})" if shown else "")
                + (f" (not in the contract: {extra})" if extra else ""), path, capability=name))
    return findings


def contract_steps(cap: dict) -> list[tuple[int, str]]:
    """``(request, resultPath)`` of each ``url:`` binding of the capability's requests."""
    out = []
    requests = (cap.get("implementation") or {}).get("requests") or []
    for request in requests if isinstance(requests, list) else []:
        for binding in (request.get("bindings") or []) if isinstance(request, dict) else []:
            ref = binding.get("from") if isinstance(binding, dict) else None
            if binding.get("target") == "url:" and isinstance(ref, dict):
                out.append((ref.get("request"), ref.get("resultPath")))
    return out


def issued_steps(root: Node) -> list[tuple[int | None, str | None]]:
    """``(k, p)`` of each ``issuedTarget(resultValue(response<k>, "<p>"))`` call; ``(None,
    None)`` for an ``issuedTarget`` call of any other shape."""
    out = []
    for node in js.walk(root):
        if node.type != "call_expression" or \
                js.text(node.child_by_field_name("function")) != "issuedTarget":
            continue
        args = [a for a in node.child_by_field_name("arguments").named_children
                if a.type != "comment"]
        out.append(step_of(args[0]) if len(args) == 1 else (None, None))
    return out


def step_of(arg: Node) -> tuple[int | None, str | None]:
    """``(k, p)`` of ``resultValue(response<k>, "<p>")``, else ``(None, None)``."""
    arg = js.unwrap(arg)
    if arg.type != "call_expression" or \
            js.text(arg.child_by_field_name("function")) != "resultValue":
        return None, None
    args = [a for a in arg.child_by_field_name("arguments").named_children if a.type != "comment"]
    if len(args) != 2 or args[0].type != "identifier":
        return None, None
    name = js.text(args[0])
    index = name[len("response"):]
    if not name.startswith("response") or not index.isdigit():
        return None, None
    return int(index), js.string_value(args[1])
