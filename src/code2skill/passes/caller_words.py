"""Which words of the name of the function making a request may name its risks.

Rule ``risk.caller-words``. The risk pass (:func:`.side_effects.risks` and its siblings)
reads risk words from the request's path and from the name of the function or callback that
makes the call. A name is the programmer's wording, not the request's, and three kinds of its
words say nothing of what the request does:

* the HTTP verb: ``post`` followed by an object naming a noun the path addresses
  (``postCategory`` making ``POST /api/categories``, ``adminPostMagic`` making ``POST
  /api/admin/magic-link``, ``postFirstFactor`` making ``POST /api/firstfactor``: its words
  glued) or by how the request is made (``PostWithOptionalResponse``, a client's wrapper)
  names the request's method, not a publication; ``post`` before anything else
  (``postToTwitter``) or alone stays a word of publishing;
* a word of a message sent out (``invite``, ``email``: :data:`MESSAGE_WORDS`) that is the
  object of a verb which neither makes nor sends it (``acceptTripMemberInvite``,
  ``declineInvite``: an update; ``revokeInvite``: a delete; ``listInvites``: a read):
  answering, revoking or listing an invitation sends none, while ``inviteUser``, ``sendInvite``,
  ``createInvite`` and ``resendEmail`` do;
* the words of a name whose verb deletes (:data:`~.action_words.DELETE`: ``clear``,
  ``remove``) for a request its path and method take as no delete: the name and the request
  disagree and the path wins. An event handler's name is read without its ``on``/``handle``
  (``onClear`` → ``clear``): it names what happened in the UI, often the event of a generic
  component (a dialog's "clear" button pausing the tests), so the same test applies. Such a
  name's risk words claim no risk; each risk they would have claimed is given back
  (:func:`caller_words`) for a low review item (:func:`review_message`).

A name that agrees with its request keeps all its words (``deleteTrip`` + ``DELETE``,
``cancelOrder`` + ``PUT``, ``clearCache`` whose ``POST`` its verb made a delete).
"""
from __future__ import annotations

from typing import NamedTuple

from .action_words import EFFECTS, operation_words
from .naming import singular, words

RULE = "risk.caller-words"
# words of a message a request may send out of the system, wherever they stand (the risk
# pass's ``external`` words, :data:`~.side_effects.EXTERNAL`)
MESSAGE_WORDS = frozenset({"email", "mail", "sms", "invite", "notify"})
# HTTP methods whose name is a risk word as well (``post``: publishing)
HTTP_VERB_WORDS = frozenset({"post"})
# first words of an event handler's name before the event (``onClear``, ``handleDelete``)
HANDLER_PREFIXES = frozenset({"on", "handle"})


class CallerWords(NamedTuple):
    """The words of a caller's name that may name risks (``kept``, lower case, in order) and,
    when the name disagrees with its request, the ones set aside (``unproven``)."""
    kept: list[str]
    unproven: list[str]


def caller_words(function: str | None, effect: str, path: str) -> CallerWords:
    """Rule ``risk.caller-words``: the words of ``function``'s own name (its last dotted part;
    ``None`` or an anonymous callback's recorded name as they come) that may name a risk of a
    request with side effect ``effect`` to ``path``: without an HTTP verb naming the request
    (:func:`http_verb_at`) and message words a non-sending verb takes as its object
    (:func:`answered_message`); all set aside (``unproven``) when the name's verb deletes and
    ``effect`` is no delete (:func:`disagrees`). ``onClear`` for ``POST /speedtests/pause``
    (an update) → ``CallerWords([], ['clear'])``; ``postCategory`` for ``POST
    /api/categories`` → ``(['category'], [])``."""
    said = words((function or "").split(".")[-1])
    if not said:
        return CallerWords([], [])
    nouns = path_nouns(path)
    kept = [w for i, w in enumerate(said) if not http_verb_at(said, i, nouns)]
    verb = name_verb(said)
    if answered_message(verb):
        kept = [w for w in kept if w not in MESSAGE_WORDS or w == verb]
    if disagrees(verb, effect):
        return CallerWords([], kept)
    return CallerWords(kept, [])


