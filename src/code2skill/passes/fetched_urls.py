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
``host``; ``POST /api/mcp/health {url, headers}``, ``POST /monitors {url}``) is an address
the server may connect to now or later: the client cannot prove it only stores it, so the
Tool is open-world with the risk ``external``, the evidence citing the input, and one ``low``
review item asks whether the backend reaches it. A path parameter (``/check/{url}``), a fixed
value and a server's own link (rule ``path.server-link``) are no address the Agent gives, and
neither is the host's own name (:func:`own_host_name`: a ``hostname`` input sent to a path
naming the hostname, ``POST /system/setHostname {hostname}``, ``PUT /settings/hostname``):
the server renames its machine, it connects to nothing.
"""
from __future__ import annotations

from .naming import words

RULE = "risk.fetched-url"
SENT_RULE = "risk.sent-address"

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
                           "webhook"})


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


def sent_address(bindings, properties: dict, path: str) -> tuple[str, str] | None:
    """Rule ``risk.sent-address``: ``(input name, target)`` of the first binding (in order)
    that sends an input the Agent gives in the body or the query (``body:url``,
    ``query:endpoint``) whose member is named like an address (:func:`url_named`) and is not
    the host's own name on ``path`` (a path template, :func:`own_host_name`), or whose
    object input (its schema in ``properties``) has such a member one level down (``target``
    of ``{target: {endpoint}}``: ``target.endpoint``), else ``None``; ``bindings`` are
    ``Binding``-like (``target``, ``input``)."""
    def address(name: str) -> bool:
        return url_named(name) and not own_host_name(name, path)

    for binding in bindings:
        kind, _, member = binding.target.partition(":")
        if not binding.input or kind not in ("body", "query") or not member:
            continue
        if address(member.split(".")[-1]):
            return binding.input, binding.target
        schema = properties.get(binding.input)
        inner = schema.get("properties") if isinstance(schema, dict) else None
        name = next((n for n in inner if address(n)), None) \
            if isinstance(inner, dict) else None
        if name is not None:
            return f"{binding.input}.{name}", binding.target
    return None


def sent_message(method: str, path: str, name: str) -> str:
    """The review item of an address the Agent sends (rule ``risk.sent-address``)."""
    return (f"{method} {path} sends the address {name!r} the Agent gives: the server may "
            "connect to it, now or later, reaching a host the caller chooses, so the Tool is "
            f"open-world with the risk external (rule {SENT_RULE}); confirm whether the "
            "backend only stores it")
