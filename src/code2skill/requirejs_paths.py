"""Rule ``modules.requirejs-paths``: a RequireJS configuration's ``paths`` and ``baseUrl``
resolve the module ids of AMD ``define``/``require`` dependencies.

An AMD app names its modules by id, mapped in one configuration call::

    // js/common.js (the page's data-main)
    require.config({
      paths: { WineModel: 'models/wine', backbone: 'lib/backbone-min' },
    });
    define(['WineModel'], function (Wine) { … });   // js/models/wine.js

RequireJS looks a module id up under ``baseUrl`` — by default the folder of the ``data-main``
script, which is the script holding the configuration — after replacing an id (or its first
segments) that ``paths`` names. So each ``require.config({…})``/``requirejs.config({…})``
call whose argument is an object literal is read as a ``jsconfig`` of its file's folder,
with that folder as ``baseUrl``, and one ``paths`` pattern per string entry (``WineModel``
and ``WineModel/*``; a fallback array keeps its strings in order). A relative ``baseUrl`` it
writes is the page's, so the configuration is then the analysed folder's, with that
``baseUrl`` (a page at the top of the tree); an absolute or remote one leaves the ids as
they are. The module resolver tries those targets like ``tsconfig``
paths; a target no analysed file answers (a vendored library that is skipped) leaves the
id a package, as before. An id the configuration's ``shim`` declares (a classic script
exporting a global: ``shim: {backbone: {exports: 'Backbone'}}``) or one a library
recogniser reads as a package (``backbone``, ``jquery``) is a third-party library loaded
from a copy, so it stays that package whatever file ``paths`` names. A folder's own
``tsconfig``/``jsconfig`` wins. Pure over module facts.
"""
from __future__ import annotations

import posixpath
from collections.abc import Collection, Mapping

from code2skill.extractors.module_facts.declarations import member_path
from code2skill.facts import Arr, Diagnostic, Lit, ModuleFacts, Obj

RULE = "modules.requirejs-paths"
CONFIG_CALLS = (("require", "config"), ("requirejs", "config"))


def requirejs_configs(modules: Mapping[str, ModuleFacts], libraries: Collection[str] = ()
                      ) -> dict[str, dict]:
    """``{folder: {"compilerOptions": {"baseUrl": …, "paths": {…}}, "file": path}}`` of
    every RequireJS configuration call of ``modules`` (the first per folder, files in path
    order), without the ids of ``libraries`` (package names read as libraries) and of the
    call's ``shim``."""
    found: dict[str, dict] = {}
    for path in sorted(modules):
        for site in modules[path].calls:
            call = site.call
            if member_path(call.callee) not in CONFIG_CALLS or not call.args or \
                    not isinstance(call.args[0], Obj):
                continue
            base = next((p.value.value for p in call.args[0].props if p.key == "baseUrl"
                         and isinstance(p.value, Lit) and isinstance(p.value.value, str)),
                        None)
            if base is not None and base.startswith(("/", "http:", "https:")):
                continue
            folder = "" if base is not None else posixpath.dirname(path)
            found.setdefault(folder, {**options(call.args[0], base or ".", set(libraries)),
                                      "file": path})
    return found


def config_diagnostic(folder: str, config: dict) -> Diagnostic:
    """The ``info`` diagnostic saying which file's configuration resolves which ids."""
    ids = sorted(k for k in config["compilerOptions"]["paths"] if not k.endswith("/*"))
    return Diagnostic(config["file"], "discover", (
        f"RequireJS configuration read: module ids resolve under "
        f"'{config['compilerOptions']['baseUrl']}' of '{folder or '.'}', {len(ids)} through "
        f"its paths{' (' + ', '.join(ids[:5]) + (' …' if len(ids) > 5 else '') + ')' if ids else ''}"
        f" ({RULE})"), "info")


def members(config: Obj, key: str) -> tuple:
    """The properties of the object literal a configuration writes under ``key``."""
    return next((p.value.props for p in config.props if p.key == key
                 and isinstance(p.value, Obj)), ())


def options(config: Obj, base: str, libraries: set[str]) -> dict:
    """The ``compilerOptions`` a configuration object amounts to, under ``base``."""
    kept = libraries | {p.key for p in members(config, "shim") if p.key}
    paths: dict[str, list[str]] = {}
    for prop in members(config, "paths"):
        targets = texts(prop.value)
        if prop.key and prop.key not in kept and targets:
            paths[prop.key] = targets
            paths[prop.key + "/*"] = [t + "/*" for t in targets]
    return {"compilerOptions": {"baseUrl": base, "paths": paths}}


def texts(value) -> list[str]:
    """The string targets of a ``paths`` entry: one string, or an array's strings."""
    items = value.items if isinstance(value, Arr) else (value,)
    return [i.value for i in items if isinstance(i, Lit) and isinstance(i.value, str)
            and not i.value.startswith(("http:", "https:", "//"))]


__all__ = ["RULE", "config_diagnostic", "requirejs_configs"]
