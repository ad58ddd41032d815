"""Rule ``wrapper.own-class-callers``: a method of a class whose own methods call one another,
written nowhere but where it is declared, is never called (an extension of rule
``wrapper.never-called``, :mod:`.uncalled`).

An injected service class (Angular's ``@Injectable() class SysPrefService { getPreferences()
{…} getPreference(key) {…} setPreference(key, value) {…} }``) is often used only through
its fields and from component templates (``[update]="sysPrefService.setPreference.bind(…)"``),
so no other script file calls one of its methods, which :func:`.uncalled.never_called` asks
for. The calls between its own methods (``this.getPreferences()`` in ``refresh()``) show the
resolver follows this class. A class method is claimed never called through this rule only
when all of this holds, so any mention keeps it as before:

* its class neither extends another nor implements an interface (``implements OnInit``: a
  framework or a base class calls the methods such a class declares for it), and its name is
  no lifecycle hook a framework calls by itself (:data:`HOOK`: ``ngOnInit``,
  ``componentDidMount``, ``connectedCallback``, ``render``);
* another method of its class has a caller the resolver linked, other than the method
  itself, that runs: top-level code, a callback, the constructor, or a function called in
  turn (:func:`follows_class_calls`: a class whose methods only call a helper of their own
  shows no consumer);
* every whole-identifier occurrence of its name in the text of every analysed file and every
  page or template of the analysed folder (component templates included; comments and strings
  too) is a declaration: there are no more of them than functions of the program carry that
  name (:func:`declared_only`: two services each declaring a ``getPreference`` nobody calls
  write it twice); a call (``this.getPreference(k)``, ``svc.getPreference(k)``), a template's
  binding, a string naming it, an interface's signature each write it once more;
* no code of the program looks a name up at run time (``this[name](…)``, ``window[name]``,
  ``eval``: :func:`~.own_file_calls.dynamic_lookup`). A member called by a computed key
  (``service[action](…)``) reaches it only through a string holding its whole name, which
  the texts count.
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable

from code2skill.facts import FunctionFact, ModuleFacts

from .own_file_calls import WordCounts

RULE = "wrapper.own-class-callers"
# methods a framework calls on a class by their names alone (Angular's ngOnInit …, React's
# class components, custom elements, Vue's options, Lit)
HOOK = re.compile(r"^(?:ng[A-Z]\w*|component(?:Did|Will)\w+|\w+Callback|render|"
                  r"shouldComponentUpdate|getSnapshotBeforeUpdate|getDerivedState\w*|"
                  r"beforeCreate|created|beforeMount|mounted|beforeUpdate|updated|"
                  r"beforeUnmount|unmounted|beforeDestroy|destroyed|activated|deactivated|"
                  r"firstUpdated|willUpdate|init|setup|dispose)$")
NOTE = ("other methods of its class are called and its name is written nowhere in the "
        "analysed folder but where a function of that name is declared")


def short_name(fn: FunctionFact) -> str:
    """A function's own name, its last dotted part (``SysPrefService.getPreference`` →
    ``getPreference``)."""
    return fn.name.rsplit(".", 1)[-1]


def declarations(modules: Iterable[ModuleFacts]) -> Counter[str]:
    """How many functions of the program carry each own name (:func:`short_name`; anonymous
    functions, ``<callback …>``, left out)."""
    return Counter(short_name(fn) for module in modules for fn in module.functions.values()
                   if not fn.name.startswith("<"))


def follows_class_calls(fn: FunctionFact, module: ModuleFacts, callers) -> bool:
    """Whether another method of ``fn``'s class (in ``module``) has a caller the resolver
    linked (``callers``: :attr:`Program.callers`, fid → ``[(path, caller, …)]``), other than
    ``fn`` itself, that runs (:func:`rooted`). Methods called only by sibling methods nothing
    calls (each of a service's methods calling its ``token()`` helper) show no consumer of
    the class."""
    return any(other != fn.fid and method.class_name == fn.class_name and any(
        caller != fn.fid and rooted(caller, module, callers, MAX_HOPS)
        for _, caller, *_ in callers.get(other, ()))
        for other, method in module.functions.items())


MAX_HOPS = 4          # callers followed up from a method's caller to code that runs


def rooted(fid: str | None, module: ModuleFacts, callers, hops: int) -> bool:
    """Whether function ``fid`` of ``module`` runs: it is the module's top level
    (``None``), another module's function, a callback or nested function (a ``subscribe``
    handler), a class's constructor (which ``new`` or an injector runs), or is called, within
    ``hops`` levels of callers, by such code."""
    found = module.functions.get(fid) if fid else None
    if fid is None or found is None or found.parent is not None or \
            found.name.startswith("<") or short_name(found) == "constructor":
        return True
    return hops > 0 and any(caller != fid and rooted(caller, module, callers, hops - 1)
                            for _, caller, *_ in callers.get(fid, ()))


def declared_only(name: str, words: WordCounts | None, declared: Counter[str]) -> bool:
    """Whether every occurrence of ``name`` in the folder's texts (``words``; ``None``: not
    known, never) is a declaration: no more occurrences than functions named so
    (``declared``, :func:`declarations`)."""
    return words is not None and 0 < words.count(name) <= declared[name]


def claimed(fn: FunctionFact, module: ModuleFacts, callers, words: WordCounts | None,
            declared: Counter[str], dynamic: Callable[[], bool]) -> bool:
    """Rule ``wrapper.own-class-callers`` (module docstring): whether the class method ``fn``
    of ``module`` may be judged by rule ``wrapper.never-called`` though no other file calls
    its class. ``dynamic``: whether the program looks names up at run time
    (:func:`~.own_file_calls.dynamic_lookup`)."""
    cls = module.classes.get(fn.class_name) if fn.class_name is not None else None
    return cls is not None and not cls.superclass and not cls.implements and \
        not HOOK.match(short_name(fn)) and follows_class_calls(fn, module, callers) and \
        declared_only(short_name(fn), words, declared) and not dynamic()
