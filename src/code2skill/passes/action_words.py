"""The action words that prove a side effect, shared by the side-effect and naming passes.

Each word names what a request does to the resource it addresses (seed, "Side effects"): it
``read``s it (``list``, ``info``, ``unfurl``), ``update``s it (``resolve``, ``archive``,
``subscribe``, ``rotate``, ``open``, ``expire``, ``switch``: the session's database or
account), ``delete``s it or ends it (``revoke``, ``logout``, ``disconnect``: a connection)
or ``create``s something new (``duplicate``, ``import``, ``invite``, ``login``: a session,
``connect``: a connection). ``add``/``remove``
followed by a noun change a membership of the addressed resource (``collections.add_user``):
an update.
"""
from __future__ import annotations

READ = frozenset({
    "list", "info", "search", "count", "check", "unfurl", "suggest", "download", "get", "fetch",
    "query", "lookup", "find", "filter", "show", "preview", "validate",
    "autocomplete", "exists", "compare", "diff", "browse", "view", "load", "decode",
    "estimate"})
UPDATE = frozenset({
    "update", "edit", "modify", "save", "upsert", "set", "unset", "mark", "resolve", "unresolve",
    "archive", "unarchive", "star", "unstar", "subscribe", "unsubscribe", "rotate", "rename",
    "move", "restore", "cancel", "approve", "reject", "close", "reopen", "publish", "unpublish",
    "lock", "unlock", "activate", "deactivate", "enable", "disable", "complete", "submit",
    "assign", "unassign", "reset", "verify", "confirm", "accept", "decline", "read", "unread",
    "seen", "pin", "unpin", "mute", "unmute", "acknowledge", "escalate", "snooze", "grant",
    "suspend", "promote", "demote", "dismiss", "convert", "follow", "unfollow", "favorite",
    "unfavorite", "favourite", "unfavourite", "like", "unlike", "bookmark", "watch", "unwatch",
    "vote", "join", "leave", "block", "unblock", "ban", "unban", "transfer", "apply", "sync",
    "reorder", "sort", "toggle", "templatize", "merge", "trash", "untrash", "hide", "unhide", "change",
    "start", "stop", "pause", "resume", "retry", "void", "shutdown", "restart", "reboot",
    "poweroff", "halt", "upgrade", "open", "expire", "vacuum", "compact", "reindex", "optimize",
    "refresh", "reload", "rebuild", "recalculate", "recompute", "regenerate", "pull", "redeploy",
    "rollback", "kill", "increase", "decrease", "raise", "lower", "bump", "recheck",
    "reannounce", "prioritize", "prioritise", "reprioritize", "resync", "switch", "continue"})
DELETE = frozenset({"delete", "remove", "destroy", "revoke", "logout", "signout", "purge",
                    "empty", "clear", "erase", "wipe", "unregister", "expunge", "del",
                    "flush", "unlink", "cleanup", "prune", "uninstall", "rm", "disconnect"})
# abbreviated action words of path segments (``delSysHistory``) and the verb they stand for
ABBREVIATIONS = {"del": "delete", "rm": "remove"}
# action words that may start a lower-case path segment glued to their noun (``deletefaces``,
# ``editbooks``, ``mergebooks``): verbs only, none also a noun, none a prefix of a common word
GLUED_VERBS = ("delete", "remove", "destroy", "revoke", "purge", "erase", "edit", "update",
               "modify", "rename", "merge")
GLUED_MIN_NOUN = 4
# verbs whose object glued to them is often a short code (``switchdb``, ``switchorg``): at
# least :data:`SHORT_GLUED_NOUN` letters, and no inflection or derived word of the verb
# (``switches``, ``switched``, ``switcher``: :data:`SHORT_GLUED_ENDINGS`, which stand for
# :data:`GLUED_SUFFIXES` here, since ``db`` starts with ``d``)
SHORT_GLUED_VERBS = ("switch",)
SHORT_GLUED_NOUN = 2
SHORT_GLUED_ENDINGS = ("es", "ed", "ing", "er", "able")
# how a glued rest starts when the segment is one derived word, not a verb and its noun:
# a participle (``deletedphotos``), an agent or act noun (``editorial``, ``editions``,
# ``mergeable``, ``updatement``)
GLUED_SUFFIXES = ("d", "or", "er", "ion", "ing", "able", "ment", "ance")
CREATE = frozenset({
    "create", "duplicate", "import", "upload", "invite", "new", "copy", "clone", "fork",
    "generate", "register", "signup", "signin", "login", "reply", "comment", "post", "insert",
    "send", "resend", "request", "export", "add", "notify", "share", "report", "pay", "refund",
    "charge", "purchase", "checkout", "presign", "run", "execute", "trigger", "exchange",
    "install", "deploy", "init", "initialize", "initialise", "connect"})
