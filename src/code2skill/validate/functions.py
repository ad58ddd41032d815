"""Rules ``C2S-V013``–``C2S-V015``: the Canonical Functions and the inertness of modules
(EXPORT.md D5; seed: "Importing generated business modules must be inert … every business
effect remains behind the matching named Function and dry-run boundary").

* V013: ``functions/<name>.mjs`` has a top-level ``export async function <camelName>(input,
  runtimeContext)``.
* V014: ``fetch`` (also ``globalThis.fetch``, ``XMLHttpRequest``, ``WebSocket``) appears only in
  ``functions/host-boundary.mjs``: it is the only module with business I/O.
* V015: a module's top level declares and never acts: imports, exports, function and class
  declarations, and ``const``/``let`` whose initialisers call only value builders (``z.…``
  schema chains, ``Object.freeze``, ``new Set`` …; function bodies are not run at import).
  Exceptions: ``server.mjs`` (its reviewed transport start-up), and in ``adapter.mjs`` the
  literal ``registerTool`` statements and ``new McpServer(…)``.
"""
from __future__ import annotations

from tree_sitter import Node

from code2skill.validate import js
from code2skill.export.names import function_name
from code2skill.validate.package import (
    ADAPTER, BOUNDARY, SERVER, Package, function_file,
)
from code2skill.validate.registration import is_register_callee
from code2skill.validate.rules import Finding

IO_NAMES = frozenset(("fetch", "XMLHttpRequest", "WebSocket"))
BUILDER_ROOTS = frozenset(("z", "Object", "Array", "Set", "Map", "RegExp", "JSON", "Symbol",
                           "Number", "String", "Math"))
DECLARATIONS = frozenset(("import_statement", "function_declaration", "class_declaration",
                          "generator_function_declaration", "empty_statement", "comment"))
BODIES = frozenset(("arrow_function", "function_expression", "function", "class",
                    "class_body", "generator_function", "method_definition"))


def check_function_exports(package: Package) -> list[Finding]:
    """V013 for each exported capability's Function module."""
    findings = []
    for name in package.exported:
        path = function_file(name)
        module = package.modules.get(path)
        if module is None:
            continue                                      # C2S-V018 says it is missing
        want = function_name(name)
        if not any(_exports_function(stmt, want) for stmt in module.tree.root_node.children):
            findings.append(Finding("C2S-V013", f"{path} does not export async function "
                                    f"{want}(input, runtimeContext)", path, capability=name))
    return findings


def _exports_function(stmt: Node, want: str) -> bool:
    if stmt.type != "export_statement":
        return False
    decl = stmt.child_by_field_name("declaration")
    if decl is None or decl.type != "function_declaration":
        return False
    params = decl.child_by_field_name("parameters")
    names = tuple(js.text(p) for p in params.named_children if p.type != "comment")
    return js.text(decl.child_by_field_name("name")) == want and \
        any(c.type == "async" for c in decl.children) and names == ("input", "runtimeContext")


def check_fetch(package: Package) -> list[Finding]:
    """V014: network primitives outside the Host boundary."""
    findings = []
    for path, module in sorted(package.modules.items()):
        if path == BOUNDARY:
            continue
        for node in js.walk(module.tree.root_node):
            name = js.text(node) if node.type in ("identifier", "property_identifier") else None
            if name in IO_NAMES and (node.type == "identifier" or _global_member(node)):
                line, column = js.position(node)
                findings.append(Finding("C2S-V014", f"{name} is used in {path}", path, line,
                                        column))
    return findings


def _global_member(prop: Node) -> bool:
    member = prop.parent
    obj = member.child_by_field_name("object") if member is not None and \
        member.type == "member_expression" else None
    return obj is not None and js.text(obj) in ("globalThis", "global", "window", "self")


def check_side_effects(package: Package) -> list[Finding]:
    """V015: top-level work in any module but server.mjs."""
    findings = []
    for path, module in sorted(package.modules.items()):
        if path == SERVER:
            continue
        for stmt in module.tree.root_node.named_children:
            problem = _top_level_problem(stmt, path)
            if problem is not None:
                line, column = js.position(problem)
                findings.append(Finding("C2S-V015", f"{path} runs {_excerpt(problem)} when "
                                        "imported", path, line, column))
    return findings


def _top_level_problem(stmt: Node, path: str) -> Node | None:
    """The first node of a top-level statement that acts, else None."""
    if stmt.type in DECLARATIONS:
        return None
    if stmt.type == "export_statement":
        decl = stmt.child_by_field_name("declaration")
        if decl is None or decl.type in DECLARATIONS:
            return None
        return _acting(decl, path)
    if stmt.type in ("lexical_declaration", "variable_declaration"):
        return _acting(stmt, path)
    if stmt.type == "expression_statement" and path == ADAPTER:
        call = js.unwrap(stmt.named_children[0])
        if call.type == "call_expression" and is_register_callee(
                call.child_by_field_name("function")):
            args = call.child_by_field_name("arguments")
            return _acting(args, path)
    return stmt


def _acting(node: Node, path: str) -> Node | None:
    """The first call, ``new``, ``await``, assignment or update under ``node`` that is not a
    value builder, skipping function and class bodies."""
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type in BODIES and current is not node:
            continue
        if current.type in ("await_expression", "assignment_expression",
                            "augmented_assignment_expression", "update_expression"):
            return current
        if current.type in ("call_expression", "new_expression"):
            field = "function" if current.type == "call_expression" else "constructor"
            callee = js.text(current.child_by_field_name(field))
            root = callee.split(".")[0].split("(")[0]
            if root not in BUILDER_ROOTS and not (path == ADAPTER and callee == "McpServer"):
                return current
        stack.extend(reversed(current.named_children))
    return None


def _excerpt(node: Node) -> str:
    first = js.text(node).split("\n")[0]
    return first if len(first) <= 60 else first[:57] + "…"
