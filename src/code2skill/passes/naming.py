"""Pass: stable, verb-first snake_case names and business titles.

Rules:

* ``name.action-segment`` — a path whose last static segment is an action (``/users/login``,
  ``/articles/{slug}/favorite``) takes it as the verb; ``DELETE`` on a reversible action is its
  undo (``unfavorite_article``, ``unfollow_profile``); a ``POST`` whose static segment after
  an ``action``/``actions`` segment is an action takes it (``/action/flush/network`` →
  ``flush_network``).
  An action word followed by one path parameter, its argument, is the verb as well
  (``POST /node/{id}/rename/{name}`` → ``rename_node``), and so is the write action a
  ``GET``'s path ends in (``side-effect.get-action``: ``GET /providerauth/logout`` →
  ``logout_providerauth``, ``GET /filters/{id}/duplicate`` → ``duplicate_filter``).
* ``name.value-setter`` — a ``POST`` that sets a property to the value its path ends in
  (:mod:`.setters`: ``/loadpoints/{id}/mode/{mode}``) and that no wrapper verb names is
  ``set_…`` (``set_loadpoint_mode``).
* ``name.function-verb`` — otherwise a wrapper function whose name starts with an action verb
  (``publishDraft``) gives the verb.
* ``name.method`` — otherwise the method decides: ``GET`` a collection → ``list``, ``GET`` an
  item or singleton → ``get``, ``POST`` → ``create``, ``PUT``/``PATCH`` → ``update``,
  ``DELETE`` → ``delete``.
* ``name.grpc-method`` — a gRPC-style path ``/<package>.<Service>/<Method>`` (Connect,
  gRPC-web) is named by its method's words, verb first (``/v1.Backrest/GetConfig`` →
  ``get_config``).
* ``name.rpc-action`` — an RPC-style last segment ``resource.action`` names the action on the
  resource (``POST /documents.list`` → ``list_documents``).
* Nouns are the path's static segments (versions and API base segments dropped: ``api``,
  ``_api``, ``api-v2``), singular except the last of a list; a parameter glued to the literal
  text before it (``/resource{board}``) is no noun, and that literal keeps its number (``GET
  /tags{board}`` → ``get_tags``); ``name.function-nouns`` — a path with none (``POST
  /search``), or one addressing, with a parameter segment, something below such a glued
  segment (``POST /_api/resource{board}/{newName}``), takes the words after the verb of its
  wrapper function when that verb is the name's (``searchDocuments`` → ``search_documents``,
  ``createNewLane`` → ``create_lane``; ``fetchOne`` does not name a ``POST``). A camelCase
  procedure segment (``getTags``, ``addTagToLog``, ``saveNewTag``) is ``name.action-segment``
  (:func:`procedure_phrase`). Names are unique: a collision
  between methods gets the verb each method means (``name.method-meaning``: its call sites'
  function verb, ``createSharing``, else its write effect: ``POST``/``PUT /share`` →
  ``create_share``/``update_share``) when that tells them apart, else the method, then a
  number; one within a method a number; each is reported.
* ``name.discriminator-value`` — a Tool made of the call sites of an endpoint that pin their own
  action value in a field (:mod:`code2skill.passes.discriminator`) takes the value's words as
  its verb (``{action: 'restore'}`` on ``POST /trash`` → ``restore_trash``); a value that
  names no action is added to the name of a sibling it would share (``…_book``).
"""
from __future__ import annotations

import re
from functools import lru_cache

from .action_words import (ABBREVIATIONS, EFFECTS, GET_ONLY_WRITES, MEMBERSHIP, NOUN_LIKE,
                           READ, SIGN_IN_STEPS, action_phrase, makes_new, operation_words,
                           unglued)
from code2skill.ascii_names import ascii_letters
from code2skill.redact import redact
from code2skill.string_helpers import singular_last

ACTION_VERBS = frozenset({
    "login", "logout", "signin", "signout", "signup", "register", "follow", "unfollow",
    "favorite", "unfavorite", "favourite", "unfavourite", "like", "unlike", "star", "unstar",
    "publish", "unpublish", "archive", "unarchive", "cancel", "approve", "reject", "search",
    "upload", "download", "send", "invite", "pay", "refund", "checkout", "subscribe",
    "unsubscribe", "reset", "verify", "confirm", "import", "export", "sync", "share", "vote",
    "assign", "unassign", "close", "reopen", "lock", "unlock", "restore", "move", "copy",
    "duplicate", "rename", "submit", "activate", "deactivate", "enable", "disable", "complete",
    "refresh", "revoke", "query", "lookup", "validate", "preview", "pin", "unpin", "bookmark",
    "watch", "unwatch", "mute", "unmute", "block", "unblock", "join", "leave", "accept",
    "decline", "charge", "resend", "add", "remove", "dismiss", "generate", "edit", "set",
    "unset", "mark", "grant", "apply", "convert", "transfer", "request", "suspend", "promote",
    "demote", "empty", "clear", "start", "stop", "retry", "resolve", "reply", "mention",
    "acknowledge", "escalate", "snooze", "presign", "notify", "void", "shutdown", "restart",
    "reboot", "upgrade", "flush", "expire", "toggle", "pull", "deploy", "redeploy", "rollback",
    "kill", "prune",
})
# action words that name the verb only as a path segment (``POST /folders/{id}/open``,
# ``/ajax/mergebooks``): a function named by them (``open()``, ``openDialog``, ``mergeOptions``)
# opens a part of the UI or merges objects in the client as often as it makes the request
# (so do ``clone``, ``init``: ``cloneDeep``, ``init()`` helpers; ``continue``: a
# ``continueToCheckout`` moves the page on, ``POST /speedtests/continue`` resumes the tests)
PATH_VERBS = ACTION_VERBS | {"open", "merge", "clone", "init", "resync", "continue"}
READ_ACTIONS = frozenset({"search", "lookup", "query", "find", "count", "export", "preview",
                          "validate", "check", "list"})
CRUD_VERBS = frozenset({"create", "update", "delete", "list", "get", "count", "upsert", "save",
                        "test"})
# CRUD verbs a wrapper's name gives a POST the method cannot (``deleteUser`` → delete)
POST_VERBS = frozenset({"delete", "update", "upsert"})
RPC_VERBS = {"info": "get", "fetch": "get", "find": "get", "show": "get", "read": "get"}
REVERSIBLE = frozenset({"follow", "favorite", "favourite", "like", "star", "subscribe", "pin",
                        "bookmark", "watch", "vote", "mute", "block", "lock", "archive",
                        "publish", "assign"})
SKIP_SEGMENTS = re.compile(r"^(api|rest|v\d+(\.\d+)?|graphql)$", re.I)
MAX_NAME = 64
SEGMENT_CRUD = frozenset({"create", "update", "delete", "list"})  # POST /users/…/delete
# verbs that start noun compounds in paths (notify_props, checkout-session, upload-url)
COMPOUND_NOUNS = frozenset({"query", "checkout", "notify", "search", "export", "import",
                            "upload", "download", "preview", "request"})


