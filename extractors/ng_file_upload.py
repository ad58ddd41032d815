"""ng-file-upload (AngularJS): the ``Upload`` service's request functions.

Call forms handled (``Upload`` injected from module ``ngFileUpload``; ``$upload`` from the
older ``angularFileUpload``: :mod:`code2skill.angularjs_di`)::

    Upload.upload({ url: 'api/photos', data: { file: file, title: t }, method, headers,
                    withCredentials })
    Upload.upload({ url: 'api/restore', file: file, fileFormDataName: 'backup',
                    fields: { note: n } })                       // the older options
    Upload.http({ url: 'api/raw', data: file, headers: {'Content-Type': file.type} })

Rule ``ng-file-upload.upload``: ``Upload.upload`` sends a ``multipart/form-data`` body whose
fields are the members of ``data`` (a file member is sent as the file), plus the older
``fields`` members and the ``file`` option, sent as file bytes in field ``fileFormDataName``
(``file`` by default); ``Upload.http`` sends ``data`` as it is: an object literal as JSON,
anything else as the raw body (the file's bytes). The method is ``method``, ``POST`` when
none is given (the library's ``sendHttp`` default); ``headers`` and ``withCredentials: true``
are auth evidence as for ``$http``.
"""
from __future__ import annotations

from code2skill.requests import AuthHint, RequestTemplate
from code2skill.values import LibV, ObjV, PropV, StrV, Text

from .common import (
    auth_from_headers, first_text, header_text, headers_from, method_value, sends_credentials,
)
from .registry import LibraryFacts, Recogniser

LIB = "ng-file-upload"
RULE = "ng-file-upload.upload"
FACTS = LibraryFacts(response_body="data", body_keys=("data",),
                     credentials=("withCredentials", True))
FUNCTIONS = ("upload", "http")


def request(callee, site, ctx) -> RequestTemplate | None:
    """The template of ``Upload.upload(config)`` or ``Upload.http(config)``; ``None`` for
    anything else or a config naming no ``url``."""
    if not (isinstance(callee, LibV) and callee.lib == LIB and len(callee.path) == 1
            and callee.path[0] in FUNCTIONS):
        return None
    args = ctx.args(site.call)
    config = args[0] if args and isinstance(args[0], ObjV) else None
    url = ctx.member(config, "url")
    if url is None:
        return None
    where = ctx.where(site.call.span)
    method = ctx.member(config, "method") or \
        StrV((Text("POST", where, "ng-file-upload.default-method"),))
    if isinstance(method, StrV) and first_text(method):
        method = method_value(first_text(method), where)
    headers = headers_from(ctx.member(config, "headers"), where)
    auth = list(auth_from_headers(headers, "ng-file-upload.header"))
    if sends_credentials(ctx, config, FACTS.credentials):
        auth.append(AuthHint("cookie-session", where, "ng-file-upload.with-credentials",
                             "withCredentials: true"))
    data = ctx.member(config, "data")
    if callee.path == ("upload",):
        body, encoding = form_fields(ctx, config, data, where), "multipart"
    else:
        body = data
        encoding = None if data is None else "json" if isinstance(data, ObjV) and not \
            header_text(headers, "Content-Type") else "binary"
    return RequestTemplate(
        lib=LIB, method=method, url=url, sites=(ctx.site(site.call.span, RULE),),
        body=body, body_encoding=encoding if body is not None else None,
        headers=headers, auth=tuple(auth))


def form_fields(ctx, config: ObjV | None, data, where) -> ObjV | None:
    """The multipart fields of ``Upload.upload(config)``: the members of ``data`` and of the
    older ``fields``, then the older ``file`` option as file bytes in field
    ``fileFormDataName`` (``file`` by default); ``data`` itself when it is no object literal
    (its members are not known); ``None`` when nothing is sent."""
    if data is not None and not isinstance(data, ObjV):
        return data
    props = list(data.props) if isinstance(data, ObjV) else []
    fields = ctx.member(config, "fields")
    if isinstance(fields, ObjV):
        props.extend(fields.props)
    if ctx.member(config, "file") is not None:
        name = first_text(ctx.member(config, "fileFormDataName")) or "file"
        props = [p for p in props if p.key != name]
        props.append(PropV(name, LibV("js", ("File", "instance"), where), where))
    return ObjV(tuple(props), where) if props else None


RECOGNISER = Recogniser(id=LIB, request=request, facts=FACTS)
