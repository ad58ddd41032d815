"""The policy and error passes (``passes/policy.py``, ``passes/errors.py``): ``operationPolicy``,
annotations that agree with it, runtime protection, ``errorContract`` and success statuses.

The seed ("Side effects", "Hard constraints") is the law: ``operationPolicy.sideEffect`` equals
the capability's side effect; non-idempotent or unknown-idempotency operations never retry
automatically; an ordinary write needs no confirmation and is backend-authoritative; every
capability declares an ``errorContract`` with ``preservesRecoveryContext: true``. Tests marked
``xfail(strict=True)`` document a defect of the tool (the reason says what is wrong).
"""
from __future__ import annotations

import itertools

import pytest
from conftest import bindings, capability

from code2skill.passes.errors import error_contract, status_category, success_statuses
from code2skill.passes.policy import IDEMPOTENCY_HEADERS, annotations, policy, runtime_protection
from code2skill.passes.side_effects import risks, side_effect

READ = {"sideEffect": "read", "idempotency": "idempotent", "automaticRetry": "allowed",
        "confirmation": "not-required", "unknownOutcome": "not-applicable"}


def write(effect: str, idempotency: str, retry: str) -> dict:
    return {"sideEffect": effect, "idempotency": idempotency, "automaticRetry": retry,
            "confirmation": "not-required", "unknownOutcome": "stop-and-reconcile"}


POLICIES = [
    ("read", "GET", False, READ, "policy.read"),
    ("read", "POST", False, READ, "policy.read"),                 # POST /v1/search
    ("read", "GET", True, READ, "policy.read"),                   # a key changes nothing
    ("create", "POST", False, write("create", "at-most-once", "never"), "policy.at-most-once"),
    ("update", "PUT", False, write("update", "idempotent", "allowed"),
     "policy.http-idempotent-method"),
    ("delete", "DELETE", False, write("delete", "idempotent", "allowed"),
     "policy.http-idempotent-method"),
    ("update", "PATCH", False, write("update", "at-most-once", "never"), "policy.at-most-once"),
    ("update", "POST", False, write("update", "at-most-once", "never"),   # POST …/cancel
     "policy.at-most-once"),
    ("create", "POST", True, write("create", "idempotent-with-key", "allowed"),
     "policy.idempotency-key"),
    ("update", "PATCH", True, write("update", "idempotent-with-key", "allowed"),
     "policy.idempotency-key"),
    ("delete", "DELETE", True, write("delete", "idempotent-with-key", "allowed"),
     "policy.idempotency-key"),
]


@pytest.mark.parametrize("effect, method, has_key, expected, rule", POLICIES,
                         ids=[f"{e}-{m}-{'key' if k else 'nokey'}" for e, m, k, _, _ in POLICIES])
def test_policy(effect, method, has_key, expected, rule):
    op, found_rule = policy(effect, method, has_key)
    assert op.model_dump() == expected
    assert found_rule == rule


ALL_CASES = list(itertools.product(
    ["read", "create", "update", "delete"], ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"],
    [False, True]))


@pytest.mark.parametrize("effect, method, has_key", ALL_CASES)
def test_policy_invariants(effect, method, has_key):
    op, _ = policy(effect, method, has_key)
    assert op.sideEffect == effect
    assert op.confirmation == "not-required"                # a UI dialog never becomes a Guard
    assert (op.automaticRetry == "never") == (op.idempotency in ("at-most-once", "unknown"))
    assert (op.unknownOutcome == "not-applicable") == (effect == "read")


@pytest.mark.parametrize("method, path", [
    ("GET", "/articles"), ("POST", "/articles"), ("PUT", "/articles/{slug}"),
    ("PATCH", "/articles/{slug}"), ("DELETE", "/articles/{slug}"), ("POST", "/v1/search"),
    ("POST", "/documents.list"), ("POST", "/orders/{id}/cancel"), ("POST", "/documents.delete"),
    ("POST", "/v1/pages/{id}/archive"), ("HEAD", "/files/{id}"),
])
def test_policy_side_effect_always_equals_the_side_effect(method, path):
    effect, _ = side_effect(method, path)
    for has_key in (False, True):
        assert policy(effect, method, has_key)[0].sideEffect == effect


