"""The files of an export and how they are written (EXPORT.md "What `code2skill export`
produces").

:func:`package_files` maps each relative path to its bytes; the same contract text gives the
same map, byte for byte (sorted JSON keys, capabilities in name order, no time or absolute
path). :func:`write_package` writes the map into ``OUT`` atomically, file by file
(:func:`code2skill.safe_io.write_atomic`), never following a link out of ``OUT``, and last
``export-manifest.json``: every file it wrote with its sha256.

Rule ``export.own-files``: ``OUT`` must be missing, empty or an earlier export, which its
manifest proves (a folder merely holding ``export-profile.json`` is not one). Only a file the
manifest lists with the hash it still has is replaced or, when the new export does not have it,
removed; a file the new export writes that is not so listed (changed since, or never written by
an export) and a file the export's places hold that no export wrote (``functions/*.mjs``,
``skill/*/*.md``, ``skill/*/references/*.md``, the host report) make the export refuse, naming
them, before anything is written (:class:`OutputError`, exit 2). ``force`` replaces and removes
them anyway (still nothing outside ``OUT``, nothing through a link).

The same writer, given :data:`SKILL_MANIFEST`, writes ``code2skill skill``'s folder
``OUT/<name>/`` under the same rule: its manifest is ``skill-manifest.json``, its places
``*.md`` and ``references/*.md``, so a Skill edited by hand is never overwritten without
``force``.
"""
from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from code2skill.contract.models import Contract
from code2skill.export.adapter import adapter_source, server_source
from code2skill.export.assets import NORMALIZER, NOTICES, RUNTIME, VALIDATE, asset, sha256
from code2skill.export.functions import function_source
from code2skill.export.host import host_boundary_source, service_bindings
from code2skill.export.names import dry_run_variable, function_file, package_name
from code2skill.project import project_name
from code2skill.export.hostfit import REPORT_FILE, fit_to_host
from code2skill.export.plan import CapabilityPlan, Skipped, select
from code2skill.host.profile import HostProfile
from code2skill.export.records import consumer_requirements, export_profile, package_json
from code2skill.export.render import render
from code2skill.safe_io import (CONTRACT_CAP, UnsafeFile, escape_surrogates, json_text,
                                read_bytes_in_root, write_atomic)
from code2skill.skill.plan import plan_skill
from code2skill.skill.render import render_skill

VERSION = "0.1.0"
PROFILE_FILE = "export-profile.json"
MANIFEST_FILE = "export-manifest.json"
MANIFEST_CAP = 4_000_000          # bytes of an earlier export's manifest
SHOWN = 5                         # files named in a refusal
CREDENTIAL_MEANING = {"bearer": "bearer token (sent as `Authorization: Bearer …`)",
                      "cookie-session": "session cookie (sent as the `Cookie` header)",
                      "api-key": "API key", "api-key-header": "name of the header that carries "
                                                           "the API key"}


def utf8(text: str) -> bytes:
    """``text`` as UTF-8, a lone surrogate (from a JSON escape in the contract) as ``\\uXXXX``."""
    return escape_surrogates(text).encode("utf-8")


class OutputError(Exception):
    """``OUT`` cannot receive the package; ``str()`` says why."""


@dataclass(frozen=True, slots=True)
class Manifest:
    """What one writer owns in its folder (rule ``export.own-files``): the manifest ``file``
    it writes last, the ``places`` (globs relative to the folder) whose files no such write
    listed it refuses to remove, the ``writer`` an earlier write is named after in messages,
    and a ``note`` on what is not one."""

    file: str
    places: tuple[str, ...]
    writer: str
    note: str = ""

    def one(self) -> str:
        """``an export``, ``a Skill``."""
        return ("an " if self.writer[0] in "aeiou" else "a ") + self.writer


EXPORT_MANIFEST = Manifest(MANIFEST_FILE, ("functions/*.mjs", "skill/*/*.md",
                                           "skill/*/references/*.md", REPORT_FILE), "export",
                           " (a folder holding export-profile.json alone is not one)")
SKILL_MANIFEST = Manifest("skill-manifest.json", ("*.md", "references/*.md"), "Skill")


