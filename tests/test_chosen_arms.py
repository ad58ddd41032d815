"""Rule ``wrapper.chosen-arm``: a request made in an arm of a test on a parameter of its
function is made only for the calls whose value takes that arm."""
import json

from conftest import endpoints

from code2skill.chosen_arms import (RULE, ArmTest, arm_guards, arm_outcome, callers_outcome,
                                    joined_test, open_note, compared_options)
from code2skill.extractors.module_facts import extract_module
from code2skill.facts import FunctionFact, Narrowing, Param
from code2skill.narrowings import around, index_narrowings
from code2skill.resolution import shared
from code2skill.resolution import specialise
from code2skill.resolution.shared import decide_arm
from code2skill.values import AltV, LitV, ParamV, StrV, Text, UnknownV

SWITCH = """import axios from 'axios';
const http = axios.create();
function callJson(method, url, data = {}) {
  switch (method) {
    case 'get':
      return http.get('/api' + url);
    case 'delete':
      return http.delete('/api' + url);
    case 'post':
      return http.post('/api' + url, data);
    case 'put':
      return http.put('/api' + url, data);
    default:
      throw new Error('Unknown method');
  }
}
export const getJson = (url) => callJson('get', url);
export const postJson = (url, data) => callJson('post', url, data);
export function listAlbums() { return getJson('/albums'); }
export function addAlbum(name) { return postJson('/albums', {name}); }
"""


def chosen_items(contract, severity="medium"):
    """The review items citing the rule: ``medium`` notes of an arm a caller may take, or
    ``info`` items of a library call in an arm no call takes."""
    return [r for r in contract["review"] if r["severity"] == severity
            and any(e["rule"] == RULE for e in r["evidence"])]


def test_each_caller_makes_only_the_arm_its_literal_takes(derive_files):
    contract = derive_files({"src/api.js": SWITCH})
    assert endpoints(contract) == {("GET", "/api/albums"), ("POST", "/api/albums")}
    assert not chosen_items(contract)
    untaken = chosen_items(contract, "info")          # the DELETE and PUT arms, never called
    assert [[e["rule"] for e in r["evidence"]] for r in untaken] == [[RULE], [RULE]]


def test_a_caller_passing_an_unknown_value_keeps_every_arm_reviewed(derive_files):
    source = SWITCH + ("export function replay() {\n"
                       "  return callJson(localStorage.getItem('verb'), '/replay');\n}\n")
    contract = derive_files({"src/api.js": source})
    replayed = {e for e in endpoints(contract) if e[1] == "/api/replay"}
    assert replayed == {("GET", "/api/replay"), ("DELETE", "/api/replay"),
                        ("POST", "/api/replay"), ("PUT", "/api/replay")}
    items = chosen_items(contract)
    assert {i["severity"] for i in items} == {"medium"}
    assert len(items) == 4
    assert all("callJson chooses the request it makes by testing its parameter method"
               in i["message"] for i in items)
    assert sorted(i["evidence"][0]["line"] for i in items) == [5, 7, 9, 11]   # each case


IF_CHAIN = """function request(method, path, body) {
  if (method === 'GET') {
    return fetch('/api' + path);
  } else if (method === 'DELETE') {
    return fetch('/api' + path, { method: 'DELETE' });
  } else {
    return fetch('/api' + path, { method: 'POST', body: JSON.stringify(body) });
  }
}
function send(kind, path) {
  if (kind === 'read') return fetch('/api' + path);
  return fetch('/api' + path, { method: 'PUT' });
}
function viaVerb(verb, path) { return request(verb, path); }
export const listTasks = () => request('GET', '/tasks');
export const addTask = (task) => request('POST', '/tasks', task);
export const removeTask = () => viaVerb('DELETE', '/tasks/all');
export const stats = () => send('read', '/stats');
export const ping = () => send('write', '/ping');
"""


def test_else_arms_and_early_returns_follow_the_callers(derive_files):
    contract = derive_files({"src/tasks.js": IF_CHAIN})
    assert endpoints(contract) == {("GET", "/api/tasks"), ("POST", "/api/tasks"),
                                   ("DELETE", "/api/tasks/all"), ("GET", "/api/stats"),
                                   ("PUT", "/api/ping")}
    assert not chosen_items(contract)


