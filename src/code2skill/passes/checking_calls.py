"""Pass: a ``POST`` its functions name a check, or a read of the member it addresses, is no
create (rules ``side-effect.check-call`` and ``side-effect.member-read-post``).

RPC-style clients send checks and reads as ``POST``; the path alone then reads like a create
of a collection member (``POST /api/user/checkname``, ``POST /secret/{id}``), a guess the
function making the request contradicts:

* ``side-effect.check-call`` — a ``POST`` whose path proves no effect (the method guess, or a
  ``POST`` to a plural collection) and whose every naming function checks something
  (:func:`checks`: its name starts with a checking verb, :data:`CHECK_VERBS`, ``check``,
  ``validate``, ``lookup``, ``search``, ``query``, ``preview``, or ends in a word asking
  whether a thing exists or is free, :data:`AVAILABILITY_WORDS`: ``checkNameIsAvailable``,
  ``isEmailTaken``, ``usernameExists``; a name that also writes, ``validateAndSave``, is
  none; a checking verb followed by a particle, ``checkOut``, ``checkIn``, is a phrasal verb
  that writes, no check) asks a question — but a name alone never makes a write read-only
  (hostile round 40, finding 1: ``checkOut`` → ``POST /api/orders`` places an order). The
  check is a read only where the path says it too (:func:`path_checks`: its last static
  segment is the function's words glued, ``POST /api/user/checkname`` by
  ``checkNameIsAvailable``, or holds a checking or availability word); then the method still
  says it may write, so it is reviewed and never retried (``policy.read-that-writes``). A
  check only the name says (``isEmailTaken`` → ``POST /api/users``, ``validateUser`` →
  ``POST /api/users/{id}``) keeps the method's effect, name and policy, with a ``medium``
  review item saying the name and the method disagree (:func:`named_check`). A path or
  function naming money (``POST /api/payments/validatepayment``) is never a check: its write
  keeps its ``financial`` risk. It is named after the check (:func:`check_name`):
  the verb, the path's nouns and the function's object (``check_user_name``), the last
  static segment left out when it is that verb glued to the function's next words
  (``checkname`` of ``checkNameIsAvailable``: :func:`glued_words`). ``verify`` is no check
  here: verifying an email or a code marks it verified.
* ``side-effect.member-read-post`` — a ``POST`` the method guess takes as a create whose path
  ends in a parameter addressing a member (``/secret/{id}``), made only by functions named for
  reading it (``getSecret``, ``fetchPaste``, ``viewSecret``: :func:`member_reader`), creates
  nothing there: the member exists. Yet a ``POST`` read may change what it reads (a secret's
  views spent, a counter): a guessed update, reviewed and never retried, named after the
  function (``get_secret``), whose verb its review item explains.
"""
from __future__ import annotations

from .action_words import EFFECTS, operation_words
from .naming import MAX_NAME, leaf_words, singular, static_segments, without_repeats, words

CHECK_RULE = "side-effect.check-call"
CHECK_NAME_RULE = "name.check-call"
MEMBER_READ_RULE = "side-effect.member-read-post"
MEMBER_READ_NAME_RULE = "name.member-read-post"
# verbs that ask a question of the backend without asking it to do anything
CHECK_VERBS = frozenset({"check", "validate", "lookup", "search", "query", "preview"})
# last words of a name asking whether something exists or is free
AVAILABILITY_WORDS = frozenset({"exists", "exist", "available", "availability", "taken",
                                "unique"})
# words between the thing checked and the question (``checkNameIsAvailable``)
COPULAS = frozenset({"is", "are", "has", "have", "does", "do", "if", "whether"})
# particles that make a checking verb a phrasal verb that writes (``checkOut``, ``checkIn``)
PARTICLES = frozenset({"out", "in", "into", "off", "over"})
# words that make a checking name a write as well (``validateAndSave``, ``checkOrCreate``)
WRITE_WORDS = frozenset({"and", "or", "then", "create", "update", "delete", "save", "set",
                         "add", "remove", "upsert", "ensure", "make", "insert", "reserve",
                         "claim", "register", "submit", "send", "apply", "mark"})
