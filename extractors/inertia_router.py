"""Inertia's router: visits that submit data to the server, and page visits that do not.

Call forms handled::

    import { router } from '@inertiajs/vue3'     // also @inertiajs/react, svelte, core …
    import { Inertia } from '@inertiajs/inertia' // Inertia.post(…), the 0.x name
    router.post(url, data, options)              // POST url, body data (put, patch too)
    router.delete(url, options)                  // DELETE url (options.data: the body)
    router.visit(url, { method: 'post', data })  // the method the options give
    router.get(url, data)  router.visit(url)  router.reload()   // page visits
    <Link href={route('logout')} method="post" as="button" data={{ all: true }}>  // React
    <Link :href="route('logout')" method="post" as="button" :data="form">        // Vue

Rule ``inertia.router-visit``: a visit with a method other than ``GET`` submits a form to the
server: a request of that method to the URL (a ``route('name')`` the Ziggy table resolves,
:mod:`code2skill.extractors.ziggy`), the data object its body, sent as JSON.

Rule ``inertia.page-visit``: a ``GET`` visit (``router.get``, ``visit`` without a method,
``reload``) is page navigation, the next page's props rendered by the server: no endpoint an
Agent calls, so it makes no request and no review item.

Rule ``inertia.link-visit``: a ``<Link>`` of ``@inertiajs/react`` (the call of the
component its element renders, rule ``jsx.component-call``) or of ``@inertiajs/vue3`` (an
element of a ``.vue`` template whose module imports ``Link``) with a ``method`` other than
``get`` makes that visit when clicked: a request of that method to its ``href``, its ``data``
the JSON body; a ``get`` link (the default) is page navigation, as ``inertia.page-visit``.
A Vue element's ``method`` is read when static, its ``:href`` when a name, a dotted path or
one call of the markup (``route('logout', {id})``), its ``:data`` when a name or dotted path
(an object written in the markup is no body read). A Svelte ``<Link>`` is not read.
"""
from __future__ import annotations

from code2skill.facts import ComponentUse, Lit, within
from code2skill.recogniser_context import Frame
from code2skill.requests import RequestTemplate
from code2skill.values import LibV, ObjV, Value, text_of

from .common import method_value
from .form_libraries import INERTIA, INERTIA_MODULES
from .registry import LibraryFacts, Recogniser

RULE = "inertia.router-visit"
LINK_RULE = "inertia.link-visit"
PAGE_RULE = "inertia.page-visit"
ROUTERS = ("router", "Inertia")
BODY_VERBS = ("post", "put", "patch")
PAGE_VERBS = ("get", "reload")
CORE_MODULES = ("@inertiajs/inertia", "@inertiajs/core")


def request(callee, site, ctx):
    """The request of a submitting visit (rule ``inertia.router-visit``), ``[]`` for a page
    visit (rule ``inertia.page-visit``), ``None`` for any other call."""
    if isinstance(callee, LibV) and callee.lib == INERTIA and callee.path == ("Link",):
        return link_request(site, ctx)
    if not (isinstance(callee, LibV) and callee.lib == INERTIA and len(callee.path) == 2
            and callee.path[0] in ROUTERS):
        return None
    verb = callee.path[1]
    if verb in PAGE_VERBS:
        return []
    args = ctx.args(site.call)
    if not args:
        return None
    where = ctx.where(site.call.span)
    if verb in BODY_VERBS:
        method, body = verb, args[1] if len(args) > 1 else None
    elif verb == "delete":
        options = args[1] if len(args) > 1 else None
        method, body = verb, options.get("data") if isinstance(options, ObjV) else None
    elif verb == "visit":
        options = args[1] if len(args) > 1 else None
        chosen = options.get("method") if isinstance(options, ObjV) else None
        method = text_of(chosen) if chosen is not None else "get"
        if method is None or method.lower() == "get":
            return [] if method is not None else None
        body = options.get("data")
    else:
        return None
    body = None if isinstance(body, ObjV) and not body.props else body
    return RequestTemplate(
        lib=INERTIA, method=method_value(method, where), url=args[0],
        sites=(ctx.site(site.call.span, RULE),), body=body,
        body_encoding="json" if body is not None else None)


def link_request(site, ctx):
    """Rule ``inertia.link-visit``: the request a React ``<Link>`` element (``Link(props)``)
    makes when clicked, ``[]`` for a ``get`` link, ``None`` when its props or method are not
    readable."""
    args = ctx.args(site.call)
    props = args[0] if args else None
    if not isinstance(props, ObjV) or props.get("href") is None:
        return None
    chosen = props.get("method")
    method = text_of(chosen) if chosen is not None else "get"
    if method is None or method.lower() == "get":
        return [] if method is not None else None
    return link_template(ctx, site.call.span, method, props.get("href"), props.get("data"))


def link_template(ctx, span, method: str, url: Value, body: Value | None) -> RequestTemplate:
    """Rule ``inertia.link-visit``: the request of a link with ``method`` (not ``get``) to
    ``url`` with the JSON ``body`` (none for an empty object), at element ``span``."""
    where = ctx.where(span)
    body = None if isinstance(body, ObjV) and not body.props else body
    return RequestTemplate(
        lib=INERTIA, method=method_value(method.lower(), where), url=url,
        sites=(ctx.site(span, LINK_RULE),), body=body,
        body_encoding="json" if body is not None else None)


def declared(program) -> list:
    """Rule ``inertia.link-visit`` for the ``<Link>`` elements of ``.vue`` templates whose
    module imports Inertia's ``Link``, as ``Emitted`` items in the scope of the markup call
    giving the ``href`` (module level otherwise)."""
    from code2skill.resolve import Emitted

    out = []
    calls = {path: [site for (p, _), sites in program.call_scopes() if p == path
                    for site in sites] for path in program.modules}
    for path in sorted(program.modules):
        module = program.modules[path]
        names = {i.local for i in module.imports
                 if i.source in INERTIA_MODULES and i.imported == "Link"}
        for use in module.component_uses if names else ():
            if use.tag in names:
                made = vue_link(program, path, use, calls[path])
                if made is not None:
                    out.append(Emitted(made[0], path, made[1]))
    return out


def vue_link(program, path: str, use: ComponentUse, sites: list
             ) -> tuple[RequestTemplate, str | None] | None:
    """The request of one Vue ``<Link>`` and the scope it is read in, ``None`` for a ``get``
    link or one whose method or ``href`` is not readable."""
    attributes = dict(use.attributes)
    method = attributes.get("method")
    if not (isinstance(method, Lit) and isinstance(method.value, str)) \
            or method.value.lower() in ("", "get"):
        return None
    href, scope = attributes.get("href"), None
    computed = dict(use.computed).get("href")
    if href is None and computed is not None:
        inside = [s for s in sites if within(s.call.span, computed)]
        outer = [s for s in inside if not any(
            o is not s and within(s.call.span, o.call.span) for o in inside)]
        if len(outer) != 1:
            return None
        href, scope = outer[0].call, outer[0].scope
    if href is None:
        return None
    ctx = program.context(Frame(path, scope), None)
    data = attributes.get("data")
    return link_template(ctx, use.span, method.value, ctx.evaluate(href),
                         ctx.evaluate(data) if data is not None else None), scope



FACTS = LibraryFacts(verbs=BODY_VERBS + ("delete",))
RECOGNISER = Recogniser(id="inertia-router", request=request, facts=FACTS, declared=declared,
                        modules={m: INERTIA for m in INERTIA_MODULES + CORE_MODULES})