# words before an action saying it acts on many things at once (``bulk_update``,
# ``batchDelete``, ``mass-assign``)
BATCH_WORDS = frozenset({"bulk", "batch", "mass"})
# words before an action saying how it is done, no part of the action itself
# (``forceUpdateBlockLists``, ``temporaryDisableBlocking``, ``hardDelete``)
MODIFIER_WORDS = frozenset({"force", "temporary", "temporarily", "soft", "hard"})
# a session word written as two (``sign-in``, ``signUp``): one action, not ``sign``
SESSION_JOINS = frozenset({"in", "up", "out", "on"})
# words naming a step of a sign-in by what it is (``/api/firstfactor``: the password step of a
# multi-factor sign-in), read as the sign-in itself
SIGN_IN_STEPS = {"firstfactor": "signin"}
# ``add_user``, ``removeMember``: a membership of the addressed resource changes
MEMBERSHIP = frozenset({"add", "remove"})
# verbs that store what follows them (``saveLog``, ``addPin``, ``storeDraft``): followed by
# ``new`` (``saveNewTag``, ``addNewCard``), the thing they store did not exist: they create it
STORING = frozenset({"save", "store", "add", "submit", "insert", "create", "upsert", "write",
                     "put", "post"})

EFFECTS: dict[str, str] = {
    **{w: "create" for w in CREATE}, **{w: "update" for w in UPDATE},
    **{w: "delete" for w in DELETE}, **{w: "read" for w in READ}}

# writes that are not idempotent whatever the method: they send mail, toggle or advance state
NOT_IDEMPOTENT = frozenset({"send", "resend", "notify", "toggle", "advance",
                            "next", "increment", "decrement", "bump", "invite", "remind",
                            "rotate", "generate", "regenerate", "duplicate", "copy", "clone"})


# action words that are also nouns: as the last word of a phrase they name a thing
# (``page_view``, ``bug_report``, ``pull_request``), so only a first word counts
NOUN_LIKE = frozenset({
    "post", "comment", "view", "request", "report", "share", "export", "import", "history",
    "stats", "reply", "transfer", "sort", "filter", "list", "count", "info", "upload",
    "download", "copy", "change", "load", "vote", "like", "watch", "bookmark", "favorite",
    "favourite", "star", "pin", "mark", "check", "preview", "diff", "new", "seen", "read",
    "trash", "block", "clone", "fork", "query", "lookup", "set", "reset", "login", "signup",
    "invite", "comment", "history", "start", "stop", "open", "init"})

# words that write only as the last segment of a GET (``/zones/dnssec/sign``: a zone signed);
# a POST to ``/message/sign`` may merely compute a signature, so they prove nothing there
GET_ONLY_WRITES = {"sign": "update", "unsign": "update"}
# words that write only as the action of a POST: ending a GET's path they check something
# (``GET /api/verify``: is this token valid?), a read that may still change state, so never
# retried and reviewed like a trigger word (``policy.read-that-writes``)
GET_ONLY_READS = {"verify": "read"}
GET_EFFECTS: dict[str, str] = {**EFFECTS, **GET_ONLY_WRITES, **GET_ONLY_READS}

# actions that name no particular effect: ending a GET's path they still say it does something
# (``/notifications/test``, ``/libraries/{id}/matchAll``, ``/users/{id}/impersonate``)
TRIGGERS = frozenset({"test", "match", "impersonate", "scan", "rescan", "reindex", "refresh",
                      "reload", "rebuild", "recalculate", "recompute"})
# the words that, ending a GET's path, name an action the request performs (rule
# ``side-effect.get-action``): the write words that are no nouns as well, the session, reset,
# start/stop, import and init words that are (alone: ``/cluster/init``, not ``/init-data``),
# :data:`TRIGGERS` and :data:`GET_ONLY_WRITES`
GET_ACTIONS = (frozenset(EFFECTS) - READ - NOUN_LIKE) | TRIGGERS | frozenset(
    {"login", "reset", "start", "stop", "import", "init"}) | frozenset(GET_ONLY_WRITES)


def action_phrase(words: list[str]) -> list[str]:
    """An action phrase's words without the leading words that say how many things it acts on
    (:data:`BATCH_WORDS`) or how it is done (:data:`MODIFIER_WORDS`), and with a session word
    written as two joined (``['sign', 'in']`` → ``['signin']``) and a step of a sign-in named
    by what it is read as the sign-in (:data:`SIGN_IN_STEPS`: ``['firstfactor']`` →
    ``['signin']``, rule ``side-effect.action-create``): ``['force', 'update',
    'block', 'lists']`` → ``['update', 'block', 'lists']``, ``['temporary', 'disable',
    'blocking']`` → ``['disable', 'blocking']``; a phrase of one such word stays."""
    words = list(words)
    while len(words) > 1 and words[0] in BATCH_WORDS | MODIFIER_WORDS:
        words = words[1:]
    if len(words) > 1 and words[0] == "sign" and words[1] in SESSION_JOINS:
        words = ["sign" + words[1]] + words[2:]
    if len(words) > 1 and words[:2] == ["first", "factor"]:
        words = ["firstfactor"] + words[2:]
    return [SIGN_IN_STEPS.get(w, w) for w in words[:1]] + words[1:]


