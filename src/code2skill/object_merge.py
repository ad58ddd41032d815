"""Rule ``value.merge-helper``: the object-merging helpers of common libraries are
``Object.assign``.

``_.merge(a, b)``, ``_.assign``/``_.extend`` (lodash, underscore, imported or the page global
``_``), ``angular.merge``/``angular.extend`` and ``$.extend``/``jQuery.extend`` (a leading
``true`` deep flag skipped) return one object holding the members of every argument, later
ones winning: ``object = _.merge({headers: {'X-Token': t}}, object)`` keeps the caller's
``url``, ``method`` and ``data``. Deep merging of a member both sides hold is not modelled
(the later value wins, as with ``Object.assign``).

Rule ``value.copy-helper``: a copying helper (lodash/underscore ``_.clone``/``_.cloneDeep``,
``import cloneDeep from 'lodash/cloneDeep'``, the browser's ``structuredClone``) returns an
object with the same members as its argument: ``config = _.cloneDeep(config)`` still holds the
caller's ``url``, ``method``, ``params`` and ``data``.
"""
from __future__ import annotations

from code2skill.facts import Expr, Lit, Member, Ref
from code2skill.values import LibV, UnknownV, Value

MERGERS = frozenset({"merge", "assign", "extend"})
CLONERS = frozenset({"clone", "cloneDeep"})
BROWSER_CLONE = "structuredClone"          # a global of the browser
PACKAGES = frozenset({"lodash", "lodash-es", "underscore", "jquery"})
# page globals whose members of those names merge objects, when the program does not show them
GLOBALS = frozenset({"_", "angular", "$", "jQuery"})


def merge_helper(callee: Value, expr: Expr) -> bool:
    """True when a call of ``expr`` (evaluated to ``callee``) merges its arguments."""
    return library_helper(callee, expr, MERGERS)


def copy_helper(callee: Value, expr: Expr) -> bool:
    """True when a call of ``expr`` (evaluated to ``callee``) returns a copy of its first
    argument (rule ``value.copy-helper``)."""
    if isinstance(callee, LibV) and callee.lib == "global" and callee.path == (BROWSER_CLONE,):
        return True
    return library_helper(callee, expr, CLONERS)


def library_helper(callee: Value, expr: Expr, names: frozenset[str]) -> bool:
    """True when ``callee`` (the value of ``expr``) is a helper of :data:`PACKAGES` named
    one of ``names``: ``_.merge`` imported or a page global, ``import merge from
    'lodash/merge'``."""
    if isinstance(callee, LibV):
        if callee.lib in PACKAGES and len(callee.path) == 1 and callee.path[0] in names:
            return True
        if not callee.path and "/" in callee.lib:          # import merge from 'lodash/merge'
            package, _, name = callee.lib.partition("/")
            return package in PACKAGES and name in names
    return isinstance(callee, UnknownV) and isinstance(expr, Member) \
        and expr.prop in names and isinstance(expr.obj, Ref) and expr.obj.name in GLOBALS


def merged_args(args: tuple[Expr, ...]) -> tuple[Expr, ...]:
    """The arguments whose members are merged: ``$.extend(true, a, b)`` → ``(a, b)``."""
    if args and isinstance(args[0], Lit) and isinstance(args[0].value, bool):
        return args[1:]
    return args
