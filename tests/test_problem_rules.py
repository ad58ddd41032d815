"""Every problem of a run cites the rule that made it (:class:`code2skill.problem.Problem`'s
``rule``, the rule of its review item's evidence).

The code is read with ``ast``: each ``Problem(…)`` call's rule (a literal, or a constant of its
module or one it imports) is in the catalogue, and a call passing none (so citing
``resolve.unresolved``) is not made where the code says another rule decides (the enclosing
function's docstring naming ``Rule ``x````, a ``# rule x`` comment on the call's line or the
lines of the statement above it, or the module's own ``RULE`` constant). The producers of the
coverage checks and the URL observation are then run, and their problems' rules asserted.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

from code2skill.catalogue import lookup
from code2skill.problem import UNRESOLVED_RULE, Problem

ROOT = Path(__file__).resolve().parents[1]
CODE = [*sorted((ROOT / "src" / "code2skill").rglob("*.py")),
        *sorted((ROOT / "extractors").rglob("*.py"))]
CLAIMED = re.compile(r"(?:\b[Rr]ules?\s+``|# rule |\(rule )([a-z][a-z0-9-]*(?:\.[a-z][a-z0-9-]*)+)")


def problem_class_imported(tree: ast.Module) -> bool:
    """Whether the module imports :class:`code2skill.problem.Problem` (the audit and the
    contract loader have Problem classes of their own)."""
    return any(isinstance(n, ast.ImportFrom) and n.module == "code2skill.problem"
               and any(a.name == "Problem" for a in n.names) for n in ast.walk(tree))


def constants(tree: ast.Module) -> dict[str, str]:
    """The module's string constants (``RULE = "x.y"``) and the constants it imports from
    another module of the package under a name (``RULE as PAGE_RULE``), in its functions too."""
    found: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) \
                and isinstance(node.value.value, str):
            found.update({t.id: node.value.value for t in node.targets
                          if isinstance(t, ast.Name)})
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("code2skill"):
            theirs = module_constants(node.module)
            found.update({a.asname or a.name: theirs[a.name] for a in node.names
                          if a.name in theirs})
            found.update({f"{a.asname or a.name}.{name}": value for a in node.names
                          for name, value in module_constants(
                              f"{node.module}.{a.name}").items()})
    return found


def module_constants(module: str) -> dict[str, str]:
    """The top-level string constants of the package's ``module`` (``{}``: no such module)."""
    path = ROOT / "src" / Path(*module.split("."))
    source = path.with_suffix(".py") if path.with_suffix(".py").exists() \
        else path / "__init__.py"
    if not source.exists():
        return {}
    return {t.id: n.value.value for n in ast.parse(source.read_text(encoding="utf-8")).body
            if isinstance(n, ast.Assign) and isinstance(n.value, ast.Constant)
            and isinstance(n.value.value, str) for t in n.targets if isinstance(t, ast.Name)}


def header_end(statement: ast.stmt) -> int:
    """The last line of ``statement``'s own text: the line before its first inner statement
    (the header of an ``if``/``for``/``with``), else its last line."""
    body = getattr(statement, "body", None)
    return body[0].lineno - 1 if isinstance(body, list) and body else statement.end_lineno


def problem_calls() -> list[tuple[str, int, str | None, set[str]]]:
    """:func:`scan` of every module of the package and the extractors."""
    return [call for path in CODE
            for call in scan(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())]


def scan(text: str, rel: str) -> list[tuple[str, int, str | None, set[str]]]:
    """``(rel, line, rule, claimed)`` of each ``Problem(…)`` call of the module ``text``: the
    rule it passes (``None``: none, so ``resolve.unresolved``; ``"?"``: one not read) and the
    rules the code around it claims (``resolve.unresolved`` left out). A call spreading a
    tuple (``Problem(*item)``) is no call the scan reads."""
    tree = ast.parse(text)
    if not problem_class_imported(tree):
        return []
    lines = text.splitlines()
    known = constants(tree)
    own = {known["RULE"]} if "RULE" in known else set()
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    out = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "Problem") or any(
                    isinstance(a, ast.Starred) for a in node.args):
            continue
        given = node.args[3] if len(node.args) > 3 else next(
            (k.value for k in node.keywords if k.arg == "rule"), None)
        if given is None:
            rule = None
        elif isinstance(given, ast.Constant):
            rule = given.value
        else:
            rule = known.get(ast.unparse(given), "?")
        claimed, up = set(own), node
        while up in parents and not isinstance(up, (ast.FunctionDef, ast.Module)):
            up = parents[up]
            if isinstance(up, ast.stmt) and not isinstance(up, ast.FunctionDef):
                claimed |= {m for line in lines[up.lineno - 1:header_end(up)]
                            for m in CLAIMED.findall(line)}
        if isinstance(up, ast.FunctionDef):
            claimed |= set(CLAIMED.findall(ast.get_docstring(up) or ""))
        out.append((rel, node.lineno, rule, claimed - {UNRESOLVED_RULE}))
    return out


