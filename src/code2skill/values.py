"""Resolved values: what an IR expression evaluates to once scopes, imports and calls are
followed.

These are the abstract values of the resolver (:mod:`code2skill.resolution`). They stay symbolic
where the source does not fix a value: a function parameter is a :class:`ParamV`, an environment
variable an :class:`EnvV`, anything else unknown an :class:`UnknownV` with its reason. Strings
keep their structure (:class:`StrV` of :class:`Text` and :class:`HoleV` parts) so that a URL
template never collapses into an opaque placeholder, and every literal piece remembers the
constant it came from (``origin``) and its span.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import TYPE_CHECKING, Union

from code2skill.facts import Span
from code2skill.redact import note_join

if TYPE_CHECKING:                                    # pragma: no cover - types only
    from code2skill.lookup_bases import Lookup
    from code2skill.regex_replace import RegexCode

Where = tuple[str, Span]     # (repo-relative path, span)
# ``LibV.lib`` of the arguments a template passes a UI component (Glimmer's ``this.args``):
# any of them may be left out, so a member's truth is unknown
COMPONENT_ARGS = "component-args"
FIRST_SET = frozenset({"or", "nullish"})   # AltV kinds taking their first option that is set


@dataclass(frozen=True, slots=True)
class Text:
    """A literal piece of a string; ``origin`` names the constant or setting it came from
    (``API_ROOT``, ``baseURL``) or is ``None`` for an inline literal; ``arm``, no part of its
    identity, says which arm of a condition chose it (``upload.stream`` holds, rule
    ``path.condition-arm``)."""

    text: str
    where: Where | None = None
    origin: str | None = None
    arm: str | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class HoleV:
    """A piece of a string whose value is not a fixed text: ``name`` is the source's name for it,
    ``value`` what it resolved to (a :class:`ParamV`, :class:`EnvV`, :class:`UnknownV` …);
    ``client_base``: it is the ``baseURL`` a client instance was created with
    (``axios.create({baseURL})``), so it is a base even when it is a parameter; ``spread``:
    the separator of an array parameter spread into a join (``['', 'rest', ...parts].join('/')``,
    rule ``value.array-join``): once a call gives the array, its items are joined by it;
    ``tag``: ``(rule, note)`` of the tag function that spliced it into a tagged template
    (rule ``value.interleaving-tag``), cited by the path parameter it fills; ``origin``: the
    named binding or wrapper parameter the string holding it was read through, as
    :attr:`Text.origin` (``None`` where it was written): a hole and a text of the same origin
    were written together in one string (``labelId:${labelId}``), not glued across names (rule
    ``url.segment-parameter``); ``lookup``: the configuration lookup whose call it is, with
    literal arguments (``config.get('api.host')``, rule ``service.config-lookup``);
    ``receiver``: the name of the object the hole's member is read from (``upload`` of
    ``upload.id``, rule ``path.receiver-name``). None of the last three takes part in
    equality."""

    name: str | None
    value: "Value"
    where: Where | None = None
    client_base: bool = False      # the base URL a client instance was configured with
    spread: str | None = None      # join separator of a spread array parameter
    tag: tuple[str, str] | None = None   # (rule, note) of the tag that spliced it
    origin: str | None = field(default=None, compare=False)   # binding it was read through
    lookup: "Lookup | None" = field(default=None, compare=False)   # service.config-lookup
    receiver: str | None = field(default=None, compare=False)    # path.receiver-name


@dataclass(frozen=True, slots=True)
class StrV:
    """A string made of parts, in order."""

    parts: tuple[Union[Text, HoleV], ...]


@dataclass(frozen=True, slots=True)
class LitV:
    """A non-string literal: number, boolean, or ``None`` for ``null`` and ``undefined``;
    ``null`` says it is ``null``, which JSON sends (``undefined`` is absent). It is no part
    of the value's identity: the two stay one value wherever only presence matters."""

    value: int | float | bool | None
    where: Where | None = None
    null: bool = field(default=False, compare=False)


