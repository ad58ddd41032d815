"""Rule ``value.list-narrowing``: ``if (!['de', 'en', 'fr'].includes(x)) x = 'default'``
leaves ``x`` one of the listed literals or the written value.

A client sending a language a service accepts from a short list replaces any other::

    let lang = i18n.getLanguage() || 'en';
    if (!['de', 'en', 'fr'].includes(lang)) {
        lang = 'default';
    }
    fetch(`https://photon.example/api/?q=${q}&lang=${lang}`)

Whatever the earlier value, a read after the ``if`` sees it only when the list holds it, so
the local is ``'de' | 'en' | 'fr' | 'default'``: a query parameter with that ``enum`` (rule
``query.enum-values``), never a free string. An earlier value known to be fixed text keeps
those of its texts the list holds (``'en'`` beside an unknown keeps the whole list, as the
unknown may be any listed literal). A written value that is no fixed text (``lang =
userInput``) leaves the local free: the choice holds that value, which types nothing. So does
a list its module writes after its declaration (``allowed.push(extra)``, ``allowed[2] = x``:
:func:`code2skill.list_membership.written_lists`): the value passing the test may be one its
literal does not show.

Shapes: the reaching writes are the local's last unconditional value (or none: the
parameter's value on entry) and one write under a single ``if`` whose test is a
list-membership test (:func:`code2skill.list_membership.membership_call`) of the local itself,
written where the local is not listed (``!list.includes(x)``, ``list.indexOf(x) === -1``),
neither in a loop nor in a nested function. Inside a ``try`` (whose ``catch`` may run
after a throw), the ``if``s are counted within the ``try``'s block, and the read must lie in
that block too: it runs only when the writes before it ran. Any other writes stay
alternatives. Pure over
facts; the resolver evaluates the list, the start and the written value.
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.facts import Expr, LocalWrite, Ref, Span, within
from code2skill.list_membership import membership_call
from code2skill.values import AltV, Value, literal_of

RULE = "value.list-narrowing"


@dataclass(frozen=True, slots=True)
class Plan:
    """A local's reaching writes read as rule ``value.list-narrowing``: ``start`` its last
    unconditional write (``None``: the parameter's value on entry), ``listed`` the list
    expression tested, ``write`` the write made when the local is not in it."""

    start: LocalWrite | None
    listed: Expr
    write: LocalWrite


def plan(reach: list[LocalWrite], name: str, fid: str | None, read: Span | None
         ) -> Plan | None:
    """The writes ``reach`` of local ``name`` (in function ``fid``, source order, from the
    last unconditional one) read at ``read`` as a :class:`Plan`, or ``None`` when they have
    another shape."""
    if not reach or len(reach) > 2 or any(w.scope != fid or w.loops for w in reach):
        return None
    *before, write = reach
    block, tests = conditions(write)
    if tests is None or len(tests) != 1 or block is not None and (
            read is None or not within(read, block)):
        return None
    if before and (conditions(before[0]) != (block, ()) or block is None
                   and not before[0].kills):
        return None
    found = membership_call(tests[0])
    if found is None:
        return None
    listed, item, holds = found
    if holds or not isinstance(item, Ref) or item.name != name:
        return None
    return Plan(before[0] if before else None, listed, write)


def conditions(write: LocalWrite) -> tuple[Span | None, tuple | None]:
    """``(the try block whose ifs the tests are, or None for the function's, the conditions
    of the ifs under which write runs)``, ``None`` for tests another construct decides."""
    if write.guards is not None or write.try_block is None:
        return None, write.guards
    return write.try_block, write.try_guards


def known_literals(value: Value) -> tuple | None:
    """The literals ``value`` may be when each of its alternatives is one (text, number,
    boolean), else ``None``."""
    if isinstance(value, AltV):
        groups = [known_literals(option) for option in value.options]
        return None if None in groups else tuple(v for group in groups for v in group or ())
    literal = literal_of(value)
    return None if literal is None else (literal,)


def narrowed(start: Value, listed: tuple) -> tuple | None:
    """The listed literals the local may still be after the test, its earlier value being
    ``start``: those of ``start``'s literals the list holds, or every listed literal when
    ``start`` may be a value not known here; ``None`` when an item of the list is no
    literal."""
    if any(item is None for item in listed):
        return None
    known = known_literals(start)
    if known is None:
        return tuple(dict.fromkeys(listed))
    return tuple(dict.fromkeys(v for v in known if v in listed))


__all__ = ["Plan", "RULE", "conditions", "known_literals", "narrowed", "plan"]
