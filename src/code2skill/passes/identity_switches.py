"""Identity switches: a request whose path makes the server act as another user, or stop.

Some servers let a privileged user act as another one by a request of its own rather than a
header (rule ``header.acting-identity``): LNbits' administrator sends ``POST
/api/v1/auth/impersonate {usr}`` and the server answers with a session of that user, and
``DELETE /api/v1/auth/impersonate`` gives the administrator's own session back; other back
ends write ``POST /users/{id}/impersonate``, ``POST /admin/login-as/{id}``, ``POST /sudo``,
``POST /masquerade/{id}`` or ``DELETE /impersonation``. Who the caller is belongs to the runtime
context, which the Host holds: rule ``scope.session-flow`` reviews both as session flows, and
rule ``risk.session-end`` takes the end of one for what it is, the return to the user's own
session, which loses no business data (not a destructive delete).

A path names an identity switch when one of its static segments does by the words of
``header.acting-identity`` (:func:`~.acting_headers.acting_identity`: ``impersonate`` in any
form, ``sudo``, ``masquerade``, ``login-as``, ``switch-user`` …). Only a write switches: a
``GET /api/impersonations`` lists records. The write ends the switch when its method is
``DELETE`` or a word of the path or of the function making it says so (:data:`END_WORDS`:
``POST /impersonate/stop``, ``stopImpersonation()``); otherwise it starts one.
"""
from __future__ import annotations

import re

from .acting_headers import acting_identity, name_words

# words saying an identity switch ends (``/impersonate/stop``, ``leaveImpersonation``)
END_WORDS = frozenset({"stop", "end", "exit", "leave", "quit", "release", "revert", "unimpersonate",
                       "cancel", "finish"})
READS = frozenset({"GET", "HEAD", "OPTIONS"})


def names_identity_switch(path: str) -> bool:
    """Whether a static segment of ``path`` (a path template) names acting as another user
    (:func:`~.acting_headers.acting_identity`): ``/api/v1/auth/impersonate``,
    ``/admin/login-as/{id}``; not ``/api/users/{id}``."""
    return any(acting_identity(segment) for segment in path.split("?")[0].split("/")
               if segment and "{" not in segment)


def identity_switch(method: str, path: str, functions: list[str]) -> str | None:
    """``"start"`` or ``"end"`` when a ``method`` request to ``path`` made by ``functions``
    (the names of the functions making it) switches the acting identity (module docstring),
    else ``None``. Reads never switch."""
    if method.upper() in READS or not names_identity_switch(path):
        return None
    said = {w for text in [path, *functions] for w in name_words(re.sub(r"[/.]", "-", text))}
    return "end" if method.upper() == "DELETE" or said & END_WORDS else "start"
