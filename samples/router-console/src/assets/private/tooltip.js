(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define([], factory);
  } else if (typeof module === 'object' && module.exports) {
    module.exports = factory();
  } else {
    root.Tooltip = factory();
  }
}(this, function () {
  function fetchContent(url) {
    return fetch(url).then(function (r) { return r.text(); });
  }
  return { fetchContent: fetchContent };
}));
