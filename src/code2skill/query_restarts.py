"""Rule ``url.query-restart``: a ``?`` written to start a query after the query has started
is a separator, never part of a value.

A function that appends its own query (``http.delete(`${API}/${href}?version=0`)``) may be
handed a value that already carries one (``deleteDroplet(created.link.href + '?version=0')``):
the URL then reads ``…/flows/f?version=0?version=0``, and a server reading it takes
``version`` to be ``0?version=0``. Neither writer meant that text as a value: each wrote
``?`` to start a query. So a literal piece of the query that starts with ``?`` starts a new
entry, as ``&`` would (``version=0`` and ``version=0``), and one ``medium`` review note says
the client sends the query twice started, for the reviewer to confirm what the backend
expects. A ``?`` inside a literal (``?next=/a?b=1``, a value that holds a URL) is left as
written: only a piece that begins with it was written as a query start.
"""
from __future__ import annotations

from code2skill.values import HoleV, Text, Where

RULE = "url.query-restart"


def restarted_query(parts: list[Text | HoleV], notes: list) -> list[Text | HoleV]:
    """``parts`` (a URL's query, after its first ``?``) with each literal piece that starts
    with ``?`` starting with ``&`` instead; one ``medium`` note per such piece, added to
    ``notes`` as ``(severity, message, where, rule)``, at the place of the piece before it (the
    value that carried the first query: a caller's argument), else at its own."""
    out: list[Text | HoleV] = []
    for index, part in enumerate(parts):
        if isinstance(part, Text) and part.text.startswith("?") and index > 0:
            notes.append(restart_note(parts, parts[index - 1].where or part.where))
            part = Text("&" + part.text[1:], part.where, part.origin)
        out.append(part)
    return out


def restart_note(parts: list[Text | HoleV], where: Where | None
                 ) -> tuple[str, str, Where | None, str]:
    """The review note of a query ``parts`` that starts again (``version=0?version=0``)."""
    written = "".join(p.text if isinstance(p, Text) else "${" + (p.name or "…") + "}"
                      for p in parts)
    return ("medium", f"the query '?{written}' is started twice: a value that already "
            "carries a query (such as a caller's link with its own '?…') is followed by a query "
            "the URL's writer starts with '?', so the client sends the second one inside the "
            "first's last value; the Tool sends them as separate query parameters: confirm "
            f"what the backend expects (rule {RULE})", where, RULE)