# a value the redaction replaced (``<redacted:sql-literal>``, rule redact.*): it has no words
# a name may take
REDACTION_MARKER = re.compile(r"<redacted(?::[^<>]{0,64})?>")


def value_words(text: str) -> list[str]:
    """The :func:`words` a Tool name may take from a value: rule ``name.no-redaction-marker``,
    a redaction marker gives none (``INSERT INTO users VALUES ('<redacted:sql-literal>')`` →
    ``['insert', 'into', 'users', 'values']``)."""
    return words(REDACTION_MARKER.sub(" ", text))


def words(text: str) -> list[str]:
    """``faq_entries`` / ``faqEntries`` / ``faq-entries`` / ``FAQEntries`` →
    ``['faq', 'entries']`` (a new list each call; the split is memoised: a capability's
    names, paths and texts are split some seventy times)."""
    return list(split_words(text))


@lru_cache(maxsize=65536)
def split_words(text: str) -> tuple[str, ...]:
    """:func:`words`, as a tuple (memoised: a pure function of ``text``); a letter that is not
    ASCII is first written in ASCII (rule ``name.transliterated``: ``übersicht`` →
    ``['ubersicht']``, never ``['bersicht']``)."""
    text = ascii_letters(text)
    text = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1 \2", text)      # FAQEntries, HTTPResponse
    text = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", text)
    return tuple(w for w in re.split(r"[^A-Za-z0-9]+", text.lower()) if w)


UNCOUNTABLE = frozenset({"news", "series", "species", "status", "data", "media", "metadata",
                         "analytics", "settings", "preferences", "permissions", "access",
                         "info", "feedback", "progress", "search", "chaos", "kudos", "ethos",
                         "cosmos", "stats", "statistics", "diagnostics"})
# Latin plurals in -ices, which inflect takes for English ones (indices → indice)
LATIN_PLURALS = {"indices": "index", "vertices": "vertex", "matrices": "matrix",
                 "appendices": "appendix", "apices": "apex"}
# singular nouns ending in -as that inflect takes for plurals of -a nouns (alias → alia)
SINGULAR_AS = frozenset({"alias", "bias", "canvas", "atlas", "saas", "paas", "faas", "iaas",
                         "pancreas", "arkansas", "kansas"})


def singular(word: str) -> str:
    """The English singular of a lower-case word, from the ``inflect`` library (rule
    ``name.singular``: ``entries`` → ``entry``, ``movies`` → ``movie``, ``statuses`` →
    ``status``, ``people`` → ``person``); Latin plurals in ``-ices`` their own singular
    (``indices`` → ``index``); short words, singular nouns in ``-as`` (``alias``,
    ``canvas``), words ending in ``ss``/``us``/``is`` and uncountable nouns (``status``,
    ``media``, ``settings``, ``stats``) stay as they are."""
    if len(word) <= 3 or word.endswith(("ss", "us", "is")) or word in UNCOUNTABLE \
            or word in SINGULAR_AS:
        return word
    return LATIN_PLURALS.get(word) or singular_last(word)


# the words of a base segment every route of an API shares (``api``, ``rest``, ``v2``): no
# words of a Tool's name, alone or joined (``/_api``, ``/api-v2``, ``/rest_api``)
BASE_WORDS = re.compile(r"^(api|rest|graphql|v\d+)$")
HOLE = re.compile(r"\{[^{}]*\}")
# a path that ends in a parameter, perhaps with its file's extension (``/notes/{name}.md``):
# it addresses one item
PARAM_END = re.compile(r"\{[^}]*\}(\.[A-Za-z0-9]{1,8})?/?$")


def base_segment(segment: str) -> bool:
    """Whether ``segment`` is a base segment of an API, which gives a Tool's name no word: a
    version or API word (:data:`SKIP_SEGMENTS`: ``api``, ``v1.2``)
    or a segment whose words are all such words, whatever joins them (``_api``, ``api-v2``,
    ``rest_api``; not ``apis``, ``apiKeys``)."""
    found = words(segment)
    return bool(SKIP_SEGMENTS.match(segment)) or (
        bool(found) and all(BASE_WORDS.match(w) for w in found))


def glued_parameter(segment: str) -> bool:
    """Whether a path ``segment`` starts with literal text a parameter is glued to
    (``resource{board}``, ``labelId:{labelId}``; not ``{name}.md``, a parameter and its
    file's extension)."""
    return not segment.startswith("{") and bool(HOLE.search(segment))


def glued_literals(path: str) -> set[str]:
    """The literal texts of ``path``'s segments a parameter is glued to (``{'resource'}`` of
    ``/_api/resource{board}/{lane}``): they say the route, not one item of a collection, so a
    name keeps their number as written (``GET /tags{board}`` → ``get_tags``)."""
    return {HOLE.sub("", s) for s in path.split("?")[0].split("/") if glued_parameter(s)}


def glued_parent(path: str) -> bool:
    """Rule ``name.function-nouns``: whether ``path`` addresses, with a parameter segment of
    its own, something below a segment whose parameter is glued to its literal text
    (``/resource{board}/{lane}``, ``/resource{board}/{lane}/{name}.md``): no literal word
    names that thing (``resource`` names the route the caller's ``{board}`` path extends), so
    the name takes its noun from the function making the request (``createNewLane`` →
    ``create_lane``) when that function's verb is the name's."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    at = max((i for i, s in enumerate(segments) if glued_parameter(s)), default=None)
    return at is not None and any(s.startswith("{") for s in segments[at + 1:])


def static_segments(path: str) -> list[tuple[str, bool]]:
    """``[(segment, followed_by_param)]`` for the path's static segments, base segments
    (:func:`base_segment`) left out; a parameter glued to the literal text before it is no
    word of the segment (``/_api/resource{board}/{lane}`` → ``[('resource', True)]``): its
    value is a caller's text, often a path of its own. A base segment after a member a
    static segment and its parameter address is no base but a part of that member (rule
    ``name.member-api``: ``/user/{id}/api/disable``, the user's API access →
    ``[('user', True), ('api', False), ('disable', False)]``)."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    out = []
    for i, seg in enumerate(segments):
        if seg.startswith("{") or REDACTION_MARKER.fullmatch(seg) or \
                base_segment(seg) and not any(param_follows for _, param_follows in out):
            continue
        nxt = segments[i + 1] if i + 1 < len(segments) else ""
        glued = glued_parameter(seg)
        out.append((HOLE.sub("", seg) if glued else seg,
                    glued or nxt.startswith("{") or bool(REDACTION_MARKER.fullmatch(nxt))))
    return out


# segments after which the next names the action a POST performs (``/action/flush/logs``)
ACTION_SEGMENTS = frozenset({"action", "actions"})


def action_after_segment(path: str) -> tuple[int, list[str]] | None:
    """``(index among the static segments, words)`` of the static segment that follows an
    ``action``/``actions`` segment (``/action/flush/logs`` → ``(1, ['flush'])``; rules
    ``name.action-segment`` and ``side-effect.action-*``), or ``None`` without one."""
    segments = static_segments(path)
    for i, (seg, param_follows) in enumerate(segments[:-1]):
        if seg.lower() in ACTION_SEGMENTS and not param_follows:
            return i + 1, unglued(words(segments[i + 1][0]))
    return None


