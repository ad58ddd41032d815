"""Pass: a request made only by a module nothing in the program loads is no call the client
makes (rule ``wrapper.orphan-module``).

A client keeps files it no longer uses: a React Query hook (``hooks/queries/rooms/
useAccessCodes.jsx``) whose components were rewritten, an API module left behind. Their
requests are real code, so the capability stays — ``requires-review``, with a ``medium``
review item naming the module — never a draft as if the client made the call.

A module is taken for orphaned only when all of this holds, so code the tool cannot see being
loaded is never taken for dead:

* it is a script module (:data:`CODE_SUFFIXES`, not a ``.d.ts``) that exports something; a
  React component counts (its JSX is mounted only by a module importing it), while a
  ``.vue``/``.svelte`` component is left alone (a global registration may mount it by name);
* no analysed file imports it, re-exports from it, ``require``\\ s it or loads it with a
  literal ``import('./x')`` (``React.lazy``, ``next/dynamic`` included), while another module
  of its folder is reached by imports from a framework entry (below; reachability is the
  descendants of the entries on the module graph): the program's consumers are seen, so a
  fragment of a client with no entry, or a folder the entries never reach, has no orphan. A
  folder's ``index`` file is the module of its folder (``components/Webhooks/index.js`` is
  ``components/Webhooks``, beside ``components/AccountDropdown/index.tsx``);
* no glob or computed load could reach it: ``import.meta.glob('./pages/*.ts')``,
  ``require.context('./views')``, an import source holding ``*``, ``import(`./x/${n}`)``
  or ``require('./x/' + n)`` reach every module under their literal folder (all modules when
  the argument starts with no literal); a build or CI script's loads (``scripts/``,
  ``tools/``, ``bin/``, ``.github/``) read files in Node at build time, never the client's
  modules (rule ``wrapper.build-script-load``);
* it is no framework entry by convention (:func:`is_entry`, :data:`ENTRY`: ``pages/``,
  ``views/`` (a router loads them), ``routes/``, ``app/``, ``layouts/``, ``middleware/``,
  ``plugins/``, ``server/`` folders, SvelteKit's ``+page``/``+layout``/``+server``,
  ``main``/``App`` files, ``*.config.*``, dotfiles such as ``.eslintrc.cjs``; an ``index``
  file of the analysed folder, of a package's folder or of a source root such as ``src/``);
* the program uses no auto-import (:data:`AUTO_IMPORTS`: Nuxt, ``unplugin-auto-import``,
  ``unplugin-vue-components``), which loads modules by the names they export;
* neither its file stem (an ``index`` file's folder name; nor that stem in PascalCase) nor
  any name it exports occurs as a word in another analysed file, an HTML page or a
  ``package.json``: a ``<script src>``, a config naming it, a global registration (a word
  right before a ``/`` is a folder of a path or URL, ``/api/v1/next.json``, and names only
  an ``index`` file's folder: rule ``wrapper.folder-segment``).

A module that only such orphaned modules import (a ``TicketFiles/List.tsx`` their index
alone imports) is orphaned too, unless a module not orphaned reaches it, it is an entry or
under a glob, or a file outside them names it.

A capability is flagged when every call of it has a hop in an orphaned module.
"""
from __future__ import annotations

import json
import posixpath
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

import networkx as nx

from code2skill.contract.models import Capability, ReviewItem
from code2skill.discover import MAX_BYTES
from code2skill.evidence import inferred
from code2skill.facts import Lit, Member, ModuleFacts, Ref, Tmpl, Unknown
from code2skill.modules import depends_on_any
from code2skill.safe_io import read_text_in_root
from code2skill.values import Where

from .call_verdicts import call_verdicts, mark_condemned
from .test_code import importers

RULE = "wrapper.orphan-module"
CODE_SUFFIXES = (".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs", ".mts", ".cts")
ENTRY = re.compile(
    r"(^|/)(pages|views|routes|app|layouts|middleware|plugins|server|islands|entries)/"
    r"|(^|/)\+(page|layout|server|error)\b"
    r"|(^|/)_(app|document|layout)\."
    r"|(^|/)(main|app|entry(\.client|\.server)?|root|bootstrap|setup|polyfills?|sw|"
    r"service-?worker|worker)\.[a-z]+$"
    r"|\.config\.|(^|/)\.[^/]*$", re.IGNORECASE)
INDEX = re.compile(r"(^|/)index\.[a-z]+$", re.IGNORECASE)
SOURCE_ROOTS = frozenset({"src", "source", "lib", "client", "app", "www", "web", "public",
                          "static", "js", "scripts"})
