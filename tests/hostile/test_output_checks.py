"""Rule ``io.output-check``: an output that cannot be written, or whose write would destroy
a source file, stops the run with exit 2 before any analysis; ``-`` is standard output, once."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

CLI = "import sys; from code2skill.cli import main; sys.argv[0] = 'code2skill'; main()"


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", CLI, *args], capture_output=True, text=True,
                          timeout=60)


def app(tmp_path: Path) -> Path:
    (tmp_path / "app" / "src").mkdir(parents=True)
    (tmp_path / "app" / "src" / "api.ts").write_text("export const a = () => fetch('/api/x');\n")
    return tmp_path / "app"


def test_an_output_onto_a_source_file_of_the_tree_is_refused(tmp_path):
    root = app(tmp_path)
    source = root / "src" / "api.ts"
    proc = run("derive", str(root), "-o", str(source), "-q")
    assert proc.returncode == 2
    assert proc.stderr == (f"code2skill: error: -o {source} is a source file of {root}; "
                           "writing would destroy it (give another file)\n")
    assert source.read_text() == "export const a = () => fetch('/api/x');\n"




@pytest.mark.parametrize("name", ["package.json", "tsconfig.json", "tsconfig.app.json",
                                  "jsconfig.json", ".gitignore", "pyproject.toml",
                                  ".code2skill.toml"])
def test_an_output_onto_a_configuration_file_the_run_reads_is_refused(tmp_path, name):
    """A fresh user wrote ``-o app/package.json``: it was replaced by the contract, exit 0."""
    root = app(tmp_path)
    config = root / name
    config.write_text("# kept\n")
    proc = run("derive", str(root), "-o", str(config), "-q")
    assert proc.returncode == 2
    assert proc.stderr == (f"code2skill: error: -o {config} is a configuration file of {root} "
                           "the run reads (package.json, tsconfig, .gitignore, settings); "
                           "writing would destroy it (give another file)\n")
    assert config.read_text() == "# kept\n"


def test_dash_is_standard_output_and_only_once(tmp_path):
    root = app(tmp_path)
    proc = run("derive", str(root), "-o", "-", "-q")
    assert proc.returncode == 0 and proc.stdout.startswith("{")
    assert not (Path.cwd() / "-").exists()
    proc = run("derive", str(root), "-o", "-", "--graph", "-", "-q")
    assert (proc.returncode, proc.stderr) == (
        2, "code2skill: error: -o and --graph both write to standard output (-); give files\n")


def test_a_missing_folder_or_a_folder_is_refused_before_the_run(tmp_path):
    root = app(tmp_path)
    missing = tmp_path / "nope" / "c.json"
    proc = run("derive", str(root), "-o", str(missing), "-q")
    assert (proc.returncode, proc.stderr) == (
        2, f"code2skill: error: -o {missing}: folder {missing.parent} does not exist\n")
    proc = run("derive", str(root), "-o", str(tmp_path), "-q")
    assert (proc.returncode, proc.stderr) == (
        2, f"code2skill: error: -o {tmp_path} is a folder; give a file name\n")


def test_strict_fails_when_no_source_file_was_analysed(tmp_path):
    (tmp_path / "empty").mkdir()
    proc = run("derive", str(tmp_path / "empty"), "--strict", "-q")
    assert proc.returncode == 1
    assert "code2skill: strict: no JavaScript/TypeScript source file was analysed" in proc.stderr


def test_an_output_that_is_the_cache_folder_or_above_it_is_refused_first(tmp_path):
    """Rule io.output-check: -o X --cache-dir X (and --graph G --cache-dir G/sub) exit 2
    before the cache folder is made or anything runs, naming both options, never a temp name."""
    root = app(tmp_path)
    cases = [(["-o", "X", "--cache-dir", "X"],
              "-o X and --cache-dir X are one path; give the cache its own folder"),
             (["-o", "c.json", "--graph", "G", "--cache-dir", "G/sub"],
              "--graph G is a folder above --cache-dir G/sub; give the output a file name "
              "outside the cache"),
             (["-o", "Y", "--cache-dir", "./Y"],
              "-o Y and --cache-dir Y are one path; give the cache its own folder")]
    for options, message in cases:
        proc = subprocess.run([sys.executable, "-c", CLI, "derive", str(root), *options, "-q"],
                              capture_output=True, text=True, timeout=60, cwd=tmp_path)
        assert (proc.returncode, proc.stderr) == (2, f"code2skill: error: {message}\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["app"]
    contract = tmp_path / "c.json"
    assert run("derive", str(root), "-o", str(contract), "-q").returncode == 0
    proc = run("audit", str(contract), str(root), "--cache-dir", str(contract), "-q")
    assert proc.returncode == 2
    assert proc.stderr == (f"code2skill: error: CONTRACT {contract} and --cache-dir {contract} "
                           "are one path; give the cache its own folder\n")


def test_two_outputs_on_one_stream_are_refused_but_a_device_is_not(tmp_path):
    """Standard output that is a file or a pipe is one stream for - and /dev/stdout; a
    character device such as /dev/null takes any number of outputs."""
    root = app(tmp_path)
    args = [sys.executable, "-c", CLI, "derive", str(root), "-o", "-", "--graph",
            "/dev/stdout", "-q"]
    with open(tmp_path / "out.txt", "w") as out:
        proc = subprocess.run(args, stdout=out, stderr=subprocess.PIPE, text=True, timeout=60)
    assert proc.returncode == 2 and (tmp_path / "out.txt").read_text() == ""
    assert proc.stderr == "code2skill: error: -o - and --graph /dev/stdout are the same file\n"
    proc = subprocess.run(args, capture_output=True, text=True, timeout=60)      # a pipe
    assert proc.returncode == 2 and proc.stdout == ""
    proc = run("derive", str(root), "-o", "/dev/null", "--graph", "/dev/null", "-q")
    assert proc.returncode == 0
