// The upgrade page asks GET /setup/upgrade again from the request's own callback until the
// server answers: it waits for the upgrade, it does not upgrade each time.
var check = function() {
  var xmlhttp = new XMLHttpRequest();
  xmlhttp.onreadystatechange = function() {
    if (xmlhttp.readyState === 4) {
      if (xmlhttp.status === 200 && xmlhttp.responseText) {
        window.location = '/';
      } else {
        check();
      }
    }
  };
  // @expect GET /setup/upgrade
  xmlhttp.open('Get', '/setup/upgrade', true);
  xmlhttp.send();
};
check();

// A timer that repeats polls the sync state the same way.
function refreshSync() {
  // @expect GET /api/mirror/sync
  return fetch('/api/mirror/sync').then(function (res) { return res.json(); });
}
setInterval(function () { refreshSync(); }, 5000);

// Asked once, from a button: the path's word still says it restarts.
function restart() {
  // @expect GET /api/service/restart
  return fetch('/api/service/restart');
}
document.getElementById('restart').addEventListener('click', restart);
