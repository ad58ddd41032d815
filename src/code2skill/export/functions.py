"""``functions/<name>.mjs``: one Canonical Function per exported capability (EXPORT.md D5).

The Function validates its input with ``validate.mjs`` (direct calls too), asks the Host
boundary for each request's service before the first dispatch (a missing binding fails before
any request is sent), sends each request in contract order exactly as planned
(:mod:`code2skill.export.plan`), compares each status with its exact ``successStatuses`` set,
checks a GraphQL answer's ``errors``, validates the last answer against ``outputSchema`` when the
contract has one, and returns ``{status, data}`` of the last request. A chained capability (an
upload: authorization, then transfer) reads each ``from`` binding from the earlier step's parsed
body at its JSON Pointer (``resultValue``), sends a ``url:`` step to the absolute URL it read
without the service's credentials (``issuedTarget``), and, when the contract lists an
``implementation.output``, returns the object those results build (``outputOf``) with the last
status. It imports only
``./host-boundary.mjs``, ``./validate.mjs`` and, for a generated idempotency key,
``node:crypto``.
"""
from __future__ import annotations

from code2skill.export.host import api_key_header
from code2skill.export.names import function_file, function_name
from code2skill.export.plan import CapabilityPlan
from code2skill.export.render import render
from code2skill.export.zod import comment, js


def error_contract(plan: CapabilityPlan) -> dict:
    """The error paths of the contract and its ``status NNN`` → category handling."""
    ec = plan.capability.errorContract
    categories = {}
    for handling in ec.observedHandling:
        kind, _, value = handling.match.partition(" ")
        if kind == "status" and value.isdigit():
            categories.setdefault(value, handling.category)
    return {"codePath": ec.codePath, "messagePath": ec.messagePath,
            "detailsPath": ec.detailsPath, "retryablePath": ec.retryablePath,
            "statusCategories": dict(sorted(categories.items()))}


def function_source(plan: CapabilityPlan) -> str:
    """The text of ``functions/<name>.mjs``."""
    cap = plan.capability
    imports = ["dispatch", "expectStatus", "inputError", "outputError", "service"]
    if any(r.graphql for r in plan.requests):
        imports.append("expectGraphqlData")
    if any("pathValue(" in r.path for r in plan.requests):
        imports.append("pathValue")
    if any(r.url for r in plan.requests):
        imports.append("issuedTarget")
    if plan.output:
        imports.append("outputOf")
    if any("resultValue(" in e for r in plan.requests
           for e in [r.url or "", *(x for _, x in r.query + r.headers + r.body),
                     *(f.expr for f in r.multipart)]) or plan.output:
        imports.append("resultValue")
    requests = [{"index": r.index, "service_js": js(r.service), "method": r.method,
                 "method_js": js(r.method), "path": r.path,
                 "path_template_comment": comment(r.path_template),
                 "query": r.query, "headers": r.headers, "encoding": r.encoding,
                 "body": sorted(r.body, key=lambda kv: kv[0] != ""),
                 "multipart": r.multipart, "success": r.success, "graphql": r.graphql,
                 "url": r.url, "arrays": r.arrays}
                for r in plan.requests]
    return render("function.mjs.j2", name=cap.name, file=function_file(cap.name),
                  function=function_name(cap.name),
                  imports=sorted(imports), uses_uuid=any(r.uses_uuid for r in plan.requests),
                  input_schema=js(cap.inputSchema), output_schema=js(cap.outputSchema),
                  error_contract=js(error_contract(plan)), requests=requests,
                  auth_js=js(cap.auth.authentication), api_key_header_js=js(api_key_header(cap)),
                  last=plan.requests[-1].index, output=plan.output)
