"""A function handed to an HTTP-looking call of an unknown client is the request's callback,
so the call stays a reviewed request-like site; a request handler makes it a route
registration, which stays quiet (rule ``review.callback-client``)."""
from conftest import endpoints

from code2skill.facts import Param
from code2skill.request_handlers import is_request_handler

CALLBACK = ("with a URL-like argument and a callback (rule review.callback-client): an HTTP "
            "client code2skill does not recognise or cannot follow, so its endpoint is not in "
            "the contract")


def names(*given: str) -> tuple[Param, ...]:
    return tuple(Param(n) for n in given)


def test_request_handlers_are_told_from_callbacks():
    assert is_request_handler(names("req", "res"))
    assert is_request_handler(names("_request", "h"))
    assert is_request_handler(names("ctx"))
    assert is_request_handler(names("schema", "request"))
    assert is_request_handler(names("_", "res", "next"))
    assert is_request_handler(names("request", "reply"))
    assert is_request_handler((Param(None, pattern=("request", "params")),))
    assert not is_request_handler(names("err", "res"))
    assert not is_request_handler(names("response"))
    assert not is_request_handler(names("data"))
    assert not is_request_handler(())
    assert not is_request_handler((Param(None, pattern=("data", "status")),))


def reviewed(contract: dict) -> list[tuple[str, int]]:
    """``(message head, line)`` of the callback-client review items."""
    return sorted((r["message"].split(" with ")[0], r["evidence"][0]["line"])
                  for r in contract["review"] if CALLBACK in r["message"])


def test_a_callback_client_call_is_reviewed_and_a_route_registration_is_not(derive_files):
    contract = derive_files({"src/a.js": (
        "export function load(client, done) {\n"
        "  client.request({ url: '/api/boards' }, (err, body) => done(body));\n"
        "}\n"
        "export const lists = (xhrLike, cb) =>\n"
        "  xhrLike.get('/api/lists', function (res) { cb(res); });\n"
        "export const save = (api) => api.post('/api/cards', { n: 1 }, saved);\n"
        "function saved(response) {}\n"
        "export function mount(app, router, bus, cb) {\n"
        "  app.get('/api/health', (req, res) => res.end('ok'));\n"
        "  router.post('/api/items', auth, async (ctx, next) => { await next(); });\n"
        "  bus.on('/api/changed', cb);\n"
        "  setTimeout(() => cb(), 10);\n"
        "}\n"
        "function auth(req, res, next) { next(); }\n")})
    assert endpoints(contract) == set()
    assert reviewed(contract) == [("call of api.post", 6), ("call of client.request", 2),
                                  ("call of xhrLike.get", 5)]
    coverage = contract["source"]["coverage"]
    assert (coverage["requestLikeSites"], coverage["reviewed"], coverage["unresolved"]) == \
        (3, 3, 0)
