"""UI triggers: the JSX elements that start code, as plain facts (issue #5).

For each JSX element with an event-handler attribute or a function-valued prop, one
:class:`~code2skill.facts.UITrigger` records its tag, its handlers (``on`` and a capital:
``onClick``, ``onSubmit``, ``onConfirm``, ``onOk``, ``onLoginUser`` …) and other function props
as IR expressions, and the UI texts it shows::

    <button onClick={() => remove(id)} aria-label={t("Delete")}>Delete</button>
    <ConfirmationDialog onSubmit={handleSubmit} submitText={t("Move document")}>
      <Trans defaults="Moving the document …" />
    </ConfirmationDialog>
    <SignInForm onLoginUser={async (payload) => dispatch(login(payload))} />

Texts are kept only when they are string literals, template strings or calls (a translation
call is recognised later, by :mod:`code2skill.passes.labels`). Direct text children are
``children``; texts further inside (up to :data:`MAX_DEPTH` elements down, at most
:data:`MAX_TEXTS`) are ``content``: a dialog's question, never a button's label. A ``<form>``'s
one submit button (``<button>`` without a ``type`` or with ``type="submit"``, ``<input
type="submit" value>``) gives its texts as ``submit``: the form's action label. A
confirmation component (a tag containing ``confirm``) is kept even without a handler: the
controls inside it (``confirmButton={<Button onClick={…}>}``) are confirmed by it. Other
elements without a handler or function prop give nothing, so the facts stay small.
"""
from __future__ import annotations

import re

from tree_sitter import Node

from code2skill.facts import Call, Expr, Lit, Tmpl, UITrigger

from .languages import cursor

JSX_GRAMMARS = frozenset({"javascript", "tsx"})
HANDLER = re.compile(r"^on[A-Z]")
TEXT_ATTRIBUTES = frozenset({"aria-label", "title", "label", "body", "description", "message",
                             "content"})
CONFIRM = re.compile(r"(?i)confirm")             # <ConfirmationDialog>, <Popconfirm>
TEXT_SUFFIX = re.compile(r"[a-z](Text|Label)$")
MESSAGE_ATTRIBUTES = ("defaults", "defaultMessage")     # <Trans defaults>, <FormattedMessage>
FUNCTION_TYPES = frozenset({"arrow_function", "function_expression", "function"})
NAME_TYPES = frozenset({"identifier", "member_expression"})
ELEMENTS = frozenset({"jsx_element", "jsx_self_closing_element"})
MAX_DEPTH = 3
MAX_TEXTS = 4
MAX_FORM_DEPTH = 12


def extract_triggers(extractor, root: Node) -> list[UITrigger]:
    """The UI triggers of one parsed script; ``extractor`` is the file's
    ``module_facts._Extractor`` (its IR conversion, spans, text and function ids).
    Grammars without JSX give none."""
    if extractor.grammar not in JSX_GRAMMARS:
        return []
    found = []
    nodes = cursor("ui", extractor.grammar).captures(root).get("element", [])
    for node in sorted(nodes, key=lambda n: n.start_byte):
        trigger = element_trigger(extractor, node)
        if trigger is not None:
            found.append(trigger)
    return found


def element_trigger(ex, node: Node) -> UITrigger | None:
    """The trigger of one opening or self-closing element, ``None`` when it has no handler
    and no function prop."""
    handlers, callbacks, texts = [], [], []
    for key, value in attributes(ex, node):
        if value is None:
            continue
        if HANDLER.match(key):
            handlers.append((key, ex.expr(value)))
        elif value.type in FUNCTION_TYPES or value.type in NAME_TYPES:
            callbacks.append((key, ex.expr(value)))
        elif key in TEXT_ATTRIBUTES or TEXT_SUFFIX.search(key):
            text = text_expr(ex, value)
            if text is not None:
                texts.append((key, text))
    tag = tag_of(ex, node)
    if not handlers and not callbacks and not CONFIRM.search(tag):
        return None
    element = node.parent if node.type == "jsx_opening_element" else None
    if element is not None:
        texts.extend(child_texts(ex, element, "children", 0))
        if tag == "form":
            texts.extend(submit_texts(ex, element))
    return UITrigger(tag, tuple(handlers),
                     tuple(callbacks), tuple(texts),
                     ex.src.span(element if element is not None else node), ex.scope_of(node))


