"""Rules ``C2S-V010``–``C2S-V012``: what each generated module may import, and no code loaded
or generated at run time (seed: "Keep the generated Function core dependency-free apart from
statically imported, non-effectful node: built-ins … Filesystem, process-spawning, socket/HTTP,
dynamic-module, VM, worker … are not allowed"; EXPORT.md D2 and D5).

Allowlists (``import … from "x"`` and ``export … from "x"``):

* ``functions/<name>.mjs`` (V010): ``./host-boundary.mjs``, ``./validate.mjs``, side-effect-free
  built-ins (:data:`SAFE_BUILTINS`, always with the ``node:`` scheme);
* ``functions/host-boundary.mjs``: ``./validate.mjs``, those built-ins and ``node:process`` (it
  reads the environment bindings); ``functions/validate.mjs``
  and any other module: the built-ins; ``portable-error-normalizer.mjs``: nothing;
  ``adapter.mjs``: ``./runtime.mjs``, ``./portable-error-normalizer.mjs`` and
  ``./functions/<name>.mjs`` of exported capabilities; ``server.mjs``: ``./runtime.mjs`` and
  ``./adapter.mjs`` (V012).

Dynamic code (V011), anywhere but ``runtime.mjs``: ``import(…)``, ``require``, ``eval`` (called,
aliased, or as ``globalThis.eval``), ``Function(…)`` and ``new Function(…)``.
"""
from __future__ import annotations

from tree_sitter import Node

from code2skill.validate import js
from code2skill.validate.package import (
    ADAPTER, BOUNDARY, NORMALIZER, SERVER, VALIDATOR, Module, Package, function_file,
)
from code2skill.validate.rules import Finding

SAFE_BUILTINS = frozenset(f"node:{m}" for m in (
    "assert", "buffer", "crypto", "path", "querystring", "string_decoder", "url", "util"))
DYNAMIC_NAMES = frozenset(("require", "eval"))
GLOBAL_OBJECTS = frozenset(("globalThis", "global", "window", "self"))


def imports_of(module: Module) -> dict[str, tuple[str, str]]:
    """``{local name: (source, imported name)}`` of the module's static imports
    (``default`` and ``*`` for default and namespace imports)."""
    out: dict[str, tuple[str, str]] = {}
    for stmt in module.tree.root_node.named_children:
        if stmt.type != "import_statement":
            continue
        source = js.string_value(stmt.child_by_field_name("source"))
        for node in js.walk(stmt):
            if node.type == "import_specifier":
                imported = node.child_by_field_name("name")
                alias = node.child_by_field_name("alias") or imported
                out[js.text(alias)] = (source, js.key_of(imported) or js.text(imported))
            elif node.type == "namespace_import":
                out[js.text(node.named_children[0])] = (source, "*")
            elif node.type == "identifier" and node.parent.type == "import_clause":
                out[js.text(node)] = (source, "default")
    return out


def sources_of(module: Module) -> list[tuple[str | None, Node]]:
    """Every static import or re-export source of the module, with its statement."""
    out = []
    for stmt in module.tree.root_node.named_children:
        if stmt.type in ("import_statement", "export_statement"):
            source = stmt.child_by_field_name("source")
            if source is not None:
                out.append((js.string_value(source), stmt))
    return out


def allowed_sources(package: Package, path: str) -> tuple[str, frozenset[str]]:
    """The rule and the allowed import sources of the module at ``path``."""
    if path == ADAPTER:
        return "C2S-V012", frozenset(
            ["./runtime.mjs", f"./{NORMALIZER}"] + [f"./{function_file(n)}"
                                                     for n in package.exported])
    if path == SERVER:
        return "C2S-V012", frozenset(("./runtime.mjs", f"./{ADAPTER}"))
    if path == NORMALIZER:
        return "C2S-V012", frozenset()
    if path == BOUNDARY:
        return "C2S-V012", SAFE_BUILTINS | {"./validate.mjs", "node:process"}
    if path == VALIDATOR:
        return "C2S-V012", SAFE_BUILTINS
    if path.startswith("functions/") and path.count("/") == 1:
        return "C2S-V010", SAFE_BUILTINS | {"./host-boundary.mjs", "./validate.mjs"}
    return "C2S-V012", SAFE_BUILTINS


def check_imports(package: Package) -> list[Finding]:
    """The V010 and V012 findings of every module's static imports."""
    findings = []
    for path, module in sorted(package.modules.items()):
        rule, allowed = allowed_sources(package, path)
        for source, stmt in sources_of(module):
            if source not in allowed:
                line, column = js.position(stmt)
                findings.append(Finding(rule, f"{path} imports {source!r}: allowed "
                                        f"{', '.join(sorted(allowed)) or 'nothing'}",
                                        path, line, column))
    return findings


def dynamic_code(node: Node) -> str | None:
    """What dynamic code construct ``node`` is, if any."""
    if node.type == "call_expression":
        fn = js.unwrap(node.child_by_field_name("function"))
        if fn is not None and fn.type == "import":
            return "import()"
        if fn is not None and fn.type == "identifier" and js.text(fn) == "Function":
            return "Function()"
    if node.type == "new_expression":
        ctor = js.unwrap(node.child_by_field_name("constructor"))
        name = js.text(ctor) if ctor is not None else ""
        if name == "Function" or name.split(".")[-1] == "Function" and \
                name.split(".")[0] in GLOBAL_OBJECTS:
            return "new Function"
    if node.type == "identifier" and js.text(node) in DYNAMIC_NAMES:
        return js.text(node)
    if node.type == "member_expression":
        obj = node.child_by_field_name("object")
        prop = node.child_by_field_name("property")
        if obj is not None and js.text(obj) in GLOBAL_OBJECTS and prop is not None and \
                js.text(prop) in DYNAMIC_NAMES | {"Function"}:
            return f"{js.text(obj)}.{js.text(prop)}"
    return None


def check_dynamic_code(package: Package) -> list[Finding]:
    """The V011 findings: dynamic imports and code generation outside runtime.mjs."""
    findings = []
    for path, module in sorted(package.modules.items()):
        for node in js.walk(module.tree.root_node):
            what = dynamic_code(node)
            if what is not None:
                line, column = js.position(node)
                findings.append(Finding("C2S-V011", f"{what} in {path}", path, line, column))
    return findings
