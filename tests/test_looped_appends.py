"""Rule ``query.looped-append``: a ``URLSearchParams`` key appended once per item of an array
is a list input, cited at the append; a loop over an object's members is not this rule's."""
from __future__ import annotations


def query_inputs(contract: dict, name: str) -> tuple[dict, dict]:
    cap = next(c for c in contract["capabilities"] if c["name"] == name)
    rules = {key.rsplit("/", 1)[-1]: sorted({e["rule"] for e in ev})
             for key, ev in cap["evidence"].items() if key.startswith("/inputSchema/properties/")}
    return cap["inputSchema"]["properties"], rules


def test_a_key_appended_per_item_is_an_array(derive_files):
    contract = derive_files({"src/usage.ts": (
        "export async function usage(fieldId: string, values: string[]) {\n"
        "  const params = new URLSearchParams();\n"
        "  values.forEach((value) => params.append('option_values', value));\n"
        "  return fetch(`/api/fields/${fieldId}/usage?${params}`);\n"
        "}\n"
        "export async function tagged(tags: number[], page: number) {\n"
        "  const params = new URLSearchParams();\n"
        "  params.set('page', String(page));\n"
        "  for (const tag of tags) { params.append('tag', String(tag)); }\n"
        "  return fetch(`/api/documents?${params.toString()}`);\n"
        "}\n")})
    props, rules = query_inputs(contract, "get_field_usage")
    assert props["option_values"] == {
        "description": "Option values (query parameter, sent once per item).",
        "items": {"type": "string"}, "type": "array"}
    assert rules["option_values"] == ["query.looped-append", "query.param"]
    props, rules = query_inputs(contract, "list_documents")
    assert props["tag"]["type"] == "array"
    assert props["page"] == {"description": "Page (query parameter).", "type": "number"}
    assert rules["page"] == ["query.param"]


def test_a_key_appended_once_or_per_member_of_an_object_stays_as_it_was(derive_files):
    contract = derive_files({"src/search.ts": (
        "export async function search(q: string, filters: {kind: string; owner: string}) {\n"
        "  const params = new URLSearchParams();\n"
        "  params.append('q', q);\n"
        "  Object.entries(filters).forEach(([k, v]) => params.append(k, v));\n"
        "  return fetch(`/api/search?${params}`);\n"
        "}\n")})
    cap = contract["capabilities"][0]
    props = cap["inputSchema"]["properties"]
    assert props["q"]["type"] == "string"
    assert all(p.get("type") != "array" for p in props.values())
    assert not any(e["rule"] == "query.looped-append" for ev in cap["evidence"].values()
                   for e in ev)


def test_an_angular_params_key_appended_per_item_is_an_array(derive_files):
    contract = derive_files({"src/api.ts": (
        "import { HttpClient, HttpParams } from '@angular/common/http';\n"
        "import { Injectable } from '@angular/core';\n"
        "@Injectable({ providedIn: 'root' })\n"
        "export class Api {\n"
        "  constructor(private http: HttpClient) {}\n"
        "  labelled(labels: string[], page: number) {\n"
        "    let params = new HttpParams().set('page', String(page));\n"
        "    for (const label of labels) { params = params.append('label', label); }\n"
        "    return this.http.get('/api/labelled', { params });\n"
        "  }\n"
        "}\n")})
    props, rules = query_inputs(contract, "get_labelled")
    assert props["label"] == {"description": "Label (query parameter, sent once per item).",
                              "items": {"type": "string"}, "type": "array"}
    assert rules["label"] == ["query.looped-append", "query.param"]
    assert props["page"]["type"] == "number"            # String(page) of a number


def test_an_angular_params_key_appended_in_a_for_each_callback_is_an_array(derive_files):
    """``ids.forEach(id => { params = params.append('ids', id) })`` in an Angular service: the
    builder's appends are read through the recogniser's view of the program (before: an
    AttributeError stopped the whole run, exit 3)."""
    contract = derive_files({"src/monitors.service.ts": (
        "import { HttpClient, HttpParams } from '@angular/common/http';\n"
        "import { Injectable } from '@angular/core';\n"
        "@Injectable({ providedIn: 'root' })\n"
        "export class MonitorsService {\n"
        "  constructor(private http: HttpClient) {}\n"
        "  deleteMany(ids: number[]) {\n"
        "    let params = new HttpParams();\n"
        "    ids.forEach(id => { params = params.append('ids', id); });\n"
        "    return this.http.delete('/api/monitors', { params });\n"
        "  }\n"
        "}\n")})
    props, rules = query_inputs(contract, "delete_monitor")
    assert props["ids"] == {"description": "Ids (query parameter, sent once per item).",
                            "items": {"type": "number"}, "type": "array"}
    assert rules["ids"] == ["query.looped-append", "query.param"]
