"""The rule catalogue against the code (``code2skill.catalogue``).

The meta-test reads ``src/`` and ``extractors/`` with ``ast``: every string literal shaped like
a rule id (``family.rule``), every literal at a rule position (``observed(where, RULE)``,
``rule=RULE`` …) and every f-string rule family (``f"{lib}.method"``) must be in the catalogue,
and so must every ``rule`` of the goldens and sample outputs; every catalogue entry must occur
in the code. Dotted literals that are no rule ids (file names, module names, value kinds,
memo keys) are listed below.
"""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from code2skill.audit.rules import RULES as AUDIT_RULES
from code2skill.cli import app
from code2skill.catalogue import KINDS, PLACEHOLDERS, README, catalogue, close_ids, lookup
from code2skill.catalogue import RULES as RULES_SECTION
from code2skill.catalogue import unknown_message
from code2skill.probe.rules import RULES as PROBE_RULES
from code2skill.validate.rules import RULES as VALIDATE_RULES

ROOT = Path(__file__).resolve().parents[1]
CODE = [*sorted((ROOT / "src").rglob("*.py")), *sorted((ROOT / "extractors").rglob("*.py"))]
OUTPUTS = [*sorted((ROOT / "tests" / "golden").rglob("*.json")),
           *sorted((ROOT / "tests" / "export_fixture").rglob("*.json")),
           *sorted((ROOT / "samples").glob("*/expected/*.json"))]
CATALOGUE_FILE = "src/code2skill/catalogue.py"

RULE_SHAPE = re.compile(r"[a-z][a-z0-9-]*(?:\.[a-zA-Z][a-zA-Z0-9-]*)+")
FILE_SUFFIXES = (".json", ".mjs", ".cjs", ".js", ".ts", ".j2", ".toml", ".scm", ".md")
NOT_RULE_IDS = {
    # file names
    "cache.key", "index.html",
    # package names
    "socket.io-client",
    # JavaScript names the extractors look for
    "import.meta", "import.meta.env", "window.btoa", "this.model",
    # event names the passes look for (Bootstrap's modal events)
    "show.bs.modal", "shown.bs.modal",
    # kinds of values (instances, clients) the resolver passes around
    "event-source.stream", "web-socket.connection", "trpc.context", "trpc.link", "trpc.middleware", "trpc.mutation",
    "trpc.options", "trpc.procedure", "trpc.proxy", "trpc.react", "trpc.router", "trpc.server",
    "trpc.server-builder", "trpc.utils", "trpc.query-options", "restangular.element", "restangular.collection",
    "restangular.configured", "backbone.class", "backbone.instance", "better-auth.plugin", "connect.file", "connect.service",
    "connect.transport", "connect.client", "grpc-web.client", "connect.mutation", "zodios.hooks", "zodios.mutation",
    "ts-rest.contract", "ts-rest.router", "ts-rest.client", "ts-rest.mutation",
    "openapi-react-query.mutation",
    # memo keys of passes
    "errors.first-reads", "errors.own-first-reads",
    # where a piece of URL or method text came from (Text.origin), never written out
    "url.base-join", "url.parameter-path", "url.search-params", "fetch.default",
    "ofetch.default", "graphql.post", "graphql.default-endpoint", "ember-ajax.join",
    # a made-up host the probe writes into inputs
    "probe.invalid",
}
NOT_RULE_SHAPES = {
    "*.*",              # a member name (`Adapter.method`), trpc's `{rule}.{verb}` (its prefixes are literals)
    "*.default",        # ky's Text.origin of its default method
    "*.emit",           # an emitter's emit call, the label of an ngx-uploader event
    "*.handleSubmit", "*.register", "*.value",      # names of form members
    "default.apollo.*",  # a context label
    "file.*",           # an upload binding's input
    "swr.*",            # the name of an unknown SWR call in a review message
}
# positions whose string argument is a rule id: callee name → argument index; keywords
RULE_ARGUMENTS = {"observed": 1, "inferred": 1, "default": 0, "finding": 0}
RULE_KEYWORDS = {"rule", "name_rule"}


def placeholder_shape(entry_id: str) -> str:
    return re.sub(r"<[a-z-]+>", "*", entry_id)


def fstring_shape(node: ast.JoinedStr) -> str:
    return "".join(v.value if isinstance(v, ast.Constant) else "*" for v in node.values)


