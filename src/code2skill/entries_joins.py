"""Rule ``query.entries-join``: a query string joined in one expression from an object's
members.

Forms handled (``&`` joins the pairs; a pair's name and value may each be wrapped in
``encodeURIComponent``, ``encodeURI`` or ``String``)::

    Object.entries(params).map(p => p.join('=')).join('&')
    Object.entries(params).map(([k, v]) => `${k}=${v}`).join('&')
    Object.entries(params).map(([k, v]) => k + '=' + encodeURIComponent(v)).join('&')
    Object.keys(params).map(k => `${k}=${params[k]}`).join('&')
    Object.keys(params).map(k => k + '=' + params[k]).join('&')

and the same pairs added up by ``reduce`` from an empty text, each with an ``&`` before or
after it (the text then starts or ends with that ``&``)::

    Object.keys(params).reduce((acc, k) => acc + `&${k}=${params[k]}`, '')
    Object.entries(params).reduce((acc, [k, v]) => `${acc}${k}=${v}&`, '')

The text is ``params`` as a query string, so each key of the object a caller passes is a query
parameter (the same value the key loop of rule ``query.entries-loop`` gives: a hole holding the
object), never one opaque part. Any other callback (one that filters, renames or drops
members) is not this form and leaves the text as it was.

The guard such a join usually sits under, ``if
(Object.keys(params).length)`` (``Object.entries`` alike), counts the members of the object:
the count of an object literal whose members are all named and present, and, for a
parameter, a marked member path (:data:`KEY_COUNT`) that each caller's object decides once it
is substituted, so a caller passing members always sends them and one passing ``{}`` none
(part of rule ``query.entries-join``, cited on the parameters the join gives).

Pure over the extractor's facts: ``program`` is anything with ``function(fid)`` (the resolver
or its frozen program).
"""
from __future__ import annotations

from code2skill.extractors.module_facts.declarations import member_path
from code2skill.facts import Call, Expr, Fn, Hole, Index, Lit, Member, Ref, Tmpl
from code2skill.values import LitV, ObjV, ParamV, UnknownV, Value, Where

RULE = "query.entries-join"
# the member path a parameter's ``Object.keys(p).length`` is read at until a caller gives ``p``
KEY_COUNT = "<key-count>"
ENTRIES = ("Object", "entries")
KEYS = ("Object", "keys")
# calls that leave a pair's name or value the same text, only encoded
ENCODERS = frozenset({"encodeURIComponent", "encodeURI", "String"})


def joined_object(call: Call, program) -> Expr | None:
    """The expression of the object whose members ``call`` joins into a query string (module
    docstring's forms), else ``None``."""
    if not (isinstance(call.callee, Member) and call.callee.prop == "join"
            and len(call.args) == 1 and literal(call.args[0], "&")):
        return None
    mapped = call.callee.obj
    if not (isinstance(mapped, Call) and isinstance(mapped.callee, Member)
            and mapped.callee.prop == "map" and len(mapped.args) == 1
            and isinstance(mapped.args[0], Fn)):
        return None
    listed = mapped.callee.obj
    if not (isinstance(listed, Call) and len(listed.args) == 1 and not listed.new):
        return None
    lister = member_path(listed.callee)
    fn = program.function(mapped.args[0].fid)
    if fn is None or len(fn.returns) != 1 or not fn.params:
        return None
    param, pair = fn.params[0], fn.returns[0]
    if lister == ENTRIES and entry_pair(param, pair):
        return listed.args[0]
    if lister == KEYS and param.name and key_pair(param.name, pair, listed.args[0]):
        return listed.args[0]
    return None


def reduced_object(call: Call, program) -> tuple[Expr, str, str] | None:
    """``(x, text before, text after)`` when ``call`` adds up the pairs of ``x``'s members
    from an empty text with ``reduce`` (module docstring): the ``&`` each pair has before it
    goes before the joined text, one after it after; else ``None``."""
    if not (isinstance(call.callee, Member) and call.callee.prop == "reduce"
            and len(call.args) == 2 and isinstance(call.args[0], Fn)
            and literal(call.args[1], "")):
        return None
    listed = call.callee.obj
    if not (isinstance(listed, Call) and len(listed.args) == 1 and not listed.new):
        return None
    lister = member_path(listed.callee)
    fn = program.function(call.args[0].fid)
    if fn is None or len(fn.returns) != 1 or len(fn.params) < 2 or not fn.params[0].name:
        return None
    parts = [p for p in fn.returns[0].parts if not literal(p, "")] \
        if isinstance(fn.returns[0], Tmpl) else []
    if not parts or not isinstance(parts[0], Hole) or not names(parts[0].expr, fn.params[0].name):
        return None
    lead = "&" if len(parts) > 1 and literal(parts[1], "&") else ""
    trail = "&" if literal(parts[-1], "&") else ""
    pair = Tmpl(tuple(parts[1 + bool(lead):len(parts) - bool(trail)]))
    if bool(lead) == bool(trail):
        return None
    param = fn.params[1]
    if lister == ENTRIES and entry_pair(param, pair) or \
            lister == KEYS and param.name and key_pair(param.name, pair, listed.args[0]):
        return listed.args[0], lead, trail
    return None


