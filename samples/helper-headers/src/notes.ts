import axios from "axios"
import ky from "ky"
import {authHeaders, clientHeaders, csrfHeaders, proxyHeaders} from "./headers"

export function listNotes() {
  // @expect GET /api/notes
  return fetch("/api/notes", {headers: proxyHeaders()})
}

export function addNote(text: string) {
  // @expect POST /api/notes
  return axios.post("/api/notes", {text}, {headers: authHeaders()})
}

export function removeNote(noteId: string) {
  const headers = csrfHeaders()
  // @expect DELETE /api/notes/{noteId}
  return fetch(`/api/notes/${noteId}`, {method: "DELETE", headers})
}

export function listCatalogue() {
  // @expect GET /api/catalogue
  return ky.get("/api/catalogue", {headers: clientHeaders()}).json()
}
