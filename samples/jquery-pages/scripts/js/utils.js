"use strict";

$(() => {
  // every $.ajax request of the page sends the CSRF token
  $.ajaxSetup({
    headers: { "X-CSRF-TOKEN": $('meta[name="csrf-token"]').attr("content") },
  });
});

function showAlert(text) {
  document.getElementById("alert").textContent = text;
}
