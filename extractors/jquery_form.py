"""jquery.form (malsup's jQuery Form Plugin): ``$(form).ajaxForm(options)`` and
``$(form).ajaxSubmit(options)`` submit an HTML form through ``$.ajax``.

Forms handled::

    $('#settings').ajaxForm({ url: '/api/settings', type: 'POST', data: {v: 2}, success })
    $(form).ajaxSubmit({ url: 'save', method: 'post' })
    $('.fullform').ajaxForm({ dataType: 'json', success })      // url and type from the form

Rule ``jquery-form.submit``: the plugin serialises the form's fields and sends them with
``$.ajax`` to the ``url`` option, with the ``type`` (or ``method``) option's method; the
``data`` option's entries are further fields (jquery.form's documented options). The body is
form encoded (``multipart/form-data`` when the form holds a file input): the form's own fields
live in the page's markup, which is not read here, so the body holds the ``data`` entries only
and a ``medium`` note says the form's fields are missing. ``$.ajaxSetup``'s auth is the
request's too (rule ``jquery.setup``).

Rule ``jquery-form.form-attributes``: options naming no ``url`` or no method leave them to the
form's ``action`` and ``method`` attributes (``url`` defaults to the action, ``type`` to the
method, else ``GET``), which the source of the call does not show: no endpoint is guessed, the
call is one ``medium`` review item and a reviewed request-like site. A string first argument
(``ajaxSubmit('option')``) or no argument at all declares nothing readable and is reviewed the
same way.

Rule ``jquery-form.page-form``: unless the selector the plugin is called on names forms of the
analysed pages (:mod:`code2skill.extractors.page_forms`). A simple selector — ``form``, ``#id``,
``.class``, ``[action="download"]``, ``[name=x]``, ``[method=post]`` and their compounds
(``form.fullform``, ``form[action="download"]``), or a comma list of them — is matched against
the ``<form>`` tags of the page whose inline script makes the call, or of every analysed page
for a script file (which pages load it is not read: every form matching is taken; a page the
run does not read, one with no script, handler, htmx or data-URL attribute, is not looked in); each
distinct action and method is one request (the options' ``url`` and ``type`` win over them),
cited at the call with a ``low`` note naming the form. A form without an action, one whose
action names a route the server computes are a ``medium`` item (beside the requests of the
others), and a selector of any other shape (a variable, a pseudo-class, a descendant) keeps the
review item.
"""
from __future__ import annotations

import re

from code2skill.extractors.inline_scripts import is_page
from code2skill.facts import Call, Lit, Member, PageForm, Ref, Tmpl
from code2skill.requests import RequestTemplate
from code2skill.values import HoleV, ObjV, PropV, StrV, Text, UnknownV, Where

from .plugin_options import declared_requests, entry_span, no_request
from .server_values import KIND as SERVER_TEMPLATE
from .registry import Recogniser

LIB = "jquery"
RULE = "jquery-form.submit"
ATTRIBUTES_RULE = "jquery-form.form-attributes"
PAGE_FORM_RULE = "jquery-form.page-form"
UNREAD_NOTE = ("{label}(…) also submits {count} page form(s) its selector matches whose action "
               "is missing or a route the server computes (the first at {first}): their "
               "endpoints are not in the contract (rule " + PAGE_FORM_RULE + ")")
JQUERY = ("$", "jQuery")
# a compound selector: an optional tag, then ids, classes and attribute tests
COMPOUND = re.compile(r"([A-Za-z][\w-]*)?((?:#[\w-]+|\.[\w-]+|\[[^\]]+\])*)")
SIMPLE = re.compile(r"""#([\w-]+)|\.([\w-]+)|\[\s*([\w-]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|"""
                    r"""([^\s"'\]]+))\s*)?\]""")
METHODS = frozenset({"ajaxForm", "ajaxSubmit"})
FIELDS_NOTE = ("{label}(…) also sends the fields of the form it submits, which live in the "
               "page's markup code2skill does not read here: the body lists the data option's "
               "entries only (rule " + RULE + ")")
ATTRIBUTES_NOTE = ("{label}(…) submits the form to its action attribute with its method "
                   "attribute (jquery.form's defaults for the missing {missing}), which code2skill "
                   "does not read from the page: the endpoint it sends to is not in the contract "
                   "(rule " + ATTRIBUTES_RULE + ")")


