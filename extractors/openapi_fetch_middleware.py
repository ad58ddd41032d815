"""Rule ``openapi-fetch.middleware``: the auth an openapi-fetch client's middleware adds to
every request, away from its call sites.

Shapes::

    const client = createClient<paths>({ baseUrl });
    client.use({
      async onRequest({ request }) {
        request.headers.set('Authorization', `Bearer ${await getToken()}`);
        return request;
      },
    });
    const auth: Middleware = { onRequest({ request }) { … } };   client.use(auth, logger);

Every middleware object handed to ``use`` on a client runs its ``onRequest`` before each
request of that client: the credential headers it sets (or a helper it calls sets,
:func:`~.common.auth_in_function` with ``follow``) are auth hints of each request, evidenced
where they are set, as an axios request interceptor's are. ``onResponse``/``onError`` add
nothing to a request.
"""
from __future__ import annotations

from code2skill.facts import Member
from code2skill.recogniser_context import Frame, SetupFacts
from code2skill.requests import AuthHint
from code2skill.values import AltV, ClientV, Value, Where

from .common import auth_in_function

RULE = "openapi-fetch.middleware"


def setup(program, lib: str) -> SetupFacts:
    """Program-wide pass: ``{where the client was created: [auth hint]}`` of the ``onRequest``
    handlers of the middleware objects each client's ``use(…)`` call registers."""
    found: dict[Where | None, list[AuthHint]] = {}
    for path in sorted(program.modules):
        for site in program.modules[path].calls:
            callee = site.call.callee
            if not (isinstance(callee, Member) and callee.prop == "use" and site.call.args):
                continue
            frame = Frame(path, site.scope)
            clients = [c for c in options(program.evaluate(callee.obj, frame))
                       if isinstance(c, ClientV) and c.lib == lib and c.path == ()]
            if not clients:
                continue
            ctx = program.context(frame, None)
            hints = [hint for middleware in program.eval_args(site.call.args, frame)
                     for hint in request_hints(ctx, middleware)]
            for client in clients:           # (`let client = null` set later: each option)
                found.setdefault(client.where, []).extend(hints)
    return SetupFacts(found)


def options(value: Value) -> tuple[Value, ...]:
    """A value's alternatives (``AltV``), else the value alone."""
    return value.options if isinstance(value, AltV) else (value,)


def request_hints(ctx, middleware: Value) -> tuple[AuthHint, ...]:
    """The auth hints of one middleware object's ``onRequest`` handler."""
    handler = ctx.member(middleware, "onRequest")
    return auth_in_function(ctx, handler, RULE, follow=True) if handler is not None else ()


def middleware_auth(ctx, client: ClientV, lib: str) -> tuple[AuthHint, ...]:
    """The auth hints the middleware of ``client`` adds to its requests."""
    return tuple(ctx.program.setup_facts(lib, {}).get(client.where, ()))
