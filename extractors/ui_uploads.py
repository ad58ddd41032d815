"""Upload components of UI libraries: the element's ``action`` is the request it sends.

Forms handled::

    <Upload action="/api/upload" name="avatar" headers={{ Authorization: `Bearer ${t}` }} />
    <Upload.Dragger action={`${API}/files`} />                   // antd, arco, tdesign, semi
    <el-upload :action="upload.url" :headers="upload.headers" name="file"></el-upload>
    <a-upload action="/api/files" /> <n-upload action="/api/files" /> <q-uploader url="/x" />
    <file-upload post-action="/api/files" name="avatar" :data="extra" />   // vue-upload-component

Rule ``ui-upload.action``: the component uploads each chosen file itself, with its own
``XMLHttpRequest``: ``method`` (``POST`` by default), a ``multipart/form-data`` body whose field
``name`` (``file`` by default; Quasar's ``field-name``) holds the file and whose ``data`` object's
entries are further fields, the ``headers`` object's headers (auth evidence when they carry a
credential) and, with ``with-credentials``, the browser's cookies. The client's HTTP library and
its interceptors take no part. The element is the request's call site.

A React element is the call of the component it renders (rule ``jsx.component-call``), the
component imported from the UI library (:data:`JSX_LIBRARIES`); a Vue template element is
read by its tag (:data:`VUE_TAGS`: the UI libraries register their components globally; a
package's own tag, vue-upload-component's ``<file-upload post-action>``, only in a program
importing that package, and with a ``put-action`` (a PUT of the raw file it prefers) reviewed), a
static attribute as its text and a bound plain name or dotted path (``:action="upload.url"``)
as that value of the module's ``<script setup>``. An element that sends its files through a
function of its own (``customRequest``, ``http-request``) declares no request: that function's
calls are read as any others. An element whose upload URL is not readable (an expression, a
member of an options component's ``data``) gets a ``medium`` review item and counts as a
reviewed request-like site, never a silent miss.
"""
from __future__ import annotations

from code2skill.facts import Lit
from code2skill.recogniser_context import Frame
from code2skill.requests import AuthHint, RequestTemplate
from code2skill.vue_refs import is_ref
from code2skill.values import (LibV, ObjV, PropV, StrV, Text, UnknownV, Value, Where,
                               mentions_param)

from .common import auth_from_headers, first_text, headers_from, is_true
from .registry import LibraryFacts, Recogniser

LIB = "ui-upload"
RULE = "ui-upload.action"
JSX_LIBRARIES = frozenset({"antd", "@arco-design/web-react", "tdesign-react",
                           "@douyinfe/semi-ui", "@alifd/next"})
JSX_COMPONENTS = frozenset({("Upload",), ("Upload", "Dragger")})
# tag → the attribute naming its upload URL
VUE_TAGS = {"el-upload": "action", "a-upload": "action", "a-upload-dragger": "action",
            "n-upload": "action", "t-upload": "action", "q-uploader": "url",
            "file-upload": "post-action", "vue-upload-component": "post-action"}
# tags a package registers under its own name: read only where the program imports it
PACKAGE_TAGS = {"file-upload": "vue-upload-component",
                "vue-upload-component": "vue-upload-component"}
# an attribute that makes the element send another request than the one this rule reads
# (vue-upload-component's put-action: a PUT of the raw file, preferred over post-action)
OTHER_SENDERS = {"file-upload": "putAction", "vue-upload-component": "putAction"}
CUSTOM_SENDERS = ("customRequest", "httpRequest", "requestMethod", "factory")
FIELD_NAMES = ("name", "fieldName")
DATA_NAMES = ("data", "formFields")


def request(callee, site, ctx) -> RequestTemplate | None:
    """Rule ``ui-upload.action`` for a React element (``Upload(props)``) of a UI library;
    ``None`` for anything else."""
    if not (isinstance(callee, LibV) and callee.lib in JSX_LIBRARIES
            and callee.path in JSX_COMPONENTS and site.call.args):
        return None
    props = ctx.evaluate(site.call.args[0])
    if not isinstance(props, ObjV):
        return None
    attributes = {p.key: p.value for p in props.props if p.key is not None}
    where = ctx.where(site.call.span)
    label = ".".join(callee.path)
    made = upload_template(attributes, "action", where, ctx.site(site.call.span, RULE), label)
    if made is None and "action" in attributes and \
            not any(n in attributes for n in CUSTOM_SENDERS):
        ctx.program.note_review("medium", unread_message(label, "action"), where)
        ctx.program.note_reviewed_site(where, LIB)
    return made