def glued_segment(path: str) -> tuple[int, list[str]] | None:
    """``(index among the static segments, [verb, noun])`` of the last static segment that is
    no number when it is one lower-case word :func:`~.action_words.unglued` splits into an
    action verb and its noun and only parameters and numbers follow it
    (``/ajax/deleterestriction/0/{userId}`` → ``(1, ['delete', 'restriction'])``; rules
    ``side-effect.glued-action`` and ``name.action-segment``), else ``None`` (``/ajax/editor/
    {id}``, ``/books/{id}``)."""
    segments = static_segments(path)
    named = [i for i, (seg, _) in enumerate(segments) if not seg.isdigit()]
    if not named:
        return None
    said = words(segments[named[-1]][0])
    split = unglued(said)
    return (named[-1], split) if len(said) == 1 < len(split) else None


def rpc_split(path: str) -> tuple[list[str], list[str], str] | None:
    """``(resource words, action words, separator)`` of a last path segment
    ``resource.action`` or ``resource:action`` (the resource may be a path parameter:
    ``{apiEndpoint}.delete``: its name's words), whatever the action's words are; ``None``
    otherwise, or when the resource is a prefix segment (``api``, ``v1``, ``graphql``)."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    if not segments:
        return None
    last = segments[-1]
    separator = ":" if ":" in last.lstrip("{").split("}")[-1] else "."
    resource, found, action = last.rpartition(separator)
    action_words, resource_words = words(action), words(resource.strip("{}"))
    if not found or not action_words or not resource_words or SKIP_SEGMENTS.match(resource):
        return None
    return resource_words, action_words, separator


def rpc_parts(path: str) -> tuple[list[str], list[str], str] | None:
    """:func:`rpc_split` of a last path segment that names an action on a resource: RPC style
    ``documents.list`` (``.``; the action must start with a verb) or a custom method
    ``clients:batchDelete`` (``:``, AIP-136: always an action)."""
    split = rpc_split(path)
    if split is None:
        return None
    action_words = split[1]
    if split[2] == "." and not rpc_verb(action_words[0]) and not trailing_verb(action_words):
        return None
    return split


def rpc_verb(word: str) -> bool:
    """Whether ``word`` names an action when it starts an RPC action phrase."""
    return word in ACTION_VERBS or word in CRUD_VERBS or word in RPC_VERBS or word in EFFECTS


def trailing_verb(action: list[str]) -> bool:
    """Whether an RPC action phrase ends with its verb (``notificationsSubscribe``)."""
    return len(action) > 1 and action[-1] in EFFECTS and action[-1] not in NOUN_LIKE


GRPC_SERVICE = re.compile(r"^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*\.[A-Z]\w*$")   # v1.Backrest
GRPC_METHOD = re.compile(r"^([A-Z][A-Za-z0-9]*_)?[A-Z][A-Za-z0-9]*$")      # GetConfig, UI_GetProject


def grpc_method(path: str) -> str | None:
    """The method of a gRPC-style path ``/<package>.<Service>/<Method>`` (Connect, gRPC-web,
    Twirp: ``/v1.Backrest/GetConfig`` → ``GetConfig``), or ``None``."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    if len(segments) >= 2 and GRPC_SERVICE.match(segments[-2]) and \
            GRPC_METHOD.match(segments[-1]):
        return segments[-1]
    return None


def rpc_method_name(path: str) -> str | None:
    """Rule ``name.grpc-method``: a gRPC-style method is named by its own words, the verb first
    (``/v1.Backrest/GetConfig`` → ``get_config``, ``ListSnapshots`` → ``list_snapshots``);
    ``None`` for other paths."""
    method = grpc_method(path)
    if method is None:
        return None
    prefix, action = grpc_parts(method)
    found = words(action)
    return "_".join([RPC_VERBS.get(found[0], found[0])] + prefix + found[1:])[:MAX_NAME].strip("_")


def grpc_parts(method: str) -> tuple[list[str], str]:
    """A gRPC method's namespace prefix words and its action: a method written
    ``<Prefix>_<Action>`` groups its actions under the prefix (``UI_ListDeployments`` →
    ``(['ui'], 'ListDeployments')``: the verb is the action's first word, so the name is
    ``list_ui_deployments``); a method without ``_`` is its own action (``([], 'GetConfig')``)."""
    prefix, _, action = method.rpartition("_")
    return words(prefix), action


def rpc_listing_name(path: str) -> str | None:
    """Rule ``name.rpc-listing``: an RPC-style action that is one past participle or plural
    noun after a dot lists things (:func:`~.side_effects.rpc_listing`), and is named so (``documents.archived`` → ``list_archived_documents``,
    ``collections.memberships`` → ``list_collection_memberships``); ``None`` otherwise."""
    from .side_effects import rpc_listing
    parts = rpc_split(path)
    if parts is None or rpc_parts(path) is not None:
        return None
    resource, action, separator = parts
    listing = rpc_listing(action, separator)
    if listing == "side-effect.rpc-participle":
        nouns = action + resource
    elif listing == "side-effect.rpc-plural":
        nouns = resource[:-1] + [singular(resource[-1])] + action
    else:
        return None
    return "_".join(["list"] + nouns)[:MAX_NAME].strip("_")


def rpc_name(path: str) -> str | None:
    """``documents.list`` → ``list_documents``, ``accessRequests.approve`` →
    ``approve_access_request``, ``collections.add_user`` → ``add_collection_user``,
    ``clients:batchDelete`` → ``batch_delete_clients`` (rule ``name.rpc-action``), or ``None``
    when the last segment is no action on a resource (:func:`rpc_parts`)."""
    parts = rpc_parts(path)
    if parts is None:
        return None
    resource_words, action_words, separator = parts
    if separator == "." and not rpc_verb(action_words[0]):     # notificationsSubscribe
        action_words = action_words[-1:] + action_words[:-1]
    if separator == ":":                          # the whole verb phrase, then the resource
        return "_".join(action_words + resource_words)[:MAX_NAME].strip("_")
    verb = RPC_VERBS.get(action_words[0], action_words[0])
    nouns = resource_words if verb == "list" else \
        resource_words[:-1] + [singular(resource_words[-1])]
    return "_".join([verb] + nouns + action_words[1:])[:MAX_NAME].strip("_")


GRAPHQL_SUFFIXES = frozenset({"query", "mutation", "subscription", "operation", "gql"})
UI_SUFFIXES = frozenset({"route", "page", "screen", "view", "component", "modal", "container",
                         "dialog", "panel", "widget"})
QUERY_VERBS = READ_ACTIONS | {"get", "fetch", "find", "show", "read", "info", "load"}


def words_are_verb(word: str) -> bool:
    """Whether ``word`` is an action, CRUD or read verb (``delete``, ``list``, ``archive``)."""
    return word in ACTION_VERBS | QUERY_VERBS | CRUD_VERBS or word in RPC_VERBS


