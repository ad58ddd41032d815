"""Server-sent event streams (``extractors/event_source.py``, rule ``stream.event-source``;
``passes/streams.py``, rule ``stream.accept-event-stream``): ``new EventSource(url)``, a
polyfill, ``fetchEventSource`` and a request sending ``Accept: text/event-stream`` are one
review item each and reviewed request-like sites, never capabilities; one-shot calls beside
them stay Tools. Assertions are exact review messages, places and coverage counts."""
from __future__ import annotations

from conftest import endpoints

TAIL = ("the client keeps the connection open and handles each event as it arrives, which is "
        "no request/response call; not offered as a Tool")


def stream_review(contract: dict) -> list[tuple[str, int, str]]:
    return sorted((r["evidence"][0]["file"], r["evidence"][0]["line"], r["message"])
                  for r in contract["review"] if "server-sent event stream" in r["message"])


def test_event_source_constructions_are_reviewed_sites(derive_files):
    contract = derive_files({"src/live.ts": (
        "import { EventSourcePolyfill } from 'event-source-polyfill';\n"
        "import EventSourceNode from 'eventsource';\n"
        "export function watch(id: string) {\n"
        "  const events = new EventSource(`/api/jobs/${id}/events`);\n"
        "  events.addEventListener('done', () => events.close());\n"
        "  return events;\n"
        "}\n"
        "export const feed = () => new EventSourcePolyfill('/api/feed', { headers: {} });\n"
        "export const node = (url: string) => new EventSourceNode(url);\n"
        "export const viaWindow = () => new window.EventSource('/api/ping/stream');\n"
        "export const load = (id: string) => fetch(`/api/jobs/${id}`).then((r) => r.json());\n")})
    assert endpoints(contract) == {("GET", "/api/jobs/{id}")}
    assert stream_review(contract) == [
        ("src/live.ts", 4, "new EventSource(…) opens a server-sent event stream "
         f"(/api/jobs/{{id}}/events): {TAIL} (rule stream.event-source)"),
        ("src/live.ts", 8, "new EventSourcePolyfill(…) opens a server-sent event stream "
         f"(/api/feed): {TAIL} (rule stream.event-source)"),
        ("src/live.ts", 9, "new EventSource(…) opens a server-sent event stream "
         f"(parameter url): {TAIL} (rule stream.event-source)"),
        ("src/live.ts", 10, "new EventSource(…) opens a server-sent event stream "
         f"(/api/ping/stream): {TAIL} (rule stream.event-source)")]
    assert contract["source"]["coverage"]["byLibrary"]["event-source"] == {
        "requestLikeSites": 4, "resolved": 0, "reviewed": 4, "unresolved": 0}


def test_fetch_event_source_is_a_reviewed_site(derive_files):
    contract = derive_files({"src/chat.ts": (
        "import { fetchEventSource } from '@microsoft/fetch-event-source';\n"
        "export function ask(prompt: string) {\n"
        "  return fetchEventSource('/api/chat', { method: 'POST',\n"
        "                                      body: JSON.stringify({ prompt }) });\n"
        "}\n")})
    assert endpoints(contract) == set()
    assert stream_review(contract) == [
        ("src/chat.ts", 3, "fetchEventSource(…) opens a server-sent event stream "
         f"(/api/chat): {TAIL} (rule stream.event-source)")]


def test_fetch_accepting_an_event_stream_is_no_capability(derive_files):
    contract = derive_files({"src/logs.ts": (
        "export async function tail(id: string) {\n"
        "  const res = await fetch(`/api/logs/${id}/tail`, {\n"
        "    headers: { Accept: 'text/event-stream' },\n"
        "  });\n"
        "  return res.body!.getReader();\n"
        "}\n"
        "export const head = (id: string) =>\n"
        "  fetch(`/api/logs/${id}`, { headers: { Accept: 'application/json' } });\n")})
    assert endpoints(contract) == {("GET", "/api/logs/{id}")}
    assert stream_review(contract) == [
        ("src/logs.ts", 2, "GET /api/logs/{id}/tail asks for a server-sent event stream "
         f"(Accept: text/event-stream): {TAIL} (rule stream.accept-event-stream)")]
    found = [r for r in contract["review"] if "asks for a server-sent" in r["message"]][0]
    assert [(e["rule"], e["line"]) for e in found["evidence"]] == [
        ("stream.accept-event-stream", 2), ("stream.accept-event-stream", 3)]
    assert contract["source"]["coverage"]["byLibrary"]["fetch"] == {
        "requestLikeSites": 2, "resolved": 1, "reviewed": 1, "unresolved": 0}


