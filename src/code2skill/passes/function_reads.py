"""Pass: a ``POST`` the client's own functions name a read (RPC-style APIs that send every
call as a ``POST``: ``getSpaces() → api.post('/spaces', {cursor, limit})``).

The path alone proves nothing here: ``POST /spaces`` reads like a create on a collection and
``POST /pages/recent`` names no action at all. The function that makes the request names what
the client uses it for, and how it pages through or reads the response proves it (seed, "Side
effects"; nothing may look safer than the source proves):

* ``side-effect.function-read`` — every call site of a ``POST`` is made by a function whose
  name starts with a read verb (:data:`READ_VERBS`: ``getSpaces``, ``listChats``,
  ``findPagesByLabel``) and names no write (``getOrCreate…``), and the source corroborates it:
  an input pages through results (:data:`PAGINATION`: ``cursor``, ``limit``, ``page`` …) or the
  response the client reads is a collection (an array, or an object with an array member:
  ``IPagination<ISpace>``, ``{items: […]}``). It is a read, named by the function
  (``list_spaces``). This rule applies when the path's own rule was the method guess, a
  ``POST`` to a collection (``side-effect.rest-create``) or to a measure
  (``side-effect.measure-post``: ``getCounts`` → ``POST /counts``), an action word
  (``POST /pages/trash`` from ``getDeletedPages`` with ``{cursor, limit}``), or a server
  script's read verb (``side-effect.script-read-verb``, reviewed: ``POST
  /ai/fetch_models.php`` whose answer the client reads as a list is then a proven read).
* ``side-effect.function-read-guess`` — the same function names without such corroboration,
  where the path's rule was the method guess or a collection ``POST`` (or an action phrase
  that may be a noun phrase: ``POST /pages/watch-status`` from ``getWatchStatus``,
  :func:`ambiguous_action`): a name never lowers a write method's side effect (a
  ``getCollabToken`` issues a token, ``fetchStartup``'s ``POST /actuator/startup`` drains a
  buffer), so the ``POST`` keeps its method's effect, name and policy, and a ``medium``
  review item says the name and the method disagree (``requires-review``). Any other action
  word in the path without corroboration keeps its write effect silently
  (``POST /billing/checkout`` from ``getCheckoutLink``).
* A ``GET`` taken as a write only because its path ends in an action word
  (``side-effect.get-action``: ``GET /notifications/unread``) is a read by its method when its
  functions name a read (``getAllNotifications``; also a lone read verb under a plural
  namespace, ``release.profiles.clones.list`` → ``list_release_profile_clones``:
  :func:`said_words`), rule ``side-effect.function-read``; the word still keeps it from
  automatic retry (``policy.read-that-writes``, reviewed).
"""
from __future__ import annotations

from dataclasses import dataclass

from .naming import MAX_NAME, UI_SUFFIXES, singular, words

FUNCTION_READ = "side-effect.function-read"
FUNCTION_READ_GUESS = "side-effect.function-read-guess"
READ_VERBS = frozenset({"get", "list", "fetch", "find", "search", "load", "query", "lookup",
                        "count", "retrieve", "read", "show"})
# words that make a read-verb function name a write as well (``getOrCreateUser``)
WRITE_WORDS = frozenset({"or", "and", "create", "update", "delete", "save", "set", "add",
                         "remove", "upsert", "ensure", "make", "insert", "generate", "replace"})
# input names (lower case, separators dropped) that page through results
PAGINATION = frozenset({"cursor", "limit", "page", "offset", "perpage", "pagesize",
                        "pagenumber", "beforecursor", "aftercursor", "pagetoken", "pageindex"})
# the path rules a function's read can override: a guess, a collection POST (uncorroborated
# too), and an action word (only when corroborated)
GUESS_RULES = frozenset({"side-effect.method-guess", "side-effect.rest-create",
                         "side-effect.measure-post"})
GET_ACTION = "side-effect.get-action"
ACTION_RULES = frozenset({"side-effect.action-create", "side-effect.action-update",
                          "side-effect.action-delete"})
