"""Rule ``scope.global-member-path``: member paths the page's classic scripts write to its one
global scope.

A classic script (a ``.js`` file with no import or export, loaded by a ``<script>`` tag) that
writes a member path at its top level (``Grocy.Api.Get = function (apiFunction, …) {…}``,
``App.Api = {Get: …}``, ``NS.Api.Get = (path) => …``) adds that member to a global object:
every other script of the page that reads the same path (``Grocy.Api.Get('stock/…')`` in a
page script) reads that value — even when the object's root (``Grocy``) is made by a server
template the analysed folder does not hold. So a read of a member path whose first name is
no name of the reading code's own (a local, a parameter, an import, a top-level binding of an
ES module) is the value the script writing that whole path gave it.

A classic script may also write the path under a browser root
(``window.App.Utils.Url = (function () {… return {siteUrl}})()``); ``window``, ``globalThis``
and ``self`` are the global scope itself, so that write is the path without its root
(``App.Utils.Url``) for every reader, unless the first name left is one every browser defines
(``window.location.href = …`` navigates; it fills no namespace). A longer read
(``App.Utils.Url.siteUrl``) is a member of the value written (the object the IIFE returns).

Never guessed from a name alone: only a whole path written in the analysed root is followed,
and a third-party library copied into the tree is not analysed (rule ``scope.library-file``),
so its namespace is never one of these paths.
"""
from __future__ import annotations

from code2skill.extractors.inline_scripts import is_page
from code2skill.facts import ModuleFacts
from code2skill.jquery_plugins import extend_writes
from code2skill.values import BROWSER_MEMBERS

# roots whose members are the browser's or a module system's, not a page namespace
NOT_NAMESPACES = frozenset({"window", "globalThis", "self", "this", "module", "exports",
                            "document", "prototype"})
# names of the global scope itself: ``window.App.Api`` is ``App.Api``
GLOBAL_ROOTS = frozenset({"window", "globalThis", "self"})


def classic_script(module: ModuleFacts) -> bool:
    """Whether ``module`` is a classic script: JavaScript with no import or export, whose
    top-level names are the page's globals (a ``.js`` file, or a page's inline scripts)."""
    return module.language == "javascript" and not module.imports and not module.exports


def global_member_paths(modules: dict[str, ModuleFacts]
                        ) -> dict[tuple[str, ...], tuple[str, tuple[str, ...]]]:
    """``{member path: (script, path as written)}`` of every member path (two names or more,
    such as ``("Grocy", "Api", "Get")``) a classic script of ``modules`` writes at its top
    level (a page's inline scripts are one classic script: rule ``source.inline-script``);
    the first script (by path, script files before pages: a page's writes reach only its own
    document) writing a path is its home. A computed member
    (``NS[key] = …``) is none; a write under a global root (``window.App.Api``) is the path
    without it, unless a browser defines its first name or the script declares the root
    (``var self = {}``: then it is a name of its own)."""
    found: dict[tuple[str, ...], tuple[str, tuple[str, ...]]] = {}
    for path in sorted(modules, key=lambda p: (is_page(p), p)):
        module = modules[path]
        if not classic_script(module):
            continue
        for assignment in module.assignments + extend_writes(module):  # jquery.extend-member
            target = assignment.target
            if assignment.key is not None or target[:1] and target[0] in GLOBAL_ROOTS \
                    and target[0] in module.bindings:     # (`var self = {}`: its own name)
                continue
            read = namespace_path(target)
            if read is not None:
                found.setdefault(read, (path, target))
    return found


def namespace_path(target: tuple[str, ...]) -> tuple[str, ...] | None:
    """The member path other scripts read for a write to ``target``: ``target`` itself, or
    without its global root (``("window", "App", "Api")`` → ``("App", "Api")``); ``None`` for
    a path of fewer than two names, under another browser or module root, through a
    ``prototype``, or naming a member every browser defines (``window.location.href``)."""
    if target[:1] and target[0] in GLOBAL_ROOTS and target[1:2] \
            and target[1] not in BROWSER_MEMBERS:
        target = target[1:]
    if len(target) < 2 or target[0] in NOT_NAMESPACES or "prototype" in target:
        return None
    return target


__all__ = ["classic_script", "global_member_paths", "namespace_path"]
