/* global getPath */
"use strict";

function waitForAdminAlive(onAvailable) {
  var aliveInterval = setInterval(function () {
    // @expect GET /admin/alive
    $.get({
      url: getPath() + "/admin/alive",
      success: function (d, statusText, xhr) {
        if (xhr.status < 400) {
          clearInterval(aliveInterval);
          onAvailable();
        }
      },
    });
  }, 1000);
}

$("#restart").on("click", function () {
  // @expect POST /shutdown
  $.post({ url: getPath() + "/shutdown", data: { parameter: 0 } });
  waitForAdminAlive(function () { location.reload(); });
});