def effect_of_words(words: list[str], membership: bool = True) -> str | None:
    """The side effect an action phrase's words prove (``['add', 'user']`` → ``update``,
    ``['notifications', 'subscribe']`` → ``update``, ``['rotate', 'secret']`` → ``update``):
    its first word when an action word, else its last unless that is also a noun
    (:data:`NOUN_LIKE`); ``None`` when neither is one. Leading words that say how many
    things it acts on or how (:func:`action_phrase`) are no part of the action: ``/bulk-update-
    exchange-rate`` is ``update exchange rate``, ``forceUpdateBlockLists`` ``update block
    lists``; ``sign-in`` is one word. A storing verb before ``new`` creates (:func:`makes_new`:
    ``save new tag``). ``membership``: the phrase acts on an
    addressed resource (``collections.add_user``), so ``add``/``remove`` + noun update it;
    without one (a GraphQL ``AddTag``) they create and delete."""
    words = action_phrase(words)
    if not words:
        return None
    if makes_new(words):                           # saveNewTag: a tag that was not there
        return "create"
    if membership and words[0] in MEMBERSHIP and len(words) > 1:
        return "update"
    if words[0] in EFFECTS:
        return EFFECTS[words[0]]
    return EFFECTS.get(words[-1]) if words[-1] not in NOUN_LIKE else None


def makes_new(words: list[str]) -> bool:
    """Whether an action phrase stores a new thing (rule ``side-effect.action-create``): a
    storing verb (:data:`STORING`) followed by ``new`` and what it stores (``['save', 'new',
    'tag']``, ``['add', 'new', 'card']``), a create whatever the verb alone says (``save``
    updates, ``add`` + noun a membership); ``['save', 'new']`` (no object) and ``['new',
    'tag']`` are none."""
    return len(words) > 2 and words[0] in STORING and words[1] == "new"


def unglued(words: list[str]) -> list[str]:
    """Rule ``side-effect.glued-action``: a phrase of one lower-case word that starts with an
    action verb (:data:`GLUED_VERBS`) glued to a noun of at least :data:`GLUED_MIN_NOUN`
    letters (``['deletefaces']`` → ``['delete', 'faces']``, ``['editbooks']`` → ``['edit',
    'books']``, ``['mergebooks']`` → ``['merge', 'books']``; :data:`SHORT_GLUED_VERBS` with a
    shorter noun: ``['switchdb']`` → ``['switch', 'db']``); any other phrase unchanged
    (``removals``, ``editor``, ``updates``; a participle or derived word, :data:`GLUED_SUFFIXES`:
    ``deletedphotos``, ``revokedtokens`` list what was deleted, ``editorial``, ``editions``)."""
    if len(words) != 1:
        return words
    for verb, least, endings in [*((v, GLUED_MIN_NOUN, GLUED_SUFFIXES) for v in GLUED_VERBS), *(
            (v, SHORT_GLUED_NOUN, SHORT_GLUED_ENDINGS) for v in SHORT_GLUED_VERBS)]:
        rest = words[0][len(verb):]
        if words[0].startswith(verb) and len(rest) >= least and rest.isalpha() \
                and not rest.startswith(endings):
            return [verb, rest]
    return words


# Rule ``name.request-prefix``: a first word of a wrapper's name that says it makes a request
# (``sendCreateShare``, ``doDeleteUser``, ``requestUpdateProfile``) is no verb of the operation
# when an action word and its object follow it: that word is (``sendEmail``, ``sendInvite``:
# one word after ``send`` is what is sent)
PREFIX_WORDS = frozenset({"send", "do", "request", "call", "perform"})


def operation_words(found: list[str]) -> list[str]:
    """The words of a wrapper's name (``['send', 'create', 'share']``) without a first
    :data:`PREFIX_WORDS` word that an action word (:data:`EFFECTS`) and more words follow
    (``['create', 'share']``); any other name's words unchanged (``sendEmail``,
    ``sendInvite``: sending is the operation). Rule ``name.request-prefix``."""
    if len(found) > 2 and found[0] in PREFIX_WORDS and found[1] in EFFECTS:
        return found[1:]
    return found
