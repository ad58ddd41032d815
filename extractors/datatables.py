"""DataTables: the ``ajax`` option of a table loads its rows from the backend.

Forms handled (the jQuery plugin and the DataTables 2 constructor)::

    $('#clients').DataTable({ ajax: { url, type | method, data, headers, dataSrc } })
    $('#messages').dataTable({ ajax: '/api/messages' })
    new DataTable('#queries', { ajax: { url: apiURL } })

Rule ``datatables.ajax``: DataTables sends the ``ajax`` option through ``$.ajax`` when the table
is drawn, so it is a request declared as data: ``GET`` unless ``type``/``method`` says
otherwise, ``data`` (an object literal) the query of a ``GET`` and the form-encoded body
otherwise, ``headers`` and ``$.ajaxSetup``'s defaults (rule ``jquery.setup``) its auth. An
``ajax`` function (the table fetches rows itself) declares no request: the calls it makes are
read as any other. A ``data`` function (extra parameters DataTables adds per draw) is left out.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Call, Member, Obj, Ref
from code2skill.recogniser_context import Frame
from code2skill.requests import RequestTemplate
from code2skill.values import FnV, ObjV, StrV, Text, Value

from .common import auth_from_headers, first_text, headers_from

LIB = "jquery"
RULE = "datatables.ajax"
TABLE_METHODS = frozenset({"DataTable", "dataTable"})


def table_requests(program) -> list:
    """Rule ``datatables.ajax``: one request per DataTables table whose options (the last
    argument, an object literal) carry an ``ajax`` string or object with a ``url``, emitted
    at the function making the call and sited at the ``ajax`` entry (module docstring)."""
    from code2skill.resolve import Emitted

    from .jquery_setup import setup_auth

    out = []
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            option = ajax_option(site.call)
            if option is None:
                continue
            frame = Frame(path, site.scope)
            ctx = program.context(frame, function_name(program, site.scope))
            found = template(ctx, ctx.evaluate(option.value), option.span)
            if found is not None:
                out.append(Emitted(replace_auth(found, setup_auth(ctx)), path, site.scope))
    return out


def ajax_option(call: Call):
    """The ``ajax`` entry (a :class:`~code2skill.facts.Prop`) of a DataTables call's options:
    ``x.DataTable({…})``/``x.dataTable({…})`` or ``new DataTable(target, {…})``; else
    ``None``."""
    callee = call.callee
    if not (isinstance(callee, Member) and callee.prop in TABLE_METHODS
            or call.new and isinstance(callee, Ref) and callee.name == "DataTable"):
        return None
    options = call.args[-1] if call.args else None
    if not isinstance(options, Obj):
        return None
    return next((p for p in options.props if p.key == "ajax"), None)


def template(ctx, ajax: Value, span) -> RequestTemplate | None:
    """The request an ``ajax`` option value declares: a URL, or settings with a ``url`` (a
    URL the source does not show stays a request, reviewed downstream); ``None`` for a
    function or settings without ``url``."""
    if isinstance(ajax, FnV):
        return None
    settings = ajax if isinstance(ajax, ObjV) else None
    url = ctx.member(settings, "url") if settings is not None else ajax
    if url is None:
        return None
    where = ctx.where(span)
    method = ctx.member(settings, "type") or ctx.member(settings, "method") \
        or StrV((Text("GET", where, "jquery.default-method"),))
    data = ctx.member(settings, "data")
    data = data if isinstance(data, ObjV) else None
    is_get = (first_text(method) or "GET").upper() in ("GET", "HEAD")
    headers = headers_from(ctx.member(settings, "headers"), where)
    return RequestTemplate(
        lib=LIB, method=method, url=url, sites=(ctx.site(span, RULE),),
        query=data if is_get else None, body=None if is_get else data,
        body_encoding=None if is_get or data is None else "form",
        headers=headers, auth=auth_from_headers(headers, "jquery.header"))


def replace_auth(found: RequestTemplate, extra: tuple) -> RequestTemplate:
    """``found`` with ``extra`` auth hints added."""
    return replace(found, auth=found.auth + tuple(extra)) if extra else found


def function_name(program, fid: str | None) -> str | None:
    """The name of function ``fid`` (``None`` at module level or when unknown)."""
    if fid is None:
        return None
    found = program.function_facts(fid)
    return found[1].name if found is not None else None
