var RED = (function() {
  return { init: function() { RED.projects.refresh(); } };
})();
