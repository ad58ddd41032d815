"""Helpers and constants several seams of the resolver use.

Owns the module-level functions, constants and small classes of phase 3 that more than one seam
(or only code outside the package) reads: templates' path holes and owned parameters, deciding
tests, alternatives and flattening, substitution of a whole template for one caller
(:func:`substitute_template`), the budgets' limits, :class:`Emitted`.

May read: the facts, the values, the outside modules the resolver uses; never a seam module nor
the composed resolver (only under ``TYPE_CHECKING``), so every seam may import it."""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Callable, Iterable, TYPE_CHECKING

from code2skill.facts import LocalWrite, Param
from code2skill.branch_pairs import branch_key, positive
from code2skill.string_test_guards import NEGATED_STRING_TESTS, NOT, STRING_TESTS
from code2skill.list_membership import NEGATED_MEMBERSHIP, decide_membership
from code2skill.compound_tests import NEGATED_COMPOUND, any_part, decide_compound, is_compound
from code2skill.enclosing_tests import sent_hints
from code2skill.array_tests import METHOD as IS_ARRAY, decide_is_array
from code2skill.instance_tests import NEGATED_INSTANCE, decide_instance
from code2skill.extractors.choice_headers import CONDITIONAL_NOTE, choice_of_objects, may_be_absent
from code2skill.path_tail import RULE as TAIL_RULE
from code2skill.sql_statements import ARGUMENT_RULE as STATEMENT_RULE
from code2skill.rpc_envelopes import ARGUMENT_RULE as RPC_RULE
from code2skill.query_operations import ARGUMENT_RULE as QUERY_FIELD_RULE
from code2skill.requests import AuthHint, Header, PendingCredentials, RequestTemplate
from code2skill import value_transforms
from code2skill.chosen_arms import ArmTest, OP as ARM_OP, arm_outcome
from code2skill.production_build import production_value
from code2skill.placeholders import (empty_segment, empty_text, kept_segment, text_after,
                                     text_before)
from code2skill.caller_arms import CALLER_RULE, PASSED_RULE
from code2skill.query_separators import starts_query
from code2skill.header_precedence import over_defaults
from code2skill.recogniser_context import Frame
from code2skill.values import (FIRST_SET, AltV, ArrV, ChoiceV, ClientV, EnvV, FnV, HoleV,
                               InstanceV, LibV, LitV, ObjV, ParamV, ResponseV, StrV, Text, TypedV,
                               UnknownV, Value, Where, first_where, js_number_text, literal_of,
                               mentions_param, presence, text_of, truthiness)

if TYPE_CHECKING:
    from code2skill.resolution.resolver import Resolver


MAX_CALL_DEPTH = 24          # expression nesting inside one evaluation
MAX_NESTING = 64             # cached computations (bindings, returns, summaries) in progress
DEPTH_LIMIT = "depth-limit"  # the reason of a value cut at MAX_CALL_DEPTH (budget.call-depth)
MAX_ALTERNATIVES = 16
FILE_WORK = 1_000_000       # work units resolving one file's calls (rule budget.work-per-file)
FILE_REQUEST_SITES = 2_000  # library request call sites of one file (budget.request-sites-per-file)
RUN_REQUEST_SITES = 4_000   # library request call sites resolved in a run (budget.request-sites-per-run)
MEMBER_RULE = "wrapper.literal-member-arguments"
CHAINED_RULE = "wrapper.chained-literal-arguments"
KIND_RULE = "wrapper.literal-kind-arguments"
SPLIT_RULES = frozenset({    # the hop of a call a template emitted at its wrapper is split into
    "wrapper.literal-arguments", MEMBER_RULE, CHAINED_RULE, "wrapper.unknown-argument", KIND_RULE,
    "wrapper.literal-field-arguments", TAIL_RULE, CALLER_RULE, PASSED_RULE, STATEMENT_RULE,
    RPC_RULE, QUERY_FIELD_RULE})
MAX_DEFERRED = 512            # request variants one function's summary passes to its callers
IDENTITY_FUNCTIONS = frozenset({
    "encodeURIComponent", "encodeURI", "String", "Object", "decodeURIComponent",
})


class FileWorkBudget(Exception):
    """Resolving one file's calls did over :data:`FILE_WORK` units of work (rule
    ``budget.work-per-file``: an evaluation is one unit, a value's tree checked for size one
    unit per node): :meth:`Resolver.summarise_all` skips the rest of the file with a
    diagnostic naming the limit. Work is counted, never timed, so the same input is cut at the
    same call on any machine under any load (a wall-clock budget cut one file at three
    different places on three runs). A safety net behind the budgets of single values (depth,
    string size, value size, alternatives)."""

    def __init__(self, path: str, limit: str = "work-per-file"):
        self.path = path
        self.limit = limit
        super().__init__(path)


