"""Pass: the canonical side effect of a capability and its risks.

Rules:

* ``side-effect.method`` — ``GET``/``HEAD``/``OPTIONS`` read, ``POST`` creates, ``PUT``/``PATCH``
  update, ``DELETE`` deletes (RFC 9110 method semantics).
* ``side-effect.rpc-read`` — a ``POST`` whose last static segment is a read verb (``search``,
  ``query``, ``list``, ``lookup``, ``find``, ``filter``, ``count``) or an RPC name ending in one
  (``/documents.list``) only reads (field case FC-13). An export is not a read: a ``POST``
  export may create a job (``collections.export`` mails a link), so it stays a write.
* ``side-effect.action-update`` — a ``POST`` to a state-changing action sub-resource
  (``/orders/{id}/cancel``, ``/pages/{id}/archive``, ``/article/update``) updates the resource
  rather than creating one; ``side-effect.action-delete`` — ``POST /article/delete`` deletes.
* ``side-effect.rpc-action`` — an RPC-style ``POST /resource.action`` takes the effect of its
  action verb (``documents.list`` reads, ``documents.update`` updates, ``documents.delete``
  deletes, ``documents.create`` creates; also on an unresolved ``{resource}.info``); a custom
  method ``POST /resource:verbPhrase`` (AIP-136) that of its first or last word
  (``clients:batchDelete`` deletes).
* ``side-effect.discriminator-value`` — a write whose call sites pin an action word in a field
  (``{action: 'empty'}``, ``{method: 'delete'}``; :mod:`code2skill.passes.discriminator`) takes
  the effect of that word, like an RPC action (``empty`` deletes, ``restore`` updates,
  ``add_tag`` creates); a read stays a read.
* ``risk.*`` — ``destructive`` for deletes and destructive verbs, ``financial``, ``publishing``
  and ``external`` from the words of the path and the naming function.
"""
from __future__ import annotations

import re

from .naming import rpc_parts, words

READ_VERBS = frozenset({"search", "query", "list", "lookup", "find", "filter", "count", "get",
                        "fetch", "info", "preview", "validate", "check"})
# (``POST …/export`` is no read: it may start an export job the backend keeps and mails)
ACTION_UPDATES = frozenset({"cancel", "archive", "unarchive", "approve", "reject", "close",
                            "reopen", "publish", "unpublish", "lock", "unlock", "restore",
                            "activate", "deactivate", "enable", "disable", "complete", "submit",
                            "revoke", "assign", "unassign", "move", "rename", "reset", "verify",
                            "confirm", "accept", "decline", "read", "unread", "seen", "star",
                            "unstar", "pin", "unpin", "mute", "unmute", "acknowledge",
                            "escalate", "snooze"})
DESTRUCTIVE = frozenset({"delete", "remove", "destroy", "cancel", "revoke", "archive", "purge",
                         "wipe", "erase", "drop", "terminate", "deactivate", "disable", "ban",
                         "block", "unpublish", "reset"})
FINANCIAL = frozenset({"pay", "payment", "payments", "charge", "charges", "refund", "refunds",
                       "checkout", "invoice", "invoices", "billing", "subscription",
                       "subscriptions", "purchase", "order", "orders", "transfer", "payout",
                       "wallet", "cart"})
PUBLISHING_VERBS = frozenset({"publish", "share", "post", "tweet", "broadcast", "announce"})
CONTENT_NOUNS = frozenset({"comment", "comments", "post", "posts", "article", "articles",
                           "tweet", "tweets", "message", "messages", "reply", "replies",
                           "review", "reviews", "story", "stories", "page", "pages"})
EXTERNAL = frozenset({"email", "emails", "mail", "sms", "invite", "invites", "invitation",
                      "invitations", "webhook", "webhooks", "notify", "notification",
                      "notifications"})


def last_static_words(path: str) -> list[str]:
    segments = [s for s in path.split("?")[0].split("/") if s and not s.startswith("{")]
    if not segments:
        return []
    last = segments[-1]
    if "." in last:                                   # /documents.list (RPC style)
        last = last.rsplit(".", 1)[-1]
    return words(last)


RPC_CREATES = frozenset({"create", "add", "new", "invite", "import", "duplicate", "copy",
                         "upload", "generate", "register", "signup", "subscribe", "reply",
                         "comment", "post"})
RPC_UPDATES = ACTION_UPDATES | {"update", "edit", "set", "unset", "mark", "rename", "save",
                                "upsert", "star", "unstar", "pin", "unpin", "grant",
                                "suspend", "promote", "demote", "dismiss", "convert"}
