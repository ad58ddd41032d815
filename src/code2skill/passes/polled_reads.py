"""Rule ``side-effect.polled-read``: a ``GET`` the page polls is a read, whatever a word of its
path says.

Rule ``side-effect.get-action`` takes a ``GET`` whose last path segment names an action as
that action's write (``GET /setup/upgrade`` an update). A page that asks the same ``GET``
again and again, until its answer says something is done, waits for the action; it does
not perform it each time (pritunl's upgrade page calls ``check()`` again from the request's
own ``onreadystatechange`` until the set-up server answers; the server only waits for the
upgrade to finish). A request is polled (:func:`polling`) when the function making it calls
itself again, directly or from a function nested in it (the request's callback, a
``setTimeout`` callback), or runs on a timer that repeats (:data:`REPEATING_TIMERS`: made in,
or by a function called from, a callback handed to ``setInterval``). Such a ``GET`` whose
effect only a word of its path gave (:data:`WORDED_RULES`) is a read: yet the word still
says it may change state, so rule ``policy.read-that-writes`` keeps it from automatic
retries with its review item, the read the most the source proves. It is named a ``get`` of the path's nouns and its action word
(:func:`polled_name`: ``get_setup_upgrade``, not ``upgrade_setup``).
"""
from __future__ import annotations

from code2skill.normalize import Observed
from code2skill.values import Where

RULE = "side-effect.polled-read"
# the rules that make a GET a write by a word of its path (side_effects.GET_ACTION,
# GET_VERB_PHRASE)
WORDED_RULES = frozenset({"side-effect.get-action", "side-effect.get-verb-phrase"})
# timers that call their callback again and again
REPEATING_TIMERS = frozenset({"setInterval"})
CALLBACK = "<callback "             # how an anonymous callback is named: ``<callback setInterval>``


def ancestors(program, fid: str | None) -> list[str]:
    """``fid`` and the ids of the functions around it, innermost first."""
    found: list[str] = []
    while fid is not None and fid not in found and fid in program.functions:
        found.append(fid)
        fid = program.functions[fid][1].parent
    return found


def repeating(program, fid: str | None) -> bool:
    """Whether function ``fid`` is, or is nested in, a callback handed to a repeating timer
    (:data:`REPEATING_TIMERS`: ``setInterval(() => load(), 5000)``)."""
    return any(program.functions[f][1].name.startswith(CALLBACK) and
               program.functions[f][1].name[len(CALLBACK):].rstrip(">").split(".")[-1]
               in REPEATING_TIMERS for f in ancestors(program, fid))


def polling(calls: list[Observed], program) -> tuple[str, Where] | None:
    """``(what says it, where)`` when a request of ``calls`` is polled (module docstring):
    ``("function 'check' calls itself again", where of that call)`` or ``("function 'load'
    runs on setInterval", where)``; else ``None``."""
    for call in calls:
        maker = program.function_at(*call.sites[0].where)
        if maker is None:
            continue
        leaf = maker.name.split(".")[-1]
        if repeating(program, maker.fid):
            return f"function {leaf!r} runs on setInterval", call.sites[0].where
        for path, caller, _, span in program.callers.get(maker.fid, []):
            if maker.fid in ancestors(program, caller):
                return f"function {leaf!r} calls itself again", (path, span)
            if repeating(program, caller):
                return f"function {leaf!r} runs on setInterval", (path, span)
    return None


def polled_read(method: str, effect: str, rule: str, calls: list[Observed], program
                ) -> tuple[str, str] | None:
    """``("read", RULE)`` for a ``GET`` whose write effect only a word of its path gave
    (:data:`WORDED_RULES`) and that the page polls (:func:`polling`); else ``None``."""
    if method != "GET" or effect == "read" or rule not in WORDED_RULES:
        return None
    return ("read", RULE) if polling(calls, program) is not None else None


def polled_name(name: str) -> str:
    """The name of a polled read proposed as its path's action (``upgrade_setup`` →
    ``get_setup_upgrade``, ``sync_mirror`` → ``get_mirror_sync``): a ``get`` of what the
    action's state is read from."""
    parts = name.split("_")
    return "_".join(["get"] + parts[1:] + parts[:1])