def package_files(contract: Contract, contract_bytes: bytes, only_approved: bool,
                  host: HostProfile | None = None
                  ) -> tuple[dict[str, bytes], list[CapabilityPlan], list[Skipped]]:
    """Every file of the package, by path relative to ``OUT``, with the plans registered and
    the capabilities not registered; ``host``: only the Tools that Host serves
    (:mod:`~code2skill.export.hostfit`, which raises ``HostRefusal``)."""
    project = project_name(contract.source)
    package = package_name(project)
    dry_run = dry_run_variable(package)
    plans, skipped = select(contract, only_approved)
    report = None
    if host is not None:
        plans, skipped, report = fit_to_host(contract, package, plans, skipped, host)
    bindings = service_bindings(contract, plans)
    files: dict[str, bytes] = {
        "canonical-contract.json": contract_bytes,
        "server.mjs": utf8(server_source(package)),
        "adapter.mjs": utf8(adapter_source(package, VERSION, dry_run, plans)),
        NORMALIZER: asset(NORMALIZER),
        RUNTIME: asset(RUNTIME),
        NOTICES: asset(NOTICES),
        "functions/validate.mjs": asset(VALIDATE),
        "functions/host-boundary.mjs": utf8(host_boundary_source(package, bindings)),
    }
    for plan in plans:
        files[function_file(plan.capability.name)] = utf8(function_source(plan))
    files.update(skill_files(contract, {p.capability.name for p in plans}))
    hashes = {NORMALIZER: sha256(files[NORMALIZER]), RUNTIME: sha256(files[RUNTIME]),
              "canonical-contract.json": sha256(contract_bytes)}
    description = f"MCP server (strict-export-v1, node-stdio) of {project}, " \
                  "generated by code2skill"
    files["package.json"] = json_text(package_json(package, VERSION, description)).encode()
    files[PROFILE_FILE] = json_text(export_profile(package, VERSION, dry_run, bindings, plans,
                                                   skipped, hashes, only_approved)).encode()
    skill = next((rel.split("/")[1] for rel in files if rel.startswith("skill/")), None)
    files["consumer-requirements.json"] = json_text(
        consumer_requirements(contract, package, plans)).encode()
    files["README.md"] = utf8(readme(package, dry_run, bindings, plans, skipped, skill))
    if report is not None:
        files[REPORT_FILE] = json_text(report.model_dump(mode="json")).encode()
    return dict(sorted(files.items())), plans, skipped


def skill_files(contract: Contract, registered: set[str]) -> dict[str, bytes]:
    """``skill/<name>/SKILL.md`` and ``references/<tool>.md`` (EXPORT.md D9, written by
    :mod:`code2skill.skill`) for exactly the registered Tools; none when no Tool is registered."""
    if not registered:
        return {}
    plan = plan_skill(contract, registered)
    return {f"skill/{plan.name}/{rel}": utf8(text) for rel, text in render_skill(plan).items()}


def readme(package, dry_run, bindings, plans, skipped, skill) -> str:
    env = {}
    for b in bindings:
        env[b.base_url_binding] = "https://<" + b.id.replace("_", "-") + "-host>"
        for c in b.credentials:
            env[c.variable] = f"<{c.mechanism}>"
    env[dry_run] = "0"
    host_config = json.dumps({"mcpServers": {package: {"command": "node",
                                                       "args": ["/path/to/package/server.mjs"],
                                                       "env": env}}}, indent=2)
    tools = [{"name": p.capability.name, "title": p.capability.title,
              "sideEffect": p.capability.sideEffect} for p in plans]
    return render("README.md.j2", package=package, dry_run=dry_run, bindings=bindings,
                  tools=tools, skipped=skipped, host_config=host_config, skill=skill,
                  credential_meaning=CREDENTIAL_MEANING,
                  observed=any(b.observed_base_urls for b in bindings))


def check_output(out: Path) -> None:
    """Refuse an ``OUT`` that is a link or a file."""
    if os.path.islink(out):
        raise OutputError(f"{out}: is a symbolic link; give the real folder")
    if out.exists() and not out.is_dir():
        raise OutputError(f"{out}: exists and is not a folder")


def safe_relative(rel: object) -> bool:
    """Whether ``rel`` is a POSIX path inside a folder: relative, no ``..``/``.``/empty part,
    no backslash or NUL."""
    if not isinstance(rel, str) or rel == "" or "\\" in rel or "\0" in rel:
        return False
    parts = rel.split("/")
    return not rel.startswith("/") and all(p not in ("", ".", "..") for p in parts)


def read_manifest(out: Path, name: str = MANIFEST_FILE) -> dict[str, str] | None:
    """The files (``{relative path: sha256}``) the manifest ``name`` of the earlier write in
    ``out`` lists; ``None`` when there is none or it is not one this tool writes (not a regular
    file inside ``out``, not JSON, an entry that is not a safe relative path and a sha256)."""
    try:
        data = json.loads(read_bytes_in_root(out, name, MANIFEST_CAP))
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    files = data.get("files")
    if data.get("generator") != "code2skill" or not isinstance(files, dict) or not all(
            safe_relative(k) and isinstance(v, str) and len(v) == 64 for k, v in files.items()):
        return None
    return files


def current_hash(out: Path, rel: str) -> str | None:
    """The sha256 of the regular file ``out/rel`` (read inside ``out``, no link followed);
    ``None`` when there is none; :class:`OutputError` when it is a link or not a regular
    file (never written through)."""
    if not os.path.lexists(Path(out, rel)):
        return None
    if through_link(out, rel):
        raise OutputError(f"{out}: {rel} is reached through a link; nothing is written "
                          "through it")
    try:
        return hashlib.sha256(read_bytes_in_root(out, rel, CONTRACT_CAP)).hexdigest()
    except UnsafeFile as exc:
        raise OutputError(f"{out}: {rel} exists and is not a regular file ({exc.strerror})") \
            from None


