"""Pass: a function of a generated API client that no live code reaches is no call the client
makes (rule ``generated.unreached-function``).

An OpenAPI client generator (orval, openapi-typescript-codegen, swagger-typescript-api…)
writes one function per operation of the API description, and usually a hook or options
factory around each (``useApproveOrder`` → ``getApproveOrderMutationOptions`` → its
``mutationFn`` → ``approveOrder``), whether the app uses the operation or not. Such a function
makes a request only when the app's own code reaches it, as the methods of an OpenAPI
Generator ``BaseAPI`` class make theirs only where they are called
(:func:`code2skill.extractors.openapi_generator.generated_api_method`).

A *generated module* is a file whose leading comment names a generator (rule
``generated.header``, :mod:`code2skill.generated_headers`). A function of one is *reached*
when (:func:`reached_functions`):

* a live module — any analysed module that is neither generated nor test code — imports its
  name (no ``import type``), or imports the whole module (``import * as api``, a default
  import) or a module re-exporting from it (``export * from './orders'``), which may reach
  any of its functions; or live code calls it (a call the resolver linked);
* a reached function calls it, or it is nested in a reached function (a ``queryFn`` or
  ``mutationFn`` closure runs when the factory that makes it runs); a call from a generated
  module's top level counts as reached (it runs when the module is loaded);
* a class method (not a constructor) is reached only where it is called, never with its class
  (rule ``generated.unreached-method``): a grpc-web ``WaypointClient`` or a
  swagger-typescript-api ``Api`` class has one method per operation, and importing or making
  the class reaches none of them. A call the resolver linked to the method (on an instance
  made with ``new``, a field or injected service of that class) reaches it like any call;
  a mention of its name in a live module that is no callee of a call linked elsewhere
  (``resp.getProject()`` on a value whose class cannot be told) keeps it reached, as does a
  call or mention in its own module outside itself (:func:`method_named`).

A request the resolver emitted in a generated module's function that is not reached (its
template's function, :attr:`Emitted.fid`) is dropped from the candidate calls, and all of them
are named in one ``info`` review item; the sites writing their URLs stay in
``source.coverage`` as reviewed sites. When no generated function is reached at all, the
analysed folder may be the client package itself (its consumers are elsewhere): nothing is
dropped.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping

from code2skill.contract.models import ReviewItem
from code2skill.evidence import observed
from code2skill.generated_headers import RULE as HEADER_RULE
from code2skill.passes.uncalled import Mentions, short
from code2skill.resolution.shared import Emitted

RULE = "generated.unreached-function"
MAX_NAMES = 8
MAX_EVIDENCE = 3


def separate_unreached_generated(emitted: list[Emitted], program, generated: Mapping[str, str],
                                 tests: Iterable[str]) -> tuple[list[Emitted], list[ReviewItem]]:
    """The emitted requests the client makes (in order), and the ``info`` review item naming
    the generated functions no live code reaches whose requests were dropped (empty when none
    was). ``generated``: ``{path: generator line}`` of the generated modules; ``tests``: the
    paths of test code (no live code)."""
    if not generated:
        return emitted, []
    reached = reached_functions(program, generated, frozenset(tests))
    if not reached:
        return emitted, []
    kept: list[Emitted] = []
    dropped: dict[str, Emitted] = {}
    for item in emitted:
        if item.path in generated and item.fid is not None and item.fid not in reached:
            dropped.setdefault(item.fid, item)
        else:
            kept.append(item)
    return kept, [unreached_item(dropped, program, generated)] if dropped else []


def reached_functions(program, generated: Mapping[str, str], tests: frozenset[str]) -> set[str]:
    """The function ids of the ``generated`` modules that live code reaches (module
    docstring): seeds from live imports and calls, then closed over calls and nesting."""
    owners = {fid: path for path in generated if path in program.modules
              for fid in program.modules[path].functions}
    live = [p for p in program.modules if p not in generated and p not in tests]
    names, whole = imported_names(program, live, generated)
    reached: set[str] = set()
    calls: dict[str | None, set[str]] = {}
    mentions = Mentions(program.modules, program.module_resolver.resolve, program.callers)
    for fid, path in owners.items():
        fn = program.modules[path].functions[fid]
        if is_method(fn):
            if method_named(fn, path, live, mentions):
                reached.add(fid)
        elif path in whole or top_name(fn) in names:
            reached.add(fid)
        for caller_path, caller_fid, *_ in program.callers.get(fid, ()):
            if caller_path not in generated and caller_path not in tests:
                reached.add(fid)
            elif caller_path in generated and caller_fid is None:
                reached.add(fid)
            else:
                calls.setdefault(caller_fid, set()).add(fid)
    nested: dict[str, set[str]] = {}
    for fid, path in owners.items():
        parent = program.modules[path].functions[fid].parent
        if parent is not None:
            nested.setdefault(parent, set()).add(fid)
    work = list(reached)
    while work:
        fid = work.pop()
        for nxt in calls.get(fid, set()) | nested.get(fid, set()):
            if nxt not in reached:
                reached.add(nxt)
                work.append(nxt)
    return reached


def is_method(fn) -> bool:
    """Whether ``fn`` is a named method of a class (not its constructor, which ``new`` runs):
    it is reached only where code calls it (rule ``generated.unreached-method``), never because
    its class is imported or made. A callback in a class field (``get = Object.assign((…) =>
    …)``) has no name of its own to look for: it stays reached with its class."""
    return fn.class_name is not None and short(fn) != "constructor" and \
        not fn.name.startswith("<")


def method_named(fn, path: str, live: list[str], mentions: Mentions) -> bool:
    """Rule ``generated.unreached-method``: whether method ``fn`` of generated module ``path``
    may be called from live code other than through a call the resolver linked (linked calls
    are followed as calls): its name is mentioned in a live module (``x.getProject(…)`` on a
    receiver whose class cannot be told; the callee of a call linked to another function is
    no mention, rule ``wrapper.linked-mention``), called or handed on in its own module
    outside itself (``this.request(…)``), or the module escapes (rule
    ``wrapper.escaped-module``)."""
    return mentions.escaped(path) or \
        mentions.named_elsewhere(short(fn), path, fn, among=[*live, path])


def top_name(fn) -> str:
    """The name a module binds for function ``fn``: its class for a method
    (``OrdersService.list`` → ``OrdersService``), else its own name."""
    return fn.class_name or fn.name.split(".")[0]


def imported_names(program, live: list[str], generated: Mapping[str, str]
                   ) -> tuple[set[str], set[str]]:
    """``(names, whole)``: the names live modules import (values, not types), and the
    generated modules a live module imports whole — a namespace or default import of it or of
    a module re-exporting from it (followed through ``export … from`` chains)."""
    names: set[str] = set()
    whole: set[str] = set()
    resolve = program.module_resolver.resolve
    for path in live:
        for fact in program.modules[path].imports:
            if fact.type_only or not fact.imported:
                continue
            if fact.imported in ("*", "default"):
                target = resolve(path, fact.source)
                if target is not None:
                    whole |= re_exported(program, target, set(generated))
            else:
                names.add(fact.imported)
    return names, whole


def re_exported(program, path: str, generated: set[str]) -> set[str]:
    """The generated modules among ``path`` and the modules it re-exports from, transitively
    (``export * from './orders'``, ``export {x} from './y'``)."""
    found: set[str] = set()
    seen: set[str] = set()
    work = [path]
    while work:
        current = work.pop()
        if current in seen or current not in program.modules:
            continue
        seen.add(current)
        if current in generated:
            found.add(current)
        for fact in program.modules[current].exports:
            if fact.source is not None:
                target = program.module_resolver.resolve(current, fact.source)
                if target is not None:
                    work.append(target)
    return found


def unreached_item(dropped: Mapping[str, Emitted], program, generated: Mapping[str, str]
                   ) -> ReviewItem:
    """The one ``info`` item naming the unreached generated functions whose requests were
    dropped, citing the first definitions and one generator header."""
    entries = sorted(((item.path, program.modules[item.path].functions[fid])
                      for fid, item in dropped.items()), key=lambda e: (e[0], e[1].span))
    shown = sorted({fn.name for _, fn in entries})
    more = f" and {len(shown) - MAX_NAMES} more" if len(shown) > MAX_NAMES else ""
    files = sorted({path for path, _ in entries})
    header = generated[files[0]]
    evidence = [observed(program.where(path, fn.span), RULE, fn.name)
                for path, fn in entries[:MAX_EVIDENCE]]
    evidence.append(observed((files[0], (1, 1, 1, 1)), HEADER_RULE, header))
    return ReviewItem(
        severity="info", capability=None,
        message=f"{len(entries)} function(s) of generated API client code ({len(files)} "
                f"file(s) whose header reads '{header}': {', '.join(files[:3])}"
                f"{' …' if len(files) > 3 else ''}) make requests that no analysed code "
                f"reaches: no live module imports or calls them, directly or through the "
                f"generated hooks ({', '.join(shown[:MAX_NAMES])}{more}); a generated "
                f"client's function is a call the client makes only when the app reaches it, "
                f"so they are not offered as Tools (rule {RULE})",
        evidence=evidence)
