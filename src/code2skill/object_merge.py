"""Rule ``value.merge-helper``: the object-merging helpers of common libraries are
``Object.assign``.

``_.merge(a, b)``, ``_.assign``/``_.extend`` (lodash, underscore, imported or the page global
``_``), ``angular.merge``/``angular.extend`` and ``$.extend``/``jQuery.extend`` (a leading
``true`` deep flag skipped) return one object holding the members of every argument, later
ones winning: ``object = _.merge({headers: {'X-Token': t}}, object)`` keeps the caller's
``url``, ``method`` and ``data``. Deep merging of a member both sides hold is not modelled
(the later value wins, as with ``Object.assign``).
"""
from __future__ import annotations

from code2skill.facts import Expr, Lit, Member, Ref
from code2skill.values import LibV, UnknownV, Value

MERGERS = frozenset({"merge", "assign", "extend"})
PACKAGES = frozenset({"lodash", "lodash-es", "underscore", "jquery"})
# page globals whose members of those names merge objects, when the program does not show them
GLOBALS = frozenset({"_", "angular", "$", "jQuery"})


def merge_helper(callee: Value, expr: Expr) -> bool:
    """True when a call of ``expr`` (evaluated to ``callee``) merges its arguments."""
    if isinstance(callee, LibV):
        if callee.lib in PACKAGES and len(callee.path) == 1 and callee.path[0] in MERGERS:
            return True
        if not callee.path and "/" in callee.lib:          # import merge from 'lodash/merge'
            package, _, name = callee.lib.partition("/")
            return package in PACKAGES and name in MERGERS
    return isinstance(callee, UnknownV) and isinstance(expr, Member) \
        and expr.prop in MERGERS and isinstance(expr.obj, Ref) and expr.obj.name in GLOBALS


def merged_args(args: tuple[Expr, ...]) -> tuple[Expr, ...]:
    """The arguments whose members are merged: ``$.extend(true, a, b)`` → ``(a, b)``."""
    if args and isinstance(args[0], Lit) and isinstance(args[0].value, bool):
        return args[1:]
    return args
