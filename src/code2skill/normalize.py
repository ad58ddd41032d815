"""Phase 4: turn emitted request templates into observed calls with a service, a method, a path
template and query parameters.

Rules (each names the evidence rule it stamps):

* ``url.alternatives`` — a URL with alternatives (``'articles' + (feed ? '/feed' : '')``) is
  several calls, at most :data:`MAX_VARIANTS`.
* ``url.base-join`` — a client base URL (axios ``baseURL``) is prefixed unless the URL is
  absolute.
* ``service.*`` — the leading part of the URL decides the service: an environment variable
  (``service.env``), a constant holding an absolute URL (``service.constant``), a named value
  whose alternatives are fixed bases, one of them absolute (``let base = ''; if (prod) base =
  '//api.example'``: ``service.binding``, one service however many alternatives), an inline
  absolute URL (``service.literal-origin``), or nothing: the page's own origin
  (``service.same-origin``). Observed hosts are deployment references only.
* ``path.param`` — every hole becomes ``{name}`` with the source's name; a hole with no name is
  ``{param}`` and a review item, never a guess. A hole glued to text inside a segment is kept but
  reported.
* ``query.*`` — ``?a=1&b=${x}`` in the URL and a ``params``/``.query()`` object become query
  parameters (fixed values or inputs).
"""
from __future__ import annotations

import itertools
import json
import re
from dataclasses import dataclass, field, replace
from urllib.parse import urlsplit

from code2skill import value_transforms
from code2skill.adapter_action_urls import MESSAGE as ADAPTER_URL_MESSAGE, RULE as ADAPTER_URL_RULE
from code2skill.adapter_action_urls import flat_options, unshown_adapter_url
from code2skill.base_urls import base_url_key
from code2skill.provided_values import TOKEN_RULE
from code2skill.built_base_path import built_base_path
from code2skill.switched_root import RULE as SWITCHED_ROOT_RULE
from code2skill.switched_root import (base_as_url, switched_note, switched_root,
                                      under_fixed_root)
from code2skill.looped_appends import RULE as LOOPED_APPEND
from code2skill.lookup_bases import Lookup
from code2skill.literal_urls import RULE as LITERAL_URL_RULE, literal_union_url
from code2skill.problem import Problem
from code2skill.receiver_names import receiver_names
from code2skill.condition_arms import RULE as ARM_RULE, arm_notes
from code2skill.static_files import (API_ASSET_RULE, API_DOCUMENT_RULE, STATIC_FILE_RULE,
                                     api_document_note, base_path, file_kind)
from code2skill.unread_documents import (RULE as UNREAD_DOCUMENT_RULE, review_note as unread_note,
                                         unread_document)
from code2skill.redact import CREDENTIAL, is_credential_position
from code2skill.store_reads import unshown_name
from code2skill.spread_queries import spread_only
from code2skill.unnamed_keys import (bare_token_review, token_shaped, unnamed_review, withheld,
                                     withheld_text)
from code2skill.partial_scheme import RULE as PARTIAL_SCHEME_RULE
from code2skill.partial_scheme import message as partial_scheme_message, partial_scheme
from code2skill.base_dot_segments import climb_into_base, climbs_out_note
from code2skill.template_tags import unread_words
from code2skill.boolean_segments import boolean_segment, flag_hole
from code2skill.fallback_segments import fallback_choices
from code2skill.linked_arms import arm_count
from code2skill.caller_arms import unpassed_notes
from code2skill.colon_placeholders import colon_placeholders
from code2skill.form_bodies import form_fields, is_search_params
from code2skill.form_strings import (QUERY_STRING_RULE, form_string_fields,
                                     query_string_fields, repeated_note)
from code2skill.in_browser_urls import RULE as BROWSER_RULE, in_browser, review_note
from code2skill.issued_uploads import RULE as ISSUED_RULE, issued_target, review_note as issued_note
from code2skill.passes.binary_body import RULE as BINARY_RULE, raw_bytes
from code2skill.passes.declared_media import guessed_json
from code2skill.extractors.server_values import KIND as SERVER_TEMPLATE
from code2skill.unknown_method import unknown_method_note
from code2skill.extractors.server_values import RULE as SERVER_TEMPLATE_RULE
from code2skill.graphql_subscriptions import subscription_problem
from code2skill.glued_query import glued_entry, glued_unknown_note
from code2skill.query_holes import option_entries, query_parts, query_start
from code2skill.query_separators import is_separator, separator_text, stray_query
from code2skill.query_restarts import restarted_query
from code2skill.params_objects import params_query, spread_of
from code2skill.request_options import without_options_members
from code2skill.requests import (
    AuthHint, DeclaredOperation, GraphQLOp, Header, RequestTemplate, Site, library_site,
)
from code2skill.resolution.shared import Emitted, is_url_name
from code2skill.resolution.emission import chosen
from code2skill.unfollowed_wrappers import wrapper_note
from code2skill.optional_base import optional_base_segment, optional_base_segments
from code2skill.page_base_path import after_base_path
from code2skill.provided_base import TEMPLATE_SOURCE
from code2skill.page_path_prefix import page_derived, prefix_option
from code2skill.page_origin_split import RULE as ORIGIN_SPLIT, cut_origin
from code2skill.page_data_urls import page_read_problem
from code2skill.deployment_prefix import (
    RULE as DEPLOYMENT_PREFIX, deployment_prefix, prefix_after_origin,
)

ORIGIN_BASE = "service.page-origin-base"
from code2skill.runtime_base import (
    UNRESOLVED_CALL, RuntimeBase, configured, leading, runtime_base,
)
from code2skill.served_folder import absolute_by_value, after_served_folder, may_start_path
from code2skill.session_matrix import drop_session_matrix
from code2skill.string_codecs import query_decoded
from code2skill.string_helpers import words
from code2skill.strict import CALL_PREFIX_NOTE
from code2skill.urlsearch import GUARDED as SEARCH_GUARDED, ORIGIN as SEARCH_ORIGIN
from code2skill.computed_writes import is_unshown_key, only_unshown_keys
from code2skill.values import (
    AltV, ArrV, ClientV, EnvV, FnV, HoleV, LibV, LitV, ObjV, ParamV, PropV, ResponseV, StrV, Text,
    TypedV, UnknownV, Value, Where, conditional_spread, deployment_global, first_where,
    js_number_text, text_of,
)
from code2skill.vue_options import is_props_fid

MAX_VARIANTS = 16
# the rules of the problems a template's observation gives in place of a call
FORWARDED_OPTIONS_RULE = "graphql.forwarded-options"
RUNTIME_RESPONSE_RULE = "url.runtime-response"
NOT_HTTP_RULE = "url.not-http"
SCHEME = re.compile(r"^(https?:)?//[^/?#]*", re.I)


@dataclass(frozen=True, slots=True)
class ServiceRef:
    """Which backend a call goes to: ``key`` identifies it (an env var, a constant, an origin or
    ``same-origin``), ``label`` is the name hint, ``observed`` the base URLs seen in source with
    where they were seen, ``rule`` how it was decided."""

    key: str
    label: str
    observed: tuple[tuple[str, Where | None], ...]
    rule: str
    where: Where | None = None
    sources: tuple[str, ...] = ()    # service.runtime-base: where the page reads the base
    # service.optional-base-segment: (name, where) of segments the base may carry
    optional: tuple[tuple[str | None, Where | None], ...] = ()
    # service.page-base-path: (source, where) of the deployment's base path the paths follow
    base_path: tuple[tuple[str, Where | None], ...] = ()
    # (rule, where) of the further rules that read the base (service.page-origin-split,
    # service.page-origin-base)
    rules: tuple[tuple[str, Where | None], ...] = ()
    # service.configured-base-path: (note, where) of the base path the app fixes for the
    # variable, when a path written in full under it is this service's call
    under_base: tuple[tuple[str, Where | None], ...] = ()
    # service.config-lookup: the configuration lookup (``config.get('api.host')``) every URL
    # of this base opens with, the key of the service whatever the call site
    lookup: Lookup | None = None


@dataclass(frozen=True, slots=True)
class PathParam:
    """A path-template parameter: its name, the value it came from, where the hole is;
    ``tag`` the ``(rule, note)`` of the tag function that spliced it (:attr:`HoleV.tag`);
    ``receiver`` the object its member is read from (:attr:`HoleV.receiver`, rule
    ``path.receiver-name``); ``owned``: the parameter is named after it or follows a segment
    a condition chose (rule ``path.condition-arm``), so it describes the parameter."""

    name: str
    value: Value
    where: Where | None
    tag: tuple[str, str] | None = None
    receiver: str | None = None
    owned: bool = False


@dataclass(frozen=True, slots=True)
class QueryParam:
    """A query parameter: name; ``fixed`` text when the client always sends one value, else
    the value it is sent from."""

    name: str
    value: Value | None
    fixed: str | None
    where: Where | None
    in_url: bool = True
    source: str | None = None        # the source's name for an interpolated value
    via: tuple[str, Where | None] | None = None   # (rule, place) of a join of an object's
    #                                               members that made it (query.entries-join)


@dataclass
class Observed:
    """One observed backend call, ready for clustering into a capability."""

    method: str
    path_template: str
    service: ServiceRef
    path_params: list[PathParam]
    query: list[QueryParam]
    query_object: Value | None
    body: Value | None
    body_encoding: str | None
    headers: tuple[Header, ...]
    auth: tuple[AuthHint, ...]
    sites: tuple[Site, ...]
    lib: str
    function: str | None
    fid: str | None
    method_where: Where | None
    notes: list[tuple[str, str, Where | None]] = field(default_factory=list)
    method_rule: str | None = None
    method_note: str | None = None
    named_prefix: bool = False
    graphql: GraphQLOp | None = None
    body_may_be_absent: bool = False
    handlers: tuple[str, ...] = ()
    response_type: tuple[str, Where] | None = None
    response_source: tuple[str, str] | None = None   # RequestTemplate.response_source
    answer_through: Where | None = None              # RequestTemplate.answer_through
    # the declared return type of the generic helper whose type argument is response_type
    # (rule output.declared-answer: json<T>(res): Promise<T>)
    response_helper: Where | None = None
    return_types: tuple[tuple[str, Where], ...] = ()
    envelope: tuple[str, str, Where | None] | None = None   # RequestTemplate.envelope
    method_unshown: bool = False     # rule method.unshown: the method may be another value
    # the URLSearchParams that made the body (rule body.search-params-fields), where
    form_where: Where | None = None
    # the form-encoded string whose pairs are the body's fields (rule body.form-string-fields)
    form_string_where: Where | None = None
    declared_operation: DeclaredOperation | None = None   # RequestTemplate.declared_operation
    # the request went through a client configured with a base URL (rule service.third-party:
    # a constant base only a request's own URL spells is a third party's candidate)
    client_base: bool = False
    encoding_rule: str | None = None       # RequestTemplate.encoding_rule (body.json-string)
    # path parameters written as one literal of their union (rule path.literal-operations):
    # (rule, note, where of the hole)
    literal_segments: tuple[tuple[str, str, Where | None], ...] = ()
    # rules that rewrote the path as written (service.configured-base-path: the base it was
    # written under) or read it from a server's route (laravel.route-file): (rule, note, where)
    path_rewrites: tuple[tuple[str, str, Where | None], ...] = ()
    # declared-typed parameters spread into the query object with the place of each spread
    # (``params: {...params, ...options?.params}``): the schema pass reads their declared
    # members (rule query.typed-spread)
    query_spreads: tuple[tuple[Value, Where | None], ...] = ()
    # where the client reads the response body as a stream (rule stream.body-reader): a
    # streamed call, never merged with the plain calls of its endpoint (stream.separate-call)
    stream_read: Where | None = None


def observe(emitted: list[Emitted]) -> tuple[list[Observed], list[Problem]]:
    """All observed calls from emitted templates, and the problems found on the way (calls
    whose method or URL could not be determined …)."""
    calls: list[Observed] = []
    problems: list[Problem] = []
    for item in emitted:
        for template in correlated(item.template):
            observe_one(template, item.fid, calls, problems)
    return unify_services(calls), problems


def unify_services(calls: list[Observed]) -> list[Observed]:
    """Rule ``service.same-base``: a call to an inline absolute URL that lies under another
    service's observed base URL (``https://api.payments.example/v1/refunds`` beside a base
    ``https://api.payments.example/v1``) goes to that service, its path relative to the base."""
    bases = sorted({(url.rstrip("/"), call.service) for call in calls
                    if call.service.rule != "service.literal-origin"
                    for url, _ in call.service.observed if SCHEME.match(url)},
                   key=lambda item: -len(item[0]))
    out = []
    for call in calls:
        if call.service.rule == "service.literal-origin" and call.service.observed:
            full = call.service.observed[0][0].rstrip("/") + call.path_template
            for base, service in bases:
                if full.startswith(base + "/"):
                    call = replace(call, service=service, path_template=full[len(base):])
                    break
        out.append(call)
    return out


