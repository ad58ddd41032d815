"""Rule ``body.form-string-fields``: a form-encoded body written as one string of
``name=value`` pairs sends those fields; a CSRF field read from a page global is the client's
held credential; a string with any other piece stays one value."""
from __future__ import annotations

from conftest import capability

from code2skill.form_strings import form_string_fields, repeated_note
from code2skill.values import HoleV, ObjV, StrV, Text, UnknownV


def hole(name: str) -> HoleV:
    return HoleV(name, UnknownV("unknown-member"), ("a.js", (1, 0, 1, 1)))


def fields(value) -> list:
    """``[(key, value kind or fixed text)]`` of an object value."""
    assert isinstance(value, ObjV)
    return [(p.key, p.value.parts[0].text if isinstance(p.value, StrV) else
             type(p.value).__name__) for p in value.props]


def test_pairs_become_fields():
    body = StrV((Text("user%20name="), hole("u"), Text("&mode=fast&token="), hole("t")))
    assert fields(form_string_fields(body, "form")) == [
        ("user name", "UnknownV"), ("mode", "fast"), ("token", "UnknownV")]


def test_fixed_pieces_are_joined_before_a_pair_is_read():
    constant = StrV((Text("user="), hole("u"), Text("&kind="), Text("full", None, "KIND")))
    split = StrV((Text("a=1&b="), Text("2"), Text("&c="), hole("c")))
    name_split = StrV((Text("us"), Text("er=x&m"), Text("ode=a%20b")))
    assert fields(form_string_fields(constant, "form")) == [("user", "UnknownV"), ("kind", "full")]
    assert fields(form_string_fields(split, "form")) == [("a", "1"), ("b", "2"), ("c", "UnknownV")]
    assert fields(form_string_fields(name_split, "form")) == [("user", "x"), ("mode", "a b")]


def test_a_repeated_name_keeps_the_string_whole_with_a_review_note():
    body = StrV((Text("a=1&b="), hole("b"), Text("&a=2")))
    assert form_string_fields(body, "form") is body
    severity, text, where = repeated_note(body, "form")
    assert (severity, where) == ("medium", None)
    assert text == ("the form-encoded body names the field 'a' more than once; which of its "
                    "values the server reads is not shown, so the body stays one string "
                    "(rule body.form-string-fields)")
    assert repeated_note(StrV((Text("a=1&b=2"),)), "form") is None


def test_control_characters_name_no_field():
    for name in ("\x00", "a\u202eb", "%00"):
        body = StrV((Text(f"{name}=1&b="), hole("b")))
        assert form_string_fields(body, "form") is body


def test_strings_the_pairs_do_not_account_for_stay_whole():
    glued = StrV((Text("a=1&"), hole("rest")))                   # a query string glued in
    twice = StrV((Text("a="), hole("x"), hole("y")))              # two values in one pair
    mixed = StrV((Text("a=pre"), hole("x")))                      # fixed text around a value
    bare = StrV((Text("a"),))
    for body in (glued, twice, mixed, bare):
        assert form_string_fields(body, "form") is body
    json_text = StrV((Text("a="), hole("x")))
    assert form_string_fields(json_text, "json") is json_text


IMPERSONATE = """\
function swap(user) {
  fetch('/impersonate', {
    method: 'post',
    body: "username=" + user.username + "&csrf_token=" + encodeURIComponent(csrf_token),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}
$('#swap').on('click', () => swap({ username: $('#u').val() }));
"""


def test_fetch_form_string_fields_and_page_csrf_token(derive_files):
    cap = capability(derive_files({"js/users.js": IMPERSONATE}), "POST", "/impersonate")
    req = cap["implementation"]["requests"][0]
    assert req["bodyEncoding"] == "form"
    assert [(b["target"], b["input"], b.get("context")) for b in req["bindings"]] == [
        ("body:csrf_token", None, "csrf_token"), ("body:username", "username", None)]
    assert list(cap["inputSchema"]["properties"]) == ["username"]
    assert [e["rule"] for e in cap["evidence"]["/implementation/requests/0/bodyEncoding"]] == [
        "body.form-string-fields"]
    assert [c["evidence"][0]["rule"] for c in cap["contextReferences"]] == [
        "body.held-credential"]


def test_jquery_string_data_is_form_fields(derive_files):
    contract = derive_files({"js/page.js": (
        "function save(name) { $.post('/api/names', 'name=' + name + '&kind=short'); }\n"
        "$('#s').on('click', () => save($('#n').val()));\n")})
    req = capability(contract, "POST", "/api/names")["implementation"]["requests"][0]
    assert [(b["target"], b["input"], b["value"]) for b in req["bindings"]] == [
        ("body:kind", None, "short"), ("body:name", "name", None)]


