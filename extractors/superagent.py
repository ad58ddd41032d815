"""superagent: request chains, ``superagent-promise`` wrappers and plugins.

Call forms handled::

    superagent.get|post|put|patch|del|delete|head(url[, data])
    superagent(method, url)
    …  .send(body) .query(q) .set(name, value) .set({…}) .type('form') .withCredentials()
    …  .use(plugin)            // plugin(req) { req.set('Authorization', …) } → auth evidence
    …  .use(prefix('/api'))    // superagent-prefix, or a plugin doing req.url = API + req.url
    const agent = superagentPromise(superagent, Promise)   // same API, promise-returning

The request is made by the first call of the chain; the calls chained on it (recorded in
``CallSite.chain``) add the body, query, headers and plugins.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Hole, Member, Tmpl
from code2skill.requests import AuthHint, Header, RequestTemplate
from code2skill.recogniser_context import Frame
from code2skill.values import ClientV, LibV, ObjV, Value

from .common import (
    auth_from_headers, auth_in_function, body_encoding, first_text, header_text, headers_from,
    method_value,
)
from .registry import LibraryFacts, Recogniser

FACTS = LibraryFacts(response_body="body", verbs=("get", "post", "put", "patch", "del", "delete",
                                                  "head", "options"))


def call_value(callee, args, where, new) -> Value | None:
    """``superagentPromise(superagent, Promise)`` is superagent itself;
    ``prefix('/api')`` (superagent-prefix) is a plugin that prefixes URLs."""
    if isinstance(callee, LibV) and callee.lib == "superagent-promise" and callee.path == ():
        return args[0] if args else LibV("superagent")
    if isinstance(callee, LibV) and callee.lib == "superagent-prefix" and callee.path == ():
        return ClientV("superagent-prefix", args[0] if args else None, where)
    return None


def plugin_prefix(ctx, plugin: Value) -> Value | None:
    """The URL prefix a plugin adds: ``superagent-prefix``'s argument, or the part before
    ``req.url`` in a plugin assigning ``req.url = `${API}${req.url}```."""
    if isinstance(plugin, ClientV) and plugin.lib == "superagent-prefix":
        return plugin.config
    facts = ctx.function_facts(plugin)
    if facts is None:
        return None
    _, fn = facts
    for assignment in fn.assignments:
        value = assignment.value
        if assignment.target[-1:] != ("url",) or not isinstance(value, Tmpl):
            continue
        for i, part in enumerate(value.parts):
            if isinstance(part, Hole) and isinstance(part.expr, Member) \
                    and part.expr.prop == "url":
                return ctx.program.evaluate(Tmpl(value.parts[:i]),
                                             Frame(ctx.program.function_facts(fn.fid)[0], fn.fid))
    return None


def request(callee, site, ctx) -> RequestTemplate | None:
    """A template for a superagent request chain; ``None`` for anything else."""
    if not (isinstance(callee, LibV) and callee.lib == "superagent"):
        return None
    call = site.call
    args = ctx.args(call)
    if len(callee.path) == 1 and callee.path[0] in FACTS.verbs and args:
        method = method_value(callee.path[0], ctx.where(call.span))
        url = args[0]
        body = args[1] if len(args) > 1 else None
    elif callee.path == () and len(args) >= 2:
        method, url, body = args[0], args[1], None
    else:
        return None
    read = read_chain(ctx, site.chain, body)
    return RequestTemplate(
        lib="superagent", method=method, url=url, base=read["base"],
        sites=(ctx.site(call.span, "superagent.call"),),
        query=read["query"], body=read["body"],
        body_encoding=encoding_of(read["body"], read["encoding"], read["headers"]),
        headers=read["headers"], auth=read["auth"])


def encoding_of(body: Value | None, encoding: str | None, headers: tuple) -> str | None:
    """The body encoding: ``.type()``'s, else the body's or its ``Content-Type``'s, else
    JSON for an object (superagent's default)."""
    if body is None:
        return None
    return encoding or body_encoding(body, None, header_text(headers, "Content-Type")) \
        or ("json" if isinstance(body, ObjV) else None)


def read_chain(ctx, chain, body: Value | None = None, query: Value | None = None) -> dict:
    """What the calls chained on a request (``.send(b).query(q).set(k, v).type(t)
    .withCredentials().use(plugin)``) add to ``body`` and ``query``: a dict of ``body``,
    ``query``, ``headers``, ``auth``, ``encoding`` and ``base`` (a plugin's prefix)."""
    base = encoding = None
    headers: tuple[Header, ...] = ()
    auth: list[AuthHint] = []
    for name, chain_args, span, _ in chain:
        values = list(ctx.program.eval_args(chain_args, ctx.frame))
        if name == "send" and values:
            body = values[0] if body is None else merge(body, values[0])
        elif name == "query" and values:
            query = values[0] if query is None else merge(query, values[0])
        elif name == "set" and values:
            if isinstance(values[0], ObjV):
                headers += headers_from(values[0], ctx.where(span))
            elif len(values) > 1 and first_text(values[0]):
                headers += (Header(first_text(values[0]), values[1], ctx.where(span)),)
        elif name == "type" and values:
            encoding = {"form": "form", "json": "json"}.get(first_text(values[0]) or "")
        elif name == "withCredentials":
            auth.append(AuthHint("cookie-session", ctx.where(span),
                                 "superagent.with-credentials", ".withCredentials()"))
        elif name == "use" and values:
            auth.extend(auth_in_function(ctx, values[0], "superagent.plugin"))
            base = plugin_prefix(ctx, values[0]) or base
    auth.extend(auth_from_headers(headers, "superagent.set"))
    return {"body": body, "query": query, "headers": headers, "auth": tuple(auth),
            "encoding": encoding, "base": base}


def chained(template: RequestTemplate, chain, ctx) -> RequestTemplate:
    """Rule ``superagent.wrapper-chain``: a wrapper that returns the request builder
    (``post(url) { return auth(superagent.post(apiUrl(url))) }``) leaves the calls chained
    at its call site (``requests.post(url).send({x}).query(q)``) to build the request:
    they add to the template's body, query, headers and auth as on a direct call."""
    read = read_chain(ctx, chain, template.body, template.query)
    if read["body"] is template.body and read["query"] is template.query \
            and not read["headers"] and not read["auth"] and read["base"] is None:
        return template
    headers = template.headers + read["headers"]
    return replace(template, body=read["body"], query=read["query"], headers=headers,
                   auth=template.auth + read["auth"], base=read["base"] or template.base,
                   body_encoding=encoding_of(read["body"], read["encoding"], headers)
                   if read["body"] is not template.body else template.body_encoding)


def merge(first: Value, second: Value) -> Value:
    """Two ``.send()``/``.query()`` objects merged (superagent merges object payloads)."""
    if isinstance(first, ObjV) and isinstance(second, ObjV):
        return ObjV(first.props + second.props, first.where)
    return second


RECOGNISER = Recogniser(id="superagent", request=request, call_value=call_value, facts=FACTS,
                        modules={"superagent": "superagent",
                                 "superagent-promise": "superagent-promise",
                                 "superagent-prefix": "superagent-prefix"},
                        client_types={"SuperAgentStatic": "module"}, chained=chained)
