"""Module specifier resolution: which analysed file an ``import`` names.

Rules, in order (Node/TypeScript "bundler" resolution, reduced to what a static reader can see):

1. Relative specifiers (``./x``, ``../x``) resolve against the importing file's folder.
2. ``tsconfig.json``/``jsconfig.json`` ``compilerOptions.paths`` patterns (``"@/*": ["src/*"]``)
   and ``baseUrl`` (non-relative specifiers tried under it), from every such file in the tree,
   nearest enclosing one first.
3. The conventional aliases ``@/`` and ``~/`` map to the ``src/`` folder nearest the importer when
   no configuration claims them (Vue CLI, Nuxt and Vite defaults); SvelteKit's ``$lib`` maps to
   ``src/lib``. SvelteKit's ``kit.alias`` in ``svelte.config.js`` is read as ``paths`` of its
   folder (:mod:`code2skill.svelte_aliases`).
4. ``#…`` specifiers through the nearest ``package.json`` ``imports`` map (subpath imports).
5. A workspace package of the tree (a ``package.json`` ``name``, as pnpm/yarn/npm workspaces
   link them) resolves to its ``exports``/``module``/``main`` entry or ``src/index``; a subpath
   (``@acme/ui/button``) to its ``exports`` entry or the file under the package (or its ``src``).
6. A candidate path is tried as is, with each source extension, and as a folder's ``index`` file.
7. A bare specifier that no enclosing ``package.json`` declares and whose first segment is a folder
   of the importer's package (or its ``src/``) resolves there (bundler ``resolve.modules`` roots).
8. An alias prefix declared where the analysed folder cannot see it resolves to the one folder
   every import through it names (:mod:`code2skill.inferred_aliases`); one that no import
   resolves through is said once (:attr:`ModuleResolver.unseen`, rule
   ``modules.unseen-alias``).

9. A file the Angular CLI build replaces (``angular.json`` ``fileReplacements`` of the build's
   default configuration) resolves to its replacement (:mod:`code2skill.file_replacements`,
   rule ``modules.file-replacement``).

10. A RequireJS ``require.config({paths, baseUrl})`` call of an analysed script is the
   ``jsconfig`` of its folder, unless that folder has one (:mod:`code2skill.requirejs_paths`,
   rule ``modules.requirejs-paths``).

Anything else is a package (``axios``, ``@angular/common/http``) and returns ``None``.

Configuration is the repository's, so it is checked before use (rule ``config.field-type``):
a field of the wrong type (``"baseUrl": 42``, ``"paths": [...]``, ``"imports": [1]``) is left
out with a ``discover`` diagnostic naming the file and the field, and a file that is not
JSON, or nests deeper than Python's parser goes, is ignored with a diagnostic naming it.
"""
from __future__ import annotations

import os
import posixpath
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

import pyjson5

from code2skill.facts import Diagnostic
from code2skill.file_replacements import file_replacements
from code2skill.inferred_aliases import (InferredAlias, UnseenAlias, infer_aliases,
                                         outside_siblings, prefix_splits, unseen_aliases)
from code2skill.reentered_root import reentered
from code2skill.requirejs_paths import config_diagnostic
from code2skill.safe_io import CONFIG_CAP, read_text_in_root
from code2skill.svelte_aliases import svelte_paths

SOURCE_SUFFIXES = (".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".mts", ".cts", ".d.ts",
                   ".vue", ".svelte", ".astro", ".gts", ".gjs")


