"""The analysed tree's git state (``source.commit``, ``source.dirty``), read without running
anything the analysed repository configures.

Rule ``git.no-repo-config``: ``git status`` in a repository reads that repository's
``.git/config``, and many of its keys run a command of the repository's choice
(``core.fsmonitor``, the ``filter.*.clean``/``process`` drivers its ``.gitattributes`` name,
``include``/``includeIf`` pulling in more …). ``-c`` overrides and ``GIT_CONFIG_*`` variables
only set keys, and cannot unset every key a repository may hold, so git never reads that file:
it runs against a private git directory made in a temporary folder, whose ``config`` holds only
``core.repositoryformatversion`` and ``core.bare``, with links to the repository's object
store, refs and ``info/exclude`` and a copy of its ``HEAD``; system and global config are off
and no inherited ``GIT_*`` variable is passed on. Rule ``git.own-index``: the repository's
index is never read (its entries are not checked by git: one named ``../x`` has git open a
file outside the root); a private one is made from ``HEAD`` (``git read-tree``, which refuses
such paths), so ``dirty`` compares the work tree with the last commit (staged changes count),
at the cost of hashing every tracked file once. Submodules are not entered (``--ignore-submodules=all``: their own
config would be read).

Rule ``git.own-outputs``: the files the run writes (the contract, graph, summary, cache folder)
do not make the tree dirty.

Rule ``git.in-root``: git reads nothing outside the root and nothing that can block it, and the
``git`` run is found on the absolute entries of ``PATH`` only (an empty or ``.`` entry would
run a ``git`` the repository ships, since git runs in the root). Only a
folder whose ``.git`` is a real directory is described; a ``.git`` file (a linked worktree or a
submodule, whose git directory lies elsewhere: ``gitdir:``, ``commondir``), a ``.git`` whose
refs or objects are links, FIFOs or devices, an object store with alternates
(``objects/info/alternates`` or ``http-alternates``: other object stores, outside the root),
an entry under ``refs/`` (16 levels), ``objects/`` (two levels: ``objects/xx/…``, ``pack/…``,
``info/…``) or ``info/`` that is not a regular file or folder (a link to ``/dev/zero``, a
FIFO) or that is a folder deeper than those levels, or a
sub-folder of a repository gives ``(None, None)``; :func:`git_refusal` says why (a
``git`` warning diagnostic in the contract). ``GIT_ALTERNATE_OBJECT_DIRECTORIES`` and every
other inherited ``GIT_*`` variable are dropped.
A repository git cannot read this way (a newer repository format, a damaged index) gives
``dirty: None``.

Rule ``git.work-tree-files``: a ``.gitignore``, ``.gitattributes`` or ``.gitmodules`` in the
work tree that is not a regular file (a FIFO git status would block on, a device it would read
without end) gives ``dirty: None`` and a diagnostic naming it; git status is not run. Rule
``git.timeout``: a git command still running after :data:`GIT_TIMEOUT` seconds is ended, and
the part it reads is unknown, with a diagnostic saying so.
"""
from __future__ import annotations

import os
import shutil
import stat
import subprocess
import tempfile
from pathlib import Path

from code2skill.safe_io import read_text_in_root

LINKED = {"objects": stat.S_ISDIR, "refs": stat.S_ISDIR, "packed-refs": stat.S_ISREG,
          "info": stat.S_ISDIR, "shallow": stat.S_ISREG}
CONFIG = "[core]\n\trepositoryformatversion = 0\n\tbare = false\n"
STATUS = ("--no-optional-locks", "-c", "core.fsmonitor=false", "-c", "core.untrackedCache=false",
          "status", "--porcelain=v1", "-z", "--untracked-files=all", "--ignore-submodules=all")


def git_state(root: Path, outputs: tuple[Path, ...] = ()) -> tuple[str | None, bool | None]:
    """``(HEAD commit, dirty)`` of the repository whose top is ``root`` (see the module
    docstring), else ``(None, None)``; ``outputs`` are the run's own files and folders."""
    commit, dirty, _ = read_git(root, outputs)
    return commit, dirty


