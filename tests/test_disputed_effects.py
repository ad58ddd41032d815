"""Side effects the method alone gives, disputed by the client's own words (rules
``side-effect.verb-method-disagree``, ``side-effect.measure-post``; ``passes/page_messages.py``,
``passes/side_effects.py``): a GET whose function or page says it deletes, a POST whose success
message says it updates, a POST to a measure. Assertions are exact effects, names, policies and
review texts."""
from __future__ import annotations

import pytest

from conftest import capability

from code2skill.passes.naming import function_words_name, without_read_verb
from code2skill.passes.page_messages import claimed_effect, participle_effect
from code2skill.passes.side_effects import (
    MEASURE_POST, REST_CREATE, VERB_METHOD_DISAGREE, disagreement, disagreement_note, get_write,
    names_object, page_disputes, side_effect,
)

METHOD = "side-effect.method"


@pytest.mark.parametrize("text, expected", [
    ("User deleted successfully", "delete"),
    ("<h3>User deleted successfully</h3>", "delete"),
    ("Updated Wireguard server interface addresses successfully", "update"),
    ("Removed client successfully", "delete"),
    ("Sent config via telegram to client successfully", "create"),
    ("Invitation approved successfully", "update"),
    ("Applied config successfully", "update"),
    # no success word, no participle of a write, or two effects: no claim
    ("User deleted", None),
    ("Loaded the items successfully", None),
    ("Are you sure you want to delete this user?", None),
    ("Created and deleted successfully", None),
])
def test_claimed_effect(text, expected):
    assert claimed_effect(text) == expected


@pytest.mark.parametrize("word, expected", [
    ("deleted", "delete"), ("submitted", "update"), ("sent", "create"), ("applied", "update"),
    ("loaded", None), ("red", None), ("need", None),
])
def test_participle_effect(word, expected):
    assert participle_effect(word) == expected


@pytest.mark.parametrize("path, functions, expected", [
    ("/api/v1/admin/deleteme", ["approveDeleteMe"],
     ("delete", "function 'approveDeleteMe' says 'approve delete'")),
    ("/api/user/{id}", ["UserApi.deleteUser"], ("delete", "function 'deleteUser' says 'delete'")),
    ("/api/invite", ["sendInvite"], ("create", "function 'sendInvite' says 'send invite'")),
    # the object is no thing of the path: a page redrawn after its own change
    ("/api/items", ["removeFilter"], None),
    ("/api/items", ["updateTable"], None),
    # the verbs a page names its own work with are no write over GET
    ("/reports/summary", ["createReport"], None),
    # a refresh verb is no write over GET; an anonymous or reading caller proves nothing
    ("/api/user/{id}", ["updateUser"], None),
    ("/api/user/{id}", ["deleteUser", None], None),
    ("/api/user/{id}", ["getUser"], None),
])
def test_get_write(path, functions, expected):
    assert get_write("GET", METHOD, path, functions) == expected


def test_get_write_needs_the_methods_read():
    assert get_write("POST", METHOD, "/api/user/{id}", ["deleteUser"]) is None
    assert get_write("GET", "side-effect.get-action", "/api/user/delete", ["deleteUser"]) is None


def test_names_object():
    assert names_object("/api/v1/admin/deleteme", ["delete", "me"]) is True
    assert names_object("/api/users/{id}", ["user"]) is True
    assert names_object("/api/items", ["filter"]) is False
    assert names_object("/api/me", ["me"]) is False          # two letters name nothing alone


def test_page_disputes():
    deleted = ("delete", "User deleted successfully", ("a.ts", (1, 1, 1, 2)))
    updated = ("update", "Updated … successfully", ("a.ts", (1, 1, 1, 2)))
    created = ("create", "Created user successfully", ("a.ts", (1, 1, 1, 2)))
    assert page_disputes("GET", METHOD, deleted) == "delete"
    assert page_disputes("POST", REST_CREATE, updated) == "update"
    assert page_disputes("POST", REST_CREATE, created) is None     # the create it is
    assert page_disputes("POST", "side-effect.action-create", updated) is None   # a word proves
    assert page_disputes("GET", METHOD, None) is None


def test_measure_post():
    assert side_effect("POST", "/api/v1/counts") == ("create", MEASURE_POST)
    assert side_effect("POST", "/api/pages/totals") == ("create", MEASURE_POST)
    assert side_effect("POST", "/api/v1/comments") == ("create", REST_CREATE)


def test_disagreement_and_note():
    page = ("delete", "User deleted successfully", ("app/deleteme.ts", (30, 26, 33, 12)))
    assert disagreement("GET", METHOD, "/api/v1/admin/deleteme", [], ["approveDeleteMe"],
                        page) == ("delete", VERB_METHOD_DISAGREE)
    assert disagreement("GET", METHOD, "/api/v1/users", [], ["loadUsers"], None) is None
    assert disagreement_note(VERB_METHOD_DISAGREE, "/api/v1/admin/deleteme", [], "GET",
                             ["approveDeleteMe"], page) == (
        "function 'approveDeleteMe' says 'approve delete' (delete) and the page's success "
        "message 'User deleted successfully' (delete), the method GET says read")
    updated = ("update", "Updated server interfaces successfully", ("a.ts", (1, 1, 1, 2)))
    assert disagreement("POST", REST_CREATE, "/wg-server/interfaces", [],
                        ["submitServerInterfaceSetting"], updated) == ("update",
                                                                         VERB_METHOD_DISAGREE)
    assert disagreement_note(VERB_METHOD_DISAGREE, "/wg-server/interfaces", [], "POST",
                             ["submitServerInterfaceSetting"], updated) == (
        "the page's success message 'Updated server interfaces successfully' (update), the "
        "method POST says create")


