"""Rule ``value.null-default``: ``if (x == null) x = y`` is ``x = x ?? y``, so a helper taking
positional arguments or one options object sends the method each call's object chooses.
Rule ``value.string-absent-member``: a member a string has not is ``undefined``."""
from conftest import bindings, capability, endpoints

from code2skill.facts import Lit, LocalWrite, Member, Ref
from code2skill.facts import Test as Condition
from code2skill.null_defaults import absent_string_member, plan, unset_test

FID = "f#1"


def write(value, line, guards=(), kills=False, exclusive=(), scope=FID, loops=()):
    return LocalWrite(value, (line, 4, line, 30), scope, loops, kills, guards, exclusive)


def unset(name="method", op="==", line=1):
    return Condition(op, Ref(name), None, (line, 8, line, 20))


def test_unset_tests_of_the_local_itself():
    assert unset_test(unset(), "method")
    assert unset_test(unset(op="==="), "method")
    assert unset_test(Condition("falsy", Ref("method")), "method")
    assert not unset_test(unset(), "data")                        # another local
    assert not unset_test(Condition("==", Ref("method"), "GET"), "method")   # a value, not unset
    assert not unset_test(Condition("!=", Ref("method"), None), "method")    # the set arm
    assert not unset_test(Condition("truthy", Ref("method")), "method")


def test_fills_after_the_parameter_are_a_plan():
    first = write(Member(Ref("o"), "method"), 2, (unset(line=1),))
    second = write(Lit("GET"), 4, (unset(line=3),))
    found = plan([first, second], "method", FID)
    assert found is not None and found.start is None
    assert [f.writes for f in found.fills] == [(first,), (second,)]


def test_an_if_else_inside_the_unset_test_is_one_fill():
    outer = unset("data", line=1)
    inner = Condition("==", Member(Ref("o"), "data"), None, (2, 8, 2, 30))
    empty = write(Lit(""), 3, (outer, inner), exclusive=((5, 0, 6, 0),))
    given = write(Member(Ref("o"), "data"), 5, (outer, Condition("!=", inner.subject, None)),
                  exclusive=((3, 0, 4, 0),))
    found = plan([empty, given], "data", FID)
    assert found is not None and len(found.fills) == 1
    assert found.fills[0].writes == (empty, given) and found.fills[0].test == inner


def test_other_writes_are_no_plan():
    fill = write(Lit("GET"), 4, (unset(line=3),))
    start = write(Lit("POST"), 1, kills=True)
    assert plan([start, fill], "method", FID).start == start
    assert plan([fill, start], "method", FID) is None              # a plain write after
    assert plan([write(Lit("GET"), 4, (Condition("truthy", Ref("x")),))], "method", FID) is None
    assert plan([write(Lit("GET"), 4, (unset(line=3),), loops=((1, 0, 9, 0),))],
                "method", FID) is None                               # in a loop
    assert plan([write(Lit("GET"), 4, (unset(line=3),), scope="g#2")], "method", FID) is None
    assert plan([start], "method", FID) is None                     # no fill at all


def test_members_a_string_has_not_are_absent():
    assert absent_string_member("method")
    assert absent_string_member("data")
    assert not absent_string_member("length")
    assert not absent_string_member("replace")
    assert not absent_string_member("0")


HELPER = """\
function request(url, method, data, success, token) {
    var finalUrl;
    if ((url != null) && (url.url != null))
        finalUrl = arguments[0].url;
    else
        finalUrl = url;
    if (method == null)
        method = arguments[0].method;
    if (method == null)
        method = "GET";
    if (data == null) {
        if (arguments[0].data == null)
            data = "";
        else
            data = arguments[0].data;
    }
    if (token == null)
        token = arguments[0].token;
    var headers = {};
    if (token != null)
        headers = { "Authorization": "Bearer " + token };
    $.ajax({ type: method, url: finalUrl, headers: headers, data: data, dataType: "json" });
}
"""

CALLS = """\
function importItems(text) {
    request({ url: "api/items/import", method: "POST", token: t,
              data: "items=" + encodeURIComponent(text) + "&overwrite=true" });
}
function findItems(term) {
    request({ url: "api/items/find", token: t, data: "q=" + encodeURIComponent(term) });
}
function listItems() { request({ url: "api/items/list", token: t }); }
function removeItem(id) { request("api/items/remove?id=" + id, "GET", null, null, t); }
var t = localStorage.getItem("token");
$("#i").click(function () { importItems($("#x").val()); });
$("#f").click(function () { findItems($("#q").val()); });
$("#l").click(function () { listItems(); });
$("#r").click(function () { removeItem($("#id").val()); });
"""


def test_each_call_sends_the_method_and_data_its_options_choose(derive_files):
    contract = derive_files({"js/common.js": HELPER, "js/items.js": CALLS})
    assert endpoints(contract) == {("POST", "/api/items/import"), ("GET", "/api/items/find"),
                                   ("GET", "/api/items/list"), ("GET", "/api/items/remove")}
    posted = capability(contract, "POST", "/api/items/import")
    assert posted["implementation"]["requests"][0]["bodyEncoding"] == "form"
    assert bindings(posted) == {"body:items": "items", "body:overwrite": "=true"}
    assert bindings(capability(contract, "GET", "/api/items/find")) == {"query:q": "q"}
    assert bindings(capability(contract, "GET", "/api/items/list")) == {}
    assert bindings(capability(contract, "GET", "/api/items/remove")) == {"query:id": "id"}
    assert not any("could not be determined" in r["message"] for r in contract["review"])
