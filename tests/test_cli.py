"""The command line: version, help, schema, derive's exit codes, outputs and determinism."""
from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import jsonschema
import pytest
from conftest import write_tree
from typer.testing import CliRunner

from code2skill import __version__
from code2skill.cli import app, close_options

BIN = Path(sys.executable).parent          # the console scripts of this environment
RESOLVED = {
    "src/api.ts": (
        "import axios from 'axios';\n"
        "const api = axios.create({ baseURL: 'https://api.shop.example/v1' });\n"
        "export const listOrders = (page: number) => api.get('/orders', { params: { page } });\n"
        "export const getOrder = (id: string) => api.get(`/orders/${id}`);\n"
        "export const cancelOrder = (id: string) => api.delete(`/orders/${id}`);\n"
    ),
    "src/auth.js": "export const me = () => fetch('/session/me', { credentials: 'include' });\n",
}
UNRESOLVED = {
    "src/dyn.ts": ("import { buildUrl } from 'url-kit';\n"
                   "export const load = () => fetch(buildUrl('orders'));\n"),
}


def unwrap(text: str) -> str:
    """Text with all whitespace removed (stderr is re-wrapped; see the xfail tests below)."""
    return "".join(text.split())


def run(*args: str):
    return CliRunner().invoke(app, list(args))


@pytest.fixture
def repo(tmp_path) -> Path:
    return write_tree(tmp_path / "shop", RESOLVED)


# ---------------------------------------------------------------- global options
def test_version():
    result = run("--version")
    assert result.exit_code == 0
    assert result.stdout == f"code2skill {__version__}\n"


