"""Rule ``scope.module-wrapper`` (:mod:`code2skill.module_wrappers`): a UMD/AMD factory's body
is its script's top level, its parameters the globals or modules the wrapper hands it."""
from __future__ import annotations

from conftest import endpoints

from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Ref
from code2skill.module_wrappers import unwrap_modules

UMD = """\
(function (global, factory) {
    if (typeof define === "function" && define.amd) define(["jquery"], factory);
    else { global.Api = factory(global.jQuery); global.api = new global.Api(); }
})(this, function ($) {
    var url = "/api/items";
    function list() { return $.ajax({url: url}); }
    return {list: list};
});
"""


def facts(text: str, path: str = "src/a.js"):
    module = extract_module(path, "javascript", text.encode())
    modules = {path: module}
    unwrap_modules(modules)
    return module, modules[path]


def test_the_factory_body_is_the_top_level():
    before, after = facts(UMD)
    assert "url" not in before.bindings and after.bindings["url"]     # extracted facts kept
    assert any(fn.name == "list" and fn.parent is None for fn in after.functions.values())
    assert after.bindings["$"] == [Ref("jQuery", after.bindings["$"][0].span)]  # the fallback
    assert "api" in after.bindings                   # global.api = new global.Api()
    assert not after.imports and not after.exports   # still a classic script


def test_a_bare_amd_module_imports_its_dependencies_and_exports_its_result():
    _, after = facts('define(["jquery", "./base"], function ($, Base) {\n'
                     '  var x = 1;\n  return Base;\n});\n')
    assert [(i.local, i.source) for i in after.imports] == [("$", "jquery"), ("Base", "./base")]
    assert [e.exported for e in after.exports] == ["default"]


def test_a_plain_iife_keeps_its_own_scope():
    _, after = facts("(function ($) {\n  var url = '/api/x';\n})(jQuery);\n")
    assert "url" not in after.bindings


def test_requests_of_a_umd_module_and_its_globals(derive_files):
    page = "$(function () { window.load = function () { return api.list(); }; });\n"
    contract = derive_files({"package.json": '{"dependencies": {"jquery": "3"}}',
                             "src/a.js": UMD.replace("return {list: list};",
                                                     "var Api = function () {};\n"
                                                     "    Api.prototype.list = list;\n"
                                                     "    return Api;"),
                             "src/page.js": page})
    assert endpoints(contract) == {("GET", "/api/items")}