@dataclass(frozen=True, slots=True)
class ParamV:
    """A formal parameter of function ``fid`` (``path`` are members read from it), unresolved.
    ``type_text`` is its TypeScript annotation when declared; ``coded`` the string built-ins
    applied to it, in order, once the members are read (``name.toLowerCase()``,
    ``encodeURIComponent(name)``: rule ``value.string-codec``; a regular-expression
    ``name.replace(/_/g, '/')``: a :class:`~code2skill.regex_replace.RegexCode`, rule
    ``value.regex-replace``), applied to what a caller passes. ``serialised`` says it is sent
    as the JSON text ``JSON.stringify`` makes of what a caller passes (rule
    ``body.json-string``); it is no part of the value's identity, so ``c ?
    JSON.stringify(data) : data`` stays one value, ``data``, sent as JSON. ``joined`` is the
    separator of ``ids.join(',')`` when the list is sent as one text of its items (rule
    ``value.joined-list``), no part of its identity either. ``validated`` is the place of a
    schema validation that passed it through (rule ``body.validated-payload``:
    ``schema.safeParse(data).data``), carried onto what a caller passes, and ``validator``
    the name of the parameter holding that schema when each caller passes its own (rule
    ``body.passed-schema``); neither is part of its identity."""

    fid: str
    name: str
    path: tuple[str, ...] = ()
    type_text: str | None = None
    module: str | None = None
    coded: "tuple[str | RegexCode, ...]" = ()
    serialised: bool = field(default=False, compare=False)
    joined: str | None = field(default=None, compare=False)
    validated: Where | None = field(default=None, compare=False)
    validator: str | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class EnvV:
    """A build-time environment variable (``process.env.X``, ``import.meta.env.X``); ``meta``:
    read from ``import.meta.env``, where Vite defines its build-mode constants (``DEV``,
    ``PROD``, ``MODE``: rule ``value.production-build``)."""

    name: str
    where: Where | None = None
    meta: bool = field(default=False, compare=False)


@dataclass(frozen=True, slots=True)
class PropV:
    """One object entry; ``key`` ``None`` marks a spread whose value could not be expanded,
    ``omit`` the keys that spread leaves out (a destructuring's rest element); ``optional``:
    the entry is there only when a condition holds (rule ``value.conditional-spread``:
    ``...(desc ? {description: desc} : {})``); ``key_value`` (with ``key`` ``None``): a
    computed key a caller decides (``{[field]: value}`` with ``field`` a parameter), named
    where the caller's value is known (rule ``body.computed-key``); ``rule``: the rule that
    made the entry what it is, cited where it is sent (``query.looped-append``)."""

    key: str | None
    value: "Value"
    where: Where | None = None
    omit: tuple[str, ...] = ()
    optional: bool = False
    key_value: "Value | None" = None
    rule: str | None = None


@dataclass(frozen=True, slots=True)
class ObjV:
    """An object value (object literal, possibly merged from spreads); ``declared`` is the
    TypeScript type it was declared as (``const body: Login = {…}``, ``{…} as Login``), the
    type's members deciding which of its entries are optional (rule ``ts.declared-literal``);
    ``serialised`` says it is sent as the JSON text ``JSON.stringify`` made of it, a JSON body
    whatever content type a wrapper sets or leaves (rule ``body.json-string``); ``validated``
    the place of a schema validation that passed it through (rule ``body.validated-payload``)
    and ``validator`` the parameter holding a schema each caller passes (rule
    ``body.passed-schema``), no part of its identity.
    """

    props: tuple[PropV, ...]
    where: Where | None = None
    declared: "TypedV | None" = None
    serialised: bool = False
    validated: Where | None = field(default=None, compare=False)
    validator: str | None = field(default=None, compare=False)

    def get(self, key: str) -> "Value | None":
        """The value of ``key`` (the last entry wins, as in JavaScript), or ``None``."""
        found = None
        for prop in self.props:
            if prop.key == key:
                found = prop.value
        return found


@dataclass(frozen=True, slots=True)
class ChoiceV:
    """A member of an object literal picked by a key the enclosing function's caller decides:
    ``formatters[type || ContentType.Json]`` inside a wrapper called without ``type``.
    ``key`` still mentions a :class:`ParamV`; ``options`` pairs each key of the object with
    its value (after a call, with what that function returns). Substituting the parameter
    picks the option (:meth:`code2skill.resolution.specialise.Specialise.substitute`);
    ``missing`` is the value of a key no option names (``None``: no member), such as a read of
    a page attribute no page writes (rule ``url.page-data-attribute``)."""

    key: "Value"
    options: tuple[tuple[str, "Value"], ...]
    missing: "Value | None" = None