def test_trpc_subscription_is_a_reviewed_site(derive_files):
    contract = derive_files({"src/trpc.ts": (
        "import { createTRPCReact } from '@trpc/react-query';\n"
        "import { httpBatchLink } from '@trpc/client';\n"
        "export const api = createTRPCReact<any>();\n"
        "export const client = api.createClient({ links: [httpBatchLink({ url: '/trpc' })] });\n"
        "export function Live() {\n"
        "  api.post.onAdd.useSubscription(undefined, { onData: () => {} });\n"
        "  return null;\n"
        "}\n")})
    assert endpoints(contract) == set()
    assert contract["source"]["coverage"]["byLibrary"]["trpc"] == {
        "requestLikeSites": 1, "resolved": 0, "reviewed": 1, "unresolved": 0}


def test_a_body_read_as_a_stream_keeps_its_tool_with_a_note(derive_files):
    contract = derive_files({"src/a.ts": (
        "export async function tailRaw(id: string) {\n"
        "  const res = await fetch(`/api/raw/${id}`);\n"
        "  const reader = res.body!.getReader();\n"
        "  return reader.read();\n"
        "}\n"
        "export const viaThen = (id: string) =>\n"
        "  fetch(`/api/gen/${id}`, { method: 'POST' }).then((r) => r.body?.getReader());\n"
        "async function get(url: string) { return fetch(url); }\n"
        "export async function wrapped() {\n"
        "  const res = await get('/api/wrapped');\n"
        "  return res.body.getReader();\n"
        "}\n"
        "export const plain = () => fetch('/api/plain').then((r) => r.json());\n")})
    assert endpoints(contract) == {("GET", "/api/raw/{id}"), ("POST", "/api/gen/{id}"),
                                   ("GET", "/api/wrapped"), ("GET", "/api/plain")}
    notes = sorted((r["capability"], r["evidence"][0]["line"]) for r in contract["review"]
                   if r["message"].startswith("the response body is read as a stream"))
    assert notes == [("create_gen", 7), ("get_raw", 3), ("get_wrapped", 11)]
    assert {c["name"]: c["status"] for c in contract["capabilities"]}["get_plain"] == "draft"
    assert {c["name"]: c["status"] for c in contract["capabilities"]}["get_raw"] == \
        "requires-review"


def test_a_streamed_call_is_its_own_tool_beside_the_plain_read(derive_files):
    """Rules ``stream.body-reader`` and ``stream.separate-call``: a wrapper that makes the
    request and reads its body with ``getReader()`` streams every call made through it, and
    a body piped through a decoder before ``getReader()`` is read as a stream too; the
    streamed call of an endpoint is a Tool apart from its plain read."""
    contract = derive_files({"src/a.ts": (
        "export async function* readEvents(url: string, signal: AbortSignal) {\n"
        "  const response = await fetch(url, { signal });\n"
        "  if (!response.body) return;\n"
        "  const reader = response.body.getReader();\n"
        "  while (true) { const { done, value } = await reader.read(); if (done) break;\n"
        "    yield value; }\n"
        "}\n"
        "export async function watchOrder(id: string, signal: AbortSignal) {\n"
        "  for await (const ev of readEvents(`/api/orders/${id}?watch=true`, signal)) {\n"
        "    console.log(ev);\n"
        "  }\n"
        "}\n"
        "export const getOrder = (id: string) => fetch(`/api/orders/${id}`).then((r) => r.json());\n"
        "async function* lines(response: Response) {\n"
        "  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();\n"
        "  if (reader) yield await reader.read();\n"
        "}\n"
        "export async function sendMessage(id: string, text: string) {\n"
        "  const response = await fetch(`/api/chats/${id}`,\n"
        "    { method: 'POST', body: JSON.stringify({ text }) });\n"
        "  return lines(response);\n"
        "}\n")})
    caps = {c["name"]: c for c in contract["capabilities"]}
    assert sorted(caps) == ["get_order", "get_order_stream", "send_chat"]
    streamed = caps["get_order_stream"]["implementation"]["requests"][0]
    assert (streamed["method"], streamed["pathTemplate"]) == ("GET", "/api/orders/{id}")
    assert [b for b in streamed["bindings"] if b["target"] == "query:watch"] == [
        {"input": None, "target": "query:watch", "value": True}]
    assert [s["line"] for s in streamed["callSites"]] == [9]
    assert "watch" not in caps["get_order"]["inputSchema"]["properties"]
    assert caps["get_order"]["status"] == "draft"
    notes = sorted((r["capability"], r["evidence"][0]["line"], r["evidence"][0]["rule"])
                   for r in contract["review"]
                   if r["message"].startswith("the response body is read as a stream"))
    assert notes == [("get_order_stream", 4, "stream.body-reader"),
                     ("send_chat", 15, "stream.body-reader")]
    message = next(r["message"] for r in contract["review"] if r["capability"] == "send_chat"
                   and r["message"].startswith("the response body"))
    assert "the Tool returns a stream, which the contract cannot mark, so the Host must " \
        "support a Tool whose result arrives in parts" in message
    assert {caps[n]["status"] for n in ("get_order_stream", "send_chat")} == {"requires-review"}
