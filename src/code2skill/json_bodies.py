"""Rule ``body.json-value``: a body sent whole is typed as the JSON value it is, never taken
for an object it is not shown to be.

``JSON.stringify`` encodes any value, not only objects::

    xhr.send(JSON.stringify(Object.keys(map)))          // ["https://a", "https://b"]
    fetch(u, {method: 'POST', body: JSON.stringify(desiredState)})   // true
    fetch(u, {method: 'POST', body: JSON.stringify([a, b])})         // [a, b]
    fetch(u, {method: 'POST', body: JSON.stringify(42)})             // 42

A body bound whole (``body:``) has the schema its value proves: an array (of the items' type
when they show one), a boolean, a number, a string. ``Object.keys(x)`` and
``Object.getOwnPropertyNames(x)`` are arrays of strings, ``Object.values(x)`` and
``Object.entries(x)`` arrays (:func:`listed_members`). A value that proves no type (a
parameter with no declared type every caller leaves unshown, a call's result) stays unknown:
no ``type`` at all, described as a JSON value of a type the source does not show, with a
``medium`` review item saying so — never ``{"type": "object"}`` with its fields merely
unknown. A query sent whole, and a form-encoded body, are objects of key/value pairs.
"""
from __future__ import annotations

from code2skill.facts import Call, Expr, Member, Ref
from code2skill.values import ArrV, ObjV, ParamV, TypedV, Value, Where

# the JSON types a body bound whole may prove, by their name in a description
JSON_KINDS = ("object", "array", "string", "number", "integer", "boolean")
# Object's functions listing an object's members: the type of the array each one gives
MEMBER_LISTS = {"keys": "string[]", "getOwnPropertyNames": "string[]",
                "values": "unknown[]", "entries": "unknown[]"}


def listed_members(expr: Expr, module: str, where: Where | None) -> Value | None:
    """``Object.keys(x)`` (``getOwnPropertyNames``, ``values``, ``entries``) as the empty array
    value declared with the type of the array it gives (``string[]`` for the names), else
    ``None``."""
    if not (isinstance(expr, Call) and isinstance(expr.callee, Member)
            and isinstance(expr.callee.obj, Ref) and expr.callee.obj.name == "Object"
            and expr.callee.prop in MEMBER_LISTS and len(expr.args) == 1):
        return None
    return ArrV((), where, TypedV(MEMBER_LISTS[expr.callee.prop], module, (), where))


def json_encoded(value: Value) -> bool:
    """Whether ``value`` is sent as the JSON text ``JSON.stringify`` makes of it (rule
    ``body.json-string``), so a string is a JSON string, not the body's own text."""
    return isinstance(value, (ObjV, ParamV)) and value.serialised


def whole_schema(schema: dict, label: str, keyed: bool) -> dict:
    """The schema of a body or query (``label``) sent whole whose value proves ``schema``
    (``{}`` when it proves nothing), with its description: an object when ``keyed`` (a query,
    a form-encoded body) and nothing else is proven, else untyped."""
    out = dict(schema) or ({"type": "object"} if keyed else {})
    kind = out.get("type")
    out["description"] = (f"The request {label}, sent as one {kind}." if kind in JSON_KINDS
                          else f"The request {label}, sent whole as a JSON value whose type "
                          "the source does not show.")
    return out


def unknown_item(schema: dict, label: str, keyed: bool, encoded: bool) -> str | None:
    """The ``medium`` review item's message for a body or query sent whole whose schema
    (:func:`whole_schema`) leaves its shape unknown: an object without fields (a query or a
    form-encoded body, ``keyed``, without fields, whatever its type: a query string's
    parameters), a text sent as it is, not ``encoded`` by ``JSON.stringify`` (the JSON or
    form text itself, of fields it does not show), an array without an item type, no type at
    all; ``None`` when the value is typed."""
    kind = schema.get("type")
    if kind is None:
        return (f"the request {label}'s type could not be determined from source (an "
                "object, an array or a single value): the Tool sends whatever JSON value it "
                "is given")
    if (kind == "object" or keyed or kind == "string" and not encoded) and \
            not schema.get("properties"):
        return f"the request {label}'s fields could not be determined from source"
    if kind == "array" and not schema.get("items"):
        return (f"the request {label} is an array whose items could not be determined from "
                "source")
    return None


def is_unknown_item(message: str, label: str) -> bool:
    """Whether review item ``message`` is one :func:`unknown_item` makes for the request's
    ``label`` (``body``, ``query``): a pass that finds the shape declared elsewhere drops it."""
    return message.startswith((f"the request {label}'s fields could not be determined",
                               f"the request {label}'s type could not be determined",
                               f"the request {label} is an array whose items could not"))
