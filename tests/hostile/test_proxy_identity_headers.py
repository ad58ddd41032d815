"""Identity and routing headers a reverse proxy sets, and headers whose value the client
reads from a cookie or browser storage, are never Tool inputs and their values are never
copied (rule ``header.proxy-identity``): an Agent must not choose the user, groups or
address the server may trust. Every way a client sets headers is covered: a helper's headers
object spread into an axios config, fetch's init, axios defaults and interceptors, and an RTK
Query ``prepareHeaders``."""
from __future__ import annotations

import json

from conftest import capability

PACKAGE = json.dumps({"name": "proxy", "dependencies": {
    "axios": "1.0.0", "js-cookie": "3.0.0", "@reduxjs/toolkit": "2.0.0"}})

UTILS = """import Cookies from "js-cookie"
function remoteUser(): string | null {
  const u = import.meta.env.VITE_REMOTE_USER || Cookies.get("remote_user")
  if (u) { return u }
  return null
}
export function defaultHeaders(): Record<string, string> {
  const user = remoteUser()
  let headers: Record<string, string> = {}
  if (user) {
    headers = {"X-Forwarded-User": user, "X-Forwarded-Groups": Cookies.get("remote_groups") || ""}
  }
  headers["Content-Type"] = "application/json"
  return headers
}
"""

API = """import axios from "axios"
import Cookies from "js-cookie"
import {defaultHeaders} from "./utils"
const client = axios.create({baseURL: "/api"})
client.defaults.headers.common["X-Remote-User"] = Cookies.get("who") as string
client.interceptors.request.use((config) => {
  config.headers["X-Auth-Request-Email"] = localStorage.getItem("email")
  return config
})
export function uploadNote(text: string) {
  const dh = defaultHeaders()
  return axios.post("/api/notes", {text}, {headers: {...dh,
    "X-Remote-Groups": sessionStorage.getItem("g") || ""}})
}
export function listThings() { return client.get("/things") }
export function act(userId: string, name: string) {
  return fetch(`/api/act/${name}`, {method: "POST", headers: {"X-User-Id": userId,
    "X-Real-IP": "10.9.8.7", "Forwarded": "for=192.0.2.60", "X-Tenant": Cookies.get("tenant") || "",
    "X-Trace": name}})
}
"""

RTK = """import {createApi, fetchBaseQuery} from "@reduxjs/toolkit/query/react"
import Cookies from "js-cookie"
export const api = createApi({
  baseQuery: fetchBaseQuery({baseUrl: "/api", prepareHeaders: (headers) => {
    const u = Cookies.get("remote_user")
    if (u) { headers.set("Remote-User", u) }
    return headers
  }}),
  endpoints: (build) => ({getTag: build.query<string, string>({query: (id) => `/tags/${id}`})}),
})
export const {useGetTagQuery} = api
"""

IDENTITY = ("forwarded", "real_ip", "remote", "user_id", "tenant", "auth_request")


def derived(derive_files) -> dict:
    """The contract of the three modules."""
    return derive_files({"package.json": PACKAGE, "src/utils.ts": UTILS, "src/api.ts": API,
                         "src/rtk.ts": RTK})


def test_identity_headers_are_host_side_on_every_path(derive_files):
    contract = derived(derive_files)
    for cap in contract["capabilities"]:
        names = set(cap["inputSchema"].get("properties", {}))
        assert not [n for n in names if any(word in n for word in IDENTITY)], cap["name"]
        for request in cap["implementation"]["requests"]:
            targets = {b["target"] for b in request["bindings"]}
            assert not {t for t in targets if t.startswith("header:") and t != "header:X-Trace"
                        and t != "header:Content-Type"}, (cap["name"], targets)
    act = capability(contract, "POST", "/api/act/{name}")
    assert set(act["inputSchema"]["properties"]) == {"name", "x_trace"}
    text = json.dumps(contract)                       # values are never copied
    assert "10.9.8.7" not in text and "192.0.2.60" not in text
    items = {r["capability"]: r for r in contract["review"]
             if "rule header.proxy-identity" in r["message"]}
    assert set(items) == {"create_act", "upload_note", "list_things", "get_tag"}  # the last two:
    #                    a client's defaults and interceptor, an RTK prepareHeaders set them
    assert items["create_act"]["severity"] == "medium"
    assert "X-User-Id, X-Real-IP, Forwarded, X-Tenant" in items["create_act"]["message"]
    assert "may trust them for identity" in items["create_act"]["message"]
    assert "X-Remote-Groups" in items["upload_note"]["message"]
    assert "X-Forwarded-User" in items["upload_note"]["message"]
    assert "X-Forwarded-Groups" in items["upload_note"]["message"]
