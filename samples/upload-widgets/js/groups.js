// A page script: a CSV of members imported through the jQuery File Upload plugin.
function initImport(group) {
  $("#csvupload").fileupload({
    // @expect POST /api/import/group
    url: "/api/import/group",
    paramName: "csv",
    formData: { group: group.id },
    dataType: "json",
    beforeSend: function (xhr) {
      xhr.setRequestHeader("Authorization", "Bearer " + user.api_key);
    },
  });
  // a method of the made widget: no options, no request
  // @expect-none
  $("#csvupload").fileupload("option", "url", "/api/other");
}

$(function () {
  initImport({ id: $("#group").data("id") });
});