@dataclass(frozen=True, slots=True)
class TypedV:
    """A value known only by its declared TypeScript type (``const form: LoginUser =
    reactive({…})``, rule ``ts.declared-type``): ``type_text`` as written in ``module``,
    ``path`` the members read from it (``form.email`` → ``('email',)``), ``where`` the
    declaration; ``joined`` as :attr:`ParamV.joined`."""

    type_text: str
    module: str
    path: tuple[str, ...] = ()
    where: Where | None = None
    joined: str | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class ArrV:
    """An array value; ``declared`` the type an empty one is declared with (``[] as
    number[]``, ``const ids: number[] = []``: rule ``ts.declared-array``), which says what
    its items are when the literal shows none."""

    items: tuple["Value", ...]
    where: Where | None = None
    declared: "TypedV | None" = None


# the rule of the only executor that drops leading arguments so far (:attr:`FnV.dropped`)
DROPPING_RULE = "vueuse.async-state"


@dataclass(frozen=True, slots=True)
class FnV:
    """A user function (``fid``), with the ``this`` value it is bound to, if any, the
    factory calls whose arguments it captured (:class:`Capture`, innermost factory first), and
    the members ``Object.assign(fn, {...})`` gave it (rule ``value.assign-function``: an
    :class:`ObjV`, ``None`` for none); ``dropped``: how many leading arguments of a call of it
    never reach the function (a library's executor ``execute(delay, ...args)`` that hands the
    function only ``args``: rule ``vueuse.async-state``)."""

    fid: str
    this: "Value | None" = None
    captured: "tuple[Capture, ...]" = ()
    members: "ObjV | None" = None
    dropped: int = 0


@dataclass(frozen=True, slots=True)
class Capture:
    """Rule ``closure.factory-arguments``: the arguments of the factory call at ``where``
    (``factory``'s parameter name → value) captured by a function the call returned;
    ``rule`` names the hop (``wrapper.verb-loop``: a loop's pass over one verb); ``items``
    the list a ``for…of`` loop's pass took ``mapping``'s one value from (its variable reads
    as each of them: every choice among them is that value)."""

    factory: str
    mapping: "tuple[tuple[str, Value], ...]"
    where: Where
    rule: str = "closure.factory-arguments"
    items: "tuple[Value, ...]" = ()


@dataclass(frozen=True, slots=True)
class ModuleV:
    """A module namespace (``import * as ns``, or a default export that is a whole module)."""

    path: str


@dataclass(frozen=True, slots=True)
class LibV:
    """A member path of an external library or global: ``LibV('axios', ('create',))``,
    ``LibV('global', ('fetch',))``. ``package``: the import specifier when it is not the
    library's own (a package re-exporting it configured for a platform: ``@nextcloud/axios``
    is axios), with ``where`` the import statement when the resolver saw it."""

    lib: str
    path: tuple[str, ...] = ()
    where: Where | None = None
    package: str | None = None
    # rule multipart.helper-arguments: the calls of the helper that made and returned this
    # ``new FormData()``, whose arguments its appends read (innermost helper first); rule
    # state.initial-type: the state a Solid signal's accessor returns (code2skill.state_hooks)
    captured: "tuple[Capture, ...]" = ()

    def member(self, prop: str) -> "LibV":
        return replace(self, path=self.path + (prop,))


@dataclass(frozen=True, slots=True)
class ClientV:
    """A configured HTTP client instance (``axios.create({...})``, a superagent agent).

    ``config`` is its creation options, ``where`` the creating call, ``path`` the member path
    read from it (``('get',)`` for ``api.get``), ``setup`` extra facts recognisers attach
    (interceptors, plugins) as ``(kind, value, where)``."""

    lib: str
    config: "Value | None" = None
    where: Where | None = None
    path: tuple[str, ...] = ()
    setup: tuple[tuple[str, "Value", Where | None], ...] = ()

    def member(self, prop: str) -> "ClientV":
        return replace(self, path=self.path + (prop,))