ANNOTATIONS = [
    # (effect, method, has_key, risks) → readOnly, destructive, idempotent, openWorld
    ("read", "GET", False, [], (True, False, True, False)),
    ("read", "POST", False, [], (True, False, True, False)),
    ("create", "POST", False, [], (False, False, False, False)),
    ("create", "POST", True, [], (False, False, False, False)),     # with-key is not idempotent
    ("update", "PUT", False, [], (False, False, True, False)),
    ("update", "PATCH", False, [], (False, False, False, False)),
    ("delete", "DELETE", False, ["destructive"], (False, True, True, False)),
    ("delete", "DELETE", False, [], (False, True, True, False)),      # delete alone is enough
    ("delete", "DELETE", True, ["destructive"], (False, True, False, False)),
    ("update", "POST", False, ["destructive", "financial"], (False, True, False, False)),
    ("create", "POST", False, ["external"], (False, False, False, True)),
    ("create", "POST", False, ["publishing", "financial"], (False, False, False, False)),
    ("update", "POST", False, ["external", "destructive"], (False, True, False, True)),
]


@pytest.mark.parametrize("effect, method, has_key, risk_list, hints", ANNOTATIONS)
def test_annotations(effect, method, has_key, risk_list, hints):
    op, _ = policy(effect, method, has_key)
    found = annotations(op, risk_list)
    assert (found.readOnlyHint, found.destructiveHint, found.idempotentHint,
            found.openWorldHint) == hints
    assert found.risks == sorted(risk_list)


@pytest.mark.parametrize("effect, method, has_key", ALL_CASES)
@pytest.mark.parametrize("risk_list", [[], ["destructive"], ["external"], ["financial"],
                                       ["external", "destructive", "publishing"]])
def test_annotations_agree_with_policy(effect, method, has_key, risk_list):
    op, _ = policy(effect, method, has_key)
    found = annotations(op, risk_list)
    assert found.readOnlyHint is (effect == "read")
    assert found.destructiveHint is (effect == "delete" or "destructive" in risk_list)
    assert found.idempotentHint is (op.idempotency == "idempotent")
    assert found.openWorldHint is ("external" in risk_list)


def test_annotations_from_the_passes_for_a_risky_action():
    effect, _ = side_effect("POST", "/orders/{id}/cancel")
    op, _ = policy(effect, "POST", False)
    found = annotations(op, [r for r, _ in risks(effect, "/orders/{id}/cancel", None)])
    assert found.model_dump() == {"readOnlyHint": False, "destructiveHint": True,
                                  "idempotentHint": False, "openWorldHint": False,
                                  "risks": ["destructive", "financial"]}


def test_runtime_protection_is_backend_authoritative():
    assert runtime_protection().model_dump() == {"mode": "backend-authoritative"}


def test_idempotency_header_names():
    assert IDEMPOTENCY_HEADERS == frozenset({"idempotency-key", "x-idempotency-key",
                                             "x-request-id", "idempotencykey"})


# ============================================================== errors
READ_CATEGORIES = ["authorization", "input", "network", "upstream"]
WRITE_CATEGORIES = ["authorization", "business", "input", "network", "unknown-outcome",
                    "upstream"]


@pytest.mark.parametrize("effect, categories", [
    ("read", READ_CATEGORIES), ("create", WRITE_CATEGORIES), ("update", WRITE_CATEGORIES),
    ("delete", WRITE_CATEGORIES),
])
def test_error_contract(effect, categories):
    assert error_contract(effect, []).model_dump() == {
        "preservesRecoveryContext": True, "categories": categories, "codePath": None,
        "messagePath": None, "detailsPath": None, "retryablePath": None,
        "observedHandling": []}


