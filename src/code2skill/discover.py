"""Phase 1: find the client source files to analyse, and say why every other file is left out.

Rules:

* Only ``.ts .tsx .mts .cts .js .jsx .mjs .cjs`` files (and components: ``.vue .svelte
  .astro .gjs .gts``) are sources (an OpenAPI document or any other file in the tree is never
  a source of endpoints), and, rule ``source.inline-script``
  (:mod:`code2skill.extractors.inline_scripts`), the ``.html``/``.htm`` pages holding an
  inline ``<script>`` the browser runs (an Angular ``*.component.html`` template holds none),
  an event-handler attribute (rule ``ui.inline-handler``) or an htmx request attribute (rule
  ``htmx.attribute``, ``hx-post=…``); a page without any is no source and is not listed; so are the server page templates
  (``.ftl``, ``.jsp``, ``.erb``, ``.php``, ``.jinja`` …) whose template syntax rule
  ``source.template-script`` rewrites (:mod:`code2skill.extractors.template_scripts`). A
  template of another kind (Smarty's ``.tpl``, Pug, Haml …) holding one is listed as skipped
  with that reason: template syntax inside its scripts is no JavaScript.
* ``.gitignore`` files are honoured as git does (each applies below its folder, and the deepest
  one with a matching line decides, so a nested ``!pattern`` re-includes), and so are dependency
  folders (:data:`DEPENDENCY_DIRS`, at any depth) and build-output folders
  (:data:`OUTPUT_DIRS`, at the root or a package root: a folder with a ``package.json``; a
  ``src/features/build`` folder is source; a ``vendor`` folder whose scripts import the app's
  own modules is the app's code: rule ``scope.own-vendor``). Rule ``scope.hashed-output``: a folder at any
  depth whose script files (two at least) all carry a content hash in their names
  (``category.c88b90cd.js``, ``main-3f2a1b4c9d.mjs``: eight or more lower-case hex digits
  before the extension; Vite's ``index-BxT3kq9Z.js``: ``-`` and eight base64url characters,
  at least half of them with a capital after the first) is a bundler's output (``public/build/assets/`` of a Vite or webpack
  build committed beside the source) and is skipped with that reason; ``--include`` brings
  it back. Rule ``scope.own-export``: a folder holding the ``export-manifest.json`` this
  tool's ``export`` writes (``"generator": "code2skill"``) is an MCP server package made from
  a contract, not client code: analysing it would cite the package's own adapters as call
  sites (and ``--update`` would move reviewed Tools onto them), so it is skipped with that
  reason; ``--include`` brings it back. Rule ``scope.generated-docs``
  (:mod:`code2skill.generated_docs`): a folder whose ``index.html`` carries a documentation or
  report generator's marker (compodoc, TypeDoc, JSDoc, Storybook's static build, an istanbul
  coverage report …) is that generator's output, which copies the app's source and adds the
  generator's own scripts: skipped with that reason; ``--include`` brings it back. Rule
  ``scope.concatenated-output`` (:mod:`code2skill.concatenated_output`): a script that
  concatenates other scripts analysed here (a Grunt ``concat`` of ``src/app`` committed as
  ``public/js/app.js``) is build output, skipped with that reason; ``--include`` brings it
  back.
* Test code is not the client: unit tests, ``e2e/``, Cypress/Playwright specs, mocks, stories and
  fixtures (:data:`TEST_CODE`; ``test/``, ``mocks/`` … folders only at the root of the
  repository or of a package: :data:`PACKAGE_TEST_FOLDERS`) are out of scope by default;
  ``--include`` globs bring any file
  back (inside a skipped folder too, when the glob names the folder), ``--exclude`` globs
  remove more.
* ``--include``/``--exclude`` globs that can never match are an error (:class:`ScopeError`,
  rule ``scope.glob``): pathspec's own error for an invalid pattern (``\\``, ``!``); a pattern
  it reads as nothing (empty, a ``#`` comment, a lone ``/``, an unclosed ``[``); a ``..`` step
  out of the root; an absolute file-system path (globs are relative to
  the root; a leading ``/`` anchors them there).
* Globs and ``.gitignore`` patterns match through RE2 (pathspec's ``re2`` backend): linear
  time, so a pattern such as ``*a*a*a*a*a*a*a*a*a*a*a*ab`` cannot backtrack for minutes. A
  ``.gitignore`` line pathspec cannot compile (``[z-a]``, a lone ``\\``) is left out with a
  ``discover`` diagnostic naming the file and line; the other lines still apply.
* Symbolic links are not followed (no loops, nothing outside the root); every folder is
  listed and every file read through :mod:`code2skill.safe_io` (a regular file inside the
  root, size-capped, checked before it is opened, each folder opened from its parent's
  descriptor: the walk is linear in the folders however deep they nest, and a folder swapped
  for a link during it is not followed).
* A folder that cannot be listed (mode ``000``) or searched (readable, not executable) is
  skipped with that reason (``unreadable``: it may hide sources, so ``--strict`` fails), and
  the walk goes on; so is a file whose type cannot be read. The root itself that cannot be
  listed or searched is a ``PermissionError`` (an input error, exit 2).
* A name that is not UTF-8 is matched against globs and ``.gitignore`` patterns as it is
  written in the contract (each undecodable byte as ``\\uDCXX``: RE2 takes UTF-8 text only).
* A file that is binary (a NUL byte), larger than :data:`MAX_BYTES`, or minified (a line of
  code longer than :data:`MAX_LINE` characters, and such lines holding most of the file: rule
  ``source.minified-share``, :mod:`code2skill.minified_share`) is skipped with that reason
  (one holding request-like text warned: rule ``coverage.skipped-requests``); a text file that
  is not valid UTF-8 is analysed (rule ``source.not-utf8``, :mod:`code2skill.source_encoding`:
  each invalid byte read as U+FFFD, the file warned). Rule
  ``source.minified-shape``: a line counts by its shape, not its length alone: string
  literals count as two characters (an icon written as a ``data:`` URI is one long string,
  not minified code), and a line that only imports or exports a list of names (a generated
  SDK's barrel ``export { a, b, … } from './sdk.gen'``, ``import type { … } from …``) does
  not count at all. Rule ``source.markup``: a file named like a script whose text starts
  with an XML declaration or a ``<!DOCTYPE`` (a Qt Linguist translation, ``translations/
  app_de.ts``) is markup, skipped with that reason (not unreadable: it hides no source).

Every skipped file or folder is returned with its reason; nothing is dropped silently.
"""
from __future__ import annotations