def test_an_arm_with_a_fixed_url_is_kept_only_when_a_caller_takes_it(derive_files):
    source = """function status(method) {
  if (method === 'get') return fetch('/api/status');
  if (method === 'delete') return fetch('/api/status', { method: 'DELETE' });
}
export const load = () => status('get');
"""
    contract = derive_files({"src/status.js": source})
    assert endpoints(contract) == {("GET", "/api/status")}
    [untaken] = [r for r in contract["review"] if RULE in r["message"]]
    assert untaken["severity"] == "info" and untaken["evidence"][0]["line"] == 3
    assert [e["rule"] for e in untaken["evidence"]] == [RULE]     # never resolve.unresolved
    assert "made only when method is 'delete' in status" in untaken["message"]
    assert contract["source"]["coverage"]["unresolved"] == 0


def test_an_uncalled_helper_keeps_its_arms_without_an_item(derive_files):
    source = """export function status(method) {
  if (method === 'get') return fetch('/api/status');
  return fetch('/api/status', { method: 'DELETE' });
}
"""
    contract = derive_files({"src/status.js": source})
    assert endpoints(contract) == {("GET", "/api/status"), ("DELETE", "/api/status")}
    assert not chosen_items(contract)


def test_a_reassigned_parameter_chooses_nothing(derive_files):
    source = """function call(method, url) {
  method = method.toLowerCase();
  if (method === 'get') return fetch(url);
  return fetch(url, { method: 'POST' });
}
export const load = () => call('GET', '/api/items');
"""
    assert endpoints(derive_files({"src/a.js": source})) == {("GET", "/api/items"),
                                                               ("POST", "/api/items")}


def narrowings(source: str) -> list[tuple]:
    facts = extract_module("src/a.js", "javascript", source.encode())
    return [(n.name, n.literals, n.holds, n.span[0], n.span[2])
            for fn in facts.functions.values() for n in fn.narrowings]


def test_the_extractor_records_where_a_name_holds_none_of_the_constants():
    found = narrowings("""function f(m) {
  if (m === 'a') {
    g(1);
  } else {
    g(2);
  }
  if (m !== 'b') g(3);
  if (m === 'c') return 4;
  g(5);
  switch (m) {
    case 'd': g(6); break;
    default: g(7);
  }
}
""")
    assert ("m", ("a",), True, 2, 4) in found
    assert ("m", ("a",), False, 4, 6) in found          # the else
    assert ("m", ("b",), False, 7, 7) in found          # the branch of !==
    assert ("m", ("c",), False, 8, 14) in found         # after an early return
    assert ("m", ("d",), False, 12, 12) in found        # the default


def test_a_default_fallen_into_or_beside_an_unknown_case_is_no_narrowing():
    found = narrowings("""function f(m) {
  switch (m) {
    case 'a': g(1);
    default: g(2);
  }
  switch (m) {
    case K: g(3); break;
    default: g(4);
  }
}
""")
    assert not [n for n in found if not n[2]]


def test_arm_guards_read_the_narrowings_around_a_call():
    fn = FunctionFact("src/a.js#1", "call", (Param("method"), Param("url")), (1, 1, 20, 1))
    fn.narrowings.append(Narrowing("method", ("get",), (2, 1, 4, 1), (2, 5, 2, 10)))
    fn.narrowings.append(Narrowing("url", ("x",), (2, 1, 4, 1), (2, 5, 2, 10)))
    index = index_narrowings(fn.narrowings)
    guards = arm_guards(fn, around(index, (3, 1, 3, 20)), "src/a.js")
    assert guards == ((ParamV("src/a.js#1", "method", module="src/a.js"), "chosen-arm",
                       ArmTest(("get",), True, "call", "method", ("src/a.js", (2, 5, 2, 10)))),
                      (ParamV("src/a.js#1", "url", module="src/a.js"), "chosen-arm",
                       ArmTest(("x",), True, "call", "url", ("src/a.js", (2, 5, 2, 10)))))
    assert arm_guards(fn, around(index, (6, 1, 6, 20)), "src/a.js") == ()