class ModuleResolver:
    """Resolves specifiers to repo-relative paths of analysed files.

    ``files`` is the set of analysed repo-relative POSIX paths; ``root`` the analysed folder,
    read once for ``tsconfig.json``/``jsconfig.json`` files (comments and trailing commas are
    tolerated; an unreadable config is ignored).
    """

    def __init__(self, files: set[str], root: Path | None = None,
                 configs: dict[str, dict] | None = None,
                 packages: dict[str, dict] | None = None,
                 imports: Iterable[tuple[str, str]] = (),
                 amd: Mapping[str, dict] | None = None):
        self.files = files
        self.root = root
        self.diagnostics: list[Diagnostic] = []
        self.configs = configs if configs is not None else (
            read_configs(root, files, self.diagnostics) if root else {})
        for folder, config in (amd or {}).items():        # rule 10: RequireJS paths
            if folder not in self.configs:
                self.configs[folder] = config
                self.diagnostics.append(config_diagnostic(folder, config))
        self.packages = packages if packages is not None else (
            read_packages(root, files, self.diagnostics) if root else {})
        self.by_name = {pkg["name"]: folder for folder, pkg in sorted(self.packages.items())
                        if isinstance(pkg.get("name"), str)}
        self.replacements = file_replacements(root, files, enclosing_folders(files),
                                              self.diagnostics) if root else {}
        self._resolved: dict[tuple[str, str], str | None] = {}
        self._folders: frozenset[str] | None = None
        self.inferred: tuple[InferredAlias, ...] = ()
        self.unseen: tuple[UnseenAlias, ...] = ()       # rule modules.unseen-alias
        self.inferred = self.infer(imports)

    def infer(self, imports: Iterable[tuple[str, str]]) -> tuple[InferredAlias, ...]:
        """Rule 8 over the program's ``(importer, specifier)`` imports that rules 1–7 leave
        unresolved, each inferred alias noted as an ``info`` diagnostic naming its prefix and
        folder."""
        imports = set(imports)
        self.diagnostics += outside_root_diagnostics(self.outside_root(imports))
        unresolved = [(importer, s) for importer, s in imports if not s.startswith(".")
                      and self.lookup(importer, s) is None]
        if not unresolved:
            return ()
        known = set(self.by_name) | {n for pkg in self.packages.values() for n in declared(pkg)}
        found = infer_aliases({s for _, s in unresolved}, self.folders(), self.probe, known)
        self.inferred = found
        left = {(importer, s) for importer, s in unresolved
                if self.inferred_candidate(s) is None}
        if "" not in self.packages:        # the analysed folder is inside a package
            self.unseen = unseen_aliases(left, imports - left, self.folders(), known)
        self.diagnostics += [Diagnostic(
            a.folder or ".", "discover",
            f"alias {a.prefix!r}/* taken as folder {a.folder or '.'!r}: declared outside the "
            f"analysed folder or by a bundler, and all {a.imports} imports through it name "
            "files there (modules.inferred-alias)", "info") for a in found]
        self.diagnostics += [Diagnostic(
            ".", "discover",
            f"imports through {prefix!r} in {count} file{'s' * (count != 1)} name no analysed "
            f"file: the scope "
            f"{prefix.split('/')[0]!r} of an inferred alias, so probably the project's own "
            "code outside the analysed folder; its requests are not seen — analyse the folder "
            "that holds it (modules.outside-sibling)", "warning")
            for prefix, count in outside_siblings(unresolved, found).items()]
        return found

    def resolve(self, importer: str, specifier: str) -> str | None:
        """The analysed file ``specifier`` names from ``importer``, or ``None`` (a package);
        each answer is kept, for the resolver asks again at every reference."""
        key = (importer, specifier)
        if key not in self._resolved:
            found = self.lookup(importer, specifier)
            self._resolved[key] = self.replacements.get(found, found)   # rule 9
        return self._resolved[key]

    def lookup(self, importer: str, specifier: str) -> str | None:
        """:meth:`resolve` without the memo."""
        base = posixpath.dirname(importer)
        if specifier.startswith("."):
            return self.probe(posixpath.normpath(posixpath.join(base, specifier)))
        for candidate in self.alias_candidates(importer, specifier) + \
                self.package_candidates(importer, specifier) + \
                self.module_root_candidates(importer, specifier):
            found = self.probe(candidate)
            if found:
                return found
        return self.inferred_candidate(specifier)

    def outside_root(self, imports: set[tuple[str, str]]) -> dict[tuple[str, str], str]:
        """Rule ``modules.outside-root``: ``{(importer, specifier): target}`` of the imports
        no analysed file answers whose path leaves the analysed folder: a relative one
        climbing above it (``'../../shared/api'``), or an alias whose ``tsconfig`` ``paths``
        or ``baseUrl`` target does (``'@shared/schema'`` → ``../shared/schema``). Nothing
        there is read, so its types and requests are not seen."""
        found = {}
        for importer, specifier in sorted(imports):
            if specifier.startswith("."):
                targets = [posixpath.normpath(posixpath.join(posixpath.dirname(importer),
                                                             specifier))]
            else:
                targets = self.alias_candidates(importer, specifier)
            outside = [t for t in targets if t == ".." or t.startswith("../")]
            if outside and self.lookup(importer, specifier) is None:
                found[(importer, specifier)] = outside[0]
        return found

    def inferred_candidate(self, specifier: str) -> str | None:
        """Rule 8: the file an inferred alias names, or ``None``."""
        for prefix, tail in prefix_splits(specifier):
            for alias in self.inferred:
                if prefix == alias.prefix:
                    return self.probe(join(alias.folder, tail) if alias.folder else tail)
        return None

    def module_root_candidates(self, importer: str, specifier: str) -> list[str]:
        """Rule ``modules.folder-root``: a bare specifier whose first segment no enclosing
        ``package.json`` declares as a dependency and that names a folder of the package
        holding the importer, or of its ``src/`` (``components/editor`` of
        ``client/components/editor.vue``), is that folder: bundlers list the app's own root in
        ``resolve.modules`` (webpack) or as an alias, which a static reader cannot run.
        Inside a package whose ``package.json`` is read (so that "not declared" means
        something), a specifier naming a file beside the importer (``'api.js'``: webpack's
        ``preferRelative``) or at those roots (``'api'`` for ``src/api.js``) is that file."""
        first = specifier.split("/")[0]
        if not first or first.startswith("@") or specifier.startswith("#"):
            return []
        enclosing = self.packages_for(importer)
        if any(first in declared(pkg) for _, pkg in enclosing):
            return []
        folder = enclosing[0][0] if enclosing else ""
        folder = "" if folder in ("", ".") else folder
        roots = [folder, join(folder, "src") if folder else "src"]
        found = [join(r, specifier) if r else specifier for r in roots
                 if (join(r, first) if r else first) in self.folders()]
        if enclosing and not found:
            found = [join(posixpath.dirname(importer), specifier)] + \
                [join(r, specifier) if r else specifier for r in roots]
        return found

    def folders(self) -> frozenset[str]:
        """Every folder holding an analysed file (cached)."""
        found = self._folders
        if found is None:
            found = frozenset(posixpath.dirname(f) for f in self.files) - {""}
            found = frozenset(p for f in found for p in ancestors(f))
            self._folders = found
        return found

    def package_candidates(self, importer: str, specifier: str) -> list[str]:
        """Candidates from ``package.json`` ``imports`` (``#…``) and workspace packages."""
        out: list[str] = []
        if specifier.startswith("#"):
            for folder, pkg in self.packages_for(importer):
                for pattern, target in (pkg.get("imports") or {}).items():
                    rest = match_pattern(pattern, specifier)
                    target = condition(target)
                    if rest is not None and target:
                        out.append(join(folder, target.replace("*", rest, 1)))
                if out:
                    return out
            return out
        for name, folder in self.by_name.items():
            if specifier != name and not specifier.startswith(name + "/"):
                continue
            sub = specifier[len(name):].lstrip("/")
            exports = self.packages[folder].get("exports")
            entry = condition(exports.get("./" + sub if sub else ".")) \
                if isinstance(exports, dict) else (condition(exports) if not sub else None)
            if entry:
                out.append(join(folder, entry))
            if sub:
                out += [join(folder, sub), join(folder, "src/" + sub)]
                if is_ember(self.packages[folder]):      # rule module.ember-prefix
                    out += [join(folder, "app/" + sub), join(folder, "addon/" + sub)]
            else:
                pkg = self.packages[folder]
                out += [join(folder, e) for e in (condition(pkg.get("module")),
                                                  condition(pkg.get("main"))) if e]
                out += [join(folder, "src/index"), join(folder, "index")]
        return out

    def packages_for(self, importer: str) -> list[tuple[str, dict]]:
        """``package.json`` files whose folder encloses ``importer``, nearest first."""
        found = [(folder, pkg) for folder, pkg in self.packages.items()
                 if folder in ("", ".") or importer.startswith(folder + "/")]
        return sorted(found, key=lambda item: -len(item[0]))

    def alias_candidates(self, importer: str, specifier: str) -> list[str]:
        out: list[str] = []
        for folder, config in self.configs_for(importer):
            options = config.get("compilerOptions") or {}
            base_url = posixpath.normpath(posixpath.join(folder, options.get("baseUrl", ".")))
            for pattern, targets in (options.get("paths") or {}).items():
                rest = match_pattern(pattern, specifier)
                if rest is None or not isinstance(targets, list):
                    continue
                for target in targets:
                    if isinstance(target, str):
                        out.append(posixpath.normpath(
                            posixpath.join(base_url, target.replace("*", rest, 1))))
            if "baseUrl" in options:
                out.append(posixpath.normpath(posixpath.join(base_url, specifier)))
        for alias in ("@/", "~/", "~~/", "@@/"):
            if specifier.startswith(alias):
                out += [posixpath.normpath(posixpath.join(src, specifier[len(alias):]))
                        for src in src_folders(importer)]
        if specifier == "$lib" or specifier.startswith("$lib/"):      # SvelteKit
            out += [posixpath.normpath(posixpath.join(src, "lib", specifier[5:]))
                    for src in src_folders(importer)]
        return [c.lstrip("./") if c.startswith("./") else c for c in out]

    def configs_for(self, importer: str) -> list[tuple[str, dict]]:
        """Config files whose folder encloses ``importer``, nearest first."""
        found = [(folder, cfg) for folder, cfg in self.configs.items()
                 if folder in ("", ".") or importer.startswith(folder + "/")]
        return sorted(found, key=lambda item: -len(item[0]))

    def probe(self, candidate: str) -> str | None:
        candidate = candidate[2:] if candidate.startswith("./") else candidate
        if candidate.startswith("../") and self.root is not None:      # modules.reentered-root
            candidate = reentered(self.root, candidate) or candidate
        if candidate in self.files:
            return candidate
        stem = re.sub(r"\.(js|jsx|mjs|cjs)$", "", candidate)   # TS imports name '.js' files
        for suffix in SOURCE_SUFFIXES:
            if stem + suffix in self.files:
                return stem + suffix
        for suffix in SOURCE_SUFFIXES:
            if f"{candidate}/index{suffix}" in self.files:
                return f"{candidate}/index{suffix}"
        return None


