"""Rules ``C2S-V004``–``C2S-V009``: each Tool callback is the profile's reviewed shape (D4 of
EXPORT.md, the seed's "Every vNext Tool callback …" and "The dry-run branch …"):

```js
async (input, runtimeContext) => {
  if (process.env.<VAR> === "1") {
    const dryRunResult = { dryRun: true, validatedInput: input, operationPolicy: <policy>, operationSummary: <summary> };
    return { structuredContent: dryRunResult, content: [{ type: "text", text: JSON.stringify(dryRunResult) }], isError: false };
  }
  try {
    const result = await <functionName>(input, runtimeContext);
    return { structuredContent: result.data, content: [{ type: "text", text: JSON.stringify(result.data) }] };
  } catch (error) {
    const failure = normalizeToolError(error, <policy>);
    return { structuredContent: failure, content: [{ type: "text", text: JSON.stringify(failure) }], isError: true };
  }
}
```

``<VAR>`` is export-profile.json's ``dryRunVariable``; ``<policy>`` the capability's
``operationPolicy`` written as a literal; ``<summary>`` ``{capability, sideEffect, requests:
[{service, method, pathTemplate}], confirmation, risks}`` from the contract. The expected code
is built as text from the contract and compared by structure (:func:`code2skill.validate.js.shape`):
layout, quotes and key order are free, nothing else is.
"""
from __future__ import annotations

import json
from typing import Any

from tree_sitter import Node

from code2skill.validate import js
from code2skill.validate.imports import imports_of
from code2skill.export.names import function_name
from code2skill.validate.package import (
    ADAPTER, NORMALIZER, Package, function_file,
)
from code2skill.validate.registration import Registration
from code2skill.validate.rules import Finding

PARAMS = ("input", "runtimeContext")


def summary_of(capability: dict[str, Any]) -> dict[str, Any]:
    """The dry-run ``operationSummary`` the contract gives ``capability``."""
    policy = capability.get("operationPolicy") or {}
    requests = ((capability.get("implementation") or {}).get("requests")) or []
    return {
        "capability": capability.get("name"),
        "sideEffect": capability.get("sideEffect"),
        "requests": [{"service": r.get("service"), "method": r.get("method"),
                      "pathTemplate": r.get("pathTemplate")} for r in requests],
        "confirmation": policy.get("confirmation"),
        "risks": (capability.get("annotations") or {}).get("risks") or [],
    }


def dry_run_code(capability: dict[str, Any]) -> str:
    policy = json.dumps(capability.get("operationPolicy"))
    summary = json.dumps(summary_of(capability))
    return (f"const dryRunResult = {{ dryRun: true, validatedInput: input, operationPolicy: "
            f"{policy}, operationSummary: {summary} }};\n"
            "return { structuredContent: dryRunResult, content: [{ type: \"text\", text: "
            "JSON.stringify(dryRunResult) }], isError: false };")


SUCCESS_RETURN = ("return { structuredContent: result.data, content: [{ type: \"text\", text: "
                  "JSON.stringify(result.data) }] };")
FAILURE_RETURN = ("return { structuredContent: failure, content: [{ type: \"text\", text: "
                  "JSON.stringify(failure) }], isError: true };")


def shapes(code: str) -> tuple:
    return tuple(js.shape(s) for s in js.parse_statements(code))


def statements(block: Node | None) -> list[Node]:
    if block is None:
        return []
    return [s for s in block.named_children if s.type != "comment"]


