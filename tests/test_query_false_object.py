"""Rule ``query.false-object``: a query option given as ``false`` (a request helper's
``params: values`` called with ``false``) sends no query parameter, so it is no input; one
given as an object still is. Rule ``axios.falsy-data``: an axios request's ``data`` given as
``false`` sends no body."""
from conftest import bindings, capability

SOURCE = (
    "import axios from 'axios';\n"
    "function get(url, values) {\n"
    "  return axios.get(url, { params: values });\n"
    "}\n"
    "export const info = () => get('/api/info', false);\n"
    "export const find = (q) => get('/api/search', { q });\n")


def test_false_params_send_no_query(derive_files):
    contract = derive_files({"src/api.js": SOURCE})
    info = capability(contract, "GET", "/api/info")
    assert bindings(info) == {}
    assert info["inputSchema"]["properties"] == {}
    assert not [r for r in contract["review"] if r["capability"] == info["name"]
                and "query" in r["message"]]
    assert bindings(capability(contract, "GET", "/api/search")) == {"query:q": "q"}


DELETE_SOURCE = (
    "import axios from 'axios';\n"
    "function remove(url, data) {\n"
    "  return axios.delete(url, { data });\n"
    "}\n"
    "export const clear = () => remove('/api/messages', false);\n"
    "export const drop = (ids) => remove('/api/messages/some', { ids });\n")


def test_false_axios_data_sends_no_body(derive_files):
    contract = derive_files({"src/api.js": DELETE_SOURCE})
    clear = capability(contract, "DELETE", "/api/messages")
    assert bindings(clear) == {}
    assert clear["implementation"]["requests"][0]["bodyEncoding"] == "none"
    assert not [r for r in contract["review"] if r["capability"] == clear["name"]
                and "body" in r["message"]]
    assert bindings(capability(contract, "DELETE", "/api/messages/some")) == {"body:ids": "ids"}
