"""A GraphQL endpoint a page global may override: the path the source names is the endpoint.

Form handled::

    const WEBGUI_GRAPHQL = '/graphql';
    const toAbsoluteUrl = (value) => HTTP.test(value) ? value
        : new URL(value, window.location.origin).toString();
    const endpoint = () => window.GRAPHQL_ENDPOINT ? toAbsoluteUrl(window.GRAPHQL_ENDPOINT)
        : toAbsoluteUrl(WEBGUI_GRAPHQL);
    createHttpLink({ uri: endpoint() })

Rule ``graphql.page-global-override``: a client's ``uri`` that is a choice between one text the
source names (a rooted path or an absolute URL, resolved through the helper that builds it:
``new URL(path, origin)`` of the page's origin is the path) and page globals no analysed code
writes (``window.GRAPHQL_ENDPOINT``, read as the global ``GRAPHQL_ENDPOINT``) is that text: the
operations go there unless the page hosting the app sets the global, which one ``low`` review
item per client names, cited at the text. Any other choice stays as it is (several endpoints,
or one the source does not show, are reviewed by the caller).
"""
from __future__ import annotations

from code2skill.values import AltV, LibV, StrV, Value, first_where, text_of

RULE = "graphql.page-global-override"
PAGE_GLOBAL = "global"


def named_endpoint(uri: Value) -> tuple[Value, tuple[str, ...]]:
    """``(endpoint, page globals)``: for a ``uri`` of the form above, the one fixed text and
    the names of the page globals that may override it; otherwise ``(uri, ())``."""
    if not isinstance(uri, AltV):
        return uri, ()
    texts: list[StrV] = []
    names: list[str] = []
    for option in uri.options:
        if isinstance(option, LibV) and option.lib == PAGE_GLOBAL and option.path:
            names.append(".".join(option.path))
        elif isinstance(option, StrV) and text_of(option) and \
                text_of(option).startswith(("/", "http://", "https://")):
            if all(text_of(t) != text_of(option) for t in texts):
                texts.append(option)
        else:
            return uri, ()
    if len(texts) != 1 or not names:
        return uri, ()
    return texts[0], tuple(dict.fromkeys(names))


def override_message(endpoint: StrV, names: tuple[str, ...]) -> str:
    """The ``low`` review item of a client whose endpoint page globals may override."""
    globals_ = ", ".join("window." + name for name in names)
    return (f"the GraphQL endpoint {text_of(endpoint)} is used unless the page sets "
            f"{globals_}, which no analysed code writes (rule {RULE})")

