"""Rule ``modules.requirejs-paths`` (:mod:`code2skill.requirejs_paths`): a RequireJS
configuration's ``paths`` and ``baseUrl`` resolve AMD module ids; shimmed ids and library
ids stay packages."""
from __future__ import annotations

from conftest import endpoints

from code2skill.extractors.module_facts import extract_module
from code2skill.requirejs_paths import requirejs_configs

CONFIG = (
    "require.config({\n"
    "  paths: { WineModel: 'models/wine', backbone: 'lib/backbone', app: ['app/main'] },\n"
    "  shim: { backbone: { deps: ['jquery'], exports: 'Backbone' } }\n"
    "});\n"
    "require(['app'], function (app) { app.start(); });\n")


def facts(path: str, source: str):
    return extract_module(path, "javascript", source.encode())


def test_a_configuration_is_the_jsconfig_of_its_folder_without_shimmed_ids():
    found = requirejs_configs({"js/common.js": facts("js/common.js", CONFIG)}, {"jquery"})
    assert found == {"js": {"compilerOptions": {"baseUrl": ".", "paths": {
        "WineModel": ["models/wine"], "WineModel/*": ["models/wine/*"],
        "app": ["app/main"], "app/*": ["app/main/*"]}}, "file": "js/common.js"}}


def test_a_written_base_url_is_the_pages_and_a_remote_one_is_left_alone():
    local = "requirejs.config({ baseUrl: 'static/js', paths: { api: 'lib/api' } });\n"
    remote = "require.config({ baseUrl: 'https://cdn.example.com/js', paths: { a: 'a' } });\n"
    assert requirejs_configs({"static/js/main.js": facts("static/js/main.js", local)}) == {
        "": {"compilerOptions": {"baseUrl": "static/js", "paths": {
            "api": ["lib/api"], "api/*": ["lib/api/*"]}}, "file": "static/js/main.js"}}
    assert requirejs_configs({"js/main.js": facts("js/main.js", remote)}) == {}


def test_models_named_through_paths_make_their_requests(derive_files):
    """``define(['WineModel'], …)`` reads ``js/models/wine.js``; ``backbone``, shimmed, stays
    the package although ``paths`` names a copy the tree holds."""
    contract = derive_files({
        "index.html": '<script data-main="js/common" src="js/lib/require.js"></script>',
        "js/common.js": CONFIG,
        "js/lib/backbone.js": "var Backbone = { Model: { extend: function () {} } };\n",
        "js/models/wine.js": ("define(['backbone'], function (Backbone) {\n"
                              "  return Backbone.Model.extend({ urlRoot: '/wines' });\n"
                              "});\n"),
        "js/app/main.js": ("define(['WineModel'], function (Wine) {\n"
                           "  return { start: function (id) {\n"
                           "    return new Wine({ id: id }).fetch();\n"
                           "  } };\n"
                           "});\n")})
    assert endpoints(contract) == {("GET", "/wines/{id}")}
    assert [(d["path"], d["reason"]) for d in contract["source"]["diagnostics"]
            if "modules.requirejs-paths" in d["reason"]] == [
        ("js/common.js", "RequireJS configuration read: module ids resolve under '.' of 'js', "
                         "2 through its paths (WineModel, app) (modules.requirejs-paths)")]
