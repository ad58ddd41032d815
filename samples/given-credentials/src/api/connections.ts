import client from "./client";

// The page hands its query to the request layer: the key is the caller's value.
export function testConnection(service: string, params: Record<string, string>) {
  return client.get(`/test/${service}`, { params });
}

// The request layer reads the client's own token itself: the Host supplies it.
export function exportLibrary() {
  // @expect GET /api/export
  return client.get("/export", { params: { token: localStorage.getItem("export-token") } });
}