AUTO_IMPORTS = frozenset({"nuxt", "nuxt3", "unplugin-auto-import", "unplugin-vue-components",
                          "@nuxt/kit", "@nuxtjs/composition-api"})
MESSAGE = ("{module} is a module nothing in the program imports, loads or names, so the "
           "client may never make this request; keep the Tool only if the app uses it")
LOADED_MESSAGE = ("{module} is loaded only by modules nothing in the program imports, loads or "
                  "names ({root}), so the client may never make this request; keep the Tool "
                  "only if the app uses it")


def mark_orphaned(capabilities: list[Capability], clusters, names: dict[int, str],
                  orphans: Mapping[str, str | None]
                  ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities, those every call of which has a hop in an ``orphans`` module
    (:func:`orphan_modules`) set to ``requires-review``, and one ``medium`` review item per
    such capability citing that hop; ``names`` maps ``id(observed call)`` to its
    capability."""
    verdicts = call_verdicts(clusters, names, lambda call: next(
        (s.where for s in call.sites if s.where[0] in orphans), None))
    return mark_condemned(capabilities, verdicts, min,
                          lambda cap, where: orphan_item(cap, where, orphans[where[0]]))


def orphan_item(cap: Capability, where: Where, root: str | None) -> ReviewItem:
    """The ``medium`` review item of a capability whose calls all have a hop at ``where`` in
    a module nothing loads (``root`` ``None``) or only unloaded ``root`` loads."""
    return ReviewItem(
        severity="medium", capability=cap.name,
        message=(MESSAGE if root is None else LOADED_MESSAGE).format(module=where[0], root=root),
        evidence=[inferred(where, RULE, f"{where[0]} is imported by no module"
                           if root is None else f"{where[0]} is imported only through {root}")])


def orphan_modules(modules: Mapping[str, ModuleFacts],
                   resolve: Callable[[str, str], str | None] | None,
                   packages: Mapping[str, object], read: Callable[[str], str],
                   files: Iterable[str]) -> dict[str, str | None]:
    """The orphaned modules (module docstring) in order, as a dict: an unloaded module maps to
    ``None``, a module only unloaded ones load to the first of those (by path);
    ``read(path)`` gives the text of a file (bounded by the caller), ``files`` every analysed
    file and HTML page."""
    if resolve is None or uses_auto_imports(packages, files):
        return {}
    imported = importers(modules, resolve)
    graph = import_graph(modules, imported)
    entries = {path for path in modules if is_entry(path, packages)}
    prefixes = tuple(reach_prefixes(modules, packages))
    live = {unit_folder(path) for path in reached(graph, entries)}
    roots = {path for path, facts in modules.items()
             if path.endswith(CODE_SUFFIXES) and not path.endswith(".d.ts")
             and facts.exports and path not in imported and path not in entries
             and unit_folder(path) in live and not path.startswith(prefixes)}
    if not roots:
        return {}
    loaded = {path: root for root in sorted(roots, reverse=True)
              for path in nx.descendants(graph, root)
              if path not in entries and not path.startswith(prefixes)}
    said = {path: words_of(path, modules[path]) for path in roots | set(loaded)}
    named = naming_files(said, read, files, packages, modules)
    dead = roots | set(loaded)
    roots = {path for path in roots if not any(named.get(w, set()) - {path} for w in said[path])}
    loaded = {path: root for path, root in loaded.items()
              if not any(named.get(w, set()) - dead for w in said[path])}
    alive = reached(graph, set(graph) - roots - set(loaded))
    found: dict[str, str | None] = {path: None for path in roots}
    found.update((path, root) for path, root in loaded.items()
                 if root in roots and path not in alive and path not in roots)
    return dict(sorted(found.items()))


def naming_files(said: Mapping[str, set[str]], read: Callable[[str], str],
                 files: Iterable[str], packages: Mapping[str, object],
                 modules: Mapping[str, ModuleFacts]) -> dict[str, set[str]]:
    """Each word of ``said`` (module → its words, :func:`words_of`) → the files (analysed
    files, HTML pages, ``package.json``\\ s) that mention it (:func:`mentions`), leaving out
    a module that declares the name itself (:func:`own_names`)."""
    texts = [(f, read(f)) for f in files] + \
        [(f"{folder}/package.json", json.dumps(p)) for folder, p in packages.items()]
    finder = WordFinder.of({w for words in said.values() for w in words})
    folders = frozenset(w for path, words in said.items() if INDEX.search(path) for w in words)
    named: dict[str, set[str]] = {}
    for path, text in texts:
        facts = modules.get(path)
        own = own_names(facts) if facts is not None else frozenset()
        for word in mentions(text, finder, path.endswith("package.json"), folders) - own:
            named.setdefault(word, set()).add(path)
    return named


IDENTIFIER = re.compile(r"(?<![A-Za-z0-9_$])[A-Za-z0-9_$]+(?![A-Za-z0-9_$])")


@dataclass(frozen=True)
class WordFinder:
    """Finds module words in a text in time linear in the text: ``plain`` words (identifier
    characters only) as whole identifiers looked up in a set, the ``other`` words (``-`` or
    ``.`` in a file stem) by one alternation, longest first; either bounded by characters
    no identifier holds."""

    plain: frozenset[str]
    other: re.Pattern | None

    @classmethod
    def of(cls, words: set[str]) -> "WordFinder":
        other = sorted((w for w in words if not IDENTIFIER.fullmatch(w)), key=len, reverse=True)
        return cls(frozenset(w for w in words if IDENTIFIER.fullmatch(w)), re.compile(
            r"(?<![A-Za-z0-9_$])(" + "|".join(map(re.escape, other)) + r")(?![A-Za-z0-9_$])")
            if other else None)

    def finditer(self, text: str) -> Iterator[tuple[str, int, int]]:
        """``(word, start, end)`` of each word found in ``text``."""
        for match in IDENTIFIER.finditer(text):
            if match.group(0) in self.plain:
                yield match.group(0), match.start(), match.end()
        if self.other is not None:
            for match in self.other.finditer(text):
                yield match.group(1), match.start(), match.end()


COMMENT_LINE = re.compile(r"^\s*(//|\*|/\*)")
BLOCK_OPEN = re.compile(r"^[ \t]*\{?/\*", re.MULTILINE)
TEXT_WINDOW = 160                     # characters looked at around a mention for JSX text
JSX_TEXT = re.compile(r"(?<![=])>[^<>{}=;`]*$")
JSX_TEXT_END = re.compile(r"^[^<>{}=;`]*(<|$)")


def mentions(text: str, finder: WordFinder, raw: bool = False,
             folders: frozenset[str] = frozenset()) -> set[str]:
    """The words ``finder`` finds in ``text`` as a name could be: unless ``raw``, not in a
    comment line (``// import X from './X'``) or a block comment opening a line (JSX's
    ``{/* <X /> */}``), not as a whole quoted string (a label
    ``name: "Webhooks"``: loading by a computed name is a computed load, above), not in
    JSX or HTML text between tags (``<p>Webhooks allow …</p>``), and not right before a
    ``/`` (rule ``wrapper.folder-segment``: ``fetch('/api/v1/next.json')``,
    ``'$lib/types/api/search'`` name a folder ``api``, never the file ``api.ts``) unless
    the word is in ``folders``, the folder names by which ``index`` files are loaded."""
    found: set[str] = set()
    if not raw:
        text = without_block_comments(text)
    for word, start, end in finder.finditer(text):
        if word in found:
            continue
        if not raw:
            window = max(0, start - TEXT_WINDOW)
            newline = text.rfind("\n", window, start)
            line = text[newline + 1:start] if newline >= 0 or window == 0 else "x"
            before = text[window:start]
            after = text[end:end + TEXT_WINDOW]
            if text[end:end + 1] == "/" and word not in folders or \
                    COMMENT_LINE.match(line) or \
                    start > 0 and end < len(text) and text[start - 1] in "\"'`" and \
                    text[end] == text[start - 1] or \
                    JSX_TEXT.search(before) and JSX_TEXT_END.match(after):
                continue
        found.add(word)
    return found


def without_block_comments(text: str) -> str:
    """``text`` without the block comments that open a line (``/* … */``, JSX's
    ``{/* … */}``), in one pass; an unclosed one is left as it is."""
    kept, pos = [], 0
    for match in BLOCK_OPEN.finditer(text):
        if match.start() < pos:
            continue
        close = text.find("*/", match.end())
        if close < 0:
            break
        kept.append(text[pos:match.end() - 2])
        pos = close + 2
    kept.append(text[pos:])
    return "".join(kept)


def own_names(facts: ModuleFacts) -> frozenset[str]:
    """The names a module declares for itself at its top level (functions, classes,
    bindings, exported locals) and does not import: a mention of such a name there is its
    own (``export default function UserProfile()`` in ``pages/profile.tsx``)."""
    names = set(facts.bindings) | {c.name for c in facts.classes.values()} | {
        f.name for f in facts.functions.values() if f.parent is None and f.class_name is None}
    names |= {e.local or e.exported for e in facts.exports if e.source is None}
    return frozenset(names - {i.local for i in facts.imports})


def source_text(root: Path, path: str) -> str:
    """The text of the analysed file ``path`` of ``root`` (at most :data:`MAX_BYTES`, read
    inside the root only), ``""`` when it cannot be read."""
    try:
        return read_text_in_root(root, path, MAX_BYTES, "replace")
    except OSError:
        return ""


def import_graph(modules: Mapping[str, ModuleFacts], imported: Mapping[str, set[str]]
                 ) -> nx.DiGraph:
    """The module graph: a node per module, an edge importer → imported module
    (``imported``: a module → the modules importing it, :func:`~.test_code.importers`)."""
    graph = nx.DiGraph()
    graph.add_nodes_from(modules)
    graph.add_edges_from((user, target) for target, users in imported.items()
                         for user in users if user != target)
    return graph


def reached(graph: nx.DiGraph, starts: set[str]) -> set[str]:
    """``starts`` and every module they reach by imports in ``graph``."""
    source = object()                 # one source standing for all starts
    joined = nx.DiGraph(graph)
    joined.add_node(source)
    joined.add_edges_from((source, start) for start in starts)
    return nx.descendants(joined, source)


def is_entry(path: str, packages: Mapping[str, object]) -> bool:
    """Whether a module is a framework entry by convention (:data:`ENTRY`), or an ``index``
    file of the analysed folder or one below it (``index.js``, ``src/index.tsx``), of a
    package's folder or of a source root (:data:`SOURCE_ROOTS`) in one
    (``packages/ui/src/index.ts``); a component folder's ``components/Webhooks/index.js`` is
    none."""
    if ENTRY.search(path):
        return True
    if not INDEX.search(path):
        return False
    here = posixpath.dirname(path)
    if "/" not in here or here in packages:
        return True
    parent, name = posixpath.split(here)
    return name in SOURCE_ROOTS and (parent in packages or "/" not in parent)


def unit_folder(path: str) -> str:
    """The folder a module sits in as a unit of the program: its own folder, its folder's
    for an ``index`` file (``components/Webhooks/index.js`` is the module
    ``components/Webhooks`` of folder ``components``)."""
    here = posixpath.dirname(path)
    return posixpath.dirname(here) if INDEX.search(path) else here


def words_of(path: str, facts: ModuleFacts) -> set[str]:
    """The words naming a module: its file stem (``use-access-codes``, and ``UseAccessCodes``
    joined in PascalCase when it has ``-``/``_``/``.``; an ``index`` file's folder name, by
    which it is imported), and each name it exports (a default export's local name)."""
    stem = posixpath.basename(posixpath.dirname(path) if INDEX.search(path) else path
                              ).split(".", 1)[0]
    said = {stem, "".join(p[:1].upper() + p[1:] for p in re.split(r"[-_.]", stem) if p)}
    for export in facts.exports:
        said |= {n for n in (export.exported, export.local) if n and n not in ("default", "*")}
    return {w for w in said if w}


def uses_auto_imports(packages: Mapping[str, object], files: Iterable[str]) -> bool:
    """Whether a ``package.json`` depends on an auto-import (:data:`AUTO_IMPORTS`) or a
    ``nuxt.config.*``, ``auto-imports.d.ts`` or ``components.d.ts`` is analysed."""
    return depends_on_any(packages, AUTO_IMPORTS) or any(re.search(r"(^|/)(nuxt\.config\.|auto-imports\.d\.ts$|components\.d\.ts$)", f)
               for f in files)


def reach_prefixes(modules: Mapping[str, ModuleFacts],
                   packages: Mapping[str, object] = {}) -> Iterator[str]:
    """The folders (``src/pages/``; ``""`` for all) a glob or computed load of some module
    could reach (module docstring), but those of build and CI scripts (rule
    ``wrapper.build-script-load``: a file of the ``scripts/``, ``tools/``, ``bin/`` folder of
    the repository or of a package, or under ``.github/``; its
    ``require(path.resolve('./beatbump.conf.json'))`` reads files in Node at build time, and
    what it loads is no module of the client's bundle)."""
    from code2skill.passes.server_code import in_tool_folder, is_ci_script
    for path, facts in modules.items():
        if is_ci_script(path, packages) or in_tool_folder(path, packages):
            continue
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
