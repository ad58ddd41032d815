"""Rule ``wrapper.passed-headers``: a request wrapper that sends the headers its callers pass.

A wrapper that writes its own URL and takes its headers, or its whole options, from its
caller (``items(headers) { return this.http.get('/api/items', {headers}) }``, ``stuff(config)
{ return axios.get('/api/stuff', config) }``) makes one request whose URL is known where it
is written, so it is not made per caller as a wrapper whose callers give the path is. Its
headers are still each caller's (the template's ``pending_headers``, read per call by rule
``auth.substituted-headers``): when a known call's headers, once its arguments are put in,
carry a credential the wrapper's own request lacks (``this.items(new
HttpHeaders({Authorization: …}))``; one a rule already reads from the callers where they
write it, as ``grpc-web.caller-metadata`` does, is not lacking), the request is made once per
known call, each with that call's headers, so the credential a caller builds is on its
request; the calls of one endpoint are then the call sites of one capability, whose auth
reads them together (rule ``auth.observed``). A call handing on a parameter of its own is
followed to its callers. A wrapper no call hands a credential to stays one request, and so
does one that names its headers itself, a parameter giving only a header's value
(``{'X-Client-Id': clientId}``): that header is the wrapper's own, its value an input like a
body field's.
"""
from __future__ import annotations

from code2skill.requests import RequestTemplate
from code2skill.values import AltV, ObjV, ParamV, Value

RULE = "wrapper.passed-headers"
MAX_DEPTH = 8


def open_headers(template: RequestTemplate, fid: str | None) -> bool:
    """Whether ``template``'s headers are still, in whole or in part, an object a parameter
    of ``fid`` holds (:func:`handed`); a header the wrapper names itself, whose value a
    parameter gives (``{'X-Client-Id': clientId}``), is the wrapper's, filled as any input."""
    return fid is not None and handed(template.pending_headers, fid, 0)


def handed(value: Value | None, fid: str, depth: int) -> bool:
    """Whether ``value`` is a parameter of ``fid`` (or a member of one: ``options.headers``),
    spreads one into an object (``{...headers, Accept}``) or may be one (a choice's option)."""
    if depth > MAX_DEPTH:
        return False
    if isinstance(value, ParamV):
        return value.fid == fid
    if isinstance(value, ObjV):
        return any(p.key is None and p.key_value is None and handed(p.value, fid, depth + 1)
                   for p in value.props)
    if isinstance(value, AltV):
        return any(handed(o, fid, depth + 1) for o in value.options)
    return False


def adds_credential(own: RequestTemplate, made: RequestTemplate) -> bool:
    """Whether ``made``, ``own`` once a call's arguments are put in, carries a credential
    (an auth hint: its kind and place) ``own`` does not."""
    return bool({(h.kind, h.where) for h in made.auth} - {(h.kind, h.where) for h in own.auth})
