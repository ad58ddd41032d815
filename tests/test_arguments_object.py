"""Rule ``value.arguments-join`` (:mod:`code2skill.arguments_object`): ``arguments`` is the list
of values a call passes, so ``arguments.length`` is their count and
``Array.prototype.join.call(arguments, "/")`` one path segment per argument."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.arguments_object import array_length, borrowed_join
from code2skill.facts import Arr, Call, Lit, Member, Ref
from code2skill.values import ArrV, LitV, ParamV, UnknownV

SPAN = (1, 0, 1, 1)


def test_borrowed_join_shapes():
    args = (Ref("arguments"), Lit("/", SPAN))
    array_join = Member(Member(Member(Ref("Array"), "prototype"), "join"), "call")
    assert borrowed_join(Call(array_join, args, SPAN)) == args
    assert borrowed_join(Call(Member(Member(Arr(()), "join"), "call"), args[:1], SPAN)) == \
        (args[0], None)
    assert borrowed_join(Call(Member(Member(Ref("other"), "join"), "call"), args, SPAN)) is None
    assert borrowed_join(Call(Member(Ref("parts"), "join"), args[1:], SPAN)) is None


def test_array_length_is_known_only_without_spreads_of_unknown_length():
    assert array_length(ArrV((LitV(1), LitV(2)))) == LitV(2)
    assert array_length(ArrV(())) == LitV(0)
    assert isinstance(array_length(ArrV((UnknownV("spread"),))), UnknownV)
    assert isinstance(array_length(ArrV((ParamV("f", "rest", ("0",)),))), UnknownV)


CLIENT = """\
var baseUrl = "/api/users";
var users = {
    url: function () {
        if (arguments.length) {
            return baseUrl + "/" + Array.prototype.join.call(arguments, "/");
        } else {
            return baseUrl;
        }
    },
    list: function () { return $.get(this.url()); },
    get: function (name) { return $.get(this.url(name)); },
    settings: function (user) { return $.get(this.url(user.name, "settings")); },
    remove: function (name) { return $.ajax({url: this.url(name), type: "DELETE"}); }
};
function show(user) {
    users.list();
    users.get(user.name);
    users.settings(user);
    users.remove(user.name);
}
$("#x").on("click", function () { show({name: $("#name").val()}); });
"""


def test_a_url_method_joining_its_arguments(derive_files):
    contract = derive_files({"package.json": '{"dependencies": {"jquery": "3"}}',
                             "src/users.js": CLIENT})
    assert endpoints(contract) == {("GET", "/api/users"), ("GET", "/api/users/{name}"),
                                   ("GET", "/api/users/{name}/settings"),
                                   ("DELETE", "/api/users/{name}")}
    assert bindings(capability(contract, "GET", "/api/users/{name}/settings")) == {
        "path:name": "name"}


def test_an_arrow_function_reads_its_enclosing_function_s_arguments(derive_files):
    source = ("function url() {\n  const join = () => Array.prototype.join.call(arguments, '/');\n"
              "  return '/api/' + join();\n}\n"
              "function load(id) { return fetch(url('items', id)); }\n"
              "document.querySelector('#b').addEventListener('click', () => load(1));\n")
    contract = derive_files({"src/a.js": source})
    assert endpoints(contract) == {("GET", "/api/items/{id}")}
