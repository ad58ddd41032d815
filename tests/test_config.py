"""Project settings (``.code2skill.toml`` or ``[tool.code2skill]`` in ``pyproject.toml``):
read from the analysed folder, overridden by the command line, checked key by key."""
from __future__ import annotations

import json

import pytest
from audit_support import CREATE, GET, edited, run, save
from conftest import write_tree

from code2skill.catalogue import audit_rule_problem
from code2skill.config import Config, ConfigError, read_config

RULE_IDS = audit_rule_problem
APP = {"src/a.ts": "export const a = () => fetch('/api/a');\n",
       "src/legacy/b.ts": "export const b = () => fetch('/api/b', { method: 'DELETE' });\n"}


def names(result) -> list[str]:
    assert result.exit_code == 0, result.output
    return [c["name"] for c in json.loads(result.stdout)["capabilities"]]


def test_the_settings_file_sets_the_scope_and_the_command_line_overrides_it(tmp_path):
    root = write_tree(tmp_path / "app", {**APP, ".code2skill.toml": 'exclude = ["src/legacy/**"]\n'
                                         "jobs = 1\n"})
    assert names(run("derive", str(root), "-q")) == ["get_a"]
    assert names(run("derive", str(root), "-q", "--exclude", "src/a.ts")) == ["delete_b"]


def test_pyproject_is_read_and_code2skill_toml_wins_over_it(tmp_path):
    root = write_tree(tmp_path / "app", {**APP, "pyproject.toml": (
        '[project]\nname = "x"\n\n[tool.code2skill]\nexclude = ["src/a.ts"]\n'
        'include-bundles = false\n')})
    assert read_config(root, RULE_IDS) == Config("pyproject.toml", exclude=("src/a.ts",),
                                                 include_bundles=False)
    assert names(run("derive", str(root), "-q")) == ["delete_b"]
    (root / ".code2skill.toml").write_text('exclude = ["src/legacy/**"]\n')
    assert names(run("derive", str(root), "-q")) == ["get_a"]


def test_a_pyproject_without_the_table_sets_nothing(tmp_path):
    root = write_tree(tmp_path / "app", {"pyproject.toml": '[tool.ruff]\nline-length = 1\n'})
    assert read_config(root, RULE_IDS) == Config()


@pytest.mark.parametrize("text, message", [
    ('cache-dir = "/etc"\n', ".code2skill.toml: cache-dir: unknown key (known: include, "
                             "exclude, include-bundles, jobs, fail-on, ignore)"),
    ("[tool.code2skill]\njobs = 1\n", ".code2skill.toml: tool: unknown key: in "
     ".code2skill.toml the keys stand at the top level, without a [tool.code2skill] header"),
    ('jobs = "8"\n', ".code2skill.toml: jobs: must be an integer from 0 to 64"),
    ("jobs = 100000\n", ".code2skill.toml: jobs: must be an integer from 0 to 64"),
    ("jobs = true\n", ".code2skill.toml: jobs: must be an integer from 0 to 64"),
    ('exclude = "src"\n', ".code2skill.toml: exclude: must be a list of strings"),
    ('fail-on = "severe"\n', ".code2skill.toml: fail-on: must be one of info, low, medium, "
                             "high"),
    ('ignore = ["C2S-X999"]\n', ".code2skill.toml: ignore: unknown rule 'C2S-X999'; did you "
                               "mean C2S-L009, C2S-D009?"),
    ('ignore = ["side-effect.method"]\n', ".code2skill.toml: ignore: 'side-effect.method' is "
                                        "a derive rule; audit reports only its own rules "
                                        "(C2S-L…, C2S-D…, C2S-E…)"),
    ("exclude = [\n", ".code2skill.toml: not valid TOML"),
    ("a = " + "[" * 5000 + "]" * 5000 + "\n", ".code2skill.toml: not valid TOML"),
])
def test_a_bad_settings_file_names_the_key_and_exits_2(tmp_path, text, message):
    root = write_tree(tmp_path / "app", {**APP, ".code2skill.toml": text})
    with pytest.raises(ConfigError) as caught:
        read_config(root, RULE_IDS)
    assert str(caught.value).startswith(message)
    result = run("derive", str(root), "-q")
    assert result.exit_code == 2
    assert result.stderr.startswith(f"code2skill: error: {message}")


