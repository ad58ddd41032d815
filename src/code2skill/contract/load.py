"""Read a ``canonical-contract.json`` written by ``derive`` (and maybe edited by a reviewer).

A file that cannot be read, is not JSON or is not a JSON object raises :class:`ContractError`.
Whether it matches the published schema (:mod:`code2skill.contract.models`) is reported as
:class:`Problem` items, each naming the JSON Pointer of the offending member, so that callers
decide: ``derive --update`` refuses any problem, ``audit`` lets its lint rules explain the
problems they are about (a title only in annotations is a finding, not a crash) and refuses the
rest. Never a traceback: hostile JSON (nesting past 100 levels, a 5,000-digit number, a NUL in a
string, a recorded scope glob that cannot compile) is refused by JSON Pointer before anything
walks it (:mod:`code2skill.contract.guard`).
"""
from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from types import UnionType
from typing import Any, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError

from code2skill.contract.guard import (may_hold_nul, parse, problems_in, scope_problems,
                                       too_deep)
from code2skill.contract.models import Contract, ConsumerRequirements
from code2skill.contract.pointer import join
from code2skill.safe_io import CONTRACT_CAP, read_regular, relative_in_root

MAX_SHOWN = 20
MAX_UNKNOWN = 1_000      # unknown members listed before a contract is refused unchecked


@dataclass(frozen=True, slots=True)
class Problem:
    """A schema violation at ``pointer``."""

    pointer: str
    message: str

    def __str__(self) -> str:
        return f"{shown_pointer(self.pointer) or '/'}: {self.message}"


MAX_SEGMENT = 100                # characters of a pointer's segment shown in a message


def shown_pointer(pointer: str) -> str:
    """``pointer`` as messages show it (rule ``contract.shown-pointer``): a segment over
    :data:`MAX_SEGMENT` characters (a member name of a million characters) is cut to its first
    60 and its length, so a hostile key is never echoed whole."""
    return "/".join(part if len(part) <= MAX_SEGMENT else f"{part[:60]}… ({len(part):,} "
                    "characters)" for part in pointer.split("/"))


class ContractError(Exception):
    """The contract file cannot be used; ``str()`` is a complete, human-readable message."""

    def __init__(self, path: Path | str, reason: str, problems: list[Problem] | None = None):
        self.path = str(path)
        self.reason = reason
        self.problems = list(problems or [])
        super().__init__(self.render())

    def render(self) -> str:
        return "\n".join(self.lines())

    def lines(self) -> list[str]:
        """The message's lines: the path and reason, then one per problem shown (a problem
        may quote the contract, line breaks included: print each line escaped)."""
        lines = [f"{self.path}: {self.reason}"]
        lines += [f"  {p}" for p in self.problems[:MAX_SHOWN]]
        if len(self.problems) > MAX_SHOWN:
            lines.append(f"  … and {len(self.problems) - MAX_SHOWN} more")
        return lines


@dataclass(slots=True)
class LoadedContract:
    """A contract file: its text, its JSON data and its schema problems (maybe none)."""

    path: Path
    text: str
    data: dict[str, Any]
    problems: list[Problem] = field(default_factory=list)


def read_contract(path: Path) -> LoadedContract:
    """Read and parse ``path`` (a regular file of at most
    :data:`~code2skill.safe_io.CONTRACT_CAP` bytes, through links; a FIFO or device is refused
    before it is opened); schema problems are listed, not raised."""
    text, data = read_json(path, CONTRACT_CAP, "contract")
    if hostile := scope_problems(data):
        raise ContractError(path, "not a usable contract", [Problem(*p) for p in hostile])
    data = upgraded(data)
    return LoadedContract(path, text, data, schema_problems(data))


