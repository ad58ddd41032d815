"""Rules ``value.placeholder-member`` and ``wrapper.unknown-argument``: a member the module
body only blanks (``Logs.lastType = ""``) and a function writes again is no empty path segment,
and a wrapper whose path hole some callers fill with fixed text and one with such an unknown
value is one endpoint per fixed caller plus the wrapper's own ``{type}`` template, never
``GET /logs/``."""
from conftest import capability, endpoints

SOURCE = (
    "const Logs = {};\n"
    "Logs.lastType = \"\";\n"
    "Logs.initializeAll = function () {\n"
    "  $(document).on(\"click\", \"#a\", () => Logs.showLog(\"general\"));\n"
    "  $(document).on(\"click\", \"#b\", () => Logs.showLog(\"mojo\"));\n"
    "  $(document).on(\"click\", \"#r\", Logs.refreshLog);\n"
    "};\n"
    "Logs.showLog = function (type) {\n"
    "  fetch(`/logs/${type}?lines=10`).then((r) => r.text()).then(() => { Logs.lastType = type; });\n"
    "};\n"
    "Logs.refreshLog = function () {\n"
    "  Logs.showLog(Logs.lastType);\n"
    "};\n"
    "jQuery(() => { Logs.initializeAll(); });\n"
)


def test_an_unknown_segment_stays_an_input_beside_the_named_ones(derive_files):
    contract = derive_files({"src/logs.js": SOURCE})
    assert endpoints(contract) == {("GET", "/logs/{type}"), ("GET", "/logs/general"),
                                   ("GET", "/logs/mojo")}
    free = capability(contract, "GET", "/logs/{type}")
    assert free["inputSchema"]["required"] == ["type"]
    general = capability(contract, "GET", "/logs/general")
    assert [(e["line"], e["rule"]) for e in general["evidence"][
        "/implementation/requests/0/pathTemplate"]] == [(4, "wrapper.unknown-argument")]


def test_a_blank_member_nothing_writes_again_keeps_the_hole(derive_files):
    """Rule ``wrapper.empty-segment-argument``: the blank a caller passes for a whole path
    segment never erases the segment, nor is it a value of the ``{type}`` hole."""
    source = SOURCE.replace("Logs.lastType = type;", "")
    contract = derive_files({"src/logs.js": source})
    assert endpoints(contract) == {("GET", "/logs/{type}")}
    hole = capability(contract, "GET", "/logs/{type}")["inputSchema"]["properties"]["type"]
    assert hole["enum"] == ["general", "mojo"]
