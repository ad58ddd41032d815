"""Package entry files: an import of a package's entry file names the package's module.

An import specifier naming a file of a package,
``'@apollo/client/core/index.js'`` (Node's ESM resolution needs the file written out), is
the module of its folder, ``'@apollo/client/core'``, when the recognisers model that folder
and not the file itself; so is a specifier that only adds a script extension
(``'@apollo/client/link/error.js'``). Any other specifier stays as written.
"""
from __future__ import annotations

import re
from typing import Mapping

# a script file ending a package subpath: ``/index.js``, ``/index.mjs``, ``/index``, ``.cjs``
ENTRY_FILE = re.compile(r"(?:/index)?(?:\.[cm]?js)?$")


def library_of(lib_modules: Mapping[str, str], source: str) -> str:
    """The library id import specifier ``source`` names (``lib_modules``: the recognisers'
    specifier → library id), else ``source`` itself; see the module docstring."""
    if source in lib_modules:
        return lib_modules[source]
    if source.startswith((".", "/")):
        return source
    folder = ENTRY_FILE.sub("", source, count=1)
    return lib_modules.get(folder, source) if folder and folder != source else source