@dataclass(frozen=True, slots=True)
class InstanceV:
    """An instance of user class ``name`` declared in module ``module``; ``args`` the
    arguments of the ``new`` that made it when the program constructs the class at several
    places with different ones (``new GetRequest(id, href)``), else ``None`` (rule
    ``this.construction-arguments``: each construction site keeps its own members).
    ``sets`` are the writes of the fluent calls chained on that ``new`` (rule
    ``this.builder-chain``: ``new Post(url).withHeader(k, v).withBody(b)``), in order, as
    ``(member, key, value)``: ``key`` ``None`` assigns the member (``this.body = b``), else
    it is the key a ``set``/``append`` call wrote into it (``this.headers.set(k, v)``);
    ``None`` when the instance is not one construction site's (its writes are not tracked).
    ``unseen`` marks an instance whose origin the program does not show (rule
    ``this.unseen-origin``: a parameter declared with the class that some caller fills with a
    value of the page or the server, a decoded payload cast to it): it has the class's methods
    but none of its constructions' fields, which stay the constructor's parameters."""

    module: str
    name: str
    args: "tuple[Value, ...] | None" = None
    sets: "tuple[tuple[str, Value | None, Value], ...] | None" = None
    unseen: bool = False


@dataclass(frozen=True, slots=True)
class ComponentV:
    """The instance of the Vue options component whose options literal is at ``span`` of
    ``module`` (rule ``vue.options-this``: ``this`` in its methods, computed getters and
    hooks); its declared members are read from :mod:`code2skill.vue_options`."""

    module: str
    span: Span


@dataclass(frozen=True, slots=True)
class ClassRefV:
    """A user class itself (the value of its name), as opposed to an instance."""

    module: str
    name: str


@dataclass(frozen=True, slots=True)
class DocV:
    """A GraphQL document (a ``gql`` tagged template), fragments interpolated."""

    text: str
    where: Where | None = None


@dataclass(frozen=True, slots=True)
class AltV:
    """One of several values; ``kind`` ``or`` keeps JavaScript's ``||`` meaning (the first
    truthy value), ``nullish`` that of ``??`` and of a default (the first value neither
    ``null`` nor ``undefined``, rule ``value.nullish-default``) and ``and`` that of ``&&``,
    so that substituting an argument can settle them; ``cond`` is the condition of the ternary that chose between the options;
    ``test`` is a string test of that condition still waiting for a parameter
    (``url.startsWith('http') ? url : base + url``): ``(subject, method, literal)``,
    decided when substituting the parameter gives the subject's text (rule
    ``value.string-test``); ``arms`` the number of options each arm of that ternary gave, in
    order, when an arm held several (rule ``value.linked-arms``), ``None`` when each option
    is one arm."""

    options: tuple["Value", ...]
    kind: str = "any"
    cond: str | None = None
    test: tuple | None = None
    arms: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class ResponseV:
    """The result of a recognised library request (rule ``dataflow.response-value``).

    ``sites`` is the call chain that produced it, outermost first: the calls of wrapper
    functions that returned it, then the library call itself (``fetch(…)``, ``api.get(…)``)
    last, so it can be matched with the request template made there. ``lib`` is the library;
    ``body`` is true once the value is inside the response body (after axios's ``.data``,
    fetch's ``.json()``, superagent's ``.body``; at once for libraries that resolve to the
    body); ``path`` the members read from there on (``('article', 'slug')``); ``entry`` the
    member that enters the body when the call resolves to an envelope of the library's own
    rather than to the body (Angular's ``HttpResponse.body`` under ``observe: 'response'``,
    rule ``angular.observe-response``), ``None`` when the library's way in applies;
    ``guessed`` that the library parses the body only when the server's content type says
    JSON (jQuery without a ``dataType``, rule ``jquery.answer``): a member read proves it an
    object, a read of the whole answer as a list (``text.indexOf('x')``) proves nothing.
    ``record`` is the client the body itself is when the library hands back an active record
    whose methods send requests at its own URL (a Restangular element: ``cert.put()`` after
    ``CertificateApi.get(id)``, rule ``restangular.element-answer``), else ``None``."""

    sites: tuple[Where, ...]
    lib: str
    path: tuple[str, ...] = ()
    body: bool = False
    entry: str | None = None
    guessed: bool = False
    record: "Value | None" = None