import errno
import glob
import json
import os
import re
import warnings
from dataclasses import dataclass, field
from pathlib import Path

import pathspec
import re2

from code2skill.extractors.inline_scripts import RULE as INLINE_SCRIPT_RULE
from code2skill.extractors.htmx_attributes import MENTION as HTMX_MENTION
from code2skill.extractors.data_urls import MENTION as DATA_URL_MENTION
from code2skill.extractors.page_forms import scripted_forms
from code2skill.extractors.page_modals import MENTION as MODAL_MENTION
from code2skill.extractors.inline_handlers import page_handlers
from code2skill.extractors.inline_scripts import (indented_script, inline_code, is_page,
                                                  is_template)
from code2skill.extractors import angular_templates
from code2skill.extractors.languages import EXTENSIONS, PAGES
from code2skill.facts import Diagnostic
from code2skill.concatenated_output import RULE as CONCATENATED_RULE
from code2skill.concatenated_output import concatenations
from code2skill.generated_docs import PAGE as DOCS_PAGE
from code2skill.generated_docs import RULE as DOCS_RULE
from code2skill.generated_docs import generated_docs
from code2skill.gitstate import is_own, own_paths
from code2skill.library_files import RULE as LIBRARY_RULE
from code2skill.library_files import library_reason, plugin_of
from code2skill.library_requests import library_modules
from code2skill.minified_share import (MAX_LINE, code_length, minified, ordinary_text,
                                       request_mention)
from code2skill.page_script_share import page_minified
from code2skill.own_vendor import FOLDER as VENDOR
from code2skill.own_vendor import own_vendor
from code2skill.safe_io import (
    CONFIG_CAP, escape_surrogates, list_folder, opened_tree, read_bytes_in_root,
    read_head_in_root, read_text_in_root,
)

DEPENDENCY_DIRS = frozenset({
    "node_modules", "bower_components", "jspm_packages", ".git", ".hg", ".svn", ".yarn",
    ".pnpm-store",
})
OUTPUT_DIRS = frozenset({
    "dist", "build", "out", "coverage", "vendor", "tmp", ".next", ".nuxt", ".output",
    ".svelte-kit", ".angular", ".cache", ".turbo", ".vercel", ".parcel-cache",
})
TEST_CODE = (
    "**/*.test.*", "**/*.spec.*", "**/*.e2e.*", "**/*.cy.*", "**/*.stories.*", "**/*.story.*",
    "**/*.mock.*", "**/*.fixture.*", "**/__tests__/", "**/__mocks__/", "**/__fixtures__/",
    "**/e2e/", "**/cypress/", "**/playwright/", "**/.storybook/",
    "**/setupTests.*", "**/jest.config.*", "**/vitest.config.*", "**/karma.conf.*",
    "**/jest.setup.*", "**/vitest.setup.*", "**/test-setup.*", "**/setup-tests.*",
    "**/protractor.conf.*", "**/playwright.config.*", "**/test-utils.*", "**/msw/",
)
# Folder names that are test code at the root of the repository or of a workspace package
# (a folder with a package.json); deeper (``src/app/features/test/``) they may be client code,
# which the pass code2skill.passes.test_code decides per file (rule ``scope.test-folder``).
PACKAGE_TEST_FOLDERS = ("test", "tests", "testing", "mocks", "mock", "fixtures", "stories")
EXCLUDED_BY_DEFAULT = TEST_CODE + tuple(f"<package root>/{name}/"
                                        for name in PACKAGE_TEST_FOLDERS)
MAX_BYTES = 2_000_000
NG_TEMPLATE = "ng-template"     # an Angular template binding a confirmation's output
MAX_BUNDLE_BYTES = 25_000_000
BUNDLE_NAMES = (".min.js", ".min.mjs", ".bundle.js", ".chunk.js")
HASHED_NAME = re.compile(r"^.+[.-][0-9a-f]{8,}\.(?:m|c)?js$")
# Vite 3+ (Rollup's default): `-` and eight base64url characters (`index-BxT3kq9Z.js`)
BASE64_HASHED_NAME = re.compile(r"^.+-(?P<hash>[A-Za-z0-9_-]{8})\.(?:m|c)?js$")
SCRIPTS = (".js", ".mjs", ".cjs")
MAX_HASHED_SCAN = 10_000     # entries of one folder read to decide rule scope.hashed-output
BACKEND = "re2"          # pathspec's RE2 backend: linear-time matching
MAX_GLOB = 4_096         # characters of one glob or .gitignore line


class GlobTooLarge(ValueError):
    """Globs the linear-time matcher cannot compile: a line longer than :data:`MAX_GLOB`
    characters, or lines whose automaton exceeds RE2's memory budget."""


