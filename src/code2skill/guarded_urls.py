"""Rule ``url.guarded-arm``: a request's URL written under tests of the wrapper's own
parameter is sent only by the calls whose argument passes those tests.

A request-definition executor adds the caller's id to the definition's URL only when the
caller gives one::

    async (config2) => {
      if (config2 && config2.id) config2.url = config.url + '/' + config2.id
      config2 = Object.assign({}, config, config2)
      return instance(config2)
    }
    execute({ params: { page } })          // config.url: no `{id}` path parameter
    execute({ id: problemId.value })       // config.url + '/{id}'

The write of the URL member (:func:`url_write`) keeps the tests of the ``if``s around it as
one ``&&`` compound test (rule ``value.compound-test-guard``), as a body's write does (rule
``body.guarded-arm``) and a header's (rule ``value.enclosing-tests``), so each caller's
argument decides which URL it sends: a call whose object has no ``id`` makes the test fail
and sends the definition's URL alone; a path hole is an input only where a caller's argument
fills it. A test no caller's value decides keeps both URLs, as before.
"""
from __future__ import annotations

from code2skill.facts import Assignment

# the member of a request's options a library sends as the URL (axios, jQuery, ky options)
URL_MEMBERS = frozenset({"url"})


def url_write(write: Assignment) -> bool:
    """Whether ``write`` writes a request options object's URL (``config.url = …``)."""
    return len(write.target) == 2 and write.key is None and write.target[1] in URL_MEMBERS
