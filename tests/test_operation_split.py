"""Call sites of one endpoint merge into one capability only when they are the same operation
(:mod:`code2skill.passes.discriminator`): a fixed field value that names an action, or the
handlers' verbs, split them into Tools that each pin their own value; values that parameterise
one operation are an ``enum``; a different kind of body is another Tool; the inputs of merged
sites are their union."""
from __future__ import annotations

from conftest import bindings, capability
from test_recognisers import line_of

from code2skill.passes.discriminator import OPERATION_WORDS, action_words

BULK = """\
import axios from 'axios';

export function deleteDocuments(ids: number[]) {
  return axios.post('/api/documents/bulk_edit/', { documents: ids, method: 'delete' });
}

export function tagDocuments(ids: number[], tag: number) {
  return axios.post('/api/documents/bulk_edit/', { documents: ids, method: 'add_tag', parameters: { tag } });
}
"""

TRASH = """\
import axios from 'axios';

export const emptyTrash = (ids: number[]) => axios.post('/api/trash/', { documents: ids, action: 'empty' });
export const restoreTrash = (ids: number[]) => axios.post('/api/trash/', { documents: ids, action: 'restore' });
"""

SEARCH = """\
import axios from 'axios';

export function searchBooks(q: string) {
  return axios.get('/api/catalogue', { params: { q, kind: 'book' } });
}
export function searchAlbums(q: string, year: number) {
  return axios.get('/api/catalogue', { params: { q, kind: 'album', year } });
}
"""

SCOPES = """\
import axios from 'axios';

export const hideItems = (ids: string[]) => axios.post('/api/items/bulk', { ids, scope: 'soft' });
export const eraseItems = (ids: string[]) => axios.post('/api/items/bulk', { ids, scope: 'hard' });
"""

UNION = """\
import axios from 'axios';

export const saveNote = (title: string) => axios.post('/api/notes', { title, pinned: true });
export const saveDraftNote = (title: string) => axios.post('/api/notes', { title });
export const saveColouredNote = (title: string, colour: string) =>
  axios.post('/api/notes', { title, colour });
export const saveRedNote = (title: string) => axios.post('/api/notes', { title, colour: 'red' });
"""

SETTINGS = """\
import axios from 'axios';

export function saveSettings(settings: { theme: string }) {
  return axios.put('/api/settings', settings);
}
export function uploadLogo(file: File) {
  const form = new FormData();
  form.append('logo', file);
  return axios.put('/api/settings', form);
}
export const reorder = (ids: number[]) => axios.post('/api/order', ids);
export const moveFirst = (id: number) => axios.post('/api/order', [id]);
"""


def by_name(contract: dict) -> dict[str, dict]:
    return {c["name"]: c for c in contract["capabilities"]}


def split_evidence(cap: dict, target: str) -> list[tuple[str, int, str]]:
    """``(rule, line, note)`` of the cluster rule's evidence at binding ``target``."""
    req = cap["implementation"]["requests"][0]
    index = next(i for i, b in enumerate(req["bindings"]) if b["target"] == target)
    return [(e["rule"], e["line"], e["note"]) for e in
            cap["evidence"][f"/implementation/requests/0/bindings/{index}"]
            if e["rule"].startswith("cluster.")]


def test_action_values_are_one_tool_each_pinning_its_own(derive_files):
    caps = by_name(derive_files({"src/api.ts": BULK}))
    delete, tag = caps["delete_document_bulk_edit"], caps["add_tag_document_bulk_edit"]
    assert bindings(delete) == {"body:documents": "documents", "body:method": "=delete"}
    assert bindings(tag) == {"body:documents": "documents", "body:method": "=add_tag",
                             "body:parameters": "parameters"}
    assert (delete["sideEffect"], delete["annotations"]["risks"]) == ("delete", ["destructive"])
    assert (tag["sideEffect"], tag["annotations"]["risks"]) == ("update", [])   # add + noun
    assert split_evidence(delete, "body:method") == [(
        "cluster.action-value", line_of(BULK, "method: 'delete'"),
        "body:method is 'delete' here; other call sites send 'add_tag'")]
    assert [(e["rule"], e["line"]) for e in delete["evidence"]["/name"]] == [
        ("name.discriminator-value", line_of(BULK, "method: 'delete'"))]
    assert [e["rule"] for e in delete["evidence"]["/sideEffect"]] == [
        "side-effect.discriminator-value"]