def glob_spec(lines) -> pathspec.GitIgnoreSpec:
    """Compile gitignore-style ``lines`` for matching in linear time (:data:`BACKEND`).
    Raises ``ValueError`` (:class:`GlobTooLarge` for size, rule ``scope.glob-size``) or
    ``re.error`` for lines pathspec cannot compile. Nothing reaches stderr: the ``warnings``
    Python's ``re`` raises while pathspec translates a glob (``Possible nested set`` for each
    ``[[``) are silenced, and RE2 compiles with ``log_errors`` off (pathspec's options)."""
    lines = list(lines)
    if any(len(line) > MAX_GLOB for line in lines):
        raise GlobTooLarge(f"longer than {MAX_GLOB:,} characters")
    try:
        with warnings.catch_warnings():     # ``[[`` in a glob: a FutureWarning per pattern
            warnings.simplefilter("ignore")
            return pathspec.GitIgnoreSpec.from_lines(lines, backend=BACKEND)
    except re2.error as exc:
        if "failed to add" in str(exc):     # RE2 cannot parse what pathspec translated
            raise ValueError(f"a glob the linear-time matcher cannot read ({exc})") from None
        raise GlobTooLarge(f"too large for the linear-time matcher ({exc})") from None


CHUNK = 256              # .gitignore lines tried in one RE2 set before halving
MAX_SETS = 64            # RE2 sets of one .gitignore (each path is matched against each)


@dataclass(frozen=True, slots=True)
class ChunkedSpec:
    """A ``.gitignore`` too large for one RE2 set, as consecutive sets (``specs``, in line
    order): a path's fate is the last matching line's, so the last set that decides wins."""

    specs: tuple[pathspec.GitIgnoreSpec, ...]

    def decide(self, path: str) -> bool | None:
        """True ignored, False re-included by a ``!`` line, None no line matches."""
        for spec in reversed(self.specs):
            decided = spec.check_file(path).include
            if decided is not None:
                return decided
        return None


def gitignore_spec(lines: list[str], rel: str) -> tuple[pathspec.GitIgnoreSpec | ChunkedSpec,
                                                         list[Diagnostic]]:
    """The spec of a ``.gitignore`` file at repo-relative ``rel``, and one diagnostic per line
    that cannot be compiled alone. The lines are compiled as consecutive RE2 sets
    (:class:`ChunkedSpec` when more than one: :data:`CHUNK` lines, halved until the set
    compiles, so the work grows linearly with the file, never quadratically); lines past
    :data:`MAX_SETS` sets are left out with one diagnostic."""
    kept, problems = list(enumerate(lines, 1)), []
    specs, start, size = [], 0, CHUNK
    while start < len(kept) and len(specs) < MAX_SETS:
        size = min(size, len(kept) - start)
        try:
            specs.append(glob_spec([line for _, line in kept[start:start + size]]))
        except (ValueError, re.error) as exc:
            if size > 1:
                size //= 2                      # halve until the set compiles
                continue
            number, line = kept.pop(start)      # one line alone does not compile
            problems.append(Diagnostic(rel, "discover", f"invalid .gitignore pattern "
                                       f"{line[:80]!r} ({exc}): left out", "warning", number))
            size = CHUNK
            continue
        start += size
        size = CHUNK
    if start < len(kept):
        problems.append(Diagnostic(rel, "discover", f"the .gitignore patterns from line "
                                   f"{kept[start][0]} on are left out: the file needs more than "
                                   f"{MAX_SETS} sets of the linear-time matcher (rule "
                                   "scope.glob-size)", "warning", kept[start][0]))
    return (ChunkedSpec(tuple(specs)) if len(specs) > 1 else
            specs[0] if specs else glob_spec([])), problems


@dataclass(frozen=True, slots=True)
class SourceFile:
    """A file to analyse: repo-relative POSIX ``path``, ``grammar`` and size in bytes."""

    path: str
    grammar: str
    size: int


@dataclass(frozen=True, slots=True)
class Skipped:
    """A file or folder left out, with the reason (``node_modules``, ``test code`` …);
    ``unreadable`` marks a source file that could not be analysed (binary, an I/O error) as
    opposed to one left out by scope."""

    path: str
    reason: str
    unreadable: bool = False
    # rule coverage.skipped-requests: (line, snippet) of request-like text a file skipped as
    # minified holds (code2skill.minified_share)
    requests: tuple[int, str] | None = None


@dataclass(slots=True)
class Scope:
    """User scope: ``include`` globs bring files back, ``exclude`` globs leave more out
    (gitignore-style patterns relative to the root); ``include_bundles`` analyses minified and
    bundled files best-effort instead of skipping them."""

    include: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    include_bundles: bool = False


class ScopeError(ValueError):
    """Scope globs that can never match; the message names each glob, its option and why."""


def glob_problem(pattern: str, root: Path) -> str | None:
    """Why the scope glob ``pattern`` can never match a path under ``root``, or ``None``
    (rule ``scope.glob``; see the module docstring)."""
    try:
        spec = glob_spec([pattern])
    except ValueError as exc:                   # pathspec's GitIgnorePatternError
        return str(exc)
    except re.error as exc:                     # a range such as [z-a]
        return "an invalid glob: " + re.sub(r" at position \d+", "", str(exc))
    if not any(p.include is not None for p in spec.patterns):
        text = pattern.rstrip()
        return ("an empty glob matches nothing" if not text else
                "a glob starting with '#' is a comment in gitignore syntax (write '\\#' for a "
                "literal '#')" if text.startswith("#") else
                "a lone '/' matches nothing" if text == "/" else
                "pathspec reads it as no pattern (an unclosed or invalid '[…]' range), so it "
                "matches nothing")
    if pattern.split("/", 1)[0] == ".." or "/../" in pattern:
        return "a '..' step leaves PATH; globs match only paths under PATH"
    if pattern.startswith("/") and not pattern.startswith("//"):
        inside = absolute_inside(pattern, root)
        where = root.resolve().as_posix()
        if inside is not None:
            return (f"an absolute path; globs are relative to PATH ({where}): write "
                    f"'{inside}' (a leading '/' anchors a glob at PATH)")
        top = pattern.split("/")[1]
        if top and not glob.has_magic(top) and Path("/", top).exists() \
                and not (root / top).exists():
            return (f"an absolute path outside PATH ({where}); globs are relative to PATH (a "
                    "leading '/' anchors a glob at PATH)")
    return None