@dataclass(frozen=True, slots=True)
class Emitted:
    """A template emitted at function ``fid`` of module ``path`` (``None`` at module level)."""

    template: RequestTemplate
    path: str
    fid: str | None


def substituted_credentials(resolver: Resolver, pending: PendingCredentials, options: Value,
                            where: Where | None
                            ) -> tuple[list[AuthHint], PendingCredentials | None]:
    """Rule ``auth.substituted-credentials``: request options that still read a wrapper's
    parameters (``pending``), read again once a caller's arguments fill them (``options``):
    the cookie-session hint when their member ``pending.key`` is ``pending.wanted`` (cited
    where the options set it, else at ``where``); else the options, pending still while they
    read a parameter."""
    from code2skill.extractors.common import credentials_note, first_text, is_true, prop_where
    found = resolver.member(options, pending.key)
    if (is_true(found) if pending.wanted is True else first_text(found) == pending.wanted):
        return [AuthHint("cookie-session", prop_where(options, pending.key) or where,
                         pending.rule, credentials_note(pending.key, pending.wanted))], None
    return [], replace(pending, options=options) if mentions_param(options) else None


def substituted_hints(auth: list[AuthHint], found: list[AuthHint]) -> list[AuthHint]:
    """``auth`` with the hints ``found`` in a call's headers once its arguments are put in
    (rule ``auth.substituted-headers``): a hint of the same header at the same place replaces
    the one read before the call's values were known, since the call decides whether it is
    sent only under a condition (``X-CSRF-Token`` written when the method is no ``GET``, for
    a ``POST``: always); any other is added."""
    def key(hint: AuthHint) -> tuple:
        return hint.kind, hint.where, hint.note.removesuffix(CONDITIONAL_NOTE)
    out = list(auth)
    seen = {key(h): i for i, h in enumerate(out)}
    for hint in found:
        if key(hint) in seen:
            out[seen[key(hint)]] = replace(out[seen[key(hint)]], note=hint.note)
        else:
            seen[key(hint)] = len(out)
            out.append(hint)
    return out


def settled_hints(auth: list[AuthHint], before: tuple[Header, ...],
                  after: tuple[Header, ...]) -> list[AuthHint]:
    """Rule ``auth.conditional-credential``: the hints ``auth`` of a request whose headers
    were ``before`` a caller's arguments were put in and are ``after``, a hint noted as sent
    only under a condition losing that note when the header it was read from (by place) was
    written under a test of the caller's arguments and is now sent whatever happens: the
    caller decided the test (a ``POST`` of a wrapper adding the header to its writes only)."""
    waiting = {h.where for h in before if isinstance(h.value, AltV) and h.value.test is not None
               and may_be_absent(h.value)}
    settled = {h.where for h in after if h.where in waiting and not may_be_absent(h.value)}
    return [replace(hint, note=hint.note.removesuffix(CONDITIONAL_NOTE))
            if hint.where in settled and hint.note.endswith(CONDITIONAL_NOTE) else hint
            for hint in auth]


def substitute_template(resolver: Resolver, template: RequestTemplate, fid: str,
                        mapping: dict[str, Value]) -> RequestTemplate:
    """``template`` with ``fid``'s parameters replaced by ``mapping``."""
    sub = resolver.substitute

    def opt(value: Value | None) -> Value | None:
        return sub(value, fid, mapping) if value is not None else None

    auth = [guarded for hint in template.auth
            if (guarded := substitute_guards(resolver, hint, fid, mapping)) is not None]
    pending = opt(template.pending_headers)
    if pending is not None:                      # rule auth.substituted-headers
        from code2skill.extractors.angular import passed_headers
        pending = passed_headers(pending)
        from code2skill.extractors.common import auth_in_headers_value
        where = template.sites[0].where if template.sites else None
        auth = substituted_hints(auth, auth_in_headers_value(pending, where,
                                                             "auth.substituted-headers"))
    credentials = template.pending_credentials
    if credentials is not None:                  # rule auth.substituted-credentials
        hint, credentials = substituted_credentials(resolver, credentials, sub(
            credentials.options, fid, mapping), template.sites[0].where if template.sites else None)
        auth.extend(hint)
    headers = tuple(replace(h, value=value) for h in template.headers
                    if not unsent(h.value, value := sub(h.value, fid, mapping)))
    auth = settled_hints(sent_hints(auth, template.headers, headers), template.headers,
                         headers)
    if isinstance(pending, ObjV) or choice_of_objects(pending):   # rule header.substituted
        from code2skill.extractors.common import headers_from
        names = {h.name.lower() for h in headers}           # rule header.call-site-precedence
        defaults = {h.name.lower() for h in headers if h.default}
        headers = over_defaults(headers + tuple(
            h for h in headers_from(pending, template.sites[0].where if template.sites else None)
            if h.name.lower() not in names or h.name.lower() in defaults))
    done = replace(
        template, method=sub(template.method, fid, mapping), url=sub(template.url, fid, mapping),
        base=opt(template.base), query=opt(template.query), body=opt(template.body),
        headers=headers,
        auth=tuple(auth), pending_headers=pending if mentions_param(pending) else None,
        pending_credentials=credentials,
        config_spreads=tuple(sub(v, fid, mapping) for v in template.config_spreads),
        run_guards=tuple((sub(v, fid, mapping), op, literal)
                         for v, op, literal in template.run_guards))
    if template.pending_operation is not None:      # rule graphql.forwarded-options
        from code2skill.extractors.graphql import with_operation
        done = with_operation(done, sub(template.pending_operation, fid, mapping))
    if template.pending_data is None:
        return done
    return place_pending_data(done, (opt(template.pending_data[0]),
                                     opt(template.pending_data[1])), fid)