# plural words that name one thing's parts, not a collection (``getStripeConnectDetails``)
MASS_NOUNS = frozenset({"details", "stats", "statistics", "contents", "credentials"})
# the array member of a response that is a page of a list
PAGE_MEMBERS = frozenset({"items", "data", "results", "records", "rows", "entries", "list",
                          "nodes", "edges", "content"})
RENAMED_VERBS = {"fetch": "get", "load": "get", "retrieve": "get", "read": "get",
                 "show": "get", "find": "find"}


@dataclass(frozen=True, slots=True)
class FunctionRead:
    """A read the naming functions say: ``rule`` (:data:`FUNCTION_READ` or
    :data:`FUNCTION_READ_GUESS`), ``function`` the leaf name that says it, ``proof`` what
    corroborates it (``"input cursor pages through results"``) or ``None``."""

    rule: str
    function: str
    proof: str | None


def said_words(function: str) -> list[str]:
    """The words a function's name says (rule ``side-effect.function-read``): its leaf's
    (``spaceService.getSpaces`` → ``['get', 'spaces']``), or, for a leaf that is one read
    verb alone under a namespace whose last part is a plural noun (an API object's
    ``release.profiles.clones.list``: a list of clones, whatever the path's
    ``/clone`` reads like), the verb followed by the namespace's parts, the root object
    left out and all but the last singular (``APIClient.release.profiles.clones.list`` →
    ``['list', 'release', 'profile', 'clones']``)."""
    parts = function.split(".")
    leaf = words(parts[-1])
    owner = words(parts[-2]) if len(parts) > 2 else []
    if len(leaf) != 1 or leaf[0] not in READ_VERBS or not owner \
            or singular(owner[-1]) == owner[-1]:
        return leaf
    nouns = [w for part in parts[1:-1] for w in words(part)]
    return leaf + [singular(w) for w in nouns[:-1]] + nouns[-1:]


def read_verb(function: str | None) -> str | None:
    """The read verb a function's name starts with (:func:`said_words`:
    ``spaceService.getSpaces`` → ``get``, ``client.release.clones.list`` → ``list``), when it has
    more words and none names a write (:data:`WRITE_WORDS`); else ``None`` (``get``,
    ``getOrCreateUser``, ``<callback useEffect>``), and for a name ending in a part of the UI
    (:data:`~.naming.UI_SUFFIXES`: ``showConfigure2FAModal``, ``loadSettingsPage``): it opens
    that part, whatever the requests it makes there do."""
    if not function or "<" in function:
        return None
    said = said_words(function)
    if len(said) < 2 or said[0] not in READ_VERBS or WRITE_WORDS.intersection(said) \
            or said[-1] in UI_SUFFIXES:
        return None
    return said[0]


def named_by(function: str) -> str:
    """The part of a function's qualified name that names the read: its leaf
    (``getSpaces``), or the whole name when :func:`said_words` reads the namespace with the
    leaf (``APIClient.release.profiles.clones.list``)."""
    leaf = function.split(".")[-1]
    return function if len(said_words(function)) > len(words(leaf)) else leaf


def paging_input(properties: dict) -> str | None:
    """The first input (sorted) that pages through results (:data:`PAGINATION`), or
    ``None``."""
    for name in sorted(properties):
        if name.replace("_", "").replace("-", "").lower() in PAGINATION:
            return name
    return None


def collection_output(schema: dict | None, function: str = "") -> str | None:
    """``"an array"`` when the response the client reads is one, ``"member NAME"`` for its
    first array member (sorted) that holds the page of a list (:data:`PAGE_MEMBERS`:
    ``{items, meta}`` of an ``IPagination<T>``) or the things the function names
    (``{sessions: […]}`` of ``getSessions``), else ``None`` (an object that merely has an array
    member, ``{authProviders: […]}``, is no collection)."""
    if not isinstance(schema, dict):
        return None
    if schema.get("type") == "array":
        return "an array"
    named = words(function.split(".")[-1])[-1:] if function else []
    for name, member in sorted((schema.get("properties") or {}).items()):
        if isinstance(member, dict) and member.get("type") == "array" and (
                name.lower() in PAGE_MEMBERS or words(name) == named):
            return f"member {name}"
    return None


