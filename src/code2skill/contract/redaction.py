"""Rule ``contract.redacted``: the commands that turn a contract into other files (``export``,
``skill``, ``report``, ``host-check``) write no secret the contract holds.

``derive`` redacts every string it writes (:mod:`code2skill.redact`), but a contract may have
been edited by hand or received from someone else: a GitHub token in a description, URL
credentials in a base URL, ``pwd=…`` in a title. Such a contract is not refused — the files
written from it are what a reviewer needs, and refusing would only push the reviewer to hand
the secret on another way — it is **redacted with a warning**: every string of the contract,
member names included, passes through :func:`code2skill.redact.redact` before anything reads
it, and each string that changed is reported by its JSON Pointer and the kinds of secret found
(``github-token``, ``url-credentials``, ``credential`` …), never by its value. The contract file
itself is left as it is; the exit code is the one the command gives without the secret.

Rule ``contract.credential-binding``: a secret may also be one by its position only, as
``derive`` redacts it (:func:`code2skill.redact.is_credential_position`): a request binding
whose target names a credential (``header:X-Api-Key``, ``query:access_token``,
``body:user.password``) with a fixed ``value`` derive would have redacted has the value
replaced by ``<redacted:credential>`` (``Bearer <redacted:credential>``), and its warning
names the capability and the binding. The exporter then leaves that Tool out (rule
``exporter.redacted-value``): the Host supplies a credential, the package never holds one.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from code2skill.contract.load import LoadedContract, schema_problems, shown_pointer
from code2skill.contract.pointer import join
from code2skill.passes.proxy_headers import identity_header
from code2skill.redact import CREDENTIAL, allow_service_ids, is_credential_position, \
    is_selector_literal, redact, redact_credential
from code2skill.safe_io import json_text

MARKER = re.compile(r"<redacted:([a-z0-9-]+)>")
CREDENTIAL_BINDING = "contract.credential-binding"
CREDENTIAL_TARGETS = ("header", "query", "body", "multipart")   # the kinds a credential is sent as
LITERAL_KEYWORDS = ("default", "examples", "enum", "const")   # a schema's literals
MAX_FIELD_DEPTH = 100    # output properties looked into, nested (a contract is at most 100 deep)


@dataclass(frozen=True, slots=True)
class Redaction:
    """A string of the contract, at JSON Pointer ``pointer`` (built from redacted member
    names), that held secrets of the ``kinds`` given (sorted, each once)."""

    pointer: str
    kinds: tuple[str, ...]
    where: str = ""         # rule contract.credential-binding: the capability and binding


def new_kinds(before: str, after: str) -> tuple[str, ...]:
    """The kinds of the ``<redacted:KIND>`` markers ``after`` holds beyond those ``before``
    already held (``'a <redacted:credential>'`` reads as already redacted), sorted."""
    added = Counter(MARKER.findall(after))
    added.subtract(Counter(MARKER.findall(before)))
    return tuple(sorted(kind for kind, n in added.items() if n > 0))


def redacted_tree(data: Any, pointer: str = "") -> tuple[Any, list[Redaction]]:
    """``data`` (a JSON tree at ``pointer``) with every string redacted, member names
    included, and one :class:`Redaction` per string that changed, in document order. A member
    name that is a secret is reported at its member (the pointer holds its redacted name).
    The tree is at most 100 levels deep (:mod:`code2skill.contract.guard` refuses deeper)."""
    found: list[Redaction] = []
    if isinstance(data, str):
        text = redact(data)
        if text != data:
            found.append(Redaction(pointer, new_kinds(data, text) or ("credential",)))
        return text, found
    if isinstance(data, list):
        items = []
        for i, item in enumerate(data):
            value, inner = redacted_tree(item, join(pointer, i))
            items.append(value)
            found += inner
        return items, found
    if isinstance(data, dict):
        members = {}
        for key, item in data.items():
            name = redact(key)
            here = join(pointer, name)
            if name != key:
                found.append(Redaction(here, new_kinds(key, name) or ("credential",)))
            members[name], inner = redacted_tree(item, here)
            found += inner
        return members, found
    return data, found


def redacted_contract(loaded: LoadedContract) -> tuple[LoadedContract, list[Redaction]]:
    """``loaded`` with every secret redacted and the redactions made. A contract holding no
    secret is returned as it is (its text byte for byte: an export copies it); otherwise its
    text is the redacted data as ``derive`` writes JSON, and its schema problems are those of
    the redacted data. The contract's service ids are names (rule ``redact.service-ids``)."""
    services = loaded.data.get("services") if isinstance(loaded.data, dict) else None
    allow_service_ids([s.get("id") for s in services if isinstance(s, dict)]
                      if isinstance(services, list) else [])
    data, found = redacted_tree(loaded.data)
    found += redacted_bindings(data)
    found += redacted_input_literals(data)
    found += redacted_output_literals(data)
    if not found:
        return loaded, []
    return LoadedContract(loaded.path, json_text(data), data, schema_problems(data)), found


