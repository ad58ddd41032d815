"""Function summaries, caches and the resolution driver (seam of the resolver).

Owns what a function returns (:meth:`Summaries.returns`), the request templates each function
makes or defers to its callers (:meth:`Summaries.summary`, :meth:`Summaries.site_templates`),
the caches that keep them and the partial results a limit cut, the per-function variant budget,
and the two steps of a run: :meth:`Summaries.summarise_all` and :meth:`Summaries.finish`.

May read: the facts, the values, the resolver's state; the emission seam for each call site's
templates, the specialisation seam for a template's callers."""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Iterable

from code2skill.facts import Call, CallSite, Diagnostic, FunctionFact, Ref
from code2skill.compound_tests import guard_test
from code2skill.requests import RequestTemplate
from code2skill.rejected_arguments import rejection_arm
from code2skill.extractors.openapi_generator import generated_api_method
from code2skill import form_objects
from code2skill.chosen_arms import arm_guards
from code2skill.problem import Problem
from code2skill.contained_faults import fault, raise_faults
from code2skill.class_layers import field_owner
from code2skill.unfollowed_wrappers import caller_items
from code2skill.rewritten_urls import rewritten_items, stranded_rewrites
from code2skill.object_props import unfollowed_props
from code2skill.builders import (RULE as BUILDER_RULE, builder_class, chain_writes,
                                 constructor_holes, same_instance, tracked, unsent_builders,
                                 with_writes)
from code2skill.instance_arguments import construction_items, segment_hole
from code2skill.polymorphic import Subclasses, specialise_this
from code2skill.processed_answers import processed_return_type
from code2skill.recogniser_context import Frame
from code2skill.values import (AltV, HoleV, InstanceV, LitV, ParamV, ResponseV, StrV, Text,
                               UnknownV, Value, Where, mentions_param)
from code2skill.resolution.shared import (Emitted, FILE_REQUEST_SITES, FILE_WORK, FileWorkBudget,
                                          MAX_ALTERNATIVES, MAX_DEFERRED, MAX_NESTING,
                                          alternatives, class_of_fid, decide_test, guarded,
                                          is_deferred, is_url_name, tests_param)


def budget_message(exc: FileWorkBudget, where: str) -> str:
    """The diagnostic of a file cut by ``exc``: what passed which limit, and what was skipped
    (``where``: the function at which the cut came, or the module body)."""
    if exc.limit == "request-sites-per-file":
        return (f"{exc.path} makes over {FILE_REQUEST_SITES:,} library request call sites: the "
                f"calls in {where} and after it are skipped")
    return (f"resolving the calls of this file took over {FILE_WORK:,} units of work: the "
            f"calls in {where} and after it are skipped")


# names a slug or id is often given, which a whole path or endpoint (``path``, ``endpoint``,
# ``route``: a generic wrapper's or component's) is not
SLUG_NAMES = frozenset({"url", "uri", "href"})
MAX_NAMED = 3              # prop calls named in one wrapper.uncalled diagnostic


def named_segment(template: RequestTemplate, scope: frozenset[str],
                  member: Callable[[ParamV], bool]) -> bool:
    """Rule ``url.named-segment``: whether ``template`` waits for its function's callers
    only because a whole segment after literal path text (``/status-page/${url}``) is named
    ``url``, ``uri`` or ``href`` (:data:`SLUG_NAMES`) and holds a member of a parameter (``member``: ``const {url} = config``, a component's
    ``{url}`` prop, ``config.url``): a slug or id, a path parameter. A whole positional ``url``
    parameter (``request(url)``, a generic wrapper's) is no such hole."""
    if not is_deferred(template, scope) or is_deferred(template, scope, by_name=False):
        return False
    url = template.url
    options = url.options if isinstance(url, AltV) else (url,)
    return all(not (isinstance(p, HoleV) and is_url_name(p.name)
                    and mentions_param(p.value, scope))
               or ((p.name or "").lower() in SLUG_NAMES and isinstance(p.value, ParamV)
                   and member(p.value) and i > 0 and isinstance(o.parts[i - 1], Text)
                   and o.parts[i - 1].text.endswith("/"))
               for o in options if isinstance(o, StrV) for i, p in enumerate(o.parts))