def test_empty_and_restore_are_different_tools(derive_files):
    caps = by_name(derive_files({"src/api.ts": TRASH}))
    assert sorted(caps) == ["empty_trash", "restore_trash"]
    empty, restore = caps["empty_trash"], caps["restore_trash"]
    assert bindings(empty)["body:action"] == "=empty"
    assert bindings(restore)["body:action"] == "=restore"
    assert (empty["sideEffect"], empty["annotations"]["destructiveHint"]) == ("delete", True)
    assert (restore["sideEffect"], restore["annotations"]["destructiveHint"]) == (
        "update", False)
    assert [s["function"] for s in restore["implementation"]["requests"][0]["callSites"]] == [
        "restoreTrash"]


def test_values_that_parameterise_one_operation_are_an_enum(derive_files):
    contract = derive_files({"src/api.ts": SEARCH})
    assert len(contract["capabilities"]) == 1
    cap = contract["capabilities"][0]
    assert cap["name"] == "search_catalogue"           # both callers' verb: search
    props = cap["inputSchema"]["properties"]
    assert props["kind"] == {"type": "string", "enum": ["book", "album"],
                             "description": "Kind (query parameter)."}
    assert [e["rule"] for e in cap["evidence"]["/inputSchema/properties/kind"]] == [
        "query.enum-values", "query.enum-values"]
    assert props["year"]["type"] == "number"          # sent by one site: an optional input
    assert cap["inputSchema"]["required"] == ["q", "kind"]


def test_an_anonymous_callbacks_site_leaves_the_named_callers_verb(derive_files):
    contract = derive_files({"src/api.ts": """\
import axios from 'axios';
export const syncTool = (name: string) => axios.post('/api/tool/configure', { name });
export const wire = (el: HTMLElement) => el.addEventListener('click', () =>
  axios.post('/api/tool/configure', { name: 'x' }));
"""})
    [cap] = contract["capabilities"]
    assert cap["name"] == "sync_tool_configure"
    assert cap["evidence"]["/name"][0]["rule"] == "name.function-verb"


def test_callers_that_disagree_never_name_the_endpoint(derive_files):
    contract = derive_files({"src/api.ts": """\
import axios from 'axios';
export const searchBooks = (q: string) => axios.get('/api/catalogue', { params: { q } });
export const browseShelf = (q: string) => axios.get('/api/catalogue', { params: { q } });
"""})
    assert [c["name"] for c in contract["capabilities"]] == ["get_catalogue"]
    assert contract["capabilities"][0]["evidence"]["/name"][0]["rule"] == "name.shared-endpoint"


def test_different_handler_verbs_split_values_that_name_no_action(derive_files):
    caps = by_name(derive_files({"src/api.ts": SCOPES}))
    assert sorted(caps) == ["erase_item_bulk", "hide_item_bulk"]
    soft = caps["hide_item_bulk"]
    assert [(e["rule"], e["note"]) for e in soft["evidence"]["/name"]] == [
        ("name.discriminator-value", "verb 'hide' of its handlers")]
    assert bindings(soft) == {"body:ids": "ids", "body:scope": "=soft"}
    assert split_evidence(soft, "body:scope") == [(
        "cluster.handler-verbs", line_of(SCOPES, "scope: 'soft'"),
        "body:scope is 'soft' here; other call sites send 'hard'")]


