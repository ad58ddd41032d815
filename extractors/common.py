"""Helpers shared by the library recognisers: headers, auth hints, body encodings, methods.

All take resolved values (or IR expressions read through the recogniser's ``Context``); none
computes a location itself.
"""
from __future__ import annotations

import re

from code2skill import redact
from code2skill.auth_opt_out import config_tests
from code2skill.facts import Alt, Assignment, Call, Fn, Member, Obj, Ref
from code2skill.normalize import describe
from code2skill.requests import AuthHint, Header, PendingCredentials, Site
from code2skill.recogniser_context import Frame
from code2skill.string_codecs import is_json_text
from code2skill.sveltekit_events import COOKIE_RULE, cookie_note, read_cookies
from code2skill.values import (
    FIRST_SET, AltV, ArrV, ClientV, EnvV, FnV, LibV, LitV, ObjV, ParamV, StrV, Text, TypedV, Value,
    Where, first_where, mentions_param, text_of,
)

from .choice_headers import CONDITIONAL_NOTE, choice_of_objects, conditional, may_be_absent
from .held_credentials import held_only

HTTP_METHODS = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"})
API_KEY_HEADERS = frozenset({"x-api-key", "api-key", "apikey", "x-apikey", "x-api-token",
                             "x-token", "x-auth-token", "x-access-token"})
TOKEN_SCHEMES = ("bearer", "token", "jwt")
CSRF_HEADERS = frozenset({"requesttoken"})     # Nextcloud's and ownCloud's CSRF header
# a vendor's credential header (``X-Shopify-Storefront-Access-Token``, ``X-Client-Secret``)
API_KEY_NAME = re.compile(r"(^|[-_])(api[-_]?key|access[-_]?token|auth[-_]?token|token|"
                          r"secret)$")


def method_value(name: str, where: Where | None = None) -> StrV:
    """A fixed HTTP method as a string value (upper case; ``del`` → ``DELETE``)."""
    upper = "DELETE" if name.lower() == "del" else name.upper()
    return StrV((Text(upper, where),))


def headers_from(value: Value | None, where: Where | None = None) -> tuple[Header, ...]:
    """Headers from an object value (``{'Content-Type': 'application/json'}``); rule
    ``header.conditional-spread``: the keys of a spread that holds an object only under a
    condition (``...(lang ? {'X-Lang': lang} : {})``, ``...(json && {…})``) are headers sent
    only then (``optional``), each once."""
    if choice_of_objects(value):
        return choice_headers(value, where)
    if not isinstance(value, ObjV):
        return ()
    found = [Header(p.key, p.value, p.where or where) for p in value.props if p.key]
    names = {h.name.lower() for h in found}
    for prop in value.props:
        if prop.key is None:
            for header in spread_headers(prop.value, where, False, 0):
                if header.name.lower() not in names:
                    names.add(header.name.lower())
                    found.append(header)
    return tuple(found)


def choice_headers(value: AltV, where: Where | None) -> tuple[Header, ...]:
    """Rule ``header.helper-object``: the headers of a choice of objects (a helper that builds
    its headers object under conditions, ``let h = {}; if (user) h = {…}; h.Accept = …``), by
    name in the order first sent; a header every option holds is always sent, one that only
    some options hold is ``optional``; its value is the one value (the one fixed text) all
    options holding it send, else the choice (``AltV``) of their values
    (``{'Content-Type': json}`` or ``{'Content-Type': form}``: no one fixed text). A choice
    one of whose options is a caller's value (``{headers: {…}, ...init}`` reads
    ``init.headers`` or the default) names no header before the caller is known: ``()``,
    read again per call (rule ``header.substituted``)."""
    if any(not isinstance(option, ObjV) and mentions_param(option) for option in value.options):
        return ()
    per_option = [{h.name.lower(): h for h in headers_from(option, where)}
                  for option in value.options]
    found: dict[str, Header] = {}
    for headers in per_option:
        for lower, header in headers.items():
            if lower in found:
                continue
            held = [other[lower] for other in per_option if lower in other]
            distinct: dict = {}
            for other in held:
                distinct.setdefault(text_of(other.value) or other.value, other.value)
            values = tuple(distinct.values())
            found[lower] = Header(header.name, values[0] if len(values) == 1 else
                                  AltV(values), header.where,
                                  any(h.optional for h in held) or len(held) < len(per_option),
                                  chosen=True)
    return tuple(found.values())


def spread_headers(value: Value, where: Where | None, guarded: bool, depth: int
                   ) -> list[Header]:
    """The headers a spread value may hold, ``optional`` under an alternative or a guard."""
    if depth > 6:
        return []
    if isinstance(value, AltV) and value.kind == "and" and len(value.options) == 2:
        return spread_headers(value.options[1], where, True, depth + 1)
    if isinstance(value, AltV):
        return [h for option in value.options
                for h in spread_headers(option, where, True, depth + 1)]
    if not isinstance(value, ObjV):
        return []
    return [Header(p.key, p.value, p.where or where, guarded) for p in value.props if p.key]


