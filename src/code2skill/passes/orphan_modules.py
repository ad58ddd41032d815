"""Pass: a request made only by a module nothing in the program loads is no call the client
makes (rule ``wrapper.orphan-module``).

A client keeps files it no longer uses: a React Query hook (``hooks/queries/rooms/
useAccessCodes.jsx``) whose components were rewritten, an API module left behind. Their
requests are real code, so the capability stays — ``requires-review``, with a ``medium``
review item naming the module — never a draft as if the client made the call.

A module is taken for orphaned only when all of this holds, so code the tool cannot see being
loaded is never taken for dead:

* it is a script module (:data:`CODE_SUFFIXES`, not a ``.d.ts``) that exports something
  and holds no UI element: a ``.vue``/``.svelte`` component, or JSX with handlers, may be
  mounted by a name (a global registration, a render function) the tool does not read;
* no analysed file imports it, re-exports from it, ``require``\\ s it or loads it with a
  literal ``import('./x')``, while another module of its folder is reached by imports from
  a framework entry (below): the program's consumers are seen, so a fragment of a client
  with no entry, or a folder the entries never reach, has no orphan;
* no glob or computed load could reach it: ``import.meta.glob('./pages/*.ts')``,
  ``require.context('./views')``, an import source holding ``*``, ``import(`./x/${n}`)``
  or ``require('./x/' + n)`` reach every module under their literal folder (all modules when
  the argument starts with no literal);
* it is no framework entry by convention (:data:`ENTRY`: ``pages/``, ``views/`` (a router loads them), ``routes/``, ``app/``,
  ``layouts/``, ``middleware/``, ``plugins/``, ``server/`` folders, SvelteKit's ``+page``/
  ``+layout``/``+server``, ``main``/``index``/``App`` files, ``*.config.*``, dotfiles such as ``.eslintrc.cjs``);
* the program uses no auto-import (:data:`AUTO_IMPORTS`: Nuxt, ``unplugin-auto-import``,
  ``unplugin-vue-components``), which loads modules by the names they export;
* neither its file stem (nor that stem in PascalCase) nor any
  name it exports occurs as a word in another analysed file, an HTML page or a
  ``package.json``: a ``<script src>``, a config naming it, a global registration.

A capability is flagged when every call of it has a hop in an orphaned module.
"""
from __future__ import annotations

import json
import posixpath
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path

from code2skill.contract.models import Capability, ReviewItem
from code2skill.discover import MAX_BYTES
from code2skill.evidence import inferred
from code2skill.facts import Lit, Member, ModuleFacts, Ref, Tmpl, Unknown
from code2skill.safe_io import read_text_in_root

from .test_code import importers