def test_a_settings_file_that_links_outside_the_folder_is_refused(tmp_path):
    (tmp_path / "outside.toml").write_text('exclude = ["src/**"]\n')
    root = write_tree(tmp_path / "app", APP)
    (root / ".code2skill.toml").symlink_to(tmp_path / "outside.toml")
    with pytest.raises(ConfigError, match="^.code2skill.toml: unreadable .*outside"):
        read_config(root, RULE_IDS)
    result = run("derive", str(root), "-q")
    assert result.exit_code == 2 and "outside the analysed folder" in result.stderr


@pytest.fixture
def broken(tmp_path, base):
    """A contract with one high (C2S-L002), one medium (C2S-L005) and one low (C2S-D010)."""
    c = edited(base)
    c["capabilities"][CREATE]["operationPolicy"]["automaticRetry"] = "allowed"
    c["capabilities"][CREATE]["implementation"]["requests"][0]["successStatuses"] = [201]
    c["capabilities"][GET]["outputSchema"] = {"type": "object", "properties": {
        "receipt": {"type": "string", "format": "url"}}}
    return save(tmp_path / "broken.json", c)


def rules_of(result) -> list[str]:
    return sorted(f["rule"] for f in json.loads(result.stdout)["findings"])


def test_audit_takes_fail_on_and_ignored_rules_from_the_file_and_the_command_line(
        broken, root):
    everything = run("audit", str(broken), str(root), "-f", "json")
    assert rules_of(everything) == ["C2S-D010", "C2S-L002", "C2S-L005"]
    (root / ".code2skill.toml").write_text('fail-on = "high"\nignore = ["C2S-L002"]\n')
    quiet = run("audit", str(broken), str(root), "-f", "json")
    assert (rules_of(quiet), quiet.exit_code) == (["C2S-D010", "C2S-L005"], 0)
    strict = run("audit", str(broken), str(root), "-f", "json", "--fail-on", "medium")
    assert strict.exit_code == 1
    one = run("audit", str(broken), str(root), "-f", "json", "--select", "C2S-D010")
    assert (rules_of(one), one.exit_code) == (["C2S-D010"], 0)
    fewer = run("audit", str(broken), str(root), "-f", "json", "--ignore", "C2S-L005")
    assert rules_of(fewer) == ["C2S-D010"]
    wrong = run("audit", str(broken), str(root), "--ignore", "L005")
    assert (wrong.exit_code, wrong.stderr) == (2, "code2skill: error: --ignore: unknown rule "
                                                  "'L005'; did you mean C2S-L005?\n")
    derive = run("audit", str(broken), str(root), "--select", "axios.method")
    assert (derive.exit_code, derive.stderr) == (
        2, "code2skill: error: --select: 'axios.method' is a derive rule; audit reports only "
           "its own rules (C2S-L…, C2S-D…, C2S-E…)\n")
    probe = run("audit", str(broken), str(root), "--ignore", "C2S-P001")
    assert (probe.exit_code, probe.stderr) == (
        2, "code2skill: error: --ignore: 'C2S-P001' is a probe rule; audit reports only its "
           "own rules (C2S-L…, C2S-D…, C2S-E…)\n")


def test_a_settings_file_over_the_parse_cap_is_refused_before_parsing(tmp_path):
    """tomllib takes superlinear time on dotted keys (32 KB of ``[a.a.…]``: 0.3 s), so a
    settings file is parsed only up to 64 KiB; a big pyproject.toml that never names
    code2skill is not parsed at all."""
    dotted = "[" + ".".join(["a"] * 40_000) + "]\n"
    root = write_tree(tmp_path / "app", {**APP, ".code2skill.toml": dotted})
    with pytest.raises(ConfigError, match=r"^\.code2skill\.toml: larger than 65,536 bytes"):
        read_config(root, RULE_IDS)
    other = write_tree(tmp_path / "other", {**APP, "pyproject.toml": dotted})
    assert read_config(other, RULE_IDS) == Config()
