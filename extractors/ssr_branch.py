"""Rule ``scope.ssr-branch``: code under a test that says "this runs on the server".

Server-rendering frameworks run some client functions on both sides: Next.js calls a page's
or ``_app``'s ``getInitialProps`` on the server for the first request (its context then
carries the incoming request, ``ctx.req``) and in the browser on later navigations. A branch
taken only on the server makes its requests on the server's behalf (to an internal base such
as ``http://localhost:8080``, forwarding the visitor's cookie): those are no client calls.

A call runs in a server branch when an ``if`` around it (in its function or in a function
defined inside that ``if``) has it in its consequence and its condition is a server test, or
in its ``else`` and the condition is a browser test:

* server tests: ``typeof window === 'undefined'`` (``document`` alike, ``==`` too),
  ``!process.browser``, ``process.server``, ``import.meta.server``, ``import.meta.env.SSR``;
  inside a ``getInitialProps`` function, the request of its context (``ctx.req``,
  ``context.req``, ``req``, ``ctx.res``, ``!!ctx.req``, ``ctx?.req``, ``ctx.req != null``);
* browser tests: their opposites (``typeof window !== 'undefined'``, ``process.browser``,
  ``process.client``, ``import.meta.client``, ``!import.meta.env.SSR``, ``!ctx.req``).

A condition joined by ``&&`` is a server test when one of its operands is. Any other
condition decides nothing.
"""
from __future__ import annotations

import re

from tree_sitter import Node

INITIAL_PROPS = "getInitialProps"
WINDOW = r"typeof\s+(?:globalThis\.)?(?:window|document)"
UNDEFINED = r"""(?:'undefined'|"undefined"|`undefined`)"""
SERVER = re.compile(rf"^(?:{WINDOW}\s*===?\s*{UNDEFINED}|{UNDEFINED}\s*===?\s*{WINDOW}"
                    r"|!\s*process\.browser|process\.server|import\.meta\.server"
                    r"|import\.meta\.env\.SSR)$")
BROWSER = re.compile(rf"^(?:{WINDOW}\s*!==?\s*{UNDEFINED}|{UNDEFINED}\s*!==?\s*{WINDOW}"
                     r"|process\.browser|process\.client|import\.meta\.client"
                     r"|import\.meta\.browser|!\s*import\.meta\.env\.SSR)$")
CONTEXT_REQUEST = r"(?:(?:ctx|context)\s*(?:\?\.|\.)\s*)?(?:req|res)"
REQUEST = re.compile(rf"^(?:!!\s*)?{CONTEXT_REQUEST}(?:\s*!==?\s*(?:null|undefined))?$")
NO_REQUEST = re.compile(rf"^(?:!\s*{CONTEXT_REQUEST}|{CONTEXT_REQUEST}\s*===?\s*"
                        r"(?:null|undefined))$")


def side_of(condition: str, in_initial_props: bool) -> str | None:
    """``'server'`` when ``condition`` (an ``if``'s test, as written) holds only on the
    server, ``'browser'`` when it holds only in the browser, else ``None``; the request tests
    count only ``in_initial_props``."""
    text = " ".join(condition.split())
    while text.startswith("(") and text.endswith(")") and balanced(text[1:-1]):
        text = text[1:-1].strip()
    conjuncts = [c.strip() for c in split_and(text)]
    if len(conjuncts) > 1:
        return "server" if any(side_of(c, in_initial_props) == "server"
                               for c in conjuncts) else None
    if SERVER.match(text) or in_initial_props and REQUEST.match(text):
        return "server"
    if BROWSER.match(text) or in_initial_props and NO_REQUEST.match(text):
        return "browser"
    return None


def balanced(text: str) -> bool:
    """Whether the parentheses of ``text`` are balanced (``(a) && (b)`` is not one group)."""
    depth = 0
    for ch in text:
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth < 0:
            return False
    return depth == 0


def split_and(text: str) -> list[str]:
    """The operands of the top-level ``&&`` of ``text`` (``[text]`` when it has none; a
    top-level ``||`` makes the whole one operand)."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(text):
        ch = text[i]
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth == 0 and text.startswith("||", i):
            return [text]
        if depth == 0 and text.startswith("&&", i):
            parts.append(text[start:i])
            start = i + 2
            i += 1
        i += 1
    return parts + [text[start:]]


def server_step(parent: Node, child: Node, up, function_name) -> tuple[bool, bool | None]:
    """One step of "does ``child`` run in a server branch" (the module docstring's rule), for
    the extractor's memoised walk up the tree: ``(True, True)`` when ``parent`` is an ``if``
    whose consequence is ``child`` under a server test, or the ``else`` of an ``if`` under a
    browser test; ``(False, None)`` otherwise (the walk goes on up). ``up(n)`` is ``n``'s
    parent; ``function_name(n)`` the qualified name of the function whose body holds ``n``
    (``App.getInitialProps``), ``None`` at module level."""
    if parent.type == "if_statement" and parent.child_by_field_name("consequence") == child:
        statement, wanted = parent, "server"
    elif parent.type == "else_clause" and (grand := up(parent)) is not None \
            and grand.type == "if_statement":
        statement, wanted = grand, "browser"
    else:
        return False, None
    condition = statement.child_by_field_name("condition")
    if condition is None:
        return False, None
    name = (function_name(statement) or "").split(".")[-1]
    side = side_of(condition.text.decode("utf-8", "replace"), name == INITIAL_PROPS)
    return (True, True) if side == wanted else (False, None)
