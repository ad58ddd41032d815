"""Members a wrapper writes onto the body parameter it sends (rule
``value.parameter-member-writes``).

Forms handled::

    function send(path, data) {            // every caller's object, plus host and node
      data.host = host
      if (verbose) data.node = 'master'    // under a condition: may be absent
      return axios.post(path, data)        // (JSON.stringify(data) alike)
    }
    send('/api/index', { index })          // body {index, host, node?}

A library request's body that is the whole parameter of the function making the request is
the caller's object with the members that function writes on it before the request (as writes
on a local are, rule ``value.member-writes``); writes after the request add nothing. Only the
request's own body is read this way: a parameter handed on to another function of the program
keeps its value (a caller's ``owner.id = null`` before ``service.addOwner(owner)`` is rule
``body.caller-null-member``'s), and one read for its members keeps the reads the resolver
makes of them.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Span
from code2skill.requests import RequestTemplate
from code2skill.values import ObjV, ParamV


def written_body(resolver, template: RequestTemplate, frame, span: Span | None
                 ) -> RequestTemplate:
    """``template`` whose body, parameter ``data`` of the function of ``frame`` sent whole
    (its JSON text too), is ``{...data, written members}`` as the function has written them
    before the request at ``span``; any other template unchanged."""
    body = template.body
    if span is None or not isinstance(body, ParamV) or body.fid != frame.fid or body.path \
            or body.coded:
        return template
    written = resolver.written_parameter(replace(body, serialised=False), frame, span)
    if not isinstance(written, ObjV):
        return template
    return replace(template, body=replace(written, serialised=body.serialised))
