"""Rule ``source.markup-expression``: the expressions of a ``.svelte``/``.vue`` component's
markup, read as code of the component.

A component's markup calls and names the functions of its script as the script itself does::

    {#await settingsAPI.save(settings)} … {/await}       {#if canEdit(user)}  {formatSize(n)}
    <button onclick={() => api.remove(id)}>  <a on:click={open}>  <div use:tooltip={text}>
    <button @click="api.remove(id)">  <li v-for="t in tasks()">  <p :title="label(t)">  {{ fmt(n) }}

so a request started only from the markup is a request the client makes, and a function the
markup names is called. :func:`markup_script` writes those expressions into a copy of the file
in which every other byte is a blank (line breaks kept, so rows and columns stay the file's),
each one a statement of its own (a ``;`` where its ``{``, ``=`` or quote stood, an attribute
value wrapped in ``( )`` so that an object literal stays one), to be parsed with the
TypeScript grammar and merged into the component's facts (as its ``<script>`` blocks are).

Read, per kind of file:

* ``.svelte``: every ``{…}`` of the markup (outside ``<script>``, ``<style>`` and comments):
  text and attribute values, ``{...spread}``, the expression of ``{#if}``/``{:else if}``,
  ``{#each X as …}``, ``{#await X then …}``, ``{#key}``, ``{@html}``, ``{@render}``,
  ``{@debug}`` and the value of ``{@const a = X}`` (the names a block binds, ``as item``,
  ``{:then value}``, ``{#snippet row(x)}``, are left out); and the function an action or
  transition directive names (``use:tooltip``, ``transition:fade``, ``in:``/``out:``,
  ``animate:``).
* ``.vue``: the ``{{ … }}`` interpolations of the ``<template>`` and the values of its
  directive attributes (``@click``/``v-on:``, ``:x``/``v-bind:``, ``v-if``, ``v-show``,
  ``v-model`` and any other ``v-`` directive, ``v-for``'s list after ``in``/``of``); slot
  props (``v-slot``, ``#default``) bind names and are left out. An event handler's value is
  a statement list, as Vue runs it (``@click="menuOpen = false; server.start()"``), or empty
  (``@click.stop=""``): it is written as statements, not wrapped in ``( )``, and an empty one
  not at all (rule ``vue.handler-statements``); a ``function`` expression stays one value.

A markup larger than :data:`MAX_MARKUP` bytes, or one without any of these, gives ``None``;
an expression is read up to :data:`MAX_EXPRESSION` bytes (an unclosed ``{`` ends there).
"""
from __future__ import annotations

import re

RULE = "source.markup-expression"
MAX_MARKUP = 1 << 20                      # bytes of a component read for its markup
MAX_EXPRESSION = 1 << 14                  # bytes one ``{…}`` expression is read up to
SKIPPED = re.compile(rb"<(script|style)\b[^>]*>.*?</\1\s*>|<!--.*?-->", re.S | re.I)
TEMPLATE = re.compile(rb"<template\b[^>]*>(.*)</template\s*>", re.S | re.I)
# Svelte block and tag heads whose rest is an expression, and those that bind names only
HEAD = re.compile(rb"\s*(#if|:else\s+if|#each|#await|#key|@html|@render|@debug|@const)\b")
BINDING_HEAD = re.compile(rb"\s*[#:/@]")
AWAIT_TAIL = re.compile(rb"\s(?:then|catch)(?:\s|$)")
EACH_TAIL = re.compile(rb"\sas\s")
DIRECTIVE = re.compile(rb"(?<=\s)(?:use|transition|in|out|animate):([A-Za-z_$][\w$]*"
                       rb"(?:\.[A-Za-z_$][\w$]*)*)")
# a Vue directive attribute and its quoted value (slot props, v-slot/#name, bind names)
VUE_ATTRIBUTE = re.compile(rb"(?<=\s)(@[\w.:\-\[\]]+|v-(?!slot\b|pre\b|cloak\b|once\b|else\b)"
                           rb"[\w-]+(?::[\w.\-\[\]]+)?|:[\w.\-\[\]]+)\s*(=)\s*(\"[^\"]*\"|'[^']*')")