def test_inputs_are_the_union_over_merged_sites(derive_files):
    contract = derive_files({"src/api.ts": UNION})
    cap = capability(contract, "POST", "/api/notes")
    assert bindings(cap) == {"body:title": "title", "body:pinned": "pinned",
                             "body:colour": "colour"}
    props = cap["inputSchema"]["properties"]
    assert props["pinned"] == {"type": "boolean", "enum": [True],
                               "description": "Pinned of the note."}
    assert [e["rule"] for e in cap["evidence"]["/inputSchema/properties/pinned"]] == [
        "body.enum-values"]
    assert props["colour"]["type"] == "string" and "enum" not in props["colour"]
    assert cap["inputSchema"]["required"] == ["title"]
    assert [(r["severity"], r["message"]) for r in contract["review"]
            if "colour" in r["message"]] == [(
        "low", "body field colour is the literal 'red' at some call sites and computed at "
               "others: it is a free input; whether other values select other operations is "
               "unproven")]


def test_another_body_encoding_is_another_tool_and_an_array_stays_an_array(derive_files):
    contract = derive_files({"src/api.ts": SETTINGS})
    caps = by_name(contract)
    assert sorted(caps) == ["update_order", "update_settings", "upload_settings"]
    json_tool, upload = caps["update_settings"], caps["upload_settings"]
    assert json_tool["implementation"]["requests"][0]["bodyEncoding"] == "json"
    assert bindings(json_tool) == {"body:theme": "theme"}
    assert upload["implementation"]["requests"][0]["bodyEncoding"] == "multipart"
    assert bindings(upload) == {"multipart:logo": "logo"}
    assert "cluster.body-encoding" in [
        e["rule"] for e in upload["evidence"]["/implementation/requests/0/bodyEncoding"]]
    order = caps["update_order"]["inputSchema"]["properties"]["body"]   # reorder, moveFirst
    assert (order["type"], order["items"]) == ("array", {"type": "number"})


def test_operation_words():
    assert action_words("add_tag") == ["add", "tag"]
    assert action_words("purge") == ["purge"] and action_words("recover") == ["recover"]
    assert action_words("book") == [] and action_words(True) == []
    assert {"delete", "restore", "empty", "archive", "destroy"} <= OPERATION_WORDS
    assert "search" not in OPERATION_WORDS


WRAPPED = """\
import axios from 'axios';

function bulkEdit(ids: number[], method: string, parameters: object = {}) {
  return axios.post('/api/documents/bulk_edit/', { documents: ids, method, parameters });
}
export const purge = (ids: number[]) => bulkEdit(ids, 'delete');
export const addTag = (ids: number[], tag: number) => bulkEdit(ids, 'add_tag', { tag });

const setStatus = (id: string, status: string) =>
  axios.put(`/api/campaigns/${id}/status`, { status });
export const markRunning = (id: string) => setStatus(id, 'running');
export const markPaused = (id: string) => setStatus(id, 'paused');

const setState = (id: string, state: string) => axios.put(`/api/jobs/${id}/state`, { state });
export const start = (id: string) => setState(id, 'running');
export const pause = (id: string) => setState(id, 'paused');

const setColour = (id: string, colour: string) => axios.put(`/api/labels/${id}`, { colour });
export const paint = (id: string, colour: string) => setColour(id, colour);
export const paintRed = (id: string) => setColour(id, 'red');
"""


def test_literal_arguments_of_a_wrapper_are_its_callers_operations(derive_files):
    contract = derive_files({"src/api.ts": WRAPPED})
    caps = by_name(contract)
    delete, tag = caps["delete_document_bulk_edit"], caps["add_tag_document_bulk_edit"]
    assert bindings(delete)["body:method"] == "=delete" and delete["sideEffect"] == "delete"
    assert bindings(tag)["body:method"] == "=add_tag"
    site = tag["implementation"]["requests"][0]["callSites"][0]
    assert (site["rule"], site["function"], site["line"]) == (
        "wrapper.literal-field-arguments", "addTag", line_of(WRAPPED, "'add_tag'"))
    status = capability(contract, "PUT", "/api/campaigns/{id}/status")
    assert status["inputSchema"]["properties"]["status"]["enum"] == ["running", "paused"]
    assert len(status["implementation"]["requests"][0]["callSites"]) == 2
    assert {n: bindings(caps[n])["body:state"] for n in ("start_job_state", "pause_job_state")} \
        == {"start_job_state": "=running", "pause_job_state": "=paused"}
    colour = capability(contract, "PUT", "/api/labels/{id}")    # one caller passes a variable
    assert bindings(colour) == {"path:id": "id", "body:colour": "colour"}
    assert "enum" not in colour["inputSchema"]["properties"]["colour"]
    assert [s["function"] for s in colour["implementation"]["requests"][0]["callSites"]] == [
        "setColour"]


