import axios from "axios";
import { api } from "./api";

// The path and the method of one call chosen by the same ternary: edit with PUT, create with
// POST, never PUT to create nor POST to edit.
export function saveLink(props, link) {
  const isEdit = !!props.link.id;
  // @expect PUT /api/link/edit
  return api(isEdit ? "/api/link/edit" : "/api/link/create", {
    method: isEdit ? "PUT" : "POST",
    body: JSON.stringify(link),
  });
}

// The same through two locals.
export function saveBook(book) {
  const url = book.id ? `/api/books/${book.id}` : "/api/books";
  const method = book.id ? "PUT" : "POST";
  // @expect PUT /api/books/{id}
  return fetch(url, { method, body: JSON.stringify(book) });
}

// The same through if/else arms writing both locals.
export function saveShelf(shelf, isNew) {
  let url;
  let method;
  if (isNew) {
    url = "/api/shelves";
    method = "post";
  } else {
    url = `/api/shelves/${shelf.id}`;
    method = "put";
  }
  // @expect POST /api/shelves
  return axios({ url, method, data: shelf });
}

// An old-style && / || pair: `cond && a || b` on the same condition in both places.
export function saveTag(tag) {
  // @expect PUT /api/tags/{id}
  return axios({
    method: (tag.id && "put") || "post",
    url: (tag.id && `/api/tags/${tag.id}`) || "/api/tags",
    data: tag,
  });
}

// Two different conditions still combine: either folder, either method.
export function sendNote(note, shared, replace) {
  // @expect POST /api/notes
  return api(shared ? "/api/shared/notes" : "/api/notes", {
    method: replace ? "PUT" : "POST",
    body: JSON.stringify(note),
  });
}

// A condition each caller fixes picks one arm per caller.
export function saveCard(card, isNew) {
  // @expect POST /api/cards
  return api(isNew ? "/api/cards" : `/api/cards/${card.id}`, {
    method: isNew ? "POST" : "PATCH",
    body: JSON.stringify(card),
  });
}

// An else-if chain on the caller's mode writing two locals in each arm.
export function submitForm(form, mode) {
  let method;
  let url;
  if (mode === "copy") {
    method = "POST";
    url = `/api/forms/${form.id}/copy`;
  } else if (mode === "edit") {
    method = "PUT";
    url = `/api/forms/${form.id}`;
  } else {
    method = "POST";
    url = "/api/forms";
  }
  // @expect PUT /api/forms/{id}
  return fetch(url, { method, body: JSON.stringify(form) });
}

// Each arm of the URL's choice is itself a choice (an album's or a photo's address, by the
// page): the method still goes with its arm, POST to either list, PUT to either item.
const onAlbums = window.location.pathname.startsWith("/albums");

export function savePicture(picture) {
  const isNew = !document.querySelector("#picture-id").value;
  const list = onAlbums ? "/api/albums" : "/api/photos";
  const item = onAlbums ? `/api/albums/${picture.id}` : `/api/photos/${picture.id}`;
  // @expect PUT /api/photos/{id}
  return fetch(isNew ? list : item, { method: isNew ? "POST" : "PUT", body: JSON.stringify(picture) });
}
