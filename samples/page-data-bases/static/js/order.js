// The page's <base href> the server template writes, guarded for a page without one.
const base = (document.querySelector("base") || {}).href;

function saveOrder(ids) {
  // @expect POST /order
  return $.post(`${base}order`, {order: ids});
}

$("#sortable").on("sortupdate", function () {
  saveOrder($(this).sortable("toArray"));
});
