"""Pass: when the call sites of one endpoint are different operations.

Call sites of one endpoint merge into one capability only when they are the same operation.

Rules:

* ``cluster.body-encoding`` — sites that send different kinds of body to one endpoint (a JSON
  settings object and a multipart logo upload) are different Tools, one per encoding; sites
  that send no body (or one of unknown encoding) stay with the first.
* ``cluster.file-part`` — among multipart bodies, an object literal sending file bytes as a
  member (``{import: true, domains: new Blob([…])}``) is an upload, another kind of body than
  the form fields other sites send there (:func:`sent_kind`): its own Tool, named after the
  others' with ``upload``.
* ``cluster.action-value`` — a field (a top-level body key or a query parameter) that every
  site sends as a literal, with two or more distinct values of which one is an action word
  (:data:`OPERATION_WORDS`: ``{method: 'delete'}`` vs ``{method: 'add_tag'}``,
  ``{action: 'empty'}`` vs ``{action: 'restore'}``), selects different operations: one Tool
  per value, each pinning its own value.
* ``cluster.handler-verbs`` — likewise when the sites of each value are in functions whose
  verbs (:data:`HANDLER_VERBS` the names of the functions on their call chains start with, but
  those of a wrapper every value goes through) differ from every other value's (``purgeDocs`` vs ``recoverDocs``): the
  handlers say the values are different actions.
* ``cluster.selector-name`` — likewise when the field's name says it chooses the operation
  (:data:`SELECTOR_NAMES`: ``?endpoint=stats`` vs ``?endpoint=getmonitors`` on one generic
  proxy endpoint, ``{cmd: …}``, ``{op: …}``): one Tool per value.
* ``cluster.conditional-value`` — a site that sends one of several literals chosen by a
  condition (``{action: isNew ? 'createPage' : 'updatePage'}``) is a site of each of those
  values' operations when the field splits the endpoint by one of the rules above: each Tool
  keeps the site with its own value; never one Tool for both.
* ``cluster.nested-value`` — the sites of one operation split again by another field by the
  rules above (``{command: 'pause', action: 'resume'}`` vs ``{command: 'pause', action:
  'toggle'}``) are one operation per value of that field (:func:`nested_split`).
* ``cluster.rpc-method`` — the calls of an endpoint that send a method-dispatch envelope
  (``{jsonrpc: '2.0', method: 'torrent_get', params}``, :mod:`code2skill.rpc_envelopes`) are
  one operation per method they provably send, whatever its words; those whose method is not
  proven are one more (``cluster.rpc-unproven-method``: :func:`rpc_split`).
* Otherwise the values parameterise one operation (``{kind: 'book'}`` vs ``{kind: 'album'}``
  from ``searchBooks``/``searchAlbums``): one Tool, the field an input with an ``enum`` of
  every observed value (:mod:`code2skill.passes.schema`, rule ``body.enum-values``).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from code2skill.normalize import Observed
from code2skill.values import AltV, ObjV, PropV, Value, Where, first_where, literal_of

from code2skill import rpc_envelopes
from code2skill.extractors.common import is_file_bytes

from .action_words import DELETE, EFFECTS
from .declared_media import body_kind
from .naming import ACTION_VERBS, leaf_words, value_words, words
from .side_effects import DESTRUCTIVE

# words that name an operation when a field's value starts with one (``add_tag``, ``purge``)
OPERATION_WORDS = (ACTION_VERBS | DESTRUCTIVE | DELETE | frozenset({
    "create", "update", "delete", "upsert", "save", "recover", "undelete", "untrash", "trash",
    "modify", "merge", "split", "rotate", "reprocess", "redo", "undo"})) - frozenset({
    "query", "lookup", "search", "preview", "validate"})
UPLOAD = "upload"           # the kind of a multipart body with a file part (cluster.file-part)


# words that are verbs when a function's name starts with one (``pauseJob``, ``hideItems``);
# any other first word (``demoLogin``, ``bookSearch``) names no action
HANDLER_VERBS = OPERATION_WORDS | frozenset({
    "get", "fetch", "load", "list", "find", "search", "query", "lookup", "preview", "validate",
    "count", "check", "view", "read", "hide", "unhide", "show", "pause", "resume", "play",
    "open", "mark", "unmark"})


# names of a field (lower case, ``_``/``-`` dropped) whose value chooses the operation a
# generic endpoint runs (a proxy's ``endpoint``, an RPC gateway's ``cmd`` or ``op``)
SELECTOR_NAMES = frozenset({"endpoint", "cmd", "command", "action", "op", "operation", "fn",
                            "func", "function", "rpc", "procedure"})


def selector_name(target: str) -> bool:
    """Whether a binding target's field (``query:endpoint``, ``body:cmd``) is named like an
    operation selector (:data:`SELECTOR_NAMES`)."""
    name = target.partition(":")[2].replace("_", "").replace("-", "").lower()
    return name in SELECTOR_NAMES


@dataclass(frozen=True, slots=True)
class Discriminator:
    """The fixed value that makes a group of call sites its own operation: ``target`` the
    binding target (``body:method``, ``query:kind``), ``value`` the literal, ``rule`` the
    rule that decided, ``where`` the literal's places at the group's sites, ``others`` the
    values the other groups pin, ``verb`` the handlers' own verb (rule
    ``cluster.handler-verbs``), ``chosen`` those of ``where`` where a condition chooses the
    value among others (rule ``cluster.conditional-value``), ``outer`` the discriminator of
    the family this one splits again (rule ``cluster.nested-value``)."""

    target: str
    value: object
    rule: str
    where: tuple[Where, ...]
    others: tuple[object, ...]
    verb: str | None = None
    chosen: tuple[Where, ...] = ()
    outer: "Discriminator | None" = None

    @property
    def action(self) -> list[str]:
        """The words naming the operation: the value's when it starts with an action word,
        reads too (``add_tag`` → ``['add', 'tag']``, ``getUsers`` → ``['get', 'users']``), or
        whatever they are when the field is named like a selector (``{action:
        'storeSiteData'}`` → ``['store', 'site', 'data']``), else the verb of its handlers
        that no other value's share (rule ``cluster.handler-verbs``), else ``[]``."""
        named = action_words(self.value, NAMING_WORDS)
        if not named and selector_name(self.target) and isinstance(self.value, str):
            named = value_words(self.value)
        return named or ([self.verb] if self.verb else [])


