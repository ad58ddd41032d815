"""What the resolver cannot follow, for review (seam of the resolver).

Owns the problems and evidence of calls not followed: unknown HTTP clients, fluent chains and
receivers, opaque wrappers, stranded and unread wrapper calls, untaken arms, chosen client
members, contained faults.

May read: the facts, the values, the resolver's state (its notes collected while resolving);
the other seams through ``self``."""
from __future__ import annotations

import re

from code2skill.facts import Call, CallSite, Member, Span
from code2skill.extractors.cookie_stores import is_store
from code2skill.store_reads import STORE_READ
from code2skill.global_instances import CONFLICT, conflict_message
from code2skill.typed_globals import unfollowed_problems
from code2skill.fluent_chains import fluent_candidate, fluent_chain, fluent_message, names_resource
from code2skill.request_handlers import is_request_handler
from code2skill.request_words import (data_format, path_like, request_word, rooted, shown_path,
                                      unnamed_request)
from code2skill.requests import RequestTemplate, library_site
from code2skill.extractors.module_facts.declarations import member_path
from code2skill.extractors.openapi_generator import generated_api_method
from code2skill.chosen_arms import RULE as ARM_RULE, untaken_message
from code2skill.problem import Problem
from code2skill.contained_faults import Fault, fault_diagnostic, fault_problem
from code2skill.recogniser_context import Context, Frame
from code2skill.values import FnV, LibV, ObjV, ParamV, StrV, Text, UnknownV, Value, Where
from code2skill.chosen_client_members import chosen_indexes, chosen_member_message, holds_requests
from code2skill.function_parameters import parameter_message
from code2skill.unexecuted_definitions import unexecuted_definitions
from code2skill.resolution.shared import (CALLBACK_RULE, MAX_ALTERNATIVES, SUSPECT_METHODS,
                                          is_deferred, object_member)


OPTION_URL_KEYS = ("url", "uri", "path", "endpoint")


def leading_url_text(arg: Value) -> str:
    """The fixed text a call's first argument starts with when that argument names a URL:
    a string (``'/api/x'``), or an options object whose ``url``/``uri``/``path``/``endpoint``
    member is one (``{url: route('/items'), body}``, rule ``review.unknown-http-library``);
    ``""`` for anything else."""
    if isinstance(arg, ObjV):
        found = next((v for key in OPTION_URL_KEYS
                      if (v := object_member(arg, key)) is not None), None)
        return leading_url_text(found) if isinstance(found, StrV) else ""
    if isinstance(arg, StrV) and arg.parts and isinstance(arg.parts[0], Text):
        return arg.parts[0].text
    return ""


def library_instance(value: Value | None) -> bool:
    """Whether a call's receiver is a value some library or built-in made (``new Map()``,
    ``new LRUCache()``): a known kind of object, not one the resolver failed to follow."""
    return isinstance(value, LibV) and value.lib == "js" or \
        isinstance(value, UnknownV) and (value.reason in ("js-builtin", "library-call")
                                         or value.reason.startswith((STORE_READ, "js-builtin:")))


CLIENT_NAMES = re.compile(r"(?i)(api|http|client|service|session|request|rest|agent|fetch|"
                          r"backend|server|gateway|transport|ajax)")


