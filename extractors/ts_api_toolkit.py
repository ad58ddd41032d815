"""ts-api-toolkit: a ready-made API service over redaxios (``apiService``, v2 API).

Call forms handled::

    import { apiService } from 'ts-api-toolkit';
    apiService.changeBaseUrl('https://api.example.com/api');   // the base URL, program-wide
    apiService.changeAuthSchema('Token');                       // Authorization: Token <jwt>
    apiService.get|delete|options(resource, params)             // params: the query
    apiService.post|put|patch(resource, data, params)           // data: a JSON body
    apiService.query(resource, params)                          // deprecated alias of get

The library requests ``${baseUrl}/${resource}`` (rule ``ts-api-toolkit.call``); its base is
``/api/v1`` until ``changeBaseUrl`` (or the deprecated ``changeApiUrl``) sets another, found by a
program-wide pass (rule ``ts-api-toolkit.base-url``). It sends ``Authorization: <schema>
<token>`` whenever its auth storage holds a token, so every request carries bearer evidence
(rule ``ts-api-toolkit.stored-token``).
"""
from __future__ import annotations

from code2skill.facts import Member
from code2skill.requests import AuthHint, RequestTemplate
from code2skill.recogniser_context import SetupFacts
from code2skill.values import AltV, LibV, StrV, Text, Value

from .common import method_value
from .registry import Recogniser

LIB = "ts-api-toolkit"
READS = ("get", "delete", "options", "query")
WRITES = ("post", "put", "patch")
BASE_SETTERS = ("changeBaseUrl", "changeApiUrl")
DEFAULT_BASE = "/api/v1"


def request(callee, site, ctx) -> RequestTemplate | None:
    """The template of ``apiService.<method>(resource, …)``; ``None`` for anything else."""
    if not (isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 2
            and callee.path[0] == "apiService" and callee.path[1] in READS + WRITES):
        return None
    args = ctx.args(site.call)
    if not args:
        return None
    name = callee.path[1]
    where = ctx.where(site.call.span)
    writes = name in WRITES
    query = args[2 if writes else 1] if len(args) > (2 if writes else 1) else None
    body = args[1] if writes and len(args) > 1 else None
    return RequestTemplate(
        lib=LIB, method=method_value("get" if name == "query" else name, where),
        url=joined(args[0]), base=base_url(ctx.program),
        sites=(ctx.site(site.call.span, f"{LIB}.call"),),
        query=query, body=body, body_encoding="json" if body is not None else None,
        auth=(AuthHint("bearer", where, f"{LIB}.stored-token",
                       "Authorization: <schema> <stored token>"),))


def joined(resource: Value) -> Value:
    """``/${resource}``: the library puts one ``/`` between the base and the resource."""
    if isinstance(resource, StrV):
        return StrV((Text("/", None),) + resource.parts)
    return resource


def base_url(program) -> Value:
    """The base URL set by ``changeBaseUrl`` calls (each one an alternative), else the
    library's default ``/api/v1``."""
    found = program.setup_facts(LIB, [])
    if not found:
        return StrV((Text(DEFAULT_BASE),))
    return found[0] if len(found) == 1 else AltV(tuple(found))


def setup(program) -> SetupFacts:
    """Program-wide pass: the values given to ``apiService.changeBaseUrl(url)``."""
    from code2skill.recogniser_context import Frame

    found: list[Value] = []
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            callee = site.call.callee
            if not (isinstance(callee, Member) and callee.prop in BASE_SETTERS
                    and site.call.args):
                continue
            owner = program.evaluate(callee.obj, Frame(path, site.scope))
            if isinstance(owner, LibV) and owner.lib == LIB and owner.path == ("apiService",):
                value = program.evaluate(site.call.args[0], Frame(path, site.scope))
                if value not in found:
                    found.append(value)
    return SetupFacts(found)


RECOGNISER = Recogniser(id=LIB, request=request, setup=setup, modules={LIB: LIB})
