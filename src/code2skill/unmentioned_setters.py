"""Rule ``this.unmentioned-setter``: a method that writes a field from its own parameter, and
whose name the program never mentions, gives that field nothing.

Shape::

    class HttpClient {
      private baseURL = '';
      constructor(config?: {baseURL?: string}) {
        if (config?.baseURL) this.baseURL = config.baseURL;
      }
      setBaseURL(baseURL: string): void { this.baseURL = baseURL; }   // nothing calls it
    }

A field's value is every write of it (rule ``this.placeholder-field``), and a setter's write is
its parameter: a value only its callers give. When the setter's name occurs nowhere in the
program — no call or member of that name, no plain name, no word of a string
(``this[name]`` lookups by text) — nothing can call it, so its write never runs and is left
out; the field holds what the other writes give. Only a class method (never a constructor)
whose written value is one of its own parameters, as it is, is left out: any other write, or a
setter named anywhere at all (a call the resolver did not follow, a template handler), stays.
A setter that is the field's only writer stays too: a blank initial value is then what the
program fills in later (rule ``this.placeholder-field``; a generated client's
``setSecurityData(data)`` a reduced program never calls still feeds its security worker).
"""
from __future__ import annotations

import re
from collections.abc import Iterable

from code2skill.facts import FunctionFact, Lit, Member, ModuleFacts, Ref
from code2skill.passes.uncalled import expressions_of, walk

WORD = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")


def mentioned_names(modules: Iterable[ModuleFacts]) -> frozenset[str]:
    """Every name the program's expressions mention: plain names, member names and the words
    of string literals (a function's own definition is no mention)."""
    found: set[str] = set()
    for module in modules:
        seen: set[int] = set()
        for expr in expressions_of(module):
            for node in walk(expr, seen):
                if isinstance(node, Ref):
                    found.add(node.name)
                elif isinstance(node, Member):
                    found.add(node.prop)
                elif isinstance(node, Lit) and isinstance(node.value, str):
                    found.update(WORD.findall(node.value))
    return frozenset(found)


def unseen_setter_write(fn: FunctionFact, value: object, mentioned: frozenset[str]) -> bool:
    """Whether the write of ``value`` (an expression) in ``fn`` never runs: ``fn`` is a named
    member of a class body (a method or a class-field function, not the constructor, nor a
    callback inside one), ``value`` is one of its parameters as it is, and the member's name
    is not in ``mentioned``."""
    name = fn.name.rsplit(".", 1)[-1]
    return fn.class_name is not None and fn.parent is None and name != "constructor" \
        and WORD.fullmatch(name) is not None and isinstance(value, Ref) \
        and value.name in {p.name for p in fn.params} and name not in mentioned


def seen_writes(writes: list[tuple[str, object]], functions: dict[str, FunctionFact],
                mentioned: frozenset[str]) -> list[tuple[str, object]]:
    """The ``(fid, assignment)`` writes of one field less those of setters that never run
    (:func:`unseen_setter_write`), when another write remains; else all of them."""
    kept = [(fid, a) for fid, a in writes if not (
        fid in functions and unseen_setter_write(functions[fid], a.value, mentioned))]
    return kept if kept else writes
