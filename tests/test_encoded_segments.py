"""Rules ``path.encoded-segment`` and ``value.encoded-input``
(:mod:`code2skill.encoded_segments`): a value the client encodes (``btoa(fileName)``, a
base64url helper built of ``btoa`` and ``replaceAll``) keeps its input named for the value
before encoding, the encoding is stated step by step, and the capability is reviewed; URL
escaping is no such transform."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.encoded_segments import (Base64Code, code_text, encoded, encoded_value,
                                         encoder_of, encoding, encoding_steps, replaced,
                                         replacement)
from code2skill.regex_replace import RegexCode
from code2skill.values import AltV, LibV, ParamV, StrV, Text, UnknownV

WHERE = ("api.js", (2, 46, 2, 60))
ID = ParamV("api.js#1", "id")


def test_encoder_of_names_the_browser_encoders_only():
    assert encoder_of(UnknownV("unresolved:btoa")) == "btoa"
    assert encoder_of(LibV("global", ("atob",))) == "atob"
    assert encoder_of(UnknownV("unresolved:encode")) is None
    assert encoder_of(LibV("global", ("document", "btoa"))) is None


def test_a_parameter_keeps_the_encoder_and_any_other_value_is_unknown():
    assert encoded_value("btoa", ID, WHERE) == ParamV("api.js#1", "id",
                                                       coded=(Base64Code("btoa", WHERE),))
    # a fixed text is not computed: base64 would hide it from redaction
    assert encoded_value("btoa", StrV((Text("admin:hunter2"),)), WHERE) == \
        UnknownV("encoded:btoa", WHERE)
    assert encoded_value("btoa", AltV((ID, UnknownV("unknown-member")), "or"), WHERE) == \
        AltV((ParamV("api.js#1", "id", coded=(Base64Code("btoa", WHERE),)),
              UnknownV("encoded:btoa", WHERE)), "or")
    # a caller's value reaching a kept encoder is encoded alike
    assert Base64Code("btoa", WHERE).applied(UnknownV("unknown-member")) == \
        UnknownV("encoded:btoa", WHERE)


def test_a_text_replacement_after_an_encoder_is_one_more_step():
    coded = encoded_value("btoa", ID, WHERE)
    plus = replaced(coded, replacement("+", None, ".", True))
    assert plus == ParamV("api.js#1", "id", coded=(Base64Code("btoa", WHERE),
                                                   RegexCode(r"\+", "g", ".")))
    assert replaced(encoded("btoa", WHERE), replacement("=", None, "", False)) == \
        UnknownV("encoded:btoa, then replace('=', '')", WHERE)
    assert replaced(encoded("btoa", WHERE), replacement("=+$", "", "", False)) == \
        UnknownV("encoded:btoa, then replace(/=+$/, '')", WHERE)
    # the kept replacement applied to a caller's unknown value adds its step too
    assert RegexCode(r"\+", "g", ".").applied(encoded("btoa", WHERE)) == \
        UnknownV("encoded:btoa, then replaceAll('+', '.')", WHERE)
    assert replaced(ID, replacement("+", None, ".", True)) is None   # (no encoder)
    assert replaced(coded, replacement("+", None, "$&", True)) is None   # a $ pattern
    assert replacement(None, None, ".", True) is None              # a pattern no text
    assert replacement("+", None, None, True) is None              # a replacement no text
    assert encoding(coded) and encoding(encoded("atob", None)) and not encoding(ID)


def test_the_steps_are_written_as_the_source_writes_them():
    coded = ParamV("api.js#1", "id", coded=("trim", Base64Code("btoa", WHERE),
                                             RegexCode(r"\+", "g", "."),
                                             RegexCode(r"=+$", "", "")))
    assert encoding_steps(coded) == (
        "btoa", ["btoa", "replaceAll('+', '.')", "replace(/=+$/, '')"], WHERE)
    assert encoding_steps(UnknownV("encoded:atob, then replace('-', '+')", WHERE)) == (
        "atob", ["atob", "replace('-', '+')"], WHERE)
    assert encoding_steps(ParamV("api.js#1", "id", coded=("trim",))) is None
    assert encoding_steps(UnknownV("call")) is None
    assert code_text("toLowerCase") == "toLowerCase"


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
    assert deleting["inputSchema"]["properties"]["fileName"]["description"] == (
        "File name of the file (path parameter). Sent base64-encoded (btoa): give the value "
        "before encoding.")
    notes = [(r["capability"], r["severity"], r["evidence"][0]["line"], r["message"])
             for r in contract["review"] if "base64-encoded" in r["message"]]
    assert notes == [(deleting["name"], "medium", 2,
                      "path segment {fileName} is sent base64-encoded (btoa): the input is the "
                      "value before encoding, and the request must carry it so encoded, which "
                      "the exported Tool does not do; confirm how the Tool encodes it")]
    assert capability(contract, "GET", "/api/items/{name}")["status"] == "draft"


def test_a_base64url_helper_is_stated_step_by_step_wherever_it_is_called(derive_files):
    contract = derive_files({
        "src/encoding.js": (
            "export function toUrl(input) {\n"
            "  let output = btoa(input)\n"
            "  output = output.replaceAll('+', '-').replaceAll('/', '_')\n"
            "  return output.replace(/=+$/, '')\n"
            "}\n"),
        "src/api.js": (
            "import { toUrl } from './encoding'\n"
            "export const getUser = (id) => fetch(`/api/users/${toUrl(id)}`)\n"
            "export const find = (q) => fetch('/api/search?q=' + toUrl(q))\n")})
    steps = "btoa, then replaceAll('+', '-'), then replaceAll('/', '_'), then replace(/=+$/, '')"
    user = capability(contract, "GET", "/api/users/{id}")
    assert user["inputSchema"]["properties"]["id"]["description"] == (
        f"Id of the user (path parameter). Sent base64-encoded ({steps}): give the value "
        "before encoding.")
    assert [(e["rule"], e["file"], e["line"]) for e in
            user["evidence"]["/inputSchema/properties/id"]] == [
        ("path.param", "src/api.js", 2), ("path.encoded-segment", "src/encoding.js", 2)]
    search = capability(contract, "GET", "/api/search")
    assert bindings(search) == {"query:q": "q"}
    assert search["inputSchema"]["properties"]["q"]["description"].endswith(
        f"Sent base64-encoded ({steps}): give the value before encoding.")
    assert {(r["capability"], r["evidence"][0]["rule"]) for r in contract["review"]
            if "base64" in r["message"]} == {(search["name"], "value.encoded-input"),
                                              (user["name"], "path.encoded-segment")}
    assert user["status"] == search["status"] == "requires-review"


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
