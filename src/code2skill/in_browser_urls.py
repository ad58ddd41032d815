"""Rule ``request.in-browser-url``: a request of a URL the browser itself holds is no backend
request.

A ``data:`` URL carries its bytes inline and a ``blob:`` URL names bytes the page holds, so
``fetch(dataUrl)`` reads them back without the network (``const res = await fetch(dataUrl);
return new Uint8Array(await res.arrayBuffer())``). The URL is in-browser when it is

* a string whose fixed start is ``data:`` or ``blob:`` (any case);
* a value made by ``URL.createObjectURL(…)`` (also through ``window``/``self``/``globalThis``)
  or ``canvas.toDataURL(…)`` (:func:`made_in_browser`, evaluated to :data:`IN_BROWSER`);
* wholly a parameter whose name says so (:data:`URL_NAME`: ``dataUrl``, ``dataURI``,
  ``blobUrl``, ``objectURL``, ``previewBlobUrl``): a name is no proof, so the review item
  says the URL was judged by its name.

Such a request becomes no capability and no unread-wrapper finding; its call site gets an
``info`` review item (:func:`review_note`), so it is counted as reviewed, never silently
dropped.
"""
from __future__ import annotations

import re
from dataclasses import replace

from code2skill.values import AltV, ParamV, StrV, Text, UnknownV, Value

RULE = "request.in-browser-url"
IN_BROWSER = "in-browser-url"             # UnknownV reason of a value the browser made
IN_BROWSER_BY_NAME = "in-browser-url:name"
SCHEMES = ("data:", "blob:")
# a parameter named as a data, blob or object URL: the whole name or its last words, in
# snake_case (``image_data_url``) or camelCase (``previewBlobUrl``; not ``metadataUrl``)
URL_NAME = re.compile(r"(^|_)(data|blob|object)_?ur[il]$", re.I)
CAMEL_URL_NAME = re.compile(r"[a-z0-9](Data|Blob|Object)(Url|URL|Uri|URI)$")
OBJECT_URL_MAKERS = frozenset({("URL", "createObjectURL"), ("webkitURL", "createObjectURL")})
GLOBAL_PREFIXES = frozenset({"window", "self", "globalThis"})
DATA_URL_METHODS = frozenset({"toDataURL"})      # HTMLCanvasElement / OffscreenCanvas


def made_in_browser(names: tuple[str, ...] | None, prop: str | None) -> bool:
    """Whether a call makes an in-browser URL: ``names`` is the callee's member path
    (``('URL', 'createObjectURL')``, ``None`` when it is no plain path), ``prop`` the called
    member's name when the callee is a member access (``canvas.toDataURL()`` → ``'toDataURL'``)."""
    if names and names[0] in GLOBAL_PREFIXES:
        names = names[1:]
    return bool(names) and tuple(names) in OBJECT_URL_MAKERS or prop in DATA_URL_METHODS


def in_browser(url: Value) -> str | None:
    """:data:`IN_BROWSER` when request URL ``url`` (or every alternative of it) is one the
    browser holds, :data:`IN_BROWSER_BY_NAME` when it is only named so (a parameter: rule
    ``request.in-browser-url``), else ``None``."""
    options = url.options if isinstance(url, AltV) else (url,)
    verdicts = [one_option(o) for o in options]
    if not verdicts or None in verdicts:
        return None
    return IN_BROWSER_BY_NAME if IN_BROWSER_BY_NAME in verdicts else IN_BROWSER


def one_option(url: Value) -> str | None:
    if isinstance(url, UnknownV) and url.reason in (IN_BROWSER, IN_BROWSER_BY_NAME):
        return url.reason
    if isinstance(url, StrV) and url.parts and isinstance(url.parts[0], Text) \
            and url.parts[0].text.lower().startswith(SCHEMES):
        return IN_BROWSER
    if isinstance(url, ParamV) and not url.path and (URL_NAME.search(url.name) or
                                                      CAMEL_URL_NAME.search(url.name)):
        return IN_BROWSER_BY_NAME
    return None


def review_note(reason: str) -> str:
    """The ``info`` review message of a request of an in-browser URL."""
    how = ("a parameter whose name says it holds a data:, blob: or object URL"
           if reason == IN_BROWSER_BY_NAME else "a data:, blob: or object URL made in the page")
    return (f"request of an in-browser URL ({how}): the browser reads those bytes itself, "
            "no backend request; left out (rule request.in-browser-url)")


def in_browser_template(template):
    """A library call's :class:`~code2skill.requests.RequestTemplate` with a URL only named
    in-browser (a parameter ``dataUrl``) fixed to :data:`IN_BROWSER_BY_NAME`, so it is read
    where it is made rather than waiting for callers; any other template unchanged."""
    if in_browser(template.url) == IN_BROWSER_BY_NAME:
        return replace(template, url=UnknownV(IN_BROWSER_BY_NAME))
    return template
