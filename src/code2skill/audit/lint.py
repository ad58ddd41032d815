"""Lint rules: the contract against the seed's design rules (``seed/mcp-tool-design.txt``).

One function per rule, each named after it and yielding :class:`Finding` items; they read the
contract as plain JSON (a reviewer's file may miss members the schema requires, and those are
exactly what some rules report). :func:`lint` runs them all.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from code2skill.audit.rules import Finding, finding
from code2skill.contract.identity import requests_of
from code2skill.contract.models import Contract
from code2skill.contract.requirements import omitted_needs
from code2skill.contract import removals
from code2skill.contract.pointer import exists, join, split, well_formed
from code2skill.confirmation_names import confirms, is_boolean, name_words
from code2skill.passes.naming import BARE_VERBS

WRITES = frozenset({"create", "update", "delete"})
IDEMPOTENT = frozenset({"idempotent", "idempotent-with-key"})
BASE_URL_NAMES = frozenset({
    "baseurl", "baseuri", "apibase", "apibaseurl", "apiroot", "apihost", "apiurl",
    "apiendpoint", "apiserver", "host", "hostname", "origin", "serverurl", "serverhost",
    "serviceurl", "servicehost", "backendurl", "rooturl", "baseaddress"})
# A URL or a host name: a scheme (any case), or lower-case DNS labels ending in a port, a path or
# a common top-level domain (``api.example.com``, ``localhost:8080``, ``10.0.0.2/v1``); a dotted
# field path is none (``attributes.updatedAt``, ``user.id``, ``meta.name``).
COMMON_TLDS = ("com", "net", "org", "io", "dev", "app", "co", "ai", "cloud", "local",
               "internal", "localhost", "test", "example", "edu", "gov", "info", "biz", "me",
               "us", "uk", "de", "fr", "eu", "nl", "ch", "at", "ru", "cn", "jp", "br", "ca",
               "au")
URL_OR_HOST = re.compile(
    r"^(?i:https?|wss?)://|^(?:localhost|\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?(?:/|$)"
    r"|^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+|/)"
    r"|^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:" + "|".join(COMMON_TLDS) + r")(?::\d+)?(?:/|$)")
LOCAL_PATH_NAMES = frozenset({
    "filepath", "localpath", "localfile", "localfilepath", "fullpath", "absolutepath",
    "abspath", "filesystempath", "fspath", "diskpath", "sourcepath", "srcpath", "dirpath",
    "directory", "folder", "folderpath", "filename_on_disk", "pathondisk"})
# (a URL's "path parameter"/"path segment"/"path template" is no file on disk)
LOCAL_PATH_TEXT = re.compile(r"(?i)\b(local|file ?system|disk)\b[^.]*\bpath\b"
                             r"(?!\s+(param|parameter|segment|template)s?\b)|\bfile ?path\b|"
                             r"\bpath (on|to a file on) (the )?(local )?disk\b")
GENERIC_NAME = re.compile(
    r"^((call|invoke|execute|exec|run|send|perform|make|do)_(api|sql|query|request|operation|op|"
    r"method|rpc|endpoint|http|graphql|command|action)s?(_[a-z0-9]+)?|(api|http|rpc|graphql|"
    r"generic)_(call|request|proxy|gateway)|proxy|dispatch|request|execute)$")
OPERATION_INPUTS = frozenset({"method", "httpmethod", "operation", "operationname", "action",
                              "procedure", "command", "rpc"})
TARGET_INPUTS = frozenset({"url", "endpoint", "path", "uri", "route"})


def lint(contract: dict[str, Any], model: Contract | None = None) -> list[Finding]:
    """Every lint finding of ``contract``; ``model``: the contract validated, when it is valid
    (the rules that need the whole model run only then)."""
    out: list[Finding] = []
    for ptr, cap in capabilities(contract):
        for rule in CAPABILITY_RULES:
            out.extend(rule(ptr, cap))
    out.extend(duplicate_names(contract))
    out.extend(base_url_bindings(contract))
    if model is not None:
        out.extend(requirements_omit_needs(model))
    return [f for f in out if not reported_elsewhere(f, out)]


def reported_elsewhere(found: Finding, every: list[Finding]) -> bool:
    """Whether a C2S-L014 finding's evidence is for a field another finding already reports
    (a write with no ``unknownOutcome`` leaves its evidence behind)."""
    if found.rule != "C2S-L014":
        return False
    tokens = split(found.pointer)             # capabilities, i, evidence, key
    field = join("/capabilities", tokens[1]) + tokens[3]
    return any(f.pointer == field or field in f.explains for f in every if f is not found)


# ---------------------------------------------------------------- helpers
def capabilities(contract: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """``(pointer, capability)`` for each capability object."""
    caps = contract.get("capabilities")
    for i, cap in enumerate(caps if isinstance(caps, list) else []):
        if isinstance(cap, dict):
            yield join("/capabilities", i), cap


def name_of(cap: dict[str, Any]) -> str | None:
    name = cap.get("name")
    return name if isinstance(name, str) else None


def policy_of(cap: dict[str, Any]) -> dict[str, Any]:
    policy = cap.get("operationPolicy")
    return policy if isinstance(policy, dict) else {}


def normalized(name: str) -> str:
    """``base_url``/``baseURL``/``Base-Url`` → ``baseurl``."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


