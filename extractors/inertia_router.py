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

Rule ``inertia.link-wrapper``: a ``<script setup>`` component of the project wrapping the
``<Link>`` (``<Link :href="href" :method="linkMethod">``, the names props its ``defineProps``
declares) makes the visit its users ask for: the link's ``href`` and ``method`` are the
component's props (parameters of its props pseudo function, rule ``vue.setup-props``), so each
element rendering the wrapper (``<MenuItem :href="route('logout')" link-method="post">``) fixes
them (rule ``vue.prop-binding``, the element a hop of the evidence); an element leaving the
method at a ``get`` default (or passing ``get``) is page navigation and makes no request
(:func:`page_link`). A prop bound under another attribute name (``:methods="method"``) is no
method of the link.
"""
from __future__ import annotations

from code2skill.facts import ComponentUse, Lit, Member, Ref
from code2skill.recogniser_context import Frame
from code2skill.requests import RequestTemplate
from code2skill.setup_props import macro_props, props_macro
from code2skill.values import LibV, ObjV, ParamV, Value, text_of
from code2skill.vue_options import Component, markup_call

from .common import method_value
from .form_libraries import INERTIA, INERTIA_MODULES
from .registry import LibraryFacts, Recogniser

RULE = "inertia.router-visit"
LINK_RULE = "inertia.link-visit"
WRAPPER_RULE = "inertia.link-wrapper"
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


def link_template(ctx, span, method: str | Value, url: Value, body: Value | None,
                  rule: str = LINK_RULE) -> RequestTemplate:
    """Rule ``inertia.link-visit``: the request of a link with ``method`` (not ``get``; a
    value still reading a prop of a wrapper component, rule ``inertia.link-wrapper``) to
    ``url`` with the JSON ``body`` (none for an empty object), at element ``span``."""
    where = ctx.where(span)
    body = None if isinstance(body, ObjV) and not body.props else body
    return RequestTemplate(
        lib=INERTIA, method=method_value(method, where) if isinstance(method, str) else method,
        url=url, sites=(ctx.site(span, rule),), body=body,
        body_encoding="json" if body is not None else None)


def declared(program) -> list:
    """Rule ``inertia.link-visit`` for the ``<Link>`` elements of ``.vue`` templates whose
    module imports Inertia's ``Link``, as ``Emitted`` items in the scope of the markup call
    giving the ``href`` (module level otherwise)."""
    from code2skill.resolution.shared import Emitted

    out = []
    calls: dict[str, list] = {}            # path → its call sites, grouped in one pass
    for (home, _), sites in program.call_scopes():
        calls.setdefault(home, []).extend(sites)
    for path in sorted(program.modules):
        module = program.modules[path]
        names = {i.local for i in module.imports
                 if i.source in INERTIA_MODULES and i.imported == "Link"}
        wrapper = setup_component(path, module) if names else None
        for use in module.component_uses if names else ():
            if use.tag in names:
                made = vue_link(program, path, use, calls.get(path, []), wrapper)
                if made is not None:
                    out.append(Emitted(made[0], path, made[1]))
    return out


def setup_component(path: str, module) -> Component | None:
    """The ``<script setup>`` component of ``.vue`` module ``path`` when it declares props
    with a top-level ``defineProps`` (rule ``vue.setup-props``), else ``None``."""
    call, defaults = props_macro(module) if path.endswith(".vue") else (None, None)
    if call is None or call.span is None:
        return None
    props = macro_props(call, module, defaults)
    return Component(path, call.span, (), (), props) if props else None


def prop_value(expr, component: Component | None, bindings) -> ParamV | None:
    """Rule ``inertia.link-wrapper``: the prop a template name reads (``href`` in
    ``:href="href"``, ``props.href``), as the parameter of ``component``'s props pseudo
    function; ``None`` for any other expression, or a name the module's script binds."""
    if component is None:
        return None
    names = {name for name, _ in component.props}
    if isinstance(expr, Ref) and expr.name in names and expr.name not in bindings:
        return ParamV(component.fid, expr.name)
    if isinstance(expr, Member) and isinstance(expr.obj, Ref) and expr.prop in names \
            and expr.obj.name == "props":
        return ParamV(component.fid, expr.prop)
    return None


def link_method(attributes: dict, component: Component | None, bindings
                ) -> str | ParamV | None:
    """The method of a Vue ``<Link>``: a static ``method`` (lower case), or the wrapper
    component's prop its ``:method`` binds (rule ``inertia.link-wrapper``); ``None`` when
    neither, or for a static ``get``."""
    method = attributes.get("method")
    if isinstance(method, Lit) and isinstance(method.value, str):
        return method.value.lower() if method.value.lower() not in ("", "get") else None
    return prop_value(method, component, bindings)


def page_link(template: RequestTemplate) -> bool:
    """Rule ``inertia.link-wrapper``: whether ``template`` is a wrapped ``<Link>``'s visit
    whose element left the method ``get`` (page navigation, no request)."""
    return any(site.rule == WRAPPER_RULE for site in template.sites) and \
        (text_of(template.method) or "").lower() == "get"


def vue_link(program, path: str, use: ComponentUse, sites: list,
             wrapper: Component | None = None
             ) -> tuple[RequestTemplate, str | None] | None:
    """The request of one Vue ``<Link>`` and the scope it is read in, ``None`` for a ``get``
    link or one whose method or ``href`` is not readable; in a ``wrapper`` component, a
    ``method`` and ``href`` its props give wait for the elements rendering it."""
    attributes = dict(use.attributes)
    bindings = program.modules[path].bindings
    method = link_method(attributes, wrapper, bindings)
    if method is None:
        return None
    href, scope = attributes.get("href"), None
    given = prop_value(href, wrapper, bindings)
    if given is not None or not isinstance(method, str):
        if given is None and href is None:
            return None
        ctx = program.context(Frame(path, None), None)
        url = given if given is not None else ctx.evaluate(href)
        return link_template(ctx, use.span, method, url, None, WRAPPER_RULE), None
    computed = dict(use.computed).get("href")
    if href is None and computed is not None:
        site = markup_call(sites, computed)
        if site is None:
            return None
        href, scope = site.call, site.scope
    if href is None:
        return None
    ctx = program.context(Frame(path, scope), None)
    data = attributes.get("data")
    return link_template(ctx, use.span, method, ctx.evaluate(href),
                         ctx.evaluate(data) if data is not None else None), scope



FACTS = LibraryFacts(verbs=BODY_VERBS + ("delete",))
RECOGNISER = Recogniser(id="inertia-router", request=request, facts=FACTS, declared=declared,
                        modules={m: INERTIA for m in INERTIA_MODULES + CORE_MODULES})
