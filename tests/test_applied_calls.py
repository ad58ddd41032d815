"""Rule ``wrapper.applied-function``: a function handed to a helper that applies it to the
helper's other arguments (``fn(...args)``, ``fn.bind(x)(...args)``, ``fn.call``, ``fn.apply``)
is called with those arguments; one handed to a call that never applies it has unseen calls."""
from conftest import capability, endpoints

from code2skill.applied_calls import applied_args, handed_functions
from code2skill.facts import Arr, Call, CallSite, Member, Param, Ref, Spread
from code2skill.values import FnV, LitV

PARAMS = (Param("apiFunction"), Param("expireAfter"), Param("params", rest=True))


def site(callee, *args) -> CallSite:
    return CallSite(Call(callee, tuple(args)), "src/api.js#1")


def test_the_applying_calls_are_read():
    rest = Spread(Ref("params"))
    assert applied_args(site(Ref("apiFunction"), rest), PARAMS) == (0, (rest,))
    bound = Call(Member(Ref("apiFunction"), "bind"), (Ref("this"),))
    assert applied_args(site(bound, rest), PARAMS) == (0, (rest,))
    assert applied_args(site(Member(Ref("apiFunction"), "call"), Ref("this"), Ref("expireAfter")),
                        PARAMS) == (0, (Ref("expireAfter"),))
    assert applied_args(site(Member(Ref("apiFunction"), "apply"), Ref("this"), Ref("params")),
                        PARAMS) == (0, (Spread(Ref("params")),))
    assert applied_args(site(Member(Ref("apiFunction"), "apply"), Ref("this"),
                             Arr((Ref("expireAfter"),))), PARAMS) == (0, (Ref("expireAfter"),))
    # a rest parameter called, another function, a list the helper builds: no application
    assert applied_args(site(Ref("params")), PARAMS) is None
    assert applied_args(site(Ref("other"), rest), PARAMS) is None
    assert applied_args(site(Member(Ref("apiFunction"), "apply"), Ref("this"),
                             Call(Ref("make"), ())), PARAMS) is None


def test_a_function_handed_to_no_application_is_listed():
    entries = {"src/q.js#1": [("src/c.js", None, (FnV("src/api.js#5"), LitV(1)), (1, 0, 1, 9))]}
    assert handed_functions(entries, {}) == frozenset({"src/api.js#5"})
    assert handed_functions(entries, {"src/api.js#5": []}) == frozenset()


API = """import axios from 'axios';
export function cachedRequest(apiFunction, expireAfter, ...params) {
  return apiFunction.bind(null)(...params);
}
export function later(apiFunction, ...params) {
  window.queue.push({ apiFunction, params });
}
export function listStatistics(interval) {
  return axios.get('/api/statistics' + (interval !== undefined ? `/${interval}` : ''));
}
export function listRewards(interval) {
  return axios.get('/api/rewards' + (interval !== undefined ? `/${interval}` : ''));
}
"""
MAIN = """import { cachedRequest, later, listRewards, listStatistics } from './api';
export function show(span) {
  cachedRequest(listStatistics, 250, span);
  later(listRewards, span);
}
"""


def test_a_helper_applying_the_function_is_its_caller(derive_files):
    contract = derive_files({"src/api.js": API, "src/main.js": MAIN})
    assert endpoints(contract) == {("GET", "/api/statistics/{interval}"),
                                   ("GET", "/api/rewards"), ("GET", "/api/rewards/{interval}")}
    statistics = capability(contract, "GET", "/api/statistics/{interval}")
    assert statistics["status"] == "draft"
    (call,) = statistics["implementation"]["requests"][0]["callSites"]
    assert call["rule"] == "url.passed-arm" and call["line"] == 3
    assert [(v["rule"], v["line"]) for v in call["via"]][:1] == [("wrapper.applied-function", 3)]
    # handed to a queue: its calls are unseen, so nothing says the value is never passed
    assert not [r for r in contract["review"]
                if any(e["rule"] == "url.unpassed-arm" for e in r["evidence"])]
