"""Scope: browser scripts kept in a ``scripts/`` folder are the client's, not CI scripts.

Rule ``scope.page-script``: a file in the ``scripts/`` folder of the repository or of a
workspace package (rule ``scope.ci-script`` reads that folder as CI and release scripts) is
client code when a server page of the repository loads it with a ``<script src=…>`` tag
(:func:`page_loaded_scripts`: an ``.html``, ``.php``, ``.lp``, ``.erb``, ``.ejs``, Twig, Jinja
or Handlebars page — ``<script src="<?=v('scripts/js/queries.js')?>">`` loads
``scripts/js/queries.js``), or when it shows a browser (``scope.client-evidence``: a call on
``document``/``window``/``localStorage`` …) and no sign of Node (:func:`node_evidence`: an
import or ``require`` of a node built-in, a call on ``process``). A release script calling
``require('child_process')`` or reading ``process.argv`` stays a CI script.
"""
from __future__ import annotations

import re
from pathlib import Path, PurePosixPath
from typing import Callable, Iterable, Iterator, Mapping

from code2skill.facts import ModuleFacts
from code2skill.passes.server_code import browser_evidence, root_name
from code2skill.safe_io import read_head_in_root

PAGE_SUFFIXES = (".html", ".htm", ".xhtml", ".php", ".phtml", ".lp", ".erb", ".ejs", ".hbs",
                 ".handlebars", ".mustache", ".twig", ".jinja", ".jinja2", ".j2", ".njk",
                 ".tpl", ".tmpl", ".gohtml", ".liquid", ".cshtml", ".jsp", ".vm", ".pug", ".ftl",
                 ".ftlh", ".gsp", ".aspx")
SKIPPED_FOLDERS = frozenset({"node_modules", "bower_components", "jspm_packages", ".git", ".hg",
                             ".svn", ".yarn", ".pnpm-store"})
PAGE_CAP = 1_000_000          # bytes of a page read
MAX_PAGES = 2_000             # pages read per run
# a start tag's attributes before `src` are read up to MAX_ATTRIBUTES characters, so a page of
# many `<script` with no `>` costs time linear in its length
MAX_ATTRIBUTES = 1_000
SCRIPT_TAG = re.compile(r"<script\b[^>]{0,%d}?\bsrc\s*=\s*(?:\"|')?([^\n]{0,400})" % MAX_ATTRIBUTES,
                        re.I)
SCRIPT_PATH = re.compile(r"[\w@~.+-]*(?:/[\w@~.+-]+)*\.(?:m?js|ts)\b")
NODE_BUILTINS = frozenset({"fs", "fs/promises", "path", "os", "child_process", "worker_threads",
                           "readline", "module", "util", "stream", "crypto", "http", "https",
                           "net", "zlib"})
NODE_GLOBALS = frozenset({"process", "require", "__dirname", "__filename"})


def page_loaded_scripts(root: Path | None, pages: Iterable[str], candidates: Iterable[str]
                        ) -> set[str]:
    """Those of ``candidates`` (relative paths of analysed scripts) that one of ``pages`` (the
    run's pages, :attr:`~code2skill.discover.Inventory.pages`, relative to ``root``) loads
    with a ``<script src=…>`` tag: a path in the tag, taken from the page's folder or from
    the root (a leading ``/``, ``./`` or ``../`` followed), names the file. At most
    :data:`PAGE_CAP` bytes of each page are read; an unreadable page is passed over."""
    wanted = set(candidates)
    if root is None or not wanted:
        return set()
    found: set[str] = set()
    for page, text in page_texts(root, pages):
        found |= script_sources(page, text) & wanted
        if found == wanted:
            break
    return found


def page_texts(root: Path, pages: Iterable[str]) -> Iterator[tuple[str, str]]:
    """``(relative path, text)`` of each of ``pages`` (relative to ``root``) that can be
    read: its first :data:`PAGE_CAP` bytes, invalid UTF-8 replaced; an unreadable page is
    passed over."""
    for page in pages:
        try:
            yield page, read_head_in_root(root, page, PAGE_CAP).decode("utf-8", "replace")
        except OSError:
            continue


def script_sources(page: str, text: str) -> set[str]:
    """The relative paths a page's ``<script src=…>`` tags name, each read from the page's
    folder and from the root (``<script src="js/a.js">`` in ``web/index.html`` gives
    ``web/js/a.js`` and ``js/a.js``); a URL with a scheme or ``//`` host names none."""
    base = PurePosixPath(page).parent
    found: set[str] = set()
    for tag in SCRIPT_TAG.finditer(text):
        for match in SCRIPT_PATH.finditer(tag.group(1)):
            source = match.group(0)
            if "//" in tag.group(1)[:match.end()]:
                continue
            for start in (base, PurePosixPath("")):
                path = normal(start / source.lstrip("/"))
                if path is not None:
                    found.add(path)
    return found


def normal(path: PurePosixPath) -> str | None:
    """``path`` with ``.`` and ``..`` parts folded (``None`` when it climbs above the root)."""
    parts: list[str] = []
    for part in path.parts:
        if part == "..":
            if not parts:
                return None
            parts.pop()
        elif part not in (".", ""):
            parts.append(part)
    return "/".join(parts) or None


def node_evidence(facts: ModuleFacts) -> bool:
    """Whether a file shows it runs in Node: it imports or ``require``s a node built-in
    (:data:`NODE_BUILTINS`, any ``node:…``), or calls on ``process``, ``require``,
    ``__dirname`` or ``__filename`` (``process.exit(1)``, ``require('./x')``)."""
    if any(i.source in NODE_BUILTINS or i.source.startswith("node:") for i in facts.imports):
        return True
    return any(root_name(site.call.callee) in NODE_GLOBALS for site in facts.calls)


def page_scripts(scripts: Iterable[str], modules: Mapping[str, ModuleFacts],
                 root: Path | None, pages: Iterable[str] = (),
                 resolve: Callable[[str, str], str | None] | None = None) -> set[str]:
    """Rule ``scope.page-script``: those of ``scripts`` (files of a ``scripts/`` folder) that
    one of ``pages`` loads (:func:`page_loaded_scripts`) or that show a browser and no Node
    (:func:`~code2skill.passes.server_code.browser_evidence`, :func:`node_evidence`), and
    those such a script loads (:func:`bundled_scripts`)."""
    scripts = set(scripts)
    shown = {path for path in scripts if browser_evidence(path, modules[path])
             and not node_evidence(modules[path])}
    found = shown | page_loaded_scripts(root, pages, scripts - shown)
    return found | bundled_scripts(found, scripts, modules, resolve)


def bundled_scripts(found: set[str], scripts: set[str], modules: Mapping[str, ModuleFacts],
                    resolve: Callable[[str, str], str | None] | None) -> set[str]:
    """Rule ``scope.page-script-import``: the ``scripts`` a page script of ``found`` loads,
    directly or through each other, that show no Node (:func:`node_evidence`): a module a
    browser entry imports is bundled into it (``scripts/index.js`` rendering the app imports
    ``scripts/api/hooks/useItems.js``). ``resolve(importer, specifier)`` names the analysed
    file an import reaches; without it nothing is added."""
    if resolve is None:
        return set()
    from code2skill.passes.server_code import loaded_modules
    added: set[str] = set()
    stack = sorted(found)
    while stack:
        path = stack.pop()
        for source in loaded_modules(modules[path]):
            target = resolve(path, source)
            if target in scripts and target not in found | added \
                    and not node_evidence(modules[target]):
                added.add(target)
                stack.append(target)
    return added
