"""Rule ``scope.global-member-path`` (:mod:`code2skill.global_members`): a member path a classic
script writes at its top level (``NS.Api.Get = function (…)``) is what another script of the
page reads under that path, so page scripts' calls of a namespace wrapper are followed like
any wrapper call; a local of the same name, a namespace no analysed script writes and an ES
module's own binding are never taken for it."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.facts import Assignment, ExportFact, ImportFact, Lit, ModuleFacts
from code2skill.global_members import classic_script, global_member_paths, namespace_path

XHR_GET = """\
NS.Api.Get = function (apiFunction, success, error)
{
	var xhr = new XMLHttpRequest();
	xhr.onreadystatechange = function () { if (xhr.readyState === 4) { success(JSON.parse(xhr.responseText)); } };
	xhr.open('GET', '/api/' + apiFunction, true);
	xhr.send();
};
"""

PAGE = """\
function load(productId)
{
	NS.Api.Get('stock/products/' + productId, function (result) { console.log(result); });
	NS.Api.Get('objects/locations', function (result) { console.log(result); });
}
$('#x').on('click', function () { load($('#id').val()); });
"""


def facts(path: str, *, imports=(), exports=(), language="javascript", targets=()) -> ModuleFacts:
    """A module's facts with only its imports, exports and top-level member writes."""
    module = ModuleFacts(path=path, language=language, sha256="")
    module.imports = [ImportFact(source=s, imported="x", local="x", span=(1, 0, 1, 1)) for s in imports]
    module.exports = [ExportFact(e, local=e) for e in exports]
    module.assignments = [Assignment(t, Lit(None, (1, 0, 1, 1)), (1, 0, 1, 1)) for t in targets]
    return module


def test_classic_scripts_are_javascript_with_no_import_or_export():
    assert classic_script(facts("a.js"))
    assert not classic_script(facts("b.js", imports=("./c",)))
    assert not classic_script(facts("c.js", exports=("Api",)))
    assert not classic_script(facts("d.ts", language="typescript"))


def test_global_member_paths_are_whole_paths_of_classic_scripts_first_writer_wins():
    modules = {
        "js/b.js": facts("js/b.js", targets=[("NS", "Api", "Get"), ("NS", "Api")]),
        "js/a.js": facts("js/a.js", targets=[("NS", "Api", "Get"), ("window", "NS", "x"),
                                             ("NS", "prototype", "y"), ("single",)]),
        "src/m.js": facts("src/m.js", exports=("Api",), targets=[("Api", "Get")]),
    }
    assert global_member_paths(modules) == {("NS", "Api", "Get"): ("js/a.js", ("NS", "Api", "Get")),
                                            ("NS", "Api"): ("js/b.js", ("NS", "Api")),
                                            ("NS", "x"): ("js/a.js", ("window", "NS", "x"))}


def test_a_root_the_script_declares_is_its_own_name():
    module = facts("js/a.js", targets=[("self", "App", "Api"), ("window", "App", "Url")])
    module.bindings = {"self": []}
    assert global_member_paths({"js/a.js": module}) == {
        ("App", "Url"): ("js/a.js", ("window", "App", "Url"))}


def test_a_write_under_the_global_root_is_the_path_without_it():
    assert namespace_path(("window", "App", "Utils", "Url")) == ("App", "Utils", "Url")
    assert namespace_path(("globalThis", "App", "Api")) == ("App", "Api")
    assert namespace_path(("self", "App", "Api")) == ("App", "Api")
    assert namespace_path(("NS", "Api")) == ("NS", "Api")
    assert namespace_path(("window", "location", "href")) is None     # navigation
    assert namespace_path(("window", "App")) is None                  # a root alone
    assert namespace_path(("document", "title")) is None
    assert namespace_path(("NS", "prototype", "get")) is None


URL_HELPER = """\
window.App.Utils.Url = (function () {
    function siteUrl(uri) {
        return `${vars('base_url')}/${uri}`;
    }
    return { siteUrl };
})();
"""

