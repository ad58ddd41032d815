"""Signals that stop a run, and pool workers that never outlive the process that started them.

Rule ``io.stop-signals``: SIGINT, SIGTERM and SIGHUP (a closed terminal or ssh session) unwind
the run — the worker pool is ended first — and exit 128 + the signal number. Rule
``io.worker-dies-with-parent``: on Linux a pool worker asks the kernel for SIGKILL when its
parent ends (``prctl(PR_SET_PDEATHSIG)``), so a parent killed by any other signal (SIGQUIT,
SIGUSR1, SIGALRM, SIGKILL …) leaves no worker holding the caller's pipes open. Elsewhere the
request is skipped: the handled signals still end the workers.
"""
from __future__ import annotations

import os
import signal
import sys

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
PR_SET_PDEATHSIG = 1            # <linux/prctl.h>


def die_with_parent(parent_pid: int | None) -> bool:
    """Ask the kernel to SIGKILL this process when its parent ends (Linux only; returns whether
    the request was made). ``parent_pid`` is the pid of the process that forked this one (None
    when unknown, e.g. a fork server's child): if that parent already ended before the request,
    this process ends now (the kernel would never send the signal)."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes                   # here: the CLI imports this module before its handlers
    import ctypes.util
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        if libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) != 0:
            return False
    except (OSError, AttributeError):
        return False
    if parent_pid is not None and os.getppid() != parent_pid:
        os.kill(os.getpid(), signal.SIGKILL)
    return True
