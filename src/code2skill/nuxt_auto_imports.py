"""Rule ``nuxt.auto-imported-export``: in a Nuxt app, a name a module neither declares nor
imports is the export of that name of a file in a ``composables/`` or ``utils/`` folder.

Nuxt puts the exports of those folders in scope of every module, with no import::

    // app/composables/useSubmit.ts
    export function useSubmit(fetcher, opts) { return async (data) => { await fetcher(data) } }
    // app/pages/login.vue
    const _submit = useSubmit((data) => $fetch('/api/login', {method: 'post', body: data}), …)

A program is a Nuxt app when a ``package.json`` depends on ``nuxt`` (or ``nuxt3``) or a
``nuxt.config.*`` file is analysed. The folders scanned are Nuxt's defaults: the files
directly in a folder named ``composables`` or ``utils`` and the ``index`` file of each of
their sub-folders (``composables/useSubmit.ts``, ``utils/format/index.ts``), their named
exports by name and a default export by the file's (or sub-folder's) name in camelCase
(``use-submit.ts`` is ``useSubmit``). A folder under a ``server/`` segment is Nitro's: its
exports are in scope of server modules only, the others' of client modules only. A name two
files export on the same side is left unresolved (Nuxt picks one; the source does not say
which). Not supported: folders added in ``nuxt.config`` (``imports.dirs``) and Pinia's
``storesDirs``. The auto-imports of ``unplugin-auto-import`` outside Nuxt are rule
``scope.auto-import`` (:mod:`code2skill.auto_imports`, which asks this rule first).
"""
from __future__ import annotations

import re
from collections.abc import Mapping

from code2skill.facts import ModuleFacts

RULE = "nuxt.auto-imported-export"
NUXT_PACKAGES = frozenset({"nuxt", "nuxt3"})
NUXT_CONFIG = re.compile(r"(^|/)nuxt\.config\.[cm]?[jt]s$")
AUTO_IMPORTED_FILE = re.compile(
    r"(^|/)(composables|utils)/(?:(?P<file>[^/]+)|(?P<folder>[^/]+)/index)\.[cm]?[jt]s$")
SERVER_SEGMENT = re.compile(r"(^|/)server/")


def is_nuxt_app(modules: Mapping[str, ModuleFacts], packages: Mapping[str, object]) -> bool:
    """Whether a ``package.json`` (``packages``: folder → parsed file) depends on Nuxt or a
    ``nuxt.config.*`` is among the analysed ``modules``."""
    for package in packages.values():
        if isinstance(package, dict):
            for key in ("dependencies", "devDependencies"):
                deps = package.get(key)
                if isinstance(deps, dict) and NUXT_PACKAGES & set(deps):
                    return True
    return any(NUXT_CONFIG.search(path) for path in modules)


def side(path: str) -> str:
    """``"server"`` for a module under a ``server/`` folder (Nitro), else ``"client"``."""
    return "server" if SERVER_SEGMENT.search(path) else "client"


def camel_case(stem: str) -> str:
    """A file stem as Nuxt names its default export: ``use-submit`` → ``useSubmit``."""
    head, *rest = re.split(r"[-_.]+", stem)
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def exported_names(path: str, module: ModuleFacts) -> list[tuple[str, str]]:
    """``[(name in scope, export name)]`` of an auto-imported file ``path`` (module
    docstring); ``[]`` for any other file."""
    match = AUTO_IMPORTED_FILE.search(path)
    if match is None:
        return []
    stem = match.group("file") or match.group("folder")
    names = []
    for export in module.exports:
        if export.exported == "default":
            names.append((camel_case(stem), "default"))
        elif export.exported != "*":
            names.append((export.exported, export.exported))
    return names


def auto_imports(modules: Mapping[str, ModuleFacts],
                 packages: Mapping[str, object]) -> dict[tuple[str, str], tuple[str, str] | None]:
    """``{(side, name in scope): (module path, export name)}`` of a Nuxt app's auto-imported
    exports (module docstring), ``None`` for a name two modules of a side export; ``{}`` for
    a program that is no Nuxt app."""
    if not is_nuxt_app(modules, packages):
        return {}
    found: dict[tuple[str, str], tuple[str, str] | None] = {}
    for path in sorted(modules):
        for name, exported in exported_names(path, modules[path]):
            key = (side(path), name)
            found[key] = (path, exported) if key not in found else None
    return found
