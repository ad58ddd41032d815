"""Session and infrastructure plumbing is not a business Tool (module
:mod:`code2skill.passes.plumbing`): decided by where the call is made and how its result is
used (interceptor, error handler, translation loader, a file beside the bundle), each one
``info`` review item; a path word alone keeps the Tool with a ``medium`` note."""
from conftest import capability, endpoints

CLIENT = ("import axios from 'axios';\n"
          "export const api = axios.create({ baseURL: '/api' });\n")


def plumbing(contract: dict) -> list[tuple[str, str, int]]:
    """``(rule, file, line)`` of each plumbing review item's first evidence."""
    return sorted((e["rule"], e["file"], e["line"]) for r in contract["review"]
                  if r["message"].startswith("plumbing:") for e in r["evidence"][:1])


def test_a_refresh_in_a_response_interceptor_is_plumbing_login_stays(derive_files):
    contract = derive_files({
        "src/client.ts": CLIENT + (
            "const refresh = () => api.post('/auth/refresh');\n"
            "api.interceptors.response.use((r) => r, async (error) => {\n"
            "  if (error.response.status === 401) { await refresh(); return api(error.config); }\n"
            "  return Promise.reject(error);\n"
            "});\n"
            "export const login = (email) => api.post('/auth/login', { email });\n")})
    assert endpoints(contract) == {("POST", "/api/auth/login")}
    assert plumbing(contract) == [("plumbing.interceptor", "src/client.ts", 3)]
    item = next(r for r in contract["review"] if r["message"].startswith("plumbing:"))
    assert item["severity"] == "info" and item["capability"] is None
    assert "POST /api/auth/refresh" in item["message"]


def test_an_angular_interceptor_refresh_is_plumbing(derive_files):
    contract = derive_files({
        "src/app/auth.interceptor.ts": (
            "import { HttpInterceptor, HttpHandler, HttpClient } from '@angular/common/http';\n"
            "export class AuthInterceptor implements HttpInterceptor {\n"
            "  constructor(private http: HttpClient) {}\n"
            "  intercept(req, next: HttpHandler) {\n"
            "    return this.http.post('/api/token/refresh', {});\n"
            "  }\n"
            "}\n"),
        "src/app/users.service.ts": (
            "import { HttpClient } from '@angular/common/http';\n"
            "export class UsersService {\n"
            "  constructor(private http: HttpClient) {}\n"
            "  list() { return this.http.get('/api/users'); }\n"
            "}\n")})
    assert endpoints(contract) == {("GET", "/api/users")}
    assert plumbing(contract) == [("plumbing.interceptor", "src/app/auth.interceptor.ts", 5)]


def test_an_error_handler_report_is_plumbing(derive_files):
    contract = derive_files({
        "src/report.ts": (
            "window.addEventListener('unhandledrejection', (e) => {\n"
            "  fetch('/api/client-errors', { method: 'POST', body: String(e.reason) });\n"
            "});\n"
            "window.onerror = (message) => { fetch('/api/errors', { method: 'POST' }); };\n"
            "export const save = (n) => fetch('/api/notes', { method: 'POST', body: n });\n")})
    assert endpoints(contract) == {("POST", "/api/notes")}
    assert plumbing(contract) == [("plumbing.error-reporter", "src/report.ts", 2),
                                  ("plumbing.error-reporter", "src/report.ts", 4)]


def test_translation_and_bundle_files_are_plumbing_api_json_is_not(derive_files):
    contract = derive_files({
        "src/i18n.ts": (
            "export const load = (lng) => fetch(`/locales/${lng}.json`);\n"
            "export const config = () => fetch('/config.json');\n"
            "export const notes = () => fetch('/api/0.6/notes.json');\n")})
    assert endpoints(contract) == {("GET", "/api/0.6/notes.json")}
    assert plumbing(contract) == [("plumbing.bundle-file", "src/i18n.ts", 2),
                                  ("plumbing.i18n-load", "src/i18n.ts", 1)]