def correlated(template: RequestTemplate) -> list[RequestTemplate]:
    """Rule ``url.same-condition``: values chosen by ternaries on the same condition in one
    function (``id ? 'PUT' : 'POST'`` with ``id ? `${path}/${id}` : path``, also inside a
    path piece, a body or a query, or through separate variables assigned from the same
    test) pair up option by option instead of multiplying out: one template per option of
    each condition that chooses in two places or more. Rule ``value.branch-pairs``: the
    pairing whose URL no arm wrote (``let url; if (id) url = …; else if (name) url = …; else
    throw …``: the arm that throws) is no request when another pairing has a URL."""
    found: dict[str, list] = {}
    for part in (template.method, template.url, template.body, template.query):
        conditions(part, found, 0)
    out = [template]
    for cond, (count, places) in found.items():
        if count is None or len(places) < 2 or len(out) * count > MAX_CORRELATED:
            continue
        out = [replace(t, method=chosen(t.method, cond, i), url=chosen(t.url, cond, i),
                       body=chosen(t.body, cond, i), query=chosen(t.query, cond, i))
               for t in out for i in range(count)]
    distinct: list[RequestTemplate] = []
    for t in out:                 # (a choice nested in one option only splits the others)
        if t not in distinct:
            distinct.append(t)
    written = [t for t in distinct if not (isinstance(t.url, LitV) and t.url.value is None)]
    return written or distinct


MAX_CORRELATED = 64        # templates one request may split into by shared conditions


def conditions(value: Value | None, found: dict[str, list], depth: int) -> None:
    """Gather the ternary conditions (:attr:`AltV.cond`) ``value`` chooses by:
    ``found[cond]`` is ``[options, {the distinct choices on it}]``, options ``None`` when two
    choices on it differ in length."""
    if value is None or depth > 40:
        return
    if isinstance(value, AltV):
        if value.cond:
            count = arm_count(value)             # (rule value.linked-arms)
            entry = found.setdefault(value.cond, [count, set()])
            entry[1].add(value)                  # (one choice met twice is one place)
            if entry[0] != count:
                entry[0] = None
        for option in value.options:
            conditions(option, found, depth + 1)
    elif isinstance(value, StrV):
        for part in value.parts:
            if isinstance(part, HoleV):
                conditions(part.value, found, depth + 1)
    elif isinstance(value, ObjV):
        for prop in value.props:
            conditions(prop.value, found, depth + 1)
    elif isinstance(value, ArrV):
        for item in value.items:
            conditions(item, found, depth + 1)



def settle_config_spreads(template: RequestTemplate) -> RequestTemplate:
    """Rule ``axios.config-spread``: the values spread into a request config (``{ params,
    ...extra }``), read once the outermost caller's arguments are substituted. An object that
    names ``baseURL`` sets the base (each option of a conditional spread adds an alternative
    to the client's); one whose members the source does not show (a parameter no caller fills,
    an unknown value, an object with a spread of its own) only *may* override the client's base
    URL or headers, so the client's base stays and a medium review note says so; absent
    values and objects without ``baseURL`` change nothing."""
    base, notes = template.base, template.notes
    unshown = False
    for spread in template.config_spreads:
        options = spread.options if isinstance(spread, AltV) else (spread,)
        named = []
        for option in options:
            option = present(option)
            if option is None or not isinstance(option, ObjV) \
                    or any(p.key is None and present(p.value) is not None
                           for p in option.props):   # ({...undefined} spreads nothing)
                unshown = unshown or option is not None
                continue
            value = next((p.value for p in reversed(option.props) if p.key == "baseURL"), None)
            if value is not None:
                named.append(value)
        if named:
            kept = (base,) if len(named) < len(options) and base is not None else ()
            base = named[0] if len(named) == 1 and not kept else AltV(tuple(named) + kept)
    query = template.query
    if unshown and spread_only(query):           # rule query.unshown-spread
        query = None
    if unshown:
        notes = notes + (("medium", "the request config spreads a value whose members the "
                          "source does not show; it may override the client's base URL or "
                          "headers" + ("" if query is template.query else
                                       ", or carry query parameters (no input is made of "
                                       "them)"), template.sites[-1].where),)
    if base is template.base and notes is template.notes:
        return template
    return replace(template, base=base, notes=notes, query=query)


def observe_one(template: RequestTemplate, fid: str | None, calls: list,
                problems: list[Problem]) -> None:
    """Append the observed calls of one template (or the problem that stops it)."""
    template = settle_config_spreads(template)
    site = template.sites[0].where
    declared = literal_union_url(template.url)                # rule url.literal-union
    if declared is not None:
        template = replace(template, url=declared[0])
    if isinstance(template.url, UnknownV) and template.url.reason == "module-asset":
        return                                   # a file bundled with the code, no endpoint
    unread = unread_document(template.pending_operation)
    if unread is not None:                       # rule graphql.unread-document
        problems.append(Problem("medium", unread_note(*unread), site, UNREAD_DOCUMENT_RULE))
        return
    if template.pending_operation is not None:   # rule graphql.forwarded-options
        problems.append(Problem("medium", "GraphQL operation sent with an options object whose "
                                "document no caller shows: the operation is not in the contract",
                                site, FORWARDED_OPTIONS_RULE))
        return
    subscription = subscription_problem(template)
    if subscription is not None:                 # rule graphql.subscription
        problems.append(subscription)
        return
    browser = in_browser(template.url)
    if browser is not None:                      # rule request.in-browser-url
        problems.append(Problem("info", review_note(browser), site, BROWSER_RULE))
        return
    if issued_target(template.url):             # rule url.issued-upload-target
        problems.append(Problem("info", issued_note(), site, ISSUED_RULE))
        return
    if runtime_url(template.url):                # rule url.runtime-response
        problems.append(Problem("info", "request to a URL another request returned at runtime "
                                "(an upload or follow-up target, not a fixed endpoint): left "
                                "out", site, RUNTIME_RESPONSE_RULE))
        return
    page_read = page_read_problem(template.url, site)
    if page_read is not None:                    # rule url.page-read
        problems.append(page_read)
        return
    methods = method_texts(template.method)
    if not methods:
        problems.append(Problem("medium", unknown_method_note(template), site))
        return
    template = with_unshown_method(template, methods)
    if not_http(template, problems):
        return
    if unshown_adapter_url(template):            # rule ember-data.adapter-ajax
        problems.append(Problem("medium", ADAPTER_URL_MESSAGE, site, ADAPTER_URL_RULE))
        return
    switched = switched_root(template.url)                    # rule service.switched-root
    if switched is not None:
        template = replace(template, url=under_fixed_root(template.url, switched))
    switched_base = switched_root(base_as_url(present(template.base)))
    if switched_base is not None:                    # (a client's base switched alike)
        template = replace(template, base=StrV(switched_base.fixed))
        switched = switched or switched_base
    variants = url_variants(template)
    if not variants:
        problems.append(Problem("medium", "request URL could not be determined "
                                f"({describe(template.url)})", site))
        return
    if len(variants) >= MAX_VARIANTS:
        problems.append(Problem("medium", f"the request URL has {MAX_VARIANTS} or more "
                                f"alternatives; only the first {MAX_VARIANTS} are in the "
                                "contract", site))
    from code2skill.page_probe import MESSAGE, page_address_url   # (it reads this module)
    from code2skill.page_probe import RULE as PAGE_ADDRESS_RULE
    found: list[Observed] = []
    for method, parts in itertools.product(methods, variants):
        if page_address_url(parts):             # rule url.page-address
            if (problem := Problem("medium", MESSAGE, site, PAGE_ADDRESS_RULE)) not in problems:
                problems.append(problem)
            continue
        observed = build(template, fid, method, parts)
        if observed is None:
            problems.append(Problem("medium", "request URL has no fixed part to name an endpoint "
                                    f"({describe(template.url)}){wrapper_note(template)}", site))
        elif (kind := file_kind(method, observed.path_template, bool(template.auth),
                                base_path(text_of(template.base)))) == STATIC_FILE_RULE:
            problems.append(Problem("info", f"{observed.path_template} is a static file, not "
                                    "an API endpoint: left out (rule url.static-file)", site,
                                    STATIC_FILE_RULE))
        else:
            if kind == API_DOCUMENT_RULE:
                problems.append(Problem("info", api_document_note(method, observed.path_template),
                                        site, API_DOCUMENT_RULE))
            elif kind == API_ASSET_RULE:
                problems.append(Problem("info", api_document_note(
                    method, observed.path_template, kind), site, API_ASSET_RULE))
            observed.method_unshown = bool(unshown_methods(template.method))
            if declared is not None:
                observed.path_rewrites += ((LITERAL_URL_RULE, declared[1], site),)
            if switched is not None:
                observed.notes.append((*switched_note(switched), SWITCHED_ROOT_RULE))
            found.append(observed)
    calls.extend(origin_fallback(drop_subsumed(found)))


NON_HTTP = re.compile(r"(?i)^\s*(?:(about|data|blob|javascript|mailto|tel|sms|"
                      r"chrome-extension|moz-extension|safari-extension|file|wss?):|(#))")


def not_http(template: RequestTemplate, problems: list[Problem]) -> bool:
    """Rule ``url.not-http``: a URL variant that starts with a non-HTTP scheme (``about:``,
    ``data:``, ``blob:``, ``javascript:``, ``mailto:``, ``tel:``, ``chrome-extension:``,
    ``file:``) or a ``#fragment`` names no backend endpoint: left out with an ``info`` item
    (and so does one whose scheme a value finishes, ``"http" + rest``, with a ``medium`` item:
    rule ``url.partial-scheme``, :mod:`code2skill.partial_scheme`);
    a ``ws:``/``wss:`` URL is a WebSocket, which the contract does not describe as an HTTP
    capability: left out with a ``medium`` item. ``True`` when no HTTP variant is left."""
    site = template.sites[0].where
    urls = expand(template.url)
    seen: set[str] = set()
    for url in urls:
        scheme = non_http_scheme(url)
        start = partial_scheme(url)
        if start is not None and start not in seen:       # rule url.partial-scheme
            seen.add(start)
            problems.append(Problem("medium", partial_scheme_message(start), site,
                                    PARTIAL_SCHEME_RULE))
        if scheme is None or scheme in seen:
            continue
        seen.add(scheme)
        if scheme in ("ws:", "wss:"):
            problems.append(Problem("medium", f"the {scheme} WebSocket URL is passed to an HTTP "
                                    "client: the contract describes HTTP requests only; review the "
                                    "socket protocol by hand", site, NOT_HTTP_RULE))
        else:
            problems.append(Problem("info", f"the {scheme} URL is no HTTP request to a "
                                    "backend: left out", site, NOT_HTTP_RULE))
    return bool(urls) and all(non_http_scheme(url) is not None
                              or partial_scheme(url) is not None for url in urls)


def non_http_scheme(parts: list[Text | HoleV]) -> str | None:
    """The non-HTTP scheme (``mailto``) or ``#fragment`` a URL's fixed start names, else
    ``None``."""
    if not parts or not isinstance(parts[0], Text):
        return None
    match = NON_HTTP.match(parts[0].text)
    if match is None:
        return None
    return "#fragment" if match.group(2) else match.group(1).lower() + ":"


def runtime_url(url: Value) -> bool:
    """Rule ``url.runtime-response``: a URL read from another request's response (a presigned
    upload URL, a ``next`` link), possibly beside unknown alternatives."""
    options = url.options if isinstance(url, AltV) else (url,)
    return any(isinstance(o, ResponseV) for o in options) and all(
        isinstance(o, (ResponseV, UnknownV)) for o in options)


def drop_subsumed(found: list[Observed]) -> list[Observed]:
    """Rule ``url.variant-subsumed``: of one call site's URL variants, one whose path is the
    tail of another's that starts with a named base (``/x`` beside ``${this.baseUrl}/x`` =
    ``/api/x``: the same request with and without the base the client joins) is dropped. Two
    inline alternatives (``admin ? '/admin/users' : '/users'``) are both kept."""
    def subsumed(call: Observed) -> bool:
        return any(other is not call and other.named_prefix and other.method == call.method
                   and other.service.key == call.service.key
                   and other.path_template.endswith(call.path_template)
                   and len(other.path_template) > len(call.path_template)
                   for other in found)
    return [call for call in found if not subsumed(call)]


ORIGIN_FALLBACK = "the page's own origin when none is set"
# the service of the page's own origin under the deployment's base path (service.page-base-path)
BASE_PATH_KEY = "same-origin:base-path"
BOUND_BASES = frozenset({"service.host-binding", "service.runtime-base", "service.env",
                         "service.unresolved-base"})


def origin_fallback(found: list[Observed]) -> list[Observed]:
    """Rule ``service.origin-fallback``: of one call site's URL variants, a same-origin one
    whose method and path equal those of a variant on a base the deployment binds (``if
    (server.host) url = `${protocol}//${host}:${port}/v2${url}`; else url = `/v2${url}```)
    is the same request sent to the page's own origin when no host is set: one call, on the
    bound service, which records that fallback (:data:`ORIGIN_FALLBACK`). A same-origin variant
    beside one under the deployment's base path (``at <= 0 ? '' : '/' + segments.slice(0,
    at).join('/')``, rule ``service.page-path-prefix``) is that base path at the site root:
    one call on the base path's service, which names the site root already."""
    bound = {(call.method, call.path_template): call for call in found
             if call.service.rule in BOUND_BASES or call.service.key == BASE_PATH_KEY}
    out = []
    for call in found:
        other = bound.get((call.method, call.path_template))
        if call.service.rule == "service.same-origin" and other is not None \
                and call.service.key != BASE_PATH_KEY:
            if other.service.key == BASE_PATH_KEY:    # '' is the base path at the site root
                continue
            if ORIGIN_FALLBACK not in other.service.sources:
                other.service = replace(other.service,
                                        sources=other.service.sources + (ORIGIN_FALLBACK,))
            continue
        out.append(call)
    return out


