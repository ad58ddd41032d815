"""Rule ``wrapper.guarded-call``: a request-making function called under ``if (p)``, ``p`` a
parameter of the calling function, makes no request for a call that proves the test false."""
from dataclasses import replace

from conftest import endpoints

from code2skill.requests import RequestTemplate
from code2skill.resolution.shared import never_made
from code2skill.values import LitV, ParamV, StrV, Text

CONTEXT = """import $ from 'jquery';
function refreshEntry(baseUrl, id) {
  $.getJSON(baseUrl + '/' + encodeURIComponent(id));
}
function updateEntry(baseUrl, id) {
  if (id) {
    refreshEntry(baseUrl, id);
  }
}
export function updateNode(node) {
  if (node) {
    updateEntry('context/node', node.id);
  } else {
    updateEntry();
  }
}
"""


def test_a_call_proving_the_guard_false_makes_no_request(derive_files):
    contract = derive_files({"src/context.js": CONTEXT})
    assert endpoints(contract) == {("GET", "/context/node/{id}")}
    assert not [r for r in contract["review"] if r["severity"] in ("medium", "high")]


NESTED = """import $ from 'jquery';
function refreshEntry(section, baseUrl, id) {
  $.getJSON(baseUrl, function(data) {
    Object.keys(data).forEach(function(k) {
      section.on('refresh', function() {
        $.getJSON(baseUrl + '/' + encodeURIComponent(k) + '?store=' + data[k].store);
      });
    });
  });
}
function updateEntry(section, baseUrl, id) {
  if (id) {
    refreshEntry(section, baseUrl, id);
  }
}
export function updateNode(section, node) {
  if (node) {
    updateEntry(section, 'context/node/' + node.id, node.id);
  } else {
    updateEntry(section);
  }
}
"""


def test_a_closure_passed_up_through_a_guarded_call_is_dropped_alike(derive_files):
    contract = derive_files({"src/context.js": NESTED})
    assert endpoints(contract) == {("GET", "/context/node/{id}"),
                                   ("GET", "/context/node/{id}/{k}")}


def test_an_unknown_argument_keeps_the_request(derive_files):
    page = CONTEXT.replace("updateEntry();", "updateEntry('context/flow', window.flowId);")
    contract = derive_files({"src/context.js": page})
    assert endpoints(contract) == {("GET", "/context/node/{id}"), ("GET", "/context/flow/{id}")}


def test_a_false_guard_is_never_made():
    template = RequestTemplate("fetch", StrV((Text("GET"),)), StrV((Text("/x"),)), ())
    guard = (ParamV("src/a.js#1", "id"), "truthy", None)
    assert not never_made(template)
    assert not never_made(replace(template, run_guards=(guard,)))
    assert never_made(replace(template, run_guards=(guard, (LitV(None), "truthy", None))))