def absolute_inside(pattern: str, root: Path) -> str | None:
    """``pattern`` relative to ``root`` when it is an absolute path under ``root``."""
    for base in {root.absolute().as_posix(), root.resolve().as_posix()}:
        if pattern == base or pattern.startswith(base.rstrip("/") + "/"):
            return pattern[len(base):].strip("/") or "**"
    return None


OPTIONS = ("--include", "--exclude")


def check_scope(scope: Scope, root: Path, names: tuple[str, str] = OPTIONS) -> None:
    """Raise :class:`ScopeError` naming every include/exclude glob of ``scope`` that can
    never match under ``root``; ``names`` say where the two lists come from (the options, or
    a settings file's keys: ``.code2skill.toml: include``)."""
    lists = tuple(zip(names, (scope.include, scope.exclude)))
    problems = [f"{name} {pattern[:80]!r}: {why}" for name, patterns in lists
                for pattern in patterns if (why := glob_problem(pattern, root)) is not None]
    for name, patterns in lists:
        try:
            glob_spec(patterns)
        except (ValueError, re.error) as exc:
            if not problems:
                first = first_too_many(patterns)
                problems.append(f"the {name} globs together are {exc} from {name} "
                                f"{patterns[first][:80]!r} on (glob {first + 1} of "
                                f"{len(patterns)}; rule scope.glob-size)")
    if problems:
        raise ScopeError("; ".join(problems))


def first_too_many(patterns: tuple[str, ...]) -> int:
    """The index of the first glob of ``patterns`` (which do not compile together, while each
    compiles alone) whose addition makes the globs before it too large to compile together;
    a binary search (about log2 n compilations)."""
    low, high = 1, len(patterns)          # patterns[:low] compiles, patterns[:high] does not
    while high - low > 1:
        middle = (low + high) // 2
        try:
            glob_spec(patterns[:middle])
            low = middle
        except (ValueError, re.error):
            high = middle
    return high - 1


@dataclass(frozen=True, slots=True)
class Rules:
    """A scope compiled once for a walk."""

    include: pathspec.GitIgnoreSpec
    exclude: pathspec.GitIgnoreSpec
    tests: pathspec.GitIgnoreSpec
    include_bundles: bool
    package_roots: set[str] = field(default_factory=set)    # filled as the walk goes down
    # rule scope.library-file: global namespace → the library file declaring it
    namespaces: dict[str, str] = field(default_factory=dict)


@dataclass(slots=True)
class Inventory:
    """The outcome of discovery: the files to analyse (sorted) and what was left out."""

    files: list[SourceFile] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    # data files the app ships beside its code (:func:`shipped_file`), repo-relative, sorted
    shipped: list[str] = field(default_factory=list)
    # the HTML pages and server page templates in scope (:func:`listed_page`), sorted
    pages: list[str] = field(default_factory=list)


def discover(root: Path, scope: Scope, own: tuple[Path, ...] = ()) -> Inventory:
    """Walk ``root`` and classify every file; ``own`` are the run's own outputs and inputs
    (contract, graph, summary, report, cache folder): those inside ``root`` are neither
    analysed nor listed (rule ``scope.own-outputs``: a second run gives the first one's
    contract).

    Raises ``FileNotFoundError`` when ``root`` does not exist, ``NotADirectoryError`` when it
    is not a folder, ``PermissionError`` when it cannot be listed or searched and
    :class:`ScopeError` when a scope glob can never match.
    """
    if not root.exists():
        raise FileNotFoundError(str(root))
    if not root.is_dir():
        raise NotADirectoryError(str(root))
    check_scope(scope, root)
    with opened_tree(root):
        return inventory_of(root, scope, own)


