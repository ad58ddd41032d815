"""Component elements of a ``.svelte`` component's markup with the props their attributes set,
and its ``<form>`` elements with their ``action`` (rules ``svelte.prop-binding`` and
``svelte.form-action``).

A parent renders a child component with attributes that set its props::

    <Form action="/auth/v1/roles" {onSubmit}>
    <Form action={`/auth/v1/groups/${group.id}`} onSubmit={save}>
    <InputFile method="PUT" url={urlImg} />

For each element whose tag names a component (PascalCase, ``Form``, ``Admin.Table``) one
:class:`~code2skill.facts.ComponentUse` records the tag and each attribute: a static one with
its literal text (``action="/auth/v1/roles"``), a ``{…}`` one as its expression when that is
a plain name or dotted path (``{urlImg}``, ``{onSubmit}`` shorthand: a :class:`Ref` or
:class:`Member`), a string literal, or a template whose holes are such names
(`` {`/auth/v1/groups/${group.id}`} ``, ``"/groups/{group.id}"``: a :class:`Tmpl`), else
``None`` (a value the markup computes). Directives (``on:click``, ``bind:value``,
``class:x``, ``use:x``) set no prop and are left out; a ``{...rest}`` spread is kept as an
attribute named ``v-bind`` so that a reader knows any prop may be set there, and so is the
rest of a tag the HTML parser misreads at a ``>`` inside an expression (``{() => f()}``):
the attributes before it are kept.

The plain ``<form>`` elements are kept alike (tag ``form``, their ``action`` attribute only):
a form component's ``<form {action}>`` says which prop its submitted element carries.
"""
from __future__ import annotations

import re

from code2skill.facts import ComponentUse, Hole, Lit, Member, Ref, Tmpl
from code2skill.redact import redact

from .languages import Markup, html_elements
from .ui_triggers import braced

COMPONENT_TAG = re.compile(r"^[A-Z][\w]*(?:\.[\w]+)*$")
DIRECTIVE = re.compile(r"^[a-z]+:")
DOTTED = re.compile(r"^[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)*$")
SHORTHAND = re.compile(r"^\{\s*([A-Za-z_$][\w$]*)\s*\}$")
SPREAD = re.compile(r"^\{\s*\.\.\.")
STRING = re.compile(r"""^(['"])([^'"\\{}$`]*)\1$""")
# a template literal whose holes are plain names or dotted paths
BACKTICK = re.compile(r"^`([^`\\]*)`$")
HOLE = re.compile(r"\$\{([^{}]*)\}")                 # (one pass: stripped afterwards)
BRACE_HOLE = re.compile(r"\{([^{}]*)\}")
KEYWORDS = frozenset({"true", "false", "null", "undefined", "this", "NaN", "Infinity"})
TAGS = ("start_tag", "self_closing_tag")
MARKER = re.compile(rb"<(?:[A-Z]|form\b)")

Value = Lit | Ref | Member | Tmpl | None


def svelte_elements(data: bytes, span, html: Markup | None = None
                    ) -> tuple[list[ComponentUse], list[ComponentUse]]:
    """``(component elements, form elements)`` of a ``.svelte`` file's markup, each in
    document order; ``span`` converts a node into a span; ``html`` is the file's shared HTML
    tree, if any."""
    if not MARKER.search(data):
        return [], []
    uses, forms = [], []
    for node in html_elements(data, TAGS, html):
        found = svelte_element(data, node, span)
        if found is None:
            continue
        (forms if found.tag == "form" else uses).append(found)
    return uses, forms


