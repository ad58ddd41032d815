"""tRPC data transformers (``extractors/trpc.py``, rules ``trpc.transformer-superjson`` and
``trpc.transformer-unknown``; the schema pass's ``body.envelope``): with superjson a mutation's
JSON body is ``{"json": input}`` and a query's ``input`` parameter the JSON of
``{"json": input}``, wherever the transformer is set (v10 client options, ``createClient``,
``createTRPCNext``'s ``config()``, v11 link options, ``{input, output}`` halves); any other
transformer is a review item on each capability. Assertions are exact bindings, evidence rules
and review entries."""
from __future__ import annotations

from conftest import bindings, capability

UNKNOWN_TRANSFORMER = "tRPC inputs are serialised by the transformer"


def binding_rules(cap: dict, index: int) -> list[tuple[str, int]]:
    return [(e["rule"], e["line"]) for e in
            cap["evidence"][f"/implementation/requests/0/bindings/{index}"]]


def page(client: str) -> str:
    return (f"import {{ {client} }} from './trpc';\n"
            "export function Page({ id, title }: { id: string; title: string }) {\n"
            f"  const post = {client}.post.byId.useQuery({{ id }});\n"
            f"  const create = {client}.post.create.useMutation();\n"
            "  return <button onClick={() => create.mutate({ title, pinned: true })}>"
            "{post.data}</button>;\n"
            "}\n")


def test_v10_next_config_superjson_wraps_inputs_in_json(derive_files):
    contract = derive_files({"src/trpc.ts": (
        "import { createTRPCNext } from '@trpc/next';\n"
        "import { httpBatchLink } from '@trpc/client';\n"
        "import superjson from 'superjson';\n"
        "export const api = createTRPCNext<any>({\n"
        "  config() {\n"
        "    return { transformer: superjson, links: [httpBatchLink({ url: '/api/trpc' })] };\n"
        "  },\n"
        "});\n"), "src/Page.tsx": page("api")})
    create = capability(contract, "POST", "/api/trpc/post.create")
    assert bindings(create) == {"body:json.title": "title", "body:json.pinned": "=True"}
    assert ("trpc.transformer-superjson", 6) in binding_rules(create, 0)
    by_id = capability(contract, "GET", "/api/trpc/post.byId")
    assert bindings(by_id) == {"query:input": "input"}
    schema = by_id["inputSchema"]["properties"]["input"]
    assert schema["required"] == ["json"]
    assert schema["properties"]["json"]["properties"]["id"]["type"] == "string"
    assert [(e["rule"], e["line"]) for e in by_id["evidence"][
        "/inputSchema/properties/input/properties/json"]] == [("trpc.transformer-superjson", 6)]
    assert not [r for r in contract["review"] if r["message"].startswith(UNKNOWN_TRANSFORMER)]


def test_v11_link_transformer_and_create_client_transformer(derive_files):
    contract = derive_files({"src/trpc.ts": (
        "import { createTRPCClient, httpBatchLink } from '@trpc/client';\n"
        "import { SuperJSON } from 'superjson';\n"
        "export const client = createTRPCClient<any>({\n"
        "  links: [httpBatchLink({ url: 'https://api.example.com/trpc',\n"
        "                          transformer: SuperJSON })],\n"
        "});\n"
        "export const ban = (userId: string) => client.user.ban.mutate({ userId });\n"),
        "src/react.ts": (
        "import { createTRPCReact } from '@trpc/react-query';\n"
        "import { httpLink } from '@trpc/client';\n"
        "import superjson from 'superjson';\n"
        "export const api = createTRPCReact<any>();\n"
        "export const made = api.createClient({\n"
        "  transformer: superjson,\n"
        "  links: [httpLink({ url: '/trpc' })],\n"
        "});\n"), "src/Page.tsx": page("api").replace("'./trpc'", "'./react'")})
    ban = capability(contract, "POST", "/user.ban")
    assert bindings(ban) == {"body:json.userId": "userId"}
    assert ("trpc.transformer-superjson", 5) in binding_rules(ban, 0)
    create = capability(contract, "POST", "/trpc/post.create")
    assert bindings(create) == {"body:json.title": "title", "body:json.pinned": "=True"}
    assert ("trpc.transformer-superjson", 6) in binding_rules(create, 0)


def test_input_half_of_a_combined_transformer_decides(derive_files):
    contract = derive_files({"src/trpc.ts": (
        "import { createTRPCProxyClient, httpLink } from '@trpc/client';\n"
        "import superjson from 'superjson';\n"
        "import { uneval } from 'devalue';\n"
        "export const client = createTRPCProxyClient<any>({\n"
        "  transformer: { input: superjson, output: { serialize: uneval, deserialize: eval } },\n"
        "  links: [httpLink({ url: '/trpc' })],\n"
        "});\n"
        "export const rename = (name: string) => client.team.rename.mutate({ name });\n")})
    rename = capability(contract, "POST", "/trpc/team.rename")
    assert bindings(rename) == {"body:json.name": "name"}


