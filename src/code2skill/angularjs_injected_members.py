"""Rule ``angularjs.injected-member``: functions an AngularJS app hands to the injector as
members of an options object rather than registering them on a module.

Inside a function the injector calls (a registered one, or one nested in it), the
``controller`` of an options object and each member of its ``resolve`` object are functions
the injector calls too, whoever receives the options::

    $stateProvider.state('stats', {views: {main: {
        controller: StatsCtrl,
        resolve: { statuses: function ($http) {…},                  // implicit names
                   infos: ['$http', 'Errors', function (h, e) {…}] }}}});   // array form
    $uibModal.open({ controller: ModalCtrl, resolve: {…} });        // ui-bootstrap
    formlyConfigProvider.setType({ controller: function ($scope, $http) {…} });
    function ModalCtrl($scope, $uibModalInstance, $http, item) {…}   // declared beside it

ui-router's ``onEnter``/``onExit``/``templateProvider``/``controllerProvider`` are injected
alike. The dependency names are the array form's strings, else the function's ``$inject``
(``ModalCtrl.$inject = […]``), else its parameter names (:mod:`code2skill.angularjs_di`). A
name neither built in nor registered (a ``resolve`` local such as ``item``) stays an unknown
parameter. Options objects are read where they are written as call arguments, nested
objects included (``views``); a function first found so may hand on options of its own (a
modal opening another), up to :data:`MAX_ROUNDS` rounds.
"""
from __future__ import annotations

from collections.abc import Iterator

from code2skill.facts import Arr, Call, Expr, Obj, Span

RULE = "angularjs.injected-member"
INJECTED_KEYS = frozenset({"controller", "onEnter", "onExit", "templateProvider",
                           "controllerProvider"})
RESOLVE_KEY = "resolve"
MAX_ROUNDS = 3          # a function handed so that itself hands on options (a nested modal)


def member_targets(expr: Expr) -> Iterator[tuple[Expr, Span | None]]:
    """The injected members written in argument ``expr``: ``(value, the member's span)`` of
    each :data:`INJECTED_KEYS` member and each member of a ``resolve`` object, in object
    literals nested at any depth (not inside calls: those are call sites of their own)."""
    if isinstance(expr, Arr):
        for item in expr.items:
            yield from member_targets(item)
        return
    if not isinstance(expr, Obj):
        return
    for prop in expr.props:
        if prop.key in INJECTED_KEYS:
            yield prop.value, prop.span
        elif prop.key == RESOLVE_KEY and isinstance(prop.value, Obj):
            yield from ((p.value, p.span) for p in prop.value.props if p.key is not None)
        elif isinstance(prop.value, (Obj, Arr)):
            yield from member_targets(prop.value)


def within(resolver, scope: str | None, fids) -> bool:
    """Whether function ``scope`` is one of ``fids`` or nested in one."""
    while scope is not None:
        if scope in fids:
            return True
        fn = resolver.function(scope)
        scope = fn.parent if fn is not None else None
    return False


def handed_members(resolver, injected, seen: set) -> list[tuple[str, str | None, Expr, Span]]:
    """``(module path, scope, injected member value, evidence span)`` of each injected member
    written in a call's arguments within one of the ``injected`` function ids (rule
    ``angularjs.injected-member``); members whose span is in ``seen`` are skipped and added
    to it."""
    found = []
    for path, module in resolver.modules.items():
        for site in module.calls:
            if not site.call.args or not within(resolver, site.scope, injected):
                continue
            for arg in site.call.args:
                for value, span in member_targets(arg):
                    where = span or site.call.span
                    key = (path, where)
                    if key in seen or isinstance(value, Call):
                        continue
                    seen.add(key)
                    found.append((path, site.scope, value, where))
    return found


__all__ = ["MAX_ROUNDS", "RULE", "handed_members", "member_targets"]
