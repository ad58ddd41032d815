"""Pass: a method of an API service layer that nothing in the program calls is no call the
client makes (rule ``wrapper.never-called``).

An API module or service class (``export default { get(id) {…}, create(b) {…} }``,
``class IssueService { list() {…} }``) often defines more operations than the app uses. Tools
are the calls the client really makes, so the capability of an operation nobody calls is left
out; a ``low`` review item naming no capability says "defined but never called in the analysed
program", gives its endpoints (``GET /reports``) and cites the definition, so an auditor still
sees the API surface. A folder that is a client library alone (its request modules export
their API, no other module holds code) keeps those Tools, said in one ``info`` item (rule
``wrapper.library-alone``).

A function counts as never called only when all of this holds, so a call the resolver did
not follow is never taken for an absence:

* the resolver linked no call of it (:attr:`Resolver.callers`) and no ``.then(fn)``;
* it is a method of a class, or a top-level function or object member, of a plain script
  module (``.js``/``.ts``…, no UI element in it): a handler in a ``.vue``/``.svelte``/JSX file
  may be started from a template the resolver does not read;
* another method of the same class or object (another top-level function of the module) is
  called from another file — the resolver follows this layer's consumers — or modules of the
  app call at least two other request-making methods of it by member name (rule
  ``wrapper.named-layer``);
* its name occurs nowhere else in the program: not as a member in another file (a member of
  a name imported from a third module, ``API.get``, excepted; one imported through a module
  re-exporting its module, ``services/index.js``, counts), not as a plain name in another
  file — for an object member or class method only in a file importing its module, since a
  plain name elsewhere is that file's own binding (``const count = computed(…)``), rule
  ``wrapper.member-mention``; nor is the callee of a call the resolver linked to a function,
  ``this.$repositories.category.create(…)`` of another class's ``create``, rule
  ``wrapper.linked-mention``, since a call linked to this function would have made it called — nor as a call or a value in its own file
  (``useQuery({queryFn: fetchSavedSearches})`` hands the function to a library that calls
  it, and a member handed to a call, ``this.$interval(this.update, 1000)``: rule
  ``wrapper.passed-function``; a mention inside the function itself, a recursive call or
  ``setTimeout(poll, 1000)`` in ``poll``, is none), nor as a string that can name a function
  (rule ``wrapper.string-name``, :func:`string_names`: ``this[name]`` lookups by text,
  ``dispatch('module/fetchAll')``);
* no module spreads, indexes with a computed key or hands to a call a namespace or default
  import of its module (``{...twofaccountService}``, ``api[name]``, ``useApi(api)``): such a
  use may reach any of its functions under any name (rule ``wrapper.escaped-module``).

A function of an object nested in a top-level one (``settingsAPI.test.mqtt``) belongs to the
whole object's layer, and outside its module only a read through its parent's key or an alias
of it names it; a part of its chain handed on or looked up by a computed key keeps it (rule
``wrapper.nested-member``, :mod:`code2skill.nested_members`).
"""
from __future__ import annotations

import dataclasses
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator

from code2skill.contract.models import Capability, ReviewItem
from code2skill.evidence import inferred, where_of
from code2skill.fact_walks import LEAVES
from code2skill.factcodec import field_values
from code2skill.facts import (Alt, Call, CallSite, Fn, FunctionFact, Index, Lit, Member,
                              ModuleFacts, Obj, Prop, Ref, Spread, Tmpl, Typed, Unknown)
from code2skill import nested_members as nested
from code2skill.nested_members import ModuleNodes, is_nested

from .call_verdicts import call_verdicts, drop_condemned
from . import held_instances as held
from . import own_class_calls, own_file_calls
from .test_callers import client_view, test_calls
from .own_file_calls import WordCounts

RULE = "wrapper.never-called"
SCRIPT_SUFFIXES = (".js", ".ts", ".mjs", ".cjs", ".mts", ".cts")
WORD = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
STORE_PATH = re.compile(r"(?:[A-Za-z_$][A-Za-z0-9_$]*/)+([A-Za-z_$][A-Za-z0-9_$]*)")
REF = "ref"                           # a plain-name mention: reaches no other module's member
MEMBER = "member"                     # a member read of a name no import gives (``group.m``)
PATH = "path"                         # the last name of a store path ('tags/rename')
TEXT = "text"                         # a string that is a whole name ('create')
CALL_TEXT = re.compile(r"([A-Za-z_$][A-Za-z0-9_$]*)\s*\(")   # code text: 'vm.create()'
EMITTERS = frozenset({"$emit", "emit"})   # their first argument is an event's name
ERROR_CLASS_ENDINGS = ("Error", "Exception")  # rule wrapper.error-message
MAX_CALLER_HOPS = 4                   # callers followed up to a never-called function
LIBRARY_RULE = "wrapper.library-alone"
LIBRARY = ("no code of the analysed folder but the client's own modules could call its "
           "methods, as in a client library analysed alone: the {n} Tool{s} of methods no "
           "call of which was found {verb} kept, though nothing shows the app uses them; "
           "analyse the library with the app that uses it to leave out the ones it never calls")
MIN_NAMED_SIBLINGS = 2                # rule wrapper.named-layer: siblings the app calls
BUILT_IN_METHODS = frozenset({         # … never counted: names of String/Array/Map/Promise…
    "at", "catch", "concat", "delete", "entries", "every", "filter", "finally", "find",
    "findIndex", "forEach", "get", "has", "includes", "indexOf", "join", "keys", "map",
    "match", "pop", "push", "reduce", "replace", "search", "set", "shift", "slice", "some",
    "sort", "splice", "split", "then", "toString", "trim", "values"})
MAX_KEYS = 64                         # rule wrapper.fixed-key: keys a computed call may take
MAX_KEY_DEPTH = 4                     # … and plain names followed to read them
LITERAL_UNION = re.compile(r"\s*(?:'[^']*'|\"[^\"]*\")(?:\s*\|\s*(?:'[^']*'|\"[^\"]*\"))*\s*")
QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")
COUNTER_STEPS = frozenset({"augmented:++", "augmented:--"})   # i++, i--: a number
MESSAGE = ("{name} is defined but never called in the analysed program: no call of it was "
           "found, so the client does not make {endpoints} and no Tool {tool} is offered; "
           "listed so the API surface stays visible")


def expressions_of(module: ModuleFacts) -> Iterator[object]:
    """Every expression tree a module's facts hold (calls, bindings, writes, returns, class
    fields, UI handlers, the values its markup names); function bodies are reached through their own facts."""
    for site in module.calls:
        yield site.call
    for values in module.bindings.values():
        yield from values
    yield from (a.value for a in module.assignments)
    for fn in module.functions.values():
        yield from fn.returns
        for values in fn.locals.values():
            yield from values
        yield from (a.value for a in fn.assignments)
        for writes in fn.writes.values():
            yield from (w.value for w in writes)
    yield from (e.value for e in module.exports if e.value is not None)
    for cls in module.classes.values():
        yield from (value for _, value in cls.fields)
    for trigger in module.triggers:
        yield from (value for _, value in trigger.handlers + trigger.callbacks)
    yield from module.markup_values           # rule source.markup-expression


