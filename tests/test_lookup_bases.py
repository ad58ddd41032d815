"""Rule service.config-lookup (:mod:`code2skill.lookup_bases`): a base URL read through one
configuration lookup with literal arguments is one service for every call site of that
lookup, keyed by the callee and its arguments and named from the key."""
from __future__ import annotations

from conftest import capability

from code2skill.facts import Call, Lit, Member, Ref, Tmpl
from code2skill.lookup_bases import Lookup, default_text, key_name, lookup_of
from code2skill.values import FnV, LibV, LitV, ObjV, PropV, StrV, Text, UnknownV

CONFIG = """\
import merge from 'deepmerge';
import delve from 'dlv';
import defaults from './defaults';
const config = () => merge(defaults, window.__CONFIG ? JSON.parse(window.__CONFIG) : {});
export default { get: (value, def = '') => delve(config(), value, def) };
"""
DEFAULTS = "export default { api: { host: '/api' }, upload: { host: '/up' } };\n"
SECRETS = """\
import config from './config';
export const getSecret = (id) => fetch(`${config.get('api.host')}/secret/${id}`);
export const burnSecret = (id) => fetch(`${config.get('api.host')}/secret/${id}/burn`, { method: 'POST' });
"""
USERS = """\
import settings from './config';
export const listUsers = () => fetch(`${settings.get('api.host')}/users`);
export const upload = (form) => fetch(settings.get('upload.host') + '/files', { method: 'POST', body: form });
export const byKey = (key) => fetch(`${settings.get(key)}/things`);
"""


def call(callee, *args):
    return Call(callee, tuple(Lit(a) for a in args))


def test_a_call_with_literal_text_arguments_is_a_lookup():
    get = Member(Ref("config"), "get")
    fn = FnV("src/config.js#get")
    assert lookup_of(call(get, "api.host"), lambda _: fn) == Lookup(
        "fn:src/config.js#get('api.host')", "config.get('api.host')", "api.host",
        "src/config.js#get")
    assert lookup_of(call(Ref("env"), "API_URL", ""), lambda _: LibV("runtime-env")) == Lookup(
        "lib:runtime-env('API_URL', '')", "env('API_URL', '')", "API_URL")
    assert lookup_of(call(Ref("getConfig"), "apiUrl"), lambda _: UnknownV("no-binding")) == \
        Lookup("name:getConfig('apiUrl')", "getConfig('apiUrl')", "apiUrl")


def test_no_lookup_without_literal_text_arguments():
    never = lambda _: (_ for _ in ()).throw(AssertionError("callee evaluated"))   # noqa: E731
    get = Member(Ref("config"), "get")
    assert lookup_of(Call(get, (Ref("key"),)), never) is None        # a computed key
    assert lookup_of(Call(get, ()), never) is None                   # no argument
    assert lookup_of(call(get, 3), never) is None                    # a number
    assert lookup_of(call(get, " "), never) is None                  # a blank key
    assert lookup_of(Call(get, (Lit("x"),), new=True), never) is None
    assert lookup_of(Call(Call(Ref("f"), ()), (Lit("x"),)), never) is None   # f()('x')
    assert lookup_of(Tmpl((Lit("x"),)), never) is None


def member(obj, prop):
    """An object literal's member, as the resolver reads it."""
    found = next((p.value for p in obj.props if p.key == prop), None) \
        if isinstance(obj, ObjV) else None
    return found if found is not None else UnknownV("no-member")


def obj(**members):
    return ObjV(tuple(PropV(k, v) for k, v in members.items()))


def test_the_default_is_the_text_an_imported_object_holds_at_the_key():
    at = ("src/defaults.js", (1, 1, 1, 5))
    defaults = obj(api=obj(host=StrV((Text("/api/", at),))), port=LitV(80))
    assert default_text([UnknownV("x"), defaults], "api.host", member) == ("/api", at)
    assert default_text([defaults], "api", member) is None            # an object, no text
    assert default_text([defaults], "port", member) is None           # a number
    assert default_text([defaults], "api..host", member) is None
    assert default_text([obj(api=StrV((Text("api", at),)))], "api", member) is None   # no root
    assert default_text([obj(u=StrV((Text("https://x.example", at),)))], "u", member) == (
        "https://x.example", at)


def test_the_key_names_the_service():
    assert key_name("api.host") == "api"
    assert key_name("apiUrl") == "api"
    assert key_name("PAYMENTS_API_URL") == "payments_api"
    assert key_name("billing.baseUrl") == "billing"
    assert key_name("baseUrl") is None


def test_one_service_per_lookup_key_across_files(derive_files):
    contract = derive_files({"src/config.js": CONFIG, "src/defaults.js": DEFAULTS,
                             "src/secrets.js": SECRETS, "src/users.js": USERS,
                             "package.json": '{"name": "client"}'})
    services = {s["id"]: s for s in contract["services"]}
    api = services["api"]
    assert api["baseUrlBinding"] == "API_BASE_URL"
    assert [(o["url"], [(e["rule"], e["file"], e["line"]) for e in o["evidence"]])
            for o in api["observedBaseUrls"]] == [
        ("/api", [("service.config-lookup", "src/defaults.js", 1)])]
    assert api["description"] == (
        "Backend whose base URL the client reads through config.get('api.host') (3 call "
        "sites, one lookup), a value the source does not show; the Host must bind it. Its "
        "default in source, '/api', is a deployment reference only.")
    assert [(e["rule"], e["file"], e["line"], e["note"]) for e in api["evidence"]] == [
        ("service.unresolved-base", "src/secrets.js", 2, "config.get('api.host')"),
        ("service.config-lookup", "src/secrets.js", 2, "config.get('api.host') at 3 call sites")]
    for method, path in [("GET", "/secret/{id}"), ("POST", "/secret/{id}/burn"),
                         ("GET", "/users")]:
        assert capability(contract, method, path)["implementation"]["requests"][0][
            "service"] == "api"
    assert capability(contract, "POST", "/files")["implementation"]["requests"][0][
        "service"] == "upload"
    assert services["upload"]["baseUrlBinding"] == "UPLOAD_API_BASE_URL"
    assert [o["url"] for o in services["upload"]["observedBaseUrls"]] == ["/up"]
    # a key the source computes is no lookup: its base stays the call site's own
    computed = capability(contract, "GET", "/things")["implementation"]["requests"][0]["service"]
    assert computed not in ("api", "upload")
    assert not any(e["rule"] == "service.config-lookup" for e in services[computed]["evidence"])
    assert [r["message"] for r in contract["review"] if "base URL of service api" in r["message"]] \
        == ["base URL of service api comes from a value the source does not show; confirm the "
            "backend it names"]
