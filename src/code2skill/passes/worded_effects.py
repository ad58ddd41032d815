"""Pass: side effects a request's HTTP method misstates, read from the words of its path and of
the function making it (seed, "Side effects": a write, or an operation of unknown
idempotency, is never retried automatically).

Each rule applies only where the method alone decided the effect, and every one is inferred
from words, not proven: the capability gets a review item (:func:`review_message`), its
policy is ``at-most-once`` (no automatic retry, an unknown outcome reconciled).

* ``side-effect.earlier-action`` — a ``POST`` only the method takes as a create
  (``side-effect.method-guess``), or only its plural last segment (``side-effect.rest-create``:
  the things the verb acts on, not a collection added to), whose path names an update or
  delete action in a static segment before its last (:func:`earlier_action`): ``POST
  /data/clear/all.json`` and ``POST /data/clear/transactions.json`` delete, ``POST
  /batch_update/tags`` updates.
* ``side-effect.caller-action`` — a ``POST`` only the method takes as a create whose naming
  functions all start with one delete or reordering word (:func:`caller_action`:
  ``clearAllData`` deletes, ``sortTasks`` updates; ``remove`` on an addressed member changes
  a membership: an update; not ``save``, which may create).
* ``side-effect.job-get`` — a ``GET`` whose path names a job it runs (:func:`job_word`): a
  last segment that starts with a job verb (:data:`JOB_VERBS`: ``/db/migrate.php``,
  ``/cronjobs/sendreminders.php``, glued to its noun), or a server script under a cron
  segment (``/cronjobs/checkforupdates.php``; not one starting with a read word:
  ``/cronjobs/list.php``) is no proven read: it takes the job verb's effect (``send``
  creates, ``sync`` updates), else ``update``.
* ``side-effect.caller-get`` — a ``GET`` of one member (``/api/auth/api/keys/{id}``) made only
  by functions named for removing that noun (:func:`caller_get`: ``revoke_api_key``,
  ``deleteKey``) is no proven read: a ``delete``.
* ``side-effect.put-adds`` — a ``PUT`` whose naming functions all say they add
  (:data:`ADD_VERBS`: ``addFeed`` → ``PUT /feeds``) may add again on a retry: not idempotent;
  a ``PUT`` to a collection (the path ends in a static plural segment) creates, any other
  updates.
"""
from __future__ import annotations

import re

from .action_words import (
    DELETE, EFFECTS, GLUED_SUFFIXES, NOUN_LIKE, READ, effect_of_words,
)
from .function_reads import WRITE_WORDS
from .naming import addresses_member, name_effect, singular, words
from .side_effects import DESTRUCTIVE, METHOD_GUESS, REST_CREATE

EARLIER_ACTION = "side-effect.earlier-action"
CALLER_ACTION = "side-effect.caller-action"
JOB_GET = "side-effect.job-get"
PUT_ADDS = "side-effect.put-adds"
CALLER_GET = "side-effect.caller-get"
SCRIPT_READ = "side-effect.script-read-verb"         # POST /ajax/get_channel.php
SCRIPT_DO = "side-effect.script-do-action"           # POST /ajax/do_sys_reset.php
RULES = frozenset({EARLIER_ACTION, CALLER_ACTION, JOB_GET, PUT_ADDS, CALLER_GET, SCRIPT_READ,
                   SCRIPT_DO})
# verbs of a function that removes the thing it names (``revoke_api_key``, ``deleteUser``); not
# ``clear``/``empty``/``flush``, which a view's state takes as often
REMOVING_VERBS = frozenset({"delete", "remove", "revoke", "destroy", "purge", "unregister",
                            "uninstall"})

# the extension of a server script a path names (``/ai/delete_recommendation.php``,
# ``/Default.aspx``, ``/search.do``): no word of the operation (rule ``path.script-suffix``)
SCRIPT_SUFFIX = re.compile(r"\.(?:php\d?|aspx?|jsp|cgi|do)(?=$|\?)", re.I)
# verbs of a job a GET may run (``/db/migrate.php``, ``/jobs/run``, ``/cron/sendreminders``)
JOB_VERBS = ("migrate", "send", "resend", "run", "execute", "trigger", "sync")
# verbs that may start a lower-case segment glued to their noun (``sendreminders``): the
# noun must have at least :data:`JOB_GLUED_NOUN` letters (``runtime``, ``runners`` are words)
JOB_GLUED = ("migrate", "send", "run", "trigger", "sync")
JOB_GLUED_NOUN = 5
# words of a segment saying the scripts under it run on a schedule (``cronjobs/``, ``wp-cron``)
CRON_PREFIX = "cron"
# the first words of a function that say what a POST does whatever its path: a delete word
# (``clearAllData``) or a reordering (``sortTasks``); not ``save``, ``submit``, ``confirm``,
# ``apply``: a save may create, the others name a form's or dialog's callback
CALLER_WORDS = DELETE | frozenset({"sort", "reorder", "reset", "rename", "move"})
# verbs of a function that adds what it sends
ADD_VERBS = frozenset({"add", "append"})


