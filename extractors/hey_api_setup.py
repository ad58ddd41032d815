"""hey-api: the auth a generated SDK's client is given once, away from its call sites.

Shapes::

    export const client = createClient(createConfig({ baseUrl: '/api', credentials: 'include' }));
    client.setConfig({ credentials: 'include', headers: { 'X-CSRF-Token': token } });
    client.interceptors.request.use((request, options) => {
      request.headers.set('X-CSRF-Token', getCookie('csrf_token'));
      return request;
    });

Rule ``hey-api.credentials-include``: a client config (of ``createClient``, ``createConfig``, or
a later ``client.setConfig``) with ``credentials: 'include'`` (``withCredentials: true`` for
``@hey-api/client-axios``) sends the browser's cookies with every call of that client: a
``cookie-session`` hint whose evidence is the setting. Rule ``hey-api.set-config``: a
credential header of a ``setConfig`` headers object is read by its name (``X-CSRF-Token`` is
``cookie-session``, ``Authorization`` ``bearer``). Rule ``hey-api.request-interceptor``: the
auth a request interceptor's handler sets (``request.headers.set(…)``, the helpers it calls),
read like an axios interceptor's. A setting written only under a condition keeps its scheme
with the note ending in :data:`CONDITIONAL_NOTE` (rule ``auth.conditional-scheme``).
"""
from __future__ import annotations

from code2skill.recogniser_context import SetupFacts
from code2skill.requests import AuthHint
from code2skill.values import ClientV, Value, Where, text_of

from .common import (
    CONDITIONAL_NOTE, auth_from_headers, auth_in_function, headers_from, is_true, member_calls,
    prop_where,
)

LIB = "hey-api"
CREDENTIALS = (("credentials", "include"), ("withCredentials", True))


def config_auth(ctx, config: Value | None, where: Where | None,
                guarded: bool = False) -> list[AuthHint]:
    """Rule ``hey-api.credentials-include``: the cookie-session hint of a client config that
    sends cookies (``credentials: 'include'``, ``withCredentials: true``), its evidence the
    setting where the source shows it, else ``where``."""
    for key, wanted in CREDENTIALS:
        found = ctx.member(config, key)
        if is_true(found) if wanted is True else text_of(found) == wanted:
            note = ("credentials: 'include'" if key == "credentials"
                    else "withCredentials: true") + (CONDITIONAL_NOTE if guarded else "")
            return [AuthHint("cookie-session", prop_where(config, key) or where,
                             "hey-api.credentials-include", note)]
    return []


def setup(program) -> SetupFacts:
    """Program-wide pass: ``client.setConfig(config)`` and
    ``client.interceptors.request.use(fn)`` calls on a hey-api client, as ``{client's
    creating location: [auth hint, …]}``."""
    facts: dict = {}
    for prop in ("setConfig", "use"):
        for path, site, frame in member_calls(program, prop):
            ctx = program.context(frame, None)
            owner = ctx.evaluate(site.call.callee)
            if not (isinstance(owner, ClientV) and owner.lib == LIB):
                continue
            where = (path, site.call.span)
            facts.setdefault(owner.where, []).extend(
                setup_auth(ctx, owner.path, ctx.evaluate(site.call.args[0]), where,
                           site.guarded))
    return SetupFacts(facts)


def setup_auth(ctx, member: tuple[str, ...], arg: Value, where: Where,
               guarded: bool) -> list[AuthHint]:
    """The auth hints one settings call gives its client: a ``setConfig(config)`` call's
    cookie setting and credential headers, a request interceptor's headers."""
    if member == ("setConfig",):
        headers = headers_from(ctx.member(arg, "headers"), where)
        hints = list(auth_from_headers(headers, "hey-api.set-config"))
        if guarded:
            hints = [AuthHint(h.kind, h.where, h.rule, h.note + CONDITIONAL_NOTE)
                     for h in hints]
        return config_auth(ctx, arg, where, guarded) + hints
    if member == ("interceptors", "request", "use"):
        return list(auth_in_function(ctx, arg, "hey-api.request-interceptor", follow=True))
    return []


def client_auth(program, client: ClientV, ctx) -> list[AuthHint]:
    """The auth every call of ``client`` carries: its creating config's cookie setting and
    the hints of its settings calls (:func:`setup`)."""
    return config_auth(ctx, client.config, client.where) + \
        list(program.setup_facts(LIB, {}).get(client.where, []))
