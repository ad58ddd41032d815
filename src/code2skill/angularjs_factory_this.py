"""Rule ``angularjs.factory-this``: ``this`` in the function an AngularJS ``factory`` or
``service`` registers is the object its ``this.x = …`` members make.

The injector calls a ``factory``'s function as a method of the provider object AngularJS
makes for it, and a ``service``'s function with ``new``; either way the function may write
its methods on ``this`` and hand ``this`` out::

    angular.module('app').factory('DataService', ['$http', function ($http) {
        this.send = function (path, data) { post(path, data); };   // or on ``var self = this``
        var post = function (path, data) { $http({method: 'POST', url: path, data: data}); };
        return this;               // what the name 'DataService' injects
    }]);

so ``return this`` (or a member read on ``this`` in the function itself) is that object:
its ``this.x = …`` members, each evaluated in the function
(:func:`code2skill.angularjs_di.constructed`). Every function that receives the service by
its registered name (the array annotation, ``$inject`` or the parameter name) then calls
those methods, and a request one of them makes takes the caller's path and body. A function
that writes no ``this`` member gets no such object (``this`` stays unknown); nor does a
function nested in it (its own ``this`` is its caller's), except an arrow function, which
keeps the registered function's ``this``.
"""
from __future__ import annotations

from code2skill.angularjs_di import constructed, injection, this_names
from code2skill.facts import Fn
from code2skill.values import Value

RULE = "angularjs.factory-this"
METHOD_RULE = "angularjs.method-this"


def registered_this(resolver, fid: str, depth: int) -> Value | None:
    """The object ``this`` is in function ``fid`` when ``fid`` is the function a ``factory``
    or ``service`` registration hands the injector and writes ``this.x = …`` members, or a
    method such a function writes on ``this`` (rule ``angularjs.method-this``): an ``ObjV``
    of those members; ``None`` otherwise, and while that object is being made (a member
    whose value reads ``this`` again sees it unknown)."""
    table = injection(resolver)
    fid = method_owner(resolver, table.registered_fns, fid) or fid   # angularjs.method-this
    if fid not in table.registered_fns or fid in table.making_this:
        return None
    fn = resolver.functions[fid][1]
    names = this_names(fn)
    if not any(len(a.target) == 2 and a.target[0] in names for a in fn.assignments):
        return None
    table.making_this.add(fid)
    try:
        return constructed(resolver, fid, depth)
    finally:
        table.making_this.discard(fid)


def method_owner(resolver, registered: set[str], fid: str) -> str | None:
    """The id of the registered function (of ``registered``) that writes function ``fid`` as
    a member of its ``this`` (``this.get = function (url) {…}``), else ``None`` (rule
    ``angularjs.method-this``)."""
    fn = resolver.functions[fid][1] if fid in resolver.functions else None
    if fn is None or fn.parent not in registered:
        return None
    owner = resolver.functions[fn.parent][1]
    names = this_names(owner)
    return fn.parent if any(len(a.target) == 2 and a.target[0] in names and a.key is None
                            and isinstance(a.value, Fn) and a.value.fid == fid
                            for a in owner.assignments) else None
