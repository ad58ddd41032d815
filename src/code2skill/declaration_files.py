"""Rule ``source.declaration-file``: TypeScript declaration files hold types, never calls.

A ``.d.ts`` file (``.d.mts``, ``.d.cts``) declares the types of code written elsewhere: a
package's committed ``dist-typings/**/*.d.ts``, an ``api.d.ts`` openapi-typescript generated.
It is analysed for its types — an import of it (``import type { paths } from './api'``) or an
ambient one (no import or export: its names are visible in every file) gives the program
types —, but it makes no request, so:

* it is no client file: the count of analysed client files in which no request-like call
  site was found (rule ``coverage.low``) leaves it out (:func:`client_code`);
* a parse failure of a declaration file no other analysed module imports and that is no
  ambient one is no failure of the client's code: its diagnostic becomes ``info`` (not
  printed, no ``--strict`` failure), saying why (:func:`unused_declaration_diagnostics`);
  one imported by a module, or ambient, keeps its ``warning``, since types it gives may be
  lost.
"""
from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable, Mapping

from code2skill.facts import Diagnostic, ModuleFacts

RULE = "source.declaration-file"
SUFFIXES = (".d.ts", ".d.mts", ".d.cts")
NOTE = "a declaration file no analysed module imports (types only, no calls): "
# a line of a module (not an ambient declaration file): a top-level import or export
MODULE_LINE = re.compile(r"^(import|export)\b", re.M)


def is_declaration(path: str) -> bool:
    """Whether ``path`` names a TypeScript declaration file (:data:`SUFFIXES`)."""
    return path.lower().endswith(SUFFIXES)


def client_code(paths: Iterable[str]) -> list[str]:
    """``paths`` without the declaration files: the files that may hold client code."""
    return [p for p in paths if not is_declaration(p)]


def imported_declarations(modules: Mapping[str, ModuleFacts],
                          resolve: Callable[[str, str], str | None],
                          read: Callable[[str], str]) -> set[str]:
    """The declaration files the client's code may take types from: the ambient ones (no
    line of the text ``read(path)`` gives starts with an import or export: an ``export``
    inside ``declare module 'x' {…}`` is indented, and a parse failure may hide a module's
    imports from the facts), those an import, re-export or ``require`` of a module
    that is no declaration file resolves to (``resolve(importer, specifier)``), and those
    such a declaration file imports in turn (a ``dist-typings`` tree importing only itself
    gives none)."""
    found = {path for path in modules
             if is_declaration(path) and not MODULE_LINE.search(read(path))}
    found |= {target for path in modules if not is_declaration(path)
              for target in imported(path, modules[path], resolve)}
    todo = list(found)
    while todo:
        for target in imported(todo.pop(), None, resolve, modules):
            if target not in found:
                found.add(target)
                todo.append(target)
    return found


def imported(path: str, facts: ModuleFacts | None, resolve: Callable[[str, str], str | None],
             modules: Mapping[str, ModuleFacts] | None = None) -> set[str]:
    """The declaration files module ``path`` (its ``facts``, else looked up in ``modules``)
    imports, re-exports from or ``require``\\ s."""
    facts = facts if facts is not None else (modules or {}).get(path)
    if facts is None:
        return set()
    sources = [i.source for i in facts.imports] + \
        [e.source for e in facts.exports if e.source is not None]
    return {target for source in sources
            if (target := resolve(path, source)) is not None and target != path
            and is_declaration(target)}


def unused_declaration_diagnostics(diagnostics: list[Diagnostic],
                                   modules: Mapping[str, ModuleFacts],
                                   resolve: Callable[[str, str], str | None],
                                   read: Callable[[str], str]) -> list[Diagnostic]:
    """``diagnostics`` with each ``parse`` warning or error of a declaration file that no
    module imports and that is not ambient (:func:`imported_declarations`) turned into an
    ``info`` diagnostic whose reason starts with :data:`NOTE`; the others unchanged, in
    order; ``read(path)`` gives a file's text."""
    if not any(is_declaration(d.path) and d.stage == "parse" for d in diagnostics):
        return diagnostics
    used = imported_declarations(modules, resolve, read)
    return [dataclasses.replace(d, severity="info", reason=NOTE + d.reason)
            if d.stage == "parse" and d.severity != "info" and is_declaration(d.path)
            and d.path not in used else d for d in diagnostics]