# the path rules a check may override: the method guess and a collection POST
GUESS_RULES = frozenset({"side-effect.method-guess", "side-effect.rest-create"})
# verbs of a function reading one member (``getSecret``), and the name's verb for each
MEMBER_READ_VERBS = {"get": "get", "fetch": "get", "read": "get", "retrieve": "get",
                     "load": "get", "show": "get", "view": "view", "open": "open",
                     "reveal": "reveal"}


def checks(function: str | None) -> bool:
    """Whether a function's name (qualified) says it checks something (module docstring):
    ``UserService.checkNameIsAvailable``, ``isEmailTaken``, ``validateCoupon``; not
    ``validateAndSave``, ``checkout``, ``checkOut``, ``checkIn``, ``check`` alone."""
    said = leaf_words(function)
    if len(said) < 2 or WRITE_WORDS.intersection(said[1:]) or said[1] in PARTICLES:
        return False
    if said[0] in CHECK_VERBS:
        return True
    return said[-1] in AVAILABILITY_WORDS and EFFECTS.get(said[0], "read") == "read"


def check_call(method: str, rule: str, path: str, functions: list[str | None]) -> bool:
    """Rule ``side-effect.check-call``: whether a ``method`` request to ``path`` whose path
    rule is ``rule`` is a check its naming ``functions`` (one per call site) say: a ``POST``
    the path proves nothing of (:data:`GUESS_RULES`), every function a check (:func:`checks`),
    no word of the path or the functions naming money (``checkOut`` of an order,
    ``validatePayment``: a write with a ``financial`` risk)."""
    from .side_effects import money_word

    named = [f for f in functions if leaf_words(f)]
    said = [w for seg in path.split("?")[0].split("/") if seg and "{" not in seg
            for w in words(seg)] + [w for f in named for w in leaf_words(f)]
    return method == "POST" and rule in GUESS_RULES and bool(named) and \
        len(named) == len(functions) and all(checks(f) for f in named) and \
        not any(money_word(w) for w in said)


def path_checks(path: str, functions: list[str | None]) -> bool:
    """Whether ``path`` says the check its functions name as well: its last static segment is
    a function's first words glued (:func:`glued_words`: ``checkname`` of
    ``checkNameIsAvailable``) or holds a checking verb (:data:`CHECK_VERBS`) or an
    availability word (:data:`AVAILABILITY_WORDS`: ``/users/email-available``);
    ``/api/users``, ``/api/servers/health`` say none."""
    segments = [s for s in path.split("?")[0].split("/") if s and "{" not in s]
    if not segments:
        return False
    return any(glued_words(segments[-1], f) for f in functions if f) or bool(
        (CHECK_VERBS | AVAILABILITY_WORDS).intersection(words(segments[-1])))


def named_check(method: str, rule: str, path: str, functions: list[str | None]) -> str | None:
    """Rule ``side-effect.check-call``: the leaf name of the first checking function (sorted)
    when the functions name a check (:func:`check_call`) the path does not say
    (:func:`path_checks`): a name alone never makes a write read-only, so the method's effect
    stays, reviewed (``isEmailTaken`` → ``POST /api/users``); else ``None``."""
    if not check_call(method, rule, path, functions) or path_checks(path, functions):
        return None
    return sorted(f for f in functions if f)[0].split(".")[-1]


def checked_object(function: str) -> tuple[str, list[str]]:
    """``(verb, object words)`` of a checking function's name: its checking verb (``check``
    for a name asking a question without one) and the words naming what it checks, the
    question's words left out (``checkNameIsAvailable`` → ``('check', ['name'])``,
    ``isEmailTaken`` → ``('check', ['email'])``)."""
    said = leaf_words(function)
    verb = said[0] if said[0] in CHECK_VERBS else "check"
    rest = said[1:] if said[0] in CHECK_VERBS | COPULAS else said
    cut = next((i for i, w in enumerate(rest) if w in COPULAS | AVAILABILITY_WORDS), len(rest))
    return verb, rest[:cut]


def glued_words(segment: str, function: str) -> bool:
    """Whether a lower-case path ``segment`` is the function's first words glued together
    (``checkname`` of ``checkNameIsAvailable``, ``validatecoupon`` of ``validateCoupon``):
    that segment names the procedure the function calls, not a thing of the path."""
    said = words(segment)
    leaf = operation_words(words(function.split(".")[-1]))
    return len(said) == 1 and segment.islower() and any(
        "".join(leaf[:k]) == segment for k in range(2, len(leaf) + 1))