def present(value: Value | None) -> Value | None:
    """``None`` for an option the caller did not give (an undefined argument, or a member its
    configuration object does not have), else the value (alternatives without the absent
    ones)."""
    if isinstance(value, AltV):
        options = [o for o in value.options if present(o) is not None]
        if not options:
            return None
        return options[0] if len(options) == 1 else AltV(tuple(options))
    if isinstance(value, LitV) and value.value is None:
        return None
    if isinstance(value, UnknownV) and value.reason == "no-member":
        return None
    return value


def without_functions(value: Value | None) -> Value | None:
    """Rule ``jquery.function-data``: jQuery's ``data`` as the request sends it — a function
    sends nothing (``jQuery.param`` serialises a function's own members: none), so a
    function among the options (the success callback a caller passes in the data position
    of ``$.put(url, function (result) {…})``, which the method moves under ``if
    (jQuery.isFunction(data))``) is left out; ``None`` when nothing else is."""
    if isinstance(value, FnV):
        return None
    if isinstance(value, AltV):
        options = [o for o in value.options if not isinstance(o, FnV)]
        if len(options) < len(value.options):
            return None if not options else options[0] if len(options) == 1 \
                else AltV(tuple(options))
    return value


def alternative_objects(value: Value | None) -> Value | None:
    """Rule ``query.alternative-objects``: a query object that is one of several objects (a
    helper that returns its empty ``params`` early, else the members it wrote under
    conditions) is one object of all their members, a member some option lacks possibly
    absent; any other value as it is."""
    if not isinstance(value, AltV):
        return value
    entries = conditional_spread(value, (), first_where(value))
    if entries is None:
        return value
    return ObjV(tuple(replace(p, value=AltV((p.value, LitV(None))), optional=False)
                      if p.optional and p.key is not None else p for p in entries))


CONDITIONAL_SPREAD = "query.conditional-spread"


UNKNOWN_QUERY_SPREAD = "query object has a spread whose members are unknown"


def declared_parameter(value: Value) -> bool:
    """Whether a value spread into a query object is a parameter (or a member of one)
    declared with a type (``params?: ListParams``, ``options?: AxiosRequestConfig``) or a
    typed value, whose declared members the schema pass may read (rule
    ``query.typed-spread``)."""
    return isinstance(value, TypedV) or isinstance(value, ParamV) and bool(value.type_text)


def spread_entries(query: ObjV) -> list[tuple[PropV, tuple[str, Where | None] | None]]:
    """Rule ``query.conditional-spread``: the members of a query object with each spread of
    an object under a condition expanded (``{...(name && {name}), ...(s ? {state: s} : {})}``,
    :func:`~code2skill.values.conditional_spread`), each with ``(rule, place of the spread)``;
    a member some option lacks is possibly absent (its value or ``null``: an optional
    input). Other members as they are, with ``None``; a spread whose options may add unknown
    members (``...(opts || {})``) stays one keyless member."""
    out: list[tuple[PropV, tuple[str, Where | None] | None]] = []
    for prop in query.props:
        expanded = conditional_spread(prop.value, prop.omit, prop.where) \
            if prop.key is None and isinstance(prop.value, AltV) else None
        if expanded is None:
            out.append((prop, (prop.rule, prop.where) if prop.rule else None))
            continue
        out.extend((replace(p, value=AltV((p.value, LitV(None))), optional=False)
                    if p.optional and p.key is not None else p,
                    (CONDITIONAL_SPREAD, prop.where) if p.key is not None else None)
                   for p in expanded)
    return out


def value_encoding(body: Value, content_type: str) -> str | None:
    """The encoding the final body value proves once a wrapper's parameters are replaced by
    the caller's values (``post(url, data)`` called with a ``FormData``): ``multipart`` for a
    ``FormData`` (constructed or declared so) and ``form`` for ``URLSearchParams`` whatever a
    ``Content-Type`` says (the browser serialises the value by its kind, and axios drops a
    default ``application/json`` for it: rule ``body.form-data-wins``), else the explicit
    ``Content-Type``'s; ``None`` when neither proves anything (the extractor's encoding
    stands). Rule ``body.encoding-of-value``."""
    from code2skill.extractors.common import body_encoding
    return body_encoding(body) or body_encoding(body, None, content_type or None)


def json_text_body(body: Value | None) -> Value | None:
    """A body that is a fixed JSON text (``'{}'``, ``'{"a":1}'``) as the object it encodes."""
    text = text_of(body)
    if text is None or not text.strip().startswith("{"):
        return body
    try:
        data = json.loads(text)
        return json_value(data, first_where(body)) if isinstance(data, dict) else body
    except (ValueError, RecursionError):        # not JSON, or nested past the parser's depth
        return body


def json_value(data: object, where: Where | None) -> Value:
    """A parsed JSON value as a resolved value (objects and arrays nested)."""
    if isinstance(data, dict):
        return ObjV(tuple(PropV(str(k), json_value(v, where), where) for k, v in data.items()),
                    where)
    if isinstance(data, list):
        return ArrV(tuple(json_value(v, where) for v in data), where)
    if isinstance(data, str):
        return StrV((Text(data, where),))
    return LitV(data, where)


def method_texts(value: Value) -> list[str]:
    """Upper-case method names of a method value (several for alternatives); an option not
    given means the libraries' default, ``GET``."""
    options = value.options if isinstance(value, AltV) else (value,)
    out = []
    for option in options:
        if present(option) is None:
            out.append("GET")
            continue
        text = text_of(option)
        if text and text.upper() in ("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"):
            out.append(text.upper())
    return sorted(set(out))


def unshown_methods(value: Value) -> list[Value]:
    """The options of a method value that are set but name no HTTP method the source shows
    (an unknown spread's member, a parameter no caller fills)."""
    options = value.options if isinstance(value, AltV) else (value,)
    return [o for o in options if present(o) is not None and not (
        (text_of(o) or "").upper() in ("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD",
                                       "OPTIONS"))]


def with_unshown_method(template: RequestTemplate, methods: list[str]) -> RequestTemplate:
    """Rule ``method.unshown``: a request whose method may be a value the source does not
    show (``fetch(url, {...init})`` with ``init`` unknown, ``{method: cfg.verb || 'GET'}``)
    keeps the methods it shows, each with a ``medium`` note naming the unknown value: a
    write is never claimed a read on the default ``GET``."""
    unshown = unshown_methods(template.method)
    if not unshown:
        return template
    names = ", ".join(dict.fromkeys(method_description(o) for o in unshown))
    where = next((first_where(o) for o in unshown if first_where(o) is not None),
                 None) or template.sites[0].where
    return replace(template, notes=template.notes + ((
        "medium", f"the HTTP method may be {names}: the request may be a write, not only "
        f"{' or '.join(methods)}", where),))


def method_description(value: Value) -> str:
    """A method option the source does not show, for a review message."""
    if isinstance(value, UnknownV) and value.reason == "spread-member":
        return "the method member of a spread value the source does not show"
    if isinstance(value, UnknownV) and value.reason == value_transforms.UNKNOWN_REASON:
        return ("a method set by a function the source does not show, which the request "
                f"options pass through (rule {value_transforms.UNKNOWN_RULE})")
    if isinstance(value, ParamV):
        return f"{'.'.join((value.name,) + value.path)}, a parameter no caller fills"
    if isinstance(value, TypedV):
        return f"a {value.type_text} value's {'.'.join(value.path) or 'value'}, which the " \
            "source does not show"
    if deployment_global(value):
        return f"window.{'.'.join(value.path)}, a page global the source does not show"
    return f"{describe(value)}, which the source does not show"


def url_variants(template: RequestTemplate) -> list[list[Text | HoleV]]:
    """The URL as lists of parts, one per alternative, with the client base joined."""
    site = library_site(template.sites).where if template.sites else None
    urls = [[prop_located(p, site) for p in url] for url in without_empty(expand(template.url))]
    base = present(template.base)
    if isinstance(base, (UnknownV, ParamV, TypedV)) or runtime_global(base) \
            or unshown_base(base) or (
            base is not None and (base_alternatives(base) or runtime_base(base)
                                  or isinstance(base, LibV) and configured(base))):
        # a client base the source does not show (one known only by its declared type, as
        # a string a `declare module` exports, too; a page global's included:
        # service.runtime-global-base), or one chosen among fixed bases; evidence at the
        # value, else at the library call that takes it
        where = first_where(base) or template.sites[-1].where
        bases: list[list[Text | HoleV]] = [[HoleV(
            runtime_global(base) or "baseURL", base, where, client_base=True)]]
    else:
        bases = expand(base) if base is not None else [[]]
    out = []
    for url in urls:
        if non_http_scheme(url) is not None:
            continue                             # rule url.not-http
        if url and (isinstance(url[0], Text) and SCHEME.match(url[0].text)
                    or absolute_by_value(url, page_location)
                    or isinstance(url[0], HoleV) and page_origin(url[0].value)
                    or isinstance(url[0], HoleV) and base_alternatives(url[0].value)
                    or same_env_base(url[0], bases)):
            out.append(url)                      # absolute, or its own base binding
            continue
        for base in bases:
            base = [replace(p, origin="baseURL") if isinstance(p, Text) and p.origin is None
                    else p for p in base]           # a client base is a base as a whole
            out.append(join_parts(*climb_into_base(base, url)))   # path.base-dot-segments
        if len(out) >= MAX_VARIANTS:
            break
    return out[:MAX_VARIANTS]


def prop_located(part: Text | HoleV, site: Where | None) -> Text | HoleV:
    """A hole holding a component prop no template element fixes (rule ``vue.prop-binding``)
    located at the library call that sends it (the prop's value has no place of its own)."""
    if isinstance(part, HoleV) and part.where is None and isinstance(part.value, ParamV) \
            and is_props_fid(part.value.fid):
        return replace(part, where=site)
    return part


def without_empty(urls: list[list[Text | HoleV]]) -> list[list[Text | HoleV]]:
    """Rule ``url.empty-alternative``: of a call's URL alternatives, the empty string is no
    endpoint while another alternative names one: it is the initial value of a variable the
    branches before the call overwrite (``let url = ""; if (a) url = "/x"; else if (b) url =
    "/y"; api.post(url)``), which no branch that sends means. A URL that is only ever empty
    stays as it is."""
    empty = [u for u in urls if all(isinstance(p, Text) and not p.text for p in u)]
    return [u for u in urls if u not in empty] if empty and len(empty) < len(urls) else urls


def unshown_base(value: Value | None) -> bool:
    """Rule ``service.unshown-base``: a client base chosen between a value the source does not
    show and fixed fallbacks (``baseURL: config.baseURL || ""`` in a generated client whose
    constructor callers pass nothing or an unknown value) is one base the deployment binds,
    never a path: every option is unknown (a parameter no caller fills, an unresolved value)
    or a fixed text that is empty, a rooted path or an absolute URL, or an origin built from
    values (:func:`built_origin`), and one at least is unknown. So the arms of a base parsed
    in a ``try`` (`` `${url.protocol}//${url.host}` `` of ``new URL(apiUrl)``) and cut from
    the unparsed text in its ``catch`` are one service, never one per arm. A rooted path built
    from values no caller fills (`` '' | `/${rootPath}` ``, rule ``service.built-base-path``:
    :mod:`code2skill.built_base_path`) counts as unknown: the folder a deployment serves the
    app under. The options of a choice nested in another count as the outer choice's (``override
    ?? getBasePath()`` with ``getBasePath()`` itself `` '' | `/${rootPath}` ``)."""
    if not isinstance(value, AltV):
        return False
    options = flat_options(value)
    unknown = [o for o in options if isinstance(o, (UnknownV, ParamV, TypedV))]
    fixed = [o for o in options if isinstance(o, StrV)
             and all(isinstance(p, Text) for p in o.parts)]
    built = [o for o in options if built_origin(o)]
    paths = [o for o in options if built_base_path(o)]     # service.built-base-path
    return bool(unknown or paths) \
        and len(unknown) + len(fixed) + len(built) + len(paths) == len(options) \
        and all(not text.strip() or text.startswith("/") or SCHEME.match(text)
                for text in ("".join(p.text for p in o.parts) for o in fixed))


def built_origin(value: Value) -> bool:
    """Rule ``service.unshown-base``: whether ``value`` is a string that spells only an
    absolute URL's scheme, host and port, one of them at least from a value (rule
    ``service.authority``: `` `${url.protocol}//${url.host}` ``, `` `https://${host}/` ``)."""
    if not isinstance(value, StrV) or not value.parts \
            or all(isinstance(p, Text) for p in value.parts):
        return False
    split = authority(list(value.parts))
    return split is not None and any(isinstance(p, HoleV) for p in split[0]) and all(
        isinstance(p, Text) and not p.text.strip("/") for p in split[1])


def runtime_global(value: Value | None) -> str | None:
    """Rule ``service.runtime-global-base``: the name of a client base read from a page
    global the page sets at run time (``axios.create({baseURL: c.apiUri})`` with ``c =
    window.__CONFIG__ ? window.__CONFIG__ : testConfig``), or the page's own address
    (``window.location.origin``: the same-origin service): the global's last member
    (``apiUri``), so it names the same base as a URL that starts with that member; ``None``
    for any other value."""
    supplied = [o for o in options_of(value) if deployment_global(o)]
    if isinstance(value, AltV) and supplied and runtime_base(value) is not None:
        value = supplied[0]          # window.API_URL || '/api' (rule service.runtime-base)
    if not isinstance(value, LibV) or value.lib != "global" or not value.path:
        return None
    name = value.path[-1]
    return name if re.fullmatch(r"[A-Za-z_$][\w$]*", name) else None