def test_every_problem_cites_a_catalogued_rule() -> None:
    calls = problem_calls()
    assert len(calls) >= 20, calls                  # the scan finds the producers
    unread = [(f, line) for f, line, rule, _ in calls if rule == "?"]
    assert not unread, f"Problem rules the test cannot read (use a constant): {unread}"
    unknown = [(f, line, rule) for f, line, rule, _ in calls
               if rule is not None and lookup(rule) is None]
    assert not unknown, f"Problem rules not in the catalogue: {unknown}"


def test_no_problem_of_a_kind_with_its_own_rule_cites_resolve_unresolved() -> None:
    unresolved = [(f, line, sorted(claimed)) for f, line, rule, claimed in problem_calls()
                  if rule is None and claimed]
    assert not unresolved, (
        "Problem(…) made where the code names its own rule, yet citing resolve.unresolved: "
        f"pass that rule: {unresolved}")


def test_the_scan_sees_a_claimed_rule_left_out() -> None:
    """The scan itself: a call passing no rule where a docstring and a ``# rule`` comment of
    its ``if`` name rules is caught; a comment of a sibling statement is not read, and a call
    passing the module's constant is read."""
    source = ('from code2skill.problem import Problem\n'
              'OWN_RULE = "url.static-file"\n'
              'def f(out, site):\n'
              '    """Rule ``url.partial-scheme``: …"""\n'
              '    if site:   # rule url.page-address\n'
              '        out.append(Problem("info", "x", site))\n'
              '    for s in site:\n'
              '        if s:   # rule url.not-http\n'
              '            continue\n'
              '        out.append(Problem("info", "y", s, OWN_RULE))\n')
    assert scan(source, "x.py") == [
        ("x.py", 6, None, {"url.partial-scheme", "url.page-address"}),
        ("x.py", 10, "url.static-file", {"url.partial-scheme"})]


# ---- the producers, run


def test_coverage_producers_cite_their_rules() -> None:
    from code2skill.declared_clients import DeclaredMiss, declared_problems
    from code2skill.generated_modules import MissingModule, missing_problems
    from code2skill.inferred_aliases import UnseenAlias
    from code2skill.pipeline import unseen_problems
    from code2skill.sdk_calls import sdk_problems
    from code2skill.style_coverage import MixinUse, style_problems

    where = ("src/api.ts", (3, 0, 3, 10))
    rules = {
        "declared": {p.rule for p in declared_problems(
            [DeclaredMiss("@acme/client", "client library", 2, where)])},
        "missing": {p.rule for p in missing_problems(
            {"src/gen": MissingModule("src/gen/graphql", where)}, [])},
        "sdk": {p.rule for p in sdk_problems({where: "sdk:@acme/api"})},
        "style": {p.rule for p in style_problems(
            {where: "style:react-admin"}, MixinUse(("ItemBase",), ("Item.vue",), where))},
        "unseen": {p.rule for p in unseen_problems(
            [UnseenAlias("@app/", 3, 2, ("src/api.ts", "@app/x"))], {})},
    }
    assert rules == {"declared": {"coverage.declared-client"},
                     "missing": {"coverage.missing-generated-module"},
                     "sdk": {"coverage.opaque-sdk"}, "style": {"coverage.unmodelled-style"},
                     "unseen": {"modules.unseen-alias"}}


URLS = """\
import axios from 'axios';
export async function load(id) {
  fetch('mailto:team@app.example');
  axios.get('wss://push.app.example/socket');
  fetch('/styles/theme.css');
  fetch('http' + window.streamUrl);
  const r = await fetch('/api/uploads/' + id);
  const { uploadUrl } = await r.json();
  await fetch(uploadUrl, { method: 'PUT' });
  return fetch('/api/real');
}
"""


def test_url_problems_cite_their_rules(derive_files) -> None:
    contract = derive_files({"src/load.js": URLS})
    cited = sorted((r["evidence"][0]["line"], r["evidence"][0]["rule"])
                   for r in contract["review"] if r.get("capability") is None and r["evidence"])
    assert cited == [(3, "url.not-http"), (4, "url.not-http"), (5, "url.static-file"),
                     (6, "url.partial-scheme"), (9, "url.runtime-response")]
    assert all(lookup(rule) is not None for _, rule in cited)


def test_problem_default_rule() -> None:
    assert Problem("medium", "x", None).rule == UNRESOLVED_RULE == "resolve.unresolved"
