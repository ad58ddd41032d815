"""Rule ``query.optional-pieces``: a URL grown by many ``if``-guarded query pieces keeps every
piece's parameter, each optional, however many there are. Rule ``query.after-mark``: what is
appended after a ``?`` is one query text, never glued onto the path."""
from conftest import capability, endpoints

from code2skill.facts import Hole, Lit, LocalWrite, Ref, Tmpl
from code2skill.facts import Test as Condition
from code2skill.query_appends import (appended_piece, one_after_another, query_piece,
                                      query_text, with_pieces)
from code2skill.values import AltV, HoleV, StrV, Text

SPAN = (3, 2, 3, 30)


def write(value, guards=(Condition("truthy", Ref("a")),), scope="f#1", kills=False):
    return LocalWrite(value, SPAN, scope, (), kills, guards)


def test_an_if_guarded_self_append_gives_its_piece():
    appended = Tmpl((Hole("url", Ref("url")), Lit("&k="), Hole("v", Ref("v"))))
    assert appended_piece(write(appended), "url", "f#1") == Tmpl(appended.parts[1:])
    assert appended_piece(write(appended), "other", "f#1") is None
    assert appended_piece(write(appended, guards=()), "url", "f#1") is None
    assert appended_piece(write(appended, guards=None), "url", "f#1") is None
    assert appended_piece(write(appended, guards=None), "url", "f#1", guarded=False) \
        == Tmpl(appended.parts[1:])
    assert appended_piece(write(appended, scope="g#2"), "url", "f#1") is None
    assert appended_piece(write(Lit("/x")), "url", "f#1") is None


def test_a_query_piece_starts_with_a_separator():
    sep = HoleV(None, AltV((StrV((Text("&"),)), StrV((Text("?"),)))))
    assert query_piece(StrV((Text("&k="),)))
    assert query_piece(StrV((Text("?k=1"),)))
    assert query_piece(StrV((sep, Text("k="))))
    assert not query_piece(StrV((Text("/items"),)))
    assert not query_piece(StrV(()))
    start = StrV((Text("/x"),))
    assert with_pieces(start, [StrV((Text("?a=1"),)), StrV((Text("&b=2"),))]).parts == (
        Text("/x"), Text("?a=1"), Text("&b=2"))


SOURCE = """export function search(f) {
  let url = '/search.php?limit=10';
  if (f.a) url += '&a=' + f.a;
  if (f.b) url += '&b=' + f.b;
  if (f.c) url += '&c=' + f.c;
  if (f.d) url += '&d=' + f.d;
  if (f.e) url += '&e=' + f.e;
  if (f.g) url += '&g=' + f.g;
  return fetch(url);
}
search({a: document.title, b: 1, c: 2, d: 3, e: 4, g: 5});
"""


def test_six_guarded_pieces_are_six_optional_parameters(derive_files):
    contract = derive_files({"src/api.js": SOURCE})
    assert endpoints(contract) == {("GET", "/search.php")}
    one = capability(contract, "GET", "/search.php")
    targets = sorted(b["target"] for b in one["implementation"]["requests"][0]["bindings"])
    assert targets == ["query:a", "query:b", "query:c", "query:d", "query:e", "query:g",
                       "query:limit"]
    assert not any("alternatives" in r["message"] for r in contract["review"])


def test_query_text_joins_the_pieces_from_the_mark_on():
    pieces = [StrV((Text("?"),)), StrV((Text("a=true"),)), StrV((Text("&"),)),
              StrV((Text("b="), HoleV("b", Ref("b"))))]
    assert query_text(pieces) == StrV((Text("?"), Text("a=true"), Text("&"), Text("b="),
                                       HoleV("b", Ref("b"))))
    assert query_text(pieces[1:]) is None                      # (no ? first)
    assert query_text(pieces + [StrV((Text("/x"),))]) is None   # (a path after it)
    assert query_text(pieces + [StrV((Text("?c=1"),))]) is None  # (a second query)


