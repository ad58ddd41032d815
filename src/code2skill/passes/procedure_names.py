"""Rules ``name.procedure-name`` and ``side-effect.procedure-name``: a client method that
names its remote procedure by its own name.

A client generated from an RPC description (sherpa, Go-style JSON services) gives every
remote procedure one method of the same name, and that method ``POST``s to
``<base>/<MethodName>`` (``async AccountAdd(...) { const fn = "AccountAdd"; … }`` →
``POST /api/AccountAdd``). The ``POST`` is the transport's, for reads and writes alike: the
path's shape (a plural noun, a settings noun) says nothing about a create. The procedure's
name is the operation, so the Tool is named by its words (``AccountAdd`` →
``account_add``, ``Accounts`` → ``accounts``) and the side effect comes from its action
word, wherever the name puts it (generated names put the verb last as often as first):

* the last word, when it is an action word (``AccountAdd`` creates, ``AccountRemove``
  deletes, ``QueueHoldSet`` and ``DomainDKIMSave`` update, ``QueueList`` reads);
* else the first (``SetPassword`` updates, ``LookupIP`` reads);
* else one between, the last such, when that word is no noun as well
  (:data:`~.action_words.NOUN_LIKE`: ``DMARCRemoveEvaluations`` deletes,
  ``MessageFindMessageID`` reads; the ``report`` of ``TLSReportID`` names a thing);
* a name with no action word whose last word is a plural noun lists those things
  (``Accounts``, ``DomainRecords``: a read, as rule ``side-effect.rpc-plural``);
* any other name (``Account``, ``QueueDrop``: a noun, or a verb no vocabulary knows) proves
  nothing: ``None``, and the caller keeps the ``POST``'s guessed create, reviewed.

A procedure is recognised only when every call site is made in a named method (a member,
``Client.AccountAdd``) whose own name, capitalised as RPC generators write it, is exactly the
last segment of the ``POST``'s path, and the path has no parameter.
"""
from __future__ import annotations

import re

from .action_words import EFFECTS, NOUN_LIKE
from .naming import MAX_NAME, words
from .side_effects import plural

NAME_RULE = "name.procedure-name"
EFFECT_RULE = "side-effect.procedure-name"
# a procedure's name as RPC generators write it, capitalised (Go's exported names, C#, sherpa):
# a camel-case method named like its path's last segment (``follow`` → ``/profiles/{u}/follow``)
# is a REST action wrapper, not a procedure
PROCEDURE = re.compile(r"[A-Z][A-Za-z0-9_]*")


def procedure_name(method: str, path: str, functions: list[str | None]) -> str | None:
    """The remote procedure a ``POST`` to ``path`` calls when every function of
    ``functions`` (the qualified names of the methods making the call sites,
    ``Client.AccountAdd``) is a member named exactly as the path's last segment, a
    capitalised identifier (``/api/AccountAdd`` → ``AccountAdd``), in a path of no
    parameter; ``None`` otherwise (another method, a camel-case name, ``follow`` of
    ``/profiles/{u}/follow``, a call made in an anonymous callback)."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    if method != "POST" or not segments or not functions or "{" in path \
            or not PROCEDURE.fullmatch(segments[-1]):
        return None
    if all(f and not f.startswith("<") and "." in f and f.rsplit(".", 1)[1] == segments[-1]
           for f in functions):
        return segments[-1]
    return None


def procedure_tool_name(procedure: str) -> str:
    """Rule ``name.procedure-name``: the procedure's words in snake case, in its own order
    (``AccountAdd`` → ``account_add``, ``DomainRecords`` → ``domain_records``)."""
    return "_".join(words(procedure))[:MAX_NAME].strip("_")


def procedure_effect(procedure: str) -> str | None:
    """Rule ``side-effect.procedure-name``: the side effect the procedure's name proves
    (``read``, ``create``, ``update``, ``delete``; order in the module docstring), or
    ``None`` when it proves none."""
    said = words(procedure)
    if not said:
        return None
    for word in said[-1], said[0]:
        if word in EFFECTS:
            return EFFECTS[word]
    for word in reversed(said[1:-1]):
        if word in EFFECTS and word not in NOUN_LIKE:
            return EFFECTS[word]
    return "read" if plural(said[-1]) else None
