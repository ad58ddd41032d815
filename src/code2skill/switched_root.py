"""Rule ``service.switched-root``: a URL opened by a choice between one fixed rooted path and
roots built from values the client keeps is the same API under the fixed root, the other
roots an alternative base stated once, never a second Tool per endpoint.

A client that can manage another instance, tenant or workspace through its own server picks
the root of every request at run time::

    const getApiRoot = () => localStorage.getItem('currentNode') !== null
        ? '/api/nodes/' + localStorage.getItem('currentNode')    // the proxy to another node
        : '/api';
    fetch(getApiRoot() + path, …)

The value is ``'/api' | '/api/nodes/${currentNode}'``: one fixed option and one built from a
value no caller passes (a store read, the page's state, module state). Each endpoint is one
Tool under the fixed root (``GET /api/config``); the built root is where the same requests go
when that value is set, stated once as a ``low`` review item per root (merged over the
capabilities by :mod:`code2skill.passes.switched_roots`), with the place the root is written.
The fixed option is the base because it is the one the source fixes whole: the built one is
chosen from state the Agent does not hold, as a deployment base is.

A client's base chosen so (``axios.create({baseURL: …})``) is read alike: the fixed root is
its base (:func:`base_as_url`).

A choice between fixed texts only (``isDemo ? '/demo-api' : '/api'``), a built option whose
hole reads a parameter a caller fills (a real path input), or one beside an empty fixed option
(`` '' | `/${rootPath}` ``, rule ``service.built-base-path``) is not such a root.
"""
from __future__ import annotations

from dataclasses import dataclass

from code2skill.adapter_action_urls import flat_options
from code2skill.built_base_path import built_base_path
from code2skill.values import AltV, HoleV, StrV, Text, Value, Where, first_where

RULE = "service.switched-root"


@dataclass(frozen=True, slots=True)
class SwitchedRoot:
    """A URL's opening choice: ``fixed`` the fixed option's parts (the root the Tools take),
    ``others`` the built options, ``where`` the place of the opening value."""

    fixed: tuple[Text, ...]
    others: tuple[StrV, ...]
    where: Where | None


def switched_root(url: Value | None) -> SwitchedRoot | None:
    """The switched root opening ``url`` (a ``StrV`` whose first part is a hole holding the
    choice, followed by nothing or by text starting with ``/`` or ``?``), else ``None``."""
    if not isinstance(url, StrV) or not url.parts or not isinstance(url.parts[0], HoleV):
        return None
    rest = url.parts[1:]
    if rest and not (isinstance(rest[0], Text) and rest[0].text.startswith(("/", "?"))):
        return None
    options: list[Value] = []
    for option in flat_options(url.parts[0].value):      # (a choice within a choice too)
        if option not in options:
            options.append(option)
    if len(options) < 2 or not all(isinstance(o, StrV) and o.parts for o in options):
        return None
    fixed = [o for o in options if all(isinstance(p, Text) for p in o.parts)]
    others = tuple(o for o in options if o not in fixed)
    if len(fixed) != 1 or not others or not all(map(built_base_path, others)):
        return None
    text = "".join(p.text for p in fixed[0].parts)
    if not text.startswith("/") or not text.strip("/"):
        return None
    return SwitchedRoot(tuple(fixed[0].parts), others, url.parts[0].where)


def base_as_url(base: Value | None) -> StrV | None:
    """A client's base URL chosen among options (``axios.create({baseURL: stored ?
    '/api/nodes/' + stored : '/api'})``) as a URL it opens, so :func:`switched_root` reads
    it alike; ``None`` for any other base."""
    if not isinstance(base, AltV):
        return None
    return StrV((HoleV(None, base, first_where(base)),))


def under_fixed_root(url: StrV, root: SwitchedRoot) -> StrV:
    """``url`` with its opening choice replaced by the fixed root's text."""
    return StrV(root.fixed + tuple(url.parts[1:]))


def root_text(option: StrV) -> str:
    """A built root as a path template: ``/api/nodes/{currentNode}``."""
    return "".join(p.text if isinstance(p, Text) else "{" + (p.name or "value") + "}"
                   for p in option.parts)


def switched_note(root: SwitchedRoot) -> tuple[str, str, Where | None]:
    """The ``low`` review note of ``root`` as ``(severity, message, where)``, ``where`` the
    place the (first) built root is written; one text per root, so the capabilities sharing
    it merge into one item."""
    from code2skill.passes.context_refs import context_parts, describe_context, once
    fixed = "".join(p.text for p in root.fixed)
    said = []
    for option in root.others:
        parts = once(context_parts(option))
        source = describe_context(parts) if parts else "a value the source does not fix"
        said.append(f"{root_text(option)}, chosen from {source},")
    return ("low", f"the client may send this request under {' or '.join(said)} instead of "
            f"{fixed}: it switches the root of its requests at run time, so the same "
            "endpoints are reached under that root too, acting wherever it leads (a proxy to "
            "another instance, tenant or workspace), which the source does not show; the "
            f"contract keeps one Tool per endpoint under {fixed} (rule {RULE})",
            root.others[0].parts[0].where or root.where)
