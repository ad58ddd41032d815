"""Hostile round 43's two hangs (``benchmarks/hostile-round-43.md``, findings 2 and 8): many
requests of one function cost time linear in their number.

* Rule ``risk.page-sent-message`` (with ``side-effect.verb-method-disagree``'s page messages):
  3,000 lines ``$('#g1').load('/api/frag/g1', {i: 1})`` in one script were killed at 60 s of
  CPU: for every write, the text shown right after the call was looked for by walking every
  call of the module twice (the state setters' callbacks, the calls between), and each call
  site of a request was found again by walking them all.
* Rule ``restangular.element-answer``: 5,000 lines ``R.all('c1').get(1).then(function (e) {
  e.put(); })`` in one controller were killed at 60 s: each element's callback looked for the
  ``.then`` calls handing it an answer among every call of the controller.

Each scope's texts, calls and ``.then`` callbacks are now filed once per run. No test here is
timed: each counts the Python calls made in the pass's own module, the same on any machine.
"""
from __future__ import annotations

import pytest

from hostile_support import python_calls

from conftest import endpoints

from code2skill import answer_records
from code2skill.passes import page_messages

JQUERY = '{"name": "f2", "dependencies": {"jquery": "^3.7.0"}}'
ANGULAR = '{"name": "f8", "dependencies": {"angular": "^1.8.3", "restangular": "^1.6.1"}}'


def loads(n: int) -> dict[str, str]:
    """``n`` jQuery ``.load`` calls with data (each a POST) in one script."""
    return {"package.json": JQUERY,
            "js/app.js": "".join(f"$('#g{i}').load('/api/frag/g{i}', {{ i: {i} }});\n"
                                 for i in range(n))}


def element_answers(n: int) -> dict[str, str]:
    """``n`` Restangular elements answered and written back in one controller."""
    return {"package.json": ANGULAR, "app/app.js":
            "angular.module('app', ['restangular'])\n"
            "  .config(function (RestangularProvider) { "
            "RestangularProvider.setBaseUrl('/api'); })\n"
            "  .factory('R', function (Restangular) { return Restangular.withConfig("
            "function (c) { c.setBaseUrl('/v1'); }); })\n"
            "  .controller('C', function (R) {\n"
            + "".join(f"    R.all('c{i}').get({i}).then(function (e) {{ e.put(); }});\n"
                      for i in range(n)) + "  });\n"}


@pytest.mark.parametrize("form, module", [(loads, page_messages),
                                          (element_answers, answer_records)])
def test_doubling_the_requests_at_most_doubles_the_work_of_the_rule(derive_files, form, module):
    # ×4 per doubling before (.load: 50 → 100 writes, 4.0 times the page messages' calls;
    # element answers: each callback's lookup read all the controller's calls)
    small = python_calls(lambda: derive_files(form(50)), module.__file__, builtins=True)
    large = python_calls(lambda: derive_files(form(100)), module.__file__, builtins=True)
    assert large / small < 2.3, (small, large)


def test_the_loads_are_still_found(derive_files):
    assert endpoints(derive_files(loads(2))) == {("POST", "/api/frag/g0"),
                                                 ("POST", "/api/frag/g1")}


def test_the_elements_and_their_writes_are_still_found(derive_files):
    assert endpoints(derive_files(element_answers(2))) == {
        ("GET", "/v1/c0/0"), ("GET", "/v1/c1/1"), ("PUT", "/v1/c0/{id}"),
        ("PUT", "/v1/c1/{id}")}