CLIENT = """\
App.Http.Orders = (function () {
    function store(order) {
        return $.post(App.Utils.Url.siteUrl('orders/store'), {order: order});
    }
    function find(orderId) {
        return $.get(App.Utils.Url.siteUrl('orders/find/' + orderId));
    }
    return { store, find };
})();
"""


def test_a_helper_an_iife_returns_into_a_window_namespace(derive_files):
    contract = derive_files({"js/app.js": "window.App = (function () { return {Utils: {}, Http: {}}; })();\n",
                             "js/utils/url.js": URL_HELPER, "js/http/orders.js": CLIENT})
    assert endpoints(contract) == {("POST", "/orders/store"), ("GET", "/orders/find/{orderId}")}
    assert contract["source"]["coverage"]["resolved"] == 2


def test_a_local_named_like_the_namespace_is_not_it(derive_files):
    page = ("function load() {\n  const App = {Utils: {Url: {siteUrl: (u) => u}}};\n"
            "  return $.get(App.Utils.Url.siteUrl('orders/list'));\n}\n")
    contract = derive_files({"js/utils/url.js": URL_HELPER, "js/page.js": page})
    assert endpoints(contract) == {("GET", "/orders/list")}


def test_page_scripts_calls_of_a_namespace_the_template_makes(derive_files):
    contract = derive_files({"js/api.js": "NS.Api = {};\n" + XHR_GET, "viewjs/page.js": PAGE})
    assert endpoints(contract) == {("GET", "/api/stock/products/{productId}"),
                                   ("GET", "/api/objects/locations")}
    assert bindings(capability(contract, "GET", "/api/stock/products/{productId}")) == {
        "path:productId": "productId"}
    assert contract["source"]["coverage"]["requestLikeSites"] == 2
    assert contract["source"]["coverage"]["resolved"] == 2


def test_a_namespace_a_script_declares(derive_files):
    contract = derive_files({"js/api.js": "var NS = {};\nNS.Api = {};\n" + XHR_GET,
                             "viewjs/page.js": PAGE})
    assert endpoints(contract) == {("GET", "/api/stock/products/{productId}"),
                                   ("GET", "/api/objects/locations")}


def test_object_literal_and_arrow_shapes(derive_files):
    api = ("NS.Api = {\n"
           "  Get: function (apiFunction) { return fetch('/api/' + apiFunction); }\n"
           "};\n"
           "NS.Files = {};\n"
           "NS.Files.Remove = (apiFunction) => fetch('/api/' + apiFunction, { method: 'DELETE' });\n")
    page = ("function show(id) { NS.Api.Get('stock/entry/' + id); }\n"
            "function drop(group, name) { NS.Files.Remove('files/' + group + '/' + name); }\n"
            "$('#a').on('click', function () { show(1); drop('pictures', 'x'); });\n")
    contract = derive_files({"js/api.js": api, "viewjs/page.js": page})
    assert endpoints(contract) == {("GET", "/api/stock/entry/{id}"),
                                   ("DELETE", "/api/files/{group}/{name}")}


def test_same_file_calls_of_a_namespace_the_template_makes(derive_files):
    contract = derive_files({"js/api.js": "NS.Api = {};\n" + XHR_GET +
                             "NS.Clock = function () { NS.Api.Get('system/time', function () {}); };\n"})
    assert endpoints(contract) == {("GET", "/api/system/time")}


def test_a_local_of_the_same_name_is_no_page_global(derive_files):
    page = ("function cached(id) {\n"
            "  var NS = { Api: { Get: function (key, done) { done(window.cache[key]); } } };\n"
            "  NS.Api.Get('stock/products/' + id, function () {});\n"
            "}\n"
            "function param(NS) { NS.Api.Get('stock/entry/' + 1, function () {}); }\n")
    contract = derive_files({"js/api.js": "NS.Api = {};\n" + XHR_GET, "viewjs/page.js": page})
    assert ("GET", "/api/stock/products/{id}") not in endpoints(contract)
    assert ("GET", "/api/stock/entry/1") not in endpoints(contract)


