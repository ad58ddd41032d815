"""Component elements of a ``.vue`` template and the props their attributes bind (rule
``vue.prop-binding``).

A parent renders a child component with attributes that set its props::

    <YamlModal endpoint="/config/mqtt" :title="$t('mqtt')" save-method="put" />

For each element whose tag names a component — PascalCase (``YamlModal``) or a custom
element name with a dash (``yaml-modal``), or a one-word lowercase tag that binds an attribute
(``<files :server="server" />``, Vue resolving it to a component ``Files``) — one
:class:`~code2skill.facts.ComponentUse`
records the tag and each attribute: a static one with its literal text (located at the
value), a bound one (``:title``, ``v-bind:title``) as its expression when that is a plain name
or dotted path (``:create-url="apiKeysUrl"``, rule ``vue.setup-props``), else ``None`` (a value
the template computes). Event listeners (``@changed``, ``v-on:``), other directives (``v-if``,
``v-model``), slot shorthands (``#default``) and ``v-bind="obj"`` spreads bind no named prop
and are left out; an element with a spread is kept with an attribute named ``v-bind`` so that
a reader knows any prop may be set there.
"""
from __future__ import annotations

import re

from code2skill.facts import ComponentUse, Lit, Member, Ref, Span
from code2skill.redact import redact

from .languages import Markup, html_elements

COMPONENT_TAG = re.compile(r"^(?:[A-Z][\w.]*|[a-z][\w]*(?:-[\w]+)+)$")
# a one-word lowercase tag (``<files :server="server" />``): a component registered under that
# name only where the program names one so (rule vue.prop-binding reads imported names); kept
# when it binds an attribute, as a native element's bound attribute matches no component
WORD_TAG = re.compile(r"^[a-z][a-z0-9]*$")
# the elements of HTML and SVG (and Vue's own <transition>, <teleport> …, which render no
# component of the program by their name): a one-word tag among them is no component
NATIVE = frozenset("""
a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption
cite code col colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset
figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input
ins kbd label legend li link main map mark menu meta meter nav noscript object ol optgroup
option output p param picture pre progress q rp rt ruby s samp script search section select
slot small source span strong style sub summary sup table tbody td template textarea tfoot th
thead time title tr track u ul var video wbr svg g path circle rect line polyline polygon
ellipse text tspan defs use symbol image marker mask pattern filter stop lineargradient
radialgradient clippath foreignobject transition keepalive teleport suspense
""".split())
BOUND = re.compile(r"^(?::|v-bind:)([\w-]+)$")
SKIPPED = re.compile(r"^(?:@|v-|#)")
KEYWORDS = frozenset({"true", "false", "null", "undefined", "this", "NaN", "Infinity"})
DOTTED = re.compile(r"^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$")
TAGS = ("start_tag", "self_closing_tag")
# a component tag in the file: worth an HTML parse
MARKER = re.compile(rb"<(?:[A-Z]|[a-z]\w*-|[a-z][a-z0-9]*\s[^<>]*?(?::|v-bind:)[\w-]+=)")


def component_uses(data: bytes, span, html: Markup | None = None) -> list[ComponentUse]:
    """The component elements of a ``.vue`` file's template, in document order; ``span``
    converts a node into a span; ``html`` is the file's shared HTML tree, if any."""
    if not MARKER.search(data):
        return []
    uses = (component_use(data, node, span) for node in html_elements(data, TAGS, html))
    return [use for use in uses if use is not None]


def bound_any(tag, text) -> bool:
    """Whether element ``tag`` binds an attribute (``:server``, ``v-bind:server``)."""
    return any(child.type == "attribute" and child.named_children
               and BOUND.match(text(child.named_children[0])) for child in tag.named_children)


def component_use(data: bytes, tag, span) -> ComponentUse | None:
    """One element's :class:`ComponentUse`, ``None`` when its tag names no component or the
    parser misread it."""
    def text(node) -> str:
        return data[node.start_byte:node.end_byte].decode("utf-8", "replace")
    name = next((text(c) for c in tag.named_children if c.type == "tag_name"), "")
    if not (COMPONENT_TAG.match(name) or WORD_TAG.match(name) and name not in NATIVE
            and bound_any(tag, text)) \
            or any(c.type == "ERROR" for c in tag.named_children):
        return None
    attributes: list[tuple[str, Lit | Ref | Member | None]] = []
    computed: list[tuple[str, Span]] = []
    for child in tag.named_children:
        if child.type != "attribute" or not child.named_children:
            continue
        key = text(child.named_children[0])
        value = child.named_children[1] if len(child.named_children) > 1 else None
        bound = BOUND.match(key)
        if bound is not None:
            path = bound_path(value, text, span)
            attributes.append((bound.group(1), path))
            if path is None and value is not None:
                computed.append((bound.group(1), span(value)))
        elif key in ("v-bind", ":"):
            attributes.append(("v-bind", None))
        elif not SKIPPED.match(key):
            raw = static_text(value, text)
            attributes.append((key, Lit(redact(raw), span(value if value is not None
                                                         else child))))
    element = tag.parent if tag.type == "start_tag" else tag
    return ComponentUse(name, tuple(attributes), span(element), tuple(computed))


def bound_path(value, text, span) -> Ref | Member | None:
    """A bound attribute's expression when it is a plain name or dotted path
    (``:create-url="apiKeysUrl"``, ``:url="urls.list"``: rule ``vue.setup-props``), else
    ``None`` (a call, a literal, an operator: a value the template computes)."""
    if value is None:
        return None
    raw = static_text(value, text).strip()
    if not DOTTED.match(raw) or raw.split(".")[0] in KEYWORDS:
        return None
    where = span(value)
    head, *rest = raw.split(".")
    expr: Ref | Member = Ref(head, where)
    for prop in rest:
        expr = Member(expr, prop, where)
    return expr


def static_text(value, text) -> str:
    """A static attribute's text (``""`` for a bare attribute, ``<X disabled>``)."""
    if value is None:
        return ""
    if value.type == "quoted_attribute_value":
        inner = next((c for c in value.named_children if c.type == "attribute_value"), None)
        return text(inner) if inner is not None else ""
    return text(value)
