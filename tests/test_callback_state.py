"""Rule ``value.callback-state``: a variable an anonymous callback sets to its own parameter
(a response handler keeping the loaded project) holds what the callback receives at run time:
read in a URL it is an input, named from the member read, cited where the callback sets it."""
from conftest import capability, endpoints

PROJECTS = """RED.projects = (function() {
  var activeProject;
  function refresh() {
    $.getJSON('projects/current', function(project) {
      activeProject = project;
    });
  }
  return { refresh: refresh, getActiveProject: function() { return activeProject; } };
})();
"""
HISTORY = """RED.history = (function() {
  function showCommit(entry) {
    var activeProject = RED.projects.getActiveProject();
    $.getJSON('projects/' + activeProject.name + '/commits/' + entry.sha);
  }
  return { showCommit: showCommit };
})();
"""


def test_a_callbacks_parameter_kept_in_a_variable_is_an_input(derive_files):
    contract = derive_files({"src/red.js": "var RED = {};\n", "src/projects.js": PROJECTS,
                             "src/history.js": HISTORY})
    assert ("GET", "/projects/{name}/commits/{sha}") in endpoints(contract)
    commit = capability(contract, "GET", "/projects/{name}/commits/{sha}")
    assert set(commit["inputSchema"]["properties"]) == {"name", "sha"}
    cited = [(e["rule"], e["file"], e["line"])
             for e in commit["evidence"]["/inputSchema/properties/name"]]
    assert ("value.callback-state", "src/projects.js", 5) in cited
    assert not [r for r in contract["review"] if r["capability"] == commit["name"]
                and r["severity"] == "medium"]


def test_a_named_setter_nothing_calls_is_no_callback(derive_files):
    named = PROJECTS.replace("function(project) {\n      activeProject = project;\n    }",
                             "keep").replace("function refresh() {",
                                             "function keep(project) { activeProject = project; }\n"
                                             "  function refresh() {")
    contract = derive_files({"src/red.js": "var RED = {};\n", "src/projects.js": named,
                             "src/history.js": HISTORY})
    commit = capability(contract, "GET", "/projects/{name}/commits/{sha}")
    assert not any(e["rule"] == "value.callback-state" for pointer in commit["evidence"].values()
                   for e in pointer)