VUE_FOR = re.compile(rb".*?\s(?:in|of)\s", re.S)
# rule vue.handler-statements: an event handler's attribute, and a value Vue calls as the
# handler itself rather than running as statements (a ``function`` expression)
VUE_HANDLER = re.compile(rb"@|v-on:")
FUNCTION_VALUE = re.compile(rb"\s*(?:async\s+)?function\b")
INTERPOLATION = re.compile(rb"\{\{(.*?)\}\}", re.S)
SPREAD = re.compile(rb"\s*\.\.\.")
QUOTES = frozenset(b"'\"`")
BLANKS = bytes(b if b in b"\r\n" else 0x20 for b in range(256))   # every byte a blank but line ends


def markup_script(path: str, data: bytes) -> bytes | None:
    """The markup expressions of component ``data`` (``path`` tells ``.svelte`` from
    ``.vue``) as a script of the file's length and lines, every other byte a blank; ``None``
    when the markup holds none (or is over :data:`MAX_MARKUP`)."""
    if len(data) > MAX_MARKUP:
        return None
    out = bytearray(data.translate(BLANKS))
    if path.endswith(".svelte"):
        found = svelte_expressions(data, out)
    elif path.endswith(".vue"):
        found = vue_expressions(data, out)
    else:
        return None
    return bytes(out) if found else None