def test_a_path_word_alone_keeps_the_tool_under_review(derive_files):
    contract = derive_files({
        "src/api.ts": CLIENT + (
            "export const csrf = () => api.get('/sanctum/csrf-cookie');\n"
            "export const track = (e) => api.post('/telemetry', { e });\n"
            "export const metrics = (id) => api.get(`/projects/${id}/metrics`);\n"
            "export const stats = (id) => api.get(`/projects/${id}/analytics`);\n"
            "export const recheck = (d) => api.post(`/domains/${d}/refresh`);\n"
            "export const renew = () => api.post('/auth/refresh-token');\n"
            "export const beat = (s) => api.get(`/status/heartbeat/${s}`);\n"
            "export const ping = () => api.get('/health');\n"
            "export const token = () => api.get('/auth/get-csrf-token/');\n")})
    assert endpoints(contract) == {("GET", "/api/sanctum/csrf-cookie"),
                                   ("POST", "/api/telemetry"),
                                   ("GET", "/api/projects/{id}/metrics"),
                                   ("GET", "/api/projects/{id}/analytics"),
                                   ("POST", "/api/domains/{d}/refresh"),
                                   ("POST", "/api/auth/refresh-token"),
                                   ("GET", "/api/status/heartbeat/{s}"),
                                   ("GET", "/api/health"),
                                   ("GET", "/api/auth/get-csrf-token/")}
    assert plumbing(contract) == []
    for method, path in (("GET", "/api/sanctum/csrf-cookie"), ("POST", "/api/telemetry"),
                         ("POST", "/api/auth/refresh-token"), ("GET", "/api/health"),
                         ("GET", "/api/auth/get-csrf-token/")):
        cap = capability(contract, method, path)
        assert cap["status"] == "requires-review"
        assert any("plumbing.path-word" in r["message"] and r["severity"] == "medium"
                   for r in contract["review"] if r["capability"] == cap["name"])
    for method, path in (("GET", "/api/projects/{id}/metrics"),
                         ("GET", "/api/projects/{id}/analytics"),
                         ("POST", "/api/domains/{d}/refresh"),
                         ("GET", "/api/status/heartbeat/{s}")):
        cap = capability(contract, method, path)
        assert not any("plumbing.path-word" in r["message"] for r in contract["review"]
                       if r["capability"] == cap["name"]), path


def test_a_plumbing_word_after_a_settings_segment_is_a_setting(derive_files):
    """A plumbing word after a settings segment names a setting: PATCH /api/config/ping sets
    the expected ping of a speed test, a key of the configuration: no health-ping note, nor a
    poll when an interval sends it; /api/health beside it keeps its note."""
    contract = derive_files({
        "src/api.ts": CLIENT + (
            "export const setPing = (value) => api.patch('/config/ping', { value });\n"
            "export const beat = () => api.get('/settings/heartbeat');\n"
            "export const ping = () => api.get('/health');\n"),
        "src/app.ts": (
            "import { beat, ping, setPing } from './api';\n"
            "export const watch = () => setInterval(() => { beat(); }, 5000);\n"
            "export const check = (v: number) => [ping(), setPing(v)];\n")})
    assert endpoints(contract) == {("PATCH", "/api/config/ping"),
                                   ("GET", "/api/settings/heartbeat"), ("GET", "/api/health")}
    assert plumbing(contract) == []
    noted = {r["capability"] for r in contract["review"]
             if "plumbing.path-word" in r["message"]}
    assert noted == {capability(contract, "GET", "/api/health")["name"]}


def test_a_refresh_also_called_by_a_page_stays_a_tool(derive_files):
    contract = derive_files({
        "src/client.ts": CLIENT + (
            "export const refresh = () => api.post('/auth/refresh');\n"
            "api.interceptors.response.use((r) => r, async () => { await refresh(); });\n"),
        "src/page.tsx": (
            "import { refresh } from './client';\n"
            "export const P = () => <button onClick={() => refresh()}>Stay signed in</button>;\n")})
    assert endpoints(contract) == {("POST", "/api/auth/refresh")}
    assert plumbing(contract) == []


def test_a_health_poll_is_plumbing_a_polled_list_stays(derive_files):
    contract = derive_files({
        "src/api.ts": CLIENT + (
            "export const health = () => api.get('/health');\n"
            "export const jobs = () => api.get('/jobs');\n"),
        "src/app.ts": (
            "import { health, jobs } from './api';\n"
            "export const wait = () => { const id = setInterval(() => {\n"
            "  health().then(() => clearInterval(id)); }, 500); };\n"
            "export const watch = () => setInterval(() => { jobs(); }, 5000);\n")})
    assert endpoints(contract) == {("GET", "/api/jobs")}
    assert plumbing(contract) == [("plumbing.poll", "src/api.ts", 3)]