def tag_of(ex, node: Node) -> str:
    """The tag of an opening or self-closing element (``""`` for a fragment ``<>``)."""
    name = node.child_by_field_name("name")
    return ex.src.text(name) if name is not None else ""


def attributes(ex, node: Node) -> list[tuple[str, Node | None]]:
    """``(name, value node)`` of an element's attributes; a ``{…}`` value is the expression
    inside it, a bare attribute (``danger``) has ``None``."""
    out = []
    for attr in node.named_children:
        if attr.type != "jsx_attribute" or not attr.named_children:
            continue
        value = attr.named_children[1] if len(attr.named_children) > 1 else None
        if value is not None and value.type == "jsx_expression":
            inner = [c for c in value.named_children if c.type != "comment"]
            value = inner[0] if inner else None
        while value is not None and value.type == "parenthesized_expression" \
                and value.named_children:
            value = value.named_children[0]
        out.append((ex.src.text(attr.named_children[0]), value))
    return out


def text_expr(ex, node: Node) -> Expr | None:
    """A string literal, template string or call shown as text (``None`` for other values)."""
    if node.type in ("string", "template_string", "call_expression"):
        value = ex.expr(node)
        return value if isinstance(value, (Lit, Tmpl, Call)) else None
    return None


def child_texts(ex, element: Node, source: str, depth: int) -> list[tuple[str, Expr]]:
    """The texts inside a ``jsx_element``: its text nodes and ``{…}`` strings or calls as
    ``source``, and (as ``content``) those of the elements inside it, the ``defaults`` /
    ``defaultMessage`` of a translation element included; at most :data:`MAX_TEXTS`."""
    found: list[tuple[str, Expr]] = []
    for child in element.named_children:
        if len(found) >= MAX_TEXTS:
            break
        if child.type == "jsx_text":
            text = " ".join(ex.src.text(child).split())
            if text:
                found.append((source, Lit(text, ex.src.span(child))))
        elif child.type == "jsx_expression":
            inner = [c for c in child.named_children if c.type != "comment"]
            text = text_expr(ex, inner[0]) if inner else None
            if text is not None:
                found.append((source, text))
        elif child.type in ELEMENTS and depth < MAX_DEPTH:
            opening = child if child.type == "jsx_self_closing_element" \
                else child.named_children[0]
            for key, value in attributes(ex, opening):
                if key in MESSAGE_ATTRIBUTES and value is not None:
                    text = text_expr(ex, value)
                    if text is not None:
                        found.append(("content", text))
            if child.type == "jsx_element":
                found.extend(child_texts(ex, child, "content", depth + 1))
    return found[:MAX_TEXTS]


def submit_texts(ex, form: Node) -> list[tuple[str, Expr]]:
    """The texts of a form's submit button as ``submit`` (none when the form has no submit
    button or several: which one names the action is then unknown)."""
    buttons = []
    stack = [(c, 0) for c in form.named_children if c.type in ELEMENTS]
    while stack:
        child, depth = stack.pop()
        opening = child if child.type == "jsx_self_closing_element" \
            else child.named_children[0]
        name = tag_of(ex, opening)
        attrs = {k: v for k, v in attributes(ex, opening)}
        kind = attrs.get("type")
        kind = ex.string_value(kind) if kind is not None and kind.type == "string" else None
        if name == "button" and kind in (None, "submit") and child.type == "jsx_element":
            buttons.append([("submit", t) for _, t in child_texts(ex, child, "submit", MAX_DEPTH)])
        elif name == "input" and kind == "submit":
            value = attrs.get("value")
            text = text_expr(ex, value) if value is not None else None
            buttons.append([("submit", text)] if text is not None else [])
        elif child.type == "jsx_element" and depth < MAX_FORM_DEPTH:
            stack.extend((c, depth + 1) for c in child.named_children if c.type in ELEMENTS)
    return buttons[0] if len(buttons) == 1 else []