class CallbackCheck:
    """The checks of one registration's callback; :meth:`run` returns the findings.
    ``imports``: adapter.mjs's static imports (:func:`~.imports.imports_of`), read once per
    package, not once per Tool (the package's size would grow the work quadratically)."""

    def __init__(self, package: Package, registration: Registration,
                 imports: dict[str, tuple[str, str]]):
        self.package = package
        self.reg = registration
        self.capability = package.capabilities[registration.name]
        self.findings: list[Finding] = []
        self.imports = imports

    def find(self, rule: str, message: str, node: Node | None = None) -> None:
        line, column = js.position(node if node is not None else self.reg.call)
        self.findings.append(Finding(rule, message, ADAPTER, line, column, self.reg.name))

    def run(self) -> list[Finding]:
        body = self.callback_body()
        if body is None:
            return self.findings
        stmts = statements(body)
        if not stmts:
            self.find("C2S-V005", "the callback is empty: no dry-run guard", body)
            return self.findings
        guards = [k for k, s in enumerate(stmts) if s.type == "if_statement"]
        at = guards[0] if guards else None
        if at:
            self.find("C2S-V005", "the dry-run guard is not the callback's first statement: "
                      "nothing may run before it", stmts[0])
        rest = stmts[at + 1:] if at is not None and self.guard(stmts[at]) else stmts
        if len(rest) != 1 or rest[0].type != "try_statement":
            self.find("C2S-V008", "after the dry-run guard the callback must be one "
                      "try { … } catch (error) { … } statement", rest[0] if rest else body)
            return self.findings
        self.try_catch(rest[0])
        return self.findings

    # ---- C2S-V004
    def callback_body(self) -> Node | None:
        args = self.reg.arguments
        if len(args) != 3:
            self.find("C2S-V004", f"registerTool takes {len(args)} arguments: expected the "
                      "name, a config object and the callback")
            return None
        callback = js.unwrap(args[2])
        if callback.type not in ("arrow_function", "function_expression", "function"):
            self.find("C2S-V004", "the callback is not an inline function", callback)
            return None
        is_async = any(c.type == "async" for c in callback.children)
        params = callback.child_by_field_name("parameters") or \
            callback.child_by_field_name("parameter")
        names = tuple(js.text(p) for p in (params.named_children if params.type ==
                                             "formal_parameters" else [params]))
        if not is_async or names != PARAMS:
            self.find("C2S-V004", f"the callback is {'async ' if is_async else ''}"
                      f"({', '.join(names)}): expected async (input, runtimeContext)", callback)
            return None
        body = callback.child_by_field_name("body")
        if body is None or body.type != "statement_block":
            self.find("C2S-V008", "the callback's body is an expression, not the reviewed "
                      "statement block", callback)
            return None
        return body

    # ---- C2S-V005, C2S-V006
    def guard(self, first: Node) -> bool:
        """Check the dry-run guard; whether ``first`` is one (so the rest follows it)."""
        var = self.package.dry_run_variable
        expected = js.shape(js.parse_expression(f'process.env.{var} === "1"')) if var else None
        if first.type != "if_statement":
            self.find("C2S-V005", "the first statement is not the dry-run if", first)
            return False
        condition = first.child_by_field_name("condition")
        if expected is None or js.shape(condition) != expected:
            self.find("C2S-V005", f"the dry-run guard is if {js.text(condition)}: expected "
                      f"if (process.env.{var} === \"1\")", condition)
        if first.child_by_field_name("alternative") is not None:
            self.find("C2S-V005", "the dry-run guard has an else branch", first)
        self.envelope(first.child_by_field_name("consequence"))
        return True

    def envelope(self, block: Node) -> None:
        actual = tuple(js.shape(s) for s in statements(block)) \
            if block is not None and block.type == "statement_block" else (js.shape(block),)
        if actual == shapes(dry_run_code(self.capability)):
            return
        self.find("C2S-V006", self.envelope_problem(block), block)

    def envelope_problem(self, block: Node) -> str:
        """What is wrong with the dry-run branch, as precisely as its literal shows."""
        stmts = statements(block) if block is not None and block.type == "statement_block" \
            else []
        value = None
        if stmts and stmts[0].type == "lexical_declaration":
            declarator = stmts[0].named_children[0]
            value = js.unwrap(declarator.child_by_field_name("value"))
        if value is None or value.type != "object":
            return "the dry-run branch does not build dryRunResult as an object literal"
        keys = {js.key_of(p.child_by_field_name("key")): p.child_by_field_name("value")
                for p in value.named_children if p.type == "pair"}
        want = {"dryRun", "validatedInput", "operationPolicy", "operationSummary"}
        if set(keys) != want or len(value.named_children) != 4:
            return (f"dryRunResult has keys {sorted(k for k in keys if k)}: expected exactly "
                    f"{sorted(want)}")
        if js.literal(keys["operationPolicy"]) != self.capability.get("operationPolicy"):
            return "dryRunResult.operationPolicy differs from the contract's operationPolicy"
        if js.literal(keys["operationSummary"]) != summary_of(self.capability):
            return "dryRunResult.operationSummary differs from the contract's requests, " \
                   "confirmation and risks"
        if js.text(keys["validatedInput"]) != "input" or js.literal(keys["dryRun"]) is not True:
            return "dryRunResult must be dryRun: true and validatedInput: input"
        return "the dry-run branch must return dryRunResult unchanged as structuredContent " \
               "and as one JSON text block, with isError: false, and do nothing else"

    # ---- C2S-V007, C2S-V008, C2S-V009
    def try_catch(self, node: Node) -> None:
        handler = node.child_by_field_name("handler")
        if node.child_by_field_name("finalizer") is not None or handler is None:
            self.find("C2S-V008", "the try statement must have a catch and no finally", node)
            return
        param = handler.child_by_field_name("parameter")
        if param is None or js.text(param) != "error":
            self.find("C2S-V008", "the catch clause must bind (error)", handler)
        body = statements(node.child_by_field_name("body"))
        if not body or not self.function_call(body[0]):
            self.find("C2S-V008", "the try block must start with const result = await "
                      "<Function>(input, runtimeContext)", body[0] if body else node)
        if tuple(js.shape(s) for s in body[1:]) != shapes(SUCCESS_RETURN):
            self.find("C2S-V008", "the try block must end with the direct success projection "
                      "return { structuredContent: result.data, content: [JSON text of "
                      "result.data] }", body[1] if len(body) > 1 else node)
        caught = statements(handler.child_by_field_name("body"))
        if not caught or not self.normalizer_call(caught[0]):
            self.find("C2S-V009", "the catch block must start with const failure = "
                      "normalizeToolError(error, <policy>)", caught[0] if caught else handler)
        if tuple(js.shape(s) for s in caught[1:]) != shapes(FAILURE_RETURN):
            self.find("C2S-V008", "the catch block must end with the direct isError "
                      "projection of failure", caught[1] if len(caught) > 1 else handler)

    def declared_call(self, stmt: Node, name: str, awaited: bool) -> Node | None:
        """The call initialising ``const <name> = [await] f(…)``, else None."""
        if stmt.type != "lexical_declaration" or js.text(stmt.children[0]) != "const" or \
                len(stmt.named_children) != 1:
            return None
        declarator = stmt.named_children[0]
        if js.text(declarator.child_by_field_name("name")) != name:
            return None
        value = js.unwrap(declarator.child_by_field_name("value"))
        if awaited:
            if value is None or value.type != "await_expression":
                return None
            value = js.unwrap(value.named_children[0])
        return value if value is not None and value.type == "call_expression" else None

    def call_args(self, call: Node) -> list[Node]:
        return [a for a in call.child_by_field_name("arguments").named_children
                if a.type != "comment"]

    def function_call(self, stmt: Node) -> bool:
        """C2S-V007 on ``const result = await F(…)``; whether the statement has that form."""
        call = self.declared_call(stmt, "result", awaited=True)
        if call is None:
            return False
        name = self.reg.name
        callee = js.text(call.child_by_field_name("function"))
        want = function_name(name)
        source = self.imports.get(callee)
        args = [js.text(a) for a in self.call_args(call)]
        if callee != want or source != (f"./{function_file(name)}", want):
            self.find("C2S-V007", f"the callback calls {callee}: expected {want} imported from "
                      f"./{function_file(name)}", call)
        if tuple(args) != PARAMS:
            self.find("C2S-V007", f"{callee} is called with ({', '.join(args)}): expected "
                      "exactly (input, runtimeContext)", call)
        return True

    def normalizer_call(self, stmt: Node) -> bool:
        """C2S-V009 on ``const failure = normalizeToolError(…)``; whether it has that form."""
        call = self.declared_call(stmt, "failure", awaited=False)
        if call is None:
            return False
        callee = js.text(call.child_by_field_name("function"))
        args = self.call_args(call)
        if callee != "normalizeToolError" or \
                self.imports.get(callee) != (f"./{NORMALIZER}", "normalizeToolError"):
            self.find("C2S-V009", f"the catch path calls {callee}: expected normalizeToolError "
                      f"imported from ./{NORMALIZER}", call)
        if len(args) != 2 or js.text(args[0]) != "error":
            self.find("C2S-V009", f"normalizeToolError takes {len(args)} arguments here: "
                      "expected exactly (error, <literal policy>)", call)
        elif js.literal(args[1]) != self.capability.get("operationPolicy"):
            self.find("C2S-V009", "the policy given to normalizeToolError is not a literal "
                      "equal to the contract's operationPolicy", args[1])
        return True


def check_callbacks(package: Package, registered: dict[str, Registration]) -> list[Finding]:
    """The V004–V009 findings of every exported capability's registration."""
    findings: list[Finding] = []
    imports = imports_of(package.modules[ADAPTER])
    for name in sorted(registered):
        findings += CallbackCheck(package, registered[name], imports).run()
    return findings
