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
import re
from dataclasses import dataclass
from typing import Callable, Iterable

MIN_IMPORTS = 2
"""Distinct tails a prefix needs before a folder is inferred for it: one import matching one
file by chance proves nothing, unless the folder bears the alias's name (:func:`named_home`)."""


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
    "x/y")``, ``$app/x`` → ``("$app", "x")``; relative, absolute, ``#`` subpath imports and
    URL-like specifiers have none."""
    if not specifier or specifier[0] in "./#" or ":" in specifier:
        return None
    parts = specifier.split("/")
    size = 1 if parts[0] in SYMBOL_PREFIXES or not specifier.startswith("@") else 2
    if len(parts) <= size or not all(parts):
        return None
    return "/".join(parts[:size]), "/".join(parts[size:])


def prefix_splits(specifier: str) -> list[tuple[str, str]]:
    """Every ``(prefix, tail)`` an alias may split ``specifier`` into: :func:`split_specifier`'s,
    and for a scoped one its scope alone (``@utils/api`` → ``("@utils", "api")``: a
    ``"@utils/*"`` path alias reads like a scoped package)."""
    specifier = specifier.split("?", 1)[0]        # a bundler query: '@workers/regex?worker'
    found = [split] if (split := split_specifier(specifier)) else []
    parts = specifier.split("/")
    if specifier.startswith("@") and parts[0] not in SYMBOL_PREFIXES and len(parts) >= 2 \
            and all(parts):
        found.append((parts[0], "/".join(parts[1:])))
    return found


def infer_aliases(specifiers: Iterable[str], folders: Iterable[str],
                  probe: Callable[[str], str | None],
                  packages: set[str]) -> tuple[InferredAlias, ...]:
    """The inferred aliases of the unresolved bare ``specifiers`` of a program.

    ``folders`` are the analysed tree's folders (``""`` the root), ``probe(candidate)`` the
    analysed file a candidate path names (extension and ``index`` rules) or ``None``,
    ``packages`` the package names the tree's ``package.json`` files declare or define.
    A prefix gets a folder when at least :data:`MIN_IMPORTS` distinct tails use it (one under
    a folder of its name, :func:`named_home`) and exactly one folder holds a file for the most
    code tails, at least :data:`HELD_SHARE` of them (asset tails, :data:`ASSET_TAIL`, prove
    nothing); otherwise it stays a package. Sorted by prefix.
    """
    tails: dict[str, set[str]] = {}
    scopes = {p.split("/")[0] for p in packages if p.startswith("@")}
    for specifier in specifiers:
        for prefix, tail in prefix_splits(specifier):
            if prefix not in packages and prefix not in scopes:
                tails.setdefault(prefix, set()).add(tail)
    candidates = sorted(set(folders) | {""})
    found = []
    for prefix, group in sorted(tails.items()):
        code = {tail for tail in group if not ASSET_TAIL.search(tail)}
        held = {f: sum(1 for tail in code if probe(posixpath.join(f, tail) if f else tail))
                for f in candidates}
        best = max(held.values(), default=0)
        homes = [f for f, n in held.items() if n == best]
        if len(code) < MIN_IMPORTS:        # one tail: only under a folder of the alias's name
            homes = [f for f in homes if named_home(prefix, f)]
        if best and len(homes) == 1 and best >= min(len(code), MIN_IMPORTS) \
                and best >= HELD_SHARE * len(code):
            found.append(InferredAlias(prefix, homes[0], best))
    return tuple(found)


HELD_SHARE = 0.9
"""Share of an alias's distinct code tails its folder must hold: a few imports of files the
tree lacks (generated or deleted ones) do not hide the folder all the others name."""


ASSET_TAIL = re.compile(r"\.(css|scss|sass|less|styl|svg|png|jpe?g|gif|webp|ico|woff2?|ttf|"
                        r"json|ya?ml|md|txt|html|wasm|mp3|mp4)(\?.*)?$", re.I)
"""A tail naming an asset or data file rather than code: the probe finds source files only,
so such an import proves nothing either way about the alias's folder."""


def named_home(prefix: str, folder: str) -> bool:
    """Whether ``folder`` bears the name of the one-word alias ``prefix`` (``@utils`` and
    ``src/utils``, ``$lib`` and ``lib``): then a single import naming a file under it proves
    the alias (``"@utils/*": ["./src/utils/*"]``)."""
    name = prefix.lstrip("@$~")
    return bool(name) and "/" not in name and posixpath.basename(folder) == name


