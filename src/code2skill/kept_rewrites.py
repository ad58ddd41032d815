"""Rule ``path.slash-kept-segments``: a wrapper's rewrite of its path parameter that keeps
a value the caller gives as it is — escaping it, restoring its slashes, dropping a leading
slash — leaves that value the path's input, one that may span several segments when the
slashes are restored.

A file API's client escapes the file path it is given, then puts its slashes back, so the
server reads the path's folders as path segments::

    getFileUrl(id, path) {
      if (path.indexOf('/') === 0) path = path.substring(1)    // a leading slash dropped
      path = encodeURIComponent(path)                          // each character escaped …
      path = path.replace(/%2F/g, '/')                         // … but the slashes
      return `/api/servers/${id}/file/${path}`                 // GET /api/servers/{id}/file/{path}
    }

Rule ``wrapper.rewritten-url`` reviews a call whose URL a wrapper's rewrite loses. These
rewrites lose nothing of a value the tool cannot read (a user's text, a loop item): URI
escaping is what the HTTP client does to a Tool input (rule ``value.string-codec``), and
a leading slash dropped only when the value starts with one leaves the path the same below
the fixed ``/`` before it. So a call whose value for the hole is such an unknown value (never
a text with fixed parts the rewrite might cut) is no reviewed site when every write of the
parameter in the wrapper is one of: ``p = encodeURIComponent(p)`` (or ``encodeURI``), ``p =
p.replace(/%2F/g, '/')`` (``replaceAll``, also chained on the escaping), or ``p =
p.substring(1)`` (``slice(1)``, ``substr(1)``) under an ``if`` that tests that ``p`` starts
with ``/`` (``p.indexOf('/') === 0``, ``p.startsWith('/')``, ``p[0] === '/'``,
``p.charAt(0) === '/'``). The hole stays the caller's value: an input.

With the slashes restored the input is a path of several segments (``plugins/a.jar``), sent
with its slashes, which an adapter escaping the input whole would send as one segment
(``plugins%2Fa.jar``): the path parameter cites this rule, its description says so, and a
``medium`` review item names the write that restores the slashes.
"""
from __future__ import annotations

from code2skill.facts import Call, Expr, FunctionFact, Lit, LocalWrite, Member, Ref, Regex, Test

RULE = "path.slash-kept-segments"
ESCAPES = frozenset({"encodeURIComponent", "encodeURI"})
REPLACERS = frozenset({"replace", "replaceAll"})
CUTS = frozenset({"substring", "slice", "substr"})
SLASH = "/"
ESCAPED_SLASH = "%2F"


def kept_rewrite(fn: FunctionFact, name: str) -> tuple[bool, LocalWrite | None]:
    """``(kept, restoring)``: whether every write of ``fn``'s own body to its parameter
    ``name`` is one of the rewrites that keep a caller's unknown value (module docstring),
    and the write that restores the escaped slashes (``None`` when none does)."""
    writes = [w for w in fn.writes.get(name, ()) if w.scope == fn.fid]
    if not writes:
        return False, None
    restoring = None
    for write in writes:
        if slash_restored(write.value, name):
            restoring = restoring or write
        elif not (escaped(write.value, name) or leading_slash_cut(write, name)):
            return False, None
    return True, restoring


def is_name(expr: Expr | None, name: str) -> bool:
    """Whether ``expr`` is the plain name ``name``."""
    return isinstance(expr, Ref) and expr.name == name


def escaped(expr: Expr, name: str) -> bool:
    """``encodeURIComponent(name)`` / ``encodeURI(name)``."""
    return isinstance(expr, Call) and isinstance(expr.callee, Ref) \
        and expr.callee.name in ESCAPES and len(expr.args) == 1 and is_name(expr.args[0], name)


def slash_restored(expr: Expr, name: str) -> bool:
    """``name.replace(/%2F/g, '/')`` (``replaceAll``; the pattern case-insensitive too), on
    ``name`` or on ``encodeURIComponent(name)``."""
    if not (isinstance(expr, Call) and isinstance(expr.callee, Member)
            and expr.callee.prop in REPLACERS and len(expr.args) == 2):
        return False
    pattern, replacement = expr.args
    target = expr.callee.obj
    return (is_name(target, name) or escaped(target, name)) \
        and isinstance(pattern, Regex) and pattern.value.upper() == ESCAPED_SLASH \
        and "g" in pattern.flags and isinstance(replacement, Lit) \
        and not isinstance(replacement, Regex) and replacement.value == SLASH


def leading_slash_cut(write: LocalWrite, name: str) -> bool:
    """``name = name.substring(1)`` (``slice``, ``substr``) under a test that ``name``
    starts with ``/`` (the innermost ``if`` around it)."""
    value = write.value
    if not (isinstance(value, Call) and isinstance(value.callee, Member)
            and value.callee.prop in CUTS and is_name(value.callee.obj, name)
            and len(value.args) == 1 and isinstance(value.args[0], Lit)
            and value.args[0].value == 1):
        return False
    return bool(write.guards) and starts_with_slash(write.guards[-1], name)


def starts_with_slash(test: Test, name: str) -> bool:
    """Whether ``test`` holds exactly when ``name`` starts with ``/``: ``name.indexOf('/')
    === 0``, ``name.startsWith('/')``, ``name[0] === '/'``, ``name.charAt(0) === '/'``."""
    subject = test.subject
    if test.op == "truthy":
        return called(subject, name, "startsWith", SLASH)
    if test.op not in ("===", "=="):
        return False
    if test.literal == 0:
        return called(subject, name, "indexOf", SLASH)
    if test.literal == SLASH:
        return called(subject, name, "charAt", 0) or (
            isinstance(subject, Member) and is_name(subject.obj, name) and subject.prop == "0")
    return False


def called(expr: Expr, name: str, method: str, argument: object) -> bool:
    """Whether ``expr`` is ``name.method(argument)`` with a literal argument."""
    return isinstance(expr, Call) and isinstance(expr.callee, Member) \
        and expr.callee.prop == method and is_name(expr.callee.obj, name) \
        and len(expr.args) == 1 and isinstance(expr.args[0], Lit) \
        and expr.args[0].value == argument


def described() -> str:
    """What the description of a path parameter filled through restored slashes adds."""
    return ", a path of several segments sent with its slashes"


def review_message(name: str, place: str) -> str:
    """The ``medium`` review message of path parameter ``name`` whose slashes the wrapper
    restores at ``place`` (``module:line``, the note of the hole's tag)."""
    return (f"path segment {{{name}}} is a path of several segments: the client escapes it "
            f"and puts its slashes back (.replace(/%2F/g, '/') at {place}), so "
            f"'a/b' reaches the server as two segments; an adapter that escapes {{{name}}} "
            f"whole sends one segment 'a%2Fb': send its slashes as they are (rule {RULE})")


__all__ = ["RULE", "described", "kept_rewrite", "review_message"]
