"""jQuery's answers (rule ``jquery.answer``): the first parameter of a request's success
callback, and what its jqXHR resolves to, is the parsed answer, so the callback's reads are the
Tool's output: for ``$.getJSON``, a ``dataType`` of ``json`` and a JSON ``Accept`` header; a
``dataType`` of ``html``/``text`` is no object; without one only a member read proves one; a read
of the jqXHR's own members is no field of the answer."""
from __future__ import annotations

from code2skill.extractors.jquery_answers import GUESSED, JSON, answer_kind, positional
from code2skill.values import FnV, ObjV, ParamV, PropV, StrV, Text

READ = "The response fields the client reads; the backend may return more."

APP = """\
function render(items) {
    items.forEach(function (item) { $('#list').append(item.title); });
}
$.getJSON('/api/items', function (data) { render(data.items); $('#n').text(data.total); });
$.getJSON('/api/stats').then(function (stats) { $('#up').text(stats.uptime); });
$.ajax({url: '/api/users/' + id, dataType: 'json'})
    .done(function (user) { $('#n').text(user.name); })
    .fail(function (xhr) { $('#e').text(xhr.statusText); });
$.ajax({url: '/api/teams/' + id, dataType: 'json',
        success: function (team) { $('#t').text(team.label); }});
$.ajax({url: '/api/accounts', headers: {Accept: 'application/json'},
        success: function (list) { $('#c').text(list.map(function (a) { return a.id; })); }});
$.get('/api/settings', function (s) { $('#theme').val(s.theme); }, 'json');
$.post('/api/notes', {text: 'x'}, function (note) { $('#id').text(note.id); }, 'json');
$.ajax({url: '/api/info'}).done(function (info) { $('#v').text(info.version); });
$.ajax({url: '/fragments/side', dataType: 'html', success: function (h) { $('#s').html(h.x); }});
$.get('/api/readme', function (text) { $('#r').text(text.body); }, 'text');
$.get('/api/motd', function (motd) { if (motd.indexOf('down') >= 0) { $('#b').show(); } });
"""

WRAPPED = """\
var api = {
    getConfig: function (callback) { return $.get('/api/config', callback); },
    search: function (query, callback) { return $.get('/api/search', query, callback); },
};
api.getConfig(function (config) { $('#port').val(config.port); });
function loadConfig(done) { api.getConfig(done); }
loadConfig(function (config) { $('#theme').val(config.theme); });
api.search({q: 'x'}, function (found) { $('#n').text(found.Results.length); });
function shown(failed, data) {
    if (failed) { $('#e').text(data.responseJSON.error.message); }
    else { $('#who').text(data.session.user); }
}
$.ajax({url: '/api/auth', method: 'POST', dataType: 'json', data: {password: 'p'}})
    .done(function (data) { shown(false, data); })
    .fail(function (xhr) { shown(true, xhr); });
"""


def outputs(derive_files, source: str) -> dict:
    contract = derive_files({"js/app.js": source})
    return {(r["method"], r["pathTemplate"]): cap["outputSchema"]
            for cap in contract["capabilities"]
            for r in cap["implementation"]["requests"]}


def fields(properties: dict) -> dict:
    return {"type": "object", "properties": properties, "description": READ}


def test_each_success_callback_form_reads_the_json_answer(derive_files):
    found = outputs(derive_files, APP)
    assert found[("GET", "/api/items")] == fields({
        "items": {"type": "array", "items": {"type": "object", "properties": {"title": {}}}},
        "total": {}})
    assert found[("GET", "/api/stats")] == fields({"uptime": {}})
    assert found[("GET", "/api/users/{id}")] == fields({"name": {}})
    assert found[("GET", "/api/teams/{id}")] == fields({"label": {}})
    assert found[("GET", "/api/accounts")] == {
        "type": "array", "items": {"type": "object", "properties": {"id": {}}},
        "description": READ}
    assert found[("GET", "/api/settings")] == fields({"theme": {}})
    assert found[("POST", "/api/notes")] == fields({"id": {}})


def test_an_answer_without_data_type_is_an_object_only_by_a_member_read(derive_files):
    found = outputs(derive_files, APP)
    assert found[("GET", "/api/info")] == fields({"version": {}})
    assert found[("GET", "/api/motd")] is None              # motd.indexOf: maybe a string


def test_an_html_or_text_answer_is_no_object(derive_files):
    found = outputs(derive_files, APP)
    assert found[("GET", "/fragments/side")] is None
    assert found[("GET", "/api/readme")] is None


def test_a_callback_a_wrappers_caller_hands_reads_the_answer(derive_files):
    found = outputs(derive_files, WRAPPED)
    assert found[("GET", "/api/config")] == fields({"port": {}, "theme": {}})   # two wrappers up
    assert found[("GET", "/api/search")] == fields({"Results": {}})


def test_a_read_of_the_jqxhr_a_failure_callback_hands_is_no_field(derive_files):
    assert outputs(derive_files, WRAPPED)[("POST", "/api/auth")] == fields(
        {"session": {"type": "object", "properties": {"user": {}}}})


def text(value: str) -> StrV:
    return StrV((Text(value, None),))


def settings(**members) -> ObjV:
    return ObjV(tuple(PropV(key, value, None) for key, value in members.items()))


def test_the_answer_kind_follows_getjson_data_type_and_accept():
    url = text("/x")
    assert answer_kind("getJSON", (url,)) == JSON
    assert answer_kind("ajax", (settings(url=url, dataType=text("JSONP")),)) == JSON
    assert answer_kind("ajax", (url, settings(dataType=text("xml")))) is None
    assert answer_kind("ajax", (settings(url=url, headers=settings(
        Accept=text("application/json"))),)) == JSON
    assert answer_kind("ajax", (settings(url=url),)) == GUESSED
    assert answer_kind("get", (url, FnV("f"), text("json"))) == JSON
    assert answer_kind("post", (url, settings(), FnV("f"), text("script"))) is None
    assert answer_kind("post", (url, settings())) == GUESSED


def test_a_shorthands_callback_shifts_over_absent_data():
    callback, param = FnV("f"), ParamV("w", "callback")
    assert positional((text("/x"), callback, text("json"))) == (callback, text("json"))
    assert positional((text("/x"), param)) == (param, None)
    assert positional((text("/x"), param, callback)) == (callback, None)   # param is the data


def test_a_wrappers_parameter_its_callers_hand_functions_is_no_query(derive_files):
    contract = derive_files({"js/app.js": WRAPPED})
    inputs = {(r["method"], r["pathTemplate"]): sorted(cap["inputSchema"].get("properties", {}))
              for cap in contract["capabilities"]
              for r in cap["implementation"]["requests"]}
    assert inputs[("GET", "/api/config")] == []                # callback, never the query
    assert inputs[("GET", "/api/search")] == ["query"]         # the data, still sent
