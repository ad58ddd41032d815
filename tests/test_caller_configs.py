"""Rule request.caller-options: a config spreading the function's options parameter is read
through what its callers pass; rule header.fixed-when-sent: a wrapper's conditional literal
header is a fixed binding."""
from __future__ import annotations

from conftest import capability

API = (
    "import axios from 'axios'\n"
    "const api = axios.create({ baseURL: '/api/v1' })\n"
    "export default {\n"
    "  shares(id, config = {}) { return api.get('/accounts/' + id + '/shares', { ...config }) },\n"
    "  unshare(id, config = {}) { return api.delete('/accounts/' + id + '/shares', { ...config }) },\n"
    "  purge(id, ids, config = {}) {\n"
    "    return api.delete('/accounts/' + id + '/items', { ...config, data: { ids } }) },\n"
    "  drop(id, config = {}) { return api.delete('/accounts/' + id, { ...config }) },\n"
    "}\n")
PAGE = (
    "import api from './api'\n"
    "export const load = (id) => api.shares(id, { returnError: true })\n"
    "export const off = (id) => api.unshare(id)\n"
    "export const purge = (id, ids) => api.purge(id, ids)\n"
    "export const drop = (id, cfg) => api.drop(id, cfg)\n")


def inputs(cap):
    return set(cap["inputSchema"]["properties"])


def spread_notes(contract, cap):
    return [r for r in contract["review"] if r["capability"] == cap["name"]
            and "config spreads a value" in r["message"]]


def test_callers_without_data_give_a_delete_no_body(derive_files):
    contract = derive_files({"src/api.js": API, "src/page.js": PAGE})
    cap = capability(contract, "DELETE", "/api/v1/accounts/{id}/shares")
    assert inputs(cap) == {"id"}
    assert not any(b["target"].startswith("body") for b in cap["implementation"]["requests"][0]["bindings"])
    assert spread_notes(contract, cap) == []
    assert cap["status"] == "draft"


def test_named_data_stays_the_body(derive_files):
    contract = derive_files({"src/api.js": API, "src/page.js": PAGE})
    cap = capability(contract, "DELETE", "/api/v1/accounts/{id}/items")
    assert inputs(cap) == {"id", "ids"}


def test_caller_object_literal_without_base_url_needs_no_review(derive_files):
    contract = derive_files({"src/api.js": API, "src/page.js": PAGE})
    cap = capability(contract, "GET", "/api/v1/accounts/{id}/shares")
    assert inputs(cap) == {"id"}
    assert spread_notes(contract, cap) == []


def test_a_forwarded_unshown_config_stays_reviewed(derive_files):
    contract = derive_files({"src/api.js": API, "src/page.js": PAGE})
    cap = capability(contract, "DELETE", "/api/v1/accounts/{id}")
    assert len(spread_notes(contract, cap)) == 1
    assert "body" in inputs(cap)


def test_ky_options_json_no_caller_writes_is_no_body(derive_files):
    api = ("import ky from 'ky'\n"
           "const api = ky.create({ prefixUrl: '/api' })\n"
           "export const unshare = (id, options = {}) => "
           "api.delete(`accounts/${id}/shares`, { ...options })\n"
           "export const share = (id, options = {}) => "
           "api.post(`accounts/${id}/shares`, { ...options })\n")
    page = ("import { unshare, share } from './api'\n"
            "export const a = (id) => unshare(id, { timeout: 5 })\n"
            "export const b = (id, ids) => share(id, { json: { ids } })\n")
    contract = derive_files({"src/api.js": api, "src/page.js": page})
    assert inputs(capability(contract, "DELETE", "/accounts/{id}/shares")) == {"id"}
    assert inputs(capability(contract, "POST", "/accounts/{id}/shares")) == {"id", "ids"}


AJAX = (
    "import $ from 'jquery';\n"
    "function addClient(o) { o.headers = o.headers || {}; o.headers['X-App-Client'] = true; }\n"
    "export default function request(options) {\n"
    "  const o = { dataType: 'json', ...options };\n"
    "  if (window.appConfig.tagged) { addClient(o); }\n"
    "  return $.ajax({ ...o });\n"
    "}\n")
ITEMS = (
    "import request from './ajax';\n"
    "export const items = () => request({ url: '/api/items', method: 'GET' });\n"
    "export const drop = (id) => request({ url: `/api/items/${id}`, method: 'DELETE' });\n")


