"""Side effects read from a path's words or its method where the page says otherwise (rules
``side-effect.verb-method-disagree`` with a notifier named for success and state setters,
``side-effect.whole-collection-post``, ``side-effect.check-path``, ``side-effect.polled-read``,
``policy.positional-move``; ``passes/page_messages.py``, ``passes/side_effects.py``,
``passes/polled_reads.py``, ``passes/positional_moves.py``). Assertions are exact effects,
names, policies and review texts."""
from __future__ import annotations

import pytest

from conftest import capability

from code2skill.passes.page_messages import claimed_effect
from code2skill.passes.polled_reads import polled_name
from code2skill.passes.positional_moves import moved_by, position_fields, swap_word
from code2skill.passes.side_effects import (
    METHOD_GUESS, REST_CREATE, VERB_METHOD_DISAGREE, check_path, disagreement,
    disagreement_note, get_action, side_effect, whole_collection,
)

METHOD = "side-effect.method"


def items(contract: dict, name: str) -> list[tuple[str, str]]:
    """``(severity, first evidence rule)`` of the review items of capability ``name``."""
    return sorted((r["severity"], r["evidence"][0]["rule"]) for r in contract["review"]
                  if r["capability"] == name)


def policy(cap: dict) -> tuple:
    p = cap["operationPolicy"]
    return cap["sideEffect"], p["idempotency"], p["automaticRetry"]


def test_a_notifier_named_for_success_is_the_success_word():
    assert claimed_effect("Topic partition updated") is None
    assert claimed_effect("Topic partition updated", success=True) == "update"
    assert claimed_effect("Definition 'x' is updated", success=True) == "update"
    assert claimed_effect("Topic created", success=True) == "create"
    assert claimed_effect("Loading the topic", success=True) is None


def test_react_pages_success_toasts_after_set_state_dispute_a_collection_post(derive_files):
    contract = derive_files({"src/api.js": (
        "import axios from 'axios';\n"
        "export const postApi = (url, body) => axios.post(url, body);\n"
        "export const getApi = url => axios.get(url);\n"), "src/Configs.jsx": (
        "import React from 'react';\n"
        "import { toast } from 'react-toastify';\n"
        "import { postApi, getApi } from './api';\n"
        "export class Configs extends React.Component {\n"
        "  async save(configs) {\n"
        "    const { topic } = this.props;\n"
        "    await postApi(`/api/topic/${topic}/configs`, { configs });\n"
        "    this.setState({ saved: true }, () => {\n"
        "      toast.success(`Topic configs '${topic}' updated successfully`);\n"
        "    });\n"
        "  }\n"
        "  async grow(partition) {\n"
        "    const { topic } = this.props;\n"
        "    await postApi(`/api/topic/${topic}/partitions`, { partition });\n"
        "    this.setState({ grown: true });\n"
        "    toast.success('Topic partition updated');\n"
        "  }\n"
        "  async add(name) {\n"
        "    await postApi('/api/topics', { name });\n"
        "    await getApi('/api/topics');\n"
        "    toast.success('Topics updated successfully');\n"
        "  }\n"
        "  render() { return null; }\n"
        "}\n")})
    configs = capability(contract, "POST", "/api/topic/{topic}/configs")
    assert (configs["name"], *policy(configs)) == (
        "update_topic_config", "update", "at-most-once", "never")
    assert configs["evidence"]["/sideEffect"][0]["rule"] == VERB_METHOD_DISAGREE
    item = next(r for r in contract["review"] if r["capability"] == "update_topic_config"
                and r["evidence"][0]["rule"] == VERB_METHOD_DISAGREE)
    assert item["message"].startswith(
        "POST /api/topic/{topic}/configs: the page's success message \"Topic configs ' ' "
        "updated successfully\" (update), the method POST says create; taken as update")
    assert [(e["file"], e["line"]) for e in item["evidence"]] == [
        ("src/Configs.jsx", 9), ("src/api.js", 2)]
    partitions = capability(contract, "POST", "/api/topic/{topic}/partitions")
    assert (partitions["name"], partitions["sideEffect"]) == ("update_topic_partition", "update")
    # another request between the POST and the toast: the text may be that request's
    topics = capability(contract, "POST", "/api/topics")
    assert (topics["sideEffect"], topics["evidence"]["/sideEffect"][0]["rule"]) == (
        "create", REST_CREATE)


