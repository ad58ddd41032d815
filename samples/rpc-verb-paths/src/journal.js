// A journal whose backend names each route after the procedure it runs (/logs/getTags,
// /logs/saveNewTag): the procedure's verb and object name the Tool, said once.
import axios from "axios";

const API_URL = "/api";

export async function loadTags() {
  // @expect GET /api/logs/getTags
  const response = await axios.get(API_URL + "/logs/getTags");
  return response.data.tags;
}

export async function loadDay(day) {
  // @expect GET /api/logs/getLog
  const response = await axios.get(API_URL + "/logs/getLog", { params: { day } });
  return response.data.text;
}

export async function saveLog(day, text) {
  // @expect POST /api/logs/saveLog
  const response = await axios.post(API_URL + "/logs/saveLog", { day, text });
  return response.data.success;
}

export async function saveNewTag(name, color) {
  // a tag that did not exist: the request creates it
  // @expect POST /api/logs/saveNewTag
  const response = await axios.post(API_URL + "/logs/saveNewTag", { name, color });
  return response.data.id;
}

export async function selectTag(day, tagId) {
  // @expect POST /api/logs/addTagToLog
  const response = await axios.post(API_URL + "/logs/addTagToLog", { day, tag_id: tagId });
  return response.data.success;
}

export async function changePassword(oldPassword, newPassword) {
  // @expect POST /api/users/changePassword
  const response = await axios.post(API_URL + "/users/changePassword", {
    old_password: oldPassword,
    new_password: newPassword,
  });
  return response.data.success;
}

export async function searchForTag(tagId) {
  // "search" starts noun compounds as often: no verb taken from it
  // @expect GET /api/logs/searchTag
  const response = await axios.get(API_URL + "/logs/searchTag", { params: { tag_id: tagId } });
  return response.data.results;
}