def auth_from_headers(headers: tuple[Header, ...], rule: str) -> tuple[AuthHint, ...]:
    """Auth hints from header names: ``Authorization`` carrying a token scheme → ``bearer``;
    API-key headers → ``api-key``; a header a conditional spread or a choice of objects
    holds is left to :func:`auth_in_spreads`, which keeps its guards."""
    hints = []
    for header in headers:
        if header.optional or header.chosen:
            continue                     # a conditional spread's: auth_in_spreads reads it
        kind = auth_kind(header.name, header.value)
        if kind:
            hints.append(AuthHint(kind, header.where or first_where(header.value),
                                  COOKIE_RULE if read_cookies(header.value) else rule,
                                  auth_note(header.name, header.value)))
            record_literals(header.value)
    return tuple(hints)


def record_literals(value: Value | None) -> None:
    """Note the fixed texts a credential header is sent with as redacted values (rule
    ``cache.credential-free``: the facts that hold them are not cached), though the contract
    shows only the auth kind."""
    if isinstance(value, StrV):
        for part in value.parts:
            if isinstance(part, Text) and part.text.strip():
                redact.record(part.text.strip())


def auth_in_spreads(headers: Value | None, where: Where | None, rule: str
                    ) -> tuple[AuthHint, ...]:
    """Auth hints from the spread entries of a headers object (``{...(p.headers || {})}``):
    every auth header key in an object the spreads may hold, with the parameter guards
    (``AltV`` of kind ``and``) it sits under, so a call whose arguments make a guard falsy
    drops the hint (``secure && securityWorker(token)`` with ``secure`` absent). Rule
    ``auth.choice-headers``: headers that are a choice of objects as a whole (``const headers
    = authHeader()``, the helper returning ``{Authorization}`` or ``{}``) give the auth keys
    its options hold (:mod:`.choice_headers`)."""
    if choice_of_objects(headers):
        return auth_in_headers_value(headers, where, "auth.choice-headers")
    if not isinstance(headers, ObjV):
        return ()
    return tuple(AuthHint(kind, key_where or where, rule, note, guards)
                 for entry in headers.props if entry.key is None
                 for kind, note, key_where, guards in guarded_auth_keys(entry.value, (), 0))


def auth_in_choice(headers: Value | None, where: Where | None) -> tuple[AuthHint, ...]:
    """Rule ``auth.choice-headers`` for a recogniser that reads no spreads: the auth hints of
    headers that are a choice of objects (:func:`auth_in_spreads`), else ``()``."""
    return auth_in_spreads(headers, where, "auth.choice-headers") \
        if choice_of_objects(headers) else ()


def auth_in_headers_value(headers: Value | None, where: Where | None, rule: str
                          ) -> tuple[AuthHint, ...]:
    """Auth hints from a whole headers value once a wrapper's arguments are substituted into
    it: its own auth keys and those its spreads or alternatives may hold, each with the
    parameter guards it sits under."""
    return tuple(AuthHint(kind, key_where or where, rule, note, guards)
                 for kind, note, key_where, guards in guarded_auth_keys(headers, (), 0))


def guarded_auth_keys(value: Value, guards: tuple[Value, ...], depth: int
                      ) -> list[tuple[str, str, Where | None, tuple[Value, ...]]]:
    """``(kind, note, where, guards)`` for every auth header key in an object value, through
    alternatives, parameter guards and spreads (depth-capped); ``note`` names the header and
    the scheme its value carries (:func:`auth_note`), marked conditional where another option
    of a choice holds no credential header (:func:`.choice_headers.conditional`)."""
    if depth > 8:
        return []
    if isinstance(value, AltV) and value.kind == "and" and len(value.options) == 2:
        return guarded_auth_keys(value.options[1], guards + (value.options[0],), depth + 1)
    if isinstance(value, AltV):                   # rule auth.choice-headers
        per_option = [guarded_auth_keys(option, guards, depth + 1) for option in value.options]
        return conditional([row for rows in per_option for row in rows], per_option,
                           value.options)
    if not isinstance(value, ObjV):
        return []
    found = []
    for prop in value.props:
        kind = auth_kind(prop.key, prop.value) if prop.key else None
        if kind:
            found.append((kind, auth_note(prop.key, prop.value),
                          prop.where or first_where(prop.value), guards))
        elif prop.key is None or prop.key == "headers":
            found.extend(guarded_auth_keys(prop.value, guards, depth + 1))
    return found


