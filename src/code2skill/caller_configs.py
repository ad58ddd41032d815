"""Rule ``request.caller-options``: a request config that spreads (or reads a member of) the
enclosing function's own options parameter, read through what its callers pass.

::

    unshare(id, config = {}) { return api.delete('/items/' + id, { ...config }) }
    // callers: unshare(id)   unshare(id, { returnError: true })

The config of a ``get``/``delete``/``head``/``options`` call (its second argument) is a request
config, not a body: its ``data`` member is the body, its ``params`` the query. When every call
of the function passes, at the parameter's place, nothing (the default ``{}`` or none),
``undefined``/``null`` or an object literal whose keys are all written (no spread of its own),
the members of the parameter are shown: a body or query read only as its member
(``config.data`` through the spread; ky's ``options.json``) that no caller writes is absent
(no free ``body`` input), and an axios spread is replaced by the callers' objects, so a
base URL or header override is decided by what they name
(:func:`code2skill.normalize.settle_config_spreads`). A query object's spread of such a
member, ``params: {...params, ...options?.params}`` (the shape generated axios clients
write), is likewise what the calls write there: nothing (no query input and no "spread
whose members are unknown" item) when no call writes it, else the keys of their objects,
each an optional query input. A parameter nothing calls, a caller passing a value of its own, or a default
other than ``{}`` keeps the spread unshown.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Obj
from code2skill.forwarded_calls import forwarded_calls
from code2skill.normalize import present
from code2skill.requests import RequestTemplate
from code2skill.resolution.shared import Emitted
from code2skill.values import AltV, LitV, ObjV, ParamV, PropV, Value, spreads_nothing


def caller_configs(emitted: list[Emitted], program) -> list[Emitted]:
    """``emitted`` with each template's shown options settled (module docstring);
    templates without a spread or member of such a parameter are returned as they are."""
    return [replace(item, template=settled(item.template, program)) for item in emitted]


def settled(template: RequestTemplate, program) -> RequestTemplate:
    """One template with the spreads of parameters whose callers show them read through
    those callers' objects, and a body or query read as a member of such a parameter
    (``config.data``, ``options.json``) dropped when no caller writes it."""
    spreads: list[Value] = []
    for spread in template.config_spreads:
        shown = caller_objects(program, spread) if isinstance(spread, ParamV) \
            and not spread.path else None
        spreads.extend([spread] if shown is None else shown)
    body = None if unwritten(program, template.body) else template.body
    query = None if unwritten(program, template.query) else \
        without_unwritten_spreads(program, template.query)
    if tuple(spreads) == template.config_spreads and body is template.body \
            and query is template.query:
        return template
    return replace(template, config_spreads=tuple(spreads), body=body, query=query,
                   body_encoding=template.body_encoding if body is not None else None)


def unwritten(program, value: Value | None) -> bool:
    """Whether ``value`` is a member of an options parameter (``config.data``) that every
    call of its function shows (:func:`caller_objects`) and none of them writes."""
    if not (isinstance(value, ParamV) and len(value.path) == 1):
        return False
    shown = caller_objects(program, replace(value, path=()))
    return shown is not None and all(p.key != value.path[0] for obj in shown
                                     for p in obj.props)


def without_unwritten_spreads(program, query: Value | None) -> Value | None:
    """``query``, an object literal, with each spread of an options parameter's member
    (``...options?.params``) read through the calls' objects (:func:`shown_spread`); any
    other value as it is."""
    if not isinstance(query, ObjV):
        return query
    props = tuple(s for s in (shown_spread(program, p) for p in query.props) if s is not None)
    return query if props == query.props else replace(query, props=props)


def shown_spread(program, prop: PropV) -> PropV | None:
    """One entry of a query object: a spread of member ``m`` of an options parameter
    (``...options?.params``) whose every call shows its object (:func:`caller_objects`) is
    ``None`` (nothing spread) when no call writes ``m``, else the spread of one of the
    objects the calls write there or nothing (each key an optional query input, rule
    ``value.conditional-spread``); kept as it is when some call writes ``m`` as a value
    whose members the source does not show, and for any other entry."""
    value = prop.value
    if prop.key is not None or not (isinstance(value, ParamV) and len(value.path) == 1):
        return prop
    shown = caller_objects(program, replace(value, path=()))
    if shown is None:
        return prop
    written = [p.value for obj in shown for p in obj.props if p.key == value.path[0]]
    if not all(isinstance(v, ObjV) and all(p.key is not None for p in v.props)
               or spreads_nothing(v) for v in written):
        return prop
    objects = tuple(v for v in written if isinstance(v, ObjV))
    return replace(prop, value=AltV((*objects, LitV(None)))) if objects else None


def caller_objects(program, param: ParamV) -> list[ObjV] | None:
    """The object literals the calls of ``param``'s function pass at its place (none for a
    call that passes nothing there), or ``None`` when some call passes a value whose members
    the source does not show, nothing calls the function, or its default is not ``{}``."""
    entry = program.functions.get(param.fid)
    if entry is None:
        return None
    params = entry[1].params
    index = next((i for i, p in enumerate(params) if p.name == param.name), None)
    if index is None or params[index].rest or not empty_default(params[index].default):
        return None
    calls = [*program.callers.get(param.fid, ()), *forwarded_calls(program, param.fid)]
    if not calls:
        return None
    objects: list[ObjV] = []
    for _, _, args, _ in calls:
        arg = present(args[index]) if index < len(args) else None
        for option in (arg.options if isinstance(arg, AltV) else (arg,)):
            if option is None:
                continue
            if not isinstance(option, ObjV) or any(p.key is None for p in option.props):
                return None
            objects.append(option)
    return objects


def empty_default(default) -> bool:
    """Whether a parameter's default is absent or the empty object literal ``{}``."""
    return default is None or isinstance(default, Obj) and not default.props