class Review:
    """The resolver's methods of this seam: what the resolver cannot follow, for review."""

    def unread_sites(self) -> set[Where]:
        """Rule ``coverage.unread-wrapper``: the places (every hop) of requests still waiting
        in a function nobody calls visibly (a callback handed to a library, a handler) for
        nothing of its own but the parameters of an enclosing function the program does call:
        those calls were followed, yet the method or URL could not be read through them."""
        found: set[Where] = set()
        for (path, fid), pending in self._summary_cache.items():
            fn = self.function(fid)
            if fid is None or fn is None or fn.parent is None or fid in self.callers:
                continue
            outer = self.param_scope(fn.parent)
            called = frozenset(f for f in outer if f in self.callers)
            for template in pending:
                if called and not is_deferred(template, frozenset({fid})) \
                        and is_deferred(template, called):
                    found.update(hop.where for hop in template.sites)
        return found

    def depth_cut_reach(self) -> set[str]:
        """Rule ``budget.call-depth``: the functions the calls cut at the depth limit would
        have called (their callee read again from the call's own frame), and every function
        those call in turn (:attr:`callers` read backwards): a request one of them makes that
        is left out of the contract was lost below that cut (a chain of wrappers across
        modules, each import read one level deeper)."""
        callees: dict[str, set[str]] = {}
        for fid, calls in self.callers.items():
            for _, caller, _, _ in calls:
                if caller is not None:
                    callees.setdefault(caller, set()).add(fid)
        todo = [value.fid for frame, callee in self.depth_cut_calls.values()
                if isinstance(value := self.evaluate(callee, frame, 0), FnV)]
        seen: set[str] = set()
        while todo:
            fid = todo.pop()
            if fid not in seen:
                seen.add(fid)
                todo.extend(callees.get(fid, ()))
        return seen

    def note_fault(self, item: Fault) -> None:
        """Record a contained fault once per place and component: a ``high`` review problem
        (in :attr:`library_review`) and an ``error`` diagnostic (rule
        ``internal.contained-fault``)."""
        key = (item.where, item.component)
        if key not in self.faults:
            self.faults[key] = item
            self.library_review.add(fault_problem(item))
            self.diagnostics.append(fault_diagnostic(item, "resolve"))

    def untaken_review(self) -> None:
        """Rule ``wrapper.chosen-arm``: an ``info`` item for each library call in an arm no
        call takes and from which no emitted request comes, so that coverage counts it
        reviewed rather than unresolved."""
        made = {library_site(e.template.sites).where for e in self.emitted if e.template.sites}
        for where, (lib, arm) in sorted(self._untaken.items()):
            if where not in made:
                self.reviewed_sites[where] = lib
                self.library_review.add(Problem("info", untaken_message(lib, where, arm), where,
                                                ARM_RULE))

    def chosen_client_member(self, site: CallSite, frame: Frame, depth: int) -> str | None:
        """Rule ``review.chosen-client-member`` (:mod:`code2skill.chosen_client_members`): the
        review message of call ``site`` when its callee reads a member chosen at run time of
        an object holding functions that make or pass on requests; else ``None``."""
        def makes_requests(fn: FnV) -> bool:
            home = self.functions.get(fn.fid)
            return home is not None and (bool(self.summary(home[0], fn.fid, depth + 1)) or
                                         any(e.fid == fn.fid for e in self.emitted))
        for index in chosen_indexes(site.call.callee):
            if holds_requests(self.evaluate(index.obj, frame, depth), makes_requests):
                return chosen_member_message(site.call)
        return None

    def note_unknown_client(self, callee: Value, site: CallSite, frame: Frame) -> None:
        """Rule ``review.unknown-http-library``: a call of an HTTP-looking member (``get``,
        ``post``, ``fetch``, ``request``, ``ajax``, ``getJSON``, a verb with a body-format
        suffix such as ``postJson``: :func:`~code2skill.request_words.request_word`) of an
        unrecognised library, or of an object the resolver cannot follow
        (``this.session.fetch``, a parameter no caller fills with a recognised client, a
        global), is reported, quoting the path it shows, when its first argument is URL-like
        (``/x``, ``./x``, ``http…``, a path with ``/``, or for a write verb a bare word such as
        ``users``; or an options object whose ``url``/``uri``/``path`` is:
        ``X.ajax({url: '/api/x', type: 'POST'})``, ``this.http.get({url: route('/items')})``)
        and it is no route registration nor a ``DataTransfer`` format (rule
        ``review.data-format``, :func:`~code2skill.request_words.data_format`:
        ``e.clipboardData.getData('text/plain')``): a function argument is the request's callback
        (``client.request({url}, cb)``) unless it reads as a request handler (rule
        ``review.callback-client``, :func:`~code2skill.request_handlers.is_request_handler`:
        ``app.get('/x', (req, res) => …)``). The object must be named like a client
        (``api``, ``http``, ``session`` …) unless the verb is a request word and the argument
        path-like (:func:`~code2skill.request_words.unnamed_request`: ``thing.get('/api/x')``,
        ``X.getJSON('data/items.json')``; not ``store.get('user/name')``) on a receiver no
        library made (``new Map()``); a
        library's call with an unrooted argument counts only when the library is named so too
        (vuex-pathify's ``get('user/permissions')`` reads a store path), and an object named
        as a cookie or storage library (:func:`~code2skill.extractors.cookie_stores.is_store`:
        ``cookieService.put('language', l)``) is none. A bare word (``api.get('tags')``)
        counts once another call of the same object was URL-like. An object returned by a
        call the resolver cut as recursive (:meth:`cut_receiver`) is one it cannot follow too.
        Never guessed into an endpoint."""
        library = isinstance(callee, LibV) and callee.lib not in ("js", "global")
        if library and callee.path:
            owner, verb = ".".join((callee.lib,) + callee.path[:-1]), callee.path[-1].lower()
        elif isinstance(callee, (UnknownV, ParamV, LibV)) and isinstance(site.call.callee,
                                                                       Member):
            names = member_path(site.call.callee) or self.cut_receiver(site.call.callee, frame)
            if names is None:
                self.note_fluent_call(site, frame)
            if names is None or len(names) < 2:
                return
            owner, verb = ".".join(names[:-1]), names[-1].lower()
        else:
            return
        if not (verb in SUSPECT_METHODS or request_word(verb)) or is_store(owner):
            return                 # cookieService.get('language'): a cookie, no request
        args = self.eval_args(site.call.args, frame)
        text = leading_url_text(args[0]) if args else ""
        if not text or any(self.request_handler(a) for a in args[1:]) or \
                data_format(verb, text):   # clipboardData.getData('text/plain'): a format
            return                 # app.get('/x', (req, res) => …): a route registration
        receiver = self.evaluate(site.call.callee.obj, frame) \
            if isinstance(site.call.callee, Member) else None
        if not library and not CLIENT_NAMES.search(owner.rsplit(".", 1)[-1]) and not (
                unnamed_request(verb, text) and not library_instance(receiver)):
            return                 # params.get('q'), new Map().get('/x'): not clients
        if library and not rooted(text) and not CLIENT_NAMES.search(owner):
            return                 # vuex-pathify get('user/permissions'): a store path
        strong = path_like(text) or (
            library and verb in ("post", "put", "patch") and
            re.fullmatch(r"[A-Za-z0-9_\-./]+", text) is not None)
        weak = library and re.fullmatch(r"[A-Za-z0-9_\-]+", text) is not None
        if isinstance(receiver, UnknownV) and receiver.reason.startswith(CONFLICT + ":"):
            self.global_conflicts[(frame.path, site.call.span)] = receiver.reason.split(":", 1)[1]
        if strong or weak:
            self.unknown_calls.append((frame.path, site.call.span, f"{owner}.{verb}", strong))
            self.unknown_texts[(frame.path, site.call.span)] = text
            if any(isinstance(a, FnV) for a in args[1:]):
                self.callback_calls.add((frame.path, site.call.span))
            self.unknown_libraries[(frame.path, site.call.span)] = \
                callee.lib if library else "unknown"

    def cut_receiver(self, callee: Member, frame: Frame) -> tuple[str, ...] | None:
        """The names of a call's receiver returned by a call of the app the resolver cut as
        recursive (``make().get('/things')`` where ``make(base)`` returns ``base ? new
        Api(base) : make('/fallback')``: ``('make()', 'get')``), so the call is an unknown
        client's, reviewed, never a silent miss; ``None`` for any other receiver."""
        inner = callee.obj
        names = member_path(inner.callee) if isinstance(inner, Call) else None
        if names is None:
            return None
        receiver = self.evaluate(inner, frame)
        if not (isinstance(receiver, UnknownV) and receiver.reason == "cycle"):
            return None
        return (*names[:-1], names[-1] + "()", callee.prop)

    def request_handler(self, value: Value) -> bool:
        """Whether a call's argument is a user function that reads as a request handler
        (rule ``review.callback-client``)."""
        fn = self.function(value.fid) if isinstance(value, FnV) else None
        return fn is not None and is_request_handler(fn.params)

    def note_fluent_call(self, site: CallSite, frame: Frame) -> None:
        """Rule ``review.unknown-fluent-client`` (:mod:`code2skill.fluent_chains`): a chained
        call of a client the resolver cannot follow (``Restangular.one('order', id).remove()``)
        is reported as an unknown client's call of a resource, never guessed."""
        chain = fluent_chain(site.call.callee)
        if chain is None or not fluent_candidate(chain):
            return
        texts = [leading_url_text(self.evaluate(call.args[0], frame)) if call.args else ""
                 for call in (*chain.calls, site.call)]
        if names_resource(texts):
            self.unknown_calls.append((frame.path, site.call.span, chain.name, True))
            self.fluent_sites.add((frame.path, site.call.span))

    def note_unknown_receiver(self, callee: Value, site: CallSite, frame: Frame,
                              function_name: str | None, called: bool = False) -> None:
        """Rule ``review.unknown-receiver``: a recogniser's ``unknown_receiver`` hook may claim
        a call on a value the resolver cannot follow as a request-like site (an Ember record's
        ``save()`` whose model the source does not show); it is reviewed, never guessed. A
        parameter receiver counts only when no analysed code calls its function, or
        (``called``) when its callers pass something else than a client."""
        where = (frame.path, site.call.span)
        if where in self.unknown_receivers:
            return
        for rec in self.recognisers:
            if rec.unknown_receiver is None:
                continue
            found = rec.unknown_receiver(callee, site,
                                         Context(self.program, frame, function_name))
            if found is not None:
                fid = callee.fid if isinstance(callee, ParamV) and not called else None
                self.unknown_receivers[where] = (found[0], found[1], fid)
                return

    def unknown_receiver_found(self) -> dict[Where, tuple[str, str]]:
        """The :attr:`unknown_receivers` that stand: place → (library, message)."""
        return {where: (lib, message) for where, (lib, message, fid)
                in sorted(self.unknown_receivers.items())
                if fid is None or fid not in self.callers}

    def note_opaque_wrapper(self, callee: LibV, args: tuple[Value, ...],
                            where: Where | None) -> None:
        """Rule ``review.opaque-wrapper``: a call of a library function the resolver does not
        model (``useDebouncedCallback(fn, 300)``, ``memoize(fn)``, ``_.debounce(fn)``: an
        import or one member of it, not a method of some value such as ``list.map``) that is
        handed a function making requests whose method or URL that function's own parameters
        decide gives a value nobody can follow: the calls made through it never reach the
        contract, so the wrapping call is reported (once per place)."""
        if where is None or len(callee.path) > 1 or callee.lib in ("js", "global"):
            return
        for arg in args:
            target = self.functions.get(arg.fid) if isinstance(arg, FnV) else None
            inner = self.summary(target[0], arg.fid) if target is not None else []
            if any(is_deferred(t, frozenset({arg.fid})) for t in inner):
                self.opaque_wrappers.add((where[0], where[1],
                                          ".".join((callee.lib,) + callee.path)))
                self.link_sites(inner, where)
                return

    def unknown_found(self) -> list[tuple[str, Span, str]]:
        """``(path, span, object.verb)`` of the unknown-client calls reported: the URL-like
        ones and the bare-word calls of the same objects."""
        suspected = {name.rsplit(".", 1)[0] for _, _, name, strong in self.unknown_calls
                     if strong}
        return sorted({(path, span, name) for path, span, name, strong in self.unknown_calls
                       if strong or name.rsplit(".", 1)[0] in suspected})

    def unknown_client_sites(self) -> dict[Where, str]:
        """The places :meth:`unknown_client_problems` reports, each with its library (the
        unrecognised library, ``unknown`` for an object the resolver cannot follow, the
        wrapping library of an opaque wrapper, the library of a :attr:`reviewed_sites`
        call)."""
        found = {(path, span): self.unknown_libraries.get((path, span), name.split(".")[0])
                 for path, span, name in self.unknown_found()}
        found.update({(path, span): name.split(".")[0]
                      for path, span, name in self.opaque_wrappers})
        found.update({where: lib for where, (lib, _) in self.unknown_receiver_found().items()})
        found.update(self.reviewed_sites)
        found.update({where: "fetch" for where in self.param_requests})
        found.update(self.builder_sites)
        return found

    def stranded_sites(self) -> dict[Where, str]:
        """Rule ``coverage.stranded-wrapper-call``: a call of a request-making wrapper inside a
        function no analysed code calls (a handler stored in a map, a closure dispatched by
        name), whose request still waits for that function's parameters, is a request-like
        site of its own (place → library): its fate is that of the requests made through it,
        so a stranded one is never silently absent from ``source.coverage``."""
        found: dict[Where, str] = {}
        for (path, fid), pending in sorted(self._summary_cache.items(), key=str):
            if fid is None or fid in self.callers or generated_api_method(self.program, fid):
                continue          # (a generated operation the program never calls: no site)
            for template in pending:         # (a callback's library call is no request)
                hops = [h for h in template.sites if h.rule != CALLBACK_RULE]
                if len(hops) > 1:
                    found.setdefault(hops[0].where, template.lib)
        return found

    def link_sites(self, templates: list[RequestTemplate], outer: Where) -> None:
        """Record that the library calls making ``templates`` fare as the call at ``outer``
        does (:attr:`linked_sites`)."""
        for template in templates:
            self.linked_sites.setdefault(library_site(template.sites).where, set()).add(outer)

    def unknown_client_problems(self) -> list[Problem]:
        """A problem for every URL-like call of an unknown client, the bare-word calls of the
        same objects, every wrapper call that hides a function making requests
        (:meth:`note_opaque_wrapper`), the calls on globals whose declared type is not followed
        (:func:`unfollowed_problems`, which names its own rule), and every review item of
        :attr:`library_review` and of
        the recognisers (their ``(severity, message, where)`` or :class:`Problem`)."""
        found = self.unknown_found()
        return [Problem("medium", self.unknown_call_message(path, span, name), (path, span))
                for path, span, name in found] + [
            Problem("medium", f"{name}(…) wraps a function that makes requests its parameters "
                    "decide (method or URL); code2skill cannot follow calls through the value "
                    "it returns, so their endpoints are not in the contract", (path, span))
            for path, span, name in sorted(self.opaque_wrappers)] + [
            Problem("medium", message, where)
            for where, (_, message) in self.unknown_receiver_found().items()] + [
            Problem("medium", parameter_message(*found), where)
            for where, found in sorted(self.param_requests.items())] + \
            unfollowed_problems(self) + unexecuted_definitions(self) + sorted(
            self.library_review.union({Problem(*item) for rec in self.recognisers
                                       for item in self.recogniser_hook(
                                           rec.id, rec.review, "review items",
                                           "the review items it lists are")}))

    def unknown_call_message(self, path: str, span: Span, name: str) -> str:
        """The review message of an unknown client's call ``name`` at ``(path, span)``: a
        fluent chain's, a call on a global two classes' instances are written to (rule
        ``client.global-instance``), else an unrecognised client's (naming the callback it is
        handed, rule ``review.callback-client``, and quoting the path its URL starts with,
        :func:`~code2skill.request_words.shown_path`)."""
        if (path, span) in self.fluent_sites:
            return fluent_message(name)
        published = self.global_conflicts.get((path, span))
        if published is not None:
            return conflict_message(name, published, [
                (cls.name if cls is not None else "?", written, a.span[0])
                for written, fid, a in self.global_writes[published][:MAX_ALTERNATIVES]
                for cls in [self.constructed_class(a.value, Frame(written, fid), 0)]])
        handed = " and a callback (rule review.callback-client)" \
            if (path, span) in self.callback_calls else ""
        text = self.unknown_texts.get((path, span))
        shown = f" (its URL starts with {shown_path(text)!r})" if text else ""
        return (f"call of {name} with a URL-like argument{handed}: an HTTP client code2skill "
                f"does not recognise or cannot follow, so its endpoint is not in the "
                f"contract{shown}")
