// A reading list keeps the user's bookmarks and labels in memory and saves each list whole: the
// server stores what it is sent, so emptying or cutting the list before the save erases items.
import axios from "axios";

let bookmarks = [];
let labels = [];
let recent = [];

export function loadBookmarks() {
  // @expect GET /api/bookmarks
  return axios.get("/api/bookmarks").then((r) => { bookmarks = r.data.bookmarks; });
}

// emptied in place, then saved whole: every stored bookmark is erased
export function clearBookmarks() {
  bookmarks.length = 0;
  // @expect PUT /api/bookmarks
  return axios.put("/api/bookmarks", { bookmarks });
}

export function loadLabels() {
  // @expect GET /api/labels
  return axios.get("/api/labels").then((r) => { labels = r.data.labels; });
}

// a new empty list replaces the held one before the save
export function resetLabels() {
  labels = [];
  // @expect PUT /api/labels
  return axios.put("/api/labels", { labels });
}

export function loadRecent() {
  // @expect GET /api/recent
  return axios.get("/api/recent").then((r) => { recent = r.data.recent; });
}

// the oldest entry is cut off, and the rest saved whole
export function dropOldest() {
  recent = recent.slice(1);
  // @expect PUT /api/recent
  return axios.put("/api/recent", { recent });
}
