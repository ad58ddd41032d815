"""Evidence rules: does each evidence reference still point at the code it names?

* C2S-E001 — the cited file is gone. A cited name holding a redaction marker (a file whose
  name has a secret's shape, ``keys/AKIA….js``, is written ``keys/<redacted:aws-key>.js``) is
  the analysed file whose name redacts to it (rule ``audit.redacted-file-name``,
  :func:`redacted_file_names`); one no file or several files redact to is gone, and the
  finding says the name was redacted.
* C2S-E002 — the cited line no longer holds the code, which is found elsewhere: the fresh
  derive cites the same thing (same call site function and rule, or same rule and note) at
  another line, and the text it cites there is not on the old line. The finding gives the new
  place.
* C2S-E003 — the cited line is past the end of the file, and no new place was found.

One finding per capability (or service) and cited place, at the pointer of its first reference
(call sites first), however many fields cite that place.
"""
from __future__ import annotations

import os
import posixpath
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from statistics import median
from typing import Any

from code2skill.audit.counterparts import Counterparts
from code2skill.audit.drift import Comparison
from code2skill.audit.rules import Finding, SourceRef, finding
from code2skill.contract.pointer import join
from code2skill.discover import MAX_BUNDLE_BYTES
from code2skill.lines import split_lines
from code2skill.redact import redact
from code2skill.safe_io import NotRegular, read_text_in_root, unescape_surrogates


@dataclass(frozen=True, slots=True)
class Ref:
    """One evidence reference inside a capability or service, at ``pointer``."""

    pointer: str
    data: dict[str, Any]

    @property
    def file(self) -> str | None:
        return self.data.get("file") if isinstance(self.data.get("file"), str) else None

    @property
    def line(self) -> int | None:
        line = self.data.get("line")
        return line if isinstance(line, int) and not isinstance(line, bool) else None


NOT_REGULAR: list[str] = []


class NotRegularFile(Exception):
    """Evidence cites a path that is a folder, pipe, socket or device (``what``: ``a folder``
    or ``a pipe, socket or device``); ``pointer`` is set by the reference that cites it."""

    def __init__(self, file: str, pointer: str = "", what: str = "a pipe, socket or device"):
        self.file, self.pointer, self.what = file, pointer, what
        super().__init__(f"{pointer}: cites {file}, which is not a regular file ({what}); "
                         "it is not opened")


class SourceTree:
    """Lines of the client's files, read once; ``aliases`` maps a redacted file name to the
    analysed file it stands for (:func:`redacted_file_names`)."""

    def __init__(self, root: Path, aliases: dict[str, str] | None = None):
        self.root = root.resolve()
        self.aliases = aliases or {}
        self.cache: dict[str, list[str] | None] = {}
        self.kinds: dict[str, str] = {}

    def lines(self, rel: str) -> list[str] | None:
        """The file's lines, or None when it is gone, unreadable or refused by rule
        ``io.read-in-root`` (outside the root, over the bundle cap). A name the contract holds
        escaped (``b\\uDCFF.js``, rule ``io.escape``) is also tried as the file name it stands
        for, and a redacted name as the file of :attr:`aliases`. Raises
        :class:`NotRegularFile` for a pipe, socket or device, which is never opened (reading a
        FIFO would block the audit)."""
        if rel not in self.cache:
            self.cache[rel] = None
            names = (rel, unescape_surrogates(rel), self.aliases.get(rel, rel))
            for name in dict.fromkeys(names):
                try:
                    self.cache[rel] = split_lines(read_text_in_root(
                        self.root, name, MAX_BUNDLE_BYTES, "replace"))
                    break
                except NotRegular:
                    self.cache[rel] = NOT_REGULAR
                    self.kinds[rel] = "a folder" if os.path.isdir(self.root / name) else \
                        "a pipe, socket or device"
                    break
                except (OSError, ValueError):
                    continue
        found = self.cache[rel]
        if found is NOT_REGULAR:
            raise NotRegularFile(rel, "", self.kinds[rel])
        return found

    def inside(self, rel: str) -> bool:
        """Whether ``rel`` names a place inside the client's folder (``../x`` and a link to
        outside do not); a name no file system can hold (a lone surrogate) is judged by its
        segments alone."""
        if os.path.isabs(rel) or posixpath.normpath(rel).split("/")[0] == "..":
            return False
        try:
            real = (self.root / rel).resolve()
        except (OSError, ValueError):         # UnicodeEncodeError: '\ud83d' in the name
            return True
        try:
            real.relative_to(self.root)
        except ValueError:
            return False
        return True