EMBER_PACKAGES = ("ember-source", "ember-cli", "ember-data")


def is_ember(pkg: dict) -> bool:
    """Whether a ``package.json`` is an Ember app or addon (``ember-addon``, or an
    ``ember-source``/``ember-cli``/``ember-data`` dependency): its modules are named
    ``<package name>/<path>`` for ``app/<path>`` (an addon's ``addon/<path>``)."""
    return "ember-addon" in pkg or bool(declared(pkg) & set(EMBER_PACKAGES))


def ancestors(folder: str) -> list[str]:
    """``a/b/c`` → ``['a', 'a/b', 'a/b/c']``."""
    parts = folder.split("/")
    return ["/".join(parts[:i]) for i in range(1, len(parts) + 1)]


DEPENDENCY_FIELDS = ("dependencies", "devDependencies", "peerDependencies")


def declared(pkg: dict | None) -> set[str]:
    """The package names a ``package.json`` (as :func:`read_packages` keeps it) depends on,
    in any of :data:`DEPENDENCY_FIELDS`."""
    return {name for field in DEPENDENCY_FIELDS if isinstance((pkg or {}).get(field), dict)
            for name in pkg[field]}


def depends_on_any(packages: Mapping[str, object], names: frozenset[str]) -> bool:
    """Whether a ``package.json`` of ``packages`` (folder → parsed file) depends on one of
    ``names`` (:func:`declared`)."""
    return any(names & declared(pkg) for pkg in packages.values() if isinstance(pkg, dict))


