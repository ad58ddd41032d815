"""Rule ``service.provided-base-path``: a base path the page is handed by its own server — a
cookie it reads, or a value a server template writes into its inline script — with an empty
fallback, is a path prefix on the page's own origin: the base URL binding of a same-origin
service, never a Tool input.

A server-rendered front end served under a sub-folder learns that folder from the server that
renders it::

    var base_url = '${request.contextPath}';                  // FreeMarker, JSP, ERB …
    $.post(base_url + "/jobinfo/add", data)

    static base_url = document.cookie.split("; ")               // a cookie the backend sets
        .find((r) => r.startsWith("lrr_baseurl="))?.split("=")[1] || "";
    fetch(ApiURL.base_url + "/api/info")

Both come from the page's own server (the cookie only it sets, the template only it renders)
and stand for the path it is deployed under (``''`` at the site root), so every request built
on them goes to the page's own origin (rule ``service.same-origin``), under that base path: the
service is that of :mod:`code2skill.page_base_path` (the same key and binding, its evidence
naming where the page reads the value and this rule), the browser sends it the page's cookies
(rule ``auth.same-origin-session`` applies), and a path written with or without a leading
``/`` after it is joined as one (`` base + 'api/x' `` and `` base + '/api/x' `` are both
``/api/x``). A page global (``window.API_URL || ''``) may name another host: it stays a run-time
base (rule ``service.runtime-base``).
"""
from __future__ import annotations

from code2skill.values import UnknownV, Value

RULE = "service.provided-base-path"
# ``UnknownV.reason`` of a server template's value (rule ``value.server-template``) and the
# prefix of a read of the page's cookies (``dom:document.cookie…``)
SERVER_TEMPLATE = "server-template"
COOKIE_READ = "dom:document.cookie"
TEMPLATE_SOURCE = "a value the server's page template writes into the page"
COOKIE_SOURCE = "a cookie of the page (document.cookie)"
SOURCES = frozenset({TEMPLATE_SOURCE, COOKIE_SOURCE})


def provided_source(value: Value) -> str | None:
    """Words for where the page reads a base path its own server provides (:data:`SOURCES`):
    a server template's value or a read of ``document.cookie``; ``None`` for any other
    value."""
    if not isinstance(value, UnknownV):
        return None
    if value.reason == SERVER_TEMPLATE:
        return TEMPLATE_SOURCE
    if value.reason.startswith(COOKIE_READ):
        return COOKIE_SOURCE
    return None
