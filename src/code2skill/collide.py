"""Rule ``io.output-collision``: no output of a run may overwrite another output or the
contract it reads.

Before anything runs, every output file (``-o``, ``--graph``, ``--summary``, the in-place
``--update`` target) and every input contract is reduced to an identity: the device and
inode when the file exists (so a hard link or a symbolic link is the same file), else its
real path. Standard output (``-``) is what descriptor 1 is, and ``/dev/stdout`` what it
names: two outputs on one regular file, pipe or socket collide (the second would truncate the
first or run into it on the stream); a character device (a terminal, ``/dev/null``) never does.
The ``--cache-dir`` folder may be no output, nor hold one below a name the run needs
(:func:`cache_clash`).
"""
from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from typing import Optional

Named = tuple[str, Optional[Path]]        # (the option's name, its path or None)


def identity(path: Path) -> Optional[tuple]:
    """``("inode", dev, ino)`` of an existing regular file, pipe or socket (``-``: descriptor
    1's), ``("path", real)`` of a file yet to be written, ``None`` for a character device (a
    terminal, ``/dev/null``), a folder or a closed standard output."""
    try:
        info = os.fstat(1) if str(path) == "-" else os.stat(path)
    except OSError:
        return None if str(path) == "-" else ("path", os.path.realpath(path))
    if not (stat.S_ISREG(info.st_mode) or stat.S_ISFIFO(info.st_mode)
            or stat.S_ISSOCK(info.st_mode)):
        return None
    return ("inode", info.st_dev, info.st_ino)


def cache_clash(outputs: list[Named], cache_dir: Optional[Path]) -> Optional[str]:
    """Why ``cache_dir`` cannot be the run's cache folder, checked before it is made and
    before the run (rule ``io.output-check``): an output (``-o``, ``--graph``, ``--summary``,
    ``--update``) is that folder or one of the folders above it. ``None`` when none is."""
    if cache_dir is None:
        return None
    real_cache = Path(os.path.realpath(cache_dir))
    for name, path in outputs:
        if path is None or str(path) == "-":
            continue
        real = Path(os.path.realpath(path))
        if real == real_cache:
            return (f"{name} {path} and --cache-dir {cache_dir} are one path; give the "
                    "cache its own folder")
        if real in real_cache.parents:
            return (f"{name} {path} is a folder above --cache-dir {cache_dir}; give the "
                    "output a file name outside the cache")
    return None


def collision(outputs: list[Named], inputs: list[Named],
              allowed: frozenset[tuple[str, str]] = frozenset()) -> Optional[str]:
    """The message naming the first two options that would write the same file (two
    ``outputs``) or write over a file read (an output and one of ``inputs``); ``None`` when
    none collide (two ``-`` are :func:`output_problem`'s). ``allowed`` holds the (output, input) pairs of option names that may be the
    same file (``-o`` equal to the ``--update`` contract: the in-place write)."""
    seen: list[tuple[str, Path, tuple]] = []
    for name, path in outputs:
        key = identity(path) if path is not None else None
        if key is None:
            continue
        for other, other_path, other_key in seen:
            if key == other_key and not str(path) == str(other_path) == "-":   # see below
                return f"{other} {other_path} and {name} {path} are the same file"
        seen.append((name, path, key))
    for name, path in inputs:
        key = identity(path) if path is not None else None
        if key is None:
            continue
        for out, out_path, out_key in seen:
            if (out, name) not in allowed and key == out_key:
                return (f"{out} {out_path} would overwrite the file read by {name} "
                        f"{path}")
    return None


def output_problem(outputs: list[Named], root: Optional[Path]) -> Optional[str]:
    """Why an output cannot be written, checked before the run (rule ``io.output-check``):
    more than one output is standard output (``-``); an output is a folder or its folder does
    not exist; it is an existing read-only file (:func:`read_only`); or it is an existing
    source file under ``root`` (a ``.ts``/``.js``/… file the
    run reads: writing would destroy it) or a configuration file it reads
    (:data:`CONFIG_FILES`); the last two only with a ``root``. ``None`` when every output
    can be written."""
    from code2skill.extractors.languages import EXTENSIONS

    streams = [name for name, path in outputs if path is not None and str(path) == "-"]
    if len(streams) > 1:
        return f"{' and '.join(streams)} both write to standard output (-); give files"
    real_root = os.path.realpath(root) if root is not None else None
    for name, path in outputs:
        if path is None or str(path) == "-":
            continue
        if path.is_dir():
            return f"{name} {path} is a folder; give a file name"
        if identity(path) is None and path.exists():
            continue                                   # a stream: /dev/stdout, a pipe
        if not path.parent.is_dir():
            return f"{name} {path}: folder {path.parent} does not exist"
        if read_only(path):
            return (f"{name} {path} is read-only; the run would replace it (make it "
                    "writable, or give another file)")
        real = os.path.realpath(path)
        inside = real_root is not None and real.startswith(real_root.rstrip(os.sep) + os.sep)
        if inside and path.exists() and Path(real).suffix.lower() in EXTENSIONS \
                and not json_document(real):
            return (f"{name} {path} is a source file of {root}; writing would destroy it "
                    "(give another file)")
        if inside and path.exists() and CONFIG_FILES.fullmatch(Path(real).name):
            return (f"{name} {path} is a configuration file of {root} the run reads "
                    "(package.json, tsconfig, .gitignore, settings); writing would destroy it "
                    "(give another file)")
    return None


# files the run reads as configuration (rule io.output-check): never an output
CONFIG_FILES = re.compile(r"package\.json|[tj]sconfig(\..+)?\.json|\.gitignore|"
                          r"pyproject\.toml|\.code2skill\.toml")


def read_only(path: Path) -> bool:
    """Whether ``path`` is an existing regular file that no one may write (no write bit in
    its mode, as for ``chmod 0444``) or this process may not: the atomic write would replace
    it all the same (a rename in a writable folder), so it is refused instead (rule
    ``io.output-check``). A missing file, a link to nothing or a stream is not read-only."""
    try:
        info = path.stat()
    except OSError:
        return False
    return stat.S_ISREG(info.st_mode) and (
        not info.st_mode & 0o222 or not os.access(path, os.W_OK))


JSON_START = re.compile(rb'^\s*[{\[]\s*["{\[\]}]')


def json_document(path: str) -> bool:
    """Whether the regular file ``path`` starts like a JSON document (an earlier run's
    output written under a source name), not like source code; reads at most 64 bytes."""
    try:
        with open(path, "rb") as handle:
            return bool(JSON_START.match(handle.read(64)))
    except OSError:
        return False

