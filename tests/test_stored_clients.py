"""Rule ``value.stored-client`` (:mod:`code2skill.stored_clients`): a client a set-up function
keeps on a module-level object (``Object.assign(config, {http})``, ``config.http = …``) is that
client wherever the object's member is read — through an import of the object, a local alias,
a destructuring — while any other stored value is left alone, a local object of the same name
is not the module's, and a parameter of the set-up function is a value the reader cannot see
(never a path parameter of the reader's request)."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.facts import (Assignment, Call, CallSite, FunctionFact, Lit, Member, ModuleFacts,
                              Obj, Prop, Ref)
from code2skill.stored_clients import StoredWrite, is_client, stored_writes
from code2skill.values import AltV, ClientV, InstanceV, LibV, ParamV, StrV, Text

SPAN = (1, 0, 1, 1)
ASSIGN = Member(Ref("Object", SPAN), "assign", SPAN)


def test_stored_writes_of_object_assign_and_function_member_writes_that_may_be_clients():
    module = ModuleFacts(path="a.js", language="javascript", sha256="")
    http, rest = Ref("http", SPAN), Ref("rest", SPAN)
    module.assignments = [Assignment(("config", "top"), http, SPAN)]    # module level: ordinary
    setup = FunctionFact(fid="f1", name="setup", params=(), span=SPAN)
    setup.assignments = [Assignment(("config", "api"), http, SPAN),
                         Assignment(("config", "loading"), Lit(True, SPAN), SPAN),
                         Assignment(("this", "api"), http, SPAN),
                         Assignment(("config", "a", "b"), http, SPAN),
                         Assignment(("config",), http, SPAN, key=Ref("k", SPAN))]
    module.functions = {"f1": setup}
    module.calls = [
        CallSite(Call(ASSIGN, (Ref("config", SPAN), Obj((Prop("http", http, SPAN),
                                                         Prop("title", Lit("t", SPAN), SPAN),
                                                         Prop(None, rest, SPAN))), rest,
                               Obj(()))),
                 "f1"),
        CallSite(Call(ASSIGN, (Member(Ref("a", SPAN), "b", SPAN), Obj(()))), None),
        CallSite(Call(Member(Ref("Other", SPAN), "assign", SPAN), (Ref("config", SPAN), rest)),
                 None)]
    assert list(stored_writes({"a.js": module})) == [
        StoredWrite("config", "api", http, "a.js", "f1"),
        StoredWrite("config", "http", http, "a.js", "f1"),
        StoredWrite("config", None, rest, "a.js", "f1")]


def test_is_client_takes_library_made_values_instances_and_request_libraries_only():
    libraries = frozenset({"axios"})
    client = ClientV("axios", None)
    assert is_client(client, libraries)
    assert is_client(InstanceV("src/api.js", "Api"), libraries)
    assert is_client(LibV("axios"), libraries)
    assert is_client(AltV((client, InstanceV("src/api.js", "Api"))), libraries)
    assert not is_client(LibV("axios", ("get",)), libraries)        # a method, no client
    assert not is_client(LibV("js", ("Map",)), libraries)
    assert not is_client(ClientV("urlsearchparams", None), libraries)
    assert not is_client(AltV((client, StrV((Text("/api"),)))), libraries)
    assert not is_client(ParamV("f1", "base"), libraries)
    assert not is_client(Lit("x", SPAN), libraries)                 # type: ignore[arg-type]


CONFIG = """\
import axios from 'axios';
export const config = { title: 'app', http: null };
export function setConfig(opts) {
  const http = axios.create({ baseURL: '/api' });
  Object.assign(config, { http, title: opts.title, admin: axios.create({ baseURL: '/admin' }) });
}
"""


def test_a_client_kept_by_object_assign_is_read_through_import_alias_and_destructuring(
        derive_files):
    contract = derive_files({
        "src/config.js": CONFIG,
        "src/use.js": """\
import { config as appConfig } from './config';
export function topics() { const client = appConfig.http; return client.get('/topics'); }
export function users() { const { admin } = appConfig; return admin.delete('/users/1'); }
export const title = () => appConfig.title;
""",
    })
    assert endpoints(contract) == {("GET", "/api/topics"), ("DELETE", "/admin/users/1")}
    site = capability(contract, "GET", "/api/topics")["implementation"]["requests"][0][
        "callSites"][0]
    assert (site["file"], site["line"], site["function"]) == ("src/use.js", 2, "topics")


def test_a_member_write_of_another_module_and_a_local_of_the_same_name(derive_files):
    contract = derive_files({
        "src/config.js": "export const config = { title: 'app' };\n",
        "src/install.js": """\
import axios from 'axios';
import { config } from './config';
export function install() { config.http = axios.create({ baseURL: '/v2' }); }
export function preview() {
  const config = {};
  config.http = axios.create({ baseURL: '/preview' });
  return config;
}
""",
        "src/use.js": """\
import { config } from './config';
export const load = () => config.http.get('/things');
""",
    })
    assert endpoints(contract) == {("GET", "/v2/things")}


def test_a_parameter_of_the_set_up_function_is_a_base_the_source_does_not_show(derive_files):
    contract = derive_files({
        "src/config.js": """\
import axios from 'axios';
export const config = {};
const basePathS = window.BASE ? `/${window.BASE}` : '';
const basePath = (override) => override ?? basePathS;
const setConfig = ({ urlOverride, ...args }) => {
  Object.assign(config, { http: axios.create({ baseURL: basePath(urlOverride?.api) }), ...args });
};
export function setup(setupArgs) { setConfig(setupArgs); }
""",
        "src/app.js": """\
import { setup } from './config';
export function mount(props) { setup({ urlOverride: props.urls, jwt: props.jwt }); }
""",
        "src/use.js": """\
import { config } from './config';
export const load = () => config.http.get('/things');
""",
    })
    assert endpoints(contract) == {("GET", "/things")}       # never /{param}/things
    assert all(not cap["inputSchema"].get("properties") for cap in contract["capabilities"])
    assert any(r["message"].startswith("base URL of service") and
               "comes from a value the source does not show" in r["message"]
               for r in contract["review"])
