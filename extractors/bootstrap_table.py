"""bootstrap-table: a table given a ``url`` option loads its rows from it.

Forms handled::

    $('#users').bootstrapTable({ url: base + '/ajax/list/' + type, columns })
    $('#orders').bootstrapTable({ url: '/api/orders', method: 'post',
                                  contentType: 'application/x-www-form-urlencoded' })

bootstrap-table documents its table options (``jQuery.fn.bootstrapTable.defaults``,
docs/api/table-options): ``url`` "a URL to request data from remote site", ``method`` default
``'get'``, ``contentType`` default ``'application/json'``, ``ajax`` a function replacing the
``$.ajax`` call; the table sends the request through ``$.ajax`` when it is made and on each
refresh, and a ``post`` with the JSON content type sends its parameters JSON-encoded.

Rule ``bootstrap-table.url``: one request per ``bootstrapTable({…})`` call whose options carry
a ``url``: ``GET`` unless ``method`` says otherwise; a non-``GET`` request's body is JSON under
the default content type, form-encoded under another. The parameters the table adds itself
(``queryParams``, paging and sorting) are not shown: ``queryParams`` is a function of the
table's state. An ``ajax`` function (the table loads rows itself) declares no request: the calls
it makes are read as any other; a ``url`` given only in the page's markup (``data-url``) is not
seen. The ``url`` entry is the request's call site.
"""
from __future__ import annotations

from code2skill.facts import Call
from code2skill.requests import RequestTemplate
from code2skill.values import FnV, ObjV, StrV, Text

from .common import first_text
from .plugin_options import LIB, declared_requests, entry_span, no_request, plugin_call
from .registry import Recogniser

RULE = "bootstrap-table.url"
METHODS = frozenset({"bootstrapTable"})


def requests(program) -> list:
    """Rule ``bootstrap-table.url``: the request of every ``bootstrapTable({url})`` call."""
    return declared_requests(program, match, build)


def match(call: Call) -> str | None:
    """``x.bootstrapTable(options)``'s label, else ``None``."""
    return "bootstrapTable" if plugin_call(call, METHODS) else None


def build(ctx, options: ObjV, call: Call) -> list[RequestTemplate]:
    """The request a table's ``options`` declare (module docstring), or none."""
    url = options.get("url")
    if url is None or isinstance(options.get("ajax"), FnV):
        return []
    span = entry_span(call, "url")
    where = ctx.where(span)
    method = options.get("method") or StrV((Text("GET", where, RULE),))
    is_get = (first_text(method) or "GET").upper() in ("GET", "HEAD")
    content_type = first_text(options.get("contentType")) or "application/json"
    encoding = None if is_get else ("json" if "json" in content_type.lower() else "form")
    return [RequestTemplate(lib=LIB, method=method, url=url, sites=(ctx.site(span, RULE),),
                            body_encoding=encoding)]


RECOGNISER = Recogniser(id="bootstrap-table", request=no_request, declared=requests)
