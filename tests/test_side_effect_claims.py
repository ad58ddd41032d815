"""A side effect is a confident claim only when a named rule proves it; the HTTP-method guess
is reviewed, names follow the side effect, idempotency needs proof, a read that says it
deletes is not retried, a bulk delete is destructive, file bytes need upload confirmation."""
import pytest
from conftest import capability

from code2skill.passes.naming import agree

RPC_CLIENT = {"src/client.ts": (
    "import axios from 'axios';\n"
    "const api = axios.create({ baseURL: 'https://api.x.example' });\n"
    "export const archived = () => api.post('/documents.archived', { limit: 25 });\n"
    "export const memberships = (id: string) => api.post('/collections.memberships', { id });\n"
    "export const unfurl = (url: string) => api.post('/urls.unfurl', { url });\n"
    "export const resolve = (id: string) => api.post('/comments.resolve', { id });\n"
    "export const rotate = (id: string) => api.post('/apiKeys.rotate_secret', { id });\n"
    "export const logout = () => api.post('/auth.logout');\n"
    "export const frob = (id: string) => api.post('/documents.frobnicate', { id });\n")}


def summary(cap: dict) -> tuple:
    op = cap["operationPolicy"]
    return (cap["name"], cap["sideEffect"], cap["evidence"]["/sideEffect"][0]["rule"],
            cap["status"], op["idempotency"], op["automaticRetry"], op["unknownOutcome"])


def test_rpc_style_side_effects_are_proven_by_their_words(derive_files):
    contract = derive_files(RPC_CLIENT)
    rows = {cap["implementation"]["requests"][0]["pathTemplate"]: summary(cap)
            for cap in contract["capabilities"]}
    assert rows == {
        "/documents.archived": ("list_archived_documents", "read",
                                "side-effect.rpc-participle", "draft", "idempotent", "allowed",
                                "not-applicable"),
        "/collections.memberships": ("list_collection_memberships", "read",
                                     "side-effect.rpc-plural", "draft", "idempotent",
                                     "allowed", "not-applicable"),
        # the server fetches the address it unfurls: reviewed (rule risk.fetched-url)
        "/urls.unfurl": ("unfurl_url", "read", "side-effect.rpc-action", "requires-review",
                         "idempotent", "allowed", "not-applicable"),
        "/comments.resolve": ("resolve_comment", "update", "side-effect.rpc-action", "draft",
                              "at-most-once", "never", "stop-and-reconcile"),
        "/apiKeys.rotate_secret": ("rotate_api_key_secret", "update", "side-effect.rpc-action",
                                   "draft", "at-most-once", "never", "stop-and-reconcile"),
        "/auth.logout": ("logout_auth", "delete", "side-effect.rpc-action", "requires-review",
                         "at-most-once", "never", "stop-and-reconcile"),
        "/documents.frobnicate": ("create_documents_frobnicate", "create",
                                  "side-effect.method-guess", "requires-review",
                                  "at-most-once", "never", "stop-and-reconcile"),
    }
    guessed = [r for r in contract["review"] if r["capability"] == "create_documents_frobnicate"
               and r["severity"] == "medium"]
    assert [(r["severity"], r["message"], r["evidence"][0]["rule"]) for r in guessed] == [
        ("medium", "side effect guessed from the HTTP method: POST /documents.frobnicate is "
         "taken as create, but no action word, collection path or UI text proves it; no "
         "automatic retry and stop-and-reconcile until the backend confirms it",
         "side-effect.method-guess")]


def test_a_wrapper_verb_proves_the_effect_of_an_otherwise_guessed_post(derive_files):
    contract = derive_files({"src/api.ts": (
        "export const setAvatar = (url: string) => fetch('/avatar', { method: 'POST',"
        " body: JSON.stringify({ url }) });\n")})
    cap = capability(contract, "POST", "/avatar")
    assert summary(cap)[:4] == ("set_avatar", "update", "side-effect.function-verb", "draft")


def test_a_post_of_one_attribute_of_a_single_resource_updates_it(derive_files):
    """Rule ``side-effect.attribute-post``: ``changePassword`` posting to
    ``/current/user/password`` (no wrapper verb the namer knows) sets the password: a guessed
    update named ``update_…``, reviewed; a reset request to ``/users/password`` stays the
    method's guess."""
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export const changePassword = (pass: string) =>\n"
        "  axios.post('/current/user/password', { pass });\n"
        "export const forgotPassword = (email: string) =>\n"
        "  axios.post('/users/password', { email });\n")})
    cap = capability(contract, "POST", "/current/user/password")
    assert summary(cap) == ("update_current_user_password", "update",
                            "side-effect.attribute-post", "requires-review", "at-most-once",
                            "never", "stop-and-reconcile")
    assert cap["evidence"]["/name"][0]["rule"] == "name.follows-side-effect"
    assert [r["message"] for r in contract["review"]
            if r["capability"] == "update_current_user_password"
            and "guessed" in r["message"]] == [
        "side effect guessed from the path's shape: POST /current/user/password ends in one "
        "attribute of a single resource, so it is taken as setting it (update), not as adding "
        "a member; no automatic retry and stop-and-reconcile until the backend confirms it"]
    reset = capability(contract, "POST", "/users/password")
    assert summary(reset)[:3] == ("create_user_password", "create", "side-effect.method-guess")


