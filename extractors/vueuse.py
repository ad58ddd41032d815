"""VueUse's ``useAsyncState``: the function its executor runs.

Forms handled::

    const { state, execute } = useAsyncState(async (config) => api.get(config.url), undefined,
                                             { immediate: false });
    await execute(0, { url: '/api/auth' });        // (delay, ...args): the function gets args
    await executeImmediate({ url: '/api/auth' });  // (...args), no delay (VueUse 10.10+)

``useAsyncState(promise, initialState, options)`` makes no request itself: the function it is
given does. The object it returns has ``execute(delay = 0, ...args)``, which calls ``promise(
...args)`` after the delay, and ``executeImmediate(...args)``; so a call of ``execute`` is a
call of that function with every argument after the first (rule ``vueuse.async-state``), and
the component or factory calling it is on the request's call chain. ``state`` is what the
function resolves to.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.values import FnV, LibV, ObjV, PropV, Value, Where

from .registry import Recogniser

PACKAGES = frozenset({"@vueuse/core", "@vueuse/shared"})
HOOK = "useAsyncState"
DELAY_ARGUMENTS = 1          # execute(delay, ...args): the delay never reaches the function


def call_result(callee: Value, args: tuple[Value, ...], where: Where | None, ctx
                ) -> Value | None:
    """Rule ``vueuse.async-state``: ``useAsyncState(fn, …)`` is an object whose ``execute``
    is ``fn`` called without its first argument, ``executeImmediate`` is ``fn`` and
    ``state`` what ``fn`` returns; ``None`` for any other call or a first argument that is
    no function of the program."""
    if not (isinstance(callee, LibV) and callee.lib in PACKAGES and callee.path == (HOOK,)) \
            or not args or not isinstance(args[0], FnV) or ctx.function_facts(args[0]) is None:
        return None
    fn = args[0]
    return ObjV((PropV("execute", replace(fn, dropped=DELAY_ARGUMENTS), where),
                 PropV("executeImmediate", fn, where),
                 PropV("state", ctx.program.returns(fn.fid), where)), where)


RECOGNISER = Recogniser(id="vueuse", request=lambda callee, site, ctx: None,
                        call_result=call_result)
