// Routes named in the users' languages: every letter of a path segment names the Tool, in ASCII.
import axios from "axios";

export function overview() {
  // @expect GET /api/übersicht
  return axios.get("/api/übersicht");
}

export function saveSize(street, size) {
  // @expect PUT /api/straße/{street}/größe
  return axios.put(`/api/straße/${street}/größe`, { size });
}

export function reviews() {
  // @expect GET /api/обзоры
  return axios.get("/api/обзоры");
}

export function removeUser(id) {
  // @expect DELETE /api/用户/{id}
  return axios.delete(`/api/用户/${id}`);
}