def propose_graphql(operation_type: str, operation_name: str | None) -> tuple[str, str]:
    """Rule ``name.graphql-operation``: the operation's name without the client's naming
    conventions — a trailing ``Query``/``Mutation``/``Subscription`` and then, only after
    one (the ``<Component>Query`` convention), a trailing UI word (``AlbumRouteQuery`` →
    ``album``, ``PlaylistDetailsModalQuery`` → ``playlist_details``); a UI word that is the
    object of a lone verb stays (``DeletePage``, ``DeletePageMutation`` → ``delete_page``). A mutation names its action (verb first, by GraphQL convention:
    ``PausePlaybackMutation`` → ``pause_playback``); a query whose name starts with no read
    verb is a ``get`` (``Articles`` → ``get_articles``, ``LikeControlQuery`` →
    ``get_like_control``), a subscription a ``watch``."""
    parts = words(operation_name or "")
    named = len(parts)
    while len(parts) > 1 and parts[-1] in GRAPHQL_SUFFIXES:
        parts = parts[:-1]
    conventional = len(parts) < named           # `<Component>Query`: the Relay convention
    while conventional and len(parts) > 1 and parts[-1] in UI_SUFFIXES \
            and not (parts[-1] == "page" and len(parts) == 2 and words_are_verb(parts[0])):
        parts = parts[:-1]
    parts = parts or ["operation"]
    if operation_type == "mutation":
        if parts[0] in RPC_VERBS:
            parts[0] = RPC_VERBS[parts[0]]
        elif parts == ["operation"]:
            parts = ["run"] + parts
    elif parts[0] not in QUERY_VERBS or operation_type == "subscription":
        parts = [{"subscription": "watch"}.get(operation_type, "get")] + parts
    elif parts[0] in RPC_VERBS:
        parts[0] = RPC_VERBS[parts[0]]
    name = re.sub(r"_+", "_", "_".join(parts))[:MAX_NAME].strip("_")
    return name, "name.graphql-operation"


def selection_name(selection: tuple[str, ...]) -> str | None:
    """Rule ``name.graphql-selection``: the words an anonymous operation is named by, from the
    fields it selects (:attr:`~code2skill.requests.GraphQLOp.selection`): the inner field when
    it starts with a verb (``assets { deleteAsset }`` → ``deleteAsset``), followed by the
    namespace when the verb is all it says (``assets { list }`` → ``list Assets``), else the
    namespace and the field (``pages { single }`` → ``pages Single``); ``None`` when nothing
    is selected alone."""
    if not selection:
        return None
    inner = words(selection[-1])
    if len(selection) == 1 or not inner:
        return selection[-1]
    if words_are_verb(inner[0]):
        return selection[-1] + (" " + selection[0] if len(inner) == 1 else "")
    return f"{selection[0]} {selection[-1]}"


# one-word names of the callback a dialog calls when the user answers yes (jQuery-confirm's
# ``confirm() {…}``, ``ok``, ``accept``)
DIALOG_ANSWERS = ("confirm", "ok", "accept", "yes")


def get_write_action(path: str) -> str | None:
    """The action word a ``GET``'s path ends in when it writes (rule
    ``side-effect.get-action``: ``GET /providerauth/logout`` → ``logout``), else ``None``
    (imported here: that module reads this one's word helpers)."""
    from .action_words import GET_EFFECTS
    from .side_effects import get_action
    word = get_action(path)
    return word if word is not None and GET_EFFECTS.get(word, "read") != "read" else None


def get_verb_words(path: str) -> list[str] | None:
    """The words of a ``GET``'s last segment up to and including the write word its verb
    phrase names (rule ``side-effect.get-verb-phrase``: ``setOptions`` → ``['set']``,
    ``forceUpdateBlockLists`` → ``['force', 'update']``, ``downloadAndInstall`` →
    ``['download', 'and', 'install']``), else ``None`` (imported here: that module reads this
    one's word helpers)."""
    from .side_effects import get_segment_words, get_verb_phrase
    found = get_segment_words(path)
    word = get_verb_phrase(found) if found else None
    if word is None or word not in found:
        return None
    return found[:len(found) - found[::-1].index(word)]


# read verbs a GET's procedure-named last segment starts with (``getTags``, ``fetchUser``,
# ``loadMonthForReading``, ``checkChangelog``, ``suggestTags``); ``search``, ``query``,
# ``export``, ``preview`` start noun compounds as often (``searchResults``, ``exportFormats``:
# :data:`COMPOUND_NOUNS`, left out below)
PROCEDURE_READS = frozenset({"get", "fetch", "find", "show", "read", "load", "list", "count",
                             "check", "lookup"}) | (READ - NOUN_LIKE)
# verbs a write's procedure-named last segment starts with: any action word (``saveLog``,
# ``changePassword``, ``reorderFiles``, ``addTagToLog``) but ``new``, an adjective there
# (``newTag``)
PROCEDURE_WRITES = (PATH_VERBS | SEGMENT_CRUD | PROCEDURE_READS | frozenset(EFFECTS)) - {"new"}
# verbs that are no nouns, so that they start a procedure's name written in snake_case or
# kebab-case too (``/calendar/get_events``, ``/api/get-users``, ``/logs/save-log``), where
# other first words start noun compounds as often (``list_items``, ``query-snippets``)
SEPARATED_VERBS = frozenset({"get", "fetch", "save"})
SEPARATED = re.compile(r"[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+")


def procedure_phrase(method: str, path: str) -> tuple[str, list[str]] | None:
    """Rule ``name.action-segment`` for a last segment written as a procedure's name: ``(verb,
    object words)`` of a static last segment in camelCase (:data:`~.side_effects.CAMEL_PHRASE`:
    a lower-case verb followed by capitalised words), or in snake_case or kebab-case starting
    with a verb that is no noun (:data:`SEPARATED_VERBS`: ``get_events``), whose verb, past the words saying how many
    or how (:func:`~.action_words.action_phrase`), is a read verb of a ``GET``/``HEAD``
    (:data:`PROCEDURE_READS`) or an action word of another method (:data:`PROCEDURE_WRITES`),
    never a word that starts noun compounds (:data:`COMPOUND_NOUNS`). ``get`` (``fetch``,
    ``find``, ``show``, ``read``) is ``list`` when its object ends in a plural (``GET
    /logs/getTags`` → ``('list', ['tags'])``), else ``get`` (``getLog`` → ``('get',
    ['log'])``); a storing verb before ``new`` creates (:func:`~.action_words.makes_new`:
    ``saveNewTag`` → ``('create', ['tag'])``); ``addTagToLog`` → ``('add', ['tag', 'to',
    'log'])``. ``None`` for any other path (``/logs/{id}``, ``/allPins``, ``/searchTag``, a
    verb alone: ``/users/login``)."""
    from .side_effects import CAMEL_PHRASE
    final = path.split("?")[0].rstrip("/").rsplit("/", 1)[-1]
    if not CAMEL_PHRASE.fullmatch(final) and not (
            SEPARATED.fullmatch(final) and words(final)[0] in SEPARATED_VERBS):
        return None
    said = action_phrase(words(final))
    said = [ABBREVIATIONS.get(said[0], said[0])] + said[1:]
    verb, thing = said[0], said[1:]
    allowed = PROCEDURE_READS if method in ("GET", "HEAD") else PROCEDURE_WRITES
    if not thing or verb not in allowed or verb in COMPOUND_NOUNS:
        return None
    if makes_new(said):
        return "create", thing[1:]
    verb = RPC_VERBS.get(verb, verb)
    if verb == "get" and singular(thing[-1]) != thing[-1]:
        verb = "list"
    return verb, thing


