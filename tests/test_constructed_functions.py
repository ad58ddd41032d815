"""Rule ``this.constructed-function`` (:mod:`code2skill.constructed_functions`): a constructor
function with no prototype method that writes members of ``this`` is a class when its module
makes it with ``new`` or hands it to a helper that does; a function only called plainly stays
a function."""
from __future__ import annotations

from conftest import endpoints

from code2skill.constructed_functions import constructed_functions, constructing_helpers
from code2skill.facts import Assignment, Call, CallSite, FunctionFact, Lit, Member, ModuleFacts, Ref

SPAN = (1, 0, 1, 1)


def function(fid: str, name: str, params=(), this_writes=(), parent=None) -> FunctionFact:
    from code2skill.facts import Param
    return FunctionFact(fid=fid, name=name, params=tuple(Param(p) for p in params), span=SPAN,
                        parent=parent,
                        assignments=[Assignment(("this", w), Lit(None, SPAN), SPAN)
                                     for w in this_writes])


def module(path: str, functions, calls=()) -> ModuleFacts:
    facts = ModuleFacts(path=path, language="javascript", sha256="")
    facts.functions = {fn.fid: fn for fn in functions}
    facts.calls = [CallSite(call=c, scope=s) for s, c in calls]
    return facts


def test_helpers_are_functions_that_new_their_parameter():
    helper = function("b#1", "Client.register", params=("name", "component"))
    getter = function("b#2", "get", parent="b#1")
    modules = {"b.js": module("b.js", [helper, getter],
                              [("b#2", Call(Ref("component"), (), SPAN, new=True))])}
    assert constructing_helpers(modules) == {("Client.register", 1)}


def test_made_or_registered_constructors_become_classes_plain_functions_stay():
    register = Call(Member(Ref("Client"), "register"), (Lit("access", SPAN), Ref("Access")), SPAN)
    modules = {
        "b.js": module("b.js", [function("b#1", "Client.register", params=("n", "c"))],
                       [("b#1", Call(Ref("c"), (), SPAN, new=True))]),
        "a.js": module("a.js", [function("a#1", "Access", params=("base",),
                                         this_writes=("base", "users")),
                                function("a#2", "Made", this_writes=("x",)),
                                function("a#3", "handler", this_writes=("disabled",)),
                                function("a#4", "Plain", params=("x",))],
                       [(None, register), (None, Call(Ref("Made"), (), SPAN, new=True)),
                        (None, Call(Member(Ref("$"), "on"), (Lit("click", SPAN), Ref("handler")),
                                    SPAN)),
                        (None, Call(Ref("Plain"), (), SPAN, new=True))]),
    }
    constructed_functions(modules)
    assert set(modules["a.js"].classes) == {"Access", "Made"}
    assert modules["a.js"].functions["a#1"].class_name == "Access"
    assert modules["a.js"].functions["a#3"].class_name is None


BASE = """\
var Client = function () { this.components = {}; };
Client.registerComponent = function (name, component) {
    Object.defineProperty(Client.prototype, name, {
        get: function () { return new component(this); }
    });
};
Client.prototype.get = function (url) { return $.ajax({url: url, type: "GET"}); };
var api = new Client();
"""
ACCESS = """\
var Users = function (access) { this.base = access.base; };
Users.prototype.list = function () { return this.base.get("/api/access/users"); };
var Access = function (base) {
    this.base = base;
    this.users = new Users(this);
};
Client.registerComponent("access", Access);
"""
PAGE = """\
$(function () {
    function UsersViewModel() {
        var self = this;
        self.refresh = function () { return api.access.users.list(); };
    }
    window.UsersViewModel = UsersViewModel;
});
"""


def test_a_component_holding_only_sub_clients_is_followed(derive_files):
    contract = derive_files({"package.json": '{"dependencies": {"jquery": "3"}}',
                             "src/base.js": BASE, "src/access.js": ACCESS, "src/page.js": PAGE})
    assert endpoints(contract) == {("GET", "/api/access/users")}


def test_an_exported_constructor_an_importer_makes_is_a_class_named_by_its_export():
    from code2skill.facts import ExportFact, Fn, ImportFact
    api = module("src/api.js", [function("api#1", "default", this_writes=("getToken",)),
                                function("api#2", "Helper", this_writes=("x",)),
                                function("api#3", "Other", this_writes=("y",))])
    api.exports = [ExportFact("default", value=Fn("api#1", SPAN)),
                   ExportFact("Helper", local="Helper"), ExportFact("Other", local="Other")]
    store = module("src/store.js", [function("s#1", "auth"),
                                    function("s#2", "local", params=("Other",))],
                   [("s#1", Call(Ref("ApiClient"), (), SPAN, new=True)),
                    ("s#1", Call(Ref("Helper"), (), SPAN)),              # called plainly
                    ("s#2", Call(Ref("Other"), (), SPAN, new=True))])    # a parameter
    store.imports = [ImportFact(source="./api", imported=name, local=local, span=SPAN)
                     for name, local in (("default", "ApiClient"), ("Helper", "Helper"),
                                         ("Other", "Other"))]
    modules = {"src/api.js": api, "src/store.js": store}
    resolve = {("src/store.js", "./api"): "src/api.js"}.get
    constructed_functions(modules, lambda path, spec: resolve((path, spec)))
    assert set(modules["src/api.js"].classes) == {"default"}   # Helper called plainly,
    assert modules["src/api.js"].functions["api#1"].class_name == "default"   # Other: the
    assert modules["src/api.js"].exports[0] == ExportFact("default", local="default")  # param
    unresolved = {"src/api.js": api, "src/store.js": store}
    constructed_functions(unresolved)                  # without import resolution: no class
    assert unresolved["src/api.js"].classes == {}


def test_an_imported_constructor_function_reads_its_this_members_across_modules(derive_files):
    contract = derive_files({
        "package.json": '{"dependencies": {"axios": "1"}}',
        "src/api.js": """\
import axios from 'axios';
export default function () {
    this.base = '/api/v3';
    this.http = axios.create({ baseURL: this.base });
}
""",
        "src/use.js": """\
import Api from './api';
const api = new Api();
export const load = () => api.http.get('/things');
""",
    })
    assert endpoints(contract) == {("GET", "/api/v3/things")}