# ``ResponseV.path`` step of the pages an infinite query keeps (``data.pages``, rule
# ``trpc.response``): each of its items is one response body, read by :func:`page_path`
PAGES = "<pages>"


def page_path(path: tuple[str, ...]) -> tuple[str, ...]:
    """A response path read through :data:`PAGES`: ``(PAGES, '0', 'items')`` (an index or
    ``[]``, one page) is ``('items',)`` of that page's body; ``(PAGES,)`` or ``(PAGES,
    'length')`` read no body member, ``()``; a path without it is itself."""
    if path[:1] != (PAGES,):
        return path
    return path[2:] if path[1:2] and (path[1] == "[]" or path[1].isdigit()) else ()


@dataclass(frozen=True, slots=True)
class UnknownV:
    """A value the resolver could not determine, with the reason (:data:`GENERATED` first
    for a value made afresh where it is read). ``applied`` is ``(text, where)`` when it is
    the result of a call the resolver cannot evaluate made on a value a caller gives
    (``encrypt(…)`` of ``encrypt(text, key)``: rule ``value.opaque-transform``), never that
    value itself."""

    reason: str
    where: Where | None = None
    applied: tuple[str, Where | None] | None = None


# ``UnknownV.reason`` prefix of a value generated afresh by the expression that makes it
# (``crypto.randomUUID()``, ``uuid()``, ``nanoid()``, ``Date.now()``, ``new Date()``)
GENERATED = "generated:"
# ``UnknownV.reason`` prefix of a condition the resolver could not decide (``!!x``, ``a > b``):
# its value is ``true`` or ``false`` (rule ``value.condition-boolean``)
TEST_REASON = "test:"


Value = Union[StrV, LitV, ParamV, EnvV, ObjV, ChoiceV, TypedV, ArrV, FnV, ModuleV, LibV,
              ClientV, InstanceV, ComponentV, ClassRefV, DocV, AltV, ResponseV, UnknownV]


# Budget of one string value (rule ``budget.string-size``): past it the value is unknown, so
# constants that double (``const d1 = d0 + d0; …``) stop early instead of growing as 2^n
MAX_STRING_TEXT = 64 * 1024      # characters of fixed text
MAX_STRING_PARTS = 1024          # pieces (literals and holes)
MAX_VALUE_NODES = 20_000         # nodes of one value's tree (rule budget.value-size)


def spread_props(value: "Value", omit: tuple[str, ...] = (),
                 where: Where | None = None, optional: bool = False) -> list[PropV]:
    """The entries ``{...value}`` adds to an object, without the keys ``omit`` names (rule
    ``value.rest-element``: ``const {headers, ...rest} = opts`` is ``{...opts}`` without
    ``headers``): a known object's own entries (its spreads leaving out ``omit`` too), else
    one spread entry; each ``optional`` when the spread is added only under a condition (a
    guarded ``append(k, v)`` in a loop over the object's entries)."""
    if not isinstance(value, ObjV):
        return [PropV(None, value, where, omit, optional=optional)]
    out = []
    for prop in value.props:
        if prop.key is None and omit:
            prop = replace(prop, omit=tuple(dict.fromkeys(prop.omit + omit)))
        elif prop.key is not None and prop.key in omit:
            continue
        out.append(replace(prop, optional=True) if optional else prop)
    return out


def spreads_nothing(value: "Value") -> bool:
    """Whether ``{...value}`` adds no entry whatever the value is: a non-string literal
    (``null``, ``false``, a number), a comparison's or negation's boolean (``i !== undefined``
    of ``...(i !== undefined && {i})``), ``undefined`` or the empty string."""
    if isinstance(value, LitV):
        return True
    if isinstance(value, UnknownV):
        return value.reason == "no-member" or value.reason.startswith(TEST_REASON)
    return isinstance(value, StrV) and all(isinstance(p, Text) and not p.text
                                           for p in value.parts)