RULE = "wrapper.orphan-module"
CODE_SUFFIXES = (".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".mts", ".cts")
ENTRY = re.compile(
    r"(^|/)(pages|views|routes|app|layouts|middleware|plugins|server|islands|entries)/"
    r"|(^|/)\+(page|layout|server|error)\b"
    r"|(^|/)_(app|document|layout)\."
    r"|(^|/)(main|index|app|entry(\.client|\.server)?|root|bootstrap|setup|polyfills?|sw|"
    r"service-?worker|worker)\.[a-z]+$"
    r"|\.config\.|(^|/)\.[^/]*$", re.IGNORECASE)
AUTO_IMPORTS = frozenset({"nuxt", "nuxt3", "unplugin-auto-import", "unplugin-vue-components",
                          "@nuxt/kit", "@nuxtjs/composition-api"})
MESSAGE = ("{module} is a module nothing in the program imports, loads or names, so the "
           "client may never make this request; keep the Tool only if the app uses it")


def mark_orphaned(capabilities: list[Capability], clusters, names: dict[int, str],
                  orphans: Mapping[str, None]) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, those every call of which has a hop in an ``orphans`` module
    (:func:`orphan_modules`) set to ``requires-review``, and one ``medium`` review item per
    such capability citing that hop; ``names`` maps ``id(observed call)`` to its
    capability."""
    verdicts: dict[str, list] = {}
    for cl in clusters:
        for call in cl.calls:
            name = names.get(id(call))
            if name is not None:
                verdicts.setdefault(name, []).append(
                    next((s.where for s in call.sites if s.where[0] in orphans), None))
    out, review = [], []
    for cap in capabilities:
        found = verdicts.get(cap.name) or [None]
        if any(w is None for w in found):
            out.append(cap)
            continue
        where = min(found)
        out.append(cap.model_copy(update={"status": "requires-review"}))
        review.append(ReviewItem(
            severity="medium", capability=cap.name, message=MESSAGE.format(module=where[0]),
            evidence=[inferred(where, RULE, f"{where[0]} is imported by no module")]))
    return out, review


def orphan_modules(modules: Mapping[str, ModuleFacts],
                   resolve: Callable[[str, str], str | None] | None,
                   packages: Mapping[str, object], read: Callable[[str], str],
                   files: Iterable[str]) -> dict[str, None]:
    """The orphaned modules (module docstring) in order, as a dict; ``read(path)`` gives the
    text of a file (bounded by the caller), ``files`` every analysed file and HTML page."""
    if resolve is None or uses_auto_imports(packages, files):
        return {}
    imported = importers(modules, resolve)
    prefixes = list(reach_prefixes(modules))
    live = {posixpath.dirname(path) for path in reached(modules, imported)}
    candidates = {path: words_of(path, facts) for path, facts in modules.items()
                  if path.endswith(CODE_SUFFIXES) and not path.endswith(".d.ts")
                  and facts.exports and not facts.triggers and path not in imported
                  and not ENTRY.search(path)
                  and posixpath.dirname(path) in live
                  and not any(path.startswith(p) for p in prefixes)}
    if not candidates:
        return {}
    texts = [(f, read(f)) for f in files] + \
        [(f"{folder}/package.json", json.dumps(p)) for folder, p in packages.items()]
    wanted = {w for said in candidates.values() for w in said}
    pattern = re.compile(r"(?<![A-Za-z0-9_$])(" + "|".join(
        sorted(map(re.escape, wanted), key=len, reverse=True)) + r")(?![A-Za-z0-9_$])")
    named: dict[str, set[str]] = {}
    for path, text in texts:
        for word in set(pattern.findall(text)):
            named.setdefault(word, set()).add(path)
    return {path: None for path, said in sorted(candidates.items())
            if not any(named.get(w, set()) - {path} for w in said)}


def source_text(root: Path, path: str) -> str:
    """The text of the analysed file ``path`` of ``root`` (at most :data:`MAX_BYTES`, read
    inside the root only), ``""`` when it cannot be read."""
    try:
        return read_text_in_root(root, path, MAX_BYTES, "replace")
    except OSError:
        return ""


def reached(modules: Mapping[str, ModuleFacts], imported: Mapping[str, set[str]]
            ) -> set[str]:
    """The modules an entry (:data:`ENTRY`) reaches by imports (``imported``: a module →
    the modules importing it, :func:`~.test_code.importers`), the entries included."""
    imports: dict[str, set[str]] = {}
    for target, users in imported.items():
        for user in users:
            imports.setdefault(user, set()).add(target)
    found = {path for path in modules if ENTRY.search(path)}
    stack = list(found)
    while stack:
        for target in imports.get(stack.pop(), ()):
            if target not in found:
                found.add(target)
                stack.append(target)
    return found


def words_of(path: str, facts: ModuleFacts) -> set[str]:
    """The words naming a module: its file stem (``use-access-codes``, and ``UseAccessCodes``
    joined in PascalCase when it has ``-``/``_``/``.``), and each name it exports (a default
    export's local name)."""
    stem = posixpath.basename(path).split(".", 1)[0]
    said = {stem, "".join(p[:1].upper() + p[1:] for p in re.split(r"[-_.]", stem) if p)}
    for export in facts.exports:
        said |= {n for n in (export.exported, export.local) if n and n not in ("default", "*")}
    return {w for w in said if w}


def uses_auto_imports(packages: Mapping[str, object], files: Iterable[str]) -> bool:
    """Whether a ``package.json`` depends on an auto-import (:data:`AUTO_IMPORTS`) or a
    ``nuxt.config.*``, ``auto-imports.d.ts`` or ``components.d.ts`` is analysed."""
    for package in packages.values():
        if isinstance(package, dict):
            for key in ("dependencies", "devDependencies", "peerDependencies"):
                deps = package.get(key)
                if isinstance(deps, dict) and AUTO_IMPORTS & set(deps):
                    return True
    return any(re.search(r"(^|/)(nuxt\.config\.|auto-imports\.d\.ts$|components\.d\.ts$)", f)
               for f in files)


def reach_prefixes(modules: Mapping[str, ModuleFacts]) -> Iterator[str]:
    """The folders (``src/pages/``; ``""`` for all) a glob or computed load of some module
    could reach (module docstring)."""
    for path, facts in modules.items():
        here = posixpath.dirname(path)
        for source in (i.source for i in facts.imports):
            if "*" in source:
                yield folder(here, source.split("*", 1)[0])
        for site in facts.calls:
            head = loaded_head(site.call.callee, site.call.args)
            if head is not None:
                yield folder(here, head)


def loaded_head(callee: object, args: tuple) -> str | None:
    """The literal start of what a glob or computed load loads (``""`` when none), else
    ``None`` for any other call (a literal ``import('./x')``, ``require('./x')`` included)."""
    first = args[0] if args else None
    if isinstance(callee, Member) and isinstance(callee.obj, Ref) and (
            callee.obj.name == "import.meta" and callee.prop in ("glob", "globEager") or
            callee.obj.name == "require" and callee.prop == "context"):
        if isinstance(first, Lit) and isinstance(first.value, str):
            return first.value.split("*", 1)[0]
        return literal_head(first)
    if isinstance(callee, Unknown) and callee.kind == "import" or \
            isinstance(callee, Ref) and callee.name == "require":
        if isinstance(first, Lit):
            return None
        return literal_head(first)
    return None


def literal_head(expr: object) -> str:
    """The literal text a template starts with (``./x/`` of `` `./x/${n}` ``), else ``""``."""
    if isinstance(expr, Tmpl) and expr.parts and isinstance(expr.parts[0], Lit):
        return str(expr.parts[0].value)
    return ""


def folder(here: str, head: str) -> str:
    """The module path prefix ``head`` (relative to folder ``here``) names: ``src/pages/``,
    ``src/x`` (a partial name), ``""`` (everything) when it is empty or leaves the root."""
    if not head.startswith("."):
        return ""
    joined = posixpath.normpath(posixpath.join(here, head))
    if joined.startswith("..") or joined == ".":
        return ""
    return joined + "/" if head.endswith("/") else joined
