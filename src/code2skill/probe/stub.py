"""The loopback stub backend of ``code2skill probe``: an HTTP server on 127.0.0.1 (a free port
the system picks) that records every request it receives and answers with what the probe last
told it (a status and a JSON body, or a connection cut before any answer): one answer for every
request, or a list whose n-th answer is that of the n-th request received (its last answer
repeated after), so each step of a chained Tool gets its own.

Recorded requests keep the method, the raw path and query (split, percent-decoded as
``urllib.parse`` does), the headers (names lower-cased) and the body bytes.
"""
from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qsl, unquote, urlsplit


@dataclass(frozen=True, slots=True)
class Recorded:
    """One request the stub received."""

    method: str
    path: str                      # percent-decoded
    raw_path: str
    query: tuple[tuple[str, str], ...]
    headers: dict[str, str]
    body: bytes


@dataclass(slots=True)
class Answer:
    """What the stub answers: ``status`` and a JSON ``body``, or ``cut`` (close the connection
    without a response)."""

    status: int = 200
    body: Any = field(default_factory=dict)
    cut: bool = False


class Stub:
    """A running stub backend; use as a context manager (``with Stub() as stub``)."""

    def __init__(self) -> None:
        self.requests: list[Recorded] = []
        self.answers: list[Answer] = [Answer()]
        self.lock = threading.Lock()
        stub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args) -> None:      # quiet
                return

            def handle_one(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length) if length else b""
                parts = urlsplit(self.path)
                with stub.lock:
                    stub.requests.append(Recorded(
                        self.command, unquote(parts.path), parts.path,
                        tuple(parse_qsl(parts.query, keep_blank_values=True)),
                        {k.lower(): v for k, v in self.headers.items()}, body))
                    answer = stub.answers[min(len(stub.requests), len(stub.answers)) - 1]
                if answer.cut:
                    self.close_connection = True
                    self.connection.shutdown(2)
                    return
                data = b"" if answer.body is None else json.dumps(answer.body).encode()
                self.send_response(answer.status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = do_HEAD = do_OPTIONS = handle_one

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self.server.server_address[:2]
        return f"http://{host}:{port}"

    def reset(self, answer: Answer | list[Answer] | None = None) -> None:
        """Forget the recorded requests and set the next answers: one ``Answer`` for every
        request, or one per request in the order they arrive (the last one repeated after)."""
        with self.lock:
            self.requests = []
            self.answers = list(answer) if isinstance(answer, list) and answer else \
                [answer if isinstance(answer, Answer) else Answer()]

    def __enter__(self) -> "Stub":
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.server.server_close()
