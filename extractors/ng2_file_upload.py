"""ng2-file-upload: ``new FileUploader({url, …})`` is the upload request its queue sends.

Form handled (Angular; a component field or a local)::

    uploader = new FileUploader({ url: env.host + '/file-upload', authToken: `Bearer ${t}`,
                                  itemAlias: 'file', method: 'POST', additionalParameter: {…},
                                  headers: [{ name: 'X-Tenant', value: t }] })

Rule ``ng2-file-upload.file-uploader``: the uploader posts each file of its queue
(``uploader.uploadAll()``, ``uploader.queue[0].upload()``) to ``url``: ``method`` (``POST`` by
default), a ``multipart/form-data`` body whose field ``itemAlias`` (``file`` by default) holds
the file's bytes and whose ``additionalParameter`` entries are further fields; with
``disableMultipart: true`` the file's bytes are the raw body. ``authToken`` is sent in header
``authTokenHeader`` (``Authorization`` by default) and is auth evidence, as are the credential
headers of ``headers``. The constructor is the request's call site: the uploader's options are
all the request the library makes. Options naming no URL (or ``''``: the URL is set on each
queued file later) give a review item instead.
"""
from __future__ import annotations

from code2skill.facts import Member, Ref
from code2skill.recogniser_context import Frame
from code2skill.requests import Header, RequestTemplate
from code2skill.values import ArrV, LibV, ObjV, PropV, StrV, Text, UnknownV, Where

from .common import auth_from_headers, first_text, is_true
from .registry import Recogniser

LIB = "ng2-file-upload"
RULE = "ng2-file-upload.file-uploader"
NAME = "FileUploader"


def request(callee, site, ctx) -> RequestTemplate | None:
    """The upload template of ``new FileUploader(options)``; ``None`` for anything else or
    options without ``url``."""
    if not (isinstance(callee, LibV) and callee.lib == LIB and callee.path == ("FileUploader",)
            and site.call.new):
        return None
    args = ctx.args(site.call)
    options = args[0] if args and isinstance(args[0], ObjV) else None
    url = ctx.member(options, "url")
    if url is None or is_empty(url):
        return None                     # the URL is set per queued file: see review()
    where = ctx.where(site.call.span)
    method = ctx.member(options, "method") \
        or StrV((Text("POST", where, "ng2-file-upload.default-method"),))
    file = LibV("js", ("File", "instance"), where)
    headers = option_headers(ctx, options)
    token = ctx.member(options, "authToken")
    if token is not None:
        name = first_text(ctx.member(options, "authTokenHeader")) or "Authorization"
        headers += (Header(name, token, where),)
    if is_true(ctx.member(options, "disableMultipart")):
        body, encoding = file, "binary"
    else:
        alias = first_text(ctx.member(options, "itemAlias")) or "file"
        extra = ctx.member(options, "additionalParameter")
        fields = tuple(p for p in extra.props if p.key != alias) \
            if isinstance(extra, ObjV) else ()
        body, encoding = ObjV((PropV(alias, file, where),) + fields, where), "multipart"
    return RequestTemplate(
        lib=LIB, method=method, url=url, sites=(ctx.site(site.call.span, RULE),),
        body=body, body_encoding=encoding, headers=headers,
        auth=auth_from_headers(headers, "ng2-file-upload.auth-token"))


def is_empty(url) -> bool:
    """Whether a URL value is the empty text ``''`` (the options' placeholder)."""
    return isinstance(url, StrV) and all(isinstance(p, Text) and not p.text for p in url.parts)


def review(program) -> set[tuple[str, str, Where]]:
    """Rule ``ng2-file-upload.file-uploader``: an uploader whose options name no URL, or the
    empty one (``new FileUploader({url: ''})``), gets it per queued file later
    (``uploader.queue.forEach(item => item.url = url)``, ``setOptions({url})``), which is not
    followed: one ``medium`` item at the constructor, never a silent miss."""
    found = set()
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            call = site.call
            if not (call.new and (isinstance(call.callee, Ref) and call.callee.name == NAME
                                  or isinstance(call.callee, Member)
                                  and call.callee.prop == NAME)):
                continue
            frame = Frame(path, site.scope)
            callee = program.evaluate(call.callee, frame)
            if not (isinstance(callee, LibV) and callee.lib == LIB and callee.path == (NAME,)):
                continue
            options = program.evaluate(call.args[0], frame) if call.args else None
            url = program.member(options, "url") if isinstance(options, ObjV) else None
            if url is None or is_empty(url) or isinstance(url, UnknownV) and \
                    url.reason == "no-member":
                found.add(("medium", "new FileUploader(…) names no upload URL: it is set on "
                           "each queued file later (item.url = …), which code2skill does not "
                           "follow, so this upload is not in the contract",
                           program.where(path, call.span)))
    return found


def option_headers(ctx, options: ObjV | None) -> tuple[Header, ...]:
    """The ``headers`` option, a list of ``{name, value}`` objects, as headers (entries whose
    name is no fixed text are left out)."""
    listed = ctx.member(options, "headers")
    if not isinstance(listed, ArrV):
        return ()
    found = []
    for item in listed.items:
        name = first_text(ctx.member(item, "name"))
        if name:
            found.append(Header(name, ctx.member(item, "value"), getattr(item, "where", None)))
    return tuple(found)


RECOGNISER = Recogniser(id=LIB, request=request, review=review, modules={LIB: LIB})
