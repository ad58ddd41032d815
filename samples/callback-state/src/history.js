// A commit of the open project: the project's name is an input, not a page global.
RED.history = (function() {
  function showCommit(entry) {
    var activeProject = RED.projects.getActiveProject();
    if (activeProject) {
      // @expect GET /projects/{name}/commits/{sha}
      $.getJSON('projects/' + activeProject.name + '/commits/' + entry.sha, function(result) {
        RED.diff.show(result);
      });
    }
  }
  return { showCommit: showCommit };
})();