def redacted_bindings(data: Any) -> list[Redaction]:
    """Rule ``contract.credential-binding``: replace, in place in ``data`` (a contract's JSON
    data, its strings redacted already), the fixed value of each request binding whose target
    names a credential by ``<redacted:credential>``; one :class:`Redaction` per value, naming
    its capability and target. Data not shaped as a contract is left alone (its schema
    problems are reported elsewhere)."""
    found: list[Redaction] = []
    capabilities = data.get("capabilities") if isinstance(data, dict) else None
    for i, cap in enumerate(capabilities if isinstance(capabilities, list) else ()):
        implementation = cap.get("implementation") if isinstance(cap, dict) else None
        requests = implementation.get("requests") if isinstance(implementation, dict) else None
        for j, request in enumerate(requests if isinstance(requests, list) else ()):
            bindings = request.get("bindings") if isinstance(request, dict) else None
            for k, binding in enumerate(bindings if isinstance(bindings, list) else ()):
                if isinstance(binding, dict) and credential_value(binding):
                    binding["value"] = withheld(binding["value"])
                    found.append(Redaction(
                        join("", "capabilities", i, "implementation", "requests", j, "bindings",
                             k, "value"), ("credential",),
                        f"capability {cap.get('name')!r}, binding {binding['target']}"))
    return found


def redacted_input_literals(data: Any) -> list[Redaction]:
    """Rule ``contract.credential-binding`` for inputs: replace, in place in ``data``, each
    literal a capability's input schema shows (``default``, ``examples``, ``enum``,
    ``const``) for an input named like a credential or bound to a credential position, or for
    a property inside an input named like one at any depth (``auth.password``, a list's
    ``items`` too), by ``<redacted:credential>`` (``derive`` never writes one there); one :class:`Redaction` per
    input, at its JSON Pointer. Data not shaped as a contract is left alone."""
    found: list[Redaction] = []
    capabilities = data.get("capabilities") if isinstance(data, dict) else None
    for i, cap in enumerate(capabilities if isinstance(capabilities, list) else ()):
        schema = cap.get("inputSchema") if isinstance(cap, dict) else None
        properties = schema.get("properties") if isinstance(schema, dict) else None
        if not isinstance(properties, dict):
            continue
        bound = credential_inputs(cap)
        for name, prop in properties.items():
            here = join("", "capabilities", i, "inputSchema", "properties", name)
            if isinstance(prop, dict) and (name in bound or is_credential_position(
                    "field", name)) and withheld_literals(prop):
                found.append(Redaction(here, ("credential",)))
            found += [Redaction(inner, ("credential",)) for inner in
                      withheld_fields(prop, here, 0)]      # nested: auth.password, items
    return found


def redacted_output_literals(data: Any) -> list[Redaction]:
    """Rule ``contract.credential-binding`` for outputs: replace, in place in ``data``, each
    literal a capability's output schema shows (``default``, ``examples``, ``enum``,
    ``const``) for a property named like a credential, at any depth (items too), by
    ``<redacted:credential>`` (``derive`` never writes one there: rule
    ``redact.credential-position``); one :class:`Redaction` per property, at its JSON
    Pointer. Data not shaped as a contract is left alone."""
    found: list[Redaction] = []
    capabilities = data.get("capabilities") if isinstance(data, dict) else None
    for i, cap in enumerate(capabilities if isinstance(capabilities, list) else ()):
        schema = cap.get("outputSchema") if isinstance(cap, dict) else None
        pointer = join("", "capabilities", i, "outputSchema")
        found += [Redaction(here, ("credential",)) for here in
                  withheld_fields(schema, pointer, 0)]
    return found


def withheld_fields(schema: Any, pointer: str, depth: int) -> list[str]:
    """The JSON Pointers of the properties inside ``schema`` (at ``pointer``, at most
    :data:`MAX_FIELD_DEPTH` levels down) named like a credential whose literals
    :func:`withheld_literals` replaced, in document order."""
    if not isinstance(schema, dict) or depth > MAX_FIELD_DEPTH:
        return []
    found = withheld_fields(schema.get("items"), join(pointer, "items"), depth + 1)
    properties = schema.get("properties")
    for name, prop in (properties.items() if isinstance(properties, dict) else ()):
        here = join(pointer, "properties", name)
        if isinstance(prop, dict) and is_credential_position("field", name) and \
                not selectors(name, prop) and withheld_literals(prop):
            found.append(here)
        found += withheld_fields(prop, here, depth + 1)
    return found


