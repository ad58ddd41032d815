"""Pass: a GET that loads what a write to the same path submits.

Rule ``side-effect.form-pair-read``: a GET whose path names an action (rule
``side-effect.get-action``: ``GET /api/station/{id}/profile/edit``) is taken as that action
only while nothing says otherwise. When the program also sends a write (``POST``, ``PUT`` or
``PATCH``) to the very same path of the same service, the pair is the edit-form convention
(``GET …/edit`` loads the record, ``PUT …/edit`` saves it; ``GET …/delete`` shows what a
``POST …/delete`` removes): the write does the action, the GET reads. Such a GET is a
``read`` (its evidence names the write's method); because its path still names an action it
stays no retryable read (rule ``policy.read-that-writes``: automatic retry off, a medium
review item asking to confirm the backend's GET changes nothing). A GET with no such write
keeps its guessed effect: the path's words alone never decide it reads.

Shapes: :func:`form_pair_reads` takes one ``(service key, method, path, effect rule)`` per
draft and returns the indices of the GETs that read, each with the method of its write.
"""
from __future__ import annotations

from .side_effects import GET_ACTION

RULE = "side-effect.form-pair-read"
WRITES = ("POST", "PUT", "PATCH")


def form_pair_reads(entries: list[tuple[object, str, str, str]]) -> dict[int, str]:
    """``{index: write method}`` for each GET of ``entries`` (``(service key, method, path,
    effect rule)``) whose effect came from an action word of its path (rule
    ``side-effect.get-action``) and whose path the program also writes with
    :data:`WRITES` on the same service (the first such method, in that order)."""
    written: dict[tuple[object, str], set[str]] = {}
    for service, method, path, _ in entries:
        if method in WRITES:
            written.setdefault((service, path), set()).add(method)
    out = {}
    for i, (service, method, path, rule) in enumerate(entries):
        methods = written.get((service, path), set())
        if method == "GET" and rule == GET_ACTION and methods:
            out[i] = next(m for m in WRITES if m in methods)
    return out

