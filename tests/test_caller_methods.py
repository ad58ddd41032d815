"""Rule ``client.caller-method``: ``client[method](…)`` with ``method`` a parameter makes the
request of each HTTP verb its callers pass; rule ``review.parameter-method``: otherwise one
reviewed site, never a silent gap."""
from conftest import capability, endpoints

from code2skill.caller_methods import caller_verbs, shared_shape
from code2skill.values import AltV, ParamV, StrV, Text


def text(value: str) -> StrV:
    return StrV((Text(value),))


def test_the_verbs_callers_pass_as_text():
    assert caller_verbs([(text("v"), text("POST")), (text("v"), text("put"))], 1) == \
        ["post", "put"]
    assert caller_verbs([(text("v"), AltV((text("GET"), text("DELETE"))))], 1) == \
        ["get", "delete"]
    assert caller_verbs([(text("v"), text("POST")), (text("v"),)], 1) is None
    assert caller_verbs([(text("v"), ParamV("g#1", "m"))], 1) is None
    assert caller_verbs([(text("v"), text("save"))], 1) is None
    assert caller_verbs([], 1) is None


def test_a_parameter_passed_on_is_what_its_callers_pass():
    outer = ParamV("g#1", "m")
    passed = {("g#1", "m"): [AltV((text("PUT"), text("POST")))]}
    assert caller_verbs([(text("v"), outer), (text("w"), outer)], 1,
                        lambda p: passed.get((p.fid, p.name))) == ["post", "put"]
    assert caller_verbs([(text("v"), outer)], 1, lambda p: None) is None
    assert caller_verbs([(text("v"), outer)], 1, lambda p: [text("save")]) is None
    looping = ParamV("h#1", "m")
    assert caller_verbs([(text("v"), looping)], 1, lambda p: [looping]) is None


def test_verbs_taking_their_arguments_alike_share_one_request():
    assert shared_shape(["post", "put"]) == "post"
    assert shared_shape(["get", "delete"]) == "get"
    assert shared_shape(["get", "post"]) is None


SOURCE = """import axios from 'axios';
const api = axios.create({baseURL: '/api'});
export function saveVehicle(vehicle, method) {
  return api[method.toLowerCase()]('/vehicles/', vehicle);
}
export function send(body, verb) {
  return api[verb]('/reminders/', body);
}
saveVehicle({name: document.title, plate: 'x'}, 'POST');
saveVehicle({id: 3, name: document.title}, 'PUT');
send({text: 'x'}, document.title);
"""


def test_each_caller_verb_is_a_request_with_its_own_body(derive_files):
    contract = derive_files({"src/api.js": SOURCE})
    assert endpoints(contract) == {("POST", "/api/vehicles/"), ("PUT", "/api/vehicles/")}
    created = capability(contract, "POST", "/api/vehicles/")
    fields = sorted(created["implementation"]["requests"][0]["bodySchema"]["properties"]) \
        if created["implementation"]["requests"][0].get("bodySchema") else sorted(
        b["target"] for b in created["implementation"]["requests"][0]["bindings"])
    assert "body:id" not in fields and "id" not in fields
    assert [r["severity"] for r in contract["review"]
            if "parameter 'verb' of send" in r["message"]] == ["medium"]


CLASS_SOURCE = """class HttpClient {
  private request(url: string, config: {method?: string, data?: unknown} = {}) {
    const {method = 'GET', data} = config;
    return fetch(`/api${url}`, {method, body: JSON.stringify(data)});
  }
  get(url: string) { return this.request(url, {method: 'GET'}); }
  post(url: string, data?: unknown) { return this.request(url, {method: 'POST', data}); }
  put(url: string, data?: unknown) { return this.request(url, {method: 'PUT', data}); }
}
const client = new HttpClient();
const saveVehicle = (vehicle: {name: string}, method: 'PUT' | 'POST') =>
  client[method.toLowerCase() as 'put' | 'post']('/vehicles/', vehicle);
export const saveWithPhoto = (vehicle: {name: string}, method: 'PUT' | 'POST') => {
  if (!vehicle.name) return saveVehicle({...vehicle}, method);
  return saveVehicle(vehicle, method);
};
export const raw = (path: string, verb: string) => client[verb as 'get'](path);
saveWithPhoto({name: document.title}, document.body.hidden ? 'PUT' : 'POST');
raw(document.title, document.title);
"""


def test_a_class_of_verb_methods_is_called_by_the_verb_passed_on(derive_files):
    """Rule ``client.caller-class-method``: the class's own ``post``/``put`` are called for
    the verbs the form passes through ``saveWithPhoto``; a verb no caller shows is reviewed."""
    contract = derive_files({"src/api.ts": CLASS_SOURCE})
    assert endpoints(contract) == {("POST", "/api/vehicles/"), ("PUT", "/api/vehicles/")}
    assert [r["severity"] for r in contract["review"]
            if "parameter 'verb' of raw" in r["message"]] == ["medium"]