SCRIPT_UNPROVEN = frozenset({"side-effect.rpc-read", "side-effect.rest-create"})
# verbs that start a server script's name to say it only fetches (``get_channel.php``,
# ``fetch_logs.php``, ``list_users.php``): not ``show`` (``show_original_price.php`` sets
# whether a price shows), ``load`` (data loaded into the server) nor a word of checking
SCRIPT_READ_VERBS = frozenset({"get", "fetch", "list", "find", "search", "lookup"})
# last words of a script's object that name a credential: getting one may mint it
# (``get_wgkey.php`` generates a key pair, ``get_token.php`` issues a token)
MINTED_ENDINGS = ("key", "keys", "token", "tokens", "secret", "secrets", "password", "passwd")
# the words after a script's read verb that say it writes as well, beside those naming a write
# effect: the write words of a read-verb function's name and the destructive verbs
# (``search_replace.php``, ``fetch_and_drop_cache.php``); not ``and``/``or`` alone
# (``get_users_and_groups.php`` reads two things)
SCRIPT_WRITE_WORDS = (WRITE_WORDS | DESTRUCTIVE) - {"and", "or"}
# the first word of a script's name saying it performs what the rest names (``do_sys_reset``)
DO_PREFIX = "do"


def script_guess(template: str, effect: str, rule: str) -> tuple[str, str]:
    """Rule ``path.script-suffix``: a server script (``settings/show_original_price.php``,
    ``savesmtpsettings.php``) names an operation, not a REST resource. Its words may name an
    action (``delete_recommendation``), but a read word or a plural noun at its end proves
    nothing about a ``POST`` to it: such an effect stays the reviewed method guess, never a
    read retried automatically nor a create stated as proven. Two readings of its own name
    are taken, inferred from words and reviewed (:func:`script_effect`): rules
    ``side-effect.script-read-verb`` and ``side-effect.script-do-action``."""
    script = SCRIPT_SUFFIX.search(template)
    if script and rule in SCRIPT_UNPROVEN | {METHOD_GUESS}:
        said = script_effect(template)
        if said is not None:
            return said
    if rule in SCRIPT_UNPROVEN and script:
        return "create", METHOD_GUESS
    return effect, rule


def script_effect(template: str) -> tuple[str, str] | None:
    """The effect a server script's own name (its last segment without the extension,
    :data:`SCRIPT_SUFFIX`) says of a ``POST`` to it: rule ``side-effect.script-read-verb`` —
    a name starting with a verb that only fetches (:data:`SCRIPT_READ_VERBS`) before what it
    fetches, no write word among them (a word of a write effect or of
    :data:`SCRIPT_WRITE_WORDS`: ``search_replace``, ``fetch_and_drop_cache``) and no
    credential it may mint (:data:`MINTED_ENDINGS`), is a read (``get_channel.php``,
    ``get_nl80211_band.php``; not ``get_wgkey.php``, ``get_and_delete.php``,
    ``show_original_price.php``); rule ``side-effect.script-do-action`` — a name ``do_`` + a
    phrase ending in an action word performs that action, a noun as well
    (``do_sys_reset.php`` → ``update``; not ``do_session.php``). ``None`` otherwise. Both are
    inferred from words: reviewed, never retried (the ``POST`` is not proven safe)."""
    found = SCRIPT_SUFFIX.search(template)
    final = template[:found.start()].rsplit("/", 1)[-1] if found else ""
    said = words(final) if "{" not in final else []
    if len(said) < 2:
        return None
    rest = said[1:]
    if said[0] in SCRIPT_READ_VERBS and not any(
            EFFECTS.get(w, "read") != "read" or w in SCRIPT_WRITE_WORDS for w in rest) \
            and not rest[-1].endswith(MINTED_ENDINGS):
        return "read", SCRIPT_READ
    action = EFFECTS.get(rest[-1], "read")
    if said[0] == DO_PREFIX and action != "read":
        return action, SCRIPT_DO
    return None


