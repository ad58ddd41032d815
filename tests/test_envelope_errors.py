"""Rule errors.envelope-check: failures carried in a successful answer's body."""
from extractors.module_facts import extract_module


def checks(source: str):
    facts = extract_module("src/a.js", "javascript", source.encode())
    return [(c.failure, c.subject.prop, c.message.prop if c.message else None)
            for fn in facts.functions.values() for c in fn.envelope_checks]


def test_interceptor_rejecting_a_code_other_than_the_success_one():
    assert checks("""
s.interceptors.response.use(response => {
  const res = response.data
  if (res.code !== 20000) { Message.error(res.msg); return Promise.reject(new Error(res.msg)) }
  return res
})""") == [("!== 20000", "code", "msg")]


def test_success_branch_first_fails_in_the_else_and_after_an_exiting_branch():
    assert checks("""
function a(r) { if (r.data.errno === 0) { ok(r.data) } else { onError(r.data) } }
function b(json) { if (json.success) return json.data; throw new Error(json.message) }
""") == [("!== 0", "errno", None), ("falsy", "success", "message")]


def test_a_status_range_check_fails_outside_it():
    assert checks("""
function h(response) {
  if (response.data.status >= 200 && response.data.status < 300) success(response.data.body)
  else error(response.data.body)
}""") == [("outside >= 200 && < 300", "status", None)]


def test_no_check_without_a_failure_branch_or_with_both_branches_failing():
    assert checks("""
function a(r) { if (r.code === 1) { console.error(r) } }
function b(r) { if (r.code === 1) { refresh() } else { render(r) } }
function c(r) { if (!r.ok) throw new Error('http'); if (!r.ok) reject(r) ; else reject(r) }
function d(r) { if (r.kind === 1) throw new Error('x') }
""") == []


def test_one_condition_checked_in_several_files_is_one_item_citing_each(derive_files):
    """The same envelope check in two component files is one contract-level item whose
    evidence cites both checks; the message names no file."""
    page = """
import axios from 'axios';
export function {name}(id) {
  return axios.post('/api/{name}/' + id).then((res) => {
    if (res.data.code !== 0) { throw new Error(res.data.msg) }
    return res.data.data;
  });
}
"""
    contract = derive_files({f"src/{name}.js": page.replace("{name}", name)
                             for name in ("archive", "restore")})
    items = [r for r in contract["review"] if r["message"].startswith("failures ride inside")]
    assert len(items) == 1
    assert "the client treats an answer with body code !== 0 as a failure" in items[0]["message"]
    assert ".js" not in items[0]["message"]
    assert sorted({(e["file"], e["line"]) for e in items[0]["evidence"]}) == [
        ("src/archive.js", 5), ("src/restore.js", 5)]