def place_pending_data(template: RequestTemplate, pending: tuple, fid: str) -> RequestTemplate:
    """Rule ``jquery.data-by-method``: jQuery's ``(data, contentType)`` of ``template`` placed
    by its (substituted) method: the query of a ``GET``/``HEAD``, else the body, form-encoded
    unless ``contentType`` or the value says otherwise. While the method still reads a
    parameter of ``fid`` the data stays pending (and is the query meanwhile, jQuery's
    default method being ``GET``)."""
    from code2skill.extractors.common import (body_encoding, chosen_text, first_text,
                                              json_text_rule)
    data, content_type = pending
    method = chosen_text(template.method)
    if method is None and mentions_param(template.method):
        return replace(template, pending_data=pending)
    if (method or "GET").upper() in ("GET", "HEAD"):
        return replace(template, pending_data=None, query=data, body=None, body_encoding=None)
    return replace(template, pending_data=None, query=None, body=data, body_encoding=None
                   if data is None else body_encoding(data, None, first_text(content_type))
                   or "form", encoding_rule=json_text_rule(data, first_text(content_type)))


def substitute_guards(resolver: Resolver, hint: AuthHint, fid: str,
                      mapping: dict[str, Value]) -> AuthHint | None:
    """``hint`` with its guards' parameters of ``fid`` replaced: ``None`` when a guard is
    then known to be falsy (this call does not send the header), guards known to be truthy
    dropped, the others kept for the outer calls."""
    if not hint.guards:
        return hint
    guards = []
    for guard in hint.guards:
        value = resolver.substitute(guard, fid, mapping)
        truth = truthiness(value)
        if truth is False:
            return None
        if truth is None:
            guards.append(value)
    return replace(hint, guards=tuple(guards))


def write_frame(frame: Frame, write: LocalWrite) -> Frame:
    """Rule ``value.nested-write-scope``: where a write of a local is evaluated — ``frame``
    (the declaring function's) for its own writes, the nested function that runs it for one
    made there (``var utils; function init(_utils) { utils = _utils }``: ``_utils`` is
    ``init``'s parameter, never a name of the declaring function)."""
    if write.scope is None or write.scope == frame.fid:
        return frame
    return Frame(frame.path, write.scope, frame.this)


CALLBACK_RULE = "callback.library-argument"


def is_deferred(template: RequestTemplate, scope: frozenset[str],
                by_name: bool = True) -> bool:
    """Whether the enclosing function's parameters still decide the request's identity: its
    method, the start of its URL, a parameter named like a URL (``url``, ``path``; only with
    ``by_name``), or one glued to a named constant or another hole (``${API}${p}``), or the
    options of a GraphQL call (rule ``graphql.forwarded-options``). A parameter inside a
    segment of literal text (``/${type}s/``, ``/v${id}``) is a path parameter, emitted
    here; so is one written in the same string as the text before it, though that string
    reached here through a binding or a wrapper's parameter (rule ``url.segment-parameter``:
    ``request(`/cards/${id}/labels/labelId:${labelId}`)``, the text and the hole of one
    origin), while text from another name (``${API}${p}``) still waits."""
    if mentions_param(template.method, scope) or (
            template.pending_operation is not None
            and mentions_param(template.pending_operation, scope)):
        return True
    url = template.url
    if isinstance(url, AltV):
        return any(is_deferred(replace(template, url=o), scope, by_name) for o in url.options)
    if not isinstance(url, StrV):
        return mentions_param(url, scope)
    parts = url.parts
    path_end = len(parts)
    for i, part in enumerate(parts):
        if isinstance(part, Text) and ("?" in part.text or "#" in part.text) or \
                isinstance(part, HoleV) and starts_query(part.value):   # url.query-start-choice
            path_end = i
            break
    for i, part in enumerate(parts[:path_end]):
        if not isinstance(part, HoleV) or not mentions_param(part.value, scope):
            continue
        if isinstance(part.value, (StrV, AltV)):    # a named piece built of its own parts
            options = part.value.options if isinstance(part.value, AltV) else (part.value,)
            return any(is_deferred(replace(template, url=StrV(
                parts[:i] + (o.parts if isinstance(o, StrV) else (replace(part, value=o),))
                + parts[i + 1:])), scope, by_name) for o in options)
        if (i == 0 and template.base is None) or (by_name and is_url_name(part.name)):
            return True
        before = parts[i - 1] if i > 0 else None
        if isinstance(before, HoleV) or (isinstance(before, Text) and before.origin is not None
                                         and before.origin != part.origin
                                         and not before.text.endswith("/")):
            return True
    return False


