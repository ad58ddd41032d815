"""Rule ``query.optional-pieces``: a URL grown by many ``if``-guarded query pieces keeps every
piece's parameter, each optional, however many there are."""
from conftest import capability, endpoints

from code2skill.facts import Hole, Lit, LocalWrite, Ref, Tmpl
from code2skill.facts import Test as Condition
from code2skill.query_appends import appended_piece, query_piece, with_pieces
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
