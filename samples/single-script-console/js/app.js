// A one-file console: every request goes through apiCall, and one-line wrappers name the
// endpoints. The page's handlers call most of them from this same file.
function apiCall(method, path, params, cb) {
  $.ajax({ url: "api" + path, method: method, data: params, success: cb });
}

// @expect GET /api/info
function getInfo(cb)                   { apiCall("get", "/info", {}, cb); }
// @expect GET /api/schemas
function getSchemas(cb)                { apiCall("get", "/schemas", {}, cb); }
// nothing calls these two: their Tools await review
// @expect-none (never called: GET /api/tables is no Tool)
function getTables(cb)                 { apiCall("get", "/tables", {}, cb); }
// @expect-none (never called: GET /api/functions/{id} is no Tool)
function getFunction(id, cb)           { apiCall("get", "/functions/" + id, {}, cb); }
// the page names it in a comment only: any mention keeps it a draft
// @expect GET /api/stats
function refreshStats()                { apiCall("get", "/stats", {}, render); }
// handed to the page as a global: another script may call it
// @expect GET /api/activity
function getActivity(cb)               { apiCall("get", "/activity", {}, cb); }
window.loadActivity = getActivity;
// named only in code text run later
// @expect GET /api/bookmarks
function getBookmarks(cb)              { apiCall("get", "/bookmarks", {}, cb); }
// @expect POST /api/disconnect
function disconnect(cb)                { apiCall("post", "/disconnect", {}, cb); }
// @expect POST /api/switchdb
function switchDb(name, cb)            { apiCall("post", "/switchdb", { db: name }, cb); }
// @expect POST /api/connect
function connect(url, cb)              { apiCall("post", "/connect", { url: url }, cb); }
// @expect GET /api/verify
function verifyToken(token, cb)        { apiCall("get", "/verify", { token: token }, cb); }
// @expect GET /api/tables/{table}/rows
function getRows(table, opts, cb)      { apiCall("get", "/tables/" + table + "/rows", opts, cb); }

function render(data) { $("#output").text(JSON.stringify(data)); }

function showRows(table, column, value) {
  var opts = { limit: 100 };
  if (column && value) {
    opts.where = column + " = '" + value + "' AND " + column + " IS NOT NULL";
  }
  getRows(table, opts, render);
}

$(function () {
  getInfo(render);
  getSchemas(render);
  setTimeout("getBookmarks(render)", 1000);
  $("#logout").on("click", function () { disconnect(render); });
  $("#db").on("change", function () { switchDb($(this).val(), render); });
  $("#connect").on("click", function () { connect($("#url").val(), render); });
  $("#token").on("change", function () { verifyToken($(this).val(), render); });
  $("#filter").on("click", function () {
    showRows($("#table").val(), $("#column").val(), $("#value").val());
  });
});
