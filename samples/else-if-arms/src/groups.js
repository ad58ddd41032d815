import http from "./http";

// The method, the URL and the body are each chosen by the same else-if chain: the first arm
// is PUT with no body, the second POST with the new group's name, the last arm throws.
export function addToGroup(itemId, groupId, groupName) {
  let url;
  let verb = "PUT";
  let data = {};

  if (groupId) {
    url = `groups/${groupId}/items/${itemId}`;
  } else if (groupName) {
    verb = "POST";
    url = `groups/new/items/${itemId}`;
    data = { groupName };
  } else {
    throw new Error("You must provide either a groupId or a groupName");
  }

  // @expect PUT /api/groups/{groupId}/items/{itemId}
  return http.request({ method: verb, url, data });
}

// Nested ifs: each write pairs with the tests of its own arm.
export function storeFile(file, folder, overwrite) {
  let path = "/files";
  let verb = "POST";
  if (folder) {
    path = `/folders/${folder}/files`;
    if (overwrite) {
      verb = "PUT";
      path = `/folders/${folder}/files/${file.name}`;
    }
  }
  // @expect PUT /api/folders/{folder}/files/{name}
  return http.request({ method: verb, url: path, data: file });
}
