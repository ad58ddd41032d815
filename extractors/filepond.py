"""FilePond: the ``server`` option names where each dropped file is processed (uploaded).

Forms handled::

    FilePond.create(input, { server: '/api/upload', name: 'file' })
    FilePond.setOptions({ server: { url: '/v1/fp', headers: {'X-CSRFToken': token},
                                    process: { url: '/process/', method: 'POST' } } })
    $('.pond').filepond({ server: '/api/upload' })                      // the jQuery plugin
    <file-pond name="file" :server="server" />                          // vue-filepond
    <FilePond server="/api/upload" name="file" />                       // react-filepond

Rule ``filepond.server``: FilePond (its documented ``server`` option) uploads each file with
its own ``XMLHttpRequest``: a text ``server`` is the process URL (``POST``); an object's
``process`` is a URL joined to ``server.url`` (a text) or settings ``{url, method, headers}``
(``POST`` by default). The body is ``multipart/form-data`` whose field ``name`` (``filepond``
by default) holds the file; ``server.headers`` and ``process.headers`` are its headers (auth
evidence when they carry a credential). A ``process`` function (the app uploads itself)
declares no request: the calls it makes are read as any others. The revert, load and fetch
endpoints of the same object are not the upload and are not read here.

A React element is the call of the component it renders (rule ``jsx.component-call``), the
``FilePond`` component of ``react-filepond``, its props the options. In a ``.vue`` template the
element's ``server`` is a static text or a bound name read from
the module's ``<script setup>`` bindings, else from what the options component's ``data()``
returns (``data() { return { server: {...} } }``), read once with no instance.
"""
from __future__ import annotations

from code2skill.facts import Call, Fn, Member, Ref
from code2skill.recogniser_context import Frame
from code2skill.requests import RequestTemplate
from code2skill.values import FnV, LibV, ObjV, StrV, Value
from code2skill.vue_options import camel, default_options

from .plugin_options import declared_requests, entry_span, plugin_call
from .registry import Recogniser
from .upload_widgets import upload_request

LIB = "filepond"
RULE = "filepond.server"
CALLS = frozenset({"create", "setOptions"})
TAGS = frozenset({"file-pond", "FilePond"})
REACT = "react-filepond"


def request(callee, site, ctx) -> RequestTemplate | None:
    """Rule ``filepond.server`` for a React element ``<FilePond server=…>`` of
    ``react-filepond``; ``None`` for anything else."""
    if not (isinstance(callee, LibV) and callee.lib == REACT and callee.path == ("FilePond",)
            and site.call.args):
        return None
    props = ctx.evaluate(site.call.args[0])
    if not isinstance(props, ObjV):
        return None
    return process_request(ctx, props.get("server"), props.get("name"), site.call.span)


def requests(program) -> list:
    """Rule ``filepond.server``: the uploads of every FilePond made or configured with a
    ``server`` option, in scripts and in ``.vue`` templates."""
    return declared_requests(program, match, build, lib=LIB, jquery_defaults=False) \
        + template_requests(program)


def match(call: Call) -> str | None:
    """``FilePond.create(el, options)``/``FilePond.setOptions(options)`` (also on
    ``import * as FilePond``) and ``x.filepond(options)``, labelled; else ``None``."""
    callee = call.callee
    if isinstance(callee, Member) and isinstance(callee.obj, Ref) \
            and callee.obj.name == "FilePond" and callee.prop in CALLS and call.args:
        return f"FilePond.{callee.prop}"
    return "filepond" if plugin_call(call, frozenset({"filepond"})) else None


def build(ctx, options: ObjV, call: Call) -> list[RequestTemplate]:
    """The upload request a FilePond's ``options`` declare, or none (module docstring)."""
    found = process_request(ctx, options.get("server"), options.get("name"),
                            entry_span(call, "server"))
    return [found] if found is not None else []


def process_request(ctx, server: Value | None, name: Value | None, span
                    ) -> RequestTemplate | None:
    """The process (upload) request of a ``server`` option value, or ``None`` when it names
    none the source shows."""
    if isinstance(server, StrV):
        return upload_request(ctx, lib=LIB, rule=RULE, url=server, span=span, method=None,
                              field=name, default_field="filepond", extra=None, headers=None)
    if not isinstance(server, ObjV):
        return None
    process = server.get("process")
    base = server.get("url")
    settings = process if isinstance(process, ObjV) else None
    path = settings.get("url") if settings is not None else process
    if path is None or isinstance(path, FnV) or isinstance(process, FnV):
        return None
    url = joined(base, path)
    if url is None:
        return None
    headers = merged(server.get("headers"), settings.get("headers") if settings else None)
    return upload_request(ctx, lib=LIB, rule=RULE, url=url, span=span,
                          method=settings.get("method") if settings else None,
                          field=name, default_field="filepond", extra=None, headers=headers)


def joined(base: Value | None, path: Value) -> Value | None:
    """``server.url`` followed by the process path, as FilePond joins them (no base: the
    path alone); ``None`` when either is no text value."""
    if base is None:
        return path if isinstance(path, StrV) else None
    if isinstance(base, StrV) and isinstance(path, StrV):
        return StrV(base.parts + path.parts)
    return None


def merged(server: Value | None, process: Value | None) -> Value | None:
    """The headers object of the process request: ``server.headers`` then the process's own
    (a later key wins)."""
    objects = [h for h in (server, process) if isinstance(h, ObjV)]
    if not objects:
        return None
    return ObjV(tuple(p for h in objects for p in h.props), objects[-1].where)


def template_requests(program) -> list:
    """The uploads of ``<file-pond :server="…">`` elements of ``.vue`` templates (module
    docstring), as ``Emitted`` items at module level."""
    from code2skill.resolution.shared import Emitted

    out = []
    for path in sorted(program.modules):
        module = program.modules[path]
        for use in module.component_uses:
            if use.tag not in TAGS:
                continue
            attributes = {camel(n.lstrip(":")): v for n, v in use.attributes}
            if "server" not in attributes:
                continue
            ctx = program.context(Frame(path, None), None)
            server = element_value(program, ctx, path, attributes["server"])
            name = element_value(program, ctx, path, attributes.get("name"))
            found = process_request(ctx, server, name, use.span)
            if found is not None:
                out.append(Emitted(found, path, None))
    return out


def element_value(program, ctx, path: str, expr) -> Value | None:
    """An element attribute's value: a static text, or a bound name read at the module's top
    level, else from the options component's ``data()`` (:func:`data_value`)."""
    if expr is None:
        return None
    found = ctx.evaluate(expr)
    if isinstance(found, (StrV, ObjV)):
        return found
    return data_value(program, path, expr.name) if isinstance(expr, Ref) else None


def data_value(program, path: str, key: str) -> Value | None:
    """The value of ``key`` in the object the options component of module ``path`` returns
    from ``data()``, read in that function; ``None`` when it has none."""
    options = default_options(program.modules[path])
    data = options and next((p.value for p in options.props if p.key == "data"), None)
    if not isinstance(data, Fn):
        return None
    facts = program.function_facts(data.fid)
    if facts is None or len(facts[1].returns) != 1:
        return None
    state = program.evaluate(facts[1].returns[0], Frame(path, data.fid))
    return state.get(key) if isinstance(state, ObjV) else None


RECOGNISER = Recogniser(id=LIB, request=request, declared=requests)
