"""Rule ``wrapper.own-file-callers``: the top-level functions of a script whose consumers are
in the script itself form a layer the resolver follows, so one of them nothing names is never
called (an extension of rule ``wrapper.never-called``, :mod:`.uncalled`).

A one-file client (a jQuery admin's ``app.js`` defining ``function getTables(cb) {
apiCall("get", "/tables", {}, cb); }`` beside twenty sibling wrappers its own handlers call)
has no other file calling the layer, which :func:`.uncalled.never_called` asks for. Here the
calls of the siblings from the same file show the same thing: the resolver follows this
script's calls of its own functions. A plain top-level function is claimed never called
through this rule only when all of this holds, so any mention keeps it as before:

* another plain top-level function of the module has a caller the resolver linked inside the
  module, outside that function (:func:`follows_own_calls`);
* the module does not export it (an ES module's export is for files the tool may not see);
* its name occurs exactly once, as a whole identifier, in the text of every analysed file and
  every page or server template of the analysed folder, comments and strings included
  (:class:`WordCounts`): its own declaration. A call, a handler attribute
  (``onclick="getTables()"``), a ``window.getTables = getTables`` export to the page, a
  string naming it (``setTimeout("getTables()")``, ``callback=getTables``), a value handed
  anywhere all write the name again;
* no code of the program looks up a global by a computed name (``window[name]``,
  ``self[...]``, a call ``this[fn](…)``: a plain function's ``this`` is the global object) or
  runs code text (``eval``, ``Function``, ``new Function``, :func:`dynamic_lookup`): a name
  built at run time may reach any global function. ``this[i]`` read but not called is an
  object's or array's element (``cb(this[i])`` in an ``Array.prototype`` method).
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable

from code2skill.facts import Call, Index, Lit, Member, ModuleFacts, Ref

RULE = "wrapper.own-file-callers"
IDENTIFIER = re.compile(r"(?<![A-Za-z0-9_$])[A-Za-z_$][A-Za-z0-9_$]*(?![A-Za-z0-9_$])")
GLOBAL_LOOKUP_ROOTS = frozenset({"window", "globalThis", "self", "top", "parent", "frames"})
CODE_RUNNERS = frozenset({"eval", "Function"})
NOTE = ("its sibling functions are called from this file, and its name is written nowhere "
        "else in the analysed folder")


class WordCounts:
    """How often each identifier occurs in the analysed folder's texts, counted once on the
    first question. ``texts``: gives each text (an analysed file's, a page's)."""

    def __init__(self, texts: Callable[[], Iterable[str]]):
        self._texts = texts
        self._counts: Counter[str] | None = None

    def count(self, name: str) -> int:
        """The number of whole-identifier occurrences of ``name`` in all the texts."""
        if self._counts is None:
            self._counts = Counter(m.group(0) for text in self._texts()
                                   for m in IDENTIFIER.finditer(text))
        return self._counts[name]


def follows_own_calls(fid: str, path: str, module: ModuleFacts, callers) -> bool:
    """Whether another plain top-level function of module ``path`` than ``fid`` has a caller
    the resolver linked in ``path`` (``callers``: :attr:`Program.callers`) that runs: the
    script's top level, a callback or nested function (a ready handler), or a top-level
    function that has callers itself. A wrapper called only by sibling wrappers nothing calls
    (``apiCall`` of a wrapper file other pages' scripts use) shows no consumer."""
    def runs(caller: str | None) -> bool:
        fn = module.functions.get(caller) if caller else None
        return caller is None or fn is None or fn.parent is not None or \
            fn.name.startswith("<") or bool(callers.get(caller))
    return any(other != fid and plain_top_level(fn) and any(
        p == path and caller not in (other, fid) and runs(caller)
        for p, caller, *_ in callers.get(other, ())) for other, fn in module.functions.items())


def plain_top_level(fn) -> bool:
    """Whether ``fn`` is a plain top-level function (no class, object or enclosing one)."""
    return fn.parent is None and fn.class_name is None and "." not in fn.name \
        and not fn.name.startswith("<")


def exported_names(module: ModuleFacts) -> frozenset[str]:
    """The names of the bindings ``module`` exports, under any name (local, exported, or the
    plain name an exported value refers to); gathered once per module, so asking it of each of
    a file's N functions costs N look-ups, not N × exports."""
    return frozenset(name for e in module.exports
                     for name in (e.local, e.exported,
                                  e.value.name if isinstance(e.value, Ref) else None)
                     if name is not None)


def dynamic_lookup(nodes: Iterable[object]) -> bool:
    """Whether one of the expression ``nodes`` reads a global by a computed name
    (``window[name]``: :data:`GLOBAL_LOOKUP_ROOTS`), calls a member of ``this`` by one
    (``this[key](…)``) or runs code text (``eval(…)``, ``Function(…)``, ``new Function(…)``,
    ``window.eval(…)``)."""
    for node in nodes:
        if isinstance(node, Index) and computed_on(node, GLOBAL_LOOKUP_ROOTS):
            return True
        if isinstance(node, Call) and (
                isinstance(node.callee, Index) and computed_on(node.callee, {"this"}) or
                isinstance(node.callee, Ref) and node.callee.name in CODE_RUNNERS or
                isinstance(node.callee, Member) and node.callee.prop in CODE_RUNNERS and
                isinstance(node.callee.obj, Ref) and node.callee.obj.name in GLOBAL_LOOKUP_ROOTS):
            return True
    return False


def computed_on(node: Index, roots: Iterable[str]) -> bool:
    """Whether ``node`` indexes one of the plain names ``roots`` by a key that is no
    literal."""
    return not isinstance(node.index, Lit) and isinstance(node.obj, Ref) and \
        node.obj.name in roots


def claimed(fid: str, name: str, path: str, module: ModuleFacts, callers,
            words: WordCounts | None, looks_up: Callable[[], bool],
            exports: frozenset[str]) -> bool:
    """Rule ``wrapper.own-file-callers`` (module docstring): whether the plain top-level
    function ``fid`` named ``name`` of module ``path`` may be judged by rule
    ``wrapper.never-called`` though no other file calls its layer. ``words``: the folder's
    word counts (``None``: the texts are not known, never claimed); ``looks_up``: whether the
    program has a :func:`dynamic_lookup`; ``exports``: the module's
    :func:`exported_names`."""
    return words is not None and name not in exports and words.count(name) == 1 and \
        follows_own_calls(fid, path, module, callers) and not looks_up()
