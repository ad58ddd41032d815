import axios from "axios"
import {defaultHeaders} from "./session"

export async function uploadDocument(file: File, folderId: string) {
  const form = new FormData()
  form.append("file", file)
  form.append("parent_id", folderId)
  const headers = defaultHeaders()
  // @expect POST /api/documents/upload
  return axios.post("/api/documents/upload", form, {
    headers: {...headers, "Content-Type": "multipart/form-data"}
  })
}

export function shareLink(documentId: string, note: string) {
  // @expect POST /api/documents/{documentId}/links
  return fetch(`/api/documents/${documentId}/links`, {
    method: "POST",
    headers: {"X-Real-IP": "203.0.113.9", "X-Tenant": sessionStorage.getItem("tenant") || "",
              "X-Request-Note": note},
    body: JSON.stringify({note})
  })
}