def test_writes_in_arms_of_one_if_are_not_one_after_another():
    then = LocalWrite(Lit("x"), (4, 11, 4, 20), "f#1", (), False, (), ((5, 7, 5, 30),))
    other = LocalWrite(Lit("y"), (5, 11, 5, 20), "f#1", (), False, (), ((4, 7, 4, 30),))
    after = LocalWrite(Lit("z"), (6, 2, 6, 20), "f#1", (), False, ())
    assert one_after_another([then, after])
    assert not one_after_another([then, other])


PULL = """export function pull(project, options) {
  var url = "projects/" + project.name + "/pull";
  if (project.remoteAlt) {
    url += "/" + project.remoteAlt;
  }
  if (options.setUpstream || options.allowUnrelatedHistories) {
    url += "?";
  }
  if (options.setUpstream) {
    url += "setUpstream=true";
    if (options.allowUnrelatedHistories) {
      url += "&";
    }
  }
  if (options.allowUnrelatedHistories) {
    url += "allowUnrelatedHistories=true";
  }
  return fetch(url, { method: "POST" });
}
"""


def test_pieces_after_a_question_mark_are_query_parameters_of_each_path(derive_files):
    contract = derive_files({"src/pull.js": PULL})
    assert endpoints(contract) == {("POST", "/projects/{name}/pull"),
                                   ("POST", "/projects/{name}/pull/{remoteAlt}")}
    pull = capability(contract, "POST", "/projects/{name}/pull")
    schema = pull["inputSchema"]
    assert sorted(schema["properties"]) == ["allowUnrelatedHistories", "name", "setUpstream"]
    assert schema["required"] == ["name"]
    assert schema["properties"]["setUpstream"]["enum"] == [True]


def test_pieces_in_switch_arms_are_conditional():
    from code2skill.query_appends import conditional
    appended = Tmpl((Hole("url", Ref("url")), Lit("&k="), Hole("v", Ref("v"))))
    assert conditional(write(appended))                   # under an if
    assert conditional(write(appended, guards=None))      # in a switch arm, try or ternary
    assert not conditional(write(appended, guards=()))    # unconditional


def test_a_prefix_before_the_local_itself():
    from code2skill.query_appends import prefixes_itself
    prefixed = Tmpl((Lit("api/records/add?zone="), Hole("zone", Ref("zone")),
                     Hole("url", Ref("url"))))
    appended = Tmpl((Hole("url", Ref("url")), Lit("&k="), Hole("v", Ref("v"))))
    assert prefixes_itself(write(prefixed, guards=(), kills=True), "url")
    assert not prefixes_itself(write(prefixed, guards=(), kills=True), "other")
    assert not prefixes_itself(write(appended, guards=(), kills=True), "url")
    assert not prefixes_itself(write(Lit("/x"), guards=(), kills=True), "url")


RECORDS = """\
function saveRecord(zone, type) {
    var apiUrl = "";
    switch (type) {
""" + "".join(f"""        case "T{i}":
            apiUrl += "&k{i}=" + encodeURIComponent($("#v{i}").val());
            break;
""" for i in range(20)) + """        default:
            var rdata = $("#rdata").val();
            if (rdata === "")
                return;
            apiUrl += "&rdata=" + encodeURIComponent(rdata);
            break;
    }
    apiUrl = "/api/records/add?zone=" + encodeURIComponent(zone) + apiUrl;
    $.ajax({ url: apiUrl + "&node=" + encodeURIComponent($("#node").val()) });
}
$("#s").click(function () { saveRecord($("#z").val(), $("#t").val()); });
"""


def test_switch_arm_pieces_after_a_prefix_are_optional_parameters(derive_files):
    contract = derive_files({"js/records.js": RECORDS})
    assert endpoints(contract) == {("GET", "/api/records/add")}
    schema = capability(contract, "GET", "/api/records/add")["inputSchema"]
    assert set(schema["properties"]) == {"zone", "node", "rdata"} | {f"k{i}" for i in range(20)}
    assert sorted(schema["required"]) == ["node", "zone"]