def has_fixed_text(url: Value) -> bool:
    """Whether a URL value has any literal text (an endpoint can be named from it)."""
    if isinstance(url, AltV):
        return any(has_fixed_text(o) for o in url.options)
    return isinstance(url, StrV) and any(isinstance(p, Text) and p.text.strip("/")
                                         for p in url.parts)
SUSPECT_METHODS = frozenset({"get", "post", "put", "patch", "delete", "del", "head", "request",
                             "fetch", "query", "mutate", "send", "call"})
URL_NAMES = frozenset({"url", "uri", "path", "endpoint", "route", "resource", "href", "link",
                       "api", "apiurl", "apipath", "target", "input", "location"})


def is_url_name(name: str | None) -> bool:
    """Parameter names that carry a whole URL or path rather than one segment's value."""
    return name is not None and (name.lower() in URL_NAMES or name.lower().endswith("url")
                                 or name.lower().endswith("path"))


def is_absent(value: Value) -> bool:
    """Whether ``value`` is ``undefined``/``null`` or a member an object literal lacks."""
    return isinstance(value, LitV) and value.value is None or \
        isinstance(value, UnknownV) and value.reason == "no-member"


def rest_type(param: Param) -> str | None:
    """Rule ``ts.pattern-rest``: the type of the rest element of a typed object pattern
    (``({id, ...rest}: TaskUpdate)`` → ``Omit<TaskUpdate, 'id'>``: the members the pattern
    does not name), ``None`` when the pattern has no type."""
    if not param.type_text:
        return None
    named = [f"'{n}'" for n in param.pattern if not n.startswith("...")]
    return f"Omit<{param.type_text}, {' | '.join(named)}>" if named else param.type_text


def fallback_choice(value: AltV, kind: str) -> bool:
    """Rule ``value.spread-fallback``: whether ``value``, an option of a choice of ``kind``,
    is a fallback from a parameter's member to fixed values (``opts.method || 'POST'``, as
    ``{method: 'POST', ...opts}`` reads) that must stay whole inside a choice of another
    kind: flattened, its member would be an option of its own, absent for a caller whose
    object lacks it (a GET by default) instead of leaving the fallback."""
    return kind != value.kind and value.kind in FIRST_SET and mentions_param(value.options[0]) \
        and all(literal_of(o) is not None for o in value.options[1:])


def alternatives(values: list[Value], kind: str = "any") -> Value:
    """One value for several possibilities: the single one, or an :class:`AltV` (flattened,
    de-duplicated, capped). Unknown options are kept: a value that is sometimes unknown must
    not look fixed. For ``kind`` ``or`` (``a || b``), options known to be falsy are dropped
    but the last (``a || ''`` is ``''`` when ``a`` is falsy) and nothing after an option known
    to be truthy is reachable; for ``nullish`` (``a ?? b``, a default, rule
    ``value.nullish-default``) the same with options known to be ``null``/``undefined`` and
    options known to be set (``'' ?? b`` is ``''``); a choice of the other kind stays whole.
    ``a && b`` is ``b`` or ``a`` when ``a``'s truth is known; rule ``value.parameter-guard``: when ``a`` reads a parameter
    and ``b`` is an object or function, or ``a`` is a parameter or its member whatever ``b``
    (``options.method &&= 'DELETE'``), it stays ``AltV((a, b), "and")`` (never flattened into
    an outer alternative) so that substituting the parameter per call decides it."""
    if len(values) == 1:                            # one value keeps its own kind
        return values[0]
    if kind == "and" and len(values) == 2:          # a && b
        truth = truthiness(values[0])
        if truth is not None:
            return values[1] if truth else values[0]
        if isinstance(values[0], ParamV) or \
                mentions_param(values[0]) and objectish(values[1]):
            return AltV((values[0], values[1]), "and")   # rule value.parameter-guard
        if truthiness(values[1]) is False:   # rule value.falsy-guard: g && undefined is
            return AltV((values[0], values[1]), "and")   # falsy whatever g is
        kind = "any"
    if kind in FIRST_SET:
        kept: list[Value] = []
        for i, value in enumerate(values):
            truth = truthiness(value) if kind == "or" else presence(value)
            if truth is False and i < len(values) - 1:   # `a || ''` is '' when a is falsy
                continue
            kept.append(value)
            if truth is True:
                break
        values = [v for v in kept if not spells_absent_member(v)] or kept or values[-1:]
    if len(values) == 1:                            # (rule value.null-default: an option
        return values[0]                            # `a ?? b` takes keeps its own kind)
    flat: list[Value] = []
    for o in (o for v in values
              for o in (v.options if isinstance(v, AltV) and v.kind != "and" and v.test is None
                        and not (kind in FIRST_SET and v.kind != kind)
                        and not fallback_choice(v, kind) else (v,))):
        if o not in flat:
            flat.append(o)
            if len(flat) > MAX_ALTERNATIVES:      # the cap below keeps no more: stop here,
                break                             # so 10,000 options cost no 10,000² tests
    if not flat:
        return UnknownV("no-value")
    if len(flat) == 1:
        return flat[0]
    if len(flat) > MAX_ALTERNATIVES:              # capped, visibly: the rest is unknown
        flat = flat[:MAX_ALTERNATIVES - 1] + [UnknownV("too-many-alternatives")]
    return AltV(tuple(flat), "any" if kind == "and" else kind)


