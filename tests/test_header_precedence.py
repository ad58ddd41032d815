"""Rule ``header.call-site-precedence``: a header a call always sends replaces the client
instance's default of the same name (names compared without case); a conditional one leaves
the default in place."""
from code2skill.header_precedence import RULE, over_defaults
from code2skill.requests import Header
from code2skill.values import StrV, Text
from conftest import bindings, capability

WHERE = ("src/api.js", (2, 1, 2, 9))
CALL = ("src/api.js", (5, 1, 5, 9))


def text(value: str) -> StrV:
    return StrV((Text(value),))


def test_a_call_header_replaces_the_default_of_its_name():
    default = Header("Accept", text("application/x"), WHERE, default=True)
    other = Header("X-App", text("1"), WHERE, default=True)
    own = Header("accept", text("application/json"), CALL)
    assert over_defaults((default, other, own)) == (other, Header(
        "accept", text("application/json"), CALL, replaced=WHERE))
    assert over_defaults((default, other)) == (default, other)
    maybe = Header("Accept", text("text/plain"), CALL, optional=True)
    assert over_defaults((default, maybe)) == (default, maybe)


def test_axios_instance_defaults_yield_to_the_call(derive_files):
    contract = derive_files({"package.json": '{"name": "app", "dependencies": {"axios": "1"}}',
                             "src/api.js": """
import axios from 'axios';
const api = axios.create({ baseURL: '/api', headers: { Accept: 'application/vnd.x+json' } });
export const info = () => api.get('/info');
export const read = (body) => api.post('/read', body, {
  headers: { accept: 'application/json', 'Content-Type': 'application/json' } });
export const send = (body, flag) => api.post('/send', body, {
  headers: { ...(flag ? { Accept: 'text/plain' } : {}) } });
"""})
    assert bindings(capability(contract, "GET", "/api/info"))["header:Accept"] == \
        "=application/vnd.x+json"
    read = capability(contract, "POST", "/api/read")
    assert {k: v for k, v in bindings(read).items() if k.startswith("header:")} == {
        "header:accept": "=application/json"}
    index = [b["target"] for b in read["implementation"]["requests"][0]["bindings"]].index(
        "header:accept")
    cited = read["evidence"][f"/implementation/requests/0/bindings/{index}"]
    assert [(e["rule"], e["note"]) for e in cited if e["rule"] == RULE] == [
        (RULE, "the call's accept replaces the client's default set at src/api.js:3")]
    assert bindings(capability(contract, "POST", "/api/send"))["header:Accept"] == \
        "=application/vnd.x+json"


def test_merged_call_sites_sending_different_values_make_a_choice(derive_files):
    """Rule ``header.call-site-values``: two call sites of one endpoint, one sending the
    client's default Accept and one its own, give an input of either value, never the
    default pinned."""
    contract = derive_files({"package.json": '{"name": "app", "dependencies": {"axios": "1"}}',
                             "src/api.js": """
import axios from 'axios';
const api = axios.create({ baseURL: '/api', headers: { Accept: 'application/json' } });
export const dump = () => api.get('/threaddump');
export const download = () => api.get('/threaddump', { headers: { Accept: 'text/plain' } });
"""})
    cap = capability(contract, "GET", "/api/threaddump")
    assert bindings(cap)["header:Accept"] == "accept"
    assert cap["inputSchema"]["properties"]["accept"]["enum"] == ["application/json",
                                                                   "text/plain"]
    assert [e["rule"] for e in cap["evidence"]["/inputSchema/properties/accept"]] == [
        "header.call-site-values", "header.call-site-values"]
