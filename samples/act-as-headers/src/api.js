// An admin client that acts as another user by naming that user in a header (rule
// header.acting-identity): the header is never a Tool input, whatever its vendor prefix.
export const api = { fakeUser: null };

api.call = function (url, method, data) {
  var headers = {};
  if (api.fakeUser) headers["X-Acme-Impersonate"] = api.fakeUser.id;
  return fetch(url, { method: method, headers: headers, body: JSON.stringify(data) }).then(
    function (r) {
      return r.json();
    },
  );
};

export function getMe() {
  // @expect GET /api/me
  return api.call("/api/me", "GET");
}

export function updateUser(user) {
  // @expect POST /api/user/{id}
  return api.call("/api/user/" + user.id, "POST", user);
}

// A GitLab-style client: Sudo and X-On-Behalf-Of name the user the request runs as.
export function listProjects(username, delegate) {
  // @expect GET /api/v4/projects
  return fetch("/api/v4/projects", {
    headers: { Sudo: username, "X-On-Behalf-Of": delegate, "X-Request-Source": "admin-ui" },
  });
}