def spells_absent_member(value: Value) -> bool:
    """Rule ``value.absent-member-text``: whether a string is built from a member the caller's
    object literal never has (``'api' + options.path`` when the caller passes ``{url}``):
    JavaScript spells it ``undefined`` (``/apiundefined``), the text of no intended request.
    Such an option of ``a || b`` is dropped while another remains, so the caller's own ``url``
    (even one the source does not show) is the value, never an invented ``/api{path}``."""
    return isinstance(value, StrV) and any(
        isinstance(p, HoleV) and isinstance(p.value, UnknownV) and p.value.reason == "no-member"
        for p in value.parts)


def decide_string_test(subject: Value, method: str, literal: str) -> bool | None:
    """Rule ``value.string-test``: whether ``subject.method(literal)`` holds when the
    subject's text proves it: ``startsWith`` by its literal head, ``endsWith``/``includes``
    only on a wholly literal string; ``None`` otherwise."""
    if not isinstance(subject, StrV):
        return None
    head = ""
    for part in subject.parts:
        if not isinstance(part, Text):
            break
        head += part.text
    whole = all(isinstance(p, Text) for p in subject.parts)
    result: bool | None = None
    if method == "startsWith":
        if whole or len(head) >= len(literal):
            result = head.startswith(literal)
        elif not literal.startswith(head):
            result = False
    elif whole:
        result = head.endswith(literal) if method == "endsWith" else literal in head
    return result


NEGATION = {"truthy": "falsy", "falsy": "truthy", "===": "!==", "!==": "===", "==": "!=",
            "!=": "==", "typeof===": "typeof!==", "typeof!==": "typeof===",
            "typeof==": "typeof!=", "typeof!=": "typeof==", **NEGATED_STRING_TESTS,
            **NEGATED_COMPOUND, **NEGATED_MEMBERSHIP, **NEGATED_INSTANCE}


# AngularJS's injectable wrappers of browser globals (rule ``value.angular-window``)
ANGULAR_WINDOW = {"$window": LibV("global"), "$document": LibV("global", ("document",))}


def never_made(template: RequestTemplate) -> bool:
    """Rule ``wrapper.guarded-call``: whether one of ``template``'s
    :attr:`~RequestTemplate.run_guards` is proven false (:func:`decide_test`)."""
    return any((decide_arm(subject, literal) if op == ARM_OP
                else decide_test(subject, op, literal)) is False
               for subject, op, literal in template.run_guards)


def decide_arm(subject: Value, arm: ArmTest) -> bool | None:
    """Rule ``wrapper.chosen-arm``: whether the arm ``arm`` tests runs when its parameter
    holds ``subject`` (:func:`~code2skill.chosen_arms.arm_outcome`); ``None`` when the value
    does not prove it."""
    return arm_outcome([equals(subject, literal) for literal in arm.literals], arm.holds)


def decide_test(subject: Value, method: str, literal: object) -> bool | None:
    """Rules ``value.string-test`` and ``value.condition``: whether a condition holds when
    its subject's value proves it — a string test (:func:`decide_string_test`), the truth of
    the value (``truthy``/``falsy``), or its comparison with a literal (``===``, ``!==``,
    ``==``, ``!=``; ``null`` and ``undefined`` are one value here, so strict and loose
    comparisons with either decide alike); ``None`` when the value does not prove it. A
    build-mode constant is its production build's value (rule ``value.production-build``)."""
    if is_compound(method):                           # rule value.compound-test-guard
        return decide_compound(subject, method, decide_test)
    if method in NEGATED_MEMBERSHIP:                  # rule value.list-membership-test
        return decide_membership(subject, method, literal, equals)
    subject = production_value(subject) or subject
    if method in STRING_TESTS:
        return decide_string_test(subject, method, literal)
    if method.startswith(NOT) and method[len(NOT):] in STRING_TESTS:  # value.string-test-guard
        decided = decide_string_test(subject, method[len(NOT):], literal)
        return None if decided is None else not decided
    if method == IS_ARRAY:                               # rule value.is-array
        decided = decide_is_array(subject)
        return None if decided is None else decided == literal
    if method in NEGATED_INSTANCE:                     # rule value.instanceof-test
        return decide_instance(subject, method, literal)
    if method.startswith("typeof"):
        kind = js_typeof(subject)
        return None if kind is None else (kind == literal) == (method[6:] in ("===", "=="))
    if method in ("truthy", "falsy"):
        truth = truthiness(subject)
        return None if truth is None else truth == (method == "truthy")
    equal = equals(subject, literal)
    return None if equal is None else equal == (method in ("===", "=="))


