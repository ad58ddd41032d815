"""Bodies and list inputs passed through wrappers and thunks: rules ``value.joined-list`` /
``path.joined-list`` (``ids.join(',')`` is a list input), ``body.computed-key``
(``{[name]: value}`` named by the callers' texts, else reviewed) and ``body.caller-form-data``
(a FormData the page builds and hands through a thunk keeps the request multipart)."""
from conftest import bindings, capability, endpoints

API = """
import axios from "axios";
const http = axios.create({ baseURL: "https://api.example.test" });
export const api = {
  getAlbums: (ids: string[]) => http.get(`/album/${ids.join(",")}`),
  removeAll: (config) => { const { ids } = config; return http.delete(`/items/${ids.join(",")}`); },
  setSetting: (name: string, value: any) => http.post("/settings", { [name]: value }),
  patchField: (config) => http.patch("/fields", { [config.field]: config.value }),
  uploadLogo: (config) => http.post("/logos", config.form),
};
"""
CALLERS = """
import { createAsyncThunk } from "@reduxjs/toolkit";
import { api } from "./api";
export const uploadLogo = createAsyncThunk("logo/upload", async (form) => {
  const res = await api.uploadLogo({ form });
  return res.data;
});
export async function albums(ids: string[]) { return api.getAlbums(ids); }
export async function clear(ids) { return api.removeAll({ ids }); }
export async function dark(on: boolean) { await api.setSetting("darkMode", on); }
export async function zone(tz: string) { await api.setSetting("timezone", tz); }
export async function patch(field, value) { await api.patchField({ field, value }); }
export function send(dispatch, file) {
  const fd = new FormData();
  fd.append("logo", file);
  fd.append("caption", "main");
  return dispatch(uploadLogo(fd));
}
"""


def derived(derive_files):
    return derive_files({"src/api.ts": API, "src/actions.ts": CALLERS})


def test_joined_ids_are_a_list_path_input(derive_files):
    contract = derived(derive_files)
    assert {("GET", "/album/{ids}"), ("DELETE", "/items/{ids}")} <= endpoints(contract)
    for path in ("/album/{ids}", "/items/{ids}"):
        cap = capability(contract, "GET" if path.startswith("/album") else "DELETE", path)
        assert bindings(cap) == {"path:ids": "ids"}
        ids = cap["inputSchema"]["properties"]["ids"]
        assert (ids["type"], ids["items"]) == ("array", {"type": "string"})
        assert "joined by ','" in ids["description"]
        rules = {e["rule"] for e in cap["evidence"]["/inputSchema/properties/ids"]}
        assert "path.joined-list" in rules


def test_computed_key_takes_the_callers_names(derive_files):
    contract = derived(derive_files)
    cap = capability(contract, "POST", "/settings")
    assert bindings(cap) == {"body:darkMode": "darkMode", "body:timezone": "timezone"}
    assert cap["inputSchema"].get("required", []) == []
    notes = [r for r in contract["review"] if r.get("capability") == cap["name"]]
    assert any(r["severity"] == "low" and "(darkMode, timezone)" in r["message"]
               for r in notes)


def test_computed_key_not_shown_is_reviewed(derive_files):
    contract = derived(derive_files)
    cap = capability(contract, "PATCH", "/fields")
    assert bindings(cap) == {}
    assert any(r["severity"] == "medium" and "name is computed" in r["message"]
               for r in contract["review"] if r.get("capability") == cap["name"])


def test_form_data_through_a_thunk_stays_multipart(derive_files):
    contract = derived(derive_files)
    cap = capability(contract, "POST", "/logos")
    request = cap["implementation"]["requests"][0]
    assert request["bodyEncoding"] == "multipart"
    assert bindings(cap) == {"multipart:caption": "=main", "multipart:logo": "logo"}
    rules = {e["rule"] for e in cap["evidence"]["/implementation/requests/0/bodyEncoding"]}
    assert rules == {"body.caller-form-data"}
