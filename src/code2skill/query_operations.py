"""Operation fields: an RPC sent to one path whose operation is a field of the query or form.

Some back ends answer every operation at one path and pick the operation by a field of the
query or of a form-encoded body: a download manager's ``GET ./api?mode=queue&name=delete&value=…``
beside ``GET ./api?mode=restart``, an admin script's ``?action=…``. The front end sends them
through one wrapper that hands its caller's object on as the query (``function callAPI(data) {
data.output = 'json'; return $.ajax({url: './api', type: 'GET', data}) }``), or writes the field
itself (``$.getJSON('./api?mode=browse', params)``, a form string ``'mode=config&name=x&' + …``).

The field is an *operation field* when it is named like one (:data:`OPERATION_FIELDS`, lower
case with ``_`` and ``-`` dropped: ``mode``, ``action``, ``op``, ``cmd``, ``command``,
``method``, ``do``, ``task``, ``fn`` …) and the sites of one endpoint send it with at least two
distinct literal values that name operations (:func:`operation_word`: an identifier, never an
HTTP method name).

Rules:

* ``wrapper.query-field-arguments`` (:meth:`code2skill.resolution.specialise.Specialise.query_fields`):
  a wrapper whose query is its caller's object, when its callers send at least two
  operation values in that object, is one request per call, so each caller's operation and
  fields reach its request and each call is a call site of its own.
* ``cluster.query-field-operation`` (:mod:`code2skill.passes.operation_fields`): the calls of
  one endpoint are one operation per value of the operation field they provably send (a
  literal, each arm of a ternary; one value is enough when a second field splits it), and,
  inside one value, per value of a second field that selects too (:data:`SECOND_FIELDS`:
  ``mode=queue&name=delete``; the calls that do not send it are the value's own operation);
  the values are pinned as constants.
* ``name.query-field-operation`` and ``side-effect.query-field-words``
  (:mod:`code2skill.contract.build`): such a Tool is named by its values' words in order
  (``queue`` + ``delete`` → ``queue_delete``) and takes the side effect those words prove as a
  procedure's name does (:func:`~code2skill.passes.procedure_names.procedure_effect`), whatever
  the HTTP method: a GET is no proof of a read. ``side-effect.query-field-guess``: words that
  prove none leave a reviewed write guess (no read, no automatic retry).
* ``cluster.query-field-unproven``: the calls that send the field with a value the source
  does not fix (``{mode: theAction}`` read from a data attribute) are one Tool that is never
  safer than the most dangerous operation proven at the endpoint, ``requires-review`` with a
  medium item naming the field and the call sites; the field is no input of a read Tool.

The field may also be a top-level field of a form-encoded body (an object, or a form string
whose pairs :mod:`code2skill.form_strings` reads) or a field a ``FormData`` body is given
(``data.append('mode', 'retry')``).

Not read: a form string whose pairs end in a value the source does not show (``'mode=config&
name=test_server&' + $(form).serialize()`` stays one string: :mod:`code2skill.form_strings`), a
member the wrapper writes on its parameter (``data.output = 'json'``), a wrapper
posting its caller's object as a JSON body (rule ``wrapper.literal-field-arguments`` and the
action-value rules of :mod:`code2skill.passes.discriminator` split those), a whole object
handed on through a second wrapper whose own parameter is not the object (the callers are
climbed at most ``MAX_CALLER_HOPS`` calls up).
"""
from __future__ import annotations

import re

from code2skill.values import AltV, ObjV, ParamV, Value, literal_of

ARGUMENT_RULE = "wrapper.query-field-arguments"
SPLIT_RULE = "cluster.query-field-operation"
UNPROVEN_RULE = "cluster.query-field-unproven"
NAME_RULE = "name.query-field-operation"
EFFECT_RULE = "side-effect.query-field-words"
GUESS_RULE = "side-effect.query-field-guess"

# names of a query or form field (lower case, ``_``/``-`` dropped) that select the operation
OPERATION_FIELDS = frozenset({"mode", "action", "op", "operation", "cmd", "command", "method",
                              "do", "task", "fn", "func", "function", "procedure", "rpc"})
# fields that select again inside one operation value (``mode=queue&name=delete``)
SECOND_FIELDS = OPERATION_FIELDS | frozenset({"name", "subaction", "subcommand"})
HTTP_METHODS = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"})
WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)*\Z")


def field_key(name: str) -> str:
    """A field name as :data:`OPERATION_FIELDS` spells it (``Sub-Action`` → ``subaction``)."""
    return name.replace("_", "").replace("-", "").lower()


def operation_word(value: object, field: str = "") -> bool:
    """Whether a literal sent at ``field`` names an operation: an identifier of letters, digits
    and ``_ . -`` starting with a letter (``queue``, ``mark_as_completed``); at a field named
    ``method`` never an HTTP method name (``?method=GET`` tells a proxy how to forward)."""
    return isinstance(value, str) and bool(WORD.match(value)) and not (
        field_key(field) == "method" and value.upper() in HTTP_METHODS)


def value_options(value: Value | None, field: str) -> tuple[str, ...] | None:
    """The operation words the value of ``field`` provably is: the literal, or each literal a
    condition chooses between (``paused ? 'resume' : 'pause'``); ``None`` when any option is
    computed or names no operation (:func:`operation_word`)."""
    literal = literal_of(value)
    if literal is not None:
        return (literal,) if operation_word(literal, field) else None  # type: ignore
    if not isinstance(value, AltV) or value.kind != "any":
        return None
    found = tuple(literal_of(o) for o in value.options)
    return found if found and all(operation_word(o, field) for o in found) else None  # type: ignore


def sent_operations(obj: Value | None) -> tuple[str, ...]:
    """The operation words an object sends at its operation fields (``{mode: 'queue', start}``
    → ``('queue',)``); ``()`` for any other value."""
    if not isinstance(obj, ObjV):
        return ()
    return tuple(word for p in obj.props
                 if p.key is not None and field_key(p.key) in OPERATION_FIELDS
                 for word in value_options(p.value, p.key) or ())


def open_object(value: Value | None, fid: str | None) -> ParamV | None:
    """The parameter of function ``fid`` that a request's whole query is
    (``callAPI(data)`` sending ``data``), else ``None``."""
    if fid is not None and isinstance(value, ParamV) and value.fid == fid and not value.path:
        return value
    return None


def operation_name(values: list[object]) -> str:
    """The procedure-like name of an operation whose fields pin ``values`` in order
    (``['queue', 'delete']`` → ``queue_delete``)."""
    return "_".join(str(v) for v in values)


def unproven_note(target: str, value: Value | None) -> str:
    """What a call whose operation field the source does not fix sends there, for its review
    item (``query:mode is theAction, a value the source does not fix``)."""
    if isinstance(value, ParamV):
        said = ".".join((value.name,) + value.path)
        return f"{target} is {said}, from a parameter no call fills with a literal"
    return f"{target} is a value the source does not fix"
