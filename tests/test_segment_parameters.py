"""A parameter written inside a segment after literal text reaches the contract as a path
parameter of that segment, through wrappers and bindings alike, never as a request left
waiting for callers; text from another name glued to a parameter still waits for them (rule
``url.segment-parameter``)."""
from conftest import endpoints

PART = "is part of a segment, not a whole one"

HTTP = ("const BASE = '/api';\n"
        "export default {\n"
        "  get: (url) => fetch(BASE + url),\n"
        "  del: (url) => fetch(BASE + url, { method: 'DELETE' }),\n"
        "};\n")


def test_a_segment_parameter_through_a_wrapper_is_a_path_parameter(derive_files):
    contract = derive_files({"src/http.js": HTTP, "src/api.js": (
        "import http from './http';\n"
        "export const unlabel = (cardId, labelId) =>\n"
        "  http.del(`/cards/${cardId}/card-labels/labelId:${labelId}`);\n"
        "export const pair = (a, b) => http.get(`/pairs/${a}:${b}`);\n"
        "export const feed = (user) => { const path = '/@' + user + '/feed'; "
        "return http.get(path); };\n"
        "export const version = (n, id) => http.get(`/v${n}/things/${id}`);\n"), "src/app.js": (
        "import { unlabel, pair, feed, version } from './api';\n"
        "export const a = (card, label) => unlabel(card.id, label.id);\n"
        "export const b = (x) => pair(x.a, x.b);\n"
        "export const c = (u) => feed(u.name);\n"
        "export const d = (n, t) => version(n, t.id);\n")})
    assert endpoints(contract) == {
        ("DELETE", "/api/cards/{cardId}/card-labels/labelId:{labelId}"),
        ("GET", "/api/pairs/{a}:{b}"), ("GET", "/api/@{user}/feed"),
        ("GET", "/api/v{n}/things/{id}")}
    notes = sorted((r["message"].split(" ")[2], r["evidence"][0]["line"])
                   for r in contract["review"] if PART in r["message"])
    assert notes == [("{a}", 4), ("{b}", 4), ("{labelId}", 3), ("{n}", 6), ("{user}", 5)]
    assert contract["source"]["coverage"]["unresolved"] == 0
    assert not [r for r in contract["review"] if "did not reach the contract" in r["message"]]


def test_text_of_another_name_glued_to_a_parameter_waits_for_the_callers(derive_files):
    contract = derive_files({"src/http.js": HTTP, "src/api.js": (
        "import http from './http';\n"
        "const VERSIONED = '/v';\n"
        "export const versioned = (rest) => http.get(VERSIONED + rest);\n"
        "export const listed = (rest) => { const url = `${VERSIONED}${rest}`; "
        "return http.get(url); };\n"), "src/app.js": (
        "import { versioned, listed } from './api';\n"
        "export const a = () => versioned('2/boards');\n"
        "export const b = () => listed('3/lists');\n")})
    assert endpoints(contract) == {("GET", "/api/v2/boards"), ("GET", "/api/v3/lists")}
