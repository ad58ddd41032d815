"""Rule ``body.form-data-union``: a body declared as an object type *or* ``FormData``.

A parameter or variable sent whole as the body whose declared type is a union of ``FormData``
and object types (``addApp(formData: NewApp | FormData)``, the usual shape of a form that sends
JSON, or multipart when a file was picked) is sent either way: as JSON with the object type's
members, or as a multipart form whose fields the type does not show. The JSON branch is a
complete, true request: its members are the body fields (typed as declared). The multipart
branch is not modelled, so one ``medium`` review item says the body may also be a form the
Tool cannot send: it names the fields of each ``FormData`` a caller passes
(``data.append('icon', file)``; also one handed on by callers of the caller, or through
a hook the function was handed to), cited there, else says the form's fields are not shown.
"""
from __future__ import annotations

from code2skill.caller_chains import PASSED, passed_values
from code2skill.extractors.common import is_form_data
from code2skill.passes.attachments import form_fields
from code2skill.types import split_top
from code2skill.values import LibV, ParamV, TypedV, Value, Where

FORM_TYPES = frozenset(("FormData",))
ABSENT = frozenset(("null", "undefined"))


def json_branch(value: Value | None) -> str | None:
    """The type text of ``value``'s declared union without its ``FormData`` options
    (``'NewApp'`` for ``NewApp | FormData``; ``'A | B'`` for ``A | B | FormData``), when
    ``value`` is a parameter or variable sent whole whose declared union has both; else
    ``None``. ``null``/``undefined`` options are dropped with the form."""
    if not isinstance(value, (ParamV, TypedV)) or value.path or not value.type_text:
        return None
    options = split_top(value.type_text.strip(), "|")
    others = [o for o in options if o not in FORM_TYPES and o not in ABSENT]
    if not any(o in FORM_TYPES for o in options) or not others:
        return None
    return " | ".join(others)


def passed_forms(value: Value, program) -> list[LibV]:
    """The ``FormData`` objects the call chains filling ``value`` end in
    (:func:`~code2skill.caller_chains.passed_values`: a caller passing its own parameter on is
    followed up, calls made through a hook count), one per place it is built (``[]`` when
    ``value`` is no parameter or no chain ends in a form)."""
    if not isinstance(value, ParamV):
        return []
    forms: dict[Where | None, LibV] = {}
    for end in passed_values(program, value).ends:
        if end.end == PASSED and is_form_data(end.value):
            forms.setdefault(end.value.where, end.value)
    return list(forms.values())


def multipart_review(value: ParamV | TypedV, forms: list[LibV], program
                     ) -> tuple[str, Where | None]:
    """The ``medium`` review message for the multipart branch the Tool does not send, and
    where it points: the first form a caller passes, else ``None`` (the caller's site)."""
    declared = f"the request body is declared {value.type_text.strip()}: "
    keys = list(dict.fromkeys(f.key for form in forms for f in form_fields(form, program)
                              if f.key))
    if forms and keys:
        return (declared + "a caller sends a FormData (multipart) with fields "
                f"{', '.join(keys)} instead of the JSON object this Tool sends; that form is "
                "not part of this Tool (whether a field carries file content, an attachment "
                "needing upload confirmation, is for review)", forms[0].where)
    return (declared + "a caller may send a FormData (multipart) instead of the JSON object "
            "this Tool sends; that form's fields, and whether any carries file content (an "
            "attachment needing upload confirmation), are not shown in source",
            forms[0].where if forms else None)
