"""Rule ``call.default-import-name``: the names an anonymous default export is called by.

A function written ``export default (links) => {…}`` has no name of its own (its facts name it
``default``); each module that imports it gives it one (``import buildClient from
'./buildClient'``), and its calls are found under those names.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping

from code2skill.facts import ModuleFacts


def default_import_names(modules: Mapping[str, ModuleFacts],
                         resolve: Callable[[str, str], str | None],
                         path: str) -> frozenset[str]:
    """The local names under which the program's modules import module ``path``'s default
    export (``resolve(importer, specifier)`` gives the imported module's path, ``None`` for
    a package or a module outside the program)."""
    return frozenset(imp.local for importer, module in modules.items()
                     for imp in module.imports
                     if imp.imported == "default" and imp.local
                     and resolve(importer, imp.source) == path)
