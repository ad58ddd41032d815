"""What tRPC calls answer (rule ``trpc.response``, ``extractors/trpc.py``): a hook's ``data``,
an awaited ``fetch``/``query``/``mutate``/``mutateAsync`` and the ``onSuccess`` callbacks tRPC
calls are the response body of the request made there, so ``output.response-read`` reads
them. Assertions are exact output schemas and the lines of their evidence."""
from __future__ import annotations

from conftest import capability

REACT = ("import { createTRPCReact } from '@trpc/react-query';\n"
         "import { createTRPCProxyClient, httpBatchLink } from '@trpc/client';\n"
         "export const api = createTRPCReact<any>();\n"
         "export const client = api.createClient({\n"
         "  links: [httpBatchLink({ url: '/api/trpc' })],\n"
         "});\n"
         "export const vanilla = createTRPCProxyClient<any>({\n"
         "  links: [httpBatchLink({ url: '/api/trpc' })],\n"
         "});\n")


def output(contract: dict, method: str, path: str) -> dict | None:
    return capability(contract, method, path)["outputSchema"]


def read_lines(contract: dict, method: str, path: str, pointer: str) -> list[tuple[str, int]]:
    cap = capability(contract, method, path)
    return [(e["file"], e["line"]) for e in cap["evidence"][f"/outputSchema{pointer}"]]


def props(schema: dict | None) -> dict:
    return (schema or {}).get("properties", {})


def test_a_query_hooks_data_is_the_answer(derive_files):
    contract = derive_files({"src/trpc.ts": REACT, "src/Page.tsx": (
        "import { api } from './trpc';\n"
        "export function Page({ id }: { id: string }) {\n"
        "  const { data: groupData } = api.groups.get.useQuery({ id });\n"
        "  const group = groupData?.group;\n"
        "  const names = group?.members.map((m) => m.name);\n"
        "  const stats = api.groups.stats.useQuery({ id });\n"
        "  const total = stats.data?.total;\n"
        "  const [summary] = api.groups.summary.useSuspenseQuery({ id });\n"
        "  const currency = summary.currency;\n"
        "  return <p>{names}{total}{currency}</p>;\n"
        "}\n")})
    assert props(output(contract, "GET", "/api/trpc/groups.get")) == {"group": {
        "type": "object", "properties": {"members": {
            "type": "array", "items": {"type": "object", "properties": {"name": {}}}}}}}
    assert read_lines(contract, "GET", "/api/trpc/groups.get", "/properties/group") == [
        ("src/Page.tsx", 4), ("src/Page.tsx", 5), ("src/Page.tsx", 5)]
    assert props(output(contract, "GET", "/api/trpc/groups.stats")) == {"total": {}}
    assert props(output(contract, "GET", "/api/trpc/groups.summary")) == {"currency": {}}


def test_each_page_of_an_infinite_query_is_an_answer(derive_files):
    contract = derive_files({"src/trpc.ts": REACT, "src/Feed.tsx": (
        "import { api } from './trpc';\n"
        "export function Feed() {\n"
        "  const feed = api.posts.list.useInfiniteQuery({ limit: 10 });\n"
        "  const all = feed.data?.pages.flatMap((page) => page.items) ?? [];\n"
        "  const next = feed.data?.pages[0].nextCursor;\n"
        "  const count = feed.data?.pages.length;\n"
        "  return <p>{all.length}{next}{count}</p>;\n"
        "}\n")})
    assert props(output(contract, "GET", "/api/trpc/posts.list")) == {
        "items": {}, "nextCursor": {}}


def test_awaited_mutations_and_reads_answer_the_body(derive_files):
    contract = derive_files({"src/trpc.ts": REACT, "src/Create.tsx": (
        "import { api, vanilla } from './trpc';\n"
        "export function Create({ go }: { go: (to: string) => void }) {\n"
        "  const { mutateAsync } = api.groups.create.useMutation();\n"
        "  const utils = api.useUtils();\n"
        "  async function onSubmit(name: string) {\n"
        "    const { groupId } = await mutateAsync({ name });\n"
        "    go(`/groups/${groupId}`);\n"
        "  }\n"
        "  async function onCheck() {\n"
        "    const listed = await utils.groups.list.fetch();\n"
        "    const health = await vanilla.health.ping.query();\n"
        "    const made = await vanilla.groups.archive.mutate({ id: '1' });\n"
        "    return [listed.groups.length, health.ok, made.archivedAt];\n"
        "  }\n"
        "  return <form onSubmit={() => onSubmit('x')}><button onClick={onCheck} /></form>;\n"
        "}\n")})
    assert props(output(contract, "POST", "/api/trpc/groups.create")) == {"groupId": {}}
    assert read_lines(contract, "POST", "/api/trpc/groups.create", "/properties/groupId") == [
        ("src/Create.tsx", 6)]
    assert props(output(contract, "GET", "/api/trpc/groups.list")) == {"groups": {}}
    assert props(output(contract, "GET", "/api/trpc/health.ping")) == {"ok": {}}
    assert props(output(contract, "POST", "/api/trpc/groups.archive")) == {"archivedAt": {}}