def test_a_service_worker_probe_and_a_manifest_fetch_are_plumbing(derive_files):
    """``plumbing.service-worker``: create-react-app's ``checkValidServiceWorker`` probe and a
    web app manifest read keep no Tool; a business read beside them stays."""
    contract = derive_files({
        "src/serviceWorker.js": (
            "function checkValidServiceWorker(swUrl) {\n"
            "  fetch(swUrl, { headers: { 'Service-Worker': 'script' } }).then(r => r);\n"
            "}\n"
            "export function register() {\n"
            "  const swUrl = `${process.env.PUBLIC_URL}/service-worker.js`;\n"
            "  checkValidServiceWorker(swUrl);\n"
            "}\n"),
        "src/pwa.js": "export const manifest = () => fetch('/site.webmanifest');\n",
        "src/api.js": "export const notes = () => fetch('/api/notes');\n"})
    assert endpoints(contract) == {("GET", "/api/notes")}
    assert plumbing(contract) == [("plumbing.service-worker", "src/pwa.js", 1),
                                  ("plumbing.service-worker", "src/serviceWorker.js", 2)]


def test_a_renewal_an_interceptor_or_a_401_branch_calls_is_plumbing(derive_files):
    """``plumbing.token-renewal``: ``/api/renew`` called by a response interceptor and by a
    timer, and ``/auth/refresh`` called on a 401 by a fetch wrapper, keep no Tool."""
    contract = derive_files({
        "src/auth.ts": CLIENT + (
            "export const renew = () => api.post('/renew');\n"
            "api.interceptors.response.use((r) => r, async (e) => { await renew(); });\n"
            "export const schedule = () => setTimeout(() => renew(), 60000);\n"),
        "src/http.ts": (
            "const refresh = () => fetch('/auth/refresh', { method: 'POST' });\n"
            "export async function request(url: string) {\n"
            "  const res = await fetch(url);\n"
            "  if (res.status === 401) { await refresh(); return fetch(url); }\n"
            "  return res;\n"
            "}\n"
            "export const items = () => request('/api/items');\n")})
    assert endpoints(contract) == {("GET", "/api/items")}
    assert plumbing(contract) == [("plumbing.token-renewal", "src/auth.ts", 3),
                                  ("plumbing.token-renewal", "src/http.ts", 1)]


def test_a_path_word_note_says_when_an_interceptor_makes_the_call_too(derive_files):
    contract = derive_files({
        "src/client.ts": CLIENT + (
            "export const csrf = () => api.get('/csrf-token');\n"
            "api.interceptors.response.use((r) => r, async (e) => { await csrf(); });\n"),
        "src/page.tsx": (
            "import { csrf } from './client';\n"
            "export const P = () => <button onClick={() => csrf()}>Go</button>;\n")})
    cap = capability(contract, "GET", "/api/csrf-token")
    assert [r["message"] for r in contract["review"] if r["capability"] == cap["name"]
            and r["severity"] == "medium"] == [
        "the path /api/csrf-token names CSRF token, but the call is made from an HTTP "
        "interceptor and from ordinary client code as well: confirm it is a business action "
        "an Agent would take (rule plumbing.path-word)"]


def test_a_script_probe_before_a_script_element_is_plumbing(derive_files):
    contract = derive_files({
        "src/player.ts": (
            "const CDN = `https://cdn.example.org/${version}/data`;\n"
            "async function isJs(url) {\n"
            "  const res = await fetch(url);\n"
            "  return /javascript/.test(res.headers.get('content-type'));\n"
            "}\n"
            "async function attempt(base) {\n"
            "  if (!(await isJs(`${base}/loader.js`))) throw new Error(base);\n"
            "  const s = document.createElement('script');\n"
            "  s.src = `${base}/loader.js`;\n"
            "  document.body.appendChild(s);\n"
            "}\n"
            "export async function play() {\n"
            "  try { await attempt('/assets/emu/data'); } catch (e) { await attempt(CDN); }\n"
            "}\n"
            "export const head = () => fetch('/vendor/lib.mjs', { method: 'HEAD' });\n"
            "export const save = (n) => fetch('/api/scripts.js/run', { method: 'POST', body: n });\n")})
    assert endpoints(contract) == {("POST", "/api/scripts.js/run")}
    rules = {rule for rule, _, _ in plumbing(contract)}
    assert rules == {"plumbing.script-file"}
    items = [r for r in contract["review"] if r["message"].startswith("plumbing: script")]
    assert {r["severity"] for r in items} == {"info"}
    assert sorted(r["message"].split(" at ")[0].split(" — ")[1] for r in items) == [
        "GET /assets/emu/data/loader.js", "GET /{version}/data/loader.js", "HEAD /vendor/lib.mjs"]