def read_json(path: Path, cap: int, what: str) -> tuple[str, dict[str, Any]]:
    """The text and top-level JSON object of ``path`` (a regular file of at most ``cap`` bytes,
    through links; a FIFO or device is refused before it is opened), hostile JSON refused by
    JSON Pointer (:mod:`code2skill.contract.guard`); ``what`` names the document in messages.
    A leading UTF-8 byte order mark (an editor's, on a hand-edited file) is no part of the
    text. Raises :class:`ContractError`."""
    try:
        if path.is_dir():
            raise IsADirectoryError(path)
        text = read_regular(Path(os.path.realpath(path)), cap, str(path)).decode("utf-8-sig")
    except FileNotFoundError:
        raise ContractError(path, "no such file") from None
    except IsADirectoryError:
        raise ContractError(path, f"is a directory, not a {what} file") from None
    except UnicodeDecodeError:
        raise ContractError(path, "not UTF-8 text") from None
    except OSError as exc:
        raise ContractError(path, f"cannot read: {exc.strerror or exc}") from None
    deep = too_deep(text)
    if deep is not None:
        raise ContractError(path, f"not a usable {what}", [Problem(*deep)])
    try:
        data, marked = parse(text)
    except json.JSONDecodeError as exc:
        raise ContractError(path, f"not valid JSON at line {exc.lineno}, column {exc.colno}: "
                                  f"{exc.msg}") from None
    except (ValueError, RecursionError) as exc:     # past the guards: still never a traceback
        raise ContractError(path, f"not usable JSON: {exc}") from None
    hostile = problems_in(data) if marked or may_hold_nul(text) else []
    if hostile:
        raise ContractError(path, f"not a usable {what}", [Problem(*p) for p in hostile])
    if not isinstance(data, dict):
        kinds = {list: "an array", str: "a string", bool: "a boolean", int: "a number",
                 float: "a number", type(None): "null"}
        raise ContractError(path, f"not a {what}: the top level is "
                                  f"{kinds.get(type(data), type(data).__name__)}, not an object")
    return text, data


def upgraded(data: dict[str, Any]) -> dict[str, Any]:
    """Rule ``contract.upgrade``: a contract written when ``consumerRequirements`` held five
    lists of names reads as the current format, seven lists of needs: the derived lists are
    left empty (``derive --update`` computes them again), and the names a reviewer put under
    ``sessionState`` become one need. Any other shape is left for the schema to judge."""
    reqs = data.get("consumerRequirements")
    if not isinstance(reqs, dict) or not all(
            isinstance(v, list) and all(isinstance(n, str) for n in v) for v in reqs.values()):
        return data
    session = sorted(set(reqs.get("sessionState") or []))
    needs: dict[str, list] = {facility: [] for facility in ConsumerRequirements.model_fields}
    if session:
        needs["sessionState"] = [{"capabilities": session, "rule": "requirements.session-state",
                                  "why": "a reviewer recorded a one-time grant bound to the "
                                         "session", "field": None}]
    return {**data, "consumerRequirements": needs}


def schema_problems(data: Any) -> list[Problem]:
    """Every way ``data`` departs from the published schema, by JSON Pointer. Types are
    strict (rule ``contract.hostile``): a string where the schema says integer or boolean
    (``"line": "5"``, ``"readOnlyHint": "true"``) or a fraction or boolean for an integer is a
    problem, never converted. Two capabilities may not share a name (rule
    ``contract.unique-names``: a name is a Tool's identity)."""
    flood = unknown_flood(data, Contract, "contract")
    if flood:
        return flood
    try:
        Contract.model_validate(data, strict=True)
    except ValidationError as exc:
        return problems_of(exc)
    return repeated_names(data["capabilities"])


def unknown_flood(data: Any, model: type[BaseModel], what: str) -> list[Problem]:
    """The first :data:`MAX_UNKNOWN` unknown members and a closing problem when ``data`` has
    more than that (:func:`unknown_members`), else nothing: a document so refused is not
    checked further (the schema check would hold one error per member)."""
    unknown = list(islice(unknown_members(data, model, ""), MAX_UNKNOWN + 1))
    if len(unknown) <= MAX_UNKNOWN:
        return []
    return unknown[:MAX_UNKNOWN] + [Problem("", f"over {MAX_UNKNOWN:,} unknown members: the "
                                                f"{what} is not checked further")]


