"""Rule ``modules.vendored-copy``: which program files are a library's own code, copied in.

A generator may copy its HTTP client into the app (hey-api's ``<output>/client/client.gen.ts``,
``<output>/core/params.gen.ts``); what such a file exports is the library's, as if imported
from the package (``Recogniser.vendored``: a path pattern → library). The generator's own
output beside the copy can match the same pattern when the output folder has the copy's
folder name: with ``output: 'src/client'`` the SDK's client instance is
``src/client/client.gen.ts`` and the copy ``src/client/client/client.gen.ts``; both end in
``client/client.gen.ts``. The rule: a matching file is the library's copy unless a file of a
folder below its own matches the same pattern (the copy is the deepest match; the file above
it is the app's output around the copy, read as program code).
"""
from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable

RULE = "modules.vendored-copy"


def vendored_copies(paths: Iterable[str], patterns: list[tuple[re.Pattern, str]]
                    ) -> dict[str, str]:
    """Program file path → library id for each file that is a library's copied code:
    ``paths`` are the program's files, ``patterns`` ``(path pattern, library)`` pairs."""
    found: dict[str, str] = {}
    for pattern, lib in patterns:
        matches = [p for p in paths if pattern.search(p)]
        for path in matches:
            if path not in found and not any(deeper(other, path) for other in matches):
                found[path] = lib
    return found


def deeper(other: str, path: str) -> bool:
    """Whether ``other`` lies in a folder below ``path``'s own folder."""
    folder = posixpath.dirname(path)
    prefix = f"{folder}/" if folder else ""
    return other.startswith(prefix) and "/" in other[len(prefix):]