@pytest.mark.parametrize("method, statuses", [
    ("GET", [200]), ("HEAD", [200]), ("OPTIONS", [200, 204]), ("POST", [200, 201]),
    ("PUT", [200, 204]), ("PATCH", [200, 204]), ("DELETE", [200, 204]), ("TRACE", [200]),
])
def test_success_statuses(method, statuses):
    found, evidence = success_statuses(method, {})
    assert found == statuses
    assert [(e.kind, e.rule) for e in evidence] == [("default", "http.success-default")]


def test_success_statuses_are_a_fresh_list():
    success_statuses("POST", {})[0].append(500)
    assert success_statuses("POST", {})[0] == [200, 201]


def test_a_checked_2xx_status_joins_the_defaults_observed(derive_files):
    contract = derive_files({"src/a.ts": (
        "export async function archive(id: string) {\n"
        "  const res = await fetch(`/api/boards/${id}/archive`, { method: 'POST' });\n"
        "  if (res.status === 202) return 'queued';\n"
        "  if (res.status === 409) throw new Error('busy');\n"
        "  return 'done';\n"
        "}\n")})
    cap = capability(contract, "POST", "/api/boards/{id}/archive")
    request = cap["implementation"]["requests"][0]
    assert request["successStatuses"] == [200, 201, 202]
    assert [(e["kind"], e["rule"], e["line"]) for e in
            cap["evidence"]["/implementation/requests/0/successStatuses"]] == [
        ("default", "http.success-default", None), ("observed", "http.success-check", 3)]
    assert [h["match"] for h in cap["errorContract"]["observedHandling"]] == ["status 409"]


# ============================================================== through the pipeline
KEYED = {"src/a.ts": (
    "export const pay = (key: string, amount: number) =>\n"
    "  fetch('/api/payments', { method: 'POST', body: JSON.stringify({ amount }),\n"
    "    headers: { 'Idempotency-Key': key } });\n"
    "export const note = (text: string) =>\n"
    "  fetch('/api/notes', { method: 'POST', body: JSON.stringify({ text }) });\n"
    "export const drop = (id: string) => fetch(`/api/notes/${id}`, { method: 'DELETE' });\n"
    "export const notes = () => fetch('/api/notes');\n")}


@pytest.mark.parametrize("method, path, expected_policy, hints, categories", [
    ("POST", "/api/payments", write("create", "idempotent-with-key", "allowed"),
     (False, False, False, False), WRITE_CATEGORIES),
    ("POST", "/api/notes", write("create", "at-most-once", "never"),
     (False, False, False, False), WRITE_CATEGORIES),
    ("DELETE", "/api/notes/{id}", write("delete", "idempotent", "allowed"),
     (False, True, True, False), WRITE_CATEGORIES),
    ("GET", "/api/notes", READ, (True, False, True, False), READ_CATEGORIES),
])
def test_policy_in_the_contract(derive_files, method, path, expected_policy, hints, categories):
    cap = capability(derive_files(KEYED), method, path)
    assert cap["operationPolicy"] == expected_policy
    assert cap["operationPolicy"]["sideEffect"] == cap["sideEffect"]
    found = cap["annotations"]
    assert (found["readOnlyHint"], found["destructiveHint"], found["idempotentHint"],
            found["openWorldHint"]) == hints
    assert cap["errorContract"]["preservesRecoveryContext"] is True
    assert cap["errorContract"]["categories"] == categories
    assert cap["runtimeProtection"] == {"mode": "backend-authoritative"}


def test_idempotency_key_evidence_points_at_the_header(derive_files):
    cap = capability(derive_files(KEYED), "POST", "/api/payments")
    assert [(e["kind"], e["rule"], e["line"]) for e in
            cap["evidence"]["/operationPolicy/idempotency"]] == \
        [("observed", "policy.idempotency-key", 3)]
    note = capability(derive_files(KEYED), "POST", "/api/notes")
    assert [(e["kind"], e["rule"]) for e in note["evidence"]["/operationPolicy/idempotency"]] \
        == [("default", "policy.at-most-once")]