def js_typeof(value: Value) -> str | None:
    """Rule ``value.condition``: what ``typeof`` gives for ``value`` when the value proves it
    (a string, a literal, an object or array, a function), else ``None``."""
    if isinstance(value, StrV):
        return "string"
    if isinstance(value, LitV):
        found = value.value
        return "undefined" if found is None else "boolean" if isinstance(found, bool) \
            else "string" if isinstance(found, str) else "number" \
            if isinstance(found, (int, float)) else None
    if isinstance(value, UnknownV) and value.reason == "no-member":
        return "undefined"
    if isinstance(value, (ObjV, ArrV)):
        return "object"
    if isinstance(value, FnV):
        return "function"
    return None


def equals(subject: Value, literal: object) -> bool | None:
    """Whether ``subject`` equals the literal, when its value proves it."""
    absent = isinstance(subject, LitV) and subject.value is None or \
        isinstance(subject, UnknownV) and subject.reason == "no-member"
    if literal is None:
        if absent:
            return True
        known = isinstance(subject, (StrV, LitV, ObjV, ArrV, FnV, InstanceV)) or \
            truthiness(subject) is True
        return False if known else None
    if absent:
        return False
    if isinstance(literal, str):
        text = text_of(subject)
        if text is not None:
            return text == literal
        return False if isinstance(subject, (ObjV, ArrV, FnV)) else None
    if isinstance(subject, LitV) and type(subject.value) is type(literal):
        return subject.value == literal
    return None


def unsent(value: Value, substituted: Value) -> bool:
    """Rule ``value.compound-test-guard``: whether a member (a header) written under an
    ``if`` a caller's arguments decide (``value``, a guarded choice with no value where its
    test fails) is absent for that caller: its value there (``substituted``) is the failing
    arm's none. Rule ``value.enclosing-tests``: so is one whose failing arm is the caller's
    own header (``new Headers(options.headers)``, a member of the parameter) that the
    caller's object does not hold (a member of an absent member)."""
    if not (isinstance(value, AltV) and value.test is not None and value.test[1] == "all"):
        return False
    if substituted == LitV(None) and LitV(None) in value.options:
        return True
    return isinstance(substituted, UnknownV) and substituted.reason in ABSENT_MEMBER and any(
        isinstance(o, ParamV) and o.path for o in value.options)


ABSENT_MEMBER = ("no-member", "unknown-member")   # a member the caller's object does not hold


def tests_param(test: tuple) -> bool:
    """Whether guard ``test`` (``(subject value, op, literal)``, a compound one's operands
    each) reads a parameter, so a caller's argument may decide it."""
    return any_part(test, lambda part: mentions_param(part[0]))


def guarded(tests: tuple, written: Value, before: Value) -> Value:
    """``written`` when every test holds, ``before`` when one fails, else an alternative
    that substituting the tests' parameters decides per caller (rule
    ``value.guarded-writes``). One open test is kept in its positive form (``x !== null``
    as ``x === null`` with the options swapped) and keyed by
    :func:`code2skill.branch_pairs.branch_key`, so that choices on it elsewhere in the
    request pair up with it (rule ``value.branch-pairs``). Several open tests (the arm of an
    ``else if``: ``!a`` then ``b``; nested ``if``s) are a chain of such choices, outermost
    test first, each keyed by its own test: the arm of ``if (a) {…} else if (b) {…}`` pairs
    with the first arm's writes on ``a`` and with the others' on ``b``, never crossed."""
    open_tests = []
    for test in tests:
        decided = decide_test(*test)
        if decided is False:
            return before
        if decided is None:
            open_tests.append(test)
    if not open_tests:
        return written
    if written == before:
        return written
    if len(open_tests) > MAX_CHAINED_TESTS:
        return AltV((written, before), "any", None, (tuple(open_tests), "all", None))
    for test in reversed(open_tests):  # rule value.branch-pairs: one keyed choice per test
        test, holds = positive(test)
        options = (written, before) if holds else (before, written)
        written = AltV(options, "any", branch_key(test), ((test,), "all", None))
    return written


MAX_CHAINED_TESTS = 4   # tests of nested ifs / else-if chains chosen one by one (2^n options)


