"""Rule ``path.encoded-segment`` (:mod:`code2skill.encoded_segments`): a path segment the client
encodes (``btoa(fileName)``) keeps its input named for the value before encoding, and the
capability is reviewed with a note saying how the segment is encoded; URL escaping is no such
transform."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.encoded_segments import encoded, encoded_note, encoder_of
from code2skill.values import LibV, UnknownV

WHERE = ("api.js", (2, 46, 2, 60))


def test_encoder_of_names_the_browser_encoders_only():
    assert encoder_of(UnknownV("unresolved:btoa")) == "btoa"
    assert encoder_of(LibV("global", ("atob",))) == "atob"
    assert encoder_of(UnknownV("unresolved:encode")) is None
    assert encoder_of(LibV("global", ("document", "btoa"))) is None


def test_the_note_says_how_the_segment_is_encoded():
    assert encoded_note("fileName", encoded("btoa", WHERE), None) == (
        "medium", "path segment {fileName} is sent base64-encoded (btoa(…)): the input is the "
        "value before encoding, and the request must carry the btoa of it; confirm how the "
        "Tool encodes it", WHERE)
    assert encoded_note("name", UnknownV("call"), WHERE) is None


def test_an_encoded_segment_is_reviewed_and_an_escaped_one_is_not(derive_files):
    api = ("export function deleteFile(fileName, group) {\n"
           "  return fetch('/api/files/' + group + '/' + btoa(fileName), { method: 'DELETE' });\n"
           "}\n"
           "export function getItem(name) {\n"
           "  return fetch('/api/items/' + encodeURIComponent(name));\n"
           "}\n")
    contract = derive_files({"src/api.js": api})
    assert endpoints(contract) == {("DELETE", "/api/files/{group}/{fileName}"),
                                   ("GET", "/api/items/{name}")}
    deleting = capability(contract, "DELETE", "/api/files/{group}/{fileName}")
    assert bindings(deleting) == {"path:fileName": "fileName", "path:group": "group"}
    assert deleting["status"] == "requires-review"
    notes = [(r["capability"], r["evidence"][0]["line"]) for r in contract["review"]
             if "base64-encoded" in r["message"]]
    assert notes == [(deleting["name"], 2)]
    assert capability(contract, "GET", "/api/items/{name}")["status"] == "draft"


def test_a_fixed_text_is_uri_encoded_as_javascript_does(derive_files):
    contract = derive_files({"src/a.js": (
        "export const a = () => fetch('/files/' + encodeURIComponent('a b/c'));\n"
        "export const b = (name) => fetch('/tags/' + encodeURIComponent(name));\n"
        "export const c = () => fetch(encodeURI('/docs/a b/c?'));\n"
        "export const d = () => fetch('/raw/' + decodeURIComponent('x%2Fy'));\n"
        "export const e = () => fetch('/bad/' + decodeURIComponent('%zz'));\n")})
    assert {("GET", "/files/a%20b%2Fc"), ("GET", "/tags/{name}"), ("GET", "/docs/a%20b/c"),
            ("GET", "/raw/x/y")} <= endpoints(contract)
    assert not any(p.startswith("/bad/") and "zz" in p for _, p in endpoints(contract))