def unknown_members(data: Any, model: type[BaseModel], pointer: str) -> Iterator[Problem]:
    """Rule ``contract.unknown-members``: a problem at each member of ``data`` (at JSON
    Pointer ``pointer``) that ``model`` and its nested models do not declare, found in one
    walk that keeps nothing but the problems, before the schema check. Rejecting 1,000,000
    extra keys one by one, the schema check held one error of each: 1.75 GB for an 18.8 MB
    contract, a MemoryError at 3,000,000 under a 4 GB cap; after :data:`MAX_UNKNOWN` the
    contract is refused without it. A value of another type is left to the schema check."""
    if not isinstance(data, dict):
        return
    fields = model.model_fields
    for key in data if model.model_config.get("extra") == "forbid" else ():
        if key not in fields:
            yield Problem(join(pointer, key), "Extra inputs are not permitted")
    for name, info in fields.items():
        if name in data:
            yield from unknown_within(data[name], info.annotation, join(pointer, name))


def unknown_within(value: Any, annotation: Any, pointer: str) -> Iterator[Problem]:
    """:func:`unknown_members` of a field's value by its annotation: a model, a list or a
    string-keyed dict of one, or one of them or ``None``."""
    origin, args = get_origin(annotation), get_args(annotation)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        yield from unknown_members(value, annotation, pointer)
    elif origin is list and isinstance(value, list):
        for i, item in enumerate(value):
            yield from unknown_within(item, args[0], join(pointer, i))
    elif origin is dict and isinstance(value, dict):
        for key, item in value.items():
            yield from unknown_within(item, args[1], join(pointer, key))
    elif origin in (Union, UnionType):
        options = [a for a in args if a is not type(None)]
        if len(options) == 1:
            yield from unknown_within(value, options[0], pointer)


def repeated_names(capabilities: list[dict[str, Any]]) -> list[Problem]:
    """A problem at each capability whose name an earlier one has."""
    seen: dict[str, int] = {}
    problems = []
    for i, cap in enumerate(capabilities):
        if cap["name"] in seen:
            problems.append(Problem(join("", "capabilities", i, "name"),
                                    f"the name of /capabilities/{seen[cap['name']]} too"))
        seen.setdefault(cap["name"], i)
    return problems


def problems_of(exc: ValidationError) -> list[Problem]:
    """A pydantic error's problems, once each, by JSON Pointer."""
    return sorted({problem_of(e) for e in exc.errors()}, key=lambda p: (p.pointer, p.message))


def problem_of(error: dict) -> Problem:
    """A pydantic error as a :class:`Problem` (the input value shown when it is short)."""
    pointer = join("", *error["loc"])
    message = error["msg"]
    if error["type"] not in ("missing", "extra_forbidden"):
        shown = json.dumps(error.get("input"), ensure_ascii=False, default=str)
        message += f" (found {shown})" if len(shown) <= 60 else " (found a longer value)"
    return Problem(pointer, message)


MAX_OUTSIDE = 1_000          # evidence places outside the root named before the walk stops
COLLIDING = "update.colliding-services"
OUTSIDE = "update.evidence-in-root"