def evidence_refs(node: Any, pointer: str) -> Iterator[Ref]:
    """Every evidence reference (an object with ``kind`` and ``rule``) under ``node``, in
    document order, ``implementation`` (the call sites) first."""
    if isinstance(node, dict):
        if "kind" in node and "rule" in node:
            yield Ref(pointer, node)
        keys = sorted(node, key=lambda k: (k != "implementation", k))
        for key in keys:
            if isinstance(node[key], (dict, list)):     # a scalar holds no reference
                yield from evidence_refs(node[key], join(pointer, key))
    elif isinstance(node, list):
        for k, item in enumerate(node):
            if isinstance(item, (dict, list)):
                yield from evidence_refs(item, join(pointer, k))


def redacted_file_names(paths: list[str]) -> dict[str, str]:
    """Rule ``audit.redacted-file-name``: each name of ``paths`` (the analysed files, relative
    to the root) that redaction changes, as written in a contract (``keys/<redacted:aws-key>.js``)
    → the file's path; a written name two files share is left out (it cites neither)."""
    found: dict[str, list[str]] = {}
    for path in paths:
        written = redact(path)
        if written != path:
            found.setdefault(written, []).append(path)
    return {written: names[0] for written, names in found.items() if len(names) == 1}


def stale_evidence(cmp: Comparison, root: Path, aliases: dict[str, str] | None = None
                   ) -> list[Finding]:
    """Every evidence finding of the contract's capabilities and services; ``aliases`` as
    :class:`SourceTree` takes them."""
    tree = SourceTree(root, aliases)
    out: list[Finding] = []
    fresh_caps = cmp.fresh_caps()
    paired = {p.old: fresh_caps[p.new] for p in cmp.pairs}
    for i, cap in enumerate(cmp.caps()):
        ptr = join("/capabilities", i)
        out += check_refs(list(evidence_refs(cap, ptr)), tree, cap.get("name"),
                          paired.get(i))
    for i, service in enumerate(cmp.contract.get("services") or []):
        out += check_refs(list(evidence_refs(service, join("/services", i))), tree, None, None)
    return out


def check_refs(refs: list[Ref], tree: SourceTree, name: str | None,
               fresh_cap: dict[str, Any] | None) -> list[Finding]:
    counterparts = Counterparts(evidence_refs(fresh_cap, "") if fresh_cap else (), same_thing)
    shifts = call_site_shifts(refs, counterparts)
    seen: dict[tuple, int] = {}
    found: list[tuple[tuple, str, str, str | None, tuple[SourceRef, ...]]] = []
    for ref in refs:
        if ref.file is None or ref.data.get("kind") == "default":
            continue
        try:
            lines = tree.lines(ref.file)
        except NotRegularFile as exc:
            raise NotRegularFile(exc.file, ref.pointer, exc.what) from None
        if lines is None:
            place = ("E001", ref.file)
            verdict = ("C2S-E001", gone(ref.file, tree), None, ())
        elif ref.line is None:
            continue
        else:
            moved = new_place(ref, lines, counterparts, tree, shifts.get(ref.file, 0))
            if moved is None and ref.line <= len(lines):
                continue
            if moved is not None and moved != (ref.file, ref.line):
                place = ("E002", ref.file, ref.line, moved)
                verdict = ("C2S-E002", f"cites {ref.file}:{ref.line}, which no longer holds the "
                                       f"code; it is now at {moved[0]}:{moved[1]}", None,
                           (SourceRef(moved[0], moved[1]),))
            elif moved is None:
                place = ("E003", ref.file, ref.line)
                verdict = ("C2S-E003", f"cites {ref.file}:{ref.line}, past the end of the file "
                                       f"({len(lines)} lines)", None, ())
            else:
                continue
        if place in seen:
            seen[place] += 1
            continue
        seen[place] = 1
        found.append((place, ref.pointer, *verdict))
    out = []
    for place, pointer, rule, message, _, sources in found:
        more = seen[place] - 1
        if more:
            message += f" (and {more} other reference{'s' * (more != 1)} to it)"
        out.append(finding(rule, pointer, message, name, sources))
    return out


