"""A URL spelled from the page's own address (``location.origin + location.pathname + 'api/…'``,
``document.baseURI + 'api/…'``, AngularJS's ``$window`` alike) is relative to the page: a
base URL the Host binds (rule ``service.page-relative``), never required path inputs; a
``file.slice(…)`` chunk an XHR sends is file bytes (rule ``body.file-bytes``), never a JSON
object."""
from __future__ import annotations

from conftest import capability, endpoints

ANGULAR = (
    "angular.module('rest').factory('tunnelService', ['$injector', function tunnelService($injector) {\n"
    "  var $window = $injector.get('$window');\n"
    "  var service = {};\n"
    "  service.upload = function upload(tunnel, file) {\n"
    "    if (!$window.location.origin)\n"
    "      var origin = $window.location.protocol + '//' + $window.location.hostname\n"
    "        + ($window.location.port ? (':' + $window.location.port) : '');\n"
    "    else\n"
    "      var origin = $window.location.origin;\n"
    "    var url = origin + $window.location.pathname + 'api/tunnels/' + encodeURIComponent(tunnel);\n"
    "    const send = (chunk) => {\n"
    "      var xhr = new XMLHttpRequest();\n"
    "      xhr.open('POST', url, true);\n"
    "      xhr.send(chunk);\n"
    "    };\n"
    "    send(file.slice(0, 4096));\n"
    "  };\n"
    "  return service;\n"
    "}]);\n")


def test_the_page_origin_and_path_are_the_base_not_inputs(derive_files):
    contract = derive_files({"src/tunnels.js": ANGULAR, "src/files.js": (
        "export const read = (name) =>\n"
        "  fetch(document.baseURI + 'api/files/' + name).then((r) => r.json());\n"
        "export const drop = (name) =>\n"
        "  fetch(window.location.origin + window.location.pathname + 'api/files/' + name,\n"
        "    { method: 'DELETE' });\n")})
    assert endpoints(contract) == {("POST", "/api/tunnels/{tunnel}"),
                                   ("GET", "/api/files/{name}"),
                                   ("DELETE", "/api/files/{name}")}
    upload = capability(contract, "POST", "/api/tunnels/{tunnel}")
    assert upload["inputSchema"]["required"] == ["tunnel"]
    [service] = contract["services"]
    assert [e["rule"] for e in service["evidence"]] == ["service.page-relative"]
    assert service["baseUrlBinding"]


def test_a_sliced_file_chunk_is_sent_as_bytes(derive_files):
    contract = derive_files({"src/tunnels.js": ANGULAR})
    upload = capability(contract, "POST", "/api/tunnels/{tunnel}")
    body = upload["inputSchema"]["properties"]["body"]
    assert body == {"description": "A file's bytes, sent as the raw request body "
                                   "(application/octet-stream): a Host-approved attachment "
                                   "reference the Host resolves to the bytes.",
                    "type": "string"}
    assert upload["operationPolicy"]["confirmation"] == "upload-confirmation-required"


PARTS_BASE = (
    "import axios from 'axios';\n"
    "const { protocol, hostname, port, pathname } = window.location;\n"
    "const base = protocol + '//' + hostname + (port ? ':' + port : '') + pathname;\n"
    "const api = axios.create({ baseURL: base + 'api/' });\n"
    "export const pageApi = axios.create({ baseURL: base });\n"
    "export const list = () => api.get('chargers');\n"
    "export const drop = (id) => api.delete(`chargers/${id}`);\n"
    "export const login = (p) => pageApi.get(`providerauth/login?id=${p}`);\n")


def test_a_base_spelled_from_the_page_address_parts_keeps_its_suffix(derive_files):
    """``protocol + '//' + hostname + ':' + port + pathname + 'api/'``: the page's path ends
    the authority, so ``api/`` stays in the path (never read as part of a host), and both
    clients built on the page's address are one page-relative service."""
    contract = derive_files({"src/api.js": PARTS_BASE})
    assert endpoints(contract) == {("GET", "/api/chargers"), ("DELETE", "/api/chargers/{id}"),
                                   ("GET", "/providerauth/login")}
    [service] = contract["services"]
    assert [e["rule"] for e in service["evidence"]] == ["service.page-relative"]
    assert service["observedBaseUrls"] == []
    assert {r["service"] for c in contract["capabilities"]
            for r in c["implementation"]["requests"]} == {service["id"]}
    assert capability(contract, "DELETE", "/api/chargers/{id}")["inputSchema"]["required"] \
        == ["id"]


def test_a_host_after_the_page_origin_parts_is_still_a_host(derive_files):
    """Only the page's path ends the authority early: ``protocol + '//' + HOST + '/api'``
    with a configured host stays a host the Host binds."""
    contract = derive_files({"src/api.js": (
        "const { protocol } = window.location;\n"
        "export const list = () => fetch(protocol + '//' + process.env.API_HOST + '/api/items')\n"
        "  .then((r) => r.json());\n")})
    assert endpoints(contract) == {("GET", "/api/items")}
    [service] = contract["services"]
    assert [e["rule"] for e in service["evidence"]] == ["service.host-binding"]
