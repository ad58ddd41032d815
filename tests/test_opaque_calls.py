"""Rule ``value.opaque-transform`` (:mod:`code2skill.opaque_calls`): the result of a call the
tool cannot evaluate, made on a value a caller gives, is marked as that call's result, never
taken for its argument; the slot it fills states it and the capability is reviewed."""
from __future__ import annotations

from conftest import bindings, capability

from code2skill.opaque_calls import (applied_result, call_text, carries_input, chained,
                                     cryptographic, member_of)
from code2skill.values import (GENERATED, AltV, ArrV, FnV, HoleV, LibV, LitV, ObjV, ParamV,
                               PropV, StrV, Text, TypedV, UnknownV)

WHERE = ("src/api.js", (3, 10, 3, 30))
TEXT = ParamV("src/api.js#1", "text")


def test_a_caller_value_is_found_inside_strings_objects_arrays_and_choices():
    assert carries_input(TEXT) and carries_input(TypedV("Note", "src/api.js", ()))
    assert carries_input(UnknownV("unknown-member"))
    assert not carries_input(UnknownV(GENERATED + "uuid()"))
    assert not carries_input(UnknownV("call"))             # what another unread call made
    assert carries_input(UnknownV("call", None, ("encrypt(…)", WHERE)))
    assert carries_input(StrV((Text("k:"), HoleV("t", TEXT))))
    assert carries_input(ObjV((PropV("a", ArrV((LitV(1), TEXT))),)))
    assert carries_input(AltV((LitV(None), TEXT), "or"))
    assert not carries_input(StrV((Text("title"),)))
    assert not carries_input(LitV(3)) and not carries_input(FnV("src/api.js#9"))
    assert not carries_input(LibV("crypto-js", ("enc", "Hex")))


def test_only_a_call_given_a_caller_value_is_marked():
    found = applied_result(UnknownV("library-call", WHERE), ("encrypt",), (TEXT, LitV("k")),
                           WHERE)
    assert found == UnknownV("library-call", WHERE, ("encrypt(…)", WHERE))
    assert applied_result(UnknownV("call"), ("t",), (StrV((Text("title"),)),), WHERE) == \
        UnknownV("call")                                   # fixed texts: nothing transformed
    assert applied_result(UnknownV("call"), ("cloneDeep",), (TEXT,), WHERE) == \
        UnknownV("call")                                   # a copy
    assert applied_result(UnknownV("call"), None, (TEXT,), WHERE) == UnknownV("call")
    assert applied_result(TEXT, ("encrypt",), (TEXT,), WHERE) == TEXT   # no unknown result
    assert call_text(("CryptoJS", "AES", "encrypt")) == "CryptoJS.AES.encrypt(…)"


def test_a_method_of_a_marked_result_continues_the_transform():
    hashed = UnknownV("call", None, ("CryptoJS.SHA256(…)", WHERE))
    member = member_of(hashed, "toString", UnknownV("unknown-member"))
    assert member.applied == ("CryptoJS.SHA256(…).toString", WHERE)
    assert chained(member, UnknownV("call")).applied == ("CryptoJS.SHA256(…).toString(…)", WHERE)
    assert member_of(UnknownV("call"), "x", UnknownV("unknown-member")) == \
        UnknownV("unknown-member")
    assert chained(UnknownV("unknown-member"), UnknownV("call")) == UnknownV("call")


def test_encryption_hashing_and_signing_are_named_by_their_words():
    for text in ("encrypt(…)", "sha256(…)", "CryptoJS.HmacSHA1(…)", "crypto.subtle.digest(…)",
                 "encryptText(…)", "md5(…)", "signRequest(…)", "createSignature(…)"):
        assert cryptographic(text), text
    for text in ("signIn(…)", "shared(…)", "dayjs(…).format(…)", "t(…)", "designer(…)",
                 "base64url(…)"):
        assert not cryptographic(text), text


def test_an_encrypted_field_is_not_offered_as_the_plain_value(derive_files):
    contract = derive_files({
        "package.json": '{"name": "notes", "dependencies": {"crypto-js": "4", "dayjs": "1"}}',
        "src/api.js": (
            "import CryptoJS from 'crypto-js'\n"
            "import dayjs from 'dayjs'\n"
            "import { seal } from '../../shared/box'\n"
            "export async function saveNote(text, key, title) {\n"
            "  const body = { text: await seal(text, key), title }\n"
            "  return fetch('/api/notes', { method: 'POST', body: JSON.stringify(body) })\n"
            "}\n"
            "export const digest = (id) => fetch('/api/d/' + CryptoJS.SHA256(id).toString())\n"
            "export const day = (d) => fetch(`/api/days?on=${dayjs(d).format('YYYY-MM-DD')}`)\n"
            "export const label = () => fetch('/api/labels?l=' + t('title'))\n")})
    note = capability(contract, "POST", "/api/notes")
    assert bindings(note) == {"body:text": "text", "body:title": "title"}
    assert note["inputSchema"]["properties"]["text"]["description"] == (
        "Text of the note. Not sent as given: the client sends seal(…) of it, which the tool "
        "cannot compute.")
    assert note["inputSchema"]["properties"]["title"]["description"] == "Title of the note."
    assert note["status"] == "requires-review"
    items = {(r["capability"], r["severity"], r["evidence"][0]["line"], r["message"])
             for r in contract["review"] if r["evidence"]
             and r["evidence"][0]["rule"] == "value.opaque-transform"}
    digest = capability(contract, "GET", "/api/d/{id}")
    day = capability(contract, "GET", "/api/days")
    assert items == {
        (note["name"], "high", 5, "body field text is sent as seal(…), the result of a call "
         "the tool cannot evaluate, not as the value a caller gives: an Agent's plain value "
         "would be sent as if it were that result; confirm what the Tool must send, or keep "
         "the input from the Agent"),
        (digest["name"], "high", 8, "path segment {id} is sent as "
         "CryptoJS.SHA256(…).toString(…), the result of a call the tool cannot evaluate, not "
         "as the value a caller gives: an Agent's plain value would be sent as if it were that "
         "result; confirm what the Tool must send, or keep the input from the Agent"),
        (day["name"], "medium", 9, "query parameter on is sent as dayjs(…).format(…), the "
         "result of a call the tool cannot evaluate, not as the value a caller gives: an "
         "Agent's plain value would be sent as if it were that result; confirm what the Tool "
         "must send, or keep the input from the Agent")}
    label = capability(contract, "GET", "/api/labels")      # t('title'): nothing a caller gives
    assert not any("cannot compute" in p.get("description", "")
                   for p in label["inputSchema"]["properties"].values())