def expand(value: Value | None) -> list[list[Text | HoleV]]:
    """String alternatives as part lists (``AltV`` options and holes holding alternatives)."""
    if value is None:
        return []
    if isinstance(value, AltV) and any(isinstance(o, EnvV) for o in value.options):
        return [[HoleV(None, value, first_where(value))]]      # env var with a fallback
    if isinstance(value, AltV):
        out = []
        for option in value.options:
            out.extend(expand(option))
        return out[:MAX_VARIANTS]
    if isinstance(value, (EnvV, ParamV, UnknownV)) or page_location(value):
        prop = value.name if isinstance(value, ParamV) and is_props_fid(value.fid) else None
        return [[HoleV(prop, value, first_where(value))]]    # (the page's origin: its base)
    if not isinstance(value, StrV):
        return []
    spread = next((p for p in value.parts if isinstance(p, HoleV) and p.spread is not None), None)
    if spread is not None:          # an array no caller gives, spread into a join: unknown
        return [[HoleV(None, UnknownV("array-join", spread.where), spread.where)]]
    variants: list[list[Text | HoleV]] = [[]]
    for i, part in enumerate(value.parts):
        choices: list[list[Text | HoleV]]
        if i == 0 and isinstance(part, HoleV) and base_alternatives(part.value) \
                and len(value.parts) > 1 and isinstance(value.parts[1], Text):
            choices = [[part]]                   # one base binding: split_service decides
        elif isinstance(part, HoleV) and leading(value.parts, i) \
                and runtime_base(part.value) is not None:
            choices = [[part]]                   # one deployment base: service.runtime-base
        elif optional_base_segment(value.parts, i):
            choices = [[part]]                   # part of the base: service.optional-base-segment
        elif boolean_segment(value.parts, i):
            choices = [[flag_hole(part)]]        # one flag input: path.boolean-segment
        elif fallback_choices(value.parts, i) is not None:
            choices = fallback_choices(value.parts, i)   # path.empty-fallback-segment
        elif isinstance(part, HoleV) and is_separator(part.value):
            choices = [[part]]                   # one query separator: url.separator-choice
        elif isinstance(part, HoleV) and isinstance(part.value, AltV) and all(
                isinstance(o, (StrV, LitV)) for o in string_options(part.value)) \
                and not absent_query_value(value.parts, i):
            choices = []
            options = string_options(part.value)
            arms = arm_notes(part.value) if len(options) == 2 else None
            for k, option in enumerate(options):                 # path.condition-arm
                arm = arms[k] if arms else None
                if isinstance(option, StrV):
                    choices.append([p if not isinstance(p, Text) else
                                    replace(p, arm=arm) if p.origin else
                                    Text(p.text, p.where, part.name, arm) for p in option.parts])
                else:
                    choices.append([Text("" if option.value is None else
                                         js_number_text(option.value),
                                         option.where, part.name, arm)])
        else:
            choices = [[part]]
        variants = [v + c for v in variants for c in choices][:MAX_VARIANTS]
    return variants


def absent_query_value(parts: tuple, index: int) -> bool:
    """Rule ``query.guarded-member``: whether hole ``parts[index]`` is a query value that a
    condition may leave unset (one of its options is ``null``/``undefined``: ``if
    (f.read_later != null) params.set('read_later', f.read_later ? 'true' : 'false')``): it
    stays one optional parameter of the texts it may take, never one URL per text beside a
    URL sending the key with an empty value."""
    return any(o == LitV(None) for o in string_options(parts[index].value)) and any(
        isinstance(p, Text) and "?" in p.text for p in parts[:index])


def string_options(value: AltV) -> tuple[Value, ...]:
    """Rule ``url.nested-alternatives``: the options of ``value`` with the options of the
    alternatives among them in their place, depth first, each once (``if (a) p += '/x'; else
    if (b) p += '/y'`` holds a choice within a choice: ``/x``, or ``/y`` or ``p``); an
    ``a && b`` guard stays one option."""
    out: list[Value] = []
    for option in value.options:
        for leaf in (string_options(option) if isinstance(option, AltV)
                     and option.kind != "and" else (option,)):
            if leaf not in out:
                out.append(leaf)
    return tuple(out)


def base_alternatives(value: Value) -> list[tuple[str, Where | None]]:
    """Rule ``service.binding``: the fixed texts of a value chosen among several fixed
    strings of which at least one is an absolute URL (``'' | '//api.example'``), each with
    where it was written (``[]`` when the value is not such a choice)."""
    if not isinstance(value, AltV) or len(value.options) < 2:
        return []
    texts = []
    for option in value.options:
        text = "" if isinstance(option, LitV) and option.value is None else text_of(option)
        if text is None:
            return []
        texts.append((text, first_where(option)))
    return texts if any(SCHEME.match(t) for t, _ in texts) else []


def fixed_base(text: str | None) -> str | None:
    """The observed base URL a fixed alternative of a base names: an absolute URL
    (``https://api.example/``, ``//api.example``) or a rooted path (``/api/``), without its
    trailing ``/`` (``https://api.example``, ``/api``); ``None`` for an empty text, ``/``
    alone or a relative one (the page's own origin or folder, which names no base)."""
    if text is None:
        return None
    text = text.strip()
    if SCHEME.match(text):
        return text.rstrip("/")
    return text.rstrip("/") if text.startswith("/") and text.strip("/") else None


def page_relative_note(service: ServiceRef) -> tuple[str, str, Where | None]:
    """The review note of a page-relative URL (rule ``service.page-relative``): ``low`` when
    it names a path below the page's folder, ``medium`` when it climbs above it."""
    climbs = service.label.count("../")
    if climbs:
        return ("medium", f"the URL climbs {climbs} folder(s) above the page's address "
                "('../'): where it lands depends on the page it runs on", service.where)
    return ("low", PAGE_RELATIVE_MESSAGE, service.where)


PAGE_RELATIVE_MESSAGE = ("the URL has no leading '/': the browser resolves it against the "
                         "page's address (its folder, or a <base href>), not the site root")


def join_parts(base: list[Text | HoleV], url: list[Text | HoleV]) -> list[Text | HoleV]:
    """``base`` + ``url`` with exactly one ``/`` between them (axios ``combineURLs``)."""
    if not base:
        return url
    if not url:
        return base
    base = list(base)
    url = list(url)
    if isinstance(base[-1], Text) and base[-1].text.endswith("/"):
        base[-1] = Text(base[-1].text.rstrip("/"), base[-1].where, base[-1].origin)
    if isinstance(url[0], Text):
        url[0] = Text("/" + url[0].text.lstrip("/"), url[0].where, url[0].origin)
    else:
        url.insert(0, Text("/", None, "url.base-join"))
    return base + url


ROOT_ROUTE_NOTE = "the call names no path segment: the root route '/' of the client's base"


def client_root(template: RequestTemplate, path_parts: list[Text | HoleV]) -> str | None:
    """The template's root-route rule (``hono.root-route``: ``client.index.$get()`` of a Hono
    RPC client) when the path under the base has no fixed text and no hole (only slashes),
    so the call is the base's root route ``/``; ``None`` otherwise (any other client: a bare
    base stays no endpoint, or a write to it a reviewed ``/``, rule ``url.parameter-path``)."""
    if template.root_route is None or not all(
            isinstance(p, Text) and not p.text.strip("/") for p in path_parts):
        return None
    return template.root_route


def build(template: RequestTemplate, fid: str | None, method: str,
          parts: list[Text | HoleV]) -> Observed | None:
    """One observed call from one URL variant; ``None`` when nothing fixed names it. Rule
    ``url.graphql-service-root``: a GraphQL request whose URL is a service's base alone
    (``uri: import.meta.env.VITE_GRAPHQL_URL``) goes to ``/`` of that service; its operation
    names the capability. A typed client's call naming no path segment under its base goes to
    that base's ``/`` when the template carries the client's root-route rule
    (:func:`client_root`)."""
    service, rest = split_service(parts)
    notes: list[tuple[str, str, Where | None]] = list(template.notes)
    notes.extend(unpassed_notes(template.unpassed, parts, method))     # url.unpassed-arm
    notes.extend(call_prefix_note(service, parts))
    if service.key != "same-origin":
        rest = drop_leading_base(rest, notes)
    path_parts, query_parts = split_query(rest)
    if not query_parts:                                         # rule url.stray-ampersand
        path_parts, query_parts = stray_query(path_parts, notes)
    path_parts = drop_session_matrix(path_parts, notes)        # rule url.session-matrix
    if service.rule == "service.binding" and rest and isinstance(rest[0], Text) \
            and not rest[0].text.startswith(("/", "?")):
        notes.append(("low", f"the path '{rest[0].text}' is joined to the base "
                      f"{service.label or 'URL'} without a '/': with a host as base the URL "
                      "is malformed; the contract reads it as a path under that base",
                      rest[0].where))
    if service.rule == "service.page-relative":
        notes.append(page_relative_note(service))
    elif service.key != "same-origin":
        notes.extend(n for n in [climbs_out_note(service.label, rest, service.where)] if n)
    path, params = path_template(colon_placeholders(path_parts, notes), notes)
    params = arm_owned(path, params, chosen_words(parts))          # rule path.receiver-name
    notes.extend(prefix_only_note(path, params))                 # rule url.prefix-only-path
    notes.extend(leading_base_note(path, params))          # rule url.leading-base-parameter
    root = client_root(template, path_parts) if path is None else None
    if root is not None:
        path, params = "/", []
    if path is None and template.graphql is None and (rest is not parts or service.key
                                                      != "same-origin") \
            and not server_written_url(service, path_parts):    # rule url.server-written-url
        path, params = parameter_path(path_parts, notes,     # rule url.parameter-path
                                      method not in ("GET", "HEAD"))
    if path is None and template.graphql is not None and service.key != "same-origin" and all(
            isinstance(p, Text) and not p.text.strip("/") for p in path_parts):
        path, params = "/", []                  # rule url.graphql-service-root
    if path is None:
        return None
    opaque: list[HoleV] = []
    spreads: list[tuple[Value, Where | None]] = []
    query = parse_query(query_parts, notes, opaque)
    given = present(template.query)
    query_object = query_string_fields(given)     # rule query.string-fields
    read_pairs = query_object is not given and query_object is not None
    if isinstance(query_object, LitV) and query_object.value is False:
        query_object = None                       # rule query.false-object: nothing is sent
    if opaque and query_object is None and len(opaque) == 1:
        query_object = opaque[0].value            # rule query.opaque-string
    elif opaque:
        notes.extend(unknown_query_part("${" + (hole.name or "…") + "}", hole.where)
                     for hole in opaque)
    query_object = alternative_objects(query_object)
    if isinstance(query_object, ObjV) and not only_unshown_keys(query_object):
        for prop, via in spread_entries(query_object):
            if is_unshown_key(prop):     # rule value.computed-member-write
                notes.append(("medium", "query object has members written under keys the "
                              "source does not show (obj[key] = … in a loop): parameters "
                              "beyond those listed may be sent", prop.where))
                continue
            if prop.key is None and prop.key_value is not None:     # rule query.unnamed-key
                withheld(prop.value)
                notes.append(unnamed_review("{[" + describe(prop.key_value) + "]: …}",
                                            prop.where))
                continue
            if prop.key is None and declared_parameter(prop.value):
                spreads.append((prop.value, prop.where))     # rule query.typed-spread
                continue
            if prop.key is None:
                notes.append(("low", UNKNOWN_QUERY_SPREAD, prop.where))
                continue
            query.append(QueryParam(prop.key, prop.value, fixed_text(prop.value), prop.where,
                                    in_url=read_pairs, via=(QUERY_STRING_RULE, prop.where)
                                    if read_pairs else via))   # (pairs of the URL's text)
        query_object = None
    body = json_text_body(present(without_options_members(template.body))) \
        if method not in ("GET", "HEAD") else None          # body.request-options-member
    if template.lib == "axios" and isinstance(body, LitV) and not body.value:
        body = None               # rule axios.falsy-data: axios sends no body for false, 0
    if template.lib == "jquery":
        body = without_functions(body)                  # rule jquery.function-data
    may_be_absent = isinstance(template.body, AltV) and any(
        present(o) is None or isinstance(o, FnV) for o in template.body.options)
    content_type = next((text_of(h.value) for h in template.headers
                         if h.name.lower() == "content-type"), None) or ""
    encoding = (value_encoding(body, content_type) if body is not None else None) \
        or template.body_encoding
    if body is not None and encoding is None and template.encoding_rule is None:
        encoding = ("json" if "json" in content_type or isinstance(body, ObjV) else
                    "form" if "x-www-form-urlencoded" in content_type else
                    "multipart" if "multipart" in content_type else None)
    binary = encoding != "binary" and (
        raw_bytes(body, encoding, template.headers) is not None
        or body is not None and encoding == "json" and template.encoding_rule is None
        and raw_bytes(body, None, template.headers) is not None)
    if binary:                                # rule body.binary-media: not the json a
        encoding = "binary"                   # library assumes for a body it is not shown
    elif guessed_json(body, encoding, template.encoding_rule, template.headers):
        encoding = None                       # rule body.declared-media: text/html is no json
    form_where = body.where if is_search_params(body) else None
    body = form_fields(body)                  # rule body.search-params-fields
    fields = form_string_fields(body, encoding)   # rule body.form-string-fields
    notes.extend(n for n in [repeated_note(body, encoding)] if n)
    form_string_where = fields.where if fields is not body else None
    body = fields
    override = method_override(method, body, query, template.headers)
    from code2skill.extractors.common import json_text_rule
    method_where, method_rule, method_note = first_where(template.method), None, None
    if override is not None:
        method, method_where, method_note = override
        method_rule = "method.override"
    return Observed(
        method=method, path_template=path, service=service, path_params=params, query=query,
        query_object=query_object, body=body, body_encoding=encoding,
        headers=template.headers, auth=template.auth, sites=template.sites, lib=template.lib,
        function=template.sites[0].function, fid=fid,
        method_where=method_where, method_rule=method_rule, method_note=method_note,
        notes=notes,
        named_prefix=bool(path_parts) and isinstance(path_parts[0], Text)
        and path_parts[0].origin is not None and bool(path_parts[0].text.strip("/")),
        graphql=template.graphql, body_may_be_absent=may_be_absent,
        handlers=template.handlers, response_type=template.response_type,
        response_source=template.response_source, answer_through=template.answer_through,
        return_types=template.return_types, envelope=template.envelope,
        form_where=form_where, form_string_where=form_string_where,
        declared_operation=template.declared_operation,
        path_rewrites=(((root, ROOT_ROUTE_NOTE, template.sites[0].where),) if root else ())
        + chosen_arms(parts),
        client_base=present(template.base) is not None, query_spreads=tuple(spreads),
        encoding_rule=template.encoding_rule or (   # a wrapper's parameter stringified
            json_text_rule(body, content_type or None) if template.body_encoding is None
            else None) if encoding == "json" else BINARY_RULE if binary
        else template.encoding_rule)            # (a client's own rule: a base query's)