def inventory_of(root: Path, scope: Scope, own: tuple[Path, ...]) -> Inventory:
    """The inventory of :func:`discover`, its tree walked by :func:`walk`; ``PermissionError``
    when the root itself cannot be listed or searched."""
    rules = Rules(glob_spec(scope.include), glob_spec(scope.exclude), glob_spec(TEST_CODE),
                  scope.include_bundles)
    inventory = Inventory()
    mine = own_paths(root.resolve(), own)
    ignores: list[tuple[str, pathspec.GitIgnoreSpec | ChunkedSpec]] = []
    hidden: dict[str, str] = {}
    for rel_folder, dirs, names, searchable in walk(root, inventory):
        folder = os.path.join(root, rel_folder) if rel_folder else os.fspath(root)
        if not searchable and not rel_folder:
            raise PermissionError(errno.EACCES, "a folder that may be listed but not "
                                  "searched (its files cannot be opened)", os.fspath(root))
        if not searchable:
            inventory.skipped.append(Skipped(rel_folder + "/", "unreadable folder: not "
                                             "searchable (listing allowed, opening denied)",
                                             True))
            dirs[:] = []
            continue
        ignores = [(base, spec) for base, spec in ignores
                   if rel_folder == base or rel_folder.startswith(base + "/") or base == ""]
        if ".gitignore" in names:
            try:
                lines = read_text_in_root(root, join(rel_folder, ".gitignore"), CONFIG_CAP,
                                          "replace").splitlines()
                spec, problems = gitignore_spec(lines, join(rel_folder, ".gitignore"))
                ignores.append((rel_folder, spec))
                inventory.diagnostics += problems
            except OSError as exc:
                inventory.skipped.append(Skipped(join(rel_folder, ".gitignore"),
                                                 f"unreadable .gitignore: {exc.strerror}"))
        hidden_here = hidden_reason(hidden, rel_folder)
        package_root = rel_folder == "" or regular_file(Path(folder) / "package.json")
        if package_root:
            rules.package_roots.add(rel_folder)
        kept_dirs = []
        for name in sorted(dirs):
            rel = join(rel_folder, name)
            if is_own(rel, mine):
                continue
            reason = None
            link = link_or_error(Path(folder) / name)
            if link is not None:
                reason = link
                if link != "symbolic link, not followed":
                    inventory.skipped.append(Skipped(rel + "/", link, True))
                    continue
            elif name in DEPENDENCY_DIRS or (
                    name in OUTPUT_DIRS and (package_root or name.startswith(".")) and
                    not (name == VENDOR and own_vendor(root, rel))):  # rule scope.own-vendor
                reason = f"{name} folder"
            elif (example := hashed_output(Path(folder) / name)) is not None:
                reason = (f"build output: content-hashed file names such as {example} "
                          "(--include analyses it)")
            elif own_export(root, rel):
                reason = (f"an MCP server package this tool exported ({OWN_MANIFEST}; "
                          "--include analyses it)")
            elif (generator := generated_docs(root, rel)) is not None:
                reason = (f"generated documentation or report ({generator} output, by its "
                          f"{DOCS_PAGE}; rule {DOCS_RULE}; --include analyses it)")
            elif ignored(ignores, rel + "/"):
                reason = "ignored by .gitignore"
            elif rules.exclude.match_file(escape_surrogates(rel) + "/"):
                reason = "excluded by --exclude"
            if reason is None:
                kept_dirs.append(name)
                continue
            if reason != "symbolic link, not followed" and could_include(scope.include, rel):
                hidden[rel] = reason                      # walk it for --include matches only
                kept_dirs.append(name)
            if hidden_here is None and name != ".git":
                inventory.skipped.append(Skipped(rel + "/", reason))
        dirs[:] = kept_dirs
        for name in sorted(names):
            rel = join(rel_folder, name)
            if is_own(rel, mine):
                continue
            if hidden_here is not None and not rules.include.match_file(escape_surrogates(rel)):
                continue                                  # the folder is reported once
            try:
                classify(root, rel, rules, ignores, inventory)
            except OSError as exc:
                inventory.skipped.append(Skipped(rel, f"unreadable: {exc.strerror or exc}",
                                                 True))
    skip_plugins(root, rules, inventory)
    skip_concatenations(root, rules, inventory)
    inventory.files.sort(key=lambda f: f.path)
    inventory.shipped.sort()
    inventory.pages.sort()
    inventory.skipped.sort(key=lambda s: s.path)
    return inventory


def walk(root: Path, inventory: Inventory):
    """The folders of ``root`` top-down, depth first, each as ``(rel_folder, dirs, names,
    searchable)`` (``""`` for the root; ``dirs`` may be pruned in place, as with
    ``os.walk``), each folder opened from its parent's descriptor
    (:func:`~code2skill.safe_io.list_folder`): linear in the number of folders whatever their
    depth, and a folder swapped for a link during the walk is not followed. A folder that
    cannot be opened or listed is skipped as ``unreadable folder``; the root that cannot is an
    ``OSError``."""
    todo = [""]
    while todo:
        rel_folder = todo.pop()
        try:
            dirs, names, searchable = list_folder(root, rel_folder)
        except OSError as exc:
            if not rel_folder:
                raise
            inventory.skipped.append(Skipped(rel_folder + "/", "unreadable folder: "
                                             f"{exc.strerror or exc}", True))
            continue
        yield rel_folder, dirs, names, searchable
        todo.extend(join(rel_folder, name) for name in reversed(dirs))


LIBRARY_NOTE = f"rule {LIBRARY_RULE}; --include analyses it"


def skip_plugins(root: Path, rules: Rules, inventory: Inventory) -> None:
    """Rule ``scope.library-file`` (plugin): move each classic script that only adds members
    to the namespace of a library file skipped by content (``THREE.OrbitControls = …``) from
    the files to analyse to the skipped ones, unless an ``--include`` glob names it."""
    if not rules.namespaces:
        return
    kept = []
    for source in inventory.files:
        name = None
        if source.grammar == "javascript" and \
                not rules.include.match_file(escape_surrogates(source.path)):
            try:
                text = read_text_in_root(root, source.path, MAX_BYTES, "replace")
            except (OSError, ValueError):
                text = ""
            name = plugin_of(text, set(rules.namespaces))
        if name is None:
            kept.append(source)
            continue
        inventory.skipped.append(Skipped(source.path, (
            f"third-party library: it only adds to the namespace {name} of "
            f"{rules.namespaces[name]} ({LIBRARY_NOTE})")))
    inventory.files = kept


def skip_concatenations(root: Path, rules: Rules, inventory: Inventory) -> None:
    """Rule ``scope.concatenated-output``: move each script that concatenates other scripts
    to analyse (:func:`code2skill.concatenated_output.concatenations`) from the files to
    analyse to the skipped ones, unless an ``--include`` glob names it."""
    texts = {}
    for source in inventory.files:
        if source.grammar != "page":
            try:
                texts[source.path] = read_text_in_root(root, source.path, MAX_BYTES, "replace")
            except (OSError, ValueError):
                continue
    bundles = {path: sources for path, sources in concatenations(texts).items()
               if not rules.include.match_file(escape_surrogates(path))}
    if not bundles:
        return
    inventory.files = [f for f in inventory.files if f.path not in bundles]
    for path, sources in bundles.items():
        inventory.skipped.append(Skipped(path, (
            f"build output: it concatenates {len(sources)} source files analysed here, such "
            f"as {sources[0]} (rule {CONCATENATED_RULE}; --include analyses it)")))


