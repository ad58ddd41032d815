"""Safe file access: every file the tool reads from the analysed folder or writes goes through
here (issue "hostile input").

Rules:

* ``io.read-in-root`` — a file of the analysed folder is read only when, after resolving every
  symbolic link, it is a regular file inside the folder no larger than a cap; the checks are made
  before opening (``lstat`` in its folder's descriptor), every folder on the way is opened from
  the one above it with ``O_NOFOLLOW | O_DIRECTORY`` and the file in its folder's descriptor
  with ``O_NOFOLLOW | O_NONBLOCK`` (a folder or file swapped for a link after the check is never
  followed; a FIFO swapped in cannot hang the run), and the opened file must be the one
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
from collections import OrderedDict
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

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
    kept, a final newline), surrogates escaped (rule ``io.escape``). The tree is copied by
    :func:`clean_tree` only when its text holds a surrogate (a contract of 5,000 capabilities
    is a tree of millions of nodes, and a copy of it cost a tenth of the run)."""
    text = json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    if not _SURROGATES.search(text):
        return text
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


FOLDER_FDS = 64                 # folder descriptors an opened tree keeps, at most
_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | getattr(os, "O_NOFOLLOW", 0) | \
    getattr(os, "O_CLOEXEC", 0)
_FILE_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | \
    getattr(os, "O_CLOEXEC", 0)


class OpenedTree:
    """The folders of one analysed folder opened so far (rule ``io.read-in-root``): each by
    its real path below the root (``""`` the root itself; components joined by ``/``, none a
    symbolic link) mapped to a descriptor, at most :data:`FOLDER_FDS` of them, the least
    recently used closed first. A folder is opened from the nearest opened folder above it,
    one component at a time with ``O_NOFOLLOW | O_DIRECTORY``: a component that is (or was
    swapped for) a symbolic link is never followed (``ENOTDIR``/``ELOOP``), and a walk that
    goes down one level costs one ``open`` however deep it is (issue 17: nested folders)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.base = os.path.realpath(root)
        self.fds: OrderedDict[str, int] = OrderedDict()

    def __enter__(self) -> "OpenedTree":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Close every descriptor held."""
        while self.fds:
            os.close(self.fds.popitem()[1])

    def folder(self, parts: list[str]) -> int:
        """The descriptor of the folder ``parts`` (real components below the root); an
        ``OSError`` when one of them is absent, no folder or a symbolic link. The descriptor
        stays the tree's: use it at once, before the next call."""
        key = "/".join(parts)
        fd = self.fds.get(key)
        if fd is not None:
            self.fds.move_to_end(key)
            return fd
        depth = len(parts) - 1
        while depth >= 0 and "/".join(parts[:depth]) not in self.fds:
            depth -= 1
        if depth < 0:
            fd = self.keep("", os.open(self.base, _DIR_FLAGS))
            depth = 0
        else:
            fd = self.folder(parts[:depth])
        for i in range(depth, len(parts)):
            fd = self.keep("/".join(parts[:i + 1]), os.open(parts[i], _DIR_FLAGS, dir_fd=fd))
        return fd

    def keep(self, key: str, fd: int) -> int:
        self.fds[key] = fd
        if len(self.fds) > FOLDER_FDS:
            os.close(self.fds.popitem(last=False)[1])
        return fd

    def opened_prefix(self, parts: list[str]) -> int:
        """How many leading components of ``parts`` name a folder already opened."""
        for depth in range(len(parts), 0, -1):
            if "/".join(parts[:depth]) in self.fds:
                return depth
        return 0


_TREES: dict[str, OpenedTree] = {}


@contextmanager
def opened_tree(root: Path) -> Iterator[OpenedTree]:
    """Within the block every read of a file of ``root`` (and :func:`scan_folder`) uses one
    :class:`OpenedTree`, so a walk reading a few files per folder opens each folder once;
    its descriptors are closed at the end. A change of the tree after the block is seen by
    the next read."""
    tree = OpenedTree(root)
    _TREES[tree.base] = tree
    try:
        yield tree
    finally:
        _TREES.pop(tree.base, None)
        tree.close()


@contextmanager
def _tree_of(root: Path) -> Iterator[OpenedTree]:
    """The opened tree of ``root`` when a block of :func:`opened_tree` is running, else a
    tree of its own for one read."""
    active = _TREES.get(os.path.realpath(root))
    if active is not None:
        yield active
        return
    with OpenedTree(root) as tree:
        yield tree


def resolve(tree: OpenedTree, rel: str | Path) -> tuple[list[str], os.stat_result | None]:
    """The real components of ``tree.root / rel`` after resolving links, and the ``lstat`` of
    the last one (``None`` when it cannot be examined); :class:`UnsafeFile` when the path
    lies outside the root. Rule ``io.read-in-root``: the path is walked one component at a
    time from the root through folder descriptors, each link's target checked on its text
    before anything of it is looked at, so a path or link leading out (``/etc/x``,
    ``../../x``, a link to ``/root/x``) is refused without any file outside the root being
    touched (not even by ``lstat``)."""
    todo = below(tree.root, tree.base, rel).split("/")
    parts: list[str] = []                      # the real components below the root so far
    if "" not in todo and "." not in todo and ".." not in todo:
        depth = tree.opened_prefix(todo[:-1])  # folders already opened: no lookup again
        parts, todo = todo[:depth], todo[depth:]
    todo.reverse()                             # popped from the end
    links, info = 0, None
    while todo:
        name = todo.pop()
        if name in ("", "."):
            continue
        if name == "..":
            if not parts:
                raise outside_root(rel)
            parts.pop()
            info = None
            continue
        try:
            info = os.lstat(name, dir_fd=tree.folder(parts))
        except OSError:                        # absent, not a folder: no link to follow
            info = None
        if info is None or not stat.S_ISLNK(info.st_mode):
            parts.append(name)
            continue
        links += 1
        if links > MAX_LINKS:
            raise UnsafeFile(errno.ELOOP, "too many levels of symbolic links", str(rel))
        target = os.readlink(name, dir_fd=tree.folder(parts))
        if os.path.isabs(target):
            parts, target = [], below(tree.root, tree.base, target, rel)
        todo.extend(reversed(target.split("/")))
        info = None
    return parts, info