def said_again(segment: str, thing: list[str]) -> bool:
    """Whether every word of a static ``segment`` before a procedure's name is among the words
    of its object (singular or not): ``logs`` of ``/logs/addTagToLog`` (``tag to log``) names
    nothing the name does not, so the name leaves it out (rule ``name.no-repeats``)."""
    said = {singular(w) for w in thing}
    found = words(segment)
    return bool(found) and all(singular(w) in said for w in found)


def value_setter(method: str, path: str):
    """:func:`code2skill.passes.setters.setter` (imported here: that module reads this one's
    word helpers)."""
    from .setters import setter
    return setter(method, path)


def settings_key(method: str, path: str) -> bool:
    """:func:`code2skill.passes.side_effects.settings_key` (imported here: that module reads
    this one's word helpers): a ``PATCH /config/upload`` writes the key ``upload``, it is no
    action segment."""
    from .side_effects import settings_key as key
    return key(method, path)


def leaf_words(function: str | None) -> list[str]:
    """The words of a function's own name (for rule ``name.function-verb``), its last dotted
    part (``spaceService.getSpaces`` → ``['get', 'spaces']``); ``[]`` for an anonymous
    callback, whose recorded name is the call it is passed to (``<callback
    dialogRef.afterClosed().subscribe>``: RxJS's ``subscribe``, ``<callback promise.then>``),
    never a verb of the business operation; likewise a function named only by a dialog's
    answer (:data:`DIALOG_ANSWERS`: the ``confirm() {…}`` a confirmation dialog calls back):
    the user's answer, not the operation it starts; so is the answer word before the
    operation's verb (``confirmDelete`` → ``['delete']``, ``acceptInvite``: ``['invite']``;
    ``confirmEmail`` keeps ``confirm``, followed by a noun). A name that holds a
    credential's shape (:func:`~code2skill.redact.redact` changes it: ``getAKIA…Meta``, a key
    glued among its words) gives none: its words would copy the key into the Tool's name."""
    if not function or function.startswith("<"):
        return []
    own = function.split(".")[-1]
    if "<redacted:" in own or redact(own) != own:
        return []
    found = operation_words(words(own))  # rule name.request-prefix
    if found[:1] and found[0] in DIALOG_ANSWERS and found[1:2] and \
            found[1] in ACTION_VERBS | SEGMENT_CRUD:
        return found[1:]                              # confirmDelete: the answer starts a delete
    return [] if found in ([w] for w in DIALOG_ANSWERS) else found


def propose(method: str, path: str, function: str | None) -> tuple[str, str]:
    """``(name, rule)`` for an endpoint called from ``function`` (qualified name or ``None``);
    a redacted value in the path stands where a parameter would (rule
    ``name.no-redaction-marker``: ``/reset-password/<redacted:path-token>`` is named as
    ``/reset-password/{}``), also one the path's redaction finds only in the joined text
    (``/api/split/${'AKIA'}QZ7…``: its pieces are no key, the path is), so no name holds a
    secret the path template hides."""
    path = REDACTION_MARKER.sub("{}", redact(path))
    method_name = rpc_method_name(path)
    if method_name is not None:
        return method_name, "name.grpc-method"
    rpc = rpc_name(path)
    if rpc is not None:
        return rpc, "name.rpc-action"
    listing = rpc_listing_name(path)
    if listing is not None:
        return listing, "name.rpc-listing"
    segments = static_segments(path)
    ends_with_param = bool(PARAM_END.search(path.split("?")[0]))    # /notes/{name}.md too
    verb, rule = None, "name.method"
    nouns = segments
    procedure = procedure_phrase(method, path) if segments and not ends_with_param else None
    if procedure is not None:                     # POST /logs/addTagToLog, GET /logs/getTags
        verb, rule = procedure[0], "name.action-segment"
        nouns = [seg for seg in segments[:-1] if not said_again(seg[0], procedure[1])] + \
            [("-".join(procedure[1]), False)]
    elif segments:
        last = words(segments[-1][0])
        last = [ABBREVIATIONS.get(w, SIGN_IN_STEPS.get(w, w)) for w in last[:1]] + \
            last[1:]                                   # delSysHistory, /api/firstfactor
        last = unglued(last)                                               # deletefaces
        phrase = len(last) == 1 or (0 < len(last) <= 3 and method not in ("GET", "HEAD")
                                    and last[0] not in COMPOUND_NOUNS)   # '-', '🙂': no words
        if last and phrase and (last[0] in PATH_VERBS | SEGMENT_CRUD
                                or method == "GET" and last[0] in GET_ONLY_WRITES) \
                and not ends_with_param and not settings_key(method, path) and (
                method not in ("GET", "HEAD") or last[0] in READ_ACTIONS
                or method == "GET" and get_write_action(path) == last[0]):
            verb, rule = last[0], "name.action-segment"    # GET …/restart: a write action
            nouns = segments[:-1] + ([("-".join(last[1:]), False)] if len(last) > 1 else [])
            if method == "DELETE" and verb != "delete":      # DELETE …/deleteUser
                verb = "un" + verb if verb in REVERSIBLE else "delete_" + verb
    phrased = get_verb_words(path) if verb is None and method == "GET" and segments \
        and not ends_with_param else None
    if phrased is not None:                            # GET …/forceUpdateBlockLists
        verb, rule = "_".join(phrased), "name.action-segment"
        rest = words(segments[-1][0])[len(phrased):]
        nouns = segments[:-1] + ([("-".join(rest), False)] if rest else [])
    sets = value_setter(method, path) if verb is None else None
    if sets is not None and sets.action and sets.words[0] in PATH_VERBS:
        verb, rule = sets.words[0], "name.action-segment"          # POST …/rename/{name}
        nouns = segments[:-1] + ([("-".join(sets.words[1:]), False)]
                                 if len(sets.words) > 1 else [])
    acted = action_after_segment(path) if verb is None and method == "POST" else None
    if acted is not None and acted[1] and acted[1][0] in ACTION_VERBS | SEGMENT_CRUD:
        verb, rule = acted[1][0], "name.action-segment"             # POST /action/flush/logs
        nouns = [seg for i, seg in enumerate(segments) if i not in (acted[0] - 1, acted[0])] \
            + ([("-".join(acted[1][1:]), False)] if len(acted[1]) > 1 else [])
    glued = glued_segment(path) if verb is None and method == "POST" and ends_with_param \
        else None
    if glued is not None and glued[1][0] in PATH_VERBS | SEGMENT_CRUD:
        at, (verb, noun) = glued[0], glued[1]                # POST /ajax/editbooks/{field}
        rule = "name.action-segment"
        nouns = segments[:at] + [(noun, segments[at][1])] + segments[at + 1:]
    if verb is None and method == "GET" and len(segments) > 1 and \
            words(segments[0][0])[:1] and words(segments[0][0])[0] in READ_ACTIONS:
        verb, rule = words(segments[0][0])[0], "name.action-segment"   # GET /search/tasks
        nouns = segments[1:]
    if verb is None and function:
        leaf = leaf_words(function)
        nouns_here = {singular(w) for seg, _ in segments for w in words(seg)}
        if leaf and (leaf[0] in ACTION_VERBS or (method == "POST" and leaf[0] in POST_VERBS)) \
                and leaf[0] not in ("query", "lookup") \
                and not (method in ("GET", "HEAD") and EFFECTS.get(leaf[0], "read") != "read") \
                and singular(leaf[0]) not in nouns_here:       # chargeCharges: not a verb here
            verb, rule = leaf[0], "name.function-verb"
    if verb is None and sets is not None and not sets.action:
        verb, rule = "set", "name.value-setter"                   # POST …/mode/{mode}
    noun_words: list[str] = []
    plural = verb in READ_ACTIONS or (verb is None and method == "GET" and not ends_with_param)
    glued = glued_literals(path)
    for i, (seg, param_follows) in enumerate(nouns):
        parts = words(seg)
        is_last = i == len(nouns) - 1
        if not (is_last and plural and not param_follows) and seg not in glued:
            parts = parts[:-1] + [singular(parts[-1])] if parts else parts
        noun_words.extend(parts)
    if verb is None:
        last_word = words(segments[-1][0])[-1] if segments and words(segments[-1][0]) else ""
        collection = bool(last_word) and not ends_with_param and singular(last_word) != last_word
        verb = {"GET": "list" if collection else "get", "POST": "create", "PUT": "update",
                "PATCH": "update", "DELETE": "delete", "HEAD": "check",
                "OPTIONS": "describe"}.get(method, "call")
    deduped = without_repeats([w for w in noun_words if not (
        w == verb and verb in CRUD_VERBS | {"get"})])
    if (not deduped or glued_parent(path)) and function:   # POST /search, /resource{board}/{x}
        leaf = leaf_words(function)
        leaf = leaf[:1] + leaf[2:] if makes_new(leaf) else leaf         # createNewLane
        if len(leaf) > 1 and RPC_VERBS.get(leaf[0], leaf[0]) == verb:    # same action only
            deduped, rule = leaf[1:], "name.function-nouns"
    elif function and opaque_words(deduped, leaf_words(function), verb):   # GET /i/meta/{image}
        deduped, rule = leaf_words(function)[1:], OPAQUE_RULE
    name = "_".join([verb] + deduped) if deduped else verb
    name = re.sub(r"_+", "_", name)[:MAX_NAME].strip("_")
    if not re.match(r"^[a-z]", name):
        name = "call_" + name
    if rule in ("name.method", "name.action-segment") and any(
            base_segment(seg) for seg, _ in nouns):
        rule = MEMBER_API_RULE                            # POST /user/{id}/api/disable
    return name, rule


