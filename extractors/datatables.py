"""DataTables: the ``ajax`` option of a table loads its rows from the backend.

Forms handled (the jQuery plugin, the DataTables 2 constructor, the legacy 1.9 options)::

    $('#clients').DataTable({ ajax: { url, type | method, data, headers, dataSrc } })
    $('#messages').dataTable({ ajax: '/api/messages' })
    new DataTable('#queries', { ajax: { url: apiURL } })
    table_options.ajax = { url: 'get_history', type: 'POST', data: function (d) {…} };
    $('#history').DataTable(table_options)            // options completed before the call
    $('#old').dataTable({ sAjaxSource: 'get_rows', sServerMethod: 'POST',
                          fnServerParams: function (aoData) { aoData.push({name, value}) } })

Rule ``datatables.ajax``: DataTables sends the ``ajax`` option through ``$.ajax`` when the table
is drawn, so it is a request declared as data: ``GET`` unless ``type``/``method`` says
otherwise, ``data`` the query of a ``GET`` and the form-encoded body otherwise, ``headers`` and
``$.ajaxSetup``'s defaults (rule ``jquery.setup``) its auth. The options are read through
variables, with the members the calling function writes on them before the call (rule
``value.outer-member-writes``: a page's ``history_table_options.ajax = {…}`` on an object a
script file made); options that are one of several objects (a global another function
reassigns) give one request per object that declares one. An ``ajax`` function (the table
fetches rows itself) declares no request: the calls it makes are read as any other.

Rule ``datatables.ajax-source``: the legacy ``sAjaxSource`` is the URL of a ``GET`` unless
``sServerMethod`` names another (DataTables 1.9, still read by 1.10+), its ``fnServerParams``'
``aoData.push({name, value})`` calls the parameters it adds. With a ``fnServerData(sSource,
aoData, fnCallback)`` function DataTables makes no request itself but calls that function with
the ``sAjaxSource`` URL, so the method and data are that function's: not read (rule
``datatables.ajax-unread``).

A ``data`` object (rule ``datatables.ajax``) is sent as written, JSON when ``contentType``
says so; a ``data`` function (DataTables calls it with its own parameter object ``d`` before
each request) sends the object it returns (DataTables then sends that object alone), else
``d`` with the members it writes (``d.user_id = uid``).

Rule ``datatables.server-side``: with ``serverSide: true`` (legacy ``bServerSide``) the table
sends its own paging, search and ordering parameters on every draw (``draw``, ``start``,
``length``, ``search[value]``, ``order[i][column]``, …; legacy ``sEcho``, ``iDisplayStart``,
``iDisplayLength``, ``sSearch``, …). They are the library's, not inputs the source shows: the
request carries a ``low`` note naming them and where they go: beside the parameters shown,
inside the entries of a returned object that carry ``d`` (``json_data: JSON.stringify(d)``),
or as the whole data (``return JSON.stringify(d)``), so a Host knows to send them as
DataTables does. A returned object that carries no ``d`` replaces them: no note.

Rule ``datatables.ajax-unread``: options that hold an ``ajax``/``sAjaxSource`` whose URL cannot
be read, or options that cannot be read as an object at all, are a ``medium`` review item
naming the call, counted as a reviewed request-like site (never silently missed).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Call, Member, Obj, Ref
from code2skill.recogniser_context import Frame
from code2skill.requests import RequestTemplate, Site
from code2skill.values import (
    AltV, FnV, LitV, ObjV, ParamV, PropV, StrV, Text, Value, Where, value_children,
)

from .common import auth_from_headers, body_encoding, first_text, headers_from, is_true

LIB = "jquery"
RULE = "datatables.ajax"
SOURCE_RULE = "datatables.ajax-source"
SERVER_SIDE_RULE = "datatables.server-side"
# the parameters DataTables sends with server-side processing (datatables.net/manual/server-side)
SENT_PARAMETERS = {
    RULE: "draw, start, length, search[value], search[regex], order[i][column], "
          "order[i][dir] and columns[i][data|name|searchable|orderable|search]",
    SOURCE_RULE: "sEcho, iColumns, sColumns, iDisplayStart, iDisplayLength, sSearch, "
                 "bRegex, iSortingCols, iSortCol_i, sSortDir_i and mDataProp_i",
}
UNREAD_RULE = "datatables.ajax-unread"
TABLE_METHODS = frozenset({"DataTable", "dataTable"})


def table_requests(program) -> list:
    """Rules ``datatables.*``: one request per DataTables table whose options (the last
    argument) carry an ``ajax`` string or object with a ``url``, or an ``sAjaxSource``,
    emitted at the function making the call and sited at the option (module docstring);
    options with an unreadable source are reviewed."""
    from code2skill.resolution.shared import Emitted

    from .jquery_setup import setup_auth

    out = []
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            if not table_call(site.call) or not site.call.args:
                continue
            frame = Frame(path, site.scope)
            ctx = program.context(frame, function_name(program, site.scope))
            objects = option_objects(ctx.evaluate(site.call.args[-1]))
            where = ctx.where(site.call.span)
            made = []
            for options in objects:
                made.extend(t for t in requests_of(ctx, options, where) if t not in made)
            out.extend(Emitted(replace_auth(found, setup_auth(ctx)), path, site.scope)
                       for found in made)
            if made:
                continue
            if any(isinstance(ctx.member(o, "fnServerData"), FnV) for o in objects):
                review_unread(program, where, "a legacy fnServerData function that requests "
                              "its rows itself, with sAjaxSource as the URL, which code2skill "
                              "does not follow")
            elif not objects or any(source_of(ctx, o) for o in objects):
                review_unread(program, where, "an ajax source whose URL code2skill could not "
                              "read" if objects else "options that code2skill could not read")
    return out


def option_objects(options: Value) -> list[ObjV]:
    """The objects a table's options may be: the object, or each object of alternatives
    (a page global one of several values, ``opts = childOptions(row)`` in one function);
    none when no object is read."""
    if isinstance(options, ObjV):
        return [options]
    if isinstance(options, AltV):
        return [o for option in options.options for o in option_objects(option)]
    return []


def table_call(call: Call) -> bool:
    """Whether ``call`` makes a DataTables table: ``x.DataTable(…)``/``x.dataTable(…)`` or
    ``new DataTable(target, …)``."""
    callee = call.callee
    return isinstance(callee, Member) and callee.prop in TABLE_METHODS \
        or call.new and isinstance(callee, Ref) and callee.name == "DataTable"


def source_of(ctx, options: ObjV) -> tuple[Value, Where | None, str] | None:
    """``(value, where written, rule)`` of the option a table loads its rows from: ``ajax``
    (rule ``datatables.ajax``) or the legacy ``sAjaxSource`` (rule
    ``datatables.ajax-source``); ``None`` when the table has neither or its ``ajax`` is a
    function (it loads rows itself)."""
    for key, rule in (("ajax", RULE), ("sAjaxSource", SOURCE_RULE)):
        value = ctx.member(options, key)
        if isinstance(value, FnV) or key == "sAjaxSource" and isinstance(
                ctx.member(options, "fnServerData"), FnV):       # (it requests the rows)
            return None
        if value is not None:
            return value, entry_where(options, key), rule
    return None


def entry_where(options: ObjV, key: str) -> Where | None:
    """Where the last ``key`` entry of ``options`` was written (its member write included)."""
    return next((p.where for p in reversed(options.props) if p.key == key), options.where)


def requests_of(ctx, options: ObjV, call: Where | None) -> list[RequestTemplate]:
    """The requests a table's options declare (module docstring), one per source they may
    hold (``options.ajax = {…}`` written under an ``if``: that source, the table without
    one makes none), sited at the option (``call``, the table call, when its place is
    unknown); none when they declare none or no URL can be read."""
    source = source_of(ctx, options)
    if source is None:
        return []
    ajax, where, rule = source
    many = len(choices(ajax)) > 1
    made = (request_of(ctx, options, choice, (written_at(choice) if many else None)
                       or where or call, rule) for choice in choices(ajax))
    return [t for t in made if t is not None]


def choices(value: Value) -> list[Value]:
    """The values an option may be: each alternative of a choice, an absent one
    (``undefined``, a write under a condition that did not run) left out."""
    if isinstance(value, AltV):
        return [c for option in value.options for c in choices(option)]
    return [] if isinstance(value, LitV) and value.value is None else [value]


def written_at(choice: Value) -> Where | None:
    """Where one of several sources was written: its settings object, else its first
    text."""
    if isinstance(choice, ObjV):
        return choice.where
    if isinstance(choice, StrV):
        return next((p.where for p in choice.parts if p.where is not None), None)
    return None


def request_of(ctx, options: ObjV, ajax: Value, where: Where | None,
               rule: str) -> RequestTemplate | None:
    """The request one row source ``ajax`` (``rule``'s option, written at ``where``) of a
    table's ``options`` declares, or ``None`` when its URL cannot be read."""
    settings = ajax if isinstance(ajax, ObjV) and rule == RULE else None
    url = ctx.member(settings, "url") if settings is not None else ajax
    if url is None or isinstance(url, (ObjV, FnV)):
        return None
    method = (ctx.member(settings, "type") or ctx.member(settings, "method")) \
        if settings is not None else ctx.member(options, "sServerMethod")
    method = method or StrV((Text("GET", where, "jquery.default-method"),))
    data_option = ctx.member(settings, "data")
    data = sent_data(ctx, data_option) if settings is not None \
        else pushed_params(ctx, ctx.member(options, "fnServerParams"))
    is_get = (first_text(method) or "GET").upper() in ("GET", "HEAD")
    headers = headers_from(ctx.member(settings, "headers"), where)
    return RequestTemplate(
        lib=LIB, method=method, url=url,
        sites=(Site(where, ctx.function_name, rule),),
        query=data if is_get else None, body=None if is_get else data,
        body_encoding=None if is_get or data is None else body_encoding(
            data, None, first_text(ctx.member(settings, "contentType"))) or "form",
        headers=headers, auth=auth_from_headers(headers, "jquery.header"),
        notes=server_side_note(ctx, options, rule, carried(ctx, data_option), where))


def server_side_note(ctx, options: ObjV, rule: str, sent: str | None,
                     where: Where | None) -> tuple:
    """Rule ``datatables.server-side``: the ``low`` note of a table with server-side
    processing, naming the parameters DataTables sends and where they go (``sent``, from
    :func:`carried`); ``()`` without it or when they are not sent (``sent`` ``None``)."""
    if sent is None or not any(is_true(ctx.member(options, k))
                               for k in ("serverSide", "bServerSide")):
        return ()
    return (("low", "DataTables server-side processing: the table sends its own paging, "
             f"search and ordering parameters ({SENT_PARAMETERS[rule]}) {sent} on every "
             "draw; they are the table library's, not Tool inputs the source shows, and a "
             f"Host must send them as DataTables does (rule {SERVER_SIDE_RULE})", where,
             SERVER_SIDE_RULE),)


def carried(ctx, option: Value | None) -> str | None:
    """Where DataTables' own parameter object goes when ``option`` is a ``data`` function:
    inside the entries of the object it returns that read its first parameter
    (``json_data: JSON.stringify(d)``; ``None`` when none does: that object replaces the
    parameters), as the whole request data when it returns something else made of it
    (``return JSON.stringify(d)``), else beside the parameters shown (DataTables sends its
    object with the members the function adds)."""
    facts = ctx.function_facts(option)
    if facts is None or not facts[1].params:
        return "beside the parameters shown"
    fid, first = facts[1].fid, facts[1].params[0].name
    returned = ctx.program.returns(fid)
    if isinstance(returned, ObjV):
        keys = [p.key for p in returned.props
                if p.key is not None and reads_parameter(p.value, fid, first)]
        return f"inside {', '.join(keys)} (the data function's object, which DataTables " \
            "sends instead of its own)" if keys else None
    if reads_parameter(returned, fid, first):
        return "as the whole request data (the data function returns them serialised)"
    return "beside the parameters shown"


def reads_parameter(value: Value, fid: str, name: str) -> bool:
    """Whether ``value`` holds parameter ``name`` of function ``fid`` anywhere in its tree."""
    todo = [value]
    while todo:
        node = todo.pop()
        if isinstance(node, ParamV) and node.fid == fid and node.name == name:
            return True
        todo.extend(value_children(node))
    return False


def sent_data(ctx, data: Value | None) -> ObjV | None:
    """Rule ``datatables.ajax``: the parameters an ``ajax.data`` option adds, an
    object as written, a function's returned object or else the members it writes on its
    first parameter (``d.user_id = uid``); ``None`` when it adds none the source shows."""
    if isinstance(data, ObjV):
        return data
    facts = ctx.function_facts(data)
    if facts is None or not facts[1].params:
        return None
    fn = facts[1]
    returned = ctx.program.returns(fn.fid)
    if isinstance(returned, ObjV):
        return returned
    name = fn.params[0].name
    props = tuple(PropV(w.target[1], ctx.evaluate_in(fn.fid, w.value),
                        ctx.program.where(facts[0], w.span))
                  for w in fn.assignments
                  if len(w.target) == 2 and w.target[0] == name and w.key is None)
    return ObjV(props) if props else None


def pushed_params(ctx, callback: Value | None) -> ObjV | None:
    """Rule ``datatables.ajax-source``: the parameters a legacy ``fnServerParams(aoData)``
    adds, one per ``aoData.push({name: 'year', value: …})`` whose name is fixed text;
    ``None`` when it adds none the source shows."""
    facts = ctx.function_facts(callback)
    if facts is None or not facts[1].params:
        return None
    path, fn = facts
    name = fn.params[0].name
    props = []
    for site in ctx.calls_in(fn.fid):
        callee = site.call.callee
        if not (isinstance(callee, Member) and callee.prop == "push"
                and isinstance(callee.obj, Ref) and callee.obj.name == name
                and len(site.call.args) == 1 and isinstance(site.call.args[0], Obj)):
            continue
        pushed = ctx.evaluate_in(fn.fid, site.call.args[0])
        key = first_text(ctx.member(pushed, "name"))
        value = ctx.member(pushed, "value")
        if key is not None and value is not None:
            props.append(PropV(key, value, ctx.program.where(path, site.call.span)))
    return ObjV(tuple(props)) if props else None


def review_unread(program, where: Where | None, given: str) -> None:
    """Rule ``datatables.ajax-unread``: a table whose row source cannot be read (``given``
    says why: options no object, an ``ajax`` URL unread, a ``fnServerData`` function) is a
    ``medium`` review item and a reviewed request-like site."""
    program.note_review("medium", f"a DataTables table is given {given}: the endpoint it "
                        f"loads its rows from is not in the contract (rule {UNREAD_RULE})",
                        where)
    program.note_reviewed_site(where, LIB)


def replace_auth(found: RequestTemplate, extra: tuple) -> RequestTemplate:
    """``found`` with ``extra`` auth hints added."""
    return replace(found, auth=found.auth + tuple(extra)) if extra else found


def function_name(program, fid: str | None) -> str | None:
    """The name of function ``fid`` (``None`` at module level or when unknown)."""
    if fid is None:
        return None
    found = program.function_facts(fid)
    return found[1].name if found is not None else None
