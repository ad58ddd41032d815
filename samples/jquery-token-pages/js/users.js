function load() {
  api.users.get().done(function (users) {
    $("#users").text(users.length);
  });
}

function save() {
  api.users.post({ username: $("#username").val(), role: $("#role").val() });
}

// Signing in as another user is a form post of the session routes, not an API call.
function impersonate(user) {
  // @expect POST /impersonate
  fetch("/impersonate", {
    method: "post",
    body: "username=" + user.username + "&csrf_token=" + encodeURIComponent(csrf_token),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  }).then(function (response) {
    if (response.status == 200) {
      window.location.href = "/";
    }
  });
}

function rename(name) {
  // @expect POST /settings
  $.post("/settings", "display_name=" + encodeURIComponent(name) + "&theme=dark");
}

$(function () {
  load();
  $("#save").on("click", save);
  $("#swap").on("click", function () {
    impersonate({ username: $(this).data("username") });
  });
  $("#rename").on("click", function () {
    rename($("#display").val());
  });
});