@pytest.mark.parametrize("path, properties, bound, expected", [
    ("/api/group/{groupId}/offsets", {"body": {"type": "array"}}, {"body:": "body"},
     "the whole body, a list"),
    ("/api/topic/{topicId}/configs", {"configs": {"type": "object", "properties": {}}},
     {"body:configs": "configs"}, "body field configs"),
    ("/api/topic/{topicId}/configs", {"configs": {"type": "array"}},
     {"body:configs": "configs"}, "body field configs"),
    # a member's fields, a collection of no item, a map named otherwise: no whole collection
    ("/api/topic/{topicId}/partitions", {"partition": {"type": "number"}},
     {"body:partition": "partition"}, None),
    ("/api/topics", {"body": {"type": "array"}}, {"body:": "body"}, None),
    ("/api/topic/{topicId}/configs", {"extra": {"type": "object"}}, {"body:extra": "extra"},
     None),
    ("/api/topic/{topicId}/configs", {"configs": {"type": "object", "properties": {
        "name": {"type": "string"}}}}, {"body:configs": "configs"}, None),
])
def test_whole_collection(path, properties, bound, expected):
    assert whole_collection(REST_CREATE, path, properties, bound) == expected


def test_whole_collection_needs_the_collections_create():
    assert whole_collection(METHOD_GUESS, "/api/group/{groupId}/offsets",
                            {"body": {"type": "array"}}, {"body:": "body"}) is None


def test_a_whole_list_posted_to_an_items_collection_is_a_reviewed_guess(derive_files):
    contract = derive_files({"src/api.js": (
        "import axios from 'axios';\n"
        "export function resetOffsets(group, offsets) {\n"
        "  const body = [];\n"
        "  offsets.forEach(o => body.push({ topic: o.topic, offset: o.offset }));\n"
        "  return axios.post(`/api/group/${group}/offsets`, body);\n"
        "}\n"
        "export const addMember = (group, name) =>\n"
        "  axios.post(`/api/group/${group}/members`, { name, weight: 1 });\n")})
    offsets = capability(contract, "POST", "/api/group/{group}/offsets")
    assert (offsets["sideEffect"], offsets["status"],
            offsets["evidence"]["/sideEffect"][0]["rule"]) == (
        "create", "requires-review", "side-effect.whole-collection-post")
    item = next(r for r in contract["review"] if r["capability"] == offsets["name"]
                and r["evidence"][0]["rule"] == "side-effect.whole-collection-post")
    assert (item["severity"], item["message"]) == ("medium", (
        "side effect guessed from the path's shape: POST /api/group/{group}/offsets posts to a "
        "collection of one item and sends the whole body, a list, the members as a whole: it "
        "may set or replace that item's members rather than add one; taken as create, not "
        "proven: no automatic retry and stop-and-reconcile until the backend confirms it"))
    members = capability(contract, "POST", "/api/group/{group}/members")
    assert members["evidence"]["/sideEffect"][0]["rule"] == REST_CREATE


@pytest.mark.parametrize("method, path, expected", [
    ("PUT", "/api/connect/{id}/plugins/{type}/validate", True),
    ("POST", "/api/sys/duplicateCheck", True),
    ("PATCH", "/api/forms/{id}/validation", True),
    # a write ending in no checking word, or in a parameter; verifying marks verified
    ("PUT", "/api/users/{id}/verify", False),
    ("PUT", "/api/checks/{id}", False),
    ("POST", "/api/templates/{id}/duplicate", False),
    ("GET", "/api/sys/duplicateCheck", False),
])
def test_check_path(method, path, expected):
    assert check_path(method, path) is expected


def test_a_get_ending_in_a_checking_word_is_no_write_of_another_word():
    assert get_action("/api/sys/duplicateCheck") is None
    assert side_effect("GET", "/api/sys/duplicateCheck") == ("read", METHOD)
    assert get_action("/api/users/emailVerify") is None
    assert get_action("/api/templates/duplicate") == "duplicate"
    assert get_action("/api/notifications/send-test") == "send"


