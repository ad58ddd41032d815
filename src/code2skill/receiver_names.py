"""Rule ``path.receiver-name``: a path parameter read as a member of a named object is named and
described after that object when the member's name alone would not tell two apart.

A hole is named after the member it reads (``${entry.id}`` → ``id``,
:func:`code2skill.extractors.module_facts.shared.hole_name`). When two holes of one path would
take the same name, the path used to number them (``id``, ``id2``), and the path's segment
before a parameter described it: plik's ``'/' + mode + '/' + upload.id + '/' + file.id + '/' +
file.fileName`` gave ``/file/{id}/{id2}/{fileName}`` with ``id`` "Id of the file" (it is the
upload's id, and ``file`` is a word a condition chose: ``mode = upload.stream ? "stream" :
"file"``). The object a member is read from is the value's own name for what it identifies:

* the **receiver** of a hole (:attr:`~code2skill.values.HoleV.receiver`) is the name of the
  object its member is read from: ``upload`` of ``upload.id``, of ``this.upload.id`` and
  ``$scope.upload.id``, through the conversions and coders the hole's name looks through
  (``encodeURIComponent(file.id)``, ``file.id.toString()``); none for a plain name (``id``), a
  call's result, or a generic holder that names no thing (``this``, ``props``, ``params``,
  ``data``, ``item``, ``row``, ``state`` …, :data:`GENERIC`, or one letter);
* where two or more holes of one path take the same name, each with a receiver is named
  ``<receiver>_<name>`` (``/file/{upload_id}/{file_id}/{fileName}``) when those names differ
  from each other and from the path's other names; the others keep the numbering (the same
  value written twice stays ``id``/``id2``, which rule ``path.same-value`` binds to one input);
* a path parameter so named, or one whose nearest fixed segment before it is a word a
  condition chose (rule ``path.condition-arm``: ``/file/${upload.id}`` of ``mode =
  upload.stream ? "stream" : "file"``), is described as that object's member ("Id of the
  upload", "File name of the file"), never after that segment, which is the other arm's word
  in the other endpoint; any other parameter keeps the path's segment (``/api/albums/
  ${picture.id}`` is the album's id to the server; ``fuelLog.vehicleId`` the vehicle's).
"""
from __future__ import annotations

import re

from code2skill.facts import Call, Expr, Member, Ref

RULE = "path.receiver-name"
# holders that name no thing of the domain: their members are named by the member alone
GENERIC = frozenset({
    "this", "self", "that", "vm", "me", "scope", "ctrl", "state", "props", "prop", "params",
    "param", "args", "arguments", "options", "opts", "option", "config", "cfg", "settings",
    "data", "item", "items", "row", "rows", "record", "entry", "element", "el", "elem", "obj",
    "object", "value", "values", "val", "model", "res", "resp", "response", "result", "results",
    "body", "payload", "form", "query", "route", "match", "router", "ctx", "context", "req",
    "request", "event", "evt", "target", "detail", "details", "store", "meta", "info", "input",
    "location", "current", "selected", "node", "doc", "json", "attrs", "attributes", "dataset",
    "arg", "from", "to", "src", "source", "dest", "destination", "old", "new", "prev", "next",
    "fields", "local", "locals", "global", "window", "document", "api", "client", "instance"})
HOLDERS = frozenset({"value", "current"})          # a ref's value: the ref names the value
# calls whose result a hole is named through (String(x), encodeURIComponent(x), x.trim())
CONVERSIONS = frozenset({"toString", "valueOf", "toLowerCase", "toUpperCase", "trim", "join"})
MAX_DEPTH = 6


def hole_receiver(expr: Expr, name: str | None) -> str | None:
    """The receiver of a hole named ``name`` whose expression is ``expr`` (module docstring),
    or ``None``."""
    member = named_member(expr, name, 0) if name else None
    if member is None:
        return None
    obj = member.obj
    word = obj.name if isinstance(obj, Ref) else obj.prop if isinstance(obj, Member) else None
    if word is None:
        return None
    word = word.lstrip("$_")
    if len(word) < 2 or word.lower() in GENERIC or not re.fullmatch(r"[A-Za-z]\w*", word):
        return None
    return word


def named_member(expr: Expr, name: str, depth: int) -> Member | None:
    """The member read ``obj.<name>`` that gives the hole ``expr`` its name, looked for
    through a holder's value (``idRef.current``), a conversion (``x.id.toString()``) and a
    call's first argument (``encodeURIComponent(x.id)``)."""
    if depth > MAX_DEPTH:
        return None
    if isinstance(expr, Member):
        if expr.prop in HOLDERS and expr.prop != name:
            return named_member(expr.obj, name, depth + 1)
        return expr if expr.prop == name else None
    if isinstance(expr, Call) and isinstance(expr.callee, Member) \
            and expr.callee.prop in CONVERSIONS:
        return named_member(expr.callee.obj, name, depth + 1)
    if isinstance(expr, Call) and expr.args:
        return named_member(expr.args[0], name, depth + 1)
    return None


def receiver_names(names: list[str], receivers: list[str | None]) -> list[str]:
    """The path parameter names of one path's holes, ``names`` as each hole names itself and
    ``receivers`` their receivers: a name two holes share becomes ``<receiver>_<name>`` for
    each that has a receiver, when all those are distinct and clash with no other name (module
    docstring); every other name is unchanged (numbered later where it repeats)."""
    out = list(names)
    for name in set(names):
        sharing = [i for i, n in enumerate(names) if n == name]
        if len(sharing) < 2:
            continue
        qualified = {i: f"{receivers[i]}_{name}" for i in sharing if receivers[i]}
        taken = [n for i, n in enumerate(names) if i not in qualified]
        if len(set(qualified.values())) == len(qualified) and \
                not set(qualified.values()) & set(taken):
            for i, text in qualified.items():
                out[i] = text
    return out