OVERRIDE_FIELDS = frozenset({"_method"})
OVERRIDE_HEADERS = frozenset({"x-http-method-override", "x-http-method", "x-method-override"})
OVERRIDDEN = frozenset({"PUT", "PATCH", "DELETE"})


def method_override(method: str, body: Value | None, query: list[QueryParam],
                    headers: tuple) -> tuple[str, Where | None, str] | None:
    """Rule ``method.override``: a ``POST`` that carries a fixed ``_method`` of ``PUT``,
    ``PATCH`` or ``DELETE`` in its body or query (Rails, Laravel and Symfony method spoofing),
    or an ``X-HTTP-Method-Override`` (``X-HTTP-Method``, ``X-Method-Override``) header, is
    that method on the server: ``(method, where, note naming the field)``, else ``None``."""
    if method != "POST":
        return None
    found: list[tuple[str, str | None, Where | None]] = []
    if isinstance(body, ClientV) and body.lib == "urlsearchparams" and not body.path:
        body = body.config                        # new URLSearchParams({_method: 'DELETE'})
    if isinstance(body, ObjV):
        found.extend((f"body field {p.key}", text_of(p.value), p.where or first_where(p.value))
                     for p in body.props if p.key in OVERRIDE_FIELDS)
    found.extend((f"query parameter {q.name}", q.fixed, q.where) for q in query
                 if q.name in OVERRIDE_FIELDS)
    found.extend((f"header {h.name}", text_of(h.value), h.where or first_where(h.value))
                 for h in headers if h.name.lower() in OVERRIDE_HEADERS)
    for note, text, where in found:
        upper = (text if isinstance(text, str) else "").strip().upper()
        if upper in OVERRIDDEN:
            return upper, where, f"{note} = {upper}"
    return None


def split_service(parts: list[Text | HoleV]) -> tuple[ServiceRef, list[Text | HoleV]]:
    """The service a URL goes to, and the rest of the URL (path and query)."""
    if not parts:
        return ServiceRef("same-origin", "", (), "service.same-origin"), parts
    after_page = page_address_rest(parts)
    if after_page is not None:                # location.origin + location.pathname + 'api/…'
        return page_relative(under_page(after_page)) or \
            (ServiceRef("same-origin", "", (), "service.same-origin"), after_page)
    split = authority(parts)
    if split is not None:
        head, rest = split
        if all(page_location(p.value) or page_port(p.value) for p in head
               if isinstance(p, HoleV)) and any(isinstance(p, HoleV) for p in head):
            after_page = page_address_rest(rest)
            if after_page is not None:        # protocol//hostname + location.pathname + 'api/…'
                return page_relative(under_page(after_page)) or \
                    (ServiceRef("same-origin", "", (), "service.same-origin"), after_page)
            return ServiceRef("same-origin", "", (), "service.same-origin"), \
                after_served_folder(rest) or rest    # + window.baseUrl: service.served-folder
        if any(isinstance(p, HoleV) for p in head):
            return host_binding(head), rest
        parts = [joined_text(head)] + rest
    lead = slash_before_base(parts)
    if lead:
        return split_service(parts[lead:])
    first = parts[0]
    opening = parts[1:] if isinstance(first, HoleV) and page_location(first.value) else parts
    found = after_base_path(opening) or after_base_path(   # rule service.page-base-path
        opening[slash_before_base(opening):])  # (after the page's origin and slashes or not)
    if found is not None:
        return ServiceRef(BASE_PATH_KEY, "", (), "service.same-origin", first.where,
                          base_path=found[0]), found[1]
    optional = optional_base_segments(parts)    # rule service.optional-base-segment
    if optional:
        service, rest = split_service([first] + parts[1 + optional:])
        return replace(service, optional=service.optional + tuple(
            (p.name, p.where) for p in parts[1:1 + optional] if isinstance(p, HoleV))), rest
    if isinstance(first, HoleV) and page_location(first.value) and len(parts) == 1:
        return ServiceRef("same-origin", "", (), "service.same-origin"), []   # the origin
    after_origin = prefix_after_origin(parts, page_origin, base_named)  # service.deployment-prefix
    if isinstance(first, HoleV) and page_location(first.value) and len(parts) > 1 \
            and isinstance(parts[1], Text) and parts[1].text.startswith("/") \
            and after_origin is None:     # (origin + '/' + window.baseURL: a deployment prefix)
        if cut_origin(first):                   # rule service.page-origin-split
            return ServiceRef("same-origin", "", (), "service.same-origin",
                              rules=((ORIGIN_SPLIT, first.where),)), parts[1:]
        return ServiceRef("same-origin", "", (), "service.same-origin"), parts[1:]
    if isinstance(first, HoleV) and page_location(first.value) and len(parts) > 1 \
            and isinstance(parts[1], HoleV):
        service, rest = split_service(parts[1:])   # rule service.page-origin-base: the
        if service.rule != "service.same-origin":  # origin, then a base the app keeps
            return replace(service, rules=service.rules + (    # (origin + basePath + 'x')
                (ORIGIN_BASE, first.where),) + (
                ((ORIGIN_SPLIT, first.where),) if cut_origin(first) else ())), rest
    if after_origin is not None:
        hole, supplied, rest = after_origin
        return replace(runtime_service(hole, supplied), rules=(
            (DEPLOYMENT_PREFIX, first.where),)), rest
    if isinstance(first, HoleV):
        env = env_of(first.value)
        if env is not None:
            # rule service.env: the fixed alternatives beside the variable (an
            # absolute URL, or a rooted path such as axios.create({baseURL: '/api'}) a
            # dev-only variable may override, or the page's origin with a fixed path) are
            # observed base URLs, never dropped
            observed = tuple((base, first_where(o)) for o in options_of(first.value)
                             if (base := fixed_base(text_of(o))) is not None) \
                + tuple(found for o in options_of(first.value)
                        if (found := origin_path(o)) is not None)
            return (ServiceRef(f"env:{env.name}", env.name, observed, "service.env", env.where),
                    parts[1:])
        alternatives = base_alternatives(first.value)
        if alternatives:
            observed = tuple(sorted({(base, w) for t, w in alternatives
                                     if (base := fixed_base(t)) is not None},
                                    key=lambda o: (o[0], o[1] or ())))
            source = "|".join(sorted(f"{t}@{w}" for t, w in alternatives))
            key = f"binding:{first.name or ''}:{source}"     # the alternatives name the source
            return (ServiceRef(key, first.name or "", observed, "service.binding", first.where),
                    parts[1:])
        supplied = runtime_base(first.value) or deployment_prefix(
            first.value, first.name if base_named(first.name) else None)
        if supplied is not None and (len(parts) == 1 or isinstance(parts[1], Text)
                                     and parts[1].text.startswith(("/", "?"))):
            return runtime_service(first, supplied), parts[1:]
        if supplied is not None and isinstance(parts[1], Text) and parts[1].text[:1].isalnum() \
                and dom_base(supplied):       # <base href> + 'api/x': the href ends with '/'
            return runtime_service(first, supplied), \
                [Text("/" + parts[1].text, parts[1].where, parts[1].origin)] + list(parts[2:])
        prefix = base_prefix(first, parts[1:])
        after = next((p for p in parts[1 + len(prefix):]
                      if not isinstance(p, Text) or p.text), None)   # (empty texts join nothing)
        if isinstance(after, Text) and (after.text.startswith("/") or (
                is_url_name(first.name) or prefix or configured(first.value))
                and after.text[:1].isalnum()) \
                and (first.client_base or not isinstance(first.value, ParamV)
                     or is_base_name(first.name)):
            # `${this.config.apiBase}/articles`, `${getBasePath()}/login`, `NOMINATIM_URL +
            # 'search'`, `axios.create({baseURL})` of a constructor parameter no caller fills:
            # a base whose value source does not show (named by the configuration lookup it
            # is, service.config-lookup, else by its place when the expression names nothing)
            lookup = None if first.name else first.lookup
            key = first.name or (lookup.key if lookup else
                                 "@" + ":".join(map(str, first.where or ())))
            key += "".join("+" + (p.name or "") for p in prefix)
            rest = list(parts[1 + len(prefix):])
            if prefix and isinstance(rest[0], Text) and not rest[0].text.startswith("/"):
                rest[0] = Text("/" + rest[0].text, rest[0].where, rest[0].origin)
            return (ServiceRef(f"unresolved:{key}", first.name or (
                lookup.text if lookup else ""), (lookup.default,) if lookup and lookup.default
                else (), "service.unresolved-base", first.where, lookup=lookup), rest)
        return ServiceRef("same-origin", "", (), "service.same-origin"), parts
    if first.origin and not first.origin.startswith(("url.", "fetch.")):
        # A constant's text: the whole constant is the base when it is an absolute URL.
        pieces = [p for p in itertools.takewhile(
            lambda p: isinstance(p, Text) and p.origin == first.origin, parts)]
        text = "".join(p.text for p in pieces)
        named_path = any(isinstance(p, Text) and p.text.strip("/?&=") for p in
                         itertools.takewhile(lambda p: not (isinstance(p, Text) and
                                                            p.text.startswith("?")),
                                             parts[len(pieces):]))
        if SCHEME.match(text) and named_path:  # a constant naming a whole URL (or all but its
            # holes: `const u = 'https://h/o/' + id`) is no base: only its origin is
            base = text.rstrip("/")
            rest = parts[len(pieces):]
            if text.endswith("/") and rest and isinstance(rest[0], Text):
                rest = [Text("/" + rest[0].text.lstrip("/"), rest[0].where, rest[0].origin)] + \
                    list(rest[1:])
            elif text.endswith("/"):
                rest = [Text("/", None, "url.base-join")] + list(rest)
            provided = first.origin == TOKEN_RULE        # rule angular.injection-token
            return (ServiceRef(f"const:{base_url_key(base)}", "" if provided else first.origin,
                               ((base, first.where),),
                               TOKEN_RULE if provided else "service.constant", first.where), rest)
    text = first.text
    match = SCHEME.match(text)
    if match:
        origin = match.group(0)
        rest = [Text(text[match.end():], first.where, first.origin)] + list(parts[1:])
        return (ServiceRef(f"origin:{base_url_key(origin)}", host_of(origin),
                           ((origin, first.where),),
                           "service.literal-origin", first.where), rest)
    relative = page_relative(parts)
    if relative is not None:
        return relative
    return ServiceRef("same-origin", "", (), "service.same-origin"), parts


def dom_base(supplied: RuntimeBase) -> bool:
    """Rule ``service.runtime-base``: whether a base the deployment supplies is read from the
    page's DOM only (``document.querySelector('base').getAttribute('href')``, a meta tag's
    ``content``), which names a folder: a path written after it without a leading ``/``
    (`` href + 'api/x' ``) is ``/api/x`` under it, as after a base URL ending with ``/``."""
    return all(s.startswith("the page's DOM") for s in supplied.sources)


def runtime_service(hole: HoleV, supplied: RuntimeBase) -> ServiceRef:
    """Rule ``service.runtime-base``: the service of URLs opened by a base the deployment
    supplies at run time (``${basePath}/api/x`` with ``basePath`` read from a ``<meta>`` tag,
    ``window.API_URL || '/api'``), keyed by where the page reads it, so every URL on that base
    is one service whatever the local names; its fixed fallbacks are observed base URLs and its
    label (``sources``) says where the Host's value comes from."""
    key = "runtime:" + "|".join(sorted(supplied.sources))
    sources = supplied.sources + ((ORIGIN_FALLBACK,) if supplied.same_origin else ())
    return ServiceRef(key, hole.name or "", supplied.fallbacks, "service.runtime-base",
                      hole.where or supplied.where, sources)