def check_name(path: str, function: str) -> str:
    """Rule ``name.check-call``: the name of a check — its verb, the nouns of the path's
    static segments (singular; the last left out when it is the function's words glued,
    :func:`glued_words`) and what the function checks (:func:`checked_object`) that the path
    does not name already, repeats said once (``POST /api/servers/health`` by ``checkServer``
    → ``check_server_health``): ``POST /api/user/checkname`` by ``checkNameIsAvailable`` → ``check_user_name``."""
    verb, thing = checked_object(function)
    segments = [seg for seg, _ in static_segments(path)]
    if segments and glued_words(segments[-1], function):
        segments = segments[:-1]
    nouns = [singular(w) for seg in segments for w in words(seg) if w != verb]
    thing = [w for w in thing if singular(w) not in nouns]
    return "_".join([verb] + without_repeats(nouns + thing))[:MAX_NAME].strip("_")


def member_reader(function: str | None) -> str | None:
    """The verb a function's name reads one member with (:data:`MEMBER_READ_VERBS`:
    ``getSecret`` → ``get``, ``viewPaste`` → ``view``), when it has more words and none names
    a write (:data:`WRITE_WORDS`); else ``None``."""
    said = leaf_words(function)
    if len(said) < 2 or said[0] not in MEMBER_READ_VERBS or WRITE_WORDS.intersection(said):
        return None
    return MEMBER_READ_VERBS[said[0]]


def member_read_post(method: str, rule: str, path: str, functions: list[str | None]) -> bool:
    """Rule ``side-effect.member-read-post``: whether a ``POST`` the method guess takes as a
    create, whose path ends in a parameter (a member: ``/secret/{id}``), is made only by
    functions reading one member (:func:`member_reader`)."""
    final = [s for s in path.split("?")[0].split("/") if s][-1:]
    return method == "POST" and rule == "side-effect.method-guess" and bool(functions) and \
        bool(final) and final[0].startswith("{") and final[0].endswith("}") and \
        all(member_reader(f) is not None for f in functions)


def member_read_name(function: str) -> str:
    """Rule ``name.member-read-post``: the function's words, its verb the one
    :data:`MEMBER_READ_VERBS` gives (``fetchSecret`` → ``get_secret``)."""
    said = leaf_words(function)
    return "_".join([MEMBER_READ_VERBS[said[0]]] + said[1:])[:MAX_NAME].strip("_")


def check_note(functions: list[str | None]) -> str:
    """The review note of rule ``side-effect.check-call``."""
    leaf = sorted(f.split(".")[-1] for f in functions if f)[0]
    return f"function {leaf} names a check (a read), the method POST says it writes"


def member_read_note(path: str, functions: list[str | None]) -> str:
    """The review note of rule ``side-effect.member-read-post``."""
    leaf = sorted(f.split(".")[-1] for f in functions if f)[0]
    member = [s for s in path.split("?")[0].split("/") if s][-1]
    return (f"function {leaf} names a read of the member {member}, which a POST there does "
            "not create; the POST may still change it (a view counted or spent)")


def checked(method: str, rule: str, path: str, functions: list[str | None]
            ) -> tuple[str, str, str, str] | None:
    """``(effect, rule, name, name rule)`` of a check (rule ``side-effect.check-call``: a
    reviewed read, :func:`check_name`) or a member's read over ``POST`` (rule
    ``side-effect.member-read-post``: a reviewed update, :func:`member_read_name`) for a
    ``method`` request to ``path`` whose path rule is ``rule``, made by the naming
    ``functions`` (one per call site, qualified); ``None`` when neither applies. The name
    comes from the first function in sorted order. A check the path does not say is none
    here (:func:`named_check`)."""
    named = sorted(f for f in functions if f)
    if check_call(method, rule, path, functions) and path_checks(path, functions):
        return "read", CHECK_RULE, check_name(path, named[0]), CHECK_NAME_RULE
    if member_read_post(method, rule, path, functions):
        return "update", MEMBER_READ_RULE, member_read_name(named[0]), MEMBER_READ_NAME_RULE
    return None
