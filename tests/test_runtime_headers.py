"""Rule ``context.runtime-header``: a header the client fills from its own environment (the
user's locale, language or time zone; any header read from ``navigator``/``Intl``) is no Tool
input but a context reference the Host fills; a header the caller's argument fills stays an
input, and a literal one a fixed value."""
from conftest import capability

API = """import axios from 'axios';
import i18n from './i18n';

const http = axios.create({
  baseURL: '/api',
  headers: {
    'X-Timezone': Intl.DateTimeFormat().resolvedOptions().timeZone,
    'X-Requested-With': 'XMLHttpRequest',
  },
});

export const listTasks = () => http.get('/tasks', {
  headers: { 'Accept-Language': i18n.global.locale },
});

export const listNotes = () => fetch('/api/notes', {
  headers: { 'X-Ui-Lang': navigator.language },
});

export const getReport = (lang, trace) => fetch('/api/report', {
  headers: { 'Accept-Language': lang, 'X-Trace': trace },
});
"""
I18N = "import { createI18n } from 'vue-i18n';\nexport default createI18n({ locale: 'en' });\n"
RUNTIME = "the user's runtime environment"


def headers(cap: dict) -> dict:
    return {b["target"]: b.get("context") or b["input"] or ("=" + b["value"])
            for b in cap["implementation"]["requests"][0]["bindings"]
            if b["target"].startswith("header:")}


def refs(cap: dict) -> dict:
    return {r["name"]: (r["source"], [(e["rule"], e["line"]) for e in r["evidence"]])
            for r in cap["contextReferences"]}


def test_environment_headers_are_context_not_inputs(derive_files):
    contract = derive_files({"src/api.js": API, "src/i18n.js": I18N})
    tasks = capability(contract, "GET", "/api/tasks")
    assert headers(tasks) == {"header:Accept-Language": "accept_language",
                              "header:X-Requested-With": "=XMLHttpRequest",
                              "header:X-Timezone": "x_timezone"}
    assert tasks["inputSchema"]["properties"] == {}
    assert refs(tasks) == {
        "accept_language": (f"{RUNTIME} (Accept-Language expression not resolved)",
                            [("context.runtime-header", 13)]),
        "x_timezone": (f"{RUNTIME} (X-Timezone expression not resolved)",
                       [("context.runtime-header", 7)])}
    notes = capability(contract, "GET", "/api/notes")
    assert headers(notes) == {"header:X-Ui-Lang": "x_ui_lang"}
    assert refs(notes) == {"x_ui_lang": (f"{RUNTIME} (navigator.language)",
                                         [("context.runtime-header", 17)])}
    # the caller's own values stay inputs
    report = capability(contract, "GET", "/api/report")
    assert headers(report) == {"header:Accept-Language": "accept_language",
                               "header:X-Trace": "x_trace"}
    assert report["contextReferences"] == []


def test_environment_headers_a_client_sets_in_its_interceptor_or_defaults(derive_files):
    """A request interceptor writing ``config.headers['X-Timezone-Offset']`` and a locale
    setter writing ``axios.defaults.headers.common['Accept-Language'] = locale`` set headers
    of every request of that client: context references (the setter's parameter is the
    client's state, not a caller's argument), never inputs or credentials."""
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "import { getToken, zoneName } from './state';\n"
        "axios.interceptors.request.use((config: any) => {\n"
        "  config.headers.Authorization = `Bearer ${getToken()}`;\n"
        "  config.headers['X-Timezone-Offset'] = new Date().getTimezoneOffset();\n"
        "  config.headers['X-Timezone-Name'] = zoneName();\n"
        "  config.headers['X-Trace'] = Math.random();\n"
        "  return config;\n"
        "});\n"
        "export const setLocale = (locale: string) => {\n"
        "  axios.defaults.headers.common['Accept-Language'] = locale;\n"
        "};\n"
        "export const listTags = () => axios.get('/api/tags.json');\n")})
    cap = capability(contract, "GET", "/api/tags.json")
    assert headers(cap) == {"header:Accept-Language": "accept_language",
                            "header:X-Timezone-Name": "x_timezone_name",
                            "header:X-Timezone-Offset": "x_timezone_offset"}
    assert cap["inputSchema"]["properties"] == {}
    assert refs(cap) == {
        "accept_language": (f"{RUNTIME} (Accept-Language expression not resolved)",
                            [("context.runtime-header", 11)]),
        "x_timezone_name": (f"{RUNTIME} (X-Timezone-Name expression not resolved)",
                            [("context.runtime-header", 6)]),
        "x_timezone_offset": (f"{RUNTIME} (X-Timezone-Offset expression not resolved)",
                              [("context.runtime-header", 5)])}
    assert cap["auth"]["authentication"] == "bearer"
