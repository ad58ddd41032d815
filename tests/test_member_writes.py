"""Objects a function fills member by member before sending them (rule
``value.member-writes``), and bodies whose callers spread values the source does not show."""
from __future__ import annotations

from conftest import capability


def auth(cap: dict) -> tuple[str, list[tuple[int, str]]]:
    return cap["auth"]["authentication"], [(e["line"], e["rule"]) for e in cap["auth"]["evidence"]]


def body_targets(cap: dict) -> list[str]:
    return sorted(b["target"] for b in cap["implementation"]["requests"][0]["bindings"]
                  if b["target"].startswith("body:"))


def test_a_header_written_under_a_condition_and_through_a_computed_key(derive_files):
    contract = derive_files({"src/a.ts": (
        "const HEADER_AUTH = 'Authorization';\n"
        "function options(token: string) {\n"
        "  const headers: {[x: string]: string} = { 'X-Requested-With': 'XMLHttpRequest' };\n"
        "  if (token) {\n"
        "    headers.Authorization = `Bearer ${token}`;\n"
        "  }\n"
        "  return { headers };\n"
        "}\n"
        "function options2(token: string) {\n"
        "  const headers: {[x: string]: string} = {};\n"
        "  headers[HEADER_AUTH] = `Bearer ${token}`;\n"
        "  return { headers };\n"
        "}\n"
        "export const list = (t: string) => fetch('/api/items', options(t));\n"
        "export const list2 = (t: string) => fetch('/api/things', options2(t));\n")})
    assert auth(capability(contract, "GET", "/api/items")) == ("bearer", [(5, "fetch.header")])
    assert auth(capability(contract, "GET", "/api/things")) == ("bearer", [(11, "fetch.header")])


def test_a_body_filled_before_sending_and_a_write_after_it(derive_files):
    contract = derive_files({"src/a.js": (
        "export function save(title, draft) {\n"
        "  const data = { title };\n"
        "  if (draft) data.status = 'draft';\n"
        "  data.tags = [];\n"
        "  const sent = fetch('/api/posts', { method: 'POST', body: JSON.stringify(data) });\n"
        "  data.after = true;\n"
        "  return sent;\n"
        "}\n")})
    cap = capability(contract, "POST", "/api/posts")
    assert body_targets(cap) == ["body:status", "body:tags", "body:title"]
    status = next(b for b in cap["implementation"]["requests"][0]["bindings"]
                  if b["target"] == "body:status")
    assert status.get("value") is None                     # may be absent: not a fixed value
    assert "status" not in cap["inputSchema"].get("required", [])


def test_callers_spreading_an_unknown_value_leave_the_body_open(derive_files):
    contract = derive_files({
        "src/api.js": ("export function updateArticle(data) {\n"
                       "  return fetch('/api/article/update', { method: 'POST',\n"
                       "    body: JSON.stringify(data) });\n"
                       "}\n"),
        "src/page.js": ("import { updateArticle } from './api';\n"
                        "export function submit(form) {\n"
                        "  const temp = Object.assign({}, form.current);\n"
                        "  temp.timestamp = Date.now();\n"
                        "  return updateArticle(temp);\n"
                        "}\n"),
    })
    cap = capability(contract, "POST", "/api/article/update")
    assert body_targets(cap) == ["body:timestamp"]
    assert cap["status"] == "requires-review"
    assert [(r["severity"], r["evidence"][0]["file"]) for r in contract["review"]
            if r["capability"] == cap["name"] and "spread" in r["message"]] == [
        ("medium", "src/page.js")]


def test_a_body_field_spreading_unknown_state_is_reviewed(derive_files):
    contract = derive_files({"src/settings.js": (
        "export class Settings {\n"
        "  submit() {\n"
        "    const user = Object.assign({}, this.state);\n"
        "    return fetch('/api/user', { method: 'PUT', body: JSON.stringify({ user }) });\n"
        "  }\n"
        "}\n")})
    cap = capability(contract, "PUT", "/api/user")
    assert body_targets(cap) == ["body:user"]
    assert cap["status"] == "requires-review"
    assert [(r["severity"], r["evidence"][0]["line"]) for r in contract["review"]
            if r["capability"] == cap["name"] and "does not show" in r["message"]] == [
        ("medium", 4)]


def chained_guards(k: int) -> str:
    """A function filling ``node`` member by member, each write guarded by a test of the
    member written just before it (``if (node.m3 === 1) { node.m4 = … }``), then sending it."""
    lines = ["function build(n) {", "  var node = {};", "  node.m0 = n.a;"]
    lines += [f"  if (node.m{i - 1} === 1) {{ node.m{i} = n.b{i}; }}" for i in range(1, k + 1)]
    return "\n".join(lines + ["  return $.ajax({url: '/api/x', type: 'POST', data: node});",
                              "}", "build(window.x);", ""])


def test_writes_guarded_by_earlier_members_cost_work_quadratic_in_their_number(derive_files,
                                                                               monkeypatch):
    """Rule ``value.member-writes``: each guard reads the object as written before it, which
    made the object again from every earlier write (2^k evaluations; 74 s of CPU for one
    3,558-line file). The object one set of writes makes on one value is made once, so twice
    the writes cost at most about four times the evaluations, and every member is still sent."""
    from code2skill.resolution.resolver import Resolver
    evaluated = [0]
    evaluate = Resolver.evaluate

    def counted(self, *args, **kwargs):
        evaluated[0] += 1
        return evaluate(self, *args, **kwargs)

    monkeypatch.setattr(Resolver, "evaluate", counted)
    work = {}
    for k in (20, 40):
        evaluated[0] = 0
        contract = derive_files({"a.js": chained_guards(k)})
        work[k] = evaluated[0]
        cap = capability(contract, "POST", "/api/x")
        assert body_targets(cap) == sorted(f"body:m{i}" for i in range(k + 1))
        assert cap["inputSchema"]["required"] == ["m0"]
        assert contract["source"]["diagnostics"] == []
    assert work[40] <= 5 * work[20], work


def test_members_a_function_writes_on_a_script_global(derive_files):
    """Rule ``value.outer-member-writes``: a classic script's global settings object that a
    function completes before it sends it (``settings.type = 'DELETE'``) is read with those
    writes, as a local's would be; a write after the send is not seen, and another
    function's read keeps the global as declared."""
    from conftest import endpoints
    contract = derive_files({"js/items.js": (
        "var settings = { type: 'GET', url: '/api/items' };\n"
        "function removeAll() {\n"
        "  settings.type = 'DELETE';\n"
        "  $.ajax(settings);\n"
        "  settings.url = '/api/later';\n"
        "}\n"
        "function list() { $.ajax(settings); }\n")})
    assert endpoints(contract) == {("DELETE", "/api/items"), ("GET", "/api/items")}
