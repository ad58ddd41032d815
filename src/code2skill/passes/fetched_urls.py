"""Pass: a URL the caller supplies that the server itself fetches.

Rule ``risk.fetched-url``: a capability whose path names a fetch (:data:`FETCH_WORDS`:
``POST /api/images/fetch_from_url/``, ``GET /link-preview``, ``POST /feeds/import``,
``POST /setup/sync-from-server``, ``POST /webhooks/test``) and that sends an input named like
a URL or a host (:func:`url_named`: ``url``, ``imageUrl``, ``source_uri``, ``link``,
``syncServerHost``) makes the backend reach a host the caller chooses: the Tool is open-world, with the
risk ``external`` (a server-side request to an arbitrary address), whatever its side effect,
and a medium review item asks what the server does with the address — the client source
shows that the address is sent, not how it is used. A URL input of a path that names no fetch
(a bookmark's ``url`` stored with it) proves nothing and is left alone; so is an address the
browser is sent back to (``redirect_url``, ``return_url``: :data:`BROWSER_TARGETS`).

Rule ``risk.sent-address``: on any other path, a body or query input the Agent gives whose
name says it is an address (:func:`url_named`: ``url``, ``endpoint``, ``webhookUrl``,
``host``, ``proxy``; ``POST /api/mcp/health {url, headers}``, ``POST /monitors {url}``), or
that holds such a member at any depth of its objects and array items (``POST /feeds {feeds:
[{link, request_options: {proxy}}]}`` sends ``feeds[].link``, cited by its JSON Pointer), is
an address the server may connect to now or later: the client cannot prove it only stores it, so the
Tool is open-world with the risk ``external``, the evidence citing the input, and one ``low``
review item asks whether the backend reaches it. A member typed only as a flag or a number
(``proxy: boolean``) is no address. A path parameter (``/check/{url}``), a fixed
value and a server's own link (rule ``path.server-link``) are no address the Agent gives, and
neither is the host's own name (:func:`own_host_name`: a ``hostname`` input sent to a path
naming the hostname, ``POST /system/setHostname {hostname}``, ``PUT /settings/hostname``):
the server renames its machine, it connects to nothing.

Rule ``risk.sign-in-target``: nor is an address sent with a sign-in, a factor of one or a
logout (:func:`sign_in_flow`: ``POST /api/firstfactor {username, password, targetURL}``,
``POST /api/secondfactor/totp {token, targetURL}``, ``POST /api/logout {targetURL}``): it is
the page the browser is sent to once the user is signed in or out, which the server checks
and hands back, never a host it connects to; the Tool keeps its other risks.
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.contract.pointer import escape, schema_fields, split

from .naming import words
from .same_origin_session import SIGN_IN_STEP_WORDS, words as joined_words
from .session_flows import names_logout

RULE = "risk.fetched-url"
SENT_RULE = "risk.sent-address"
SIGN_IN_TARGET_RULE = "risk.sign-in-target"
# words of a path naming a sign-in or a factor of one (rule risk.sign-in-target)
SIGN_IN_FLOW_WORDS = SIGN_IN_STEP_WORDS | frozenset({"secondfactor", "twofactor", "mfa",
                                                     "reauthenticate"})

# words of a path that say the server gets something from elsewhere
FETCH_WORDS = frozenset({"fetch", "download", "import", "scrape", "crawl", "proxy", "mirror",
                         "retrieve", "unfurl", "preview", "oembed", "remote", "ping", "probe",
                         "sync", "connect", "test", "check"})
# first words of a URL input's name that make it an address the browser goes to, not one
# the server fetches
BROWSER_TARGETS = frozenset({"redirect", "return", "success", "cancel", "failure", "error",
                             "next", "login", "logout", "back", "continue", "home"})


# last words of an input's name that say it is an address
ADDRESS_WORDS = frozenset({"url", "uri", "link", "href", "host", "hostname", "endpoint",
                           "webhook", "proxy"})


def url_named(name: str) -> bool:
    """Whether an input's name says it is an address to fetch: one of :data:`ADDRESS_WORDS`
    last (``url``, ``endpoint``, ``webhook``, ``syncServerHost``) or a name ending in
    ``url``/``uri`` (``imageUrl``, ``source_uri``), but no :data:`BROWSER_TARGETS` address
    (``redirect_url``)."""
    parts = words(name)
    if not parts or parts[0] in BROWSER_TARGETS:
        return False
    last = parts[-1]
    return last in ADDRESS_WORDS or last.endswith(("url", "uri"))


def input_names(properties: dict) -> list[str]:
    """The names of a Tool's inputs and of the members of its object inputs (one level:
    a ``body`` object's ``url``)."""
    names = []
    for name, schema in properties.items():
        names.append(name)
        if isinstance(schema, dict) and isinstance(schema.get("properties"), dict):
            names.extend(schema["properties"])
    return names


def fetched_url(path: str, properties: dict) -> tuple[str, str] | None:
    """``(input name, fetch word)`` when ``path`` (a path template) names a fetch and an
    input is named like a URL (rule ``risk.fetched-url``), else ``None``."""
    tokens = [w for seg in path.split("?")[0].split("/") if seg and not seg.startswith("{")
              for w in words(seg)]
    word = next((w for w in tokens if w in FETCH_WORDS), None)
    if word is None:
        return None
    name = next((n for n in input_names(properties) if url_named(n)), None)
    return None if name is None else (name, word)