def test_unknown_transformer_is_a_review_item_and_keeps_the_raw_bindings(derive_files):
    contract = derive_files({"src/trpc.ts": (
        "import { createTRPCProxyClient, httpLink } from '@trpc/client';\n"
        "import { parse, stringify } from 'devalue';\n"
        "export const client = createTRPCProxyClient<any>({\n"
        "  transformer: { serialize: stringify, deserialize: parse },\n"
        "  links: [httpLink({ url: '/trpc' })],\n"
        "});\n"
        "export const rename = (name: string) => client.team.rename.mutate({ name });\n"
        "export const load = (id: string) => client.team.byId.query({ id });\n")})
    rename = capability(contract, "POST", "/trpc/team.rename")
    assert bindings(rename) == {"body:name": "name"}
    assert rename["status"] == "requires-review"
    found = sorted((r["capability"], r["severity"], r["evidence"][0]["line"], r["message"])
                   for r in contract["review"] if r["message"].startswith(UNKNOWN_TRANSFORMER))
    message = ("tRPC inputs are serialised by the transformer of the program (an object with "
               "serialize, deserialize); its wire format is not modelled, so the bindings show "
               "each input before serialisation")
    assert found == [("get_trpc_team_by_id", "medium", 4, message),
                     ("rename_team", "medium", 4, message)]


def test_a_library_transformer_is_named_in_the_review(derive_files):
    contract = derive_files({"src/trpc.ts": (
        "import { createTRPCClient, httpBatchLink } from '@trpc/client';\n"
        "import devalue from 'devalue';\n"
        "export const client = createTRPCClient<any>({\n"
        "  links: [httpBatchLink({ url: '/trpc', transformer: devalue })],\n"
        "});\n"
        "export const rename = (name: string) => client.team.rename.mutate({ name });\n")})
    assert [r["message"].split(";")[0] for r in contract["review"]
            if r["message"].startswith(UNKNOWN_TRANSFORMER)] == [
        "tRPC inputs are serialised by the transformer 'devalue'"]


def test_no_transformer_sends_the_raw_input(derive_files):
    contract = derive_files({"src/trpc.ts": (
        "import { createTRPCClient, httpBatchLink } from '@trpc/client';\n"
        "export const client = createTRPCClient<any>({\n"
        "  links: [httpBatchLink({ url: '/trpc' })],\n"
        "});\n"
        "export const rename = (name: string) => client.team.rename.mutate({ name });\n")})
    rename = capability(contract, "POST", "/trpc/team.rename")
    assert bindings(rename) == {"body:name": "name"}
    assert all(e["rule"] != "trpc.transformer-superjson" for e in rename["evidence"][
        "/implementation/requests/0/bindings/0"])


def test_v11_next_options_transformer(derive_files):
    contract = derive_files({"src/next.ts": (
        "import { createTRPCNext } from '@trpc/next';\n"
        "import { httpBatchLink } from '@trpc/client';\n"
        "import superjson from 'superjson';\n"
        "export const api = createTRPCNext<any>({\n"
        "  transformer: superjson,\n"
        "  config() { return { links: [httpBatchLink({ url: '/api/trpc' })] }; },\n"
        "});\n"), "src/Page.tsx": page("api").replace("'./trpc'", "'./next'")})
    create = capability(contract, "POST", "/api/trpc/post.create")
    assert bindings(create) == {"body:json.title": "title", "body:json.pinned": "=True"}
    assert ("trpc.transformer-superjson", 5) in binding_rules(create, 0)


def test_v11_context_client_takes_the_transformer_of_its_base_link(derive_files):
    contract = derive_files({
        "src/v11/trpc.ts": (
        "import { createTRPCContext } from '@trpc/tanstack-react-query';\n"
        "export const { useTRPC } = createTRPCContext<any>();\n"),
        "src/v11/links.ts": (
        "import { httpBatchStreamLink } from '@trpc/client';\n"
        "import superjson from 'superjson';\n"
        "export const ending = () => (runtime: any) =>\n"
        "  httpBatchStreamLink({ url: '/api/v11', transformer: superjson })(runtime);\n"),
        "src/v11/Team.tsx": (
        "import { useMutation } from '@tanstack/react-query';\n"
        "import { useTRPC } from './trpc';\n"
        "export function Team({ name }: { name: string }) {\n"
        "  const trpc = useTRPC();\n"
        "  const rename = useMutation(trpc.team.rename.mutationOptions());\n"
        "  return <button onClick={() => rename.mutate({ name })}>Rename</button>;\n"
        "}\n")})
    rename = capability(contract, "POST", "/api/v11/team.rename")
    assert bindings(rename) == {"body:json.name": "name"}
    assert ("trpc.transformer-superjson", 4) in binding_rules(rename, 0)


def test_validation_bounds_reach_fields_under_the_envelope(derive_files):
    contract = derive_files({"src/trpc.ts": (
        "import { createTRPCReact } from '@trpc/react-query';\n"
        "import { httpBatchLink } from '@trpc/client';\n"
        "import superjson from 'superjson';\n"
        "export const api = createTRPCReact<any>();\n"
        "export const client = api.createClient({\n"
        "  transformer: superjson, links: [httpBatchLink({ url: '/api/trpc' })] });\n"),
        "src/NewPost.tsx": (
        "import { useForm } from 'react-hook-form';\n"
        "import { zodResolver } from '@hookform/resolvers/zod';\n"
        "import { z } from 'zod';\n"
        "import { api } from './trpc';\n"
        "const schema = z.object({ title: z.string().min(3).max(80) });\n"
        "export function NewPost() {\n"
        "  const create = api.post.create.useMutation();\n"
        "  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema) });\n"
        "  const onSubmit = (values: z.infer<typeof schema>) =>\n"
        "    create.mutate({ title: values.title });\n"
        "  return <form onSubmit={form.handleSubmit(onSubmit)} />;\n"
        "}\n")})
    create = capability(contract, "POST", "/api/trpc/post.create")
    assert bindings(create) == {"body:json.title": "title"}
    title = create["inputSchema"]["properties"]["title"]
    assert (title["minLength"], title["maxLength"]) == (3, 80)
    assert not [r for r in contract["review"] if r["message"].startswith("requiredness")]
