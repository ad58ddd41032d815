"""Rule ``sails-io.request``: a sails.io.js socket's virtual requests are HTTP requests (Sails
routes them to the same handlers): ``request({method, url, data, headers})`` and the verb
methods, ``data`` the query of a GET and the JSON body of any other method."""
from conftest import bindings, capability, endpoints

SOCKET = (
    "import socketIOClient from 'socket.io-client';\n"
    "import sailsIOClient from 'sails.io.js';\n"
    "const io = sailsIOClient(socketIOClient);\n")


def test_verb_methods_and_request(derive_files):
    contract = derive_files({"src/api.js": SOCKET + (
        "export const list = (page) => io.socket.get('/boards', { page });\n"
        "export const create = (name) => io.socket.post('/boards', { name }, () => {});\n"
        "export const rename = (id, name, token) => io.socket.request({\n"
        "  method: 'patch', url: `/boards/${id}`, data: { name },\n"
        "  headers: { Authorization: `Bearer ${token}` } }, () => {});\n"
        "export const one = (id) => io.socket.request({ url: `/boards/${id}` });\n"
        "const other = io.sails.connect('/');\n"
        "export const drop = (id) => other.delete(`/boards/${id}`);\n")})
    assert endpoints(contract) == {("GET", "/boards"), ("POST", "/boards"),
                                   ("PATCH", "/boards/{id}"), ("GET", "/boards/{id}"),
                                   ("DELETE", "/boards/{id}")}
    assert bindings(capability(contract, "GET", "/boards")) == {"query:page": "page"}
    create = capability(contract, "POST", "/boards")
    assert bindings(create) == {"body:name": "name"}
    assert create["implementation"]["requests"][0]["bodyEncoding"] == "json"
    site = create["implementation"]["requests"][0]["callSites"][0]
    assert site["rule"] == "sails-io.request"
    rename = capability(contract, "PATCH", "/boards/{id}")
    assert bindings(rename)["body:name"] == "name"
    assert rename["auth"]["authentication"] == "bearer"


def test_data_follows_the_method_a_wrapper_is_given(derive_files):
    contract = derive_files({
        "src/socket.js": SOCKET + (
            "const { socket } = io;\n"
            "['GET', 'PATCH'].forEach((method) => {\n"
            "  socket[method.toLowerCase()] = (url, data) => new Promise((resolve) => {\n"
            "    socket.request({ method, data, url: `/api${url}` }, resolve);\n"
            "  });\n"
            "});\n"
            "export default socket;\n"),
        "src/boards.js": (
            "import socket from './socket';\n"
            "export const find = (q) => socket.get('/boards', { q });\n"
            "export const rename = (id, name) => socket.patch(`/boards/${id}`, { name });\n")})
    assert endpoints(contract) == {("GET", "/api/boards"), ("PATCH", "/api/boards/{id}")}
    assert bindings(capability(contract, "GET", "/api/boards")) == {"query:q": "q"}
    rename = capability(contract, "PATCH", "/api/boards/{id}")
    assert bindings(rename) == {"body:name": "name", "path:id": "id"}
    assert rename["implementation"]["requests"][0]["bodyEncoding"] == "json"