def match_pattern(pattern: str, specifier: str) -> str | None:
    """The part of ``specifier`` matched by ``*`` in a tsconfig ``paths`` pattern, or ``None``."""
    if "*" not in pattern:
        return "" if pattern == specifier else None
    head, tail = pattern.split("*", 1)
    if specifier.startswith(head) and specifier.endswith(tail) \
            and len(specifier) >= len(head) + len(tail):
        return specifier[len(head):len(specifier) - len(tail)]
    return None


def condition(target) -> str | None:
    """A ``package.json`` target: a string, the ``import``/``default``/… branch of a
    conditional object, or the first usable entry of a fallback array."""
    if isinstance(target, str):
        return target
    if isinstance(target, list):
        for item in target[:16]:
            found = condition(item)
            if found:
                return found
        return None
    if isinstance(target, dict):
        for key in ("import", "module", "browser", "default", "require", "types"):
            found = condition(target.get(key))
            if found:
                return found
    return None


def join(folder: str, relative: str) -> str:
    return posixpath.normpath(posixpath.join(folder, relative))


def read_packages(root: Path, files: set[str], problems: list[Diagnostic] | None = None
                  ) -> dict[str, dict]:
    """``{folder: package.json}`` for every ``package.json`` in a folder that holds analysed
    files or encloses them (unreadable ones are ignored; fields of the wrong type are left
    out, each with a diagnostic appended to ``problems``)."""
    folders = set()
    for f in files:
        parts = posixpath.dirname(f).split("/") if posixpath.dirname(f) else []
        for i in range(len(parts) + 1):
            folders.add("/".join(parts[:i]))
    packages = {}
    for folder in sorted(folders):
        data = load_jsonc(root, root / folder / "package.json",
                          rel_to(folder, "package.json"), problems)
        if data is not None:
            packages[folder] = checked(data, PACKAGE_FIELDS, rel_to(folder, "package.json"),
                                       problems)
    return packages


