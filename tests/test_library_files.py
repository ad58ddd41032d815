"""Rule ``scope.library-file``: a third-party library copied into the source tree, outside any
``vendor/`` folder, is recognised by its content and skipped with the reason; application code
with a licence header, an AMD module or a small namespace object is still analysed."""
from __future__ import annotations

import pytest
from conftest import endpoints, write_tree

from code2skill.discover import Scope, discover
from code2skill.library_files import NAMESPACE_BYTES, library_reason, plugin_of

NOTE = " (rule scope.library-file; --include analyses it)"
APP = "export const load = () => fetch('/api/items');\n"
JQUERY = ("/*!\n * jQuery JavaScript Library v3.6.1\n * https://jquery.com/\n *\n"
          " * Released under the MIT license\n */\n"
          "(function (global) { global.jq = function (u) { return fetch(u); }; })(this);\n")
UMD = ("(function (root, factory) {\n"
       "  if (typeof define === 'function' && define.amd) { define([], factory); }\n"
       "  else if (typeof module === 'object' && module.exports) { module.exports = factory(); }\n"
       "  else { root.Widget = factory(); }\n"
       "}(this, function () {\n"
       "  return { ping: function () { return fetch('/widget/ping'); } };\n"
       "}));\n")
WEBPACK = ("/******/ (() => { var __webpack_modules__ = {};\n"
           "/******/ function __webpack_require__(id) { return __webpack_modules__[id]; }\n"
           "fetch('/api/bundled'); })();\n")


def namespace_library(members: int) -> str:
    """A classic script declaring ``var GFX = { REVISION: '12' }`` and filling it."""
    lines = ["/**", " * @author someone / https://example.org/", " */", "",
             "var GFX = { REVISION: '12' };", ""]
    for i in range(members):
        lines += [f"GFX.Shape{i} = function (size) {{", "\tthis.size = size;", "};", "",
                  f"GFX.Shape{i}.prototype = {{", f"\tconstructor: GFX.Shape{i},",
                  "\tarea: function () { return this.size * this.size; }", "};", ""]
    lines += ["GFX.Loader = function () {};",
              "GFX.Loader.prototype.load = function (url) {",
              "\tvar request = new XMLHttpRequest();", "\trequest.open('GET', url, true);",
              "\trequest.send(null);", "};"]
    return "\n".join(lines) + "\n"


LARGE = namespace_library(1200)
PLUGIN = ("/**\n * @author someone\n */\n\nGFX.OrbitControls = function (camera) {\n"
          "\tthis.camera = camera;\n};\n\nGFX.OrbitControls.prototype = {\n"
          "\tupdate: function () {}\n};\n")


def test_a_licence_banner_naming_a_library_version():
    assert library_reason(JQUERY) == (
        "third-party library: its licence banner names jQuery JavaScript Library v3.6.1", None)
    assert library_reason("/** @license React v18.2.0\n * react.production.js */\nvar a;\n") == (
        "third-party library: its licence banner names React v18.2.0", None)
    assert library_reason("/*! @name chartkit @version 2.4.0 */\nvar a;\n") == (
        "third-party library: its licence banner names chartkit v2.4.0", None)


@pytest.mark.parametrize("header", [
    "/**\n * @license\n * Copyright 2023 Example Corp.\n * Licensed under the Apache License, "
    "Version 2.0\n */\n",
    "/*!\n * Copyright (c) 2021 The Shop authors. MIT License.\n */\n",
    "/* Shop admin v2.1.0: our own release */\n",        # not a preserved comment
    "// jQuery v3.6.1 is loaded by index.html\n",
])
def test_a_project_header_is_no_library(header):
    assert library_reason(header + APP) is None


def test_a_umd_wrapper_or_a_bundler_runtime():
    assert library_reason(UMD) == (
        "third-party library: a UMD wrapper (define.amd and module.exports)", None)
    assert library_reason(WEBPACK) == (
        "bundled build output: it holds the bundler runtime __webpack_modules__", None)


def test_an_amd_module_of_the_app_is_no_library():
    assert library_reason("define(['jquery'], function ($) {\n"
                          "  return { load: function () { return $.get('/api/x'); } };\n"
                          "});\n") is None


def test_a_large_classic_script_declaring_a_versioned_namespace():
    assert len(LARGE) >= NAMESPACE_BYTES
    assert library_reason(LARGE) == (
        f"third-party library: a {len(LARGE) // 1000:,} KB classic script declaring the "
        "versioned global namespace GFX", "GFX")


def test_a_small_or_module_namespace_is_application_code():
    small = namespace_library(3)
    assert len(small) < NAMESPACE_BYTES and library_reason(small) is None
    assert library_reason("import x from './x';\n" + LARGE) is None
    assert library_reason(LARGE.replace("REVISION: '12'", "views: {}")) is None


def test_a_plugin_only_adds_to_a_library_namespace():
    assert plugin_of(PLUGIN, {"GFX"}) == "GFX"
    assert plugin_of(PLUGIN, {"THREE"}) is None
    assert plugin_of(PLUGIN + "var own = 1;\n", {"GFX"}) is None
    assert plugin_of("import './x';\n" + PLUGIN, {"GFX"}) is None


def test_discovery_skips_library_files_with_their_reason(tmp_path):
    root = write_tree(tmp_path / "app", {
        "src/api.js": APP, "src/assets/gfx/gfx.js": LARGE,
        "src/assets/gfx/OrbitControls.js": PLUGIN, "public/js/jquery.js": JQUERY,
        "src/widgets/widget.js": UMD, "src/views/App.js": "App.Views.Main = function () {};\n"})
    inventory = discover(root, Scope())
    assert [f.path for f in inventory.files] == ["src/api.js", "src/views/App.js"]
    assert [(s.path, s.reason) for s in inventory.skipped] == [
        ("public/js/jquery.js", "third-party library: its licence banner names jQuery "
                                "JavaScript Library v3.6.1" + NOTE),
        ("src/assets/gfx/OrbitControls.js", "third-party library: it only adds to the "
         "namespace GFX of src/assets/gfx/gfx.js" + NOTE),
        ("src/assets/gfx/gfx.js", f"third-party library: a {len(LARGE) // 1000:,} KB classic "
         "script declaring the versioned global namespace GFX" + NOTE),
        ("src/widgets/widget.js", "third-party library: a UMD wrapper (define.amd and "
                                  "module.exports)" + NOTE)]


def test_include_brings_a_library_file_back(derive_files):
    files = {"src/api.js": APP, "src/widgets/widget.js": UMD}
    assert endpoints(derive_files(files)) == {("GET", "/api/items")}
    assert endpoints(derive_files(files, include=["src/widgets/**"])) == {
        ("GET", "/api/items"), ("GET", "/widget/ping")}