def entry_pair(param, pair: Expr) -> bool:
    """Whether callback parameter ``param`` (one ``[key, value]`` entry) returning ``pair``
    makes the text ``key=value``: ``p.join('=')``, or a template or ``+`` chain of the key,
    ``=`` and the value (``[k, v]`` destructured, or ``p[0]`` and ``p[1]``)."""
    if param.name and isinstance(pair, Call) and isinstance(pair.callee, Member) \
            and pair.callee.prop == "join" and isinstance(pair.callee.obj, Ref) \
            and pair.callee.obj.name == param.name and len(pair.args) == 1 \
            and literal(pair.args[0], "="):
        return True
    parts = pair_parts(pair)
    if parts is None:
        return False
    key, value = parts
    if len(param.elements) == 2 and all(param.elements):
        return names(key, param.elements[0]) and names(value, param.elements[1])
    return bool(param.name) and item_of(key, param.name, 0) and item_of(value, param.name, 1)


def key_pair(key_name: str, pair: Expr, obj: Expr) -> bool:
    """Whether a callback over the keys of ``obj`` whose parameter is ``key_name`` returning
    ``pair`` makes the text ``key=obj[key]``."""
    parts = pair_parts(pair)
    if parts is None:
        return False
    key, value = parts
    return names(key, key_name) and isinstance(value, Index) \
        and same_place(value.obj, obj) and names(value.index, key_name)


def pair_parts(pair: Expr) -> tuple[Expr, Expr] | None:
    """``(name expression, value expression)`` of a template or ``+`` chain that is exactly
    a name, the text ``=`` and a value (encoders unwrapped), else ``None``."""
    if not isinstance(pair, Tmpl):
        return None
    parts = [p for p in pair.parts if not literal(p, "")]
    if len(parts) != 3 or not literal(parts[1], "=") or not isinstance(parts[0], Hole) \
            or not isinstance(parts[2], Hole):
        return None
    return unwrapped(parts[0].expr), unwrapped(parts[2].expr)


def unwrapped(expr: Expr) -> Expr:
    """``expr`` without the encoder calls around it (:data:`ENCODERS`)."""
    while isinstance(expr, Call) and isinstance(expr.callee, Ref) \
            and expr.callee.name in ENCODERS and len(expr.args) == 1:
        expr = expr.args[0]
    return expr


def literal(expr: Expr, text: str) -> bool:
    """Whether ``expr`` is the string literal ``text``."""
    return isinstance(expr, Lit) and expr.value == text


def names(expr: Expr, name: str) -> bool:
    """Whether ``expr`` reads the variable ``name``."""
    return isinstance(expr, Ref) and expr.name == name


def item_of(expr: Expr, name: str, index: int) -> bool:
    """Whether ``expr`` is ``name[index]`` (a literal index is read as a member)."""
    return isinstance(expr, Member) and names(expr.obj, name) and expr.prop == str(index)


def same_place(a: Expr, b: Expr) -> bool:
    """Whether ``a`` and ``b`` name the same variable or member chain (places aside)."""
    path = member_path(a)
    return path is not None and path == member_path(b)


def counted_object(expr: Expr) -> Expr | None:
    """``x`` of ``Object.keys(x).length`` or
    ``Object.entries(x).length``, else ``None``."""
    if not (isinstance(expr, Member) and expr.prop == "length" and isinstance(expr.obj, Call)
            and len(expr.obj.args) == 1 and not expr.obj.new):
        return None
    return expr.obj.args[0] if member_path(expr.obj.callee) in (KEYS, ENTRIES) else None


def key_count(value: Value, where: Where | None) -> Value:
    """How many members ``Object.keys`` gives for ``value``: the
    count of an object whose members are all named and present, a parameter's
    :data:`KEY_COUNT` member (decided when a caller gives it), else unknown."""
    if isinstance(value, ObjV) and all(p.key is not None and not p.optional
                                       for p in value.props):
        return LitV(len(value.props), where)
    if isinstance(value, ParamV) and KEY_COUNT not in value.path:
        return ParamV(value.fid, value.name, value.path + (KEY_COUNT,), None, value.module)
    return UnknownV("key-count", where)
