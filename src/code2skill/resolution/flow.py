"""Local data flow: the writes that reach a read (seam of the resolver).

Owns the value of a local (or a field, or a module variable) at one read: the writes that can
reach it (:meth:`Flow.flow_binding`), member writes made on a local object before the read,
header ``set`` calls, writes made by helpers, transform lists, ``null`` defaults, guarded
writes, optional query pieces, and tests that narrow a name inside a branch.

May read: the facts, the values, :mod:`code2skill.reaching_writes` and
:mod:`code2skill.narrowings`, the resolver's state; the expressions seam for each write's
value."""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import replace

from code2skill.facts import (Assignment, Call, CallSite, Expr, FunctionFact, Lit, LocalWrite,
                              Member, Narrowing, Ref, Span, Spread, Test, Tmpl, within)
from code2skill.arm_choices import arms_key
from code2skill.linked_arms import keyed
from code2skill.branch_pairs import branch_choice
from code2skill.list_membership import NEGATED_MEMBERSHIP, membership_call
from code2skill.override_guards import overriding_write
from code2skill.guarded_urls import url_write
from code2skill.guarded_bodies import body_write
from code2skill.compound_tests import AND, guard_test, is_compound
from code2skill.enclosing_tests import header_write, joined
from code2skill.header_calls import header_set_writes
from code2skill.plain_objects import plain_object
from code2skill.member_appends import appended, appended_choice, appended_parts
from code2skill.extractors.module_facts.shared import hole_name as hole_name_of
from code2skill.extractors.module_facts.declarations import member_path
from code2skill import field_writes, list_membership, list_narrowing, null_defaults, \
    query_appends, value_transforms
from code2skill.narrowings import around, index_narrowings, narrowing_at
from code2skill.reaching_writes import every_reaching, reach, rewrites_itself, write_order
from code2skill.presence_fallback import fallback_kind, fallback_pair
from code2skill.computed_writes import is_unshown_key, unshown_key
from code2skill.verb_loops import installed_members, verb_writes
from code2skill.arity import arity_guarded
from code2skill.parameter_choice import parameter_guarded
from code2skill.recogniser_context import Frame
from code2skill.uri_queries import with_uri_queries
from code2skill.urlsearch import with_search
from code2skill.values import (AltV, ArrV, FnV, InstanceV, LitV, ObjV, ParamV, PropV, StrV, Text,
                               UnknownV, Value, Where, literal_of, text_of)
from code2skill.resolution.shared import (MAX_ALTERNATIVES, NEGATION, alternatives, assume,
                                          decide_test, flatten, guarded, rest_type, tests_param,
                                          write_frame)


MAX_GUARDED_WRITES = 4       # conditional writes of one local decided per caller (2^4 ways)


def param_value(fn: FunctionFact, name: str, module: str) -> ParamV | None:
    """The value parameter ``name`` of ``fn`` has on entry (a destructured one typed by its
    member of the parameter's type), ``None`` when ``name`` is no parameter of ``fn``."""
    for param in fn.params:
        if param.name == name:
            return ParamV(fn.fid, name, type_text=param.type_text, module=module)
        if name in param.pattern:
            member_type = f"{param.type_text}['{name}']" if param.type_text else None
            return ParamV(fn.fid, name, type_text=member_type, module=module)
        if "..." + name in param.pattern:
            return ParamV(fn.fid, name, type_text=rest_type(param), module=module)
    return None


def copied_start(write: LocalWrite) -> bool:
    """Rule ``value.guarded-copy``: whether ``write`` is an unconditional copy of another name
    (``let url = path``) that guarded appends build on (``if (opts.query) url += `?${qs}```):
    the start :meth:`Resolver.guarded_writes` folds, as a string literal or template is."""
    return write.kills and not write.guards and isinstance(write.value, Ref)


def joined_start(write: LocalWrite) -> bool:
    """Rule ``value.array-mutation``: whether ``write`` is an unconditional join of an
    array (``url = url.join('/')``), always a string, that guarded writes build on (``if
    (!host && url.charAt(0) !== '/') url = '/' + url``), as a string literal is."""
    return write.kills and not write.guards and isinstance(write.value, Call) \
        and isinstance(write.value.callee, Member) and write.value.callee.prop == "join"


def state_guarded(reach: list[LocalWrite], name: str) -> bool:
    """Whether every guard of the writes in ``reach`` tests a variable or member chain other
    than the local ``name`` being built (``if (!this.model.id) { url += this.url.add; method =
    'post' } else {…}``): the test stays open, but keyed, so that the locals written under it
    pair up (rule ``value.branch-pairs``) instead of being crossed. A test reading the local
    itself (``if (url.indexOf('?') === -1) url += '?t=…'``) keeps the plain alternatives, and
    so does a local with no value before the ``if`` (a constant declared inside its block is
    read there, where the test holds)."""
    tests = [t for w in reach for t in (w.guards or ())]
    paths = [member_path(t.subject) if isinstance(t, Test) else None for t in tests]
    return bool(paths) and any(not w.guards for w in reach) and all(
        p is not None and p[0] != name for p in paths)


def failed(tests: tuple) -> tuple:
    """What holds where ``tests`` (all of which must hold) do not: the negation of a single
    test (rule ``value.branch-pairs``: the other branch of its ``if``), else nothing known."""
    if len(tests) != 1 or tests[0][1] not in NEGATION:
        return ()
    subject, op, literal = tests[0]
    return ((subject, NEGATION[op], literal),)