def test_idempotency_key_header_is_a_binding(derive_files):
    cap = capability(derive_files(KEYED), "POST", "/api/payments")
    # FC-15: the key is an input named for what it is, to be reused when retrying
    assert bindings(cap) == {"body:amount": "amount",
                             "header:Idempotency-Key": "idempotency_key"}
    description = cap["inputSchema"]["properties"]["idempotency_key"]["description"]
    assert "Reuse the same value when retrying the same operation" in description
    assert "unique" not in description.lower()


@pytest.mark.parametrize("status, category", [
    (400, "input"), (422, "input"), (401, "authorization"), (403, "authorization"),
    (404, "business"), (409, "business"), (429, "upstream"), (503, "upstream"),
])
def test_status_categories(status, category):
    assert status_category(status) == category


def test_observed_handling_from_status_checks_on_the_call_chain(derive_files):
    contract = derive_files({"src/http.ts": (
        "export async function request(method: string, path: string, body?: object) {\n"
        "  const res = await fetch(`/api${path}`, { method, body: JSON.stringify(body) });\n"
        "  if (res.status === 401) throw new Error('sign in');\n"
        "  switch (res.status) { case 409: throw new Error('taken'); case 422: break; }\n"
        "  return res.json();\n"
        "}\n"
        "export const addTag = (name: string) => request('POST', '/tags', { name });\n")})
    cap = capability(contract, "POST", "/api/tags")
    handling = cap["errorContract"]["observedHandling"]
    assert [(h["match"], h["category"], h["evidence"][0]["line"]) for h in handling] == [
        ("status 401", "authorization", 3), ("status 409", "business", 4),
        ("status 422", "input", 4)]


def test_observed_handling_from_an_axios_response_interceptor(derive_files):
    contract = derive_files({"src/client.js": (
        "import axios from 'axios';\n"
        "const http = axios.create({ baseURL: '/api' });\n"
        "http.interceptors.response.use((r) => r, (error) => {\n"
        "  if (error.response && error.response.status === 401) location.assign('/login');\n"
        "  return Promise.reject(error);\n"
        "});\n"
        "export const me = () => http.get('/me');\n")})
    handling = capability(contract, "GET", "/api/me")["errorContract"]["observedHandling"]
    assert [(h["match"], h["category"], h["evidence"][0]["line"]) for h in handling] == [
        ("status 401", "authorization", 4)]


def test_ui_confirmation_is_guidance_not_a_guard(derive_files):
    contract = derive_files({"src/projects.ts": (
        "export async function removeProject(id: string) {\n"
        "  if (!window.confirm('Delete this project?')) return;\n"
        "  await fetch(`/api/projects/${id}`, { method: 'DELETE' });\n"
        "}\n")})
    cap = capability(contract, "DELETE", "/api/projects/{id}")
    assert cap["operationPolicy"]["confirmation"] == "not-required"
    assert "confirmed" not in cap["inputSchema"]["properties"]
    notes = [(r["severity"], r["evidence"][0]["line"]) for r in contract["review"]
             if r["capability"] == cap["name"] and "confirm" in r["message"]]
    assert notes == [("info", 2)]


