"""RTK Query: how a custom ``baseQuery`` encodes the bodies it is handed.

Forms handled::

    const appBaseQuery = async (args, api, extra) => {
      if (args.asForm) { args.body = serialize(args.body); }         // object-to-formdata
      if (args.urlEncoded) { args.body = new URLSearchParams(args.body); }
      return fetchBaseQuery({ baseUrl })(args, api, extra);
    };
    addLogo: build.mutation({ query: (logo) => ({ url: '/logo', method: 'POST',
                                                  asForm: true, body: { logo } }) })

Rule ``rtk-query.base-query-encoding``: a ``baseQuery`` that is a function of the program and
writes its first parameter's ``body`` (``args.body = …``) decides the encoding of the bodies
it sends. Each such write is read as a :class:`BodyRule`: the flag member of the request
description its ``if`` tests for truth (``args.asForm``; no flag when the write is
unconditional) and the encoding of what it writes (``FormData`` — built by the program or by a
library of :data:`FORM_DATA_MAKERS` — ``multipart``; ``URLSearchParams`` ``form``;
``JSON.stringify`` ``json``; anything else unknown). An endpoint whose description sets the
flag to a literal true (or any body, for an unconditional write) is sent in the write's
encoding; a literal false or no flag leaves ``fetchBaseQuery``'s JSON. What cannot be read —
a flag that is no literal, a write whose condition tests something else, a write whose
encoding is not shown — leaves the encoding unknown, with a medium note, never guessed as
JSON.
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.facts import Call, Member, Ref
from code2skill.values import LibV, LitV, Value, Where, literal_of

from .common import body_encoding

RULE = "rtk-query.base-query-encoding"
# npm packages whose named (or default) export turns an object into a ``FormData``
FORM_DATA_MAKERS = {"object-to-formdata": ("serialize", "objectToFormData", "default"),
                    "json-form-data": ("default",)}


@dataclass(frozen=True, slots=True)
class BodyRule:
    """One write of the base query's ``body``: ``flag`` the member of the request description
    its ``if`` tests for truth (``None``: every body; ``""``: a condition not read),
    ``encoding`` what it makes (``multipart``, ``form``, ``json``, ``None`` not shown),
    ``where`` the write."""

    flag: str | None
    encoding: str | None
    where: Where | None


def base_query_rules(ctx, base_query: Value | None) -> tuple[BodyRule, ...]:
    """The :class:`BodyRule` s of a ``baseQuery`` function of the program, in source order;
    ``()`` when it is none or writes no ``body`` of its first parameter."""
    found = ctx.function_facts(base_query)
    if found is None or not found[1].params or found[1].params[0].name is None:
        return ()
    path, fn = found
    name = fn.params[0].name
    return tuple(BodyRule(tested_flag(a.guards, name), written_encoding(ctx, fn.fid, a.value),
                          ctx.program.where(path, a.span))
                 for a in fn.assignments if a.target == (name, "body"))


def tested_flag(guards, name: str) -> str | None:
    """The member of parameter ``name`` the ``if``s around a write test for truth
    (``args.asForm``, ``args.asForm === true``: :func:`truth_test`); ``None`` for an unconditional write, ``""`` for a write under other
    conditions only (a ``typeof args === 'string'`` test of the description itself does not
    count: a string description has no body)."""
    if guards is None:
        return ""
    own = [t for t in guards if not t.op.startswith("typeof")]
    flags = [t.subject.prop for t in own if truth_test(t) and isinstance(t.subject, Member)
             and isinstance(t.subject.obj, Ref) and t.subject.obj.name == name]
    if flags:
        return flags[0]
    return "" if own else None


def truth_test(test) -> bool:
    """Whether an ``if``'s test holds when its subject is true: ``if (args.asForm)``,
    ``args.asForm === true``, ``args.asForm == true``."""
    return test.op == "truthy" or test.op in ("===", "==") and test.literal is True


def written_encoding(ctx, fid: str, expr) -> str | None:
    """The encoding of what base query ``fid`` writes as the body, expression ``expr``
    (module docstring)."""
    if isinstance(expr, Call):
        maker = ctx.evaluate_in(fid, expr.callee)
        if isinstance(maker, LibV) and (maker.path[-1] if maker.path else "default") in \
                FORM_DATA_MAKERS.get(maker.lib, ()):
            return "multipart"
    return body_encoding(ctx.evaluate_in(fid, expr), expr)


def sent_encoding(ctx, description: Value | None, body: Value | None,
                  rules: tuple[BodyRule, ...]) -> tuple[str | None, str | None, tuple]:
    """``(encoding, rule, notes)`` of the body an endpoint's request ``description`` sends
    through a base query with ``rules`` (module docstring); a body the endpoint builds as
    ``FormData`` or ``URLSearchParams`` itself keeps that encoding; ``(None, None, ())``
    without a body."""
    if body is None:
        return None, None, ()
    own = body_encoding(body)
    if own is not None:
        return own, None, ()
    for rule in rules:
        if rule.flag == "":
            return None, RULE, (unread(rule, "under a condition code2skill does not read"),)
        flag = ctx.member(description, rule.flag) if rule.flag else LitV(True)
        if flag is None or isinstance(flag, LitV) and not flag.value:
            continue
        if literal_of(flag) is not True:
            return None, RULE, (unread(rule, f"when the request's `{rule.flag}` is set, "
                                             "which this endpoint leaves to a run-time value"),)
        if rule.encoding is None:
            return None, RULE, (unread(rule, "with a value whose encoding is not shown"),)
        return rule.encoding, RULE, ()
    return "json", None, ()


def unread(rule: BodyRule, why: str) -> tuple[str, str, Where | None]:
    """The medium note of a body whose encoding the base query decides unreadably."""
    return ("medium", f"the RTK Query base query rewrites the body {why}: the body's "
                      f"encoding is not known (rule {RULE})", rule.where)