SCHEME_START = re.compile(r"^(https?:)?//", re.I)
BASE_LAST_WORDS = frozenset({"url", "uri", "root", "host", "origin", "base", "baseurl",
                             "endpoint", "server", "domain", "gateway", "backend"})
PREFIX_LAST_WORDS = BASE_LAST_WORDS | {"prefix", "subdir", "subdirectory"}


def is_base_name(name: str | None, last_words: frozenset[str] = BASE_LAST_WORDS) -> bool:
    """Whether a value's name says it holds a base URL or host: its last word is one of
    ``last_words`` (``appUrl``, ``API_ROOT``, ``this.baseUrl``, ``serverHost``)."""
    found = words((name or "").split(".")[-1])
    return bool(found) and found[-1].lower() in last_words


def call_prefix_note(service: ServiceRef, parts: list[Text | HoleV]
                     ) -> list[tuple[str, str, Where | None]]:
    """Rule ``url.unresolved-call-prefix``: a URL that starts with the result of a call the
    resolver cannot follow or that returns nothing it can read (`` `${this.getSingleItemUrl()
    }/refs` ``, an abstract method no known subclass fixes) goes under a base binding of its
    own, but that value may as well be a path: a ``medium`` note names it, so the capability
    is reviewed and the prefix never silently vanishes."""
    if service.rule != "service.unresolved-base":
        return []
    hole = next((p for p in parts if isinstance(p, HoleV) or p.text.strip("/")), None)
    if not isinstance(hole, HoleV) or not isinstance(hole.value, UnknownV) \
            or hole.value.reason not in UNRESOLVED_CALL:
        return []
    return [("medium", f"{CALL_PREFIX_NOTE}{hole.name or 'the result of a call'}, returned by "
             "a call code2skill could not follow (an abstract or overridden method?): the "
             "path is read under it as a base URL; it may be a path prefix", hole.where)]


def slash_before_base(parts: list[Text | HoleV]) -> int:
    """Rule ``service.base-after-slash``: a URL written ``/`` (or slashes a join made:
    ``['/', base, path].join('/')``) then a value no caller fills named as a base or a prefix
    (last word :data:`PREFIX_LAST_WORDS`: ``apiUri``, ``apiRoot``, ``urlPrefix``), then a path
    (`` `/${config.apiUri}/dl/${hash}` ``, ``config`` a runtime configuration object; a
    parameter only when its name says base, as rule ``service.base-prefix`` reads one) starts
    with that base: the leading slashes only join it (a base such as ``/api/v1`` or
    ``api/v1``), so the value is the service's base URL binding, never a path parameter. An
    environment variable there is a base alike, and so is the page's own path cut before a
    segment (``'/' + segments.slice(0, ui).join('/')``, rule ``service.page-path-prefix``). Returns how many leading parts to drop
    (``0``: no such base)."""
    lead = len(list(itertools.takewhile(
        lambda p: isinstance(p, Text) and not p.text.strip("/"), parts)))
    if not lead or len(parts) < lead + 2 or "/" not in "".join(p.text for p in parts[:lead]):
        return 0
    hole, after = parts[lead], parts[lead + 1]
    if not isinstance(hole, HoleV) or not isinstance(after, Text) \
            or not after.text.startswith("/"):
        return 0
    if env_of(hole.value) is not None or runtime_base(hole.value) is not None \
            or prefix_option(hole.value):       # rule service.page-path-prefix
        return lead
    if isinstance(hole.value, ParamV):         # a parameter no caller fills, named as a base
        return lead if is_base_name(hole.name) else 0
    return lead if is_base_name(hole.name, PREFIX_LAST_WORDS) \
        and not page_location(hole.value) else 0


def base_prefix(first: HoleV, rest: list[Text | HoleV]) -> list[HoleV]:
    """Rule ``service.base-prefix``: the holes right after a base-named hole whose names say
    they extend it (`` `${SITE_ROOT}${localSitePrefix}api/groups/` ``: a prefix, root or base)
    belong to the base, never to the path; ``[]`` otherwise."""
    if not is_base_name(first.name):
        return []
    prefix = list(itertools.takewhile(
        lambda p: isinstance(p, HoleV) and is_base_name(p.name, PREFIX_LAST_WORDS), rest))
    return prefix if len(prefix) < len(rest) else []


def drop_leading_base(rest: list[Text | HoleV], notes: list) -> list[Text | HoleV]:
    """Rule ``url.leading-base-in-path``: a path below a service's base that starts with a
    value holding a base URL itself (an environment variable, ``API_BASE_URL = env || ''``, or a
    base-named value: `` `${API_BASE_URL}/api/x` `` sent through a client that has a base) is
    that base again, or an absolute URL replacing it: never a path segment. The value is dropped
    with a ``medium`` note naming it; the path is read under the service's base."""
    lead = 1 if rest and isinstance(rest[0], Text) and rest[0].text == "/" else 0
    if len(rest) < lead + 2 or not isinstance(rest[lead], HoleV):
        return rest
    hole, after = rest[lead], rest[lead + 1]
    if not (isinstance(after, Text) and after.text.startswith("/")) or not (
            env_of(hole.value) is not None or is_base_name(hole.name)):
        return rest
    notes.append(("medium", f"the path starts with {hole.name or 'a value'}, a base URL of its "
                  "own (it may repeat the client's base or replace it with an absolute URL): "
                  "read as a path under the service's base", hole.where))
    return list(rest[lead + 1:])
RELATIVE_START = re.compile(r"^(?:\./)*((?:\.\./)*)(?=[\w.~-])")


def page_relative(parts: list[Text | HoleV]) -> tuple[ServiceRef, list[Text | HoleV]] | None:
    """Rule ``service.page-relative``: a URL whose fixed start has no scheme and no leading
    ``/`` (``'control/status'``, ``'./api/x'``, ``'../api/x'``) is resolved by the browser
    against the document's base URL (the page's own folder, or its ``<base href>``), not the
    site root: its requests go to a page-relative service whose base the Host binds, keyed by
    how many folders (``../``) it climbs; the path is the rest, ``./`` steps dropped. ``None``
    for any other start (``/x``, ``?q``, a hole)."""
    first = parts[0]
    if not isinstance(first, Text):
        return None
    match = RELATIVE_START.match(first.text)
    if match is None:
        return None
    ups = match.group(1)
    rest = Text("/" + first.text[match.end():], first.where, first.origin)
    key = "page-relative" + (":" + ups if ups else "")
    return ServiceRef(key, ups, (), "service.page-relative", first.where), [rest, *parts[1:]]




def authority(parts: list[Text | HoleV]
              ) -> tuple[list[Text | HoleV], list[Text | HoleV]] | None:
    """Rule ``service.authority``: the parts that spell an absolute URL's scheme, host and
    port (``'https://' + HOST + ':8443'``, `` `http://${host}:${port}` ``), whatever constants
    or holes they come from, and the rest of the URL (its path and query, starting at the
    ``/``, ``?`` or ``#`` that ends the authority); ``None`` when the URL does not start with
    a scheme in one text or the authority is one text already (nothing to join). A scheme
    read from a value (``location.protocol + '//' + host``, `` `${scheme}://${host}` ``)
    starts an authority too. The page's own path (``location.pathname``) ends the authority
    before it: ``protocol + '//' + hostname + ':' + port + pathname + 'api/'`` has the
    authority of the page's origin and the rest ``pathname + 'api/'``, a path under the
    page's, never ``api`` read as part of a host."""
    scheme_hole = isinstance(parts[0], HoleV) and len(parts) > 1 \
        and isinstance(parts[1], Text) and parts[1].text.startswith(("//", "://"))
    if not scheme_hole and (not isinstance(parts[0], Text) or not SCHEME_START.match(
            parts[0].text) and not "https://".startswith(parts[0].text.lower())
            and not "http://".startswith(parts[0].text.lower())):
        return None
    text = "http" if scheme_hole and parts[1].text.startswith(":") else ""   # `${s}://…`
    for i, part in enumerate(parts):
        if isinstance(part, HoleV):
            if i > 0 and not SCHEME_START.match(text):
                return None                 # `'http' + s + '://…'`: no authority to read
            if i > 0 and (page_path(part.value) or may_start_path(part)):
                return list(parts[:i]), list(parts[i:])    # `${origin}${location.pathname}`
            continue
        start = len(text)
        text += part.text
        scheme = SCHEME_START.match(text)
        if scheme is not None and start > scheme.end() - 2 and not scheme_hole \
                and SCHEME_START.match(text[:start]) is None:
            return None           # `//` made by joining pieces: no host (url.joined-slashes)
        if scheme is None:
            if not any(p.startswith(text.lower()) for p in ("https://", "http://", "//")):
                return None
            continue
        end = re.compile(r"[/?#]").search(text, max(scheme.end(), start))
        if end is None:
            continue
        if i == 0:
            return None                      # the authority is one text: nothing to join
        cut = end.start() - start
        head = list(parts[:i]) + ([Text(part.text[:cut], part.where, part.origin)]
                                  if cut else [])
        tail = [Text(part.text[cut:], part.where, part.origin)] + list(parts[i + 1:])
        return head, tail
    return (list(parts), []) if len(parts) > 1 else None


def joined_text(head: list[Text | HoleV]) -> Text:
    """The texts of an authority as one text: a constant's (the last piece's origin) when
    every piece comes from a constant or a client base, else an inline literal's."""
    origins = [p.origin for p in head if isinstance(p, Text)]
    constant = all(o and not o.startswith(("url.", "fetch.")) for o in origins)
    return Text("".join(p.text for p in head if isinstance(p, Text)), head[0].where,
                origins[-1] if constant else None)


PAGE_ORIGIN = frozenset({"origin", "protocol", "host", "hostname", "port"})


def page_location(value: Value) -> bool:
    """Rule ``service.page-origin``: a part of the page's own address (``location.origin``,
    ``window.location.protocol``, ``document.location.host``): a base built from them is the
    page's origin, the same-origin service."""
    if isinstance(value, LibV) and value.lib == "global":
        path = value.path
    elif isinstance(value, UnknownV) and value.reason.startswith("unresolved:"):
        path = tuple(value.reason.split(":", 1)[1].split("."))   # an undeclared global's
    else:
        return False
    path = path[1:] if path[:1] == ("document",) else path
    return len(path) == 2 and path[0] == "location" and path[1] in PAGE_ORIGIN


DEFAULT_PORTS = frozenset({80, 443})


def page_port(value: Value) -> bool:
    """Rule ``service.page-origin``: the port of the page's own address as an app spells it,
    ``location.port`` (read as a number or not) or, where that is empty, the scheme's default
    port (``port = Number(location.port) || (https ? 443 : 80)``): every option is the page's
    port or the literal 80 or 443. Only an authority whose other holes are the page's own
    scheme and host is read with it."""
    options = string_options(value) if isinstance(value, AltV) else (value,)
    return any(page_location(o) for o in options) and all(
        page_location(o) or isinstance(o, LitV) and o.value in DEFAULT_PORTS
        and not isinstance(o.value, bool) for o in options)


# members of the page's own address that are its path or its whole URL (``location.pathname``,
# ``document.baseURI``): a URL built on them is relative to the page
PAGE_PATH = frozenset({("location", "pathname"), ("location", "href"), ("baseURI",),
                       ("URL",)})


def global_path(value: Value) -> tuple[str, ...] | None:
    """The member path of a browser global ``value`` reads (``('location', 'pathname')`` for
    ``location.pathname``, ``('window', 'location', 'hash')``), from a global library value or
    an unresolved name; ``None`` for any other value."""
    if isinstance(value, LibV) and value.lib == "global":
        return value.path
    if isinstance(value, UnknownV) and value.reason.startswith("unresolved:"):
        return tuple(value.reason.split(":", 1)[1].split("."))
    return None


def page_path(value: Value) -> bool:
    """Whether ``value`` is the page's path or whole address (``location.pathname``,
    ``window.location.href``, ``document.baseURI``, ``document.URL``), or one of several
    values at least one of which is that and the others derived from it
    (:func:`~code2skill.page_path_prefix.page_derived`): ``p = location.pathname``, else
    ``p = '/' + pieces.slice(0, -1).join('/') + '/'`` is the page's path or its folder, what
    a relative URL resolves against (rule ``service.page-relative``)."""
    if isinstance(value, AltV):
        return any(page_path(o) for o in value.options) and page_derived(value, page_path)
    path = global_path(value)
    if path is None:
        return False
    if path[:1] == ("document",):
        return path[1:] in PAGE_PATH
    return path in PAGE_PATH and path[:1] == ("location",)


def page_origin(value: Value) -> bool:
    """Whether ``value`` is the page's origin or a part of it (:func:`page_location`), or
    spells it from those parts (``protocol + '//' + hostname + (port ? ':' + port : '')``,
    or either of that and ``location.origin``)."""
    if isinstance(value, AltV):
        return all(page_origin(o) for o in value.options)
    if isinstance(value, StrV):
        return any(isinstance(p, HoleV) for p in value.parts) and all(
            page_origin(p.value) if isinstance(p, HoleV) else p.text in ("", "//", ":")
            for p in value.parts)
    return page_location(value)