def gone(file: str, tree: SourceTree) -> str:
    """The message of a cited file that cannot be read (rule C2S-E001)."""
    if not tree.inside(file):
        return f"cites {file}, which is outside the client folder"
    if "<redacted:" in file:
        return (f"cites {file}, a file name redacted as a secret that names no one analysed "
                "file (audit.redacted-file-name)")
    return f"cites {file}, which no longer exists"


def span_text(ref: Ref, lines: list[str]) -> str:
    """The code a reference cites on its first line (the whole line when the span is tiny)."""
    if ref.line is None or not 1 <= ref.line <= len(lines):
        return ""
    text = lines[ref.line - 1]
    col, end = ref.data.get("column"), ref.data.get("endColumn")
    if isinstance(col, int) and col >= 1:
        stop = end - 1 if isinstance(end, int) and ref.data.get("endLine") == ref.line else None
        piece = text[col - 1:stop].strip()
        if len(piece) >= 3:
            return piece
    return text.strip()


def places_in(same: list, file: str, tree: SourceTree, counterparts: Counterparts
              ) -> tuple[list, set[int], set[str]]:
    """Of the counterparts ``same`` (one answer of ``counterparts.same``), those in ``file``
    (all of them when none is), the lines they cite there and the distinct texts they cite
    there; kept on ``counterparts`` by the answer and the file (rule
    ``audit.indexed-counterparts``: N references to one field look at N counterparts once,
    not N times each). The answer is kept beside what was found in it, so its id names it."""
    key = (id(same), file)
    kept = counterparts.places.get(key)
    if kept is None:
        here = [c for c in same if c.file == file]
        texts = {span_text(c, tree.lines(c.file) or []) for c in here}
        kept = counterparts.places[key] = (same, (here or same, {c.line for c in here},
                                                  {t for t in texts if t}))
    return kept[1]


def same_thing(a: Ref, b: Ref) -> bool:
    """Whether two references cite the same thing: a call site of the same function by the
    same rule, or any reference by the same rule with the same note."""
    if a.data.get("rule") != b.data.get("rule") or b.file is None or b.line is None:
        return False
    if "via" in a.data and "via" in b.data:
        return a.file == b.file and a.data.get("function") == b.data.get("function")
    return a.data.get("note") == b.data.get("note") and a.data.get("kind") == b.data.get("kind")


def call_site_shifts(refs: list[Ref], counterparts: Counterparts) -> dict[str, int]:
    """Per file, the median line shift of call sites with a single counterpart (used to pick
    among several counterparts of other references)."""
    shifts: dict[str, list[int]] = {}
    for ref in refs:
        if "via" in ref.data and ref.file and ref.line is not None:
            same = counterparts.same(ref)
            if len(same) == 1 and same[0].file == ref.file:
                shifts.setdefault(ref.file, []).append(same[0].line - ref.line)
    return {f: int(median(v)) for f, v in shifts.items()}


def new_place(ref: Ref, lines: list[str], counterparts: Counterparts, tree: SourceTree,
              shift: int) -> tuple[str, int] | None:
    """Where the code ``ref`` cites is now: its own place when the cited line still holds it
    (a counterpart in its file at that line, or whose cited text that line holds), the
    counterpart's place when it moved, None when unknown."""
    same = counterparts.same(ref)
    if not same:
        return None
    in_file, held_lines, texts = places_in(same, ref.file, tree, counterparts)
    if ref.line in held_lines or ref.line <= len(lines) and \
            any(text in lines[ref.line - 1] for text in texts):
        return ref.file, ref.line
    target = ref.line + shift
    best = min(in_file, key=lambda c: (c.file != ref.file, abs(c.line - target), c.line))
    return best.file, best.line