def outside_siblings(imports: Iterable[tuple[str, str]], inferred: tuple[InferredAlias, ...]
                     ) -> dict[str, int]:
    """``{prefix: importing files}`` of the unresolved ``(importer, specifier)`` imports whose
    scope is that of an inferred two-part alias and whose prefix is none: ``@acme/ui`` beside
    an inferred ``@acme/client``. Unscoped prefixes have no scope and never count, nor does an
    import an inferred alias resolves (``@utils/api`` under an inferred ``@utils``)."""
    scopes = {a.prefix.split("/")[0] for a in inferred
              if a.prefix.startswith("@") and "/" in a.prefix}
    taken = {a.prefix for a in inferred}
    importers: dict[str, set[str]] = {}
    for importer, specifier in imports:
        if any(prefix in taken for prefix, _ in prefix_splits(specifier)):
            continue
        prefix = "/".join(specifier.split("/")[:2])
        if specifier.startswith("@") and prefix.split("/")[0] in scopes:
            importers.setdefault(prefix, set()).add(importer)
    return {prefix: len(files) for prefix, files in sorted(importers.items())}


SVELTEKIT_MODULES = re.compile(r"^\$(app/(environment|forms|navigation|paths|server|state|"
                               r"stores)|env/(static|dynamic)/(private|public)|"
                               r"service-worker)$")
"""SvelteKit's virtual modules: ``$``-named imports the framework provides, no alias."""


@dataclass(frozen=True)
class UnseenAlias:
    """An alias ``prefix`` (``$app``, ``@``, ``@utils``) through which ``imports`` imports in
    ``files`` files (the first by ``first``) name no analysed file, none resolving."""

    prefix: str
    imports: int
    files: int
    first: tuple[str, str]


def alias_prefix(specifier: str, folder_names: set[str]) -> str | None:
    """The alias prefix of a bare specifier that cannot be a registry package, else ``None``:
    a ``$``-named one that is no SvelteKit module (``$app/x``), a symbol one (``@/x``,
    ``~/x``), or a scoped one whose scope names a folder of the tree (``@utils/api`` beside a
    ``utils/`` folder)."""
    if SVELTEKIT_MODULES.match(specifier):
        return None
    split = split_specifier(specifier)
    if split is not None and (split[0].startswith("$") or split[0] in SYMBOL_PREFIXES):
        return split[0]
    scope = specifier.split("/")[0]
    return scope if scope.startswith("@") and "/" in specifier \
        and scope[1:] in folder_names else None


def unseen_aliases(unresolved: Iterable[tuple[str, str]], resolved: Iterable[tuple[str, str]],
                   folders: Iterable[str], packages: set[str]) -> tuple[UnseenAlias, ...]:
    """Rule ``modules.unseen-alias``: the alias prefixes (:func:`alias_prefix`) of the
    ``unresolved`` ``(importer, specifier)`` imports through which no import of ``resolved``
    names a file and that no ``package.json`` of the tree declares: an alias declared where
    the analysed folder cannot see it (a parent folder's ``tsconfig.json``; asked only when
    the analysed folder is no package root itself, a package's ``src``). Sorted by prefix."""
    names = {posixpath.basename(f) for f in folders if f}
    working = {alias_prefix(s, names) for _, s in resolved} - {None}
    groups: dict[str, list[tuple[str, str]]] = {}
    for importer, specifier in sorted(set(unresolved)):
        prefix = alias_prefix(specifier, names)
        if prefix is not None and prefix not in working and prefix not in packages \
                and not any(p.startswith(prefix + "/") for p in packages):
            groups.setdefault(prefix, []).append((importer, specifier))
    return tuple(UnseenAlias(prefix, len(group), len({i for i, _ in group}), group[0])
                 for prefix, group in sorted(groups.items()))


def unseen_message(alias: UnseenAlias) -> str:
    """The review item's and the warning's text for one :class:`UnseenAlias`."""
    return (f"{alias.imports} import{'s' * (alias.imports != 1)} in {alias.files} "
            f"file{'s' * (alias.files != 1)} go through the alias '{alias.prefix}/' (first "
            f"'{alias.first[1]}' in {alias.first[0]}), which names no analysed file: it is "
            "declared outside the analysed folder (a tsconfig/jsconfig 'paths' entry or a "
            "bundler alias of a parent folder), so the requests made through those modules "
            "are not seen — analyse the parent folder that declares it")
