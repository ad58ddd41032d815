"""Rule ``name.request-prefix``: ``sendCreateShare`` names a create, not a send."""
from code2skill.passes.action_words import operation_words
from code2skill.passes.naming import leaf_words
from code2skill.passes.side_effects import wrapper_verb

from conftest import capability

API = """
import axios from "axios";
export function sendCreateShare(req) { return axios.put("/api/share", req); }
export function sendEmail(to) { return axios.post("/api/mail", { to }); }
export function saveSettings(s) { return axios.put("/api/settings", s); }
"""
MAIN = """
import { sendCreateShare, sendEmail, saveSettings } from "./api";
sendCreateShare({ uri: "x" }); sendEmail("a"); saveSettings({ a: 1 });
"""


def test_prefix_words():
    assert operation_words(["send", "create", "share"]) == ["create", "share"]
    assert operation_words(["do", "delete", "user"]) == ["delete", "user"]
    assert operation_words(["send", "email"]) == ["send", "email"]
    assert operation_words(["send", "invite"]) == ["send", "invite"]     # what is sent
    assert operation_words(["send", "message", "delete"]) == ["send", "message", "delete"]
    assert leaf_words("api.sendCreateShare") == ["create", "share"]
    assert leaf_words("sendDiscordTest") == ["send", "discord", "test"]   # sends a test
    assert wrapper_verb("sendCreateShare") == "create"
    assert wrapper_verb("sendEmail") is None


def test_a_put_its_wrapper_says_creates_is_not_idempotent(derive_files):
    contract = derive_files({"package.json": '{"name": "pc", "dependencies": {"axios": "1"}}',
                             "src/api.js": API, "src/main.js": MAIN})
    share = capability(contract, "PUT", "/api/share")
    assert share["sideEffect"] == "create"
    assert share["operationPolicy"]["idempotency"] == "at-most-once"
    assert share["operationPolicy"]["automaticRetry"] == "never"
    assert share["status"] == "requires-review"
    settings = capability(contract, "PUT", "/api/settings")
    assert (settings["sideEffect"], settings["operationPolicy"]["idempotency"]) == \
        ("update", "idempotent")
