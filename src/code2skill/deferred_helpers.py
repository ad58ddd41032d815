"""Rule ``value.string-helper``, deferred: a string helper (:mod:`code2skill.string_helpers`:
``camelize``, ``dasherize``, ``pluralize``, lodash's ``kebabCase`` …) applied to a function's
parameter is kept by the parameter (:attr:`code2skill.values.ParamV.coded`, as rule
``value.string-codec`` keeps ``encodeURIComponent``) and applied to what each caller passes
once the call is resolved: ``path = camelize(modelName)`` in an adapter's ``urlForFindRecord``
called with ``'job-version'`` is ``jobVersion``, never the caller's text unchanged.

Applied to a caller's value (:meth:`HelperCode.applied`): a fixed text is changed as the
helper changes it; a parameter keeps the code for its own callers; alternatives are changed
one by one; any other value (a text with holes, whose words the helper would join across,
``undefined``, on which the helper throws) is unknown, never the text unchanged.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from code2skill.string_helpers import apply_helper, helper_name
from code2skill.values import AltV, LibV, ParamV, StrV, Text, UnknownV, Value, first_where, text_of

REASON = "string-helper"


@dataclass(frozen=True, slots=True)
class HelperCode:
    """String helper ``name`` (a key of :data:`code2skill.string_helpers.HELPERS`) kept by a
    parameter for what its callers pass (an entry of :attr:`ParamV.coded`)."""

    name: str

    def applied(self, value: Value) -> Value:
        """``value`` with the helper applied (module docstring)."""
        if isinstance(value, ParamV):
            return replace(value, coded=value.coded + (self,))
        if isinstance(value, AltV):
            return replace(value, options=tuple(self.applied(o) for o in value.options))
        text = text_of(value)
        if text is None:
            return UnknownV(REASON, first_where(value))
        return StrV((Text(apply_helper(self.name, text), first_where(value)),))


def deferred_helper(callee: Value, args: tuple[Value, ...]) -> Value | None:
    """``helper(param)`` with a parameter (or alternatives of parameters and fixed texts) as
    its one text argument: that value with the helper kept for the callers; ``None`` for any
    other call (a helper of a fixed text is computed at once by
    :func:`code2skill.string_helpers.helper_value`)."""
    if not isinstance(callee, LibV) or not args:
        return None
    name = helper_name(callee.lib, callee.path)
    if name is None or (name == "emberPluralize" and len(args) > 1):
        return None
    if not deferrable(args[0]):
        return None
    return HelperCode(name).applied(args[0])


def deferrable(value: Value) -> bool:
    """Whether ``value`` is a parameter, or alternatives each a parameter or fixed text with
    at least one parameter."""
    if isinstance(value, ParamV):
        return True
    return isinstance(value, AltV) and any(isinstance(o, ParamV) for o in value.options) \
        and all(isinstance(o, ParamV) or text_of(o) is not None for o in value.options)


__all__ = ["HelperCode", "deferred_helper"]