def test_a_name_never_contradicts_its_side_effect(derive_files):
    # the function names a write, but GET reads: the name follows the read
    contract = derive_files({"src/api.ts": (
        "export const createReport = () => fetch('/reports/summary');\n")})
    cap = capability(contract, "GET", "/reports/summary")
    assert (cap["name"], cap["sideEffect"], cap["evidence"]["/name"][0]["rule"]) == (
        "get_report_summary", "read", "name.method")


def test_idempotency_needs_proof_beyond_the_method(derive_files):
    contract = derive_files({"src/api.ts": (
        "export const resend = (id: string) => fetch(`/invites/${id}/resend`,"
        " { method: 'PUT' });\n"
        "export const toggle = (id: string) => fetch(`/flags/${id}/toggle`, { method: 'PUT' });\n"
        "export const replace = (id: string, b: object) => fetch(`/flags/${id}`,"
        " { method: 'PUT', body: JSON.stringify(b) });\n"
        "export const drop = (id: string) => fetch(`/email_template/${id}`,"
        " { method: 'DELETE' });\n"
        "export const regenerateToken = (id: string) => fetch(`/application/${id}/security`,"
        " { method: 'PUT', body: JSON.stringify({ regenerateToken: true }) });\n")})
    rows = {cap["name"]: (cap["operationPolicy"]["idempotency"],
                          cap["evidence"]["/operationPolicy/idempotency"][0]["rule"],
                          cap["annotations"]["idempotentHint"])
            for cap in contract["capabilities"]}
    assert rows == {
        "resend_invite": ("at-most-once", "policy.not-idempotent-action", False),
        "toggle_flag": ("at-most-once", "policy.not-idempotent-action", False),
        "update_flag": ("idempotent", "policy.http-idempotent-method", True),
        # a resource noun that mentions mail is no sending action
        "delete_email_template": ("idempotent", "policy.http-idempotent-method", True),
        # the function making it says it regenerates: each call advances state
        "update_application_security": ("at-most-once", "policy.not-idempotent-action",
                                        False)}


def test_a_get_whose_ui_says_it_deletes_is_not_a_retryable_read(derive_files):
    contract = derive_files({"src/settings.ts": (
        "export async function reset() {\n"
        "  if (!confirm('Reset your settings? This will also delete your saved filters.'))"
        " return;\n"
        "  return fetch('/settings/defaults');\n"
        "}\n")})
    cap = capability(contract, "GET", "/settings/defaults")
    assert summary(cap)[1:] == ("read", "side-effect.method", "requires-review", "unknown",
                                "never", "stop-and-reconcile")
    items = [r for r in contract["review"] if r["severity"] == "medium"]
    assert [(r["message"], r["evidence"][0]["rule"], r["evidence"][0]["line"])
            for r in items] == [
        ("a GET that may change state (the client warns 'Reset your settings? This will also "
         "delete your saved filters.' before it): not treated as a retryable read; automatic "
         "retry stays off and an unknown outcome is reconciled; confirm its side effect "
         "against the backend", "policy.read-that-writes", 2)]


def test_a_bulk_operation_that_may_delete_is_destructive(derive_files):
    contract = derive_files({"src/api.ts": (
        "type Bulk = { ids: string[]; operation: 'archive' | 'delete' | 'star' };\n"
        "export const bulk = (b: Bulk) => fetch('/documents/bulk', { method: 'PATCH',"
        " body: JSON.stringify(b) });\n")})
    cap = capability(contract, "PATCH", "/documents/bulk")
    assert (cap["annotations"]["risks"], cap["annotations"]["destructiveHint"]) == (
        ["destructive"], True)
    assert [(e["rule"], e["note"]) for e in cap["evidence"]["/annotations/risks"]] == [
        ("risk.destructive", "operation=delete")]