def colliding_services(data: Any) -> list[Problem]:
    """Rule ``update.colliding-services``: a problem at each service of a (schema-valid)
    contract that stands for the base URL an earlier service stands for: the same
    ``baseUrlBinding``, or the same origin (:func:`~code2skill.contract.identity.service_origin`:
    its observed base URLs in their normal form, rule ``service.base-url-key``, so
    ``https://API.shop.example:443/v1/`` is ``https://api.shop.example/v1``, and its
    evidence's rules and notes, when it has any). ``derive``
    gives each origin one service and one variable, so only a hand-edited contract has two
    (a copy of a service under another id): ``derive --update`` could not tell which of them
    a fresh service is, and would move the approved capabilities of one to the other as new
    drafts. It refuses such a contract, as export refuses a shared binding."""
    from code2skill.contract.identity import service_origin
    services = data.get("services") if isinstance(data, dict) else None
    problems: list[Problem] = []
    bindings: dict[str, int] = {}
    origins: dict[tuple, int] = {}
    for i, service in enumerate(services if isinstance(services, list) else []):
        if not isinstance(service, dict):
            continue
        binding, origin = service.get("baseUrlBinding"), service_origin(service)
        first, what = None, ""
        if isinstance(binding, str):
            first, what = bindings.setdefault(binding, i), f"the binding {binding}"
        if (first is None or first == i) and any(origin):
            first, what = origins.setdefault(origin, i), "the same base URL evidence"
        if first is not None and first != i:
            problems.append(Problem(join("", "services", i), (
                f"service {str(service.get('id'))[:60]!r} has {what} as /services/{first} "
                f"({str(services[first].get('id'))[:60]!r}): two services for one base URL, so "
                "an update could not tell which one a fresh service is and would move the "
                "approved capabilities of one to the other; remove or merge the copy (rule "
                f"{COLLIDING})")))
    return problems


def evidence_outside_root(data: Any) -> list[Problem]:
    """Rule ``update.evidence-in-root``: a problem at the ``file`` of every evidence place of
    a (schema-valid) contract that names no place inside the client folder — absolute
    (``/etc/passwd``), climbing out through ``..``, holding a NUL
    (:func:`~code2skill.safe_io.relative_in_root`). ``derive --update`` keeps the reviewed
    contract's evidence and review items: it refuses such a contract rather than carry the
    places on. An evidence place is an object with ``kind``, ``rule`` and a string ``file``,
    at any depth; at most :data:`MAX_OUTSIDE` problems."""
    problems: list[Problem] = []
    todo: list[tuple[str, Any]] = [("", data)]
    while todo and len(problems) < MAX_OUTSIDE:
        pointer, value = todo.pop()
        if isinstance(value, list):
            todo.extend((join(pointer, i), v) for i, v in reversed(list(enumerate(value))))
            continue
        if not isinstance(value, dict):
            continue
        file = value.get("file")
        if "kind" in value and "rule" in value and isinstance(file, str) \
                and relative_in_root(file) is None:
            shown = json.dumps(file, ensure_ascii=False)
            problems.append(Problem(join(pointer, "file"), (
                f"{shown if len(shown) <= 60 else 'a longer path'} is outside the client "
                "folder: an evidence file is relative to it, with no '..' that climbs out "
                f"(rule {OUTSIDE})")))
        todo.extend((join(pointer, k), v) for k, v in reversed(list(value.items())))
    return problems


def require_valid(loaded: LoadedContract) -> Contract:
    """The contract model, or :class:`ContractError` naming every problem."""
    if loaded.problems:
        raise invalid(loaded.path, loaded.problems)
    return Contract.model_validate(loaded.data)


def invalid(path: Path | str, problems: list[Problem]) -> ContractError:
    n = len(problems)
    return ContractError(path, f"not a valid canonical contract ({n} problem{'s' * (n != 1)}; "
                               "`code2skill schema` prints the schema)", problems)


def recorded_scope(data: dict[str, Any]) -> tuple[tuple[str, ...], tuple[str, ...], bool]:
    """``(include, exclude, includeBundles)`` of the run that wrote the contract
    (``source.scope``), so that a re-derive looks at the same files."""
    source = data.get("source") if isinstance(data.get("source"), dict) else {}
    scope = source.get("scope") if isinstance(source.get("scope"), dict) else {}

    def globs(key: str) -> tuple[str, ...]:
        value = scope.get(key)
        return tuple(g for g in value if isinstance(g, str)) if isinstance(value, list) else ()
    return globs("include"), globs("exclude"), scope.get("includeBundles") is True
