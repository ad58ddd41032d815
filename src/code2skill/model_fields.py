"""Rule ``value.model-field``: a value read from a field the user edits is what the user typed.

Rule ``value.form-field`` (:mod:`code2skill.form_fields`) reads jQuery's ``.val()``. A Vue
component reads the same typing from the state its template binds to the field, and a plain
script from the element itself::

    <config-textbox v-model="clients.nzb.sabnzbd.apiKey" label="SABnzbd API key" />
    const { clients } = this; const { sabnzbd } = clients.nzb;
    const { host, apiKey } = sabnzbd;                         // clients.nzb.sabnzbd.apiKey
    client.get('home/testSABnzbd', {params: {host, apikey: apiKey}})

    const key = document.getElementById('pushbullet_api').value;      // the element's value

A member read is *a bound model* when, followed back through the locals that hold its object
(``const {sabnzbd} = clients.nzb``, ``const vm = this``; a local written once, no parameter),
it is ``this.<path>`` inside an options component and ``<path>`` is a dotted path ``v-model``
binds in that component's markup to a field the user can edit
(:mod:`code2skill.extractors.typed_models`: not hidden, read-only or disabled):
:func:`model_path`. It is *an element's value* when it is ``.value`` of
``document.getElementById('<id>')`` or ``document.querySelector('#<id>')`` (through such a
local too): :func:`element_id`; an id the markup gives a hidden or read-only field
(:mod:`code2skill.extractors.server_fields`) holds the server's value and is none. Either read,
when the script shows no other value for it (an unknown value: a data() placeholder, a
store's state the source does not show, the page's DOM), is a form field's value, an
:class:`~code2skill.values.UnknownV` of reason ``form-field:…`` (:func:`field_value`), so rule
``query.typed-credential`` keeps a credential sent from it a Tool input, never a credential
the client holds.

A React component keeps what the user types in a state hook whose setter the field's change
handler calls with the event's value::

    const [apiKey, setApiKey] = useState('');
    <input value={apiKey} onChange={(e) => setApiKey(e.target.value)} />
    axios.get('/api/test', {params: {apikey: apiKey}})

The hook's state keeps its type (rule ``state.initial-type``); its places are marked as typed
(:func:`typed_setter`: the setter, the pair's second element, is called somewhere in the
component with ``<param>.target.value`` or ``.currentTarget.value``), and
:func:`typed_state` reads a value at one of them as the user's. A state the program fills
otherwise (``setToken(localStorage.getItem('token'))``) is not marked. Pure over expressions
and the given lookups.
"""
from __future__ import annotations

from collections.abc import Callable

from code2skill.facts import Call, CallSite, Expr, FunctionFact, Lit, Member, Ref
from code2skill.form_fields import FIELD
from code2skill.runtime_base import DOM
from code2skill.values import TypedV, UnknownV, Value, Where

RULE = "value.model-field"
MODEL = "v-model:"                  # (the reason's mark after form-field: for a bound model)
# reasons of an unknown value that says nothing of what the read holds (a member the script
# never writes, a state only the markup writes), beside which a form field's value is all
UNSHOWN = frozenset({"unknown-member", "no-member", "markup-write"})
EVENT_TARGETS = frozenset({"target", "currentTarget"})
ELEMENT_READS = frozenset({"getElementById", "querySelector"})
MAX_HOPS = 12                       # locals followed back from one read


def member_names(expr: Expr, local_of: Callable[[str], Expr | None]) -> tuple[str, ...] | None:
    """The names of ``expr`` from its root on (``('this', 'clients', 'nzb')``), following a
    root name back through ``local_of`` (a local's one expression, else ``None``) to
    ``this``; ``None`` for any other root (a parameter, a call, a global)."""
    names: list[str] = []
    for _ in range(MAX_HOPS):
        while isinstance(expr, Member):
            names.append(expr.prop)
            expr = expr.obj
        if isinstance(expr, Ref) and expr.name == "this":
            return ("this", *reversed(names))
        if not isinstance(expr, Ref):
            return None
        held = local_of(expr.name)
        if held is None:
            return None
        expr = held
    return None