def test_names():
    assert function_words_name(["api.approveDeleteMe", None]) == "approve_delete_me"
    assert without_read_verb("get_invite") == "invite"
    assert without_read_verb("get") == "get"
    assert without_read_verb("update_invite") == "update_invite"


def test_a_get_the_page_says_deleted_is_a_reviewed_delete(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export const approveDeleteMe = (token: string) =>\n"
        "  axios.get('/api/admin/deleteme', { params: { token } });\n"
        "export const openInvite = (code: string) => axios.get(`/api/invites/${code}`);\n"
        "export const users = () => axios.get('/api/users');\n"), "src/page.ts": (
        "import { approveDeleteMe, openInvite, users } from './api';\n"
        "export function page(node: HTMLElement, token: string, code: string) {\n"
        "  approveDeleteMe(token).then(() => { node.innerHTML = 'User deleted successfully'; });\n"
        "  openInvite(code).then(() => { node.innerHTML = 'Invite approved successfully'; });\n"
        "  users().then(() => { node.innerHTML = 'Users loaded successfully'; });\n"
        "}\n")})
    deleteme = capability(contract, "GET", "/api/admin/deleteme")
    assert (deleteme["name"], deleteme["sideEffect"], deleteme["status"]) == (
        "approve_delete_me", "delete", "requires-review")
    assert deleteme["annotations"]["risks"] == ["destructive"]
    assert deleteme["annotations"]["readOnlyHint"] is False
    assert (deleteme["operationPolicy"]["idempotency"],
            deleteme["operationPolicy"]["automaticRetry"]) == ("at-most-once", "never")
    item = next(r for r in contract["review"] if r["capability"] == "approve_delete_me"
                and r["evidence"][0]["rule"] == VERB_METHOD_DISAGREE)
    assert [(e["file"], e["line"], e["kind"]) for e in item["evidence"]][1:] == [
        ("src/page.ts", 3, "observed")]
    invite = capability(contract, "GET", "/api/invites/{code}")
    assert (invite["name"], invite["sideEffect"]) == ("update_invite", "update")
    listed = capability(contract, "GET", "/api/users")
    assert (listed["sideEffect"], listed["operationPolicy"]["automaticRetry"]) == (
        "read", "allowed")


def test_a_success_toast_after_a_collection_post_says_update(derive_files):
    contract = derive_files({"src/server.js": (
        "function submitServerInterfaceSetting(data) {\n"
        "  $.ajax({ method: 'POST', url: '/wg-server/interfaces', dataType: 'json',\n"
        "    data: JSON.stringify(data),\n"
        "    success: function (data) {\n"
        "      toastr.success('Updated Wireguard server interface addresses successfully');\n"
        "    } });\n"
        "}\n"
        "function addPeer(data) {\n"
        "  $.ajax({ method: 'POST', url: '/peers', dataType: 'json', data: JSON.stringify(data),\n"
        "    success: function () { toastr.success('Created peer successfully'); } });\n"
        "}\n"
        "window.submitServerInterfaceSetting = submitServerInterfaceSetting;\n"
        "window.addPeer = addPeer;\n")})
    server = capability(contract, "POST", "/wg-server/interfaces")
    assert (server["sideEffect"], server["status"]) == ("update", "requires-review")
    assert server["evidence"]["/sideEffect"][0]["rule"] == VERB_METHOD_DISAGREE
    peer = capability(contract, "POST", "/peers")
    assert (peer["sideEffect"], peer["evidence"]["/sideEffect"][0]["rule"]) == (
        "create", REST_CREATE)


def test_the_text_shown_right_after_an_awaited_get_is_its_claim(derive_files):
    """Rule side-effect.verb-method-disagree (page_messages.following_text): the first text
    a function shows right after the call, no other call between, is the page's claim; a
    call between (a reload) leaves the text to it."""
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export const toggleNote = (id: string) => axios.get(`/api/notes/${id}`);\n"
        "export const noteLog = (id: string) => axios.get(`/api/notes/${id}/log`);\n"
        "declare const toast: { success(text: string): void };\n"
        "export async function page(id: string, reload: () => Promise<void>) {\n"
        "  await toggleNote(id);\n"
        "  toast.success('Note deleted successfully');\n"
        "  await noteLog(id);\n"
        "  await reload();\n"
        "  toast.success('Note archived successfully');\n"
        "}\n")})
    note = capability(contract, "GET", "/api/notes/{id}")
    assert (note["name"], note["sideEffect"], note["annotations"]["risks"]) == (
        "delete_note", "delete", ["destructive"])
    item = next(r for r in contract["review"] if r["capability"] == "delete_note"
                and r["evidence"][0]["rule"] == VERB_METHOD_DISAGREE)
    assert item["evidence"][0]["note"] == (
        "the page's success message 'Note deleted successfully' (delete), the method GET says "
        "read")
    assert [(e["line"], e["kind"]) for e in item["evidence"][1:]] == [(7, "observed")]
    log = capability(contract, "GET", "/api/notes/{id}/log")
    assert (log["sideEffect"], log["operationPolicy"]["automaticRetry"]) == ("read", "allowed")
