"""Dropzone: ``new Dropzone(el, {url, …})`` posts each dropped file.

Forms handled::

    new Dropzone('#attachments', { url: '/api/attachments', paramName: 'attachment',
                                   method: 'put', headers: {...}, params: {folder: id} })
    $('#attachments').dropzone({ url: '/api/attachments' })      // the jQuery plugin

Rule ``dropzone.url``: Dropzone (its documented options) uploads each file with its own
``XMLHttpRequest`` to ``url``: ``method`` (``post`` by default), a ``multipart/form-data`` body
whose field ``paramName`` (``file`` by default) holds the file and whose ``params`` object's
entries are further fields, ``headers`` its headers (auth evidence when they carry a
credential); ``$.ajaxSetup`` takes no part. Options naming no ``url`` (or a ``url(files)`` function), a ``<form
action>`` in the page or ``Dropzone.options.<id>`` set apart, declare no request here.
"""
from __future__ import annotations

from code2skill.facts import Call, Obj
from code2skill.requests import RequestTemplate
from code2skill.values import FnV, ObjV

from .plugin_options import constructor_call, declared_requests, entry_span, no_request, \
    plugin_call
from .registry import Recogniser
from .upload_widgets import upload_request

LIB = "dropzone"
RULE = "dropzone.url"


def requests(program) -> list:
    """Rule ``dropzone.url``: the upload of every Dropzone made with a ``url`` option."""
    return declared_requests(program, match, build, lib=LIB, jquery_defaults=False)


def match(call: Call) -> str | None:
    """``new Dropzone(el, options)`` or ``x.dropzone(options)`` with an options object
    literal, labelled; else ``None``."""
    if not (call.args and isinstance(call.args[-1], Obj)):
        return None
    if constructor_call(call, "Dropzone") and len(call.args) >= 2:
        return "new Dropzone"
    return "dropzone" if plugin_call(call, frozenset({"dropzone"})) else None


def build(ctx, options: ObjV, call: Call) -> list[RequestTemplate]:
    """The upload request a Dropzone's ``options`` declare, or none (module docstring)."""
    url = options.get("url")
    if url is None or isinstance(url, FnV):           # url(files): chosen per upload
        return []
    return [upload_request(ctx, lib=LIB, rule=RULE, url=url, span=entry_span(call, "url"),
                           method=options.get("method"), field=options.get("paramName"),
                           default_field="file", extra=options.get("params"),
                           headers=options.get("headers"))]


RECOGNISER = Recogniser(id=LIB, request=no_request, declared=requests)
