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
controls inside it (``confirmButton={<Button onClick={…}>}``) are confirmed by it. A modal or
dialog element (:func:`is_modal`: ``<Modal>``, ``<Dialog>``, ``<AlertDialog>``; its tag not
containing ``confirm``) is kept too, with
the handlers of its actions given as objects (``actions={['Cancel', {content: 'Shut Down',
onClick: shutdown}]}``: handler ``actions.onClick``), the texts of its ``header``/``heading``
attributes and of the elements given as attributes (``header={<Header content="Confirm
Shutdown" />}``), and the spans of the controls that open it (``trigger={<Button>…}``): whether
it asks for confirmation is decided later (:mod:`code2skill.passes.confirm_modals`). Other
elements without a handler or function prop give nothing, so the facts stay small.

``.vue``/``.svelte`` templates (:func:`template_triggers`) give the elements with a
``@click``/``v-on:submit``/``on:click`` handler, the function it names and the element's
literal text (a button's or link's whole text is its label; a form's one submit button)::

    <button @click="deleteArticle"><i/> <span>&nbsp;Delete Article</span></button>
    <form @submit.prevent="onSubmit(slug, comment)"> … <button>Post Comment</button></form>
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tree_sitter import Node

from code2skill.facts import Call, Expr, Lit, Ref, Tmpl, UITrigger
from code2skill.redact import redact

if TYPE_CHECKING:                 # imported only when read, as in template_triggers
    from .languages import Markup


JSX_GRAMMARS = frozenset({"javascript", "tsx"})
HANDLER = re.compile(r"^on[A-Z]")
TEXT_ATTRIBUTES = frozenset({"aria-label", "title", "label", "body", "description", "message",
                             "content"})
CONFIRM = re.compile(r"(?i)confirm")             # <ConfirmationDialog>, <Popconfirm>
MODAL = re.compile(r"(?i)(modal|dialog)$")        # <Modal>, <Dialog>, <AlertDialog>, <v-dialog>
MODAL_TEXT_ATTRIBUTES = frozenset({"header", "heading"})
OPENER_ATTRIBUTES = frozenset({"trigger", "activator"})   # the control that opens a modal
TEXT_SUFFIX = re.compile(r"[a-z](Text|Label)$")
MESSAGE_ATTRIBUTES = ("defaults", "defaultMessage")     # <Trans defaults>, <FormattedMessage>
FUNCTION_TYPES = frozenset({"arrow_function", "function_expression", "function"})
NAME_TYPES = frozenset({"identifier", "member_expression"})
ELEMENTS = frozenset({"jsx_element", "jsx_self_closing_element"})
MAX_DEPTH = 3
MAX_TEXTS = 4
MAX_FORM_DEPTH = 12


def extract_triggers(extractor) -> list[UITrigger]:
    """The UI triggers of one parsed script; ``extractor`` is the file's
    ``module_facts.extractor._Extractor`` (its IR conversion, spans, text and function ids).
    Grammars without JSX give none."""
    if extractor.grammar not in JSX_GRAMMARS:
        return []
    found = []
    nodes = extractor.roles.get("element", [])
    for node in sorted(nodes, key=lambda n: n.start_byte):
        trigger = element_trigger(extractor, node)
        if trigger is not None:
            found.append(trigger)
    return found


def element_trigger(ex, node: Node) -> UITrigger | None:
    """The trigger of one opening or self-closing element, ``None`` when it has no handler
    and no function prop."""
    handlers, callbacks, texts, openers = [], [], [], []
    tag = tag_of(ex, node)
    modal = is_modal(tag) and not CONFIRM.search(tag)     # (a confirmation component's own)
    for key, value in attributes(ex, node):
        if value is None:
            continue
        if HANDLER.match(key):
            handlers.append((key, ex.expr(value)))
        elif value.type in FUNCTION_TYPES or value.type in NAME_TYPES:
            callbacks.append((key, ex.expr(value)))
        elif key in TEXT_ATTRIBUTES or TEXT_SUFFIX.search(key) or \
                modal and key in MODAL_TEXT_ATTRIBUTES:
            text = text_expr(ex, value)
            if text is not None:
                texts.append((key, text))
        if modal and key in OPENER_ATTRIBUTES:
            openers.append(ex.src.span(value))
        elif modal:
            handlers.extend(action_handlers(ex, key, value))
            texts.extend(element_texts(ex, key, value))
    if not handlers and not callbacks and not CONFIRM.search(tag) and not modal:
        return None
    element = ex.up(node) if node.type == "jsx_opening_element" else None
    if element is not None:
        texts.extend(child_texts(ex, element, "children", 0))
        if tag == "form":
            texts.extend(submit_texts(ex, element))
    return UITrigger(tag, tuple(handlers),
                     tuple(callbacks), tuple(texts),
                     ex.src.span(element if element is not None else node), ex.scope_of(node),
                     tuple(openers))


def is_modal(tag: str) -> bool:
    """A modal or dialog element: the last part of its tag ends with ``modal`` or ``dialog``
    (``Modal``, ``Dialog``, ``AlertDialog``, ``v-dialog``, ``b-modal``, ``Semantic.Modal``;
    not its parts ``Modal.Content``, ``DialogTitle``, ``DialogActions``)."""
    return bool(MODAL.search(tag.split(".")[-1]))


def action_handlers(ex, key: str, value: Node) -> list[tuple[str, Expr]]:
    """The handlers of the actions a modal's attribute ``key`` gives as object literals, in an
    array or alone (``actions={['Cancel', {content: 'Delete', onClick: remove}]}`` →
    ``("actions.onClick", Ref('remove'))``): each member named ``on`` and a capital whose
    value is a function or a name."""
    objects = [value] if value.type == "object" else \
        [c for c in value.named_children if c.type == "object"] if value.type == "array" else []
    found = []
    for obj in objects:
        for pair in obj.named_children:
            if pair.type != "pair":
                continue
            member = ex.src.text(pair.child_by_field_name("key")).strip("'\"")
            handler = pair.child_by_field_name("value")
            if HANDLER.match(member) and handler is not None and \
                    (handler.type in FUNCTION_TYPES or handler.type in NAME_TYPES):
                found.append((f"{key}.{member}", ex.expr(handler)))
    return found


def element_texts(ex, key: str, value: Node) -> list[tuple[str, Expr]]:
    """The texts of an element given as attribute ``key`` (``header={<Header
    content="Confirm Shutdown" />}``), with ``key`` as their source: its text attributes, then
    its text children (:func:`child_texts`); none for other values."""
    if value.type not in ELEMENTS:
        return []
    opening = value if value.type == "jsx_self_closing_element" else value.named_children[0]
    found = []
    for name, attr in attributes(ex, opening):
        if attr is not None and (name in TEXT_ATTRIBUTES or name in MODAL_TEXT_ATTRIBUTES):
            text = text_expr(ex, attr)
            if text is not None:
                found.append((key, text))
    if value.type == "jsx_element":
        found.extend(child_texts(ex, value, key, 1))
    return found[:MAX_TEXTS]


def tag_of(ex, node: Node) -> str:
    """The tag of an opening or self-closing element (``""`` for a fragment ``<>``)."""
    name = node.child_by_field_name("name")
    return ex.src.text(name) if name is not None else ""


def attributes(ex, node: Node) -> list[tuple[str, Node | None]]:
    """``(name, value node)`` of an element's attributes (:func:`attribute`)."""
    return [attribute(ex, attr) for attr in node.named_children
            if attr.type == "jsx_attribute" and attr.named_children]


def attribute(ex, attr: Node) -> tuple[str, Node | None]:
    """``(name, value node)`` of one ``jsx_attribute``; a ``{…}`` value is the expression
    inside it, a bare attribute (``danger``) or an empty ``{}`` has ``None``."""
    value = attr.named_children[1] if len(attr.named_children) > 1 else None
    if value is not None and value.type == "jsx_expression":
        inner = [c for c in value.named_children if c.type != "comment"]
        value = inner[0] if inner else None
    while value is not None and value.type == "parenthesized_expression" \
            and value.named_children:
        value = value.named_children[0]
    return ex.src.text(attr.named_children[0]), value


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
                found.append((source, Lit(redact(text), ex.src.span(child))))
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


# ------------------------------------------------------------------- component templates
TEMPLATE_EVENT = re.compile(r"^(?:@|v-on:|on:)([A-Za-z][\w-]*)")     # @click.prevent, on:click
# Svelte 5 event attributes and a component's callback props: onclick={…}, onConfirm={…}
BRACED_EVENT = re.compile(r"^on([a-z]+|[A-Z][\w]*)$")
TEMPLATE_MARKER = re.compile(rb"\s(?:@|v-on:|on:)[A-Za-z]|\son[A-Za-z]+\s*=\s*\{"
                             rb"|\s\{\s*on[A-Za-z]+\s*\}")                  # worth a parse
SHORTHAND_EVENT = re.compile(r"^\{\s*(on(?:[a-z]+|[A-Z][\w]*))\s*\}$")    # Svelte {onConfirm}
CALLEE = re.compile(r"^\s*(?:\(?[\w\s,$]*\)?\s*=>\s*)?\{?\s*(?:await\s+)?"
                    r"([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*(?:\(|\}?\s*$)")
TEMPLATE_TAGS = ("start_tag", "self_closing_tag")
CONTROL_TAG = re.compile(r"(?i)^(a|.*button|.*btn|.*link)$")  # el-button, v-btn, router-link
TRANSLATED = re.compile(r"^\{\{\s*(\$?tc?)\(\s*(['\"])([^'\"]+)\2\s*\)\s*\}\}$")   # {{ $t('a.b') }}


def is_control(tag: str) -> bool:
    """A control whose whole text is its label: ``<button>``, ``<a>``, a button or link
    component (``el-button``, ``v-btn``, ``router-link``)."""
    return bool(CONTROL_TAG.match(tag))


def template_texts(element: Node, text, span) -> list[Lit]:
    """The literal text of a template element: its text nodes and those of the elements inside
    it (``<button><i/> <span>&nbsp;Delete Article</span></button>`` → ``Delete Article``), up
    to :data:`MAX_DEPTH` levels, none inside an element with a handler of its own and none
    holding an interpolation other than a whole ``{{ $t('key') }}`` (a translation call); one
    text per element, at most :data:`MAX_TEXTS`."""
    found: list[Lit] = []
    stack = [(element, 0)]
    while stack and len(found) < MAX_TEXTS:
        node, depth = stack.pop(0)
        parts = [c for c in node.named_children if c.type in ("text", "entity")]
        words = " ".join(" ".join(text(c) for c in parts).replace("&nbsp;", " ").split())
        translated = TRANSLATED.match(words)
        if translated is not None:
            where = span(parts[0])
            found.append(Call(Ref(translated.group(1), where),
                              (Lit(translated.group(3), where),), where))
        elif words and "{" not in words:
            found.append(Lit(redact(words), span(parts[0])))
        for child in node.named_children:
            opening = child.named_children[0] if child.type == "element" and \
                child.named_children else None
            if depth < MAX_DEPTH and opening is not None and opening.type == "start_tag" \
                    and not any(TEMPLATE_EVENT.match(text(a.named_children[0]))
                                for a in opening.named_children
                                if a.type == "attribute" and a.named_children):
                stack.append((child, depth + 1))
    return found


def template_triggers(data: bytes, span, html: Markup | None = None) -> list[UITrigger]:
    """The UI triggers of a ``.vue``/``.svelte`` template: elements with a ``@event``,
    ``v-on:event`` or ``on:event`` handler, or a Svelte 5 ``onclick={…}`` event attribute or
    ``onConfirm={…}`` callback prop, whose expression names a function (``remove``,
    ``remove(slug)``, ``() => remove(slug)``: ``Ref('remove')``), or a Svelte shorthand
    attribute of such a name (``<ConfirmModal {onConfirm}>``, ``onConfirm={onConfirm}``: handler
    ``onConfirm``, ``Ref('onConfirm')``), with their literal text
    children and ``aria-label``/``title``/``label`` attributes (``scope`` ``None``: the
    component's script); an element the HTML parser misreads (a Svelte ``{() => f()}`` breaks
    it at ``>``) keeps its handlers and no text. ``span`` converts a node into a span;
    ``html`` is the file's shared :class:`~code2skill.extractors.languages.Markup`, if any."""
    if not TEMPLATE_MARKER.search(data):
        return []
    from .languages import html_elements
    triggers = (template_trigger(data, node, span)
                for node in html_elements(data, TEMPLATE_TAGS, html))
    return [trigger for trigger in triggers if trigger is not None]


def template_trigger(data: bytes, tag: Node, span) -> UITrigger | None:
    """One template element's trigger (``None`` without a handler naming a function)."""
    def text(node: Node) -> str:
        return data[node.start_byte:node.end_byte].decode("utf-8", "replace")
    handlers, texts = [], []
    name = ""
    for child in tag.named_children:
        if child.type == "tag_name":
            name = text(child)
        if child.type != "attribute" or not child.named_children:
            continue
        key = text(child.named_children[0])
        value = child.named_children[1] if len(child.named_children) > 1 else None
        raw = text(value).strip().strip("\"'") if value is not None else ""
        if raw.startswith("{"):               # Svelte: on:click={…}, read to its brace
            raw = braced(data, value.start_byte + text(value).index("{"))
        event = TEMPLATE_EVENT.match(key) or (BRACED_EVENT.match(key) if value is not None
                                               and text(value).lstrip("\"'").startswith("{")
                                               else None)
        shorthand = SHORTHAND_EVENT.match(key) if value is None else None
        if shorthand is not None:                   # Svelte {onConfirm}: onConfirm={onConfirm}
            handlers.append(("on" + shorthand.group(1)[2:].capitalize(),
                             Ref(shorthand.group(1), span(child))))
        elif event is not None:
            callee = CALLEE.match(raw)
            if callee is not None:
                handlers.append(("on" + event.group(1).split(".")[0].capitalize(),
                                 dotted(callee.group(1), span(value))))
        elif key in TEXT_ATTRIBUTES and raw and "{" not in raw:
            texts.append((key, Lit(redact(raw), span(value))))
    if not handlers:
        return None
    element = tag.parent if tag.type == "start_tag" else None
    if any(c.type == "ERROR" for c in tag.named_children) or element is not None and any(
            c.type == "ERROR" for c in element.named_children):
        return UITrigger(name, tuple(handlers), (), (),     # texts misread: none kept
                         span(element if element is not None else tag), None)
    if element is not None:
        source = "children" if is_control(name) else "content"
        texts.extend((source, t) for t in template_texts(element, text, span))
        if name.lower() == "form":
            buttons = [b for b in descendants(element) if is_submit_button(b, text)]
            if len(buttons) == 1:
                texts.extend(("submit", t) for t in template_texts(buttons[0], text, span)[:1])
    return UITrigger(name, tuple(handlers), (), tuple(texts),
                     span(element if element is not None else tag), None)


def dotted(name: str, where) -> Expr:
    """``a.b.c`` as a :class:`Ref` and :class:`Member` chain located at ``where``."""
    from code2skill.facts import Member
    head, *rest = name.split(".")
    expr: Expr = Ref(head, where)
    for prop in rest:
        expr = Member(expr, prop, where)
    return expr


def descendants(element: Node, kind: str = "element") -> list[Node]:
    """The nodes of type ``kind`` inside ``element`` (not itself), in document order: the
    elements inside a template element by default."""
    found, stack = [], list(reversed(element.named_children))
    while stack:
        node = stack.pop()
        if node.type == kind:
            found.append(node)
        stack.extend(reversed(node.named_children))
    return found


def is_submit_button(element: Node, text) -> bool:
    """A ``<button>`` without a ``type`` or with ``type="submit"``."""
    tag = element.named_children[0] if element.named_children else None
    if tag is None or tag.type != "start_tag":
        return False
    attrs = {text(a.named_children[0]): text(a.named_children[1]).strip("\"'")
             if len(a.named_children) > 1 else "" for a in tag.named_children
             if a.type == "attribute" and a.named_children}
    name = next((text(c) for c in tag.named_children if c.type == "tag_name"), "")
    return name.lower() == "button" and attrs.get("type", "submit") == "submit"


def braced(data: bytes, start: int) -> str:
    """The text inside the ``{…}`` opening at byte ``start`` (nested braces balanced; HTML
    parsers stop a Svelte expression at its first ``>``, as in ``() => f()``)."""
    depth = 0
    for end in range(start, min(len(data), start + 2000)):
        depth += {123: 1, 125: -1}.get(data[end], 0)
        if depth == 0:
            return data[start + 1:end].decode("utf-8", "replace")
    return ""
