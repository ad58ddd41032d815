"""Pass: a path segment a free input fills, given constants by the JSX elements of the app's
own components, is reviewed with those constants (rule ``path.jsx-prop-constants``).

A React app often picks a resource by a constant prop: ``<ProviderFieldFormGroup
provider="indexer" />`` in one form, ``provider="downloadClient"`` in another, handed down
through props and a Redux dispatch to a thunk that requests ``/${provider}/action/${action}``.
The Tool keeps one free input ``provider`` for what are several endpoints, some of which the
server may not serve. Nothing in the Tool changes: one ``medium`` item names the constants,
each with its element, so a reviewer can restrict the input or split the Tool.

Which elements count depends on where the request reads the segment. Read from a prop of a
component the app's elements render (``props.type`` in ``Tasks``, whose elements are
``<Tasks type={props.type} />`` in ``TypeTasks``), only the elements whose tag resolves to
that component count, and a prop they pass on from the component rendering them is followed
to that component's elements (at most :data:`MAX_HOPS` components up; a constant-list item,
rule ``value.list-callback``, gives the list's items): never another component's prop of the
same name (``<Input type="password" />``). Read anywhere else (a thunk a dispatch reaches,
which the resolver does not follow), a prop of the segment's name counts on any element whose
tag resolves to a component of the program (never a library's component). An element is a
call site whose one argument is an object literal spanning the whole call (rule
``jsx.component-call`` records ``<X provider="indexer" />`` so); a constant is a string spelled
like a path word (letters, digits, ``-``, ``_``). A segment qualifies when it is a whole path
segment bound to an input with no ``enum`` and followed by a fixed segment (it names a
resource, not an item), its name ends in no ``id`` or ``key`` (an element's ``id="main"``
names no resource) and two distinct constants at least are passed.
"""
from __future__ import annotations

import re

from code2skill.contract.models import Capability, ReviewItem
from code2skill.evidence import inferred
from code2skill.facts import Lit, ModuleFacts, Obj
from code2skill.normalize import Observed
from code2skill.passed_constants import ITEM_NAME, fixed_texts, list_items
from code2skill.values import AltV, ParamV, Value, Where

RULE = "path.jsx-prop-constants"
PATH_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,63}")
MAX_LISTED = 8                      # constants named in one item (the rest counted)
MAX_HOPS = 3                        # components followed up from the one making the request


def element_sites(modules: dict[str, ModuleFacts], client: set[str]
                  ) -> dict[tuple[str, tuple], Obj]:
    """``{(path, span): props object}`` of the JSX elements of the ``client`` modules (a
    call whose one argument is an object literal spanning it)."""
    return {(path, site.call.span): site.call.args[0] for path in sorted(client)
            for site in modules[path].calls
            if len(site.call.args) == 1 and isinstance(site.call.args[0], Obj)
            and site.call.args[0].span == site.call.span}


def prop_constants(modules: dict[str, ModuleFacts], client: set[str],
                   resolved: frozenset[tuple[str, tuple]] | None = None
                   ) -> dict[str, dict[str, Where]]:
    """``{prop: {constant: where}}`` of the string constants the JSX component elements of
    the ``client`` modules pass (``provider="indexer"`` → ``{'provider': {'indexer': …}}``),
    the first element of each constant; with ``resolved`` (the ``(path, span)`` of the calls
    that resolve to a function of the program), only those elements."""
    found: dict[str, dict[str, Where]] = {}
    for (path, span), props in element_sites(modules, client).items():
        if resolved is not None and (path, span) not in resolved:
            continue                                  # a library's component
        for prop in props.props:
            value = prop.value
            if prop.key and isinstance(value, Lit) and isinstance(value.value, str) \
                    and PATH_WORD.fullmatch(value.value) and prop.span is not None:
                found.setdefault(prop.key, {}).setdefault(value.value, (path, prop.span))
    return found


def rendered_constants(value: Value, program, elements: dict, hops: int = MAX_HOPS
                       ) -> dict[str, tuple[Where, str]] | None:
    """``{constant: (element, prop)}`` the elements rendering the component whose prop
    ``value`` is (a :class:`~code2skill.values.ParamV` read at its member path) pass it,
    directly, as a constant list's item, or through a prop of the component rendering them
    (followed ``hops`` components up); ``None`` when ``value`` is no prop of a component the
    app's elements render."""
    if not isinstance(value, ParamV):
        return None
    callers = [c for c in program.callers.get(value.fid, ()) if (c[0], c[3]) in elements]
    if not callers:
        return None
    prop = value.path[-1] if value.path else value.name
    found: dict[str, tuple[Where, str]] = {}
    for path, _caller, args, span in callers:
        sent = program.called_with(value, value.fid, args)
        for option in sent.options if isinstance(sent, AltV) else (sent,):
            texts = fixed_texts(option) or (list_items(option, program)
                                            if isinstance(option, ParamV) else None) or []
            for text in texts:
                if PATH_WORD.fullmatch(text):
                    found.setdefault(text, ((path, span), prop))
            if not texts and hops > 1:
                for text, at in (rendered_constants(option, program, elements, hops - 1)
                                 or {}).items():
                    found.setdefault(text, at)
    return found