# words that name the operation of a value once the values split an endpoint: the operation
# words and every word that proves an effect, reads too (``{action: 'getUsers'}`` beside
# ``{action: 'deleteUser'}``, ``'cloneMonitor'``)
NAMING_WORDS = OPERATION_WORDS | frozenset(EFFECTS)


def action_words(value: object, vocabulary: frozenset[str] = OPERATION_WORDS) -> list[str]:
    """The words of a literal that starts with a word of ``vocabulary``, else ``[]``."""
    parts = value_words(value) if isinstance(value, str) else []
    return parts if parts and parts[0] in vocabulary else []


Sent = tuple[tuple[object, "Where | None", "Value | None"], ...]


def literal_options(value: Value | None, where: Where | None) -> Sent:
    """``((literal, where, value), …)``: the literal a body value always is, or each literal
    a condition chooses between (rule ``cluster.conditional-value``: ``isNew ? 'createPage' :
    'updatePage'``, each with its own place and value); ``()`` when any option is computed."""
    literal = literal_of(value)
    if literal is not None:
        return ((literal, first_where(value) or where, value),)
    if not isinstance(value, AltV) or value.kind != "any":
        return ()
    options = tuple((literal_of(o), first_where(o) or where, o) for o in value.options)
    return options if all(lit is not None for lit, _, _ in options) else ()


def sent_literals(call: Observed) -> dict[str, Sent]:
    """``{target: options}`` (:func:`literal_options`, the query parameter's fixed value) of
    the top-level body keys (an object-literal body) and the query parameters a call
    sends."""
    found: dict[str, Sent] = {}
    if isinstance(call.body, ObjV):
        for prop in call.body.props:
            if prop.key is not None:
                found.setdefault(f"body:{prop.key}", literal_options(prop.value, prop.where))
    for q in call.query:
        found.setdefault(f"query:{q.name}", ((q.fixed, q.where, None),)
                         if q.fixed is not None else ())
    return found


