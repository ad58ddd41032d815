// The open project, kept by the response handler that loads it.
RED.projects = (function() {
  var activeProject;
  function refresh(done) {
    // @expect GET /projects
    $.getJSON('projects', function(data) {
      if (data.active) {
        // @expect GET /projects/{active}
        $.getJSON('projects/' + data.active, function(project) {
          activeProject = project;
          if (done) {
            done(activeProject);
          }
        });
      }
    });
  }
  return {
    refresh: refresh,
    getActiveProject: function() {
      return activeProject;
    }
  };
})();
