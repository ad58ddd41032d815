"""Rule ``client.caller-method``: a client method named by a parameter of the function.

``function saveVehicle(vehicle, method) { return apiClient[method.toLowerCase()]('/vehicles/',
vehicle) }`` called as ``saveVehicle(v, 'POST')`` and ``saveVehicle(v, 'PUT')``: the member is
the HTTP verb each caller passes as text (``POST /vehicles/``, ``PUT /vehicles/``; an HTTP
method is compared without case). When every such verb takes its arguments alike (``post``,
``put``, ``patch``: URL, body, config; the others: URL, config) the site makes one request whose
method stays the parameter, so each caller's own verb goes with its own body; else one request
per verb. When a
caller passes anything else, or nothing calls the function, the verb is unknown: the site is one
``medium`` review item naming the parameter, never silently absent (rule
``review.parameter-method``).

A caller that passes its own parameter on (``saveVehicleWithImage(v, image, method)`` calling
``saveVehicle(v, method)``, itself called with ``data ? 'PUT' : 'POST'``) passes what its own
callers pass there: the verbs are read through such forwarding, each function once. The
client may also be an instance of the program's own class whose methods are the verbs
(``class HttpClient { post(url, data) {…} put(url, data) {…} }``): each verb the callers pass
is the call of that method (rule ``client.caller-class-method``). The functions are pure; the
resolver evaluates the values.
"""
from __future__ import annotations

from typing import Callable

from code2skill.facts import FunctionFact
from code2skill.values import AltV, ParamV, Value, text_of

RULE = "client.caller-method"
CLASS_RULE = "client.caller-class-method"
REVIEW_RULE = "review.parameter-method"
VERBS = ("get", "post", "put", "patch", "delete", "head", "options")
BODY_VERBS = frozenset({"post", "put", "patch"})


def method_parameter(key: Value, fn: FunctionFact | None) -> int | None:
    """The position of ``fn``'s own parameter that ``key`` is (``client[method]``,
    ``client[method.toLowerCase()]``), or ``None``."""
    if fn is None or not isinstance(key, ParamV) or key.path or key.fid != fn.fid:
        return None
    names = [p.name for p in fn.params]
    return names.index(key.name) if key.name in names else None


Forwarded = Callable[[ParamV], "list[Value | None] | None"]


def caller_verbs(calls: list[tuple[Value, ...]], position: int,
                 forwarded: Forwarded | None = None) -> list[str] | None:
    """The HTTP verbs (lower case, in :data:`VERBS` order) the callers pass at ``position``,
    or ``None`` when there is no caller or one passes anything but an HTTP verb as text.
    ``forwarded(p)`` gives what the callers of ``p``'s function pass for the parameter ``p``
    (``None`` when nothing calls it): a caller passing its own parameter on passes those."""
    found: set[str] = set()
    values = [args[position] if position < len(args) else None for args in calls]
    if not values or not passed_verbs(values, forwarded, found, set()):
        return None
    return [v for v in VERBS if v in found] or None


def passed_verbs(values: list[Value | None], forwarded: Forwarded | None, found: set[str],
                 seen: set[tuple[str, str]]) -> bool:
    """Add to ``found`` the verbs ``values`` are; false when one is no HTTP verb as text (a
    parameter forwarded on is followed to its own callers, each parameter once: met again,
    it adds nothing more)."""
    for value in values:
        for option in value.options if isinstance(value, AltV) else (value,):
            if isinstance(option, ParamV) and not option.path and forwarded is not None:
                if (option.fid, option.name) in seen:     # read once already
                    continue
                seen.add((option.fid, option.name))
                passed = forwarded(option)
                if not passed or not passed_verbs(passed, forwarded, found, seen):
                    return False
                continue
            text = text_of(option) if option is not None else None
            if text is None or text.lower() not in VERBS:
                return False
            found.add(text.lower())
    return True


def shared_shape(verbs: list[str]) -> str | None:
    """One verb standing for all of ``verbs`` when they take their arguments alike, else
    ``None``."""
    kinds = {verb in BODY_VERBS for verb in verbs}
    return verbs[0] if len(kinds) == 1 else None


def review_message(param: str, function: str | None) -> str:
    """The review message of a site whose verb the callers do not show."""
    return (f"a request whose HTTP method is the parameter '{param}' of "
            f"{function or 'its function'} (client[{param}](…)): its callers do not pass it "
            "as text, so the method and its endpoint are not in the contract")
