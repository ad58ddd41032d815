"""Rules ``query.conditional-spread`` and ``path.outside-member``: a query object's members
spread under conditions are optional query inputs; a path segment from a member of a module
outside the folder read is a reviewed segment, never a required free input, while an enum of
the folder gives its value."""
from __future__ import annotations

SERVICE = (
    "import { HttpClient } from '@angular/common/http';\n"
    "import { Injectable } from '@angular/core';\n"
    "import { EventTypes } from '../../shared/event-types';\n"
    "import { Kinds } from './kinds';\n"
    "@Injectable({ providedIn: 'root' })\n"
    "export class Api {\n"
    "  constructor(private http: HttpClient) {}\n"
    "  sequences(project: string, size: number, name?: string, state?: string, opts?: object) {\n"
    "    const params = {\n"
    "      pageSize: String(size),\n"
    "      ...(name && { name }),\n"
    "      ...(state ? { state } : {}),\n"
    "      ...(opts || {}),\n"
    "    };\n"
    "    return this.http.get(`/api/sequence/${project}`, { params });\n"
    "  }\n"
    "  evaluations() {\n"
    "    return this.http.get(`/api/event/type/${EventTypes.EVALUATION_FINISHED}`);\n"
    "  }\n"
    "  weekly() { return this.http.get(`/api/reports/${Kinds.WEEKLY}`); }\n"
    "}\n")
KINDS = "export enum Kinds { WEEKLY = 'weekly', MONTHLY = 'monthly' }\n"


def test_spread_members_under_a_condition_are_optional_query_inputs(derive_files):
    contract = derive_files({"client/src/api.ts": SERVICE, "client/src/kinds.ts": KINDS},
                            include=("client/**",))
    cap = next(c for c in contract["capabilities"] if c["name"] == "get_sequence")
    props = cap["inputSchema"]["properties"]
    assert sorted(props) == ["name", "pageSize", "project", "state"]
    assert cap["inputSchema"]["required"] == ["project", "pageSize"]
    assert [e["rule"] for e in cap["evidence"]["/inputSchema/properties/name"]] == [
        "query.conditional-spread", "query.param"]
    spreads = [r["message"] for r in contract["review"] if r["capability"] == "get_sequence"
               and "spread" in r["message"]]
    assert spreads == ["query object has a spread whose members are unknown"]  # opts || {}


def test_an_outside_module_member_in_a_path_is_reviewed_not_an_input(derive_files):
    contract = derive_files({"client/src/api.ts": SERVICE, "client/src/kinds.ts": KINDS},
                            include=("client/**",))
    caps = {c["name"]: c for c in contract["capabilities"]}
    assert caps["get_report_weekly"]["implementation"]["requests"][0]["pathTemplate"] == \
        "/api/reports/weekly"
    event = caps["get_event_type"]
    assert event["implementation"]["requests"][0]["pathTemplate"] == \
        "/api/event/type/{EVALUATION_FINISHED}"
    assert event["inputSchema"]["properties"] == {}
    items = [(r["severity"], r["evidence"][0]["rule"]) for r in contract["review"]
             if r["capability"] == "get_event_type" and "EVALUATION_FINISHED" in r["message"]]
    assert items == [("medium", "path.outside-member")]
    assert "EventTypes.EVALUATION_FINISHED" in next(
        r["message"] for r in contract["review"] if r["capability"] == "get_event_type"
        and "EVALUATION_FINISHED" in r["message"])


def test_fixed_members_spread_under_a_condition_into_url_search_params_are_optional(derive_files):
    """``new URLSearchParams({...(f.x && {mode: 'full'})})`` sends ``mode=full`` or no
    ``mode`` at all, never ``mode=``: an optional input; a ternary spreading different keys
    sends exactly one of them, so each is optional."""
    contract = derive_files({"src/a.js": (
        "export const c8 = (f) => fetch('/api/c8?' + new URLSearchParams("
        "{ page: f.page, ...(f.x && { mode: 'full' }) }));\n"
        "export const c4 = (f) => fetch('/api/c4?' + new URLSearchParams("
        "{ page: f.page, ...(f.asc ? { order: 'asc' } : { dir: 'desc' }) }));\n")})
    schemas = {c["name"]: c["inputSchema"] for c in contract["capabilities"]}
    assert schemas["get_c8"]["required"] == ["page"]
    assert schemas["get_c8"]["properties"]["mode"] == {
        "description": "Mode (query parameter).", "type": "string"}
    assert schemas["get_c4"]["required"] == ["page"]
    assert sorted(schemas["get_c4"]["properties"]) == ["dir", "order", "page"]
