"""Rule ``risk.session-end``: ending one's own session loses no business data.

A logout deletes the user's session (rule ``side-effect.action-delete``: ``POST /logout``,
``POST /authentication/signout``; ``DELETE /api/session`` by ``logout()``), and rule
``risk.destructive`` reads every delete as destructive. But what it deletes is the caller's
own session, which signing in again restores: no record, file or setting of the business is
lost. So a capability that ends the user's session (rule ``scope.session-flow``'s logout,
:func:`~.session_flows.logout`: a path naming a logout and nothing it acts on, ``/logout``, or a
revocation of the caller's own session, ``DELETE /api/session`` by ``signOut``, or the end of
acting as another user, ``DELETE /api/v1/auth/impersonate``) drops the ``destructive`` risk its
delete alone gave,
whatever its method (``PUT /auth/logout``, an update, never had one). Its ``destructiveHint``
still follows its side effect, and the ``medium`` item of rule ``scope.session-flow`` still
says it ends the session the Host injects. A destructive word of the path or function other
than the delete (``/logout/all-devices/revoke``: ``revoke``) keeps its risk. A delete of
anything else keeps it whatever the function's name says: the account
(``deleteAccountAndSignOut`` → ``DELETE /api/users/me``), the user's data (``logoutAndWipe``
→ ``DELETE /api/me/data``), records about logouts (``DELETE /api/logout/history``).
"""
from __future__ import annotations

from .identity_switches import identity_switch
from .session_flows import names_logout, revokes_own_session

RULE = "risk.session-end"
DELETE_MARK = "DELETE"          # the matched word of the risk a delete alone gives


def ends_session(method: str, path: str, functions: list[str | None]) -> bool:
    """Whether a ``method`` request to ``path`` made by ``functions`` ends the caller's own
    session: its path names a logout (:func:`~.session_flows.names_logout`: ``/logout``, not
    ``/logout/history``), or it revokes the caller's own session
    (:func:`~.session_flows.revokes_own_session`: ``DELETE /api/session`` by ``signOut``,
    not ``DELETE /api/users/me`` by ``deleteAccountAndSignOut``), or it ends acting as another
    user (:func:`~.identity_switches.identity_switch`: ``DELETE /api/v1/auth/impersonate``)."""
    named = [f or "" for f in functions]
    return names_logout(path) or revokes_own_session(method, path, named) or \
        identity_switch(method, path, named) == "end"


def without_session_risk(risks: list[tuple[str, str]], method: str, path: str,
                         functions: list[str | None]) -> list[tuple[str, str]]:
    """``risks`` (``[(risk, matched word)]``) without the ``destructive`` risk the delete alone
    gave (matched word :data:`DELETE_MARK`) when the request ends the caller's own session
    (:func:`ends_session`), or with the destructive word of its path or naming function (the
    first of ``functions``) in its place when one names a loss of its own (``revoke`` of
    ``/logout/all/revoke``: the words read as those of a write that deletes nothing);
    unchanged otherwise."""
    if not ends_session(method, path, functions) or \
            ("destructive", DELETE_MARK) not in risks:
        return risks
    from .side_effects import risks as word_risks
    kept = [(risk, word) for risk, word in risks if risk != "destructive"]
    said = [(risk, word) for risk, word in word_risks("update", path, functions[0] if functions
                                                      else None) if risk == "destructive"]
    return sorted(kept + said)
