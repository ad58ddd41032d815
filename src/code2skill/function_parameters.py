"""Rule ``review.request-function-parameter``: a wrapper that receives the function making
its requests as a parameter and calls it with a URL is a request-like site the tool does not
follow, never a silent miss.

    async function apiRequest(oidcFetch, method, url, data) {
      return oidcFetch(`${config.apiOrigin}/api${url}`, { method, body: JSON.stringify(data) })
    }
    // callers: apiRequest(fetch, 'POST', '/peers', peer) with `fetch` a hook's closure

The function handed in (an authenticating ``fetch`` a React hook returns) is not followed
through the parameter, so the endpoints its callers name are not in the contract. The call
counts as a reviewed request-like site of library ``fetch``; one ``medium`` review item names
the parameter and the wrapper, and ``derive`` warns on stderr with the number of such sites,
the wrappers' callers and the files.

A call counts when the callee is a parameter of the enclosing function read as a whole (no
member), its first argument is URL-like (a text with ``/`` or starting with a hole followed by
``/…``) and either the parameter is named like a request function (``fetch``, ``request``,
``http`` …) or the second argument is an options object naming ``method``, ``body`` or
``headers``.

Rule ``client.parameter-default``: such a parameter whose default is a recognised client
(``f: Fetcher = fetch``, the global ``fetch`` a SvelteKit ``load`` may replace by its own) is
that client when every known call of its function passes nothing (or ``undefined``) there, the
same client, or a parameter of the caller with the default's own name (``load({ fetch })``
handing on its ``fetch``). The call is then that client's request, its evidence naming the
rule; a caller passing anything else keeps the review item.
"""
from __future__ import annotations

import re

from code2skill.values import LitV, ObjV, ParamV, StrV, Text, Value, Where

RULE = "review.request-function-parameter"
DEFAULT_RULE = "client.parameter-default"
REQUEST_NAMES = re.compile(r"(?i)(fetch|request|http|ajax|client|api)")
OPTION_KEYS = frozenset({"method", "body", "headers"})


def url_like(value: Value | None) -> bool:
    """Whether a call's first argument reads like a URL: a text holding ``/`` (in a fixed
    piece) and no space."""
    if not isinstance(value, StrV):
        return False
    texts = [p.text for p in value.parts if isinstance(p, Text)]
    return any("/" in t for t in texts) and not any(" " in t for t in texts)


def request_function_call(callee: Value, args: tuple[Value, ...]) -> bool:
    """Whether a call of ``callee`` with ``args`` is a request made by a function handed in as
    a parameter (see the module docstring)."""
    if not isinstance(callee, ParamV) or callee.path or not args or not url_like(args[0]):
        return False
    options = args[1] if len(args) > 1 else None
    named = isinstance(options, ObjV) and any(p.key in OPTION_KEYS for p in options.props)
    return bool(REQUEST_NAMES.search(callee.name)) or named


def keeps_default(arg: Value | None, default: Value, default_name: str | None) -> bool:
    """Whether a caller's argument ``arg`` (``None`` when it passes none) for a parameter
    whose default evaluates to ``default``, written as the identifier ``default_name``
    (``None`` when the default is no plain identifier), leaves the parameter that client:
    nothing or ``undefined``, the same value, or a parameter of the caller named like the
    default (``fetch`` handed on by ``load({ fetch })``)."""
    if arg is None or isinstance(arg, LitV) and arg.value is None or arg == default:
        return True
    return isinstance(arg, ParamV) and default_name is not None and \
        (arg.path[-1:] == (default_name,) or not arg.path and arg.name == default_name)


def parameter_message(name: str, function: str | None, callers: int) -> str:
    """The review item's text for one such call."""
    return (f"call of the request function parameter {name}(…) in {function or 'a function'}"
            f" ({callers} known call{'s' * (callers != 1)} of it): the function its callers "
            "pass in is not followed through the parameter, so the endpoints requested "
            "through it are not in the contract")


def parameter_warning(sites: dict[Where, tuple[str, str | None, int]]) -> str | None:
    """The stderr warning for every such call (place → (parameter, function, callers)), or
    ``None`` when there is none."""
    if not sites:
        return None
    files = sorted({where[0] for where in sites})
    callers = sum(c for _, _, c in sites.values())
    names = sorted({name for name, _, _ in sites.values()})
    return (f"{len(sites)} request call site{'s' * (len(sites) != 1)} "
            f"call{'s' * (len(sites) == 1)} a request function "
            f"passed in as a parameter ({', '.join(names)} in {', '.join(files[:3])}"
            f"{' …' if len(files) > 3 else ''}), reached by {callers} call"
            f"{'s' * (callers != 1)} of the wrappers: code2skill does not follow the function "
            "through the parameter, so those endpoints are missing "
            f"(review[], rule {RULE})")