def requests(program) -> list:
    """Rules ``jquery-form.submit`` and ``jquery-form.form-attributes``: the request of every
    ``ajaxForm``/``ajaxSubmit`` call whose options name its URL and method; the others
    reviewed (module docstring)."""
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            label = submission(site.call)
            if label is not None and not site.call.args:
                where = program.where(path, site.call.span)
                program.note_review("medium", ATTRIBUTES_NOTE.format(
                    label=label, missing="url and type"), where)
                program.note_reviewed_site(where, LIB)
    return declared_requests(program, match, build)


def submission(call: Call) -> str | None:
    """``x.ajaxForm(…)``/``x.ajaxSubmit(…)``'s label, with or without options, else
    ``None``."""
    callee = call.callee
    if isinstance(callee, Member) and callee.prop in METHODS and not call.new:
        return callee.prop
    return None


def match(call: Call) -> str | None:
    """The label of an ``ajaxForm``/``ajaxSubmit`` call given options, else ``None``."""
    return submission(call) if call.args else None


def build(ctx, options: ObjV, call: Call) -> list[RequestTemplate]:
    """The submission an ``ajaxForm``/``ajaxSubmit`` call's ``options`` declare, or none with a
    review item when the form's attributes would decide its URL or method (module
    docstring)."""
    label = match(call) or "ajaxForm"
    url = options.get("url")
    method = options.get("type") or options.get("method")
    forms, unread = page_forms_of(ctx, call) if url is None or method is None else ([], [])
    if unread:
        where = ctx.where(call.span)
        ctx.program.note_review("medium", UNREAD_NOTE.format(
            label=label, count=len(unread), first=f"{unread[0][0]}:{unread[0][1].span[0]}"),
            where)
        ctx.program.note_reviewed_site(where, LIB)
    if forms:                                    # rule jquery-form.page-form
        return [template for form_path, form in forms
                for template in build_for(ctx, options, call, label,
                                          url or action_value(form_path, form),
                                          method or method_value(form_path, form),
                                          form_note(label, form_path, form, url is None,
                                                    method is None, ctx.where(call.span)))]
    if url is None or method is None:
        missing = " and ".join(name for name, value in (("url", url), ("type", method))
                               if value is None)
        where = ctx.where(call.span)
        ctx.program.note_review("medium", ATTRIBUTES_NOTE.format(label=label, missing=missing),
                                where)
        ctx.program.note_reviewed_site(where, LIB)
        return []
    return build_for(ctx, options, call, label, url, method)


def build_for(ctx, options: ObjV, call: Call, label: str, url, method,
              note: tuple | None = None) -> list[RequestTemplate]:
    """The submission of ``url`` with ``method`` (values) and the ``data`` option's entries,
    with the fields note and ``note`` (rule ``jquery-form.page-form``)."""
    span = entry_span(call, "url")
    where = ctx.where(span)
    data = options.get("data")
    fields = tuple(p for p in data.props if isinstance(p, PropV)) \
        if isinstance(data, ObjV) else ()
    return [RequestTemplate(
        lib=LIB, method=method, url=url, sites=(ctx.site(span, RULE),),
        body=ObjV(fields, where), body_encoding="form",
        notes=(("medium", FIELDS_NOTE.format(label=label), where),)
        + ((note,) if note is not None else ()))]


def page_forms_of(ctx, call: Call) -> tuple[list[tuple[str, PageForm]],
                                              list[tuple[str, PageForm]]]:
    """Rule ``jquery-form.page-form``: ``(page, form)`` of each form with an action the
    selector the plugin is called on matches (module docstring), one per distinct action and
    method, in page order, and of each matching form whose action is missing or a route the
    server computes; ``([], [])`` for a selector of another shape."""
    selector = receiver_selector(call)
    compounds = parse_selector(selector) if selector is not None else None
    if not compounds:
        return [], []
    path = ctx.frame.path
    modules = ctx.program.modules
    own = getattr(modules.get(path), "page_forms", [])
    pages = [path] if is_page(path) else sorted(modules)
    found: dict[tuple, tuple[str, PageForm]] = {}
    unread: list[tuple[str, PageForm]] = []
    for page in pages:
        for form in (own if page == path else getattr(modules[page], "page_forms", [])):
            if not any(matches(compound, form) for compound in compounds):
                continue
            if isinstance(form.action, (Lit, Tmpl)):
                found.setdefault((action_key(form), form.method or "get"), (page, form))
            else:
                unread.append((page, form))
    return list(found.values()), unread


