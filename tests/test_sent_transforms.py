""":mod:`code2skill.sent_transforms`: an input whose value is encoded or passed through a call
the tool cannot evaluate says so in its description and evidence, and its capability gets a
review item naming the transform (rules ``path.encoded-segment``, ``value.encoded-input``,
``value.opaque-transform``)."""
from __future__ import annotations

from dataclasses import dataclass, field

from conftest import capability

from code2skill.encoded_segments import Base64Code
from code2skill.sent_transforms import (Sent, description, note_sent, review_item,
                                        sent_transform, slot_transform)
from code2skill.values import AltV, HoleV, ParamV, StrV, Text, UnknownV

WHERE = ("src/store.js", (9, 5, 9, 40))
SEALED = UnknownV("call", None, ("encrypt(…)", WHERE))
TEXT = ParamV("src/store.js#1", "text")


@dataclass
class Draft:
    properties: dict = field(default_factory=dict)
    evidence: dict = field(default_factory=dict)
    review: list = field(default_factory=list)


def test_the_transform_is_found_in_a_choice_or_a_hole_of_a_text():
    assert sent_transform(SEALED) == Sent("encrypt(…)", WHERE)
    assert sent_transform(AltV((TEXT, SEALED), "any")) == Sent("encrypt(…)", WHERE, None, True)
    assert sent_transform(AltV((SEALED, SEALED), "any")) == Sent("encrypt(…)", WHERE)
    assert sent_transform(StrV((Text("v1."), HoleV("t", SEALED)))) == Sent("encrypt(…)", WHERE)
    coded = ParamV("src/a.js#1", "id", coded=(Base64Code("btoa", WHERE),))
    assert sent_transform(coded) == Sent("btoa", WHERE, "btoa")
    assert sent_transform(TEXT) is None and sent_transform(UnknownV("call")) is None


def test_a_slot_some_call_sites_fill_as_given_is_changed_on_some_paths():
    assert slot_transform([SEALED, TEXT]) == Sent("encrypt(…)", WHERE, None, True)
    assert slot_transform([SEALED, SEALED]) == Sent("encrypt(…)", WHERE)
    assert slot_transform([TEXT]) is None and slot_transform([]) is None


def test_the_words_say_what_is_sent():
    assert description(Sent("encrypt(…)", WHERE)) == (
        "Not sent as given: the client sends encrypt(…) of it, which the tool cannot compute.")
    assert description(Sent("encrypt(…)", WHERE, None, True)) == (
        "On some paths not sent as given: the client sends encrypt(…) of it, which the tool "
        "cannot compute.")
    assert description(Sent("atob", WHERE, "atob")) == (
        "Sent base64-decoded (atob): give the value before encoding.")
    assert review_item("body field text", Sent("encrypt(…)", WHERE))[0] == "high"
    assert review_item("query parameter on", Sent("format(…)", WHERE))[::2] == (
        "medium", WHERE)
    assert review_item("path segment {id}", Sent("btoa", WHERE, "btoa"))[3] == \
        "path.encoded-segment"
    assert review_item("header X-Id", Sent("btoa", WHERE, "btoa"))[3] == "value.encoded-input"


def test_the_input_is_described_once_and_reviewed():
    draft = Draft(properties={"text": {"description": "Text of the secret."}})
    note_sent(draft, "text", "body field text", [SEALED])
    note_sent(draft, "text", "body field text", [SEALED])         # bound twice: said once
    assert draft.properties["text"]["description"] == (
        "Text of the secret. Not sent as given: the client sends encrypt(…) of it, which the "
        "tool cannot compute.")
    assert [(e.rule, e.line, e.note) for e in draft.evidence["/inputSchema/properties/text"]] \
        == [("value.opaque-transform", 9, "encrypt(…)")]
    assert [r[0] for r in draft.review] == ["high"]
    untouched = Draft(properties={"title": {"description": "Title."}})
    note_sent(untouched, "title", "body field title", [TEXT])
    assert untouched == Draft(properties={"title": {"description": "Title."}})


def test_a_field_a_store_sends_encrypted_only_when_private_says_so(derive_files):
    contract = derive_files({
        "package.json": '{"name": "secrets", "dependencies": {"zustand": "4"}}',
        "src/api.js": (
            "export const createSecret = async (formData = {}) => {\n"
            "  const res = await fetch('/api/secret', { method: 'POST', body: "
            "JSON.stringify(formData) })\n"
            "  return res.json()\n"
            "}\n"),
        "src/store.js": (
            "import { create } from 'zustand'\n"
            "import { encrypt, generateKey } from '../../shared/crypto'\n"
            "import { createSecret } from './api'\n"
            "export const useSecret = create((set, get) => ({\n"
            "  formData: { text: '', ttl: 3600 }, isPublic: false,\n"
            "  save: async () => {\n"
            "    const state = get()\n"
            "    const key = generateKey()\n"
            "    const text = state.isPublic ? state.formData.text\n"
            "      : await encrypt(state.formData.text, key)\n"
            "    const { id } = await createSecret({ text, ttl: state.formData.ttl })\n"
            "    set({ secretId: id, key })\n"
            "  },\n"
            "}))\n")})
    secret = capability(contract, "POST", "/api/secret")
    assert secret["inputSchema"]["properties"]["text"]["description"] == (
        "Text of the secret. On some paths not sent as given: the client sends encrypt(…) of "
        "it, which the tool cannot compute.")
    assert "cannot compute" not in secret["inputSchema"]["properties"]["ttl"]["description"]
    assert [(r["severity"], r["evidence"][0]["line"]) for r in contract["review"]
            if "encrypt(…)" in r["message"]] == [("high", 10)]
    assert secret["status"] == "requires-review"