def message(method: str, path: str, name: str, word: str) -> str:
    """The review item of a fetched URL."""
    return (f"{method} {path} sends the address {name!r} to a path whose word {word!r} names "
            "a fetch: the server may fetch it, reaching a host the caller chooses (open-world, risk "
            "external); confirm what the backend does with the address and which hosts it "
            "allows")


def own_host_name(name: str, path: str) -> bool:
    """Whether the input ``name`` is the host's own name, not an address: its last word is
    ``hostname`` (``hostname``, ``newHostname``) and the path's static words name the hostname
    too (``hostname``, or ``host`` then ``name``: ``/trpc/system.setHostname``,
    ``/api/settings/host-name``)."""
    parts = words(name)
    if not parts or parts[-1] != "hostname":
        return False
    said = [w for seg in path.split("?")[0].split("/") if seg and not seg.startswith("{")
            for w in words(seg)]
    return "hostname" in said or any(a == "host" and b == "name" for a, b in zip(said, said[1:]))


@dataclass(frozen=True, slots=True)
class SentAddress:
    """An address the Agent gives (rule ``risk.sent-address``): ``name`` the input as the
    Agent writes it (``url``, ``target.endpoint``, ``feeds[].link``), ``target`` the request
    member that sends it (``body:feeds``), ``pointer`` the JSON Pointer of its schema in the
    Tool (``/inputSchema/properties/feeds/items/properties/link``)."""

    name: str
    target: str
    pointer: str


# the JSON types of a member that can hold no address (``proxy: boolean``, ``link: 3``)
NO_ADDRESS_TYPES = frozenset({"boolean", "integer", "number", "null"})
MAX_DEPTH = 8      # object and array levels read below an input (rule risk.sent-address)


def no_address_type(schema: object) -> bool:
    """Whether a member's schema types it as something other than text (only
    :data:`NO_ADDRESS_TYPES`): a flag or a number is no address whatever its name."""
    kind = schema.get("type") if isinstance(schema, dict) else None
    kinds = {kind} if isinstance(kind, str) else set(kind) if isinstance(kind, list) else set()
    return bool(kinds) and kinds <= NO_ADDRESS_TYPES


def written_name(input_name: str, pointer: str) -> str:
    """The member at ``pointer`` (below input ``input_name``'s own pointer) as the Agent writes
    it: ``properties/x`` is ``.x``, ``items`` is ``[]`` (``feeds`` and
    ``…/feeds/items/properties/link`` → ``feeds[].link``)."""
    tokens = split(pointer)[3:]             # (after /inputSchema/properties/<input>)
    out, index = input_name, 0
    while index < len(tokens):
        if tokens[index] == "items":
            out, index = out + "[]", index + 1
        else:                               # properties, <name>
            out, index = f"{out}.{tokens[index + 1]}", index + 2
    return out


def sent_address(bindings, properties: dict, path: str) -> SentAddress | None:
    """Rule ``risk.sent-address``: the :class:`SentAddress` of the first binding (in order)
    that sends an input the Agent gives in the body or the query (``body:url``,
    ``query:endpoint``) whose member is named like an address (:func:`url_named`) and is not
    the host's own name on ``path`` (a path template, :func:`own_host_name`), or whose input
    (its schema in ``properties``) has such a member at any depth, through objects and array
    items (``target.endpoint`` of ``{target: {endpoint}}``, ``feeds[].link`` of ``{feeds:
    [{link}]}``), else ``None``; a member typed only as a flag or a number
    (:func:`no_address_type`) is none, and so is every address sent on a sign-in's or
    logout's path (:func:`sign_in_flow`, rule ``risk.sign-in-target``). ``bindings`` are
    ``Binding``-like (``target``, ``input``)."""
    def address(name: str, schema: object) -> bool:
        return url_named(name) and not own_host_name(name, path) and not no_address_type(schema)

    if sign_in_flow(path):                                # rule risk.sign-in-target
        return None

    for binding in bindings:
        kind, _, member = binding.target.partition(":")
        if not binding.input or kind not in ("body", "query") or not member:
            continue
        schema = properties.get(binding.input)
        top = "/inputSchema/properties/" + escape(binding.input)
        if address(member.split(".")[-1], schema):
            return SentAddress(binding.input, binding.target, top)
        found = schema_fields(schema, top, address, items=True, max_depth=MAX_DEPTH)
        if found:
            return SentAddress(written_name(binding.input, found[0][1]), binding.target,
                               found[0][1])
    return None


def sign_in_flow(path: str) -> bool:
    """Rule ``risk.sign-in-target``: whether a path template names a sign-in, a step or factor
    of one (:data:`SIGN_IN_FLOW_WORDS`: ``/api/firstfactor``, ``/auth/login``,
    ``/api/secondfactor/totp``) or a logout (:func:`~.session_flows.names_logout`)."""
    static = " ".join(s for s in path.split("?")[0].split("/") if s and "{" not in s)
    return bool(joined_words(static) & SIGN_IN_FLOW_WORDS) or names_logout(path)


def sent_message(method: str, path: str, name: str) -> str:
    """The review item of an address the Agent sends (rule ``risk.sent-address``)."""
    return (f"{method} {path} sends the address {name!r} the Agent gives: the server may "
            "connect to it, now or later, reaching a host the caller chooses, so the Tool is "
            f"open-world with the risk external (rule {SENT_RULE}); confirm whether the "
            "backend only stores it")
