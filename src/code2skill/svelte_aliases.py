"""SvelteKit's ``kit.alias``, read from ``svelte.config.js`` without running it (rule
``modules.svelte-alias``).

SvelteKit passes the aliases a project declares in ``svelte.config.js`` (``kit: {alias:
{'@api': './src/api'}}``) to Vite and writes them into the generated
``.svelte-kit/tsconfig.json`` that the project's ``tsconfig.json`` extends; that generated file
is not in a repository, so an import through such an alias would otherwise name no file. Each
entry becomes ``tsconfig``-style ``paths``: a key without ``*`` names its target and, as
SvelteKit writes it, everything below it (``'@api'`` → ``@api`` and ``@api/*``); a key ending in
``/*`` is taken as written. Targets are relative to the config's folder.

The file is parsed, never run: only string-literal keys and values of an object literal under a
``kit`` property are read; anything computed is left out. The file is read only inside the
analysed folder and up to :data:`~code2skill.safe_io.CONFIG_CAP` bytes (rule
``io.read-in-root``); a target leaving the analysed folder stays a path that names no analysed
file (rule ``modules.outside-root`` then says so).
"""
from __future__ import annotations

import posixpath
from pathlib import Path

from tree_sitter import Node

from code2skill.extractors.languages import parser
from code2skill.facts import Diagnostic
from code2skill.safe_io import CONFIG_CAP, read_bytes_in_root

CONFIG_NAMES = (("svelte.config.js", "javascript"), ("svelte.config.mjs", "javascript"),
                ("svelte.config.ts", "typescript"))
MAX_ALIASES = 256


def svelte_paths(root: Path, folder: str, problems: list[Diagnostic] | None = None
                 ) -> dict[str, list[str]]:
    """``{pattern: [target]}`` (``tsconfig`` ``paths`` shape, targets relative to ``folder``)
    from the ``kit.alias`` of the first ``svelte.config.{js,mjs,ts}`` in ``folder`` (a
    repo-relative POSIX folder, ``""`` for the root); ``{}`` when there is none or it cannot be
    read. Longer patterns come first, so the most specific alias is tried first as TypeScript
    does. A read alias is noted as an ``info`` diagnostic in ``problems``."""
    for name, grammar in CONFIG_NAMES:
        rel = f"{folder}/{name}" if folder else name
        path = root / rel
        try:
            if not path.is_file():
                continue
            data = read_bytes_in_root(root, rel, CONFIG_CAP)
        except OSError:
            return {}
        aliases = kit_aliases(parser(grammar).parse(data).root_node)
        paths = alias_paths(aliases)
        if paths and problems is not None:
            problems.append(Diagnostic(rel, "discover", (
                f"{len(aliases)} kit.alias entr{'ies' if len(aliases) != 1 else 'y'} read as "
                f"import paths (first {next(iter(aliases))!r}) (modules.svelte-alias)"), "info"))
        return paths
    return {}


def kit_aliases(tree: Node) -> dict[str, str]:
    """``{key: target}`` of the string-literal pairs of the ``alias: {…}`` object written
    directly in every ``kit: {…}`` object of a parsed config, in source order (at most
    :data:`MAX_ALIASES`)."""
    found: dict[str, str] = {}
    for kit in pairs_named(tree, "kit"):
        for alias in own_pairs(kit, "alias"):
            for pair in alias.named_children:
                key, value = literal(pair.child_by_field_name("key")), \
                    literal(pair.child_by_field_name("value"))
                if pair.type == "pair" and key and value is not None and \
                        len(found) < MAX_ALIASES:
                    found.setdefault(key, value)
    return found


def pairs_named(node: Node, name: str) -> list[Node]:
    """The object values of the ``name: {…}`` pairs below ``node`` (iteratively, document
    order)."""
    out, stack = [], [node]
    while stack:
        current = stack.pop()
        if current.type == "pair" and literal(current.child_by_field_name("key")) == name:
            value = current.child_by_field_name("value")
            if value is not None and value.type == "object":
                out.append(value)
                continue
        stack.extend(reversed(current.named_children))
    return out


def own_pairs(obj: Node, name: str) -> list[Node]:
    """The object values of the ``name: {…}`` pairs written directly in the object ``obj``."""
    return [value for pair in obj.named_children if pair.type == "pair"
            and literal(pair.child_by_field_name("key")) == name
            and (value := pair.child_by_field_name("value")) is not None
            and value.type == "object"]


def literal(node: Node | None) -> str | None:
    """The text of a property name or a plain string literal (no template holes), or
    ``None``."""
    if node is None or node.text is None:
        return None
    if node.type == "property_identifier":
        return node.text.decode("utf-8", "replace")
    if node.type == "string":
        return "".join(c.text.decode("utf-8", "replace") for c in node.named_children
                       if c.type == "string_fragment" and c.text is not None)
    return None


def alias_paths(aliases: dict[str, str]) -> dict[str, list[str]]:
    """SvelteKit's expansion of ``kit.alias`` into ``paths``: ``'@api': './src/api'`` gives
    ``{'@api': ['src/api'], '@api/*': ['src/api/*']}``; ``'@x/*': './src/x/*'`` stays as
    written. Longer patterns first."""
    paths: dict[str, list[str]] = {}
    for key, target in aliases.items():
        target = posixpath.normpath(target) if target else "."
        paths.setdefault(key, [target])
        if "*" not in key:
            paths.setdefault(key.rstrip("/") + "/*", [target.rstrip("/") + "/*"])
    return dict(sorted(paths.items(), key=lambda item: -len(item[0].rstrip("*"))))