def assume(value: Value, tests: tuple) -> Value:
    """``value`` read where ``tests`` hold: its guarded alternatives whose tests all hold
    are their written value, those with a test known to fail their earlier one."""
    if isinstance(value, AltV) and value.test is not None and value.test[1] == "all":
        own = value.test[0]
        if all(t in tests for t in own):
            return assume(value.options[0], tests)
        if any((t[0], NEGATION.get(t[1]), t[2]) in tests for t in own):
            return assume(value.options[1], tests)
        return replace(value, options=tuple(assume(o, tests) for o in value.options))
    if isinstance(value, StrV):
        return flatten(StrV(tuple(replace(p, value=assume(p.value, tests))
                                  if isinstance(p, HoleV) else p for p in value.parts)))
    return value


def objectish(value: Value) -> bool:
    """Whether ``value`` is (or may be) an object or function: what a parameter guard
    (``opts.secure && {headers: …}``) is kept around so it can be decided per call."""
    if isinstance(value, (ObjV, FnV)):
        return True
    return isinstance(value, AltV) and any(objectish(o) for o in value.options)


SCHEME_HOST = re.compile(r"^[a-z][a-z0-9+.-]*://[^/?#]*", re.I)


def class_of_fid(resolver, fid: str) -> str | None:
    """The class whose method ``fid`` is (``None`` for a plain function)."""
    fn = resolver.function(fid)
    return fn.class_name if fn is not None else None


def select(index: Value, pick: Callable[[str], Value]) -> Value:
    """``obj[index]`` given ``pick(name)`` for ``obj.name``: the member named by each value the
    key can take (an enum member, a constant, ``type || ContentType.Json`` once ``type`` is
    known to be absent). A key with an unknown value gives an unknown member, so a lookup that
    is only sometimes resolved never looks fixed."""
    if isinstance(index, AltV) and index.test is not None and len(index.options) == 2:
        return replace(index, options=tuple(select(o, pick) for o in index.options))
    keys = index.options if isinstance(index, AltV) else (index,)
    kind = index.kind if isinstance(index, AltV) else "any"
    found: list[Value] = []
    for key in keys:
        if kind in FIRST_SET and isinstance(key, UnknownV) and key.reason == "no-member":
            continue                                  # an absent option: the || fallback
        name = text_of(key)
        if name is None and isinstance(key, LitV) and isinstance(key.value, (int, float)) \
                and not isinstance(key.value, bool):
            name = js_number_text(key.value)
        found.append(UnknownV("computed-member") if name is None else pick(name))
    if isinstance(index, AltV) and index.cond and len(found) == len(keys):
        return replace(index, options=tuple(found))     # obj[c ? 'a' : 'b']: chosen by c
    return alternatives(found) if found else UnknownV("computed-member")


def object_member(obj: ObjV, prop: str) -> Value | None:
    """``prop`` of an object literal, entries folded in order as JavaScript does: a later key
    wins; a spread may supply it (:func:`spread_member`: ``{method: 'GET', ...opts}`` is
    ``opts.method || 'GET'`` until the parameter is known; a conditional spread
    ``{...(c ? {body} : {})}`` may or may not). ``None`` when the object never has it."""
    result: Value | None = None
    for entry in obj.props:
        if entry.key == prop:
            result = entry.value
        elif entry.key is None and prop not in entry.omit:
            supplied = spread_member(entry.value, prop, result, entry.where)
            if supplied is not None:
                result = supplied
    return result


UNSHOWN_SPREADS = (UnknownV, LibV, ClientV, InstanceV, ResponseV, EnvV, ChoiceV)


