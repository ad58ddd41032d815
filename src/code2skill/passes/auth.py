"""Pass: how a capability authenticates.

Rule ``auth.observed``: the auth hints of every call site of the capability (headers set per
call, client defaults, interceptors, plugins, cookie credentials) decide the scheme, strongest
first: ``bearer``, ``api-key``, ``cookie-session``. With no hint the scheme is ``unknown`` (a
default, never ``none``: absence of evidence does not prove a public endpoint). Token values are
never inputs or copied into the contract.
"""
from __future__ import annotations

from code2skill.contract.models import Auth
from code2skill.evidence import default, observed, unique
from code2skill.normalize import Observed

ORDER = ("bearer", "api-key", "cookie-session")


def auth_of(calls: list[Observed]) -> Auth:
    hints = [hint for call in calls for hint in call.auth]
    for kind in ORDER:
        chosen = [h for h in hints if h.kind == kind]
        if chosen:
            return Auth(authentication=kind, evidence=unique(
                [observed(h.where, h.rule, h.note or None) for h in chosen]))
    return Auth(authentication="unknown",
                evidence=[default("auth.not-observed",
                                  "no credential handling seen on these call sites")])