def conditional_spread(value: "AltV", omit: tuple[str, ...],
                       where: Where | None) -> list[PropV] | None:
    """Rule ``value.conditional-spread``: the entries of ``{...(c ? {a} : {})}`` or
    ``{...(flag && {b: 1})}`` when every option is an object or spreads nothing (for ``&&``
    the guard itself, which is spread only when falsy): a key every option has is always
    there (its value one of the options'), any other is ``optional``; ``None`` when some
    option may add unknown entries (``...(opts || {})``). The resolver keeps such a spread
    whole (a parameter guard is decided per call, rule ``value.parameter-guard``); the body
    schema expands it (:func:`body_entries`)."""
    options = value.options[1:] if value.kind == "and" else value.options
    objects = [o for o in options if isinstance(o, ObjV)]
    empty = len(options) - len(objects) + (value.kind == "and")
    if not objects or not all(isinstance(o, ObjV) or spreads_nothing(o) for o in options):
        return None
    entries: dict[str | None, list[PropV]] = {}
    keyless: list[PropV] = []
    for obj in objects:
        for prop in spread_props(obj, omit, where):
            if prop.key is None:
                keyless.append(replace(prop, optional=True))
            else:
                entries.setdefault(prop.key, []).append(prop)
    out = []
    for key, props in entries.items():
        values = tuple(v for i, v in enumerate(p.value for p in props)
                       if all(v != q.value for q in props[:i]))      # unique, in order
        out.append(PropV(key, values[0] if len(values) == 1 else AltV(values), props[0].where,
                         optional=bool(empty) or len(props) < len(objects)
                         or any(p.optional for p in props)))
    return out + keyless


def body_entries(body: ObjV) -> list[PropV]:
    """The entries of an object-literal body with each conditional spread expanded
    (:func:`conditional_spread`); other entries as they are, but one key per object (rule
    ``value.later-member-wins``): a key set again later (not under a condition: a caller's
    ``{title, draft}`` spread into a wrapper's object that then writes ``draft = undefined``
    or deletes it) keeps the place of its first entry with the later value, as JavaScript
    keeps it."""
    out: list[PropV] = []
    for prop in body.props:
        expanded = conditional_spread(prop.value, prop.omit, prop.where) \
            if prop.key is None and isinstance(prop.value, AltV) else None
        out.extend(expanded if expanded is not None else [prop])
    first = {}
    for index, prop in enumerate(out):
        if prop.key is not None and prop.key in first and not prop.optional:
            out[first[prop.key]] = prop
            out[index] = None
        elif prop.key is not None:
            first.setdefault(prop.key, index)
    return [prop for prop in out if prop is not None]


def string_over_budget(value: "Value") -> bool:
    """Whether a string value exceeds :data:`MAX_STRING_PARTS` pieces or
    :data:`MAX_STRING_TEXT` characters of fixed text."""
    if not isinstance(value, StrV):
        return False
    if len(value.parts) > MAX_STRING_PARTS:
        return True
    return sum(len(p.text) for p in value.parts if isinstance(p, Text)) > MAX_STRING_TEXT


def value_size_exceeds(value: "Value", limit: int) -> bool:
    """Whether ``value``'s tree has more than ``limit`` nodes, a part shared twice counted
    twice (rule ``budget.value-size``)."""
    return value_size(value, limit) > limit


def value_size(value: "Value", limit: int) -> int:
    """The nodes of ``value``'s tree, a part shared twice counted twice and a string as many
    nodes as it has pieces (literal texts and holes), counted up to ``limit + 1``: an iterative walk
    that never costs more than ``limit + 1`` steps, however large the value."""
    todo: list = [value]
    count = 0
    while todo:
        node = todo.pop()
        count += max(len(node.parts), 1) if isinstance(node, StrV) else 1
        if count > limit:
            return count
        todo.extend(value_children(node))
    return count


def value_children(node: "Value") -> list["Value"]:
    """The values ``node`` holds one level down: a string's holes, an object's members, an
    array's items, the options of an alternative or a choice (and the choice's key), a
    client's config and setup values."""
    if isinstance(node, StrV):
        return [p.value for p in node.parts if isinstance(p, HoleV)]
    if isinstance(node, ObjV):
        return [p.value for p in node.props]
    if isinstance(node, ArrV):
        return list(node.items)
    if isinstance(node, AltV):
        return list(node.options)
    if isinstance(node, ChoiceV):
        return [node.key, *(v for _, v in node.options)]
    if isinstance(node, ClientV) and node.config is not None:
        return [node.config, *(v for _, v, _ in node.setup)]
    return []


