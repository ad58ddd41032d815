"""The physical limit of a derive run, as a process of its own: read and parse files, nothing else.

Usage (``bench.py`` runs it in a fresh interpreter, so its time includes the interpreter's
start-up and the grammar imports, as a user's run does)::

    python benchmarks/rawparse.py ROOT BATCHES_JSON [--jobs N]

``BATCHES_JSON`` is a JSON list of batches, each a list of ``[path, grammar]`` pairs (paths
relative to ``ROOT``, grammars as :func:`code2skill.discover.discover` names them). With
``--jobs 1`` the batches are parsed in this process one after another; with more, each batch is
a task of a pool of N worker processes (pool start-up included), as ``extract_all`` does. The
caller decides whether a pool is used (``bench.py`` passes ``--jobs 1`` exactly when
``extract_all`` would not use one). Only the grammar module is imported: nothing of the
pipeline is loaded, so this is the floor a derive run cannot go below.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import deque
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from code2skill.extractors.languages import (
    SCRIPT_HOSTS, TEMPLATE_TAG_GRAMMARS, blank_templates, parse_script, script_trees)


def parse_like_extraction(grammar: str, data: bytes) -> None:
    """The parses :func:`extractors.module_facts.extract_module` starts from, and nothing else:
    for a script, :func:`parse_script` (the TSX retry of a JavaScript file with a reserved-word
    JSX member included); for a template-tag file (``gjs``/``gts``), its script grammar on the
    blanked text; for a single-file component (``sfc``), the HTML parse and one parse per
    ``<script>``, for a page (``page``) one per ``<script>`` it runs, and for Astro the
    frontmatter too (the parses are generators: each is drained, one tree at a time, as
    extraction reads them); for a ``.graphql`` file the GraphQL
    library's parse (imported only then). Errors in a GraphQL document are a parse like any
    other."""
    if grammar == "graphql":
        from graphql import GraphQLError, parse as graphql_parse
        try:
            graphql_parse(data.decode("utf-8", "replace"))
        except GraphQLError:          # a syntax error still costs the parse
            pass
    elif grammar in TEMPLATE_TAG_GRAMMARS:
        parse_like_extraction(TEMPLATE_TAG_GRAMMARS[grammar], blank_templates(data))
    elif grammar in SCRIPT_HOSTS:
        deque(script_trees(grammar, data), maxlen=0)
    else:
        parse_script(grammar, data)


def parse_batch(root: str, batch: list[list[str]]) -> int:
    """Read and parse each ``[path, grammar]`` of ``batch`` under ``root``, dropping each
    tree; returns the bytes parsed."""
    total = 0
    for path, grammar in batch:
        data = (Path(root) / path).read_bytes()
        parse_like_extraction(grammar, data)
        total += len(data)
    return total


def parse_all(root: str, batches: list[list[list[str]]], jobs: int) -> int:
    """Every batch, in this process (``jobs == 1``) or as tasks of ``jobs`` workers."""
    if jobs == 1:
        return sum(parse_batch(root, batch) for batch in batches)
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return sum(pool.map(parse_batch, [root] * len(batches), batches))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("root", help="the folder the paths are relative to")
    ap.add_argument("batches", type=Path, help="JSON list of batches of [path, grammar]")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (1: none)")
    args = ap.parse_args(argv)
    parse_all(args.root, json.loads(args.batches.read_text()), max(1, args.jobs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
