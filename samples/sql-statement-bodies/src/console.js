// A database console: one wrapper posts the statement text it is given; the callers build
// DDL/DML from SQL keywords, so the endpoint is no read whatever its path says.
function send(method, path, params, done) {
  $.ajax({ url: "api" + path, method: method, data: params, success: done });
}

function runStatement(sql, done) { send("post", "/query", { query: sql }, done); }
function listSchemas(done) { send("get", "/schemas", {}, done); }
// a search text is no statement: this endpoint stays a read, made here
// @expect POST /api/search
function searchNotes(text, done) { send("post", "/search", { query: text }, done); }

function emptyTable(name) {
  if (!confirm("Empty " + name + "?")) return;
  // @expect POST /api/query
  runStatement("TRUNCATE TABLE " + name, function () { listSchemas(render); });
}

function dropTable(name) {
  if (!confirm("Drop " + name + "?")) return;
  // @expect POST /api/query
  runStatement("DROP TABLE " + name, function () { listSchemas(render); });
}

function runEditor(editor) {
  // @expect POST /api/query
  runStatement(editor.getValue(), render);
}

function findNotes(box) {
  searchNotes("delete " + box.value, render);
}

function render(data) { console.log(data); }

window.consoleApp = { emptyTable, dropTable, runEditor, findNotes };
