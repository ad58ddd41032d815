"""Repository configuration that used to end the run with a traceback is now a diagnostic
naming the file (and line or field), and the run goes on.

Rules: ``config.field-type`` (tsconfig/package.json fields type-checked), a config that is not
JSON or nests too deep is ignored with a diagnostic, a ``.gitignore`` line pathspec cannot
compile is left out with a diagnostic, globs match in linear time (RE2), an ``--include`` glob
that cannot compile is a usage error (exit 2); a last path segment with no word
(``/api/-``) is named by its method alone.
"""
from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from code2skill.cli import app
from code2skill.normalize import json_text_body
from code2skill.values import ObjV, StrV, Text
from conftest import write_tree

USES_ALIAS = ("import x from '@/foo'; import y from 'lib/q';\n"
              "export const go = () => fetch('/api/items/' + x + y);\n")


def reasons(contract: dict) -> list[tuple[str, str, int | None]]:
    return [(d["path"], d["reason"], d["line"]) for d in contract["source"]["diagnostics"]]


def paths(contract: dict) -> list[str]:
    return sorted(r["pathTemplate"] for c in contract["capabilities"]
                  for r in c["implementation"]["requests"])


@pytest.mark.parametrize("segment", ["-", "🙂", "--", "_", ".", "~"])
def test_a_last_segment_without_words_is_named_by_its_method_and_path(derive_files, segment):
    # never a bare verb (rule name.verb-object): the path's one word is the object
    contract = derive_files({"a.js": f"export const f = () => fetch('/api/{segment}', "
                                     "{method: 'POST'});\n"})
    assert [c["name"] for c in contract["capabilities"]] == ["create_api"]


@pytest.mark.parametrize("line, problem", [
    ("[z-a]", "invalid .gitignore pattern '[z-a]' (bad character range z-a at position 10): "
              "left out"),
    ("\\", "invalid .gitignore pattern '\\\\' (Invalid git pattern: '\\\\'): left out"),
])
def test_an_invalid_gitignore_line_is_left_out_and_the_others_apply(derive_files, line,
                                                                    problem):
    contract = derive_files({".gitignore": f"{line}\ndrop.js\n",
                             "drop.js": "fetch('/api/drop');\n",
                             "keep.js": "export const k = () => fetch('/api/keep');\n"})
    assert paths(contract) == ["/api/keep"]
    assert (".gitignore", problem, 1) in reasons(contract)


def test_a_catastrophic_gitignore_pattern_matches_in_linear_time(derive_files):
    contract = derive_files({".gitignore": "*a*a*a*a*a*a*a*a*a*a*a*ab\n",
                             "a" * 60 + ".js": "export const k = () => fetch('/api/keep');\n",
                             "a" * 12 + "b/x.js": "fetch('/api/drop');\n"})
    assert paths(contract) == ["/api/keep"]
    assert [s["path"] for s in contract["source"]["skipped"]] == ["a" * 12 + "b/"]


@pytest.mark.parametrize("config, problem", [
    ({"compilerOptions": {"baseUrl": 42}}, "field 'baseUrl' is a number, not a string: left out"),
    ({"compilerOptions": {"baseUrl": ".", "paths": ["a"]}},
     "field 'paths' is an array, not an object: left out"),
    ({"compilerOptions": [1]}, "field 'compilerOptions' is an array, not an object: left out"),
    ({"extends": 7, "compilerOptions": {"baseUrl": "."}},
     "field 'extends' is a number, not a string or an array: left out"),
])
def test_a_tsconfig_field_of_the_wrong_type_is_left_out(derive_files, config, problem):
    contract = derive_files({"tsconfig.json": json.dumps(config), "src/a.ts": USES_ALIAS,
                             "src/foo.ts": "export default 'foo';\n"})
    assert ("tsconfig.json", problem, None) in reasons(contract)
    assert paths(contract) == ["/api/items/foo{y}"]         # the @/ default alias still works


def test_paths_targets_that_are_not_strings_are_dropped(derive_files):
    config = {"compilerOptions": {"baseUrl": ".", "paths": {"lib/*": [1, None, "src/lib/*"],
                                                              "@/*": "src/*"}}}
    contract = derive_files({"tsconfig.json": json.dumps(config), "src/a.ts": USES_ALIAS,
                             "src/foo.ts": "export default 'foo';\n",
                             "src/lib/q.ts": "export default 'q';\n"})
    assert paths(contract) == ["/api/items/fooq"]


@pytest.mark.parametrize("name", ["tsconfig.json", "package.json"])
def test_json_nested_100k_deep_is_ignored_with_a_diagnostic(derive_files, name):
    contract = derive_files({name: "[" * 100_000 + "]" * 100_000,
                             "a.js": "export const k = () => fetch('/api/keep');\n"})
    assert paths(contract) == ["/api/keep"]
    assert (name, "JSON nested too deep to read: ignored", None) in reasons(contract)


def test_package_json_fields_of_the_wrong_type_are_left_out(derive_files):
    package = {"name": 5, "imports": [1], "exports": [{"import": "./src/index.js"}],
               "main": {"import": 4}}
    contract = derive_files({"package.json": json.dumps(package),
                             "a.ts": "import x from '#foo';\n"
                                     "export const go = () => fetch('/api/' + x);\n"})
    assert ("package.json", "field 'name' is a number, not a string: left out", None) \
        in reasons(contract)
    assert ("package.json", "field 'imports' is an array, not an object: left out", None) \
        in reasons(contract)
    assert paths(contract) == ["/api/{x}"]