def receiver_selector(call: Call) -> str | None:
    """The selector text of ``$('…').ajaxForm(…)``/``jQuery('…')``, else ``None``."""
    obj = call.callee.obj if isinstance(call.callee, Member) else None
    if isinstance(obj, Call) and isinstance(obj.callee, Ref) and obj.callee.name in JQUERY \
            and len(obj.args) == 1 and isinstance(obj.args[0], Lit) \
            and isinstance(obj.args[0].value, str):
        return obj.args[0].value
    return None


def parse_selector(text: str) -> list[list[tuple[str, str, str | None]]] | None:
    """A comma list of compound selectors as lists of ``(kind, name, value)`` tests: ``tag``,
    ``id``, ``class``, ``attr`` (``value`` ``None`` for presence); ``None`` for any other
    shape (a descendant, a pseudo-class, a tag other than ``form``)."""
    compounds = []
    for part in text.split(","):
        found = COMPOUND.fullmatch(part.strip())
        if found is None:
            return None
        tests = [("tag", found.group(1).lower(), None)] if found.group(1) else []
        simples = list(SIMPLE.finditer(found.group(2)))
        if "".join(m.group(0) for m in simples) != found.group(2):
            return None                           # ([action^="x"]: a test not read)
        for simple in simples:
            if simple.group(1):
                tests.append(("id", simple.group(1), None))
            elif simple.group(2):
                tests.append(("class", simple.group(2), None))
            else:
                value = next((v for v in simple.group(4, 5, 6) if v is not None), None)
                tests.append(("attr", simple.group(3).lower(), value))
        if not tests or any(kind == "tag" and name != "form" for kind, name, _ in tests):
            return None
        compounds.append(tests)
    return compounds


def matches(tests: list[tuple[str, str, str | None]], form: PageForm) -> bool:
    """Whether a compound selector's ``tests`` match ``form``."""
    attributes = {"id": form.id, "name": form.name, "method": form.method or "",
                  "class": " ".join(form.classes), "action": form_action_text(form)}
    for kind, name, value in tests:
        if kind == "id" and form.id != name or kind == "class" and name not in form.classes:
            return False
        if kind == "attr" and (name not in attributes or not attributes[name]
                               or value is not None and attributes[name] != value):
            return False
    return True


def form_action_text(form: PageForm) -> str:
    """The action of a form as written, its template holes left out (``""`` without one)."""
    parts = form.action.parts if isinstance(form.action, Tmpl) else (form.action,)
    return "".join(p.value for p in parts if isinstance(p, Lit) and isinstance(p.value, str))


def action_key(form: PageForm) -> tuple:
    """A form's action as written, wherever it stands: its texts and hole names."""
    parts = form.action.parts if isinstance(form.action, Tmpl) else (form.action,)
    return tuple(p.value if isinstance(p, Lit) else (p.name,) for p in parts)


def action_value(path: str, form: PageForm) -> StrV:
    """A form's action as a URL value placed at the form: text, and a hole per template
    expression."""
    where: Where = (path, form.span)
    parts = form.action.parts if isinstance(form.action, Tmpl) else (form.action,)
    return StrV(tuple(Text(str(p.value), where) if isinstance(p, Lit) else
                      HoleV(p.name, UnknownV(SERVER_TEMPLATE, where), where) for p in parts))


def method_value(path: str, form: PageForm) -> StrV:
    """A form's method (``GET`` without one, as a browser submits it)."""
    return StrV((Text((form.method or "get").upper(), (path, form.span)),))


def form_note(label: str, path: str, form: PageForm, action: bool, method: bool,
              where: Where | None) -> tuple:
    """The ``low`` note naming the page form whose ``action`` and/or ``method`` a submission
    takes."""
    taken = ", ".join(([f"action {form_action_text(form)!r}"] if action else [])
                      + ([f"method {(form.method or 'get').upper()}"] if method else []))
    return ("low", f"{label}(…) submits the page's form at {path}:{form.span[0]}, which its "
            f"selector matches, and takes its {taken} (rule {PAGE_FORM_RULE})", where,
            PAGE_FORM_RULE)


RECOGNISER = Recogniser(id="jquery-form", request=no_request, declared=requests)
