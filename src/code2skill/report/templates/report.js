(function () {
  "use strict";
  var form = document.getElementById("filters");
  var caps = Array.prototype.slice.call(document.querySelectorAll("details.capability"));
  var keys = { status: "status", sideEffect: "sideEffect", severity: "severity" };

  function wanted() {
    var w = {};
    Object.keys(keys).forEach(function (k) { w[k] = form.elements[k].value; });
    w.q = form.elements.q.value.trim().toLowerCase();
    return w;
  }

  function apply() {
    var w = wanted();
    var shown = 0;
    caps.forEach(function (c) {
      var ok = (!w.status || c.dataset.status === w.status) &&
        (!w.sideEffect || c.dataset.sideEffect === w.sideEffect) &&
        (!w.severity || c.dataset.severity === w.severity) &&
        (!w.q || c.dataset.name.indexOf(w.q) !== -1);
      c.hidden = !ok;
      if (ok) { shown += 1; }
    });
    document.querySelectorAll("section.area, section.service").forEach(function (s) {
      s.hidden = s.querySelector("details.capability:not([hidden])") === null;
    });
    document.getElementById("shown").textContent = String(shown);
  }

  function choose(select, value) {
    var known = Array.prototype.some.call(select.options, function (o) {
      return o.value === value;
    });
    if (!known) { select.add(new Option(value + " (0)", value)); }
    select.value = value;
  }

  function fromHash() {
    var params = new URLSearchParams(window.location.hash.slice(1));
    Object.keys(keys).forEach(function (k) {
      if (params.has(k)) { choose(form.elements[k], params.get(k)); }
    });
    if (params.has("q")) { form.elements.q.value = params.get("q"); }
    var name = params.get("open") || (window.location.hash.indexOf("#cap-") === 0 ?
      window.location.hash.slice(5) : null);
    var target = name && document.getElementById("cap-" + name);
    if (target) { target.open = true; }
  }

  form.addEventListener("input", apply);
  window.addEventListener("hashchange", function () { fromHash(); apply(); });
  fromHash();
  apply();
}());
