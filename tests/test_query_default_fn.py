"""The default ``queryFn`` of a ``QueryClient`` (``extractors/query_default_fn.py``, rule
``react-query.default-query-fn``): a query hook without a function of its own calls it with
``{ queryKey }`` at the hook's call site; the default function is no capability by itself; a
hook with its own ``queryFn`` is left to it; different defaults are a review item."""
from __future__ import annotations

from conftest import endpoints

CLIENT = ("import {{ QueryClient }} from '@tanstack/react-query';\n"
          "import axios from 'axios';\n"
          "export const client = new QueryClient({{ defaultOptions: {{ queries: {{\n"
          "  queryFn: async ({{ queryKey }}) => {{\n"
          "    const [path, params] = queryKey;\n"
          "    return (await axios.get(`{prefix}/${{path}}`, {{ params }})).data;\n"
          "  }},\n"
          "}} }} }});\n")
HOOKS = ("import { useQuery } from '@tanstack/react-query';\n"
         "export function Page({ id, q }) {\n"
         "  const a = useQuery({ queryKey: ['users', { q }] });\n"
         "  const b = useQuery([`users/${id}`]);\n"
         "  const c = useQuery({ queryKey: ['me'], queryFn: () => fetch('/session') });\n"
         "  return [a, b, c];\n"
         "}\n")


def test_hooks_without_a_query_fn_run_the_default_one(derive_files):
    contract = derive_files({"src/client.js": CLIENT.format(prefix="/api"),
                             "src/page.jsx": HOOKS})
    assert sorted(endpoints(contract)) == [("GET", "/api/users"), ("GET", "/api/users/{id}"),
                                           ("GET", "/session")]
    users = next(c for c in contract["capabilities"]
                 if c["implementation"]["requests"][0]["pathTemplate"] == "/api/users")
    request = users["implementation"]["requests"][0]
    assert [b["target"] for b in request["bindings"]] == ["query:q"]
    assert [(s["line"], s["rule"]) for s in request["callSites"]] == [
        (3, "react-query.default-query-fn")]


def test_different_default_query_fns_are_a_review_item(derive_files):
    contract = derive_files({"src/a.js": CLIENT.format(prefix="/api"),
                             "src/b.js": CLIENT.format(prefix="/v2"),
                             "src/page.jsx": HOOKS})
    assert sorted(endpoints(contract)) == [("GET", "/session")]
    items = [r for r in contract["review"] if r["message"].startswith("TanStack Query")]
    assert [(r["evidence"][0]["file"], r["evidence"][0]["line"]) for r in items] == [
        ("src/page.jsx", 3), ("src/page.jsx", 4)]