def test_a_write_ending_in_a_checking_word_is_a_disputed_read():
    path = "/api/connect/{id}/plugins/{type}/validate"
    assert disagreement("PUT", METHOD, path, []) == ("read", VERB_METHOD_DISAGREE)
    assert disagreement_note(VERB_METHOD_DISAGREE, path, [], "PUT") == (
        "the path's word 'validate' says it checks (a read, rule side-effect.check-path), the "
        "method PUT says it writes")
    # before a wrapper's verb: deleteCheck checks, it deletes nothing
    assert disagreement("POST", "side-effect.action-delete", "/api/jobs/{id}/delete-check", [],
                        ["deleteCheck"]) == ("read", VERB_METHOD_DISAGREE)
    assert disagreement("PUT", METHOD, "/api/users/{id}/verify", []) is None
    assert disagreement("POST", "side-effect.rpc-read", "/api/forms/validate", []) is None


def test_checks_in_a_client(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export const isFree = (name: string) =>\n"
        "  axios.get('/api/sys/duplicateCheck', { params: { name } });\n"
        "export const validate = (id: string, type: string, configs: object) =>\n"
        "  axios.put(`/api/connect/${id}/plugins/${type}/validate`, { configs });\n")})
    check = capability(contract, "GET", "/api/sys/duplicateCheck")
    assert (check["name"], *policy(check)) == (
        "get_sys_duplicate_check", "read", "idempotent", "allowed")
    assert items(contract, check["name"]) == [("low", "axios.call")]     # its output only
    plugin = capability(contract, "PUT", "/api/connect/{id}/plugins/{type}/validate")
    assert (plugin["name"], plugin["status"], *policy(plugin)) == (
        "validate_connect_plugin", "requires-review", "read", "unknown", "never")
    assert ("medium", VERB_METHOD_DISAGREE) in items(contract, plugin["name"])


POLLED_PAGE = (
    "var check = function() {\n"
    "  var xmlhttp = new XMLHttpRequest();\n"
    "  xmlhttp.onreadystatechange = function() {\n"
    "    if (xmlhttp.readyState === 4 && !xmlhttp.responseText) {\n"
    "      check();\n"
    "    }\n"
    "  };\n"
    "  xmlhttp.open('GET', '/setup/upgrade', true);\n"
    "  xmlhttp.send();\n"
    "};\n"
    "check();\n"
    "function refreshSync() { return fetch('/api/mirror/sync'); }\n"
    "setInterval(function () { refreshSync(); }, 5000);\n"
    "function restart() { return fetch('/api/service/restart'); }\n"
    "document.getElementById('restart').addEventListener('click', restart);\n")


def test_a_polled_get_is_a_read_whatever_its_paths_word(derive_files):
    contract = derive_files({"src/page.js": POLLED_PAGE})
    upgrade = capability(contract, "GET", "/setup/upgrade")
    assert (upgrade["name"], upgrade["status"], *policy(upgrade)) == (
        "get_setup_upgrade", "requires-review", "read", "unknown", "never")
    assert [(e["line"], e["rule"], e["note"]) for e in upgrade["evidence"]["/sideEffect"]] == [
        (5, "side-effect.polled-read", "function 'check' calls itself again")]
    assert items(contract, "get_setup_upgrade") == [
        ("low", "xhr.open"), ("medium", "side-effect.polled-read")]
    item = next(r for r in contract["review"] if r["capability"] == "get_setup_upgrade"
                and r["severity"] == "medium")
    assert item["message"].startswith(
        "a GET that may change state (its path names the action 'upgrade'; taken as a read: "
        "the page polls it, function 'check' calls itself again): not treated as a retryable "
        "read")
    assert [(e["line"], e["rule"]) for e in item["evidence"]] == [
        (5, "side-effect.polled-read"), (8, "policy.read-that-writes")]
    sync = capability(contract, "GET", "/api/mirror/sync")
    assert (sync["name"], sync["sideEffect"]) == ("get_mirror_sync", "read")
    assert sync["evidence"]["/sideEffect"][0]["note"] == "function 'refreshSync' runs on setInterval"
    # asked once from a button: the path's word stands
    restart = capability(contract, "GET", "/api/service/restart")
    assert (restart["name"], restart["sideEffect"],
            restart["evidence"]["/sideEffect"][0]["rule"]) == (
        "restart_service", "update", "side-effect.get-action")


