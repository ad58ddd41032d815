"""Rule ``scope.auto-import``: a name a module neither declares nor imports is the import an
auto-import plugin (``unplugin-auto-import``, outside Nuxt) puts in its scope, read from the
declaration file the plugin generates or, where that file is not in the tree, from the
plugin's configuration::

    // vite.config.ts
    AutoImport({ imports: ['vue', {axios: [['default', 'axios']]}],
                 dirs: ['./src/stores', './src/composables/**'], dts: 'src/auto-imports.d.ts' })
    // src/auto-imports.d.ts (generated)
    declare global {
      const withBase: typeof import('./stores/config')['withBase']   // or .withBase
    }
    // src/components/Rules.vue (no import of withBase)
    await fetch(withBase('/api/notifications/rules'), {method: 'POST', body})

The configuration is any analysed module's call of the plugin's import
(``unplugin-auto-import/vite``, ``/webpack``, ``/rollup`` …) with an object literal, read as
written, never run; its paths are relative to the folder of the ``package.json`` above that
module (the project root the bundler runs in), else the analysed folder. Its ``dts`` option
(``true`` or absent: ``auto-imports.d.ts``; ``false``: none) names the declaration file; an
analysed ``.d.ts`` file named like ``auto-imports.d.ts`` (``auto-import.d.ts``, in any folder)
is one too, for the folder of the ``package.json`` above it. A declaration file's lines
``const NAME: typeof import('SPEC')['EXPORT']`` (or ``.EXPORT``) and ``export { A, B as C }
from 'SPEC'`` give each name its source. Where no declaration file of a configuration is
analysed (it is often git-ignored), each of its ``dirs`` gives the named exports of the
script files (``.ts``, ``.js``, ``.mjs``, ``.cjs``, ``.mts``, ``.cts``) directly in that folder
(a glob with ``**``: at any depth below it; a path with a script suffix: that file), a default
export named by the file (an ``index`` by its folder) in camelCase, the names such a file
re-exports with ``export * from`` (followed through analysed files), and its ``imports``
entries of the object form (``{'@/api': ['getUser', ['default', 'api']]}``) give theirs.

A name's source is followed as an import of it would be: an analysed file's export, or a
package's member (``typeof import('@vueuse/core')['useFetch']`` is what ``import { useFetch }
from '@vueuse/core'`` gives). A source that names no analysed file and is no package — a file
outside the analysed folder — is not followed (nothing is read outside the root). A name two
sources of one scope give differently is left unresolved (the plugin warns and picks one; the
source does not say which). Each scope holds the modules below its folder, the deepest scope
winning. Not read: the presets a string ``imports`` entry names (``'vue'``, ``'pinia'``: their
names come from the declaration file only; Vue's own reactivity functions are rule
``vue.auto-imported-state``), ``dirs`` given as objects, a configuration in a folder the scope
skips (a package's ``build/``), and the components of ``unplugin-vue-components``.
"""
from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from code2skill.facts import Arr, Call, Lit, ModuleFacts, Obj, Ref
from code2skill.nuxt_auto_imports import camel_case, side

RULE = "scope.auto-import"
PLUGIN = re.compile(r"^unplugin-auto-import(/|$)")
DEFAULT_DTS = "auto-imports.d.ts"
DTS_NAME = re.compile(r"(^|/)auto-imports?\.d\.ts$")
DECLARED_CONST = re.compile(
    r"""^\s*const\s+([\w$]+)\s*:\s*typeof\s+import\(\s*(['"])([^'"]+)\2\s*\)\s*"""
    r"""(?:\.\s*([\w$]+)|\[\s*(['"])([\w$]+)\5\s*\])""", re.M)
REEXPORT = re.compile(r"""^\s*export\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2""", re.M)
SCANNED = (".ts", ".js", ".mjs", ".cjs", ".mts", ".cts")
PACKAGE = re.compile(r"^(?:@[a-z0-9][\w.-]*/)?[a-z0-9][\w.-]*(?:/.*)?$", re.I)


@dataclass(frozen=True)
class Source:
    """Where an auto-imported name comes from: ``module``, the analysed file exporting it,
    or ``package``, the package it is a member of; ``exported`` the name there."""

    module: str | None
    package: str | None
    exported: str


@dataclass(frozen=True)
class PluginConfig:
    """One call of the plugin: ``base`` the folder its paths are relative to, ``dts`` the
    declaration file it writes (``None``: none), ``dirs`` its folder entries as written,
    ``imports`` ``[(module, exported, name)]`` of its object-form ``imports`` entries."""

    path: str
    base: str
    dts: str | None
    dirs: tuple[str, ...]
    imports: tuple[tuple[str, str, str], ...]


Scopes = dict[str, dict[str, Source | None]]


