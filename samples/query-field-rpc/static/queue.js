// A download manager's web UI: every operation is sent to one page-relative path, ./api, and
// the query's `mode` (with `name` for the queue and history families) selects what it does.
function callAPI(data) {
  data.output = "json";
  return $.ajax({ url: "./api", type: "GET", cache: false, data: data });
}

function loadQueue(start, limit) {
  // @expect GET /api
  return callAPI({ mode: "queue", start: start, limit: limit });
}

function deleteJobs(ids, withFiles) {
  // @expect GET /api
  return callAPI({ mode: "queue", name: "delete", del_files: withFiles ? 1 : 0, value: ids });
}

function markCompleted(id) {
  // @expect GET /api
  return callAPI({ mode: "history", name: "mark_as_completed", value: id });
}

function restartServer() {
  // @expect GET /api
  return callAPI({ mode: "restart" });
}

function togglePause(paused) {
  // @expect GET /api
  return callAPI({ mode: paused ? "resume" : "pause" });
}

$(".menu-action").on("click", function () {
  var theAction = $(this).data("mode");
  // @expect-none (an operation the source does not fix: a review item, never a Tool)
  callAPI({ mode: theAction });
});

$("#refresh").on("click", function () {
  loadQueue(0, 20);
});
$("#delete").on("click", function () {
  deleteJobs($(this).data("ids"), true);
});
$("#complete").on("click", function () {
  markCompleted($(this).data("id"));
});
$("#restart").on("click", restartServer);
$("#pause").on("click", function () {
  togglePause($(this).hasClass("paused"));
});
