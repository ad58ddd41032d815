// Addresses the caller chooses, sent in a body or a query to paths that name no fetch: the
// server may connect to them (a health check of a given server, a webhook it calls later).
import axios from "axios";

export async function checkServer(url: string, headers: Record<string, string>) {
  // @expect POST /api/servers/health
  const res = await fetch("/api/servers/health", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ url, headers })
  });
  return res.json();
}

export function addHook(name: string, endpoint: string) {
  // @expect POST /api/hooks
  return axios.post("/api/hooks", { name, target: { endpoint } });
}

// A fixed address and an address in the path are none the Agent gives in a body or query.
export function pingHome() {
  // @expect POST /api/pings
  return axios.post("/api/pings", { url: "https://status.example.org" });
}

export function searchSites(q: string) {
  // @expect GET /api/sites/search
  return axios.get("/api/sites/search", { params: { q } });
}