def auth_kind(name: str, value: Value | None) -> str | None:
    """The auth kind an ``Authorization`` header's value carries (rule ``auth.header-scheme``,
    :func:`header_scheme`): ``bearer`` for the ``Bearer`` scheme or a value the source does not
    show, ``basic`` for ``Basic`` (rule ``auth.basic-scheme``: ``'Basic ' + btoa(u + ':' + p)``),
    ``api-key`` for any other scheme word (``'Key ' + k``, ```Token ${t}```, ``'JWT ' + t``,
    ``Api-Key …``) or a raw token sent with no scheme; ``api-key`` for API-key headers (the
    usual names, or a name ending in ``-Access-Token``, ``-Token``, ``-Api-Key``, ``-Secret``),
    ``cookie-session`` for a CSRF token header (a name with ``csrf``/``xsrf``, or
    Nextcloud's ``requesttoken``: it only guards cookie sessions); ``api-key`` too for a header
    of any other name whose value starts with the ``Bearer`` scheme word (an app's own
    ``bytestashauth: `Bearer ${token}```, :func:`scheme_valued`); else ``None``."""
    lower = name.lower()
    if lower == "authorization":
        scheme = header_scheme(value)
        if scheme is None or scheme.lower() == "bearer":
            return "bearer"
        return "basic" if scheme.lower() == "basic" else "api-key"
    if lower in API_KEY_HEADERS:
        return "api-key"
    if "csrf" in lower or "xsrf" in lower or lower in CSRF_HEADERS:
        return "cookie-session"
    if API_KEY_NAME.search(lower):
        return "api-key"
    return "api-key" if scheme_valued(value) else None


def scheme_valued(value: Value | None) -> bool:
    """Rule ``auth.header-scheme`` for a header of an app's own name: whether its value starts
    with the ``Bearer`` scheme word (``bytestashauth: `Bearer ${token}```), a credential the
    Host sets in that header, scheme included (``api-key``: a ``bearer`` credential is sent as
    ``Authorization``)."""
    scheme = header_scheme(value) if value is not None else None
    return scheme is not None and scheme.lower() == "bearer"


BASIC_SCHEME = re.compile(r"(?i)\s*basic\s")
SCHEME_WORD = re.compile(r"\s*([A-Za-z][A-Za-z0-9_.-]*)\s+")
MAX_SCHEME_DEPTH = 6


def header_scheme(value: Value | None, depth: int = 0) -> str | None:
    """Rule ``auth.header-scheme``: the scheme word an ``Authorization`` value starts with
    (``'Token ' + t`` → ``Token``; ```${cfg.scheme} ${t}``` with ``scheme: 'JWT'`` → ``JWT``),
    ``""`` for a raw credential with no scheme (a parameter, an environment variable, a bare
    ``${token}`` or one fixed word), ``None`` where the source does not show it (an unresolved
    call or read, or an unresolved part before the first space). Through alternatives, the
    first option that shows a scheme (an empty string option, ``t ? 'Bearer ' + t : ''``,
    shows none)."""
    if depth > MAX_SCHEME_DEPTH:
        return None
    if isinstance(value, AltV):
        options = value.options[1:] if value.kind == "and" else value.options
        schemes = [header_scheme(option, depth + 1) for option in options]
        return next((s for s in schemes if s), next((s for s in schemes if s is not None), None))
    if isinstance(value, (ParamV, EnvV)):
        return ""
    if not isinstance(value, StrV) or not value.parts:
        return None
    prefix, rest = leading_text(value, depth)
    if prefix is None:
        return None
    match = SCHEME_WORD.match(prefix)
    if match:
        return match.group(1)
    if rest and prefix.strip():
        return None                                  # 'Bear' + x: the word is cut by a hole
    if rest and not prefix.strip():                  # `${token}` alone, or `${a} ${b}` unknown
        return "" if len(rest) == 1 and not value_has_space(value) else None
    return "" if prefix.strip() else None


def leading_text(value: StrV, depth: int) -> tuple[str | None, tuple]:
    """The fixed text a string value starts with (holes holding fixed strings read through)
    and the parts after it (from the first hole the source does not fix); ``(None, ())`` past
    the depth cap."""
    text = ""
    for index, part in enumerate(value.parts):
        if isinstance(part, Text):
            text += part.text
            continue
        inner = part.value
        if isinstance(inner, StrV) and depth < MAX_SCHEME_DEPTH:
            head, rest = leading_text(inner, depth + 1)
            if head is None:
                return None, ()
            text += head
            if not rest:
                continue
            return text, rest + value.parts[index + 1:]
        return text, value.parts[index:]
    return text, ()


def value_has_space(value: StrV) -> bool:
    """Whether a string value's fixed parts hold a space (a scheme separator)."""
    return any(isinstance(p, Text) and " " in p.text for p in value.parts)


def auth_note(name: str, value: Value | None) -> str:
    """The evidence note of an auth header: ``header Authorization`` plus the scheme its value
    carries where not ``Bearer`` (``header Authorization, scheme Token``; ``…, no scheme``),
    where the server reads it from a request cookie (rule ``sveltekit.cookie-credential``:
    ``header Authorization, read on the server from the request's cookie accessToken``), and
    (rule ``auth.conditional-scheme``) :data:`CONDITIONAL_NOTE` when such a scheme's header
    is set only under a condition (one alternative of its value is absent: ``if
    (server.authorization === 'basic') headers['Authorization'] = `Basic ${c}```), or (rule
    ``auth.conditional-credential``) any credential header written under a test the client
    decides at run time (:func:`written_under_test`)."""
    note = scheme_note(name, value)
    scheme = header_scheme(value) if name.lower() == "authorization" else None
    named = scheme is not None and scheme.lower() != "bearer"
    return note + CONDITIONAL_NOTE if may_be_absent(value) and (
        named or written_under_test(value)) else note


