"""tRPC procedures reached through a callback's parameter (``extractors/trpc_callbacks.py``):
``useQueries((t) => …)`` calls on the procedure proxy ``t`` (rule ``trpc.use-queries``) and
``useUtils()`` handles kept in an array and read per item (rule ``trpc.handle-array``).
Assertions are exact endpoints, call sites, bindings and review entries."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

REACT = ("import { createTRPCReact } from '@trpc/react-query';\n"
         "import { httpLink } from '@trpc/client';\n"
         "export const api = createTRPCReact<any>();\n"
         "export const client = api.createClient({ links: [httpLink({ url: '/trpc' })] });\n")


def sites(cap: dict) -> list[tuple[str, int, str]]:
    return sorted((s["file"], s["line"], s["rule"])
                  for r in cap["implementation"]["requests"] for s in r["callSites"])


def reviewed(contract: dict, start: str) -> list[tuple[str, int]]:
    return [(r["severity"], r["evidence"][0]["line"]) for r in contract["review"]
            if r["message"].startswith(start)]


def test_use_queries_callback_calls_procedures_on_its_parameter(derive_files):
    contract = derive_files({"src/trpc.ts": REACT, "src/Apps.tsx": (
        "import { api } from './trpc';\n"
        "export function Apps({ ids }: { ids: string[] }) {\n"
        "  const ignored = api.useQueries((t) => ids.map((id) => t.apps.isIgnored({ appId: id })));\n"
        "  const [a, b] = api.useSuspenseQueries((q) => [q.system.name(), q.health()]);\n"
        "  return <p>{ignored.length}{a}{b}</p>;\n"
        "}\n")})
    assert sorted(endpoints(contract)) == [
        ("GET", "/trpc/apps.isIgnored"), ("GET", "/trpc/health"), ("GET", "/trpc/system.name")]
    ignored = capability(contract, "GET", "/trpc/apps.isIgnored")
    assert sites(ignored) == [("src/Apps.tsx", 3, "trpc.query-get.useQueries")]
    assert bindings(ignored) == {"query:input": "input"}
    assert ignored["inputSchema"]["properties"]["input"]["properties"] == {"appId": {}}
    assert sites(capability(contract, "GET", "/trpc/health")) == [
        ("src/Apps.tsx", 4, "trpc.query-get.useSuspenseQueries")]
    assert bindings(capability(contract, "GET", "/trpc/system.name")) == {}
    assert reviewed(contract, "tRPC useQueries") == []


def test_use_queries_parameter_hidden_or_destructured_is_reviewed(derive_files):
    contract = derive_files({"src/trpc.ts": REACT, "src/Rows.tsx": (
        "import { api } from './trpc';\n"
        "export function Rows({ rows }: { rows: { t: { load(): void } }[] }) {\n"
        "  const a = api.useQueries((t) => rows.map(({ t }) => t.load()));\n"
        "  const b = api.useQueries(({ apps }) => [apps.list()]);\n"
        "  return <p>{a.length}{b.length}</p>;\n"
        "}\n")})
    assert endpoints(contract) == set()
    assert reviewed(contract, "tRPC useQueries") == [("medium", 3), ("medium", 4)]


def test_utils_handles_in_an_array_are_read_per_item(derive_files):
    contract = derive_files({"src/trpc.ts": REACT, "src/Prefetch.tsx": (
        "import { api } from './trpc';\n"
        "export function Prefetch({ words }: { words: string[] }) {\n"
        "  const utils = api.useUtils();\n"
        "  const handles = [utils.apps.list, utils.wifi.supported];\n"
        "  Promise.allSettled(handles.map((h) => h.prefetch()));\n"
        "  handles.forEach((h) => h.invalidate());\n"
        "  words.map((w) => w.trim());\n"
        "  return null;\n"
        "}\n")})
    assert sorted(endpoints(contract)) == [("GET", "/trpc/apps.list"),
                                           ("GET", "/trpc/wifi.supported")]
    assert sites(capability(contract, "GET", "/trpc/wifi.supported")) == [
        ("src/Prefetch.tsx", 5, "trpc.query-get.prefetch")]