def hash_kind(name: str) -> str | None:
    """``hex`` when a script file's name carries eight or more lower-case hex digits
    (:data:`HASHED_NAME`), ``cased`` when it ends in Vite's ``-`` and eight base64url
    characters with a capital after the first (``index-BxT3kq9Z.js``), ``base64`` for that
    shape without one (``fix-5721.js``, ``use-debounce.js``), else ``None``."""
    if HASHED_NAME.match(name):
        return "hex"
    found = BASE64_HASHED_NAME.match(name)
    if found is None:
        return None
    return "cased" if any(c.isupper() for c in found["hash"][1:]) else "base64"


def hashed_output(folder: Path) -> str | None:
    """Rule ``scope.hashed-output``: the first (by name) of a folder's script files when it
    holds two at least and every one is named with a content hash (:func:`hash_kind`): hex
    digits, or Vite's base64url hashes of which at least half hold a capital after the first
    character (a random hash almost always does; names ending in words or numbers, such as
    migrations, ``…-fix-5721.js``, do not), else ``None``; a folder that cannot be listed, or
    holds more than :data:`MAX_HASHED_SCAN` entries, is left to the walk."""
    scripts: list[str] = []
    kinds: list[str] = []
    try:
        with os.scandir(folder) as entries:
            for n, entry in enumerate(entries):
                if n >= MAX_HASHED_SCAN:
                    return None
                if entry.name.endswith(SCRIPTS) and entry.is_file(follow_symlinks=False):
                    kind = hash_kind(entry.name)
                    if kind is None:
                        return None
                    scripts.append(entry.name)
                    kinds.append(kind)
    except OSError:
        return None
    base64 = [k for k in kinds if k != "hex"]
    if base64 and 2 * base64.count("cased") < len(base64):
        return None
    return min(scripts) if len(scripts) >= 2 else None


OWN_MANIFEST = "export-manifest.json"
# rule scope.own-report: the mark in the head of the report page ``code2skill report`` writes
OWN_REPORT = b'<meta name="generator" content="code2skill report">'
OWN_REPORT_HEAD = 4096       # bytes of a page searched for the mark
MAX_MANIFEST_BYTES = 4 << 20


def own_export(root: Path, rel: str) -> bool:
    """Rule ``scope.own-export``: whether the folder ``rel`` of ``root`` holds an
    :data:`OWN_MANIFEST` whose ``generator`` is ``code2skill`` (a JSON object, read through
    :func:`~code2skill.safe_io.read_bytes_in_root`, at most :data:`MAX_MANIFEST_BYTES`); a
    missing, unreadable, oversized or malformed manifest is no export."""
    try:
        data = json.loads(read_bytes_in_root(root, join(rel, OWN_MANIFEST), MAX_MANIFEST_BYTES))
    except (OSError, ValueError):
        return False
    return isinstance(data, dict) and data.get("generator") == "code2skill"


def regular_file(path: Path) -> bool:
    """Whether ``path`` is a regular file (``False`` when it cannot be examined, e.g. a path
    longer than the system allows)."""
    try:
        return path.is_file()
    except OSError:
        return False


def link_or_error(path: Path) -> str | None:
    """Why the folder entry ``path`` is not walked into: ``symbolic link, not followed``, or
    ``unreadable folder: …`` when it cannot even be examined (a path longer than the system
    allows: rule ``io.path-too-long``); ``None`` for a folder to walk."""
    try:
        return "symbolic link, not followed" if path.is_symlink() else None
    except OSError as exc:
        return f"unreadable folder: {exc.strerror or exc}"


def classify(root: Path, rel: str, rules: Rules, ignores, inventory: Inventory) -> None:
    """Add the file ``rel`` of ``root`` to the inventory's files or skipped list, and to its
    shipped data files (:func:`shipped_file`)."""
    full = root / rel
    suffix = full.suffix.lower()
    if listed_page(full, rel, rules, ignores, len(inventory.pages)):
        inventory.pages.append(rel)
    if suffix in SHIPPED_SUFFIXES and len(inventory.shipped) < MAX_SHIPPED and \
            not full.is_symlink() and shipped_file(rel, rules, ignores):
        inventory.shipped.append(rel)
    grammar = EXTENSIONS.get(suffix) or (PAGES.get(suffix) if is_page(full.name) else None)
    if grammar is None and angular_templates.is_template(full.name) and \
            angular_templates.confirming_template(full.name, head_bytes(root, rel)):
        grammar = NG_TEMPLATE                    # rule ui.angular-confirm-output
    head = head_bytes(root, rel) if grammar == "page" else b""
    if grammar == "page" and OWN_REPORT in head[:OWN_REPORT_HEAD]:
        inventory.skipped.append(Skipped(rel, "a report page this tool wrote (rule "
                                              "scope.own-report)"))
        return
    if grammar == "page" and not inline_code(head) and \
            next(page_handlers(head), None) is None and not HTMX_MENTION.search(head) and \
            not DATA_URL_MENTION.search(head) and not scripted_forms(head) and \
            not MODAL_MENTION.search(head):
        return        # rules source.inline-script, ui.inline-handler, htmx.attribute,
        #               url.page-data-attribute, jquery-form.page-form,
        #               ui.page-modal-confirmation: no code, no URL a script reads, no modal
    if grammar is None:
        unsupported = unsupported_kind(full.name)
        if (unsupported is not None or is_template(full.name)) and not full.is_symlink() and \
                not ignored(ignores, rel) and \
                not rules.exclude.match_file(escape_surrogates(rel)) and \
                not rules.tests.match_file(escape_surrogates(rel)) and \
                not package_test_folder(rel, rules.package_roots):
            unsupported = unsupported or template_kind(root, rel)
        else:
            unsupported = None
        if unsupported is not None:
            rule = f" (rule {INLINE_SCRIPT_RULE})" if unsupported == TEMPLATE_KIND else ""
            inventory.skipped.append(Skipped(rel, f"{UNSUPPORTED_REASON} ({unsupported}): "
                                                  "code2skill does not read it, so requests "
                                                  f"it makes are not in the contract{rule}"))
        return
    if full.is_symlink():
        inventory.skipped.append(Skipped(rel, "symbolic link, not followed"))
        return
    if not full.is_file():                     # a FIFO, socket or device: reading may block
        inventory.skipped.append(Skipped(rel, "not a regular file (pipe, socket or device)"))
        return
    if not rules.include.match_file(escape_surrogates(rel)):
        if ignored(ignores, rel):
            inventory.skipped.append(Skipped(rel, "ignored by .gitignore"))
            return
        if rules.exclude.match_file(escape_surrogates(rel)):
            inventory.skipped.append(Skipped(rel, "excluded by --exclude"))
            return
        if rules.tests.match_file(escape_surrogates(rel)) or \
                package_test_folder(rel, rules.package_roots):
            inventory.skipped.append(Skipped(rel, "test code (out of scope by default; "
                                                  "--include brings it back)"))
            return
        if not rules.include_bundles and full.name.endswith(BUNDLE_NAMES):
            inventory.skipped.append(Skipped(rel, "minified or bundled file (by name; "
                                                  "--include-bundles analyses it)"))
            return
    problem, text = read_source(root, rel, rules.include_bundles)
    if problem is not None:
        inventory.skipped.append(Skipped(rel, problem, not problem.startswith(
            ("minified", "larger than", MARKUP_REASON)), hidden_requests(problem, text)))
        return
    library = library_reason(own_part(text)) if grammar != "page" and \
        not rules.include.match_file(escape_surrogates(rel)) else None
    if library is not None:
        inventory.skipped.append(Skipped(rel, f"{library[0]} ({LIBRARY_NOTE})"))
        if library[1] is not None:
            rules.namespaces.setdefault(library[1], rel)
        return
    inventory.files.append(SourceFile(rel, grammar, full.stat().st_size))


