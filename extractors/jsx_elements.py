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

from code2skill.facts import Call, CallSite, Lit, Obj, Prop

from .ui_triggers import JSX_GRAMMARS, attribute, dotted, tag_of


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
