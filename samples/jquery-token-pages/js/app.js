// Every API request of the pages goes through query(), which sends the user's API key
// (the page defines `user` and `csrf_token` in an inline script the server renders).
function query(endpoint, method, data) {
  return $.ajax({
    url: "/api" + endpoint,
    method: method,
    data: JSON.stringify(data),
    dataType: "json",
    contentType: "application/json",
    beforeSend: function (xhr) {
      xhr.setRequestHeader("Authorization", "Bearer " + user.api_key);
    },
  });
}

var api = {
  users: {
    get: function () {
      // @expect GET /api/users/
      return query("/users/", "GET", {});
    },
    post: function (data) {
      // @expect POST /api/users/
      return query("/users/", "POST", data);
    },
  },
};
