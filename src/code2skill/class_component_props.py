"""Rule ``jsx.class-component-props``: ``this.props`` of a React or Preact class component is
one of the props objects the JSX elements rendering it pass.

A class component reads its props from ``this.props``, which the library's ``Component`` base
sets to what the element rendering it passes::

    class Table extends Component {
      paginateNext() { this.fetchData(this.props) }
      fetchData(props) { Client.request(`/sites/${props.siteId}/stats/${props.endpoint}/agg`) }
    }
    <Table endpoint="pages" siteId={site.id} />            // …/stats/pages/agg
    <Table endpoint="referrers" siteId={site.id} />        // …/stats/referrers/agg

An element is a call of the component with its props object (rule ``jsx.component-call``);
for a class it names no method the request is made in, so ``this.props`` is read as the
choice of the props objects of every element of the app whose tag is the class (each
evaluated where the element is written), and a request built from a prop is one request per
constant the elements pass. The class must extend ``Component`` or ``PureComponent`` of
``react``, ``preact`` or ``preact/compat`` (directly; a class of the app between is followed
by the superclass walk), write no ``this.props`` itself, and be rendered by at least one
element; an element passing anything but an object literal (a spread of a value the tool
does not show stays an unknown member) is one unknown choice, so the prop is never fixed
where it is not. A prop reading a parameter of the function rendering the element
(``siteId={site.id}`` in ``({site}) => …``) is unknown there: the component's own input.

Each element is evaluated once, and two elements passing the same props (their places aside:
:func:`props_key`) are one choice. At most
:data:`~code2skill.resolution.shared.MAX_ALTERNATIVES` different props objects are read, the
first in program order (whole, none cut to an unknown, so the URL's variants reach the cap and
carry its ``16 or more alternatives`` item); past them the elements are not evaluated and one
``resolve`` diagnostic ``limit class-component-elements exceeded`` names the class, so the
cost stays linear in the number of elements and the cut is never silent.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import Call, Obj, Ref
from code2skill.values import ClassRefV, InstanceV, LibV, ObjV, StrV, UnknownV, Value

RULE = "jsx.class-component-props"
PROPS = "props"
LIBRARIES = frozenset({"react", "preact", "preact/compat"})
BASES = frozenset({"Component", "PureComponent"})
MEMO = "jsx:class-props"
INDEX = "jsx:elements-by-name"
LIMIT = "class-component-elements"


def component_base(parent: LibV) -> bool:
    """Whether library value ``parent`` is a React/Preact component base class."""
    return parent.lib in LIBRARIES and parent.path[-1:] and parent.path[-1] in BASES


def rendered_props(resolver, this: InstanceV) -> Value | None:
    """The choice of props objects the elements rendering class ``this`` pass (module
    docstring), or ``None`` when no element renders it."""
    from code2skill.recogniser_context import Frame
    from code2skill.resolution.shared import MAX_ALTERNATIVES, alternatives

    memo = resolver.pass_memo.setdefault(MEMO, {})
    key = (this.module, this.name)
    if key in memo:
        return memo[key]
    memo[key] = None                                   # (guards recursion)
    found: list[Value] = []
    shapes: set = set()
    for path, scope, call in elements(resolver, this.name):
        frame = resolver.site_frame(Frame(path, scope), call)
        callee = resolver.evaluate(call.callee, frame)
        if not isinstance(callee, ClassRefV) or (callee.module, callee.name) != key:
            continue
        props = own_props(resolver.evaluate(call.args[0], frame)) \
            if isinstance(call.args[0], Obj) else UnknownV(RULE)
        if (shape := props_key(props)) in shapes:
            continue
        if len(found) == MAX_ALTERNATIVES:             # the first ones kept, the cut reported
            resolver.note_limit(path, call.span, LIMIT, f"class {this.name} is rendered by "
                                f"elements passing more than {MAX_ALTERNATIVES} different "
                                f"props objects: the first {MAX_ALTERNATIVES} are read "
                                f"(rule {RULE})")
            break
        shapes.add(shape)
        found.append(props)
    memo[key] = alternatives(found) if found else None
    return memo[key]


def props_key(props: Value) -> object:
    """What tells two elements' props objects apart: each entry (key, value, flags) without
    the place it is written at (``endpoint="pages"`` on two elements is one choice), the value
    itself when it is no object (``repr`` when unhashable, so distinct values never merge)."""
    key = tuple(replace(p, value=unplaced(p.value), where=None) for p in props.props) \
        if isinstance(props, ObjV) else props
    try:
        hash(key)
    except TypeError:
        return repr(key)
    return key


def unplaced(value: Value) -> Value:
    """``value`` without the place it is written at, a string's pieces' places too (one
    level: a value nested deeper keeps its places, so two such values stay apart)."""
    from code2skill.query_separators import strip_where

    if isinstance(value, StrV):
        value = replace(value, parts=tuple(strip_where(p) for p in value.parts))
    return strip_where(value)


def own_props(props: Value) -> Value:
    """An element's props object with each value that reads a parameter of the function
    rendering it (``siteId={site.id}`` in ``({site}) => …``) unknown: no call of the
    component gives that parameter, so the prop is the component's own input there."""
    from code2skill.values import mentions_param

    if not isinstance(props, ObjV):
        return props
    return replace(props, props=tuple(replace(p, value=UnknownV(RULE, p.where))
                                      if mentions_param(p.value) else p for p in props.props))


def elements(resolver, name: str) -> list[tuple[str, str | None, Call]]:
    """``(path, scope, call)`` of each call written like a JSX element of a component named
    ``name``: ``name({...})``, not a ``new``, with one argument (the program's calls indexed
    by name once)."""
    index = resolver.pass_memo.get(INDEX)
    if index is None:
        index = resolver.pass_memo[INDEX] = {}
        for path, module in sorted(resolver.modules.items()):
            for site in module.calls:
                call = site.call
                if not call.new and isinstance(call.callee, Ref) and len(call.args) == 1 \
                        and call.callee.name[:1].isupper():
                    index.setdefault(call.callee.name, []).append((path, site.scope, call))
    return index.get(name, [])


__all__ = ["PROPS", "RULE", "component_base", "rendered_props"]
