"""Rule ``wrapper.handed-object`` (:mod:`code2skill.handed_objects`): a call of a member of a
parameter is a call of the program's function every call of that parameter's function hands
there in an object; with rule ``jquery.settings-or-url`` the wrapper's ``$.ajax(options)`` reads
the caller's options object."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.handed_objects import HandingCall, handed_member, parameter_position
from code2skill.facts import FunctionFact, Param
from code2skill.values import FnV, LitV, ObjV, ParamV, PropV, StrV, Text, UnknownV

OWNER = """\
var App = {};
App.projects = (function () {
    function sendRequest(options, body) {
        if (body) {
            options.data = JSON.stringify(body);
            options.contentType = "application/json; charset=utf-8";
        }
        return $.ajax(options);
    }
    function init() {
        var projectsAPI = {sendRequest: sendRequest};
        App.projects.history.init(projectsAPI);
    }
    return {init: init};
})();
"""

HISTORY = """\
App.projects.history = (function () {
    var utils;
    function stage(project, files, unstaged) {
        utils.sendRequest({
            url: "projects/" + project + "/stage",
            type: unstaged ? "POST" : "DELETE"
        }, unstaged ? {files: files} : undefined);
    }
    function init(_utils) {
        utils = _utils;
        $("#stage").on("click", function () { stage($("#p").val(), ["a"], true); });
        $("#unstage").on("click", function () { stage($("#p").val(), ["a"], false); });
    }
    return {init: init};
})();
"""

BOOT = "$(function () { App.projects.init(); });\n"

PAGE = """\
<!doctype html>
<html><body>
<script src="owner.js"></script>
<script src="history.js"></script>
<script src="boot.js"></script>
</body></html>
"""


def files(history: str = HISTORY, owner: str = OWNER) -> dict[str, str]:
    return {"package.json": '{"dependencies": {"jquery": "^3.7.1"}}', "index.html": PAGE,
            "owner.js": owner, "history.js": history, "boot.js": BOOT}


def test_the_handed_wrapper_makes_each_method_arm_of_the_callers_options(derive_files):
    contract = derive_files(files())
    assert endpoints(contract) == {("POST", "/projects/{project}/stage"),
                                   ("DELETE", "/projects/{project}/stage")}
    post = capability(contract, "POST", "/projects/{project}/stage")
    request = post["implementation"]["requests"][0]
    assert request["bodyEncoding"] == "json"
    assert "files" in post["inputSchema"]["properties"]
    [site] = request["callSites"]
    assert (site["file"], site["line"], site["rule"]) == ("history.js", 4, "wrapper.call")
    assert [(v["rule"], v["file"], v["line"]) for v in site["via"]] == [
        ("jquery.settings-or-url", "owner.js", 8), ("wrapper.handed-object", "owner.js", 12)]
    delete = capability(contract, "DELETE", "/projects/{project}/stage")
    assert delete["implementation"]["requests"][0]["bodyEncoding"] == "none"


def test_a_handed_value_the_source_does_not_show_is_never_followed(derive_files):
    """``init(window.host)``: nothing shows what the member is, so no endpoint is guessed."""
    contract = derive_files(files(owner=OWNER.replace("App.projects.history.init(projectsAPI)",
                                                      "App.projects.history.init(window.host)")))
    assert endpoints(contract) == set()


def test_the_wrapper_handed_a_string_requests_it_with_get(derive_files):
    owner = OWNER.replace("    return {init: init};", """\
    function load(address) { return $.ajax(address); }
    function list() { return load("projects"); }
    return {init: init, list: list};""")
    contract = derive_files(files(owner=owner) | {"boot.js": BOOT + "App.projects.list();\n"})
    assert ("GET", "/projects") in endpoints(contract)


# ---------------------------------------------------------------- the pure functions
INIT = FunctionFact("h#1", "init", (Param("_utils"),), (0, 0, 0, 0))
WRAPPER = FnV("o#2")


def member(value, prop):
    return value.get(prop) or UnknownV("no-member") if isinstance(value, ObjV) \
        else UnknownV("unknown-member")


def call(*args):
    return HandingCall(("o.js", (1, 0, 1, 10)), "init", args)


def test_the_parameter_position_needs_a_member_read_of_a_declared_parameter():
    assert parameter_position(ParamV("h#1", "_utils", ("sendRequest",)), INIT) == 0
    assert parameter_position(ParamV("h#1", "_utils"), INIT) is None
    assert parameter_position(ParamV("h#1", "other", ("x",)), INIT) is None
    assert parameter_position(ParamV("h#1", "_utils", ("x",), coded=("toLowerCase",)),
                              INIT) is None


def test_every_call_must_hand_a_function_there():
    api = ObjV((PropV("sendRequest", WRAPPER),))
    found = handed_member([call(api), call(api)], 0, ("sendRequest",), member)
    assert found is not None and found.functions == (WRAPPER,) and len(found.calls) == 2
    text = ObjV((PropV("sendRequest", StrV((Text("x"),))),))
    assert handed_member([call(api), call(text)], 0, ("sendRequest",), member) is None
    assert handed_member([call(api), call()], 0, ("sendRequest",), member) is None
    assert handed_member([call(LitV(None))], 0, ("sendRequest",), member) is None
    assert handed_member([], 0, ("sendRequest",), member) is None
