"""Rule ``side-effect.query-segment``: a ``POST`` whose last static segment qualifies a query
word in the segment before it (``POST /v1/search/fuzzy``, ``/query/advanced``,
``/search/users``) runs that query: the path says read, the method says write.

A search sent as ``POST`` (its criteria in the body) is the common reason; yet the path's
shape alone does not prove the backend stores nothing (a search history, a saved query), so
the claim is a read that is ``requires-review``, claims no idempotency and is never retried
(``policy.read-that-writes``, with the review item of the disagreeing rules), not the create
the method alone would guess, and never a proven, retryable read.

It holds when, of the path's static segments, the last ends the path, and

* the one right before it is one query word (:data:`~.action_words.READ`: ``search``,
  ``query``, ``lookup``, ``find``, ``count``, ``validate``, ``preview`` …), not a word
  naming a thing a ``POST`` stores as well (:data:`~.side_effects.STORED_NOUNS`:
  ``filter``);
* the last has no action word (``/search/save``, ``/query/delete`` are that action), no
  past participle (``/search/saved``: saved searches, a resource) and no settings noun
  (``/search/settings``);
* a plural last word (``/search/users``) only after a query word that is no noun as well
  (:data:`~.action_words.NOUN_LIKE`): ``/query/snippets``, ``/lookup/entries`` may be a
  collection of queries' things a ``POST`` adds to, so the method's guess stays.

A query word ending the path (``POST /search``) is rule ``side-effect.rpc-read``.
"""
from __future__ import annotations

from .action_words import EFFECTS, NOUN_LIKE, READ
from .naming import words
from .side_effects import QUERY_SEGMENT, SETTINGS_NOUNS, STORED_NOUNS, participle, plural

RULE = QUERY_SEGMENT


def query_word(path: str) -> str | None:
    """The query word a ``POST`` to ``path`` runs by rule :data:`RULE` (module docstring):
    ``'/v1/search/fuzzy'`` → ``'search'``; ``None`` when the rule does not hold
    (``/search``, ``/search/save``, ``/query/snippets``, ``/search/{id}/fuzzy``)."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    if len(segments) < 2 or any("{" in s for s in segments[-2:]):
        return None
    before, last = words(segments[-2]), words(segments[-1])
    if len(before) != 1 or before[0] not in READ or before[0] in STORED_NOUNS or not last:
        return None
    if any(w in EFFECTS or participle(w) or w in SETTINGS_NOUNS for w in last):
        return None
    if plural(last[-1]) and before[0] in NOUN_LIKE:
        return None
    return before[0]


def note(path: str) -> str:
    """What disagrees with the method, for the review item and the evidence."""
    return (f"the path's segment {query_word(path)!r} names a query, the method POST says it "
            "writes")