def spread_member(value: Value, prop: str, before: Value | None,
                  where: Where | None = None) -> Value | None:
    """``prop`` of ``{…before, ...value}`` where ``before`` is the member so far (``None``
    when absent); ``None`` when the spread never supplies it. A parameter (or a value known
    only by its type) supplies ``value.prop`` if set, else ``before`` stays (kind ``or``);
    alternatives supply each option's member, an option without it keeping ``before``
    (``opts || {}`` stays a choice of ``or``: a given ``opts`` wins), the members of options a
    ternary chose keeping its condition, so that ``url`` and ``method`` spread from one option
    pair up (rule ``value.chosen-members``); rule ``value.unshown-spread``: a value whose
    members the source does not show (an unknown global, a library's object, a response) may
    supply any member, so the member is unknown beside ``before`` (or beside absent) — never
    silently ``before`` alone: a method it may carry is no GET (``where`` is the spread, the
    unknown's evidence); the unknown of rule ``value.unknown-transform`` stays itself."""
    if isinstance(value, ObjV):
        found = object_member(value, prop)
        return found if found is not None or before is None else None
    if isinstance(value, (ParamV, TypedV)):
        supplied = replace(value, path=value.path + (prop,))
        return supplied if before is None else alternatives([supplied, before], "or")
    if isinstance(value, ClientV) and not value.path:
        # rule value.client-spread: {...createClient({baseUrl}), baseUrl} keeps the
        # client's methods: api.POST of that object is the client's POST
        supplied = value.member(prop)
        return supplied if before is None else alternatives([supplied, before], "or")
    if isinstance(value, ClientV) and value.lib == "axios" and value.path == ("defaults",) \
            and isinstance(value.config, ObjV):
        # rule axios.instance-defaults: an instance's defaults are its create config over the
        # library's own, which set no method, URL or data
        return spread_member(value.config, prop, before, where)
    if isinstance(value, AltV) and value.kind == "and" and len(value.options) == 2:
        # rule value.guarded-spread: {...(g && v)} spreads v, or nothing when g is falsy
        return spread_member(value.options[1], prop, before, where)
    if isinstance(value, AltV):
        options = list(value.options)
        if value.kind in FIRST_SET:         # a || b: an object option is always taken
            first_object = next((i for i, o in enumerate(options) if isinstance(o, ObjV)),
                                None)
            options = options if first_object is None else options[:first_object + 1]
        found = [spread_member(o, prop, before, where) for o in options]
        if all(f is None for f in found):
            return None
        fallback = before if before is not None else LitV(None)
        kind = value.kind if value.kind in FIRST_SET else "any"
        supplied = [f if f is not None else fallback for f in found]
        if value.cond and kind == "any" and any(s != supplied[0] for s in supplied):
            # {...(id ? {url: a, method: 'PUT'} : {url: b, method: 'POST'})}
            return AltV(tuple(supplied), "any", value.cond, value.test, value.arms)
        return alternatives(supplied, kind)
    if isinstance(value, UNSHOWN_SPREADS):
        unknown = value if isinstance(value, UnknownV) and value.reason == \
            value_transforms.UNKNOWN_REASON else UnknownV("spread-member",
                                                         where or first_where(value))
        return alternatives([unknown, before if before is not None else LitV(None)], "or")
    return None


def response_member(response: ResponseV, prop: str) -> ResponseV:
    """``response.prop``: the library's way into the body (``data``, ``json()``, ``body``:
    ``LibraryFacts.response_body`` of the registry's recognisers) enters it once; a result's
    body member (``LibraryFacts.result_body``) enters it at that member; an envelope's own
    entry (``ResponseV.entry``: Angular's ``res.body`` under ``observe: 'response'``) enters
    it instead of the library's way in; any other member is read along ``path``."""
    if not response.body and not response.path and response.entry is not None:
        return replace(response, body=True) if prop == response.entry else \
            replace(response, path=(prop,))
    if not response.body and not response.path:
        bodies, results = registry_bodies()
        if bodies.get(response.lib) == prop:
            return replace(response, body=True)
        if results.get(response.lib) == prop:
            return replace(response, body=True, path=(prop,))
    return replace(response, path=response.path + (prop,))


@lru_cache(maxsize=1)
def registry_bodies() -> tuple[dict[str, str], dict[str, str]]:
    """:func:`response_bodies` of the registry's recognisers."""
    from code2skill.extractors.registry import RECOGNISERS
    return response_bodies(RECOGNISERS)


def response_bodies(recognisers: Iterable) -> tuple[dict[str, str], dict[str, str]]:
    """``(library id → how its response reaches the body, library id → its result's body
    member)`` from the ``LibraryFacts`` of ``recognisers``: a member (axios ``res.data``), a
    method (fetch ``res.json()``) or ``""`` (ofetch resolves to the body); an Apollo result's
    ``data`` is the response body's ``data``."""
    return ({rec.id: rec.facts.response_body for rec in recognisers
             if rec.facts.response_body is not None},
            {rec.id: rec.facts.result_body for rec in recognisers
             if rec.facts.result_body is not None})


def flatten(value: StrV) -> StrV:
    """Inline holes whose value is itself a string (``${API}`` → its text and holes, keeping
    the origin or taking the hole's name as theirs), a number's text as JavaScript writes it,
    and merge nothing else: each literal keeps its own evidence. A named value whose empty
    text fills a whole inner path segment stays a hole (rule ``path.empty-segment``)."""
    parts: list[Text | HoleV] = []
    for index, part in enumerate(value.parts):
        if isinstance(part, HoleV) and part.name and empty_text(part.value) and empty_segment(
                text_before(parts), text_after(value.parts[index + 1:])):
            parts.append(kept_segment(part))     # rule path.empty-segment
        elif isinstance(part, HoleV) and isinstance(part.value, StrV):
            for inner in part.value.parts:
                if inner.origin is None and part.name:
                    parts.append(replace(inner, origin=part.name))
                else:
                    parts.append(inner)
        elif isinstance(part, HoleV) and isinstance(part.value, LitV) \
                and part.value.value is not None:
            parts.append(Text(js_number_text(part.value.value), part.value.where, part.name))
        else:
            parts.append(part)
    return StrV(tuple(parts))
