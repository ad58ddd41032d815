"""Sapper pages: ``this`` inside a page's ``preload``.

Form handled::

    <script context="module">
      export async function preload({ params }) {
        const res = await this.fetch(`https://api.example/item/${params.id}.json`);
        return { item: await res.json() };
      }
    </script>

Sapper calls a ``.svelte`` page's exported ``preload`` with ``this`` bound to its preload
context, whose ``fetch`` is ``fetch`` (run in the browser on client-side navigation), so the
call is a client request (rule ``sapper.preload-fetch``). The server routes beside the pages
(``src/routes/**/*.js`` handlers taking ``(req, res)``) are backend code
(``passes/server_code.py``).
"""
from __future__ import annotations

from code2skill.facts import FunctionFact, ModuleFacts
from code2skill.values import LibV, ObjV, PropV, Value


def preload_this(path: str, fn: FunctionFact, module: ModuleFacts | None) -> Value | None:
    """The value of ``this`` in function ``fn`` of module ``path`` when ``fn`` is the exported
    top-level ``preload`` function (not an arrow) of a ``.svelte`` page: an object whose
    ``fetch`` is the ``fetch`` library; else ``None``."""
    if not path.endswith(".svelte") or module is None or fn.name != "preload" or fn.arrow \
            or fn.parent is not None:
        return None
    if not any(e.exported == "preload" and (e.local or "preload") == "preload"
               for e in module.exports):
        return None
    return ObjV((PropV("fetch", LibV("fetch")),))