class Summaries:
    """The resolver's methods of this seam: function summaries, caches and the resolution driver."""

    def partial(self, key: tuple):
        """The value (or summary) computed for cache ``key`` when a limit cut it (rule
        ``budget.partial-reuse``), when the evaluation now in progress is nested at least as
        deep as that one was, so computing it again would be cut at least as early; ``None``
        otherwise. A reuse counts as a cut (:attr:`_truncated`), so the callers' results are
        partial too. Without it, ``const d1 = d0 + d0`` doubling past the nesting limit
        evaluates both operands of every level again: 2^n steps."""
        entry = self._partial.get(key)
        if entry is None or len(self._in_progress) < entry[0]:
            return None
        self._truncated += 1
        return entry[1]

    def keep(self, cache: dict, key: tuple, value: Value, level: int, truncated: int) -> None:
        """Store ``value`` for ``key``: in ``cache`` when no limit cut its evaluation (the
        cut count still ``truncated``), else as a partial result computed at nesting
        ``level`` (:meth:`partial`)."""
        if truncated == self._truncated:
            cache[key] = value
        else:
            self._partial[key] = (level, value)

    def returns(self, fid: str, depth: int, this: InstanceV | None = None) -> Value:
        """What ``fid`` returns, with its own parameters symbolic (cached); ``this`` is a
        subclass instance a base-class method is called on (rule ``this.subclass-value``:
        ``this.collection`` read in the base class is the subclass's), else ``None``."""
        key = fid if this is None else (fid, this)
        if key in self._returns_cache:
            return self._returns_cache[key]
        if ("returns", key) in self._in_progress:
            self._truncated += 1              # (a cycle's cut, as in binding)
            return UnknownV("cycle")
        path, fn = self.functions.get(fid, (None, None))
        if fn is None:
            return UnknownV("no-function")
        cut = self.partial(("returns", key))
        if cut is not None:
            return cut
        level, truncated = len(self._in_progress), self._truncated
        self._in_progress.add(("returns", key))
        try:
            value = form_objects.collected_fields(self, fn, path, this) or \
                form_objects.routed_url(self, fn, path) or (   # rules form-object.*
                    self.returned(fn, Frame(path, fid, this))
                    if fn.returns else UnknownV("no-return"))
            if tracked(this) is not None and same_instance(value, this):
                value = with_writes(value, this, chain_writes(self, path, fid, this))
            value = self.returned_search_params(value, Frame(path, fid, this))
        finally:
            self._in_progress.discard(("returns", key))
        if truncated == self._truncated:
            self._returns_cache[key] = value
        else:
            self._partial[("returns", key)] = (level, value)
        return value

    def returned(self, fn: FunctionFact, frame: Frame,
                 spliced: tuple[str, Value] | None = None) -> Value:
        """Rule ``value.early-return``: what ``fn`` returns, its ``return`` statements in
        source order. One inside ``if``s whose tests are known (:attr:`FunctionFact.
        return_guards`) returns when they all hold; where one fails, control goes on to the
        later ``return``s: ``if (typeof s === 'string') return base + s; …; return out`` is
        the first value for a caller passing a string, the last for one passing an array,
        and a choice decided per caller when the argument is a parameter
        (:func:`guarded`). A ``return`` whose conditions are no tests (a loop, a ``switch``,
        a ``try``) or tests no caller decides (``typeof window``, an environment value) is
        one more alternative, as is the last one — unless it answers an argument the
        function's own check rejects (rule ``value.rejected-argument``: ``if
        (!isRelativePath(path)) return base + '/ui/dashboard'``), which no caller gets.
        ``spliced``: ``(local,
        value)`` read for a ``return local`` (rule ``value.template-tag``). A function with no
        ``return`` (``() => {}``) returns ``undefined``."""
        returns = fn.returns[:MAX_ALTERNATIVES]
        if not returns:
            return LitV(None)
        guards = list(fn.return_guards[:len(returns)])
        guards += [None] * (len(returns) - len(guards))
        values = [spliced[1] if spliced is not None and isinstance(e, Ref)
                  and e.name == spliced[0] else self.evaluate(e, frame) for e in returns]
        value = values[-1]
        for item, tests in zip(reversed(values[:-1]), reversed(guards[:-1])):
            known = tuple(guard_test(self, t, frame, 0)   # rule value.string-test-guard
                          for t in tests) if tests else ()
            if known and all(decide_test(*t) is not None or tests_param(t)
                             for t in known):
                value = guarded(known, item, value)
            elif known and rejection_arm(tests, fn, item, value):
                continue                        # rule value.rejected-argument
            elif tests is None or known:      # (a test no caller decides: either value)
                value = alternatives([item, value])
            else:
                value = item                    # an unconditional return: the rest is dead
        return value

    def calls_in_scope(self, path: str, scope: str | None) -> list[CallSite]:
        """The call sites of module ``path`` made directly in function ``scope`` (``None``:
        the module body), as recognisers read them through ``ProgramQueries``."""
        return self.calls_by_scope.get((path, scope), [])

    # ================================================================ requests
    def summary(self, path: str, fid: str | None, depth: int = 0,
                this: InstanceV | None = None) -> list[RequestTemplate]:
        """The request templates made in function ``fid`` of module ``path`` (module level when
        ``fid`` is ``None``) that are still *deferred* there; emitted ones are recorded in
        :attr:`emitted`. Cached; recursion through cycles yields nothing. With ``this``, an
        instance of one construction site (rule ``this.builder-chain``), the method is
        evaluated for that instance and every template is deferred to the call on it; one
        emitted for no particular instance whose URL holds a constructor parameter waits in
        :attr:`_instance_pending` (see :meth:`finish`)."""
        key = (path, fid) if this is None else (path, fid, this)
        cache = self._summary_cache if this is None else self._instance_cache
        if this is not None:
            self._instances_summarised.add((this.module, this.name, this.args))
        if key in cache:
            return cache[key]
        if key in self._in_progress or len(self._in_progress) > MAX_NESTING:
            self._truncated += 1          # the callers' summaries are partial: not cached
            return []
        cut = self.partial(("summary", *key))
        if cut is not None:
            return cut
        level, truncated = len(self._in_progress), self._truncated
        self._in_progress.add(key)
        deferred: list[RequestTemplate] = []
        fn = self.function(fid)
        frame = Frame(path, fid, this)
        try:
            for site in self.calls_by_scope.get((path, fid), []):
                for template in self.site_templates(site, frame, fn, depth):
                    if fn is not None:                  # rule wrapper.chosen-arm
                        template = replace(template, run_guards=template.run_guards + arm_guards(
                            fn, self.narrowings_around(fn, site.call.span), path))
                    chain = tuple(hop.where for hop in template.sites)
                    if this is not None and this.unseen:
                        deferred.append(template)   # rule this.unseen-origin: its own fields
                    elif this is not None:
                        if chain in self._emitted_chains.get((path, fid), ()):
                            continue        # emitted where it is made, for any instance
                        self.instance_sites.add(template.sites[0].where)
                        self._instance_made.add((template.sites[0].where, this.module,
                                                 this.name, this.args))
                        deferred.append(template)
                    elif fid is not None and (is_deferred(template, self.param_scope(fid)) or
                                              generated_api_method(self.program, fid)):
                        deferred.append(template)
                    elif fid is not None and (constructor_holes(self, template.url) or
                                              constructor_holes(self, template.method)):
                        self._instance_pending.append(Emitted(template, path, fid))
                        if segment_hole(self, template.url):
                            self.instance_fids.add(fid)
                    else:
                        self.emitted.append(Emitted(template, path, fid))
                        self._emitted_chains.setdefault((path, fid), set()).add(chain)
        finally:
            self._in_progress.discard(key)
        deferred = self.within_variants(deferred, path, fn)
        if truncated == self._truncated or not self._in_progress:
            cache[key] = deferred
        else:
            self._partial[("summary", *key)] = (level, deferred)
        return deferred

    def site_templates(self, site: CallSite, frame: Frame, fn: FunctionFact | None,
                       depth: int) -> list[RequestTemplate]:
        """The request templates call site ``site`` makes in ``frame`` (:meth:`requests_at`,
        typed by :meth:`with_return_type`). Rule ``internal.contained-fault``: a fault of a
        recogniser or of the resolver while reading this one call site is noted
        (:meth:`note_fault`) and the site makes none; the budgets' own exceptions
        (``RecursionError``, :class:`FileWorkBudget`) pass on to :meth:`summarise_all`."""
        try:
            at = self.site_frame(frame, site.call)
            return [self.with_return_type(template, site, at, fn, depth)
                    for template in self.requests_at(site, at, fn, depth)]
        except (RecursionError, FileWorkBudget):
            raise
        except Exception as exc:  # noqa: BLE001 - one call site's fault must not end the run
            if raise_faults():
                raise
            self.note_fault(fault(exc, (frame.path, site.call.span), "resolution",
                                  "the requests of this call site are"))
            return []

    def each_request(self, step: Callable[[Emitted], Iterable[Emitted]],
                     items: list[Emitted]) -> list[Emitted]:
        """The items ``step`` makes of each of ``items``, in order (a step of :meth:`finish`).
        Rule ``internal.contained-fault``: a fault in ``step`` costs that one request, noted at
        its library call site (:meth:`note_fault`)."""
        out: list[Emitted] = []
        for item in items:
            try:
                out.extend(step(item))
            except Exception as exc:  # noqa: BLE001 - one request's fault must not end the run
                if raise_faults():
                    raise
                where = item.template.sites[0].where if item.template.sites else None
                self.note_fault(fault(exc, where, "resolution",
                                      "the request this call site makes is"))
        return out

    def site_frame(self, frame: Frame, call: Call) -> Frame:
        """The frame ``call``, written in ``frame``, runs in: rule ``this.field-initialiser``
        (:func:`~code2skill.class_layers.field_owner`), a module-level call written in a class
        body runs with an instance of the class as ``this``; ``frame`` itself otherwise."""
        if frame.fid is not None or frame.this is not None:
            return frame
        owner = field_owner(self.modules[frame.path], call.span)
        return frame if owner is None else Frame(frame.path, None, owner)

    def within_variants(self, deferred: list[RequestTemplate], path: str,
                        fn: FunctionFact | None) -> list[RequestTemplate]:
        """Rule ``budget.request-variants``: a function passes at most :data:`MAX_DEFERRED`
        request variants to its callers (wrappers that each call the one below twice make
        2^n); past it the first ones are kept, with one ``limit`` diagnostic naming the
        function, so the run stays linear."""
        if len(deferred) <= MAX_DEFERRED:
            return deferred
        self.note_limit(path, fn.span if fn else None, "request-variants",
                        f"{fn.name if fn and fn.name else 'a function'} makes more than "
                        f"{MAX_DEFERRED:,} request variants for its callers: the first "
                        f"{MAX_DEFERRED:,} are kept")
        return deferred[:MAX_DEFERRED]

    def with_return_type(self, template: RequestTemplate, site: CallSite, frame: Frame,
                         fn: FunctionFact | None, depth: int) -> RequestTemplate:
        """Rule ``output.wrapper-return-type``: ``template``, made at ``site`` in ``fn``, with
        ``fn``'s declared return type added when ``fn`` returns the request's result as it is
        (``return api.get(…)``, ``return (await fetch(…)).json()``; with a response
        interceptor, only what the call itself resolves to, since the interceptor decides what
        ``.data`` is), or returns it piped to a method of its class declaring the same type
        (NSwag's ``processX``: :mod:`code2skill.processed_answers`); a function that returns
        anything else closes the chain, so the types of its callers are never claimed."""
        if fn is None or not template.returns_open:
            return template
        returned = self.returns(fn.fid, depth)
        options = returned.options if isinstance(returned, AltV) else (returned,)
        if not any(isinstance(o, ResponseV) and not o.path and o.sites[:1] == (
                (frame.path, site.call.span),) and not (o.body and template.handlers)
                for o in options):
            processed = processed_return_type(self.modules[frame.path], self.function, fn,
                                              site.call)
            return replace(template, returns_open=False, return_types=template.return_types + (
                ((processed[0], (frame.path, processed[1])),) if processed else ()))
        if fn.return_type is None:
            return template
        text, span = fn.return_type
        return replace(template, return_types=template.return_types + (
            (text, (frame.path, span)),))

    def summarise_all(self) -> None:
        """Summarise every function and module body, in file order: the requests each makes
        or passes to its callers, and the callers of every function it calls
        (:attr:`callers`). The first step of resolution; :meth:`finish` is the last."""
        for path in sorted(self.modules):
            module = self.modules[path]
            self._budgeted, self._steps = True, 0
            for fid in [None, *module.functions]:
                try:
                    self.settled_summary(path, fid)
                except FileWorkBudget as exc:
                    self._in_progress.clear()
                    self.cut_at.setdefault(path, fid)
                    self.note_limit(path, None, exc.limit, budget_message(
                        exc, self.function(fid).name if fid else "the module body"))
                    break
        self._budgeted = False

    def settled_summary(self, path: str, fid: str | None) -> list[RequestTemplate]:
        """:meth:`summary` of function ``fid`` of module ``path`` asked from outside any
        evaluation (the first pass over every function, a later pass over handed callbacks);
        a summary nested past Python's recursion limit is a ``warning`` diagnostic naming the
        function, and nothing (its calls are skipped), never the run's end."""
        try:
            return self.summary(path, fid)
        except RecursionError:
            self._in_progress.clear()
            self.diagnostics.append(Diagnostic(
                path, "resolve", "resolution nested too deeply; calls in "
                f"{self.function(fid).name if fid else 'the module body'} skipped",
                "warning", self.function(fid).span[0] if fid else None))
            return []

    def named_segments(self) -> list[Emitted]:
        """Rule ``url.named-segment`` (:func:`named_segment`): the requests still waiting in
        a function that neither analysed code nor any function around it calls (a
        component, a handler its markup starts) only for a URL-named member of its
        parameters after literal path text are made there, that member a path parameter,
        never lost as a whole URL; once per library call site."""
        found: dict[Where, Emitted] = {}
        made = {e.template.sites[0].where for e in self.emitted if e.template.sites}
        for path in sorted(self.modules):
            for fid in self.modules[path].functions:
                scope = self.param_scope(fid)
                if any(f in self.callers for f in scope) \
                        or generated_api_method(self.program, fid):
                    continue
                for t in self._summary_cache.get((path, fid), []):
                    where = t.sites[0].where if t.sites else None
                    if where not in made and named_segment(t, scope, self.parameter_member):
                        found.setdefault(where, Emitted(t, path, fid))
        return list(found.values())

    def parameter_member(self, value: ParamV) -> bool:
        """Whether ``value`` is a member of a parameter (``config.url``) or a name an object
        pattern binds (``({url}) => …``, ``const {url} = config``), not a whole positional
        parameter."""
        fn = self.function(value.fid)
        return bool(value.path) or fn is None or not any(p.name == value.name
                                                         for p in fn.params)

    def finish(self) -> list[Emitted]:
        """The last step of resolution, once :meth:`summarise_all` ran and every caller is
        linked (:attr:`callers` is only read from here on): the requests of builder instances,
        factory closures and declared requests, each specialised to its callers; return the
        emitted templates in a stable order (file, then line of the naming call site)."""
        for item in self._instance_pending:                     # rule this.builder-chain
            made = None if builder_class(self, item.path, class_of_fid(self, item.fid) or "") \
                else construction_items(self, item, self._instance_made, Emitted)
            if made is not None:                                # rule this.instance-argument
                self.emitted.extend(made)
                continue
            if item.template.sites[0].where not in self.instance_sites:
                self.emitted.append(item)
                continue
            for where, name in unsent_builders(self, item, self._instances_summarised,
                                               self.subclasses()):
                self.builder_sites[where] = item.template.lib
                self.library_review.add(Problem(
                    "medium", f"new {name}(…) builds a request that code2skill did not follow "
                    "to a call sending it (the instance is stored or passed on); its endpoint "
                    "is not in the contract", where, BUILDER_RULE))
        self.emitted.extend(self.factory_closures())
        for rec in self.recognisers:
            declared = self.recogniser_hook(rec.id, rec.declared, "declared requests",
                                            "the requests it declares are")
            self.emitted.extend(self.each_request(self.declared_up, declared))
            for item in declared:                               # (a request-like site too)
                self.request_sites.setdefault(item.template.sites[-1].where, item.template.lib)
        self.emitted.extend(self.named_segments())
        self.emitted.extend(self.form_actions())                # rule svelte.form-action
        self.link_effect_calls()                      # rule redux-saga.call-effect
        self.emitted = self.each_request(self.effect_specialised, self.emitted)
        self.link_applied_calls()                     # rule wrapper.applied-function
        self.emitted = self.each_request(
            lambda e: [self.assume_passed(item) for item in self.specialise(e)], self.emitted)
        subclasses = Subclasses(self)
        self.emitted = self.each_request(lambda e: specialise_this(self, e, subclasses),
                                         self.emitted)
        from code2skill.extractors.inertia_router import page_link     # (an import cycle)
        self.emitted = self.each_request(        # rule inertia.link-wrapper: a get is no request
            lambda e: [item for item in self.bound_props(e) if not page_link(item.template)],
            self.emitted)
        # rule wrapper.rewritten-url: a call whose URL a wrapper's rewrite loses is reviewed
        self.emitted = self.each_request(lambda e: rewritten_items(self, e), self.emitted)
        stranded_rewrites(self)
        # rule coverage.unfollowed-wrapper-callers: a wrapper's unfollowed URL, per caller
        self.emitted = self.each_request(lambda e: caller_items(self, e, Emitted), self.emitted)
        self.emitted = self.each_request(lambda e: [self.unpassed_marked(e)],  # url.unpassed-
                                         self.emitted)                        # arm
        self._passed_values.clear()            # the calls are all known from here on
        self.emitted = self.each_request(self.chosen_arm, self.emitted)
        self.untaken_review()                                 # rule wrapper.chosen-arm
        for path in sorted(self.modules):
            for fid, fn in self.modules[path].functions.items():
                pending = [t for t in self._summary_cache.get((path, fid), [])
                           if not named_segment(t, self.param_scope(fid),
                                                self.parameter_member)]
                if pending and fid not in self.callers and fn.parent is None \
                        and fid not in self._form_handlers \
                        and not generated_api_method(self.program, fid):
                    props = unfollowed_props(self, fn.name.rsplit(".", 1)[-1])
                    self.diagnostics.append(Diagnostic(
                        path, "resolve",
                        f"wrapper {fn.name} makes a request whose URL comes from its caller, "
                        "but no call of it was found" + (
                            "; a method of that name is called on component props whose "
                            "parents pass no instance of one class (rule vue.object-prop): "
                            + ", ".join(props[:MAX_NAMED]) if props else ""),
                        "info", fn.span[0]))
        return self.within_run_budget(sorted(self.emitted, key=lambda e: (
            e.template.sites[0].where[0], e.template.sites[0].where[1])))
