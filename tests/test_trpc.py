"""tRPC clients (``extractors/trpc.py``): a procedure path is one endpoint under the HTTP
link's url — a query ``GET`` with the input as the ``input`` query parameter (rule
``trpc.query-get``), a mutation ``POST`` with the input as JSON body (``trpc.mutation-post``);
cache helpers make no request; subscriptions and WebSocket links are review items. Assertions
are exact endpoints, call-site rules, side effects and review entries."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

REACT = ("import { createTRPCReact } from '@trpc/react-query';\n"
         "import { httpBatchLink } from '@trpc/client';\n"
         "export const api = createTRPCReact<any>();\n"
         "export const client = api.createClient({\n"
         "  links: [httpBatchLink({ url: '/api/trpc' })],\n"
         "});\n")


def rules(cap: dict) -> list[tuple[str, int, str, list[str]]]:
    return sorted((s["file"], s["line"], s["rule"], [v["rule"] for v in s["via"]])
                  for r in cap["implementation"]["requests"] for s in r["callSites"])


def test_react_hooks_are_procedure_endpoints_under_the_link_url(derive_files):
    contract = derive_files({"src/trpc.ts": REACT, "src/Page.tsx": (
        "import { api } from './trpc';\n"
        "export function Page({ id }: { id: string }) {\n"
        "  const post = api.post.byId.useQuery({ id });\n"
        "  const feed = api.post.feed.useInfiniteQuery({ limit: 10 });\n"
        "  const remove = api.post.delete.useMutation();\n"
        "  const utils = api.useUtils();\n"
        "  const onDelete = () => remove.mutate({ id }, { onSuccess: () => utils.post.feed.invalidate() });\n"
        "  utils.post.byId.setData({ id }, undefined);\n"
        "  const many = api.useQueries((t) => [t.post.byId({ id })]);\n"
        "  return <button onClick={onDelete}>{post.data?.title}{feed.data}{many}</button>;\n"
        "}\n")})
    assert sorted(endpoints(contract)) == [
        ("GET", "/api/trpc/post.byId"), ("GET", "/api/trpc/post.feed"),
        ("POST", "/api/trpc/post.delete")]
    by_id = capability(contract, "GET", "/api/trpc/post.byId")
    assert rules(by_id) == [("src/Page.tsx", 3, "trpc.query-get.useQuery", []),
                            ("src/Page.tsx", 9, "trpc.query-get.useQueries", [])]
    assert bindings(by_id) == {"query:input": "input"}
    assert by_id["sideEffect"] == "read"
    remove = capability(contract, "POST", "/api/trpc/post.delete")
    assert rules(remove) == [("src/Page.tsx", 7, "trpc.mutation-post.mutate",
                              ["trpc.mutation-hook"])]
    assert bindings(remove) == {"body:id": "id"}
    assert remove["sideEffect"] == "delete"
    assert not [r for r in contract["review"] if r["message"].startswith("tRPC useQueries")]


def test_mutation_without_an_action_word_is_a_guessed_side_effect(derive_files):
    contract = derive_files({"src/trpc.ts": REACT, "src/Page.tsx": (
        "import { api } from './trpc';\n"
        "export function Page() {\n"
        "  const go = api.widget.frobnicate.useMutation();\n"
        "  return <button onClick={() => go.mutateAsync({ level: 2 })}>Go</button>;\n"
        "}\n")})
    cap = capability(contract, "POST", "/api/trpc/widget.frobnicate")
    assert cap["status"] == "requires-review"
    assert any("side effect guessed" in r["message"] for r in contract["review"])


def test_vanilla_client_uses_its_own_link_and_cache_helpers_make_no_request(derive_files):
    contract = derive_files({"src/client.ts": (
        "import { createTRPCClient, httpLink } from '@trpc/client';\n"
        "export const trpc = createTRPCClient<any>({\n"
        "  links: [httpLink({ url: 'https://api.example.com/trpc' })],\n"
        "});\n"
        "export const archive = (id: string) => trpc.doc.archive.mutate({ id });\n"
        "export const load = (id: string) => trpc.doc.get.query({ id });\n"
        "export const watch = () => trpc.doc.onChange.subscribe(undefined, {});\n")})
    assert sorted(endpoints(contract)) == [("GET", "/doc.get"), ("POST", "/doc.archive")]
    assert [u["url"] for s in contract["services"] for u in s["observedBaseUrls"]] == [
        "https://api.example.com/trpc"]
    assert capability(contract, "POST", "/doc.archive")["sideEffect"] == "update"
    subs = [r for r in contract["review"] if "subscription" in r["message"]]
    assert [(r["severity"], r["evidence"][0]["line"]) for r in subs] == [("medium", 7)]


def test_v11_options_proxy_reads_at_query_options_and_writes_at_mutate(derive_files):
    contract = derive_files({"src/trpc.ts": (
        "import { createTRPCContext } from '@trpc/tanstack-react-query';\n"
        "export const { TRPCProvider, useTRPC } = createTRPCContext<any>();\n"),
        "src/provider.tsx": (
        "import { createTRPCClient, httpBatchStreamLink } from '@trpc/client';\n"
        "import { useState } from 'react';\n"
        "export function Provider() {\n"
        "  const [client] = useState(() => createTRPCClient({\n"
        "    links: [httpBatchStreamLink({ url: '/trpc' })] }));\n"
        "  return client;\n"
        "}\n"),
        "src/Page.tsx": (
        "import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';\n"
        "import { useTRPC } from './trpc';\n"
        "export function Page({ name }: { name: string }) {\n"
        "  const trpc = useTRPC();\n"
        "  const qc = useQueryClient();\n"
        "  const list = useQuery(trpc.team.list.queryOptions());\n"
        "  const create = useMutation(trpc.team.create.mutationOptions({\n"
        "    onSuccess: () => qc.invalidateQueries({ queryKey: trpc.team.list.queryKey() }) }));\n"
        "  return <button onClick={() => create.mutate({ name })}>{list.data}</button>;\n"
        "}\n")})
    assert sorted(endpoints(contract)) == [("GET", "/trpc/team.list"),
                                           ("POST", "/trpc/team.create")]
    assert rules(capability(contract, "GET", "/trpc/team.list")) == [
        ("src/Page.tsx", 6, "trpc.query-get.queryOptions", [])]
    create = capability(contract, "POST", "/trpc/team.create")
    assert rules(create) == [("src/Page.tsx", 9, "trpc.mutation-post.mutate",
                              ["trpc.mutation-hook"])]
    assert create["sideEffect"] == "create"


def test_browser_base_of_get_base_url_and_ws_link_review(derive_files):
    contract = derive_files({"src/trpc.ts": (
        "import { createTRPCNext } from '@trpc/next';\n"
        "import { httpBatchLink, splitLink, wsLink } from '@trpc/client';\n"
        "function getBaseUrl() {\n"
        "  if (typeof window !== 'undefined') return '';\n"
        "  return `http://localhost:${process.env.PORT ?? 3000}`;\n"
        "}\n"
        "export const api = createTRPCNext<any>({\n"
        "  config() {\n"
        "    return { links: [splitLink({ condition: (op) => op.type === 'subscription',\n"
        "      true: wsLink({ client: null as any }),\n"
        "      false: httpBatchLink({ url: `${getBaseUrl()}/api/trpc` }) })] };\n"
        "  },\n"
        "});\n"),
        "src/Page.tsx": (
        "import { api } from './trpc';\n"
        "export const Page = () => api.user.me.useQuery().data;\n")})
    assert sorted(endpoints(contract)) == [("GET", "/api/trpc/user.me")]
    assert [s["id"] for s in contract["services"]] and all(
        not s["observedBaseUrls"] for s in contract["services"])
    found = sorted((r["severity"], r["evidence"][0]["line"], r["message"][:20])
                   for r in contract["review"] if "tRPC" in r["message"])
    assert found == [("low", 7, "the tRPC router this"), ("low", 11, "the tRPC link url st"),
                     ("medium", 10, "tRPC wsLink: procedu")]


SERVER = ("import { TRPCError, initTRPC } from '@trpc/server';\n"
          "const t = initTRPC.context<{ user?: string }>().create();\n"
          "export const createTRPCRouter = t.router;\n"
          "export const publicProcedure = t.procedure;\n"
          "const isAuthed = t.middleware(({ ctx, next }) => {\n"
          "  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED' });\n"
          "  return next();\n"
          "});\n"
          "export const protectedProcedure = t.procedure.use(isAuthed);\n")


def test_router_in_repo_gives_input_schema_and_session_requirement(derive_files):
    contract = derive_files({"src/server/trpc.ts": SERVER, "src/server/post.ts": (
        "import { z } from 'zod';\n"
        "import { createTRPCRouter, protectedProcedure, publicProcedure } from './trpc';\n"
        "export const postRouter = createTRPCRouter({\n"
        "  publish: protectedProcedure\n"
        "    .input(z.object({ title: z.string().max(80), tag: z.enum(['a', 'b']).optional() }))\n"
        "    .mutation(({ input }) => input),\n"
        "  latest: publicProcedure.query(() => null),\n"
        "});\n"),
        "src/server/root.ts": (
        "import { createTRPCRouter } from './trpc';\n"
        "import { postRouter } from './post';\n"
        "export const appRouter = createTRPCRouter({ post: postRouter });\n"
        "export type AppRouter = typeof appRouter;\n"),
        "src/trpc.ts": REACT.replace("<any>", "<AppRouter>").replace(
            "import { createTRPCReact }", "import type { AppRouter } from './server/root';\n"
            "import { createTRPCReact }"),
        "src/Page.tsx": (
        "import { api } from './trpc';\n"
        "export function Page({ title }: { title: string }) {\n"
        "  const latest = api.post.latest.useQuery();\n"
        "  const publish = api.post.publish.useMutation();\n"
        "  return <button onClick={() => publish.mutate({ title })}>{latest.data}</button>;\n"
        "}\n")})
    assert sorted(endpoints(contract)) == [("GET", "/api/trpc/post.latest"),
                                           ("POST", "/api/trpc/post.publish")]
    publish = capability(contract, "POST", "/api/trpc/post.publish")
    assert publish["inputSchema"]["required"] == ["title"]
    props = publish["inputSchema"]["properties"]
    assert (props["title"]["maxLength"], props["tag"]["enum"]) == (80, ["a", "b"])
    assert {e["file"] for e in publish["evidence"]["/inputSchema/properties/title/maxLength"]} \
        == {"src/server/post.ts"}
    assert publish["auth"]["authentication"] == "unknown"
    assert [(e["file"], e["line"], e["rule"]) for e in publish["auth"]["evidence"]] == [
        ("src/server/trpc.ts", 6, "trpc.auth-middleware")]
    latest = capability(contract, "GET", "/api/trpc/post.latest")
    assert latest["auth"]["evidence"][0]["rule"] == "auth.not-observed"
    assert not [r for r in contract["review"] if "router this client" in r["message"]]


def test_mutation_hook_whose_mutate_is_not_followed_is_a_review_item(derive_files):
    contract = derive_files({"src/trpc.ts": REACT, "src/Page.tsx": (
        "import { api } from './trpc';\n"
        "import { Child } from './Child';\n"
        "export function Page() {\n"
        "  const save = api.draft.save.useMutation();\n"
        "  const seen = api.draft.remove.useMutation();\n"
        "  return <Child onSave={save.mutateAsync} onRemove={() => seen.mutate({ id: 1 })} />;\n"
        "}\n"),
        "src/Child.tsx": "export function Child(props: any) { return run(props.onSave); }\n"
                         "declare function run(f: unknown): null;\n"})
    assert sorted(endpoints(contract)) == [("POST", "/api/trpc/draft.remove")]
    missed = [(r["severity"], r["evidence"][0]["file"], r["evidence"][0]["line"])
              for r in contract["review"] if "no call of its mutate" in r["message"]]
    assert missed == [("medium", "src/Page.tsx", 4)]


def test_a_mutation_whose_words_read_like_a_read_is_a_guessed_write(derive_files):
    """Rule ``side-effect.mutation-guess``: a one-word plural action (``onboard.integrations``)
    would prove a read for an RPC POST, but a tRPC mutation is a write."""
    contract = derive_files({"src/trpc.ts": REACT, "src/Page.tsx": (
        "import { api } from './trpc';\n"
        "export function Page() {\n"
        "  const go = api.onboard.integrations.useMutation();\n"
        "  return <button onClick={() => go.mutate({ ids: [1] })}>Go</button>;\n"
        "}\n")})
    cap = capability(contract, "POST", "/api/trpc/onboard.integrations")
    assert (cap["sideEffect"], cap["status"], cap["evidence"]["/sideEffect"][0]["rule"]) == (
        "update", "requires-review", "side-effect.mutation-guess")
    assert cap["operationPolicy"]["automaticRetry"] == "never"
    [note] = [r["message"] for r in contract["review"] if r["capability"] == cap["name"]
              and r["message"].startswith("side effect guessed")]
    assert note.startswith("side effect guessed from the operation type (a mutation; its words "
                           "read like a read): POST /api/trpc/onboard.integrations is taken "
                           "as update")


def test_a_call_with_no_or_undefined_input_sends_no_input(derive_files):
    """Rule ``trpc.no-input``: ``useQuery(undefined)``, ``useQuery()`` and ``mutate()`` send no
    input, whatever the router's ``.input(…)``: no required input, no ``null``-typed one; a
    site that passes one makes it an optional input of the merged capability."""
    contract = derive_files({"src/server/trpc.ts": SERVER, "src/server/stats.ts": (
        "import { z } from 'zod';\n"
        "import { createTRPCRouter, publicProcedure } from './trpc';\n"
        "export const statsRouter = createTRPCRouter({\n"
        "  summary: publicProcedure.input(z.object({ days: z.number() }).optional())\n"
        "    .query(() => null),\n"
        "  feed: publicProcedure.query(() => null),\n"
        "  rebuild: publicProcedure.input(z.object({ full: z.boolean() }).optional())\n"
        "    .mutation(() => null),\n"
        "});\n"),
        "src/server/root.ts": (
        "import { createTRPCRouter } from './trpc';\n"
        "import { statsRouter } from './stats';\n"
        "export const appRouter = createTRPCRouter({ stats: statsRouter });\n"
        "export type AppRouter = typeof appRouter;\n"),
        "src/trpc.ts": REACT,
        "src/Page.tsx": (
        "import { api } from './trpc';\n"
        "export function Page() {\n"
        "  const a = api.stats.summary.useQuery(undefined);\n"
        "  const b = api.stats.feed.useQuery(undefined, { refetchInterval: 1000 });\n"
        "  const rebuild = api.stats.rebuild.useMutation();\n"
        "  return <button onClick={() => rebuild.mutate()}>{a.data}{b.data}</button>;\n"
        "}\n"),
        "src/Other.tsx": (
        "import { api } from './trpc';\n"
        "export function Other() {\n"
        "  return api.stats.summary.useQuery({ days: 7 }).data;\n"
        "}\n")})
    schemas = {(c["implementation"]["requests"][0]["pathTemplate"]): c["inputSchema"]
               for c in contract["capabilities"]}
    empty = {"type": "object", "properties": {}, "additionalProperties": False}
    assert schemas["/api/trpc/stats.feed"] == empty
    assert schemas["/api/trpc/stats.rebuild"] == empty
    summary = schemas["/api/trpc/stats.summary"]
    assert "required" not in summary and list(summary["properties"]) == ["input"]
    assert bindings(capability(contract, "GET", "/api/trpc/stats.feed")) == {}