def js_number_text(value: int | float | bool) -> str:
    """JavaScript's ``String(value)`` of a number (Number::toString, ECMA-262 §6.1.6.1.20):
    the shortest round-trip digits (``0.1 + 0.2`` → ``0.30000000000000004``, ``1.0`` →
    ``1``), exponent form from 1e21 and below 1e-6 (``1e+21``, ``1e-7``), ``Infinity``,
    ``NaN``; a BigInt (:class:`code2skill.facts.BigInt`) prints its integer; a boolean
    ``true``/``false``."""
    from code2skill.facts import BigInt
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, BigInt):
        return str(int(value))
    number = to_double(value)
    if math.isnan(number):
        return "NaN"
    if math.isinf(number):
        return "Infinity" if number > 0 else "-Infinity"
    if number == 0:
        return "0"
    sign = "-" if number < 0 else ""
    digits_tuple, exponent = Decimal(repr(abs(number))).normalize().as_tuple()[1:]
    digits = "".join(map(str, digits_tuple))
    k, n = len(digits), exponent + len(digits)         # value = 0.digits × 10^n
    if k <= n <= 21:
        return sign + digits + "0" * (n - k)
    if 0 < n <= 21:
        return sign + digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return sign + "0." + "0" * -n + digits
    mantissa = digits[0] + ("." + digits[1:] if k > 1 else "")
    return f"{sign}{mantissa}e{'+' if n - 1 >= 0 else '-'}{abs(n - 1)}"


def to_double(value: int | float) -> float:
    """A Number's double value (an integer literal past the double range is infinite)."""
    try:
        return float(value)
    except OverflowError:
        return math.inf if value > 0 else -math.inf


def js_add(left: int | float, right: int | float) -> int | float | None:
    """JavaScript's numeric ``left + right``: BigInt + BigInt is a BigInt, a BigInt and a
    Number throw (``None``), Numbers add as doubles (an integral result stays an ``int``)."""
    from code2skill.facts import BigInt
    if isinstance(left, BigInt) or isinstance(right, BigInt):
        return BigInt(int(left) + int(right)) if isinstance(left, BigInt) and \
            isinstance(right, BigInt) else None
    total = to_double(left) + to_double(right)
    if math.isfinite(total) and total.is_integer() and abs(total) <= 2 ** 53:
        return int(total)
    return total


# Members of ``window`` every browser defines: never a deployment's configuration
BROWSER_MEMBERS = frozenset({
    "location", "document", "navigator", "localStorage", "sessionStorage", "history",
    "screen", "performance", "crypto", "console", "indexedDB", "caches", "origin",
    "innerWidth", "innerHeight", "devicePixelRatio", "matchMedia", "getComputedStyle",
    "addEventListener", "removeEventListener", "dispatchEvent", "open", "close", "alert",
    "confirm", "prompt", "setTimeout", "clearTimeout", "setInterval", "clearInterval",
    "requestAnimationFrame", "cancelAnimationFrame", "atob", "btoa", "postMessage", "parent",
    "top", "opener", "frames", "self", "window", "name", "scrollTo", "scrollX", "scrollY",
    "print", "focus", "blur", "customElements", "visualViewport", "speechSynthesis",
})


def deployment_global(value: "Value | None") -> bool:
    """Whether ``value`` is a member of ``window`` that no browser defines itself
    (``window.API_URL``, ``window.__CONFIG__.apiBase``): a page global the deployment may set
    or leave unset (rule ``service.runtime-base``), so its truth is unknown."""
    return isinstance(value, LibV) and value.lib == "global" and bool(value.path) \
        and value.path[0] not in BROWSER_MEMBERS


