"""Rule ``body.caller-union``: a body a wrapper sends whole, built by its callers as object
literals one of which spreads unknown members, takes each field over every caller: an input
with a review item naming the literals seen, never one caller's constant pinned for all."""
from conftest import bindings, capability

API = """import axios from 'axios';
export const getUserList = (data) => axios.post('/user/getUserList', data);
export const getRoleList = (data) => axios.post('/role/getRoleList', data);
"""
PAGES = """import { getUserList, getRoleList } from './api';
export const team = () => getUserList({ page: 1, pageSize: 1000 });
export const table = (state) => getUserList({ page: state.page, pageSize: state.size, ...state.filters });
export const tokens = () => getUserList({ page: 1, pageSize: 999 });
export const roles = (q) => getRoleList({ page: 1, pageSize: 50, ...q });
export const moreRoles = () => getRoleList({ page: 1, pageSize: 100 });
"""


def review(contract: dict, name: str) -> list[tuple[str, str, int]]:
    return [(r["severity"], r["message"], r["evidence"][0]["line"]) for r in contract["review"]
            if r["capability"] == name and "is the literal" in r["message"]]


def test_a_constant_one_caller_sends_is_not_fixed_for_all(derive_files):
    contract = derive_files({"src/api.js": API, "src/pages.js": PAGES})
    users = capability(contract, "POST", "/user/getUserList")
    assert bindings(users) == {"body:page": "page", "body:pageSize": "pageSize"}
    assert review(contract, users["name"]) == [
        ("low", "body field page is the literal 1 at some call sites and computed at others: "
         "it is a free input; whether other values select other operations is unproven", 3),
        ("low", "body field pageSize is the literal 1000, 999 at some call sites and computed "
         "at others: it is a free input; whether other values select other operations is "
         "unproven", 3)]
    # only literals, beside a spread: an input of their type
    roles = capability(contract, "POST", "/role/getRoleList")
    assert bindings(roles) == {"body:page": "page", "body:pageSize": "pageSize"}
    assert roles["inputSchema"]["properties"]["page"]["type"] == "integer"
    assert [e["rule"] for e in roles["evidence"]["/inputSchema/properties/page"]] == [
        "body.caller-union", "body.caller-union"]
    assert review(contract, roles["name"])[:1] == [
        ("low", "body field page is the literal 1 at some call sites and computed at others: "
         "it is a free input; whether other values select other operations is unproven", 5)]


def test_a_conditional_spread_in_a_callers_literal_is_an_optional_field(derive_files):
    contract = derive_files({
        "src/api.js": "export const testUpstream = (servers) => "
                      "fetch('/control/test_upstream_dns', {method: 'POST', "
                      "body: JSON.stringify(servers)});\n",
        "src/actions.js": (
            "import { testUpstream } from './api';\n"
            "export const test = ({ bootstrap, upstream }, file) => async (dispatch) => {\n"
            "  const config = { bootstrap_dns: bootstrap, ...(file ? null : { upstream_dns: upstream }) };\n"
            "  dispatch(await testUpstream(config));\n"
            "};\n")})
    test = capability(contract, "POST", "/control/test_upstream_dns")
    assert bindings(test) == {"body:bootstrap_dns": "bootstrap_dns",
                              "body:upstream_dns": "upstream_dns"}
    assert test["inputSchema"].get("required") is None
    assert not [r for r in contract["review"] if "spread whose members" in r["message"]]