def src_folders(importer: str) -> list[str]:
    """Where the conventional ``@/`` alias may point for ``importer`` (rule
    ``modules.src-root``): the ``src`` folder enclosing it; when none does, the top ``src``
    and then the analysed root itself (the analysed folder may be the ``src`` folder, or a
    Nuxt ``srcDir``)."""
    parts = importer.split("/")[:-1]
    return [nearest_src(importer)] if "src" in parts else ["src", "."]


def nearest_src(importer: str) -> str:
    """The ``src`` folder enclosing ``importer`` (``pkg/src``), else the top ``src``."""
    parts = importer.split("/")
    if "src" in parts:
        index = len(parts) - 1 - parts[::-1].index("src")
        return "/".join(parts[:index + 1])
    return "src"


def read_configs(root: Path, files: set[str], problems: list[Diagnostic] | None = None
                 ) -> dict[str, dict]:
    """``{folder: parsed config}`` for every ``tsconfig*.json``/``jsconfig.json`` next to the
    analysed files' folders (``extends`` is followed for ``compilerOptions``:
    :func:`inherited_options`)."""
    configs: dict[str, dict] = {}
    for folder in enclosing_folders(files):
        for name in ("tsconfig.json", "tsconfig.app.json", "jsconfig.json"):
            path = root / folder / name
            config = load_config(root, path, rel_to(folder, name), problems)
            if config is None:
                continue
            config["compilerOptions"] = inherited_options(root, folder, path, config, 0,
                                                          problems)
            if (config.get("compilerOptions") or {}).get("paths") or \
                    (config.get("compilerOptions") or {}).get("baseUrl"):
                configs.setdefault(folder, config)
        with_svelte_paths(configs, folder, svelte_paths(root, folder, problems))
    return configs


