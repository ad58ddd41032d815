const box = document.getElementById("lists");

function loadLists() {
  // @expect GET /api/lists
  return $.getJSON(box.dataset.listUrl);
}

$("#remove").click(function () {
  // @expect POST /api/lists/{id}/remove
  $.post(box.dataset.removeUrl);
});

$("#export").click(function () {
  // @expect-none
  $.post(box.dataset.exportUrl);
});
loadLists();
