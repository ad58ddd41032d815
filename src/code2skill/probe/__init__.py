"""``code2skill probe PACKAGE``: run an exported strict-export-v1 package and check its
behaviour against its ``canonical-contract.json`` (EXPORT.md D10).

The official MCP Python SDK client (``mcp``) starts ``node server.mjs`` over stdio, twice: once
with the dry-run variable set to ``"1"``, once without. A loopback stub backend
(:mod:`.stub`, 127.0.0.1, a free port) is bound to every service's ``baseUrlBinding`` (under
``/svc/<service id>``, so a request names the service it went to), and every credential
binding export-profile.json declares gets a probe value. Checks:

* ``tools/list`` equals the exported capabilities: names, titles, descriptions (the contract's,
  optionally followed by the documented result shape), the four annotation hints, equivalent
  input and output schemas (:mod:`.schemas`); an unknown Tool is a protocol error;
* dry run, per Tool: the result is the exact envelope ``{dryRun: true, validatedInput,
  operationPolicy, operationSummary}`` of the contract, its text block equals the structured
  content, ``isError`` is false, and the stub counts zero requests;
* bad input (an extra member): an ``isError`` result, no request;
* live, per Tool, with a deterministic input (:mod:`.inputs`): every request of the contract is
  sent with exactly its method, path, query, headers and body (:mod:`.expect`), each step of a
  chain answered with the values later steps read (:mod:`.chain`: a ``url:`` target gets an
  absolute URL back at the stub; the transfer to it carries no service credential) and the
  output equal to the one ``implementation.output`` builds; a 2xx status outside
  ``successStatuses`` is an error; a write answered 500 or cut off (at the first step, and at a
  chain's last step) is ``UNKNOWN_DISPATCH_OUTCOME`` with ``retryable: false`` (a read:
  ``retryable`` only when its policy allows retry); a 409 carrying an error code keeps that code (at the contract's
  ``codePath``) with ``outcomeKnown: true``.
"""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from code2skill.validate.package import CONTRACT, PROFILE

WRITES = ("create", "update", "delete")
HINTS = ("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")
UNKNOWN_TOOL = "probe_unknown_tool"
PROBE_CODE = "PROBE_CONFLICT"
MIN_NODE = 20


class ProbeError(Exception):
    """The probe cannot run (no node ≥ 20, not a package, no server.mjs)."""


@dataclass(slots=True)
class ToolReport:
    """One Tool's row: dry-run requests counted, live calls made (the success path, bad input,
    each failure status and cut connection, the rejection), live requests checked against the
    contract (method, path, query, headers, body), live mismatches, other failures."""

    name: str
    dry_run_requests: int = 0
    live_calls: int = 0
    live_requests_checked: int = 0
    live_mismatches: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.live_mismatches and not self.failures and self.dry_run_requests == 0


@dataclass(slots=True)
class ProbeResult:
    package: Path
    tools: list[ToolReport]
    failures: list[str]                 # package-wide: tools/list, unknown Tool

    @property
    def ok(self) -> bool:
        return not self.failures and all(t.ok for t in self.tools)


def node_major(node: str) -> int:
    """The major version of the ``node`` executable; :class:`ProbeError` when it cannot run."""
    path = shutil.which(node)
    if path is None:
        raise ProbeError(f"{node!r} is not found: the probe needs Node.js >= {MIN_NODE}")
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30,
                             check=True).stdout
    except (OSError, subprocess.SubprocessError) as exc:
        raise ProbeError(f"{node} --version failed: {exc}") from None
    match = re.match(r"v(\d+)\.", out.strip())
    if match is None:
        raise ProbeError(f"{node} --version printed {out.strip()!r}")
    return int(match.group(1))


def load(root: Path) -> tuple[dict, dict]:
    if not (root / "server.mjs").is_file():
        raise ProbeError(f"{root} has no server.mjs: not an exported package")
    try:
        contract = json.loads((root / CONTRACT).read_text())
        profile = json.loads((root / PROFILE).read_text())
    except (OSError, ValueError) as exc:
        raise ProbeError(f"{root}: cannot read {CONTRACT} and {PROFILE}: {exc}") from None
    return contract, profile


def credential_env(profile: dict) -> dict[str, str]:
    """A probe value for every credential binding export-profile.json declares (its
    ``services[].credentials[].variable``)."""
    out = {}
    for service in profile.get("services") or []:
        for credential in service.get("credentials") or []:
            name = credential.get("variable")
            if isinstance(name, str):
                out[name] = f"probe-credential-{name.lower()}"
    return out


def auth_headers(profile: dict, capability: str, env: dict[str, str]) -> dict[str, str]:
    """The credential headers the Host boundary must add for ``capability``: ``authorization``
    (bearer), ``cookie``; an API key under the header the contract names, checked by value
    (key ``*api-key``)."""
    out = {}
    for service in profile.get("services") or []:
        for credential in service.get("credentials") or []:
            if capability not in (credential.get("capabilities") or []):
                continue
            value = env.get(credential.get("variable"))
            if credential.get("mechanism") == "bearer":
                out["authorization"] = f"Bearer {value}"
            elif credential.get("mechanism") == "cookie-session":
                out["cookie"] = value
            elif credential.get("mechanism") == "api-key":
                out["*api-key"] = value          # under the header the contract names
    return out


def probe_package(root: Path, node: str = "node", timeout: float = 20.0) -> ProbeResult:
    """Probe the package at ``root`` (see the module docstring)."""
    if node_major(node) < MIN_NODE:
        raise ProbeError(f"{node} is older than Node.js {MIN_NODE}")
    contract, profile = load(root)
    try:
        from code2skill.probe.session import run_probe
    except ImportError as exc:
        raise ProbeError(f"the MCP client is not installed ({exc.name}): pip install "
                         "'code2skill[probe]'") from None
    return run_probe(root.resolve(), contract, profile, shutil.which(node), timeout)