def written_under_test(value: AltV) -> bool:
    """Rule ``auth.conditional-credential``: whether a header value that may be absent was
    written under an ``if`` or chosen by a ternary (``if (token) headers.Authorization =
    …``), not merely a value that is unknown; a test a caller's arguments decide (``if
    (['POST', 'PUT'].includes(method))``) is settled per call
    (:func:`code2skill.resolution.shared.settled_hints`)."""
    return value.cond is not None


def scheme_note(name: str, value: Value | None) -> str:
    """:func:`auth_note` without the condition: the header's name, its scheme where not
    ``Bearer``, and the request cookie a server reads it from."""
    cookie = cookie_note(value)
    note = f"header {name}" + (f", {cookie}" if cookie else "")
    if name.lower() != "authorization" and auth_kind(name, None) is None \
            and scheme_valued(value):
        return f"header {name}, scheme Bearer" + (f", {cookie}" if cookie else "")
    if name.lower() != "authorization":
        return note
    scheme = header_scheme(value)
    if scheme is None or scheme.lower() == "bearer":
        return note
    note = f"header {name}, scheme {scheme}" if scheme else f"header {name}, no scheme"
    return note + (f", {cookie}" if cookie else "")


def basic_scheme(value: Value | None) -> bool:
    """Whether a header value's leading literal is the HTTP ``Basic`` scheme word."""
    if not isinstance(value, StrV) or not value.parts or not isinstance(value.parts[0], Text):
        return False
    return BASIC_SCHEME.match(value.parts[0].text) is not None


TENANT_HEADER = re.compile(r"(?i)^(x-)?([a-z0-9]+-)?"
                           r"(tenant|workspace|organi[sz]ation|org|account|company)"
                           r"([-_]?(id|slug|key))?$")


def tenant_header(name: str) -> bool:
    """Rule ``auth.tenant-header``: a header naming the tenant (``X-Tenant-Id``,
    ``X-Workspace``, ``X-Org-Id``), also behind one vendor word (``X-JMS-Org``)."""
    return TENANT_HEADER.match(name) is not None


# object keys whose value is a header map (``{headers: {…}}``, Angular ``clone({setHeaders})``,
# axios ``defaults.headers.common``)
HEADER_CONTAINERS = frozenset({"headers", "setheaders", "common"})
# constructors whose argument is a header map
HEADER_CLASSES = frozenset({"HttpHeaders", "Headers"})
# receivers of ``set``/``append`` that hold query, form or body fields, not headers
FIELD_RECEIVER = re.compile(r"(?i)(param|query|search|form|body|data|payload|store|cache|map)")
MAX_HELPER_HOPS = 2


def header_shaped(name: str) -> bool:
    """Rule ``auth.header-only``: whether a key names a header by its shape wherever it is
    written (``Authorization``, a hyphenated ``X-Api-Key``/``X-CSRF-Token``); a bare
    ``token``, ``apiKey``, ``secret`` or ``csrfProtection`` is a header only inside a header
    map: as a body field or parameter it is no credential the request carries."""
    return name.lower() == "authorization" or "-" in name


def auth_in_function(ctx, value: Value | None, rule: str, *, follow: bool = False,
                     returns_headers: bool = False) -> tuple[AuthHint, ...]:
    """Auth hints set inside a user function used as a plugin or interceptor: assignments to
    ``….Authorization`` (or an API-key header), ``x.set('Authorization', …)``,
    ``xhr.setRequestHeader('Authorization', …)`` (a ``beforeSend`` hook),
    ``x.headers.set(…)``/``append(…)`` and returned or assigned header objects; an assignment
    of a tenant header (``config.headers['X-Tenant-Id'] = …``) is a ``tenant`` hint. A key
    counts only where it is a header (:func:`header_shaped`, or under a header map; the
    return value when ``returns_headers``, e.g. an Ember adapter's ``headers`` getter).
    With ``follow`` (interceptors), the helpers it calls (``this.addToken(req, t)``) and the
    callbacks it passes (``catchError(e => …)``) count too, :data:`MAX_HELPER_HOPS` deep."""
    facts = ctx.function_facts(value)
    if facts is None:
        return ()
    fids = reached_functions(ctx, facts[1].fid) if follow else [facts[1].fid]
    return tuple(hint for fid in fids
                 for hint in auth_in_body(ctx, fid, rule, returns_headers))


def reached_functions(ctx, fid: str) -> list[str]:
    """``fid`` and the program functions it calls or passes as callbacks, up to
    :data:`MAX_HELPER_HOPS` calls away (rule ``auth.interceptor-helper``)."""
    found, frontier = [fid], [fid]
    for _ in range(MAX_HELPER_HOPS):
        nxt = []
        for current in frontier:
            path = ctx.program.function_facts(current)[0]
            for site in ctx.calls_in(current):
                targets = [a.fid for a in site.call.args if isinstance(a, Fn)]
                callee = ctx.program.evaluate(site.call.callee, Frame(path, current))
                if isinstance(callee, FnV):
                    targets.append(callee.fid)
                nxt.extend(t for t in targets
                           if ctx.program.function_facts(t) is not None and t not in found + nxt)
        found.extend(nxt)
        frontier = nxt
    return found


