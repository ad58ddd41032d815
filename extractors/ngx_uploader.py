"""ngx-uploader: an ``UploadInput`` event emitted to the uploader directive is the upload it sends.

Form handled (Angular; the emitter bound to ``<input ngFileSelect [uploadInput]="uploadInput">``)::

    import { UploadInput } from 'ngx-uploader';
    uploadInput = new EventEmitter<UploadInput>();         // or assigned in the constructor
    const event: UploadInput = { type: 'uploadAll', url: `${env.api}users/avatar`,
                                 method: 'POST', fieldName: 'file', data: { id },
                                 headers: { Authorization: `Bearer ${token}` } };
    this.uploadInput.emit(event);

Rule ``ngx-uploader.upload-input``: the uploader (``NgUploaderService.uploadFile`` of the
library) sends each queued file, when an event of type ``uploadAll`` or ``uploadFile`` reaches
it, with its own ``XMLHttpRequest`` to ``url``: ``method`` (``POST`` by default), a
``multipart/form-data`` body whose field ``fieldName`` (``file`` by default) holds the file and
whose ``data`` entries are further fields, or the file's bytes as the whole body with
``includeWebKitFormBoundary: false``; ``headers`` (an object) its headers, auth evidence when
they carry a credential, and ``withCredentials: true`` the browser's cookies. The emitter is
recognised by its type argument, ngx-uploader's ``UploadInput``; the event's ``url`` entry,
when the event is written at the ``emit`` call, else that call, is the call site. Other event types (``cancel``, ``remove``) send nothing. An upload
event that names no URL, or an event code2skill cannot read as an object, is a ``medium``
review item (rule ``plugin.options-unread`` for the latter), never a silent miss.
"""
from __future__ import annotations

from code2skill.facts import Call, Member, Ref
from code2skill.requests import AuthHint
from code2skill.values import LitV, ObjV

from .common import first_text, is_true
from .plugin_options import declared_requests, entry_span, no_request
from .registry import Recogniser
from .upload_widgets import upload_request

LIB = "ngx-uploader"
RULE = "ngx-uploader.upload-input"
EVENT_TYPE = "UploadInput"
UPLOADS = frozenset({"uploadAll", "uploadFile"})


def requests(program) -> list:
    """Rule ``ngx-uploader.upload-input``: the upload of every ``emit`` of an ``UploadInput``
    emitter, in the modules importing ngx-uploader."""
    out = []
    for path in sorted(program.modules):
        names = emitter_names(program.modules[path])
        if names:
            out += declared_requests(program, lambda call: match(call, names), build, lib=LIB,
                                     jquery_defaults=False, paths=(path,))
    return out


def emitter_names(module) -> frozenset[str]:
    """The names of a module's ``EventEmitter<UploadInput>`` values (``UploadInput`` the local
    name of ngx-uploader's type): class fields initialised with one, variables declared with
    one and members assigned one (``this.uploadInput = new EventEmitter<UploadInput>()``)."""
    local = next((i.local for i in module.imports
                  if i.source == LIB and i.imported == EVENT_TYPE), None)
    if local is None:
        return frozenset()
    values = [(name, value) for cls in module.classes.values() for name, value in cls.fields]
    writes = module.assignments + [a for f in module.functions.values() for a in f.assignments]
    values += [(a.target[-1], a.value) for a in writes if a.target and a.key is None]
    bound = [module.bindings] + [f.locals for f in module.functions.values()]
    values += [(name, value) for names in bound for name, found in names.items()
               for value in found]
    return frozenset(name for name, value in values if is_emitter(value, local))


def is_emitter(value, event_type: str) -> bool:
    """``new EventEmitter<event_type>()``."""
    return isinstance(value, Call) and value.new and isinstance(value.callee, Ref) \
        and value.callee.name == "EventEmitter" and (value.type_args or "").strip() == event_type


def match(call: Call, emitters: frozenset[str]) -> str | None:
    """``this.<emitter>.emit(event)`` / ``<emitter>.emit(event)`` of one of the module's
    ``UploadInput`` emitters, labelled; else ``None``."""
    callee = call.callee
    if not (isinstance(callee, Member) and callee.prop == "emit" and len(call.args) == 1):
        return None
    target = callee.obj
    name = target.prop if isinstance(target, Member) else \
        target.name if isinstance(target, Ref) else None
    return f"{name}.emit" if name in emitters else None


def build(ctx, event: ObjV, call: Call) -> list:
    """The upload an ``UploadInput`` event declares (module docstring); none for an event of
    another type; an upload event with no ``url`` is reviewed."""
    kind = first_text(event.get("type"))
    if kind is not None and kind not in UPLOADS:
        return []
    url = event.get("url")
    if url is None:
        ctx.program.note_review(
            "medium", f"an ngx-uploader '{kind or 'upload'}' event names no url: the uploader "
                      "then posts to the page's own URL, which is not in the contract "
                      f"(rule {RULE})", ctx.where(call.span))
        ctx.program.note_reviewed_site(ctx.where(call.span), LIB)
        return []
    span = entry_span(call, "url")
    auth = (AuthHint("cookie-session", ctx.where(span), RULE, "withCredentials: true"),) \
        if is_true(event.get("withCredentials")) else ()
    raw = event.get("includeWebKitFormBoundary")
    return [upload_request(
        ctx, lib=LIB, rule=RULE, url=url, span=span, method=event.get("method"),
        field=event.get("fieldName"), default_field="file", extra=event.get("data"),
        headers=event.get("headers"), auth=auth,
        raw=isinstance(raw, LitV) and raw.value is False)]


RECOGNISER = Recogniser(id=LIB, request=no_request, declared=requests)