def walk(expr: object, seen: set[int]) -> Iterator[object]:
    """``expr`` and every expression inside it (depth first, iterative), less the nodes whose
    ``id`` is in ``seen`` (a subtree shared with an expression walked before: a call site's
    call inside a binding, a return inside a local), each added to ``seen`` as it is given.
    The IR is frozen, so a node given once gives the same mentions again. Scalars (strings,
    numbers, ``None``: :data:`~code2skill.fact_walks.LEAVES`) are no expression and never
    go on the stack."""
    stack = [expr]
    while stack:
        node = stack.pop()
        if isinstance(node, (tuple, list)):
            stack.extend([item for item in node if type(item) not in LEAVES])
        elif hasattr(type(node), "__dataclass_fields__") and id(node) not in seen:
            seen.add(id(node))
            yield node
            stack.extend([item for item in field_values(type(node))(node)
                          if type(item) not in LEAVES])


def root_ref(expr: object) -> str | None:
    """The name a member chain starts at (``API`` of ``API.get``), else ``None``."""
    while isinstance(expr, (Member, Index)):
        expr = expr.obj
    return expr.name if isinstance(expr, Ref) else None


class Mentions:
    """Where names occur in the program, to tell a function nothing names from one the
    resolver did not follow."""

    def __init__(self, modules: dict[str, ModuleFacts], resolve, callers: dict,
                 words: WordCounts | None = None):
        self.modules = modules
        self.words = words              # rule wrapper.own-file-callers: the folder's words
        self.resolve = resolve
        self.callers = callers          # Resolver.callers: fid → its known calls
        # rule wrapper.linked-mention: the (module, span) of every call the resolver linked
        self.linked = {(p, span) for calls in callers.values() for p, _, _, span in calls}
        self.linked_to: dict[tuple, set[str]] = {}      # (module, span of a call) → fids
        for fid, calls in callers.items():
            for p, _, _, span in calls:
                self.linked_to.setdefault((p, span), set()).add(fid)
        self._by_module: dict[str, dict[str, set[str]]] = {}
        self._callees: dict[str, set[str | None]] = {}
        self._layers: dict[str, dict[str, set[str]]] = {}
        self._homes: dict[str, frozenset[str]] = {}
        self._escaped: set[str] | None = None
        self._bare: dict[str, set[str]] | None = None
        self._nodes: dict[str, ModuleNodes] = {}
        self._plain: dict[str, PlainNames] = {}
        self._chains: dict[tuple[str, tuple[str, ...]], tuple[frozenset[str], bool]] = {}
        self._computed: bool | None = None
        self._looks_up: bool | None = None
        self._strings: dict[str, dict[str, set[str]]] = {}
        self._exports: dict[str, frozenset[str]] = {}     # path → own_file_calls.exported_names
        self._held: dict[tuple[str, str], frozenset[str] | None] = {}  # wrapper.held-instances
        self._declared: Counter[str] | None = None        # rule wrapper.own-class-callers
        self.set_aside: set[str] = set()     # fids whose member mentions that rule set aside
        self.app: frozenset[str] = frozenset()   # rule wrapper.named-layer: app modules
        self.makers: frozenset[str] = frozenset()  # … and the functions making requests
        self._callee_members: dict[str, frozenset[str]] = {}
        self._named_layers: dict[tuple[str, str], frozenset[str]] = {}  # layer → fids read

    def names(self, path: str) -> dict[str, set[str]]:
        """``{name: modules the mention may point into}`` of module ``path``: a member of a
        name imported from module X points into X only (``None``: a package, none of the
        program's modules); any other mention anywhere (``"*"``)."""
        if path not in self._by_module:
            module = self.modules[path]
            imported = {i.local: self.resolve(path, i.source) for i in module.imports}
            found: dict[str, set[str]] = {}
            seen: set[int] = set()
            linked: set[int] = set()        # callees of calls linked elsewhere
            for expr in expressions_of(module):
                for node in walk(expr, seen):
                    if isinstance(node, Call) and (path, node.span) in self.linked:
                        linked.add(id(node.callee))     # rule wrapper.linked-mention
                    if isinstance(node, Call) and callee_name(node.callee) in EMITTERS \
                            and node.args:
                        linked.add(id(node.args[0]))    # rule wrapper.string-name
                    if error_construction(node):        # rule wrapper.error-message
                        linked.update(id(arg) for arg in node.args)
                    if id(node) in linked:
                        continue
                    home = self.returned_home(path, node)
                    if home is not None:                # rule wrapper.returned-member
                        found.setdefault(node.prop, set()).add(home)
                        continue
                    for name, into in mentions(node, imported):
                        found.setdefault(name, set()).add(into)
            for name in fixed_call_names(module):               # rule wrapper.fixed-key
                found.setdefault(name, set()).add("*")
            self._by_module[path] = found
        return self._by_module[path]

    def called_from_elsewhere(self, path: str, name: str) -> set[str]:
        """The functions of layer ``name`` (:func:`layer`) of module ``path`` — its
        top-level functions and object members or class methods — that another module
        calls; an index built once per module."""
        if path not in self._layers:
            found: dict[str, set[str]] = {}
            module = self.modules[path]
            for fid, fn in module.functions.items():
                if (fn.parent is None or fn.class_name is not None or
                        exposed_key(fn, module) is not None) and any(
                        p != path for p, *_ in self.callers.get(fid, [])):
                    found.setdefault(layer(fn), set()).add(fid)
            self._layers[path] = found
        return self._layers[path].get(name, set())

    def layer_named(self, fn: FunctionFact, path: str) -> bool:
        """Rule ``wrapper.named-layer``: whether a module of the app (:attr:`app`: one making
        none of the requests) calls by its member name another function of ``fn``'s layer in
        module ``path`` that makes requests itself (:attr:`makers`: ``api.server.getUsers(id)``
        on an ``api`` the resolver cannot follow, of ``ServerApi.getUsers``): the app uses
        that layer through calls the resolver does not link, so a function of it nothing
        names is never called. A read that is no call shows nothing, nor does a call of a
        name the language's own objects have (``path.search('/manage/')``:
        :data:`BUILT_IN_METHODS`), and at least :data:`MIN_NAMED_SIBLINGS` such functions
        must be called, so one word two objects share proves nothing."""
        key = (path, layer(fn))
        if key not in self._named_layers:
            module = self.modules[path]
            called = set().union(*(self.member_callees(other)
                                   for other in sorted(self.app - {path})))
            self._named_layers[key] = frozenset(
                f.fid for f in module.functions.values() if layer(f) == key[1] and
                f.fid in self.makers and (exposed_key(f, module) or short(f)) in
                called - BUILT_IN_METHODS)
        return len(self._named_layers[key] - {fn.fid}) >= MIN_NAMED_SIBLINGS

    def member_callees(self, path: str) -> frozenset[str]:
        """The member names module ``path`` calls (``getUsers`` of ``api.server.getUsers(id)``),
        gathered once."""
        if path not in self._callee_members:
            self._callee_members[path] = frozenset(
                site.call.callee.prop for site in self.modules[path].calls
                if isinstance(site.call.callee, Member))
        return self._callee_members[path]

    def homes(self, home: str) -> frozenset[str]:
        """``home`` and the modules re-exporting from it, directly or through others
        (``export { default as api } from './api'``; ``import api from './api'; export {
        api }``)."""
        if home not in self._homes:
            found = {home}
            grew = True
            while grew:
                grew = False
                for path, module in self.modules.items():
                    if path not in found and reexports(path, module, found, self.resolve):
                        found.add(path)
                        grew = True
            self._homes[home] = frozenset(found)
        return self._homes[home]

    def bare(self, name: str, home: str) -> bool:
        """Rule ``wrapper.escaped-module``: whether a module other than ``home`` uses the plain
        name ``name`` (an injected AngularJS service) as a value, not only to read its members
        or call it (``$scope.config = ConfigService``: a template may call any member); handed
        to a function of that module whose parameter there has the same name
        (``handleDisplay($scope, ConfigService)``), its uses are that parameter's, seen there."""
        if self._bare is None:
            self._bare = {path: bare_names(module) for path, module in self.modules.items()}
        return any(name in names for path, names in self._bare.items() if path != home)

    def imports_from(self, path: str, homes: frozenset[str]) -> bool:
        """Whether module ``path`` imports from one of ``homes``."""
        return any(self.resolve(path, i.source) in homes for i in self.modules[path].imports)

    def escaped(self, home: str) -> bool:
        """Rule ``wrapper.escaped-module``: whether some module spreads, indexes with a
        computed key or hands to a call a namespace or default import of ``home`` or of a
        module re-exporting it (:func:`escapes`)."""
        if self._escaped is None:
            self._escaped = {target for path, module in self.modules.items()
                             for target in escapes(path, module, self.resolve)}
        return bool(self._escaped & self.homes(home))

    def named_elsewhere(self, name: str, home: str, fn: FunctionFact,
                        factory: FunctionFact | None = None,
                        among: Iterable[str] | None = None) -> bool:
        """Whether ``name`` (of function ``fn`` of module ``home``; ``factory``: the factory
        whose returned object exposes it) is mentioned outside ``home`` — a plain name, for an
        object member or class method, only in a module importing ``home`` — or as a call or a
        value (a plain name: ``queryFn: fetchX``, ``.then(fetchX)``) in ``home`` outside ``fn``
        itself (:func:`own_mentions`). ``among``: the module paths looked in (default: all)."""
        homes = self.homes(home)
        member = layer(fn) != ""
        inside = factory is None and is_nested(fn)
        for path in (self.modules if among is None else among):
            if path == home and factory is not None:
                if own_mentions(self.modules[path], self.plain(path), name, fn, factory):
                    return True
                continue
            if path == home:
                if path not in self._callees:
                    self._callees[path] = {callee_name(site.call.callee)
                                           for site in self.modules[path].calls} | \
                        plain_names_of(self.modules[path]) | \
                        passed_members_of(self.modules[path])
                if name in self._callees[path] and own_mentions(
                        self.modules[path], self.plain(path), name, fn, None):
                    return True
                if self.texts_name(path, name, fn):              # rule wrapper.string-name
                    return True
                continue
            if inside:
                continue
            into = self.names(path).get(name) or set()
            if into & {MEMBER, REF} and self.held_away(fn, home, name):
                self.set_aside.add(fn.fid)                      # rule wrapper.held-instances
                into = into - {MEMBER, REF}
            if "*" in into or MEMBER in into or homes & into or REF in into and (
                    not member or self.imports_from(path, homes)) or \
                    PATH in into and fn.class_name is None or \
                    TEXT in into and (fn.class_name is None or self.computed_calls()):
                return True
        return inside and self.nested_reached(fn, home)

    def held_away(self, fn: FunctionFact, home: str, name: str) -> bool:
        """Rule ``wrapper.held-instances``: whether ``fn`` is a method of a class of ``home``
        whose every instance stays in the binding it is made into, none of which calls or
        reads ``name`` (:func:`~.held_instances.held_calls`): a member read of ``name``
        elsewhere reaches no instance of it, nor does a plain name (``toggle(id,
        isManager)``), as no instance is destructured."""
        if fn.class_name is None:
            return False
        key = (home, fn.class_name)
        if key not in self._held:
            self._held[key] = self.held_calls(home, fn.class_name)
        return self._held[key] is not None and name not in self._held[key]

    def held_calls(self, home: str, cls: str) -> frozenset[str] | None:
        """:func:`~.held_instances.held_calls` of class ``cls`` of module ``home``: ``None``
        when its methods hand the instance away (:func:`~.held_instances.this_escapes`),
        another class extends it or a module imports a namespace of its module (or of one
        re-exporting it)."""
        if held.this_escapes(self.modules[home], cls):
            return None                   # (its methods hand the instance away)
        homes = self.homes(home)
        default = any(e.exported == "default" and (e.local == cls or isinstance(e.value, Ref)
                                                   and e.value.name == cls)
                      for e in self.modules[home].exports)
        names = {home: cls}
        for path, module in self.modules.items():
            if any(c.superclass and c.superclass.split("<")[0].strip().split(".")[-1] == cls
                   for c in module.classes.values()):
                return None                   # (a subclass's instances run its methods)
            for i in module.imports:
                if path == home or not i.local or i.type_only or \
                        self.resolve(path, i.source) not in homes:
                    continue
                if i.imported == "*":
                    return None
                if i.imported == cls or i.imported == "default" and default:
                    if names.setdefault(path, i.local) != i.local:
                        return None
        exprs = {path: [*expressions_of(self.modules[path]),
                        *(value for use in self.modules[path].component_uses
                          + self.modules[path].form_elements
                          for _, value in use.attributes if value is not None)]
                 for path in names}
        return held.held_calls(exprs, self.modules, names)

    def returned_home(self, path: str, node: object) -> str | None:
        """Rule ``wrapper.returned-member``: the module whose function's returned object
        literal a member read of a call's result names (``const { update } =
        useTextLabel(repository, id)``, the call linked to ``useTextLabel`` whose every
        return is an object literal holding ``update``): that literal's member, no other
        module's; else ``None`` (also when the linked function's module is none of the
        client's, a test file's)."""
        if not isinstance(node, Member) or not isinstance(node.obj, Call):
            return None
        fids = self.linked_to.get((path, node.obj.span), set())
        homes = {fid.split("#", 1)[0] for fid in fids}
        if len(homes) != 1 or next(iter(homes)) not in self.modules:
            return None
        for fid in fids:
            fn = self.modules[fid.split("#", 1)[0]].functions.get(fid)
            if fn is None or not fn.returns or not all(
                    isinstance(value, Obj) and any(p.key == node.prop for p in value.props)
                    for value in fn.returns):
                return None
        return homes.pop()

    def texts_name(self, path: str, name: str, fn: FunctionFact) -> bool:
        """Rule ``wrapper.string-name``: whether a string of module ``path`` itself can name
        the function ``fn`` called ``name`` (:func:`string_names`: ``setTimeout("poll()")``,
        an options map's handler name), as a string of another module would."""
        if path not in self._strings:
            found: dict[str, set[str]] = {}
            seen: set[int] = set()
            for expr in expressions_of(self.modules[path]):
                for node in walk(expr, seen):
                    if isinstance(node, Lit) and isinstance(node.value, str):
                        for word, kind in string_names(node.value):
                            found.setdefault(word, set()).add(kind)
            for word in fixed_call_names(self.modules[path]):   # rule wrapper.fixed-key
                found.setdefault(word, set()).add("*")
            self._strings[path] = found
        kinds = self._strings[path].get(name, set())
        return "*" in kinds or PATH in kinds and fn.class_name is None or \
            TEXT in kinds and (fn.class_name is None or self.computed_calls())

    def computed_calls(self) -> bool:
        """Rule ``wrapper.string-name``: whether some module calls a member by a name it
        computes (``repository[action](…)``, the key no literal): the only way a text
        reaches a class method. A call on a map of functions written in place (rule
        ``wrapper.handler-map``) or by keys the source fixes (rule ``wrapper.fixed-key``,
        each key a mention itself) is none."""
        if self._computed is None:
            self._computed = any(keys is None for path, module in self.modules.items()
                                 for _, keys in computed_callees(
                                     module, lambda name, path=path: self.imported(path, name)))
        return self._computed

    def imported(self, path: str, name: str) -> tuple[ModuleFacts, str] | None:
        """``(module, local name)`` the plain name ``name`` of module ``path`` is imported
        from, when a module of the program exports it under a local name; else ``None``."""
        found = next((i for i in self.modules[path].imports if i.local == name and
                      i.imported != "*" and not i.type_only), None)
        target = self.modules.get(self.resolve(path, found.source) or "") if found else None
        local = next((e.local for e in target.exports if e.exported == found.imported
                      and e.source is None), None) if target else None
        return (target, local) if local else None

    def looks_up(self) -> bool:
        """Rule ``wrapper.own-file-callers``: whether some module reads a global by a computed
        name or runs code text (:func:`~.own_file_calls.dynamic_lookup`)."""
        if self._looks_up is None:
            seen: set[int] = set()
            self._looks_up = any(own_file_calls.dynamic_lookup(walk(expr, seen))
                                 for module in self.modules.values()
                                 for expr in expressions_of(module))
        return self._looks_up

    def own_file_layer(self, fn: FunctionFact, path: str) -> bool:
        """Rule ``wrapper.own-file-callers``: whether the plain top-level function ``fn`` of
        module ``path`` belongs to a layer its own module's calls show followed, its name
        written nowhere else (:func:`~.own_file_calls.claimed`)."""
        if layer(fn) != "":
            return False
        if path not in self._exports:
            self._exports[path] = own_file_calls.exported_names(self.modules[path])
        return own_file_calls.claimed(fn.fid, fn.name, path, self.modules[path], self.callers,
                                      self.words, self.looks_up, self._exports[path])

    def own_class_layer(self, fn: FunctionFact, path: str) -> bool:
        """Rule ``wrapper.own-class-callers``: whether the class method ``fn`` of module
        ``path`` belongs to a class whose methods' calls show it followed, its name written
        nowhere but in declarations (:func:`~.own_class_calls.claimed`)."""
        if fn.class_name is None:
            return False
        if self._declared is None:
            self._declared = own_class_calls.declarations(self.modules.values())
        return own_class_calls.claimed(fn, self.modules[path], self.callers, self.words,
                                       self._declared, self.looks_up)

    def plain(self, path: str) -> PlainNames:
        """Module ``path``'s :class:`PlainNames`, gathered once."""
        if path not in self._plain:
            self._plain[path] = plain_names(self.modules[path])
        return self._plain[path]

    def nodes(self, path: str) -> ModuleNodes:
        """The expression nodes of module ``path`` (:func:`module_nodes`), walked once, the
        values of its template's component attributes (``<Child api={settingsAPI.test} />``)
        included."""
        if path not in self._nodes:
            module = self.modules[path]
            seen: set[int] = set()
            attributes = [value for use in module.component_uses + module.form_elements
                          for _, value in use.attributes if value is not None]
            self._nodes[path] = nested.module_nodes(
                module, [*expressions_of(module), *attributes], lambda expr: walk(expr, seen))
        return self._nodes[path]

    def chain_roots(self, path: str, keys: tuple[str, ...], home: str) -> set[str]:
        """The names module ``path`` may hold the object ``keys[0]`` of module ``home``
        under (rule ``wrapper.nested-member``): its own name (a global namespace, ``Pantry``,
        is used unimported), an import of it or a namespace import of its module (or of one
        re-exporting it), and in ``home`` itself ``this``."""
        homes = self.homes(home)
        roots = {keys[0]} | {i.local for i in self.modules[path].imports
                             if i.local and not i.type_only and i.imported in (keys[0], "*")
                             and self.resolve(path, i.source) in homes}
        return roots | {"this"} if path == home else roots

    def chain_uses(self, keys: tuple[str, ...], home: str) -> tuple[frozenset[str], bool]:
        """``(aliases, escaped)`` of the object chain ``keys`` of module ``home`` (rule
        ``wrapper.nested-member``): the names bound to a part of it anywhere, and whether
        some module hands a part of it on as a value or indexes it by a computed key."""
        if (home, keys) not in self._chains:
            roots = {path: self.chain_roots(path, keys, home) for path in self.modules}
            names = nested.aliases(self.modules, keys, roots)
            escaped = any(nested.escapes(self.nodes(path), keys, roots[path] | names,
                                         nested.own_this(self.modules[path], keys[0],
                                                         lambda expr: walk(expr, set()))
                                         if path == home else None)
                          for path in self.modules)
            self._chains[(home, keys)] = (names, escaped)
        return self._chains[(home, keys)]

    def nested_reached(self, fn: FunctionFact, home: str) -> bool:
        """Rule ``wrapper.nested-member``: whether a module other than ``home`` may reach the
        function ``fn`` of a nested object literal of ``home``: a member read of its name
        from its parent's key, from an alias or from something the tool cannot tell apart
        (:func:`reaches`), its plain name bound by a pattern from the chain (``const { test:
        { mqtt } } = settingsAPI``); or the chain escaped (:func:`escapes`), when any of its
        members may run under any name."""
        keys, name = nested.keys_of(fn), short(fn)
        names, escaped = self.chain_uses(keys, home)
        if escaped:
            return True
        for path in self.modules:
            if path == home:
                continue
            found = self.nodes(path)
            if any(nested.reaches(node, name, keys, names) for node in found.nodes):
                return True
            if name in names and any(isinstance(node, Ref) and node.name == name
                                     for node in found.nodes):
                return True
        return False


