"""Rule ``angularjs.factory-this``: ``this`` in the function an AngularJS ``factory`` or
``service`` registers is the object its ``this.x = …`` members make.

The injector calls a ``factory``'s function as a method of the provider object AngularJS
makes for it, and a ``service``'s function with ``new``; either way the function may write
its methods on ``this`` and hand ``this`` out::

    angular.module('app').factory('DataService', ['$http', function ($http) {
        this.send = function (path, data) { post(path, data); };
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

from code2skill.angularjs_di import constructed, injection
from code2skill.values import Value

RULE = "angularjs.factory-this"


def registered_this(resolver, fid: str, depth: int) -> Value | None:
    """The object ``this`` is in function ``fid`` when ``fid`` is the function a ``factory``
    or ``service`` registration hands the injector and writes ``this.x = …`` members (an
    ``ObjV`` of them); ``None`` otherwise, and while that object is being made (a member
    whose value reads ``this`` again sees it unknown)."""
    table = injection(resolver)
    if fid not in table.registered_fns or fid in table.making_this:
        return None
    fn = resolver.functions[fid][1]
    if not any(len(a.target) == 2 and a.target[0] == "this" for a in fn.assignments):
        return None
    table.making_this.add(fid)
    try:
        return constructed(resolver, fid, depth)
    finally:
        table.making_this.discard(fid)
