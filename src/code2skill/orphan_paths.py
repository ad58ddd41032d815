"""Rule ``coverage.orphan-api-path``: API paths the client code writes that no followed request
reads are seen, never a silent miss.

A client whose requests go through code the tool cannot follow (a prototype-based client
library in UMD modules, an injected client, a generated layer) still writes its endpoints as
text: ``var url = "api/printerprofiles"``, ``this.base.get("api/files/" + origin)``. When the
client code holds at least :data:`MIN_ORPHANS` distinct such paths that no request the tool
resolved reads (the literal's place is no fixed text of a request value, and its path occurs in
no derived path template), more than a quarter of all the API paths it writes and more than
half as many as the path templates derived, the contract has missed requests: one ``medium`` review item names how many, the first place
and a few examples, and ``derive`` warns.

An API path is a string literal (or the fixed text starting a template) whose path, after an
optional ``/`` or ``./``, starts with ``api``, ``rest``, ``rpc`` or ``ajax`` followed by a
``/`` and a name (``api/printerprofiles``, ``/api/v1/users``, ``/rest/notebook``), or holds
such a ``/api/`` segment run (``/index.php/api/tasks``); an absolute URL (``://``), text with
a space and a static file are none. Only client files count.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Iterable, Iterator

from code2skill.contract.models import ReviewItem
from code2skill.evidence import observed
from code2skill.fact_walks import dataclass_nodes
from code2skill.facts import Lit, ModuleFacts, Tmpl
from code2skill.values import Where

RULE = "coverage.orphan-api-path"
API_PATH = re.compile(r"(?:^|/)(?:api|rest|rpc|ajax)(?:/v\d+)?/[A-Za-z_][\w.-]*")
STATIC = re.compile(r"\.(png|jpe?g|gif|svg|webp|ico|css|js|woff2?|ttf|html?|md)$", re.I)
MIN_ORPHANS = 3
MAX_DEPTH = 80
EXAMPLES = 4


@dataclasses.dataclass(frozen=True, slots=True)
class ApiPath:
    """One API path literal: its normalised ``path`` (no leading ``/`` or ``./``, no query,
    no trailing ``/``) at ``where``."""

    path: str
    where: Where


def api_path(text: str) -> str | None:
    """The normalised API path a literal's text names (module docstring), else ``None``."""
    path = text.split("?")[0].split("#")[0]
    if "://" in path or " " in path or STATIC.search(path) or not API_PATH.search(path):
        return None
    path = path[2:] if path.startswith("./") else path
    return path.strip("/") or None


def literals(node) -> Iterator[tuple[str, object]]:
    """``(text, span)`` of every string literal and of the fixed text starting every template
    inside a fact tree (dataclasses, tuples, lists, dicts; :func:`dataclass_nodes`, nothing
    inside a string literal), no deeper than :data:`MAX_DEPTH`."""
    for item in dataclass_nodes(node, MAX_DEPTH, lambda n: None if isinstance(n, Lit) else n):
        if isinstance(item, Lit):
            if isinstance(item.value, str) and item.span is not None:
                yield item.value, item.span
        elif isinstance(item, Tmpl) and item.parts and isinstance(item.parts[0], Lit) \
                and isinstance(item.parts[0].value, str) and item.span is not None:
            yield item.parts[0].value, item.parts[0].span or item.span


def api_paths(modules: dict[str, ModuleFacts], client: Iterable[str]) -> list[ApiPath]:
    """Every API path literal of the ``client`` files, once per place, in file and position
    order."""
    found: dict[Where, ApiPath] = {}
    for path in sorted(client):
        module = modules[path]
        for text, span in literals((module.bindings, module.assignments, module.functions,
                                    module.classes, module.calls, module.exports)):
            name = api_path(text)
            if name is not None:
                found.setdefault((path, span), ApiPath(name, (path, span)))
    return sorted(found.values(), key=lambda p: (p.where[0], p.where[1]))


def orphans(paths: list[ApiPath], read: set[Where], templates: Iterable[str]) -> list[ApiPath]:
    """The API paths no followed request reads: first place of each distinct path whose
    places are all outside ``read`` and that no derived path template holds."""
    derived = [t.strip("/") for t in templates]
    reached = {p.path for p in paths if p.where in read}
    first: dict[str, ApiPath] = {}
    for p in paths:
        if p.path not in reached and not any(p.path in t for t in derived):
            first.setdefault(p.path, p)
    return list(first.values())


def orphan_message(paths: list[ApiPath], left: list[ApiPath], derived: int) -> str | None:
    """Rule ``coverage.orphan-api-path``: the review item's and the warning's text when at
    least :data:`MIN_ORPHANS` distinct API paths are orphans, more than a quarter of the
    distinct API paths and more than half the ``derived`` path templates (a contract of many
    endpoints beside a few orphan paths, an image URL or a stream's, misses nothing); else
    ``None``."""
    distinct = {p.path for p in paths}
    if len(left) < MIN_ORPHANS or len(left) * 4 <= len(distinct) or len(left) * 2 <= derived:
        return None
    first = left[0]
    examples = ", ".join(f"'{p.path}'" for p in left[:EXAMPLES]) + (
        ", …" if len(left) > EXAMPLES else "")
    return (f"the client code writes {len(left)} of its {len(distinct)} API paths where no "
            f"request code2skill followed reads them (first at {first.where[0]}:"
            f"{first.where[1][0]}; {examples}): requests made through code it cannot follow "
            "are missing from the contract")


def orphan_review(paths: list[ApiPath], left: list[ApiPath], derived: int) -> list[ReviewItem]:
    """One ``medium`` review item (:func:`orphan_message`), evidenced at the first places of
    the orphans, or none."""
    message = orphan_message(paths, left, derived)
    if message is None:
        return []
    return [ReviewItem(severity="medium", capability=None, message=message,
                       evidence=[observed(p.where, RULE, p.path) for p in left[:EXAMPLES]])]