def markup_ranges(data: bytes, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
    """The ``(start, end)`` byte ranges of ``data[start:end]`` outside ``<script>``,
    ``<style>`` and comments."""
    end = len(data) if end is None else end
    ranges, last = [], start
    for match in SKIPPED.finditer(data, start, end):
        ranges.append((last, match.start()))
        last = match.end()
    ranges.append((last, end))
    return [(a, b) for a, b in ranges if a < b]


def closing_brace(data: bytes, start: int, end: int) -> int:
    """The offset of the ``}`` closing the ``{`` at ``start`` (nested braces balanced, a
    brace inside a string or template literal skipped), ``-1`` when none closes it before
    ``end`` or within :data:`MAX_EXPRESSION` bytes."""
    stack = [ord("}")]                    # what closes each open level: } or a quote
    i, limit = start + 1, min(end, start + MAX_EXPRESSION)
    while i < limit:
        ch = data[i]
        top = stack[-1]
        if top in QUOTES:                 # inside a string
            if ch == 0x5C:                # backslash: skip the escaped byte
                i += 2
                continue
            if ch == top:
                stack.pop()
            elif top == 0x60 and data[i:i + 2] == b"${":
                stack.append(ord("}"))
                i += 1
        elif ch in QUOTES:
            stack.append(ch)
        elif ch == 0x7B:
            stack.append(ord("}"))
        elif ch == 0x7D:
            stack.pop()
            if not stack:
                return i
        i += 1
    return -1


def svelte_expressions(data: bytes, out: bytearray) -> bool:
    """Write the ``{…}`` expressions and directive names of a Svelte markup into ``out``;
    whether any was written."""
    found = False
    for start, end in markup_ranges(data):
        i = data.find(b"{", start, end)
        while i != -1:
            close = closing_brace(data, i, end)
            if close == -1:
                break
            span = svelte_expression(data, i + 1, close)
            if span is not None:
                put(data, out, i, close, *span)
                found = True
            i = data.find(b"{", close + 1, end)
        for match in DIRECTIVE.finditer(data, start, end):
            out[match.start(1) - 1] = ord(";")
            out[match.start(1):match.end(1)] = data[match.start(1):match.end(1)]
            found = True
    return found


def svelte_expression(data: bytes, start: int, end: int) -> tuple[int, int] | None:
    """The ``(start, end)`` of the expression inside the braces ``data[start:end]`` (a
    block or tag head stripped, the names a block binds cut off), ``None`` for a part that
    binds names only (``{:then value}``, ``{/if}``, ``{#snippet row(x)}``)."""
    head = HEAD.match(data, start, end)
    if head is None:
        if BINDING_HEAD.match(data, start, end):
            return None
        spread = SPREAD.match(data, start, end)
        return (spread.end() if spread else start), end
    word = head.group(1)
    start = head.end()
    if word == b"@const":
        equals = data.find(b"=", start, end)
        return (equals + 1, end) if equals != -1 else None
    tail = AWAIT_TAIL if word == b"#await" else EACH_TAIL if word == b"#each" else None
    cut = tail.search(data, start, end) if tail is not None else None
    return start, cut.start() if cut else end


def vue_expressions(data: bytes, out: bytearray) -> bool:
    """Write the interpolations and directive values of a Vue ``<template>`` into ``out``;
    whether any was written."""
    template = TEMPLATE.search(data)
    if template is None:
        return False
    found = False
    for start, end in markup_ranges(data, *template.span(1)):
        for match in VUE_ATTRIBUTE.finditer(data, start, end):
            value_start, value_end = match.start(3) + 1, match.end(3) - 1
            if match.group(1).startswith(b"v-for"):
                head = VUE_FOR.match(data, value_start, value_end)
                if head is None:
                    continue
                value_start = head.end()
            if VUE_HANDLER.match(match.group(1)) and \
                    not FUNCTION_VALUE.match(data, value_start, value_end):
                found = put_statements(data, out, match.start(2), value_start,
                                       value_end) or found
                continue
            put(data, out, match.start(3), value_end, value_start, value_end,
                statement=match.start(2))
            found = True
        for match in INTERPOLATION.finditer(data, start, end):
            put(data, out, match.start(), match.end(1), match.start(1), match.end(1))
            found = True
    return found


def put_statements(data: bytes, out: bytearray, equals: int, start: int, end: int) -> bool:
    """Rule ``vue.handler-statements``: copy the value ``data[start:end]`` of a Vue event
    handler (``@click``, ``v-on:click``) into ``out`` as the statement list Vue runs it as
    (``menuOpen = false; server.start()``), after a ``;`` over its ``=`` (``equals``), the
    quotes left blank; an empty value (``@click.stop=""``, a modifier alone) writes nothing.
    Whether a statement was written."""
    if not data[start:end].strip():
        return False
    out[equals] = ord(";")
    out[start:end] = data[start:end]
    return True


def put(data: bytes, out: bytearray, opener: int, closer: int, start: int, end: int,
        statement: int | None = None) -> None:
    """Copy expression ``data[start:end]`` into ``out`` as a statement of its own: a value
    after ``=`` (``statement``, the ``=``'s offset; a Svelte ``attr={…}`` alike) becomes
    ``;( … )`` over the ``=``, the ``opener`` and the ``closer``; any other gets a ``;`` at
    its ``opener``."""
    if statement is None and opener > 0 and data[opener - 1:opener] == b"=":
        statement = opener - 1
    out[start:end] = data[start:end]
    if statement is not None:
        out[statement] = ord(";")
        out[opener] = ord("(")
        out[closer] = ord(")")
    else:
        out[opener] = ord(";")


SHOWN = 60                                # characters of a value a diagnostic quotes


def failing_value(root, script: bytes) -> str | None:
    """The text of the markup value holding the first syntax error of the markup script
    ``script`` parsed as ``root`` (the top-level statement around the first ERROR or MISSING
    node, its ``;``, ``( )`` and blanks stripped, at most :data:`SHOWN` characters), for the
    diagnostic to name; ``None`` when the tree has no error."""
    node = root
    while node is not None and not (node.is_error or node.is_missing):
        node = next((child for child in node.children
                     if child.has_error or child.is_error or child.is_missing), None)
    if node is None:
        return None
    while node.parent is not None and node.parent != root:
        node = node.parent
    text = " ".join(script[node.start_byte:node.end_byte].decode("utf-8", "replace").split())
    text = text.strip(";").strip()
    if text.startswith("(") and text.endswith(")"):
        text = text[1:-1].strip()
    return text[:SHOWN] + "…" if len(text) > SHOWN else text