class AutoImports:
    """The names put in scope without an import, per module: Nuxt's
    (rule ``nuxt.auto-imported-export``: ``{(side, name): (module, export) | None}``) and the
    plugin's (this rule: ``{scope folder: {name: source | None}}``)."""

    def __init__(self, nuxt: Mapping[tuple[str, str], tuple[str, str] | None],
                 declared: Mapping[str, Mapping[str, Source | None]]):
        self.nuxt = nuxt
        self.declared = declared

    def source(self, path: str, name: str) -> Source | None:
        """The source of ``name`` unbound in module ``path``, ``None`` when nothing puts it
        in scope (or two sources do)."""
        key = (side(path), name)
        if key in self.nuxt:
            found = self.nuxt[key]
            return None if found is None else Source(found[0], None, found[1])
        folders = [f for f in self.declared if under(path, f)]
        if not folders:
            return None
        return self.declared[max(folders, key=len)].get(name)


def under(path: str, folder: str) -> bool:
    """Whether ``path`` lies below ``folder`` (``""``: the analysed folder)."""
    return not folder or path.startswith(folder + "/")


def declared_auto_imports(modules: Mapping[str, ModuleFacts],
                          resolve: Callable[[str, str], str | None],
                          packages: Iterable[str],
                          read: Callable[[str], str]) -> Scopes:
    """``{scope folder: {name: source | None}}`` of the plugin's auto-imports (module
    docstring); ``resolve(importer, specifier)`` the analysed file a specifier names,
    ``packages`` the folders holding a ``package.json``, ``read(path)`` an analysed file's
    text. ``{}`` for a program that uses no such plugin."""
    folders = sorted(packages, key=len, reverse=True)
    scopes: Scopes = {}
    read_files: set[str] = set()
    for config in plugin_configs(modules, folders):
        if config.dts in modules:
            read_files.add(config.dts)
            found = declaration_sources(config.dts, read(config.dts), resolve)
        else:
            found = scanned_sources(config, modules, resolve)
        merge(scopes.setdefault(config.base, {}), found)
    for path in sorted(modules):
        if DTS_NAME.search(path) and path not in read_files:
            merge(scopes.setdefault(package_folder(path, folders), {}),
                  declaration_sources(path, read(path), resolve))
    return {folder: names for folder, names in scopes.items() if names}


def merge(names: dict[str, Source | None], found: Iterable[tuple[str, Source]]) -> None:
    """Add ``found`` ``(name, source)`` pairs to ``names``; a name given two sources becomes
    ``None`` (ambiguous)."""
    for name, source in found:
        if name in names and names[name] != source:
            names[name] = None
        else:
            names.setdefault(name, source)


def package_folder(path: str, folders: Iterable[str]) -> str:
    """The deepest of ``folders`` (``package.json`` folders) holding ``path``, else ``""``."""
    return max((f for f in folders if under(path, f)), key=len, default="")


def plugin_configs(modules: Mapping[str, ModuleFacts], folders: list[str]) -> list[PluginConfig]:
    """The plugin's calls in ``modules`` whose first argument is an object literal."""
    configs = []
    for path in sorted(modules):
        module = modules[path]
        names = {imp.local for imp in module.imports if PLUGIN.search(imp.source) and imp.local}
        for site in module.calls if names else ():
            call = site.call
            if isinstance(call.callee, Ref) and call.callee.name in names and call.args \
                    and isinstance(call.args[0], Obj):
                configs.append(plugin_config(path, package_folder(path, folders), call))
    return configs


def plugin_config(path: str, base: str, call: Call) -> PluginConfig:
    """The options of one call of the plugin in module ``path``, its paths under ``base``."""
    options = {p.key: p.value for p in call.args[0].props if p.key is not None}
    dts_value = options.get("dts")
    if dts_value is None or (isinstance(dts_value, Lit) and dts_value.value is True):
        dts = joined(base, DEFAULT_DTS)
    elif isinstance(dts_value, Lit) and isinstance(dts_value.value, str):
        dts = joined(base, dts_value.value)
    else:
        dts = None
    return PluginConfig(path, base, dts, texts(options.get("dirs")),
                        tuple(object_imports(options.get("imports"))))


def joined(base: str, relative: str) -> str | None:
    """``relative`` under folder ``base``, ``None`` when it leaves the analysed folder."""
    path = posixpath.normpath(posixpath.join(base, relative))
    return None if path == ".." or path.startswith(("../", "/")) else path.removeprefix("./")


def texts(expr) -> tuple[str, ...]:
    """The string literals of array literal ``expr`` (other items left out)."""
    if not isinstance(expr, Arr):
        return ()
    return tuple(i.value for i in expr.items if isinstance(i, Lit) and isinstance(i.value, str))


def object_imports(expr) -> Iterable[tuple[str, str, str]]:
    """``(module, exported, name)`` of the object entries of an ``imports`` array literal:
    ``{mod: ['a', ['default', 'b']]}`` gives ``(mod, 'a', 'a')`` and ``(mod, 'default', 'b')``;
    ``['*', 'api']`` (the namespace) is ``(mod, '*', 'api')``."""
    if not isinstance(expr, Arr):
        return
    for item in expr.items:
        if not isinstance(item, Obj):
            continue
        for prop in item.props:
            if prop.key is None or not isinstance(prop.value, Arr):
                continue
            for entry in prop.value.items:
                pair = texts(entry) if isinstance(entry, Arr) else texts(Arr((entry,)))
                if len(pair) == 1:
                    yield prop.key, pair[0], pair[0]
                elif len(pair) == 2:
                    yield prop.key, pair[0], pair[1]


