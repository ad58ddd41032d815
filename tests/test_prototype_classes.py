"""Rule ``this.prototype-class`` (:mod:`code2skill.prototype_classes`): a constructor function
with prototype methods is a class whose methods run with ``this`` its instance."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.extractors.module_facts import extract_module
from code2skill.prototype_classes import prototype_classes

CLIENT = """\
var Client = function (prefix) { this.prefix = prefix; };
Client.prototype.ajax = function (method, url, data) {
    return $.ajax({url: this.prefix + url, type: method, data: data});
};
Client.prototype.get = function (url) { return this.ajax("GET", url); };
function Items(base) { this.base = base; }
Items.prototype = {
    list: function () { return this.base.get("/items"); },
    add: function (item) { return this.base.ajax("POST", "/items", {item: item}); }
};
var items = new Items(new Client("/api"));
function load() { return items.list(); }
function save(item) { return items.add(item); }
var helper = function () { return 1; };
"""


def test_constructor_functions_with_prototype_methods_are_classes():
    module = extract_module("src/a.js", "javascript", CLIENT.encode())
    modules = {"src/a.js": module}
    prototype_classes(modules)
    made = modules["src/a.js"]
    assert not module.classes                              # the extracted facts are kept
    assert set(made.classes) == {"Client", "Items"}
    assert [m for m, _ in made.classes["Client"].methods] == ["constructor", "ajax", "get"]
    assert [m for m, _ in made.classes["Items"].methods] == ["constructor", "list", "add"]
    assert "Client" not in made.bindings and "helper" in made.bindings


def test_this_in_a_prototype_method_is_the_instance(derive_files):
    contract = derive_files({"package.json": '{"dependencies": {"jquery": "3"}}',
                             "src/a.js": CLIENT})
    assert endpoints(contract) == {("GET", "/api/items"), ("POST", "/api/items")}
    post = capability(contract, "POST", "/api/items")
    assert [b["target"] for b in post["implementation"]["requests"][0]["bindings"]] \
        == ["body:item"]