def enclosing_folders(files: set[str]) -> list[str]:
    """Every folder holding an analysed file and each folder above it up to the analysed
    folder (``''``), sorted (shallowest before the folders inside it)."""
    expanded = set()
    for folder in {posixpath.dirname(f) for f in files}:
        parts = folder.split("/") if folder else []
        for i in range(len(parts) + 1):
            expanded.add("/".join(parts[:i]))
    return sorted(expanded)


def with_svelte_paths(configs: dict[str, dict], folder: str, paths: dict[str, list[str]]
                      ) -> None:
    """Add SvelteKit ``kit.alias`` ``paths`` (targets relative to ``folder``, rule
    ``modules.svelte-alias``) to the config kept for ``folder``, re-expressed from its
    ``baseUrl``. Vite bundles with ``kit.alias``, so an alias wins over a ``tsconfig`` pattern
    written the same way; the ``tsconfig``'s other patterns stay."""
    if not paths:
        return
    config = configs.setdefault(folder, {"compilerOptions": {}})
    options = dict(config.get("compilerOptions") or {})
    base = options.get("baseUrl", ".")
    moved = {key: [posixpath.relpath(posixpath.normpath(posixpath.join(".", t)), base)
                   for t in targets] for key, targets in paths.items()}
    own = options.get("paths") or {}
    options["paths"] = {**moved, **{k: v for k, v in own.items() if k not in moved}}
    config["compilerOptions"] = options


MAX_EXTENDS = 5


def inherited_options(root: Path, folder: str, path: Path, config: dict, depth: int,
                      problems: list[Diagnostic] | None = None) -> dict:
    """``compilerOptions`` with those of the configs it ``extends`` (a few levels; an array
    of them in order, a later one over an earlier, as TypeScript 5 does): the child's own
    options win. Inherited ``paths`` stay relative to where they were written (the parent's
    ``baseUrl``, else the parent's folder, as TypeScript does), so the result's ``baseUrl`` is
    re-expressed from ``folder`` (an Nx ``tsconfig.base.json`` at the repository root)."""
    options = dict(config.get("compilerOptions") or {})
    parents = config.get("extends")
    if depth >= MAX_EXTENDS:
        return options
    merged: dict = {}
    for parent in parents if isinstance(parents, list) else [parents] if parents else []:
        merged.update(parent_options(root, folder, path, parent, depth, "baseUrl" in options,
                                     problems))
    merged.update(options)
    return merged


def parent_options(root: Path, folder: str, path: Path, parent: object, depth: int,
                   own_base: bool, problems: list[Diagnostic] | None) -> dict:
    """The ``compilerOptions`` one ``extends`` entry ``parent`` of the config at ``path``
    gives (its own ``extends`` followed). Rule ``config.extends-in-root``: a relative or
    absolute entry is read only when it names a file inside ``root``, checked on the text
    before any file is looked at, then with links resolved; one outside (``../x.json``,
    ``/etc/x.json``, a package path that climbs out, ``@scope/../../x.json``) or not a string
    gets a warning naming the config and is not read. A package's config (``@tsconfig/node18``)
    is not read."""
    rel = rel_to(folder, path.name)

    def warn(reason: str) -> dict:
        problem = Diagnostic(rel, "discover", reason, "warning")
        if problems is not None and problem not in problems:    # a child config meets it too
            problems.append(problem)
        return {}
    if not isinstance(parent, str):
        return warn(f"extends entry {str(parent)[:80]!r}: not a string, not read")
    outside = f"extends {parent[:80]!r}: outside the analysed folder, not read"
    if not parent.startswith(".") and not posixpath.isabs(parent):
        return warn(outside) if ".." in parent.split("/") else {}
    parent_path = path.parent / parent
    if parent_path.suffix != ".json":
        parent_path = parent_path.with_name(parent_path.name + ".json")
    top = os.path.normpath(os.path.abspath(root))
    if not os.path.normpath(os.path.abspath(parent_path)).startswith(top + os.sep):
        return warn(outside)
    try:
        parent_folder = parent_path.parent.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:                          # a link to outside the analysed folder
        return warn(outside)
    parent_folder = "" if parent_folder == "." else parent_folder
    parent_config = load_config(root, parent_path, rel_to(parent_folder, parent_path.name),
                                problems)
    if parent_config is None:
        return {}
    merged = inherited_options(root, parent_folder, parent_path, parent_config, depth + 1,
                               problems)
    if ("paths" in merged or "baseUrl" in merged) and not own_base:
        base = posixpath.normpath(posixpath.join(parent_folder or ".", merged.get("baseUrl", ".")))
        merged["baseUrl"] = posixpath.relpath(base, folder or ".")
    return merged