def test_on_success_callbacks_are_called_with_the_answer(derive_files):
    contract = derive_files({"src/trpc.ts": REACT, "src/Edit.tsx": (
        "import { api } from './trpc';\n"
        "export function Edit({ id }: { id: string }) {\n"
        "  const rename = api.groups.rename.useMutation({\n"
        "    onSuccess: (renamed) => alert(renamed.name),\n"
        "  });\n"
        "  const remove = api.groups.remove.useMutation();\n"
        "  function onRemove() {\n"
        "    remove.mutate({ id }, { onSuccess(removed) { alert(removed.removedAt); } });\n"
        "  }\n"
        "  return <div><button onClick={() => rename.mutate({ id, name: 'n' })} />"
        "<button onClick={onRemove} /></div>;\n"
        "}\n")})
    assert props(output(contract, "POST", "/api/trpc/groups.rename")) == {"name": {}}
    assert read_lines(contract, "POST", "/api/trpc/groups.rename", "/properties/name") == [
        ("src/Edit.tsx", 4)]
    assert props(output(contract, "POST", "/api/trpc/groups.remove")) == {"removedAt": {}}


def test_a_mutation_whose_answer_is_not_read_has_no_output(derive_files):
    contract = derive_files({"src/trpc.ts": REACT, "src/Edit.tsx": (
        "import { api } from './trpc';\n"
        "export function Edit({ id }: { id: string }) {\n"
        "  const { mutateAsync } = api.groups.update.useMutation();\n"
        "  const { data } = api.groups.get.useQuery({ id });\n"
        "  async function onSave() {\n"
        "    await mutateAsync({ id, name: data?.group.name });\n"
        "  }\n"
        "  return <button onClick={onSave} />;\n"
        "}\n")})
    assert output(contract, "POST", "/api/trpc/groups.update") is None
    assert props(output(contract, "GET", "/api/trpc/groups.get")) == {"group": {
        "type": "object", "properties": {"name": {}}}}


def test_tanstack_hooks_of_v11_query_options_answer_the_body(derive_files):
    contract = derive_files({"src/trpc.ts": (
        "import { createTRPCContext } from '@trpc/tanstack-react-query';\n"
        "import { httpBatchLink } from '@trpc/client';\n"
        "export const { TRPCProvider, useTRPC } = createTRPCContext<any>();\n"
        "export const links = [httpBatchLink({ url: '/api/trpc' })];\n"),
        "src/Monitors.tsx": (
        "import { useQuery, useSuspenseQuery, useMutation } from '@tanstack/react-query';\n"
        "import { useTRPC } from './trpc';\n"
        "export function Monitors({ id }: { id: string }) {\n"
        "  const trpc = useTRPC();\n"
        "  const { data: monitors } = useQuery(trpc.monitor.list.queryOptions({ id }));\n"
        "  const page = useSuspenseQuery(trpc.page.get.queryOptions({ id }));\n"
        "  const title = page.data.title;\n"
        "  const save = useMutation(trpc.page.update.mutationOptions({\n"
        "    onSuccess: (saved) => alert(saved.updatedAt),\n"
        "  }));\n"
        "  const names = monitors?.map((m) => m.name);\n"
        "  return <button onClick={() => save.mutate({ id, title })}>{names}</button>;\n"
        "}\n")})
    assert output(contract, "GET", "/api/trpc/monitor.list") == {
        "description": "The response fields the client reads; the backend may return more.",
        "type": "array",
        "items": {"type": "object", "properties": {"name": {}}}}
    assert props(output(contract, "GET", "/api/trpc/page.get")) == {"title": {}}
    assert props(output(contract, "POST", "/api/trpc/page.update")) == {"updatedAt": {}}
