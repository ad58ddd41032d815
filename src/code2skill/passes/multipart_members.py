"""Pass helper: the top-level fields of a body the client sends ``multipart`` are form fields.

Rule ``body.multipart-members``: a body sent whole (a parameter typed ``{password: string}``, an
object literal whose members are read from a type) is bound member by member (``body:password``)
by the body rules, which say nothing of how it travels. When every call of the capability that
sends a body sends it ``multipart`` (an RTK Query base query serialising it to ``FormData``,
rule ``rtk-query.base-query-encoding``; a ``Content-Type: multipart/form-data`` header), each
top-level member is a form field (``multipart:password``), as the fields a ``FormData`` is
given are (rule ``body.multipart-fields``): a binding ``body:<key>`` the transport does not
send would leave the form empty. Nested members (``body:a.b``) and the whole body (``body:``)
keep their binding: how a serialiser names nested fields (``a[b]``) is its own.
"""
from __future__ import annotations

from code2skill.contract.pointer import escape as pointer
from code2skill.normalize import Observed

RULE = "body.multipart-members"


def multipart_members(calls: list[Observed], draft) -> None:
    """Rebind ``draft``'s top-level ``body:<key>`` bindings as ``multipart:<key>`` (their
    evidence moved with them) when every call of ``calls`` with a body sends it multipart
    (module docstring); nothing otherwise."""
    encodings = {c.body_encoding for c in calls if c.body is not None}
    if encodings != {"multipart"} or draft.encoding not in (None, "multipart"):
        return
    for index, binding in enumerate(draft.bindings):
        key = binding.target.removeprefix("body:")
        if not binding.target.startswith("body:") or not key or "." in key:
            continue
        target = f"multipart:{key}"
        draft.bindings[index] = binding.model_copy(update={"target": target})
        moved = draft.evidence.pop(f"/bindings/{pointer(binding.target)}", None)
        if moved is not None:
            draft.evidence.setdefault(f"/bindings/{pointer(target)}", []).extend(moved)
