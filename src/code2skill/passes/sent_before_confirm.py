"""Rule ``policy.confirmation-after-send``: a request made in a dialog call's own arguments is
sent before the dialog opens.

::

    confirmAndRunApi(vm, 'Delete this segment?', crudApi.deleteSegment(flagId, id),
                     {onSuccess: () => reloadFlag(vm)})

JavaScript evaluates a call's arguments before the call: ``crudApi.deleteSegment(…)`` has sent
its ``DELETE`` (the helper receives the promise already made) when ``confirmAndRunApi`` asks
the user, so the dialog gates nothing about it, whatever the user answers. The request gets no
"the client asks the user to confirm before this call" item but a ``low`` one saying the
dialog opens after it is sent (a read, which needs no confirmation, gets neither). And a read
made by a callback handed to that same dialog call (the ``onSuccess`` reload) comes after
that write: the question is about the write, so the read gets no confirmation item either
(as rule ``policy.confirmation-scope``). A dialog call that is itself a call towards the
request (a function of its chain taken for a dialog because it calls one) says no more than
the dialog its callee opens: once that one opens after the send, it is dropped too.

A call counts as made in the arguments when it lies inside one of the dialog call's argument
expressions that is evaluated before the call (:func:`evaluated_arguments`: not a function
passed, nor one given as a member of an options object) and belongs to the dialog's own
function: a call inside an arrow function passed as an argument runs when that function is
called back, which the dialog may gate, and so does a call of a function the dialog itself
is (``openConfirm('Delete?', url)`` storing the action it runs on "OK").
"""
from __future__ import annotations

from code2skill.facts import Call, Fn, Obj, Span, within

from .confirmed_writes import Chain, Spans, leading_calls

RULE = "policy.confirmation-after-send"


def evaluated_arguments(call: Call) -> list[Span]:
    """The spans of the argument expressions of ``call`` evaluated before it runs: every
    argument but a function, and of an object argument the members that are no function
    (``{onSuccess: () => reload()}`` runs later)."""
    found: list[Span] = []
    items = list(call.args)
    while items:
        expr = items.pop()
        if isinstance(expr, Obj):
            items.extend(p.value for p in expr.props)
        elif not isinstance(expr, Fn) and getattr(expr, "span", None) is not None:
            found.append(expr.span)
    return found


def made_in(spans, call: Call) -> list:
    """The ``spans`` lying inside an argument of ``call`` evaluated before it runs."""
    evaluated = evaluated_arguments(call)
    return [w for w in spans if any(within(tuple(w), tuple(arg)) for arg in evaluated)]


def sent_in_arguments(call: Call, path: str, fid: str, calls: list, chain: Chain,
                      program) -> bool:
    """Whether every call function ``fid`` of module ``path`` makes towards the request of
    ``calls`` (:func:`~.confirmed_writes.leading_calls`) is made in an argument of the dialog
    call ``call`` of that function, so it is evaluated before the dialog opens; ``False``
    when ``fid`` makes no such call the source shows."""
    leading = leading_calls(path, fid, calls, chain, program)
    return bool(leading) and len(made_in(leading, call)) == len(leading)


def chain_call(call: Call, path: str, fid: str, calls: list, chain: Chain, program) -> bool:
    """Whether the dialog call ``call`` in function ``fid`` of module ``path`` is itself a
    call towards the request of ``calls`` (a function of its chain that the rule
    ``ui.confirmation-wrapper`` took for a dialog, ``flagPage.deleteSegment(page, s)`` of a
    template): it asks only through the dialog its callee opens."""
    return any(tuple(w) == tuple(call.span or ())
               for w in leading_calls(path, fid, calls, chain, program))


def write_in_arguments(call: Call, path: str, fid: str, writes: Spans) -> bool:
    """Whether the dialog call ``call`` in function ``fid`` of module ``path`` makes a
    request of a writing method in its own arguments (``writes``:
    :func:`~.confirmed_writes.write_calls`)."""
    return bool(made_in(writes.get((path, fid), ()), call))


def message(question: str | None) -> str:
    """The low review item of a request sent before the dialog that seems to confirm it."""
    quoted = f" ({question!r})" if question else ""
    return (f"the client opens a confirmation dialog{quoted} only after sending this request: "
            "the request is made in the dialog call's own arguments, so the user's answer "
            "does not decide whether it is sent; an Agent must not take the dialog as a "
            "confirmation the client asks before this call")
