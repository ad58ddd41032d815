"""Rule ``modules.file-replacement``: the Angular CLI build swaps a file for another.

An ``angular.json`` build target lists ``fileReplacements`` per configuration::

    "build": {
      "defaultConfiguration": "production",
      "configurations": {"production": {"fileReplacements": [
        {"replace": "src/environments/environment.ts",
         "with": "src/environments/environment.prod.ts"}]}}}

The deployed app is the build of the target's ``defaultConfiguration`` (``production`` when
none is named), so an import of the replaced file reads the replacement: the base URL an
interceptor takes from ``environment.api.baseUrl`` is the production one, and the replaced
file is no part of the deployed app (its URLs raise no ``coverage.component-config-url``
review). Paths are relative to
the folder holding ``angular.json`` (the workspace); a pair is kept only when both files are
analysed. Other configurations (``development``, ``staging``) and other builders' replacement
schemes (webpack ``NormalModuleReplacementPlugin``, Vite aliases per mode) are not read.
"""
from __future__ import annotations

import posixpath
from pathlib import Path

from code2skill.facts import Diagnostic

RULE = "modules.file-replacement"
WORKSPACE = "angular.json"
DEFAULT_CONFIGURATION = "production"


def file_replacements(root: Path, files: set[str], folders: list[str],
                      problems: list[Diagnostic] | None = None) -> dict[str, str]:
    """``{replaced path: replacement path}`` (repo-relative POSIX paths of ``files``) of the
    ``angular.json`` in each of ``folders`` (shallowest first; the first pair naming a
    replaced file wins). An unreadable or malformed workspace file gives a diagnostic
    through ``load_jsonc`` and no pairs."""
    from code2skill.modules import load_jsonc, rel_to

    found: dict[str, str] = {}
    for folder in folders:
        data = load_jsonc(root, root / folder / WORKSPACE, rel_to(folder, WORKSPACE), problems)
        for replace, with_ in workspace_pairs(data or {}):
            replaced = posixpath.normpath(posixpath.join(folder, replace))
            replacement = posixpath.normpath(posixpath.join(folder, with_))
            if replaced in files and replacement in files:
                found.setdefault(replaced, replacement)
    return found


def workspace_pairs(workspace: dict) -> list[tuple[str, str]]:
    """``(replace, with)`` of every project's build target in its default configuration, in
    project-name order; entries of the wrong JSON type are skipped."""
    projects = workspace.get("projects")
    pairs = []
    for _, project in sorted(projects.items() if isinstance(projects, dict) else ()):
        targets = project.get("architect") or project.get("targets") \
            if isinstance(project, dict) else None
        build = targets.get("build") if isinstance(targets, dict) else None
        if not isinstance(build, dict):
            continue
        name = build.get("defaultConfiguration")
        configurations = build.get("configurations")
        chosen = configurations.get(name if isinstance(name, str) else DEFAULT_CONFIGURATION) \
            if isinstance(configurations, dict) else None
        items = chosen.get("fileReplacements") if isinstance(chosen, dict) else None
        pairs.extend((item["replace"], item["with"]) for item in
                     (items if isinstance(items, list) else ())
                     if isinstance(item, dict) and isinstance(item.get("replace"), str)
                     and isinstance(item.get("with"), str))
    return pairs