def model_path(expr: Member, local_of: Callable[[str], Expr | None],
               models: frozenset[str]) -> str | None:
    """The dotted path of ``expr`` under ``this`` when it is one of ``models`` (the paths
    ``v-model`` binds to editable fields of the component whose ``this`` the read sees),
    else ``None``."""
    names = member_names(expr, local_of)
    if names is None or len(names) < 2:
        return None
    path = ".".join(names[1:])
    return path if path in models else None


def element_id(expr: Member, local_of: Callable[[str], Expr | None],
               server: frozenset[str]) -> str | None:
    """The id ``<id>`` when ``expr`` is ``.value`` of ``document.getElementById('<id>')`` or
    ``document.querySelector('#<id>')`` (the element perhaps held in a local), and no hidden
    or read-only field of the markup has that id (``server``); else ``None``."""
    if expr.prop != "value":
        return None
    element = expr.obj
    for _ in range(MAX_HOPS):
        if not isinstance(element, Ref):
            break
        element = local_of(element.name)
    if not (isinstance(element, Call) and isinstance(element.callee, Member)
            and element.callee.prop in ELEMENT_READS and isinstance(element.callee.obj, Ref)
            and element.callee.obj.name == "document" and len(element.args) == 1
            and isinstance(element.args[0], Lit) and isinstance(element.args[0].value, str)):
        return None
    text = element.args[0].value.strip()
    name = text if element.callee.prop == "getElementById" else \
        text[1:] if text.startswith("#") else ""
    if not name or not name.replace("-", "").replace("_", "").isalnum() or name in server:
        return None
    return name


def unshown(found: Value) -> bool:
    """Whether ``found``, the value the script gives a read, says nothing of it: an unknown
    value of one of :data:`UNSHOWN`'s reasons, no call's result nor a typed unknown
    (``js-builtin:number`` keeps its type, a transform's result stays one)."""
    return isinstance(found, UnknownV) and found.applied is None and found.reason in UNSHOWN


def element_value(found: Value) -> bool:
    """Whether ``found`` is what the resolver makes of a DOM element's ``.value`` read
    (``dom:document.getElementById().value``): the page's DOM, nothing more known."""
    return isinstance(found, UnknownV) and found.applied is None and \
        found.reason.startswith(DOM) and found.reason.endswith(".value")


def field_value(label: str, where: Where | None) -> UnknownV:
    """The form field's value read where ``where`` is: reason ``form-field:<label>``."""
    return UnknownV(FIELD + label, where)


def typed_setter(hook: Call, home: FunctionFact | None, calls: list[CallSite],
                 within: Callable[[str | None], bool]) -> bool:
    """Whether the setter of the ``[state, setter]`` pair state hook call ``hook`` returns
    (a local of ``home``, the function making the call, bound to its second element) is
    called, in a function ``within`` says is ``home`` or inside it, with an event's value
    (``setApiKey(e.target.value)``, ``setToken(ev.currentTarget.value)``)."""
    if home is None:
        return False
    setters = {name for name, exprs in home.locals.items() if len(exprs) == 1
               and isinstance(exprs[0], Member) and exprs[0].prop == "1"
               and isinstance(exprs[0].obj, Call) and exprs[0].obj.span == hook.span}
    return bool(setters) and any(
        isinstance(site.call.callee, Ref) and site.call.callee.name in setters
        and len(site.call.args) == 1 and event_value(site.call.args[0]) and within(site.scope)
        for site in calls)


def event_value(expr: Expr) -> bool:
    """Whether ``expr`` is ``<name>.target.value`` or ``<name>.currentTarget.value``."""
    return isinstance(expr, Member) and expr.prop == "value" and \
        isinstance(expr.obj, Member) and expr.obj.prop in EVENT_TARGETS and \
        isinstance(expr.obj.obj, Ref)


def typed_state(value: Value | None, typed: frozenset[Where]) -> bool:
    """Whether ``value`` is a state hook's typed state at one of the places ``typed``
    (:func:`typed_setter`'s states): what the user typed."""
    return isinstance(value, TypedV) and not value.path and value.where in typed