def read_git(root: Path, outputs: tuple[Path, ...] = ()
             ) -> tuple[str | None, bool | None, list[str]]:
    """:func:`git_state` and why a part of it is unknown although ``root/.git`` is a usable
    folder (rules ``git.work-tree-files``, ``git.timeout``: one message each, for a ``git``
    warning diagnostic; :func:`git_refusal` covers the git directory itself)."""
    root = root.resolve()
    dot_git = root / ".git"
    try:
        if not stat.S_ISDIR(os.lstat(dot_git).st_mode) or \
                not stat.S_ISREG(os.lstat(dot_git / "HEAD").st_mode):
            return None, None, []            # rule git.no-follow: a link is never resolved
        if not plain_git_dir(dot_git) or git_refusal(root) is not None:
            return None, None, []
        head = read_text_in_root(root, ".git/HEAD", 4096)
    except (OSError, UnicodeDecodeError):
        return None, None, []
    with tempfile.TemporaryDirectory(prefix="code2skill-git-") as private:
        env = private_git(Path(private), dot_git, head, root)
        try:
            commit = run_git(env, "rev-parse", "--verify", "--quiet", "HEAD^{commit}")
        except subprocess.TimeoutExpired:
            return None, None, [timed_out("rev-parse")]
        except (OSError, subprocess.SubprocessError):
            return None, None, []
        commit_id = commit.stdout.decode("ascii", "replace").strip() or None \
            if commit.returncode == 0 else None
        if (odd := odd_work_tree_file(root)) is not None:
            return commit_id, None, [odd]
        try:
            if commit_id is not None:
                run_git(env, "read-tree", "HEAD")        # the private index: git.own-index
            status = run_git(env, *STATUS)
        except subprocess.TimeoutExpired:
            return commit_id, None, [timed_out("status")]
        except (OSError, subprocess.SubprocessError):
            return commit_id, None, []
    if status.returncode != 0:
        return commit_id, None, []
    own = own_paths(root, outputs)
    changed = [p for p in status_paths(status.stdout) if not is_own(p, own)]
    return commit_id, bool(changed), []


def timed_out(command: str) -> str:
    """The message of a git command cut at :data:`GIT_TIMEOUT` (rule ``git.timeout``)."""
    return (f"git {command} did not finish within {GIT_TIMEOUT} s and was ended: the "
            f"{'dirty state' if command == 'status' else 'git state'} is unknown")


WORK_TREE_FILES = frozenset({".gitignore", ".gitattributes", ".gitmodules"})


def odd_work_tree_file(root: Path) -> str | None:
    """Why git status must not run in the work tree, naming the first entry found, or
    ``None``. Rule ``git.work-tree-files``: a file of :data:`WORK_TREE_FILES` (any depth)
    that is not a regular file or a link to one (git status opens every ignore and attributes
    file it meets, and opening a FIFO blocks until a writer comes). Rule
    ``git.nested-repository``: a ``.git`` below the top (git status probes every nested
    repository it meets: a ``gitdir:`` file or a link sends it outside the root, a FIFO
    ``HEAD`` blocks it) that is not a real folder whose ``HEAD`` is a regular file. Only names
    are read, and the modes of the entries so named; an unreadable folder is passed over (git
    skips it too)."""
    folders = [root]
    while folders:
        folder = folders.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            rel = Path(entry.path).relative_to(root).as_posix()
            try:
                if entry.name in WORK_TREE_FILES:
                    if not stat.S_ISREG(os.stat(entry.path).st_mode):
                        return (f"{rel} is not a regular file (a FIFO, socket or device git "
                                "status would block on or read without end): the dirty "
                                "state is unknown")
                elif entry.name == ".git":
                    if folder != root and not plain_nested_repository(Path(entry.path)):
                        return (f"{rel} is a nested repository git status would follow "
                                "outside PATH or block on (a 'gitdir:' file, a link, or a "
                                "HEAD that is no regular file): the dirty state is unknown")
                elif entry.is_dir(follow_symlinks=False):
                    folders.append(Path(entry.path))
            except FileNotFoundError:
                continue                        # a dangling link: git reads nothing there
            except OSError:
                return f"{rel} could not be examined: the dirty state is unknown"
    return None


def plain_nested_repository(dot_git: Path) -> bool:
    """Whether a nested ``.git`` is a real folder whose ``HEAD`` is absent or a regular
    file (no link anywhere on the way), so that git's probe of it stays in the root."""
    if not stat.S_ISDIR(os.lstat(dot_git).st_mode):
        return False
    try:
        return stat.S_ISREG(os.lstat(dot_git / "HEAD").st_mode)
    except FileNotFoundError:
        return True


def plain_git_dir(dot_git: Path) -> bool:
    """Whether each part of ``dot_git`` that git will read is absent or of its usual kind
    (not a link, a FIFO or a device, which could hang git or lead it outside the root)."""
    for name, kind in LINKED.items():
        try:
            mode = os.lstat(dot_git / name).st_mode
        except FileNotFoundError:
            continue
        if not kind(mode):
            return False
    return True


ALTERNATES = ("objects/info/alternates", "objects/info/http-alternates")
WALKED = {"refs": 16, "objects": 2, "info": 2}      # folder of .git → levels checked