def auth_in_body(ctx, fid: str, rule: str, returns_headers: bool) -> list[AuthHint]:
    """The auth hints of one function's own body (:func:`auth_in_function`)."""
    path, fn = ctx.program.function_facts(fid)
    hints: list[AuthHint] = []

    def key_reader(expr) -> str | None:              # {[config.authHeader]: …}
        return text_of(ctx.program.evaluate(expr, Frame(path, fn.fid)))

    def value_reader(expr) -> Value | None:          # {Authorization: 'Token ' + t}
        return ctx.program.evaluate(expr, Frame(path, fn.fid))

    for assignment in fn.assignments:
        target = ctx.program.written_target(Frame(path, fn.fid), assignment)  # h[KEY] = …
        if target is None:
            continue
        in_headers = any(t.lower().endswith("headers") for t in target[:-1])
        value = written_value(ctx, path, fn.fid, assignment, target[-1])
        kind = auth_kind(target[-1], value) if in_headers or header_shaped(target[-1]) else None
        if kind:
            note = auth_note(target[-1], value)
            if held_only(assignment) and not note.endswith(CONDITIONAL_NOTE):
                note += CONDITIONAL_NOTE                # rule auth.conditional-credential
            hints.append(AuthHint(kind, (path, assignment.span), rule, note,
                                  param_guards(ctx, path, fn.fid, assignment.guard,
                                               assignment.guards),
                                  config_tests(fn, assignment.guard, assignment.guards)))
        elif "headers" in target[:-1] and tenant_header(target[-1]):
            hints.append(AuthHint("tenant", (path, assignment.span), rule,
                                  "header " + target[-1]))
        elif target[-1] == "headers" and isinstance(assignment.value, Obj):
            for prop in assignment.value.props:
                kind = auth_kind(prop.key or "", None)
                if kind:
                    hints.append(AuthHint(kind, (path, prop.span or assignment.span), rule,
                                          f"header {prop.key}"))
    for site in ctx.calls_in(fn.fid):
        callee = site.call.callee
        if isinstance(callee, Member) and callee.prop in ("set", "append", "setHeader",
                                                          "setRequestHeader") \
                and site.call.args and not thrown_away(ctx, site, Frame(path, fn.fid)):
            frame = Frame(path, fn.fid)
            name = text_of(ctx.program.evaluate(site.call.args[0], frame))
            value = ctx.program.evaluate(site.call.args[1], frame) \
                if len(site.call.args) > 1 and isinstance(name, str) \
                and name.lower() == "authorization" else None
            if isinstance(name, str) and auth_kind(name, value) and (
                    header_shaped(name) or not field_receiver(callee.obj)):
                hints.append(AuthHint(auth_kind(name, value), (path, site.call.span), rule,
                                      auth_note(name, value),
                                      param_guards(ctx, path, fn.fid, site.guard, site.guards),
                                      config_tests(fn, site.guard, site.guards)))
            elif name is None and len(site.call.args) > 1 and "header" in " ".join(
                    member_names_of(callee.obj)).lower() and token_scheme(
                    value := ctx.program.evaluate(site.call.args[1], frame)):
                scheme = header_scheme(value) or ""
                hints.append(AuthHint(
                    "bearer" if scheme.lower() == "bearer" else "api-key",
                    (path, site.call.span), rule,
                    f"header (name not resolved) carrying the {scheme} scheme",
                    param_guards(ctx, path, fn.fid, site.guard)))
        header_map = site.call.new and isinstance(callee, Ref) and callee.name in HEADER_CLASSES
        for arg in site.call.args:
            hints.extend(AuthHint(kind, (path, span), rule, note)
                         for kind, note, span in auth_keys(arg, headers=header_map,
                                                           key_of=key_reader,
                                                           value_of=value_reader))
    for returned in fn.returns:
        hints.extend(AuthHint(kind, (path, span), rule, note)
                     for kind, note, span in auth_keys(returned, headers=returns_headers,
                                                       value_of=value_reader))
    return hints


IMMUTABLE_HEADERS = frozenset({"angular-headers"})     # Angular's HttpHeaders builder


def thrown_away(ctx, site, frame: Frame) -> bool:
    """Rule ``angular.discarded-builder``: whether ``site`` (``h.set(k, v)``) is a statement
    whose value is thrown away on an immutable headers builder (Angular's ``HttpHeaders``,
    :data:`IMMUTABLE_HEADERS`), so it sets no header anywhere."""
    if not site.discarded:
        return False
    owner = ctx.program.evaluate(site.call.callee.obj, frame)
    owners = owner.options if isinstance(owner, AltV) else (owner,)
    return any(isinstance(o, ClientV) and o.lib in IMMUTABLE_HEADERS for o in owners)


def written_value(ctx, path: str, fid: str, assignment, key: str) -> Value | None:
    """The value an assignment writes to an ``Authorization`` key (read only for that key,
    whose scheme decides the auth kind), else ``None``."""
    if key.lower() != "authorization" or assignment.value is None:
        return None
    return ctx.program.evaluate(assignment.value, Frame(path, fid))


