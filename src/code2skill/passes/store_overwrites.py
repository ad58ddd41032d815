"""Pass: a restore or import into a whole store of data replaces what the store holds.

Rule ``side-effect.overwrite-store``: a write whose path or naming function pairs an action
that puts data back from a copy with a whole store of data (rule ``risk.destructive`` of
:func:`~.side_effects.overwrite_risks`: ``POST /api/backup/import/``, ``POST /db/restore``)
and that its words made a ``create`` (``import`` creates elsewhere: ``/feeds/import``) changes
the data the store already holds: its effect is ``update``, with the risk ``destructive`` that
rule sets. Whether the backend wipes the existing data first, merges, or refuses a conflict is
the server's: the client source shows the request, not that, so a medium review item asks.
Other effects (``update``, ``delete``, a read) are left as they are.
"""
from __future__ import annotations

from .side_effects import overwrite_risks

RULE = "side-effect.overwrite-store"


def overwrite_effect(effect: str, path: str, function: str | None) -> str | None:
    """The store word pair (``"import backup"``) when a ``create`` of ``path`` (named by
    ``function``) restores or imports a whole store of data, else ``None``."""
    if effect != "create":
        return None
    found = overwrite_risks(effect, path, function, [])
    return found[0][1].removesuffix(" (overwrites stored data)") if found else None


def message(method: str, path: str, said: str) -> str:
    """The review item of an overwritten store."""
    return (f"{method} {path} names {said!r}: a restore or import into a whole store of data "
            "is taken as an update that may replace what the store holds (risk destructive), "
            "not as a create; confirm against the backend whether it wipes the existing data "
            "first")