def bare_names(module: ModuleFacts) -> set[str]:
    """The plain names a module uses as values (:meth:`Mentions.bare`): not as the object of a
    member read or index, not as a callee, not as an argument a function of the module takes
    under a parameter of the same name."""
    by_name: dict[str, list[FunctionFact]] = {}
    for fn in module.functions.values():
        by_name.setdefault(fn.name, []).append(fn)
    seen: set[int] = set()
    held: set[int] = set()
    names: set[str] = set()
    for expr in expressions_of(module):
        for node in walk(expr, seen):
            if isinstance(node, Member | Index):
                held.add(id(node.obj))
            elif isinstance(node, Call):
                held.add(id(node.callee))
                targets = by_name.get(node.callee.name, []) if isinstance(node.callee, Ref) \
                    else []
                for i, arg in enumerate(node.args):
                    if targets and isinstance(arg, Ref) and all(
                            i < len(f.params) and f.params[i].name == arg.name for f in targets):
                        held.add(id(arg))
            elif isinstance(node, Ref) and id(node) not in held:
                names.add(node.name)
    return names


def reexports(path: str, module: ModuleFacts, homes: set[str], resolve) -> bool:
    """Whether module ``path`` re-exports from one of ``homes``: an ``export … from`` one of
    them, or an export of a name it imports from one of them."""
    imported = {i.local for i in module.imports if resolve(path, i.source) in homes}
    return any(e.source is not None and resolve(path, e.source) in homes or
               e.source is None and (e.local in imported or
                                     isinstance(e.value, Ref) and e.value.name in imported)
               for e in module.exports)