def list_folder(root: Path, rel: str) -> tuple[list[str], list[str], bool]:
    """``(folders, other names, searchable)`` of the folder ``rel`` of ``root`` (its real
    path below the root, ``""`` for the root; no component a link), listed through its
    descriptor (:meth:`OpenedTree.folder`): folders are the entries that are folders or links
    to one, as ``os.walk`` has them; ``searchable`` whether its files may be opened (the
    search right). ``OSError`` when it cannot be opened or listed."""
    parts = rel.split("/") if rel else []
    with _tree_of(root) as tree:
        dirs: list[str] = []
        names: list[str] = []
        with os.scandir(tree.folder(parts)) as entries:
            for entry in entries:
                try:
                    is_dir = entry.is_dir()
                except OSError:
                    is_dir = False
                (dirs if is_dir else names).append(entry.name)
        searchable = os.access(parts[-1], os.X_OK, dir_fd=tree.folder(parts[:-1])) \
            if parts else os.access(tree.base, os.X_OK)
    return dirs, names, searchable


def inside(root: Path, rel: str | Path) -> Path:
    """The real path of ``root / rel`` after resolving links (:func:`resolve`);
    :class:`UnsafeFile` when it lies outside ``root``'s real path."""
    with _tree_of(root) as tree:
        parts, _ = resolve(tree, rel)
        return Path(os.path.join(tree.base, *parts))


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
    return read_in_root(root, rel, cap)


def read_text_in_root(root: Path, rel: str | Path, cap: int, errors: str = "strict") -> str:
    """:func:`read_bytes_in_root` decoded as UTF-8 (``errors`` as for ``bytes.decode``)."""
    return read_bytes_in_root(root, rel, cap).decode("utf-8", errors)


def read_head_in_root(root: Path, rel: str | Path, size: int) -> bytes:
    """The first ``size`` bytes (or fewer) of the regular file ``root / rel``, under rule
    ``io.read-in-root`` but without a size limit on the file."""
    return read_in_root(root, rel, size, head=True)


def read_in_root(root: Path, rel: str | Path, cap: int, head: bool = False) -> bytes:
    """The bytes of the regular file ``root / rel`` (rule ``io.read-in-root``): resolved by
    :func:`resolve`, checked on its ``lstat`` (a regular file of at most ``cap`` bytes, or any
    size with ``head``: then its first ``cap`` bytes), opened by its name in its folder's
    descriptor with ``O_NOFOLLOW | O_NONBLOCK`` and re-checked on the descriptor (the same
    device and inode): a folder or file swapped for a link between the check and the open is
    never followed."""
    shown = str(rel)
    with _tree_of(root) as tree:
        parts, info = resolve(tree, rel)
        if not parts:
            raise NotRegular(errno.EISDIR, "not a regular file (a folder)", shown)
        if info is None:                       # absent, or a folder above it is: say which
            info = os.lstat(parts[-1], dir_fd=tree.folder(parts[:-1]))
        check_regular(info, cap, shown, head)
        fd = os.open(parts[-1], _FILE_FLAGS, dir_fd=tree.folder(parts[:-1]))
    return read_open(fd, info, cap, shown, head)


def check_regular(info: os.stat_result, cap: int, shown: str, head: bool) -> None:
    """:class:`NotRegular` unless ``info`` is a regular file's; :class:`UnsafeFile` when it
    is larger than ``cap`` bytes (unless ``head``)."""
    if not stat.S_ISREG(info.st_mode):
        raise NotRegular(errno.EINVAL, "not a regular file (pipe, socket or device)", shown)
    if info.st_size > cap and not head:
        raise UnsafeFile(errno.EFBIG, f"larger than {cap:,} bytes", shown)


def read_regular(path: Path, cap: int, shown: str | None = None, head: bool = False) -> bytes:
    """The bytes of ``path`` (a file outside any analysed folder: a cache entry, a contract)
    when it is a regular file of at most ``cap`` bytes (checked before opening, re-checked on
    the open descriptor); :class:`UnsafeFile` otherwise. ``shown`` is the name given in
    errors; ``head`` reads the first ``cap`` bytes of a file of any size."""
    shown = shown if shown is not None else str(path)
    before = os.stat(path)
    check_regular(before, cap, shown, head)
    return read_open(os.open(path, _FILE_FLAGS), before, cap, shown, head)


def read_open(fd: int, before: os.stat_result, cap: int, shown: str, head: bool) -> bytes:
    """The bytes of the open descriptor ``fd`` (closed here) when it is still the regular
    file ``before`` describes (same device and inode), at most ``cap`` bytes (the first
    ``cap`` with ``head``; :class:`UnsafeFile` for a file that grew past it otherwise)."""
    limit = cap if head else cap + 1            # one byte more tells a file that grew
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