def load_jsonc(root: Path, path: Path, rel: str | None = None,
               problems: list[Diagnostic] | None = None) -> dict | None:
    """Parse a JSON-with-comments config file of the analysed folder ``root`` as JSON5 does
    (``pyjson5``: comments, trailing commas, a byte-order mark, single quotes; nesting deeper
    than 32 levels is refused); ``None`` when
    absent, not a regular file, unreadable, refused by rule ``io.read-in-root`` (a link to
    outside ``root``, over :data:`~code2skill.safe_io.CONFIG_CAP` bytes) or not a JSON object.
    A file that exists but cannot be used gets a diagnostic naming ``rel`` in ``problems``
    (when given)."""
    def problem(reason: str) -> None:
        if problems is not None and rel is not None:
            problems.append(Diagnostic(rel, "discover", f"{reason}: ignored", "warning"))
    try:
        if not path.is_file():                  # absent, a folder, a FIFO (would block)
            return None
        text = read_text_in_root(root, path, CONFIG_CAP)
    except (OSError, UnicodeDecodeError) as exc:
        problem(f"unreadable ({getattr(exc, 'strerror', None) or type(exc).__name__})")
        return None
    try:
        data = pyjson5.loads(text)
    except pyjson5.Json5NestingTooDeep:
        problem("JSON nested too deep to read")
        return None
    except pyjson5.Json5Exception as exc:
        problem(f"not valid JSON ({exc.args[0] if exc.args else type(exc).__name__})")
        return None
    if not isinstance(data, dict):
        problem("not a JSON object")
        return None
    return data


def rel_to(folder: str, name: str) -> str:
    return f"{folder}/{name}" if folder else name


# The fields read from each file, with the JSON types they may have
PACKAGE_FIELDS = {"name": (str,), "imports": (dict,), "exports": (str, dict, list),
                  "main": (str, dict), "module": (str, dict),
                  **{field: (dict,) for field in DEPENDENCY_FIELDS}}
CONFIG_FIELDS = {"compilerOptions": (dict,), "extends": (str, list)}
OPTION_FIELDS = {"baseUrl": (str,), "paths": (dict,)}


def checked(data: dict, fields: dict[str, tuple[type, ...]], rel: str,
            problems: list[Diagnostic] | None) -> dict:
    """``data`` without the ``fields`` whose value has the wrong JSON type, each dropped field
    a diagnostic naming ``rel`` and the field (rule ``config.field-type``)."""
    out = dict(data)
    for key, types in fields.items():
        if key in out and not isinstance(out[key], types):
            names = " or ".join({str: "a string", dict: "an object",
                                 list: "an array"}[t] for t in types)
            if problems is not None:
                problems.append(Diagnostic(rel, "discover", f"field {key!r} is "
                                           f"{json_kind(out[key])}, not {names}: left out",
                                           "warning"))
            del out[key]
    return out


def json_kind(value: object) -> str:
    return {str: "a string", dict: "an object", list: "an array", bool: "a boolean",
            int: "a number", float: "a number", type(None): "null"}.get(type(value), "a value")


