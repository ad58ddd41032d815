"""Rule ``body.form-string-fields``: a form-encoded body written as one string of
``name=value`` pairs sends those fields; a CSRF field read from a page global is the client's
held credential; a string with any other piece stays one value."""
from __future__ import annotations

from conftest import capability

from code2skill.form_strings import form_string_fields
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
