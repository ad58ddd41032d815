"""Rule ``value.parameter-choice``: a local written under ``if``s that compare one of the
function's own parameters with a string literal is chosen per call by that parameter.

A wrapper that picks how to encode a payload by a parameter, often a defaulted one::

    async function fetchWithBody(uri, typ: 'json' | 'form', payload) {
        let body;
        if (typ === 'json') { body = JSON.stringify(payload) }
        else if (typ === 'form') { body = formDataFromObj(payload) }
        return fetch(uri, { method: 'POST', body })
    }
    fetchPost(uri, payload, typ = 'json') → fetchWithBody(uri, typ, payload)

sends a JSON body to a caller that passes nothing for ``typ`` (the default is bound per call,
:meth:`~code2skill.resolution.calls.Calls.bind_args`) and a form to one passing ``'form'``. Such
writes are folded like guarded string writes (rule ``value.guarded-writes``) whatever they
write — an object, a call's result — so substituting a caller's argument keeps only the
branch its value takes (:func:`parameter_guarded`). A write under any other condition keeps
the writes as plain alternatives.
"""
from __future__ import annotations

from code2skill.facts import FunctionFact, LocalWrite, Ref

RULE = "value.parameter-choice"
COMPARISONS = frozenset({"===", "!==", "==", "!="})


def parameter_guarded(reach: list[LocalWrite], fn: FunctionFact) -> bool:
    """Whether every conditional write of ``reach`` (and there is one) runs only under
    tests comparing a parameter ``fn`` declares by name with a string literal (``typ ===
    'json'``, the ``else`` arm's ``typ !== 'json'``)."""
    params = {p.name for p in fn.params if p.name and not p.rest}
    guarded = [w for w in reach if w.guards]
    return bool(guarded) and all(
        isinstance(t.subject, Ref) and t.subject.name in params and t.op in COMPARISONS
        and isinstance(t.literal, str)
        for w in guarded for t in w.guards or ())
