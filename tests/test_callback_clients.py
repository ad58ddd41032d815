"""Rule ``this.callback-client`` (:mod:`code2skill.callback_clients`): a client a class's
function writes on ``this`` inside an arrow callback (a promise's ``then``) is that member of
the instance; a plain ``function`` callback has a ``this`` of its own, and a value that is no
client (``this.token = response.data``) is left as it was."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.callback_clients import callback_owner, callback_writes
from code2skill.facts import Assignment, Call, FunctionFact, Lit, ModuleFacts, Ref

SPAN = (1, 0, 1, 1)


def fn(fid, parent=None, arrow=True, class_name=None, writes=()) -> FunctionFact:
    return FunctionFact(fid=fid, name=fid, params=(), span=SPAN, parent=parent, arrow=arrow,
                        class_name=class_name,
                        assignments=[Assignment(("this", name), value, SPAN)
                                     for name, value in writes])


def test_callback_owner_walks_out_through_arrows_only():
    made = Call(Ref("create"), (), SPAN)
    module = ModuleFacts(path="a.js", language="javascript", sha256="")
    module.functions = {f.fid: f for f in [
        fn("m", arrow=False, class_name="Api"),
        fn("a1", "m"), fn("a2", "a1", writes=[("http", made), ("ready", Lit(True, SPAN))]),
        fn("plain", "m", arrow=False, writes=[("http", made)]),       # a `function` callback
        fn("a3", "plain", writes=[("other", made)]),
        fn("top", arrow=False), fn("a4", "top", writes=[("http", made)])]}
    owners = {fid: callback_owner(module, f) for fid, f in module.functions.items()}
    assert owners == {"m": None, "a1": "Api", "a2": "Api", "plain": None, "a3": None,
                      "top": None, "a4": None}
    assert callback_writes(module) == {("Api", "http"): [("a2", module.functions["a2"]
                                                          .assignments[0])]}


def test_a_client_made_in_a_then_callback_is_the_instance_member(derive_files):
    contract = derive_files({
        "package.json": '{"dependencies": {"axios": "1"}}',
        "src/api.js": """\
import axios from 'axios';
export class Api {
    http = null;
    init() {
        return axios.get('/session').then((response) => {
            this.token = response.data.token;
            this.http = axios.create({ baseURL: '/api/v2', headers: { Authorization: `Bearer ${this.token}` } });
        });
    }
    list() { return this.http.get('/things'); }
    remove(id) { return this.http.delete(`/things/${id}`); }
}
export const api = new Api();
""",
    })
    assert endpoints(contract) == {("GET", "/session"), ("GET", "/api/v2/things"),
                                   ("DELETE", "/api/v2/things/{id}")}
    cap = capability(contract, "GET", "/api/v2/things")
    assert cap["auth"]["authentication"] == "bearer"
    assert cap["auth"]["evidence"][0]["rule"] == "axios.instance-header"


def test_a_function_callback_keeps_its_own_this(derive_files):
    contract = derive_files({
        "package.json": '{"dependencies": {"axios": "1"}}',
        "src/api.js": """\
import axios from 'axios';
export class Api {
    init() {
        axios.get('/session').then(function () { this.http = axios.create({ baseURL: '/v2' }); });
    }
    list() { return this.http.get('/things'); }
}
export const api = new Api();
""",
    })
    assert endpoints(contract) == {("GET", "/session")}