def test_file_bytes_need_upload_confirmation_and_other_bodies_do_not(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "const api = axios.create({ baseURL: 'https://api.x.example' });\n"
        "export const putFile = (id: string, file: File) =>"
        " api.put(`/files/${id}/content`, file);\n"
        "export const putBlob = (id: string, blob: Blob) =>"
        " fetch(`/blobs/${id}`, { method: 'PUT', body: blob });\n"
        "export const makeNote = (text: string) => {\n"
        "  const f = new File([text], 'note.txt');\n"
        "  const form = new FormData();\n"
        "  form.append('file', f);\n"
        "  return api.post('/notes', form);\n"
        "};\n"
        "export const rename = (id: string, name: string) => {\n"
        "  const form = new FormData();\n"
        "  form.append('name', name);\n"
        "  return api.post(`/files/${id}/rename`, form);\n"
        "};\n"
        "export const attach = (id: string, text: string) =>"
        " api.post(`/attachments/${id}/upload`, new Blob([text]));\n")})
    rows = {cap["name"]: (cap["operationPolicy"]["confirmation"], [
        e["line"] for e in cap["evidence"]["/operationPolicy/confirmation"]])
        for cap in contract["capabilities"]}
    assert rows == {
        "update_file_content": ("upload-confirmation-required", [3]),
        "update_blob": ("upload-confirmation-required", [4]),
        "create_note": ("upload-confirmation-required", [8]),
        "rename_file": ("not-required", [None]),
        "upload_attachment": ("upload-confirmation-required", [16])}
    attach = next(c for c in contract["capabilities"] if c["name"] == "upload_attachment")
    assert attach["inputSchema"]["properties"]["body"] == {   # rule body.file-content: no JSON
        "description": "A file's bytes, sent as the raw request body "
                       "(application/octet-stream): a Host-approved attachment reference the "
                       "Host resolves to the bytes.", "type": "string"}
    assert attach["implementation"]["requests"][0]["bodyEncoding"] == "unknown"


def test_the_label_of_the_control_proves_a_guessed_effect_it_names(derive_files):
    contract = derive_files({"src/Feedback.tsx": (
        "export const feedbackRequest = (text: string) =>\n"
        "  fetch('/api/feedback', { method: 'POST', body: JSON.stringify({ text }) });\n"
        "export function Feedback({ text }: { text: string }) {\n"
        "  return <button onClick={() => feedbackRequest(text)}>Create feedback</button>;\n"
        "}\n")})
    cap = capability(contract, "POST", "/api/feedback")
    assert (cap["title"], summary(cap)[:4]) == ("Create feedback", (
        "create_feedback", "create", "side-effect.ui-label", "draft"))
    assert [(e["rule"], e["line"]) for e in cap["evidence"]["/sideEffect"]] == [
        ("side-effect.ui-label", 4)]


@pytest.mark.parametrize("name, effect, expected", [
    ("create_documents_archived", "read", ("list_documents_archived", True)),
    ("create_report_summary", "read", ("get_report_summary", True)),
    ("list_users", "create", ("create_users", True)),
    ("create_auth_change_password", "update", ("update_auth_change_password", True)),
    ("cancel_order", "delete", ("cancel_order", False)),      # an update verb may name a delete
    ("set_avatar", "create", ("set_avatar", False)),
    ("add_collection_user", "update", ("add_collection_user", False)),
    ("frobnicate_widget", "create", ("frobnicate_widget", False)),   # no verb it knows
])
def test_names_follow_the_side_effect(name, effect, expected):
    assert agree(name, effect) == expected


def test_a_posts_wrapper_named_with_a_crud_verb_takes_its_effect(derive_files):
    """Rule ``side-effect.function-verb`` for CRUD verbs: a ``POST`` no path word proves,
    made by ``deleteUser``/``updateCountry``/``saveSettings``, deletes/updates, never a guessed
    create."""
    contract = derive_files({"src/mobile.service.ts": (
        "import { Injectable } from '@angular/core';\n"
        "import { HttpClient } from '@angular/common/http';\n"
        "@Injectable({ providedIn: 'root' })\n"
        "export class MobileService {\n"
        "  constructor(private http: HttpClient) {}\n"
        "  deleteUser(userId: string) { return this.http.post('/api/v1/Mobile/', { userId }); }\n"
        "  updateCountry(code: string) { return this.http.post('/api/v1/Identity/country', { code }); }\n"
        "}\n")})
    found = {(c["name"], c["sideEffect"], c["evidence"]["/sideEffect"][0]["rule"],
              c["annotations"]["destructiveHint"]) for c in contract["capabilities"]}
    assert found == {("delete_mobile", "delete", "side-effect.function-verb", True),
                     ("update_identity_country", "update", "side-effect.function-verb", False)}


