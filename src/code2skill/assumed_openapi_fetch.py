"""Rule ``openapi-fetch.assumed-client``: an ``UPPERCASE`` HTTP method of a client made by a
package the run cannot read, called with openapi-fetch's arguments, is read as an
openapi-fetch call.

Apps often wrap openapi-fetch in a workspace package of their own (``createClient`` of
``@acme/api-client`` returning ``createOpenAPIClient<paths>(options)``) that lies outside the
analysed folder. The tool cannot prove what that client is; when a call has openapi-fetch's
shape it is taken as ``client.GET(path, {params: {path, query, header}, body, headers})`` of
the :mod:`code2skill.extractors.openapi_fetch` recogniser, and each request carries a
``medium`` review item naming the package and the assumption, so nothing looks surer than the
source proves. The base URL the package may set is not in the source: the request's base is
a value the Host binds (rule ``service.unresolved-base``), never the page's own origin.

openapi-fetch's shape (:func:`openapi_fetch_shaped`), for a method named ``GET``, ``POST``,
``PUT``, ``PATCH``, ``DELETE``, ``HEAD`` or ``OPTIONS``:

* the first argument is a path template: a fixed text starting with one ``/`` and holding
  no white space (``'/api/v1/crates/{name}'``), or a choice among such texts (a ternary of
  ``as const`` literals);
* the second is absent, an object whose every member is one of openapi-fetch's request
  options (``params``, ``body``, ``parseAs``, ``querySerializer``, ``bodySerializer``,
  ``baseUrl``, ``fetch``, ``middleware``) or of fetch's ``RequestInit`` (``headers``,
  ``signal`` …) or a spread, or a value the call is handed (a wrapper's ``options``
  parameter);
* nothing after it.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.assumed_fetch import INIT_KEYS, package_of
from code2skill.fixed_texts import fixed_texts
from code2skill.requests import RequestTemplate
from code2skill.values import ClientV, LibV, ObjV, ParamV, UnknownV, Value, Where

RULE = "openapi-fetch.assumed-client"
CALL_RULE = "openapi-fetch.call"          # the site rule of the recogniser's own template
LIB = "openapi-fetch"                     # the recogniser the call is handed to
VERBS = ("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS")   # its client's methods
BASE_REASON = "assumed-client-base"       # UnknownV reason of the base the package may set
# openapi-fetch's request options beside fetch's RequestInit members
OPTION_KEYS = INIT_KEYS | {"params", "body", "parseAs", "querySerializer", "bodySerializer",
                           "baseUrl", "fetch", "middleware"}


def rooted_path(text: str) -> bool:
    """Whether ``text`` reads as an OpenAPI path template: one leading ``/``, no white
    space (``'/pets/{id}'``; not ``'//cdn'``, ``'a b'`` or ``'pets'``)."""
    return text.startswith("/") and not text.startswith("//") and not any(
        c.isspace() for c in text)


def openapi_fetch_shaped(method: str, args: tuple[Value, ...]) -> bool:
    """Whether the call ``X.<method>(*args)`` (resolved arguments) has the shape of an
    openapi-fetch call (see the module docstring)."""
    if method not in VERBS or not args or len(args) > 2:
        return False
    paths = fixed_texts(args[0])
    if not paths or not all(rooted_path(p) for p in paths):
        return False
    if len(args) == 1:
        return True
    init = args[1]
    if isinstance(init, ObjV):
        return all(p.key is None or p.key in OPTION_KEYS for p in init.props)
    return isinstance(init, ParamV)


def assumed_client(method: str, made: Where | None) -> ClientV:
    """The openapi-fetch client member ``client.<method>`` a call is read as; ``made`` is the
    call that created the package's client (its evidence, and the key of its middleware:
    none, as the package's setup is not read). Its options are unknown (``None``)."""
    return ClientV(LIB, None, made, (method,))


def assumed(templates: list[RequestTemplate], source: LibV, written: str,
            where: Where | None, made: Where | None) -> list[RequestTemplate]:
    """``templates`` (openapi-fetch's, for the call ``written`` at ``where``) marked as made
    by a client of package ``source`` read as openapi-fetch: the call's site cites
    :data:`RULE`, the base URL is the value the package may set (made at ``made``, bound by
    the Host), and each carries a ``medium`` note naming the assumption."""
    note = ("medium", f"call of {written}: a client from '{package_of(source)}', a package "
            "outside the analysed code, is read as an openapi-fetch client "
            "(client.GET(path, {params, body})) because the call has that shape; code2skill "
            "cannot read that client, so its base URL (the Host binds it), the headers, "
            "credentials and middleware it adds, and whether it sends the request as "
            f"written, are assumed (rule {RULE})", where, RULE)
    base = UnknownV(BASE_REASON, made or where)
    return [replace(t, base=base, notes=t.notes + (note,),
                    sites=tuple(replace(s, rule=RULE) if s.rule == CALL_RULE else s
                                for s in t.sites))
            for t in templates]