PIECES = """\
const H = { "Content-Type": "application/x-www-form-urlencoded" };
const KIND = "full";
export const h1 = (u) => fetch("/h1", { method: "POST", headers: H, body: "user=" + u + "&kind=" + KIND });
export const h2 = (u) => fetch("/h2", { method: "POST", headers: H, body: "a=1&b=" + "2" + "&c=" + u });
export const h3 = (u) => fetch("/h3", { method: "POST", headers: H, body: `user=${u}&mode=${"dark"}` });
export const h4 = (u) => fetch("/h4", { method: "POST", headers: H, body: "user=" + u + "&kind=" + encodeURIComponent("a b") });
export const h5 = (u) => fetch("/h5", { method: "POST", headers: H, body: "a=1&a=2&a=" + u });
"""


def test_pairs_whose_fixed_value_is_a_separate_piece_are_fields(derive_files):
    contract = derive_files({"src/a.js": PIECES})

    def sent(path):
        req = capability(contract, "POST", path)["implementation"]["requests"][0]
        return [(b["target"], b["input"], b["value"]) for b in req["bindings"]]
    assert sent("/h1") == [("body:kind", None, "full"), ("body:user", "user", None)]
    assert sent("/h2") == [("body:a", None, "1"), ("body:b", None, "2"), ("body:c", "c", None)]
    assert sent("/h3") == [("body:mode", None, "dark"), ("body:user", "user", None)]
    assert sent("/h4") == [("body:kind", None, "a b"), ("body:user", "user", None)]
    assert sent("/h5") == [("body:", "body", None)]
    assert [r["message"] for r in contract["review"] if r["capability"] == "create_h5"
            and "more than once" in r["message"]] == [
        "the form-encoded body names the field 'a' more than once; which of its values the "
        "server reads is not shown, so the body stays one string (rule body.form-string-fields)"]


def test_a_query_string_is_read_as_its_pairs():
    from code2skill.form_strings import query_string_fields
    assert fields(query_string_fields(StrV((Text("q="), hole("term"), Text("&limit=20"))))) \
        == [("q", "UnknownV"), ("limit", "20")]
    assert query_string_fields(StrV((Text(""),))) is None          # an empty query
    whole = StrV((hole("query"),))
    assert query_string_fields(whole) is whole                     # no pairs: unchanged


def test_a_piece_a_condition_adds_gives_optional_fields():
    from code2skill.values import AltV
    maybe = HoleV(None, AltV((StrV((Text(""),)), StrV((Text("&newName="), hole("newName"))))))
    body = StrV((Text("name="), hole("name"), maybe, Text("&x=1")))
    found = form_string_fields(body, "form")
    assert fields(found) == [("name", "UnknownV"), ("newName", "UnknownV"), ("x", "1")]
    assert [p.optional for p in found.props] == [False, True, False]
    glued = StrV((Text("name="), hole("name"), maybe, Text("tail")))   # no pair of its own
    assert form_string_fields(glued, "form") is glued
    either = HoleV(None, AltV((StrV((Text("&a=1"),)), StrV((Text("&b=2"),)))))
    whole = StrV((Text("name="), hole("name"), either))               # no empty arm
    assert form_string_fields(whole, "form") is whole


def test_a_string_sent_alone_or_with_appended_pairs_gives_optional_fields():
    from code2skill.values import AltV
    start = StrV((Text("node="), hole("node")))
    grown = AltV((start, StrV(start.parts + (Text("&a="), hole("a"), Text("&b=1")))))
    found = form_string_fields(grown, "form")
    assert fields(found) == [("node", "UnknownV"), ("a", "UnknownV"), ("b", "1")]
    assert [p.optional for p in found.props] == [False, True, True]
    other = AltV((start, StrV((Text("x="), hole("x")))))                # not its start
    assert form_string_fields(other, "form") is other


def test_an_any_choice_inside_a_fallback_keeps_both_options():
    from code2skill.resolution.shared import alternatives
    from code2skill.values import AltV, LitV
    either = AltV((StrV((Text("a=1"),)), StrV((Text("a=1&b=2"),))))
    assert alternatives([LitV(None), either], "or") == either
    kept = alternatives([hole("x").value, either], "or")
    assert isinstance(kept, AltV) and kept.kind == "or" and kept.options[1] == either
