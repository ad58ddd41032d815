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
    # a GET to an action word is a reviewed write, never a retryable read
    assert claim(contract, "GET", "/api/feeds/sync") == (
        "update_feed_sync", "update", "requires-review", "side-effect.get-action", "never")
