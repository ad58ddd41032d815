"""Rule ``body.fixed-object``: an object literal a client always sends with the same literal
members is a fixed value of the request, never a free input.

``{...request, revision: {version: 0}}``: the ``revision`` member is the object
``{"version": 0}`` at every call; an Agent has nothing to choose there, so the body field is a
binding with that fixed ``value`` (format: a binding's fixed value), as a scalar literal is
(rule ``body.fixed``). Only plain, fully literal objects count: a member that is computed,
spread, sent under a condition or keyed by a computed name leaves the field an input, and so
does a member whose name is a credential's (its literal is never copied into the contract;
rule ``redact.credential-position`` handles it as an input).
"""
from __future__ import annotations

from code2skill.parameter_defaults import scalar_value
from code2skill.redact import is_credential_position
from code2skill.values import ArrV, ObjV, Value

RULE = "body.fixed-object"


def constant_object(value: Value) -> dict | None:
    """The JSON object ``value`` always is when it is an object literal of at least one member
    whose every member has a plain key and a literal value (a string, number, boolean,
    or such an object or array, at any depth: :func:`constant_value`): ``{version: 0}`` → ``{"version":
    0}``; ``None`` otherwise (``{}``, ``{version: v}``, ``{...x}``, ``{[k]: 1}``, a member sent
    under a condition, a member named like a credential: ``{password: 'x'}``)."""
    if not isinstance(value, ObjV) or not value.props:
        return None
    found: dict = {}
    for prop in value.props:
        if prop.key is None or prop.optional or prop.key_value is not None \
                or is_credential_position("body", prop.key):
            return None
        member = constant_value(prop.value)
        if member is None:
            return None
        found[prop.key] = member[0]
    return found


def constant_value(value: Value) -> tuple[object] | None:
    """``(literal,)`` for a value the source always sends as that JSON literal (a text without
    interpolations, a number or boolean, or a constant object or array), else ``None``
    (``null`` as well: the source's ``undefined`` reads the same, and is not sent)."""
    scalar = scalar_value(value)             # None stands for null and undefined alike
    if scalar is not None:
        return (scalar,)
    if isinstance(value, ArrV):
        items = [constant_value(item) for item in value.items]
        return None if None in items else ([item[0] for item in items],)
    found = constant_object(value)
    return (found,) if found is not None else None