def test_add_and_remove_create_and_delete_unless_a_member_is_addressed(derive_files):
    """Rule ``side-effect.function-verb`` with ``add``/``remove``: a ``POST`` to a path that
    addresses no member (``addRepository`` → ``/interpreter/repository``, also below a leading
    deployment parameter) adds a new thing, a create; to an addressed member
    (``addProjectUser`` → ``/projects/{id}/member``) it changes that member's membership, an
    update."""
    contract = derive_files({"src/api.ts": (
        "const post = (url: string, body: object) => fetch(url, { method: 'POST', body: "
        "JSON.stringify(body) });\n"
        "export const addRepository = (repo: object) => post('/interpreter/repository', repo);\n"
        "export const addSetting = (base: string, s: object) => post(`/${base}/api/setting`, s);\n"
        "export const addProjectUser = (id: string, user: object) =>\n"
        "  post(`/projects/${id}/member`, user);\n")})
    found = {(c["name"], c["sideEffect"], c["evidence"]["/sideEffect"][0]["rule"])
             for c in contract["capabilities"]}
    assert found == {
        ("add_interpreter_repository", "create", "side-effect.function-verb"),
        ("add_setting", "create", "side-effect.function-verb"),
        ("add_project_member", "update", "side-effect.function-verb")}


def test_a_get_whose_path_names_an_action_is_no_retryable_read(derive_files):
    """Rule ``side-effect.get-action``: a GET ending in an action word takes that word's
    effect (reviewed, never retried), or stays a read that is not retried when the word proves
    no effect; a GET ending in a noun or an id stays a plain read."""
    contract = derive_files({"src/api.ts": (
        "export const apply = (id: string) => fetch(`/api/backups/${id}/apply`);\n"
        "export const matchAll = (id: string) => fetch(`/api/libraries/${id}/matchall`);\n"
        "export const testNotice = () => fetch('/api/notifications/test');\n"
        "export const logout = () => fetch('/api/logout');\n"
        "export const backups = () => fetch('/api/backups');\n"
        "export const session = (id: string) => fetch(`/api/session/${id}`);\n"
        "export const report = () => fetch('/api/reports/export');\n")})
    rows = {(cap["implementation"]["requests"][0]["pathTemplate"]): (
        cap["sideEffect"], cap["evidence"]["/sideEffect"][0]["rule"], cap["status"],
        cap["operationPolicy"]["idempotency"], cap["operationPolicy"]["automaticRetry"],
        cap["annotations"]["readOnlyHint"])
        for cap in contract["capabilities"]}
    assert rows == {
        "/api/backups/{id}/apply": ("update", "side-effect.get-action", "requires-review",
                                    "at-most-once", "never", False),
        "/api/libraries/{id}/matchall": ("read", "side-effect.method", "requires-review",
                                         "unknown", "never", True),
        "/api/notifications/test": ("read", "side-effect.method", "requires-review",
                                    "unknown", "never", True),
        "/api/logout": ("delete", "side-effect.get-action", "requires-review",
                        "at-most-once", "never", False),
        "/api/backups": ("read", "side-effect.method", "draft", "idempotent", "allowed", True),
        "/api/session/{id}": ("read", "side-effect.method", "draft", "idempotent", "allowed",
                              True),
        "/api/reports/export": ("read", "side-effect.method", "draft", "idempotent",
                                "allowed", True)}
    items = sorted((r["capability"], r["message"], r["evidence"][0]["rule"],
                    r["evidence"][0]["note"]) for r in contract["review"]
                   if r["severity"] == "medium")
    assert items == [
        ("apply_backup", "a GET whose path names the action 'apply': taken as update by "
         "that word, not as a retryable read; automatic retry stays off and an unknown outcome "
         "is reconciled; confirm its side effect against the backend",
         "side-effect.get-action", "apply"),
        ("get_library_matchall", "a GET that may change state (its path names the action "
         "'match'): not treated as a retryable read; automatic retry stays off and an unknown "
         "outcome is reconciled; confirm its side effect against the backend",
         "policy.read-that-writes", "match"),
        ("get_notification_test", "a GET that may change state (its path names the action "
         "'test'): not treated as a retryable read; automatic retry stays off and an unknown "
         "outcome is reconciled; confirm its side effect against the backend",
         "policy.read-that-writes", "test"),
        ("logout", "GET /api/logout names a logout (the source shows no session it ends): signing "
         "in and out is "
         "the Host's authentication, not an Agent's business operation; an Agent calling it "
         "would handle the user's credentials or end the session the Host injects, so leave it "
         "out of the exported Tools unless the business needs it", "scope.session-flow",
         "GET /api/logout names a logout (the source shows no session it ends)"),
        ("logout", "a GET whose path names the action 'logout': taken as delete by "
         "that word, not as a retryable read; automatic retry stays off and an unknown outcome "
         "is reconciled; confirm its side effect against the backend",
         "side-effect.get-action", "logout")]