def path_nouns(path: str) -> set[str]:
    """The singular words of a path's static segments and each such segment's words glued
    (``/api/admin/magic-link`` → ``{'api', 'admin', 'magic', 'link', 'magiclink'}``)."""
    said = [words(seg) for seg in path.split("?")[0].split("/")
            if seg and not seg.startswith("{")]
    return {singular(w) for phrase in said for w in phrase} | {"".join(p) for p in said}


# words that end the object of a ``post`` and start where it goes (``postToTwitter``)
DESTINATION_WORDS = frozenset({"to", "on", "onto", "into", "in", "at"})
# words after ``post`` naming how a request is made, not what is posted
# (``PostWithOptionalResponse``, ``postJson``, ``postForm``: a client's wrapper)
TRANSPORT_WORDS = frozenset({"with", "json", "form", "multipart", "raw", "request", "data",
                             "async", "sync"})


def http_verb_at(said: list[str], index: int, nouns: set[str]) -> bool:
    """Whether ``said[index]`` is an HTTP method's name (:data:`HTTP_VERB_WORDS`) followed by
    the object the path addresses or by how the request is made: a word of its object (the
    words before a destination word, :data:`DESTINATION_WORDS`), or a run of them glued,
    naming a noun of the path (``nouns``): ``['post', 'category']`` for ``/categories``,
    ``['admin', 'post', 'magic']`` for ``/admin/magic-link``, ``['post', 'first', 'factor']``
    for ``/api/firstfactor``, ``['post', 'web', 'authn', 'passkey', 'response']`` for
    ``/api/firstfactor/passkey``; or a word of the request's making
    (:data:`TRANSPORT_WORDS`: ``['post', 'with', 'optional', 'response']``); not ``['post',
    'to', 'twitter']`` nor ``['post']`` alone."""
    if said[index] not in HTTP_VERB_WORDS or index + 1 >= len(said):
        return False
    if said[index + 1] in TRANSPORT_WORDS:
        return True
    rest = said[index + 1:]
    stop = next((i for i, w in enumerate(rest) if w in DESTINATION_WORDS), len(rest))
    thing = rest[:stop]
    glued = {"".join(thing[i:j]) for i in range(len(thing)) for j in range(i + 2, len(thing) + 1)}
    return bool({singular(w) for w in thing} & nouns or glued & nouns)


def name_verb(said: list[str]) -> str | None:
    """The action verb a name's words start with (:data:`~.action_words.EFFECTS`), after an
    event handler's ``on``/``handle`` (``['on', 'clear']`` → ``clear``) and a request prefix
    (:func:`~.action_words.operation_words`: ``sendDeleteShare`` → ``delete``); ``None`` when
    the first word is no action word (``adminResetPassword``, ``onSuccess``)."""
    if len(said) > 1 and said[0] in HANDLER_PREFIXES:
        said = said[1:]
    found = operation_words(said)
    return found[0] if found and found[0] in EFFECTS else None


def answered_message(verb: str | None) -> bool:
    """Whether a name whose verb is ``verb`` only answers, changes, removes or reads the
    message words after it (``accept``, ``decline``, ``revoke``, ``list``: an update, a delete
    or a read) rather than making or sending one (``send``, ``create``, ``invite``: creates)."""
    return verb is not None and EFFECTS[verb] != "create"


def disagrees(verb: str | None, effect: str) -> bool:
    """Whether a name's verb deletes (``clear``, ``remove``) while the request's side effect,
    from its path and method, is another write (``update``, ``create``)."""
    return verb is not None and EFFECTS[verb] == "delete" and effect not in ("delete", "read")


def review_message(method: str, template: str, function: str,
                   unproven: list[tuple[str, str]]) -> str:
    """The low review item of rule ``risk.caller-words`` for the risks (``[(risk, word)]``) a
    caller's name would have claimed."""
    said = ", ".join(f"{risk} ({word!r})" for risk, word in unproven)
    return (f"{method} {template}: the name of its caller {function!r} says {said}, but the "
            "path and method show no delete, so the name is not taken as the operation's "
            "wording and no such risk is claimed; confirm against the backend")