def listed_page(full: Path, rel: str, rules: Rules, ignores, listed: int) -> bool:
    """Whether the file ``rel`` (at ``full``) is one of the run's pages, the one list the
    passes reading pages use (rules ``scope.page-script``, ``jquery.page-setup``,
    ``wrapper.own-file-callers``): an HTML page or server page template
    (:data:`~code2skill.passes.page_scripts.PAGE_SUFFIXES`, a page of Smarty, Pug …
    too) of the folders discovery walks — so never under ``node_modules`` or a skipped or
    excluded folder — that is a regular file, not ignored by ``.gitignore``, not
    excluded and no test code unless ``--include`` names it; ``listed``: the pages listed so
    far, at most :data:`~code2skill.passes.page_scripts.MAX_PAGES`."""
    from code2skill.passes.page_scripts import MAX_PAGES, PAGE_SUFFIXES
    if listed >= MAX_PAGES or not rel.lower().endswith(PAGE_SUFFIXES) or full.is_symlink() \
            or not full.is_file():
        return False
    name = escape_surrogates(rel)
    return rules.include.match_file(name) or not (
        ignored(ignores, rel) or rules.exclude.match_file(name) or
        rules.tests.match_file(name) or package_test_folder(rel, rules.package_roots))


# data files a front end ships beside its code and reads with a GET (rule
# plumbing.shipped-file): a request for one is no endpoint when the repository holds it
# (``.txt``, ``.md``, images, styles and fonts are static by their extension alone: rule
# url.static-file)
SHIPPED_SUFFIXES = frozenset({".json", ".geojson", ".topojson", ".html", ".htm", ".xml",
                              ".yaml", ".yml", ".csv", ".tsv"})
MAX_SHIPPED = 50_000          # shipped data files listed, at most


def shipped_file(rel: str, rules: Rules, ignores) -> bool:
    """Whether the data file ``rel`` (one of :data:`SHIPPED_SUFFIXES`) ships with the app: no
    symbolic link, not ignored by ``.gitignore``, not excluded, and no test code (a fixture's
    ``cypress/fixtures/assets.json`` is test data, not a file the app serves)."""
    name = escape_surrogates(rel)
    return not ignored(ignores, rel) and not rules.exclude.match_file(name) and \
        not rules.tests.match_file(name) and not package_test_folder(rel, rules.package_roots)


UNSUPPORTED_REASON = "unsupported extension"
UNSUPPORTED = {".coffee": "CoffeeScript", ".litcoffee": "CoffeeScript", ".cjsx": "CoffeeScript",
               ".iced": "IcedCoffeeScript", ".ls": "LiveScript", ".marko": "Marko component",
               ".riot": "Riot component", ".imba": "Imba", ".es": "JavaScript (.es)"}


def unsupported_kind(name: str) -> str | None:
    """Rule ``source.unsupported-extension``: the kind of a JavaScript-like source file
    code2skill does not read (CoffeeScript, LiveScript, a Marko or Riot component, JavaScript
    in an ERB template ``x.js.erb``), listed in ``source.skipped``; ``None`` for any other
    file."""
    lower = name.lower()
    if lower.endswith((".js.erb", ".ts.erb", ".coffee.erb")):
        return "JavaScript in an ERB template"
    return UNSUPPORTED.get(os.path.splitext(lower)[1])


TEMPLATE_KIND = "server page template with inline scripts"


def head_bytes(root: Path, rel: str) -> bytes:
    """The first :data:`MAX_BYTES` bytes of the file ``rel`` of ``root`` (``b""`` when it
    cannot be read: a symbolic link, a pipe, an I/O error)."""
    try:
        return read_head_in_root(root, rel, MAX_BYTES)
    except OSError:
        return b""


def template_kind(root: Path, rel: str) -> str | None:
    """Rule ``source.inline-script``: :data:`TEMPLATE_KIND` for a server page template of a
    kind no rule reads (a Smarty ``.tpl`` file, a Pug or Haml template …) holding an inline
    script the browser runs, whose template syntax no JavaScript grammar reads; ``None`` for
    one without (it makes no request)."""
    head = head_bytes(root, rel)
    return TEMPLATE_KIND if inline_code(head) or indented_script(rel, head) else None


