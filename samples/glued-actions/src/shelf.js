"use strict";
// A shelf page whose server routes glue the action word to its noun (RPC style):
// /ajax/editbooks/{field}, /ajax/deleterestriction/{type}/{userId}, /ajax/mergebooks.

function onCellChange(field, bookId, value) {
  // @expect POST /ajax/editbooks/{field}
  $.ajax({
    method: "post",
    url: "/ajax/editbooks/" + field,
    data: { pk: bookId, value: value },
  });
}

function onRuleRemoved(userId, rule) {
  // @expect POST /ajax/deleterestriction/1/{userId}
  $.ajax({
    method: "post",
    url: "/ajax/deleterestriction/1/" + userId,
    data: { id: rule },
  });
}

function onRuleChanged(userId, rule, text) {
  // @expect POST /ajax/editrestriction/1/{userId}
  $.ajax({
    method: "post",
    url: "/ajax/editrestriction/1/" + userId,
    data: { id: rule, value: text },
  });
}

function onMergeClicked(bookIds) {
  // @expect POST /ajax/mergebooks
  $.ajax({
    method: "post",
    contentType: "application/json; charset=utf-8",
    url: "/ajax/mergebooks",
    data: JSON.stringify({ Merge_books: bookIds }),
  });
}

// Words that only look glued: an agent noun, a participle, a word that starts like a verb.
function onEditorOpened(shelfId, text) {
  // @expect POST /ajax/editor/{shelfId}
  $.ajax({ method: "post", url: "/ajax/editor/" + shelfId, data: { text: text } });
}

function onShelfArchived(shelfId) {
  // @expect POST /ajax/deletedbooks/{shelfId}
  $.ajax({ method: "post", url: "/ajax/deletedbooks/" + shelfId });
}

function onAddressGiven(street) {
  // @expect POST /ajax/addresses
  $.ajax({ method: "post", url: "/ajax/addresses", data: { street: street } });
}

$(() => {
  $("#books").on("change", ".cell", function () {
    onCellChange($(this).data("field"), $(this).data("id"), $(this).val());
  });
  $("#rules").on("click", ".remove", function () {
    onRuleRemoved($(this).data("user"), $(this).data("id"));
  });
  $("#rules").on("change", ".rule", function () {
    onRuleChanged($(this).data("user"), $(this).data("id"), $(this).val());
  });
  $("#merge").on("click", () => onMergeClicked($("#books").data("selected")));
  $("#editor").on("focus", () => onEditorOpened($("#shelf").data("id"), $("#note").val()));
  $("#archive").on("click", () => onShelfArchived($("#shelf").data("id")));
  $("#address").on("submit", () => onAddressGiven($("#street").val()));
});
