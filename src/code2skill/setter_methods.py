"""Rule ``this.setter-method``: a field a method of its class sets to its own parameter holds
what the program's calls of that method pass, wherever they are written.

Shape::

    @Injectable({ providedIn: 'root' })
    export class ApplicationConfigService {
      private endpointPrefix = '';
      setEndpointPrefix(endpointPrefix: string): void { this.endpointPrefix = endpointPrefix; }
      getEndpointFor(api: string): string { return `${this.endpointPrefix}${api}`; }
    }
    // another class, holding the service it injected
    this.applicationConfigService.setEndpointPrefix(SERVER_API_URL);

A setter's write is its parameter, a value only its callers give. Rule
``this.method-arguments`` binds it to what the class's own ``this.<method>(…)`` calls pass; a
setter no method of its class calls is called from outside, on an instance another module
holds (an injected service, an exported singleton). Every call of the method that the
resolver follows to it (:meth:`code2skill.resolution.calls.Calls.calls_of`) passes the
field's value; their arguments are its alternatives (``SERVER_API_URL``, a page global the
build defines, then opens the URL as the deployment's base: rule ``service.runtime-base``).
Nothing is bound — the parameter stays what it is — when the write is anything but the
parameter as it is, when no call is found, or when some call passes nothing at its place
(``undefined``, which a template would send as text).
"""
from __future__ import annotations

from code2skill.resolution.shared import MAX_ALTERNATIVES, alternatives
from code2skill.values import ParamV, Value

RULE = "this.setter-method"


def setter_argument(resolver, value: Value, fid: str) -> Value | None:
    """What the calls of method ``fid`` pass for the parameter ``value`` is (module
    docstring); ``None`` when ``value`` is no whole parameter of ``fid`` as it is, when nothing
    calls ``fid``, or when a call passes nothing at its place."""
    fn = resolver.function(fid)
    if not (isinstance(value, ParamV) and value.fid == fid and not value.path
            and not value.coded and not value.serialised) or fn is None:
        return None
    names = [p.name for p in fn.params if not p.rest]
    if value.name not in names:
        return None
    index = names.index(value.name)
    calls = resolver.calls_of(fid)
    if not calls or any(index >= len(c.args) for c in calls):
        return None
    return alternatives([c.args[index] for c in calls][:MAX_ALTERNATIVES])