def escapes(path: str, module: ModuleFacts, resolve) -> set[str]:
    """Rule ``wrapper.escaped-module``: the modules a namespace or default import of which
    module ``path`` spreads (``{...api}``, ``f(...api)``), indexes with a computed key
    (``api[name]``) or hands to a call (``bindActionCreators(actions)``): such a use may
    reach any of their functions under any name."""
    whole = {i.local: resolve(path, i.source) for i in module.imports
             if i.imported in ("*", "default") and i.local}
    found: set[str] = set()
    if not whole:
        return found
    seen: set[int] = set()
    for expr in expressions_of(module):
        for node in walk(expr, seen):
            for value in escaping_values(node):
                if isinstance(value, Ref) and value.name in whole and whole[value.name]:
                    found.add(whole[value.name])
    return found


def escaping_values(node: object) -> Iterable[object]:
    """The values one expression node spreads, indexes with a computed key or hands to a
    call (:func:`escapes`)."""
    if isinstance(node, Call):
        yield from node.args
    elif isinstance(node, Spread):
        yield node.expr
    elif isinstance(node, Prop) and node.key is None and node.key_expr is None:
        yield node.value
    elif isinstance(node, Index) and not isinstance(node.index, Lit):
        yield node.obj


def plain_names_of(module: ModuleFacts) -> set[str]:
    """Rule ``wrapper.passed-function``: the plain names (``Ref``) a module's expressions use
    (``fetchX`` of ``useQuery({queryFn: fetchX})``); members and string words are not, and
    neither are the names an export lists (``export default { list, finishSetup }`` hands the
    functions to other modules, whose calls :meth:`Mentions.named_elsewhere` looks for)."""
    seen = {id(e.value) for e in module.exports if e.value is not None}
    return {node.name for expr in expressions_of(module) for node in walk(expr, seen)
            if isinstance(node, Ref)}