def token_scheme(value: Value | None) -> bool:
    """Rule ``auth.token-scheme-value``: whether a header value starts with a token scheme
    (``Bearer ${token}``, ``'Token ' + t``): it is an ``Authorization`` credential even when
    the header's name comes from configuration the source does not resolve."""
    if not isinstance(value, StrV) or not value.parts or not isinstance(value.parts[0], Text):
        return False
    first = value.parts[0].text.strip().lower()
    return first in TOKEN_SCHEMES and value.parts[0].text.endswith(" ")


def member_names_of(expr) -> list[str]:
    """The names along a member chain, innermost first (``req.headers`` → ``headers, req``)."""
    names = []
    while isinstance(expr, Member):
        names.append(expr.prop)
        expr = expr.obj
    if isinstance(expr, Ref):
        names.append(expr.name)
    return names


def field_receiver(expr) -> bool:
    """Whether the receiver of a ``set``/``append`` call is named as a holder of query, form
    or body fields (``params.set('token', t)``, ``formData.append('secret', s)``)."""
    names = member_names_of(expr)
    return bool(names) and FIELD_RECEIVER.search(names[0]) is not None \
        and "header" not in names[0].lower()


def param_guards(ctx, path: str, fid: str, guard, enclosing=None) -> tuple[Value, ...]:
    """Rule ``auth.parameter-guard``: the test of the ``if`` a header is set under
    (``if (token) headers.set('Authorization', …)``) when it reads a parameter, so a call
    whose argument leaves it falsy does not send the header; so are the names read for their
    truth by the other ``if``s around it, ``enclosing`` (:class:`Test` s, rule
    ``value.enclosing-tests``: ``if (secure) { if (token) … }``); ``()`` when none does."""
    exprs = ([guard] if guard is not None else []) + [
        t.subject for t in enclosing or () if t.op == "truthy" and t.subject != guard]
    values = (ctx.program.evaluate(expr, Frame(path, fid)) for expr in exprs)
    return tuple(value for value in values if mentions_param(value))


def auth_keys(expr, depth: int = 0, headers: bool = False, key_of=None, value_of=None
              ) -> list[tuple[str, str, object]]:
    """``(kind, note, span)`` for every auth header key in an object literal expression
    (``{ setHeaders: { ...(t ? { Authorization: … } : {}) } }`` included): a key under a
    header map (:data:`HEADER_CONTAINERS`, or the whole object when ``headers``), or one
    :func:`header_shaped` anywhere; a body field ``{ token }`` is none. A tenant header key
    there (:func:`tenant_header`) is kind ``tenant``. ``key_of`` (an
    expression → its fixed text, or ``None``) reads computed keys (``{[authHeader]: …}``);
    ``value_of`` (an expression → its value) reads an ``Authorization`` value's scheme
    (:func:`auth_kind`, :func:`auth_note`)."""
    if depth > 6:
        return []
    found = []
    if isinstance(expr, Obj):
        for prop in expr.props:
            key = prop.key or (key_of(prop.key_expr) if key_of and prop.key_expr else None) \
                or ""
            value = value_of(prop.value) if value_of and key.lower() == "authorization" \
                and prop.value is not None else None
            kind = auth_kind(key, value) if headers or header_shaped(key) else None
            if kind and prop.span is not None:
                found.append((kind, auth_note(key, value), prop.span))
            elif (headers or header_shaped(key)) and tenant_header(key) \
                    and prop.span is not None:                  # rule auth.tenant-header
                found.append(("tenant", f"header {key}", prop.span))
            found.extend(auth_keys(prop.value, depth + 1,
                                   headers or key.lower() in HEADER_CONTAINERS, key_of,
                                   value_of))
    elif isinstance(expr, Alt):
        for option in expr.options:
            found.extend(auth_keys(option, depth + 1, headers, key_of, value_of))
    return found


def is_form_data(value: Value | None) -> bool:
    """Whether a value is a ``new FormData()`` instance."""
    return isinstance(value, LibV) and value.lib == "js" and value.path == ("FormData", "instance")


def declared_form_data(value: Value | None) -> bool:
    """Whether a value is a parameter or variable declared ``FormData`` (``upload(params:
    FormData)``), whose fields the source does not show."""
    return isinstance(value, (ParamV, TypedV)) and not value.path \
        and (value.type_text or "").strip() == "FormData"


def transformed_body(ctx, config: Value | None, data: Value, where: Where | None
                     ) -> tuple[Value, Site] | None:
    """Rule ``body.transform-request``: the body a request config's ``transformRequest``
    (a function, or the last of a list of them: AngularJS ``$http``, axios) makes of ``data``
    when it returns a ``FormData`` or ``URLSearchParams`` (``transformRequest: data => { const
    fd = new FormData(); …; return fd }``): that value, its appends reading ``data`` as the
    transform's first parameter, and a shaping evidence hop at the transform; ``None`` when
    there is no transform or it returns anything else (the body is ``data`` as the library
    encodes it)."""
    transform = ctx.member(config, "transformRequest")
    if isinstance(transform, ArrV) and transform.items:
        transform = transform.items[-1]
    found = ctx.program.function_facts(transform.fid) if isinstance(transform, FnV) else None
    if found is None:
        return None
    made = ctx.program.applied(transform.fid, (data,), where)
    if body_encoding(made) not in ("multipart", "form"):
        return None
    path, fn = found
    return made, Site((path, fn.span), fn.name, "body.transform-request", shaping=True)


