"""Rule ``url.separator-arms``: the ``?`` and ``&`` two arms of an ``if``/``else`` append to one
URL are one separator, so a wrapper's cache-buster leaves each endpoint one path."""
from conftest import bindings, capability, endpoints

from code2skill.extractors.separator_arms import (
    join_separator_arms,
    separator_arms,
    separator_at,
)
from code2skill.facts import Alt, Hole, Lit, Ref, Tmpl
from code2skill.query_holes import query_start
from code2skill.values import AltV, HoleV, StrV, Text


def url(sep: str, line: int, tail: str = "") -> Tmpl:
    """``url + '<sep><tail>'`` as the arm at ``line`` writes it (its own spans)."""
    return Tmpl((Hole("url", Ref("url", (line, 4, line, 7)), (line, 4, line, 7)),
                 Lit(sep + tail, (line, 11, line, 14))), (line, 4, line, 14))


def test_two_arms_differing_only_in_the_separator_are_one_value():
    joined = separator_arms(url("?", 3), url("&", 6))
    assert joined is not None
    head, choice = joined.parts
    assert head == url("?", 3).parts[0]
    assert isinstance(choice, Hole) and isinstance(choice.expr, Alt)
    assert [o.value for o in choice.expr.options] == ["?", "&"]


def test_a_whole_piece_keeps_its_text_after_the_separator():
    joined = separator_arms(url("?", 3, "_="), url("&", 6, "_="))
    assert joined is not None
    assert [type(p).__name__ for p in joined.parts] == ["Hole", "Hole", "Lit"]
    assert joined.parts[2].value == "_="


def test_other_differences_are_no_separator_choice():
    assert separator_arms(url("?", 3, "a="), url("&", 6, "b=")) is None    # text differs too
    assert separator_arms(url("?", 3), url("?", 6)) is None                # nothing differs
    assert separator_arms(url("/", 3), url("&", 6)) is None                # not ? and &
    other = Tmpl((Hole("base", Ref("base")), Lit("&")))
    assert separator_arms(url("?", 3), other) is None                      # another variable
    assert separator_arms(Lit("?"), Lit("&")) is None                      # no URL at all
    assert separator_at(Lit("?a&"), Lit("&a?")) is None                    # two places


def test_only_values_of_exclusive_arms_are_joined():
    consequence, alternative = (3, 0, 5, 1), (5, 7, 7, 1)
    values, made_by = [url("?", 4), url("&", 6)], [(4, 4, 4, 14), (6, 4, 6, 14)]
    join_separator_arms(values, made_by, (6, 4, 6, 14), (consequence,))
    assert len(values) == 1 and made_by == [(6, 4, 6, 14)]
    assert isinstance(values[0].parts[1].expr, Alt)
    values, made_by = [url("?", 4), url("&", 6)], [(4, 4, 4, 14), (6, 4, 6, 14)]
    join_separator_arms(values, made_by, (6, 4, 6, 14), (alternative,))   # 4 is no other arm
    assert len(values) == 2
    join_separator_arms(values, made_by, (6, 4, 6, 14), ())
    assert len(values) == 2


def test_a_separator_alone_starts_the_query_after_a_slash():
    sep = HoleV(None, AltV((StrV((Text("?"),)), StrV((Text("&"),)))))
    assert query_start([Text("/prefs/"), sep, Text("_="), HoleV("t", sep)]) == 1
    assert query_start([Text("/items/"), HoleV("id", sep), Text("/")]) is None


WRAPPER = """function ajax(method, url, data, done) {
  if (url.indexOf('?') < 0) {
    url += '?';
  } else {
    url += '&';
  }
  url += '_=' + new Date().getTime();
  $.ajax({type: method, url: url, data: data, success: done});
}
function load() { ajax('GET', '/prefs/', null, function () {}); }
function save(p) { ajax('POST', '/prefs/', {theme: p}, function () {}); }
function forced(id) { ajax('GET', '/config/' + id + '/get/?force=true', null); }
$('#a').click(function () { load(); save($('#t').val()); forced($('#i').val()); });
"""


def test_a_wrapper_cache_buster_leaves_one_path_per_endpoint(derive_files):
    contract = derive_files({"static/js/main.js": WRAPPER,
                             "package.json": '{"dependencies": {"jquery": "^3.7.1"}}'})
    assert endpoints(contract) == {("GET", "/prefs/"), ("POST", "/prefs/"),
                                   ("GET", "/config/{id}/get/")}
    forced = capability(contract, "GET", "/config/{id}/get/")
    assert bindings(forced) == {"path:id": "id", "query:_": "=None", "query:force": "=True"}
    made = forced["evidence"]["/implementation/requests/0/bindings/1"]
    assert [(e["rule"], e["note"], e["line"]) for e in made] == [
        ("value.client-generated", "made by new Date().getTime() at each call", 7)]
    assert "_" not in forced["inputSchema"].get("properties", {})


CLOCKS = """export function a(u) {
  let url = u;
  if (!url.includes('?')) url += '?t=' + (+new Date()); else url += '&t=' + (+new Date());
  return fetch(url);
}
export function b(u) {
  return fetch(`${u}${u.includes('?') ? '&' : '?'}ts=${performance.now()}`);
}
a('/stamp/');
b('/status/');
"""


def test_unary_plus_dates_and_performance_now_are_made_at_each_call(derive_files):
    contract = derive_files({"src/api.js": CLOCKS})
    status = capability(contract, "GET", "/status/")
    assert bindings(status) == {"query:ts": "=None"}
    notes = [e["note"] for e in status["evidence"]["/implementation/requests/0/bindings/0"]]
    assert notes == ["made by performance.now() at each call"]
    stamp = capability(contract, "GET", "/stamp/")
    assert bindings(stamp) == {"query:t": "=None"}
    assert endpoints(contract) == {("GET", "/stamp/"), ("GET", "/status/")}
    rules = {e["rule"] for e in stamp["evidence"]["/implementation/requests/0/bindings/0"]}
    assert rules == {"value.client-generated"}
