"""Rule ``value.rejected-argument``: a function's ``return`` for an argument its own check
rejects is no value a caller gets.

::

    export function buildAppUrl(path: string): string {
      const basePath = getAppBasePath();
      if (!isRelativePath(path)) {
        return basePath + '/ui/dashboard';     // the safe fallback for a rejected argument
      }
      return basePath + path;
    }
    fetch(buildAppUrl(url), options)           // a wrapper's own request: its callers' urls

A ``return`` under ``if`` tests, one of which calls a function with a parameter of the function
as an argument (a check of the argument: ``!isRelativePath(path)``, ``!isValidUrl(u)``) that no
caller decides (rule ``value.early-return``), whose value reads none of the parameters so
checked while the later ``return``s (the value where the check passes) read one, answers an
argument the check rejects: a fixed page, an error path. The caller's own argument is what
the function is for, so the function's value is the later returns' alone — never a request to
that fixed path collecting every caller's call sites. So does a check written as a method of
the argument (``if (!path.startsWith('/')) return '/ui/home'``) that the caller's argument does
not decide. A test the caller's argument decides (``if (!path) return '/ui/'``, ``typeof p ===
'string'``) is left to ``value.early-return``; so is a ``return`` under tests that check
nothing the function is given (``if (!isBrowser()) return ''``), which stays one of the
alternatives.
"""
from __future__ import annotations

from code2skill.facts import Call, FunctionFact, Ref, Test
from code2skill.values import Value, mentions_param


def checked_parameters(tests: tuple[Test, ...], fn: FunctionFact) -> frozenset[str]:
    """The names of ``fn``'s parameters that a test of ``tests`` passes whole to a call or
    calls a method of (``isRelativePath(path)``, ``path.startsWith('/')`` → ``{'path'}``)."""
    names = {p.name for p in fn.params if p.name}
    calls = [t.subject for t in tests if isinstance(t.subject, Call)]
    return frozenset(ref.name for call in calls
                     for ref in [*call.args, getattr(call.callee, "obj", None)]
                     if isinstance(ref, Ref) and ref.name in names)


def rejection_arm(tests: tuple[Test, ...] | None, fn: FunctionFact, item: Value,
                  rest: Value) -> bool:
    """Whether the ``return`` of value ``item`` under ``tests`` (no caller decides them)
    answers only an argument they reject (module docstring): ``item`` reads none of the
    parameters the tests check, ``rest`` (the value of the later returns) reads one."""
    checked = checked_parameters(tests or (), fn)
    own = frozenset({fn.fid})
    return bool(checked) and not mentions_param(item, own, checked) and \
        mentions_param(rest, own, checked)

