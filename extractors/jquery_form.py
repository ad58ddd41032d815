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
"""
from __future__ import annotations

from code2skill.facts import Call, Member
from code2skill.requests import RequestTemplate
from code2skill.values import ObjV, PropV

from .plugin_options import declared_requests, entry_span, no_request
from .registry import Recogniser

LIB = "jquery"
RULE = "jquery-form.submit"
ATTRIBUTES_RULE = "jquery-form.form-attributes"
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
    if url is None or method is None:
        missing = " and ".join(name for name, value in (("url", url), ("type", method))
                               if value is None)
        where = ctx.where(call.span)
        ctx.program.note_review("medium", ATTRIBUTES_NOTE.format(label=label, missing=missing),
                                where)
        ctx.program.note_reviewed_site(where, LIB)
        return []
    span = entry_span(call, "url")
    where = ctx.where(span)
    data = options.get("data")
    fields = tuple(p for p in data.props if isinstance(p, PropV)) \
        if isinstance(data, ObjV) else ()
    return [RequestTemplate(
        lib=LIB, method=method, url=url, sites=(ctx.site(span, RULE),),
        body=ObjV(fields, where), body_encoding="form",
        notes=(("medium", FIELDS_NOTE.format(label=label), where),))]


RECOGNISER = Recogniser(id="jquery-form", request=no_request, declared=requests)
