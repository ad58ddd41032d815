"""Rule ``scope.own-vendor``: a ``vendor`` folder that holds the app's own code.

A ``vendor/`` folder at the root of a package is third-party code copied in, and is skipped
like ``dist/``. Some apps name their own integration modules so (``vendor/axios.ts`` making
the app's axios instance, ``vendor/gettext.ts``): such a module imports the app's other
modules, which copied-in library code never does. So a ``vendor`` folder one of whose script
files (:data:`OWN_SUFFIXES`, the first :data:`MAX_FILES` by name, the first
:data:`MAX_BYTES` of each) imports a module through
the app's alias or from outside the folder (``~/components/…``, ``@/api``, ``../stores/x``)
is analysed as client code.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

from code2skill.safe_io import read_head_in_root

RULE = "scope.own-vendor"
FOLDER = "vendor"
OWN_SUFFIXES = (".ts", ".tsx", ".mts", ".cts", ".vue", ".js", ".mjs", ".jsx")
MAX_FILES = 64
MAX_BYTES = 256_000
# an import or require of the app's own module: an alias (`~/`, `~~/`, `@/`, `@@/`) or a path
# climbing out of the folder (`../`)
OWN_IMPORT = re.compile(r"""(?:\bfrom|\bimport|\brequire)\s*\(?\s*["'](?:~~?/|@@?/|\.\./)""")


def own_vendor(root: Path, rel: str) -> bool:
    """Whether the folder ``rel`` (named :data:`FOLDER`) of ``root`` holds a script file that
    imports the app's own modules; a folder that cannot be listed is not."""
    try:
        with os.scandir(root / rel) as entries:
            names = sorted(e.name for e in entries
                           if e.name.endswith(OWN_SUFFIXES) and not e.name.endswith(".d.ts")
                           and e.is_file(follow_symlinks=False))
    except OSError:
        return False
    for name in names[:MAX_FILES]:
        try:
            text = read_head_in_root(root, f"{rel}/{name}", MAX_BYTES).decode("utf-8", "replace")
        except OSError:
            continue
        if OWN_IMPORT.search(text):
            return True
    return False
