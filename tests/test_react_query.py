"""TanStack Query hooks (``extractors/react_query.py``): a query's ``data`` is what its
``queryFn`` returns (rule ``react-query.data``), a mutation's ``mutate``/``mutateAsync`` call
its ``mutationFn`` (``react-query.mutate``). Assertions are exact preconditions, call chains
and review items.
"""
from __future__ import annotations

from conftest import capability

API = ("import axios from 'axios';\n"
       "export const api = axios.create({ baseURL: '/' });\n"
       "export const listDocs = async () => (await api.get('/docs')).data;\n"
       "export const getDoc = (id: string) => api.get(`/docs/${id}`);\n"
       "export const deleteDoc = (id: string) => api.delete(`/docs/${id}`);\n")


def pre(cap: dict) -> list[tuple]:
    return [(p["input"], p["issuedBy"], p["resultPath"], [e["line"] for e in p["evidence"]])
            for p in cap["preconditions"]]


def test_query_data_is_what_query_fn_returns(derive_files):
    contract = derive_files({"src/api.ts": API, "src/page.tsx": (
        "import { useQuery } from '@tanstack/react-query';\n"
        "import { getDoc, listDocs } from './api';\n"
        "export function Page() {\n"
        "  const docs = useQuery({ queryKey: ['docs'], queryFn: () => listDocs() });\n"
        "  const doc = useQuery({ queryKey: ['doc'],\n"
        "    queryFn: () => getDoc(docs.data!.items[0].id), enabled: !!docs.data });\n"
        "  return doc.data;\n"
        "}\n")})
    assert pre(capability(contract, "GET", "/docs/{id}")) == [
        ("id", "list_docs", "items.0.id", [6])]


def test_v3_positional_query_function(derive_files):
    contract = derive_files({"src/api.ts": API, "src/page.tsx": (
        "import { useQuery } from 'react-query';\n"
        "import { getDoc, listDocs } from './api';\n"
        "export function Page() {\n"
        "  const { data } = useQuery('docs', listDocs);\n"
        "  return () => getDoc(data.items[0].id);\n"
        "}\n")})
    assert pre(capability(contract, "GET", "/docs/{id}")) == [
        ("id", "list_docs", "items.0.id", [5])]


def test_mutate_calls_the_mutation_function(derive_files):
    contract = derive_files({"src/api.ts": API, "src/page.tsx": (
        "import { useMutation } from '@tanstack/react-query';\n"
        "import { deleteDoc, listDocs } from './api';\n"
        "export function Page() {\n"
        "  const remove = useMutation({ mutationFn: (id: string) => deleteDoc(id) });\n"
        "  const onDelete = async () => {\n"
        "    if (!window.confirm('Delete it?')) return;\n"
        "    const docs = await listDocs();\n"
        "    remove.mutate(docs.items[0].id);\n"
        "  };\n"
        "  return onDelete;\n"
        "}\n")})
    cap = capability(contract, "DELETE", "/docs/{id}")
    assert pre(cap) == [("id", "list_docs", "items.0.id", [8])]
    asked = [r["evidence"][0]["line"] for r in contract["review"]
             if r["capability"] == cap["name"] and "confirm" in r["message"]]
    assert asked == [6]


def test_a_hook_of_another_library_is_not_followed(derive_files):
    contract = derive_files({"src/api.ts": API, "src/page.tsx": (
        "import { useQuery } from './my-hooks';\n"
        "import { getDoc, listDocs } from './api';\n"
        "export function Page() {\n"
        "  const docs = useQuery({ queryFn: () => listDocs() });\n"
        "  return () => getDoc(docs.data.items[0].id);\n"
        "}\n")})
    assert pre(capability(contract, "GET", "/docs/{id}")) == []
