"""Rule ``name.enclosing-function``: an anonymous thunk is named by the function returning it."""
from conftest import capability

API = """
import axios from "axios";
import { createAsyncThunk } from "@reduxjs/toolkit";
const http = axios.create({ baseURL: "/api" });
function send(url, opts) {
  return async (dispatch) => {
    const resp = await http.request({ ...opts, url });
    return resp.data;
  };
}
export function getShareList(args) {
  return async (dispatch) => {
    return await dispatch(send("/admin/share", { method: "POST", data: args }));
  };
}
export const loadUsers = () => (dispatch) => dispatch(send("/users", { method: "GET" }));
export const fetchTeams = createAsyncThunk("teams/fetch", async () => send("/teams", { method: "GET" }));
export const archiveBoard = createAsyncThunk("boards/archive", async (id) => send(`/boards/${id}`, { method: "POST" }));
export function pollLater() {
  setTimeout(() => send("/poll", { method: "POST" }), 100);
}
"""
MAIN = """
import { getShareList, loadUsers, fetchTeams, archiveBoard, pollLater } from "./api";
export function page(store) {
  store.dispatch(getShareList({ page: 1 }));
  store.dispatch(loadUsers());
  store.dispatch(fetchTeams());
  store.dispatch(archiveBoard(3));
  pollLater();
}
"""
PACKAGE = '{"name": "th", "dependencies": {"axios": "1", "@reduxjs/toolkit": "2"}}'


def test_thunks_take_their_factory_names(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/api.js": API, "src/main.js": MAIN})
    site = {(c["implementation"]["requests"][0]["method"],
             c["implementation"]["requests"][0]["pathTemplate"]):
            c["implementation"]["requests"][0]["callSites"][0]["function"]
            for c in contract["capabilities"]}
    assert site == {("POST", "/api/admin/share"): "getShareList",
                    ("GET", "/api/users"): "loadUsers",
                    ("GET", "/api/teams"): "fetchTeams",
                    ("POST", "/api/boards/{id}"): "archiveBoard",
                    ("POST", "/api/poll"): "<callback setTimeout>"}   # handed, not returned
    listing = capability(contract, "POST", "/api/admin/share")
    assert (listing["name"], listing["sideEffect"]) == ("get_share_list", "read")
    archive = capability(contract, "POST", "/api/boards/{id}")
    assert (archive["name"], archive["sideEffect"]) == ("archive_board", "update")
