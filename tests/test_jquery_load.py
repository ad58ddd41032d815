"""Rule ``jquery.load``: a jQuery selection's ``.load(url[, data][, complete])`` requests an
HTML fragment — GET, POST with a form body when ``data`` is an object or array, a method
left undetermined (reviewed) when its type is unknown, the text after the URL's first space
a selector — on ``$(…)``, a chain of its methods or a name holding one;
``$(window).load(fn)`` and another library's ``load`` are no request."""
from __future__ import annotations

from conftest import capability

from code2skill.extractors.jquery_load import HTML_NOTE, load_call, without_selector
from code2skill.facts import Call, Fn, Lit, Member, ModuleFacts, Ref
from code2skill.values import HoleV, StrV, Text

SCRIPT = """function refresh(qs) {
  $('.js-wifi-stations').empty().load('ajax/wifi_stations.php' + qs, function () {});
}
function show(id) {
  var $panel = $('#panel');
  $panel.load('/fragments/panel', {panel_id: id});
}
function logs() { jQuery('#logs').load('/logs/recent #entries'); }
$(window).load(function () { console.log('ready'); });
function strings() { i18n.load('/locales/en.json'); }
function pairs(v) { $('#pairs').load('/fragments/pairs', [{name: 'a', value: v}]); }
function form() { $('#form-out').load('/fragments/form', $('form').serializeArray()); }
"""


def requests(contract: dict) -> list[tuple[str, str, str]]:
    return sorted((c["name"], r["method"], r["pathTemplate"]) for c in contract["capabilities"]
                  for r in c["implementation"]["requests"])


def test_a_load_call_needs_a_selection_and_a_url():
    module = ModuleFacts(path="a.js", language="javascript", sha256="",
                         bindings={"$panel": [Call(Ref("$"), (Lit("#p"),))]})
    selected = Call(Ref("$"), (Lit("#p"),))
    assert load_call(Call(Member(selected, "load"), (Lit("/x"),)), module, None)
    assert load_call(Call(Member(Call(Member(selected, "find"), (Lit(".y"),)), "load"),
                          (Lit("/x"),)), module, None)
    assert load_call(Call(Member(Ref("$panel"), "load"), (Lit("/x"),)), module, None)
    assert not load_call(Call(Member(selected, "load"), (Fn("f1"),)), module, None)
    assert not load_call(Call(Member(Ref("i18n"), "load"), (Lit("/x"),)), module, None)
    assert not load_call(Call(Member(selected, "load"), ()), module, None)


def test_the_selector_after_the_url_is_cut():
    hole = HoleV("id", None)
    assert without_selector(StrV((Text("/logs/recent #entries"),))) == \
        StrV((Text("/logs/recent"),))
    assert without_selector(StrV((Text("/users/"), hole, Text(" .row")))) == \
        StrV((Text("/users/"), hole))
    assert without_selector(StrV((Text("/plain"),))) == StrV((Text("/plain"),))


def test_load_calls_are_requests(derive_files):
    contract = derive_files({"static/app.js": SCRIPT})
    assert requests(contract) == [
        ("create_fragment_pair", "POST", "/fragments/pairs"),
        ("create_fragment_panel", "POST", "/fragments/panel"),
        ("get_log_recent", "GET", "/logs/recent"),
        ("list_ajax_wifi_stations", "GET", "/ajax/wifi_stations.php")]
    panel = capability(contract, "POST", "/fragments/panel")
    assert panel["inputSchema"]["required"] == ["panel_id"]
    assert panel["implementation"]["requests"][0]["bodyEncoding"] == "form"
    notes = sorted((r["capability"], r["evidence"][0]["line"]) for r in contract["review"]
                   if r["message"] == HTML_NOTE)
    assert notes == [("create_fragment_pair", 11), ("create_fragment_panel", 6),
                     ("get_log_recent", 8), ("list_ajax_wifi_stations", 2)]
    unknown = [(r["severity"], r["evidence"][0]["line"]) for r in contract["review"]
               if r["message"] == "HTTP method could not be determined for /fragments/form"]
    assert unknown == [("medium", 12)]
