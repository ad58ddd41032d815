"""Rule ``body.guarded-arm``: a request body written under a test of the wrapper's own
parameter is sent only by the calls whose argument passes that test.

A fetch wrapper builds the JSON body only when it is given an object::

    const request = async (method, uri, query = {}, body) => {
      const params = { method }
      if (body instanceof FormData) params.body = body
      else if (typeof body === 'object' && body !== null)
        params.body = JSON.stringify({ ...body, site: siteId })
      else params.body = body
      return fetch(`${base}${uri}?${new URLSearchParams(query)}`, params)
    }
    api.put(`/verify/${id}`, { verified: 0 })        // query only: no body, no `site`
    api.post('/comment', {}, { text })               // {text, site}

The write of the body member (:func:`body_write`) keeps the tests of the ``if``s around it
(one ``&&`` compound test when there are several, rule ``value.compound-test-guard``) on the
choice it makes, as a header's write does (rule ``value.enclosing-tests``), so each caller's
arguments decide which arm it takes: a call passing no body (or ``undefined``) takes the arm
that sends it as it is, none; a call passing an object literal takes the JSON arm, whose
members (``site``) it alone sends. A test no caller's value decides (``typeof window``, a
parameter the source does not show) keeps every arm, as before: the body stays a choice whose
members may be absent.
"""
from __future__ import annotations

from code2skill.facts import Assignment

# the member of a request's options a library sends as the body: fetch's ``body``, axios's
# and jQuery's ``data``
BODY_MEMBERS = frozenset({"body", "data"})


def body_write(write: Assignment) -> bool:
    """Whether ``write`` writes a request's body (``params.body = …``, ``options.data =
    …``) or a member of it (``options.body.site = …``, ``config.data[key] = …``)."""
    return len(write.target) >= 2 and write.target[1] in BODY_MEMBERS
