"""Uppy's XHR upload plugin: ``uppy.use(XHRUpload, {endpoint, …})`` posts each added file.

Form handled::

    new Uppy().use(Dashboard, {...}).use(XHRUpload, { endpoint: '/api/media', method: 'put',
                                                      fieldName: 'media', headers: {...} })

Rule ``uppy.xhr-upload``: the plugin (``@uppy/xhr-upload``, documented options) uploads each
file with its own ``XMLHttpRequest`` to ``endpoint``: ``method`` (``post`` by default), a
``multipart/form-data`` body whose field ``fieldName`` (``file`` by default, ``files[]`` with
``bundle: true``) holds the file (the file's meta fields ride along, not shown), or the file's
bytes as the body with ``formData: false``; ``headers`` (an object) its headers, auth
evidence when they carry a credential. The plugin is recognised by its documented binding
name, ``XHRUpload`` (imported, or ``Uppy.XHRUpload`` from the bundle).
"""
from __future__ import annotations

from code2skill.facts import Call, Member, Obj, Ref
from code2skill.requests import RequestTemplate
from code2skill.values import LitV, ObjV

from .common import is_true
from .plugin_options import declared_requests, entry_span, no_request
from .registry import Recogniser
from .upload_widgets import upload_request

LIB = "uppy"
RULE = "uppy.xhr-upload"
PLUGIN = "XHRUpload"


def requests(program) -> list:
    """Rule ``uppy.xhr-upload``: the upload of every ``use(XHRUpload, {endpoint})``."""
    return declared_requests(program, match, build, lib=LIB, jquery_defaults=False)


def match(call: Call) -> str | None:
    """``x.use(XHRUpload, options)`` with an options object literal, labelled; else
    ``None``."""
    callee = call.callee
    if not (isinstance(callee, Member) and callee.prop == "use" and len(call.args) == 2
            and isinstance(call.args[1], Obj)):
        return None
    plugin = call.args[0]
    named = plugin.name if isinstance(plugin, Ref) else \
        plugin.prop if isinstance(plugin, Member) else None
    return "use(XHRUpload)" if named == PLUGIN else None


def build(ctx, options: ObjV, call: Call) -> list[RequestTemplate]:
    """The upload request the plugin's ``options`` declare, or none (module docstring)."""
    url = options.get("endpoint")
    if url is None:
        return []
    form = options.get("formData")
    return [upload_request(
        ctx, lib=LIB, rule=RULE, url=url, span=entry_span(call, "endpoint"),
        method=options.get("method"), field=options.get("fieldName"),
        default_field="files[]" if is_true(options.get("bundle")) else "file", extra=None,
        headers=options.get("headers"),
        raw=isinstance(form, LitV) and form.value is False)]


RECOGNISER = Recogniser(id=LIB, request=no_request, declared=requests)
