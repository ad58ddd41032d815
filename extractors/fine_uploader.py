"""Fine Uploader: ``new qq.FineUploader({request: {endpoint, …}})`` posts each chosen file.

Forms handled::

    new qq.FineUploader({ element, request: { endpoint: '/uploads', inputName: 'upload',
                                              params: {album: id}, customHeaders: {...} } })
    new qq.FineUploaderBasic({ request: { endpoint: '/uploads', method: 'PUT' } })
    $('#uploader').fineUploader({ request: { endpoint: '/uploads' } })   // the jQuery plugin

Rule ``fine-uploader.request``: Fine Uploader (its documented ``request`` option) uploads each
file with its own ``XMLHttpRequest`` to ``request.endpoint``: ``request.method`` (``POST`` by
default), a ``multipart/form-data`` body whose field ``request.inputName`` (``qqfile`` by
default) holds the file and whose ``request.params`` entries are further fields (the
library's own ``qquuid``/``qqtotalfilesize`` fields are not shown); ``request.customHeaders``
its headers, auth evidence when they carry a credential. Options naming no ``endpoint`` use
the library's placeholder default (``/server/upload``): no request.
"""
from __future__ import annotations

from code2skill.facts import Call, Member, Ref
from code2skill.requests import RequestTemplate
from code2skill.values import ObjV

from .plugin_options import declared_requests, entry_span, no_request, plugin_call
from .registry import Recogniser
from .upload_widgets import upload_request

LIB = "fine-uploader"
RULE = "fine-uploader.request"
CLASSES = frozenset({"FineUploader", "FineUploaderBasic"})


def requests(program) -> list:
    """Rule ``fine-uploader.request``: the upload of every uploader whose ``request``
    option names an ``endpoint``."""
    return declared_requests(program, match, build, lib=LIB, jquery_defaults=False)


def match(call: Call) -> str | None:
    """``new qq.FineUploader(options)`` (or ``FineUploaderBasic``, or imported bare) and
    ``x.fineUploader(options)``, labelled; else ``None``."""
    callee = call.callee
    if call.new and call.args and (
            isinstance(callee, Member) and isinstance(callee.obj, Ref)
            and callee.obj.name == "qq" and callee.prop in CLASSES
            or isinstance(callee, Ref) and callee.name in CLASSES):
        return f"new {callee.prop if isinstance(callee, Member) else callee.name}"
    return "fineUploader" if plugin_call(call, frozenset({"fineUploader"})) else None


def build(ctx, options: ObjV, call: Call) -> list[RequestTemplate]:
    """The upload request an uploader's ``request`` option declares, or none (module
    docstring)."""
    settings = options.get("request")
    url = ctx.member(settings, "endpoint") if isinstance(settings, ObjV) else None
    if url is None:
        return []
    return [upload_request(
        ctx, lib=LIB, rule=RULE, url=url, span=entry_span(call, "request"),
        method=settings.get("method"), field=settings.get("inputName"),
        default_field="qqfile", extra=settings.get("params"),
        headers=settings.get("customHeaders"))]


RECOGNISER = Recogniser(id=LIB, request=no_request, declared=requests)
