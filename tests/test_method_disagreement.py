"""Rules ``side-effect.verb-method-disagree`` and ``side-effect.paged-post``: a ``POST`` whose
path word (``download``, ``preview``, ``render``) or paging fields say it reads is taken as a
read but reviewed and never retried, since its method says it writes; the query words of field
case FC-13 stay a proven read, and a GET to an action word stays a reviewed write."""
from conftest import capability

API = """import axios from 'axios';
export const downloadReport = (id) => axios.post(`/api/reports/${id}/download`);
export const previewMail = (body) => axios.post('/api/mail/preview', { body });
export const renderTemplate = (tpl) => axios.post('/api/templates/render', { tpl });
export const searchUsers = (q) => axios.post('/api/users/search', { q });
export const moreEvents = (cursor) => axios.post('/api/events', { cursor, limit: 20 });
export const pageOrders = (page) => axios.post('/api/orders', { page, per_page: 50 });
export const createOrder = (item) => axios.post('/api/orders', { item });
export const createTag = (name) => axios.post('/api/tags', { name });
export const syncFeeds = () => axios.get('/api/feeds/sync');
"""


def claim(contract: dict, method: str, path: str) -> tuple:
    cap = capability(contract, method, path)
    policy = cap["operationPolicy"]
    return (cap["name"], cap["sideEffect"], cap["status"],
            cap["evidence"]["/sideEffect"][0]["rule"], policy["automaticRetry"])


def reviews(contract: dict, name: str) -> list[str]:
    return [r["message"] for r in contract["review"] if r["capability"] == name
            and r["severity"] == "medium"]


def test_a_post_whose_words_say_read_is_a_reviewed_read(derive_files):
    contract = derive_files({"src/api.js": API})
    assert claim(contract, "POST", "/api/reports/{id}/download") == (
        "download_report", "read", "requires-review", "side-effect.verb-method-disagree",
        "never")
    assert claim(contract, "POST", "/api/mail/preview")[1:4] == (
        "read", "requires-review", "side-effect.verb-method-disagree")
    assert claim(contract, "POST", "/api/templates/render")[1:4] == (
        "read", "requires-review", "side-effect.verb-method-disagree")
    assert reviews(contract, "preview_mail") == [
        "POST /api/mail/preview: the path's word 'preview' says it reads, the method POST says "
        "it writes; taken as read, not proven: automatic retry stays off and an unknown "
        "outcome is reconciled; confirm its side effect against the backend"]
    # FC-13: a search is a proven read
    assert claim(contract, "POST", "/api/users/search") == (
        "search_users", "read", "draft", "side-effect.rpc-read", "allowed")


def test_a_post_that_pages_is_a_reviewed_read(derive_files):
    contract = derive_files({"src/api.js": API})
    assert claim(contract, "POST", "/api/events") == (
        "list_events", "read", "requires-review", "side-effect.paged-post", "never")
    assert reviews(contract, "list_events") == [
        "POST /api/events: field cursor pages through results (a read), the method POST says "
        "it creates; taken as read, not proven: automatic retry stays off and an unknown "
        "outcome is reconciled; confirm its side effect against the backend"]
    # one site pages, one creates: no read is proven for the endpoint
    assert claim(contract, "POST", "/api/orders")[1:4] == (
        "create", "draft", "side-effect.rest-create")
    assert claim(contract, "POST", "/api/tags")[1:4] == (
        "create", "draft", "side-effect.rest-create")
    # a GET to an action word is a reviewed write, never a retryable read, named by the action
    assert claim(contract, "GET", "/api/feeds/sync") == (
        "sync_feed", "update", "requires-review", "side-effect.get-action", "never")


WRAPPERS = """export async function notes_create(note) {
  const r = await fetch('/api/note', { method: 'PUT', body: JSON.stringify(note) });
  return r.json();
}
export async function notes_update(note) {
  const r = await fetch('/api/note/' + note.id, { method: 'POST', body: JSON.stringify(note) });
  return r.json();
}
export async function tags_delete(tag) {
  return fetch('/api/tag/' + tag.id, { method: 'POST' });
}
export async function editGroup(group) {
  return fetch('/api/groups', { method: 'POST', body: JSON.stringify(group) });
}
export function sendFile(form) {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', '/api/file/upload', true);
    xhr.onload = () => resolve(xhr.response);
    xhr.send(form);
  });
}
export async function saveDraft(draft) {
  return fetch('/api/drafts', { method: 'PUT', body: JSON.stringify(draft) });
}
export async function submitOrder(order) {
  return fetch('/api/orders', { method: 'POST', body: JSON.stringify(order) });
}
"""


def retry(contract: dict, method: str, path: str) -> tuple:
    policy = capability(contract, method, path)["operationPolicy"]
    return policy["idempotency"], policy["automaticRetry"]


def test_a_wrapper_verb_that_disputes_the_method_is_reviewed(derive_files):
    contract = derive_files({"src/notes.ts": WRAPPERS})
    # a PUT that creates: no idempotency claimed, never retried
    assert claim(contract, "PUT", "/api/note") == (
        "create_note", "create", "requires-review", "side-effect.verb-method-disagree", "never")
    assert retry(contract, "PUT", "/api/note") == ("at-most-once", "never")
    assert reviews(contract, "create_note")[:1] == [
        "PUT /api/note: the wrapper 'notes_create' says 'create' (create), the method PUT says "
        "update; taken as create, not proven: automatic retry stays off and an unknown outcome "
        "is reconciled; confirm its side effect against the backend"]
    # a POST to an item that updates or deletes
    assert claim(contract, "POST", "/api/note/{id}") == (
        "update_note", "update", "requires-review", "side-effect.verb-method-disagree", "never")
    assert claim(contract, "POST", "/api/tag/{id}") == (
        "delete_tag", "delete", "requires-review", "side-effect.verb-method-disagree", "never")
    # a POST to a plural collection its wrapper names an update: the wrapper's verb names it,
    # reviewed (the REST reading, create, is in the item), never both verbs glued
    assert claim(contract, "POST", "/api/groups") == (
        "edit_group", "update", "requires-review", "side-effect.verb-method-disagree", "never")
    assert reviews(contract, "edit_group")[:1] == [
        "POST /api/groups: the wrapper 'editGroup' says 'edit' (update), the method POST says "
        "create; taken as update, not proven: automatic retry stays off and an unknown outcome "
        "is reconciled; confirm its side effect against the backend"]
    # with no wrapper's verb (a callback), the path's own word disputes a PUT
    assert claim(contract, "PUT", "/api/file/upload") == (
        "upload_file", "create", "requires-review", "side-effect.verb-method-disagree", "never")
    assert reviews(contract, "upload_file")[:1] == [
        "PUT /api/file/upload: the path's word 'upload' (create), the method PUT says update; "
        "taken as create, not proven: automatic retry stays off and an unknown outcome is "
        "reconciled; confirm its side effect against the backend"]
    # save and submit name no one CRUD operation: the method's reading stands
    assert claim(contract, "PUT", "/api/drafts")[1::2] == ("update", "side-effect.method")
    assert retry(contract, "PUT", "/api/drafts") == ("idempotent", "allowed")
    assert claim(contract, "POST", "/api/orders")[1::2] == ("create", "side-effect.rest-create")