MEMBER_API_RULE = "name.member-api"


OPAQUE_RULE = "name.opaque-segment"


def opaque_words(nouns: list[str], leaf: list[str], verb: str) -> bool:
    """Rule ``name.opaque-segment``: whether a name's path ``nouns`` hold a word of one letter
    (``/i/meta/{image}``: ``i``, a route's short code that names nothing) and the function
    making the request (its words ``leaf``) says the same verb (``get``; ``fetch``, ``load`` …
    alike, :data:`RPC_VERBS`) before every other noun of the path (``GetImageMeta``: ``meta``):
    its words name the thing better (``get_image_meta``)."""
    short = [w for w in nouns if len(w) == 1 and w.isalpha()]
    return bool(short) and len(leaf) > 1 and RPC_VERBS.get(leaf[0], leaf[0]) == verb and \
        all(w in leaf[1:] or singular(w) in leaf[1:] for w in nouns if w not in short)


# names that are a verb and say no operation without an object (lint C2S-L009's bare verbs)
BARE_VERBS = frozenset({"get", "list", "create", "update", "delete", "send", "call", "post",
                        "put", "patch", "fetch", "read", "write", "save", "remove", "add", "set",
                        "load", "submit", "upsert", "query", "run", "invoke", "exec", "do",
                        "check", "describe", "handle", "process", "perform", "make", "request",
                        "execute", "dispatch", "proxy"})
VERB_OBJECT_RULE = "name.verb-object"


def with_object(name: str, path: str) -> str | None:
    """Rule ``name.verb-object``: a proposed ``name`` that is a bare verb (:data:`BARE_VERBS`:
    ``get`` of ``GET /api/{url}``, whose static segments the endpoint name skips) takes an
    object, the words of the path's segments in order, static ones and parameter names alike,
    the verb and repeats left out (``get_api_url``, ``create_type`` of ``POST /{type}``), or
    ``root`` for a path with none (``GET /`` → ``get_root``), so that no Tool is named by a verb
    alone; ``None`` for any other name."""
    if name not in BARE_VERBS:
        return None
    found = [w for s in path.split("?")[0].split("/") if s for w in words(s.strip("{}"))]
    found = without_repeats([w for w in found if w != name])
    return well_formed("_".join([name] + (found or ["root"])))


COLLECTION_ACTION_RULE = "name.collection-action"
# action words that act on the caller's own session, not on the collection before them
SESSION_ACTIONS = frozenset({"login", "logout", "signin", "signout", "signup", "register",
                             "logon", "logoff"})


def collection_action(method: str, path: str, name: str, inputs: dict) -> str | None:
    """Rule ``name.collection-action``: the name of an action on a whole collection — a
    ``POST`` with no path parameter whose last segment is one action word that updates or
    deletes (no session's: :data:`SESSION_ACTIONS`), right after a plural noun
    (``POST /api/feeds/refresh``: every feed) — with that noun plural (``refresh_feed`` →
    ``refresh_feeds``), when it takes no input at all (``inputs``: an ``{id}``, or a body
    whose fields the source does not show, may say which one); ``None`` otherwise."""
    segments = static_segments(path)
    if method != "POST" or "{" in path or len(segments) < 2 or segments[-2][1]:
        return None
    action, noun = words(segments[-1][0]), words(segments[-2][0])
    if len(action) != 1 or action[0] in SESSION_ACTIONS or \
            EFFECTS.get(action[0]) not in ("update", "delete") or not noun or \
            singular(noun[-1]) == noun[-1] or inputs:
        return None
    one = f"_{singular(noun[-1])}"
    return name[:-len(one)] + "_" + noun[-1] if name.endswith(one) and \
        name.startswith(action[0] + "_") else None


