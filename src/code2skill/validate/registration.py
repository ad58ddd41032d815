"""Rules ``C2S-V001``–``C2S-V003``: one literal, top-level ``registerTool("name", …)`` per
exported capability (seed: "one literal registerTool("tool_name", ...) call per capability …
Do not hide registration in a loop").

Forms (adapter.mjs):

* ``server.registerTool("add_book", {…}, async (input, runtimeContext) => {…});`` at top level,
  or directly in the body of a top-level ``function createServer() {…}`` (importing the module
  then registers nothing; calling the factory registers each Tool once): a registration of
  ``add_book``;
* ``for (const t of tools) server.registerTool(t.name, …)``, ``tools.forEach(t => …)``,
  ``if (x) server.registerTool(…)``: not at top level → V003;
* ``server.registerTool(NAME, …)``, ``server.registerTool(`${a}`, …)``: computed name → V003;
* ``const reg = server.registerTool.bind(server)``, ``server["registerTool"](…)``: an alias or
  computed member → V003.
"""
from __future__ import annotations

from dataclasses import dataclass

from tree_sitter import Node

from code2skill.validate import js
from code2skill.validate.package import ADAPTER, Module, Package
from code2skill.validate.rules import Finding

METHOD = "registerTool"


@dataclass(frozen=True, slots=True)
class Registration:
    """A top-level literal registration: its name and its call's argument nodes."""

    name: str
    call: Node
    arguments: tuple[Node, ...]


def is_register_callee(node: Node) -> bool:
    """Whether a call's callee names ``registerTool`` (``x.registerTool`` or a bare one)."""
    node = js.unwrap(node)
    if node.type == "member_expression":
        prop = node.child_by_field_name("property")
        return prop is not None and js.text(prop) == METHOD
    if node.type == "subscript_expression":
        return js.string_value(node.child_by_field_name("index")) == METHOD
    return node.type == "identifier" and js.text(node) == METHOD


def top_level(call: Node) -> bool:
    """Whether ``call`` is the whole expression of a statement that runs once, unconditionally:
    a statement of the module's top level, or of the body of a top-level function declaration
    (a ``createServer()`` factory; exported or not)."""
    statement = call.parent
    while statement is not None and statement.type == js.PARENTHESISED:
        statement = statement.parent
    if statement is None or statement.type != "expression_statement":
        return False
    block = statement.parent
    if block is not None and block.type == "program":
        return True
    factory = block.parent if block is not None and block.type == "statement_block" else None
    if factory is None or factory.type != "function_declaration":
        return False
    owner = factory.parent
    if owner is not None and owner.type == "export_statement":
        owner = owner.parent
    return owner is not None and owner.type == "program"


def registrations(module: Module) -> tuple[list[Registration], list[Finding]]:
    """The literal top-level registrations of ``module`` and the V003 findings of the others."""
    found, findings = [], []
    for node in js.walk(module.tree.root_node):
        if node.type == "call_expression" and is_register_callee(node.child_by_field_name(
                "function")):
            findings += _one(module, node, found)
        elif node.type == "property_identifier" and js.text(node) == METHOD and \
                not _callee_property(node):
            line, column = js.position(node)
            findings.append(Finding("C2S-V003", "registerTool is referenced without being "
                                    "called (an alias hides which Tools are registered)",
                                    module.path, line, column))
    return found, findings


def _callee_property(node: Node) -> bool:
    member = node.parent
    return member is not None and member.type == "member_expression" and \
        member.parent is not None and member.parent.type == "call_expression" and \
        member.parent.child_by_field_name("function") == member


def _one(module: Module, call: Node, found: list[Registration]) -> list[Finding]:
    line, column = js.position(call)
    callee = js.unwrap(call.child_by_field_name("function"))
    args = tuple(a for a in call.child_by_field_name("arguments").named_children
                 if a.type != "comment")
    name = js.string_value(args[0]) if args else None
    problems = []
    if callee.type == "subscript_expression":
        problems.append("through a computed member")
    if name is None:
        problems.append("with a computed name")
    if not top_level(call):
        problems.append("inside a loop, condition or function")
    if problems:
        what = f" of {name!r}" if name else ""
        return [Finding("C2S-V003", f"registerTool{what} is called " + " and ".join(problems),
                        module.path, line, column, name)]
    found.append(Registration(name, call, args))
    return []


def check_registration(package: Package) -> tuple[dict[str, Registration], list[Finding]]:
    """The registration of each exported capability, and the V001–V003 findings."""
    module = package.modules.get(ADAPTER)
    if module is None:
        return {}, []
    found, findings = registrations(module)
    exported = set(package.exported)
    capabilities = package.capabilities
    first: dict[str, Registration] = {}
    for reg in found:
        line, column = js.position(reg.call)
        if reg.name in first:
            findings.append(Finding("C2S-V002", f"{reg.name!r} is registered more than once",
                                    ADAPTER, line, column, reg.name))
        elif reg.name not in exported:
            status = capabilities.get(reg.name, {}).get("status")
            why = "is not in the contract" if reg.name not in capabilities else \
                f"is not exported (status {status})"
            findings.append(Finding("C2S-V002", f"registerTool({reg.name!r}): the capability "
                                    f"{why}", ADAPTER, line, column, reg.name))
        first.setdefault(reg.name, reg)
    for name in sorted(exported - set(first)):
        findings.append(Finding("C2S-V001", f"exported capability {name!r} has no literal "
                                "registerTool call", ADAPTER, capability=name))
    return {n: r for n, r in first.items() if n in exported}, findings
