"""Evaluating one expression to a value (seam of the resolver).

Owns :meth:`Expressions.evaluate` and its guards (nesting depth, the per-file work budget, the
value-size and string-size budgets, their ``limit`` diagnostics) and the values built in
place: template literals, ``+`` chains, array joins, ``URLSearchParams`` and their text,
string pieces, object literals, ``Object.fromEntries``.

May read: the facts (:mod:`code2skill.facts`), the values (:mod:`code2skill.values`), the
resolver's state set in ``Resolver.__init__``, and the other seams through ``self`` (a name is
the lookup seam's, a call the calls seam's)."""
from __future__ import annotations

from dataclasses import replace

from code2skill.facts import (Alt, Arr, Call, Diagnostic, Expr, Fn, Hole, Index, Lit, Member, Obj,
                              Ref, Span, Spread, Test, Tmpl, Typed, Unknown)
from code2skill.arithmetic import UNKNOWN_NUMBER, numeric_unknown
from code2skill.linked_arms import keyed
from code2skill.store_clients import pinia_this_member
from code2skill.string_test_guards import STRING_TESTS
from code2skill.array_tests import METHOD as IS_ARRAY, is_array_test
from code2skill.extractors.module_facts.control_flow import as_test
from code2skill.extractors.module_facts.shared import hole_name as hole_name_of
from code2skill.extractors.module_facts.declarations import member_path
from code2skill import entries_joins, string_pieces
from code2skill.page_base_path import vite_base_value
from code2skill.class_layers import super_member
from code2skill.deferred_promises import deferred_promise
from code2skill.lookup_bases import Lookup, default_text, lookup_of
from code2skill.looped_appends import RULE as LOOPED_APPEND, looped_array, looped_items
from code2skill.looped_keys import RULE as LOOPED_KEYS, looped_pick
from code2skill.object_loops import COUNTED_LOOP, key_source, looped_pairs, pushed_pairs_source
from code2skill.presence_fallback import fallback_kind, fallback_pair
from code2skill.ensured_affix import ensured_affix
from code2skill.query_separators import separator_choice
from code2skill.wordpress_ajax import admin_ajax_read
from code2skill.verb_loops import entries_object, jquery_member
from code2skill.arity import arity_read
from code2skill.string_codecs import FORM, coded, form_text
from code2skill.recogniser_context import Frame
from code2skill.receiver_names import hole_receiver
from code2skill.urlsearch import GUARDED as SEARCH_GUARDED
from code2skill.unseen_instances import field_condition
from code2skill.values import (AltV, ArrV, ClientV, EnvV, FnV, HoleV, InstanceV, LibV, LitV,
                               MAX_STRING_PARTS, MAX_STRING_TEXT, MAX_VALUE_NODES, ObjV, ParamV,
                               PropV, StrV, TEST_REASON, Text, TypedV, UnknownV, Value, Where,
                               body_entries, first_where, js_add, mentions_param, spread_props,
                               string_over_budget, text_of, value_size)
from code2skill.typed_clients import declared_instance
from code2skill.resolution.shared import (DEPTH_LIMIT, FILE_WORK, FileWorkBudget,
                                          MAX_CALL_DEPTH, MAX_NESTING, alternatives,
                                          decide_test, flatten, guarded)


# the reason of the unknown value :meth:`Resolver.value_of` gives for an evaluation nested past
# Python's recursion limit
RECURSION_CUT = "limit:recursion"


def decision_tree(variants: list[Value], tests: list[tuple]) -> Value:
    """Rule ``value.array-mutation`` per caller: the value of an array joined after ``k``
    ``if``-guarded calls, ``variants[v]`` holding the calls ``j`` with bit ``j`` of ``v``
    set, as nested :func:`guarded` choices on each call's test, so that a caller's arguments
    decide which pushes ran (``if (params.id) parts.push(id)`` called without ``id``)."""
    def choose(j: int, v: int) -> Value:
        if j == len(tests):
            return variants[v]
        return guarded(tests[j], choose(j + 1, v | 1 << j), choose(j + 1, v))
    return choose(0, 0)


def with_origin(value: Value, name: str) -> Value:
    """A string read through a named binding remembers the name on its literal pieces (so
    ``API_ROOT`` can be recognised as a base URL constant after inlining) and on its holes
    that have none yet (rule ``url.segment-parameter``: a hole written in the same string as
    its text, ``labelId:${labelId}``, is not glued to a named constant)."""
    if isinstance(value, StrV) and any(isinstance(p, (Text, HoleV)) and p.origin is None
                                       for p in value.parts):
        return StrV(tuple(replace(p, origin=name) if p.origin is None else p
                          for p in value.parts))
    return value


def plus_kind(value: Value) -> str:
    """``number``, ``string`` or ``other``: what ``+`` sees of an operand (a value of
    unknown type is ``other``; an environment variable is a string)."""
    if isinstance(value, LitV) and isinstance(value.value, (int, float)) \
            and not isinstance(value.value, bool) or numeric_unknown(value):
        return "number"                      # rule value.arithmetic-operand: `(b - c)`
    return "string" if isinstance(value, (StrV, EnvV)) else "other"