def test_a_dialog_after_the_call_gates_nothing(derive_files):
    contract = derive_files({"src/api.ts": (
        "export async function initDb(form: any) {\n"
        "  const res = await fetch('/api/init', { method: 'POST', body: JSON.stringify(form) });\n"
        "  if (res.ok) window.confirm('Done! Open the setup guide?');\n"
        "  return res;\n"
        "}\n"
        "export const wipe = () => fetch('/api/wipe', { method: 'POST' });\n"
        "export const purge = () => fetch('/api/purge', { method: 'POST' });\n"),
        "src/page.ts": (
        "import { initDb, wipe, purge } from './api';\n"
        "export async function onInit(form: any) {\n"
        "  await initDb(form);\n"
        "  if (window.confirm('Go to the login page?')) location.assign('/login');\n"
        "}\n"
        "export async function onWipe() {\n"
        "  if (!window.confirm('Wipe everything?')) return;\n"
        "  await wipe();\n"
        "}\n"
        "export async function onPurge() {\n"
        "  await purge();\n"
        "  if (!window.confirm('Purge again?')) return;\n"
        "  await purge();\n"
        "}\n")})
    def asked(method: str, path: str) -> list[tuple]:
        name = capability(contract, method, path)["name"]
        return [(r["evidence"][0]["file"], r["evidence"][0]["line"]) for r in contract["review"]
                if r["capability"] == name and "asks the user to confirm" in r["message"]]
    assert asked("POST", "/api/init") == []
    assert asked("POST", "/api/wipe") == [("src/page.ts", 7)]
    # one call of onPurge comes after the dialog: it may be gated
    assert asked("POST", "/api/purge") == [("src/page.ts", 12)]


def error_fields(cap: dict) -> list[tuple]:
    """``(codePath, messagePath, detailsPath)`` and the evidence lines of each."""
    e = cap["errorContract"]
    return [(e[k], [x["line"] for x in cap["evidence"].get(f"/errorContract/{k}", [])])
            for k in ("codePath", "messagePath", "detailsPath")]


def test_error_body_fields_the_client_reads(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "const api = axios.create({ baseURL: '/' });\n"
        "function problemOf(err: any) {\n"
        "  const data = err.response?.data ?? {};\n"
        "  return { code: data.code, message: data.message, fields: data.errors };\n"
        "}\n"
        "export async function refund(id: string) {\n"
        "  try { return await api.post(`/orders/${id}/refunds`, {}); }\n"
        "  catch (err) { throw new Error(problemOf(err).message); }\n"
        "}\n"
        "export async function cancel(id: string) {\n"
        "  try { return await api.post(`/orders/${id}/cancel`); }\n"
        "  catch (err: any) { throw new Error(`${err.response.data.error_code}`); }\n"
        "}\n"
        "export const list = () => api.get('/orders');\n"
        "export async function cancelFirst() {\n"
        "  const orders = await list();\n"
        "  return cancel(orders.data[0].id);\n"
        "}\n")})
    assert error_fields(capability(contract, "POST", "/orders/{id}/refunds")) == [
        ("code", [5]), ("message", [5]), ("errors", [5])]
    assert error_fields(capability(contract, "POST", "/orders/{id}/cancel")) == [
        ("error_code", [13]), (None, []), (None, [])]
    # a caller's other request (cancel) is not how list's errors are read
    assert error_fields(capability(contract, "GET", "/orders")) == [
        (None, []), (None, []), (None, [])]


def test_fetch_error_body_read_in_the_failed_branch(derive_files):
    contract = derive_files({"src/notes.ts": (
        "export async function notes_update(note: any) {\n"
        "  const r = await fetch('/api/notes/' + note.id, { method: 'POST', body: '{}' });\n"
        "  if (!r.ok) {\n"
        "    const response = await r.json();\n"
        "    throw new APIError(r.status, response.message, response.code, response.errors);\n"
        "  }\n"
        "  return await r.json();\n"
        "}\n"
        "export async function notes_list() {\n"
        "  const r = await fetch('/api/notes');\n"
        "  const data = await r.json();\n"
        "  if (!r.ok) throw new Error(data.error_description);\n"
        "  return data.errors;\n"
        "}\n"
        "export async function notes_count() {\n"
        "  const r = await fetch('/api/notes/count');\n"
        "  const data = await r.json();\n"
        "  return data.message;\n"
        "}\n")})
    assert error_fields(capability(contract, "POST", "/api/notes/{id}")) == [
        ("code", [5]), ("message", [5]), ("errors", [5])]
    # under `!r.ok` a success-body local is the error body; outside it, it is the answer
    assert error_fields(capability(contract, "GET", "/api/notes")) == [
        (None, []), ("error_description", [12]), (None, [])]
    assert error_fields(capability(contract, "GET", "/api/notes/count")) == [
        (None, []), (None, []), (None, [])]


