"""Rule ``service.config-lookup``: a base URL read through one configuration lookup with one
literal key is one base, whatever the call site.

Clients often read their backend's base URL through a getter of their own configuration:
`` fetch(`${config.get('api.host')}/secret/${id}`) `` (Hemmelig's ``config.get = (value,
def) => delve(config(), value, def)``), ``getConfig('apiUrl')``, ``env('API_URL')``,
``settings.get("baseUrl")``. When the resolver cannot follow the getter to a fixed text, the
URL starts with a value the source does not show (rule ``service.unresolved-base``); since
every call site evaluates the same expression, they all read the same value: one base-URL
binding for all of them, keyed by the expression — the callee (the user function it resolves
to, else the library member, else its written member chain) and its literal arguments —,
never by the call site. The service is named from the key (:func:`key_name`: ``api.host`` →
``api``, ``PAYMENTS_API_URL`` → ``payments``).

Where the getter is a function of the program whose module imports an object literal holding
a rooted path or an absolute URL at the key (``api: {host: '/api'}`` of
``import defaultConfig from './config/default'``, read along the key's dots), that text is the
service's observed base URL: what the page reads when the deployment sets nothing, a
deployment reference only (:func:`default_text`).

Not read: a lookup whose key is not a literal (``config.get(name)``), a getter reached
through a value the caller passes, a default declared in the getter's own module or reached
otherwise than by an import of its module (the getter's merge and lookup are not followed:
the imported object holding the key is taken as the one it reads).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from code2skill.facts import Call, Expr, Lit
from code2skill.store_reads import receiver_names
from code2skill.values import FnV, LibV, Value, Where, first_where, text_of

RULE = "service.config-lookup"
# the last words of a key that say it holds a base URL, not what it names
BASE_WORDS = frozenset({"base", "url", "uri", "root", "host", "endpoint", "origin", "prefix",
                        "server", "address", "path", "baseurl", "apiurl", "apibase", "href"})
MAX_KEY = 200      # characters of a literal argument kept in a key
SCHEME = re.compile(r"^https?://", re.I)


@dataclass(frozen=True, slots=True)
class Lookup:
    """A configuration lookup a URL piece was read through: ``key`` identifies the expression
    (callee identity and literal arguments: ``fn:<fid>('api.host')``), ``text`` is it as
    written (``config.get('api.host')``), ``arg`` its first literal argument (``api.host``),
    ``getter`` the id of the program's function it calls (``None``: a library's or one the
    resolver does not know), ``default`` the text (and its place) an object literal the
    getter's module imports holds at that key (:func:`default_text`), a deployment reference
    only."""

    key: str
    text: str
    arg: str
    getter: str | None = None
    default: tuple[str, Where | None] | None = None


def written_callee(expr: Expr) -> str | None:
    """A callee written as a plain member chain (``config.get``, ``getConfig``), else
    ``None`` (:func:`~code2skill.store_reads.receiver_names`)."""
    names = receiver_names(expr)
    return ".".join(names) if names is not None else None


def callee_identity(callee: Value, written: str) -> str:
    """What a callee is, the same at every call site: the user function it resolves to
    (``fn:<fid>``), the library member (``lib:dlv``), else its written chain."""
    if isinstance(callee, FnV):
        return f"fn:{callee.fid}"
    if isinstance(callee, LibV):
        return "lib:" + ".".join((callee.lib, *callee.path))
    return f"name:{written}"


def lookup_of(expr: Expr, callee_of: Callable[[Expr], Value]) -> Lookup | None:
    """Rule ``service.config-lookup``: the :class:`Lookup` of ``expr`` when it is a call (no
    ``new``, no tagged template) of a plain member chain whose arguments are all literal
    texts, the first non-empty (``config.get('api.host')``, ``env('API_URL', '')``), else
    ``None``; ``callee_of`` evaluates the callee (to a :class:`FnV`, a :class:`LibV` or an
    unknown value), called only for such a call."""
    if not isinstance(expr, Call) or expr.new or expr.tagged or not expr.args:
        return None
    written = written_callee(expr.callee)
    if written is None or not all(isinstance(a, Lit) and isinstance(a.value, str)
                                  for a in expr.args):
        return None
    args = [str(a.value)[:MAX_KEY] for a in expr.args]    # type: ignore[union-attr]
    if not args[0].strip():
        return None
    shown = ", ".join(repr(a) for a in args)
    callee = callee_of(expr.callee)
    return Lookup(f"{callee_identity(callee, written)}({shown})", f"{written}({shown})",
                  args[0], callee.fid if isinstance(callee, FnV) else None)


def default_text(objects: list[Value], arg: str, member: Callable[[Value, str], Value]
                 ) -> tuple[str, Where | None] | None:
    """Rule ``service.config-lookup``: the text the first of ``objects`` (the values the
    getter's module imports: ``defaultConfig`` of ``import defaultConfig from
    './config/default'``) holds at the lookup's key, read member by member along its dots
    (``api.host`` of ``{api: {host: '/api'}}`` → ``'/api'``) with ``member``, when it is a
    rooted path or an absolute URL, with where it is written; else ``None``. It is what the
    page reads when the deployment sets nothing: the Host still binds the real base."""
    parts = arg.split(".")
    if not all(parts):
        return None
    for value in objects:
        for part in parts:
            value = member(value, part)
        text = text_of(value)
        if text and (text.startswith("/") or SCHEME.match(text)):
            return text.rstrip("/") or "/", first_where(value)
    return None


def key_name(arg: str) -> str | None:
    """The service name a lookup key gives: its words without a last word saying it holds a
    base (:data:`BASE_WORDS`), in snake case (``api.host`` → ``api``, ``PAYMENTS_API_URL`` →
    ``payments_api``, ``billing.baseUrl`` → ``billing``), ``None`` when nothing is left
    (``baseUrl``)."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", arg)
    words = [w for w in re.split(r"[^A-Za-z0-9]+", spaced.lower()) if w]
    while words and words[-1] in BASE_WORDS:
        words.pop()
    return "_".join(words) or None
