"""Rule ``client.global-instance``: a client object the program makes once and publishes on the
browser's global scope.

An application often makes its HTTP client once and stores it on ``window`` for every other
module to use without an import::

    // app.js (an ES module)
    import {HttpManager} from './services/http';
    window.$http = new HttpManager();          // also globalThis.$http = …, window['$http'] = …
    // components/page-comment.js (no import of http)
    window.$http.delete(`/comment/${this.commentId}`);
    $http.get('/search/suggest', {term});      // the bare global name reads the same property

``window``, ``globalThis`` and ``self`` are the global scope itself, so a read of that
property (``window.$http``, or ``$http`` where nothing of the reading code binds the name) is
the object the write made: an instance of the program's class, whose methods resolve as those
of an imported instance do. Proven only when every write of that global name in the analysed
program is a ``new`` of one and the same class of the program: a name written with instances
of two classes (``window.api = new RestApi()`` here, ``window.api = new MockApi()`` there) is
no proven client (:data:`CONFLICT`: its calls stay review items naming both classes), and a
name also written with anything else (``window.api = axios``, ``window.api = null``) is left
to the other rules.
"""
from __future__ import annotations

from code2skill.facts import Assignment, Lit, ModuleFacts

RULE = "client.global-instance"
# names of the global scope itself
GLOBAL_ROOTS = frozenset({"window", "globalThis", "self"})
CONFLICT = "global-instance-conflict"      # UnknownV reason of a name written with two classes


def global_name(assignment: Assignment) -> str | None:
    """The global property an assignment writes: ``$http`` of ``window.$http = …``,
    ``globalThis.$http = …`` or ``window['$http'] = …``; ``None`` for any other target
    (a longer path, a computed key that is no string literal, another root)."""
    target, key = assignment.target, assignment.key
    if not target or target[0] not in GLOBAL_ROOTS:
        return None
    if key is None:
        return target[1] if len(target) == 2 else None
    if len(target) == 1 and isinstance(key, Lit) and isinstance(key.value, str) and key.value:
        return key.value
    return None


def global_writes(modules: dict[str, ModuleFacts]
                  ) -> dict[str, list[tuple[str, str | None, Assignment]]]:
    """``{name: [(module path, function id or None, assignment), …]}`` of every write of a
    global property (:func:`global_name`), at module level or in any function, in path
    order. A write whose root the module or function binds itself (``var self = this``) is
    no global write."""
    found: dict[str, list[tuple[str, str | None, Assignment]]] = {}
    for path in sorted(modules):
        module = modules[path]
        scopes = [(None, module.assignments, ())] + [
            (fid, fn.assignments, own_names(module, fid)) for fid, fn in module.functions.items()]
        for fid, assignments, names in scopes:
            for assignment in assignments:
                name = global_name(assignment)
                if name is not None and assignment.target[0] not in module.bindings \
                        and assignment.target[0] not in names:
                    found.setdefault(name, []).append((path, fid, assignment))
    return found


def own_names(module: ModuleFacts, fid: str) -> set[str]:
    """The locals and parameters of function ``fid`` and of the functions around it."""
    names: set[str] = set()
    fn = module.functions.get(fid)
    while fn is not None:
        names.update(fn.locals)
        names.update(p.name for p in fn.params)
        fn = module.functions.get(fn.parent) if fn.parent else None
    return names


def same_class(classes: list) -> bool | None:
    """Whether the classes the writes of one global name instantiate (``ClassRefV`` each, or
    ``None`` for a write that is no ``new`` of a program class) are one class: ``True``;
    ``False`` when they are two or more classes of the program; ``None`` when a write is no
    such ``new`` (the rule does not apply)."""
    if not classes or any(c is None for c in classes):
        return None
    return len(set(classes)) == 1


def conflict_message(call: str, name: str, writes: list[tuple[str, str, int]]) -> str:
    """The review message of call ``call`` (``window.notesApi.post``) on global ``name``
    written with instances of several classes, ``writes`` each ``(class, file, line)``."""
    made = ", ".join(f"{cls} at {path}:{line}" for cls, path, line in writes)
    return (f"call of {call} with a URL-like argument: the global {name} is assigned "
            f"instances of different classes ({made}); which one the call reaches depends on "
            "which assignment ran last, so its endpoint is not in the contract")


__all__ = ["CONFLICT", "GLOBAL_ROOTS", "RULE", "conflict_message", "global_name", "global_writes", "same_class"]
