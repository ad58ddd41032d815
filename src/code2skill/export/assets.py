"""The files every export copies unchanged (package data in ``data/``), with their pinned
sha256 digests (EXPORT.md D2, D6).

``portable-error-normalizer.mjs`` and ``runtime.mjs`` are canonical: :func:`asset` refuses a
copy whose digest differs from the one pinned here, so a modified installation cannot export a
different normaliser or runtime unnoticed. ``runtime.mjs`` is rebuilt from the lockfile by
``runtime-build/build.sh`` (a test compares the bytes).
"""
from __future__ import annotations

import hashlib
from importlib.resources import files

NORMALIZER = "portable-error-normalizer.mjs"
RUNTIME = "runtime.mjs"
VALIDATE = "validate.mjs"
NOTICES = "THIRD-PARTY-NOTICES.md"
PINNED = {
    NORMALIZER: "8d19db9ebf094a82b08dd3ab9f6d7284e21dda5e6d7e0166164b823e292a7dbb",
    RUNTIME: "ce43eb6561d9c9ade6a34fd91a0564c70a5e8d6330ffdef83a54df140d963a82",
}
SDK_VERSIONS = {"@modelcontextprotocol/server": "2.4.0", "zod": "4.6.7", "esbuild": "0.28.2"}


class AssetError(RuntimeError):
    """A shipped file is missing or differs from its pinned digest."""


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def asset(name: str) -> bytes:
    """The bytes of ``data/<name>``, checked against its pinned digest when it has one."""
    data = files("code2skill.export").joinpath("data", name).read_bytes()
    pinned = PINNED.get(name)
    if pinned is not None and sha256(data) != pinned:
        raise AssetError(f"{name} shipped with code2skill does not match its pinned sha256 "
                         f"{pinned}: reinstall code2skill")
    return data
