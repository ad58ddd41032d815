// Uploads and settings: the operation is a multipart field or a field of a form-encoded body;
// a form string ending in a serialised form is not read as fields and stays one string.
function retryJob(id, file) {
  var data = new FormData();
  data.append("mode", "retry");
  data.append("value", id);
  data.append("nzbfile", file);
  // @expect POST /api
  return $.ajax({ url: "./api", type: "POST", data: data, processData: false, contentType: false });
}

function addFile(file) {
  var data = new FormData();
  data.append("mode", "addfile");
  data.append("name", file);
  // @expect POST /api
  return $.ajax({ url: "./api", type: "POST", data: data, processData: false, contentType: false });
}

function testServer(form) {
  // @expect POST /api
  return $.ajax({ type: "POST", url: "./api", data: "mode=config&name=test_server&" + $(form).serialize() });
}

function resetDefaults(keys) {
  // @expect POST /api
  return $.ajax({ type: "POST", url: "./api", data: { mode: "config", name: "set_config_default", keyword: keys } });
}

function createBackup() {
  // @expect POST /api
  return $.post("./api", { mode: "config", name: "create_backup" });
}

function browseFolder(path) {
  // @expect GET /api
  return $.getJSON("./api?mode=browse", { name: path });
}

$("#retry").on("click", function () {
  retryJob($(this).data("id"), $("#file")[0].files[0]);
});
$("#upload").on("change", function () {
  addFile(this.files[0]);
});
$("#test").on("click", function () {
  testServer($("#server-form"));
});
$("#defaults").on("click", function () {
  resetDefaults(["host", "port"]);
});
$("#backup").on("click", createBackup);
$("#browse").on("click", function () {
  browseFolder($("#folder").val());
});