def passed_members_of(module: ModuleFacts) -> set[str]:
    """Rule ``wrapper.passed-function``: the member names a module hands to a call as an
    argument (``updateAlerts`` of ``this.$interval(this.updateAlerts, 10000)``, ``onTick`` of
    ``setTimeout(api.onTick, 500)``): the callee may call the function it is given."""
    return {arg.prop for site in module.calls for arg in site.call.args
            if isinstance(arg, Member)}


def mentions(node: object, imported: dict[str, str | None]
             ) -> Iterable[tuple[str, str | None]]:
    """``(name, module it may point into)`` of one expression node (``"*"``: anywhere); a
    plain name the module imports is that import's binding, pointing into the module it
    comes from (``createBoard`` imported from ``blocks/board`` names no ``createBoard``
    method of a client class: rule ``wrapper.imported-name``)."""
    if isinstance(node, Ref):
        yield node.name, imported[node.name] if node.name in imported else REF
    elif isinstance(node, Member):
        root = root_ref(node.obj)
        yield node.prop, imported[root] if root in imported else MEMBER
    elif isinstance(node, Index) and isinstance(node.index, Lit) and \
            isinstance(node.index.value, str) and WORD.fullmatch(node.index.value):
        yield node.index.value, "*"                       # api['create']
    elif isinstance(node, Lit) and isinstance(node.value, str):
        yield from string_names(node.value)


def string_names(text: str) -> Iterable[tuple[str, str]]:
    """Rule ``wrapper.string-name``: the functions a string may name, as :func:`mentions`
    gives them. A function is looked up by text only under its whole name, :data:`TEXT`: an
    object member or function through a handler named in an options map (``watch: {tab:
    'list'}``, Backbone's ``events: {'click .add': 'create'}``), a class method only through a
    member called by a computed name (``repository[action](…)``,
    :meth:`Mentions.computed_calls`; ``api['create']`` names it outright); a store's action
    (an object member or function, never a class method) also as the last name of a slash
    path naming its module (``dispatch('tags/rename')``), :data:`PATH`; and any function by a
    name called in code text (``'vm.create()'`` of an inline template, ``"*"``). A
    translation key (``'generic.create'``), an event with a namespace or a suffix
    (``'update:query'``, ``'update-comment'``), prose and URLs name none; nor does the event
    name a component emits (``$emit('create')``: the listener is bound where the markup names
    its handler), nor the message of an error a ``new`` constructs (``new
    RequiredError('id', '… when calling updateX().')``, rule ``wrapper.error-message``), both
    left out by :meth:`Mentions.names`."""
    if WORD.fullmatch(text):
        yield text, TEXT
    elif (path := STORE_PATH.fullmatch(text)) is not None:
        yield path.group(1), PATH
    for name in CALL_TEXT.findall(text):
        yield name, "*"


def error_construction(node: object) -> bool:
    """Rule ``wrapper.error-message``: whether ``node`` constructs an error (``new
    Error(…)``, ``new runtime.RequiredError('id', 'Required parameter … when calling
    updateX().')``: a ``new`` of a name ending in ``Error`` or ``Exception``), whose arguments
    are a message for a person, never code text naming a function."""
    return isinstance(node, Call) and node.new and \
        (callee_name(node.callee) or "").endswith(ERROR_CLASS_ENDINGS)