def svelte_element(data: bytes, tag, span) -> ComponentUse | None:
    """One element's :class:`ComponentUse` (a ``<form>``'s with its ``action`` only),
    ``None`` when its tag names neither a component nor a form."""
    def text(node) -> str:
        return data[node.start_byte:node.end_byte].decode("utf-8", "replace")
    name = next((text(c) for c in tag.named_children if c.type == "tag_name"), "")
    form = name == "form"
    if not (form or COMPONENT_TAG.match(name)):
        return None
    attributes: list[tuple[str, Value]] = []
    for child in tag.named_children:
        if child.type == "ERROR":       # the HTML parser stopped at a `>` ({() => f()}):
            attributes.append(("v-bind", None))     # what follows may set any prop
            break
        if child.type != "attribute" or not child.named_children:
            continue
        key = text(child.named_children[0])
        value = child.named_children[1] if len(child.named_children) > 1 else None
        shorthand = SHORTHAND.match(key)
        if shorthand is not None:                    # {onSubmit}
            attributes.append((shorthand.group(1), Ref(shorthand.group(1), span(child))))
        elif SPREAD.match(key):
            attributes.append(("v-bind", None))
        elif not DIRECTIVE.match(key) and not key.startswith("{"):
            attributes.append((key, attribute_value(data, value, child, span)))
    if form:
        attributes = [(k, v) for k, v in attributes if k == "action"]
    element = tag.parent if tag.type == "start_tag" else tag
    return ComponentUse(name, tuple(attributes), span(element))


def attribute_value(data: bytes, value, attribute, span) -> Value:
    """An attribute's value: its text when static (``""`` for a bare attribute), else the
    expression :func:`expression` reads from its ``{…}`` (whole, as the HTML parser may stop
    a Svelte expression at a ``>``) or the template its ``{…}`` holes make."""
    if value is None:
        return Lit("", span(attribute))
    where = span(value)
    raw = data[value.start_byte:value.end_byte].decode("utf-8", "replace")
    inner = raw[1:-1] if raw[:1] in "\"'" and raw[-1:] == raw[:1] and len(raw) > 1 else raw
    stripped = inner.strip()
    if "{" not in stripped:
        return Lit(redact(inner), where)
    if stripped.startswith("{"):
        whole = braced(data, value.start_byte + raw.index("{"))
        if inner == raw or len(whole) + 2 == len(stripped):       # unquoted, or one {…}
            return expression(whole.strip(), where)
    return holes(inner, BRACE_HOLE, where)                  # "/groups/{group.id}"


def expression(code: str, where) -> Value:
    """A ``{…}`` attribute expression: a plain name or dotted path, a string literal, or a
    template literal whose holes are such paths; ``None`` for anything else."""
    if DOTTED.match(code):
        return dotted(code, where)
    string = STRING.match(code)
    if string is not None:
        return Lit(redact(string.group(2)), where)
    backtick = BACKTICK.match(code)
    if backtick is not None:
        return holes(backtick.group(1), HOLE, where)
    return None


def holes(text: str, pattern: re.Pattern, where) -> Tmpl | None:
    """``text`` with its ``pattern`` holes (``${a.b}`` or ``{a.b}``) as a template of literal
    parts and holes named by their last name; ``None`` when a hole is no dotted path."""
    parts: list[Lit | Hole] = []
    last = 0
    for match in pattern.finditer(text):
        code = match.group(1).strip()
        if not DOTTED.match(code):
            return None
        if match.start() > last:
            parts.append(Lit(redact(text[last:match.start()]), where))
        path = dotted(code, where)
        if path is None:
            return None
        parts.append(Hole(code.replace("?", "").split(".")[-1], path, where))
        last = match.end()
    if last < len(text):
        parts.append(Lit(redact(text[last:]), where))
    if any(isinstance(p, Lit) and ("{" in p.value or "}" in p.value) for p in parts):
        return None                                         # a hole it could not delimit
    return Tmpl(tuple(parts), where)


def dotted(code: str, where) -> Ref | Member | None:
    """``a.b.c`` (or ``a?.b``) as a :class:`Ref` and :class:`Member` chain located at
    ``where``; ``None`` for a keyword head (``true``, ``this``)."""
    head, *rest = code.replace("?", "").split(".")
    if head in KEYWORDS:
        return None
    expr: Ref | Member = Ref(head, where)
    for prop in rest:
        expr = Member(expr, prop, where)
    return expr