def script_free(path: str) -> str:
    """``path`` without a server script's extension on its last segment (rule
    ``path.script-suffix``: ``/ai/delete_recommendation.php`` → ``/ai/delete_recommendation``)."""
    return SCRIPT_SUFFIX.sub("", path)


def earlier_action(path: str) -> str | None:
    """Rule ``side-effect.earlier-action``: the update or delete effect named by the last
    static segment before the path's last one, when every segment after it is a static noun
    phrase naming no action (``/data/clear/all`` → ``delete``, ``/batch_update/tags`` →
    ``update``); ``None`` otherwise, and for a word alone that is a noun as well (``/sort/…``:
    a sort order)."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    if len(segments) < 2 or "{" in segments[-1]:
        return None
    *head, last = segments
    if effect_of_words(words(last), membership=False) is not None:
        return None                                  # the last segment names its own action
    said = words(head[-1]) if "{" not in head[-1] else []
    if not said or (len(said) == 1 and said[0] in NOUN_LIKE):
        return None
    effect = effect_of_words(said, membership=False)
    return effect if effect in ("update", "delete") else None


def own_name(function: str | None) -> str:
    """The last part of a function's qualified name; ``""`` for none or for a place the tool
    names itself (``<callback document.querySelector("#edit").addEventListener>``: no verb of
    the app's)."""
    if not function or function.startswith("<"):
        return ""
    return function.split(".")[-1]


def caller_action(path: str, functions: list[str | None]) -> str | None:
    """Rule ``side-effect.caller-action``: the effect (:func:`~.naming.name_effect`) of the
    delete or reordering word (:data:`CALLER_WORDS`) that every naming function starts with
    (``clearAllData`` → ``delete``, ``sortTasks`` → ``update``; ``removeTag`` on an addressed
    member → ``update``), when they all agree; ``None`` otherwise (``saveRecipe`` may create,
    ``confirm`` is a dialog's callback)."""
    names = {tuple(words(own_name(f))) for f in functions}
    effects = {name_effect("_".join(n), addresses_member(path)) if n and n[0] in CALLER_WORDS
               else None for n in names}
    effect = effects.pop() if len(effects) == 1 else None
    return effect if effect in ("update", "delete") else None


def caller_get(template: str, functions: list[str | None]) -> bool:
    """Rule ``side-effect.caller-get``: whether a ``GET`` of one member (a path ending in a
    parameter after a static noun: ``/api/auth/api/keys/{id}``) is made only by functions
    named for removing that noun (:data:`REMOVING_VERBS` first, the noun last:
    ``revoke_api_key``, ``deleteKey``): a removal sent as a ``GET``."""
    segments = [s for s in template.split("?")[0].split("/") if s]
    if len(segments) < 2 or not segments[-1].startswith("{") or "{" in segments[-2] \
            or not functions:
        return False
    noun = singular((words(segments[-2]) or [""])[-1])
    for function in functions:
        said = words(own_name(function))
        if len(said) < 2 or said[0] not in REMOVING_VERBS or singular(said[-1]) != noun:
            return False
    return True


def glued_job(token: str) -> str | None:
    """The job verb glued to its noun in one lower-case word (``sendreminders`` → ``send``,
    ``migrateusers`` → ``migrate``), else ``None`` (``runtime``, ``runners``, ``sended``)."""
    for verb in JOB_GLUED:
        rest = token[len(verb):]
        if token.startswith(verb) and len(rest) >= JOB_GLUED_NOUN and rest.isalpha() \
                and not rest.startswith(GLUED_SUFFIXES):
            return verb
    return None


def job_word(path: str, template: str) -> str | None:
    """Rule ``side-effect.job-get``: the word by which a ``GET`` runs a job — the job verb
    (:data:`JOB_VERBS`) starting the last segment of ``path`` (the word path), also glued to
    its noun (:func:`glued_job`), or ``"cron"`` for a server script (``template`` ends in a
    :data:`SCRIPT_SUFFIX`) under or named by a cron segment whose name starts with no read
    word; ``None`` otherwise (a parameter last, ``/cronjobs/list.php``)."""
    segments = [s for s in path.split("?")[0].split("/") if s]
    if not segments or "{" in segments[-1]:
        return None
    said = words(segments[-1])
    if not said or said[0] in READ:
        return None
    if said[0] in JOB_VERBS:
        return said[0]
    if len(said) == 1 and (verb := glued_job(said[0])) is not None:
        return verb
    cron = any(w.startswith(CRON_PREFIX) for s in segments for w in words(s))
    return CRON_PREFIX if cron and SCRIPT_SUFFIX.search(template) else None


def adds(method: str, functions: list[str | None]) -> bool:
    """Whether a ``PUT``'s naming functions all start with an add verb (:data:`ADD_VERBS`:
    ``addFeed``, ``appendRow``)."""
    verbs = {(words(own_name(f)) or [""])[0] for f in functions}
    return method == "PUT" and len(verbs) == 1 and verbs <= ADD_VERBS


def worded_effect(method: str, path: str, template: str, effect: str, rule: str,
                  functions: list[str | None]) -> tuple[str, str] | None:
    """``(effect, rule)`` by the first rule of this module that applies to a request whose
    effect ``effect`` the method alone gave by ``rule``; ``path`` is its word path, ``template``
    its path template, ``functions`` its naming functions; else ``None``."""
    if method == "POST" and rule in (METHOD_GUESS, REST_CREATE) and \
            (found := earlier_action(path)) is not None:
        return found, EARLIER_ACTION
    if method == "POST" and rule == METHOD_GUESS and \
            (found := caller_action(path, functions)) is not None:
        return found, CALLER_ACTION
    if method == "GET" and effect == "read" and rule == "side-effect.method" \
            and (word := job_word(path, template)) is not None:
        return EFFECTS.get(word, "update"), JOB_GET       # migrate, cron: an update
    if method == "GET" and effect == "read" and rule == "side-effect.method" \
            and caller_get(template, functions):
        return "delete", CALLER_GET                       # revoke_api_key → GET /keys/{id}
    if rule == "side-effect.method" and adds(method, functions):
        final = [s for s in path.split("?")[0].split("/") if s][-1:] or ["{"]
        last = words(final[0]) if "{" not in final[0] else []
        return ("create" if last and singular(last[-1]) != last[-1] else "update"), PUT_ADDS
    return None


def review_message(rule: str, method: str, template: str, effect: str, path: str,
                   functions: list[str | None]) -> str:
    """The review text of a side effect one of this module's rules inferred from words."""
    if rule == JOB_GET:
        word = job_word(path, template)
        what = "a scheduled job's script" if word == CRON_PREFIX else f"the job word {word!r}"
        return (f"{method} {template}: its path names {what}, so it is no proven safe read; "
                f"taken as {effect}, inferred from words: automatic retry stays off and an "
                "unknown outcome is reconciled; confirm its side effect against the backend")
    if rule == CALLER_GET:
        return (f"{method} {template} is made only by a function that removes what the path "
                f"names ({sorted({own_name(f) for f in functions})[0]!r}), so it is no proven "
                f"safe read; taken as {effect}, inferred from words: automatic retry stays off "
                "and an unknown outcome is reconciled; confirm its side effect against the "
                "backend")
    if rule == PUT_ADDS:
        return (f"{method} {template} is made by a function that adds "
                f"({sorted({f or '' for f in functions})[0].split('.')[-1]!r}): a retry may "
                f"add twice, so the PUT is not taken as idempotent; taken as {effect}, inferred "
                "from words: automatic retry stays off and an unknown outcome is reconciled; "
                "confirm against the backend")
    if rule == SCRIPT_READ:
        return (f"{method} {template}: the script's name starts with the read verb "
                f"{words(script_free(template).rsplit('/', 1)[-1])[0]!r}, so it is taken as a "
                f"read, but the method {method} does not prove it safe: automatic retry stays "
                "off and an unknown outcome is reconciled; confirm against the backend that it "
                "changes nothing")
    if rule == SCRIPT_DO:
        return (f"{method} {template}: the script's name says it does "
                f"{' '.join(words(script_free(template).rsplit('/', 1)[-1])[1:])!r}; taken as "
                f"{effect}, inferred from words: automatic retry stays off and an unknown "
                "outcome is reconciled; confirm its side effect against the backend")
    source = "a segment of its path" if rule == EARLIER_ACTION else "the function making it"
    return (f"{method} {template}: the method alone says create, but the action word of "
            f"{source} says {effect}; taken as {effect}, inferred from words: automatic retry "
            "stays off and an unknown outcome is reconciled; confirm its side effect against "
            "the backend")
