"""The stub's success answers to each step of a Tool, and the output the Tool must build from
them (a chained Tool: a step whose result a later step or ``implementation.output`` reads with
``from: {request, resultPath}``).

Every value a later step or the output reads is put in the answer of the step it is read from,
at its JSON Pointer (RFC 6901; ``""`` is the whole body), so the chain can run against the stub:

* read by a ``url:`` target of step *j*: an absolute URL back at the stub under
  :data:`ISSUED_PATH` (``http://127.0.0.1:PORT/issued/<j>?X-Probe-Signature=step-<j>``), a path
  no service uses, so the transfer reaches the stub and is told from a service request, its
  query kept as a presigned URL's signature must be;
* read by an output field: an example of that field's schema in ``outputSchema``
  (:func:`code2skill.probe.inputs.example`), so the output the Tool builds is valid;
* read by any other binding: the text ``probe-result-<step><pointer with / as ->``.

A value read twice is set for the first of ``url``, output, other binding. The last step's
answer without ``implementation.output`` is an example of ``outputSchema``, as
for a one-request Tool; any other step's answer is an object of what is read from it. A step
answers with the first of its ``successStatuses`` (a status with a body, not 204/205/304, when
its result is read).
"""
from __future__ import annotations

from typing import Any

from jsonpointer import JsonPointer, JsonPointerException

from code2skill.probe.inputs import example
from code2skill.probe.stub import Answer

ISSUED_PATH = "/issued"
NO_BODY = (204, 205, 304)
MISSING = object()
PRIORITY = ("url", "output", "binding")      # who sets a value two readers share


def issued_url(base_url: str, step: int) -> str:
    """The absolute URL the stub issues for step ``step`` (see the module docstring)."""
    return f"{base_url}{ISSUED_PATH}/{step}?X-Probe-Signature=step-{step}"


def reads(cap: dict) -> list[tuple[dict, str, Any]]:
    """``[(from, kind, which)]``: every ``from`` reference of the capability, in order — kind
    ``url`` (``which``: the reading step), ``binding`` (``which``: the binding target) or
    ``output`` (``which``: the dotted output field)."""
    implementation = cap.get("implementation") or {}
    out = []
    for index, request in enumerate(implementation.get("requests") or []):
        for binding in request.get("bindings") or []:
            if binding.get("from"):
                url = binding["target"].partition(":")[0] == "url"
                out.append((binding["from"], "url" if url else "binding",
                            index if url else binding["target"]))
    out += [(o["from"], "output", o["field"]) for o in implementation.get("output") or []]
    return out


def read_value(cap: dict, kind: str, which: Any, base_url: str, ref: dict) -> Any:
    if kind == "url":
        return issued_url(base_url, which)
    if kind == "output":
        return example(field_schema(cap.get("outputSchema"), which), which.rsplit(".", 1)[-1])
    return "probe-result-" + str(ref["request"]) + ref["resultPath"].replace("/", "-")


def field_schema(schema: Any, field: str) -> Any:
    """The schema of dotted ``field`` under an object ``schema`` (None when it names none)."""
    for part in field.split("."):
        props = schema.get("properties") if isinstance(schema, dict) else None
        schema = props.get(part) if isinstance(props, dict) else None
    return schema


def step_bodies(cap: dict, base_url: str) -> list[Any]:
    """The JSON body of each step's success answer (see the module docstring)."""
    implementation = cap.get("implementation") or {}
    requests = implementation.get("requests") or []
    bodies: list[Any] = [None if i < len(requests) - 1 or implementation.get("output") else
                         example(cap["outputSchema"]) if cap.get("outputSchema") else {}
                         for i in range(len(requests))]
    for ref, kind, which in sorted(reads(cap), key=lambda r: PRIORITY.index(r[1])):
        step = ref["request"]
        if step < len(bodies) and resolve(bodies[step], ref["resultPath"]) is MISSING:
            bodies[step] = put(bodies[step], ref["resultPath"],
                               read_value(cap, kind, which, base_url, ref))
    return [{} if body is None else body for body in bodies]


def step_answers(cap: dict, base_url: str) -> list[Answer]:
    """The stub's success answer to each step, in order."""
    requests = (cap.get("implementation") or {}).get("requests") or []
    read = {ref["request"] for ref, _, _ in reads(cap)}
    out = []
    for index, (request, body) in enumerate(zip(requests, step_bodies(cap, base_url))):
        success = sorted(request.get("successStatuses") or [200])
        with_body = [s for s in success if s not in NO_BODY]
        status = with_body[0] if index in read and with_body else success[0]
        out.append(Answer(status, None if status in NO_BODY else body))
    return out


def output_of(cap: dict, bodies: list[Any]) -> Any:
    """The output ``implementation.output`` builds from the steps' answer ``bodies`` (dotted
    fields nest; a member an answer lacks is ``None``), or :data:`MISSING` when the capability
    lists none."""
    fields = (cap.get("implementation") or {}).get("output") or []
    if not fields:
        return MISSING
    out: dict[str, Any] = {}
    for item in fields:
        node = out
        *heads, last = item["field"].split(".")
        for part in heads:
            node = node.setdefault(part, {})
        step = item["from"]["request"]
        value = resolve(bodies[step], item["from"]["resultPath"]) if step < len(bodies) else \
            MISSING
        node[last] = None if value is MISSING else value
    return out


def resolve(doc: Any, pointer: str) -> Any:
    """The value at JSON Pointer ``pointer`` of ``doc``, or :data:`MISSING`."""
    try:
        return JsonPointer(pointer).resolve(doc, MISSING)
    except JsonPointerException:
        return MISSING


def put(doc: Any, pointer: str, value: Any) -> Any:
    """``doc`` with ``value`` at JSON Pointer ``pointer`` (objects made on the way; ``""``
    replaces the whole document)."""
    parts = JsonPointer(pointer).parts
    if not parts:
        return value
    doc = doc if isinstance(doc, dict) else {}
    node = doc
    for part in parts[:-1]:
        if not isinstance(node.get(part), dict):
            node[part] = {}
        node = node[part]
    node[parts[-1]] = value
    return doc
