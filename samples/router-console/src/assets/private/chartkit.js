/*! ChartKit v2.4.0 | (c) ChartKit contributors | MIT License */
(function (global) {
  function load(url, done) {
    var request = new XMLHttpRequest();
    request.open('GET', url, true);
    request.onload = function () { done(JSON.parse(request.responseText)); };
    request.send(null);
  }
  global.ChartKit = { version: '2.4.0', load: load };
})(this);
