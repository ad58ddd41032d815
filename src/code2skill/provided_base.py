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

    <body data-basepath="{{ .BasePath }}">                       # an attribute of the page
    const basePath = document.body.getAttribute("data-basepath");  # (or .dataset.basepath,
    axios.post(basePath + "/api/firstfactor", data)               #  getAttribute('web-root'))

All three come from the page's own server (the cookie only it sets, the template only it
renders, the markup it serves: an attribute whose name says a base path,
:func:`base_path_name`, ``data-basepath``, ``web-root``, ``data-context-path``; the ``data-*``
attribute of an element or the attribute of the page's ``<body>`` or ``<html>``, which no
analysed page writes with a fixed URL — a fixed value is the page's own URL, rule
``url.page-data-attribute``) and stand for the path it is deployed under (``''`` at the site
root), so every request built on them goes to the page's own origin (rule
``service.same-origin``), under that base path: the service is that of
:mod:`code2skill.page_base_path` (the same key and binding, its evidence naming where the page
reads the value and this rule), the browser sends it the page's cookies (rule
``auth.same-origin-session`` applies), and a path written with or without a leading ``/`` after
it is joined as one (`` base + 'api/x' `` and `` base + '/api/x' `` are both ``/api/x``). A
page global (``window.API_URL || ''``) may name another host, and so may an attribute named for
a URL, a host or an API (``data-api-url``, ``data-api-root``): they stay a run-time base (rule
``service.runtime-base``).
"""
from __future__ import annotations

import re

from code2skill.page_data_urls import kebab
from code2skill.values import UnknownV, Value

RULE = "service.provided-base-path"
# ``UnknownV.reason`` of a server template's value (rule ``value.server-template``) and the
# prefix of a read of the page's cookies (``dom:document.cookie…``)
SERVER_TEMPLATE = "server-template"
COOKIE_READ = "dom:document.cookie"
TEMPLATE_SOURCE = "a value the server's page template writes into the page"
COOKIE_SOURCE = "a cookie of the page (document.cookie)"
# (after the page's attribute's name: ``the page's data-basepath attribute naming …``)
ATTRIBUTE_SOURCE = " attribute naming its base path"
SOURCES = frozenset({TEMPLATE_SOURCE, COOKIE_SOURCE})
# the reason of a read of an attribute of the page: a ``data-*`` attribute of an element
# (``dom:element.dataset.basepath``, also a page global's chain ``unresolved:document.body.
# dataset.basepath``) or an attribute of its ``<body>`` or ``<html>`` read by name
# (``dom:document.body.getAttribute(web-root)``)
ATTRIBUTE_READ = re.compile(r"^(?:dom:|unresolved:document\.).*\.dataset\.([A-Za-z][\w]*)$|"
                            r"^dom:document\.(?:body|documentElement)\.getAttribute\("
                            r"([A-Za-z][\w:-]*)\)$")
# the words a base path's name is made of: a first word of the deployment or the app, then the
# path, root or prefix it is served under (``basePath``, ``web-root``, ``context_path``);
# ``base`` alone may name a whole URL as well
FIRST_WORDS = ("base", "web", "context", "app", "application", "site", "root", "sub",
               "router", "mount", "deploy", "deployment", "url")
LAST_WORDS = ("path", "root", "prefix")
BASE_PATH_NAMES = frozenset(first + last for first in FIRST_WORDS for last in LAST_WORDS)


def provided_source(value: Value) -> str | None:
    """Words for where the page reads a base path its own server provides (:data:`SOURCES`,
    :data:`ATTRIBUTE_SOURCE` after the attribute's name):
    a server template's value, a read of ``document.cookie`` or of an attribute of the page
    whose name says a base path (:data:`ATTRIBUTE_READ`, :func:`base_path_name`); ``None``
    for any other value."""
    if not isinstance(value, UnknownV):
        return None
    if value.reason == SERVER_TEMPLATE:
        return TEMPLATE_SOURCE
    if value.reason.startswith(COOKIE_READ):
        return COOKIE_SOURCE
    read = ATTRIBUTE_READ.match(value.reason)
    name = (f"data-{kebab(read.group(1))}" if read.group(1) else read.group(2)) if read else ""
    if read and base_path_name(name.removeprefix("data-")):
        return f"the page's {name}{ATTRIBUTE_SOURCE}"
    return None


def provided(source: str) -> bool:
    """Whether words for where the page reads its base path (:func:`provided_source`) name
    one its own server provides."""
    return source in SOURCES or source.endswith(ATTRIBUTE_SOURCE)



def base_path_name(name: str) -> bool:
    """Whether an attribute's name (as ``dataset`` or the markup spells it) says the path the
    app is served under (:data:`BASE_PATH_NAMES`: ``basepath``, ``web-root``,
    ``contextPath``); ``apiUrl``, ``apiRoot``, ``host``, ``path`` and ``base`` (a whole URL
    as often) say no such thing."""
    return re.sub(r"[^a-z]", "", name.lower()) in BASE_PATH_NAMES