def code_literals() -> tuple[dict[str, list[str]], dict[str, list[str]], dict[str, list[str]]]:
    """``(dotted, positional, shapes)``: rule-shaped string literals of the code, literals at
    rule positions, and f-string shapes (``*.method``), each with its ``file:line`` places."""
    dotted: dict[str, list[str]] = {}
    positional: dict[str, list[str]] = {}
    shapes: dict[str, list[str]] = {}
    for path in CODE:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        rel = path.relative_to(ROOT).as_posix()
        pieces = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
        for node in ast.walk(tree):
            where = f"{rel}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.JoinedStr):
                shape = fstring_shape(node)
                if re.fullmatch(r"[a-z*][a-z0-9*-]*(?:\.[a-zA-Z*][a-zA-Z0-9*-]*)+", shape) \
                        and not shape.endswith(FILE_SUFFIXES):
                    shapes.setdefault(shape, []).append(where)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and id(node) not in pieces and RULE_SHAPE.fullmatch(node.value) \
                    and not node.value.endswith(FILE_SUFFIXES) \
                    and not node.value.startswith("code2skill."):
                dotted.setdefault(node.value, []).append(where)
            elif isinstance(node, ast.Call):
                callee = node.func.id if isinstance(node.func, ast.Name) else getattr(
                    node.func, "attr", None)
                args = [a for i, a in enumerate(node.args) if RULE_ARGUMENTS.get(callee) == i]
                args += [k.value for k in node.keywords if k.arg in RULE_KEYWORDS]
                for arg in args:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        positional.setdefault(arg.value, []).append(where)
    return dotted, positional, shapes


def output_rules() -> dict[str, list[str]]:
    """Every ``rule`` value of the goldens and sample outputs, with the files holding it."""
    found: dict[str, list[str]] = {}

    def walk(value, where: str) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                if key == "rule" and isinstance(item, str):
                    found.setdefault(item, []).append(where)
                walk(item, where)
        elif isinstance(value, list):
            for item in value:
                walk(item, where)

    for path in OUTPUTS:
        walk(json.loads(path.read_text(encoding="utf-8")), path.relative_to(ROOT).as_posix())
    return found


def family_prefix(value: str) -> bool:
    """``value`` is the fixed start of a family (``trpc.mutation-post`` of
    ``trpc.mutation-post.<word>``)."""
    return any(e.is_family and e.id.startswith(value + ".<") for e in catalogue().values())


def test_every_emitted_rule_id_is_catalogued() -> None:
    dotted, positional, shapes = code_literals()
    family_shapes = {placeholder_shape(e.id) for e in catalogue().values() if e.is_family}
    missing = {}
    for value, places in {**dotted, **positional}.items():
        if value not in NOT_RULE_IDS and lookup(value) is None and not family_prefix(value):
            missing[value] = places[0]
    for shape, places in shapes.items():
        if shape not in family_shapes and shape not in NOT_RULE_SHAPES:
            missing[f"f-string {shape}"] = places[0]
    for value, places in output_rules().items():
        if lookup(value) is None:
            missing[value] = places[0]
    assert not missing, (
        f"rule ids emitted but not in the catalogue: add one line each to _DERIVE (or _EXPORT) "
        f"of {CATALOGUE_FILE} (anchor RULES unless a README section describes it); a dotted name that is no rule id goes to NOT_RULE_IDS or "
        f"NOT_RULE_SHAPES of tests/test_rule_catalogue.py:\n" + "\n".join(
            f"  {where}: {value}\n    {catalogue_line(value)}"
            for value, where in sorted(missing.items())))


DOCS = ["README.md", "src/code2skill/export/templates/README.md.j2"]
RULE_LIKE = re.compile(r"[a-z][a-z0-9-]*(?:\.[a-z][a-zA-Z0-9-]*)+")
CALLED_A_RULE = (r"[Rr]ules? ``({})``", r"# rule ({})", r"^\* ``({})``(?: / ``[^`]+``)* —")


def code_spans(text: str) -> list[tuple[int, str]]:
    """``(offset, content)`` of the Markdown code spans of ``text``: a run of N backticks up to
    the next run of exactly N in the same paragraph or table row (a run left unmatched is
    literal backticks)."""
    spans, run, i = [], re.compile(r"`+"), 0
    while (opening := run.search(text, i)) is not None:
        j, closing = opening.end(), None
        while (k := run.search(text, j)) is not None:
            between = text[opening.end():k.start()]
            if "\n\n" in between or "\n|" in between:
                break
            if len(k.group(0)) == len(opening.group(0)):
                closing = k
                break
            j = k.end()
        if closing is None:
            i = opening.end()
            continue
        spans.append((opening.start(), text[opening.end():closing.start()].strip()))
        i = closing.end()
    return spans


def called_rules() -> set[str]:
    """The dotted names the code's docstrings and comments call rules (``Rule ``x````, ``# rule
    x``, a ``* ``x`` —`` bullet of a module's rule list)."""
    code = "\n".join(path.read_text(encoding="utf-8") for path in CODE)
    shape = RULE_LIKE.pattern.replace("(?:", "(?:")
    return {name for pattern in CALLED_A_RULE
            for name in re.findall(pattern.format(shape), code, re.M)}


