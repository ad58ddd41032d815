"""Rule ``this.registered-class`` (:mod:`code2skill.registered_classes`): a class handed to a
registration helper that constructs it is made there, and the accessor it defines names it."""
from __future__ import annotations

from conftest import endpoints

BASE = """\
var Client = function () { this.components = {}; };
Client.registerComponent = function (name, component) {
    Object.defineProperty(Client.prototype, name, {
        get: function () { return new component(this); }
    });
};
Client.prototype.get = function (url) { return $.ajax({url: url, type: "GET"}); };
Client.prototype.remove = function (url) { return $.ajax({url: url, type: "DELETE"}); };
var api = new Client();
"""
FILES = """\
var Files = function (base) { this.base = base; };
Files.prototype.list = function () { return this.base.get("/api/files"); };
Files.prototype.remove = function (path) { return this.base.remove("/api/files/" + path); };
Client.registerComponent("files", Files);
"""
PAGE = """\
$(function () {
    function FilesViewModel() {
        var self = this;
        self.refresh = function () { return api.files.list(); };
        self.clear = function () { return api.files.remove("trash"); };
    }
    window.FilesViewModel = FilesViewModel;
});
"""


def test_a_registered_class_is_made_with_the_client_as_its_base(derive_files):
    contract = derive_files({"package.json": '{"dependencies": {"jquery": "3"}}',
                             "src/base.js": BASE, "src/files.js": FILES, "src/page.js": PAGE})
    assert endpoints(contract) == {("GET", "/api/files"), ("DELETE", "/api/files/trash")}
    [clear] = [c for c in contract["capabilities"]
               if c["implementation"]["requests"][0]["method"] == "DELETE"]
    [site] = clear["implementation"]["requests"][0]["callSites"]
    assert site["file"] == "src/page.js"           # through the accessor api.files
    assert [hop["note"] for hop in site["via"]] == ["Files.prototype.remove",
                                                    "Client.prototype.remove"]


def test_a_class_no_helper_call_passes_is_not_made(derive_files):
    contract = derive_files({"package.json": '{"dependencies": {"jquery": "3"}}',
                             "src/base.js": BASE,
                             "src/files.js": FILES.replace('Client.registerComponent("files", '
                                                           'Files);', ""),
                             "src/page.js": PAGE})
    assert endpoints(contract) == set()
