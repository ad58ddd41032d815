"""Safe file access: every file the tool reads from the analysed folder or writes goes through
here (issue "hostile input").

Rules:

* ``io.read-in-root`` — a file of the analysed folder is read only when, after resolving every
  symbolic link, it is a regular file inside the folder no larger than a cap; the checks are made
  before opening (``stat``), the open neither follows a link nor blocks (``O_NOFOLLOW``,
  ``O_NONBLOCK``: a FIFO swapped in cannot hang the run), and the opened file must be the one
  checked (same device and inode, ``fstat``). Reading stops at the cap. A refusal is an
  :class:`UnsafeFile` (an ``OSError`` whose ``strerror`` says why).
* ``io.atomic-write`` — every output (contract, graph, report, summary, cache entry) is encoded
  completely first (a value that cannot be encoded fails before anything is touched), written
  to a temporary file in the target's folder, then renamed over the target: a reader sees the
  old file or the new one, never a truncated one.
* ``io.escape`` — a lone UTF-16 surrogate (a JavaScript escape ``'\\uD83D'``, or a byte of a
  file name that is not UTF-8, which Python decodes to ``U+DC80``–``U+DCFF``) is written as the
  six characters ``\\uD83D`` (upper-case hex); a high surrogate followed by a low one is the
  character they encode. :func:`escape_surrogates` is deterministic and leaves other text as is;
  :func:`printable` also escapes control characters (a terminal escape sequence in a file name)
  for messages on a terminal.
"""
from __future__ import annotations

import errno
import json
import os
import posixpath
import re
import stat
import sys
import tempfile
from pathlib import Path
from typing import Any

CONFIG_CAP = 4_000_000          # package.json, tsconfig.json, .gitignore: bytes
CONTRACT_CAP = 256_000_000      # a contract given on the command line: bytes

_SURROGATES = re.compile("[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]")
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]"  # bidi
                      "|[\ud800-\udfff]")


class UnsafeFile(OSError):
    """A file refused by rule ``io.read-in-root``; ``strerror`` says why."""


class NotRegular(UnsafeFile):
    """A pipe, socket, device or folder where a regular file was expected (never opened)."""


def escape_surrogates(text: str) -> str:
    """``text`` with each lone surrogate written as ``\\uXXXX`` and each surrogate pair joined
    into its character (rule ``io.escape``)."""
    if not _SURROGATES.search(text):
        return text
    return _SURROGATES.sub(_surrogate, text)


def _surrogate(match: re.Match) -> str:
    pair = match.group()
    if len(pair) == 2:
        return chr(0x10000 + ((ord(pair[0]) - 0xD800) << 10) + ord(pair[1]) - 0xDC00)
    return f"\\u{ord(pair):04X}"


_ESCAPED = re.compile(r"\\u(D[89A-F][0-9A-F]{2})")


def unescape_surrogates(text: str) -> str:
    """The inverse of :func:`escape_surrogates` for a name written by it: each ``\\uDXXX``
    becomes the lone surrogate again (a file name that is not UTF-8, as ``os`` functions take
    it)."""
    return _ESCAPED.sub(lambda m: chr(int(m.group(1), 16)), text)


def printable(text: str) -> str:
    """``text`` safe to print on a terminal: control characters (ESC, CR, LF, BEL …), line
    separators, bidi embeddings/overrides/isolates (U+202A–U+202E, U+2066–U+2069) and lone
    surrogates written as ``\\xNN``/``\\uXXXX`` escapes."""
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100
                        else f"\\u{ord(m.group()):04X}", text)


def clean_tree(data: Any) -> Any:
    """A JSON tree with every string (keys too) passed through :func:`escape_surrogates`."""
    if isinstance(data, str):
        return escape_surrogates(data)
    if isinstance(data, dict):
        return {clean_tree(k): clean_tree(v) for k, v in data.items()}
    if isinstance(data, (list, tuple)):
        return [clean_tree(v) for v in data]
    return data


