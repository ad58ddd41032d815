"""URLs spelled from the page's own origin: where the authority ends and what is absolute.

Rules:

* ``service.served-folder`` — a page global naming the folder the app is served under, read
  after the page's origin (`` `${location.protocol}//${location.host}${window.baseUrl || "/"}api/`
  ``): the folder is part of the deployment's base URL, which the Host binds, never a path
  parameter; the path starts after it (``/api/...``). A hole whose value may start with
  ``/`` (its fallback ``"/"``) also ends the authority before it: the host never runs on
  into the folder and the path.
* ``url.base-join`` (its absolute case) — a URL whose scheme is read from a value
  (`` `${location.protocol}//${host}/x` ``, `` `${scheme}://…` ``) is absolute, as axios's
  ``isAbsoluteURL`` finds at run time: a client base is not prefixed to it.

:func:`folder_hole`, :func:`may_start_path`, :func:`after_served_folder` and
:func:`absolute_by_value` are the tests; :mod:`code2skill.normalize` applies them.
"""
from __future__ import annotations

from code2skill.values import AltV, HoleV, Text, Value, deployment_global, text_of

RULE = "service.served-folder"


def options(value: Value | None) -> tuple[Value, ...]:
    """The alternatives of ``value`` (itself when it has none)."""
    return value.options if isinstance(value, AltV) else (value,) if value is not None else ()


def may_start_path(part: Text | HoleV) -> bool:
    """Whether a hole's value may start with ``/``: one of its fixed alternatives does
    (``window.baseUrl || "/"``), so what follows it is a path, not more of a host."""
    if not isinstance(part, HoleV):
        return False
    return any((text := text_of(o)) is not None and text.startswith("/")
               for o in options(part.value))


def folder_hole(part: Text | HoleV) -> bool:
    """Whether ``part`` is a page global naming a deployment's folder: a hole whose
    alternatives are page globals the deployment sets (``window.baseUrl``) and fixed texts
    starting with ``/`` (its fallback), one global at least."""
    if not isinstance(part, HoleV):
        return False
    found = options(part.value)
    return any(deployment_global(o) for o in found) and all(
        deployment_global(o) or ((text := text_of(o)) is not None and text.startswith("/"))
        for o in found)


def after_served_folder(rest: list[Text | HoleV]) -> list[Text | HoleV] | None:
    """The rest of a URL after the page's origin with the leading served folder left out
    (:func:`folder_hole`), starting with ``/``; ``None`` when it does not start with one."""
    n = 0
    while n < len(rest) and folder_hole(rest[n]):
        n += 1
    if n == 0:
        return None
    tail = list(rest[n:])
    if not tail:
        return [Text("/", rest[0].where, RULE)]
    if isinstance(tail[0], Text):
        return [Text("/" + tail[0].text.lstrip("/"), tail[0].where, tail[0].origin)] + tail[1:]
    return [Text("/", rest[0].where, RULE)] + tail


def absolute_by_value(url: list[Text | HoleV], page_location) -> bool:
    """Whether ``url`` is absolute though it starts with a value: a scheme read from a value,
    ``://`` after it, or ``//`` after the page's own protocol (``page_location(value)``
    decides: ``location.protocol``)."""
    if len(url) < 2 or not isinstance(url[0], HoleV) or not isinstance(url[1], Text):
        return False
    return url[1].text.startswith("://") or \
        url[1].text.startswith("//") and page_location(url[0].value)
