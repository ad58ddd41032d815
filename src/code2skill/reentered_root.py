"""Rule ``modules.reentered-root``: a path that climbs above the analysed folder and comes back
into it names a file of the analysed folder.

Focalboard's ``webapp/src/components/centerPanel.tsx`` imports
``'../../../webapp/src/telemetry/telemetryClient'``: relative to the analysed folder
``webapp`` that is ``../webapp/src/telemetry/telemetryClient``, which leaves the folder by its
``..`` and re-enters it by its own name. The path is resolved first, as reading it would
resolve it — each link followed before the ``..`` after it (:func:`os.path.realpath`) — and
only a resolved path outside the folder is outside (rule ``modules.outside-root``). A link on
the way that leads elsewhere (a sibling or a folder inside linking outside) leaves the path
outside, so nothing outside the analysed folder is ever read. Pure but for the links it
reads.
"""
from __future__ import annotations

import os
import posixpath
from pathlib import Path

RULE = "modules.reentered-root"


def reentered(root: Path, target: str) -> str | None:
    """The path, relative to ``root``, of ``target`` (relative to ``root``, starting with
    ``..``) once resolved with its links, when that lies inside ``root`` (``'.'`` for
    ``root`` itself): ``'src/telemetry/telemetryClient'`` for
    ``'../webapp/src/telemetry/telemetryClient'`` when ``root`` is ``…/webapp``; ``None``
    when it lies outside."""
    top = os.path.realpath(root)
    resolved = os.path.realpath(os.path.join(top, *target.split("/")))
    if resolved != top and not resolved.startswith(top.rstrip(os.sep) + os.sep):
        return None
    return posixpath.normpath(Path(os.path.relpath(resolved, top)).as_posix())
