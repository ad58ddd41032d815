"""Rule ``scope.timer-arguments``: a function handed to a timer is called with the extra
arguments the timer call passes after its own.

    this.timer = this.$interval(this.updateAlerts, 10000, 0, true, this);   // AngularJS
    setTimeout(poll, 500, client);                                        // the browser's
    updateAlerts(self) { self.$http.get('./api/alert') }                  // self is `this`

The browser's ``setTimeout``/``setInterval`` (``fn, delay, ...args``) and AngularJS's
``$timeout`` (``fn, delay, invokeApply, ...pass``) and ``$interval`` (``fn, delay, count,
invokeApply, ...pass``) call ``fn`` with those trailing arguments, in order. A timer here is a
global of those names (also through ``window``) or the value the AngularJS injector gives for
``$timeout``/``$interval``. A parameter of ``fn`` is then what each such call passes at its
position, evaluated where the timer is called; a function no timer call passes enough
arguments to keeps its parameters unknown. A request made in such a function (or in a
function nested in it) cites each timer call that gave it a value as evidence.
"""
from __future__ import annotations

from code2skill.facts import Call, Expr, Member, Ref, Span
from code2skill.recogniser_context import Frame
from code2skill.values import FnV, LibV, UnknownV, Value

RULE = "scope.timer-arguments"
# the timer's name → the index of its first argument handed on to the callback
GLOBAL_TIMERS = {"setTimeout": 2, "setInterval": 2}
ANGULARJS_TIMERS = {"$timeout": 3, "$interval": 4}
TIMERS = GLOBAL_TIMERS | ANGULARJS_TIMERS

# (module path, scope of the timer call, the trailing arguments, the call's span)
Handoff = tuple[str, "str | None", tuple[Expr, ...], Span]


def timer_name(callee: Expr) -> str | None:
    """The timer a call's callee names syntactically (``setTimeout``, ``window.setTimeout``,
    ``this.$interval``), or ``None``."""
    name = callee.name if isinstance(callee, Ref) else \
        callee.prop if isinstance(callee, Member) else None
    return name if name in TIMERS else None


def is_timer(value: Value, name: str) -> bool:
    """Whether ``value`` (the evaluated callee) is the timer ``name``: the browser's global
    (``window.setTimeout``, or a bare name nothing in the program binds) or the AngularJS
    service the injector hands out."""
    if name in GLOBAL_TIMERS:
        return value == UnknownV(f"unresolved:{name}") or (
            isinstance(value, LibV) and value.lib == "global" and value.path == (name,))
    return isinstance(value, LibV) and value.lib == "angularjs" and value.path == (name,)


def timer_handoffs(resolver) -> dict[str, list[Handoff]]:
    """``{callback function id: [(module, scope, trailing arguments, call span), …]}`` for
    every timer call of the program passing a function of it and at least one trailing
    argument."""
    found: dict[str, list[Handoff]] = {}
    for path, module in resolver.modules.items():
        for site in module.calls:
            call: Call = site.call
            name = timer_name(call.callee)
            if name is None or call.new or len(call.args) <= TIMERS[name]:
                continue
            frame = Frame(path, site.scope)
            if not is_timer(resolver.evaluate(call.callee, frame), name):
                continue
            target = resolver.evaluate(call.args[0], frame)
            if isinstance(target, FnV) and target.fid in resolver.functions:
                found.setdefault(target.fid, []).append(
                    (path, site.scope, call.args[TIMERS[name]:], call.span))
    return found


__all__ = ["ANGULARJS_TIMERS", "RULE", "timer_handoffs"]
