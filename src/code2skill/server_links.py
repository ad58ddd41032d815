"""Rule ``path.server-link``: a path piece whose value is a link the server gave is no
single-segment input.

A client that keeps the links its backend returns builds URLs from them: NiFi Registry's
items carry ``link: {href: 'buckets/{bucketId}/flows/{flowId}'}`` and the client calls
``http.get(`${API}/${droplet.link.href}/versions`)``; HAL resources carry
``_links.self.href``, JSON:API ones ``links.self`` or ``relationships.author.links.related``.
Such a value spans several path segments and is sent as given, not percent-encoded, and only
a prior read of the item gives it: an Agent that types ``buckets/a/flows/b`` into a plain
path parameter would have it sent as one encoded segment. The path keeps its parameter, but
the parameter is described as the server-given link and a ``medium`` review item names the
link the client reads, so the Tool is ``requires-review``.

A value is a server-given link when it is a member read (of a parameter, a typed value or a
response) whose member path is link-shaped (:func:`link_path`):

* its last member is ``href``, ``link``, or a name ending in ``Href``/``Link``/``_href``/
  ``_link`` (``selfLink``, ``nextLink``, ``self_link``);
* or its last member is a relation of a link holder ``links``/``_links`` (``links.self``,
  ``relationships.author.links.related``; HAL's ``_links.self.href`` ends in ``href``), none
  of :data:`NO_RELATIONS` (``links.length``); a ``link`` entity's ``link.id`` is no link;
* or, read from a response body only, its last member is ``url``/``uri`` or ends in
  ``Url``/``Uri``/``_url``/``_uri`` (``res.data.next_url``): a value of an entity the
  client holds is not shown to be the server's (a form's ``url`` is the user's text).

A parameter read whole (``listVersions(flowUri)``) is a link when every call chain filling it
(:func:`~code2skill.caller_chains.passed_values`, at least one) passes one: a link read, a
text that starts with one and goes on only with a query or fragment (``created.link.href +
'?version=0'``), or a destructured member of a link's name (``({ href }) => upload(href)``).
A chain ending elsewhere (a function nothing calls, a literal) shows no link.
Not recognised: a link kept in a variable the resolver does not follow, a loop variable over a
response's items, a link whose member names none of the shapes above.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from code2skill.caller_chains import PASSED, UNKNOWN, Passed, passed_values
from code2skill.contract.pointer import escape as pointer
from code2skill.values import AltV, HoleV, ParamV, ResponseV, StrV, Text, TypedV, Value, Where

RULE = "path.server-link"
LINK_MEMBER = re.compile(r"^(?:href|link|[a-z][A-Za-z0-9]*(?:Href|Link)|[a-z0-9_]+_(?:href|link))$")
LINK_HOLDERS = frozenset({"links", "_links"})
# members of a link holder that are no link relation (a list's length, an entity's id)
NO_RELATIONS = frozenset({"length", "id", "count", "size", "total"})
RESPONSE_URL = re.compile(r"^(?:url|uri|[a-z][A-Za-z0-9]*(?:Url|Uri)|[a-z0-9_]+_(?:url|uri))$")


@dataclass(frozen=True, slots=True)
class ServerLink:
    """A server-given link filling a path piece: ``reads`` the member chains the client reads
    it from (``droplet.link.href``, root name first), ``places`` where each is read (the call
    passing it, or the read itself), in source order."""

    reads: tuple[str, ...]
    places: tuple[Where | None, ...]


def link_path(path: tuple[str, ...], response: bool) -> bool:
    """Whether member ``path`` (``('droplet', 'link', 'href')``) reads a link (module
    docstring); ``response``: the value is read from a response body, where a ``url``/``uri``
    member is the server's too."""
    if not path:
        return False
    last = path[-1]
    if LINK_MEMBER.match(last) or response and RESPONSE_URL.match(last):
        return True
    return len(path) > 1 and path[-2] in LINK_HOLDERS and last not in NO_RELATIONS


