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