def test_statuses_checked_by_the_calling_component(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "const api = axios.create({ baseURL: '/' });\n"
        "export const refund = (id: string) => api.post(`/orders/${id}/refunds`, {});\n"
        "export const list = () => api.get('/orders');\n"),
        "src/page.ts": (
        "import { list, refund } from './api';\n"
        "export async function onRefund(id: string) {\n"
        "  try { await refund(id); }\n"
        "  catch (err: any) { if (err.response?.status === 403) alert('not allowed'); }\n"
        "}\n"
        "export const load = () => list();\n")})
    handling = capability(contract, "POST", "/orders/{id}/refunds")["errorContract"][
        "observedHandling"]
    assert [(h["match"], h["category"], [(e["file"], e["line"]) for e in h["evidence"]])
            for h in handling] == [("status 403", "authorization", [("src/page.ts", 4)])]
    assert capability(contract, "GET", "/orders")["errorContract"]["observedHandling"] == []


def test_error_fields_read_in_a_catch_callback(derive_files):
    contract = derive_files({"src/store.js": (
        "import axios from 'axios';\n"
        "export function login(context, credentials) {\n"
        "  return new Promise((resolve) => {\n"
        "    axios.post('/api/users/login', { user: credentials })\n"
        "      .then(({ data }) => resolve(data))\n"
        "      .catch(({ response }) => context.commit('error', response.data.errors));\n"
        "  });\n"
        "}\n"
        "export function tags(context) {\n"
        "  return axios.get('/api/tags').then(({ data }) => context.commit('tags', data.errors));\n"
        "}\n")})
    assert error_fields(capability(contract, "POST", "/api/users/login")) == [
        (None, []), (None, []), ("errors", [6])]
    # a success body's member is no error field
    assert error_fields(capability(contract, "GET", "/api/tags")) == [
        (None, []), (None, []), (None, [])]


# ============================================================== a key made per attempt (FC-15)
def keyed_order(header_value: str, prelude: str = "") -> dict[str, str]:
    """An axios ``POST /orders`` whose ``Idempotency-Key`` header is ``header_value``, sent on
    line 4 of ``src/api.ts`` (``prelude`` is the one import line)."""
    return {"src/api.ts": (
        f"{prelude}\n"
        "import axios from 'axios';\n"
        "export function placeOrder(sku: string) {\n"
        "  return axios.post('/orders', { sku }, { headers: { 'Idempotency-Key': "
        f"{header_value} }} }});\n"
        "}\n")}


@pytest.mark.parametrize("value, prelude, made_by", [
    ("crypto.randomUUID()", "", "crypto.randomUUID()"),
    ("window.crypto.randomUUID()", "", "crypto.randomUUID()"),
    ("uuid()", "import { v4 as uuid } from 'uuid';", "uuid.v4()"),
    ("nanoid()", "import { nanoid } from 'nanoid';", "nanoid.nanoid()"),
    ("String(Date.now())", "", "Date.now()"),
])
def test_a_key_generated_at_the_request_is_no_idempotency(derive_files, value, prelude,
                                                          made_by):
    cap = capability(derive_files(keyed_order(value, prelude)), "POST", "/orders")
    assert cap["operationPolicy"] == write("create", "at-most-once", "never")
    assert cap["annotations"]["idempotentHint"] is False
    assert [(e["kind"], e["rule"], e["line"]) for e in
            cap["evidence"]["/operationPolicy/automaticRetry"]] == \
        [("inferred", "policy.key-per-attempt", 4)]
    assert bindings(cap) == {"body:sku": "sku"}          # the key is no agent input
    assert "idempotency_key" not in cap["inputSchema"]["properties"]
    assert cap["status"] == "requires-review"