def upload_template(attributes: dict[str, Value], url_name: str, where: Where | None, site,
                    label: str) -> RequestTemplate | None:
    """The upload request an element with ``attributes`` (camelCase name → value) declares;
    ``None`` when it names no upload URL or sends through a function of its own."""
    url = attributes.get(url_name)
    if url is None or any(name in attributes for name in CUSTOM_SENDERS):
        return None
    if not readable(url):
        return None
    method = attributes.get("method") or StrV((Text("POST", where, RULE),))
    field = next((first_text(attributes[n]) for n in FIELD_NAMES if n in attributes), None)
    extra = next((attributes[n] for n in DATA_NAMES if n in attributes), None)
    fields = tuple(p for p in extra.props if p.key != (field or "file")) \
        if isinstance(extra, ObjV) else ()
    body = ObjV((PropV(field or "file", LibV("js", ("File", "instance"), where), where),)
                + fields, where)
    headers = headers_from(attributes.get("headers"), where)
    auth = auth_from_headers(headers, RULE)
    if is_true(attributes.get("withCredentials")):
        auth += (AuthHint("cookie-session", where, RULE, f"<{label} with-credentials>"),)
    return RequestTemplate(lib=LIB, method=method, url=url, sites=(site,), body=body,
                           body_encoding="multipart", headers=headers, auth=auth)


def readable(url: Value) -> bool:
    """Whether an upload URL value has fixed text to name an endpoint from, or waits for a
    parameter its callers fill (a component's prop: ``action={path}``)."""
    return isinstance(url, StrV) and any(isinstance(p, Text) and p.text.strip("/")
                                         for p in url.parts) or mentions_param(url)


def vue_tag(tag: str) -> str | None:
    """The :data:`VUE_TAGS` key of a template tag written kebab- or PascalCase
    (``ElUpload`` → ``el-upload``), else ``None``."""
    kebab = "".join("-" + c.lower() if c.isupper() else c for c in tag).lstrip("-")
    return kebab if kebab in VUE_TAGS else None


def declared(program) -> list:
    """Rule ``ui-upload.action`` for the upload elements of ``.vue`` templates, as ``Emitted``
    items at module level; an element whose URL is not readable is reviewed."""
    from code2skill.resolution.shared import Emitted

    from code2skill.vue_options import camel

    out = []
    imported = {i.source for module in program.modules.values() for i in module.imports}
    for path in sorted(program.modules):
        for use in program.modules[path].component_uses:
            tag = vue_tag(use.tag)
            package = PACKAGE_TAGS.get(tag) if tag is not None else None
            if tag is None or package is not None and package not in imported:
                continue
            ctx = program.context(Frame(path, None), None)
            attributes = {camel(name): bound_value(ctx, value)
                          for name, value in use.attributes if name != "v-bind"}
            url_name = camel(VUE_TAGS[tag])
            if url_name not in attributes or any(n in attributes for n in CUSTOM_SENDERS):
                continue
            where = ctx.where(use.span)
            if OTHER_SENDERS.get(tag) in attributes:
                program.note_review("medium", (
                    f"<{tag}> with put-action sends each file's raw bytes in a PUT to that URL "
                    "instead of its post-action upload, which code2skill does not follow: this "
                    f"upload is not in the contract (rule {RULE})"), where)
                program.note_reviewed_site(where, LIB)
                continue
            made = upload_template(attributes, url_name, where, ctx.site(use.span, RULE),
                                   tag)
            if made is None:
                program.note_review("medium", unread_message(tag, VUE_TAGS[tag]), where)
                program.note_reviewed_site(where, LIB)
            else:
                out.append(Emitted(made, path, None))
    return out


def bound_value(ctx, value) -> Value:
    """An attribute's value: a static attribute's text; a bound plain name or dotted path
    read at the module's top level (a ``<script setup>``'s bindings, a ref unwrapped as the
    template does); a bare attribute
    ``true``; an expression the template computes unknown."""
    if value is None:
        return UnknownV("template-expression")
    if isinstance(value, Lit) and value.value == "":
        return ctx.evaluate(Lit(True, value.span))
    found = ctx.evaluate(value)
    return found.props[0].value if is_ref(found) else found      # a template unwraps refs


def unread_message(tag: str, attribute: str) -> str:
    """The review text of an upload element whose URL code2skill cannot read."""
    return (f"<{tag}> uploads files to the URL its {attribute} attribute gives, which "
            "code2skill cannot read (an expression, or a value of an options component's "
            f"data): this upload is not in the contract (rule {RULE})")


RECOGNISER = Recogniser(id=LIB, request=request, declared=declared,
                        facts=LibraryFacts(own_headers_only=True))
