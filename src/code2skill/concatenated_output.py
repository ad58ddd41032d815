"""Rule ``scope.concatenated-output``: a script that concatenates other scripts of the
analysed folder is build output, not source.

A Grunt or Gulp ``concat`` task (or a hand-written build script) joins an app's sources into
one file committed beside them (``public/js/app.js`` made of every ``src/app/**/*.js``).
Analysing both finds each request twice, the copy citing the bundle's lines. A script is
such a bundle when at least :data:`MIN_PARTS` other scripts of the folder each have at least
:data:`PART_SHARE` of their significant lines in it, and those parts make at least
:data:`COVER_SHARE` of its own significant lines (a file that merely repeats a few lines of
another, or adds much code of its own, stays a source). The parts must be distinct files: a
source whose lines another of the bundle's sources holds (at least :data:`PART_SHARE` of them)
is an earlier version of that file, not a part of its own — generated code for successive API
versions (``v1alpha1/topic_connectquery.ts``, ``v1alpha2/…``, each a subset of ``v1/…``) is
versions of one file, and the latest is a source, never their bundle. A significant line is a line of code
(not a comment line: a build may strip comments) of at least :data:`MIN_LINE` characters
once stripped of surrounding white space; a line found in
more than :data:`COMMON` files (``'use strict';``, ``return this;``) proves no copy and is
not counted. The bundle is left out with a reason naming how many sources it copies and
one of them; the sources stay. Not recognised: a bundle whose lines a tool rewrote
(minified, transpiled, wrapped in module functions by webpack or Rollup: minification is
caught by its line lengths, content-hashed names by rule ``scope.hashed-output``).
"""
from __future__ import annotations

from collections import Counter, defaultdict

RULE = "scope.concatenated-output"
MIN_LINE = 12          # characters, once stripped
MIN_PARTS = 2          # sources a bundle copies, at least
PART_SHARE = 0.9       # of a source's significant lines found in the bundle
COVER_SHARE = 0.5      # of the bundle's significant lines that come from its sources
COMMON = 20            # files a line is found in, at most, to count
MIN_SOURCE_LINES = 3   # significant lines a source needs to count as copied


COMMENT_STARTS = ("//", "/*", "*")


def significant_lines(text: str) -> frozenset[str]:
    """The distinct lines of ``text`` at least :data:`MIN_LINE` characters long once
    stripped, stripped, that do not start with a comment (:data:`COMMENT_STARTS`)."""
    return frozenset(line for line in (raw.strip() for raw in text.splitlines())
                     if len(line) >= MIN_LINE and not line.startswith(COMMENT_STARTS))


def concatenations(texts: dict[str, str]) -> dict[str, list[str]]:
    """``{bundle path: the paths of the sources it copies, sorted}`` among the scripts
    ``texts`` (path → text), by the rule of this module; empty when none is a bundle."""
    lines = {path: significant_lines(text) for path, text in texts.items()}
    holders: dict[str, list[str]] = defaultdict(list)
    for path, found in lines.items():
        for line in found:
            holders[line].append(path)
    counted = {path: {line for line in found if len(holders[line]) <= COMMON}
               for path, found in lines.items()}
    parts: dict[str, list[str]] = defaultdict(list)
    for source, found in counted.items():
        if len(found) < MIN_SOURCE_LINES:
            continue
        hits = Counter(other for line in found for other in holders[line] if other != source)
        for other, count in hits.items():
            if count >= PART_SHARE * len(found) and len(counted[other]) > len(found):
                parts[other].append(source)
    out = {}
    for bundle, found in parts.items():
        sources = distinct_parts(found, counted, holders)
        copied = set().union(*(counted[s] for s in sources)) & counted[bundle]
        if len(sources) >= MIN_PARTS and len(copied) >= COVER_SHARE * len(counted[bundle]):
            out[bundle] = sorted(sources)
    return out


def distinct_parts(sources: list[str], counted: dict[str, set[str]],
                   holders: dict[str, list[str]]) -> list[str]:
    """Of ``sources`` (paths whose lines one script holds), those that are not a version of
    another: no other of ``sources`` holds :data:`PART_SHARE` of its ``counted`` lines
    (``holders``: line → the paths holding it). Returns them in the order given."""
    kept = []
    for source in sources:
        hits = Counter(other for line in counted[source] for other in holders[line]
                       if other != source and other in sources)
        if not any(count >= PART_SHARE * len(counted[source]) for count in hits.values()):
            kept.append(source)
    return kept
