"""Rule ``order.deterministic``: a file's facts do not depend on the order in which a
tree-sitter query lists nodes that start at one byte (the calls of a chain
``fetch(url).then(…).then(…)`` all start at ``fetch``). Calls are read inner before outer, so
the chain's head keeps its request even where the expression-depth limit cuts the chain."""
from code2skill.extractors.module_facts.expressions import MAX_DEPTH
from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Lit

LINKS = 3 * MAX_DEPTH
CHAIN = ("export function go() {\n  return fetch('/api/x')\n" + "    .then(r => r)\n" * LINKS
         + ";\n}\n").encode()


def facts_of_chain():
    return extract_module("a.js", "javascript", CHAIN)


def head_urls(facts) -> list[str]:
    return [site.call.args[0].value for site in facts.calls
            if getattr(site.call.callee, "name", None) == "fetch"
            and isinstance(site.call.args[0], Lit)]


def test_the_head_of_a_long_chain_keeps_its_request():
    facts = facts_of_chain()
    assert head_urls(facts) == ["/api/x"]
    assert [(d.reason[:31], d.line) for d in facts.diagnostics] == [
        ("limit chain-length exceeded: a ", 2),
        ("limit expression-depth exceeded", 2)]       # the outer calls hold 40 links below


def test_the_same_file_gives_the_same_facts_every_time():
    first = facts_of_chain()
    for _ in range(8):
        again = facts_of_chain()
        assert again.calls == first.calls
        assert again.diagnostics == first.diagnostics