def link_read(value: Value | None) -> str | None:
    """The member chain a link-shaped read of ``value`` names (``request.droplet.link.href``;
    a response read as ``response.…``), else ``None``. A text made of one link read followed
    only by a query or fragment (``href + '?version=0'``) is that read."""
    if isinstance(value, StrV):
        head, rest = (value.parts[0], value.parts[1:]) if value.parts else (None, ())
        if isinstance(head, HoleV) and all(isinstance(p, Text) for p in rest) \
                and (not rest or rest[0].text[:1] in ("?", "#")):
            return link_read(head.value)
        return None
    if isinstance(value, ParamV) and link_path(value.path, False):
        return ".".join((value.name, *value.path))
    if isinstance(value, TypedV) and link_path(value.path, False):
        return ".".join(value.path)
    if isinstance(value, ResponseV) and value.body and link_path(value.path, True):
        return ".".join(("response", *value.path))
    return None


def server_link(values: list[Value], where: Where | None, program) -> ServerLink | None:
    """The :class:`ServerLink` the path piece filled by ``values`` (one per call of the
    endpoint; ``where`` the hole's place) is, when every one of them is a link read or a
    parameter every call chain of which passes one; else ``None``."""
    reads: dict[str, Where | None] = {}
    for value in values:
        for option in (value.options if isinstance(value, AltV) else (value,)):
            found = option_links(option, where, program)
            if not found:
                return None
            for read, place in found:
                reads.setdefault(read, place)
    if not reads:
        return None
    return ServerLink(tuple(reads), tuple(reads.values()))


def option_links(value: Value, where: Where | None, program
                 ) -> list[tuple[str, Where | None]]:
    """The link reads one alternative of a path value is, each with its place: the read
    itself (at ``where``), or those every call chain of a parameter read whole passes
    (cited at the passing call); ``[]`` when any is no link."""
    read = link_read(value)
    if read is not None:
        return [(read, where)]
    if not isinstance(value, ParamV) or value.path:
        return []
    ends = passed_values(program, value).ends
    found = []
    for end in ends:
        read = link_read(end.value) if end.end == PASSED else destructured_link(end)
        if read is None:
            return []
        found.append((read, end.where))
    return found


def destructured_link(end: Passed) -> str | None:
    """The link a chain ending at a destructured member of a parameter reads
    (``switchMap(({ href, file }) => upload(href, file))``: the resolver names the member
    ``href``, no formal parameter of its function, so the chain ends :data:`UNKNOWN`), written
    ``{ href }``; else ``None``."""
    value = end.value
    if end.end == UNKNOWN and isinstance(value, ParamV) and not value.path \
            and link_path((value.name,), False):
        return "{ " + value.name + " }"
    return None


def link_input(evidence: dict[str, list], name: str) -> bool:
    """Whether input ``name`` is a server-given link: its evidence (a capability draft's, keyed
    by JSON Pointer) cites this rule. A fetch word of its path is then no proof the caller
    chooses the address the server reaches (rule ``risk.fetched-url``)."""
    return any(e.rule == RULE
               for e in evidence.get(f"/inputSchema/properties/{pointer(name)}", ()))


def described(link: ServerLink) -> str:
    """The description of a path parameter filled by ``link``."""
    return (f"A link the server gave ({' or '.join(link.reads)}, from an earlier response "
            "that returned the item): a relative path spanning several segments, sent as "
            "given, not percent-encoded (path parameter).")


def review_message(link: ServerLink, name: str) -> str:
    """The ``medium`` review message of path parameter ``name`` filled by ``link``."""
    return (f"path segment {{{name}}} is a link the server gave, read from "
            f"{' or '.join(link.reads)}: a relative path spanning several segments, sent as "
            "given, not percent-encoded; the Tool needs that link from an earlier response "
            "that returned the item (an Agent's own value would be sent as one encoded "
            "segment): confirm the endpoints the link names and where the Tool takes it from "
            f"(rule {RULE})")
