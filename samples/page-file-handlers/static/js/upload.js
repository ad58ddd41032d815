/* global getPath */
"use strict";

// the file reaches the upload as a parameter: the page handler passes the input's file
function uploadCover(file, bookId) {
  var data = new FormData();
  data.append("cover", file);
  data.append("book_id", bookId);
  // @expect POST /api/cover
  return fetch("/api/cover", { method: "POST", body: data });
}

function uploadFormat(format) {
  var data = new FormData();
  data.append("format", format);
  // @expect POST /api/format
  $.ajax({ url: "/api/format", type: "POST", data: data, processData: false, contentType: false });
}

function renameBook(title) {
  var data = new FormData();
  data.append("title", title);
  // @expect POST /api/rename
  return fetch("/api/rename", { method: "POST", body: data });
}

$("#btn-upload-cover").on("change", function () {
  uploadCover(this.files[0], $(this).data("book"));
});

$("#btn-upload-format").on("change", function (e) {
  uploadFormat(e.target.files[0]);
});

$("#title").on("change", function () {
  renameBook($(this).val());
});
