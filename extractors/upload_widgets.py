"""The request a file-upload widget sends for each chosen file, built from its options.

Shared by the upload-widget recognisers (:mod:`.jquery_file_upload`, :mod:`.dropzone`,
:mod:`.filepond`, :mod:`.uppy`, :mod:`.fine_uploader`): each widget library posts every file the
user picks or drops to the URL its options name, with its own ``XMLHttpRequest``, as a
``multipart/form-data`` body whose one file field (the library's default name unless the options
name another) holds the file and whose extra-parameters object's entries are further fields. The
method is the options' own when they give one, else the library's documented default (``POST``
for all five). The widget's options entry naming the URL is the request's call site.
"""
from __future__ import annotations

from code2skill.requests import AuthHint, RequestTemplate
from code2skill.values import LibV, ObjV, PropV, StrV, Text, Value

from .common import auth_from_headers, first_text, headers_from


def upload_request(ctx, *, lib: str, rule: str, url: Value, span, method: Value | None,
                   field: Value | None, default_field: str, extra: Value | None,
                   headers: Value | None, auth: tuple[AuthHint, ...] = (),
                   raw: bool = False) -> RequestTemplate:
    """The multipart upload request (module docstring) of library ``lib`` under ``rule``:
    ``url`` the value of the options' URL entry at ``span``, ``method`` the options' method
    (``None``: ``POST``), ``field`` the options' file-field name (``None``: ``default_field``),
    ``extra`` the options' object of further fields, ``headers`` their headers object (its
    credential headers, and ``auth``, are the request's auth). With ``raw`` the file's bytes
    are the whole body (encoding ``binary``)."""
    where = ctx.where(span)
    method = method or StrV((Text("POST", where, rule),))
    file = LibV("js", ("File", "instance"), where)
    name = first_text(field) or default_field
    found_headers = headers_from(headers, where)
    if raw:
        body, encoding = file, "binary"
    else:
        fields = tuple(p for p in extra.props if p.key != name) if isinstance(extra, ObjV) else ()
        body, encoding = ObjV((PropV(name, file, where),) + fields, where), "multipart"
    return RequestTemplate(lib=lib, method=method, url=url, sites=(ctx.site(span, rule),),
                           body=body, body_encoding=encoding, headers=found_headers,
                           auth=auth_from_headers(found_headers, rule) + tuple(auth))
