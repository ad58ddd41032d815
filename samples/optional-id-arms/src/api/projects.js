// A URL helper whose defaults leave the item and sub-resource segments out.
function urlFor(id = null, sub = null) {
  let url = '/api/projects';
  if (id !== null) {
    url += `/${id}`;
    if (sub) {
      url += `/${sub}`;
    }
  }
  return url;
}

export function listProjects() {
  // @expect GET /api/projects
  return fetch(urlFor()).then((r) => r.json());
}

export function getProject(projectId) {
  // @expect GET /api/projects/{id}
  return fetch(urlFor(projectId)).then((r) => r.json());
}

export function listProjectMembers(projectId) {
  // @expect GET /api/projects/{id}/members
  return fetch(urlFor(projectId, 'members')).then((r) => r.json());
}
