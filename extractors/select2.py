"""Select2: a select box given an ``ajax`` option loads its choices from the backend as the user
types.

Forms handled::

    $('#owner').select2({ ajax: { url: '/api/users', dataType: 'json', delay: 250 } })
    $('#tags').select2({ ajax: { url: (params) => base + '/tags/' + params.term,
                                 data: (params) => ({ search: params.term, page: params.page }) } })

Select2 documents (select2.org, "Ajax (remote data)"; ``src/js/select2/data/ajax.js``) that the
``ajax`` settings go to ``$.ajax`` with ``type: 'GET'`` unless they say otherwise; ``url`` is a
string or a function of the request parameters ``params`` (``term``, the text typed, and
``page``); ``data`` a function of ``params`` returning the query, by default ``params`` with
``q`` set to the term.

Rule ``select2.ajax``: one request per ``select2({ajax})`` call whose ``ajax`` has a ``url``:
the method from ``type``/``method`` (``GET`` by default); the query from ``data`` (what the
function returns when it returns an object, else not shown), by default the documented ``q``
and ``term`` (the text typed); a member of ``params`` in the URL or the query is an input named
by that member (``params.term`` → ``term``), filled by Select2 at run time. A non-``GET``
request's ``data`` is its form-encoded body, as ``$.ajax`` sends it. A ``transport`` function
replaces ``$.ajax``: the calls it makes are read as any other and no request is declared. The
``ajax`` entry is the request's call site.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Call
from code2skill.placeholders import placeholder
from code2skill.requests import RequestTemplate
from code2skill.values import (
    AltV, FnV, HoleV, ObjV, ParamV, PropV, StrV, Text, Value,
)

from .common import first_text
from .plugin_options import LIB, declared_requests, entry_span, no_request, plugin_call
from .registry import Recogniser

RULE = "select2.ajax"
METHODS = frozenset({"select2"})
DEFAULT_QUERY = ("q", "term")      # params.term, sent as q and term by the default data


def requests(program) -> list:
    """Rule ``select2.ajax``: the request of every ``select2({ajax})`` call."""
    return declared_requests(program, match, build)


def match(call: Call) -> str | None:
    """``x.select2(options)``'s label, else ``None``."""
    return "select2" if plugin_call(call, METHODS) else None


def build(ctx, options: ObjV, call: Call) -> list[RequestTemplate]:
    """The request a select box's ``ajax`` settings declare (module docstring), or none."""
    settings = options.get("ajax")
    if not isinstance(settings, ObjV) or isinstance(settings.get("transport"), FnV):
        return []
    url = function_result(ctx, settings.get("url"))
    if url is None:
        return []
    span = entry_span(call, "ajax")
    where = ctx.where(span)
    method = settings.get("type") or settings.get("method") \
        or StrV((Text("GET", where, "jquery.default-method"),))
    data = settings.get("data")
    if data is None:
        data = ObjV(tuple(PropV(key, placeholder("term", where), where) for key in DEFAULT_QUERY))
    else:
        data = function_result(ctx, data)
        data = data if isinstance(data, ObjV) else None
    is_get = (first_text(method) or "GET").upper() in ("GET", "HEAD")
    return [RequestTemplate(
        lib=LIB, method=method, url=url, sites=(ctx.site(span, RULE),),
        query=data if is_get else None, body=None if is_get else data,
        body_encoding=None if is_get or data is None else "form")]


def function_result(ctx, value: Value | None) -> Value | None:
    """``value``, or what it returns when it is a function of Select2's ``params``, each
    member of that parameter made an input of its name."""
    if not isinstance(value, FnV):
        return value
    found = ctx.function_facts(value)
    if found is None:
        return None
    params = {p.name for p in found[1].params}
    return filled(ctx.program.returns(value.fid), value.fid, params)


def filled(value: Value, fid: str, params: set[str]) -> Value:
    """``value`` with each member of a parameter of ``fid`` (``params.term``) a placeholder
    named by the member (``term``): Select2 fills it at run time."""
    if isinstance(value, ParamV) and value.fid == fid and value.name in params:
        name = value.path[-1] if value.path else value.name
        return placeholder(name)
    if isinstance(value, StrV):
        return StrV(tuple(HoleV(name_of(p), filled(p.value, fid, params), p.where)
                          if isinstance(p, HoleV) and isinstance(p.value, ParamV)
                          and p.value.fid == fid else p for p in value.parts))
    if isinstance(value, ObjV):
        return ObjV(tuple(PropV(p.key, filled(p.value, fid, params), p.where, p.omit,
                                p.optional, p.key_value) for p in value.props),
                    value.where, value.declared)
    if isinstance(value, AltV):
        return replace(value, options=tuple(filled(v, fid, params) for v in value.options))
    return value


def name_of(hole: HoleV) -> str | None:
    """The input name of a hole holding a member of Select2's ``params`` (``term``)."""
    value = hole.value
    return value.path[-1] if isinstance(value, ParamV) and value.path else hole.name


RECOGNISER = Recogniser(id="select2", request=no_request, declared=requests)