RPC_DELETES = frozenset({"delete", "remove", "destroy", "purge", "empty", "clear"})


def graphql_effect(operation_type: str, operation_name: str | None) -> tuple[str, str]:
    """Rule ``side-effect.graphql-operation``: queries and subscriptions read; a mutation
    deletes, creates or (otherwise) updates by the verb its name starts with."""
    if operation_type != "mutation":
        return "read", "side-effect.graphql-operation"
    first = (words(operation_name or "") or [""])[0]
    if first in RPC_DELETES:
        return "delete", "side-effect.graphql-operation"
    if first in RPC_CREATES | {"post", "insert", "submit", "send"}:
        return "create", "side-effect.graphql-operation"
    return "update", "side-effect.graphql-operation"


def side_effect(method: str, path: str) -> tuple[str, str]:
    """``(sideEffect, rule)`` for an endpoint."""
    if method in ("GET", "HEAD", "OPTIONS"):
        return "read", "side-effect.method"
    if method == "DELETE":
        return "delete", "side-effect.method"
    if method in ("PUT", "PATCH"):
        return "update", "side-effect.method"
    parts = rpc_parts(path)           # POST /documents.update, /{x}.info, /clients:batchDelete
    verbs = [] if parts is None else [parts[1][0], parts[1][-1]] if parts[2] == ":" \
        else [parts[1][0]]                  # batchDelete: a custom method's last word too
    for verb in verbs:
        for effect, vocabulary in (("read", READ_VERBS | {"info"}), ("create", RPC_CREATES),
                                   ("update", RPC_UPDATES), ("delete", RPC_DELETES)):
            if verb in vocabulary:
                return effect, "side-effect.rpc-action"
    last = last_static_words(path)
    if last and (last[-1] in READ_VERBS or last[0] in READ_VERBS) \
            and last[0] not in ACTION_UPDATES:             # /search, /find-by-email
        return "read", "side-effect.rpc-read"
    ends_with_param = bool(re.search(r"\{[^}]*\}/?$", path))
    if last and not ends_with_param and last[0] in RPC_DELETES:
        return "delete", "side-effect.action-delete"         # POST /article/delete
    if last and not ends_with_param and (last[0] in ACTION_UPDATES or last[0] in (
            "update", "edit", "modify", "save", "set")):
        return "update", "side-effect.action-update"
    return "create", "side-effect.method"


VALUE_UPDATES = RPC_UPDATES | {"recover", "undelete", "untrash", "modify", "merge", "split",
                               "rotate", "reprocess"}
VALUE_DELETES = RPC_DELETES | {"trash", "wipe", "erase", "drop"}


def value_effect(method: str, action: list[str]) -> tuple[str, str] | None:
    """Rule ``side-effect.discriminator-value``: the effect of a write whose sites pin the
    action words ``action`` (``['add', 'tag']``) in a field, or ``None`` when the method reads
    or the first word is no known action."""
    if method in ("GET", "HEAD", "OPTIONS") or not action:
        return None
    for effect, vocabulary in (("delete", VALUE_DELETES), ("create", RPC_CREATES),
                               ("update", VALUE_UPDATES)):
        if action[0] in vocabulary:
            return effect, "side-effect.discriminator-value"
    return None


def risks(effect: str, path: str, function: str | None,
          action: list[str] = ()) -> list[tuple[str, str]]:
    """``[(risk, matched word)]`` for a capability; reads carry no risk.

    Verbs count anywhere in the path or the naming function's name; content nouns
    (``publishing``) count only as the last static segment of a create or update, so that
    favouriting an article does not publish it. ``action`` are the words of the action value
    the capability's call sites pin (``['purge']``), which count like verbs.
    """
    if effect == "read":
        return []
    tokens = []
    for seg in path.split("?")[0].split("/"):
        if seg and not seg.startswith("{"):
            tokens.extend(words(seg))
    if function:
        tokens.extend(words(function.split(".")[-1]))
    tokens.extend(action)
    found: dict[str, str] = {}
    if effect == "delete":
        found["destructive"] = "DELETE"
    for token in tokens:
        for risk, vocabulary in (("destructive", DESTRUCTIVE), ("financial", FINANCIAL),
                                 ("publishing", PUBLISHING_VERBS), ("external", EXTERNAL)):
            if token in vocabulary and risk not in found:
                found[risk] = token
    last = last_static_words(path)
    if effect in ("create", "update") and last and last[-1] in CONTENT_NOUNS \
            and "publishing" not in found:
        found["publishing"] = last[-1]
    return sorted(found.items())