def documented_rule_names() -> dict[str, str]:
    """``{name: file:line}`` of each rule-like id the README (and the export README) names in
    a code span: a dotted ``family.rule`` that has a hyphen after its family
    (``path.dot-segments``), follows the word "rule", or is what the code calls a rule."""
    called = called_rules()
    found: dict[str, str] = {}
    for rel in DOCS:
        text = (ROOT / rel).read_text(encoding="utf-8")
        for offset, name in code_spans(text):
            if not RULE_LIKE.fullmatch(name) or name.endswith(FILE_SUFFIXES + (".py",)):
                continue
            ruled = re.search(r"\brules? $", text[max(0, offset - 6):offset])
            if "-" in name.split(".", 1)[1] or ruled or name in called:
                found.setdefault(name, f"{rel}:{text.count(chr(10), 0, offset) + 1}")
    return found


def test_the_readme_names_only_catalogued_rule_ids() -> None:
    """A rule id the README names is one ``code2skill rules`` knows: a name of internal
    behaviour that no output carries is described in prose, not given as a rule id."""
    unknown = {name: where for name, where in documented_rule_names().items()
               if lookup(name) is None and not family_prefix(name)
               and name not in NOT_RULE_IDS}
    assert not unknown, (
        "the README names rule ids `code2skill rules` does not know: catalogue the id when "
        "the code emits it, else stop naming it:\n" + "\n".join(
            f"  {where}: {name}" for name, where in sorted(unknown.items(),
                                                           key=lambda kv: kv[1])))


def catalogue_line(value: str) -> str:
    """The line of ``_DERIVE`` to add for ``value`` (an f-string shape's ``*`` as ``<word>``,
    or another placeholder of ``PLACEHOLDERS``)."""
    rule_id = value.removeprefix("f-string ").replace("*", "<word>")
    return f'("{rule_id}", None, RULES, "<one-line summary>"),'


def test_no_dead_catalogue_entries() -> None:
    dotted, positional, shapes = code_literals()
    texts = set(dotted) | set(positional)
    dead = []
    for entry in catalogue().values():
        if entry.kind != "derive" and entry.kind != "export":
            continue                   # the checkers' tables are their own code
        if entry.is_family:
            found = placeholder_shape(entry.id) in shapes or any(
                entry.pattern().fullmatch(t) or entry.id.startswith(t + ".<") for t in texts)
        else:
            found = entry.id in texts
        if not found:
            dead.append(entry.id)
    assert not dead, (f"catalogue entries no code emits: remove them from {CATALOGUE_FILE}: "
                      + ", ".join(dead))


def test_notes_are_not_stale() -> None:
    """Every NOT_RULE id and shape still occurs in the code."""
    dotted, _, shapes = code_literals()
    assert NOT_RULE_IDS - set(dotted) == set()
    assert NOT_RULE_SHAPES - set(shapes) == set()


def test_checker_rows_come_from_their_tables() -> None:
    entries = catalogue()
    for kind, table in (("audit", AUDIT_RULES), ("validate", VALIDATE_RULES),
                        ("probe", PROBE_RULES)):
        for rule in table.values():
            entry = entries[rule.id]
            assert (entry.kind, entry.severity, entry.summary, entry.name, entry.hint) == (
                kind, rule.severity, rule.summary, rule.name, rule.hint)
    assert len([e for e in entries.values() if e.kind == "audit"]) == len(AUDIT_RULES) == 33
    assert len([e for e in entries.values() if e.kind == "validate"]) == 26
    assert len([e for e in entries.values() if e.kind == "probe"]) == 8


def test_entries_are_well_formed() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    sections = dict(section_texts(readme))
    for entry in catalogue().values():
        assert entry.kind in KINDS
        assert entry.severity in (None, "info", "low", "medium", "high")
        assert entry.summary and "\n" not in entry.summary
        assert entry.anchor in sections, f"{entry.id}: no README section #{entry.anchor}"
        assert entry.help_uri == f"{README}#{entry.anchor}"
        for name in re.findall(r"<([a-z-]+)>", entry.id):
            assert name in PLACEHOLDERS
        # a section of prose names the rules it describes (the checkers' by their family:
        # `C2S-L…`); the rule catalogue's section lists rules no other section describes, and
        # `code2skill rules` shows them all, so a new rule there is one line of _DERIVE
        if entry.anchor != RULES_SECTION:
            named = f"`{entry.id}`" if entry.kind in ("derive", "export") else entry.id[:5]
            assert named in sections[entry.anchor], \
                f"README #{entry.anchor} does not name {named}: name it there, or anchor " \
                f"{entry.id} at RULES in {CATALOGUE_FILE}"


def section_texts(readme: str):
    """``(anchor, text)`` of each ``## `` section, anchors as GitHub makes them."""
    parts = re.split(r"^## (.+)$", readme, flags=re.M)
    for title, text in zip(parts[1::2], parts[2::2]):
        yield re.sub(r"[^a-z0-9 -]", "", title.lower()).replace(" ", "-"), text


