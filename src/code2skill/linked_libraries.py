"""Rule ``modules.linked-library``: a client library's own package linked into the tree.

An app may keep a copy of a client library's package in its own tree and link it as a
dependency (``"grpc-web": "link:./lib/grpc-web"`` beside ``lib/grpc-web/package.json`` named
``grpc-web``). Module resolution then finds the package's entry file (a workspace package,
:mod:`code2skill.modules` rule 5), and the library's compiled code would be read as the
program's. The rule: a workspace package whose ``package.json`` ``name`` is an import specifier
a recogniser models (``Recogniser.modules``) is that library — what its entry file exports is
the library's, as if imported from the registry's package, and an import of it is a use of
the library (rule ``coverage.declared-client``).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping

RULE = "modules.linked-library"


def linked_packages(by_name: Mapping[str, str], lib_modules: Mapping[str, str]
                    ) -> dict[str, str]:
    """Package name → library id for each workspace package (``by_name``: package name →
    folder) whose name is a modelled import specifier (``lib_modules``: specifier → library
    id)."""
    return {name: lib_modules[name] for name in sorted(by_name) if name in lib_modules}


def linked_entries(linked: Mapping[str, str], resolve: Callable[[str, str], str | None]
                   ) -> dict[str, str]:
    """Program file path → library id for the entry file each linked package
    (:func:`linked_packages`) resolves to (``resolve(importer, specifier)``, the program's
    module resolution; a package whose entry is no analysed file gives nothing)."""
    found: dict[str, str] = {}
    for name, lib in linked.items():
        target = resolve("", name)
        if target is not None:
            found.setdefault(target, lib)
    return found


def library_resolve(resolve: Callable[[str, str], str | None], linked: Mapping[str, str]
                    ) -> Callable[[str, str], str | None]:
    """``resolve`` (the program's module resolution), except that a specifier naming a linked
    library package (:func:`linked_packages`) is a package: ``None``, as an import from the
    registry's would be."""
    return lambda importer, specifier: None if specifier in linked else \
        resolve(importer, specifier)
