function setBlocking(enable) {
  // @expect POST /dns/blocking
  return $.ajax({
    url: document.body.dataset.apiurl + "/dns/blocking",
    method: "POST",
    data: JSON.stringify({blocking: enable}),
  });
}

function checkBlocking() {
  // @expect GET /dns/blocking
  return $.getJSON(document.body.dataset.apiurl + "/dns/blocking");
}

$("#enable").click(function () { setBlocking(true); });
$("#status").click(checkBlocking);