def test_a_workspace_package_with_a_fallback_array_export_resolves(derive_files):
    package = {"name": "@acme/api", "exports": [{"import": "./src/index.js"}]}
    contract = derive_files({"packages/api/package.json": json.dumps(package),
                             "packages/api/src/index.js": "export const BASE = '/v2';\n",
                             "web/a.js": "import { BASE } from '@acme/api';\n"
                                         "export const go = () => fetch(BASE + '/items');\n"})
    assert paths(contract) == ["/v2/items"]


def test_a_json_text_body_nested_too_deep_stays_a_string():
    body = StrV((Text("{\"a\":" * 100_000 + "1" + "}" * 100_000),))
    assert json_text_body(body) is body
    shallow = StrV((Text('{"a": {"b": 1}}'),))
    assert isinstance(json_text_body(shallow), ObjV)


def test_an_include_glob_that_cannot_compile_is_a_usage_error(tmp_path):
    root = write_tree(tmp_path / "app", {"a.js": "fetch('/api/x');\n"})
    result = CliRunner().invoke(app, ["derive", str(root), "--include", "[z-a]", "-q"])
    assert result.exit_code == 2
    assert "--include '[z-a]': an invalid glob: bad character range z-a" in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)


@pytest.mark.parametrize("name, key", [(".code2skill.toml", "include"),
                                       (".code2skill.toml", "exclude")])
def test_a_settings_glob_that_cannot_compile_names_the_file_and_key(tmp_path, name, key):
    """T2: a settings file's ``include = ["[z-a]"]`` was reported as ``--include '[z-a]'``, an
    option the user never gave; the message names the file and key."""
    root = write_tree(tmp_path / "app", {"a.js": "fetch('/api/x');\n",
                                         name: f'{key} = ["[z-a]"]\n'})
    result = CliRunner().invoke(app, ["derive", str(root), "-q"])
    assert result.exit_code == 2
    assert result.output == f"code2skill: error: {name}: {key} '[z-a]': an invalid glob: bad " \
        "character range z-a\n"


LONG = "a" * 50_000
HEAVY = ["a?b*" * 500 + str(i) for i in range(30)]     # each compiles, together too large


def test_a_gitignore_line_too_long_for_the_matcher_is_left_out(derive_files):
    """Rule scope.glob-size: a line over 4,096 characters is left out with a diagnostic;
    lines too large for RE2 to compile together are split into several sets, all applied."""
    contract = derive_files({".gitignore": "\n".join([LONG, "drop.js", *HEAVY]) + "\n",
                             "drop.js": "fetch('/api/drop');\n",
                             "keep.js": "export const k = () => fetch('/api/keep');\n"})
    assert paths(contract) == ["/api/keep"]
    found = [(r, n) for p, r, n in reasons(contract) if p == ".gitignore"]
    assert found[0] == (f"invalid .gitignore pattern {LONG[:80]!r} (longer than 4,096 "
                        "characters): left out", 1)
    assert found[1:] == []


@pytest.mark.parametrize("args, message", [
    (["--include", LONG], f"--include {LONG[:80]!r}: longer than 4,096 characters"),
    ([a for g in HEAVY for a in ("--exclude", g)],
     "the --exclude globs together are too large for the linear-time matcher"),
])
def test_a_cli_glob_too_large_is_a_usage_error(tmp_path, args, message):
    root = write_tree(tmp_path / "app", {"a.js": "fetch('/api/x');\n"})
    result = CliRunner().invoke(app, ["derive", str(root), *args, "-q"])
    assert result.exit_code == 2
    assert message in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)


@pytest.mark.parametrize("globs, pointer", [
    ([LONG], "/source/scope/include/0"), (HEAVY, "/source/scope/include")])
def test_a_recorded_glob_too_large_is_a_usage_error_naming_its_pointer(tmp_path, globs,
                                                                       pointer):
    root = write_tree(tmp_path / "app", {"a.js": "export const x = () => fetch('/api/x');\n"})
    out = tmp_path / "c.json"
    assert CliRunner().invoke(app, ["derive", str(root), "-q", "-o", str(out)]).exit_code == 0
    data = json.loads(out.read_text())
    data["source"]["scope"]["include"] = globs
    out.write_text(json.dumps(data))
    for argv in (["audit", str(out), str(root), "-q"],
                 ["derive", str(root), "-q", "--update", str(out)]):
        result = CliRunner().invoke(app, argv)
        assert result.exit_code == 2, result.output
        assert pointer in result.output


@pytest.mark.parametrize("name, text, line", [
    (".code2skill.toml", "jobs = " + "9" * 4301 + "\n", 1),
    ("pyproject.toml", "# code2skill\n[tool.other]\nx = " + "9" * 5000 + "\n", 3)])
def test_a_number_too_long_for_python_is_a_config_error(tmp_path, name, text, line):
    """Rule ``config.long-integer``: tomllib cannot convert a decimal of more than 4,300
    digits (a ``ValueError``, which was an internal error, exit 3)."""
    root = write_tree(tmp_path / "app", {"src/a.js": "fetch('/api/items');\n", name: text})
    result = CliRunner().invoke(app, ["derive", str(root), "-o", str(tmp_path / "c.json"),
                                      "-q", "--jobs", "1"])
    assert result.exit_code == 2
    assert result.output.strip() == (f"code2skill: error: {name}: line {line}: a number of "
                                     "more than 4,300 digits (no setting needs one)")
    assert not (tmp_path / "c.json").exists()