def body_encoding(value: Value | None, expr=None, content_type: str | None = None) -> str | None:
    """``json``, ``form``, ``multipart`` or ``None`` from the body value, the IR expression that
    produced it (``JSON.stringify(x)``) and an explicit ``Content-Type``. An object a caller
    serialised (``data: JSON.stringify(saveData)`` handed to a jQuery wrapper), or a parameter
    a wrapper stringifies for what its callers pass (``body: JSON.stringify(params.body)``), is
    ``json`` (rule ``body.json-string``). A value declared ``FormData`` (a parameter or variable typed
    so) is ``multipart`` like a constructed one (rule ``body.form-data-typed``)."""
    if content_type:
        lower = content_type.lower()
        if "json" in lower:
            return "json"
        if "x-www-form-urlencoded" in lower:
            return "form"
        if "multipart" in lower:
            return "multipart"
    if isinstance(expr, Call) and isinstance(expr.callee, Member) \
            and isinstance(expr.callee.obj, Ref) and expr.callee.obj.name == "JSON":
        return "json"
    if isinstance(value, ObjV) and value.serialised or is_json_text(value):
        return "json"                                          # rule body.json-string
    if isinstance(value, ClientV) and value.lib == "urlsearchparams":
        return "form"
    if declared_form_data(value) or is_form_data(value):
        return "multipart"
    if isinstance(value, LibV) and value.lib == "js" and value.path == ("URLSearchParams",
                                                                        "instance"):
        return "form"
    return None


def json_text_rule(value: Value | None, content_type: str | None) -> str | None:
    """Rule ``body.json-string``: the rule id when ``value`` is ``JSON.stringify`` text and no
    content type says otherwise (what made a jQuery ``data`` JSON), else ``None``."""
    return "body.json-string" if (isinstance(value, ObjV) and value.serialised
                                  or is_json_text(value)) and \
        body_encoding(None, None, content_type) is None else None


def is_file_bytes(value: Value | None) -> bool:
    """A constructed ``new File(…)``/``new Blob(…)`` (rule ``body.file-bytes``)."""
    return isinstance(value, LibV) and value.lib == "js" and value.path in (
        ("File", "instance"), ("Blob", "instance"))


def json_unless_text(data: Value | None) -> str | None:
    """Clients that serialise any object body as JSON (axios, Angular ``HttpClient``): ``json``
    unless the body is a string, file bytes (``new Blob(…)``), or typed as a string or as
    ``FormData``/``URLSearchParams``/a file (recognised before this)."""
    if isinstance(data, StrV) or is_file_bytes(data):
        return None
    if isinstance(data, ParamV) and data.type_text and data.type_text.strip() in (
            "string", "FormData", "URLSearchParams", "Blob", "File"):
        return None
    return "json"


def header_text(headers: tuple[Header, ...], name: str) -> str | None:
    """The fixed text of header ``name`` (case-insensitive), if set."""
    for header in headers:
        if header.name.lower() == name.lower():
            return text_of(header.value)
    return None


def is_true(value: Value | None) -> bool:
    return isinstance(value, LitV) and value.value is True


def option(ctx, options: Value | None, keys: tuple[str, ...]) -> Value | None:
    """The value of the first of ``keys`` an options (config) object holds, else ``None``
    (``LibraryFacts.query_keys`` ``("query", "params")``: ``query`` first)."""
    for key in keys:
        found = ctx.member(options, key)
        if found is not None:
            return found
    return None


def sends_credentials(ctx, options: Value | None, credentials: tuple[str, object] | None
                      ) -> bool:
    """Whether an options object sends cookies by the library's ``(key, value)``
    (``LibraryFacts.credentials``: ``credentials: 'include'``, ``withCredentials: true``)."""
    if credentials is None:
        return False
    key, wanted = credentials
    found = ctx.member(options, key)
    return is_true(found) if wanted is True else first_text(found) == wanted


def credential_hints(ctx, options: Value | None, credentials: tuple[str, object] | None,
                     where: Where | None, rule: str
                     ) -> tuple[list[AuthHint], PendingCredentials | None]:
    """The cookie-session hint of request options that send cookies by the library's
    ``(key, value)`` (:func:`sends_credentials`), cited where the options set it or at
    ``where``; else, while the options still read a wrapper's parameter (``{baseURL,
    ...rest}``), the :class:`~code2skill.requests.PendingCredentials` each caller's
    substitution reads again (rule ``auth.substituted-credentials``)."""
    if credentials is None:
        return [], None
    key, wanted = credentials
    if sends_credentials(ctx, options, credentials):
        return [AuthHint("cookie-session", prop_where(options, key) or where, rule,
                         credentials_note(key, wanted))], None
    pending = PendingCredentials(options, key, wanted, rule) \
        if options is not None and mentions_param(options) else None
    return [], pending