def test_a_key_generated_at_the_request_is_reviewed_at_the_header(derive_files):
    contract = derive_files(keyed_order("crypto.randomUUID()"))
    [item] = [r for r in contract["review"] if "policy.key-per-attempt" in
              [e["rule"] for e in r["evidence"]]]
    assert item["severity"] == "medium"
    assert item["capability"] == "create_order"
    assert item["message"].startswith(
        "the Idempotency-Key header is made anew by crypto.randomUUID() on every call of the "
        "function that sends the request, so a retry sends a new key and may repeat the create")
    assert [(e["rule"], e["line"], e["column"], e["endColumn"]) for e in item["evidence"]] == [
        ("policy.key-per-attempt", 4, 54, 92), ("value.generated", 4, 73, 92)]


def test_a_key_generated_into_a_local_of_the_request_function_is_per_attempt(derive_files):
    cap = capability(derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export function placeOrder(sku: string) {\n"
        "  const key = crypto.randomUUID();\n"
        "  return axios.post('/orders', { sku }, { headers: { 'Idempotency-Key': key } });\n"
        "}\n")}), "POST", "/orders")
    assert cap["operationPolicy"] == write("create", "at-most-once", "never")
    assert bindings(cap) == {"body:sku": "sku"}


@pytest.mark.parametrize("signature", ["key: string", "key: string = crypto.randomUUID()"])
def test_a_key_passed_in_by_the_caller_stays_idempotent_with_key(derive_files, signature):
    # the caller makes the key once and passes it again on each retry (ops-console's refund)
    cap = capability(derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        f"export function placeOrder(sku: string, {signature}) {{\n"
        "  return axios.post('/orders', { sku }, { headers: { 'Idempotency-Key': key } });\n"
        "}\n")}), "POST", "/orders")
    assert cap["operationPolicy"] == write("create", "idempotent-with-key", "allowed")
    assert bindings(cap) == {"body:sku": "sku", "header:Idempotency-Key": "idempotency_key"}
    assert [(e["kind"], e["rule"], e["line"]) for e in
            cap["evidence"]["/operationPolicy/idempotency"]] == \
        [("observed", "policy.idempotency-key", 3)]


def test_a_program_function_named_like_a_generator_is_not_one(derive_files):
    cap = capability(derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "const crypto = { randomUUID: (sku: string) => `order-${sku}` };\n"
        "export function placeOrder(sku: string) {\n"
        "  return axios.post('/orders', { sku }, "
        "{ headers: { 'Idempotency-Key': crypto.randomUUID(sku) } });\n"
        "}\n")}), "POST", "/orders")
    assert cap["operationPolicy"] == write("create", "idempotent-with-key", "allowed")


# ============================================================== PUT/DELETE by the method
def test_http_idempotent_method_is_inferred_at_the_method(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export const pay = (p: object) => axios.put('/payments', p);\n"
        "export const drop = (id: string) =>\n"
        "  fetch(`/api/notes/${id}`, { method: 'DELETE' });\n")})
    put = capability(contract, "PUT", "/payments")
    drop = capability(contract, "DELETE", "/api/notes/{id}")
    for cap, line, column in ((put, 2, 35), (drop, 4, 39)):
        for ptr in ("/operationPolicy/idempotency", "/operationPolicy/automaticRetry",
                    "/operationPolicy/unknownOutcome", "/annotations/idempotentHint"):
            assert [(e["kind"], e["rule"], e["line"], e["column"]) for e in
                    cap["evidence"][ptr]] == [
                ("inferred", "policy.http-idempotent-method", line, column)], ptr
    assert put["evidence"]["/operationPolicy/idempotency"][0]["note"] == \
        "PUT is idempotent by the HTTP method's contract (RFC 9110 §9.2.2)"