def number_of(value: Value) -> int | float | None:
    return value.value if isinstance(value, LitV) else None


def sometimes_sent(value: Value) -> Value | None:
    """Rule ``query.conditional-spread`` in a ``URLSearchParams``: the value a member sends
    when it is sent, when the member is fixed text that is sometimes absent
    (``{...(f.x && {mode: 'full'})}``: ``'full'`` or no entry, never ``mode=``); ``None``
    for any other member (a caller's value that may be absent is optional already)."""
    if not isinstance(value, AltV):
        return None
    given = [o for o in value.options if not (isinstance(o, LitV) and o.value is None)]
    if len(given) == len(value.options) or not given or \
            any(text_of(o) is None for o in given):
        return None
    return given[0] if len(given) == 1 else AltV(tuple(given))


class Expressions:
    """The resolver's methods of this seam: evaluating one expression to a value."""

    # ================================================================ evaluation
    def evaluate(self, expr: Expr | None, frame: Frame, depth: int = 0) -> Value:
        """The value of ``expr`` in ``frame``; never raises on unmodelled code. A value that
        builds containers (a call's result, an object, an array, a template, alternatives)
        is checked against the value-size budget (:meth:`within_size`)."""
        self._steps += 1
        if self._budgeted and self._steps > FILE_WORK:
            raise FileWorkBudget(frame.path)
        value = self.evaluate_expr(expr, frame, depth)
        if isinstance(expr, (Call, Obj, Arr, Tmpl, Alt)):
            return self.within_size(value, frame.path, expr.span)
        return value

    def value_of(self, expr: Expr | None, frame: Frame) -> Value:
        """The value of ``expr`` in ``frame`` for a reader after resolution
        (:meth:`code2skill.program.Program.value_of`): a fresh evaluation (depth 0) that never
        raises. An evaluation nested past Python's recursion limit is the unknown value
        ``limit:recursion``; the in-progress keys it left behind are cleared here, by the
        resolver that owns them."""
        try:
            return self.evaluate(expr, frame)
        except RecursionError:
            self._in_progress.clear()
            return UnknownV(RECURSION_CUT, self.where(frame.path, getattr(expr, "span", None)))

    def guarded_evaluate(self, expr: Expr | None, frame: Frame) -> Value:
        """:meth:`evaluate` for a recogniser's query (:class:`ProgramQueries`). Rule
        ``budget.recursion``: outside :meth:`summarise_all` (which skips the rest of a function
        nested too deeply, with a diagnostic), an outermost query nested past Python's
        recursion limit is the unknown value ``limit:recursion`` and a ``resolve`` warning at
        its line: one value of one file is lost, never a recogniser's whole program-wide
        setup (an axios client's base URL and auth read from every other file)."""
        if self._budgeted or self._guarded is not None:
            return self.evaluate(expr, frame)
        self._guarded = self._setup_of or "resolution"
        try:
            return self.evaluate(expr, frame)
        except RecursionError:
            self._in_progress.clear()
            span = getattr(expr, "span", None)
            reader = f"the {self._guarded} recogniser's program-wide setup" \
                if self._setup_of else "a recogniser"
            self.diagnostics.append(Diagnostic(
                frame.path, "resolve", f"resolution nested too deeply: a value {reader} read "
                "in this file is unknown; the rest of the program is read", "warning",
                span[0] if span else None))
            return UnknownV(RECURSION_CUT, self.where(frame.path, span))
        finally:
            self._guarded = None

    def within_size(self, value: Value, path: str, span: Span | None) -> Value:
        """``value``, or an unknown value and one ``resolve`` diagnostic per file when its
        tree (objects, arrays, string pieces, alternatives, shared parts counted each time
        they occur) has more than :data:`MAX_VALUE_NODES` nodes (rule ``budget.value-size``):
        values are shared, so ``{a: o, b: o}`` doubling 30 times is small in memory but
        every walk over it would take 2^30 steps. The check stops counting at the limit."""
        size = value_size(value, MAX_VALUE_NODES)
        self._steps += size                     # work units (rule budget.work-per-file)
        if size <= MAX_VALUE_NODES:
            return value
        self.note_limit(path, span, "value-size", f"a value of more than {MAX_VALUE_NODES:,} "
                        "nodes (objects, arrays or alternatives that double?): it is an "
                        "unknown value")
        return UnknownV("limit:value-size", self.where(path, span))

    def evaluate_expr(self, expr: Expr | None, frame: Frame, depth: int = 0) -> Value:
        """:meth:`evaluate` without the value-size check."""
        if expr is None:
            return UnknownV("missing")
        if depth > MAX_CALL_DEPTH or len(self._in_progress) > MAX_NESTING:
            self._truncated += 1
            return UnknownV(DEPTH_LIMIT, self.where(frame.path, getattr(expr, "span", None)))
        d = depth + 1
        if isinstance(expr, Lit):
            if isinstance(expr.value, str):
                return StrV((Text(expr.value, self.where(frame.path, expr.span)),))
            return LitV(expr.value, self.where(frame.path, expr.span), expr.null)
        if isinstance(expr, Tmpl):
            return self.template(expr, frame, d)
        if isinstance(expr, Hole):
            return self.evaluate(expr.expr, frame, d)
        if isinstance(expr, Ref):
            value = self.lookup(expr.name, frame, d, expr.span)
            return admin_ajax_read(self.wordpress_ajax, value, self.where(
                frame.path, expr.span)) or with_origin(value, expr.name)  # wordpress.admin-ajax
        if isinstance(expr, Member):
            env = self.env_var(expr)
            if env == "BASE_URL" and isinstance(expr.obj, Member) and isinstance(
                    expr.obj.obj, Ref) and expr.obj.obj.name == "import.meta":
                return vite_base_value(self.where(frame.path, expr.span))  # Vite's base path
            if env is not None:
                return EnvV(env, self.where(frame.path, expr.span),
                            isinstance(expr.obj, Member) and isinstance(expr.obj.obj, Ref)
                            and expr.obj.obj.name == "import.meta")
            counted = entries_joins.counted_object(expr)  # Object.keys(x).length
            if counted is not None:
                return entries_joins.key_count(self.evaluate(counted, frame, d),
                                               self.where(frame.path, expr.span))
            count = arity_read(expr, self.functions.get(frame.fid, (None, None))[1]) \
                if expr.prop == "length" and frame.fid is not None else None
            if count is not None:                    # rule value.arity-test
                return count
            if isinstance(expr.obj, Unknown) and expr.obj.kind == "super":
                inherited = super_member(self, frame, expr.prop, d)
                if inherited is not None:
                    return inherited
            cut = string_pieces.piece_of(expr.obj, expr.prop)
            read = self.string_piece(cut, frame, d) if cut is not None else None
            if read is not None:                      # rule value.string-piece
                return read
            settled = deferred_promise(self, expr, frame, d)
            if settled is not None:                   # rule value.deferred-promise
                return settled
            obj = self.evaluate(expr.obj, frame, d)
            kept = pinia_this_member(self, frame, expr.prop) if isinstance(obj, UnknownV) \
                and obj.reason == "this" else None
            if kept is not None:                      # rule pinia.stored-client
                return kept
            written = self.field_written(expr, obj, frame, d)
            if written is not None:                   # rule this.field-reaching-write
                return written
            written = self.parameter_written(expr, obj, frame, d)
            if written is not None:                   # rule value.parameter-member-write
                return written
            value = self.member(obj, expr.prop, d)
            typed = self.typed_field(expr, frame, value)
            if typed is not None:                     # rule value.model-field
                return typed
            ajax = admin_ajax_read(self.wordpress_ajax, value, self.where(frame.path, expr.span))
            if ajax is not None:                      # rule wordpress.admin-ajax
                return ajax
            if isinstance(value, UnknownV) or isinstance(value, LibV) and value.lib != "global":
                installed = self.verb_member(expr, frame, d)   # rule wrapper.verb-loop
                if installed is not None:
                    return installed
            if isinstance(value, UnknownV) and (value.reason == "no-member" or
                                                value.reason.startswith("unresolved:") or
                                                isinstance(obj, FnV)) or \
                    isinstance(value, LibV) and value.lib == "global" and len(value.path) > 1:
                return self.assigned_member(expr, frame, d) or value   # (window.App.Api,
            #                                             http.get of function http: its member)
            if isinstance(value, LibV) and value.lib == "jquery" and len(value.path) == 1:
                return self.assigned_member(expr, frame, d) or \
                    jquery_member(self, expr.prop, d) or value   # jquery.extend-/loop-member
            return value
        if isinstance(expr, Index):
            return self.computed_member(expr, frame, d)
        if isinstance(expr, Typed) and expr.form:      # (output.declared-answer reads the type)
            return self.evaluate(expr.expr, frame, d)
        if isinstance(expr, Typed) and expr.cast:
            value = self.evaluate(expr.expr, frame, d)
            if isinstance(value, UnknownV):           # rule client.cast-class
                found = declared_instance(self, frame.path, expr.type_text, d, unseen=(
                    isinstance(expr.expr, Call) and not expr.expr.new))  # this.unseen-origin
                return found if isinstance(found, InstanceV) else value
            return value
        if isinstance(expr, Typed):
            value = self.evaluate(expr.expr, frame, d)
            if isinstance(value, UnknownV):           # the declared type is all that is known
                return TypedV(expr.type_text, frame.path, (), self.where(frame.path, expr.span))
            if isinstance(value, ObjV) and value.declared is None:   # rule ts.declared-literal
                return replace(value, declared=TypedV(expr.type_text, frame.path, (),
                                                      self.where(frame.path, expr.span)))
            if isinstance(value, ArrV) and not value.items and value.declared is None:
                return replace(value, declared=TypedV(expr.type_text, frame.path, (),
                                                      self.where(frame.path, expr.span)))
            return value                                      # rule ts.declared-array
        if isinstance(expr, Call):
            return self.call_value(expr, frame, d)
        if isinstance(expr, Obj):
            return self.object(expr, frame, d)
        if isinstance(expr, Arr):
            return ArrV(self.eval_args(expr.items, frame, d), self.where(frame.path, expr.span))
        if isinstance(expr, Spread):
            return self.evaluate(expr.expr, frame, d)
        if isinstance(expr, Fn):
            this = frame.this if frame.this is not None else None
            return FnV(expr.fid, this)
        if isinstance(expr, Test):                    # rule value.condition
            decided = decide_test(self.evaluate(expr.subject, frame, d), expr.op, expr.literal)
            return LitV(decided, self.where(frame.path, expr.span)) if decided is not None \
                else UnknownV(f"{TEST_REASON}{expr.op}", self.where(frame.path, expr.span))
        if isinstance(expr, Alt):
            test = self.string_test(expr.test, frame, d) if expr.test is not None \
                and len(expr.options) == 2 else None
            decided = decide_test(*test) if test is not None else None
            if decided is not None:                   # rules value.string-test, value.condition
                return self.evaluate(expr.options[0 if decided else 1], frame, d)
            options = tuple(self.evaluate(o, frame, d) for o in expr.options)
            piece = separator_choice(options, self.where(frame.path, expr.span))
            if piece is not None:                     # rule url.separator-choice
                return piece
            pair = fallback_pair(test, options) if test is not None else None
            if pair is not None:                      # rule value.presence-fallback: x ?? y
                return alternatives(list(pair), fallback_kind(test))
            if test is not None and mentions_param(test[0]):
                return AltV(options, "any", field_condition(   # rule this.unseen-origin
                    self, test[0], expr.cond, f"{frame.fid or frame.path}:{expr.cond}"), test)
            ensured = ensured_affix(test, options) if test is not None else None
            if ensured is not None:                   # rule value.ensured-affix
                return ensured
            value = alternatives(list(options), expr.kind)
            return keyed(value, options, f"{frame.fid or frame.path}:{expr.cond}") \
                if expr.cond else value
        if isinstance(expr, Unknown):
            return UnknownV(expr.kind, self.where(frame.path, expr.span))
        return UnknownV(type(expr).__name__)

    def string_test(self, test: Expr, frame: Frame, depth: int) -> tuple | None:
        """``(subject, method, literal)`` of a ternary condition that tests a string with a
        literal (``url.startsWith('http')``, ``path.includes('://')``), compares a value with
        a literal (``id !== null``: method ``!==``) or reads one for its truth (``id ?``:
        ``truthy``, ``!id``: ``falsy``) or asks whether a value is an array
        (``Array.isArray(key)``: method ``isArray``, literal ``True``, ``False`` when negated;
        rule ``value.is-array``); ``None`` for any other condition."""
        array_test = is_array_test(test)
        if array_test is not None:
            return (self.evaluate(array_test[0], frame, depth), IS_ARRAY, array_test[1])
        if isinstance(test, Test):
            return (self.evaluate(test.subject, frame, depth), test.op, test.literal)
        if isinstance(test, (Ref, Member)):
            return (self.evaluate(test, frame, depth), "truthy", None)
        if not (isinstance(test, Call) and isinstance(test.callee, Member)
                and test.callee.prop in STRING_TESTS and len(test.args) == 1
                and isinstance(test.args[0], Lit) and isinstance(test.args[0].value, str)):
            return None
        return (self.evaluate(test.callee.obj, frame, depth), test.callee.prop,
                test.args[0].value)

    def array_join(self, arr: Arr, sep: Expr | None, frame: Frame, depth: int,
                   span: Span | None) -> Value:
        """``['', 'api', 'v2', path].join('/')`` (rule ``value.array-join``): the items' texts
        with the separator between them (``,`` when none is given); ``null``/``undefined``
        give an empty text, as in JavaScript; an item of unknown value is a hole named after
        its expression; a spread of an array the resolver knows (a rest parameter's
        arguments: ``['', ...paths]``) gives its items. A separator that is no fixed text,
        or a spread of anything else (its length is unknown), makes the whole string
        unknown."""
        sep_value = self.evaluate(sep, frame, depth) if sep is not None else StrV((Text(","),))
        sep_text = text_of(sep_value)
        items = self.join_items(arr, frame, depth)
        if sep_text is None or items is None:
            return UnknownV("array-join", self.where(frame.path, span))
        return self.joined_text(items, sep_text, sep_value, frame, span)

    def joined_text(self, items: list[tuple[str | None, Value, Where | None]], sep_text: str,
                    sep_value: Value, frame: Frame, span: Span | None) -> Value:
        """The text of ``items`` (``(name, value, where)``) joined by ``sep_text`` (rule
        ``value.array-join``; ``null``/``undefined`` give an empty text)."""
        parts: list[Text | HoleV] = []
        for i, (name, value, where) in enumerate(items):
            if i and sep_text:
                parts.append(Text(sep_text, first_where(sep_value) or
                                  self.where(frame.path, span)))
            if isinstance(value, LitV) and value.value is None:
                continue
            if name and name.startswith("...") and isinstance(value, ParamV):
                parts.append(HoleV(name[3:], value, where, spread=sep_text))
                continue
            parts.append(HoleV(name, value, where))
        return self.within_budget(flatten(StrV(tuple(parts))), frame.path, span)

    def join_items(self, arr: Arr, frame: Frame, depth: int
                   ) -> list[tuple[str | None, Value, Where | None]] | None:
        """An array literal's items as ``(name, value, where)``, spreads of known arrays
        expanded; ``None`` when a spread's length is unknown."""
        items: list[tuple[str | None, Value, Where | None]] = []
        for item in arr.items:
            where = self.where(frame.path, getattr(item, "span", None))
            value = self.evaluate(item.expr if isinstance(item, Spread) else item, frame, depth)
            if not isinstance(item, Spread):
                items.append((hole_name_of(item), value, where))
            elif isinstance(value, ArrV):
                items.extend((None, v, first_where(v) or where) for v in value.items)
            elif isinstance(value, ParamV) and not value.path:
                items.append(("..." + value.name, value, where))   # joined once a call gives it
            else:
                return None
        return items

    def local_array_join(self, call: Call, frame: Frame, depth: int) -> Value | None:
        """Rule ``value.array-mutation`` (:mod:`code2skill.arrays`): ``parts.join(sep)`` of a
        local array, with the ``push``/``unshift``/``pop``/``shift`` calls the function makes
        on it before the join; one alternative per variant (an item with no span of its own
        is evidenced at its value, else at the array literal). ``None`` when ``parts`` holds
        no known array (other rules apply), an unknown value when a mutation cannot be
        followed."""
        from code2skill import arrays
        start = self.evaluate(call.callee.obj, frame, depth)
        if not isinstance(start, ArrV) or call.span is None:
            return None
        sep_value = self.evaluate(call.args[0], frame, depth) if call.args \
            else StrV((Text(","),))
        sep_text = text_of(sep_value)
        if sep_text == "&" and not start.items:           # rule query.entries-loop
            source = pushed_pairs_source(call.callee.obj.name, frame,
                                         self.scopes_within(frame.path, frame.fid), self)
            if source is not None:
                return StrV((HoleV(None, self.evaluate(source[0], source[1], depth),
                                   self.where(frame.path, call.span)),))
        sites = self.calls_by_scope.get((frame.path, frame.fid), [])
        calls = arrays.mutations(call.callee.obj.name, sites, call.span)
        lists = arrays.variants(start, calls, lambda e: self.evaluate(e, frame, depth),
                                hole_name_of) if calls is not None else None
        if lists is None and calls is not None and sep_text == "&":
            lists = arrays.query_variants(start, calls,     # rule query.optional-entries
                                          lambda e: self.evaluate(e, frame, depth),
                                          hole_name_of)
            calls = [] if lists is not None else calls
        if sep_text is None or lists is None:
            return UnknownV("array-mutation", self.where(frame.path, call.span))

        def item(value: Value, name: str | None, span) -> tuple:
            where = self.where(frame.path, span) if span \
                else first_where(value) or start.where
            return (name or (value.name if isinstance(value, ParamV) else None), value, where)

        joined = [self.joined_text([item(*i) for i in items], sep_text, sep_value, frame,
                                   call.span) for items in lists]
        tests = [as_test(site.guard) for site in calls if site.guard is not None]
        if tests and all(t is not None for t in tests):
            inner = Frame(frame.path, frame.fid, frame.this)
            return decision_tree(joined, [((self.evaluate(t.subject, inner, depth + 1), t.op,
                                            t.literal),) for t in tests])
        options = tuple(dict.fromkeys(joined))
        return options[0] if len(options) == 1 else AltV(options)

    def where(self, path: str, span: Span | None) -> Where | None:
        return (path, span) if span is not None else None

    def template(self, expr: Tmpl, frame: Frame, depth: int) -> Value:
        if expr.plus:
            return self.plus(expr, frame, depth)
        pairs = looped_pairs(expr, frame, self) or {}       # rule query.counted-loop
        parts: list[Text | HoleV] = []
        skip = 0
        for at, part in enumerate(expr.parts):
            if skip:
                skip -= 1
                continue
            if at in pairs:                   # k=v of a loop over x's members: x's pairs
                parts.append(HoleV(None, self.evaluate(*pairs[at], depth),
                                   self.where(frame.path, part.span), tag=(COUNTED_LOOP, "")))
                skip = 2
                continue
            if isinstance(part, Lit):
                parts.append(Text(str(part.value) if part.value is not None else "",
                                  self.where(frame.path, part.span)))
                continue
            value = self.evaluate(part.expr, frame, depth)
            if isinstance(value, ClientV) and value.lib == "urlsearchparams" and not value.path:
                value = self.search_params_text(value, frame)      # `?${params}`
            parts.append(HoleV(part.name, value, self.where(frame.path, part.span),
                               lookup=self.config_lookup(part.expr, value, frame, depth),
                               receiver=hole_receiver(part.expr, part.name)))
        return self.within_budget(flatten(StrV(tuple(parts))), frame.path, expr.span)

    def config_lookup(self, expr: Expr, value: Value, frame: Frame, depth: int
                      ) -> Lookup | None:
        """Rule ``service.config-lookup``: the configuration lookup ``expr`` is, when it
        evaluated to a value the resolver could not follow (``config.get('api.host')``), with
        the default an object its getter's module imports holds at the key, else ``None``."""
        if not isinstance(value, UnknownV):
            return None
        found = lookup_of(expr, lambda callee: self.evaluate(callee, frame, depth + 1))
        if found is None or found.getter not in self.functions:
            return found
        home = self.functions[found.getter][0]     # the getter's module: what it imports
        objects = [self.evaluate(Ref(i.local), Frame(home, None), depth + 1)
                   for i in self.modules[home].imports if i.local and not i.type_only]
        return replace(found, default=default_text(
            objects, found.arg, lambda obj, prop: self.member(obj, prop, depth + 1)))

    def plus(self, expr: Tmpl, frame: Frame, depth: int) -> Value:
        """A ``+`` chain with no string operand known at extraction, folded left to right
        as JavaScript does (rule ``value.numeric-plus``): two numbers add (``V + 1`` with
        ``const V = 1`` is ``2``; a BigInt and a Number throw: unknown); a string on either
        side concatenates, the number in JavaScript's text (:func:`js_number_text`); a
        number and a value of unknown type give an unknown value (addition or
        concatenation: not fabricated); two values of unknown type concatenate. An
        arithmetic operand (``a + (b - c)``) is a number of unknown value (rule
        ``value.arithmetic-operand``, :mod:`code2skill.arithmetic`), and numbers of which one
        is unknown add up to an unknown number."""
        acc: list[Text | HoleV] = []
        kind = ""
        total: int | float | None = None
        for part in expr.parts:
            if isinstance(part, Lit):
                value = self.evaluate(part, frame, depth)
                name, where, lookup, receiver = None, first_where(value), None, None
            else:
                value = self.evaluate(part.expr, frame, depth)
                name, where = part.name, self.where(frame.path, part.span)
                lookup = self.config_lookup(part.expr, value, frame, depth)
                receiver = hole_receiver(part.expr, name)
            this = plus_kind(value)
            if not kind:
                kind, total = this, number_of(value)
                acc = [HoleV(name, value, where, lookup=lookup, receiver=receiver)]
            elif kind == "number" and this == "number":
                if total is None or number_of(value) is None:    # `a * 2 + (b - c)`
                    total = None
                    span_where = self.where(frame.path, expr.span)
                    acc = [HoleV(None, UnknownV(UNKNOWN_NUMBER, span_where), span_where)]
                    continue
                total = js_add(total, number_of(value))
                if total is None:                    # BigInt + Number: a TypeError
                    return UnknownV("bigint-mixed", self.where(frame.path, expr.span))
                acc = [HoleV(None, LitV(total, where), where)]
            elif "string" in (kind, this):
                kind = "string"
                acc.append(HoleV(name, value, where, lookup=lookup, receiver=receiver))
            elif "number" in (kind, this):
                kind = "other"
                acc = [HoleV(None, UnknownV("number-or-string", self.where(
                    frame.path, expr.span)), self.where(frame.path, expr.span))]
            else:
                acc.append(HoleV(name, value, where, lookup=lookup, receiver=receiver))
        if kind == "number":
            return LitV(total, self.where(frame.path, expr.span)) if total is not None else \
                UnknownV(UNKNOWN_NUMBER, self.where(frame.path, expr.span))
        if len(acc) == 1 and isinstance(acc[0].value, UnknownV) and acc[0].name is None:
            return acc[0].value              # one unknown sum: the name is the reader's
        return self.within_budget(flatten(StrV(tuple(acc))), frame.path, expr.span)

    def within_budget(self, value: Value, path: str, span: Span | None) -> Value:
        """``value``, or an unknown value and one ``resolve`` diagnostic per file when it is a
        string over the budget (rule ``budget.string-size``: :data:`MAX_STRING_TEXT`
        characters, :data:`MAX_STRING_PARTS` pieces). The result is deterministic, so it is
        cached like any other."""
        if not string_over_budget(value):
            return value
        self.note_limit(path, span, "string-size", f"a string value over {MAX_STRING_TEXT:,} "
                        f"characters or {MAX_STRING_PARTS:,} pieces (constants that double?): "
                        "it is an unknown value")
        return UnknownV("limit:string-size", self.where(path, span))

    def note_limit(self, path: str, span: Span | None, limit: str, what: str) -> None:
        """One ``resolve`` warning per file and limit: ``limit <name> exceeded: <what>``."""
        key = (path, limit)
        if key in self._limits_noted:
            return
        self._limits_noted.add(key)
        self.diagnostics.append(Diagnostic(path, "resolve", f"limit {limit} exceeded: {what}",
                                           "warning", span[0] if span else None))

    def search_params(self, params: ClientV, frame: Frame) -> ObjV:
        """The entries of a ``URLSearchParams``: its initial object, then every ``set``/
        ``append`` on it in the same function or a callback in it (a guarded or called-back
        one may be absent: ``undefined`` is one of its values, so it is optional). Rule
        ``query.entries-loop`` (:mod:`code2skill.object_loops`): ``append(k, v)`` with ``k``
        the key of a loop over ``x``'s members (``for (const [k, v] of Object.entries(x))``,
        ``Object.keys(x).forEach((k) => …)``, also encoded: ``encodeURIComponent(k)``) is a
        keyless entry holding ``x`` (its members, once known); rule ``query.looped-keys``
        (:mod:`code2skill.looped_keys`): ``set(key, obj[key])`` with ``key`` the item of a
        loop over a list of names is one entry per name (waiting for the list while a caller
        gives it); any other key that is not
        fixed text is a keyless unknown entry, so the query is reported, not dropped. A ``set``
        that always runs replaces the earlier entries of its name; a ``set`` loop over the
        members of an object an earlier keyless entry already holds sets the same names to
        the same values, so it adds nothing (the same key-copy loop written N times is one
        entry, not N pieces of one query)."""
        props = [replace(p, value=alternatives([p.value, LitV(None)]), optional=False)
                 if p.optional else p for p in body_entries(params.config)] \
            if isinstance(params.config, ObjV) else []   # rule value.conditional-spread
        for scope in self.scopes_within(frame.path, frame.fid):
            inner = Frame(frame.path, scope, frame.this)
            for site in self.calls_by_scope.get((frame.path, scope), []):
                callee = site.call.callee
                if not (isinstance(callee, Member) and callee.prop in ("set", "append")
                        and len(site.call.args) >= 2):
                    continue
                owner = self.evaluate(callee.obj, inner)
                if not (isinstance(owner, ClientV) and owner.where == params.where):
                    continue
                where = self.where(frame.path, site.call.span)
                key = text_of(self.evaluate(site.call.args[0], inner))
                if key is None:
                    loop = key_source(site.call.args[0], inner, self)
                    picked = looped_pick(self, site.call.args[0], site.call.args[1], inner,
                                         where) if loop is None else None
                    if picked is not None:                # rule query.looped-keys
                        props.extend(picked.props)
                        continue
                    value = self.evaluate(*loop) if loop is not None else UnknownV("query-key")
                    if loop is None or callee.prop != "set" or not any(
                            p.key is None and p.value == value for p in props):
                        props.append(PropV(None, value, where,
                                           optional=site.guarded or scope != frame.fid))
                    continue
                looped = looped_array(site.call.args[1], inner, self) \
                    if callee.prop == "append" else None
                value = self.evaluate(site.call.args[1], inner) if looped is None else \
                    looped_items(self, looped, where)             # rule query.looped-append
                test = as_test(site.guard) if site.guard is not None and scope == frame.fid \
                    else None
                if test is not None:              # if (endpoint) params.append(…): per caller
                    value = guarded(((self.evaluate(test.subject, inner), test.op,
                                      test.literal),), value, LitV(None))
                elif site.guarded or scope != frame.fid:
                    value = alternatives([value, LitV(None)])
                elif callee.prop == "set":        # set, always run, replaces that name's
                    props = [p for p in props if p.key != key]
                props.append(PropV(key, value, where, rule=LOOPED_APPEND if looped else None))
        return ObjV(tuple(props), params.where)


    def object_from_entries(self, entries: Expr, frame: Frame, depth: int) -> Value:
        """Rule ``value.object-entries``: ``Object.fromEntries(Object.entries(x))`` is ``x``;
        with ``.filter(…)`` on the entries each member of a known object may be absent
        (``undefined`` is one of its values). Other entry lists are unknown."""
        filtered = isinstance(entries, Call) and isinstance(entries.callee, Member) \
            and entries.callee.prop == "filter"
        source = entries.callee.obj if filtered else entries
        installed = entries_object(self, entries, frame, depth)
        if installed is not None:                 # rule wrapper.verb-loop: VERBS.map(…)
            return ObjV(installed)
        if not (isinstance(source, Call) and len(source.args) == 1
                and member_path(source.callee) == ("Object", "entries")):
            return UnknownV("object-entries")
        value = self.evaluate(source.args[0], frame, depth)
        if filtered and isinstance(value, ObjV):
            return replace(value, props=tuple(
                replace(p, value=alternatives([p.value, LitV(None)])) if p.key is not None
                else p for p in value.props))
        return value

    def returned_search_params(self, value: Value, frame: Frame) -> Value:
        """Rule ``query.returned-params``: a ``URLSearchParams`` a function makes and
        returns carries the ``set``/``append`` calls made on it there (``if (endpoint)
        params.append('endpoint', endpoint); return params``: an optional entry), so the
        callers that add more and send it keep them (their parameters filled by each caller's
        arguments); any other value is returned unchanged."""
        if not (isinstance(value, ClientV) and value.lib == "urlsearchparams" and not value.path
                and value.where is not None and value.where[0] == frame.path):
            return value
        if value.config is not None and not isinstance(value.config, ObjV):
            return value                              # new URLSearchParams(params): not folded
        return replace(value, config=self.search_params(value, frame))

    def search_params_text(self, params: ClientV, frame: Frame) -> Value:
        """``params.toString()`` as a query string with holes (``q=${q}&limit=${limit}``),
        each name and value form-encoded as ``URLSearchParams`` sends it (rule
        ``value.string-codec``: ``{q: 'a b&c'}`` is ``q=a+b%26c``, one parameter; a
        parameter's value keeps the code for its callers); an initial value that is no object
        (:func:`search_init`: a parameter, a query string, ``Object.fromEntries(…)``) is one
        hole naming no parameter, read when its callers fill it (see
        ``normalize.parse_query``); an entry ``{[key]: value}`` whose key a caller decides is
        ``${key}=${value}``, named where the caller's key is known, else a parameter of
        unnamed key (rule ``query.unnamed-key``), never the value read as a query string."""
        parts: list[Text | HoleV] = []
        if params.config is not None and not isinstance(params.config, ObjV):
            parts.append(HoleV(None, params.config, params.where))
        for prop in self.search_params(params, frame).props:
            if prop.key is None and prop.rule == LOOPED_KEYS:    # names no caller gave yet
                parts += [Text("&", prop.where)] if parts else []
                parts.append(HoleV(None, ObjV((prop,), prop.where), prop.where,
                                   tag=(LOOPED_KEYS, SEARCH_GUARDED)))
                continue
            if prop.key is None and prop.key_value is not None:   # {[key]: v}: a name hole
                parts += [Text("&", prop.where)] if parts else []  # (rule query.unnamed-key)
                parts += [HoleV(None, coded(prop.key_value, FORM), prop.where),
                          Text("=", prop.where), HoleV(None, coded(prop.value, FORM), prop.where)]
                continue
            if prop.key is None:                      # entries read from a value
                if parts:
                    parts.append(Text("&", prop.where))
                parts.append(HoleV(None, prop.value, prop.where))
                continue
            key = form_text(prop.key)
            if key is None:                           # a lone surrogate in the name
                return UnknownV("uri-error", prop.where)
            sent = sometimes_sent(prop.value)
            if sent is not None:                      # rule query.conditional-spread
                parts += [Text("&", prop.where)] if parts else []
                parts.append(HoleV(None, AltV((StrV((
                    Text(key + "=", prop.where), HoleV(prop.key, coded(sent, FORM),
                                                       prop.where))), StrV(()))), prop.where))
                continue
            parts.append(Text(("&" if parts else "") + key + "=", prop.where))
            parts.append(HoleV(prop.key, coded(prop.value, FORM), prop.where,
                               tag=(prop.rule, "") if prop.rule else None))
        return flatten(StrV(tuple(parts)))

    def string_piece(self, cut: tuple, frame: Frame, depth: int) -> Value | None:
        """Rule ``value.string-piece`` (:mod:`code2skill.string_pieces`): the piece ``cut``
        (``(string expression, PieceCode)``) of a string, a parameter or alternatives of
        those; ``None`` for any other value (other rules read it: a page address)."""
        target = self.evaluate(cut[0], frame, depth)
        if not string_pieces.cuttable(target):
            return None
        return cut[1].applied(target)

    def object(self, expr: Obj, frame: Frame, depth: int) -> ObjV:
        props: list[PropV] = []
        for prop in expr.props:
            value = self.evaluate(prop.value, frame, depth)
            where = self.where(frame.path, prop.span)
            if prop.key_expr is not None:                 # [ContentType.Json]: …
                key_value = self.evaluate(prop.key_expr, frame, depth)
                key = text_of(key_value)
                if key is None and mentions_param(key_value):     # rule body.computed-key
                    props.append(PropV(None, value, where, key_value=key_value))
                    continue
                props.append(PropV(key, value if key is not None
                                   else UnknownV("computed-key", where), where))
            elif prop.key is None:
                props.extend(spread_props(value, prop.omit, where))
            else:
                props.append(PropV(prop.key, value, where))
        return ObjV(tuple(props), self.where(frame.path, expr.span))

    def joined_list(self, call: Call, frame: Frame, depth: int) -> Value | None:
        """Rule ``value.joined-list``: ``ids.join(',')`` (or ``ids.join()``) of a parameter or
        a member of one is that list, sent as its items joined by ``,`` (as a template literal
        writes an array): the parameter itself when its declared type says what it holds,
        else a list of strings (a :class:`TypedV` ``string[]``), never one opaque text, marked
        ``joined`` (a path segment takes the list, a query parameter or body field one text).
        ``None`` for another separator or a value that is no parameter."""
        separator = self.evaluate(call.args[0], frame, depth) if call.args else LitV(",")
        if text_of(separator) != ",":
            return None
        items = self.evaluate(call.callee.obj, frame, depth)
        if not isinstance(items, ParamV):
            return None
        if items.type_text and not items.path:
            return replace(items, joined=",")
        return TypedV("string[]", frame.path, (), self.where(frame.path, call.span), joined=",")
