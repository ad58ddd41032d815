"""Pass: a ``GET`` of a collection whose path names one item (rule ``name.list-read``).

A REST path's last word usually says whether a ``GET`` reads one thing or many
(``GET /projects`` lists, ``GET /project/{id}`` gets one), and :func:`~.naming.propose` names
by it. Some APIs name the collection in the singular (``GET /api/v1/project`` returns the
user's projects beside ``GET /api/v1/project/{id}``), so the path alone would name the list
``get_project``, as if it were one item. The source shows it is a list when, for a ``GET`` to a
path ending in a fixed segment:

* every function that makes the call names many of the thing the name's last word names: a
  read verb and a name ending in its plural (``getAllPresets``, ``loadPresets`` of
  ``get_preset``; not a mass noun such as ``details``, :data:`~.function_reads.MASS_NOUNS`;
  ``listTorrents`` of ``GET /torrents/info`` names no list of infos); or
* the response is declared as an array whose item type names that thing: the type a call
  site or a function returning the response unchanged declares (``Promise<Project[]>``,
  ``Array<Preset>``, ``Observable<ReadonlyArray<ProjectDTO>>``).

The name then lists the plural of its last noun (``get_project`` → ``list_projects``) and the
evidence cites what proved it. Nothing else is changed: the effect stays the ``GET``'s read.
"""
from __future__ import annotations

import re

from code2skill.string_helpers import plural_last

from .function_reads import MASS_NOUNS, READ_VERBS, said_words
from .naming import MAX_NAME, singular

RULE = "name.list-read"
# generic wrappers a declared return type may sit in before the value itself
WRAPPERS = ("Promise", "Observable", "Readonly")
ARRAY = re.compile(r"^(?:Readonly)?Array<.*>$|^ReadonlyArray<.*>$|\[\]$", re.S)


def ends_with_param(path: str) -> bool:
    """Whether ``path``'s last segment is a parameter (``/project/{id}``)."""
    return bool(re.search(r"\{[^}]*\}/?$", path.split("?")[0]))


def names_many(function: str | None, noun: str) -> bool:
    """Whether a function's name says it reads many of ``noun`` (module docstring): a read
    verb, then ``All`` or not, ending in the plural of ``noun`` (``getAllPresets`` and
    ``loadPresets`` of ``preset``; not ``getPreset``, ``getDetails``, ``listTorrents`` of
    ``info``, ``<callback …>``)."""
    if not function or "<" in function:
        return False
    said = said_words(function)
    last = said[-1] if said else ""
    return len(said) >= 2 and said[0] in READ_VERBS and last != noun \
        and singular(last) == noun and last not in MASS_NOUNS


def unwrapped(text: str) -> str:
    """A declared type with its outer :data:`WRAPPERS` removed (``Promise<Project[]>`` →
    ``Project[]``)."""
    text = " ".join(text.split())
    while True:
        match = re.match(r"^(\w+)<(.*)>$", text)
        if match is None or match.group(1) not in WRAPPERS:
            return text
        text = match.group(2).strip()


def is_array_type(text: str) -> bool:
    """Whether a declared type, awaited or subscribed to, is an array (``Promise<X[]>``,
    ``Array<X>``, ``ReadonlyArray<X>``); a union or an object type is none."""
    inner = unwrapped(text)
    return bool(ARRAY.search(inner)) and not {"|", "&"} & set(inner) \
        and not inner.startswith("{")


def spelled(text: str) -> str:
    """A declared type as one line, no space inside its angle brackets."""
    return re.sub(r"\s*([<>])\s*", r"\1", " ".join(text.split()))


def list_proof(method: str, proposed: str, path: str, functions: list[str | None],
               declared: list[str]) -> str | None:
    """Why a ``GET`` named ``proposed`` (``get_…``) to ``path`` reads a list of the thing
    its last word names, else ``None``: its naming ``functions`` (one per call site,
    anonymous ones left out) all name many of it, or a ``declared`` response or return type
    (as written) is an array whose item type names it (module docstring)."""
    if method != "GET" or not proposed.startswith("get_") or ends_with_param(path):
        return None
    noun = proposed.rsplit("_", 1)[-1]
    named = [f for f in functions if f and "<" not in f]
    if named and all(names_many(f, noun) for f in named):
        return f"function {sorted(f.split('.')[-1] for f in named)[0]} names many"
    array = next((t for t in declared if is_array_type(t)
                  and noun in unwrapped(t).lower()), None)
    if array is not None:
        return f"declared type {spelled(array)} is an array"
    return None


def list_name(proposed: str) -> str:
    """``get_project`` → ``list_projects``: the verb ``list`` and the last noun plural."""
    return ("list_" + plural_last(proposed[len("get_"):]))[:MAX_NAME].strip("_")
