"""Rule ``this.subclass-value``: a base-class method whose URL reads a member its subclasses set.

::

    abstract class BaseStore {
      apiEndpoint: string;
      constructor(endpoint?: string) { if (endpoint) this.apiEndpoint = endpoint; }
      fetchPage = () => client.post(`/${this.apiEndpoint}.list`);      // one call site …
    }
    class DocumentsStore extends BaseStore { apiEndpoint = 'documents'; }  // /documents.list
    class CollectionsStore extends BaseStore {
      constructor() { super('collections'); }                           // /collections.list
    }

A request emitted in a method of class ``C`` whose URL path keeps a hole that is not a
parameter of the method is evaluated again with ``this`` an instance of each subclass of ``C``
(transitively). Each subclass that fixes the hole gives one request: the base-class call site
stays its primary evidence, the subclass's literal (field, assignment or ``super`` argument)
is added as secondary evidence. A call the resolver linked that runs the method on an
instance of the subclass is cited too (rule ``this.subclass-call``,
:mod:`code2skill.subclass_calls`); without one a ``medium`` review item says the endpoint is
inferred and what the calls show (rule ``this.subclass-uncalled``: the method may never run on
that subclass, or refuse it at run time, as outline's stores do with their ``actions``
lists). The base request (and its review) is kept
when a subclass leaves the hole open, or ``C`` itself is instantiated; otherwise it is
replaced.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.class_layers import (method_of, overridden_away, refused_by_guard,
                                     subclasses_reassign)
from code2skill.requests import RequestTemplate, Site
from code2skill.subclass_calls import RULE as CALL_RULE
from code2skill.subclass_calls import UNCALLED_RULE, SubclassCalls, calls_on, uncalled_message
from code2skill.values import (
    AltV,
    ClassRefV,
    EnvV,
    HoleV,
    InstanceV,
    ParamV,
    StrV,
    Text,
    TypedV,
    UnknownV,
    Value,
)

RULE = "this.subclass-value"


def open_holes(url: Value, scope: frozenset[str]) -> bool:
    """Whether the URL's path keeps a hole that is not a parameter of ``scope``'s functions,
    an environment variable or a client's base URL."""
    if isinstance(url, AltV):
        return any(open_holes(o, scope) for o in url.options)
    if not isinstance(url, StrV):
        return False
    for part in url.parts:
        if isinstance(part, Text) and ("?" in part.text or "#" in part.text):
            return False
        if isinstance(part, HoleV) and not (isinstance(part.value, ParamV)
                                            and part.value.fid in scope) \
                and not isinstance(part.value, EnvV) and not part.client_base:
            return True        # (an environment variable or client base is the service's)
    return False


def leading_open(url: Value, scope: frozenset[str]) -> bool:
    """Whether the URL (any alternative) starts with an open hole (see :func:`open_holes`)."""
    if isinstance(url, AltV):
        return any(leading_open(o, scope) for o in url.options)
    return isinstance(url, StrV) and bool(url.parts) and open_holes(StrV(url.parts[:1]), scope)


def fixes_leading_hole(base: Value, sub: Value, scope: frozenset[str]) -> bool:
    """Rule ``this.subclass-prefix``: a base-class URL that starts with a value only its
    subclasses give (`` `${this.getSingleItemUrl()}/refs` ``, an abstract method each
    subclass overrides) is the subclass's URL once the subclass fixes that start
    (``/api/branches/${this.id}/refs``), even when a later hole stays open (it is a path
    segment, reviewed as such): the start never vanishes."""
    return leading_open(base, scope) and not leading_open(sub, scope)


def texts(url: Value) -> list[Text]:
    """The literal pieces of a URL value (all options)."""
    if isinstance(url, AltV):
        return [t for o in url.options for t in texts(o)]
    return [p for p in url.parts if isinstance(p, Text)] if isinstance(url, StrV) else []


def url_key(template: RequestTemplate) -> str:
    """The method and fixed URL texts of a template, to drop duplicates."""
    return repr((template.method, [t.text for t in texts(template.url)]))


class Subclasses:
    """The user classes extending each class, transitively: ``of((path, name))`` lists
    ``(path, name)`` of every class whose superclass chain reaches it, sorted. ``seen`` holds
    the ``(call site, request)`` pairs already specialised, ``receivers`` the memo of
    :func:`code2skill.subclass_calls.held_classes`."""

    def __init__(self, resolver):
        self.seen: set[tuple] = set()
        self.receivers: dict = {}
        self.direct: dict[tuple[str, str], list[tuple[str, str]]] = {}
        for path in sorted(resolver.modules):
            for name, cls in sorted(resolver.modules[path].classes.items()):
                if not cls.superclass:
                    continue
                parent = resolver.module_binding(path, cls.superclass.split("<")[0], 0)
                if isinstance(parent, ClassRefV):
                    self.direct.setdefault((parent.module, parent.name), []).append(
                        (path, name))

    def of(self, key: tuple[str, str]) -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = []
        todo = list(self.direct.get(key, []))
        while todo:
            sub = todo.pop(0)
            if sub not in out and sub != key:
                out.append(sub)
                todo.extend(self.direct.get(sub, []))
        return sorted(out)