def git_refusal(root: Path) -> str | None:
    """Why the git state of ``root`` is not read although ``root/.git`` is a folder (rule
    ``git.in-root``), or ``None``: alternates, or an entry git may read under
    :data:`WALKED` that is not a regular file or folder."""
    dot_git = root / ".git"
    try:
        mode = os.lstat(dot_git).st_mode
    except OSError:
        return None
    if not stat.S_ISDIR(mode):
        return (".git is not a folder (a 'gitdir:' file of a linked worktree or submodule, "
                "whose git directory lies outside PATH, or a link): the git state is unknown")
    for rel in ALTERNATES:
        if os.path.lexists(dot_git / rel):
            return (f".git/{rel} names object stores git would read outside PATH: the git "
                    "state is unknown")
    for top, depth in WALKED.items():
        odd = odd_entry(dot_git / top, depth)
        if odd is not None:
            return (f".git/{Path(odd).relative_to(dot_git).as_posix()} is not a regular file "
                    "or folder (a link, a FIFO or a device git could follow or block on): the "
                    "git state is unknown")
    return None


def odd_entry(folder: Path, depth: int) -> str | None:
    """The first entry within ``depth`` levels under ``folder`` that is neither a regular
    file nor a real folder, or a folder at the last level (whose entries are not checked, so
    git must not read them), else ``None`` (also when ``folder`` is absent)."""
    try:
        entries = list(os.scandir(folder))
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError:
        return str(folder)
    for entry in entries:
        try:
            if entry.is_dir(follow_symlinks=False):
                if depth <= 1:
                    return entry.path
                if (odd := odd_entry(Path(entry.path), depth - 1)) is not None:
                    return odd
            elif not entry.is_file(follow_symlinks=False):
                return entry.path
        except OSError:
            return entry.path
    return None


def private_git(folder: Path, dot_git: Path, head: str, root: Path) -> dict[str, str]:
    """Make the private git directory in ``folder``; the environment that runs git on it."""
    (folder / "HEAD").write_text(head if head.endswith("\n") else head + "\n")
    (folder / "config").write_text(CONFIG)
    for name in LINKED:
        if os.path.lexists(dot_git / name):
            os.symlink(dot_git / name, folder / name)
    if not (folder / "refs").exists():
        (folder / "refs").mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_")}
    env["PATH"] = absolute_path(env.get("PATH", os.defpath))
    env.update(GIT_DIR=str(folder), GIT_WORK_TREE=str(root),
               GIT_INDEX_FILE=str(folder / "index"), GIT_CONFIG_NOSYSTEM="1",
               GIT_CONFIG_GLOBAL=os.devnull, GIT_ATTR_NOSYSTEM="1", GIT_OPTIONAL_LOCKS="0",
               GIT_TERMINAL_PROMPT="0", GIT_NO_REPLACE_OBJECTS="1", LC_ALL="C")
    return env


GIT_TIMEOUT = 30         # seconds one git command may run


def run_git(env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    """Run ``git args`` in the private environment (output as bytes; ended after
    :data:`GIT_TIMEOUT` seconds, raising ``subprocess.TimeoutExpired``; ``FileNotFoundError``
    when no git is installed)."""
    git = git_program(env.get("PATH", ""))
    if git is None:
        raise FileNotFoundError("git")
    return subprocess.run([git, *args], env=env, cwd=env["GIT_WORK_TREE"],
                          capture_output=True, timeout=GIT_TIMEOUT, stdin=subprocess.DEVNULL)


def absolute_path(search: str) -> str:
    """``search`` (a ``PATH`` value) without its empty and relative entries, which name the
    current folder: git runs with the analysed root as its current folder, and a ``git``
    shipped there must never be the one run (rule ``git.in-root``)."""
    return os.pathsep.join(p for p in search.split(os.pathsep) if os.path.isabs(p))


def git_program(search: str) -> str | None:
    """The absolute path of ``git`` on ``search`` (already stripped by :func:`absolute_path`)."""
    return shutil.which("git", path=search)


def status_paths(output: bytes) -> list[str]:
    """The paths of ``git status --porcelain=v1 -z`` output (a rename's both paths)."""
    paths: list[str] = []
    fields = output.split(b"\0")
    i = 0
    while i < len(fields):
        entry = fields[i]
        i += 1
        if len(entry) < 4:
            continue
        paths.append(os.fsdecode(entry[3:]))
        if entry[:1] in (b"R", b"C") or entry[1:2] in (b"R", b"C"):
            if i < len(fields):
                paths.append(os.fsdecode(fields[i]))
            i += 1
    return paths


def own_paths(root: Path, outputs: tuple[Path, ...]) -> list[str]:
    """``outputs`` as root-relative POSIX paths (those outside ``root`` left out)."""
    own = []
    for path in outputs:
        try:
            rel = Path(os.path.realpath(path)).relative_to(root).as_posix()
        except ValueError:
            continue
        if rel != ".":
            own.append(rel)
    return own


def is_own(path: str, own: list[str]) -> bool:
    """Whether the status ``path`` is one of the run's outputs or lies in an output folder."""
    return any(path == o or path.startswith(o.rstrip("/") + "/") for o in own)