def with_option(call: Observed, target: str, value: Value | None) -> Observed:
    """``call`` sending ``value`` at body field ``target`` (``body:action``): the site of a
    conditional value as it is for one of its options (rule ``cluster.conditional-value``);
    ``call`` itself for a query parameter or a literal it already sends."""
    key = target.partition(":")[2]
    if value is None or not target.startswith("body:") or not isinstance(call.body, ObjV) \
            or call.body.get(key) is value:
        return call
    props = tuple(PropV(p.key, value, p.where, p.omit, p.optional) if p.key == key else p
                  for p in call.body.props)
    return replace(call, body=replace(call.body, props=props))


def value_key(value: object) -> str:
    """A literal's identity (``1`` and ``'1'`` and ``True`` differ)."""
    return f"{type(value).__name__}:{value!r}"


def function_verb(site) -> str | None:
    """The verb (:data:`HANDLER_VERBS`) the name of the function holding a call site starts
    with (``pauseJob`` → ``pause``), else ``None`` (an anonymous callback too:
    :func:`~.naming.leaf_words`)."""
    parts = leaf_words(site.function)
    return parts[0] if parts and parts[0] in HANDLER_VERBS else None


def handler_verbs(calls: list[Observed]) -> set[str]:
    """The verbs of the functions on the call chains of ``calls``."""
    return {verb for call in calls for site in call.sites
            if (verb := function_verb(site)) is not None}


def first_verb(call: Observed, verbs: set[str]) -> str | None:
    """The first of ``verbs`` on ``call``'s chain, from the call site outwards."""
    return next((v for site in call.sites if (v := function_verb(site)) in verbs), None)


def split_operations(calls: list[Observed]
                     ) -> list[tuple[Discriminator | None, list[Observed]]]:
    """The calls of one endpoint as operations (rules ``cluster.action-value``,
    ``cluster.handler-verbs``, ``cluster.selector-name``; a site sending a conditional value
    joins each of its values' operations, rule ``cluster.conditional-value``):
    ``[(discriminator, calls)]`` in the order of first appearance, or ``[(None, calls)]`` when
    they are one operation."""
    if calls[0].graphql is not None:
        return [(None, calls)]
    methods = rpc_split(calls)
    if methods is not None:                                     # rule cluster.rpc-method
        return methods
    literals = [sent_literals(c) for c in calls]
    for target in literals[0]:
        if any(not lit.get(target) for lit in literals):
            continue
        groups: dict[str, list[tuple[int, Where | None, Value | None]]] = {}
        values: dict[str, object] = {}
        chosen: set[Where] = set()
        for i, lit in enumerate(literals):
            for value, where, node in lit[target]:
                groups.setdefault(value_key(value), []).append((i, where, node))
                if len(lit[target]) > 1 and where is not None:
                    chosen.add(where)
                values.setdefault(value_key(value), value)
        if len(groups) < 2:
            continue
        rule = split_rule(target, list(values.values()),
                          [handler_verbs([calls[i] for i, _, _ in g]) for g in groups.values()])
        if rule is None:
            continue
        verbs = [handler_verbs([calls[i] for i, _, _ in g]) for g in groups.values()]
        shared = set.intersection(*verbs)
        out = []
        for key, group in groups.items():
            value, own = values[key], verbs[len(out)] - shared
            where = tuple(w for _, w, _ in group if w is not None)
            others = tuple(v for k, v in values.items() if k != key)
            verb = first_verb(calls[group[0][0]], own) if rule == "cluster.handler-verbs" \
                else None
            out.append((Discriminator(target, value, rule, where, others, verb,
                                      tuple(w for w in where if w in chosen)),
                        [with_option(calls[i], target, node) for i, _, node in group]))
        return [split for d, group in out for split in nested_split(d, group)]
    return [(None, calls)]