def load_config(root: Path, path: Path, rel: str, problems: list[Diagnostic] | None
                ) -> dict | None:
    """A ``tsconfig``/``jsconfig`` file with its fields type-checked (:func:`checked`):
    ``compilerOptions`` an object, its ``baseUrl`` a string and ``paths`` an object of string
    arrays (other targets are dropped)."""
    config = load_jsonc(root, path, rel, problems)
    if config is None:
        return None
    config = checked(config, CONFIG_FIELDS, rel, problems)
    if "compilerOptions" in config:
        options = checked(config["compilerOptions"], OPTION_FIELDS, rel, problems)
        if "paths" in options:
            options["paths"] = {k: [t for t in v if isinstance(t, str)]
                                for k, v in options["paths"].items() if isinstance(v, list)}
        config["compilerOptions"] = options
    return config


def outside_root_diagnostics(found: dict[tuple[str, str], str]) -> list[Diagnostic]:
    """One ``warning`` for the imports :meth:`ModuleResolver.outside_root` finds: how many, in
    how many files, the first, and what to do — derive from the folder that holds both
    (:func:`holding_folder`), naming the outside folders the imports reach
    (:func:`outside_folder`, at most :data:`MAX_OUTSIDE_FOLDERS`)."""
    if not found:
        return []
    (importer, specifier), target = next(iter(found.items()))
    files = len({i for i, _ in found})
    holder = holding_folder(found.values())
    folders = sorted({outside_folder(s, t) for (_, s), t in found.items()} - {holder})
    shown = ", ".join(repr(f) for f in folders[:MAX_OUTSIDE_FOLDERS]) + \
        (", …" if len(folders) > MAX_OUTSIDE_FOLDERS else "")
    return [Diagnostic(importer, "discover", (
        f"{len(found)} import{'s' * (len(found) != 1)} in {files} file{'s' * (files != 1)} "
        f"{'name' if len(found) != 1 else 'names'} modules outside the analysed folder (first "
        f"{specifier!r} → {target!r}): "
        "nothing outside it is read, so the types and requests there are not seen — "
        f"analyse the folder that holds both: derive from {holder!r} (relative to the analysed "
        "folder)" + (f", which holds it and {shown}" if folders else "") +
        " (modules.outside-root)"), "warning")]


MAX_OUTSIDE_FOLDERS = 3
SOURCE_FILE = re.compile(r"\.(" + "|".join(s[1:].replace(".", r"\.") for s in SOURCE_SUFFIXES)
                         + r")$")


def holding_folder(targets: Iterable[str]) -> str:
    """The folder holding the analysed folder and every outside ``target`` (paths relative
    to the analysed folder, each starting with ``..``): ``'../..'`` for
    ``'../../libs/generated/src/graphql'`` and ``'../shared/api'``."""
    climbs = max(next(i for i, s in enumerate(t.split("/") + [""]) if s != "..")
                 for t in targets)
    return "/".join([".."] * climbs)


def outside_folder(specifier: str, target: str) -> str:
    """The folder an outside import reaches, without the segments the specifier itself
    names: ``'../../libs/generated/src'`` for ``'@acme/generated/graphql/backend'`` →
    ``'../../libs/generated/src/graphql/backend'`` (the ``paths`` alias's folder), ``'..'``
    for ``'../../x'`` → ``'../x'``, the folder of a file an alias names whole (``'@acme/utils'``
    → ``'../../libs/utils/src/index.ts'``: ``'../../libs/utils/src'``); a relative import's
    is its first folder outside (``'../shared'`` for ``'../shared/interfaces/types'``); never
    shorter than its ``..`` steps."""
    steps = target.split("/")
    if specifier.startswith("."):
        climbs = next(i for i, s in enumerate(steps + [""]) if s != "..")
        return "/".join(steps[:climbs + 1] if len(steps) > climbs + 1 else steps[:climbs])
    tail, head = specifier.split("/"), steps
    while tail and len(head) > 1 and tail[-1] == head[-1] and head[-1] not in ("..", "."):
        tail, head = tail[:-1], head[:-1]
    if head == steps and len(head) > 1 and SOURCE_FILE.search(head[-1]):
        head = head[:-1]
    return "/".join(head)