def page_address_rest(parts: list[Text | HoleV]) -> list[Text | HoleV] | None:
    """Rule ``service.page-relative`` for a URL spelled from the page's own address: the
    rest of a URL that starts with the page's path or whole address, its origin before it
    or not (``location.origin + location.pathname + 'api/tunnels/' + id``, ``document.baseURI
    + 'api/files'``), which is then relative to the page (the page's folder is a
    deployment's: a base URL the Host binds, never an input); ``None`` for a URL that does
    not start so."""
    n = 0
    while n < len(parts) and isinstance(parts[n], HoleV) and (
            page_origin(parts[n].value) or page_path(parts[n].value)):
        n += 1
    if n == 0 or n == len(parts) or not isinstance(parts[n], Text) or not any(
            page_path(p.value) for p in parts[:n]):
        return None
    return list(parts[n:])


def under_page(rest: list[Text | HoleV]) -> list[Text | HoleV]:
    """Rule ``service.page-relative``: the rest of a URL spelled after the page's path, with
    the slash that joins it to that path dropped (`` `${location.pathname}/backend` `` and
    `` `${location.pathname}backend` `` both name ``backend`` under the page's path, never
    ``/backend`` at the site root); any other rest unchanged."""
    first = rest[0] if rest else None
    if not isinstance(first, Text) or not first.text.startswith("/") \
            or first.text.startswith("//"):
        return rest
    tail = first.text.lstrip("/")
    if tail:
        return [Text(tail, first.where, first.origin), *rest[1:]]
    return rest[1:] if len(rest) > 1 and isinstance(rest[1], Text) else rest


def origin_path(value: Value) -> tuple[str, Where | None] | None:
    """Rule ``service.env``: the path of a fallback base that is the page's own origin and a
    fixed path (`` `${location.origin}/api` ``, ``urlJoin(location.origin, '/api')``), with
    where the path is written: the same-origin base ``/api`` the client uses when the
    variable is not set; ``None`` for any other value."""
    if not (isinstance(value, StrV) and len(value.parts) > 1
            and isinstance(value.parts[0], HoleV) and page_location(value.parts[0].value)
            and all(isinstance(p, Text) for p in value.parts[1:])):
        return None
    path = "".join(p.text for p in value.parts[1:])     # type: ignore[union-attr]
    where = next((p.where for p in value.parts[1:] if p.where and p.text.strip("/")), None)
    return (path, where) if path.startswith("/") else None


def host_binding(head: list[Text | HoleV]) -> ServiceRef:
    """Rule ``service.host-binding``: a base whose host or port the client builds from values
    the source does not fix (`` `http://${process.env.API_HOST || 'localhost'}:${port}` ``)
    is one service whose base URL the Host binds; never path segments or inputs. When every
    hole has a fixed fallback, the URL they spell is an observed deployment reference."""
    holes = [p for p in head if isinstance(p, HoleV)]
    name = {id(h): env.name if (env := env_of(h.value)) else h.name or "" for h in holes}
    fallback = {id(h): fallback_text(h.value) for h in holes}
    shape = "".join(p.text if isinstance(p, Text) else "{" + (name[id(p)] or "?") + "}"
                    for p in head)
    observed: tuple[tuple[str, Where | None], ...] = ()
    if all(f is not None for f in fallback.values()):
        observed = (("".join(p.text if isinstance(p, Text) else fallback[id(p)]
                             for p in head), holes[0].where),)
    hosts = [h for h in holes if h is not head[0]] + holes      # a scheme's name comes last
    label = next((name[id(h)] for h in hosts if name[id(h)]), "")
    return ServiceRef(f"host:{shape}", label, observed, "service.host-binding", holes[0].where)


def fallback_text(value: Value) -> str | None:
    """The fixed text a value falls back to (``process.env.X || 'localhost'`` → ``localhost``,
    a fixed text itself), else ``None``."""
    for option in options_of(value):
        text = text_of(option)
        if text is None and isinstance(option, LitV) and option.value is not None \
                and not isinstance(option.value, bool):
            text = str(option.value)
        if text is not None:
            return text
    return None


def same_env_base(first: Text | HoleV, bases: list[list[Text | HoleV]]) -> bool:
    """Rule ``service.same-env-base``: a URL that starts with the environment variable the
    client's base URL already is (``axios.create({baseURL: import.meta.env.VITE_API})`` then
    `` get(`${import.meta.env.VITE_API}/products`) ``) is its own absolute URL on that
    base, not the base joined twice (``/{VITE_API}/products``)."""
    env = env_of(first.value) if isinstance(first, HoleV) else None
    return env is not None and bool(bases) and all(
        base and isinstance(base[0], HoleV) and (other := env_of(base[0].value)) is not None
        and other.name == env.name for base in bases)


def env_of(value: Value) -> EnvV | None:
    for option in options_of(value):
        if isinstance(option, EnvV):
            return option
    return None


def options_of(value: Value) -> tuple[Value, ...]:
    return value.options if isinstance(value, AltV) else (value,)


def host_of(origin: str) -> str:
    """The host name of an origin, lower case, read by ``urllib.parse.urlsplit``
    (``https://user:pw@API.x.example:8080`` → ``api.x.example``, ``http://[::1]:8080`` →
    ``::1``, ``api.x.example:8080`` → ``api.x.example``); ``""`` when the authority is
    malformed (``http://[::1``)."""
    try:
        return urlsplit(origin if "//" in origin else "//" + origin).hostname or ""
    except ValueError:
        return ""


def split_query(parts: list[Text | HoleV]) -> tuple[list[Text | HoleV], list[Text | HoleV]]:
    """Split URL parts at the first ``?`` (a ``#`` fragment is dropped). Rule
    ``url.whole-value``: a URL that starts with a value (``href + '&page=2'``, ``href`` read
    from the page) carries its own path and query: a ``&`` right after it starts the query,
    so the value alone is the path and names no endpoint. Rule ``url.query-hole``
    (:mod:`code2skill.query_holes`): a value glued to the path's text that is a query string
    starts the query."""
    if len(parts) > 1 and isinstance(parts[0], HoleV) and isinstance(parts[1], HoleV) \
            and is_separator(parts[1].value):     # (rule url.separator-choice: `${url}&…`)
        parts = [parts[0], Text("&", parts[1].where)] + list(parts[2:])
    if len(parts) > 1 and isinstance(parts[0], HoleV) and isinstance(parts[1], Text) \
            and parts[1].text.startswith("&"):
        parts = [parts[0], Text("?" + parts[1].text[1:], parts[1].where, parts[1].origin)] \
            + list(parts[2:])
    start = query_start(parts)                 # rule url.query-hole
    if start is not None:
        return list(parts[:start]), query_parts(list(parts[start:]))
    for i, part in enumerate(parts):
        if isinstance(part, Text) and ("?" in part.text or "#" in part.text):
            cut = min(x for x in (part.text.find("?"), part.text.find("#")) if x >= 0)
            head = Text(part.text[:cut], part.where, part.origin)
            tail = Text(part.text[cut + 1:], part.where, part.origin) \
                if part.text[cut] == "?" else None
            query = ([tail] if tail else []) + (list(parts[i + 1:]) if tail else [])
            return list(parts[:i]) + [head], [search_joined(p) for p in query]
    return parts, []


def search_joined(part: Text | HoleV) -> Text | HoleV:
    """Rule ``url.search-params-join``: ``url.searchParams.append(k, v)`` on a URL whose
    text already has a query (``new URL(prefix + rest)`` with ``rest`` a caller's
    ``'/items/export?print=true'``) adds ``&k=v``; the ``?`` the URL object's query was
    written with, before the caller's text was known, joins with ``&`` there. Any other part
    is unchanged."""
    if isinstance(part, Text) and part.origin == SEARCH_ORIGIN and part.text.startswith("?"):
        return Text("&" + part.text[1:], part.where, part.origin)
    return part


def server_written_url(service: ServiceRef, parts: list[Text | HoleV]) -> bool:
    """Rule ``url.server-written-url``: whether a URL is nothing but a value a server
    template writes into the page's script (``$.post('{{ route('appload') }}', data)``, read
    as a base path: :mod:`code2skill.provided_base`) with no path after it: the template
    writes the whole URL, a named route the source does not show, so no endpoint is named —
    not even ``/`` for a write — and the request is a review item."""
    return any(source == TEMPLATE_SOURCE for source, _ in service.base_path) and not any(
        isinstance(p, HoleV) or p.text.strip("/?&") for p in parts)


def parameter_path(parts: list[Text | HoleV], notes: list, writes: bool
                   ) -> tuple[str | None, list[PathParam]]:
    """Rule ``url.parameter-path``: under a base the URL names (the page's origin, a base
    binding, a constant host), a path with no fixed text is still an endpoint when each of
    its holes is a whole segment: the base itself is ``/`` for a write (``fetch(baseUrl,
    {method: 'PUT', body})``; a read of the bare base is a ping, no endpoint), ``base + '/' +
    topic`` is ``/{topic}``, with a ``medium`` note that a caller's value alone names the
    resource. ``(None, [])`` otherwise (a hole glued to text)."""
    texts = "".join(p.text for p in parts if isinstance(p, Text))
    if texts.strip("/?&"):
        return None, []
    if not any(isinstance(p, HoleV) for p in parts):
        if not writes:
            return None, []
        notes.append(("medium", "the request goes to the base URL itself (path '/'): confirm "
                      "the operation the backend answers there", None))
        return "/", []
    lead = [] if parts and isinstance(parts[0], Text) and parts[0].text.startswith("/") \
        else [Text("/", None, "url.parameter-path")]
    found: list = []
    path, params = path_template(lead + list(parts), found, unfixed=True)
    if path is None or any("part of a segment" in n[1] for n in found):
        return None, []
    notes.extend(found)
    notes.append(("medium", f"the path under the base is only {path}: the caller's value "
                  "names the resource; confirm the endpoint", params[0].where if params
                  else None))
    return path, params


API_PREFIX = re.compile(r"api|rest|v\d+(\.\d+)?", re.I)


def prefix_only_note(path: str | None, params: list[PathParam]) -> list[tuple]:
    """Rule ``url.prefix-only-path``: a path whose only fixed segments are an API prefix
    (``api``, ``rest``, ``v2``) and whose resource only parameters name (``/api/{param}/{mode}``,
    a base ``…/api/`` joined to a caller's path) gets the ``medium`` note
    :func:`parameter_path` gives a path with no fixed text at all; ``[]`` otherwise."""
    if path is None or not params:
        return []
    fixed = [s for s in path.strip("/").split("/") if s and not s.startswith("{")]
    if not all(API_PREFIX.fullmatch(s) for s in fixed):
        return []
    return [("medium", f"the path under the API prefix is only {path}: the caller's value "
             "names the resource; confirm the endpoint", params[0].where)]


# words of a parameter's name that say it stands for a base or a prefix, not for a member
BASE_WORDS = frozenset({"url", "uri", "href", "base", "basepath", "baseurl", "host", "hostname",
                        "origin", "endpoint", "server", "domain", "prefix", "root", "port",
                        "protocol", "scheme", "gateway", "backend"})


def base_named(name: str | None) -> bool:
    """Whether a value's name says it stands for a base or a prefix: one of its words is in
    :data:`BASE_WORDS` and it does not end as an identifier does (``basePath``, ``urlPrefix``;
    not ``hostId``)."""
    said = words(name or "")
    return bool(said) and said[-1] not in ("id", "ids") and bool(set(said) & BASE_WORDS)


def leading_base_note(path: str | None, params: list[PathParam]) -> list[tuple]:
    """Rule ``url.leading-base-parameter``: a path that opens with a parameter named like a
    base or a prefix (``/{prefix}/languages``, ``/{baseUrl}/x``; not ``/{tenantId}/x``, an
    identifier) holds a value the tool could not read — a base URL, or a prefix a subclass
    passes its base class (``super('/system')``) — so endpoints that differ only in it may be
    merged into one Tool: a ``medium`` note; ``[]`` otherwise."""
    if path is None or not params or not path.startswith("/{"):
        return []
    name = path[2:].split("}", 1)[0]
    if not base_named(name):
        return []
    return [("medium", f"the path starts with {{{name}}}, a value named like a base or a prefix "
             "that code2skill could not read (a base URL, or a prefix a subclass passes its base "
             "class): endpoints that differ only in it may be merged into this Tool; confirm the "
             "endpoint", params[0].where)]


def path_template(parts: list[Text | HoleV], notes: list, unfixed: bool = False
                  ) -> tuple[str | None, list[PathParam]]:
    """``/articles/{slug}`` and its parameters; ``None`` when the path has no fixed text
    (unless ``unfixed``: rule ``url.parameter-path``). Rule ``path.backslash``: a browser reads
    ``\\`` in an http(s) path as ``/`` (``'/api\\users'`` is ``/api/users``)."""
    out: list[str] = []
    params: list[PathParam] = []
    used: dict[str, int] = {}
    fixed = False
    holes = [(i, p) for i, p in enumerate(parts) if isinstance(p, HoleV)]
    owned = dict(zip((i for i, _ in holes), receiver_names(     # rule path.receiver-name
        [param_name_of(p) or "param" for _, p in holes], [p.receiver for _, p in holes])))
    for i, part in enumerate(parts):
        if isinstance(part, Text):
            text = part.text
            before = parts[i - 1] if i else None
            if text == "" and part.origin and i == len(parts) - 1 and out and \
                    out[-1].endswith("/") and not (isinstance(before, Text)
                                                   and before.origin == part.origin):
                out[-1] = out[-1][:-1]          # `${resource}/${slug}` with slug = ""
                # (not a string that itself ends in '/' + '': ['', 'api', ''].join('/'))
            out.append(text)
            fixed = fixed or bool(text.strip("/"))
            continue
        if isinstance(part.value, EnvV):
            notes.append(("medium", f"environment variable {part.value.name} inside the path",
                          part.where))
        name = owned[i]
        if param_name_of(part) is None:
            notes.append(("medium", "path segment from an expression with no name; named {param}",
                          part.where))
        used[name] = used.get(name, 0) + 1
        if used[name] > 1:
            name = f"{name}{used[name]}"
        before = "".join(out)
        after = parts[i + 1].text if i + 1 < len(parts) and isinstance(parts[i + 1], Text) \
            else ""
        if not (before.endswith("/") or before == "") or after[:1] not in ("", "/"):
            notes.append(("medium", f"path parameter {{{name}}} is part of a segment, not a whole "
                          "one",
                          part.where))
        out.append("{" + name + "}")
        params.append(PathParam(name, part.value, part.where, part.tag, part.receiver,
                                part.receiver is not None and owned[i] != param_name_of(part)))
    if not fixed and not unfixed:
        return None, params
    path = re.sub(r"/{2,}", "/", "".join(out).replace("\\", "/"))   # rule path.backslash
    if not path.startswith("/"):
        path = "/" + path
    return without_dot_segments(path, notes), params


