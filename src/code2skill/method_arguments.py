"""Rule ``this.method-arguments``: a field a class method writes from its own parameters
(``initialize(url) { this.axios = Axios.create({baseURL: url}) }``) holds what the class's
own calls of that method pass (``this.initialize(`${Environment.baseUrl}/api/`)`` in the
constructor), so the client's base URL keeps its ``/api/`` instead of becoming a value the
source does not show.

Only calls written on ``this`` inside the class's own methods count: a method the rest of the
program may call with other values is left as it is unless every call the class makes agrees
(the same arguments); a method the class never calls keeps its parameters (a value no caller
shows). The resolver (:meth:`code2skill.resolution.instances.Instances.assigned_field`) substitutes the
arguments and then binds the calling method's own parameters as it does for any constructor
write.
"""
from __future__ import annotations

from code2skill.facts import Call, Member, Ref


def own_method_calls(resolver, module: str, cls, method: str) -> list[tuple[str, Call]]:
    """``(caller fid, call)`` of each ``this.<method>(…)`` written in a method of class fact
    ``cls`` of ``module`` (the method itself excluded: recursion passes its own values)."""
    found = []
    for _, fid in cls.methods:
        for site in resolver.calls_by_scope.get((module, fid), []):
            callee = site.call.callee
            if isinstance(callee, Member) and callee.prop == method \
                    and isinstance(callee.obj, Ref) and callee.obj.name == "this" \
                    and not site.call.new and fid != owner_fid(cls, method):
                found.append((fid, site.call))
    return found


def owner_fid(cls, method: str) -> str | None:
    """The function id of method ``method`` of class fact ``cls``, if it declares one."""
    return cls.instance_method(method)
