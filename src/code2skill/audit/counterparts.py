"""The fresh derive's evidence references of a capability, indexed by what they cite.

Rule ``audit.indexed-counterparts``: the stale-evidence check (:mod:`.evidence`) asks, for each
reference of a reviewed capability, which references of the fresh derive's counterpart cite
the same thing (:func:`~.evidence.same_thing`: a call site of the same function by the same
rule, or any reference by the same rule with the same note and kind). Comparing each with every
one cost O(N²): a capability whose answer the client reads 10,000 fields of holds 20,023
references, and the audit ran out of the 60 s bound. The references are filed once by those
keys, so each question reads only the references that may answer it, in document order, and
each answer is kept by its question's key: references citing one answer field N times ask the
same question N times, and a bucket read N times over was O(N²) again (hostile round 42,
finding 8: 15,000 references to one field, audit killed at 60 s).
A key that is no plain JSON scalar (a hostile contract's object as a note) files its reference
where every question of its rule sees it, so the answers are exactly the pairwise ones.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Hashable

SCALARS = (str, int, float, bool, type(None))


def scalar_key(*parts: Any) -> tuple | None:
    """``parts`` as a dictionary key, ``None`` when one is no JSON scalar (a list or an
    object in a hostile contract): such a reference is compared the slow way."""
    return parts if all(isinstance(p, SCALARS) for p in parts) else None


class Counterparts:
    """The references of ``refs`` (``.data`` a dict, ``.file``, ``.line``) filed by the keys
    :func:`~.evidence.same_thing` compares; :meth:`same` answers
    ``[c for c in refs if same_thing(ref, c)]`` reading one bucket or two."""

    def __init__(self, refs: Iterable, same_thing: Callable[[Any, Any], bool]):
        self.same_thing = same_thing
        self.refs = list(refs)
        self.by_call: dict[Hashable, list[int]] = {}     # via refs: (rule, file, function)
        self.by_note: dict[Hashable, list[int]] = {}     # all refs: (rule, note, kind)
        self.plain_note: dict[Hashable, list[int]] = {}  # refs without via: (rule, note, kind)
        self.odd: dict[Hashable, list[int]] = {}          # an unkeyable ref, by its rule
        self.odd_any: list[int] = []                      # one whose rule is no scalar
        self.answers: dict[Hashable, list] = {}          # question key → same()'s answer
        # (id of an answer, file) → (the answer, what .evidence.places_in found in it)
        self.places: dict[tuple[int, str], tuple[list, tuple]] = {}
        for i, ref in enumerate(self.refs):
            if ref.file is None or ref.line is None:
                continue                     # same_thing never matches it
            self.file(i, ref.data)

    def file(self, i: int, data: dict) -> None:
        """File reference ``i`` under each key that may match it."""
        rule = data.get("rule")
        note = scalar_key(rule, data.get("note"), data.get("kind"))
        call = scalar_key(rule, data.get("file"), data.get("function"))
        if not isinstance(rule, SCALARS):
            self.odd_any.append(i)
        elif note is None or "via" in data and call is None:
            self.odd.setdefault(rule, []).append(i)
        else:
            self.by_note.setdefault(note, []).append(i)
            if "via" in data:
                self.by_call.setdefault(call, []).append(i)
            else:
                self.plain_note.setdefault(note, []).append(i)

    @staticmethod
    def question(data: dict) -> tuple | None:
        """The key of what :meth:`same` answers for a reference of ``data``: everything
        ``same_thing`` reads of its first reference (rule, note and kind, or file and
        function of a call site); ``None`` for a reference compared the slow way."""
        rule = data.get("rule")
        note = scalar_key(rule, data.get("note"), data.get("kind"))
        call = scalar_key(rule, data.get("file"), data.get("function"))
        if not isinstance(rule, SCALARS) or note is None or "via" in data and call is None:
            return None
        return (note, call, True) if "via" in data else (note, None, False)

    def same(self, ref) -> list:
        """The references citing the same thing as ``ref``, in their document order (one
        list per :meth:`question`: a caller must not change it)."""
        key = self.question(ref.data)
        if key is None:
            found: Iterable[int] = range(len(self.refs))     # the pairwise answer
        elif key in self.answers:
            return self.answers[key]
        else:
            note, call, via = key
            found = self.odd.get(note[0], []) + self.odd_any + (
                self.by_call.get(call, []) + self.plain_note.get(note, [])
                if via else self.by_note.get(note, []))
        answer = [self.refs[i] for i in sorted(set(found))
                  if self.same_thing(ref, self.refs[i])]
        if key is not None:
            self.answers[key] = answer
        return answer
