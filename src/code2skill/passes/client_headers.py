"""Rule ``header.client-setting``: a header the client's own request function sets on every
request from its own state is transport, not a Tool input.

Shape::

    OctoPrintClient.prototype.getRequestHeaders = function (method, additional, opts) {
      var headers = $.extend({}, additional);
      if (this.options.locale !== undefined) headers["X-Locale"] = this.options.locale;
      if (this.options.apiVersion !== undefined)
        headers["X-OctoPrint-Api-Version"] = this.options.apiVersion;
      return headers;
    };   // every get/post/delete of every sub-client goes through it

A header that is written at one place and sent by the calls of at least
:data:`MIN_ENDPOINTS` endpoints, each time with the same value, a value that is no fixed text,
reads no parameter of the function making the request and is no credential, is a setting of
the client (its locale, the API version it speaks) that it sends with every request: the Host
fills it as the client does, so it is a context reference (kind ``client``) with the place it is
written as evidence, never an input of each Tool. A value that differs between calls, or one
a call's arguments fill, stays an input.
"""
from __future__ import annotations

from code2skill.normalize import Observed
from code2skill.redact import is_credential_position
from code2skill.values import Where, text_of

from .caller_tokens import reads_parameter

MIN_ENDPOINTS = 3


def client_set_headers(calls: list[Observed]) -> frozenset[tuple[str, Where]]:
    """``(header name in lower case, place written)`` of every header the client sets itself
    on the requests of several endpoints (module docstring)."""
    groups: dict[tuple[str, Where], list] = {}
    for call in calls:
        for header in call.headers:
            if header.where is not None:
                groups.setdefault((header.name.lower(), header.where), []).append(
                    (call, header))
    return frozenset(key for key, sent in groups.items() if client_setting(key[0], sent))


def client_setting(name: str, sent: list) -> bool:
    """Whether the ``(call, header)`` pairs of one written header are a client setting."""
    endpoints = {(call.method, call.path_template) for call, _ in sent}
    values = {repr(header.value) for _, header in sent}
    value = sent[0][1].value
    return len(endpoints) >= MIN_ENDPOINTS and len(values) == 1 and value is not None \
        and text_of(value) is None and not sent[0][1].optional \
        and name not in ("authorization", "content-type") \
        and not is_credential_position("header", name) \
        and not any(reads_parameter(header.value, call.fid) for call, header in sent)


def set_by_client(calls: list[Observed], name: str,
                  known: frozenset[tuple[str, Where]]) -> bool:
    """Whether every header ``name`` the calls send is one the client sets itself."""
    lower = name.lower()
    places = [h.where for call in calls for h in call.headers if h.name.lower() == lower]
    return bool(places) and all((lower, where) in known for where in places)