def through_link(out: Path, rel: str) -> bool:
    """Whether ``out/rel`` or a folder on the way to it inside ``out`` is a symbolic link."""
    parts = PurePosixPath(rel).parts
    return any(os.path.islink(Path(out, *parts[:i + 1])) for i in range(len(parts)))


def owned_files(out: Path, places: tuple[str, ...]) -> list[str]:
    """The files in the ``places`` a writer owns (globs: for an export ``functions/*.mjs``,
    ``skill/*/*.md``, ``skill/*/references/*.md``, the host report), relative POSIX paths,
    sorted."""
    base = Path(out)
    found = [path for place in places for path in base.glob(place)]
    rels = (p.relative_to(base).as_posix() for p in found)
    return sorted(r for r in rels if not through_link(base, r) and Path(base, r).is_file())


def plan_changes(out: Path, files: dict[str, bytes], force: bool,
                 kind: Manifest = EXPORT_MANIFEST) -> list[str]:
    """The files of an earlier write of ``kind`` in ``out`` that the new one does not have
    and may remove (rule ``export.own-files``); :class:`OutputError` naming the files it may
    not replace or remove, unless ``force``."""
    if not out.is_dir() or not any(out.iterdir()):
        return []
    manifest = read_manifest(out, kind.file)
    if manifest is None and not force:
        raise OutputError(f"{out}: is not empty and holds no {kind.file} of an earlier "
                          f"{kind.writer}{kind.note}; choose an empty or new folder, or give "
                          f"--force to replace its files of the {kind.writer}'s layout")
    manifest = manifest or {}
    refused: list[str] = []
    for rel, data in files.items():
        now = current_hash(out, rel)
        if now is not None and now != manifest.get(rel) and now != sha256(data):
            why = f"changed since the earlier {kind.writer}" if rel in manifest else \
                f"not written by {kind.one()}"
            refused.append(f"{rel} ({why})")
    stale = []
    for rel, recorded in sorted(manifest.items()):
        if rel in files:
            continue
        now = current_hash(out, rel)
        if now is None:
            continue
        if now != recorded:
            refused.append(f"{rel} (changed since the earlier {kind.writer}; the new one "
                           "would remove it)")
        stale.append(rel)
    for rel in owned_files(out, kind.places):
        if rel not in files and rel not in manifest:
            refused.append(f"{rel} (not written by {kind.one()}; the new one would remove it)")
            stale.append(rel)
    if refused and not force:
        more = f" and {len(refused) - SHOWN} more" if len(refused) > SHOWN else ""
        raise OutputError(f"{out}: would replace or remove files the earlier {kind.writer} did "
                          f"not write as they are: {'; '.join(refused[:SHOWN])}{more}; nothing "
                          "written (move them away, or give --force)")
    return sorted(set(stale))


def inner_folders(out: Path, base: str, rel: str) -> list[str]:
    """The folders of ``rel`` under ``base``, each made when missing; a folder that is a link
    (which could lead out of ``OUT``) raises :class:`OutputError` before anything is made in
    it."""
    parts = Path(rel).parts[:-1]
    for i in range(len(parts)):
        folder = Path(base, *parts[:i + 1])
        if os.path.islink(folder) or (folder.exists() and not folder.is_dir()):
            raise OutputError(f"{out}: {'/'.join(parts[:i + 1])} is a link or not a folder; "
                              "nothing is written through it")
        folder.mkdir(exist_ok=True)
    return list(parts)


def manifest_text(files: dict[str, bytes]) -> str:
    """``export-manifest.json``: every file written, with its sha256."""
    return json_text({"generator": "code2skill", "manifestVersion": 1,
                      "files": {rel: sha256(data) for rel, data in files.items()}})


def write_package(out: Path, files: dict[str, bytes], force: bool = False,
                  kind: Manifest = EXPORT_MANIFEST) -> None:
    """Write ``files`` under ``out`` (created if missing), then the manifest of ``kind``,
    removing the files of the earlier write the new one does not have (rule
    ``export.own-files``; ``kind`` :data:`SKILL_MANIFEST` for a Skill's folder). Raises
    :class:`OutputError` or ``OSError``."""
    check_output(out)
    stale = plan_changes(out, files, force, kind)
    out.mkdir(parents=True, exist_ok=True)
    base = os.path.realpath(out)
    for rel, data in files.items():
        target = Path(base, *inner_folders(out, base, rel), Path(rel).name)
        if os.path.islink(target) or (target.exists() and not target.is_file()):
            raise OutputError(f"{out}: {rel} exists and is a link or not a regular file")
        write_atomic(target, data, follow=False)
    for rel in stale:
        if not through_link(Path(base), rel) and Path(base, rel).is_file():
            Path(base, rel).unlink()
    write_atomic(Path(base, kind.file), manifest_text(files), follow=False)