def test_arm_outcomes():
    arm = ArmTest(("post", "put"), True, "call", "method", ("src/a.js", (1, 1, 1, 2)))
    other = ArmTest(("get",), False, "call", "method", ("src/a.js", (1, 1, 1, 2)))
    assert decide_arm(StrV((Text("put"),)), arm) is True
    assert decide_arm(StrV((Text("get"),)), arm) is False
    assert decide_arm(UnknownV("runtime"), arm) is None
    assert decide_arm(StrV((Text("get"),)), other) is False
    assert decide_arm(StrV((Text("delete"),)), other) is True
    assert decide_arm(LitV(3), other) is None
    assert arm_outcome([], True) is False           # one of no constants: never
    assert arm_outcome([], False) is True
    assert callers_outcome([False, True]) is True
    assert callers_outcome([False, None]) is None
    assert callers_outcome([False, False]) is False
    assert callers_outcome([]) is None
    severity, message, where, rule = open_note(other, "DELETE")
    assert (severity, where, rule) == ("medium", ("src/a.js", (1, 1, 1, 2)), RULE)
    assert "this DELETE request is made only when method is not 'get'" in message


def test_a_function_looked_up_by_the_parameter_is_that_key_s_arm(derive_files):
    source = """import axios from 'axios';
function call(method, url, data) {
  const handlers = {
    get: () => axios.get('/api' + url),
    post: () => axios.post('/api' + url, data),
    delete: () => axios.delete('/api' + url),
  };
  return handlers[method]();
}
export const list = () => call('get', '/items');
export const add = (d) => call('post', '/items', d);
"""
    contract = derive_files({"src/a.js": source})
    assert endpoints(contract) == {("GET", "/api/items"), ("POST", "/api/items")}
    [untaken] = [r for r in contract["review"] if RULE in r["message"]]
    assert untaken["evidence"][0]["line"] == 6
    assert "made only when method is 'delete' in call" in untaken["message"]


def test_a_name_narrowed_to_several_constants_follows_each_caller(derive_files):
    source = """import axios from 'axios';
const http = axios.create();
function callJson(method, url, data = {}) {
  switch (method) {
    case 'get':
      return http.get('/api' + url);
    case 'post':
    case 'put':
      return http[method]('/api' + url, data);
  }
}
export const addAlbum = (name) => callJson('post', '/albums', {name});
function send(verb, url, data) {
  if (['post', 'put'].includes(verb)) return axios.request({ method: verb, url: '/v2' + url, data });
  return axios.get('/v2' + url);
}
export const save = (d) => send('put', '/things', d);
export function uncalled(kind) {
  if (['a', 'b'].includes(kind)) return fetch('/x/' + kind);
}
"""
    assert endpoints(derive_files({"src/a.js": source})) == {
        ("POST", "/api/albums"), ("PUT", "/v2/things"), ("GET", "/x/a"), ("GET", "/x/b")}


def test_compared_options_flatten_a_narrowed_choice():
    method = ParamV("src/a.js#1", "method")
    post, put, patch = (StrV((Text(v),)) for v in ("post", "put", "patch"))
    choice = AltV((post, AltV((put, patch), test=(method, "===", "put"))),
                  test=(method, "===", "post"))
    assert compared_options(choice) == [
        (post, ((method, "===", "post"),)),
        (put, ((method, "!==", "post"), (method, "===", "put"))),
        (patch, ((method, "!==", "post"), (method, "!==", "put")))]
    assert compared_options(AltV((post, put))) == []


FALL_THROUGH = {
    "if": """function rq(m, id) {
  if (m === 'a') return fetch('/api/a/' + id, { method: 'PUT' });
  if (m === 'b') return fetch('/api/b/' + id, { method: 'PUT' });
  return fetch('/api/none/' + id);
}
""",
    "else-if": """function rq(m, id) {
  if (m === 'a') { return fetch('/api/a/' + id, { method: 'PUT' }); }
  else if (m === 'b') { return fetch('/api/b/' + id, { method: 'PUT' }); }
  return fetch('/api/none/' + id);
}
""",
    "switch": """function rq(m, id) {
  switch (m) {
    case 'a': return fetch('/api/a/' + id, { method: 'PUT' });
    case 'b': { return fetch('/api/b/' + id, { method: 'PUT' }); }
  }
  return fetch('/api/none/' + id);
}
"""}