def test_a_wrapper_field_some_callers_fill_with_a_literal_is_reviewed(derive_files):
    contract = derive_files({"src/api.ts": WRAPPED})
    assert [(r["severity"], r["message"], r["evidence"][0]["line"]) for r in contract["review"]
            if r["capability"] == "set_label" and "body field" in r["message"]] == [(
        "low", "body field colour is the literal 'red' at some call sites and computed at "
               "others: it is a free input; whether other values select other operations is "
               "unproven", line_of(WRAPPED, "axios.put(`/api/labels/${id}`"))]


BASE_CLASS = """\
import axios from 'axios';

export class APIService {
  constructor(protected baseURL: string) {}
  post(url: string, data: object) {
    return axios.post(this.baseURL + url, data);
  }
}

export class ProjectService extends APIService {
  constructor() { super('/api'); }
  archiveProject(ws: string, id: string) {
    return this.post(`/workspaces/${ws}/projects/${id}/archive/`, {});
  }
  joinProject(ws: string, ids: string[]) {
    return this.post(`/workspaces/${ws}/members/`, { project_ids: ids });
  }
}

export class WorkspaceService extends APIService {
  constructor() { super('/api'); }
  inviteMembers(ws: string, emails: string[]) {
    return this.post(`/workspaces/${ws}/members/`, { emails });
  }
}
"""


def test_a_base_class_request_is_one_capability_per_endpoint_named_from_it(derive_files):
    contract = derive_files({"src/services.ts": BASE_CLASS})
    assert sorted(c["name"] for c in contract["capabilities"]) == [
        "archive_workspace_project", "create_workspace_member"]
    members = capability(contract, "POST", "/workspaces/{ws}/members/")
    assert members["evidence"]["/name"][0]["rule"] == "name.shared-endpoint"
    assert bindings(members) == {"path:ws": "ws", "body:project_ids": "project_ids",
                                 "body:emails": "emails"}
    assert members["inputSchema"]["required"] == ["ws"]     # each field sent by one site


def test_literals_at_a_credential_position_are_no_enum(derive_files):
    contract = derive_files({"src/api.ts": """\
import axios from 'axios';
export const demo = () => axios.post('/api/session', { user: 'demo', password: 'demo-pass' });
export const guest = () => axios.post('/api/session', { user: 'guest', password: 'guest-pass' });
"""})
    cap = capability(contract, "POST", "/api/session")
    props = cap["inputSchema"]["properties"]
    assert props["user"]["enum"] == ["demo", "guest"]
    assert "enum" not in props["password"] and props["password"]["type"] == "string"
    assert "demo-pass" not in str(contract) and "guest-pass" not in str(contract)


JOB = """\
import axios from 'axios';

export const pauseJob = (p) => axios.post('/api/job', { ...p, command: 'pause', action: 'pause' });
export const resumeJob = (p) => axios.post('/api/job', { ...p, command: 'pause', action: 'resume' });
export const toggleJob = () => axios.post('/api/job', { command: 'pause', action: 'toggle' });
export const cancelJob = () => axios.post('/api/job', { command: 'cancel' });
"""


def test_a_field_that_splits_one_operation_again_makes_a_tool_per_value(derive_files):
    caps = by_name(derive_files({"src/api.ts": JOB}))
    assert sorted(caps) == ["cancel_job", "pause_job", "resume_job", "toggle_job"]
    resume = caps["resume_job"]
    assert bindings(resume) == {"body:action": "=resume", "body:command": "=pause"}
    assert split_evidence(resume, "body:command") == [(
        "cluster.nested-value", line_of(JOB, "action: 'resume'"),
        "body:command is 'pause' at each of these call sites; body:action splits them again")]
    assert bindings(caps["cancel_job"]) == {"body:command": "=cancel"}
