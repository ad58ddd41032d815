"""Rule ``scope.library-file``: a third-party library copied into the source tree is not the
client, whatever folder holds it (``src/assets/private/three.js``, ``public/js/jquery.js``;
a ``vendor/`` folder is already left out by name). It is recognised by its content:

* **banner**: the file opens with a preserved comment (``/*!``, or one holding ``@license``
  or ``@preserve``) that names a library and its version: ``/*! jQuery v3.7.1 | (c) OpenJS
  Foundation */``, ``@license React v18.2.0``, ``@version 1.2.3``. A project's own licence
  header (``Licensed under the Apache License, Version 2.0``) names no library version;
* **wrapper**: a UMD wrapper (``typeof define === 'function' && define.amd`` beside
  ``module.exports``/``typeof exports``) or a bundler's runtime (``__webpack_require__``,
  ``webpackJsonp``, ``parcelRequire``): a library's distribution or build output, not source;
* **namespace**: a classic script (no ``import``, ``export`` or ``require``) of at least
  :data:`NAMESPACE_BYTES` that declares a global namespace object carrying its version
  (``var THREE = { REVISION: '67' };``, ``Lib.VERSION = '1.2.3'``);
* **plugin**: a classic script whose every top-level statement adds to the namespace of a
  file the namespace rule recognised (``THREE.OrbitControls = function …``: a library's
  example or extension module).

Each such file is listed in ``source.skipped`` with the rule and the evidence (the banner's
name and version, the wrapper, the namespace); ``--include`` naming it analyses it anyway.
"""
from __future__ import annotations

import re

RULE = "scope.library-file"
NAMESPACE_BYTES = 100_000
HEAD = 4_096                  # characters of a file read for its opening comment

LEADING_COMMENT = re.compile(r"\A(?:\ufeff)?(?:#![^\n]*\n)?\s*/\*(?P<body>.*?)\*/", re.S)
NAMED_VERSION = re.compile(
    r"(?<![@\w.+-])(?P<name>[A-Za-z][\w.+-]*(?:[ \t][A-Za-z][\w.+-]*){0,3})"
    r"[ \t]+v(?P<version>\d+\.\d+(?:\.\d+)?(?:-[\w.]+)?)\b")
VERSION_TAG = re.compile(r"@version\s+v?(?P<version>\d+\.\d+(?:\.\d+)?)")
NAME_TAG = re.compile(r"@(?:name|module|library)\s+(?P<name>[\w.@/-]+)")
UMD = re.compile(r"\bdefine\.amd\b")
COMMONJS_EXPORT = re.compile(r"\bmodule\.exports\b|\btypeof\s+exports\b")
BUNDLER_RUNTIME = re.compile(r"\b(?P<runtime>__webpack_require__|__webpack_modules__|"
                             r"webpackJsonp|parcelRequire)\b")
MODULE_SYNTAX = re.compile(r"^\s*(?:import\s*[\w{*'\"]|export\s+[\w{*])|\brequire\s*\(", re.M)
VERSIONED_NAMESPACE = re.compile(
    r"^(?:var|let|const)\s+(?P<a>[A-Za-z_$][\w$]*)\s*=\s*\{\s*['\"]?(?:REVISION|VERSION|"
    r"version)['\"]?\s*:\s*['\"\d]"
    r"|^(?P<b>[A-Za-z_$][\w$]*)\.(?:REVISION|VERSION)\s*=\s*['\"\d]", re.M)
TOP_LEVEL_START = re.compile(r"^[A-Za-z_$][^\n]*", re.M)
NAMESPACE_MEMBER = re.compile(r"([A-Za-z_$][\w$]*)\.[A-Za-z_$]")


def library_reason(text: str) -> tuple[str, str | None] | None:
    """Why the source ``text`` is a third-party library (module docstring), and the global
    namespace it declares (``None`` for a banner or wrapper); ``None`` when it looks like
    application code."""
    banner = banner_library(text[:HEAD])
    if banner is not None:
        return f"third-party library: its licence banner names {banner}", None
    runtime = BUNDLER_RUNTIME.search(text)
    if runtime is not None:
        return f"bundled build output: it holds the bundler runtime {runtime['runtime']}", None
    if UMD.search(text) and COMMONJS_EXPORT.search(text):
        return "third-party library: a UMD wrapper (define.amd and module.exports)", None
    if len(text) >= NAMESPACE_BYTES and not MODULE_SYNTAX.search(text):
        found = VERSIONED_NAMESPACE.search(text)
        if found is not None:
            name = found["a"] or found["b"]
            return (f"third-party library: a {len(text) // 1000:,} KB classic script "
                    f"declaring the versioned global namespace {name}"), name
    return None


def banner_library(head: str) -> str | None:
    """``"<name> v<version>"`` from a preserved opening comment of ``head`` (``/*!``, or one
    holding ``@license``/``@preserve``) that names a library version, else ``None``."""
    found = LEADING_COMMENT.match(head)
    if found is None:
        return None
    body = found["body"]
    if not (body.startswith("!") or "@license" in body or "@preserve" in body):
        return None
    named = NAMED_VERSION.search(body)
    if named is not None:
        return f"{named['name'].strip()} v{named['version']}"
    version = VERSION_TAG.search(body)
    if version is not None:
        name = NAME_TAG.search(body)
        return f"{name['name'] if name else 'a library'} v{version['version']}"
    return None


def plugin_of(text: str, namespaces: set[str]) -> str | None:
    """Rule ``scope.library-file`` (plugin): the namespace of ``namespaces`` every top-level
    statement of the classic script ``text`` adds to (each line starting a statement at column
    0 is ``NS.member …``), else ``None``."""
    if not namespaces or MODULE_SYNTAX.search(text):
        return None
    names = {found[1] if (found := NAMESPACE_MEMBER.match(line)) else None
             for line in TOP_LEVEL_START.findall(text)}
    if len(names) != 1:
        return None
    name = names.pop()
    return name if name in namespaces else None