def test_the_statement_after_several_early_returning_arms_follows_the_callers(derive_files):
    for form, helper in FALL_THROUGH.items():
        taken = derive_files({"src/a.js": helper + "export const ca = (id) => rq('a', id);\n"
                              "export const cb = (id) => rq('b', id);\n"})
        assert endpoints(taken) == {("PUT", "/api/a/{id}"), ("PUT", "/api/b/{id}")}, form
        [untaken] = chosen_items(taken, "info")
        assert "made only when m is not 'a' or 'b' in rq" in untaken["message"], form
        other = derive_files({"src/a.js": helper + "export const cc = (id) => rq('c', id);\n"})
        assert endpoints(other) == {("GET", "/api/none/{id}")}, form


def test_a_switch_falling_out_or_with_a_default_leaves_what_follows_unnarrowed():
    found = narrowings("""function f(m) {
  switch (m) {
    case 'a': return 1;
    case 'b': g(2); break;
  }
  g(3);
  switch (m) {
    case 'c': return 4;
    default: return 5;
  }
  g(6);
}
""")
    assert [n for n in found if not n[2]] == [("m", ("c",), False, 9, 9)]   # the default


def test_narrowings_on_one_parameter_join_into_one_test():
    where = (1, 1, 1, 2)
    first, second = Narrowing("m", ("a",), (1, 1, 9, 1), where, holds=False), \
        Narrowing("m", ("b",), (2, 1, 9, 1), where, holds=False)
    assert joined_test([first, second], "rq", "src/a.js") == ArmTest(
        ("a", "b"), False, "rq", "m", ("src/a.js", where))
    chosen = Narrowing("m", ("a", "b"), (3, 1, 4, 1), where)
    assert joined_test([first, chosen], "rq", "src/a.js").literals == ("b",)
    never = joined_test([Narrowing("m", ("a",), (1, 1, 9, 1), where),
                         Narrowing("m", ("b",), (2, 1, 3, 1), where)], "rq", "src/a.js")
    assert (never.literals, never.holds) == ((), True)


def if_chain(n: int) -> str:
    """A helper choosing among ``n`` early-returning arms, and ``n`` calls, one per arm."""
    arms = "".join(f"  if (m === 'op{i}') return fetch('/api/op{i}/' + id, {{method: 'PUT'}});\n"
                   for i in range(n))
    return "function rq(m, id) {\n" + arms + "  return fetch('/api/none/' + id);\n}\n" + \
        "".join(f"export const c{i} = (id) => rq('op{i}', id);\n" for i in range(n))


def test_an_if_chain_decides_each_arm_once_per_call(derive_files, monkeypatch):
    counted = []

    def counting(subject, arm):
        counted.append(arm)
        return decide_arm(subject, arm)
    monkeypatch.setattr(shared, "decide_arm", counting)
    monkeypatch.setattr(specialise, "decide_arm", counting)
    work = {}
    for n in (8, 32):
        counted.clear()
        contract = derive_files({"src/a.js": if_chain(n)})
        assert len(endpoints(contract)) == n
        work[n] = len(counted)
    assert work[32] < 20 * work[8]     # n arms × n calls (16×), not one test per arm above (64×)


KEYED = """function h(apiKey) {
  const handlers = { Lk5vQ8: () => fetch('/api/lk', { method: 'PATCH' }),
                     other: () => fetch('/api/other') };
  return handlers[apiKey]();
}
"""


def test_a_lookup_by_a_credential_key_is_reviewed_and_keeps_no_key(derive_files):
    contract = derive_files({"src/a.js": KEYED + "export const h1 = (k) => h(k);\n"})
    assert endpoints(contract) == {("PATCH", "/api/lk"), ("GET", "/api/other")}
    assert "Lk5vQ8" not in json.dumps(contract)
    labels = {s["function"] for c in contract["capabilities"]
              for r in c["implementation"]["requests"] for s in r["callSites"]}
    assert "handlers.<redacted:credential>" in labels
    items = chosen_items(contract)
    assert len(items) == 2
    assert all("h chooses the request it makes by testing its parameter apiKey" in i["message"]
               and "apiKey is <redacted:credential>" in i["message"] for i in items)


def test_a_lookup_with_fixed_urls_makes_only_the_keys_its_calls_pass(derive_files):
    contract = derive_files({"src/a.js": KEYED + "export const h2 = () => h('other');\n"})
    assert endpoints(contract) == {("GET", "/api/other")}
    assert not chosen_items(contract)
    [untaken] = chosen_items(contract, "info")
    assert untaken["evidence"][0]["line"] == 2