def rpc_split(calls: list[Observed]
              ) -> list[tuple[Discriminator | None, list[Observed]]] | None:
    """Rule ``cluster.rpc-method`` (:mod:`code2skill.rpc_envelopes`): the calls of one
    endpoint of which some send a method-dispatch envelope with a proven method are one
    operation per method, in the order of first appearance, each pinning its method (a call
    whose condition chooses between methods joins each: rule ``cluster.conditional-value``);
    the calls whose method is not proven (a free string, a body the source does not show) are
    one more operation, discriminator rule ``cluster.rpc-unproven-method`` and value ``None``
    (all of them when no call proves its method but some send an envelope). ``None`` when no
    call sends an envelope."""
    groups: dict[str, list[tuple[int, Where | None, Value | None]]] = {}
    unproven: list[Observed] = []
    target = f"body:{rpc_envelopes.METHOD}"
    for i, call in enumerate(calls):
        method = rpc_envelopes.envelope_method(call.body)
        options = literal_options(method, first_where(method)) \
            if rpc_envelopes.method_options(method) is not None else ()
        if not options:
            unproven.append(call)
        for value, where, node in options:
            groups.setdefault(value, []).append((i, where, node))
    if not groups and not any(rpc_envelopes.envelope_method(c.body) is not None for c in calls):
        return None
    out: list[tuple[Discriminator | None, list[Observed]]] = []
    for value, group in groups.items():
        where = tuple(w for _, w, _ in group if w is not None)
        chosen = tuple(w for i, w, _ in group if w is not None and len(
            rpc_envelopes.method_options(rpc_envelopes.envelope_method(calls[i].body)) or ()) > 1)
        d = Discriminator(target, value, rpc_envelopes.SPLIT_RULE, where,
                          tuple(v for v in groups if v != value), None, chosen)
        out.append((d, [with_option(calls[i], target, node) for i, _, node in group]))
    if unproven:
        out.append((Discriminator(target, None, rpc_envelopes.UNPROVEN_RULE, (),
                                  tuple(groups)), unproven))
    return out


def nested_split(outer: Discriminator,
                 calls: list[Observed]) -> list[tuple[Discriminator | None, list[Observed]]]:
    """Rule ``cluster.nested-value``: the calls of one operation that another field splits
    again (``{command: 'pause', action: 'pause'}`` vs ``{command: 'pause', action:
    'resume'}``: the command names the family, the action the operation) are one operation
    per value of that field, each keeping the outer value it pins; else ``[(outer,
    calls)]``."""
    inner = split_operations(calls)
    if len(inner) < 2:
        return [(outer, calls)]
    return [(replace(d, outer=d.outer or outer) if d is not None else d, group)
            for d, group in inner]


def split_rule(target: str, values: list[object], verbs: list[set[str]]) -> str | None:
    """The rule by which the ``values`` a field ``target`` is sent with select different
    operations, ``verbs`` being the handler verbs of each value's sites: a value names an
    action (``cluster.action-value``), the handlers' own verbs differ
    (``cluster.handler-verbs``), or the field is named like a selector
    (``cluster.selector-name``); ``None`` when they parameterise one operation."""
    if any(action_words(v) for v in values):
        return "cluster.action-value"
    shared = set.intersection(*verbs)                 # the wrapper every group goes through
    own = [v - shared for v in verbs]
    if all(own) and all(not (a & b) for n, a in enumerate(own) for b in own[n + 1:]):
        return "cluster.handler-verbs"
    return "cluster.selector-name" if selector_name(target) else None  # ?endpoint=stats


def split_encodings(calls: list[Observed]) -> list[list[Observed]]:
    """Rule ``cluster.body-encoding``: the calls by the kind of body they send (``json``,
    ``form``, ``multipart``, the media type a body of no such encoding declares,
    ``text/html``: :func:`~.declared_media.body_kind`, or an upload, :func:`sent_kind`), in
    the order of first appearance, an upload's group last (rule ``cluster.file-part``: the
    plain body's Tool keeps the endpoint's name); calls without a body or of unknown kind join
    the first group. One group when at most one kind is sent."""
    kinds = [sent_kind(call) for call in calls]
    groups: dict[str, list[Observed]] = {kind: [] for kind in kinds if kind is not None}
    if len(groups) < 2:
        return [calls]
    first = next(iter(groups))
    for call, kind in zip(calls, kinds):
        groups[kind if kind is not None else first].append(call)
    return sorted(groups.values(), key=lambda group: sent_kind(group[0]) == UPLOAD)


def sent_kind(call: Observed) -> str | None:
    """The kind of body ``call`` sends (:func:`~.declared_media.body_kind`); rule
    ``cluster.file-part``: a ``multipart`` object literal with a member that is file bytes
    (``{import: true, domains: new Blob([…])}``) is an upload, :data:`UPLOAD`, another kind
    than a multipart body with no file part shown: an import of a file and a form's fields
    sent to one endpoint are two operations."""
    kind = body_kind(call.body, call.body_encoding, call.headers)
    if kind == "multipart" and isinstance(call.body, ObjV) and any(
            is_file_bytes(p.value) for p in call.body.props):
        return UPLOAD
    return kind