def test_polled_name():
    assert polled_name("upgrade_setup") == "get_setup_upgrade"
    assert polled_name("sync_mirror") == "get_mirror_sync"


@pytest.mark.parametrize("fields, expected", [
    ({"oldIndex": {"type": "number"}, "newIndex": {"type": "number"}}, ["newIndex", "oldIndex"]),
    ({"fromOrder": {"type": "integer"}, "toOrder": {"type": "integer"}, "name": {}},
     ["fromOrder", "toOrder"]),
    # one position: an item its id names goes there, a record's sort order is set
    ({"new_position": {"type": "number"}}, []),
    ({"deptName": {"type": "string"}, "sortOrder": {"type": "integer"}}, []),
    ({"order": {"type": "object"}, "fromOrder": {"type": "string"}}, []),
    ({"name": {}, "title": {}}, []),
])
def test_position_fields(fields, expected):
    assert position_fields(fields) == expected


@pytest.mark.parametrize("path, name, function, expected", [
    ("/api/sections/swap", "update_section_swap", None, "swap"),
    ("/api/columns/{id}", "update_column", "Board.swapColumns", "swap"),
    ("/api/audits/{id}/movefinding", "update_audit_movefinding", None, None),
    ("/api/queue/items/{id}", "move_queue_item", "queue.move", None),
    ("/api/sections/reorder", "update_section_reorder", None, None),
])
def test_swap_word(path, name, function, expected):
    assert swap_word(path, name, function) == expected


def test_moved_by():
    fields = {"oldIndex": {"type": "number"}, "newIndex": {"type": "number"}}
    assert moved_by("PUT", "update", fields, "/api/audits/{id}/findings", "update_finding",
                    None) == "fields newIndex, oldIndex"
    assert moved_by("PUT", "update", {}, "/api/sections/swap", "update_x", None) == \
        "word 'swap'"
    assert moved_by("PUT", "update", {"new_position": {}}, "/api/queue/items/{id}",
                    "move_queue_item", "queue.move") is None
    assert moved_by("POST", "create", fields, "/api/moves", "create_move", None) is None
    assert moved_by("GET", "read", fields, "/api/moves", "list_moves", None) is None


def test_a_positional_move_is_not_idempotent(derive_files):
    contract = derive_files({"src/audit.js": (
        "import axios from 'axios';\n"
        "export function putMove(auditId, move) {\n"
        "  return axios.put(`/api/audits/${auditId}/movefinding`, move);\n"
        "}\n"
        "export const moveItem = (id, position) =>\n"
        "  axios.put(`/api/queue/items/${id}`, null, { params: { new_position: position } });\n"
        "export const onDrop = (auditId, e) =>\n"
        "  putMove(auditId, { oldIndex: e.oldIndex, newIndex: e.newIndex });\n")})
    move = capability(contract, "PUT", "/api/audits/{auditId}/movefinding")
    assert (move["status"], *policy(move), move["annotations"]["idempotentHint"]) == (
        "requires-review", "update", "at-most-once", "never", False)
    assert move["evidence"]["/operationPolicy/idempotency"][0]["rule"] == \
        "policy.positional-move"
    item = next(r for r in contract["review"] if r["capability"] == move["name"]
                and r["evidence"][0]["rule"] == "policy.positional-move")
    assert (item["severity"], item["message"]) == ("medium", (
        "PUT /api/audits/{auditId}/movefinding moves an item by its position (fields "
        "newIndex, oldIndex): a repeat moves another item or swaps back, so it is not "
        "idempotent whatever its method; automatic retry stays off and an unknown outcome is "
        "reconciled"))
    # the item its id names goes to one position: a repeat leaves it there
    item_move = capability(contract, "PUT", "/api/queue/items/{id}")
    assert policy(item_move) == ("update", "idempotent", "allowed")