def source_of(importer: str, specifier: str, exported: str,
              resolve: Callable[[str, str], str | None]) -> Source | None:
    """What ``specifier`` names from ``importer``: an analysed file, a package, or ``None``
    (a file outside the analysed folder, an alias naming no analysed file)."""
    target = resolve(importer, specifier)
    if target is not None:
        return Source(target, None, exported)
    return Source(None, specifier, exported) if PACKAGE.match(specifier) else None


def declaration_sources(path: str, text: str, resolve: Callable[[str, str], str | None]
                        ) -> list[tuple[str, Source]]:
    """``(name, source)`` of the generated declaration file ``path`` with ``text``."""
    found = []
    for match in DECLARED_CONST.finditer(text):
        source = source_of(path, match.group(3), match.group(4) or match.group(6), resolve)
        if source is not None:
            found.append((match.group(1), source))
    for match in REEXPORT.finditer(text):
        for spec in match.group(1).split(","):
            words = spec.split()
            if not words or words[0] == "type":
                continue
            exported, name = words[0], words[-1]
            source = source_of(path, match.group(3), exported, resolve)
            if source is not None:
                found.append((name, source))
    return found


def scanned_sources(config: PluginConfig, modules: Mapping[str, ModuleFacts],
                    resolve: Callable[[str, str], str | None]) -> list[tuple[str, Source]]:
    """``(name, source)`` of a configuration's ``dirs`` and object ``imports`` entries."""
    found = []
    scanned = [path for entry in config.dirs for path in dir_files(config.base, entry, modules)]
    walked = set(scanned)       # each module's re-exports read once over the whole scan
    for path in scanned:
        found += file_exports(path, modules, resolve)
        found += star_names(path, modules, resolve, walked)
    importer = posixpath.join(config.base, "package.json")    # (specifiers from the root)
    for module, exported, name in config.imports:
        source = source_of(importer, module, exported, resolve)
        if source is not None:
            found.append((name, source))
    return found


def dir_files(base: str, entry: str, paths: Iterable[str]) -> list[str]:
    """The analysed script files a ``dirs`` entry names under ``base`` (module docstring)."""
    glob = entry.find("*")
    folder = joined(base, entry[:glob] if glob >= 0 else entry)
    if folder is None:
        return []
    folder = folder.rstrip("/")
    if glob < 0 and folder.endswith(SCANNED):
        return [folder] if folder in paths else []
    deep = "**" in entry
    return sorted(p for p in paths if p.endswith(SCANNED) and not p.endswith(".d.ts")
                  and under(p, "" if folder == "." else folder)
                  and (deep or posixpath.dirname(p) == ("" if folder == "." else folder)))


def star_names(path: str, modules: Mapping[str, ModuleFacts],
               resolve: Callable[[str, str], str | None], seen: set[str]
               ) -> list[tuple[str, Source]]:
    """``(name, source)`` of what module ``path`` re-exports with ``export * from './x'``:
    the named exports of each analysed module so named, and theirs in turn. ``seen``: the
    modules whose exports are already given, shared over a whole scan (the scanned modules
    give their own), so that each module of the scan is read once, however many scanned
    modules reach it (a ring of N modules re-exporting each other is N reads, not N²)."""
    found = []
    pending = [path]
    while pending:
        current = pending.pop()
        for export in modules[current].exports:
            target = resolve(current, export.source) if export.exported == "*" \
                and export.source else None
            if target in modules and target not in seen:
                seen.add(target)
                found += [(name, source) for name, source
                          in file_exports(target, modules, resolve)
                          if source.exported != "default"]
                pending.append(target)
    return found


def file_exports(path: str, modules: Mapping[str, ModuleFacts],
                 resolve: Callable[[str, str], str | None]) -> list[tuple[str, Source]]:
    """``(name in scope, source)`` of a scanned file: its named exports, and its default
    export by the file's (an ``index``'s folder's) name in camelCase; a name it re-exports
    from an analysed file (``export { getUser } from './user'``) is that file's, so a folder
    scanning both gives one source."""
    stem = posixpath.basename(path).split(".")[0]
    if stem == "index":
        stem = posixpath.basename(posixpath.dirname(path)) or stem
    found = []
    for export in modules[path].exports:
        if export.exported == "*":
            continue
        name = camel_case(stem) if export.exported == "default" else export.exported
        target = resolve(path, export.source) if export.source else None
        if target in modules and export.imported not in (None, "*"):
            found.append((name, Source(target, None, export.imported)))
        else:
            found.append((name, Source(path, None, export.exported)))
    return found
