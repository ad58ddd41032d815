"""Rule ``value.array-join``: a URL built by ``[...].join(sep)`` over an array literal."""
from __future__ import annotations

from conftest import capability, endpoints


def test_join_of_literals_and_a_parameter_is_a_path(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "function makeUrl(p: string) { return ['', 'api', 'v2', p].join('/'); }\n"
        "export const getThing = () => axios.get(makeUrl('thing'));\n"
        "export const getOne = (id: string) => axios.delete(makeUrl(`item/${id}`));\n"
        "export const csv = () => axios.get('/x?c=' + ['a', 'b'].join());\n")})
    assert endpoints(contract) == {("GET", "/api/v2/thing"), ("DELETE", "/api/v2/item/{id}"),
                                   ("GET", "/x")}
    req = capability(contract, "GET", "/x")["implementation"]["requests"][0]
    assert req["bindings"] == [{"input": None, "target": "query:c", "value": "a,b"}]
    assert not any("no fixed part" in r["message"] for r in contract["review"])


def test_join_with_a_leading_server_is_a_base(derive_files):
    contract = derive_files({"src/api.js": (
        "import axios from 'axios';\n"
        "const server = process.env.API_SERVER;\n"
        "const url = (p) => [server, 'api', 'v2', p].join('/');\n"
        "export const status = () => axios.get(url('status'));\n")})
    assert endpoints(contract) == {("GET", "/api/v2/status")}


def test_join_with_an_unknown_separator_or_spread_is_unknown(derive_files):
    contract = derive_files({"src/api.js": (
        "export const a = (sep) => fetch(['', 'api', 'a'].join(sep));\n"
        "export const b = (xs) => fetch(['', 'api', ...xs].join('/'));\n")})
    assert endpoints(contract) == set()