def json_text(data: Any) -> str:
    """Deterministic JSON text of ``data`` (sorted keys, two-space indent, UTF-8 characters
    kept, a final newline), surrogates escaped (rule ``io.escape``)."""
    return json.dumps(clean_tree(data), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def write_atomic(path: Path, content: str | bytes, durable: bool = True,
                 follow: bool = True) -> None:
    """Replace ``path`` with ``content`` (text is encoded as strict UTF-8 first) by a
    temporary file in the same folder and a rename (rule ``io.atomic-write``). A new file gets
    the permissions the umask allows; an existing one keeps its mode; a symbolic link's target
    is the file replaced (``follow``; else the link itself is); a device or pipe named by the
    user (``-o /dev/stdout``) is written as a stream. ``durable`` flushes the data to disk
    before the rename. Raises ``OSError``/``UnicodeEncodeError`` with ``path`` untouched."""
    data = content.encode("utf-8") if isinstance(content, str) else content
    try:
        info = os.stat(path) if follow else os.lstat(path)
    except OSError:
        info = None
    if follow and info is not None and not stat.S_ISREG(info.st_mode) and \
            not stat.S_ISDIR(info.st_mode):
        with open(path, "wb") as stream:           # -o /dev/stdout, a pipe: a stream, no rename
            stream.write(data)
        return
    if follow:
        path = Path(os.path.realpath(path))        # a link's target is replaced, not the link
    mode = stat.S_IMODE(info.st_mode) if info is not None and stat.S_ISREG(info.st_mode) \
        else 0o666 & ~_umask()
    folder = path.parent
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def write_stdout(text: str) -> None:
    """Write ``text`` to standard output as UTF-8, encoded completely before the first byte."""
    data = text.encode("utf-8")
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:                          # a text-only stream (a test's capture)
        sys.stdout.write(text)
        return
    sys.stdout.flush()
    buffer.write(data)
    buffer.flush()


class OutputError(OSError):
    """Standard output could not be written (a full disk, ``> /dev/full``): an output error,
    exit 2 (rule ``io.stdout-error``), never an internal error."""


class OutputStream:
    """A proxy of standard output (text stream, or its ``buffer``) whose ``write`` and
    ``flush`` raise :class:`OutputError` for a failed write; a closed pipe
    (``BrokenPipeError``) passes unchanged. Every other attribute is the stream's own."""

    def __init__(self, stream) -> None:
        self._stream = stream

    def __getattr__(self, name: str):
        return getattr(self._stream, name)

    @property
    def buffer(self) -> "OutputStream":
        return OutputStream(self._stream.buffer)

    def write(self, data):
        return guarded(self._stream.write, data)

    def flush(self) -> None:
        return guarded(self._stream.flush)


class ClosedStream:
    """Standard output when the process was started with it closed (``>&-``: Python sets
    ``sys.stdout`` to ``None``): writing raises :class:`OutputError`, exit 2 (rule
    ``io.stdout-error``), as for a full disk; a command writing only to files is not
    affected."""

    encoding = "utf-8"

    @property
    def buffer(self) -> "ClosedStream":
        return self

    def isatty(self) -> bool:
        return False

    def write(self, data):
        raise OutputError(errno.EBADF, "standard output is closed")

    def flush(self) -> None:
        return None

    def fileno(self) -> int:
        raise OutputError(errno.EBADF, "standard output is closed")


def guarded(operation, *args):
    try:
        return operation(*args)
    except BrokenPipeError:
        raise
    except OutputError:
        raise
    except OSError as exc:
        raise OutputError(exc.errno, exc.strerror or str(exc)) from None


MAX_LINKS = 40                  # links followed for one path (the kernel's own limit)


def relative_in_root(rel: object) -> str | None:
    """``rel`` (a path a contract or report gives relative to the analysed folder) normalised
    on its text alone (``a/./b`` → ``a/b``), or ``None`` when it names no place inside the
    folder: not a string, empty, holding a NUL, absolute (``/etc/x``, ``//host/x``), or
    climbing out through ``..`` (rule ``io.read-in-root`` for names read from documents)."""
    if not isinstance(rel, str) or not rel or "\0" in rel or rel.startswith("/"):
        return None
    norm = posixpath.normpath(rel)
    return None if norm in (".", "..") or norm.startswith("../") else norm


def inside(root: Path, rel: str | Path) -> Path:
    """The real path of ``root / rel`` after resolving links; :class:`UnsafeFile` when it lies
    outside ``root``'s real path. Rule ``io.read-in-root``: the path is walked one component
    at a time from the root, each link's target checked on its text before anything of it is
    looked at, so a path or link leading out (``/etc/x``, ``../../x``, a link to ``/root/x``)
    is refused without any file outside the root being touched (not even by ``lstat``)."""
    base = os.path.realpath(root)
    parts: list[str] = []                      # the real components below ``base`` so far
    todo = below(root, base, rel).split("/")
    links = 0
    while todo:
        name = todo.pop(0)
        if name in ("", "."):
            continue
        if name == "..":
            if not parts:
                raise outside_root(rel)
            parts.pop()
            continue
        path = os.path.join(base, *parts, name)
        try:
            is_link = stat.S_ISLNK(os.lstat(path).st_mode)
        except OSError:                        # absent, not a folder: no link to follow
            is_link = False
        if not is_link:
            parts.append(name)
            continue
        links += 1
        if links > MAX_LINKS:
            raise UnsafeFile(errno.ELOOP, "too many levels of symbolic links", str(rel))
        target = os.readlink(path)
        if os.path.isabs(target):
            parts, target = [], below(root, base, target, rel)
        todo = target.split("/") + todo
    return Path(os.path.join(base, *parts))


def below(root: Path, base: str, path: str | Path, shown: str | Path | None = None) -> str:
    """``path`` relative to the root: as it is when relative, else its part below ``root``
    (as given, or its real path ``base``), judged on the text alone; :class:`UnsafeFile` for
    an absolute path elsewhere."""
    path = os.fspath(path)
    if not os.path.isabs(path):
        return path
    norm = os.path.normpath(path)
    for top in (os.path.abspath(root), base):
        if norm == top or norm.startswith(top.rstrip(os.sep) + os.sep):
            return norm[len(top):]
    raise outside_root(shown if shown is not None else path)


def outside_root(rel: str | Path) -> UnsafeFile:
    return UnsafeFile(errno.EACCES, "a link to outside the analysed folder", str(rel))


def read_bytes_in_root(root: Path, rel: str | Path, cap: int) -> bytes:
    """The bytes of the regular file ``root / rel`` (rule ``io.read-in-root``); raises
    :class:`UnsafeFile` (outside the root, not a regular file, larger than ``cap`` bytes) or
    another ``OSError``."""
    return read_regular(inside(root, rel), cap, str(rel))


def read_text_in_root(root: Path, rel: str | Path, cap: int, errors: str = "strict") -> str:
    """:func:`read_bytes_in_root` decoded as UTF-8 (``errors`` as for ``bytes.decode``)."""
    return read_bytes_in_root(root, rel, cap).decode("utf-8", errors)


def read_head_in_root(root: Path, rel: str | Path, size: int) -> bytes:
    """The first ``size`` bytes (or fewer) of the regular file ``root / rel``, under rule
    ``io.read-in-root`` but without a size limit on the file."""
    return read_regular(inside(root, rel), size, str(rel), head=True)


def read_regular(path: Path, cap: int, shown: str | None = None, head: bool = False) -> bytes:
    """The bytes of ``path`` when it is a regular file of at most ``cap`` bytes (checked before
    opening, re-checked on the open descriptor); :class:`UnsafeFile` otherwise. ``shown`` is the
    name given in errors; ``head`` reads the first ``cap`` bytes of a file of any size."""
    shown = shown if shown is not None else str(path)
    before = os.stat(path)
    if not stat.S_ISREG(before.st_mode):
        raise NotRegular(errno.EINVAL, "not a regular file (pipe, socket or device)", shown)
    if before.st_size > cap and not head:
        raise UnsafeFile(errno.EFBIG, f"larger than {cap:,} bytes", shown)
    limit = cap if head else cap + 1            # one byte more tells a file that grew
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | \
        getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)
    try:
        after = os.fstat(fd)
        if not stat.S_ISREG(after.st_mode) or (after.st_dev, after.st_ino) != \
                (before.st_dev, before.st_ino):
            raise UnsafeFile(errno.EAGAIN, "the file changed while being opened", shown)
        chunks, size = [], 0
        while size < limit:
            chunk = os.read(fd, min(1 << 20, limit - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > cap:
        raise UnsafeFile(errno.EFBIG, f"larger than {cap:,} bytes", shown)
    return b"".join(chunks)
