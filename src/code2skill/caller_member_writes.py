"""Rule ``body.caller-null-member``: a member the caller blanks before handing a typed object on.

Shape (an Angular form handler, a Redux thunk, any caller of a request function)::

    onSubmit(owner: Owner) {            // Owner declares id: number (required)
      owner.id = null;                  // the caller blanks it
      this.ownerService.addOwner(owner) // addOwner(owner: Owner) posts `owner` whole
    }

The declared type says ``id`` is required, but this caller never sends it with a value: JSON
carries ``null`` (or, for ``undefined``, drops the member). A member the caller writes to
``null``/``undefined`` before the call, unconditionally and with no later write, is not sent
(:data:`BLANK`); one written so under a condition, or followed by a conditional write, may be
sent blank (:data:`MAYBE`): never required. Writes are read on the caller's own parameter or
local named by the argument, in its own body (a callback's writes are not counted); a member
written with a value after the blanking write is sent.
"""
from __future__ import annotations

from code2skill.facts import FunctionFact, Lit, Ref, Span
from code2skill.types import TypedSchema, select

RULE = "body.caller-null-member"
BLANK = "blank"          # always sent as null/undefined by this caller
MAYBE = "maybe"          # sent blank on some paths


def blank_value(expr) -> bool:
    """Whether ``expr`` is the literal ``null`` or ``undefined`` (``void 0`` is not read)."""
    return (isinstance(expr, Lit) and expr.value is None and type(expr) is Lit) or \
        (isinstance(expr, Ref) and expr.name == "undefined")


def blanked_members(fn: FunctionFact, name: str, before: Span) -> dict[str, str]:
    """The members of ``name`` (a parameter or local of ``fn``) that ``fn`` writes blank
    (:func:`blank_value`) before the call at ``before``: ``{member: BLANK | MAYBE}``, by the
    writes ``name.member = …`` in source order (an unconditional value write resets the
    member, a conditional one leaves it blank on some paths)."""
    state: dict[str, str] = {}
    for write in sorted(fn.assignments, key=lambda a: a.span[:2]):
        if len(write.target) != 2 or write.target[0] != name or write.key is not None:
            continue
        if write.span[2:] > before[:2]:
            continue                                  # written after the call
        member = write.target[1]
        if blank_value(write.value):
            state[member] = MAYBE if write.guarded else BLANK
        elif not write.guarded:
            state.pop(member, None)
        elif member in state:
            state[member] = MAYBE
    return state


def merge_callers(per_caller: list[dict[str, str]]) -> dict[str, str]:
    """Across every caller: a member each caller blanks always is :data:`BLANK`; one some
    caller may blank (and another sends, or blanks only sometimes) is :data:`MAYBE`."""
    merged: dict[str, str] = {}
    for member in {m for blanks in per_caller for m in blanks}:
        always = all(blanks.get(member) == BLANK for blanks in per_caller)
        merged[member] = BLANK if always else MAYBE
    return merged


def without_blanks(typed: TypedSchema, blanks: dict[str, str]) -> TypedSchema:
    """The object schema ``typed`` of a value its callers blank ``blanks`` of: a
    :data:`BLANK` member is left out (never sent with a value), a :data:`MAYBE` one is kept
    but not required."""
    props = typed.schema.get("properties")
    if not isinstance(props, dict) or not blanks:
        return typed
    kept = select(typed, {m for m, kind in blanks.items() if kind == BLANK}, keep=False)
    required = [k for k in kept.required if k not in blanks]
    schema = {k: v for k, v in kept.schema.items() if k != "required"}
    if required:
        schema["required"] = required
    return TypedSchema(schema, kept.members, kept.optional, required, kept.children)
