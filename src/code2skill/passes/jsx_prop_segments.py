"""Pass: a path segment a free input fills, named like a prop the app's JSX elements pass
constants to, is reviewed with those constants (rule ``path.jsx-prop-constants``).

A React app often picks a resource by a constant prop: ``<ProviderFieldFormGroup
provider="indexer" />`` in one form, ``provider="downloadClient"`` in another, handed down
through props and a Redux dispatch to a thunk that requests ``/${provider}/action/${action}``.
The resolver does not follow a value through ``connect()`` and a dispatch by action type, so
the Tool keeps one free input ``provider`` for what are several endpoints, some of which the
server may not serve. A prop of the same name proves no flow, so nothing in the Tool changes:
one ``medium`` item names the constants the app's elements pass to that prop, each with its
element, so a reviewer can restrict the input or split the Tool.

Pure over the module facts and the capabilities. An element is a call site whose one argument
is an object literal spanning the whole call (rule ``jsx.component-call`` records
``<X provider="indexer" />`` so); a constant is a string literal prop value spelled like a
path word (letters, digits, ``-``, ``_``). A segment qualifies when it is a whole path segment
bound to an input and followed by a fixed segment (it names a resource, not an item), its name
ends in no ``id`` or ``key`` (an element's ``id="main"`` names no resource) and the elements
pass two distinct constants at least.
"""
from __future__ import annotations

import re

from code2skill.contract.models import Capability, ReviewItem
from code2skill.evidence import inferred
from code2skill.facts import Lit, ModuleFacts, Obj
from code2skill.values import Where

RULE = "path.jsx-prop-constants"
PATH_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,63}")
ITEM_NAME = re.compile(r"(?i).*(id|key)")
MAX_LISTED = 8                      # constants named in one item (the rest counted)


def prop_constants(modules: dict[str, ModuleFacts], client: set[str]
                   ) -> dict[str, dict[str, Where]]:
    """``{prop: {constant: where}}`` of the string constants the JSX component elements of
    the ``client`` modules pass (``provider="indexer"`` → ``{'provider': {'indexer': …}}``),
    the first element of each constant."""
    found: dict[str, dict[str, Where]] = {}
    for path in sorted(client):
        for site in modules[path].calls:
            call = site.call
            if len(call.args) != 1 or not isinstance(call.args[0], Obj) \
                    or call.args[0].span != call.span:
                continue                                      # no element
            for prop in call.args[0].props:
                value = prop.value
                if prop.key and isinstance(value, Lit) and isinstance(value.value, str) \
                        and PATH_WORD.fullmatch(value.value) and prop.span is not None:
                    found.setdefault(prop.key, {}).setdefault(value.value, (path, prop.span))
    return found


def resource_inputs(template: str, inputs: dict[str, str]) -> list[str]:
    """The inputs of ``inputs`` (``{path parameter: input}``) that fill a whole segment of
    ``template`` followed by a fixed one, their names ending in no ``id`` or ``key``
    (``/{provider}/action/{action}`` → ``['provider']``)."""
    segments = template.split("?")[0].split("/")
    out = []
    for segment, following in zip(segments, segments[1:]):
        name = segment[1:-1]
        if segment.startswith("{") and segment.endswith("}") and "{" not in name \
                and name in inputs and following and "{" not in following \
                and not ITEM_NAME.fullmatch(name):
            out.append(inputs[name])
    return out


def prop_segment_review(capabilities: list[Capability], modules: dict[str, ModuleFacts],
                        client: set[str]) -> list[ReviewItem]:
    """One ``medium`` item per capability and segment input named like a prop the app's
    elements pass two or more constants to (rule in the module's docstring)."""
    constants = prop_constants(modules, client)
    review: list[ReviewItem] = []
    for cap in capabilities:
        for request in cap.implementation.requests:
            inputs = {b.target[5:]: b.input for b in request.bindings
                      if b.target.startswith("path:") and b.input}
            for name in resource_inputs(request.pathTemplate, inputs):
                passed = constants.get(name, {})
                if len(passed) < 2:
                    continue
                listed = sorted(passed)[:MAX_LISTED]
                more = len(passed) - len(listed)
                review.append(ReviewItem(
                    severity="medium", capability=cap.name,
                    message=f"path segment {{{name}}} of {request.method} "
                            f"{request.pathTemplate} is a free input, and the app's JSX "
                            f"elements pass the prop {name} the constants "
                            f"{', '.join(repr(v) for v in listed)}"
                            f"{f' and {more} more' if more else ''} through props or a "
                            "dispatch code2skill does not follow: the segment may be only "
                            "one of them, each an endpoint of its own (the server may serve "
                            "some only); restrict the input or split the Tool",
                    evidence=[inferred(passed[v], RULE, f"{name}={v!r}") for v in listed]))
    return review
