"""Rule ``side-effect.procedure-doc``: a remote procedure whose name proves no side effect
reads when its method's doc says it returns something.

A generated RPC client ``POST``s every procedure (rule ``side-effect.procedure-name``), and
a name of nouns (``Account``, ``DomainConfig``) proves no effect. The method's doc comment,
written the Go way — the procedure's name, then a third-person verb (``// Account returns
the parsed configuration of an account.``) — or starting with the verb (``Returns the
configuration``), says what it does. The procedure reads when:

* the doc's first word after the name is a read verb of :data:`READ_VERBS` (``returns``,
  ``gets``, ``lists``, ``fetches``, ``retrieves``, in any person), and
* no later word of its summary may name a second action (:func:`second_action`): a write
  verb in the third person after a clause break (``LoginPrep returns a login token, and
  sets it as cookie``: ``sets`` updates; a plural noun spelled like one, ``and reports``,
  vetoes too), or any word after ``also``/``then`` (``and also stores it``): never a read
  it cannot prove. A second action in another form (``returns X, removing Y``) is not
  recognised;
* no word of its summary names what such a call may mint (:data:`MINTED`: ``new``, a
  ``token``, ``session``, ``ticket``, ``cookie``, ``secret``, ``password`` …): ``Token
  returns a single-use token for an SSE connection`` issues one, no read.

Every call site's method must say so. The ``POST`` stays a read not proven by the backend: a
low review item says so. A doc that says anything else proves nothing, and the guessed,
reviewed create stays.
"""
from __future__ import annotations

import re

from .action_words import EFFECTS
from .descriptions import DOC_VERBS, effect_of, jsdoc_summary

RULE = "side-effect.procedure-doc"
READ_VERBS = {**{verb: "read" for verb, effect in DOC_VERBS.items() if effect == "read"},
              "return": "read"}
# words that introduce a further action of the same sentence
SEQUENCE_WORDS = frozenset({"also", "then"})
# what a procedure that "returns" it may mint: a new thing, a credential or session
MINTED = frozenset({"new", "token", "tokens", "session", "sessions", "nonce", "ticket",
                    "tickets", "cookie", "cookies", "secret", "secrets", "otp", "password",
                    "passwords", "credential", "credentials"})
# where a second verb of a sentence may start
CLAUSE_BREAKS = frozenset({"and", "or", "but", "while", ",", ";", ":"})


def says_read(procedure: str, doc: str | None) -> bool:
    """Whether the doc comment ``doc`` (a ``/** */`` block or ``//`` lines) of the method
    of remote procedure ``procedure`` says it reads (module docstring)."""
    said = re.findall(r"[A-Za-z][A-Za-z0-9_]*|[,;:]", jsdoc_summary(doc) if doc else "")
    if said and said[0] == procedure:
        said = said[1:]
    if not said or effect_of(said[0], READ_VERBS) != "read" \
            or any(word.lower() in MINTED for word in said):
        return False
    return not any(second_action(word, before) for before, word in zip(said, said[1:]))


def second_action(word: str, before: str) -> bool:
    """Whether ``word`` (after ``before``, a word or ``,``/``;``/``:``) of a doc's summary
    may name a second action: any word after ``also``/``then`` (``and also stores it``), or,
    after a clause break (:data:`CLAUSE_BREAKS`: ``and``, ``or``, a comma …), a write verb
    of :data:`~.action_words.EFFECTS` in the third person (``and sets it``; a plural noun
    spelled the same, ``and reports``, counts too)."""
    if before.lower() in SEQUENCE_WORDS:
        return True
    return before.lower() in CLAUSE_BREAKS and word.islower() and word.endswith("s") \
        and word not in EFFECTS and effect_of(word) not in (None, "read")


def doc_effect(procedure: str, docs: list[str | None]) -> str | None:
    """``'read'`` when every doc of ``docs`` (one per call site's method) says the
    procedure reads (:func:`says_read`), else ``None``."""
    return "read" if docs and all(says_read(procedure, doc) for doc in docs) else None