def truthiness(value: "Value | None") -> bool | None:
    """Whether a value is truthy in JavaScript, when the value proves it (else ``None``)."""
    if isinstance(value, LitV):
        return bool(value.value)
    if isinstance(value, UnknownV):
        return False if value.reason == "no-member" else None
    if isinstance(value, StrV):
        if any(isinstance(p, Text) and p.text for p in value.parts):
            return True
        return False if all(isinstance(p, Text) for p in value.parts) else None   # ''
    if isinstance(value, LibV) and value.lib == COMPONENT_ARGS and value.path:
        return None                 # an argument a template may not pass
    if deployment_global(value):
        return None                 # window.API_URL: the page may not set it
    if isinstance(value, (ObjV, ArrV, FnV, LibV, ClientV, InstanceV, ClassRefV, ModuleV)):
        return True
    if isinstance(value, AltV) and value.kind == "and" and len(value.options) == 2 \
            and truthiness(value.options[1]) is False:
        return False                # g && undefined: falsy whatever g is
    if isinstance(value, AltV):     # every option proves the same truth
        found = {truthiness(o) for o in value.options}
        return found.pop() if len(found) == 1 else None
    return None


def presence(value: "Value | None") -> bool | None:
    """Rule ``value.nullish-default``: whether a value is set in JavaScript (neither ``null``
    nor ``undefined``, the test of ``a ?? b`` and of a default), when the value proves it
    (else ``None``): ``''``, ``0`` and ``false`` are set; a member an object literal lacks
    is not."""
    if isinstance(value, LitV):
        return value.value is not None
    if isinstance(value, UnknownV):
        return False if value.reason == "no-member" else None
    if isinstance(value, StrV):
        return True
    if isinstance(value, LibV) and value.lib == COMPONENT_ARGS and value.path \
            or deployment_global(value):
        return None                 # an argument a template may not pass, a page global
    if isinstance(value, (ObjV, ArrV, FnV, LibV, ClientV, InstanceV, ClassRefV, ModuleV)):
        return True
    if isinstance(value, AltV):     # every option proves the same
        found = {presence(o) for o in value.options}
        return found.pop() if len(found) == 1 else None
    return None


def literal_of(value: "Value | None") -> object | None:
    """The literal a value always is (text, number, boolean), or ``None``."""
    if isinstance(value, StrV):
        return text_of(value)
    if isinstance(value, LitV) and value.value is not None:
        return value.value
    return None


def text_of(value: "Value | None") -> str | None:
    """The fixed text of a string value, or ``None`` when any part is not fixed. A text
    joined from several literals is noted with its pieces (:func:`code2skill.redact.note_join`,
    rule ``cache.credential-free``)."""
    if isinstance(value, StrV) and all(isinstance(p, Text) for p in value.parts):
        text = "".join(p.text for p in value.parts)  # type: ignore[union-attr]
        if len(value.parts) > 1:
            note_join(text, tuple((p.text, p.where[0] if p.where else None)  # type: ignore
                                  for p in value.parts))
        return text
    return None


def first_where(value: "Value | None") -> Where | None:
    """The first source location a value carries (for evidence)."""
    if value is None:
        return None
    where = getattr(value, "where", None)
    if where is not None:
        return where
    if isinstance(value, StrV):
        for part in value.parts:
            if part.where is not None:
                return part.where
    if isinstance(value, AltV):
        for option in value.options:
            found = first_where(option)
            if found is not None:
                return found
    return None


def mentions_param(value: "Value | None", fids: frozenset[str] | None = None,
                   names: frozenset[str] | None = None) -> bool:
    """True when ``value`` contains a :class:`ParamV` (of one of ``fids``, when given; named
    one of ``names``, when given)."""
    if value is None:
        return False
    if isinstance(value, ParamV):
        return (fids is None or value.fid in fids) and (names is None or value.name in names)
    if isinstance(value, StrV):
        return any(isinstance(p, HoleV) and mentions_param(p.value, fids, names)
                   for p in value.parts)
    if isinstance(value, ObjV):
        return any(mentions_param(p.value, fids, names) or (
            p.key_value is not None and mentions_param(p.key_value, fids, names))
            for p in value.props)
    if isinstance(value, ArrV):
        return any(mentions_param(v, fids, names) for v in value.items)
    if isinstance(value, AltV):
        return any(mentions_param(v, fids, names) for v in value.options)
    if isinstance(value, ChoiceV):
        return mentions_param(value.key, fids, names) or any(
            mentions_param(v, fids, names) for _, v in value.options)
    if isinstance(value, ClientV):
        return mentions_param(value.config, fids, names)
    return False
