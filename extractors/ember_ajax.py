"""ember-ajax: the ``ajax`` service of Ember apps (and its ``request``/``raw`` functions).

Forms handled::

    ajax: service(),                     // classic; or ``@service ajax;``
    this.ajax.request('/posts', { type: 'POST', data })    // method: ``method``/``type``, GET
    this.ajax.post(url, { data })        // also put, patch, del, delete (forced methods)
    this.ajax.raw(url, options)          // like request
    import request from 'ember-ajax/request';  request('/posts')

The service is ember-ajax's when no ``app/services/ajax`` module exists (the addon provides it),
or when that module's default export extends ``ember-ajax/services/ajax`` (classic
``AjaxService.extend({namespace, host, contentType})`` or ``class … extends AjaxService``):
its ``host``, ``namespace`` and ``contentType`` members shape the requests (rule
``ember-ajax.service``). As ember-ajax's ``_buildURL`` does, a full URL (``http…``, ``//…``)
is kept, any other is ``host/namespace/url`` — the namespace left out when the URL already
starts with it. ``data`` is the query of a ``GET`` and the body otherwise, JSON when the
``contentType`` (the call's, else the service's) says so, else form-encoded (ember-ajax's
default ``application/x-www-form-urlencoded``).
"""
from __future__ import annotations

import re

from code2skill.class_layers import superclass_ref
from code2skill.facts import Call, Member, Obj
from code2skill.requests import RequestTemplate
from code2skill.recogniser_context import Frame
from code2skill.values import (
    ClassRefV, ClientV, HoleV, InstanceV, LibV, ObjV, PropV, StrV, Text, UnknownV, Value,
    text_of,
)

from .common import auth_from_headers, first_text, headers_from, method_value
from .registry import Recogniser

AJAX = "ember-ajax"                   # the ajax service (a ClientV whose config has its members)
SERVICE_BASE = "ember-ajax-service"   # ``ember-ajax/services/ajax`` (the class to extend)
FUNCTIONS = {"ember-ajax/request": "request", "ember-ajax/raw": "raw"}
MODULES = {"ember-ajax/services/ajax": SERVICE_BASE, "ember-ajax/request": AJAX + "/request",
           "ember-ajax/raw": AJAX + "/raw", "ember-ajax/mixins/ajax-request": SERVICE_BASE}
FORCED = {"post": "POST", "put": "PUT", "patch": "PATCH", "del": "DELETE", "delete": "DELETE"}
MEMBERS = ("host", "namespace", "contentType")


def service_value(path: str | None, name: str, program) -> Value | None:
    """Rule ``ember-ajax.service``: the value ``@service ajax`` injects — ember-ajax's own
    service (no config) when ``path`` is ``None`` and ``name`` is ``ajax``, the app's service
    ``path`` when its default export extends ember-ajax's, else ``None``."""
    if path is None:
        return ClientV(AJAX, ObjV(())) if name == "ajax" else None
    module = program.modules.get(path)
    value = next((e.value for e in module.exports if e.exported == "default"), None) \
        if module else None
    if isinstance(value, Call) and isinstance(value.callee, Member) \
            and value.callee.prop == "extend":
        base = program.evaluate(value.callee.obj, Frame(path, None))
        if not (isinstance(base, LibV) and base.lib == SERVICE_BASE):
            return None
        props = [PropV(p.key, program.evaluate(p.value, Frame(path, None)), (path, p.span))
                 for obj in value.args if isinstance(obj, Obj) for p in obj.props
                 if p.key in MEMBERS]
        return ClientV(AJAX, ObjV(tuple(props)), (path, value.span))
    cls = program.export(path, "default")
    if isinstance(cls, ClassRefV) and extends_service(program, cls):
        inst = InstanceV(cls.module, cls.name)
        props = [PropV(m, v) for m in MEMBERS
                 if not isinstance(v := program.instance_member(inst, m), UnknownV)]
        return ClientV(AJAX, ObjV(tuple(props)))
    return None


