"""Rule ``value.arm-choices``: the values of locals written in the same arms of one
``if``/``else`` (or ``else if`` chain) are chosen together, whatever the test.

::

    let cfg, verb;
    if (isNew(item)) { cfg = { url: '/items' }; verb = 'POST'; }
    else { cfg = { url: `/items/${item.id}` }; verb = 'PUT'; }
    return http.request({ ...cfg, method: verb });

sends ``POST /items`` or ``PUT /items/{id}``, never ``PUT /items``. Rule
``value.branch-pairs`` pairs such writes when the test is one the resolver reads
(:class:`code2skill.facts.Test`) and the values are strings; here the test is a call and one
value an object, so the resolver would take each local as a plain choice and multiply them
out. Yet a read after the ``if`` sees exactly one write of each local, the one of the arm that
ran: when every write a read sees stands in its own arm, each arm excluding the others
(:attr:`~code2skill.facts.LocalWrite.exclusive`, rule ``value.exclusive-arms``), the choice
among them is the choice of the arm. :func:`arms_key` names that choice by the arms alone, so
two locals written in the same arms get the same :attr:`code2skill.values.AltV.cond` and
:func:`code2skill.normalize.correlated` (rule ``url.same-condition``) pairs their options
arm by arm. Writes in one arm at different depths (one inside a nested ``if``) name other arms
and stay apart. Pure over the facts IR.
"""
from __future__ import annotations

import hashlib

from code2skill.facts import LocalWrite, within


def arms_key(writes: list[LocalWrite], fid: str | None) -> str | None:
    """The :attr:`~code2skill.values.AltV.cond` of the choice among ``writes`` (the writes of
    one local of function ``fid`` a read sees, in source order): a digest of each write's
    :attr:`~code2skill.facts.LocalWrite.exclusive` spans, in order, when there are two or more,
    each made by ``fid`` itself outside any loop and under a test (``guards`` not ``()``),
    and each lies in an arm that excludes every other; ``None`` otherwise (a write that may
    run before another, so that the read may see a value built on both)."""
    if len(writes) < 2 or any(w.scope != fid or w.loops or w.guards == () or not w.exclusive
                              for w in writes):
        return None
    for i, write in enumerate(writes):
        for other in writes[i + 1:]:
            if not any(within(other.span, arm) for arm in write.exclusive):
                return None
    text = repr((fid, tuple(w.exclusive for w in writes)))
    return "arms|" + hashlib.blake2b(text.encode("utf-8", "surrogatepass"),
                                     digest_size=8).hexdigest()