def test_a_namespace_no_analysed_script_writes_is_never_guessed(derive_files):
    page = "function f(id) { Shelf.Api.Get('objects/shelves/' + id, function () {}); }\n"
    contract = derive_files({"js/api.js": "NS.Api = {};\n" + XHR_GET, "viewjs/page.js": page})
    assert endpoints(contract) == {("GET", "/api/{apiFunction}")}     # the wrapper, uncalled


def test_an_es_modules_own_binding_is_no_page_global(derive_files):
    module = ("import { cache } from './cache.js';\n"
              "const NS = { Api: { Get: (key) => cache.read(key) } };\n"
              "export function f(id) { NS.Api.Get('stock/products/' + id); }\n")
    contract = derive_files({"js/api.js": "NS.Api = {};\n" + XHR_GET, "src/page.js": module,
                             "src/cache.js": "export const cache = { read: (k) => k };\n"})
    assert ("GET", "/api/stock/products/{id}") not in endpoints(contract)


def test_an_imported_namespace_object(derive_files):
    api = ("export const Api = {};\n"
           "Api.Get = function (apiFunction) { return fetch('/api/' + apiFunction); };\n")
    view = ("import { Api } from './api.js';\n"
            "export function load(productId) { Api.Get('stock/products/' + productId); }\n")
    contract = derive_files({"src/api.js": api, "src/view.js": view})
    assert endpoints(contract) == {("GET", "/api/stock/products/{productId}")}


def test_a_copied_librarys_namespace_is_never_followed(derive_files):
    vendor = "/*! Shelfkit v2.1.0 | MIT */\n" + XHR_GET.replace("NS.", "Shelf.")
    page = "function f(id) { Shelf.Api.Get('objects/shelves/' + id, function () {}); }\n"
    contract = derive_files({"js/shelfkit.js": vendor, "viewjs/page.js": page})
    assert endpoints(contract) == set()
    assert [s["path"] for s in contract["source"]["skipped"]] == ["js/shelfkit.js"]


def test_a_nested_member_of_an_imported_namespace_object(derive_files):
    api = ("export const NS = {};\n"
           "NS.Api = {};\n"
           "NS.Api.Get = (apiFunction) => fetch('/api/' + apiFunction);\n")
    view = ("import { NS as App } from './ns.js';\n"
            "export function load(productId) { App.Api.Get('stock/products/' + productId); }\n")
    contract = derive_files({"src/ns.js": api, "src/view.js": view})
    assert endpoints(contract) == {("GET", "/api/stock/products/{productId}")}


MISC = """\
"use strict";
window.app ??= {};
window.app.Misc ??= (() => {
    const exports = () => {
        return { downloadFile: downloadFile };
    };
    const downloadFile = async (url, name) => {
        const response = await fetch(url, { method: "GET" });
        return response.blob();
    };
    return exports();
})();
"""

EXPORTER = """\
"use strict";
const exportTorrent = async (hash) => {
    const url = new URL("api/v2/torrents/export", window.location);
    url.search = new URLSearchParams({ hash: hash });
    await window.app.Misc.downloadFile(url, "x.torrent");
};
"""


def test_a_namespace_set_with_a_logical_assignment_and_read_under_window(derive_files):
    """``window.app.Misc ??= (() => {… return exports();})()`` is the page global
    ``app.Misc`` (rule ``value.logical-assignment``), read as ``window.app.Misc.downloadFile``
    too; the object a local function returns names a function declared after it (a closure
    sees every write of its enclosing function); ``url.search = new URLSearchParams({hash})``
    is its query."""
    contract = derive_files({"src/misc.js": MISC, "src/export.js": EXPORTER})
    assert endpoints(contract) == {("GET", "/api/v2/torrents/export")}
    cap = capability(contract, "GET", "/api/v2/torrents/export")
    assert list(cap["inputSchema"]["properties"]) == ["hash"]