def credentials_note(key: str, wanted: object) -> str:
    """``credentials: 'include'`` / ``withCredentials: true`` as the evidence's note."""
    return f"{key}: true" if wanted is True else f"{key}: '{wanted}'"


def prop_where(options: Value | None, key: str) -> Where | None:
    """Where the options object sets ``key`` (``credentials: 'include'`` written in an object
    spread into the call's options, so that the evidence shows the setting), or ``None``."""
    if isinstance(options, ObjV):
        return next((p.where for p in reversed(options.props)
                     if p.key == key and p.where is not None), None)
    return None


def first_text(value: Value | None) -> str | None:
    """The fixed text of a string value, or of the first alternative that has one."""
    if isinstance(value, AltV):
        for option in value.options:
            found = text_of(option)
            if found is not None:
                return found
        return None
    return text_of(value)


def chosen_text(value: Value | None) -> str | None:
    """:func:`first_text`, except that a choice in order (``a || b``) whose earlier option
    still reads a parameter is undecided (``None``) until that parameter is substituted
    (``opts.method || "POST"``: the caller's options may name the method)."""
    if isinstance(value, AltV) and value.kind in FIRST_SET:
        for option in value.options:
            found = text_of(option)
            if found is not None:
                return found
            if mentions_param(option):
                return None
        return None
    return first_text(value)


def member_calls(program, prop: str):
    """Every call ``….prop(arg, …)`` with at least one argument in the program, in path order.

    Yields ``(path, site, frame)``: the module path, the call site and the :class:`Frame` its
    arguments are evaluated in. The program-wide passes of recognisers (``request.setup(…)``,
    ``store.dispatch(…)``) start from it and decide by the receiver and the arguments."""
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            callee = site.call.callee
            if isinstance(callee, Member) and callee.prop == prop and site.call.args:
                yield path, site, Frame(path, site.scope)


def xhr_settings_auth(ctx, settings: Value, where: Where | None, rule: str,
                      credentials_rule: str, note: str) -> list[AuthHint]:
    """The auth of XHR-style request settings (``$.ajaxSetup``, Framework7 ``request.setup``):
    a credential header their ``beforeSend(xhr)`` sets (``rule``) and ``xhrFields:
    {withCredentials: true}`` (``cookie-session`` under ``credentials_rule``, with ``note``)."""
    found = list(auth_in_function(ctx, ctx.member(settings, "beforeSend"), rule))
    if is_true(ctx.member(ctx.member(settings, "xhrFields"), "withCredentials")):
        found.append(AuthHint("cookie-session", where, credentials_rule, note))
    return found


def settings_calls(program, prop: str, accepts):
    """The program-wide settings calls ``….prop({...})`` of one library (``request.setup``,
    ``$.ajaxSetup``): each call :func:`member_calls` finds whose callee ``accepts(callee,
    frame)`` and whose first argument the resolver reads as an object literal. Yields
    ``(ctx, settings, where)``: a :class:`Context` in the call's frame, the settings
    :class:`ObjV` and where the call is."""
    from code2skill.recogniser_context import Context

    for _path, site, frame in member_calls(program, prop):
        if not accepts(site.call.callee, frame):
            continue
        settings = program.evaluate(site.call.args[0], frame)
        if isinstance(settings, ObjV):
            ctx = Context(program, frame, None)
            yield ctx, settings, ctx.where(site.call.span)


def stream_site(callee, site, ctx, lib: str, handle: str, opens, message) -> list | None:
    """The ``request`` hook of a long-lived connection's recogniser (rules
    ``stream.event-source``, ``stream.web-socket``): ``[]`` for every call of library ``lib``
    or on the object it opens (``handle``: no request/response call); a call that ``opens(callee,
    new)`` a connection is a reviewed request-like site with one ``medium`` review item,
    ``message(callee, new, url)`` (``url`` described from the first argument, ``None`` when
    there is none); ``None`` for calls of other libraries."""
    if isinstance(callee, ClientV) and callee.lib == handle:
        return []
    if not isinstance(callee, LibV) or callee.lib != lib:
        return None
    where = ctx.where(site.call.span)
    if opens(callee, site.call.new) and where is not None:
        args = ctx.args(site.call)
        ctx.program.note_reviewed_site(where, lib)
        ctx.program.note_review("medium", message(callee, site.call.new,
                                                  describe(args[0]) if args else None), where)
    return []


def program_assignments(program) -> list[tuple[Frame, Assignment]]:
    """Every assignment of the program with the frame it runs in (module bodies and
    functions alike), in module order: what a setup pass reading defaults scans."""
    found = []
    for path in sorted(program.modules):
        module = program.modules[path]
        found += [(Frame(path, None), a) for a in module.assignments]
        for fid, fn in module.functions.items():
            found += [(Frame(path, fid), a) for a in fn.assignments]
    return found
