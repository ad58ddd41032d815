"""``adapter.mjs`` and ``server.mjs``: the MCP surface (EXPORT.md D3, D4).

One literal ``server.registerTool("<name>", {title, description, inputSchema, outputSchema?,
annotations}, callback)`` per exported capability, in name order, inside ``createServer()``
(importing the module registers nothing). The callback is D4's, word for word: the dry-run
``if`` first (``process.env.<VAR> === "1"`` → ``{dryRun, validatedInput, operationPolicy,
operationSummary}`` as structured content and JSON text, ``isError: false``), then
``try { Function } catch { normalizeToolError(error, <literal policy>) }``.

* ``inputSchema``: the zod of the contract's input schema, ``.strict()`` at the top;
* ``outputSchema``: ``z.union([business, dryRunEnvelope])`` when the contract has an output
  schema of type object (MCP structured content is an object); otherwise none, and the
  description gets one sentence saying the result is the raw response body;
* ``annotations``: the four MCP hints (``risks`` go in the operation summary);
* ``operationSummary``: ``{capability, sideEffect, requests: [{service, method, pathTemplate}],
  confirmation, risks}``.
"""
from __future__ import annotations

from code2skill.export.names import function_file, function_name
from code2skill.export.plan import CapabilityPlan
from code2skill.export.render import render
from code2skill.export.zod import js

RAW_RESULT = ("\n\nResult: the service's response body as received (parsed JSON when it is "
              "JSON); the contract proves no output schema for it.")


def structured_output(plan: CapabilityPlan) -> bool:
    """Whether the Tool registers an output schema (an object-typed contract output)."""
    schema = plan.capability.outputSchema
    return plan.output_zod is not None and isinstance(schema, dict) and \
        schema.get("type") == "object"


def description(plan: CapabilityPlan) -> str:
    cap = plan.capability
    return cap.description if structured_output(plan) else cap.description + RAW_RESULT


def operation_summary(plan: CapabilityPlan) -> dict:
    cap = plan.capability
    return {"capability": cap.name, "sideEffect": cap.sideEffect,
            "requests": [{"service": r.service, "method": r.method,
                          "pathTemplate": r.pathTemplate} for r in cap.implementation.requests],
            "confirmation": cap.operationPolicy.confirmation,
            "risks": list(cap.annotations.risks)}


def tool_context(plan: CapabilityPlan) -> dict:
    cap = plan.capability
    hints = cap.annotations
    return {"name": cap.name, "function": function_name(cap.name), "file": function_file(cap.name), "title": cap.title,
            "description": description(plan), "input_zod": plan.input_zod,
            "output_zod": plan.output_zod if structured_output(plan) else None,
            "annotations": js({"readOnlyHint": hints.readOnlyHint,
                               "destructiveHint": hints.destructiveHint,
                               "idempotentHint": hints.idempotentHint,
                               "openWorldHint": hints.openWorldHint}),
            "policy": js(cap.operationPolicy.model_dump(mode="json")),
            "summary": js(operation_summary(plan))}


def adapter_source(package: str, version: str, dry_run: str, plans: list[CapabilityPlan]) -> str:
    """The text of ``adapter.mjs``."""
    return render("adapter.mjs.j2", package=package, version=version, dry_run=dry_run,
                  tools=[tool_context(p) for p in plans])


def server_source(package: str) -> str:
    """The text of ``server.mjs``."""
    return render("server.mjs.j2", package=package)