def test_wrapper_constant_header_is_a_fixed_binding(derive_files):
    contract = derive_files({"src/ajax.js": AJAX, "src/items.js": ITEMS})
    for method, path in (("GET", "/api/items"), ("DELETE", "/api/items/{id}")):
        cap = capability(contract, method, path)
        assert "x_app_client" not in inputs(cap)
        bindings = cap["implementation"]["requests"][0]["bindings"]
        assert {"input": None, "target": "header:X-App-Client", "value": "true"} in bindings
        at = bindings.index({"input": None, "target": "header:X-App-Client", "value": "true"})
        rules = [e["rule"] for e in cap["evidence"][f"/implementation/requests/0/bindings/{at}"]]
        assert rules == ["header.fixed-when-sent"]


def test_header_a_caller_chooses_by_ternary_stays_an_input(derive_files):
    api = ("import axios from 'axios';\n"
           "export const items = (tagged) => axios.get('/api/items', "
           "{ headers: { 'X-App-Client': tagged ? 'yes' : undefined } });\n")
    cap = capability(derive_files({"src/api.js": api}), "GET", "/api/items")
    assert "x_app_client" in inputs(cap)


GENERATED = (
    "import type { AxiosRequestConfig } from 'axios';\n"
    "import axios from 'axios';\n"
    "const apiInstance = axios.create({ withCredentials: true });\n"
    "export interface ListParams { page?: number; search?: string }\n"
    "export const listFiles = (params?: ListParams, options?: AxiosRequestConfig) =>\n"
    "  apiInstance.get(`/api/files`, { ...options, params: { ...params, ...options?.params } });\n"
    "export const listFolders = (params?: ListParams, options?: AxiosRequestConfig) =>\n"
    "  apiInstance.get(`/api/folders`, { ...options, params: { ...params, ...options?.params } });\n"
    "export const listLinks = (params?: ListParams, options?: AxiosRequestConfig) =>\n"
    "  apiInstance.get(`/api/links`, { ...options, params: { ...params, ...options?.params } });\n"
    "export const listTags = (options?: AxiosRequestConfig) =>\n"
    "  apiInstance.get(`/api/tags`, { ...options, params: { ...options?.params } });\n")
CALLS = (
    "import type { AxiosRequestConfig } from 'axios';\n"
    "import { listFiles, listFolders, listLinks, listTags } from './api';\n"
    "export const files = () => listFiles({ page: 1 });\n"
    "export const folders = () => listFolders({ page: 1 }, { timeout: 5000 });\n"
    "export const links = () => listLinks(undefined, { params: { sort: 'name' } });\n"
    "export function Tags({ config }: { config: AxiosRequestConfig }) {\n"
    "  return listTags(config);\n"
    "}\n")


def unknown_spread_notes(contract, cap):
    return [r for r in contract["review"] if r["capability"] == cap["name"]
            and r["message"] == "query object has a spread whose members are unknown"]


def query_inputs(cap):
    return {b["input"] for b in cap["implementation"]["requests"][0]["bindings"]
            if b["target"].startswith("query:")}


def test_query_spread_of_options_no_call_passes_adds_nothing(derive_files):
    contract = derive_files({"src/api.ts": GENERATED, "src/calls.ts": CALLS})
    cap = capability(contract, "GET", "/api/files")
    assert query_inputs(cap) == {"page"}
    assert unknown_spread_notes(contract, cap) == []


def test_query_spread_of_options_passed_without_params_adds_nothing(derive_files):
    contract = derive_files({"src/api.ts": GENERATED, "src/calls.ts": CALLS})
    cap = capability(contract, "GET", "/api/folders")
    assert query_inputs(cap) == {"page"}
    assert unknown_spread_notes(contract, cap) == []


def test_query_spread_of_options_params_a_call_writes_gives_its_keys(derive_files):
    contract = derive_files({"src/api.ts": GENERATED, "src/calls.ts": CALLS})
    cap = capability(contract, "GET", "/api/links")
    assert query_inputs(cap) == {"page", "search", "sort"}
    assert "sort" not in cap["inputSchema"].get("required", [])
    assert unknown_spread_notes(contract, cap) == []


def test_query_spread_of_an_unshown_config_stays_reviewed(derive_files):
    contract = derive_files({"src/api.ts": GENERATED, "src/calls.ts": CALLS})
    cap = capability(contract, "GET", "/api/tags")
    assert query_inputs(cap) == set()
    assert len(unknown_spread_notes(contract, cap)) == 1
