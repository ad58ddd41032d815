/* global Bloodhound, getPath */
"use strict";

function getPath() {
  return $("body").data("base");
}

$.ajaxSetup({ headers: { "X-CSRFToken": $("input[name='csrf_token']").val() } });

var authors = new Bloodhound({
  datumTokenizer: Bloodhound.tokenizers.whitespace,
  queryTokenizer: Bloodhound.tokenizers.whitespace,
  // @expect GET /get_authors_json
  remote: {
    url: getPath() + "/get_authors_json?q=%QUERY",
    wildcard: "%QUERY",
  },
});
$("#authors").typeahead({ highlight: true }, { name: "authors", source: authors });

var countries = new Bloodhound({
  datumTokenizer: Bloodhound.tokenizers.whitespace,
  queryTokenizer: Bloodhound.tokenizers.whitespace,
  // @expect GET /api/countries
  prefetch: "/api/countries",
  // @expect GET /countries/search/{query}
  remote: "/countries/search/%QUERY",
});
$("#country").typeahead(null, { source: countries });

// a Bloodhound with local data only sends nothing
// @expect-none
var colours = new Bloodhound({ local: ["red", "green"], queryTokenizer: Bloodhound.tokenizers.whitespace });

function startTable(type, userId) {
  $("#restrictions").bootstrapTable({
    // @expect GET /ajax/listrestriction/{type}/{userId}
    url: getPath() + "/ajax/listrestriction/" + type + "/" + userId,
    striped: false,
  });
}

$("#restrictModal").on("show.bs.modal", function (e) {
  startTable($(e.relatedTarget).data("type"), $(e.relatedTarget).data("id"));
});

// @expect POST /api/orders/search
$("#orders").bootstrapTable({ url: "/api/orders/search", method: "post", pagination: true });

// a method call on a made table is no new request
// @expect-none
$("#orders").bootstrapTable("refresh");

// @expect-none
$("#tasks").bootstrapTable({ striped: true });

$("#owner").select2({
  placeholder: "Select an owner...",
  // @expect GET /api/users
  ajax: { url: "/api/users", dataType: "json", delay: 250 },
});

$("#labels").select2({
  // @expect GET /api/labels/{term}
  ajax: {
    url: function (params) {
      return getPath() + "/api/labels/" + params.term;
    },
    data: function (params) {
      return { page: params.page, limit: 20 };
    },
  },
});

// @expect-none
$("#colour").select2({ tags: true, allowClear: true });
