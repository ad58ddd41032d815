"""Rule ``modules.inferred-alias``: a path alias whose declaration the analysed folder cannot
see, mapped to the one folder every import through it names.

An Nx or other monorepo declares ``"@acme/client/*": ["apps/client/src/app/*"]`` in a
``tsconfig.base.json`` at the repository root. Analysing ``apps/client`` alone, that file is
outside the analysed folder and never read, so ``@acme/client/services/user.service`` looked
like a package. When the same alias prefix is used by several imports and there is exactly
one folder of the analysed tree under which every one of those imports names an existing file,
that folder is what the alias stands for: the tree itself proves it, with no guess about the
unseen configuration.

The prefix of a bare specifier is its package part: ``@scope/name`` for a scoped specifier,
the first segment otherwise; the rest (the *tail*) has at least one segment. Prefixes that a
``package.json`` of the tree declares as a dependency, or names as a workspace package, are
packages and never inferred.

Rule ``modules.outside-sibling``: once ``@acme/client`` is inferred, an unresolved prefix of the
same scope (``@acme/ui``, ``@acme/common``) is the project's own code outside the analysed
folder, not a package from a registry: its imports are counted so that the miss is said.
"""
from __future__ import annotations

import posixpath
from dataclasses import dataclass
from typing import Callable, Iterable

MIN_IMPORTS = 2
"""Distinct tails a prefix needs before a folder is inferred for it: one import matching one
file by chance proves nothing."""


@dataclass(frozen=True)
class InferredAlias:
    """``prefix`` (``@acme/client``) stands for ``folder`` (``src/app``, repo-relative, ``""``
    the analysed root), proven by ``imports`` distinct tails that all exist under it."""

    prefix: str
    folder: str
    imports: int


SYMBOL_PREFIXES = frozenset({"@", "~", "~~", "@@"})
"""Alias prefixes made of a symbol (``@/components/x``): conventionally the nearest ``src/``
(rule 3 of :mod:`code2skill.modules`), inferred like the others when that names no file."""


def split_specifier(specifier: str) -> tuple[str, str] | None:
    """``(prefix, tail)`` of a bare specifier with a non-empty tail, else ``None``:
    ``@a/b/c/d`` → ``("@a/b", "c/d")``, ``x/y`` → ``("x", "y")``, ``@/x/y`` → ``("@",
    "x/y")``; relative, absolute, ``#`` subpath imports and URL-like specifiers have none."""
    if not specifier or specifier[0] in "./#$" or ":" in specifier:
        return None
    parts = specifier.split("/")
    size = 1 if parts[0] in SYMBOL_PREFIXES or not specifier.startswith("@") else 2
    if len(parts) <= size or not all(parts):
        return None
    return "/".join(parts[:size]), "/".join(parts[size:])


def infer_aliases(specifiers: Iterable[str], folders: Iterable[str],
                  probe: Callable[[str], str | None],
                  packages: set[str]) -> tuple[InferredAlias, ...]:
    """The inferred aliases of the unresolved bare ``specifiers`` of a program.

    ``folders`` are the analysed tree's folders (``""`` the root), ``probe(candidate)`` the
    analysed file a candidate path names (extension and ``index`` rules) or ``None``,
    ``packages`` the package names the tree's ``package.json`` files declare or define.
    A prefix gets a folder when at least :data:`MIN_IMPORTS` distinct tails use it and exactly
    one folder holds a file for every tail; otherwise it stays a package. Sorted by prefix.
    """
    tails: dict[str, set[str]] = {}
    for specifier in specifiers:
        split = split_specifier(specifier)
        if split and split[0] not in packages:
            tails.setdefault(split[0], set()).add(split[1])
    candidates = sorted(set(folders) | {""})
    found = []
    for prefix, group in sorted(tails.items()):
        if len(group) < MIN_IMPORTS:
            continue
        homes = [f for f in candidates
                 if all(probe(posixpath.join(f, tail) if f else tail) for tail in group)]
        if len(homes) == 1:
            found.append(InferredAlias(prefix, homes[0], len(group)))
    return tuple(found)


def outside_siblings(imports: Iterable[tuple[str, str]], inferred: tuple[InferredAlias, ...]
                     ) -> dict[str, int]:
    """``{prefix: importing files}`` of the unresolved ``(importer, specifier)`` imports whose
    scope is that of an inferred alias and whose prefix is none: ``@acme/ui`` beside an
    inferred ``@acme/client``. Unscoped prefixes have no scope and never count."""
    scopes = {a.prefix.split("/")[0] for a in inferred if a.prefix.startswith("@")}
    taken = {a.prefix for a in inferred}
    importers: dict[str, set[str]] = {}
    for importer, specifier in imports:
        prefix = "/".join(specifier.split("/")[:2])
        if specifier.startswith("@") and prefix not in taken and prefix.split("/")[0] in scopes:
            importers.setdefault(prefix, set()).add(importer)
    return {prefix: len(files) for prefix, files in sorted(importers.items())}