def schema_properties(schema: Any, ptr: str) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """``(pointer, property name, property schema)`` of every property, nested ones too."""
    if not isinstance(schema, dict):
        return
    props = schema.get("properties")
    if isinstance(props, dict):
        for name, sub in props.items():
            if isinstance(sub, dict):
                sub_ptr = join(ptr, "properties", name)
                yield sub_ptr, name, sub
                yield from schema_properties(sub, sub_ptr)
    for key in ("items", "additionalProperties"):
        if isinstance(schema.get(key), dict):
            yield from schema_properties(schema[key], join(ptr, key))
    for key in ("allOf", "anyOf", "oneOf", "prefixItems"):
        for k, sub in enumerate(schema.get(key) or [] if isinstance(schema.get(key), list)
                                else []):
            yield from schema_properties(sub, join(ptr, key, k))
    for key in ("$defs", "definitions"):
        for name, sub in (schema.get(key) or {}).items() if isinstance(schema.get(key), dict) \
                else []:
            yield from schema_properties(sub, join(ptr, key, name))


def schema_nodes(schema: Any, ptr: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every schema object under ``schema`` (itself included), with its pointer."""
    if not isinstance(schema, dict):
        return
    yield ptr, schema
    for key, value in schema.items():
        if isinstance(value, dict):
            yield from schema_nodes(value, join(ptr, key))
        elif isinstance(value, list):
            for k, item in enumerate(value):
                yield from schema_nodes(item, join(ptr, key, k))


def inputs(cap: dict[str, Any], ptr: str) -> Iterator[tuple[str, str, dict[str, Any]]]:
    yield from schema_properties(cap.get("inputSchema"), join(ptr, "inputSchema"))


# ---------------------------------------------------------------- capability rules
def policy_side_effect_mismatch(ptr: str, cap: dict) -> Iterator[Finding]:
    """C2S-L001: ``operationPolicy.sideEffect`` must equal ``sideEffect``."""
    policy = policy_of(cap)
    if "sideEffect" in policy and "sideEffect" in cap and policy["sideEffect"] != cap["sideEffect"]:
        yield finding("C2S-L001", join(ptr, "operationPolicy", "sideEffect"),
                      f"operationPolicy.sideEffect is {policy['sideEffect']!r} but sideEffect "
                      f"is {cap['sideEffect']!r}", name_of(cap))


def retry_on_non_idempotent_write(ptr: str, cap: dict) -> Iterator[Finding]:
    """C2S-L002: a write not proven idempotent never retries automatically."""
    policy = policy_of(cap)
    if cap.get("sideEffect") in WRITES and policy.get("automaticRetry") == "allowed" and \
            policy.get("idempotency") not in IDEMPOTENT:
        yield finding("C2S-L002", join(ptr, "operationPolicy", "automaticRetry"),
                      f"{cap['sideEffect']} with idempotency {policy.get('idempotency')!r} allows "
                      "automatic retry", name_of(cap))


def write_without_unknown_outcome(ptr: str, cap: dict) -> Iterator[Finding]:
    """C2S-L003: every write declares ``unknownOutcome: stop-and-reconcile``."""
    if "operationPolicy" not in cap:
        return
    policy = policy_of(cap)
    outcome = policy.get("unknownOutcome")
    if cap.get("sideEffect") in WRITES and outcome != "stop-and-reconcile":
        where = join(ptr, "operationPolicy", "unknownOutcome")
        said = "no unknownOutcome" if outcome is None else f"unknownOutcome {outcome!r}"
        yield finding("C2S-L003", where, f"{cap['sideEffect']} has {said}", name_of(cap),
                      explains=(where,))


def boolean_confirmation_input(ptr: str, cap: dict) -> Iterator[Finding]:
    """C2S-L004: ``confirmed: true`` is Agent self-attestation, not confirmation (a boolean
    whose name :func:`confirms` the operation)."""
    for prop_ptr, name, schema in inputs(cap, ptr):
        if is_boolean(schema) and confirms(name):
            yield finding("C2S-L004", prop_ptr, f"boolean input {name!r} lets the Agent confirm "
                                                "its own action", name_of(cap))


def format_url(ptr: str, cap: dict) -> Iterator[Finding]:
    """C2S-L005: ``format: "url"`` is not a JSON Schema format; ``uri`` is."""
    for key in ("inputSchema", "outputSchema"):
        for node_ptr, node in schema_nodes(cap.get(key), join(ptr, key)):
            if node.get("format") == "url":
                yield finding("C2S-L005", join(node_ptr, "format"),
                              'format "url" is not a standard JSON Schema format', name_of(cap))


DATA_TARGETS = ("body:", "multipart:", "query:", "form:")
# where a request carries an input's text to the server: a path there is the server's own
SENT_TARGETS = DATA_TARGETS + ("header:", "path:")


def targets_of(cap: dict) -> dict[str, set[str]]:
    """``{input name: the targets its bindings write}`` (``path:id``, ``body:host``…)."""
    out: dict[str, set[str]] = {}
    for request in requests_of(cap):
        for b in request.get("bindings") or []:
            if isinstance(b, dict) and isinstance(b.get("input"), str):
                out.setdefault(b["input"], set()).add(str(b.get("target", "")))
    return out


def named_top_level(name: str, prop_ptr: str, top: str, targets: dict[str, set[str]],
                    data: tuple[str, ...] = DATA_TARGETS) -> bool:
    """Whether a name alone may judge an input: it is a top-level input, and not one the
    requests send only as data (every binding's target starts with one of ``data``; by
    default a body, multipart, form or query field: a settings object's ``host``, a storage
    ``folder`` the server owns)."""
    bound = targets.get(name, set())
    return prop_ptr == join(top, name) and not (bound and all(
        t.startswith(data) for t in bound))


def base_url_input(ptr: str, cap: dict) -> Iterator[Finding]:
    """C2S-L006: a service base URL or host is deployment configuration, never an input or a
    default. (A path parameter is a segment below the base URL, never the URL itself.) A name
    alone counts for a top-level input the requests do not send only as data
    (:func:`named_top_level`): a member of a sent object (a log filter's ``input.host``) or a
    body field (a settings form's ``host``) is the application's data, not where the request
    goes."""
    targets = targets_of(cap)
    top = join(ptr, "inputSchema", "properties")
    for prop_ptr, name, schema in inputs(cap, ptr):
        default = schema.get("default")
        in_path = any(t.startswith("path:") for t in targets.get(name, ()))
        if normalized(name) in BASE_URL_NAMES and not in_path \
                and named_top_level(name, prop_ptr, top, targets):
            yield finding("C2S-L006", prop_ptr, f"input {name!r} names a base URL or host",
                          name_of(cap))
        elif isinstance(default, str) and URL_OR_HOST.search(default):
            yield finding("C2S-L006", join(prop_ptr, "default"),
                          f"input {name!r} defaults to the host {default!r}", name_of(cap))


def local_file_path_input(ptr: str, cap: dict) -> Iterator[Finding]:
    """C2S-L007: never accept an arbitrary local filesystem path. A name or a description
    (derive writes one from the name: ``_file_path`` is "File path of …") counts for a
    top-level input the requests do not send only as text (:func:`named_top_level` over
    :data:`SENT_TARGETS`), and not for one limited to listed values (``enum``/``const``:
    nothing arbitrary): a member of a sent settings object (``FileSettings.Directory``), a
    body field naming a storage folder or a generated file's path, a ``File-Path`` header or
    a ``{filePath}`` segment naming where the server stores an upload is a path on the
    server, which the request hands over as a string; only an input no request sends (a file
    the Host would have to read from its disk) is judged by its name. A ``format`` of
    ``file-path``/``filepath``/``path`` always counts."""
    targets = targets_of(cap)
    top = join(ptr, "inputSchema", "properties")
    for prop_ptr, name, schema in inputs(cap, ptr):
        text = schema.get("description") if isinstance(schema.get("description"), str) else ""
        said = normalized(name) in LOCAL_PATH_NAMES or LOCAL_PATH_TEXT.search(text)
        open_path = said and "enum" not in schema and "const" not in schema \
            and named_top_level(name, prop_ptr, top, targets, SENT_TARGETS)
        if open_path or schema.get("format") in ("file-path", "filepath", "path"):
            yield finding("C2S-L007", prop_ptr, f"input {name!r} accepts a local file path",
                          name_of(cap))


def missing_recovery_context(ptr: str, cap: dict) -> Iterator[Finding]:
    """C2S-L008: every errorContract declares ``preservesRecoveryContext: true``."""
    contract = cap.get("errorContract")
    where = join(ptr, "errorContract", "preservesRecoveryContext")
    if not isinstance(contract, dict):
        yield finding("C2S-L008", join(ptr, "errorContract"), "capability has no errorContract",
                      name_of(cap), explains=(join(ptr, "errorContract"),))
    elif contract.get("preservesRecoveryContext") is not True:
        said = "is missing" if "preservesRecoveryContext" not in contract else \
            f"is {contract['preservesRecoveryContext']!r}"
        yield finding("C2S-L008", where, f"errorContract.preservesRecoveryContext {said}",
                      name_of(cap), explains=(where,))


def generic_call_api_tool(ptr: str, cap: dict) -> Iterator[Finding]:
    """C2S-L009: no ``call_api``/``execute_sql``-style Tool dispatching arbitrary
    operations: a generic name (or a bare verb with no object: ``get``, ``create``,
    ``delete``: :data:`code2skill.passes.naming.BARE_VERBS`), or free inputs that decide the request — an operation input
    (``method``, ``operation``, no ``enum``/``const``) with a target input (``url``,
    ``path``). An input is data, not a choice of operation, when it is nested in another
    input or the requests bind it only into the body, query or a multipart part (a
    ``method`` field of an API being configured)."""
    name = name_of(cap) or ""
    top = join(ptr, "inputSchema", "properties")
    data = data_inputs(cap)
    deciding = [(n, s) for p, n, s in inputs(cap, ptr)
                if p == join(top, n) and n not in data]
    props = {normalized(n) for n, _ in deciding}
    free_operation = {n for n, s in deciding
                      if normalized(n) in OPERATION_INPUTS and "enum" not in s and "const" not in s}
    if GENERIC_NAME.match(name):
        yield finding("C2S-L009", join(ptr, "name"), f"{name!r} is a generic Tool name", name)
    elif name in BARE_VERBS:
        yield finding("C2S-L009", join(ptr, "name"),
                      f"{name!r} is a bare verb: the Tool name says no operation", name)
    elif "sql" in props or (free_operation and props & TARGET_INPUTS):
        shown = sorted(free_operation) or ["sql"]
        yield finding("C2S-L009", join(ptr, "inputSchema"),
                      f"inputs {', '.join(shown)} let the caller choose the operation", name)


def data_inputs(cap: dict) -> set[str]:
    """The top-level inputs every binding of the capability's requests sends as data (targets
    ``body:``, ``query:``, ``multipart:``); an input bound nowhere is none of them."""
    targets: dict[str, set[str]] = {}
    requests = (cap.get("implementation") or {}).get("requests") if isinstance(
        cap.get("implementation"), dict) else None
    for request in requests if isinstance(requests, list) else []:
        for binding in (request.get("bindings") or []) if isinstance(request, dict) else []:
            if isinstance(binding, dict) and isinstance(binding.get("input"), str) \
                    and isinstance(binding.get("target"), str):
                top = binding["input"].split(".")[0]
                targets.setdefault(top, set()).add(binding["target"].split(":")[0])
    return {n for n, kinds in targets.items() if kinds <= {"body", "query", "multipart"}}


def title_only_in_annotations(ptr: str, cap: dict) -> Iterator[Finding]:
    """C2S-L010: the title is at the capability's top level, not only under annotations."""
    notes = cap.get("annotations")
    title = cap.get("title")
    if isinstance(notes, dict) and notes.get("title") and \
            not (isinstance(title, str) and title.strip()):
        yield finding("C2S-L010", join(ptr, "annotations", "title"),
                      f"title {notes['title']!r} is only in annotations", name_of(cap),
                      explains=(join(ptr, "title"), join(ptr, "annotations", "title")))


def capability_without_evidence(ptr: str, cap: dict) -> Iterator[Finding]:
    """C2S-L012: a capability cites at least one observed or inferred source span."""
    evidence = cap.get("evidence")
    refs = [e for refs in evidence.values() if isinstance(refs, list) for e in refs
            if isinstance(e, dict)] if isinstance(evidence, dict) else []
    if not any(e.get("kind") in ("observed", "inferred") and e.get("file") for e in refs):
        said = "no evidence" if not refs else "only default evidence"
        yield finding("C2S-L012", join(ptr, "evidence"), f"capability has {said}",
                      name_of(cap))


def evidence_keys(ptr: str, cap: dict) -> Iterator[Finding]:
    """C2S-L013: every key of the capability's ``evidence`` map is a JSON Pointer (RFC 6901:
    empty or ``/``-led, ``~`` only as ``~0``/``~1``). C2S-L014: it names a member or item the
    capability has (``/inputSchema/properties/title``); evidence still filed under a property
    that is gone is not reported: it is the trace of a removal by review (rule
    ``removal.trace``, read by ``derive --update``)."""
    evidence = cap.get("evidence")
    traces = removals.property_traces(cap)
    for key in sorted(evidence) if isinstance(evidence, dict) else []:
        where = join(ptr, "evidence", key)
        if not well_formed(key):
            why = "it must start with '/'" if not key.startswith("/") else \
                "'~' must be written '~0' or '~1'"
            yield finding("C2S-L013", where, f"evidence key {key!r} is not a JSON Pointer "
                                              f"({why})", name_of(cap))
        elif not exists(cap, key) and not is_property_trace(key, traces):
            yield finding("C2S-L014", where,
                          f"evidence key {key!r} points at nothing in the capability",
                          name_of(cap))


def is_property_trace(key: str, traces: set[str]) -> bool:
    """Whether ``key`` lies under ``/inputSchema/properties/NAME`` of a removed property."""
    tokens = split(key)
    return tokens[:2] == ["inputSchema", "properties"] and len(tokens) >= 3 and \
        tokens[2] in traces


# evidence rules that say the Tool reaches outside its own service, and the one saying not
OPEN_WORLD_RULES = frozenset({"risk.external", "annotations.third-party-host"})
CLOSED_WORLD_RULE = "annotations.closed-world"


def hint_evidence_disagrees(ptr: str, cap: dict) -> Iterator[Finding]:
    """C2S-L016: the evidence of ``annotations.openWorldHint`` explains its value — ``true``
    is not backed by the closed-world default alone, ``false`` cites no external risk or
    third-party host."""
    hints = cap.get("annotations")
    evidence = cap.get("evidence")
    if not isinstance(hints, dict) or not isinstance(evidence, dict):
        return
    value = hints.get("openWorldHint")
    items = evidence.get("/annotations/openWorldHint")
    rules = {e.get("rule") for e in items if isinstance(e, dict)} \
        if isinstance(items, list) else set()
    if not isinstance(value, bool) or not rules:
        return
    if value and rules == {CLOSED_WORLD_RULE}:
        said = "the closed-world default"
    elif not value and rules & OPEN_WORLD_RULES:
        said = " and ".join(sorted(rules & OPEN_WORLD_RULES))
    else:
        return
    yield finding("C2S-L016", join(ptr, "annotations", "openWorldHint"),
                  f"openWorldHint is {str(value).lower()} but its evidence is {said}",
                  name_of(cap))


CAPABILITY_RULES = (policy_side_effect_mismatch, retry_on_non_idempotent_write,
                    write_without_unknown_outcome, boolean_confirmation_input, format_url,
                    base_url_input, local_file_path_input, missing_recovery_context,
                    generic_call_api_tool, title_only_in_annotations,
                    capability_without_evidence, evidence_keys, hint_evidence_disagrees)


# ---------------------------------------------------------------- contract rules
def duplicate_names(contract: dict) -> Iterator[Finding]:
    """C2S-L011: capability names are unique (reported at every repeat)."""
    first: dict[str, str] = {}
    for ptr, cap in capabilities(contract):
        name = name_of(cap)
        if name is None:
            continue
        if name in first:
            yield finding("C2S-L011", join(ptr, "name"),
                          f"name {name!r} is already used at {first[name]}", name)
        else:
            first[name] = ptr


def base_url_bindings(contract: dict) -> Iterator[Finding]:
    """C2S-L006 (services): ``baseUrlBinding`` names an environment variable, never a URL."""
    services = contract.get("services")
    for i, service in enumerate(services if isinstance(services, list) else []):
        binding = service.get("baseUrlBinding") if isinstance(service, dict) else None
        if isinstance(binding, str) and URL_OR_HOST.search(binding):
            yield finding("C2S-L006", join("/services", i, "baseUrlBinding"),
                          f"service {service.get('id')!r} binds its base URL to the fixed host "
                          f"{binding!r}")


def requirements_omit_needs(model: Contract) -> Iterator[Finding]:
    """C2S-L015 (rule ``requirements.implied``): one finding per capability that
    ``consumerRequirements`` leaves out of a need its policy or fields imply (a protected
    final write missing from ``trustedConfirmation``), at that facility's list."""
    for facility, need in omitted_needs(model):
        for name in need.capabilities:
            yield finding("C2S-L015", join("/consumerRequirements", facility),
                          f"capability {name!r} needs {facility} ({need.rule}: {need.why}) "
                          "but consumerRequirements does not list it", name)
