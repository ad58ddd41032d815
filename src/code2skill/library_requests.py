"""Rule ``coverage.library-requests``: a minified bundle of a third-party library's own modules
whose requests take their address from the caller hides no request of the app.

Rule ``coverage.skipped-requests`` warns of a file skipped as minified that holds request-like
code, for it may be the app's own bundle. A library copied into the project's static folder
holds such code too: Ace's ``public/js/ace/ace.js`` is a build of named AMD modules
(``ace.define("ace/lib/net", ["require", "exports", …], function(e, t, n){…})``) whose
``net.get(url, callback)`` helper sends ``new XMLHttpRequest`` to whatever URL its caller
passes. Such a file is no hidden client when it declares itself a library by its
modules — :data:`MIN_NAMED_MODULES` or more ``define("name", [deps], …)`` calls (a loader's
build names each module it concatenates; a file the app wrote for itself names none) — and
names no address of its own: none of its request-like texts is written with a literal URL
(:data:`LITERAL_REQUEST`: ``fetch("/api/x")``, ``$.get('/x')``, ``xhr.open("GET", "/x")``,
``url: "/x"``) and no string literal of it is a root-relative path (:data:`ROOT_PATH`:
``"/api/servers"``). The app's own bundle built with AMD names its paths, and keeps the
warning (the reason rule ``coverage.skipped-requests`` exists). Pure.
"""
from __future__ import annotations

import re

RULE = "coverage.library-requests"
MIN_NAMED_MODULES = 2
NAMED_MODULE = re.compile(r"(?<![\w$])(?:[A-Za-z_$][\w$]*\.)?define\(\s*([\"'])[\w./@-]+\1\s*,"
                          r"\s*\[")
LITERAL_REQUEST = re.compile(
    r"(?:\bfetch|\$\.(?:ajax|get|post|getJSON)|\baxios(?:\.[a-z]+)?)\s*\(\s*[\"'`]"
    r"|\.open\s*\(\s*[\"'][A-Za-z]+[\"']\s*,\s*[\"'`]|\burl\s*:\s*[\"'`]")
# a string or template literal that is a root-relative path, whole or up to its first hole
# (``"/api/servers/"``, `` `/api/${id}` ``); ``"/g"`` inside a regular expression is none
ROOT_PATH = re.compile(r"([\"'`])/[A-Za-z_][\w.-]*+(?:/[\w.-]*+)*+(?:\1|\$\{)")


def library_modules(code: str) -> bool:
    """Whether the minified ``code`` is a build of a library's named AMD modules that names
    no address of its own (module docstring): its request-like code is the library's,
    sending where its caller says."""
    named = 0
    for _ in NAMED_MODULE.finditer(code):
        named += 1
        if named >= MIN_NAMED_MODULES:
            break
    return named >= MIN_NAMED_MODULES and LITERAL_REQUEST.search(code) is None and \
        ROOT_PATH.search(code) is None
