"""Rule ``C2S-V023``: every request of an exported capability has a path template that stays
under its service's base URL (rule ``contract.path-template`` of the contract format,
:func:`~code2skill.contract.models.path_template_problem`).

The Host boundary joins the template onto the base URL the Host binds; a template that does not
start with ``/`` (``@evil.example/x``, ``.evil.example/x``) would send the request, and the
service's credentials, to another host. The generated runtime refuses such a URL before any
dispatch; this check names the capability and request before the package is started.
"""
from __future__ import annotations

from code2skill.contract.models import path_template_problem
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
