"""A tRPC client whose router type is imported from outside the analysed folder
(``extractors/trpc_outside.py``, rule ``trpc.router-outside-root``): each request sending an
input carries one ``medium`` item citing the import, and the run warns once; a router in the
source keeps its inputs proven and raises neither."""
from __future__ import annotations

from conftest import capability, write_tree

from code2skill.discover import Scope
from code2skill.pipeline import Settings, derive

CLIENT = ("import { createTRPCReact } from '@trpc/react-query';\n"
          "import { httpLink } from '@trpc/client';\n"
          "import type { AppRouter } from '../../server/router';\n"
          "export const api = createTRPCReact<AppRouter>();\n"
          "export const client = api.createClient({ links: [httpLink({ url: '/trpc' })] });\n")
PAGE = ("import { api } from './trpc';\n"
        "export function Page({ name }: { name: string }) {\n"
        "  const me = api.user.me.useQuery();\n"
        "  const rename = api.user.rename.useMutation();\n"
        "  return <button onClick={() => rename.mutate({ name })}>{me.data}</button>;\n"
        "}\n")


def outside_items(contract: dict) -> list[tuple[str | None, str, str, int]]:
    return sorted((r["capability"], r["severity"], r["evidence"][0]["file"],
                   r["evidence"][0]["line"]) for r in contract["review"]
                  if r["evidence"] and r["evidence"][0]["rule"] == "trpc.router-outside-root")


def test_router_outside_the_folder_leaves_sent_inputs_unproven(derive_files):
    contract = derive_files({"src/trpc.ts": CLIENT, "src/Page.tsx": PAGE})
    assert outside_items(contract) == [("rename_user", "medium", "src/trpc.ts", 3)]
    rename = capability(contract, "POST", "/trpc/user.rename")
    assert rename["status"] == "requires-review"
    item = next(r for r in contract["review"] if r["capability"] == "rename_user"
                and r["evidence"][0]["rule"] == "trpc.router-outside-root")
    assert item["message"] == (
        "the input schema of tRPC procedure user.rename is defined outside the analysed "
        "folder: the router type AppRouter is imported from '../../server/router' "
        "(→ '../server/router'), which is not read, so this input is the shape of the calls' "
        "arguments and is not claimed complete (its required fields, types and bounds are "
        "unproven); derive from '..' to read the router")
    assert capability(contract, "GET", "/trpc/user.me")["status"] == "draft"


def test_router_outside_the_folder_warns_once(tmp_path):
    root = write_tree(tmp_path / "app", {"src/trpc.ts": CLIENT,
                                         "src/other.ts": CLIENT.replace("api", "other"),
                                         "src/Page.tsx": PAGE})
    result = derive(root, Settings(Scope((), (), False), jobs=1))
    found = [d for d in result.diagnostics if "(trpc.router-outside-root)" in d.reason]
    assert [(d.path, d.stage, d.severity, d.line) for d in found] == [
        ("src/other.ts", "resolve", "warning", 3)]
    assert found[0].reason == (
        "the tRPC router type AppRouter is imported from '../../server/router' "
        "(→ '../server/router'), outside the analysed folder: procedure inputs are read from "
        "the calls' arguments and are unproven — derive from '..' (relative to the analysed "
        "folder), which holds both, to read the router's input schemas "
        "(trpc.router-outside-root)")


def test_router_in_the_source_raises_no_outside_item(derive_files):
    server = ("import { initTRPC } from '@trpc/server';\n"
              "import { z } from 'zod';\n"
              "const t = initTRPC.create();\n"
              "export const appRouter = t.router({ user: t.router({\n"
              "  me: t.procedure.query(() => null),\n"
              "  rename: t.procedure.input(z.object({ name: z.string().min(1) }))"
              ".mutation(() => null),\n"
              "}) });\n"
              "export type AppRouter = typeof appRouter;\n")
    contract = derive_files({"server/router.ts": server,
                             "web/src/trpc.ts": CLIENT,
                             "web/src/Page.tsx": PAGE})
    assert outside_items(contract) == []
    rename = capability(contract, "POST", "/trpc/user.rename")
    assert rename["inputSchema"]["required"] == ["name"]
    assert rename["inputSchema"]["properties"]["name"]["minLength"] == 1