def resource_inputs(template: str, inputs: dict[str, str]) -> list[str]:
    """The path parameters of ``inputs`` (``{path parameter: input}``) that fill a whole
    segment of ``template`` followed by a fixed one, their names ending in no ``id`` or
    ``key`` (``/{provider}/action/{action}`` → ``['provider']``)."""
    segments = template.split("?")[0].split("/")
    out = []
    for segment, following in zip(segments, segments[1:]):
        name = segment[1:-1]
        if segment.startswith("{") and segment.endswith("}") and "{" not in name \
                and name in inputs and following and "{" not in following \
                and not ITEM_NAME.fullmatch(name):
            out.append(name)
    return out


def prop_segment_review(capabilities: list[Capability], calls: list[Observed],
                        names: dict[int, str], modules: dict[str, ModuleFacts],
                        client: set[str], program) -> list[ReviewItem]:
    """One ``medium`` item per capability and free segment input given two or more
    constants by the app's elements (rule in the module's docstring); ``calls`` the observed
    calls, ``names`` the capability each is part of (by ``id``)."""
    elements = element_sites(modules, client)
    resolved = frozenset((path, span) for found in program.callers.values()
                         for path, _caller, _args, span in found)
    by_name = prop_constants(modules, client, resolved)
    values: dict[tuple[str, str], list[Value]] = {}
    for call in calls:
        for param in call.path_params:
            values.setdefault((names.get(id(call), ""), param.name), []).append(param.value)
    review: list[ReviewItem] = []
    for cap in capabilities:
        properties = cap.inputSchema.get("properties") or {}
        for request in cap.implementation.requests:
            inputs = {b.target[5:]: b.input for b in request.bindings
                      if b.target.startswith("path:") and b.input
                      and "enum" not in (properties.get(b.input) or {})}
            for name in resource_inputs(request.pathTemplate, inputs):
                passed = segment_constants(values.get((cap.name, name), []), name, program,
                                           elements, by_name)
                if len(passed[0]) >= 2:
                    review.append(item(cap.name, request.method, request.pathTemplate, name,
                                       *passed))
    return review


def segment_constants(read: list[Value], name: str, program, elements: dict,
                      by_name: dict[str, dict[str, Where]]
                      ) -> tuple[dict[str, tuple[Where, str]], bool]:
    """``({constant: (where, prop)}, rendered)`` for segment ``name`` read from the values
    ``read``: what the elements rendering their component pass (:func:`rendered_constants`,
    ``rendered`` true), or, when no value is a prop of a rendered component, the constants
    of the props named ``name``."""
    rendered = [rendered_constants(v, program, elements) for v in read]
    if any(r is not None for r in rendered):
        out: dict[str, tuple[Where, str]] = {}
        for found in rendered:
            for text, at in (found or {}).items():
                out.setdefault(text, at)
        return out, True
    return {text: (where, name) for text, where in by_name.get(name, {}).items()}, False


def item(capability: str, method: str, template: str, name: str,
         passed: dict[str, tuple[Where, str]], rendered: bool) -> ReviewItem:
    """The ``medium`` review item naming the constants ``passed`` for segment ``name``, given
    by the elements rendering the requesting component (``rendered``) or by props of that
    name."""
    listed = sorted(passed)[:MAX_LISTED]
    more = len(passed) - len(listed)
    constants = f"{', '.join(repr(v) for v in listed)}{f' and {more} more' if more else ''}"
    said = (f"the JSX elements rendering the component that makes it pass it the constants "
            f"{constants} (directly or through the props of the components rendering it)"
            if rendered else
            f"the app's JSX elements pass the prop {name} the constants {constants} through "
            "props or a dispatch code2skill does not follow")
    return ReviewItem(
        severity="medium", capability=capability,
        message=f"path segment {{{name}}} of {method} {template} is a free input, and {said}: "
                "the segment may be only one of them, each an endpoint of its own (the server "
                "may serve some only); restrict the input or split the Tool",
        evidence=[inferred(passed[v][0], RULE, f"{passed[v][1]}={v!r}") for v in listed])