def package_test_folder(rel: str, package_roots: set[str]) -> bool:
    """Whether the file ``rel`` lies in a :data:`PACKAGE_TEST_FOLDERS` folder directly under
    the root or a package root (one of ``package_roots``, ``""`` for the root)."""
    parts = rel.split("/")[:-1]
    return any(name in PACKAGE_TEST_FOLDERS and "/".join(parts[:i]) in package_roots
               for i, name in enumerate(parts))


def read_source(root: Path, rel: str, include_bundles: bool = False
                ) -> tuple[str | None, str]:
    """``(problem, text)`` of the source file ``rel`` of ``root``: why it cannot be analysed
    (unreadable, too large, binary, or minified: over-long lines holding most of its code,
    rule ``source.minified-share``; a page, when every inline script it runs is so, rule
    ``source.minified-page-script``), or ``None`` and its text, each byte sequence that is not
    UTF-8 read as U+FFFD (rule ``source.not-utf8``: such a file is analysed). With
    ``include_bundles`` only :data:`MAX_BUNDLE_BYTES` limits size and minified text is
    accepted."""
    try:
        size = (root / rel).stat().st_size
        limit = MAX_BUNDLE_BYTES if include_bundles else MAX_BYTES
        if size > limit:
            return f"larger than {limit:,} bytes ({size:,}); likely a bundle" + (
                "" if include_bundles else " (--include-bundles analyses it)"), ""
        data = read_bytes_in_root(root, rel, limit)
    except OSError as exc:
        return f"unreadable: {exc.strerror or exc}", ""
    if b"\0" in data[:8192]:
        return "binary content (NUL byte)", ""
    text = data.decode("utf-8", "replace")     # rule source.not-utf8: analysed all the same
    if rel.endswith(SCRIPT_SUFFIXES) and MARKUP_START.match(text):
        return MARKUP_REASON, ""                  # rule source.markup: a Qt Linguist `.ts`
    page = is_page(rel)
    code = text if not page else "\n".join(body.decode("utf-8", "replace")
                                            for body in inline_code(data))
    lines = code.splitlines()
    lengths = [code_length(line) for line in lines]
    longest = max((len(line) for line, n in zip(lines, lengths) if n > MAX_LINE), default=0)
    if longest and not include_bundles and (page_minified(data) if page else  # minified-share
                                            minified(lines, lengths)):   # (a page: per script)
        return f"{MINIFIED_REASON} (a line of {longest:,} characters; --include-bundles " \
               "analyses it)", text
    return None, text


MINIFIED_REASON = "minified or bundled"


def own_part(text: str) -> str:
    """Rule ``source.minified-share``: the ordinary lines of the script ``text``, each line
    longer than :data:`MAX_LINE` as code (a library pasted on one line) left empty; ``text``
    itself when it has none."""
    lengths = [code_length(line) for line in text.splitlines()]
    return ordinary_text(text, lengths) if any(n > MAX_LINE for n in lengths) else text


def hidden_requests(problem: str, code: str) -> tuple[int, str] | None:
    """Rule ``coverage.skipped-requests``: the first request-like text (line, snippet) of a
    file skipped as minified by its content (``code``: its text), unless it is a
    third-party library (rule ``scope.library-file``) or a build of a library's named modules
    sending where its caller says (rule ``coverage.library-requests``); ``None`` for any
    other skip."""
    if not problem.startswith(MINIFIED_REASON) or not code or library_reason(code) or \
            library_modules(code):
        return None
    return request_mention(code)


# rule source.markup: a file named like a script whose text is XML (a Qt Linguist translation,
# ``<?xml …?><!DOCTYPE TS><TS version="2.1">``) is no script
SCRIPT_SUFFIXES = (".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs")
MARKUP_START = re.compile(r"\ufeff?\s*<(\?xml\b|!DOCTYPE\b)", re.I)
MARKUP_REASON = "XML markup, not a script (a Qt Linguist translation or other XML file)"
def hidden_reason(hidden: dict[str, str], rel_folder: str) -> str | None:
    """Why ``rel_folder`` (or a folder above it) is out of scope, when it is walked only
    because an ``--include`` glob may match inside it."""
    if not hidden:
        return None
    parts = rel_folder.split("/") if rel_folder else []
    for i in range(len(parts), 0, -1):
        reason = hidden.get("/".join(parts[:i]))
        if reason is not None:
            return reason
    return None


def could_include(patterns: tuple[str, ...], rel_dir: str) -> bool:
    """Whether an ``--include`` glob names something inside ``rel_dir`` by its literal
    prefix (``dist/api.js``, ``packages/web/**``); ``**/…`` globs never open skipped folders."""
    for pattern in patterns:
        prefix = re.split(r"[*?\[]", pattern.lstrip("/"), maxsplit=1)[0]
        if prefix and (prefix.startswith(rel_dir + "/") or rel_dir.startswith(prefix)):
            return True
    return False


def ignored(ignores: list[tuple[str, pathspec.GitIgnoreSpec | ChunkedSpec]], rel: str) -> bool:
    """Whether the applicable ``.gitignore`` files (``ignores``, outermost first; patterns
    relative to the folder holding each) ignore ``rel``, as git decides (rule
    ``scope.gitignore-precedence``): the deepest file with a line matching ``rel`` decides, by
    its last matching line, so a nested ``!pattern`` re-includes what a parent ignores."""
    for base, spec in reversed(ignores):
        sub = escape_surrogates(rel[len(base) + 1:] if base else rel)
        decided = spec.decide(sub) if isinstance(spec, ChunkedSpec) else \
            spec.check_file(sub).include
        if decided is not None:
            return decided
    return False


def join(folder: str, name: str) -> str:
    return f"{folder}/{name}" if folder else name
