"""Rule ``redux-saga.call-effect``: a redux-saga effect that runs a function (``call``,
``fork``, ``spawn``, ``apply``, the watchers) is a call of it with the effect's arguments, and a
function handed on through sagas that run it is called with the arguments really passed."""
from conftest import capability, endpoints

from code2skill.facts import Arr, Call, CallSite, Lit, Member, Obj, Prop, Ref, Spread
from code2skill.saga_effects import effect_parts, is_effect, runnable
from code2skill.values import LibV, UnknownV


def site(name, *args) -> CallSite:
    return CallSite(Call(Ref(name), tuple(args)), "src/sagas.js#1")


def test_the_function_an_effect_runs_is_read():
    api, fn = Ref("api"), Member(Ref("api"), "get")
    assert effect_parts(site("call", fn, Ref("id"))) == ("call", fn, (Ref("id"),))
    assert runnable(Arr((api, fn))) == fn
    assert runnable(Arr((api, Lit("get")))) == Member(api, "get")
    assert runnable(Obj((Prop("context", api), Prop("fn", fn)))) == fn
    assert effect_parts(site("apply", api, fn, Arr((Ref("id"),)))) == \
        ("apply", fn, (Ref("id"),))
    assert effect_parts(site("apply", api, fn, Ref("args"))) == \
        ("apply", fn, (Spread(Ref("args")),))
    assert effect_parts(site("takeEvery", Lit("FETCH"), Ref("worker"))) == \
        ("takeEvery", Ref("worker"), ())
    assert effect_parts(site("debounce", Lit(300), Lit("FETCH"), Ref("worker"), Ref("x"))) == \
        ("debounce", Ref("worker"), (Ref("x"),))
    # not an effect's shape: another name, too few arguments, a spread function
    assert effect_parts(site("callApi", fn)) is None
    assert effect_parts(site("call")) is None
    assert effect_parts(site("call", Spread(Ref("xs")))) is None


def test_only_redux_sagas_effects_count():
    assert is_effect(LibV("redux-saga/effects", ("call",)), "call")
    assert is_effect(LibV("redux-saga", ("effects", "fork")), "fork")
    assert is_effect(LibV("typed-redux-saga/macro", ("call",)), "call")
    assert not is_effect(LibV("redux-saga/effects", ("put",)), "call")
    assert not is_effect(LibV("my-effects", ("call",)), "call")
    assert not is_effect(UnknownV("unresolved:call"), "call")


API = """import axios from 'axios';
export const getUsers = (headers) => axios.get('/api/users', { headers });
export const updateUser = (id, data, headers) => axios.patch(`/api/users/${id}`, data, { headers });
export const signIn = (data) => axios.post('/api/sessions', data);
"""
REQUEST = """import { call, join, select, spawn } from 'redux-saga/effects';
function* queueRequest(method, ...args) {
  const token = yield select((state) => state.token);
  return yield call(method, ...args, { Authorization: `Bearer ${token}` });
}
export default function* request(method, ...args) {
  return yield join(yield spawn(queueRequest, method, ...args));
}
"""
SAGAS = """import { call, takeEvery } from 'redux-saga/effects';
import * as api from './api';
import request from './request';
export function* fetchUsers() {
  yield call(request, api.getUsers);
}
export function* saveUser(id, data) {
  yield call(request, api.updateUser, id, data);
}
export function* logIn(data) {
  yield call(api.signIn, data);
}
export function* watch() {
  yield takeEvery('FETCH', fetchUsers);
}
"""


def test_a_saga_handing_a_function_on_adds_its_headers(derive_files):
    contract = derive_files({"src/api.js": API, "src/request.js": REQUEST,
                             "src/sagas.js": SAGAS})
    assert endpoints(contract) == {("GET", "/api/users"), ("PATCH", "/api/users/{id}"),
                                   ("POST", "/api/sessions")}
    for method, path, line in (("GET", "/api/users", 5), ("PATCH", "/api/users/{id}", 8)):
        cap = capability(contract, method, path)
        assert cap["auth"]["authentication"] == "bearer"
        assert {(e["file"], e["line"]) for e in cap["auth"]["evidence"]} == {("src/request.js", 4)}
        (call,) = cap["implementation"]["requests"][0]["callSites"]
        assert (call["rule"], call["file"], call["line"]) == \
            ("redux-saga.call-effect", "src/sagas.js", line)
    # the headers land after the arguments passed, never in the body: id and data stay inputs
    update = capability(contract, "PATCH", "/api/users/{id}")
    assert "Authorization" not in str(update["inputSchema"])
    # a plain effect call adds no credential of its own
    assert capability(contract, "POST", "/api/sessions")["auth"]["authentication"] == "unknown"


def test_without_the_saga_library_nothing_is_followed(derive_files):
    own = REQUEST.replace("from 'redux-saga/effects'", "from './effects'")
    effects = "export const call = (fn, ...a) => ({ fn, a });\n" \
        "export const spawn = call;\nexport const join = (t) => t;\nexport const select = (s) => s;\n"
    contract = derive_files({"src/api.js": API, "src/request.js": own, "src/effects.js": effects,
                             "src/sagas.js": SAGAS.replace("from 'redux-saga/effects'",
                                                           "from './effects'")})
    assert capability(contract, "GET", "/api/users")["auth"]["authentication"] == "unknown"


def test_a_function_also_called_plainly_keeps_that_call(derive_files):
    page = "import { getUsers } from './api';\nexport function show() { return getUsers(); }\n"
    contract = derive_files({"src/api.js": API, "src/request.js": REQUEST,
                             "src/sagas.js": SAGAS, "src/page.js": page})
    users = capability(contract, "GET", "/api/users")
    assert users["auth"]["authentication"] == "bearer"
    sites = users["implementation"]["requests"][0]["callSites"]
    # the plain call's request (no headers passed) stays beside the saga's
    assert {(s["rule"], s["file"], s["line"]) for s in sites} == {
        ("axios.call", "src/api.js", 2), ("redux-saga.call-effect", "src/sagas.js", 5)}
