"""Rule ``value.linked-arms``: a choice keeps its condition when an arm holds several values.

``axios({method: this.isNew ? 'post' : 'put', url: this.isNew ? this.getItemsUrl() :
this.getSingleItemUrl()})`` in a mixin that several components include reads
``getItemsUrl()`` as any of the components' collection URLs and ``getSingleItemUrl()`` as any
of their item URLs: each arm of the URL's ternary is itself a choice. Flattened into one
choice among all those URLs, the options no longer stand one for each arm, and the method's
``post``/``put`` would pair with none of them: every URL would be sent with both methods.
:func:`keyed` keeps the condition (:attr:`~code2skill.values.AltV.cond`) with the number of
options each arm contributes (:attr:`~code2skill.values.AltV.arms`), so
:func:`code2skill.normalize.correlated` (rule ``url.same-condition``) takes every option of
the arm that holds (:func:`arm`) with the method of that arm: ``POST`` to each collection
URL, ``PUT`` to each item URL. A value both arms give (an unknown URL) stays once in each
arm; a choice whose options were merged otherwise or grew past the cap of alternatives
keeps no condition, as before. Pure over values.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.values import AltV, Value

RULE = "value.linked-arms"


def arm_values(value: Value) -> tuple[Value, ...]:
    """The options :func:`code2skill.resolution.shared.alternatives` puts in an ``any`` choice for one
    arm holding ``value``: a plain choice's options (one without a pending test, not an
    ``&&``), any other value itself."""
    if isinstance(value, AltV) and value.kind != "and" and value.test is None:
        return value.options
    return (value,)


def keyed(result: Value, arms: tuple[Value, ...], cond: str | None) -> Value:
    """``result`` — what :func:`code2skill.resolution.shared.alternatives` made of a choice's ``arms``
    (the value of each arm, in order) — keyed by the choice's condition ``cond``: with
    :attr:`~code2skill.values.AltV.arms` ``None`` when it still chooses among exactly those
    values; with the count of options each arm gave when it is their options in order (a
    value two arms give written once in each: rule ``value.linked-arms``); any other result
    as it is, with its own condition (an option ``a || b`` settled on keeps a caller's
    ternary) or none (values merged)."""
    if cond is None or not isinstance(result, AltV):
        return result
    if result.options == arms:
        return replace(result, cond=cond, arms=None)
    groups = [arm_values(a) for a in arms]
    flat = tuple(v for g in groups for v in g)
    if result.kind == "any" and result.options == tuple(dict.fromkeys(flat)):
        return AltV(flat, "any", cond, arms=tuple(len(g) for g in groups))
    return result


def arm_count(value: AltV) -> int | None:
    """How many arms the choice ``value`` has: its options', or its
    :attr:`~code2skill.values.AltV.arms`' when they still add up to its options (``None``
    when a later filter left fewer options: the arms are no longer known)."""
    if value.arms is None:
        return len(value.options)
    return len(value.arms) if sum(value.arms) == len(value.options) else None


def arm(value: AltV, index: int) -> Value:
    """The value arm ``index`` of the choice ``value`` gives: its option ``index``, or with
    :attr:`~code2skill.values.AltV.arms` the options of that arm (one value, or a plain choice
    among several)."""
    if value.arms is None:
        return value.options[index]
    start = sum(value.arms[:index])
    options = value.options[start:start + value.arms[index]]
    return options[0] if len(options) == 1 else AltV(options, value.kind)