def scoped_values(module: ModuleFacts, scope: str | None, name: str) -> list | None:
    """The values the plain name ``name`` holds where the function ``scope`` reads it: those
    of the nearest function around (itself first) declaring a local of it, else the module's
    binding; for a parameter its declared union of quoted literals (``action: 'undo' |
    'redo'``), ``None`` for another (any value a caller gives) or a name bound nowhere."""
    while scope is not None and scope in module.functions:
        fn = module.functions[scope]
        param = next((p for p in fn.params if name in (p.name, *p.pattern, *p.elements)), None)
        if param is not None:               # (only a union of quoted literals is fixed)
            union = LITERAL_UNION.fullmatch(param.type_text or "") if param.name == name \
                and param.default is None else None
            return [Lit(text[1:-1]) for text in QUOTED.findall(param.type_text)] \
                if union else None
        if name in fn.locals:
            return list(fn.locals[name]) or None
        scope = fn.parent
    return list(module.bindings.get(name) or []) or None


def handler_map(module: ModuleFacts, scope: str | None, obj: object,
                imported: Callable[[str], tuple[ModuleFacts, str] | None]) -> bool:
    """Rule ``wrapper.handler-map``: whether ``obj``, the object a computed call indexes
    (``hotkeys[keys]()``), is a name its module (or the function ``scope`` and those around
    it) binds only to object literals each of whose members is a function written there or
    a top-level function of that module named (``const hotkeys = {'r r': () =>
    props.server.start()}``, ``{count, countEmpty}``) — or a name imported from a module of
    the program (``imported``: ``(module, its local name)`` or ``None``) binding such a map:
    the call runs one of those functions, whose own calls the resolver reads, never a method
    named by a text."""
    if not isinstance(obj, Ref):
        return False
    values = scoped_values(module, scope, obj.name)
    source = imported(obj.name) if values is None and scope_free(module, scope, obj.name) \
        else None
    if source is not None:
        module, values = source[0], scoped_values(source[0], None, source[1])
    tops = {f.name for f in module.functions.values() if f.parent is None}
    values = [v.expr if isinstance(v, Typed) else v for v in values or ()]
    return bool(values) and all(isinstance(v, Obj) and v.props and all(
        p.key is not None and (isinstance(p.value, Fn) or isinstance(p.value, Ref)
                               and p.value.name in tops) for p in v.props) for v in values)


def scope_free(module: ModuleFacts, scope: str | None, name: str) -> bool:
    """Whether no function from ``scope`` out declares a local or parameter ``name``."""
    while scope is not None and scope in module.functions:
        fn = module.functions[scope]
        if name in fn.locals or any(name in (p.name, *p.pattern, *p.elements) for p in fn.params):
            return False
        scope = fn.parent
    return True


def fixed_keys(module: ModuleFacts, scope: str | None, expr: object,
               depth: int = 0) -> frozenset | None:
    """Rule ``wrapper.fixed-key``: every key the computed index ``expr`` of a call can take
    when the source fixes them (``e.selection[u]()`` with ``u = (n ? 'selectWord' :
    'moveCursor') + (t == 1 ? 'Right' : 'Left')``: four names; ``callbacks[i](…)`` with ``let
    i = 0`` and ``i++``: a number, naming no method), read through literals, templates,
    ``+`` chains, alternatives and the plain names holding them (up to :data:`MAX_KEY_DEPTH` names
    deep, at most :data:`MAX_KEYS` keys), else ``None``."""
    if isinstance(expr, Lit) and isinstance(expr.value, (str, int, float)) and \
            not isinstance(expr.value, bool):
        return frozenset({expr.value})
    if isinstance(expr, Alt):
        options = [fixed_keys(module, scope, o, depth) for o in expr.options]
        return None if any(o is None for o in options) else frozenset().union(*options)
    if isinstance(expr, Unknown) and expr.kind in COUNTER_STEPS:
        return frozenset({1})                 # (a counter's step: a number)
    if isinstance(expr, Tmpl):
        texts: set[str] = {""}
        for part in expr.parts:
            keys = frozenset({part.value}) if isinstance(part, Lit) else \
                fixed_keys(module, scope, part.expr, depth)
            if keys is None or expr.plus and not all(isinstance(k, str) for k in keys):
                return None                   # (a number added, not joined)
            texts = {t + str(k) for t in texts for k in keys}
            if len(texts) > MAX_KEYS:
                return None
        return frozenset(texts)
    if isinstance(expr, Ref) and depth < MAX_KEY_DEPTH:
        values = scoped_values(module, scope, expr.name)
        keys = [fixed_keys(module, scope, v, depth + 1) for v in values or ()]
        return frozenset().union(*keys) if keys and all(k is not None for k in keys) else None
    return None


def computed_callees(module: ModuleFacts,
                     imported: Callable[[str], tuple[ModuleFacts, str] | None] = lambda _: None
                     ) -> Iterator[tuple[CallSite, frozenset | None]]:
    """Each call of ``module`` by a computed member name that may reach a method by a text
    (its receiver no :func:`handler_map`, ``imported`` reading the module's imports), with
    the keys the source fixes for it (:func:`fixed_keys`) or ``None``."""
    for site in module.calls:
        callee = site.call.callee
        if isinstance(callee, Index) and not isinstance(callee.index, Lit) and \
                not handler_map(module, site.scope, callee.obj, imported):
            yield site, fixed_keys(module, site.scope, callee.index)


def fixed_call_names(module: ModuleFacts) -> set[str]:
    """Rule ``wrapper.fixed-key``: the names ``module``'s computed calls with fixed keys can
    call (:func:`computed_callees`): each a mention of a function of that name."""
    return {key for _, keys in computed_callees(module) for key in keys or ()
            if isinstance(key, str)}


def callee_name(callee: object) -> str | None:
    return callee.prop if isinstance(callee, Member) else \
        callee.name if isinstance(callee, Ref) else None


def short(fn: FunctionFact) -> str:
    return fn.name.rsplit(".", 1)[-1]


def layer(fn: FunctionFact) -> str:
    """The class or object a function belongs to (``default`` of ``default.get``; the
    factory's id for a function its returned object exposes), ``""`` for a plain top-level
    function."""
    if fn.parent is not None and fn.class_name is None:
        return f"{fn.parent}#returned"
    if is_nested(fn):
        return fn.name.split(".", 1)[0]   # rule wrapper.nested-member: the whole object
    return fn.class_name or (fn.name.rsplit(".", 1)[0] if "." in fn.name else "")


def exposed_key(fn: FunctionFact, module: ModuleFacts) -> str | None:
    """Rule ``wrapper.factory-member``: the member name under which the object literal a
    top-level factory function returns exposes its nested function ``fn`` (an AngularJS
    service: ``function ConfigService($http) { return { maySeeAdminArea: maySeeAdminArea };
    function maySeeAdminArea() {…} }``), or under which it writes ``fn`` onto its own
    ``this`` when it returns ``this`` or nothing (an AngularJS factory ending ``return this;``
    or a ``service`` constructor: ``this.getNodes = function(success, error) {…}`` →
    ``getNodes``), else ``None``."""
    factory = module.functions.get(fn.parent) if fn.parent and fn.class_name is None else None
    if factory is None or factory.parent is not None:
        return None
    own = fn.name.removeprefix("this.")
    if own != fn.name and "." not in own and all(
            isinstance(value, Ref) and value.name == "this" for value in factory.returns):
        return own
    for value in factory.returns:
        if isinstance(value, Obj):
            for prop in value.props:
                if prop.key and (isinstance(prop.value, Ref) and prop.value.name == fn.name or
                                 isinstance(prop.value, Fn) and prop.value.fid == fn.fid):
                    return prop.key
    return None


