"""Rule ``value.default-object``: ``(opts || {}).x`` and ``(opts ?? {}).x`` read the member ``x``
of the parameter ``opts`` (absent when ``opts`` is not set), so ``x`` is a body or query field
with ``opts``'s declared member type, exactly as ``opts?.x`` is."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

API = """\
import axios from "axios";

export function search(opts?: { term?: string; page?: number }) {
  return axios.get("/api/search", { params: { q: (opts || {}).term, page: (opts ?? {}).page } });
}

export function rename(id: string, changes?: { title: string }) {
  return axios.put(`/api/docs/${id}`, { title: (changes || {}).title });
}

export const retitle = (id: string, title: string) => rename(id, { title });
"""


def props(cap: dict) -> dict:
    return {k: v.get("type") for k, v in cap["inputSchema"]["properties"].items()}


def test_a_member_of_a_parameter_or_an_empty_object_is_the_parameters_member(derive_files):
    contract = derive_files({"src/api.ts": API})
    assert endpoints(contract) == {("GET", "/api/search"), ("PUT", "/api/docs/{id}")}
    search = capability(contract, "GET", "/api/search")
    assert bindings(search) == {"query:q": "q", "query:page": "page"}
    assert props(search) == {"q": "string", "page": "number"}
    assert "required" not in search["inputSchema"]
    rename = capability(contract, "PUT", "/api/docs/{id}")
    assert bindings(rename) == {"body:title": "title", "path:id": "id"}
    assert props(rename) == {"id": "string", "title": "string"}
    assert rename["inputSchema"]["required"] == ["id"]
    assert not any("title" in r["message"] for r in contract["review"])
