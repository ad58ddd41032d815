"""Rule ``url.separator-choice``: a query piece whose ``&``/``?`` a condition picks is one
piece, never a ``&`` in a path template."""
from conftest import capability, endpoints

from code2skill.query_separators import is_separator, separator_choice, separator_text
from code2skill.values import AltV, HoleV, ParamV, StrV, Text

MEMBERS = ParamV("f#1", "f", ("members",))


def piece(sep: str, where=None) -> StrV:
    return StrV((Text(f"{sep}members=", where), HoleV("members", MEMBERS, where)))


def test_two_branches_differing_only_in_the_separator_are_one_piece():
    made = separator_choice((piece("&", ("a.js", (1, 1, 1, 2))), piece("?")), None)
    assert made is not None
    assert is_separator(made.parts[0].value)
    assert [p.text for p in made.parts[1:] if isinstance(p, Text)] == ["members="]
    assert made.parts[-1].value == MEMBERS


def test_other_branches_are_no_piece():
    other = StrV((Text("&payments="), HoleV("members", MEMBERS)))
    assert separator_choice((piece("&"), other), None) is None
    assert separator_choice((piece("&"), piece("&")), None) is None
    assert separator_choice((piece("&"), piece("?"), piece("?")), None) is None
    bare = (StrV((Text("&"),)), StrV((Text("?"),)))
    assert separator_choice(bare, None) is None          # a bare separator stays a choice


def test_inside_a_query_a_separator_is_the_ampersand():
    hole = HoleV(None, AltV((StrV((Text("&"),)), StrV((Text("?"),)))))
    assert separator_text(hole) == Text("&", None)
    assert separator_text(Text("x")) == Text("x")


SOURCE = """export function list(f) {
  let url = '/get.php';
  if (f.members) url += url.includes('?') ? `&members=${f.members}` : `?members=${f.members}`;
  if (f.payments) url += url.includes('?') ? `&payments=${f.payments}` : `?payments=${f.payments}`;
  if (f.state) url += (url.indexOf('?') !== -1 ? '&' : '?') + 'state=' + f.state;
  return fetch(url);
}
list({members: document.title, payments: document.title, state: document.title});
"""


def test_pieces_are_optional_query_parameters_of_one_endpoint(derive_files):
    contract = derive_files({"src/api.js": SOURCE})
    assert endpoints(contract) == {("GET", "/get.php")}
    one = capability(contract, "GET", "/get.php")
    bindings = one["implementation"]["requests"][0]["bindings"]
    assert sorted(b["target"] for b in bindings) == ["query:members", "query:payments",
                                                     "query:state"]
    assert one["inputSchema"].get("required", []) == []


def test_a_separator_chosen_within_a_choice_is_a_separator():
    amp, ask = StrV((Text("&"),)), StrV((Text("?"),))
    assert is_separator(AltV((ask, AltV((amp, ask)))))
    assert not is_separator(AltV((ask, StrV((Text("&x"),)))))


def test_a_stray_ampersand_starts_the_query_with_a_note():
    from code2skill.query_separators import stray_query
    notes: list = []
    path, query = stray_query([Text("/x.php&k="), HoleV("v", MEMBERS)], notes)
    assert path == [Text("/x.php")] and query == [Text("k="), HoleV("v", MEMBERS)]
    assert [n[0] for n in notes] == ["medium"]
    assert stray_query([Text("/a&b/c")], []) == ([Text("/a&b/c")], [])


STRAY = """export function get(id) {
  return fetch('/report.php' + '&id=' + id);
}
get(document.title);
"""


def test_a_stray_ampersand_is_never_in_a_path_template(derive_files):
    contract = derive_files({"src/api.js": STRAY})
    assert endpoints(contract) == {("GET", "/report.php")}
    one = capability(contract, "GET", "/report.php")
    assert one["status"] == "requires-review"
