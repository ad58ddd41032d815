// A file service whose path starts with a word a condition chooses (rule path.condition-arm)
// and holds two ids read from two objects (rule path.receiver-name): each arm is its own
// endpoint saying the condition, and the ids are named and described after their objects.
export function uploadFile(upload, file) {
  var mode = upload.stream ? "stream" : "file";
  var url;
  if (file.id) {
    // (also POST /stream/{upload_id}/{file_id}/{fileName}, the other arm)
    url = "/api/" + mode + "/" + upload.id + "/" + file.id + "/" + file.fileName;
  } else {
    url = "/api/" + mode + "/" + upload.id;
  }
  // @expect POST /api/file/{upload_id}/{file_id}/{fileName}
  return fetch(url, { method: "POST", body: file.data });
}

export function removeFile(upload, file) {
  var mode = upload.stream ? "stream" : "file";
  // @expect DELETE /api/stream/{upload_id}/{file_id}/{fileName}
  return fetch("/api/" + mode + "/" + upload.id + "/" + file.id + "/" + file.fileName, {
    method: "DELETE",
  });
}

// The same value written twice stays one input (rule path.same-value), never two names.
export function mirrorRepo(repo) {
  // @expect POST /api/repos/{id}/mirror/{id2}
  return fetch(`/api/repos/${repo.id}/mirror/${repo.id}`, { method: "POST" });
}

// Two ids read from generic holders (a row, the props) keep the numbering: neither names a
// thing of the domain.
export function moveItem(row, props) {
  // @expect PUT /api/boards/{id}/items/{id2}
  return fetch(`/api/boards/${props.id}/items/${row.id}`, { method: "PUT" });
}

// A flag's two texts are one input (rule path.boolean-segment), no arm cited.
export function setArchived(project, archived) {
  // @expect PUT /api/projects/{id}/archived/{archived}
  return fetch(`/api/projects/${project.id}/archived/${archived ? "true" : "false"}`, {
    method: "PUT",
  });
}
