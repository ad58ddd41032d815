"""JSX component elements as calls (rule ``jsx.component-call``).

React renders ``<EditItemView endpoint="devices" id={id} {...rest} />`` by calling the
component function with one props object, so the element is recorded as the call site
``EditItemView({endpoint: "devices", id, ...rest})`` in the function that renders it. The
resolver then treats it like any other call: the component's requests that wait for a prop
(``fetch(`/api/${endpoint}/${id}`)`` in an effect or a handler) are named per element, the
element being the naming call site.

Only component tags count (a capital first letter of the tag's last part: ``Dialog``,
``Modal.Confirm``); DOM elements (``div``, ``motion.div``) call nothing of the program.
Children are not passed (they are rendered elements, not values a request reads). A bare
attribute (``disabled``) is ``true``.
"""
from __future__ import annotations

from tree_sitter import Node

from code2skill.facts import Call, CallSite, Expr, Lit, Obj, Prop

from .ui_triggers import FUNCTION_TYPES, JSX_GRAMMARS, attribute, attributes, dotted, tag_of


def component_calls(ex) -> list[CallSite]:
    """The component elements of one parsed script as call sites, in source order;
    ``ex`` is the file's ``module_facts.extractor._Extractor``. Grammars without JSX give none."""
    if ex.grammar not in JSX_GRAMMARS:
        return []
    nodes = ex.roles.get("element", [])
    found = []
    for node in sorted(nodes, key=lambda n: n.start_byte):
        tag = tag_of(ex, node)
        if not tag.split(".")[-1][:1].isupper():
            continue
        span = ex.src.span(node)
        call = Call(dotted(tag, span), (Obj(props_of(ex, node), span),), span)
        found.append(CallSite(call, ex.scope_of(node), (), ex.guarded(node)))
    return found


def props_of(ex, node: Node) -> tuple[Prop, ...]:
    """The props object entries of an opening or self-closing element's attributes, in
    order (a later one wins); a bare attribute is ``true``."""
    props = []
    for attr in node.named_children:
        if attr.type == "jsx_attribute" and attr.named_children:
            name, value = attribute(ex, attr)
            props.append(Prop(name, ex.expr(value) if value is not None else Lit(True),
                              ex.src.span(attr)))
        elif attr.type == "jsx_expression":
            spread = next((c for c in attr.named_children if c.type == "spread_element"), None)
            if spread is not None and spread.named_children:
                props.append(Prop(None, ex.expr(spread.named_children[0]), ex.src.span(attr)))
    return tuple(props)


def rendered_values(ex) -> list[tuple[str, Expr]]:
    """Rule ``output.response-read``: the expressions the markup of one parsed script shows,
    as ``(function id, expression)`` in source order: each ``{…}`` child of an element
    (``<p>{storage.size}</p>``) and each ``{…}`` attribute value of a DOM element
    (``<input value={form.name} />``; a component element's attributes are its call's
    arguments already, :func:`component_calls`), in the function that renders it. Markup at
    module level and grammars without JSX give none."""
    if ex.grammar not in JSX_GRAMMARS:
        return []
    found: list[tuple[int, str, Expr]] = []
    for node in ex.roles.get("element", []):
        scope = ex.scope_of(node)
        if scope is None:
            continue
        values: list[Node] = []
        if not tag_of(ex, node).split(".")[-1][:1].isupper():
            values.extend(value for _, value in attributes(ex, node)
                          if value is not None and value.type not in FUNCTION_TYPES)
        parent = ex.up(node)
        if node.type == "jsx_opening_element" and parent is not None:
            values.extend(inner[0] for child in parent.named_children
                          if child.type == "jsx_expression"
                          and (inner := [c for c in child.named_children
                                         if c.type != "comment"]))
        for value in values:
            found.append((value.start_byte, scope, ex.expr(value)))
            found.extend((m.start_byte, scope, ex.expr(m)) for m in member_nodes(value)
                         if (m.start_byte, m.end_byte) != (value.start_byte, value.end_byte))
    return [(scope, expr) for _, scope, expr in sorted(found, key=lambda f: f[0])]


def member_nodes(node: Node) -> list[Node]:
    """The outermost member expressions inside ``node`` that are no call's callee, its
    nested functions excluded: the reads an operator the IR does not model hides
    (``Math.round(storage.size / 1024)``: ``storage.size``); a called method's object is
    read (``storage.items.join(', ')``: ``storage.items``)."""
    found, stack = [], [node]
    while stack:
        current = stack.pop()
        if current.type in FUNCTION_TYPES:
            continue
        if current.type == "member_expression":
            found.append(current)
            continue
        children = list(current.named_children)
        if current.type == "call_expression":
            callee = current.child_by_field_name("function")
            if callee is not None and callee.type == "member_expression":
                target = callee.child_by_field_name("object")
                children = [c for c in children if c != callee] + ([target] if target else [])
        stack.extend(reversed(children))
    return found