def selectors(name: str, prop: dict[str, Any]) -> bool:
    """Whether every literal input or output schema ``prop`` of ``name`` shows is a selector
    under ``key`` (rule ``redact.selector-key``: ``key: {enum: ['theme', 'lang']}``), which
    ``derive`` keeps."""
    return all(is_selector_literal(name, v) for keyword in LITERAL_KEYWORDS if keyword in prop
               for v in (prop[keyword] if isinstance(prop[keyword], list) else [prop[keyword]]))


def credential_inputs(cap: dict[str, Any]) -> set[str]:
    """The inputs a capability's request bindings send at a credential position."""
    implementation = cap.get("implementation")
    requests = implementation.get("requests") if isinstance(implementation, dict) else None
    return {b["input"].split(".")[0] for r in (requests if isinstance(requests, list) else ())
            if isinstance(r, dict) and isinstance(r.get("bindings"), list)
            for b in r["bindings"] if isinstance(b, dict) and isinstance(b.get("input"), str)
            and isinstance(b.get("target"), str) and b["target"].partition(":")[0]
            in CREDENTIAL_TARGETS and is_credential_position(*b["target"].split(":", 1))}


def withheld_literals(prop: dict[str, Any]) -> bool:
    """Replace, in place, the literals input schema ``prop`` shows for itself by
    ``<redacted:credential>`` (a list item by item); whether one changed."""
    changed = False
    for keyword in LITERAL_KEYWORDS:
        if keyword not in prop:
            continue
        shown = prop[keyword]
        values = shown if isinstance(shown, list) else [shown]
        redacted = [CREDENTIAL if v not in (None, "", CREDENTIAL) and not isinstance(v, bool)
                    else v for v in values]
        if redacted != values:
            prop[keyword] = redacted if isinstance(shown, list) else redacted[0]
            changed = True
    return changed


def credential_value(binding: dict[str, Any]) -> bool:
    """Whether a binding sends a fixed value at a target naming a credential that ``derive``
    would have redacted (rule ``contract.credential-binding``; as rule
    ``redact.credential-position``: a string or a number, not a ``<redacted:…>`` marker, an
    empty string, a Fetch API mode, nor a selector under ``key``), or at a header a proxy
    sets to say who the caller is (rule ``header.proxy-identity``: ``X-Forwarded-User``,
    ``Remote-User``), whose value derive never copies either."""
    target, value = binding.get("target"), binding.get("value")
    if not isinstance(target, str) or not isinstance(value, (str, int, float, list, dict)):
        return False
    kind, _, name = target.partition(":")
    named = is_credential_position(kind, name) or kind == "header" and identity_header(name)
    return kind in CREDENTIAL_TARGETS and bool(name) and named \
        and not (isinstance(value, str) and is_selector_literal(name, value)) \
        and withheld(value) != value


def withheld(value: Any) -> Any:
    """A hand-written credential binding's value redacted whole: a string or number as
    :func:`~code2skill.redact.redact_credential` does; a non-empty list or object, or a string
    that only starts with a marker (``"<redacted:credential>X"``), as ``<redacted:credential>``
    (no piece of it is kept)."""
    if isinstance(value, (list, dict)):
        return CREDENTIAL if value else value
    if isinstance(value, str) and value.startswith("<redacted:") and not MARKER.fullmatch(value):
        return CREDENTIAL
    return redact_credential(value)


def warning_lines(path: str, found: list[Redaction], shown: int = 20) -> list[str]:
    """The warnings for ``found`` (at most ``shown`` lines, then one counting the rest), each
    naming the contract, the JSON Pointer and the kinds of secret."""
    lines = [f"warning: {path}: {shown_pointer(r.pointer) or '/'} holds a secret ({', '.join(r.kinds)}): "
             "redacted in every file written; remove it from the contract (contract.redacted)"
             if not r.where else
             f"warning: {path}: {shown_pointer(r.pointer)} ({r.where}) sends a credential "
             "written in the contract: redacted in every file written and the Tool is not "
             "exported; let the Host supply it (its auth) and remove the value from the "
             f"contract ({CREDENTIAL_BINDING})"
             for r in found[:shown]]
    if len(found) > shown:
        lines.append(f"warning: {path}: … and {len(found) - shown} more strings holding a "
                     "secret, redacted too (contract.redacted)")
    return lines
