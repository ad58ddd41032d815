"""Rule ``value.joined-list`` off the path: ``ids.join(',')`` sent as a query parameter or a
body field is one text of the list's items (the server splits it), a string input described
as a ``,``-separated list; in a path segment it stays the list input the adapter joins
(``path.joined-list``)."""
from __future__ import annotations

from conftest import capability

API = """\
import axios from "axios";
export interface SearchOptions { excludedUserIds?: string[] }
export const search = (name: string, options?: SearchOptions) => {
  const params = new URLSearchParams();
  params.append("name", name);
  if (options?.excludedUserIds) params.append("excludedUserIds", options.excludedUserIds.join(","));
  return fetch(`/api/users?${params.toString()}`);
};
export const hosts = (expand?: string[]) => axios.get("/api/hosts", { params: { expand: expand?.join(",") } });
export const tag = (ids: string[], label: string) => axios.post("/api/tags", { ids: ids.join(","), label });
export const album = (ids: string[]) => axios.get(`/api/album/${ids.join(",")}`);
export const all = (tags: string[]) => axios.get("/api/items", { params: { tags } });
"""


def test_a_joined_list_is_one_text_off_the_path(derive_files):
    contract = derive_files({"src/api.ts": API})
    for method, path, name in (("GET", "/api/users", "excludedUserIds"),
                               ("GET", "/api/hosts", "expand"), ("POST", "/api/tags", "ids")):
        cap = capability(contract, method, path)
        schema = cap["inputSchema"]["properties"][name]
        assert schema["type"] == "string", (path, schema)
        assert "items" not in schema
    users = capability(contract, "GET", "/api/users")
    assert users["inputSchema"]["properties"]["excludedUserIds"]["description"] == \
        "A ','-separated list of excluded user ids (query parameter)."
    assert "value.joined-list" in {
        e["rule"] for e in users["evidence"]["/inputSchema/properties/excludedUserIds"]}
    album = capability(contract, "GET", "/api/album/{ids}")["inputSchema"]["properties"]["ids"]
    assert (album["type"], album["items"]) == ("array", {"type": "string"})
    tags = capability(contract, "GET", "/api/items")["inputSchema"]["properties"]["tags"]
    assert tags["type"] == "array"                      # a list not joined stays a list
