"""Rule ``name.delete-all``: a delete of a whole collection is named, described and flagged so.

A generated client's ``deleteAll(mailboxName)`` sending ``DELETE api/Messages/*`` beside
``delete(id)`` sending ``DELETE api/Messages/{id}`` deletes every message of the mailbox; named
from its path like any other (``delete_message``), it reads as the one-item delete, and an agent
choosing by name may empty the mailbox to remove one mail. A delete (side effect ``delete``)
deletes a whole collection when

* its path's last segment is a wildcard (:data:`WILDCARDS`: ``*``, ``all``: ``DELETE
  /api/Sessions/*``, ``DELETE /messages/all``), or
* every function naming it (at least one) says so: a delete word followed by ``all``
  (:data:`ALL_VERBS`: ``deleteAll``, ``clearAll``, ``removeAllMessages``; ``purge(ids)`` alone
  may purge the members it is given),

and it takes no input choosing members (:func:`chooses_members`: an array, ``ids``;
``deleteAllSelected`` deletes those the page chose: :data:`SELECTION_WORDS`).

Its name is ``delete_all_<things>`` (the words after ``all`` in the function's name, else the
nouns of the proposed name, the last made plural: ``delete_message`` → ``delete_all_messages``),
and :func:`sentence` is added to its description: a bulk, destructive delete. The side effect and
the ``destructive`` risk stay the delete's.
"""
from __future__ import annotations

from code2skill.string_helpers import plural_last

from .naming import DIALOG_ANSWERS, leaf_words, well_formed, words

RULE = "name.delete-all"
# last path segments that stand for every member of the collection before them
WILDCARDS = frozenset({"*", "all", "_all"})
# delete words that, followed by ``all``, delete every member (``clear`` alone may clear a view)
ALL_VERBS = frozenset({"delete", "remove", "clear", "purge", "erase", "wipe", "empty",
                       "destroy"})
# words after ``all`` saying the members are the ones chosen (``deleteAllSelected``)
SELECTION_WORDS = frozenset({"selected", "checked", "marked", "chosen", "given", "these"})


def wildcard_path(path: str) -> bool:
    """Whether a path template's last segment is a wildcard (:data:`WILDCARDS`:
    ``/api/Messages/*`` → ``True``; ``/api/Messages/{id}``, ``/api/all-hands`` → ``False``)."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    return bool(segments) and segments[-1].lower() in WILDCARDS


def all_words(function: str | None) -> list[str] | None:
    """The words after ``all`` of a function named for deleting everything, but a dialog's
    answer (``MessagesController.deleteAll`` → ``[]``, ``removeAllMessages`` →
    ``['messages']``, ``deleteAllConfirm``, the confirmation dialog's callback, → ``[]``),
    else ``None`` (``deleteMessage``, ``clear``, ``purge``, ``deleteAllSelected``, an anonymous
    callback)."""
    found = leaf_words(function)
    if len(found) > 1 and found[0] in ALL_VERBS and found[1] == "all" and \
            not SELECTION_WORDS.intersection(found[2:]):
        return [w for w in found[2:] if w not in DIALOG_ANSWERS]
    return None


def chooses_members(properties: dict) -> bool:
    """Whether a capability's inputs (``properties``: name → JSON Schema) choose members: an
    array, or a name ending in ``ids``/``Ids`` (``documentIds``), the ones a bulk delete
    deletes."""
    return any(isinstance(schema, dict) and schema.get("type") == "array"
               or words(name)[-1:] == ["ids"] for name, schema in properties.items())


def delete_all_name(name: str, path: str, functions: list[str | None],
                    properties: dict) -> str | None:
    """``delete_all_<things>`` for a delete whose path or naming functions say it deletes every
    member and whose inputs (``properties``) choose none (rule in the module's docstring),
    else ``None``; ``name`` is the proposed name (its first word the verb), ``functions`` the
    qualified names of its call sites' functions (anonymous ones, ``None`` or ``<callback
    …>``, say nothing)."""
    said = [all_words(f) for f in functions if leaf_words(f)]
    wrapper = bool(said) and None not in said
    if not wrapper and not wildcard_path(path) or chooses_members(properties):
        return None
    given = next((w for w in said if w), None) if wrapper else None
    nouns = given or [w for w in name.split("_")[1:] if not action_word(w)]
    if not nouns:
        return None
    return well_formed("_".join(["delete", "all", *nouns[:-1], plural_last(nouns[-1])]))


def action_word(word: str) -> bool:
    """Whether a word of a proposed name says the delete-all action, not the thing deleted: a
    wildcard, a delete word, or one glued to ``all`` (``delete_data_clear_all`` → ``data``,
    ``remove_webauthn_deleteall`` → ``webauthn``)."""
    return word in WILDCARDS or word in ALL_VERBS or \
        word.endswith("all") and word[:-3] in ALL_VERBS


def sentence(name: str) -> str:
    """The sentence a delete-all capability's description ends with (``delete_all_messages``
    → ``'It deletes all messages at once: a bulk, destructive delete.'``)."""
    things = " ".join(name.split("_")[2:])
    return f"It deletes all {things} at once: a bulk, destructive delete."
