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

Never guessed from a name alone: only a whole path written in the analysed root is followed,
and a third-party library copied into the tree is not analysed (rule ``scope.library-file``),
so its namespace is never one of these paths.
"""
from __future__ import annotations

from code2skill.facts import ModuleFacts

# roots whose members are the browser's or a module system's, not a page namespace
NOT_NAMESPACES = frozenset({"window", "globalThis", "self", "this", "module", "exports",
                            "document", "prototype"})


def classic_script(module: ModuleFacts) -> bool:
    """Whether ``module`` is a classic script: JavaScript with no import or export, whose
    top-level names are the page's globals."""
    return module.language == "javascript" and not module.imports and not module.exports


def global_member_paths(modules: dict[str, ModuleFacts]) -> dict[tuple[str, ...], str]:
    """``{member path: script}`` of every member path (two names or more, such as
    ``("Grocy", "Api", "Get")``) a classic script of ``modules`` writes at its top level; the
    first script (by path) writing a path is its home. A computed member
    (``NS[key] = …``) and a write under a browser root (``window.x.y``) are none."""
    found: dict[tuple[str, ...], str] = {}
    for path in sorted(modules):
        module = modules[path]
        if not classic_script(module):
            continue
        for assignment in module.assignments:
            target = assignment.target
            if assignment.key is None and len(target) >= 2 \
                    and target[0] not in NOT_NAMESPACES and "prototype" not in target:
                found.setdefault(target, path)
    return found


__all__ = ["classic_script", "global_member_paths"]