@dataclasses.dataclass(frozen=True)
class PlainNames:
    """One module's plain-name occurrences, gathered once for :func:`own_mentions`:
    ``declared`` maps a name to the functions declaring a local or parameter of it;
    ``roots`` maps a name to the ``(scope, expression)`` pairs whose expression holds a
    :class:`Ref` of it (``scope``: the function the expression belongs to, ``None`` at the
    module's top level), in the module's order."""

    declared: dict[str, frozenset[str]]
    roots: dict[str, tuple[tuple[str | None, object], ...]]


def plain_names(module: ModuleFacts) -> PlainNames:
    """The :class:`PlainNames` of ``module``: each call site's call, each function's returns,
    locals, assignments and member writes, and the module's bindings, assignments and class
    fields, each walked once."""
    declared: dict[str, set[str]] = {}
    for fid, f in module.functions.items():
        for name in [*f.locals, *(n for p in f.params for n in (p.name, *p.pattern,
                                                                 *p.elements))]:
            declared.setdefault(name, set()).add(fid)
    scoped: list[tuple[str | None, object]] = [(site.scope, site.call) for site in module.calls]
    for fid, f in module.functions.items():
        scoped += [(fid, v) for v in [*f.returns, *(v for vs in f.locals.values() for v in vs),
                                       *(a.value for a in f.assignments),
                                       *(w.value for ws in f.writes.values() for w in ws)]]
    scoped += [(None, v) for v in [*(v for vs in module.bindings.values() for v in vs),
                                    *(a.value for a in module.assignments),
                                    *(value for cls in module.classes.values()
                                      for _, value in cls.fields)]]
    roots: dict[str, list[tuple[str | None, object]]] = {}
    for scope, expr in scoped:
        for name in {node.name for node in walk(expr, set()) if isinstance(node, Ref)}:
            roots.setdefault(name, []).append((scope, expr))
    return PlainNames({k: frozenset(v) for k, v in declared.items()},
                      {k: tuple(v) for k, v in roots.items()})


def own_mentions(module: ModuleFacts, names: PlainNames, name: str, fn: FunctionFact,
                 factory: FunctionFact | None) -> bool:
    """Whether ``name`` (of function ``fn``) is called, passed or used as a plain name in
    ``module`` outside ``fn`` itself (a recursive call, ``setTimeout(poll, 1000)`` inside
    ``poll``: rule ``wrapper.self-mention``), outside the object ``factory`` returns (which
    exposes it) and outside the functions that declare a local or parameter of that name, or
    inside one (``var maySeeAdminArea = cache.get(…)`` in a nested ``loadAll`` is that
    function's own variable). ``names``: the module's :func:`plain_names`, so each call
    looks only at the expressions holding ``name``."""
    own = (names.declared.get(name, frozenset()) - {fn.parent}) | {fn.fid}

    def shadowed(fid: str | None) -> bool:
        while fid is not None:
            if fid in own:
                return True
            fid = module.functions[fid].parent if fid in module.functions else None
        return False

    for site in module.calls:
        if not shadowed(site.scope) and (callee_name(site.call.callee) == name or any(
                isinstance(a, Member) and a.prop == name for a in site.call.args)):
            return True
    seen = {id(prop.value) for value in (factory.returns if factory else ())
            if isinstance(value, Obj) for prop in value.props}
    return any(isinstance(node, Ref) and node.name == name
               for scope, expr in names.roots.get(name, ()) if not shadowed(scope)
               for node in walk(expr, set(seen)))


def called(fid: str, program) -> bool:
    return fid in program.callers or fid in program.response_callbacks


def superclass_of(program, path: str, name: str) -> tuple[str, str] | None | bool:
    """``(module, class)`` the class ``name`` of module ``path`` extends, ``None`` when it
    extends none, ``True`` when it extends one the program's modules do not show (a library
    class, a namespace member, an unresolved import)."""
    module = program.modules.get(path)
    cls = module.classes.get(name) if module else None
    if cls is None or not cls.superclass:
        return None
    parent = cls.superclass.split("<")[0].strip()
    if parent in module.classes:
        return path, parent
    found = next((i for i in module.imports if i.local == parent), None)
    target = program.module_resolver.resolve(path, found.source) if found else None
    facts = program.modules.get(target) if target else None
    if facts is None:
        return True
    if found.imported in facts.classes:
        return target, found.imported
    local = next((e.local for e in facts.exports if e.exported == found.imported), None)
    return (target, local) if local in facts.classes else True


def inherited_call(fn: FunctionFact, path: str, program) -> bool:
    """Rule ``wrapper.linked-mention``: whether a call linked to a method of the same name of
    a class ``fn``'s class extends (or a class it may extend: an ancestor the program does not
    show) may run ``fn``, its override, on a subclass instance."""
    name, key, seen = short(fn), (path, fn.class_name), set()
    while (key := superclass_of(program, *key)) is not None and key not in seen:
        if key is True:
            return any(f.class_name is not None and short(f) == name and fid in program.callers
                       for _, f in program.functions.values() for fid in (f.fid,))
        seen.add(key)
        cls = program.modules[key[0]].classes[key[1]]
        if any(method == name and fid in program.callers for method, fid in cls.methods):
            return True
    return False


def never_called(fid: str | None, program, mentions_index: Mentions) -> FunctionFact | None:
    """The function ``fid`` when it is a service layer's method nothing calls (see the module
    docstring), else ``None``: never a class's constructor, which ``new`` or a dependency
    injector runs without naming it, nor an anonymous callback (``.catch(action((e) => …))``),
    which runs in the call it is handed to."""
    path = fid.split("#", 1)[0] if fid else None
    module = program.modules.get(path) if path else None
    fn = module.functions.get(fid) if module else None
    if fn is None or called(fid, program) or not path.endswith(SCRIPT_SUFFIXES) or \
            module.triggers or short(fn) == "constructor" or fn.name.startswith("<") or \
            fn.member and "." not in fn.name:
        return None                  # (`new` or an injector runs a constructor; a callback
                                     # runs in whatever it is handed to, and so does a member
                                     # of an object literal no name holds: passed-function)
    key = exposed_key(fn, module)
    if fn.parent is not None and fn.class_name is None and key is None:
        return None
    if not mentions_index.called_from_elsewhere(path, layer(fn)) - {fid} and \
            not mentions_index.own_file_layer(fn, path) and \
            not mentions_index.own_class_layer(fn, path) and \
            not mentions_index.layer_named(fn, path):   # rules wrapper.own-*-callers, named-layer
        return None
    factory = module.functions[fn.parent] if key is not None else None
    if fn.class_name is not None and inherited_call(fn, path, program):
        return None
    if mentions_index.named_elsewhere(key or short(fn), path, fn, factory) or \
            mentions_index.escaped(path) or \
            factory is not None and mentions_index.bare(factory.name, path):
        return None
    return fn