def above(subclasses: Subclasses, base: tuple[str, str], sub: tuple[str, str]
          ) -> set[tuple[str, str]]:
    """``base`` and the classes between it and its subclass ``sub`` (which ``sub``
    extends)."""
    return {base} | {mid for mid in subclasses.of(base) if sub in subclasses.of(mid)}


def method_id(resolver, path: str, method: tuple[str, str] | None) -> str | None:
    """The function id of ``method`` (``(class name, method name)``) of module ``path``."""
    cls = resolver.modules[path].classes.get(method[0]) if method else None
    return next((fid for name, fid in cls.methods if name == method[1]), None) if cls else None


def class_of(resolver, fid: str | None) -> str | None:
    """The class whose method (or a callback nested in one) is ``fid``."""
    fn = resolver.function(fid)
    while fn is not None and fn.class_name is None and fn.parent is not None:
        fn = resolver.function(fn.parent)
    return fn.class_name if fn is not None else None


def instantiated(resolver, path: str, name: str) -> bool:
    """Whether ``new name(…)`` of this very class occurs anywhere."""
    from code2skill.recogniser_context import Frame

    for site_path, scope, call in resolver.new_sites.get(name, []):
        callee = resolver.evaluate(call.callee, Frame(site_path, scope))
        if isinstance(callee, ClassRefV) and (callee.module, callee.name) == (path, name):
            return True
    return False


def refused(resolver, item, site, sub: tuple[str, str], base: tuple[str, str],
            method: tuple[str, str] | None) -> bool:
    """Rule ``this.refused-action``: whether subclass ``sub`` cannot make the request of
    ``item`` (made at call ``site`` in a method of class ``base``): it overrides the method
    without calling the inherited one, or the method throws first for it (a ``supported``
    list that lacks the action)."""
    if method is not None and method[0] == base[1] and overridden_away(
            resolver, sub, base, method[1]):
        return True
    return refused_by_guard(resolver, item.path, item.fid, site.call.span,
                            InstanceV(*sub))


def specialise_this(resolver, item, subclasses: Subclasses) -> list:
    """The item, or one item per subclass that fixes the URL's open hole (see the module
    docstring)."""
    from code2skill.resolution.shared import Emitted
    from code2skill.recogniser_context import Frame

    if item.fid is None:
        return [item]
    scope = resolver.param_scope(item.fid)
    name = class_of(resolver, item.fid)
    if name is None:
        return [item]
    subs = subclasses.of((item.path, name))
    if not subs or not (open_holes(item.template.url, scope)
                        or isinstance(item.template.url, (UnknownV, TypedV))
                        or subclasses_reassign(resolver, (item.path, name), subs,
                                               {t.origin for t in texts(item.template.url)
                                                if t.origin})):
        return [item]
    site_where = item.template.sites[0].where
    sites = [s for s in resolver.calls_by_scope.get((item.path, item.fid), [])
             if (item.path, s.call.span) == site_where]
    if len(sites) != 1:
        return [item]
    fn = resolver.function(item.fid)
    base_texts = set(texts(item.template.url))
    keep_base = instantiated(resolver, item.path, name)
    out = []
    method = method_of(resolver, item.path, item.fid)
    method_fid = method_id(resolver, item.path, method)
    for sub_path, sub_name in subs:
        if refused(resolver, item, sites[0], (sub_path, sub_name), (item.path, name), method):
            continue
        frame = Frame(item.path, item.fid, InstanceV(sub_path, sub_name))
        for template in resolver.requests_at(sites[0], frame, fn, 0):
            if template.method != item.template.method:
                continue
            if isinstance(template.url, (UnknownV, TypedV)) or open_holes(
                    template.url, scope) and not fixes_leading_hole(item.template.url,
                                                                    template.url, scope):
                keep_base = True
                continue
            if url_key(template) == url_key(item.template):
                keep_base = True               # (this subclass keeps the base's value)
                continue
            key = (site_where, url_key(template))
            if key in subclasses.seen:
                continue
            subclasses.seen.add(key)
            added = [t for t in texts(template.url) if t not in base_texts and t.where]
            added.sort(key=lambda t: t.where[0] != sub_path)   # the subclass's own first
            evidence = (Site(added[0].where, sub_name, RULE),) if added else ()
            evidence += tuple(Site(call, helper, "value.string-helper") for t in added
                              for call, helper in resolver.helper_texts.get((t.where, t.text), ())
                              if call is not None)
            calls = calls_on(resolver, method_fid, (sub_path, sub_name), above(
                subclasses, (item.path, name), (sub_path, sub_name)),
                subclasses.receivers) if method_fid else None
            if calls is not None and calls.proof:          # rule this.subclass-call
                evidence += tuple(Site(where, sub_name, CALL_RULE) for where in calls.proof)
                notes = template.notes
            else:                                          # rule this.subclass-uncalled
                notes = template.notes + ((
                    "medium", uncalled_message(sub_name, name, method[1] if method else "",
                                               calls or SubclassCalls(())),
                    site_where, UNCALLED_RULE),)
            template = replace(template, sites=template.sites[:1] + evidence
                               + template.sites[1:], notes=notes)
            out.append(Emitted(template, item.path, item.fid))
    if not out:
        return [item]
    return ([item] if keep_base else []) + out
