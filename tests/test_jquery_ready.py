"""Rules ``jquery.ready-parameter`` (:mod:`code2skill.jquery_ready`) and ``jquery.no-conflict``
(:mod:`code2skill.extractors.jquery`): jQuery handed to a ready handler as its first
parameter, and the alias ``jQuery.noConflict()`` returns."""
from __future__ import annotations

from conftest import endpoints

from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Member, Ref
from code2skill.jquery_ready import ready_call, ready_handlers

JQUERY = {"package.json": '{"name": "plugin", "private": true}'}


def derive_script(derive_files, text: str) -> set[tuple[str, str]]:
    return endpoints(derive_files({**JQUERY, "js/admin.js": text}))


def calls(text: str):
    module = extract_module("a.js", "javascript", text.encode())
    return module, [site.call for site in module.calls]


def test_the_ready_shapes_name_their_receiver_and_handler():
    module, found = calls("jQuery(document).ready(function ($) {});\n"
                          "jQuery(function ($) {});\n$(($) => 1);\n"
                          "window.jQuery(function ($) {});\n")
    shapes = [ready_call(call) for call in found]
    receivers = [shape[0] for shape in shapes if shape is not None]
    assert [r.name for r in receivers[:3]] == ["jQuery", "jQuery", "$"]
    assert all(isinstance(r, Ref) for r in receivers[:3])
    assert receivers[3] == Member(Ref("window", receivers[3].obj.span), "jQuery",
                                  receivers[3].span)
    assert len(ready_handlers({"a.js": module})) == 4


def test_other_calls_taking_a_function_are_no_ready_shape():
    _, found = calls("$(window).on('load', function ($) {});\n"
                     "setup(1, function ($) {});\nnew Thing(function ($) {});\n"
                     "promise.then(function ($) {});\n"
                     "$(document).ready(init);\n")
    assert [ready_call(call) for call in found] == [None] * len(found)


def test_a_ready_handler_parameter_is_jquery(derive_files):
    found = derive_script(derive_files, """
jQuery(document).ready(function ($) {
  $('#go').on('click', function () {
    $.ajax({ url: '/wp-json/demo/v1/items', method: 'POST', data: { name: $('#n').val() } });
  });
});
jQuery(function ($) { $.get('/wp-json/demo/v1/list'); });
jQuery((jq) => jq.getJSON('/wp-json/demo/v1/status'));
(function ($) { $.post('/wp-json/demo/v1/other', { a: 1 }); })(jQuery);
""")
    assert found == {("POST", "/wp-json/demo/v1/items"), ("GET", "/wp-json/demo/v1/list"),
                     ("GET", "/wp-json/demo/v1/status"), ("POST", "/wp-json/demo/v1/other")}


def test_the_receiver_must_be_jquery(derive_files):
    found = derive_script(derive_files, """
whenReady(function ($) { $.get('/api/not-jquery'); });
jQuery(window).on('load', function ($) { $.get('/api/event'); });
var $j = jQuery.noConflict();
$j(document).ready(function (q) { q.get('/api/aliased'); });
""")
    assert found == {("GET", "/api/aliased")}


def test_a_reassigned_parameter_is_not_jquery(derive_files):
    found = derive_script(derive_files, """
jQuery(function ($) {
  $ = window.other;
  $.get('/api/reassigned');
  jQuery.get('/api/kept');
});
""")
    assert found == {("GET", "/api/kept")}


def test_no_conflict_returns_jquery(derive_files):
    found = derive_script(derive_files, """
var $j = jQuery.noConflict();
$j.ajax({ url: '/api/nc', type: 'DELETE' });
var $k = jQuery.noConflict(true);
$k.post('/api/deep', { a: 1 });
""")
    assert found == {("DELETE", "/api/nc"), ("POST", "/api/deep")}


def test_ready_of_no_call_is_no_handler():
    _, found = calls("api.ready(function ($) {});\n")
    assert isinstance(found[0].callee, Member) and ready_call(found[0]) is None


def test_an_imported_jquery_hands_itself_to_its_handler(derive_files):
    contract = derive_files({"package.json": '{"dependencies": {"jquery": "3"}}',
                             "src/main.js": "import jq from 'jquery';\n"
                                            "jq(function ($) { $.get('/api/imported'); });\n"})
    assert endpoints(contract) == {("GET", "/api/imported")}
