"""Rules ``C2S-V023``, ``C2S-V025`` and ``C2S-V026`` on the package's contract.

``C2S-V023``: every request of an exported capability has a path template that stays
under its service's base URL (rule ``contract.path-template`` of the contract format,
:func:`~code2skill.contract.models.path_template_problem`).

The Host boundary joins the template onto the base URL the Host binds; a template that does not
start with ``/`` (``@evil.example/x``, ``.evil.example/x``) would send the request, and the
service's credentials, to another host. The generated runtime refuses such a URL before any
dispatch; this check names the capability and request before the package is started.

``C2S-V025``: no exported capability names ``__proto__`` (rule ``exporter.prototype-name``,
:func:`~code2skill.export.plan.prototype_names`); ``export`` leaves such a capability out, so
a package holding one was edited or written by another tool.

``C2S-V026``: every ``pattern`` of an exported capability's input and output schemas compiles
as JavaScript with the ``u`` flag (rule ``contract.schema-pattern``,
:mod:`code2skill.contract.patterns`): the package compiles it so when it registers its Tools,
and one that does not stops the server from starting.
"""
from __future__ import annotations

from pydantic import ValidationError

from code2skill.contract.models import Capability, path_template_problem
from code2skill.contract.patterns import pattern_problems
from code2skill.export.plan import prototype_names
from code2skill.validate.package import CONTRACT, Package
from code2skill.validate.rules import Finding


def check_paths(package: Package) -> list[Finding]:
    """V023 for each request of each exported capability of the package's contract."""
    findings = []
    caps = package.capabilities
    for name in package.exported:
        cap = caps.get(name)
        implementation = cap.get("implementation") if isinstance(cap, dict) else None
        requests = implementation.get("requests") if isinstance(implementation, dict) else None
        for i, request in enumerate(requests if isinstance(requests, list) else []):
            template = request.get("pathTemplate") if isinstance(request, dict) else None
            if not isinstance(template, str):
                continue
            problem = path_template_problem(template)
            if problem is not None:
                findings.append(Finding(
                    "C2S-V023", f"{name} request {i}: path template {template[:80]!r}: "
                    f"{problem}", CONTRACT, capability=name))
    return findings


def check_prototype_names(package: Package) -> list[Finding]:
    """V025 for each exported capability of the package's contract that names ``__proto__``
    (a capability the contract schema refuses is left to the package's own problems)."""
    findings = []
    for name in package.exported:
        try:
            cap = Capability.model_validate(package.capabilities.get(name))
        except ValidationError:
            continue
        for where in prototype_names(cap):
            findings.append(Finding("C2S-V025", f"{name}: {where} names __proto__", CONTRACT,
                                    capability=name))
    return findings


def check_patterns(package: Package) -> list[Finding]:
    """V026 for each pattern of an exported capability's schemas that does not compile."""
    findings = []
    for name in package.exported:
        cap = package.capabilities.get(name)
        for key in ("inputSchema", "outputSchema"):
            schema = cap.get(key) if isinstance(cap, dict) else None
            findings += [Finding("C2S-V026", f"{name}: {problem}", CONTRACT, capability=name)
                         for problem in pattern_problems(schema, f"/{key}")]
    return findings
