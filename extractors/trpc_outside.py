"""Rule ``trpc.router-outside-root``: a tRPC client whose router type is imported from outside
the analysed folder.

A client is typed by its router (``createTRPCReact<AppRouter>()``, ``createTRPCClient``,
``createTRPCContext``, …); when ``AppRouter`` is imported from a module that leaves the
analysed folder (``import type {AppRouter} from '../../server/router'``, or an alias whose
``tsconfig`` target does, rule ``modules.outside-root``), the router — and with it every
procedure's ``.input(z.object(…))`` — is never read. What the client sends is then only the
shape of each call's argument: which fields are required, their types and bounds are not
proven. :func:`outside_router` finds such an import; the recogniser gives each request that
sends an input one ``medium`` item citing the import (so the Tool requires review), and the
run one warning naming the import and the folder to derive from (:func:`warning`).
"""
from __future__ import annotations

import re
from typing import NamedTuple

from code2skill.modules import holding_folder
from code2skill.values import Where

RULE = "trpc.router-outside-root"
TYPE_NAME = re.compile(r"[A-Za-z_$][\w$]*")


class OutsideRouter(NamedTuple):
    """The router type ``name`` of a client, imported as ``source`` in module ``path`` at
    ``where``, which names ``target`` (relative to the analysed folder, led by ``..``)."""

    name: str
    source: str
    target: str
    path: str
    where: Where | None


def outside_router(program, path: str, type_args: str | None) -> OutsideRouter | None:
    """The outside import of the router type a creator call's type arguments name
    (``AppRouter`` of ``<AppRouter>``, ``appRouter`` of ``<typeof appRouter>``), or ``None``
    when there are none, the name is not imported, or its import is read."""
    names = [n for n in TYPE_NAME.findall(type_args or "") if n != "typeof"]
    module = program.modules.get(path)
    if not names or module is None:
        return None
    head = names[0]
    for fact in module.imports:
        if fact.local != head:
            continue
        target = program.outside_root(path, fact.source)
        if target is None:
            return None
        return OutsideRouter(head, fact.source, target, path, program.where(path, fact.span))
    return None


def input_note(procedure: str, router: OutsideRouter) -> tuple[str, str, Where | None, str]:
    """The ``medium`` note of a request of ``procedure`` that sends an input while its
    router is outside the analysed folder, citing the import."""
    return ("medium", f"the input schema of tRPC procedure {procedure} is defined outside the "
            f"analysed folder: the router type {router.name} is imported from "
            f"{router.source!r} (→ {router.target!r}), which is not read, so this input is the "
            "shape of the calls' arguments and is not claimed complete (its required fields, "
            f"types and bounds are unproven); derive from {holding_folder([router.target])!r} "
            "to read the router", router.where, RULE)


def warning(router: OutsideRouter) -> str:
    """The run's one warning about a client whose router is outside the analysed folder."""
    return (f"the tRPC router type {router.name} is imported from {router.source!r} "
            f"(→ {router.target!r}), outside the analysed folder: procedure inputs are read "
            "from the calls' arguments and are unproven — derive from "
            f"{holding_folder([router.target])!r} (relative to the analysed folder), which "
            f"holds both, to read the router's input schemas ({RULE})")
