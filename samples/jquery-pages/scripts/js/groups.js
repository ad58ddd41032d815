"use strict";

function initTable() {
  $("#groupsTable").DataTable({
    // @expect GET /api/groups
    ajax: {
      url: document.body.dataset.apiurl + "/groups",
      dataSrc: "groups",
      type: "GET",
    },
    columns: [{ data: "name" }, { data: "comment" }],
  });
}

function addGroup() {
  const name = $("#new_name").val();
  const comment = $("#new_comment").val();
  // @expect POST /api/groups
  $.ajax({
    url: document.body.dataset.apiurl + "/groups",
    method: "post",
    dataType: "json",
    processData: false,
    contentType: "application/json; charset=utf-8",
    data: JSON.stringify({ name, comment }),
    success: () => showAlert("Group added"),
  });
}

function deleteGroup(name) {
  // @expect DELETE /api/groups/{name}
  $.ajax({
    url: document.body.dataset.apiurl + "/groups/" + encodeURIComponent(name),
    method: "DELETE",
  });
}

$(() => {
  initTable();
  $("#btnAdd").on("click", addGroup);
  $("#groupsTable").on("click", ".delete", function () {
    deleteGroup($(this).data("name"));
  });
});