def ambiguous_action(path: str) -> bool:
    """Whether the action phrase ending ``path`` may be a noun phrase: several words, the
    last a read word or no action word, and the first a noun too or the last a read word
    (``watch-status``: the status of a watch; ``unread-count``: a count), unlike a verb phrase
    (``mark-read``, ``move-to-space``)."""
    from .action_words import EFFECTS, NOUN_LIKE, READ
    from .side_effects import last_static_words
    last = last_static_words(path)
    return len(last) > 1 and EFFECTS.get(last[-1], "read") == "read" and (
        last[0] in NOUN_LIKE or last[-1] in READ)


def function_read(method: str, rule: str, functions: list[str | None], properties: dict,
                  output: dict | None, ambiguous: bool = False) -> FunctionRead | None:
    """The :class:`FunctionRead` of a ``POST`` whose path rule is ``rule``, made by the
    naming ``functions`` (one per call site), with input ``properties`` and the ``output``
    schema the client reads (rules in the module's docstring); ``ambiguous``: the path's
    action phrase may be a noun phrase (:func:`ambiguous_action`), so an uncorroborated read
    is a reviewed guess as for a guessed effect; ``None`` when the rules do not apply."""
    from .worded_effects import SCRIPT_READ

    get_action = method == "GET" and rule == GET_ACTION
    if not functions or not get_action and (
            method != "POST" or rule not in GUESS_RULES | ACTION_RULES | {SCRIPT_READ}):
        return None
    verbs = {read_verb(f) for f in functions}
    if None in verbs:
        return None
    leaf = sorted(named_by(f) for f in functions if f)[0]
    if get_action:
        return FunctionRead(FUNCTION_READ, leaf, "a GET reads by its method")
    paging = paging_input(properties)
    listed = collection_output(output, leaf)
    proof = (f"input {paging} pages through results" if paging else None) or (
        f"the response the client reads is a collection ({listed})" if listed else None)
    if proof is not None:
        return FunctionRead(FUNCTION_READ, leaf, proof)
    if rule in GUESS_RULES or ambiguous and rule != SCRIPT_READ:
        return FunctionRead(FUNCTION_READ_GUESS, leaf, None)
    return None


def read_name(function: str) -> str:
    """The name of a read a function names (:func:`said_words`; ``getSpaces`` →
    ``list_spaces``, ``APIClient.release.profiles.clones.list`` →
    ``list_release_profile_clones``,
    ``getUnreadCount`` → ``get_unread_count``, ``fetchPageHistory`` → ``get_page_history``,
    ``searchChats`` → ``search_chats``): its words, the verb ``list`` when ``get``-like and the
    last word is plural (not one of :data:`MASS_NOUNS`: ``getConnectDetails`` →
    ``get_connect_details``)."""
    said = said_words(function)
    verb = RENAMED_VERBS.get(said[0], said[0])
    if verb == "get" and singular(said[-1]) != said[-1] and said[-1] not in MASS_NOUNS:
        verb = "list"
    return "_".join([verb] + said[1:])[:MAX_NAME].strip("_")


def note(found: FunctionRead) -> str:
    """The evidence note of a function read."""
    said = f"function {found.function} names a read"
    return f"{said}; {found.proof}" if found.proof else said


def guess_message(method: str, path: str, found: FunctionRead, effect: str) -> str:
    """The review text of rule :data:`FUNCTION_READ_GUESS`: the name says a read, the
    method a write, which stays ``effect``."""
    return (f"{method} {path} is made by function {found.function}, whose name says a read, "
            f"but a {method} may write (issue a token, start or drain a job) and no paging "
            f"input or collection response shows it reads: kept as the method says "
            f"({effect}, no automatic retry); confirm with the backend what it does")
