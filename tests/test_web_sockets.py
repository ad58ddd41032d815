"""WebSocket connections (``extractors/web_socket.py``, rule ``stream.web-socket``): the global
``WebSocket``, ``reconnecting-websocket``, ``isomorphic-ws`` and socket.io-client's ``io`` open a
two-way connection, which is one review item and one reviewed request-like site each, never a
capability; calls on the connection make no request; one-shot calls beside them stay Tools.
Assertions are exact review messages, places and coverage counts."""
from __future__ import annotations

from conftest import endpoints

TAIL = ("messages flow both ways for as long as it is open and what the client sends over it "
        "is not modelled, which is no request/response call; not offered as a Tool "
        "(rule stream.web-socket)")


def socket_review(contract: dict) -> list[tuple[int, str]]:
    return sorted((r["evidence"][0]["line"], r["message"])
                  for r in contract["review"] if "WebSocket connection" in r["message"])


def test_web_socket_constructions_are_reviewed_sites(derive_files):
    contract = derive_files({"src/live.ts": (
        "import ReconnectingWebSocket from 'reconnecting-websocket';\n"
        "import WS from 'isomorphic-ws';\n"
        "export function listen(token: string) {\n"
        "  const ws = new WebSocket(`wss://${location.host}/api/stream?token=${token}`);\n"
        "  ws.onmessage = (m) => console.log(m.data);\n"
        "  ws.send(JSON.stringify({ hello: 1 }));\n"
        "  return ws;\n"
        "}\n"
        "export const live = () => new ReconnectingWebSocket('/api/live');\n"
        "export const node = (url: string) => new WS(url);\n"
        "export const viaWindow = () => new window.WebSocket('/api/ws');\n"
        "export const load = (id: string) => fetch(`/api/jobs/${id}`).then((r) => r.json());\n")})
    assert endpoints(contract) == {("GET", "/api/jobs/{id}")}
    assert socket_review(contract) == [
        (4, f"new WebSocket(…) opens a WebSocket connection (wss://{{host}}/api/stream?token="
            f"{{token}}): {TAIL}"),
        (9, f"new WebSocket(…) opens a WebSocket connection (/api/live): {TAIL}"),
        (10, f"new WebSocket(…) opens a WebSocket connection (parameter url): {TAIL}"),
        (11, f"new WebSocket(…) opens a WebSocket connection (/api/ws): {TAIL}")]
    assert contract["source"]["coverage"]["byLibrary"]["web-socket"] == {
        "requestLikeSites": 4, "resolved": 0, "reviewed": 4, "unresolved": 0}


def test_socket_io_connections_are_reviewed_sites(derive_files):
    contract = derive_files({"src/chat.ts": (
        "import { io } from 'socket.io-client';\n"
        "export function join(room: string) {\n"
        "  const socket = io('/chat');\n"
        "  socket.on('message', (m) => console.log(m));\n"
        "  socket.emit('join', room);\n"
        "  return socket;\n"
        "}\n"
        "export const here = () => io();\n")})
    assert endpoints(contract) == set()
    assert socket_review(contract) == [
        (3, f"io(…) opens a WebSocket connection (/chat): {TAIL}"),
        (8, f"io(…) opens a WebSocket connection (the page's own origin): {TAIL}")]
