"""Rule ``relay.network-fetch``: Relay operations travel on the request of the environment's
network fetch function.

::

    function fetchGraphQL(params, variables) {           // maybe a "use server" function
      return fetch(GRAPHQL_URL, {method: 'POST', body: JSON.stringify({query: params.text,
                                                                        variables})}) }
    new Environment({network: Network.create(fetchGraphQL), store})

A Relay fetch function receives the operation's ``RequestParameters`` (``text``: the document,
``id``: its persisted id) and posts them; the request whose JSON body sends such a parameter's
``text`` or ``id`` as ``query``/``id`` is the network's transport. Every Relay operation
(:mod:`code2skill.extractors.relay`) is then sent to that request's URL, base, headers and
credentials, and the transport itself is no capability of its own (it is every operation).
No such request, several with different URLs, or one whose URL has no fixed part (read from
configuration the analysis cannot resolve): the operations keep ``/graphql`` and say so
(``medium``), as the GraphQL rules do for an unnamed endpoint. Each operation spreading
fragments of other documents says its query text is the source's (rule
``relay.compiled-document``).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.requests import RequestTemplate
from code2skill.resolution.shared import Emitted
from code2skill.runtime_base import configured
from code2skill.values import AltV, ObjV, ParamV, StrV, Text, UnknownV, Where

RULE = "relay.network-fetch"
OPERATION_LIB = "relay"
PERSISTED_KEYS = ("id", "documentId")        # body keys of a persisted query's id


def relay_network(emitted: list[Emitted]) -> tuple[list[Emitted], frozenset[Where]]:
    """``(emitted, transport sites)``: ``emitted`` with each Relay operation sent on the
    network's transport request and the transport requests left out (module docstring), and
    the places of those transports (the call sites the operations own); unchanged and no
    places when no Relay operation is emitted (those whose document no caller shows are
    none: the transport stays a request of its own)."""
    if not any(e.template.lib == OPERATION_LIB and e.template.graphql is not None
               for e in emitted):
        return emitted, frozenset()
    transports = [e.template for e in emitted if transport(e.template)]
    ends = []
    for found in transports:
        if (found.url, found.base) not in [(t.url, t.base) for t in ends]:
            ends.append(found)
    settle = sent_on(ends[0]) if len(ends) == 1 and named(ends[0]) else \
        assumed(ends)
    kept = [replace(e, template=settle(compiled(e.template)))
            if e.template.lib == OPERATION_LIB else e
            for e in emitted if not transport(e.template)]
    return kept, frozenset(site.where for t in transports for site in t.sites)


def compiled(template: RequestTemplate) -> RequestTemplate:
    """A Relay operation with the note of
    :func:`~code2skill.extractors.relay.compiled_note` (rule ``relay.compiled-document``)."""
    from code2skill.extractors.relay import compiled_note   # (the recognisers import first)

    if template.graphql is None:
        return template
    return replace(template, notes=template.notes + compiled_note(template.graphql))


def transport(template: RequestTemplate) -> bool:
    """Whether ``template`` is a Relay fetch function's request: a JSON body whose ``query``
    is a parameter's ``text`` (``{query: params.text, variables}``), or whose
    ``id``/``documentId`` is a parameter's ``id`` beside the ``variables`` another parameter
    holds whole (``{id: params.id, variables}``: a persisted query)."""
    body = template.body
    if template.lib == OPERATION_LIB or not isinstance(body, ObjV):
        return False
    if parameter_member(body.get("query"), "text"):
        return True
    variables = body.get("variables")
    return isinstance(variables, ParamV) and not variables.path and any(
        parameter_member(body.get(key), "id") for key in PERSISTED_KEYS)


def parameter_member(value, member: str) -> bool:
    """Whether ``value`` is member ``member`` of a parameter (``params.text``)."""
    return isinstance(value, ParamV) and value.path[-1:] == (member,)


def named(template: RequestTemplate) -> bool:
    """Whether the transport's URL names an endpoint: fixed text, a base, or configuration the
    Host binds (an environment variable)."""
    url = template.url
    options = url.options if isinstance(url, AltV) else (url,)
    return template.base is not None or (
        configured(url) and not any(isinstance(o, UnknownV) for o in options)) or (
        isinstance(url, StrV) and any(isinstance(p, Text) and p.text for p in url.parts))


def sent_on(found: RequestTemplate):
    """The settling of an operation sent through transport ``found``."""
    def settle(template: RequestTemplate) -> RequestTemplate:
        return replace(template, url=found.url, base=found.base,
                       headers=found.headers + template.headers,
                       auth=found.auth + template.auth)
    return settle


def assumed(ends: list[RequestTemplate]):
    """The settling of an operation whose transport is missing, ambiguous or unresolved: its
    ``/graphql`` kept, with a ``medium`` note saying why."""
    where = ends[0].sites[-1].where if ends else None
    why = "the Relay network's fetch function (Network.create) is not found in source" \
        if not ends else "the Relay network's fetch functions post to several URLs" \
        if len(ends) > 1 else "the URL the Relay network's fetch function posts to is not " \
        "resolved"
    note = ("medium", f"{why}; /graphql assumed", where)

    def settle(template: RequestTemplate) -> RequestTemplate:
        return replace(template, notes=template.notes + (note,))
    return settle