@pytest.mark.parametrize("rule_id, expected", [
    ("side-effect.method", "side-effect.method"),
    ("axios.method", "<library>.method"),
    ("ember-data.method", "<library>.method"),
    ("ember-data.findAll", "ember-data.<word>"),
    ("ember-data.adapter-headers", "ember-data.adapter-headers"),
    ("zod.string-max", "<schema-library>.<word>-<word>"),
    ("zod.string", "<schema-library>.<word>"),
    ("zod.enum", "<schema-library>.enum"),
    ("trpc.mutation-post.mutateAsync", "trpc.mutation-post.<word>"),
    ("status.requires-review", "status.<status>"),
    ("risk.destructive", "risk.<risk>"),
    ("risk.destructive-ui", "risk.destructive-ui"),
    ("body.whole-object", "<location>.whole-object"),
    ("C2S-L005", "C2S-L005"),
    ("C2S-P008", "C2S-P008"),
])
def test_lookup(rule_id: str, expected: str) -> None:
    assert lookup(rule_id).id == expected


def test_unknown_ids() -> None:
    assert lookup("nothing.like-this") is None
    assert lookup("axios2.method") is None
    assert lookup("risk.silly") is None
    assert close_ids("C2S-L0011") == ["C2S-L011", "C2S-L001", "C2S-V011"]
    assert unknown_message("side-effect.methd") == (
        "unknown rule 'side-effect.methd'; did you mean side-effect.method, "
        "side-effect.method-guess, side-effect.method-unshown?")
    assert unknown_message("zzz") == "unknown rule 'zzz'; `code2skill rules` lists them"


def rules(*args: str):
    return CliRunner().invoke(app, ["rules", *args])


def test_rules_lists_the_catalogue() -> None:
    result = rules()
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert len(lines) == len(catalogue())
    width = max(len(i) for i in catalogue())
    assert lines[0] == f"{'<library>.call':<{width}}  derive    -       a direct call of the HTTP " \
                       "library makes the request"
    assert f"{'C2S-L002':<{width}}  audit     high    a write that is not proven idempotent " \
           "allows automatic retry" in lines
    assert f"{'wrapper.never-called':<{width}}  derive    low     a wrapper method no code of " \
           "the program calls, or a function whose every caller leads (up to 4 levels of " \
           "callers) to such a method: its capability is no Tool, and an item naming no " \
           "capability gives its endpoints and the Tool left out, citing that method" in lines
    listed = json.loads(rules("--format", "json").stdout)
    assert [r["id"] for r in listed] == list(catalogue())
    assert listed[0] == {"id": "<library>.call", "kind": "derive", "severity": None,
                         "summary": "a direct call of the HTTP library makes the request",
                         "name": None, "hint": None,
                         "helpUri": "README.md#rule-catalogue"}


def test_rules_shows_one_rule_in_full() -> None:
    assert rules("C2S-L002").stdout == (
        "id: C2S-L002\nkind: audit\nseverity: high\nname: retry-on-non-idempotent-write\n"
        "summary: a write that is not proven idempotent allows automatic retry\n"
        'fix: set operationPolicy.automaticRetry to "never" (or prove idempotency, e.g. a key)\n'
        "docs: README.md#audit-and-update-a-reviewed-contract\n")
    assert rules("server-code.not-a-candidate").stdout == (
        "id: server-code.not-a-candidate\nkind: derive\nseverity: info\n"
        "summary: an endpoint only backend code calls is not a client capability\n"
        "docs: README.md#what-it-recognises\n")
    assert rules("zod.string-max").stdout == (
        "id: zod.string-max (family <schema-library>.<word>-<word>)\nkind: derive\n"
        "severity: -\nsummary: a schema library's check (z.string().max(), "
        "yup.string().required()) bounds the input\n"
        "docs: README.md#rule-catalogue\n")
    assert json.loads(rules("C2S-V019", "-f", "json").stdout) == {
        "id": "C2S-V019", "kind": "validate", "severity": "high",
        "summary": "a generated module does not parse as JavaScript", "name": "syntax-error",
        "hint": "re-export the package",
        "helpUri": "README.md#run-it-as-an-mcp-server"}


def test_rules_of_an_unknown_id_exits_2_naming_close_ids() -> None:
    result = rules("side-effect.methd")
    assert (result.exit_code, result.stdout, result.stderr) == (
        2, "", "code2skill: error: unknown rule 'side-effect.methd'; did you mean "
               "side-effect.method, side-effect.method-guess, side-effect.method-unshown?\n")
    far = rules("qqq")
    assert (far.exit_code, far.stderr) == (
        2, "code2skill: error: unknown rule 'qqq'; `code2skill rules` lists them\n")
