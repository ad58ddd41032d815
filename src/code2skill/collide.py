"""Rule ``io.output-collision``: no output of a run may overwrite another output or the
contract it reads.

Before anything runs, every output file (``-o``, ``--graph``, ``--summary``, the in-place
``--update`` target) and every input contract is reduced to an identity: the device and
inode when the file exists (so a hard link or a symbolic link is the same file), else its
real path. Standard output (``-``) and anything that is not a regular file (``/dev/stdout``,
a pipe) is a stream and never collides.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Optional

Named = tuple[str, Optional[Path]]        # (the option's name, its path or None)


def identity(path: Path) -> Optional[tuple]:
    """``("inode", dev, ino)`` of an existing regular file, ``("path", real)`` of a file yet
    to be written, ``None`` for a stream (``-``, a device, a pipe) or a folder."""
    if str(path) == "-":
        return None
    try:
        info = os.stat(path)
    except OSError:
        return ("path", os.path.realpath(path))
    if not stat.S_ISREG(info.st_mode):
        return None
    return ("inode", info.st_dev, info.st_ino)


def collision(outputs: list[Named], inputs: list[Named],
              allowed: frozenset[tuple[str, str]] = frozenset()) -> Optional[str]:
    """The message naming the first two options that would write the same file (two
    ``outputs``) or write over a file read (an output and one of ``inputs``); ``None`` when
    none collide. ``allowed`` holds the (output, input) pairs of option names that may be the
    same file (``-o`` equal to the ``--update`` contract: the in-place write)."""
    seen: list[tuple[str, Path, tuple]] = []
    for name, path in outputs:
        key = identity(path) if path is not None else None
        if key is None:
            continue
        for other, other_path, other_key in seen:
            if key == other_key:
                return f"{other} {other_path} and {name} {path} are the same file"
        seen.append((name, path, key))
    for name, path in inputs:
        key = identity(path) if path is not None else None
        if key is None:
            continue
        for out, out_path, out_key in seen:
            if (out, name) not in allowed and key == out_key:
                return (f"{out} {out_path} would overwrite the contract read by {name} "
                        f"{path}")
    return None

