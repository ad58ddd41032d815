"""Rules ``budget.role-walk`` and ``budget.chain-length`` of
:mod:`code2skill.extractors.module_facts`: the nodes of each role are found in the one walk
that indexes parents (a tree-sitter query cursor lost every node nested past 32,767 levels),
and a call that is a link past the chain-length limit is not read at all."""
from __future__ import annotations

from code2skill.extractors.languages import parse_script
from code2skill.extractors.module_facts.calls import MAX_CHAIN
from code2skill.extractors.module_facts.extractor import _Extractor
from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Lit


def roles_of(grammar: str, source: str) -> dict[str, list[str]]:
    """The role → node types the walk found in ``source``."""
    data = source.encode()
    grammar, tree = parse_script(grammar, data)
    ex = _Extractor("a.ts", grammar, data)
    ex.index_tree(tree.root_node)
    return {role: [n.type for n in nodes] for role, nodes in sorted(ex.roles.items())}


def test_each_role_is_found_by_node_type():
    source = ("import x from 'x';\n"
              "export function f(r) { const a = 1; let b; b = 2; b += 3;\n"
              "  for (const k in r) {}\n"
              "  if (r.status === 401) g(); if (r.status === a) g();\n"
              "  switch (r.status) { case 404: break; case 'x': break; }\n"
              "  return new C(() => 1, function () {}); }\n"
              "class C { m() {} }\nabstract class D {}\n"
              "interface I { a: string }\ntype T = 'a';\nenum E { A }\n")
    assert roles_of("typescript", source) == {
        "assignment": ["assignment_expression", "augmented_assignment_expression"],
        "branch": ["if_statement", "if_statement"],
        "call": ["call_expression", "call_expression", "new_expression"],
        "class": ["class_declaration", "abstract_class_declaration"],
        "declarator": ["variable_declarator", "variable_declarator"],
        "enum": ["enum_declaration"],
        "export": ["export_statement"],
        "for_of": ["for_in_statement"],
        "function": ["function_declaration", "arrow_function", "function_expression",
                     "method_definition"],
        "import": ["import_statement"],
        "return": ["return_statement"],
        "status_case": ["switch_case"],          # case 404, not case 'x'
        "status_check": ["binary_expression"],   # === 401, not === a
        "switch": ["switch_statement"],
        "type": ["interface_declaration", "type_alias_declaration"],
    }


def test_jsx_elements_are_found_in_tsx():
    assert roles_of("tsx", "export const P = () => <div><B onClick={go}/></div>;\n") == {
        "declarator": ["variable_declarator"], "element": [
            "jsx_opening_element", "jsx_self_closing_element"],
        "export": ["export_statement"], "function": ["arrow_function"]}


def chain(links: int) -> bytes:
    return ("export const t = () => fetch('/api/t')" + "\n .then(r => r)" * links
            + ";\n").encode()


def test_calls_past_the_chain_limit_are_not_read():
    facts = extract_module("a.js", "javascript", chain(MAX_CHAIN + 10))
    assert len(facts.calls) == MAX_CHAIN + 1          # fetch and its first 64 links
    assert [len(site.chain) for site in facts.calls][:3] == [MAX_CHAIN, MAX_CHAIN, MAX_CHAIN]
    assert [len(site.chain) for site in facts.calls][-3:] == [12, 11, 10]
    assert [d.reason for d in facts.diagnostics if "chain-length" in d.reason] == [
        "limit chain-length exceeded: a call chain longer than 64 links (`.then(…)` after "
        "`.then(…)` …): the links past it are not read"]


def test_a_chain_shorter_than_the_limit_is_read_whole():
    facts = extract_module("a.js", "javascript", chain(3))
    assert [len(site.chain) for site in facts.calls] == [3, 2, 1, 0]
    assert facts.diagnostics == []


def test_a_tree_nested_past_32767_levels_is_read_whole():
    facts = extract_module("a.js", "javascript", chain(40_000))
    assert len(facts.functions) == 40_001                # every arrow, not 32,766
    assert len(facts.calls) == MAX_CHAIN + 1
    heads = [site.call.args[0].value for site in facts.calls
             if getattr(site.call.callee, "name", None) == "fetch"
             and isinstance(site.call.args[0], Lit)]
    assert heads == ["/api/t"]
