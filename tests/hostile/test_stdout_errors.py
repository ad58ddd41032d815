"""A write error on standard output (``> /dev/full``) is an output error, exit 2 with one line
saying standard output could not be written, for every command; a closed pipe is still no
error, and neither is a closed stderr (rule ``io.stderr-gone``): its messages are dropped and
the run keeps its own exit code."""
from __future__ import annotations

import subprocess

import pytest

from hostile_support import BIN, CALL, tree


@pytest.mark.parametrize("args", [["schema"], ["rules"], ["rules", "side-effect.method"],
                                  ["--help"], ["--version"], ["schema", "--help"]])
def test_full_stdout_is_an_output_error(args):
    with open("/dev/full", "w") as full:
        run = subprocess.run([str(BIN / "code2skill"), *args], stdout=full,
                             stderr=subprocess.PIPE, text=True, timeout=300)
    assert run.returncode == 2, run.stderr
    assert "internal error" not in run.stderr
    assert run.stderr.startswith("code2skill: error: cannot write standard output")
    assert run.stderr.count("\n") == 1


def test_closed_pipe_is_no_error():
    run = subprocess.run(f"'{BIN / 'code2skill'}' schema | head -c 10 >/dev/null; "
                         "echo ${PIPESTATUS[0]}", shell=True, executable="/bin/bash",
                         capture_output=True, text=True, timeout=300)
    assert run.stdout.strip() == "0", run.stderr


def test_a_closed_stderr_keeps_the_run_s_own_exit_code(tmp_path):
    root = tree(tmp_path / "app", {"package.json": "{}", "src/api.js": CALL})
    run = subprocess.Popen([str(BIN / "code2skill"), "derive", str(root), "-o",
                            str(tmp_path / "c.json")], stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE)
    run.stderr.close()                    # the reader is gone: `2>&1 | head -1` once done
    assert run.wait(timeout=300) == 0
    assert (tmp_path / "c.json").stat().st_size > 0


def closed_stdout(args: list[str]) -> subprocess.CompletedProcess:
    """``code2skill ARGS >&-``: started with file descriptor 1 closed."""
    quoted = " ".join(f"'{a}'" for a in [str(BIN / "code2skill"), *args])
    return subprocess.run(f"{quoted} >&-", shell=True, executable="/bin/bash",
                          stderr=subprocess.PIPE, text=True, timeout=300)


@pytest.mark.parametrize("args", [["schema"], ["rules"]])
def test_a_closed_stdout_is_an_output_error(args):
    run = closed_stdout(args)
    assert run.returncode == 2, run.stderr
    assert "internal error" not in run.stderr
    assert "standard output is closed" in run.stderr


def test_a_closed_stdout_leaves_a_run_writing_files_alone(tmp_path):
    root = tree(tmp_path / "app", {"package.json": "{}", "src/api.js": CALL})
    out = tmp_path / "c.json"
    assert closed_stdout(["derive", str(root), "-o", str(out), "-q"]).returncode == 0
    assert out.read_text().startswith("{")
    run = closed_stdout(["derive", str(root), "-q"])
    assert run.returncode == 2
    assert run.stderr.startswith("code2skill: error: cannot write the contract")