def dead_root(fid: str | None, program, mentions_index: Mentions, hops: int = 0,
              memo: dict | None = None) -> FunctionFact | None:
    """Rule ``wrapper.never-called``: the never-called function (:func:`never_called`)
    ``fid`` is, or every caller of ``fid`` reaches through its own callers (up to
    :data:`MAX_CALLER_HOPS` levels: ``loadAll`` called only by ``maySeeAdminArea``, which
    nothing calls), else ``None``. A module-level caller, a callback or a cycle is live.
    Each ``(function, level)`` is decided once (``memo``, shared by the calls of one pass):
    walking every path up anew cost W⁴ for W functions a level each calling all the next
    level's (20 a level: past 120 s)."""
    memo = {} if memo is None else memo
    if (fid, hops) not in memo:
        memo[(fid, hops)] = caller_root(fid, program, mentions_index, hops, memo)
    return memo[(fid, hops)]


def caller_root(fid: str | None, program, mentions_index: Mentions, hops: int,
                memo: dict) -> FunctionFact | None:
    """:func:`dead_root` of ``fid`` at level ``hops``, reading its callers' in ``memo``; the
    callers are read in order up to the first live one (the answer is then ``None``)."""
    root = never_called(fid, program, mentions_index)
    if root is not None or fid is None or hops >= MAX_CALLER_HOPS or \
            fid in program.response_callbacks:
        return root
    callers = {caller for _, caller, *_ in program.callers.get(fid, [])}
    if not callers or None in callers or fid in callers:
        return None
    roots = []
    for caller in sorted(callers):
        roots.append(dead_root(caller, program, mentions_index, hops + 1, memo))
        if roots[-1] is None:
            return None
    return roots[0]


def mark_uncalled(capabilities: list[Capability], clusters, names: dict[int, str], program,
                  texts: Callable[[], Iterable[str]] | None = None,
                  tests: dict[str, str] | None = None
                  ) -> tuple[list[Capability], list[ReviewItem]]:
    """The capabilities less those all of whose calls a never-called function makes, and one
    review item for each of those (rule ``wrapper.never-called``); ``names`` maps ``id(observed
    call)`` to its capability; ``texts`` gives the text of every analysed client file and page of the folder (rule
    ``wrapper.own-file-callers``; ``None``: that rule claims nothing); ``tests`` (``{path:
    scope rule}`` of the test files) are left out of the program: their calls and mentions
    call nothing (rule ``wrapper.test-callers``), and the item cites them; their calls still
    show the resolver follows the layer's consumers (another method called from another
    file)."""
    tests = tests or {}
    client = client_view(program, tests)
    index = Mentions(client.modules, client.module_resolver.resolve, program.callers,
                     WordCounts(texts) if texts is not None else None)
    makers = {call.fid.split("#", 1)[0] for cl in clusters for call in cl.calls if call.fid}
    index.app = frozenset(client.modules) - makers
    index.makers = frozenset(call.fid for cl in clusters for call in cl.calls if call.fid)
    roots: dict = {}                 # (fid, level) → its dead root (dead_root)

    def verdict(call) -> tuple[str, FunctionFact, bool, list] | None:
        fn = dead_root(call.fid, client, index, 0, roots)
        if fn is None:
            return None
        path = fn.fid.split("#", 1)[0]
        return path, fn, not index.called_from_elsewhere(path, layer(fn)) - {fn.fid}, \
            test_calls(program, fn.fid, tests), fn.fid in index.set_aside
    kept, review = drop_condemned(capabilities, call_verdicts(clusters, names, verdict),
                                  lambda found: found[0], uncalled_item)
    if review and library(index, makers & set(client.modules)):
        return capabilities, [library_item(review)]
    return kept, review


def library(index: Mentions, makers: set[str]) -> bool:
    """Rule ``wrapper.library-alone``: whether the analysed folder is a client library alone:
    every module making requests (``makers``) exports its API, and no other module
    (:attr:`Mentions.app`) holds code — a function or a call — that could use it (an index
    re-exporting it, a file of types hold none)."""
    return bool(makers) and all(index.modules[path].exports for path in makers) and \
        not any(index.modules[path].functions or index.modules[path].calls
                for path in index.app)


def library_item(review: list[ReviewItem]) -> ReviewItem:
    """Rule ``wrapper.library-alone``: the one ``info`` item of a client library analysed
    alone, whose methods no call of which was found stay Tools, citing their definitions."""
    return ReviewItem(severity="info", capability=None, message=LIBRARY.format(
                          n=len(review), s="" if len(review) == 1 else "s",
                          verb="is" if len(review) == 1 else "are"),
                      evidence=[inferred(where_of(e), LIBRARY_RULE, e.note)
                                for item in review for e in item.evidence[:1]])


def uncalled_item(cap: Capability, found: tuple[str, FunctionFact, bool, list, bool]
                  ) -> ReviewItem:
    """The ``low`` review item, naming no capability, of a capability left out because only
    the never-called function of ``found`` makes: its module path, facts, whether only its own
    module's calls of its siblings showed the layer followed (rule
    ``wrapper.own-file-callers``), the evidence of the test calls set aside (rule
    ``wrapper.test-callers``) and whether member reads of its name were set aside (rule
    ``wrapper.held-instances``)."""
    path, fn, own, tested, held_aside = found
    evidence = [inferred((path, fn.span), RULE, f"{fn.name} defined here")]
    if own and fn.class_name is not None:
        evidence.append(inferred((path, fn.span), own_class_calls.RULE, own_class_calls.NOTE))
    elif own:
        evidence.append(inferred((path, fn.span), own_file_calls.RULE, own_file_calls.NOTE))
    if held_aside:
        evidence.append(inferred((path, fn.span), held.RULE,
                                 held.NOTE.format(cls=fn.class_name)))
    if is_nested(fn):
        evidence.append(inferred((path, fn.span), nested.RULE, nested.NOTE.format(
            key=nested.keys_of(fn)[-1], name=short(fn))))
    evidence.extend(tested)
    endpoints = ", ".join(dict.fromkeys(f"{r.method} {r.pathTemplate}"
                                        for r in cap.implementation.requests))
    return ReviewItem(severity="low", capability=None,
                      message=MESSAGE.format(name=fn.name, endpoints=endpoints, tool=cap.name),
                      evidence=evidence)


def without_uncalled(review: list[ReviewItem], dropped: set[str]) -> list[ReviewItem]:
    """``review`` less the items about a capability rule ``wrapper.never-called`` left out
    (``dropped``: their names), which say how a Tool that is none would behave; a ``high``
    one (a secret written in its code) stays true of the code and is kept, naming no
    capability."""
    return [item.model_copy(update={"capability": None}) if item.capability in dropped
            else item for item in review
            if item.capability not in dropped or item.severity == "high"]
