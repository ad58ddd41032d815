"""The project's name (``source.project``): what the Skill and the exported package are named
after, and where it came from.

Rules, first that gives a name wins:

* ``project.package-name`` — the ``name`` of the analysed folder's own ``package.json``, its
  npm scope stripped (``@acme/web-app`` → ``web-app``); evidence: the line of that name;
* ``project.git-root`` — the name of the folder at the top of the git repository the analysed
  folder is in (the analysed folder or the nearest folder above it that holds a ``.git``
  entry: only that entry's existence is checked above the root, nothing there is read);
* ``project.folder`` — the analysed folder's name.

Each is normalised to the Agent Skills name rules (:func:`normal_name`: 1–64 characters of
``a-z0-9-``, words of camelCase split, no leading, trailing or doubled ``-``); a candidate
that normalises to nothing gives way to the next; ``api-tools`` when none is left.

Rule ``project.generic-name``: a name that only says which part of a repository the folder
is (:data:`GENERIC_NAMES`: ``client``, ``frontend``, ``web``, ``ui``, ``www``, ``src`` …: MySpeed's
``client/package.json`` is named ``client``) names no project: such a package name gives way
to the next rule, and such a folder name to the name of the nearest folder holding it that
is none (``myspeed`` for ``myspeed/client``; only folder names are read there, never a
file). ``app`` is the id a service takes when nothing names it, so it stays.
"""
from __future__ import annotations

import json
import os
import re
from pathlib import Path

from code2skill.contract.models import Evidence, Project, Source
from code2skill.safe_io import read_text_in_root

NAME_MAX = 64
FALLBACK = "api-tools"
PACKAGE_JSON = "package.json"
PACKAGE_JSON_CAP = 1 << 20
GENERIC_NAMES = frozenset({"client", "clients", "frontend", "front-end", "front", "web",
                           "webapp", "web-app", "ui", "www", "src", "spa", "site", "public"})
GENERIC_RULE = "project.generic-name"
NAME_MEMBER = re.compile(r'"name"\s*:\s*("(?:[^"\\\n]|\\.)*")')


def normal_name(text: str) -> str:
    """``text`` under the Agent Skills name rules (``Hi.Events`` → ``hi-events``,
    ``myApp_v2`` → ``my-app-v2``); ``""`` when no letter or digit is left."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1-\2", text)
    words = re.findall(r"[a-z0-9]+", spaced.lower())
    return "-".join(words)[:NAME_MAX].strip("-")


def project_of(root: Path) -> Project:
    """The project of the analysed folder ``root`` (rules in the module docstring)."""
    found = package_name(root)
    if found is not None:
        return found
    top = git_top(root.resolve())
    if top is not None and normal_name(top.name):
        return Project(name=normal_name(top.name), origin="git-root", evidence=[Evidence(
            kind="inferred", rule="project.git-root",
            note=f"the folder at the top of the git repository: {top.name}")])
    folder = root.resolve()
    holder = next((f for f in (folder, *folder.parents)
                   if normal_name(f.name) and normal_name(f.name) not in GENERIC_NAMES), None)
    if holder is not None and holder != folder:               # rule project.generic-name
        return Project(name=normal_name(holder.name), origin="folder", evidence=[Evidence(
            kind="default", rule=GENERIC_RULE,
            note=f"the analysed folder's name {folder.name} is generic: the folder holding "
                 f"it, {holder.name}")])
    return Project(name=normal_name(folder.name) or FALLBACK, origin="folder",
                   evidence=[Evidence(kind="default", rule="project.folder",
                                      note="the analysed folder's name")])


def package_name(root: Path) -> Project | None:
    """Rule ``project.package-name``, or ``None`` (no readable ``package.json``, no string
    ``name``, one with no letter or digit, or a generic one: rule ``project.generic-name``)."""
    try:
        text = read_text_in_root(root, PACKAGE_JSON, PACKAGE_JSON_CAP)
        data = json.loads(text)
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):   # nested too deep too
        return None
    raw = data.get("name") if isinstance(data, dict) else None
    if not isinstance(raw, str):
        return None
    name = normal_name(re.sub(r"^@[^/]*/", "", raw))
    if not name or name in GENERIC_NAMES:                     # rule project.generic-name
        return None
    return Project(name=name, origin="package.json",
                   evidence=[name_evidence(text, raw)])


def name_evidence(text: str, raw: str) -> Evidence:
    """Observed evidence of the ``"name": "<raw>"`` member of ``package.json`` (the first
    member of that value): its value's span."""
    for match in NAME_MEMBER.finditer(text):
        try:
            value = json.loads(match.group(1))
        except ValueError:
            continue
        if value != raw:
            continue
        start, end = match.start(1), match.end(1)
        line = text.count("\n", 0, start) + 1
        column = start - (text.rfind("\n", 0, start) + 1) + 1
        end_line = text.count("\n", 0, end) + 1
        end_column = end - (text.rfind("\n", 0, end) + 1) + 1
        return Evidence(file=PACKAGE_JSON, line=line, column=column, endLine=end_line,
                        endColumn=end_column, kind="observed", rule="project.package-name")
    return Evidence(file=PACKAGE_JSON, kind="observed", rule="project.package-name")


def git_top(folder: Path) -> Path | None:
    """``folder`` or the nearest folder above it holding a ``.git`` entry (file or folder),
    else ``None``."""
    for candidate in (folder, *folder.parents):
        if os.path.lexists(candidate / ".git"):
            return candidate
    return None


def project_name(source: Source) -> str:
    """The name a Skill and a package take: ``source.project.name``, or for a contract
    written before it was recorded, the normalised ``source.root``."""
    if source.project is not None:
        return source.project.name
    return normal_name(source.root) or FALLBACK
