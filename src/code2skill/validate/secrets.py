"""Rules ``C2S-V020`` and ``C2S-V021``: no credential anywhere in the package, no default host
in its code (seed: "Never log or embed secrets"; "Generated Functions must not default to a
source repository's development, staging, or production host"; EXPORT.md D5).

* V020: every string literal of a module, every string of a JSON file and every line of a
  Markdown file is checked with :func:`code2skill.redact.looks_secret` (JWTs, private keys,
  cloud and API keys, credentials inside URLs, bearer/basic values, high-entropy runs). The
  finding names the kind, never the value.
* V021: a string literal of a module (``runtime.mjs`` aside; import sources are the import
  rules' business) that is or starts a URL (``scheme://…``, also the fixed part of a template
  such as ``https://${host}``) or is a host name (``api.example.com``, ``localhost``, an IPv4
  address, with an optional port and path; a dotted name counts only with a port or a common
  top-level domain, so body paths such as ``variables.id`` are not hosts). Service base URLs come from their
  ``baseUrlBinding`` at run time; observed URLs belong in README.md and the Skill as
  deployment references only. A literal the Function sends as data is no default host
  (:func:`sent_as_data`: a value in the ``query``, ``headers``, ``body``/``json`` or ``multipart`` of
  a ``dispatch`` call, such as the callback URL a webhook registration posts, or in the
  ``INPUT_SCHEMA``/``OUTPUT_SCHEMA``/``ERROR_CONTRACT`` constants): only the request's
  ``path`` and what the module builds a target from can name where it goes.
"""
from __future__ import annotations

import re
from typing import Any, Iterator

from code2skill.redact import looks_secret, redact
from code2skill.safe_io import read_bytes_in_root
from code2skill.validate import js
from code2skill.validate.package import FILE_CAP, RUNTIME, Package, json_of
from code2skill.validate.rules import Finding

URL = re.compile(r"^[a-z][a-z0-9+.-]*://", re.I)
HOST = re.compile(r"^(?P<host>localhost|(?:\d{1,3}\.){3}\d{1,3}|(?:[a-z0-9-]+\.)+(?P<tld>[a-z]{2,}))"
                  r"(?P<port>:\d{1,5})?(?:/\S*)?$", re.I)
# a dotted name is a host only with a port or one of these endings: a body or variables path
# such as "variables.id" or "json.reason" has the shape of a host name too
HOST_ENDINGS = frozenset((
    "com", "net", "org", "io", "dev", "app", "co", "ai", "cloud", "example", "local",
    "internal", "test", "localhost", "edu", "gov", "me", "xyz", "site", "online", "tech",
    "us", "uk", "de", "fr", "eu", "cn", "ru", "jp", "in", "br", "ca", "au", "nl"))
FILE_ENDINGS = (".mjs", ".js", ".cjs", ".json", ".md", ".ts", ".txt")


def literal_strings(module) -> Iterator[tuple[Any, str]]:
    """``(node, value)`` for each string and each fixed part of a template in a module, import
    and export sources left out."""
    for node in js.walk(module.tree.root_node):
        if node.type == "string" and node.parent is not None and \
                node.parent.type in ("import_statement", "export_statement"):
            continue
        if node.type == "string":
            value = js.string_value(node)
            if value is not None:
                yield node, value
        elif node.type == "string_fragment" and node.parent.type == "template_string":
            yield node, js.text(node)


def is_host(value: str) -> bool:
    """Whether ``value`` is a URL or a host name (see the module docstring)."""
    value = value.strip()
    if URL.match(value):
        return True
    match = HOST.match(value)
    if match is None or value.lower().endswith(FILE_ENDINGS):
        return False
    return match.group("tld") is None or match.group("port") is not None or \
        match.group("tld").lower() in HOST_ENDINGS


def check_hosts(package: Package) -> list[Finding]:
    """V021: literal URLs and hosts in the generated modules."""
    findings = []
    for path, module in sorted(package.modules.items()):
        for node, value in literal_strings(module):
            if is_host(value) and not sent_as_data(node):
                line, column = js.position(node)
                shown = redact(value)
                findings.append(Finding("C2S-V021", f"{path} holds the literal host "
                                        f"{shown[:80]!r}", path, line, column))
    return findings


DATA_KEYS = frozenset({"query", "headers", "body", "json", "multipart"})
DATA_CONSTANTS = frozenset({"INPUT_SCHEMA", "OUTPUT_SCHEMA", "ERROR_CONTRACT"})


def sent_as_data(node) -> bool:
    """Whether a string literal lies in request data of a ``dispatch(target, {…})`` call (a
    ``query``/``headers``/``body``/``multipart`` member of its second argument) or in one of
    the schema constants (:data:`DATA_CONSTANTS`), where it names no host the Function calls."""
    child, parent = node, node.parent
    while parent is not None:
        if parent.type == "variable_declarator" and js.text(
                parent.child_by_field_name("name")) in DATA_CONSTANTS:
            return True
        if parent.type == "pair" and js.key_of(parent.child_by_field_name("key")) in DATA_KEYS \
                and child == parent.child_by_field_name("value") and dispatched(parent.parent):
            return True
        child, parent = parent, parent.parent
    return False


def dispatched(obj) -> bool:
    """Whether object node ``obj`` is the second argument of a call of ``dispatch``."""
    args = obj.parent if obj is not None else None
    call = args.parent if args is not None and args.type == "arguments" else None
    callee = call.child_by_field_name("function") if call is not None else None
    named = list(args.named_children) if args is not None else []
    return callee is not None and js.text(callee) == "dispatch" and len(named) > 1 \
        and named[1] == obj


def check_secrets(package: Package) -> list[Finding]:
    """V020: credentials in any module, JSON or Markdown file of the package."""
    findings = []
    for path, module in sorted(package.modules.items()):
        for node, value in literal_strings(module):
            kind = looks_secret(value)
            if kind:
                line, column = js.position(node)
                findings.append(Finding("C2S-V020", f"{path} holds a {kind} literal", path,
                                        line, column))
    for path in package.files:
        if path == RUNTIME or not path.endswith((".json", ".md")):
            continue
        try:
            text = read_bytes_in_root(package.root, path, FILE_CAP).decode("utf-8", "replace")
        except OSError:
            continue
        findings += _text_secrets(path, text)
    return findings


def _text_secrets(path: str, text: str) -> list[Finding]:
    if path.endswith(".json"):
        try:
            values = list(_json_strings(json_of(path, text)))
        except ValueError:
            values = []
        kinds = sorted({k for k in map(looks_secret, values) if k})
        return [Finding("C2S-V020", f"{path} holds a {kind} value", path) for kind in kinds]
    out = []
    for number, line in enumerate(text.splitlines(), 1):
        kind = looks_secret(line)
        if kind:
            out.append(Finding("C2S-V020", f"{path} holds a {kind} value", path, number))
    return out


def _json_strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _json_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _json_strings(item)
