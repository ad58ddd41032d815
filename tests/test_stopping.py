"""Rule io.worker-dies-with-parent: the kernel request a pool worker makes at start."""
from __future__ import annotations

import signal
import subprocess
import sys

import pytest

from code2skill.stopping import STOP_SIGNALS


def run_child(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)


def test_stop_signals_are_int_term_and_hup():
    assert STOP_SIGNALS == (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")
def test_a_process_whose_parent_already_ended_ends_itself():
    result = run_child("import os\nfrom code2skill.stopping import die_with_parent\n"
                       "die_with_parent(os.getppid() + 1)\nprint('alive')")
    assert result.returncode == -signal.SIGKILL and result.stdout == ""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")
def test_the_request_is_made_and_read_back_from_the_kernel():
    result = run_child("import ctypes, os\nfrom code2skill.stopping import die_with_parent\n"
                       "print(die_with_parent(os.getppid()), die_with_parent(None))\n"
                       "libc = ctypes.CDLL(None)\nsig = ctypes.c_int()\n"
                       "libc.prctl(2, ctypes.byref(sig), 0, 0, 0)\nprint(sig.value)")
    assert result.returncode == 0
    assert result.stdout.split() == ["True", "True", str(int(signal.SIGKILL))]


def test_off_linux_nothing_is_requested(monkeypatch):
    from code2skill import stopping
    monkeypatch.setattr(stopping.sys, "platform", "darwin")
    assert stopping.die_with_parent(12345) is False
