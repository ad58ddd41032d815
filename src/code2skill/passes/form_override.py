"""Pass: a ``POST`` whose ``FormData`` body spoofs another method.

Rule ``method.override`` (form field): a ``POST`` whose body is a ``FormData`` the function
making it fills with a fixed ``_method`` of ``PUT``, ``PATCH`` or ``DELETE``
(``formData.append('_method', 'PUT')``: Laravel, Rails and Symfony method spoofing of a file
upload, which browsers cannot send as a ``PUT``) is that method on the server, evidenced at
the ``append``; a ``_method`` under a condition, or one whose value the source does not fix,
changes nothing. A body that is a parameter of the function making the request
(``uploadLogo(data: FormData)``) is the ``FormData`` each caller passes: the method changes only
when every caller's form spoofs the same one. (A JSON or URL-encoded body's ``_method``, a query ``?_method=`` and an
``X-HTTP-Method-Override`` header are read when the request is observed:
:func:`code2skill.normalize.method_override`.)
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.extractors.common import declared_form_data, is_form_data
from code2skill.normalize import OVERRIDDEN, OVERRIDE_FIELDS, Observed
from code2skill.passes.attachments import form_fields
from code2skill.passes.preconditions import callers_of
from code2skill.values import LibV, ParamV, Value, Where, text_of

RULE = "method.override"


def form_method_overrides(calls: list[Observed], program) -> list[Observed]:
    """``calls`` with each ``POST`` of a ``FormData`` that carries a fixed ``_method``
    (module docstring) taking that method, its evidence at the field."""
    out = []
    for call in calls:
        found = spoofed(call.body, program) if call.method == "POST" else None
        out.append(call if found is None else replace(
            call, method=found[0], method_where=found[1], method_rule=RULE,
            method_note=f"form field _method = {found[0]}"))
    return out


def spoofed(body: Value | None, program) -> tuple[str, Where] | None:
    """``(method, where)`` of the ``_method`` a form body spoofs (a ``FormData`` made here,
    or one every caller passes for a ``FormData`` parameter), else ``None``."""
    if is_form_data(body):
        return form_method(body, program)
    if not (declared_form_data(body) and isinstance(body, ParamV)):
        return None
    fn = program.function(body.fid)
    index = next((i for i, p in enumerate(fn.params) if p.name == body.name), None) \
        if fn is not None else None
    callers = callers_of(body.fid, program) if index is not None else []
    found = [form_method(args[index], program) if len(args) > index else None
             for _, _, args, _ in callers]
    methods = {f[0] for f in found if f is not None}
    return found[0] if found and None not in found and len(methods) == 1 else None


def form_method(form: Value, program) -> tuple[str, Where] | None:
    """The fixed, unconditional ``_method`` of a ``FormData`` made at ``form.where``."""
    if not isinstance(form, LibV) or not is_form_data(form):
        return None
    for field_ in form_fields(form, program):
        if field_.key not in OVERRIDE_FIELDS or field_.guarded:
            continue
        text = text_of(field_.value)
        upper = (text or "").strip().upper()
        if upper in OVERRIDDEN:
            return upper, field_.where
    return None