def chosen_words(parts: list[Text | HoleV]) -> frozenset[str]:
    """The path words a condition's arm chose in the URL ``parts`` (rule
    ``path.condition-arm``: ``file`` of ``upload.stream ? "stream" : "file"``)."""
    return frozenset(p.text.strip("/") for p in parts if isinstance(p, Text) and p.arm)


def arm_owned(path: str | None, params: list[PathParam], words: frozenset[str]
              ) -> list[PathParam]:
    """``params``, each with a receiver whose nearest static segment before it is one of
    ``words`` (a condition's arm chose it) described by its receiver (rule
    ``path.receiver-name``)."""
    if path is None or not words:
        return params
    before: dict[str, str] = {}
    static = ""
    for segment in path.split("?")[0].split("/"):
        if segment.startswith("{") and segment.endswith("}"):
            before[segment[1:-1]] = static
        elif segment:
            static = segment
    return [replace(p, owned=True) if p.receiver and before.get(p.name) in words else p
            for p in params]


def chosen_arms(parts: list[Text | HoleV]) -> tuple[tuple[str, str, Where | None], ...]:
    """Rule ``path.condition-arm``: ``(rule, note, where)`` of each condition arm that chose a
    fixed text of the URL ``parts`` (:attr:`Text.arm`), each once, in order."""
    return tuple(dict.fromkeys((ARM_RULE, p.arm, p.where) for p in parts
                               if isinstance(p, Text) and p.arm))


def param_name_of(part: HoleV) -> str | None:
    """The path parameter name hole ``part`` gives itself: its source name made safe, unless
    it is a stored value's (rule ``context.stored-value``); ``None`` when it names nothing."""
    name = safe_name(part.name)
    return unshown_name(name, part.value) if name is not None else None


def without_dot_segments(path: str, notes: list) -> str:
    """Rule ``path.dot-segments``: the browser removes ``.`` and ``..`` segments when it
    parses a URL (RFC 3986 5.2.4): ``/./api/x`` is ``/api/x``, ``/a/b/../c`` is ``/a/c``. A
    ``..`` after a path parameter would drop the parameter: it stays, with a ``medium``
    note."""
    segments = path.split("/")[1:]
    if "." not in segments and ".." not in segments:
        return path
    out: list[str] = []
    for segment in segments:
        if segment in (".", ""):
            continue
        if segment == ".." and out and not out[-1].startswith("{"):
            out.pop()
        elif segment == ".." and out:
            notes.append(("medium", f"'..' after the path parameter {out[-1]} removes it "
                          "from the URL the browser sends", None))
            out.append(segment)
        elif segment != "..":
            out.append(segment)
    trailing = "/" if path.endswith(("/", "/.", "/..")) and out else ""
    return "/" + "/".join(out) + trailing


def parse_query(parts: list[Text | HoleV], notes: list,
                opaque: list[HoleV] | None = None) -> list[QueryParam]:
    """Query parameters from a URL's query parts (``a=1&b=${x}``): a value made only of text
    is fixed, its ``+`` and ``%xx`` escapes decoded once as the server reads them (rule
    ``value.string-codec``: ``q=100%25`` is ``100%``, and a value ``URLSearchParams`` or
    ``encodeURIComponent`` encoded is the value before encoding), a value that is one hole
    is an input from that hole. Rule
    ``query.opaque-string``: a whole ``&``-separated entry that is one parameter of the
    request's function whose members the source does not show (```?${qs}```,
    ```?${new URLSearchParams(params)}```) goes to ``opaque`` when given (the query sent as
    one object); any other value there is a ``low`` note."""
    marker = "\0"
    text = ""
    holes: list[HoleV] = []
    where_at: list[tuple[int, Where | None]] = []
    parts = restarted_query(parts, notes)             # rule url.query-restart
    for part in map(separator_text, parts):          # rule url.separator-choice
        where_at.append((len(text), part.where))
        if isinstance(part, Text):
            text += part.text.replace(marker, "")
        else:
            if glued_entry(text, part):
                text += "&"                              # rule query.glued-hole
            text += f"{marker}{len(holes)}{marker}"
            holes.append(part)
    params: list[QueryParam] = []
    offset = 0
    for pair in text.split("&"):
        where = next((w for pos, w in reversed(where_at) if pos <= offset), None)
        offset += len(pair) + 1
        if not pair:
            continue
        name, _, value = pair.partition("=")
        value = value.split("#", 1)[0]                   # a fragment is not sent
        whole = re.fullmatch(f"{marker}(\\d+){marker}", pair)
        if whole and text_of(holes[int(whole.group(1))].value) == "":
            continue                         # an empty string: no entry (no pushes ran)
        if whole and holes[int(whole.group(1))].name is None \
                and present(holes[int(whole.group(1))].value) is None:
            continue                         # stringify(undefined): no entry
        entries = query_entries(holes[int(whole.group(1))], where) if whole else None
        if whole and entries is None:                # rule url.query-hole
            entries = option_entries(holes[int(whole.group(1))],
                                     lambda qparts: parse_query(qparts, notes))
        if entries is not None:
            params.extend(entries)
            continue
        spread = params_query(holes[int(whole.group(1))].value, where) \
            if whole and opaque is not None else None                # query.params-object
        if spread is not None:    # (one object appended by several appends: one query)
            if all(spread_of(o.value) != spread_of(spread) for o in opaque):
                opaque.append(replace(holes[int(whole.group(1))], value=spread))
            continue
        if whole and opaque is not None and isinstance(holes[int(whole.group(1))].value,
                                                        ParamV):
            opaque.append(holes[int(whole.group(1))])
            continue
        if marker in name:                       # rule query.unnamed-key: never the value
            notes.append(unnamed_part(pair, holes, where))
            continue
        if "=" not in pair and token_shaped(name):  # rule query.unnamed-key: ?tk4x9q2…&page=1
            notes.append(bare_token_review(withheld_text(name), where))
            continue
        pieces = re.split(f"{marker}(\\d+){marker}", value)
        hole_ids = [int(p) for i, p in enumerate(pieces) if i % 2 == 1]
        name = query_decoded(name) or name        # rule value.string-codec: decoded once
        if not hole_ids:
            fixed = withheld_value(name, query_decoded(value))
            params.append(QueryParam(name, None if fixed is not None else UnknownV(
                "uri-error", where), fixed, where))
        else:
            hole = holes[hole_ids[0]]
            glued = glued_unknown_note(
                unnamed_label(pair, holes), [holes[i] for i in hole_ids],
                any(pieces[::2]), hole.where or where)
            if glued is not None:
                notes.append(glued)
            params.append(QueryParam(name, hole.value, None, hole.where or where,
                                     source=hole.name and unshown_name(hole.name, hole.value),
                                     via=(LOOPED_APPEND, hole.where)
                                     if hole.tag and hole.tag[0] == LOOPED_APPEND else None))
    return params


def unnamed_label(text: str, holes: list[HoleV]) -> str:
    """Query ``text`` as written, each hole marker ``\\0i\\0`` shown as ``${name}``."""
    return re.sub("\0(\\d+)\0", lambda m: "${" + (holes[int(m.group(1))].name or "…") + "}",
                  text)


def withheld_value(name: str, fixed: str | None) -> str | None:
    """Rule ``redact.query-credential``: the fixed text of query parameter ``name``, whole
    :data:`~code2skill.redact.CREDENTIAL` when the name is a credential's and the text holds a
    placeholder: a literal value redacted only up to a space or a template construct
    (``?key=abc X``, ``?access_token=[% "X" %]``) leaves no piece of it."""
    if fixed is not None and "<redacted:" in fixed and is_credential_position("query", name):
        return CREDENTIAL
    return fixed


def unnamed_part(pair: str, holes: list[HoleV],
                 where: Where | None) -> tuple[str, str, Where | None]:
    """The review note of a query pair whose name holds a hole (``${key}=…``: ``pair`` as
    :func:`parse_query` reads it, each hole ``\\0i\\0`` one of ``holes``): a value with
    literal text, or a hole of a fixed value, is withheld (rule ``query.unnamed-key``,
    :func:`~code2skill.unnamed_keys.unnamed_review`: ``${key}=<redacted:credential>``), else
    the part's parameters are unknown (:func:`unknown_query_part`)."""
    marker = re.compile("\0(\\d+)\0")
    name, _, value = pair.partition("=")
    literals = [piece for piece in marker.split(value)[::2] if piece]
    if literals or any(withheld(holes[int(i)].value) for i in marker.findall(value)):
        for piece in literals:
            withheld_text(piece)
        return unnamed_review(f"{unnamed_label(name, holes)}={CREDENTIAL}", where)
    return unknown_query_part(unnamed_label(pair, holes), where)


def unknown_query_part(label: str, where: Where | None) -> tuple[str, str, Where | None]:
    """The ``medium`` review note of a query-string part whose
    parameters the source does not let the tool follow (``label`` is the part as written,
    ``${queryParams}``): the Tool would send the request without them, so it needs review,
    never an exportable draft."""
    return ("medium", f"the query part '{label}' comes from an expression the tool cannot "
            "follow: its parameters are unknown and the Tool does not send them", where)


def query_entries(hole: HoleV, where: Where | None) -> list[QueryParam] | None:
    """Rule ``query.object-string``: a query string made from an object
    (``new URLSearchParams(params).toString()`` with ``params`` an object its callers pass)
    has one parameter per member, sent like a ``params`` object's (a member whose value may
    be absent is optional); ``None`` when the value is no object of named members. A hole
    tagged by rule ``query.entries-join`` (:mod:`code2skill.entries_joins`) keeps that rule
    and the join's place on each parameter (``via``), each sent whatever its value (the
    join writes every member, as the URL does). A hole tagged by rule ``url.object-query``
    does the same unless its loop sets each member under a test
    (:data:`code2skill.urlsearch.GUARDED`): then a member whose value may be absent is
    optional, as in a ``params`` object. Rule ``query.empty-object``: an empty object
    (``{}`` a caller passes, or a helper's default ``params = {}`` a caller leaves) sends no
    parameter and needs no review."""
    value = present(hole.value)
    if isinstance(value, ObjV) and not value.props:
        return []                                 # rule query.empty-object
    if not isinstance(value, ObjV) or any(p.key is None for p in value.props):
        return None
    via = (hole.tag[0], hole.where) if hole.tag else None
    every = via is not None and hole.tag[1] != SEARCH_GUARDED
    return [QueryParam(p.key, p.value, fixed_text(p.value), p.where or hole.where or where,
                       in_url=every, via=(p.rule, p.where) if p.rule else via)
            for p in value.props]


def fixed_text(value: Value) -> str | None:
    text = text_of(value)
    if text is not None:
        return text
    if isinstance(value, LitV) and value.value is not None:
        return js_number_text(value.value)
    return None


def safe_name(name: str | None) -> str | None:
    """An input-property-safe parameter name (``article.slug`` → ``slug``)."""
    if not name:
        return None
    cleaned = re.sub(r"[^A-Za-z0-9_]", "_", name).strip("_")
    return cleaned or None


def describe(value: Value) -> str:
    """A short human description of an unresolved value, for review messages."""
    if isinstance(value, UnknownV):
        return UNKNOWN_WORDS.get(value.reason) or unread_words(value.reason) \
            or f"unknown: {value.reason}"
    if isinstance(value, ParamV):
        return f"{'component prop' if is_props_fid(value.fid) else 'parameter'} {value.name}"
    if isinstance(value, EnvV):
        return f"environment variable {value.name}"
    if isinstance(value, StrV):
        return "".join(p.text if isinstance(p, Text) else "{" + (p.name or "?") + "}"
                       for p in value.parts)
    if isinstance(value, AltV):
        options = [describe(o) for o in value.options[:3]]
        return "one of " + ", ".join(options) + (", …" if len(value.options) > 3 else "")
    return VALUE_WORDS.get(type(value).__name__, "a value the source does not show")


UNKNOWN_WORDS = {SERVER_TEMPLATE: "a value a server template writes into the page, rule "
                                  f"{SERVER_TEMPLATE_RULE}"}
VALUE_WORDS = {"TypedV": "a value known only by its declared type", "ObjV": "an object",
               "ArrV": "an array", "FnV": "a function", "LitV": "a literal that is no string",
               "ResponseV": "another request's response", "ClientV": "a client object",
               "LibV": "a library value", "InstanceV": "an object instance",
               "ChoiceV": "a value chosen by a key"}
