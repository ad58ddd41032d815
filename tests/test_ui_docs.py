"""Rule ``description.component-doc`` (``code2skill.passes.ui_docs``): the doc of a UI
component or hook that makes a request is no description of that request."""
from __future__ import annotations

from conftest import capability

from code2skill.passes.ui_docs import endpoint_nouns, names_endpoint, note, set_aside, ui_kind


def test_components_and_hooks_are_told_apart_by_name():
    assert ui_kind("FormSheetStatusReportUpdateCreate", "src/forms/sheet-create.tsx") == "component"
    assert ui_kind("SignInForm", "src/sign-in.jsx") == "component"
    assert ui_kind("useUserWebSocket", "src/hooks/use-user-websocket.ts") == "hook"
    assert ui_kind("use2fa", "src/hooks.js") == "hook"
    assert ui_kind("UserService", "src/services/user.js") is None      # a constructor?
    assert ui_kind("API_ROOT", "src/config.tsx") is None
    assert ui_kind("users", "src/api.tsx") is None
    assert ui_kind("user", "src/api.ts") is None
    assert ui_kind("Api.useCache", "src/api.ts") is None                 # a method
    assert ui_kind(None, "src/api.tsx") is None


def test_the_nouns_of_an_endpoint():
    assert endpoint_nouns("/api/auth/get-session") == {"auth", "session"}
    assert endpoint_nouns("/api/trpc/lambda/statusReport.list") == {"status", "report"}
    assert endpoint_nouns("/v1/projects/{id}/members") == {"project", "member"}


def test_a_hooks_doc_counts_only_when_it_names_the_endpoint():
    assert names_endpoint("Lists the projects of a workspace.", "/api/projects")
    assert not names_endpoint("Maintains a user-scoped WebSocket connection for receiving "
                              "user-targeted real-time events.", "/api/auth/get-session")
    assert set_aside("hook", "Maintains a user-scoped WebSocket connection.",
                     "/api/auth/get-session")
    assert not set_aside("hook", "Reads the signed-in session.", "/api/auth/get-session")
    assert set_aside("component", "Create-update sheet prefilled with the report's next status.",
                     "/api/trpc/lambda/statusReport.createStatusReportUpdate")
    assert not set_aside(None, "Lists the reports.", "/api/reports")


def test_the_note_quotes_a_long_doc_in_part():
    long = ("Maintains a user-scoped WebSocket connection for receiving user-targeted "
            "real-time events.")
    said = note("hook", "useUserWebSocket", long)
    assert said.startswith("the doc of hook useUserWebSocket ('Maintains a user-scoped")
    assert "…'" in said and "events." not in said
    assert "describes the state it keeps" in said


def test_a_component_doc_is_no_description_of_its_request(derive_files):
    contract = derive_files({
        "src/sheet.tsx": (
            "/** Create-update sheet prefilled with the report's next status. */\n"
            "export function ReportSheet({ id }: { id: string }) {\n"
            "  const sent = fetch(`/api/reports/${id}/updates`, { method: 'POST' });\n"
            "  return <p>{String(sent)}</p>;\n"
            "}\n"),
        "src/hooks.ts": (
            "/** Keeps a live connection for real-time events open. */\n"
            "export function useLive() {\n"
            "  fetch('/api/auth/get-session');\n"
            "}\n"
            "/** Lists the projects of the workspace. */\n"
            "export function useProjects() {\n"
            "  return fetch('/api/projects');\n"
            "}\n"),
        "src/api.ts": (
            "/** Archives a report for good. */\n"
            "export const archiveReport = (id: string) =>\n"
            "  fetch(`/api/reports/${id}/archive`, { method: 'POST' });\n")})
    sheet = capability(contract, "POST", "/api/reports/{id}/updates")
    assert sheet["evidence"]["/description"][0]["rule"] == "description.component-doc"
    assert "Create-update sheet" not in sheet["description"]
    assert "component ReportSheet" in sheet["evidence"]["/description"][0]["note"]
    live = capability(contract, "GET", "/api/auth/get-session")
    assert live["evidence"]["/description"][0]["rule"] == "description.component-doc"
    assert "real-time" not in live["description"]
    projects = capability(contract, "GET", "/api/projects")
    assert projects["description"] == "Lists the projects of the workspace."
    assert projects["evidence"]["/description"][0]["rule"] == "description.jsdoc"
    archive = capability(contract, "POST", "/api/reports/{id}/archive")
    assert archive["description"] == "Archives a report for good."
