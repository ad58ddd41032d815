"""The names a ``.vue``/``.svelte`` component's markup writes (rule ``value.markup-write``).

The markup (the file outside its ``<script>`` and ``<style>`` elements) is not parsed as
code, so a component state its markup assigns holds values the scripts do not show::

    <Select onSelect={(value) => { user = users.find((u) => u.id === value) || null; }} />
    <input bind:value={query} />        <input bind:query />        {count++}

Names are read from the text of ``{…}`` expressions (an assignment ``name =``, ``name +=``,
``name++``/``--``) and from ``bind:`` directives; a member write (``a.b = 1``) names no state,
but a directive binding a member (``bind:value={group.name}``) gives its dotted path
(``group.name``): the member of that state the markup writes. A state bound to a checkbox's
``checked`` holds a boolean (:func:`markup_checks`).
"""
from __future__ import annotations

import re

BLOCKS = re.compile(rb"<(script|style)\b[^>]*>.*?</\1\s*>", re.S | re.I)
WRITE = re.compile(r"(?<![\w$.])([A-Za-z_$][\w$]*)\s*(?:[+\-*/%&|^]?=(?![=>])|\+\+|--)")
BIND = re.compile(r"\bbind:([\w$]+)(?:\s*=\s*\{\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*\})?")
# Vue's two-way bindings: v-model="x.y", v-model:title="x", :title.sync="x" (Vue 2)
VUE_MODEL = re.compile(r"(?:\bv-model(?::[\w$-]+)?(?:\.[\w]+)*|(?::|\bv-bind:)[\w$-]+\.sync)"
                       r"\s*=\s*([\"'])\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*\1")
MAX_MARKUP = 1 << 20              # bytes of markup read (a larger file gives no names)


def markup_writes(data: bytes) -> list[str]:
    """The sorted names the markup of component source ``data`` assigns or binds (a bound
    member as its dotted path)."""
    markup = BLOCKS.sub(b"", data)
    if len(markup) > MAX_MARKUP:
        return []
    text = markup.decode("utf-8", "replace")
    found = {name for expr in expressions(text) for name in WRITE.findall(expr)}
    found |= {target or prop for prop, target in BIND.findall(text)}
    return sorted(found)


def markup_checks(data: bytes) -> list[str]:
    """Rule ``value.markup-checkbox``: the sorted names the markup of component source
    ``data`` binds to a checkbox's state (Svelte's ``bind:checked={name}``, ``bind:checked``
    of a state named ``checked``): the user's input writes a boolean there."""
    markup = BLOCKS.sub(b"", data)
    if len(markup) > MAX_MARKUP:
        return []
    return sorted({target or prop for prop, target in BIND.findall(markup.decode(
        "utf-8", "replace")) if prop == "checked" and "." not in (target or prop)})


def vue_models(data: bytes) -> list[str]:
    """Rule ``vue.data-constant``: the sorted dotted paths the markup of Vue component source
    ``data`` binds two-way (``v-model="url.add"``, ``v-model:title="name"``,
    ``:title.sync="name"``): state the user's input writes."""
    markup = BLOCKS.sub(b"", data)
    if len(markup) > MAX_MARKUP:
        return []
    return sorted({path for _, path in VUE_MODEL.findall(markup.decode("utf-8", "replace"))})


def expressions(text: str) -> list[str]:
    """The outermost ``{…}`` expressions of markup ``text`` (Svelte's ``{x}``, Vue's
    ``{{ x }}`` and ``@click="…"`` attribute values are read alike as one text each)."""
    found, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "{":
            if depth == 0:
                start = i + 1
            depth += 1
        elif ch == "}" and depth:
            depth -= 1
            if depth == 0:
                found.append(text[start:i])
    found.extend(re.findall(r'(?:@|v-on:|on:)[\w.:-]+\s*=\s*"([^"]*)"', text))
    return found
