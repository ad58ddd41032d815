"""Laravel route files: the named routes a client calls by name when no Ziggy table is committed.

An app that hands its routes to the page at run time (Ziggy's ``@routes`` Blade directive, or
``ziggy:generate`` run at build time) commits no table, but the routes themselves are in its
route files (``routes/web.php``, a package's ``routes/*.php``). Statement forms read (text
only, nothing run)::

    Route::post('/x', [C::class, 'store'])->name('x.store');
    Route::match(['get', 'post'], 'x', C::class)->name('x');       // Route::any: every method
    Route::prefix('p')->name('p.')->middleware('auth')->group(function () { ... });
    Route::group(['prefix' => 'p', 'as' => 'p.'], function () { ... });
    Route::resource('posts', C::class)->only(['index', 'store']);  // apiResource: no create/edit
    Route::get('calendar/{date?}', C::class)->where('date', '\\d+');

Rule ``laravel.route-file``: each ``Route::`` verb call with a literal uri and a literal name
(its group's ``name``/``as`` prefixes before it) is a named route: uri the group prefixes
joined with the route's, methods the verb's (``get`` is ``GET`` and ``HEAD``), wheres the
``where`` calls, its place the route's line. A resource names its seven actions
(``posts.index`` …, ``{post}`` the singular of the last segment). A group prefix that is no
literal (``config('app.route_prefix')``) is a base the deployment chooses: kept as
:attr:`~code2skill.ziggy_routes.ZiggyRoute.base`, never a path input or an invented text. A
route whose uri or name is no literal is left out (its ``route()`` calls keep their item).
``routes/api.php`` is under ``api/`` (the prefix Laravel's route service gives that file).

Bounds: files of a ``routes`` folder at most :data:`MAX_DEPTH` folders below the root (never
``vendor`` or ``node_modules``), :data:`MAX_FILES` files of :data:`MAX_BYTES` each,
:data:`MAX_TOKENS` tokens a file, groups nested :data:`MAX_NESTING` deep.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, replace
from pathlib import Path

from code2skill.safe_io import read_text_in_root
from code2skill.string_helpers import singular_last
from code2skill.ziggy_routes import HTTP_TOKEN, ZiggyRoute

RULE = "laravel.route-file"
MAX_DEPTH = 4
MAX_FILES = 32
MAX_BYTES = 512_000
MAX_TOKENS = 200_000
MAX_NESTING = 16
SKIPPED = frozenset({"vendor", "node_modules", ".git", "storage", "bootstrap"})

VERBS = {"get": ("GET", "HEAD"), "post": ("POST",), "put": ("PUT",), "patch": ("PATCH",),
         "delete": ("DELETE",), "options": ("OPTIONS",), "view": ("GET", "HEAD"),
         "any": ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")}
# resource action → (uri after the resource's, methods); apiResource has no create/edit
ACTIONS = (("index", "", ("GET", "HEAD")), ("create", "/create", ("GET", "HEAD")),
           ("store", "", ("POST",)), ("show", "/{}", ("GET", "HEAD")),
           ("edit", "/{}/edit", ("GET", "HEAD")), ("update", "/{}", ("PUT", "PATCH")),
           ("destroy", "/{}", ("DELETE",)))
API_ACTIONS = frozenset({"index", "store", "show", "update", "destroy"})

TOKEN = re.compile(r"""
    (?P<space>\s+) | (?P<comment>//[^\n]*|\#(?!\[)[^\n]*|/\*.*?\*/)
  | (?P<str>'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")
  | (?P<op>::|->|=>|\?->) | (?P<word>\$?[A-Za-z_\\][A-Za-z0-9_\\]*)
  | (?P<punct>.)""", re.S | re.X)


@dataclass(frozen=True)
class Tok:
    """One PHP token: ``kind`` (str, op, word, punct), ``text`` (a string's value unquoted),
    ``line`` and ``column`` (1-based) where it starts, ``size`` its length in characters."""

    kind: str
    text: str
    line: int
    column: int = 1
    size: int = 1


@dataclass(frozen=True)
class Call:
    """``name(args)`` of a chain (lower case); ``args`` each a list of tokens (top-level
    commas split); ``span`` the place of the name."""

    name: str
    args: tuple[tuple[Tok, ...], ...]
    span: tuple[int, int, int, int]


@dataclass(frozen=True)
class Group:
    """What enclosing groups give a route: uri ``prefix`` (``/``-joined literals), name
    ``prefix``, ``base`` the text of a prefix that is no literal, ``on_domain``."""

    prefix: str = ""
    name: str | None = ""
    base: str | None = None
    on_domain: bool = False


def route_files(root: Path) -> list[str]:
    """Root-relative POSIX paths of the PHP files of ``routes`` folders under ``root``
    (bounds in the module docstring), sorted; symbolic links are not followed."""
    found: list[str] = []
    for folder, dirs, files in os.walk(root):
        rel = Path(folder).relative_to(root)
        depth = len(rel.parts)
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED and not d.startswith(".")
                         and depth < MAX_DEPTH)
        if rel.name == "routes":
            found.extend((rel / f).as_posix() for f in sorted(files) if f.endswith(".php"))
        if len(found) >= MAX_FILES:
            break
    return found[:MAX_FILES]


def laravel_routes(root: Path) -> dict[str, ZiggyRoute] | None:
    """Rule ``laravel.route-file``: route name → route of the route files under ``root``
    (the first file naming a route wins), ``None`` when the root holds no route file."""
    paths = route_files(root)
    if not paths:
        return None
    routes: dict[str, ZiggyRoute] = {}
    for path in paths:
        try:
            text = read_text_in_root(root, path, MAX_BYTES, errors="replace")
        except (OSError, ValueError):
            continue
        group = Group(prefix="api") if Path(path).stem == "api" else Group()
        for route in file_routes(text, path, group):
            routes.setdefault(route.name, route)
    return routes


def file_routes(text: str, path: str, group: Group = Group()) -> list[ZiggyRoute]:
    """The named routes of route file ``text`` (module ``path``), under ``group``."""
    return list(_block(tokens(text), path, group, 0))


def tokens(text: str) -> list[Tok]:
    """The PHP tokens of ``text`` after its ``<?php`` tag (comments and spaces dropped), at
    most :data:`MAX_TOKENS`."""
    out: list[Tok] = []
    start = text.find("<?php")
    pos = start + 5 if start >= 0 else 0
    line = text.count("\n", 0, pos) + 1
    line_start = text.rfind("\n", 0, pos) + 1
    for match in TOKEN.finditer(text, pos):
        kind = match.lastgroup or "punct"
        chunk = match.group(0)
        if kind not in ("space", "comment"):
            out.append(Tok(kind, _unquoted(chunk) if kind == "str" else chunk, line,
                           match.start() - line_start + 1, len(chunk)))
            if len(out) >= MAX_TOKENS:
                break
        if "\n" in chunk:
            line += chunk.count("\n")
            line_start = match.start() + chunk.rfind("\n") + 1
    return out


def _unquoted(literal: str) -> str:
    """The value of a PHP string literal; a double-quoted one with a ``$`` (interpolated) is
    marked by a leading NUL (no literal)."""
    body = literal[1:-1]
    if literal[0] == '"' and "$" in body:
        return "\0" + body
    return re.sub(r"\\(['\\])", r"\1", body) if literal[0] == "'" else body


def _block(toks: list[Tok], path: str, group: Group, depth: int):
    """Yield the routes of the statements ``toks`` hold (chains starting ``Route::``)."""
    i = 0
    while i < len(toks) - 2:
        if toks[i].text == "Route" and toks[i + 1].text == "::" and toks[i + 2].kind == "word":
            chain, i = _chain(toks, i + 2)
            yield from _statement(chain, path, group, depth)
        else:
            i += 1


def _chain(toks: list[Tok], i: int) -> tuple[list[Call], int]:
    """The calls ``a(…)->b(…)…`` starting at token ``i``, and the index after them."""
    calls: list[Call] = []
    while i + 1 < len(toks) and toks[i].kind == "word" and toks[i + 1].text == "(":
        word = toks[i]
        args, i = _args(toks, i + 1)
        calls.append(Call(word.text.lower(), tuple(args), (
            word.line, word.column, word.line, word.column + word.size)))
        if i < len(toks) and toks[i].text in ("->", "?->"):
            i += 1
        else:
            break
    return calls, i


def _args(toks: list[Tok], i: int) -> tuple[list[tuple[Tok, ...]], int]:
    """The top-level comma-separated arguments of the bracket at token ``i``, and the index
    after its closing one."""
    depth, start, out = 0, i + 1, []
    for j in range(i, len(toks)):
        text = toks[j].text if toks[j].kind == "punct" else ""
        if text in "([{" and text:
            depth += 1
        elif text in ")]}" and text:
            depth -= 1
            if depth == 0:
                if j > start or out:
                    out.append(tuple(toks[start:j]))
                return out, j + 1
        elif text == "," and depth == 1:
            out.append(tuple(toks[start:j]))
            start = j + 1
    return out, len(toks)


def _literal(arg: tuple[Tok, ...] | None) -> str | None:
    """The text of an argument that is one string literal (or ``'a' . 'b'``), else ``None``."""
    if not arg or any(t.kind != "str" and t.text != "." for t in arg):
        return None
    parts = [t.text for t in arg if t.kind == "str"]
    if any(p.startswith("\0") for p in parts):
        return None
    return "".join(parts)


def _array(arg: tuple[Tok, ...] | None) -> list[tuple[str | None, str | None]] | None:
    """``(key, value)`` literals of a ``[…]``/``array(…)`` argument (``None`` where not a
    literal), else ``None``."""
    if not arg:
        return None
    inner = list(arg)
    if inner[0].text == "array" and len(inner) > 2:
        inner = inner[1:]
    if inner[0].text not in ("[", "(") or inner[-1].text not in ("]", ")"):
        return None
    items, _ = _args(inner, 0)
    out = []
    for item in items:
        arrow = next((k for k, t in enumerate(item) if t.text == "=>"), None)
        if arrow is None:
            out.append((None, _literal(item)))
        else:
            out.append((_literal(item[:arrow]), item[arrow + 1:]))
    return out


def _closure(arg: tuple[Tok, ...]) -> list[Tok] | None:
    """The body tokens of a ``function (…) {…}`` or ``fn () => …`` argument, else ``None``."""
    if not arg or arg[0].text not in ("function", "fn", "static"):
        return None
    if "{" in (t.text for t in arg if t.kind == "punct"):
        start = next(k for k, t in enumerate(arg) if t.text == "{")
        return list(arg[start + 1:-1])
    arrow = next((k for k, t in enumerate(arg) if t.text == "=>"), None)
    return list(arg[arrow + 1:]) if arrow is not None else None


def _statement(chain: list[Call], path: str, group: Group, depth: int):
    """Yield the routes of one ``Route::…`` chain: a route (a verb, match, resource) with its
    modifiers, or a group whose body is read under the chain's attributes."""
    inner = group
    for call in chain:
        if call.name == "group" and depth < MAX_NESTING:
            attrs = next((a for a in call.args if _array(a) is not None), None)
            body = next((b for a in call.args if (b := _closure(a)) is not None), None)
            if body is not None:
                yield from _block(body, path, _attributes(inner, _array(attrs) or []),
                                  depth + 1)
            return
        inner = _modified(inner, call)
    head = chain[0] if chain else None
    if head is None:
        return
    if head.name in VERBS or head.name == "match":
        route = _verb_route(chain, path, group)
        if route is not None:
            yield route
    elif head.name in ("resource", "apiresource"):
        yield from _resource(chain, path, group)


def _modified(group: Group, call: Call) -> Group:
    """``group`` with a group attribute call (``prefix``, ``name``/``as``, ``domain``)."""
    arg = call.args[0] if call.args else None
    if call.name == "prefix":
        return _with_prefix(group, arg)
    if call.name in ("name", "as"):
        text = _literal(arg)
        return replace(group, name=None if text is None or group.name is None
                       else group.name + text)
    if call.name == "domain":
        return replace(group, on_domain=True)
    return group


def _attributes(group: Group, attrs: list) -> Group:
    """``group`` with the attributes array of ``Route::group([...], fn)``."""
    for key, value in attrs:
        if key == "prefix":
            group = _with_prefix(group, value)
        elif key == "as":
            group = _modified(group, Call("as", (value,), (0, 0, 0, 0)))
        elif key == "domain":
            group = replace(group, on_domain=True)
    return group


def _with_prefix(group: Group, arg: tuple[Tok, ...] | None) -> Group:
    """``group`` with uri prefix ``arg`` appended; a prefix that is no literal becomes the
    base (only before any literal prefix: else the group's routes are unknown)."""
    text = _literal(arg)
    if text is not None:
        return replace(group, prefix=_joined(group.prefix, text))
    shown = "".join(f"'{t.text}'" if t.kind == "str" else t.text for t in arg or ())[:80]
    if group.prefix or group.base is not None:
        return replace(group, name=None)             # an unknown segment mid-path
    return replace(group, base=shown)


def _joined(*parts: str) -> str:
    return "/".join(p.strip("/") for p in parts if p.strip("/"))


def _verb_route(chain: list[Call], path: str, group: Group) -> ZiggyRoute | None:
    """The route of ``Route::get('uri', …)->name('x')…`` (``match([…], 'uri', …)``)."""
    head = chain[0]
    if head.name == "match":
        listed = _array(head.args[0] if head.args else None) or []
        methods = tuple(v.upper() for _, v in listed if v and HTTP_TOKEN.fullmatch(v))
        if methods and "GET" in methods and "HEAD" not in methods:
            methods += ("HEAD",)
        uri = _literal(head.args[1] if len(head.args) > 1 else None)
    else:
        methods = VERBS[head.name]
        uri = _literal(head.args[0] if head.args else None)
    name = _route_name(chain[1:], group)
    if uri is None or not methods or name is None:
        return None
    return ZiggyRoute(name, _joined(group.prefix, uri), methods, _wheres(chain[1:]), (),
                      (path, head.span),
                      group.on_domain or any(c.name == "domain" for c in chain[1:]),
                      group.base, RULE)


def _route_name(calls: list[Call], group: Group) -> str | None:
    """The full name ``->name('x')`` gives under ``group``'s name prefix, else ``None``."""
    own = next((_literal(c.args[0] if c.args else None) for c in calls
                if c.name in ("name", "as")), None)
    return group.name + own if own and group.name is not None else None


def _wheres(calls: list[Call]) -> tuple[tuple[str, str], ...]:
    """``(parameter, pattern)`` of the ``->where('p', 'rx')`` / ``->where([...])`` calls."""
    out = []
    for call in calls:
        if call.name != "where" or not call.args:
            continue
        key, pattern = _literal(call.args[0]), _literal(call.args[1]) \
            if len(call.args) > 1 else None
        if key and pattern:
            out.append((key, pattern))
        for k, v in _array(call.args[0]) or []:
            if k and (p := _literal(v) if isinstance(v, tuple) else None):
                out.append((k, p))
    return tuple(out)


def _resource(chain: list[Call], path: str, group: Group):
    """The routes of ``Route::resource('photos', C::class)`` (``apiResource``) with its
    ``only``/``except``/``names``/``parameters`` modifiers: ``photos.index`` … under the
    group's name prefix, ``{photo}`` the singular of the resource's last segment (nested
    ``photos.comments``: ``photos/{photo}/comments/{comment}``)."""
    head = chain[0]
    resource = _literal(head.args[0] if head.args else None)
    if not resource or group.name is None:
        return
    actions = [a for a in ACTIONS if head.name == "resource" or a[0] in API_ACTIONS]
    names: dict[str, str] = {}
    params: dict[str, str] = {}
    for call in chain[1:]:
        listed = _array(call.args[0] if call.args else None)
        single = _literal(call.args[0] if call.args else None)
        values = [v for _, v in listed or [] if isinstance(v, str)] or ([single] if single else [])
        if call.name == "only":
            actions = [a for a in actions if a[0] in values]
        elif call.name == "except":
            actions = [a for a in actions if a[0] not in values]
        elif call.name == "names":
            names.update({k: _literal(v) for k, v in listed or [] if k and _literal(v)})
        elif call.name == "parameters":
            params.update({k: _literal(v) for k, v in listed or [] if k and _literal(v)})
    segments = resource.split(".")
    stem = ""
    for segment in segments[:-1]:
        stem = _joined(stem, segment, "{" + _parameter(segment, params) + "}")
    last = segments[-1]
    base = _joined(group.prefix, stem, last)
    where = (path, head.span)
    for action, tail, methods in actions:
        name = names.get(action) or group.name + ".".join((resource, action))
        uri = base + tail.replace("{}", "{" + _parameter(last, params) + "}")
        yield ZiggyRoute(name, uri.strip("/"), methods, (), (), where, group.on_domain,
                         group.base, RULE)


def _parameter(segment: str, params: dict[str, str]) -> str:
    """The route parameter of resource segment ``segment`` (``photos`` → ``photo``,
    ``user-settings`` → ``user_setting``), or the one ``->parameters([...])`` gives."""
    name = segment.rsplit("/", 1)[-1]
    return params.get(name) or singular_last(name).replace("-", "_")