def without_repeats(nouns: list[str]) -> list[str]:
    """Rule ``name.no-repeats``: a run of words that repeats the run just before it is said
    once (``sys_login_log_login_log`` → ``sys_login_log``, ``user_user`` → ``user``)."""
    out: list[str] = []
    for w in nouns:
        out.append(w)
        for k in range(1, len(out) // 2 + 1):
            if out[-k:] == out[-2 * k:-k]:
                del out[-k:]
                break
    return out


def operation_name(proposed: str, action: list[str]) -> str:
    """Rule ``name.discriminator-value``: ``proposed`` with its verb replaced by the action
    words of a pinned value (``create_document_bulk_edit`` + ``['add', 'tag']`` →
    ``add_tag_document_bulk_edit``)."""
    rest = proposed.split("_", 1)[1] if "_" in proposed else ""
    return "_".join(action + ([rest] if rest else []))[:MAX_NAME].strip("_")


def value_suffix(name: str, value: object) -> str:
    """``name`` with the words of a pinned value or a body encoding added (``search_book`` +
    ``'album'`` → ``search_book_album``); unchanged when the value has no words."""
    parts = value_words(str(value))
    return "_".join([name] + parts)[:MAX_NAME].strip("_") if parts else name


# the verb a name starts with for each side effect when its own verb contradicts it
EFFECT_VERBS = {"create": "create", "update": "update", "delete": "delete"}
# verbs that stand for one of them whatever the resource
CRUD_SYNONYMS = frozenset({"insert", "new", "edit", "modify", "remove", "destroy"})
NAME_VERB_EFFECTS = {**EFFECTS, "list": "read", "get": "read", "describe": "read"}


def name_effect(name: str, addressed: bool = True) -> str | None:
    """The side effect the verb a name starts with says (``set_avatar`` → ``update``,
    ``add_collection_user`` → ``update``, ``list_x`` → ``read``), or ``None``. ``add``/
    ``remove`` change a membership of an addressed resource; with none (``addressed`` false:
    ``add_repository`` for ``POST /interpreter/repository``, a path with no parameter) they
    create and delete the thing they name."""
    parts = name.split("_")
    if parts[0] in MEMBERSHIP and len(parts) > 1 and addressed:
        return "update"
    return NAME_VERB_EFFECTS.get(parts[0])


def addresses_member(path: str) -> bool:
    """Whether a path template addresses a member: a parameter after its first static
    segment (``/collections/{id}/users``; not ``/{base}/api/repository``, whose leading
    parameter is a deployment prefix, nor ``/interpreter/repository``)."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    first = next((i for i, s in enumerate(segments) if "{" not in s), len(segments))
    return any("{" in s for s in segments[first + 1:])


# side effects a name's verb cannot say for a capability of the other (an update verb such as
# ``cancel`` may name a ``DELETE``, ``set`` a ``POST`` that creates)
CONTRADICTIONS = frozenset({("read", "create"), ("read", "update"), ("read", "delete"),
                            ("create", "delete"), ("delete", "create")})


def function_words_name(functions: list[str | None]) -> str:
    """Rule ``name.function-verb`` for a ``GET`` whose functions' verb says the write it takes
    (``side-effect.verb-method-disagree``): the words of the first naming function (sorted),
    verb first (``approveDeleteMe`` → ``approve_delete_me``)."""
    leaf = sorted(f for f in functions if leaf_words(f))[0]
    return "_".join(leaf_words(leaf))[:MAX_NAME].strip("_")


def without_read_verb(name: str) -> str:
    """``name`` without the read verb a ``GET``'s name starts with, when more follows
    (``get_invite`` → ``invite``, ``list_items`` → ``items``): a write the page's words give a
    ``GET`` takes its own verb (:func:`with_effect_verb`), never after ``get``."""
    verb, _, rest = name.partition("_")
    return rest if verb in ("get", "list") and rest else name


def with_effect_verb(name: str, effect: str) -> str:
    """Rule ``name.follows-side-effect`` for a write whose effect the wrapper's verb gives
    (``side-effect.verb-method-disagree``): ``name`` with the verb of ``effect`` in place of
    its generic CRUD verb or a synonym of one (``update_comment`` of a create →
    ``create_comment``, ``edit_user`` of a create → ``create_user``), or before an action
    word that names no CRUD operation (``follow`` → ``create_follow``); a name whose verb
    already says ``effect`` is kept (``upload_trail``)."""
    parts = name.split("_")
    if name_effect(name) == effect:
        return name                                       # upload_trail of a create
    rest = parts[1:] if parts[0] in EFFECT_VERBS.keys() | CRUD_SYNONYMS else parts
    return "_".join([EFFECT_VERBS[effect]] + rest)[:MAX_NAME].strip("_")


def agree(name: str, effect: str) -> tuple[str, bool]:
    """Rule ``name.follows-side-effect``: ``(name, changed)`` — a name whose verb says a side
    effect that contradicts the capability's (a read named ``create_…``, a write named
    ``list_…``, a delete named ``create_…``: :data:`CONTRADICTIONS`, either way; or a generic
    ``create_``/``update_``/``delete_`` of another write: ``create_auth_change_password`` of an
    update) takes the verb
    of its side effect instead (``create_documents_archived`` read →
    ``list_documents_archived``; a read naming a plural is a ``list``, else a ``get``), or
    drops its first word when the next one is a verb saying the right effect
    (``create_get_api_list`` of a read → ``get_api_list``); any other name is kept."""
    parts = name.split("_")
    said = name_effect(name)
    generic = parts[0] in EFFECT_VERBS and effect in EFFECT_VERBS   # create_… of an update
    if said is None or said == effect or (not generic and (said, effect) not in CONTRADICTIONS
                                          and (effect, said) not in CONTRADICTIONS):
        return name, False
    rest = parts[1:]
    if rest and rest[0] in NAME_VERB_EFFECTS and name_effect("_".join(rest)) == effect:
        return "_".join(rest), True            # create_get_api_list of a read: get_api_list
    if effect == "read":
        verb = "list" if any(singular(w) != w for w in rest) else "get"
    else:
        verb = EFFECT_VERBS[effect]
    rest = without_repeats([w for w in rest if w != verb])       # rule name.no-repeats
    return "_".join([verb] + rest)[:MAX_NAME].strip("_"), True


def well_formed(name: str) -> str:
    """Rule ``name.well-formed``: ``name`` as a Tool name may be (``^[a-z][a-z0-9_]{0,63}$``),
    whatever rule made it: lower case, every other character a ``_``, runs of ``_`` joined,
    ``call_`` before a name that does not start with a letter (an RPC verb ``10`` of
    ``/false limit:10``), at most :data:`MAX_NAME` characters."""
    name = re.sub(r"_+", "_", re.sub(r"[^a-z0-9_]", "_", name.lower())).strip("_")
    if not re.match(r"[a-z]", name):
        name = f"call_{name}".rstrip("_")
    return name[:MAX_NAME].rstrip("_")


def unique_names(proposals: list[tuple[str, str]], paths: list[str] | None = None,
                 meanings: list[str | None] | None = None) -> list[tuple[str, bool]]:
    """Make proposals unique, deterministically: ``[(name, renamed?)]`` in input order.
    Each proposal is ``(name, method)``; a collision between methods takes the verb each
    method's proposals mean when ``meanings`` (each proposal's :func:`method_meaning`) tells
    them apart (rule ``name.method-meaning``: :func:`meant_names`), else the method; one
    left (within a method) takes the static path segment that tells its endpoint apart when
    ``paths`` (each proposal's path template) shows one (rule ``name.path-segment``:
    ``GET /projects`` and ``GET /projects/export`` are ``list_projects`` and
    ``list_projects_export``), and only then a number; a path's redacted text is no such
    segment (rule ``name.no-redaction-marker``)."""
    methods: dict[str, set[str]] = {}
    for name, method in proposals:
        methods.setdefault(name, set()).add(method)
    meant = meant_names(proposals, meanings or [None] * len(proposals))
    candidates = [meant.get((name, method)) or f"{name}_{method.lower()}"[:MAX_NAME]
                  if len(methods[name]) > 1 else name for name, method in proposals]
    if paths is not None:
        candidates = with_path_segments(candidates, [REDACTION_MARKER.sub("{}", redact(p))
                                                     for p in paths])
    used: set[str] = set()
    out = []
    for (name, _), candidate in zip(proposals, candidates):
        n = 2
        base = candidate
        while candidate in used:
            candidate = f"{base[:MAX_NAME - 3]}_{n}"
            n += 1
        used.add(candidate)
        out.append((candidate, candidate != name))
    return out


def method_meaning(name: str, functions: list[str | None], effect: str) -> str | None:
    """Rule ``name.method-meaning``: the verb a proposal ``name`` means, to tell it apart from
    another method's proposal of the same name: the verb all its named call-site
    ``functions`` start with (:func:`leaf_words`: ``ShareService.createSharingByQuery`` →
    ``create``) when an action or CRUD verb (:data:`MEANING_VERBS`), else the verb of its
    write side ``effect`` (``create``, ``update``, ``delete``); ``None`` for a read named by
    neither. A read verb of the functions means nothing for a write (``getTOTPSecret``
    making ``PUT /totp/register``: ``update``, never a name saying ``get`` for a ``PUT``)."""
    verbs = {leaf[0] for f in functions if (leaf := leaf_words(f))}
    if len(verbs) == 1 and (verb := min(verbs)) in MEANING_VERBS and not (
            NAME_VERB_EFFECTS.get(verb) == "read" and effect in EFFECT_VERBS):
        return verb
    return EFFECT_VERBS.get(effect)


def meant_names(proposals: list[tuple[str, str]], meanings: list[str | None]
                ) -> dict[tuple[str, str], str]:
    """Rule ``name.method-meaning``: ``{(name, method): name}`` for each name proposed for
    several methods whose proposals of one method all mean one verb (``meanings``), a
    different one for each method (``share`` of ``POST /share`` by ``createSharing`` and of
    ``PUT /share`` by ``updateSharing`` → ``create_share`` and ``update_share``): the verb
    before the name, or in place of its own verb when that is a CRUD verb
    (:func:`meant_name`); a method whose verb is the name's own, or that means none, keeps
    the name. A name whose methods are not so told apart is left out (it takes the
    method)."""
    verbs: dict[str, dict[str, set[str | None]]] = {}
    for (name, method), verb in zip(proposals, meanings):
        verbs.setdefault(name, {}).setdefault(method, set()).add(verb)
    out = {}
    for name, by_method in verbs.items():
        if len(by_method) < 2 or any(len(v) != 1 for v in by_method.values()):
            continue
        named = {method: meant_name(name, min(v, key=str)) for method, v in by_method.items()}
        if len(set(named.values())) == len(named):
            out.update(((name, method), meant) for method, meant in named.items())
    return out


def meant_name(name: str, verb: str | None) -> str:
    """``name`` saying ``verb`` (:func:`meant_names`): unchanged for ``None`` or the name's own
    verb, the name's write verb (:data:`REPLACED_VERBS`: a generic one, ``save_user`` →
    ``update_user``, or another write's, ``create_workflow`` → ``update_workflow``: never
    both verbs glued) replaced, else ``verb`` before it (``share`` → ``create_share``)."""
    parts = name.split("_")
    if verb is None or parts[0] == verb:
        return name
    if parts[0] in REPLACED_VERBS and len(parts) > 1:
        return "_".join([verb, *parts[1:]])[:MAX_NAME]
    return f"{verb}_{name}"[:MAX_NAME]


# verbs a call site's function may mean for a proposal of a method collision
MEANING_VERBS = ACTION_VERBS | CRUD_VERBS | CRUD_SYNONYMS
# verbs of a name that say a write without saying which (create or update)
GENERIC_WRITES = frozenset({"save", "upsert"})
# verbs of a name another method's meant verb replaces (rule name.method-meaning): a generic
# write, or the verb of one write operation, which the meant one contradicts
REPLACED_VERBS = GENERIC_WRITES | EFFECT_VERBS.keys() | CRUD_SYNONYMS


def worded_segments(path: str) -> list[str]:
    """The static segments of a path template, in order (``/a/{id}/b`` → ``['a', 'b']``)."""
    return [s for s in path.split("?")[0].split("/") if s and "{" not in s and words(s)]


def path_params(path: str) -> list[str]:
    """The parameter names of a path template, in order (``/a/{id}/b/{slug}`` → ``['id',
    'slug']``)."""
    return [p for p in re.findall(r"\{([^{}]*)\}", path.split("?")[0]) if words(p)]


def param_words(param: str, name: str) -> str:
    """``id`` for a parameter that is the id of the thing the name ends with (``entityId`` of
    ``get_entity``, ``emailTemplateId`` of ``get_email_template``), else its words
    (``signalId`` of ``list_signal_instances`` → ``signal_id``)."""
    said, named = words(param), name.split("_")
    noun = said[:-1]
    if said[-1] == "id" and noun and named[-len(noun):] == noun:
        return "id"
    return "_".join(said)


def with_path_segments(candidates: list[str], paths: list[str]) -> list[str]:
    """Rule ``name.path-segment``: each name several proposals share, suffixed, for each of
    them whose path has static segments the others' do not all have and the name does not
    already say, by the last such segment (``list_projects`` of ``/projects/export`` →
    ``list_projects_export``); else, for one whose path has parameters the others' do not all
    have, by the last of those (``get_entity`` of ``/entity/{entityId}`` beside ``/entity`` →
    ``get_entity_by_id``: :func:`param_words`); a proposal with neither keeps the name."""
    groups: dict[str, list[int]] = {}
    for i, name in enumerate(candidates):
        groups.setdefault(name, []).append(i)
    out = list(candidates)
    for name, members in groups.items():
        if len(members) < 2:
            continue
        seen = [{w for s in worded_segments(paths[i]) for w in words(s)} for i in members]
        common = set.intersection(*seen) | set(name.split("_"))
        shared = set.intersection(*[set(path_params(paths[i])) for i in members])
        for i in members:
            own = [s for s in worded_segments(paths[i]) if not set(words(s)) <= common]
            extra = [p for p in path_params(paths[i]) if p not in shared]
            if own:
                out[i] = f"{name}_{'_'.join(words(own[-1]))}"[:MAX_NAME]
            elif extra:
                out[i] = f"{name}_by_{param_words(extra[-1], name)}"[:MAX_NAME]
    return out


def title_of(name: str) -> str:
    """A user-facing title from a name (``list_article_comments`` → ``List article comments``)."""
    text = name.replace("_", " ")
    return text[:1].upper() + text[1:]
