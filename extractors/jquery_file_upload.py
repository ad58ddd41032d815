"""jQuery File Upload (blueimp): ``$(input).fileupload({url, …})`` posts each chosen file.

Form handled::

    $('#csvupload').fileupload({
        url: '/api/import/group', type: 'PUT', paramName: 'file', formData: {group: id},
        headers: {...}, beforeSend: function (xhr) { xhr.setRequestHeader('Authorization', …) },
    })

Rule ``jquery-file-upload.url``: the plugin sends each file the user adds through ``$.ajax``
to the ``url`` option (blueimp's documented options): ``type`` (``POST`` by default), a
``multipart/form-data`` body whose field ``paramName`` (``files[]`` by default, the input's
name in the page) holds the file and whose ``formData`` object's entries are further fields;
``multipart: false`` sends the file's bytes as the body. The ``headers`` option's credential
headers, those a ``beforeSend(xhr)`` callback sets and ``$.ajaxSetup``'s defaults (rule
``jquery.setup``) are its auth. Options naming no ``url`` upload to the page form's
``action``, which the source does not show: no request. A string first argument
(``fileupload('option', …)``) calls a method of a made widget and declares nothing.
"""
from __future__ import annotations

from code2skill.facts import Call
from code2skill.requests import RequestTemplate
from code2skill.values import LitV, ObjV

from .common import auth_in_function
from .plugin_options import declared_requests, entry_span, no_request, plugin_call
from .registry import Recogniser
from .upload_widgets import upload_request

LIB = "jquery"
RULE = "jquery-file-upload.url"
METHODS = frozenset({"fileupload"})


def requests(program) -> list:
    """Rule ``jquery-file-upload.url``: the upload of every ``fileupload({url})`` call."""
    return declared_requests(program, match, build)


def match(call: Call) -> str | None:
    """``x.fileupload(options)``'s label, else ``None``."""
    return "fileupload" if plugin_call(call, METHODS) else None


def build(ctx, options: ObjV, call: Call) -> list[RequestTemplate]:
    """The upload request a ``fileupload`` call's ``options`` declare, or none (module
    docstring)."""
    url = options.get("url")
    if url is None:
        return []
    multipart = options.get("multipart")
    return [upload_request(
        ctx, lib=LIB, rule=RULE, url=url, span=entry_span(call, "url"),
        method=options.get("type") or options.get("method"), field=options.get("paramName"),
        default_field="files[]", extra=options.get("formData"), headers=options.get("headers"),
        auth=auth_in_function(ctx, options.get("beforeSend"), RULE),
        raw=isinstance(multipart, LitV) and multipart.value is False)]


RECOGNISER = Recogniser(id="jquery-file-upload", request=no_request, declared=requests)
