"""Rule ``module.evaluation-order``: whether one module-level statement runs before another
when the app's ES modules are first evaluated.

An ES module's body runs after the bodies of every module it imports (its dependencies,
re-exports ``export … from`` included; ``import type`` is erased and runs nothing), so::

    // config.js                     // api.js (imports config.js)
    axios.defaults.baseURL = '/x';   const api = axios.create();   // runs after config.js

Within one module, statements run in source order. Two modules where neither depends on the
other (siblings an entry imports in some order), a cycle between them, or a statement inside a
function (it runs whenever the function is called) leave the order unproven: ``None``.
"""
from __future__ import annotations

from typing import Callable, Mapping

from code2skill.facts import ModuleFacts
from code2skill.values import Where

Resolve = Callable[[str, str], "str | None"]     # (importer path, specifier) → analysed file


def runs_before(modules: Mapping[str, ModuleFacts], resolve: Resolve, first: Where,
                second: Where, memo: dict) -> bool | None:
    """Whether the module-level statement at ``first`` (a ``(path, span)`` place) runs before
    the one at ``second`` during module evaluation: ``True`` before, ``False`` after, ``None``
    unproven (module docstring). Both places must be module-level statements: the caller
    checks that. ``memo`` caches each module's dependencies across calls of one run."""
    if first[0] == second[0]:
        return first[1][:2] < second[1][:2]               # spans: (line, column, …)
    first_needs = dependencies(modules, resolve, first[0], memo)
    second_needs = dependencies(modules, resolve, second[0], memo)
    if (second[0] in first_needs) == (first[0] in second_needs):
        return None                                        # unrelated, or a cycle
    return first[0] in second_needs


def dependencies(modules: Mapping[str, ModuleFacts], resolve: Resolve, path: str,
                 memo: dict) -> frozenset[str]:
    """The analysed modules ``path`` imports directly or through others (itself excluded
    unless a cycle leads back to it)."""
    if path in memo:
        return memo[path]
    found: set[str] = set()
    pending = list(direct_imports(modules, resolve, path))
    while pending:
        current = pending.pop()
        if current in found:
            continue
        found.add(current)
        pending.extend(direct_imports(modules, resolve, current))
    memo[path] = frozenset(found)
    return memo[path]


def direct_imports(modules: Mapping[str, ModuleFacts], resolve: Resolve,
                   path: str) -> list[str]:
    """The analysed modules ``path``'s own import and re-export statements name (type-only
    imports left out: they run no code)."""
    module = modules.get(path)
    if module is None:
        return []
    sources = [i.source for i in module.imports if not i.type_only] \
        + [e.source for e in module.exports if e.source]
    return [found for found in (resolve(path, s) for s in sources)
            if found is not None and found in modules]