def extends_service(program, cls: ClassRefV) -> bool:
    """Whether class ``cls`` (or a superclass of the app's) extends ember-ajax's service."""
    module, name = cls.module, cls.name
    for _ in range(8):
        fact = program.modules[module].classes.get(name) if module in program.modules \
            else None
        if fact is None or not fact.superclass:
            return False
        parent = program.module_binding(module, superclass_ref(fact.superclass))
        if isinstance(parent, LibV):
            return parent.lib == SERVICE_BASE
        if not isinstance(parent, ClassRefV):
            return False
        module, name = parent.module, parent.name
    return False


def request(callee, site, ctx) -> RequestTemplate | None:
    """The request of ``ajax.request/raw/post/put/patch/del/delete(url, options)`` on the
    ajax service, or of ember-ajax's ``request``/``raw`` functions; ``None`` otherwise."""
    if isinstance(callee, ClientV) and callee.lib == AJAX and len(callee.path) == 1 \
            and (callee.path[0] in FORCED or callee.path[0] in ("request", "raw")):
        name, config = callee.path[0], callee.config
    elif isinstance(callee, LibV) and callee.lib in (AJAX + "/request", AJAX + "/raw") \
            and not callee.path:
        name, config = callee.lib.split("/")[1], ObjV(())
    else:
        return None
    args = ctx.args(site.call)
    if not args:
        return None
    options = args[1] if len(args) > 1 and isinstance(args[1], ObjV) else None
    where = ctx.where(site.call.span)
    rule = f"ember-ajax.{name}"
    method = method_value(FORCED[name], where) if name in FORCED else (
        ctx.member(options, "method") or ctx.member(options, "type")
        or StrV((Text("GET", where, "ember-ajax.default-method"),)))
    data = ctx.member(options, "data")
    content = first_text(ctx.member(options, "contentType")) or \
        first_text(config.get("contentType")) or ""
    is_get = (first_text(method) or "GET").upper() in ("GET", "HEAD")
    headers = headers_from(ctx.member(options, "headers"), where)
    return RequestTemplate(
        lib=AJAX, method=method, url=service_url(args[0], config),
        sites=(ctx.site(site.call.span, rule),),
        query=data if is_get else None, body=None if is_get else data,
        body_encoding=None if is_get or data is None else (
            "json" if "json" in content.lower() else "form"),
        headers=headers, auth=auth_from_headers(headers, "ember-ajax.header"))


def service_url(url: Value, config: ObjV) -> Value:
    """ember-ajax's ``_buildURL``: a full URL as it is, else the service's ``host`` (a base
    URL), its ``namespace`` unless the URL starts with it, and the URL, joined by ``/``."""
    text = url.parts[0].text if isinstance(url, StrV) and url.parts \
        and isinstance(url.parts[0], Text) else ""
    if re.match(r"^(https?:)?//", text, re.I):
        return url
    host, namespace = config.get("host"), config.get("namespace")
    parts: list = []
    if host is not None:
        parts.extend(p if not isinstance(p, Text) else Text(p.text.rstrip("/"), p.where,
                                                           p.origin or "host")
                     for p in (host.parts if isinstance(host, StrV) else (
                         HoleV("host", host),)))
    ns = text_of(namespace)
    if ns and ns.strip("/") and not re.match(rf"^/?{re.escape(ns.strip('/'))}/", text):
        where = namespace.parts[0].where if isinstance(namespace, StrV) else None
        parts.append(Text("/" + ns.strip("/"), where, "namespace"))
    elif isinstance(namespace, StrV) and ns is None:
        parts.extend(namespace.parts)
    if not parts:
        return url
    if text.startswith("/") or not isinstance(url, StrV):
        return StrV(tuple(parts) + (url.parts if isinstance(url, StrV) else
                                    (HoleV("url", url),)))
    return StrV(tuple(parts) + (Text("/", None, "ember-ajax.join"),) + url.parts)


RECOGNISER = Recogniser(id="ember-ajax", request=request, modules=MODULES)