def test_version_of_installed_script():
    proc = subprocess.run([str(BIN / "code2skill"), "--version"], capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0
    assert proc.stdout == f"code2skill {__version__}\n"


def test_help_mentions_examples_and_commands():
    result = run("--help")
    assert result.exit_code == 0
    assert "Examples:" in result.stdout
    assert "code2skill derive ./client-repo -o canonical-contract.json" in result.stdout
    assert "derive" in result.stdout and "schema" in result.stdout


def test_derive_help_mentions_examples_and_options():
    result = run("derive", "--help")
    assert result.exit_code == 0
    for text in ("Examples:", "--output", "--graph", "--include", "--exclude", "--strict",
                 "--jobs", "--cache-dir", "--quiet"):
        assert text in result.stdout, text


@pytest.mark.parametrize("command", ["derive", "audit", "export", "skill", "host-check",
                                     "report", "schema", "validate", "probe", "rules"])
def test_short_help_option_is_the_long_one(command):
    short, long = run(command, "-h"), run(command, "--help")
    assert short.exit_code == long.exit_code == 0
    assert short.stdout == long.stdout
    assert short.stdout.startswith(f"Usage: root {command} ")   # CliRunner names the program "root"
    assert "-h, --help" in short.stdout


def test_help_examples_one_per_line():
    lines = [line.strip() for line in run("--help").stdout.splitlines()]
    for example in ("code2skill derive ./client-repo -o canonical-contract.json",
                    "code2skill audit canonical-contract.json ./client-repo",
                    "code2skill schema > canonical-contract.schema.json"):
        assert example in lines, example


COMMANDS = ["derive", "audit", "export", "skill", "host-check", "report", "schema", "validate",
            "probe", "rules"]


@pytest.mark.parametrize("command", COMMANDS)
def test_each_command_shows_its_own_examples_and_each_parses(command):
    """Every command's help has examples of that command only, and each example's options
    and arguments are ones the command takes (click parses it without running it)."""
    import shlex

    import typer.main

    lines = run(command, "-h").stdout.split("Examples:", 1)[1].split("Arguments:")[0] \
        .split("Options:")[0].strip().splitlines()
    assert lines
    click_command = typer.main.get_command(app).commands[command]
    for line in lines:
        words = shlex.split(line.split(" >")[0])
        assert words[:2] == ["code2skill", command], line
        click_command.make_context(command, words[2:])       # raises on a wrong option


@pytest.mark.parametrize("command", COMMANDS)
def test_each_command_help_gives_its_exit_codes(command):
    assert "Exit 0" in " ".join(run(command, "-h").stdout.split()), command


def test_audit_with_its_arguments_swapped_says_which_comes_first(repo, tmp_path):
    contract = tmp_path / "c.json"
    assert run("derive", str(repo), "-o", str(contract), "-q").exit_code == 0
    result = run("audit", str(repo), str(contract))
    assert result.exit_code == 2
    assert result.stderr == (f"code2skill: error: CONTRACT {repo} is a folder and PATH "
                             f"{contract} a file: the contract comes first (code2skill audit "
                             "CONTRACT PATH)\n")


def test_option_values_are_named_for_what_they_take():
    """Metavars say what a value is (FILE, DIR, GLOB, N), not the Python type."""
    text = run("derive", "-h").stdout
    for usage in ("-o, --output FILE", "--graph FILE", "--include GLOB", "--exclude GLOB",
                  "-j, --jobs N", "--cache-dir DIR", "--update CONTRACT", "--summary FILE"):
        assert usage in text, usage
    assert "list[str]" not in text and "int range" not in text
    assert "[[KIND]]" not in run("schema", "-h").stdout


def test_no_arguments_shows_usage_and_exits_2():
    result = run()
    assert result.exit_code == 2
    assert "Usage:" in result.output


# ---------------------------------------------------------------- schema
def test_schema_is_json_schema_2020_12():
    result = run("schema")
    assert result.exit_code == 0
    schema = json.loads(result.stdout)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["type"] == "object"
    assert sorted(schema["properties"]) == [
        "capabilities", "consumerRequirements", "contractVersion", "resources", "review",
        "services", "source", "workflows"]
    jsonschema.Draft202012Validator.check_schema(schema)


def test_derived_contract_validates_against_schema(repo):
    schema = json.loads(run("schema").stdout)
    result = run("derive", str(repo), "-q")
    assert result.exit_code == 0
    contract = json.loads(result.stdout)
    jsonschema.Draft202012Validator(schema).validate(contract)
    assert contract["contractVersion"] == "code2skill.canonical-contract/v1"


# ---------------------------------------------------------------- derive: input errors
def test_derive_missing_path_exits_2_with_path(tmp_path):
    missing = tmp_path / "no-such-client"
    result = run("derive", str(missing))
    assert result.exit_code == 2
    assert result.stdout == ""
    assert unwrap(result.stderr) == unwrap(f"code2skill: error: {missing}: no such file or directory")


def test_derive_on_a_file_exits_2(tmp_path):
    write_tree(tmp_path, {"a.ts": "fetch('/x');\n"})
    result = run("derive", str(tmp_path / "a.ts"))
    assert result.exit_code == 2
    assert unwrap(result.stderr) == unwrap(f"code2skill: error: {tmp_path / 'a.ts'}: not a directory")


def test_error_message_keeps_a_long_path_on_one_line(tmp_path):
    missing = tmp_path / ("deeply-nested-folder-name/" * 4) / "client"
    result = run("derive", str(missing))
    assert result.exit_code == 2
    assert result.stderr == f"code2skill: error: {missing}: no such file or directory\n"


def test_error_message_keeps_brackets_in_path(tmp_path):
    missing = tmp_path / "x[b]y"
    result = run("derive", str(missing))
    assert result.exit_code == 2
    assert f"{missing}: no such file or directory" in result.stderr


@pytest.mark.parametrize("command", ["derive", "audit"])
def test_a_glob_that_never_matches_exits_2_naming_it(repo, tmp_path, command):
    contract = tmp_path / "contract.json"
    contract.write_text(run("derive", str(repo)).stdout)
    args = ["derive", str(repo)] if command == "derive" else ["audit", str(contract), str(repo)]
    result = run(*args, "--include", "src/**", "--exclude", "[", "--exclude",
                 f"{repo}/src/auth.js")
    assert result.exit_code == 2
    assert result.stdout == ""
    where = repo.resolve().as_posix()
    assert unwrap(result.stderr) == unwrap(
        "code2skill: error: --exclude '[': pathspec reads it as no pattern (an unclosed or "
        f"invalid '[…]' range), so it matches nothing; --exclude '{repo}/src/auth.js': an "
        f"absolute path; globs are relative to PATH ({where}): write 'src/auth.js' (a leading "
        "'/' anchors a glob at PATH)")


def test_derive_unwritable_output_exits_2(repo, tmp_path):
    missing = tmp_path / "missing-dir" / "out.json"
    result = run("derive", str(repo), "-o", str(missing))
    assert result.exit_code == 2
    assert f"-o {missing}: folder {missing.parent} does not exist" in result.stderr


def test_derive_bad_option_exits_2(repo):
    assert run("derive", str(repo), "--jobs", "-1").exit_code == 2
    assert run("derive", str(repo), "--no-such-option").exit_code == 2


def test_close_options_ignore_the_dashes_every_option_shares():
    options = ["--output", "-o", "--strict", "--include", "--exclude", "--summary", "--help"]
    assert close_options("--frobnicate", options) == []
    assert close_options("--stric", options) == ["--strict"]
    assert close_options("--includ", options) == ["--include", "--exclude"]
    assert close_options("-x", options) == []


@pytest.mark.parametrize("option, error", [
    ("--frobnicate", "Error: No such option: --frobnicate\n"),
    ("--sumary", "Error: No such option: --sumary (Possible options: --summary)\n"),
    ("--updat", "Error: No such option: --updat (Possible options: --update)\n")])
def test_an_unknown_option_suggests_only_close_names(repo, option, error):
    proc = subprocess.run([str(BIN / "code2skill"), "derive", str(repo), option],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 2
    assert proc.stderr.endswith(error), proc.stderr


# ---------------------------------------------------------------- derive: outputs
def test_derive_writes_contract_to_stdout_and_summary_to_stderr(repo):
    result = run("derive", str(repo))
    assert result.exit_code == 0
    contract = json.loads(result.stdout)
    assert [c["name"] for c in contract["capabilities"]] == \
        ["cancel_order", "get_order", "get_session_me", "list_orders"]
    severities = [r["severity"] for r in contract["review"]]
    tally = ", ".join(f"{severities.count(s)} {s}" for s in ("high", "medium", "low", "info")
                      if s in severities)
    assert tally                                   # the sample has review items
    assert " ".join(result.stderr.split()) == (
        "code2skill: 2 files analysed, 0 skipped, 4 capabilities, 2 services, "
        f"{len(contract['review'])} review items ({tally}), 4 request-like call sites "
        "(4 resolved, 0 reviewed, 0 unresolved)")


def test_quiet_writes_nothing_to_stderr(repo):
    result = run("derive", str(repo), "--quiet")
    assert result.exit_code == 0
    assert result.stderr == ""


def test_quiet_keeps_the_warnings_and_drops_the_summary(tmp_path):
    """``--quiet`` leaves out progress and the summary line, never a problem: a file that
    does not parse and a client not followed are still named on stderr."""
    root = write_tree(tmp_path / "shop", {**RESOLVED, "src/broken.ts": (
        "fetch('/api/broken', { method: 'POST', body: JSON.stringify({ a: 1 }) ;\n")})
    result = run("derive", str(root), "-q", "-o", str(tmp_path / "c.json"))
    assert result.exit_code == 0
    assert result.stderr == ("code2skill: src/broken.ts: parse: syntax errors; extraction "
                             "continued on the rest of the file (line 1)\n")


def test_output_file_and_graph(repo, tmp_path):
    out, graph = tmp_path / "contract.json", tmp_path / "graph.json"
    result = run("derive", str(repo), "-o", str(out), "--graph", str(graph), "-q")
    assert result.exit_code == 0
    assert result.stdout == ""
    contract = json.loads(out.read_text())
    assert contract["source"]["root"] == "shop"
    data = json.loads(graph.read_text())
    assert set(data) >= {"directed", "multigraph", "nodes", "links"}
    ids = {n["id"] for n in data["nodes"]}
    assert {"capability:cancel_order", "capability:get_session_me", "capability:get_order",
            "capability:list_orders"} <= ids
    assert {"endpoint:shop GET /orders", "endpoint:shop GET /orders/{id}",
            "endpoint:shop DELETE /orders/{id}"} <= ids
    assert {"file:src/api.ts", "file:src/auth.js"} <= ids
    links = {(l["source"], l["kind"], l["target"]) for l in data["links"]}
    assert ("capability:get_order", "implements", "endpoint:shop GET /orders/{id}") in links
    # the graph holds no absolute path
    assert str(tmp_path) not in graph.read_text()


def test_installed_script_writes_output(repo, tmp_path):
    out = tmp_path / "c.json"
    proc = subprocess.run([str(BIN / "code2skill"), "derive", str(repo), "-o", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == ""
    assert json.loads(out.read_text())["capabilities"][0]["name"] == "cancel_order"


def test_the_only_console_script_is_code2skill(repo):
    """A bare ``derive`` script would collide with other tools' commands of that name."""
    config = tomllib.loads((Path(__file__).resolve().parent.parent / "pyproject.toml")
                           .read_text(encoding="utf-8"))
    assert config["project"]["scripts"] == {"code2skill": "code2skill.cli:main"}
    proc = subprocess.run([str(BIN / "code2skill"), "derive", str(repo), "-q"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert [c["name"] for c in json.loads(proc.stdout)["capabilities"]] == \
        ["cancel_order", "get_order", "get_session_me", "list_orders"]


# ---------------------------------------------------------------- --strict
def test_strict_exits_0_when_everything_resolves(repo):
    result = run("derive", str(repo), "--strict", "-q")
    assert result.exit_code == 0
    assert [r for r in json.loads(result.stdout)["review"] if r["capability"] is None] == []


def test_an_empty_folder_says_nothing_was_found(tmp_path):
    (tmp_path / "empty").mkdir()
    result = CliRunner().invoke(app, ["derive", str(tmp_path / "empty"),
                                      "-o", str(tmp_path / "c.json")])
    assert result.exit_code == 0
    assert "code2skill: no JavaScript/TypeScript source file found in scope" in result.stderr
    assert json.loads((tmp_path / "c.json").read_text())["capabilities"] == []


def test_syntax_errors_are_reported_and_fail_strict(tmp_path):
    root = write_tree(tmp_path / "shop", {**RESOLVED, "src/broken.ts": (
        "fetch('/api/broken', { method: 'POST', body: JSON.stringify({ a: 1 }) ;\n"
        "export const after = () => fetch('/api/after');\n")})
    result = CliRunner().invoke(app, ["derive", str(root), "-o", str(tmp_path / "c.json")])
    assert result.exit_code == 0
    assert "code2skill: src/broken.ts: parse: syntax errors; extraction continued on the " \
           "rest of the file (line 1)" in result.stderr
    strict = run("derive", str(root), "--strict", "-q", "-o", str(tmp_path / "d.json"))
    assert strict.exit_code == 1


def test_strict_exits_1_when_a_url_cannot_be_resolved(tmp_path):
    root = write_tree(tmp_path / "shop", {**RESOLVED, **UNRESOLVED})
    out = tmp_path / "c.json"
    result = run("derive", str(root), "--strict", "-q", "-o", str(out))
    assert result.exit_code == 1
    contract = json.loads(out.read_text())           # still written
    unresolved = [r for r in contract["review"] if r["capability"] is None]
    assert [(r["message"], r["evidence"][0]["file"], r["evidence"][0]["line"])
            for r in unresolved] == [
        ("request URL has no fixed part to name an endpoint (unknown: library-call)",
         "src/dyn.ts", 2)]
    assert len(contract["capabilities"]) == 4


def test_without_strict_unresolved_url_exits_0(tmp_path):
    root = write_tree(tmp_path / "shop", {**RESOLVED, **UNRESOLVED})
    assert run("derive", str(root), "-q").exit_code == 0


# ---------------------------------------------------------------- determinism
def test_output_is_byte_identical_across_runs(repo, tmp_path):
    first = run("derive", str(repo), "-q", "--graph", str(tmp_path / "g1.json"))
    second = run("derive", str(repo), "-q", "--graph", str(tmp_path / "g2.json"))
    assert first.exit_code == second.exit_code == 0
    assert first.stdout == second.stdout
    assert (tmp_path / "g1.json").read_bytes() == (tmp_path / "g2.json").read_bytes()


def test_output_identical_with_jobs_and_cache(repo, tmp_path):
    base = run("derive", str(repo), "-q", "--jobs", "1").stdout
    pooled = run("derive", str(repo), "-q", "--jobs", "2").stdout
    cache = tmp_path / "cache"
    cold = run("derive", str(repo), "-q", "--cache-dir", str(cache)).stdout
    warm = run("derive", str(repo), "-q", "--cache-dir", str(cache)).stdout
    assert base == pooled == cold == warm


def test_output_identical_for_the_same_tree_in_another_place(tmp_path):
    a = write_tree(tmp_path / "one" / "shop", RESOLVED)
    b = write_tree(tmp_path / "two" / "shop", RESOLVED)
    out_a, out_b = run("derive", str(a), "-q").stdout, run("derive", str(b), "-q").stdout
    assert out_a == out_b
    assert str(tmp_path) not in out_a


def test_cache_dir_gives_the_same_contract_twice(repo, tmp_path):
    cache = tmp_path / "cache"
    first = run("derive", str(repo), "--cache-dir", str(cache), "-q")
    second = run("derive", str(repo), "--cache-dir", str(cache), "-q")
    assert first.exit_code == second.exit_code == 0
    assert first.stdout == second.stdout
    assert any(cache.iterdir())


def test_cache_dir_that_is_a_file_exits_2(repo, tmp_path):
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("x")
    result = run("derive", str(repo), "--cache-dir", str(blocker))
    assert result.exit_code == 2
    assert f"--cache-dir {blocker}" in result.stderr
    assert "Traceback" not in result.stderr


def test_strict_says_why_even_when_quiet(tmp_path):
    root = write_tree(tmp_path / "dyn", UNRESOLVED)
    result = run("derive", str(root), "--strict", "-q")
    assert result.exit_code == 1
    assert result.stderr == ("code2skill: strict: only 0 capabilities for 1 request-like call "
                             "sites of client code: many requests did not become capabilities "
                             "(not resolved: fetch 1); see review[] and source.coverage\n"
                             "code2skill: strict: src/dyn.ts:2: request URL has no fixed part to "
                             "name an endpoint (unknown: library-call)\n")


def test_jobs_beyond_the_settings_bound_are_a_usage_error(tmp_path):
    """``--jobs`` takes 0 to 64 like the settings file's ``jobs``: ``--jobs 999`` exits 2 and
    starts no worker."""
    sample = Path(__file__).resolve().parents[1] / "samples" / "bookshelf-fetch"
    result = CliRunner().invoke(app, ["derive", str(sample),
                                      "--jobs", "999", "-o", str(tmp_path / "c.json")])
    assert result.exit_code == 2
    assert "'--jobs'" in result.stderr and "64" in result.stderr
    assert not (tmp_path / "c.json").exists()