class Flow:
    """The resolver's methods of this seam: local data flow: the writes that reach a read."""

    def field_written(self, expr: Member, obj: Value, frame: Frame, depth: int
                      ) -> Value | None:
        """Rule ``this.field-reaching-write`` (:mod:`code2skill.field_writes`): ``this.prop``
        read at ``expr`` in a method of the program's class (``obj`` its instance) that
        wrote ``this.prop`` before, in its own body, is what those writes give, evaluated in
        ``frame``; ``None`` (the member's every write holds) when the body decides nothing,
        writes into the value or calls a method on it, or calls a method of the class writing
        the member (or one it cannot find) between the write and the read."""
        if not (isinstance(obj, InstanceV) and isinstance(expr.obj, Ref)
                and expr.obj.name == "this" and expr.span is not None and frame.fid):
            return None
        fn = self.function(frame.fid)
        reaching = field_writes.reaching_writes(field_writes.member_writes(fn, expr.prop),
                                                expr.span) if fn else None
        if not reaching or field_writes.written_into(fn, ("this", expr.prop)):
            return None
        module = self.modules.get(obj.module)
        cls = module.classes.get(obj.name) if module else None
        for callee in field_writes.calls_between(self.modules[frame.path].calls, frame.fid,
                                                 reaching[0].span, expr.span):
            if field_writes.changed_by(callee, expr):
                return None
            name = field_writes.this_method(callee)
            method = cls.instance_method(name) if cls and name else None
            called_fn = self.function(method) if method else None
            if name is not None and (called_fn is None or
                                     field_writes.member_writes(called_fn, expr.prop)):
                return None
        return alternatives([self.evaluate(a.value, frame, depth + 1) for a in reaching])

    def parameter_written(self, expr: Member, obj: Value, frame: Frame, depth: int
                          ) -> Value | None:
        """Rule ``value.parameter-member-write``: ``p.prop`` read at ``expr`` in function
        ``frame.fid``, ``p`` (``obj``) one of its parameters, after its own body wrote
        ``p.prop`` (``options.method &&= 'DELETE'``, ``o.url ||= '/api/x'``, ``o.m = 'PUT'``):
        what the writes reaching the read give (:func:`~code2skill.field_writes.
        reaching_writes`), evaluated in ``frame``, so each call's object decides them
        (``'POST' && 'DELETE'`` is ``DELETE``), never the caller's member as it was passed
        alone: where the body decides nothing (only conditional writes, ``if (force)
        options.method = 'DELETE'``), the member as passed or any of its writes. ``None``
        (the member as passed) when the body writes none, writes into the member or calls a
        method on it between the write and the read. A write through another name of the
        parameter's object (``const p = o; p.method = 'DELETE'``) is a write of ``p.prop``."""
        if not (isinstance(obj, ParamV) and obj.fid == frame.fid and not obj.path and
                isinstance(expr.obj, Ref) and expr.span is not None and frame.fid):
            return None
        fn = self.function(frame.fid)
        if fn is None:
            return None
        names = (expr.obj.name,) + self.aliases(fn, expr.obj.name, None)
        writes = [a for n in names for a in field_writes.member_writes(fn, expr.prop, n)
                  if a.span[2:] <= expr.span[:2]]             # those ended before the read
        if not writes or any(field_writes.written_into(fn, (n, expr.prop)) for n in names):
            return None
        reaching = field_writes.reaching_writes(writes, expr.span)
        if reaching is None:
            return alternatives([self.member(obj, expr.prop, depth)] + [
                self.evaluate(a.value, frame, depth + 1) for a in writes])
        if any(field_writes.changed_by(callee, expr) for callee in field_writes.calls_between(
                self.modules[frame.path].calls, frame.fid, reaching[0].span, expr.span)):
            return None
        return alternatives([self.evaluate(a.value, frame, depth + 1) for a in reaching])

    def variable_written(self, name: str, frame: Frame, span: Span | None, depth: int,
                         enclosing: bool = False) -> Value | None:
        """Rule ``this.field-reaching-write`` for a module variable ``name`` read at ``span``
        in function ``frame.fid``, which wrote it before in its own body: what those writes
        give, evaluated in ``frame``; ``None`` when the body decides nothing, writes into the
        value, or calls a method on it or a function of the module writing ``name`` between
        the write and the read. With ``enclosing`` (rule ``value.own-closure-write``),
        ``name`` is a local or parameter of an enclosing function that ``frame.fid`` (a
        callback) reassigns before the read (``config = merge(config, more); send(config)``):
        the read sees that write, not the enclosing function's value."""
        fn = self.function(frame.fid) if frame.fid and span is not None else None
        reaching = field_writes.reaching_writes(
            field_writes.variable_writes(fn, name, enclosing), span) if fn else None
        if not reaching or field_writes.written_into(fn, (name,)):
            return None
        for callee in field_writes.calls_between(self.modules[frame.path].calls, frame.fid,
                                                 reaching[0].span, span):
            if field_writes.changed_by(callee, Ref(name)):
                return None
            if not isinstance(callee, Ref):
                continue
            called = self.top_functions(frame.path).get(callee.name)
            called_fn = self.function(called) if called else None
            if called_fn is not None and field_writes.variable_writes(called_fn, name):
                return None
        return alternatives([self.evaluate(a.value, frame, depth + 1) for a in reaching])

    def narrowed(self, name: str, walked: list[FunctionFact], path: str, span: Span | None
                 ) -> Value | None:
        """Rule ``value.narrowed-by-test`` (:mod:`code2skill.narrowings`): ``name`` read at
        ``span`` inside a branch where a test proves it one of some constants, when the last
        of ``walked`` (the functions from the read's out) declares it: that constant (or
        one of them), cited at the test; else ``None``."""
        declaring = walked[-1]
        if span is None or not (name in declaring.writes or
                                any(p.name == name for p in declaring.params)):
            return None
        found = narrowing_at((n for fn in walked for n in self.narrowings_around(fn, span)),
                             name, declaring)
        if found is None:
            return None
        where = self.where(path, found.test)
        options = [StrV((Text(str(v), where),)) if isinstance(v, str) else LitV(v, where)
                   for v in found.literals]
        param = param_value(declaring, name, path) if len(options) > 1 else None
        if param is None:
            return alternatives(options)
        # a parameter: each option taken only when a caller passes that constant (rule
        # wrapper.chosen-arm: `case 'post': case 'put': return http[method](url)`)
        value = options[-1]
        for literal, option in zip(reversed(found.literals[:-1]), reversed(options[:-1])):
            value = AltV((option, value), test=(param, "===", literal))
        return value

    def with_member_writes(self, frame: Frame, fn: FunctionFact, name: str, value: Value,
                           span: Span | None, depth: int) -> Value:
        """Rule ``value.member-writes``: an object literal held by local ``name`` of ``fn``,
        with the members ``fn`` writes to it before the read at ``span`` (all of them when the
        read's place is unknown): ``headers.Authorization = …``, ``headers[HEADER_AUTH] = …``
        (a computed key whose text is known). A write under a condition is a member that may
        be absent (one alternative is ``undefined``); under one ``if`` test it is the choice
        of :func:`code2skill.branch_pairs.branch_choice`, so the members written in the same
        branches pair up (rule ``value.branch-pairs``). Rule ``value.defaulted-parameter-writes``:
        a local that is one of several values (``options = options || {}`` then
        ``options.headers['X-Auth'] = token``) gets the writes on each of them, the function's
        own parameter among them as :meth:`param_header_writes` reads it. The object one set
        of writes makes on one value is made once (unless a limit cut it): a guard reading a
        member written before it (``if (node.z === 0) node.d = …``) reads the object made so
        far, which would otherwise be made again from every earlier write (2^writes work)."""
        if isinstance(value, AltV):
            return replace(value, options=tuple(
                self.alternative_member_writes(frame, fn, name, option, span, depth)
                for option in value.options))
        frame = Frame(frame.path, fn.fid, frame.this)
        if not isinstance(value, ObjV):
            made = self.plain_object(frame, fn, name, value)
            if made is None:
                return value
            value = made
        writes = self.writes_to(frame, fn, name, span, depth)
        key = (frame.path, fn.fid, name, frame.this, tuple(
            (write_frame.path, write_frame.fid, write.span, guarded, param)
            for write, write_frame, guarded, param in writes), tuple(
            loop.span for loop in self.verb_loops(frame.path)     # rule wrapper.verb-loop
            if span is None or loop.span[2:] <= span[:2]))
        known = self._member_writes.get(key)
        if known is not None and known[0] is value:      # (the same object, the same writes)
            return known[1]
        truncated = self._truncated
        written = self.member_writes_made(frame, fn, name, value, writes, span, depth)
        if truncated == self._truncated:
            self._member_writes[key] = (value, written)
        return written

    def plain_object(self, frame: Frame, fn: FunctionFact, name: str, value: Value
                     ) -> ObjV | None:
        """Rule ``value.plain-object-constructor`` (:mod:`code2skill.plain_objects`): the
        empty object literal local ``name`` of ``fn`` stands for when ``new Object()`` or
        ``new Map()`` made it (``value`` the unknown the call reads as) and ``fn`` assigns
        members to it, else ``None``."""
        if not isinstance(value, UnknownV):
            return None
        writes = fn.writes.get(name, [])
        return plain_object(
            writes, any(w.target[:1] == (name,) and len(w.target) > 1 for w in fn.assignments),
            bool(self.header_sets(frame, fn, name)),
            self.where(frame.path, writes[0].value.span) if writes else None)

    def member_writes_made(self, frame: Frame, fn: FunctionFact, name: str, value: ObjV,
                           writes: list[tuple[Assignment, Frame, bool, str | None]],
                           span: Span | None, depth: int) -> ObjV:
        """The object literal ``value`` of ``fn``'s local ``name`` (``frame`` is ``fn``'s)
        with ``writes`` (:meth:`writes_to`) made on it, and the members the verb loops
        ending before ``span`` install on it (rule ``wrapper.verb-loop``), as
        :meth:`with_member_writes` gives it."""
        props, unshown = self.written_members(frame, fn, name, value, writes, depth)
        installed = installed_members(self, frame.path, fn.fid, name, span, depth)
        if installed:                                 # rule wrapper.verb-loop
            props = [p for p in props if p.key not in {q.key for q in installed}] + \
                list(installed)
        callback = self.callback_computed_write(frame, fn, name, depth)
        if callback is not None and not unshown:
            props.append(unshown_key(callback))   # rule value.computed-member-write
        return replace(value, props=tuple(props))

    def written_members(self, frame: Frame, fn: FunctionFact, name: str, value: ObjV,
                        writes: list[tuple[Assignment, Frame, bool, str | None]], depth: int
                        ) -> tuple[list[PropV], bool]:
        """The members of ``value`` once ``writes`` are made on it (:meth:`member_writes_made`)
        and whether one is a computed key's (rule ``value.computed-member-write``). Reads in
        source order see a longer run of the same writes each: the members the previous read
        made are the start of this one's (unless a limit cut them), so n reads of n writes
        cost n steps, not n²."""
        key = (frame.path, fn.fid, name, frame.this)
        steps = tuple((f.path, f.fid, w.span, guarded, param) for w, f, guarded, param in writes)
        known = self._written_prefix.get(key)
        done, props, unshown = 0, list(value.props), None
        if known is not None and known[0] is value and steps[:len(known[1])] == known[1]:
            done, props, unshown = len(known[1]), list(known[2]), known[3]
        if unshown is None:
            unshown = any(is_unshown_key(p) for p in props)
        truncated = self._truncated
        props, unshown = self.make_writes(frame.path, value, props, unshown, writes[done:],
                                          depth)
        if truncated == self._truncated:
            self._written_prefix[key] = (value, steps, tuple(props), unshown)
        return props, unshown

    def make_writes(self, path: str, value: ObjV, props: list[PropV], unshown: bool,
                    writes: list[tuple[Assignment, Frame, bool, str | None]], depth: int
                    ) -> tuple[list[PropV], bool]:
        """``props`` (members of ``value``, a local of a function of module ``path``, made
        so far; ``unshown``: one is a computed key's) with ``writes`` made on them, in order
        (:meth:`member_writes_made`)."""
        installing = verb_writes(self, path)                # rule wrapper.verb-loop
        for write, write_frame, guarded, param in writes:
            target = self.written_target(write_frame, write, depth)
            if target is None and len(write.target) == 1 and param is None and \
                    write.span not in installing:
                if not unshown:                                    # o[key] = … in a loop:
                    props.append(unshown_key(self.where(write_frame.path, write.span)))
                    unshown = True
                continue                 # rule value.computed-member-write
            if target is None or len(target) not in (2, 3):
                continue
            tail = appended_parts(write, target)          # rule value.member-append
            member = self.evaluate(write.value if tail is None else tail, write_frame,
                                   depth + 1)
            tail_value = member
            if tail is not None:
                member = appended(next((p.value for p in props if p.key == target[1]), None),
                                  member)
            if param is not None:        # the helper reads the object as written so far
                member = self.substitute(member, write_frame.fid,
                                         {param: replace(value, props=tuple(props))})
            inner = next((p.value for p in props if p.key == target[1]), None)
            inner_props = inner.props if isinstance(inner, ObjV) else ()
            choice = appended_choice(tuple(
                guard_test(self, t, write_frame, depth + 1) for t in write.guards),
                tail_value, inner, write_frame.fid, write.span) \
                if tail is not None and guarded and param is None and write.guards \
                else None
            if choice is not None:       # rule value.member-append: decided per caller
                member = choice
            elif guarded:                # kept as it was, or absent
                previous = inner if len(target) == 2 else next(
                    (p.value for p in inner_props if p.key == target[2]), None)
                test = self.branch_test(write, write_frame, param, depth)
                if previous is None and len(target) == 2:
                    previous = self.spread_member(value, props, target[1], test)
                if len(target) == 2 and overriding_write(target[1], member, previous, test):
                    continue             # rule method.override-guard: the caller's method
                member = branch_choice(test, member, previous or LitV(None),    # a compound
                                       (is_compound(test[1]) or test[1] in NEGATED_MEMBERSHIP
                                        or self.header_guard(write, write_frame)
                                        or body_write(write))     # rule body.guarded-arm
                                       and tests_param(test)) \
                    if test is not None else alternatives([member, previous or LitV(None)])
            where = self.where(write_frame.path, write.span)
            if len(target) == 3:         # o.headers['X-Api-Key'] = …: a member of a member
                member = ObjV(tuple(p for p in inner_props if p.key != target[2])
                              + (PropV(target[2], member, where),))
            props = [p for p in props if p.key != target[1]]
            props.append(PropV(target[1], member, where))
        return props, unshown

    def spread_member(self, value: ObjV, props: list[PropV], key: str, test: tuple | None
                      ) -> Value | None:
        """Rule ``value.spread-member-write``: the member ``key`` that ``props`` (the members
        of ``value`` made so far) hold through an object they spread (``{...options}`` of a
        parameter: ``options.method``, bound per caller), which a write under the guard
        ``test`` keeps on the path where it is not made; ``None`` when no spread holds it, or
        when ``test`` is the truth of that very member (``if (p.body) o.body = …``: where the
        write is not made the member is falsy, sent as absent)."""
        if not any(p.key is None for p in props):
            return None
        found = self.member(replace(value, props=tuple(p for p in props if p.key is None)), key)
        if isinstance(found, UnknownV) and found.reason == "no-member" or \
                test is not None and test[1:] == ("truthy", None) and test[0] == found:
            return None
        return found

    def callback_computed_write(self, frame: Frame, fn: FunctionFact, name: str,
                                depth: int) -> Where | None:
        """Where a function nested in ``fn`` that does not declare ``name`` itself (a
        ``forEach`` callback) writes a member of ``fn``'s local ``name`` under a key of
        unknown text (``Object.entries(f).forEach(([k, v]) => { params[k] = v })``), else
        ``None`` (rule ``value.computed-member-write``)."""
        for child in self.modules[frame.path].functions.values():
            if child.parent != fn.fid or name in child.locals or \
                    any(p.name == name or name in p.pattern for p in child.params):
                continue
            child_frame = Frame(frame.path, child.fid, frame.this)
            installing = verb_writes(self, frame.path)      # rule wrapper.verb-loop
            for write in child.assignments:
                if write.target == (name,) and write.key is not None and \
                        self.written_target(child_frame, write, depth) is None and \
                        write.span not in installing:
                    return self.where(frame.path, write.span)
        return None

    def alternative_member_writes(self, frame: Frame, fn: FunctionFact, name: str,
                                  option: Value, span: Span | None, depth: int) -> Value:
        """One alternative of local ``name`` with ``fn``'s member writes (rule
        ``value.defaulted-parameter-writes``): ``name``'s own parameter value (the caller's
        object, ``options`` of ``options || {}``) with the headers written on it, any other
        alternative as :meth:`with_member_writes` gives it; with no header written, the
        caller's object with the members written on it (``if (!o) o = {}; o.method =
        'DELETE'`` sends a DELETE whichever object ``o`` holds: rule
        ``value.parameter-member-writes``)."""
        if isinstance(option, ParamV) and option.fid == fn.fid and option.name == name \
                and not option.path and span is not None:
            written = self.param_header_writes(frame, fn, option, span, depth)
            return self.written_parameter(option, Frame(frame.path, fn.fid, frame.this), span) \
                if written is option else written
        return self.with_member_writes(frame, fn, name, option, span, depth)

    def param_header_writes(self, frame: Frame, fn: FunctionFact, value: ParamV, span: Span,
                            depth: int) -> Value:
        """Rule ``value.parameter-header-writes``: parameter ``value`` of ``fn`` read at
        ``span`` after ``fn`` wrote headers on it (``options.headers['Authorization'] =
        `Basic ${c}```, under an ``if`` or not) is the caller's object with those headers
        added to its own: ``{...options, headers: {...options.headers, Authorization}}``, so
        that substituting a caller's argument keeps both. The parameter itself when ``fn``
        writes no header on it before the read."""
        name = value.name
        if not any(w.target[:2] == (name, "headers") and w.span[2:] <= span[:2]
                   for w in fn.assignments):
            return value
        written = self.with_member_writes(frame, fn, name, ObjV((PropV(None, value),)),
                                          span, depth)
        headers = written.get("headers") if isinstance(written, ObjV) else None
        if not isinstance(headers, ObjV):
            return written
        own = PropV(None, replace(value, path=("headers",)))
        return replace(written, props=tuple(
            replace(p, value=replace(headers, props=(own,) + headers.props))
            if p.key == "headers" else p for p in written.props))

    def written_parameter(self, value: ParamV, frame: Frame, span: Span) -> Value:
        """Rule ``value.parameter-member-writes``: parameter ``value`` of the function of
        ``frame``, read whole at ``span`` after that function wrote members on it (``if
        (body) { options.data = JSON.stringify(body); options.contentType = "…" }``), is the
        caller's object with those members: ``{...options, data, contentType}``, a write
        under a condition a choice with the caller's own member or none. Read where a
        recogniser takes the parameter as a request's options (rule
        ``jquery.settings-or-url``) or a library request sends it as its body
        (:mod:`code2skill.written_bodies`); ``value`` itself when no member is written before
        ``span``, or it is no whole parameter of that function."""
        fn = self.function(frame.fid)
        if fn is None or value.fid != fn.fid or value.path or value.coded or not any(
                w.target[:1] == (value.name,) and len(w.target) > 1
                and w.span[2:] <= span[:2] for w in fn.assignments):
            return value
        return self.with_member_writes(frame, fn, value.name, ObjV((PropV(None, value),)),
                                       span, 0)

    def branch_test(self, write: Assignment, frame: Frame, param: str | None,
                    depth: int) -> tuple | None:
        """The one ``if`` test (``(subject value, op, literal)``) under which ``write`` — a
        member write of the reading function itself — runs (rule ``value.branch-pairs``; an
        ``||``/``&&`` of tests is one compound test, rule ``value.compound-test-guard``; so
        is an ``&&`` chain without ``else`` or nested ``if``s one operand of which tests list
        membership, rule ``value.list-membership-test``: ``if (o.method && !['GET',
        'POST'].includes(o.method)) o.method = 'POST'``, or, for a header write, one of which
        reads a parameter, rule ``value.enclosing-tests``: ``if (options.requiresAuth) { if
        (token) h.set(…) }``; rules ``body.guarded-arm`` and ``url.guarded-arm`` for a write
        of a request's body or URL member), or ``None``: other nested ``if``s and ``&&``
        chains without ``else`` (their operands are separate guards), other conditions, a
        helper's write."""
        if param is not None or not write.guards:
            return None
        if len(write.guards) == 1:
            return guard_test(self, write.guards[0], frame, depth + 1)
        tests = tuple(guard_test(self, t, frame, depth + 1) for t in write.guards)
        if any(membership_call(t) for t in write.guards):
            return (tests, AND, None)
        return joined(tests, tests_param) if self.header_guard(write, frame) or \
            body_write(write) or url_write(write) else None     # rule url.guarded-arm

    def header_guard(self, write: Assignment, frame: Frame) -> bool:
        """Rule ``value.enclosing-tests`` for one ``if``: whether ``write`` writes a request
        header (:func:`~code2skill.enclosing_tests.header_write`), whose one test a caller's
        arguments decide as nested ones are (``if (options.auth) headers.Authorization = …``
        sends no credential for ``request('/api/status')``)."""
        return header_write(write, write in self._header_sets.get(
            (frame.path, frame.fid, write.target[0]), ()))

    def writes_to(self, frame: Frame, fn: FunctionFact, name: str, span: Span | None,
                  depth: int) -> list[tuple[Assignment, Frame, bool, str | None]]:
        """The member writes to local ``name`` before ``span`` (``(write, frame it is
        evaluated in, guarded, the helper's parameter name or None)``): ``fn``'s own, and (rule ``value.helper-member-writes``)
        the header writes a user function called with ``name`` as an argument makes on that
        parameter (``addApiKey(options)`` writing ``o.headers['X-Api-Key'] = …``; a helper's
        URL rewrite is base-URL logic, not followed here); a write is guarded when it or the
        helper call runs under a condition. Rule ``value.parameter-member-write``: only the
        writes after the last unconditional rebinding of ``name`` before ``span`` (``o.method
        = 'DELETE'; o = {method: 'PUT'}`` sends a PUT), and also those made through another
        name of its object (``const p = o; p.method = 'DELETE'``, as writes of ``name``)."""
        cut = field_writes.rebound_at(fn, name, span) if span is not None else None
        names = {name, *self.aliases(fn, name, cut)}
        before = (lambda s: span is None or s[2:] <= span[:2])
        out = [(w if w.target[0] == name else replace(w, target=(name,) + w.target[1:]),
                frame, w.guarded, None) for w in fn.assignments
               if w.target[0] in names and before(w.span) and (
                   cut is None or w.span[:2] >= cut[2:]) and not (
                   span is not None and any(within(span, arm) for arm in w.exclusive))]
        out += [(w, frame, w.guarded, None) for w in self.header_sets(frame, fn, name)
                if before(w.span) and self.written_target(frame, w, depth) is not None]
        out.sort(key=lambda found: found[0].span[:2])
        key = ("helper-writes", fn.fid, name)
        if key in self._in_progress:
            return out
        self._in_progress.add(key)
        try:
            out += self.helper_writes(frame, fn, name, span, depth)
        finally:
            self._in_progress.discard(key)
        return out

    def aliases(self, fn: FunctionFact, name: str, after: Span | None) -> tuple[str, ...]:
        """The other names of the object ``name`` holds in ``fn`` first written after
        ``after`` (:func:`~code2skill.field_writes.object_aliases`; rule
        ``value.parameter-member-write``), the function's index made once."""
        index = self._alias_index.get(fn.fid)
        if index is None:
            index = self._alias_index[fn.fid] = field_writes.alias_index(fn)
        return field_writes.object_aliases(index, name, after)

    def header_sets(self, frame: Frame, fn: FunctionFact, name: str) -> list[Assignment]:
        """Rule ``value.header-set-calls``: ``fn``'s ``name.set(k, v)``/``name.append(k, v)``
        calls as member writes (:func:`code2skill.header_calls.header_set_writes`), found
        once per local."""
        key = (frame.path, fn.fid, name)
        found = self._header_sets.get(key)
        if found is None:
            found = self._header_sets[key] = header_set_writes(
                self.calls_by_scope.get((frame.path, fn.fid), []), name)
        return found

    def helper_writes(self, frame: Frame, fn: FunctionFact, name: str, span: Span | None,
                      depth: int) -> list[tuple[Assignment, Frame, bool, str | None]]:
        """The ``headers`` writes of :meth:`writes_to` made by helpers ``fn`` calls before
        ``span`` (all of them for ``None``)."""
        key = (frame.path, fn.fid, name, frame.this)
        calls = self._helper_calls.get(key)
        if calls is None:                   # (each read looks at the same calls: once,
            truncated = self._truncated     # unless a limit cut them)
            calls = self.helper_calls(frame, fn, name, depth)
            if truncated == self._truncated:
                self._helper_calls[key] = calls
        ends = [site.call.span[2:] for site, _, _, _ in calls]
        return [(replace(w, target=(name,) + w.target[1:]), Frame(helper[0], helper[1].fid),
                 w.guarded or site.guarded, param)
                for site, helper, param, header_writes in calls[:len(calls) if span is None
                                                               else bisect_right(ends, span[:2])]
                for w in header_writes]

    def helper_calls(self, frame: Frame, fn: FunctionFact, name: str, depth: int
                     ) -> list[tuple[CallSite, tuple[str, FunctionFact], str, list[Assignment]]]:
        """The calls ``fn`` makes of a user function with its local ``name`` as an argument
        that writes ``headers`` members of its parameter, sorted by where each call ends: each
        with that function (module path, facts), its parameter's name and those writes."""
        out = []
        for site in self.calls_by_scope.get((frame.path, fn.fid), []):
            index = next((i for i, a in enumerate(site.call.args)
                          if isinstance(a, Ref) and a.name == name), None)
            if index is None:
                continue
            callee = self.evaluate(site.call.callee, frame, depth + 1)
            helper = self.functions.get(callee.fid) if isinstance(callee, FnV) else None
            param = helper[1].params[index].name if helper is not None \
                and index < len(helper[1].params) else None
            writes = [w for w in helper[1].assignments
                      if w.target[:2] == (param, "headers")] if param else []
            if writes:
                out.append((site, helper, param, writes))
        return sorted(out, key=lambda found: found[0].call.span[2:])

    def written_target(self, frame: Frame, write: Assignment, depth: int = 0
                       ) -> tuple[str, ...] | None:
        """The member path an assignment writes: its ``target``, with the text of a computed
        key appended (``headers[HEADER_AUTH]`` → ``('headers', 'Authorization')``); ``None``
        when the key's text is unknown."""
        if write.key is None:
            return write.target
        if isinstance(write.key, Lit) and isinstance(write.key.value, str):
            return write.target + (write.key.value,) if write.key.value else None
        key = text_of(self.evaluate(write.key, frame, depth + 1))
        return write.target + (key,) if key else None

    def closure_binding(self, frame: Frame, fn: FunctionFact, name: str, child: str,
                        depth: int, rewriter: str | None = None) -> Value | None:
        """Rule ``value.closure-last-write``: a read of ``fn``'s local ``name`` in its nested
        function ``child`` (at any depth inside it) when ``fn`` writes ``name`` nowhere after
        ``child`` starts (``var url = href; url = origin + path; confirm(function () {
        ajax('POST', url) })``): the nested function, made after those writes, sees what a
        read where it starts sees (:meth:`flow_binding`: the last unconditional write on,
        those in a loop around it too); ``None`` when a write of ``fn`` follows or every write
        reaches. ``rewriter`` (rule ``value.own-closure-write``): the nested function whose
        read this is reassigns ``name`` after the read, so its own writes are what it makes
        of the value it reads, never that value."""
        nested = self.function(child)
        if nested is None or any(w.scope == fn.fid and w.span[:2] > nested.span[:2]
                                 for w in fn.writes[name]):
            return None
        return self.flow_binding(frame, fn, name, nested.span, depth, rewriter)

    def flow_binding(self, frame: Frame, fn: FunctionFact, name: str, span: Span,
                     depth: int, rewriter: str | None = None) -> Value | None:
        """Rule ``value.reaching-writes``: a read at ``span`` in the function that declares
        ``name`` sees only the writes that can reach it — those before it in source order,
        those in a loop around both, and any made in a nested function (it may run at any
        time) — from the last unconditional one before it on (alternatives otherwise, with
        the parameter's own value while no unconditional write precedes). ``None`` when
        every write can reach the read: the binding of all of them stands. The writes of
        nested function ``rewriter`` are left out (see :meth:`closure_binding`)."""
        order = self._write_orders.get((fn.fid, name, rewriter))
        if order is None:
            order = self._write_orders[(fn.fid, name, rewriter)] = write_order(
                [w for w in fn.writes[name] if rewriter is None or w.scope != rewriter],
                fn.fid)
        seen = reach(order, span)
        writes, last = list(seen.writes), seen.last
        folded = self.query_pieces(frame, fn, name, writes, depth) or \
            self.null_filled(frame, fn, name, writes, depth) or (   # query.optional-pieces
            self.guarded_writes(frame, fn, name, span, writes if not seen.hidden else
                                list(every_reaching(order, seen)), depth)
            if any(w.guards for w in writes) else None) or (  # (it reads the hidden ones
            None if seen.hidden else                          # too; with no guarded one
            self.list_narrowed(frame, fn, name, writes, span, depth))   # seen, nothing)
        if folded is not None:
            return folded
        inner = Frame(frame.path, fn.fid, frame.this)
        transforms = {w.span: found for w in writes if w.span[2:] <= span[:2] and (
            found := self.transform_write(inner, fn, name, w, depth)) is not None}
        arms = arms_key(writes, fn.fid) if not transforms and not seen.hidden \
            and param_value(fn, name, frame.path) is None else None
        chosen_arm = self.arm_choice(inner, writes, arms, depth) if arms else None
        if chosen_arm is not None:                                     # value.arm-choices
            return chosen_arm
        if not transforms and seen.every and not seen.hidden_plain and not (
                query_appends.prefixes_itself(last, name) or rewrites_itself(last, name)
                if last is not None else False):
            return None     # (all reach it, and no plain reassignment hides earlier values;
                            # query.prefixed-pieces: a prefix put before them hides them too,
                            # value.self-rewrite: so does a call on the local's own value)
        if transforms:                   # rules value.transform-list, value.unknown-transform
            last = max((w for w in writes if w.span in transforms), key=lambda w: w.span[2:])
            writes = [w for w in writes if w is last or w.scope != fn.fid
                      or w.span[:2] > last.span[:2]]
        key = (frame.path, fn.fid, name, tuple(w.span for w in writes), last is None,
               frame.this)                  # (a subclass's this: this.subclass-value)
        hit = self.flow_hit(key, frame)
        if hit is not None:
            return hit
        level, truncated = len(self._in_progress), self._truncated
        self._in_progress.add(key)
        try:               # (the query calls too: url.searchParams.set('host', url.host)
            options = [self.transformed(inner, fn, name, w, transforms[w.span], depth)
                       if w.span in transforms else self.evaluate(    # reads url in them)
                           w.value, write_frame(inner, w), depth)
                       for w in writes[:MAX_ALTERNATIVES]]
            initial = param_value(fn, name, frame.path) if last is None else None
            if initial is not None:
                options.insert(0, initial)
            value = alternatives(options) if options else UnknownV("no-value")
            value = with_search(self, frame.path, fn.fid, name, [w.value for w in writes],
                                value)
            value = with_uri_queries(self, frame.path, fn.fid, name, value)  # urijs.query-call
        finally:
            self._in_progress.discard(key)
        if frame.this is None:
            self.keep(self._flow_cache, key, value, level, truncated)
        return value

    def arm_choice(self, frame: Frame, writes: list[LocalWrite], key: str, depth: int
                   ) -> AltV | None:
        """Rule ``value.arm-choices``: the values of ``writes`` (each in its own exclusive arm,
        :func:`code2skill.arm_choices.arms_key` ``key``) read in ``frame`` as one choice keyed
        ``key``, arm by arm in source order (an arm's value that is itself a choice gives
        all its options to that arm, rule ``value.linked-arms``); ``None`` when two values
        are equal or the values merge so that no option stands for one arm."""
        options = tuple(self.evaluate(w.value, write_frame(frame, w), depth)
                        for w in writes[:MAX_ALTERNATIVES])
        if len(options) < len(writes) or any(
                o == p for i, o in enumerate(options) for p in options[i + 1:]):
            return None
        value = keyed(alternatives(list(options)), options, key)   # rule value.linked-arms
        return value if isinstance(value, AltV) and value.cond == key else None

    def transform_write(self, frame: Frame, fn: FunctionFact, name: str, write: LocalWrite,
                        depth: int) -> tuple[Call, int, Expr | None, Span] | None:
        """Rules ``value.transform-list`` and ``value.unknown-transform``
        (:mod:`code2skill.value_transforms`): ``(call, carried argument, list, place)`` when
        ``write`` hands the local ``name`` to a function that may change it: each function of
        the list a ``for … of`` loop walks (``list`` its expression, ``place`` the loop), or
        a function the resolver cannot pin to one body (a parameter, an unknown; ``list``
        ``None``, ``place`` the write) whose call no other rule reads; ``None`` otherwise."""
        call = write.value
        if write.scope != fn.fid or not isinstance(call, Call) or call.new:
            return None
        key = (frame.path, fn.fid, name, write.span)
        if frame.this is None and key in self._transform_cache:
            return self._transform_cache[key]     # (every read after a write asks of it)
        truncated = self._truncated
        found = self.transform_call(frame, fn, name, write, call, depth)
        if frame.this is None and truncated == self._truncated:
            self._transform_cache[key] = found
        return found

    def transform_call(self, frame: Frame, fn: FunctionFact, name: str, write: LocalWrite,
                       call: Call, depth: int) -> tuple[Call, int, Expr | None, Span] | None:
        """:meth:`transform_write` for ``write``, whose value is ``call``, not cached."""
        index = value_transforms.carried_argument(call, name)
        if index is None:
            return None
        listed = value_transforms.loop_list(fn, call, write.loops)
        if listed is not None:
            return call, index, listed[0], listed[1]
        if write.loops or not isinstance(call.callee, (Ref, Member)):
            return None
        callee = self.evaluate(call.callee, frame, depth + 1)
        args = call.args[:index] + (Lit(None),) + call.args[index + 1:]   # (not the chain
        if not isinstance(callee, (ParamV, UnknownV)) or not isinstance(   # of earlier writes)
                self.evaluate(replace(call, args=args), frame, depth + 1), UnknownV):
            return None
        return call, index, None, write.span

    def transformed(self, frame: Frame, fn: FunctionFact, name: str, write: LocalWrite,
                    found: tuple[Call, int, Expr | None, Span], depth: int) -> Value:
        """The value of local ``name`` after ``write`` (:meth:`transform_write` ``found``):
        its value before the loop (or the call) through each listed function in turn (rule
        ``value.transform-list``), else that value kept, the call reviewed (rule
        ``value.unknown-transform``)."""
        call, index, listed, place = found
        start = self.lookup(name, frame, depth + 1, value_transforms.before(place))
        where = self.where(frame.path, call.span)
        functions = self.known_list(listed, frame, depth) if listed is not None else None
        if functions is not None and not any(isinstance(a, Spread) for a in call.args):
            args = [start if i == index else self.evaluate(arg, frame, depth)
                    for i, arg in enumerate(call.args)]    # (the carried one: its start)
            return self.folded(functions, args, index, start, where, depth)
        what = "each function of a list the source does not show" if listed is not None \
            else "a function the source does not show (a parameter or an injected callback)"
        return self.unknown_transform(call, name, what, start, where)

    def reduced(self, call: Call, frame: Frame, depth: int) -> Value | None:
        """``list.reduce((acc, f) => f(…, acc, …), init)``: ``init`` through each function
        of ``list`` in turn (rule ``value.transform-list``), else ``init`` kept, the call
        reviewed (rule ``value.unknown-transform``); ``None`` for any other reducer."""
        reducer = self.evaluate(call.args[0], frame, depth)
        entry = self.functions.get(reducer.fid) if isinstance(reducer, FnV) else None
        found = value_transforms.reducer_call(entry[1]) if entry is not None else None
        if entry is None or found is None or not isinstance(call.callee, Member):
            return None
        step, index = found
        start = self.evaluate(call.args[1], frame, depth)
        where = self.where(frame.path, call.span)
        inner = Frame(entry[0], reducer.fid, reducer.this)
        functions = self.known_list(call.callee.obj, frame, depth)
        if functions is not None and not any(isinstance(a, Spread) for a in step.args):
            args = [start if i == index else self.evaluate(arg, inner, depth)
                    for i, arg in enumerate(step.args)]
            return self.folded(functions, args, index, start, where, depth)
        return self.unknown_transform(call, hole_name_of(call.args[1]) or "its initial value",
                                      "each function of a list the source does not show",
                                      start, where)

    def known_list(self, listed: Expr, frame: Frame, depth: int) -> tuple[FnV, ...] | None:
        """The app's functions a list holds, in order: its value's, then those ``push``/``add``
        calls append at its module's top level or in a class constructor, when no other call
        anywhere mutates a list of that name (rule ``value.transform-list``); ``None``
        otherwise."""
        if self._list_mutations is None:
            self._list_mutations = value_transforms.list_mutations(self.modules)
        sites = self._list_mutations.get(value_transforms.list_name(listed) or "", [])
        value = self.evaluate(listed, frame, depth + 1)
        if not sites:                           # (an empty list no code fills: none)
            return () if isinstance(value, ArrV) and not value.items else \
                value_transforms.listed_functions(value)
        constructors = frozenset(fid for cls in self.modules[frame.path].classes.values()
                                 for name, fid in cls.methods if name == "constructor")
        pushed = value_transforms.pushed_items(sites, frame.path, constructors)
        if pushed is None or not isinstance(value, ArrV):
            return None
        items = tuple(self.evaluate(arg, Frame(frame.path, scope), depth + 1)
                      for scope, arg in pushed)
        return value_transforms.listed_functions(replace(value, items=value.items + items))

    def folded(self, functions: tuple[FnV, ...], args: list[Value], index: int,
               start: Value, where: Where | None, depth: int) -> Value:
        """``start`` handed to each of ``functions`` in turn as argument ``index`` of
        ``args`` (rule ``value.transform-list``)."""
        value = start
        for function in functions:
            args[index] = value
            value = self.applied(function, tuple(args), where, depth)
        return value

    def unknown_transform(self, call: Call, name: str, what: str, start: Value,
                          where: Where | None) -> Value:
        """Rule ``value.unknown-transform``: ``start`` kept (an object with an unknown spread
        last) and the call noted for review."""
        value = value_transforms.kept(start, where)
        if where is not None:
            text = ".".join(member_path(call.callee) or ("…",))
            self.unknown_transforms.setdefault(where, (value_transforms.message(
                f"{text}(…)", name, what), value_transforms.marked(value)))
        return value

    def query_pieces(self, frame: Frame, fn: FunctionFact, name: str,
                     reach: list[LocalWrite], depth: int) -> Value | None:
        """Rule ``query.optional-pieces`` (:mod:`code2skill.query_appends`): a local whose
        writes reaching the read are its last unconditional value and at least
        :data:`~code2skill.query_appends.MIN_PIECES` ``if``-guarded appends of query pieces
        is that value, or it followed by every piece; ``None`` for any other writes."""
        from code2skill import query_appends
        if len(reach) <= query_appends.MIN_PIECES:
            return None
        killers = [w for w in reach if w.kills and w.scope == fn.fid]
        if not killers:
            return None
        last = max(killers, key=lambda w: w.span[2:])
        later = [w for w in reach if w.span[:2] > last.span[:2]]
        if len(later) < query_appends.MIN_PIECES or any(
                w.scope != fn.fid for w in reach if w.span[:2] <= last.span[:2]):
            return None
        appended = [query_appends.appended_piece(w, name, fn.fid, guarded=False) for w in later]
        if any(a is None for a in appended) or query_appends.exclusive_pieces(later):
            return None
        inner = Frame(frame.path, fn.fid, frame.this)
        pieces = [self.evaluate(a, inner, depth + 1) for a in appended]
        mark = next((i for i, p in enumerate(pieces) if query_appends.opens_query(p)), None)
        if mark is not None and mark + 1 < len(pieces) \
                and query_appends.one_after_another(later[mark:]):     # query.after-mark
            return self.after_mark(inner, later[mark], pieces[mark:], depth)
        start = self.evaluate(last.value, inner, depth + 1)
        if not isinstance(start, StrV) or not (all(
                query_appends.query_piece(p) for p in pieces) or query_appends.trailing_pieces(
                start, pieces)) or not all(query_appends.conditional(w) for w in later):
            return None
        return alternatives([start, flatten(query_appends.with_pieces(start, pieces))])

    def after_mark(self, inner: Frame, mark: LocalWrite, pieces: list[Value],
                   depth: int) -> Value | None:
        """Rule ``query.after-mark`` (:func:`code2skill.query_appends.query_text`): the local's
        value before the append ``mark`` that adds ``?`` (each of its alternatives), alone and
        followed by the query text of ``pieces``; ``None`` when they are no query text or a
        value before is no string."""
        from code2skill import query_appends
        query = query_appends.query_text(pieces)
        head = mark.value.parts[0]
        before = self.evaluate(head.expr, inner, depth + 1) if query is not None else None
        options = before.options if isinstance(before, AltV) else (before,)
        if before is None or not all(isinstance(o, StrV) for o in options):
            return None
        return alternatives([v for o in options
                             for v in (o, flatten(query_appends.with_pieces(o, [query])))])

    def flow_hit(self, key: tuple, frame: Frame) -> Value | None:
        """A local's flow value already known for ``key``: cached, a cycle in progress, or a
        result cut by a limit that may be reused here (rule ``budget.partial-reuse``);
        ``None`` when it must be computed."""
        if key in self._flow_cache:
            return self._flow_cache[key]
        if key in self._in_progress:
            return UnknownV("cycle")
        return self.partial(key) if frame.this is None else None

    def null_filled(self, frame: Frame, fn: FunctionFact, name: str,
                    reach: list[LocalWrite], depth: int) -> Value | None:
        """Rule ``value.null-default`` (:mod:`code2skill.null_defaults`): a local whose writes
        reaching the read are its last unconditional value (or the parameter's own) and
        writes made only while it is unset (``if (method == null) method = o.method``) is
        ``start ?? filled ?? …``, settled per call once the arguments are substituted;
        ``None`` for any other writes."""
        found = null_defaults.plan(reach, name, fn.fid)
        if found is None:
            return None
        inner = Frame(frame.path, fn.fid, frame.this)
        value = self.evaluate(found.start.value, inner, depth + 1) if found.start else \
            param_value(fn, name, frame.path)
        if value is None:
            return None
        for fill in found.fills:
            options = tuple(self.evaluate(w.value, inner, depth + 1) for w in fill.writes)
            test = self.string_test(fill.test, inner, depth + 1) if fill.test else None
            pair = fallback_pair(test, options) if test is not None else None
            filled = alternatives(list(pair), fallback_kind(test)) if pair is not None \
                else alternatives(list(options))          # (rule value.presence-fallback)
            value = alternatives([value, filled], null_defaults.fill_kind(fill))
        return value

    def list_narrowed(self, frame: Frame, fn: FunctionFact, name: str,
                      reach: list[LocalWrite], span: Span, depth: int) -> Value | None:
        """Rule ``value.list-narrowing`` (:mod:`code2skill.list_narrowing`): a local whose
        reaching writes are its last unconditional value (or the parameter's own) and one
        write made when it is not in a list of literals (``if (!['de', 'en'].includes(l)) l =
        'default'``) is a choice of the listed literals it may be and the written value;
        ``None`` for any other writes or a list of other items."""
        found = list_narrowing.plan(reach, name, fn.fid, span)
        if found is None or self.written_list(frame.path, found.listed):
            return None
        inner = Frame(frame.path, fn.fid, frame.this)
        array = self.evaluate(found.listed, inner, depth + 1)
        if not isinstance(array, ArrV) or not array.items:
            return None
        start = self.evaluate(found.start.value, inner, depth + 1) if found.start else \
            param_value(fn, name, frame.path)
        items = {}
        for item in array.items:
            items.setdefault(literal_of(item), item)
        kept = list_narrowing.narrowed(start, tuple(items)) if start is not None else None
        if kept is None:
            return None
        written = self.evaluate(found.write.value, inner, depth + 1)
        return alternatives([items[v] for v in kept] + [written])   # (the list's own items)

    def written_list(self, path: str, listed: Expr) -> bool:
        """Whether the list expression ``listed`` of module ``path`` names a list the module
        writes after its declaration (``allowed.push(extra)``, ``allowed[2] = x``:
        :func:`~code2skill.list_membership.written_lists`, read once per program): its
        literal is no longer what it holds, so no membership test on it is decided and no
        enum is made of it (rules ``value.list-membership-test``, ``value.list-narrowing``)."""
        if self._written_lists is None:
            self._written_lists = list_membership.written_lists(self.modules)
        name = list_membership.listed_name(listed)
        return name is not None and (path, name) in self._written_lists

    def guarded_writes(self, frame: Frame, fn: FunctionFact, name: str, span: Span,
                       reach: list[LocalWrite], depth: int) -> Value | None:
        """Rule ``value.guarded-writes``: a local built by writes under ``if``s
        (``let u = '/items'; if (id !== null) { u += '/' + id; if (sub) u += '/' + sub; }``)
        read after them is the last unconditional value followed, write by write, by
        ``conditions ? written : before`` — the written value read as the conditions hold
        (a nested write sees only its own branch). A condition on a parameter is decided
        per caller when the argument (or its default) proves it, so a caller passing nothing
        takes only the branch its values take. ``None`` (the writes stay alternatives) when
        a write runs in a loop, a nested function or under anything but an ``if`` whose
        condition is a test, when a write is no string (an object literal, ``data = { name }``,
        stays a plain choice: folding it made a spread of the chosen options object lose its
        method; builders such as ``params = params.set(…)`` keep their own rules) unless every condition tests
        ``arguments.length`` (rule ``value.arity-test``: ``if (arguments.length == 2) {
        payload = {} }`` folds whatever it writes) or compares a parameter with a string
        (rule ``value.parameter-choice``: ``if (typ === 'json') body = JSON.stringify(p)``),
        or when no condition reads a parameter or
        is decided here."""
        any_value = arity_guarded(reach) or \
            parameter_guarded(reach, fn)  # value.arity-test, value.parameter-choice
        killers = [i for i, w in enumerate(reach) if w.kills]
        if not reach or any(w.scope != fn.fid or w.loops or w.guards is None
                            or (not w.guards and not w.kills) or w.span[2:] > span[:2]
                            for w in reach) or not any(w.guards for w in reach):
            return None
        reach = reach[killers[-1]:] if killers else reach     # (what it overwrites is gone)
        if any(not (any_value or isinstance(w.value, (Tmpl, Lit)) or copied_start(w)
                    or joined_start(w)) for w in reach) or not any(w.guards for w in reach):
            return None
        if sum(1 for w in reach if w.guards) > MAX_GUARDED_WRITES:
            return None                    # 2^n ways: the bounded alternatives stand
        inner = Frame(frame.path, fn.fid, frame.this)
        tests = [tuple(guard_test(self, t, inner, depth + 1)    # value.string-test-guard
                       for t in w.guards or ()) for w in reach]
        if not any(decide_test(*t) is not None or tests_param(t)
                   for ts in tests for t in ts) and not state_guarded(reach, name):
            return None
        key = ("guarded", frame.path, fn.fid, name, tuple(w.span for w in reach))
        hit = self.flow_hit(key, frame)
        if hit is not None:
            return hit
        level, truncated = len(self._in_progress), self._truncated
        self._in_progress.add(key)
        try:
            value: Value = param_value(fn, name, frame.path) or LitV(None)
            for write, conditions in zip(reach, tests):
                written = self.evaluate(write.value, inner, depth + 1)
                value = guarded(conditions, assume(written, conditions), assume(
                    value, failed(conditions))) if conditions else written
        finally:
            self._in_progress.discard(key)
        if frame.this is None:
            self.keep(self._flow_cache, key, value, level, truncated)
        return value

    def unwritten(self, call: Call, frame: Frame, depth: int) -> Value | None:
        """For ``url = url.replace(…)`` that keeps ``url`` (a placeholder filled in a loop):
        the value of ``url`` from its function's other writes (``let url = path``), the loop
        write giving nothing new; ``None`` when the object is no local of the function."""
        fn = self.function(frame.fid) if frame.fid else None
        obj = call.callee.obj if isinstance(call.callee, Member) else None
        if fn is None or not isinstance(obj, Ref) or obj.name not in fn.writes:
            return None
        others = [w.value for w in fn.writes[obj.name] if w.value != call]
        if not others or len(others) == len(fn.writes[obj.name]):
            return None
        return alternatives([self.evaluate(e, frame, depth + 1)
                             for e in others[:MAX_ALTERNATIVES]])

    def narrowings_around(self, fn: FunctionFact, span: Span) -> tuple[Narrowing, ...]:
        """The narrowings of ``fn`` whose branch holds ``span``, outermost first
        (:func:`code2skill.narrowings.around`; the index of each function made once)."""
        if fn.fid not in self._narrowing_index:
            self._narrowing_index[fn.fid] = index_narrowings(fn.narrowings)
        return around(self._narrowing_index[fn.fid], span)
