"""Per-caller specialisation of request templates (seam of the resolver).

Owns the substitution of a function's parameters by a caller's arguments
(:meth:`Specialise.substitute`, :func:`~code2skill.resolution.shared.substitute_template`), one
request per caller where the callers decide a path (:meth:`Specialise.specialise`), the arms
each caller takes, requests passed up through closures and factories, props bound by parent
components, and the callers redux-saga effects and applied functions add.

May read: the facts, the values, the resolver's state (its callers once linked); the calls seam
for a function's callers and arguments."""
from __future__ import annotations

import hashlib
from dataclasses import replace
from typing import Callable, Iterable

from code2skill.facts import Expr, Hole, Lit, Member, Ref, Span, Tmpl
from code2skill.angularjs_injected_members import within as nested_in
from code2skill.vue_refs import is_ref
from code2skill.linked_arms import arm, arm_count, keyed
from code2skill.compound_tests import map_parts
from code2skill.applied_calls import RULE as APPLIED_RULE, applied_calls, handed_functions
from code2skill.arguments_object import ARGUMENTS, array_length
from code2skill.saga_effects import RULE as SAGA_RULE, effect_calls
from code2skill.path_tail import RULE as TAIL_RULE, tail_params
from code2skill.passed_headers import RULE as HEADERS_RULE, adds_credential, open_headers
from code2skill.empty_segments import erases_segment
from code2skill.sql_statements import ARGUMENT_RULE as STATEMENT_RULE, statement_effect
from code2skill.rpc_envelopes import ARGUMENT_RULE as RPC_RULE, envelope_method, open_method
from code2skill.query_operations import (ARGUMENT_RULE as QUERY_FIELD_RULE, open_object,
                                         sent_operations)
from code2skill.requests import RequestTemplate, Site, library_site
from code2skill import entries_joins, null_defaults
from code2skill.chosen_arms import ArmTest, OP as ARM_OP, callers_outcome, keyed_label, open_note
from code2skill.problem import Problem
from code2skill.vue_options import Component, bound_literals, camel, markup_call, renders
from code2skill.returned_functions import known_name
from code2skill.looped_keys import RULE as LOOPED_KEYS, substituted_entries
from code2skill.caller_arms import (CALLER_RULE, PASSED_RULE, Unpassed, choices_in, maybe_absent,
                                    passed_outcome, pruned, taken_by_callers, unpassed)
from code2skill.verb_loops import passed_item
from code2skill.svelte_forms import RULE as FORM_ACTION_RULE, form_handlers
from code2skill.svelte_props import RULE as SVELTE_PROPS_RULE
from code2skill.string_codecs import all_coded, json_text
from code2skill.recogniser_context import Context, Frame
from code2skill.required_params import open_tests, passed, passed_tests
from code2skill.values import (AltV, ArrV, ChoiceV, ClientV, FnV, HoleV, InstanceV, LibV, LitV,
                               ObjV, ParamV, PropV, StrV, Text, TypedV, UnknownV, Value, Where,
                               first_where, literal_of, mentions_param, spread_props,
                               string_over_budget, text_of)
from code2skill.captured_calls import calls_carry_captures
from code2skill.validated_payloads import validated
from code2skill.resolution.shared import (CHAINED_RULE, Emitted, KIND_RULE, MAX_DEFERRED,
                                          MEMBER_RULE, NEGATION, alternatives, assume, decide_arm,
                                          decide_test, flatten, guarded, has_fixed_text,
                                          is_deferred, never_made, select, substitute_template,
                                          unsent)


OUTER_PARAMETERS = "closure.outer-parameters"
MAX_CALLER_HOPS = 4           # callers a request is passed up through (closure.caller-chain …)


def own_path_params(template: RequestTemplate, fid: str) -> set[str]:
    """Names of ``fid``'s parameters that fill whole holes of the template's URL path."""
    return {slot.name for slot in own_path_slots(template, fid) if not slot.path}


def own_path_members(template: RequestTemplate, fid: str) -> list[ParamV]:
    """The members of ``fid``'s parameters that fill whole holes of the template's URL path
    (``data.actionType`` in `` `/auth/${data.actionType}` ``), once each in path order."""
    return [slot for slot in own_path_slots(template, fid) if slot.path]


def own_path_slots(template: RequestTemplate, fid: str) -> list[ParamV]:
    """``fid``'s parameters and their members that fill whole holes of the template's URL
    path (``kind``, ``data.actionType``), once each in path order."""
    found: list[ParamV] = []
    for hole in path_holes(template.url):
        if isinstance(hole.value, ParamV) and hole.value.fid == fid and hole.value not in found:
            found.append(hole.value)
    return found


def path_holes(url: Value) -> list[HoleV]:
    """The holes of ``url``'s path (before any ``?`` or ``#``), in order; ``[]`` for a URL
    that is no string template."""
    found: list[HoleV] = []
    for part in url.parts if isinstance(url, StrV) else ():
        if isinstance(part, Text) and ("?" in part.text or "#" in part.text):
            break
        if isinstance(part, HoleV):
            found.append(part)
    return found


def path_shape(url: Value) -> str:
    """``url`` as text with each hole ``{}`` (``/api/auth/login``, ``/users/{}``): two URLs
    of the same shape name the same path, wherever their texts were written."""
    if not isinstance(url, StrV):
        return repr(url)
    return "".join(p.text if isinstance(p, Text) else "{}" for p in url.parts)


def own_field_params(template: RequestTemplate, fid: str) -> set[str]:
    """Names of ``fid``'s parameters sent whole as a top-level field of an object-literal body
    or as a query parameter of an object-literal query (``{documents, method}``)."""
    names: set[str] = set()
    for value in (template.body, template.query):
        if isinstance(value, ObjV):
            names.update(p.value.name for p in value.props
                         if p.key is not None and isinstance(p.value, ParamV)
                         and p.value.fid == fid and not p.value.path)
    return names


def own_body_param(template: RequestTemplate, fid: str) -> str | None:
    """The name of ``fid``'s parameter the template sends whole as its body
    (``manage(payload)`` → ``fetch(url, {body: JSON.stringify(payload)})``), else ``None``."""
    body = template.body
    return body.name if isinstance(body, ParamV) and body.fid == fid and not body.path \
        else None


def literal_keys_vary(bodies: list[Value | None]) -> bool:
    """Whether every one of ``bodies`` is an object literal of known members and some key
    has a literal in each, of two or more values, that selects the operation: a key named
    like a selector or a value naming an action (``{action: 'getMonitors', …}`` / ``{action:
    'deleteMonitor', …}``; :mod:`code2skill.passes.discriminator`). Paging values
    (``{page: 1, pageSize: 50}`` / ``{…, pageSize: 100}``) are no operations: the body stays
    one union over its callers (rule ``body.caller-union``)."""
    from code2skill.passes.discriminator import action_words, selector_name

    if not bodies or not all(isinstance(b, ObjV) and all(p.key is not None for p in b.props)
                             for b in bodies):
        return False
    keys = {p.key for p in bodies[0].props}  # type: ignore[union-attr]
    for key in sorted(keys):  # type: ignore[type-var]
        found = [literal_of(b.get(key)) for b in bodies]  # type: ignore[union-attr]
        if None in found or len({repr(v) for v in found}) < 2:
            continue
        if selector_name(f"body:{key}") or any(action_words(v) for v in found):
            return True
    return False


def with_unpassed(template: RequestTemplate, found: tuple[Unpassed, ...]) -> RequestTemplate:
    """``template`` with the tests ``found`` added to :attr:`RequestTemplate.unpassed` (rule
    ``url.unpassed-arm``), each once."""
    added = tuple(u for u in found if u not in template.unpassed)
    return replace(template, unpassed=template.unpassed + added) if added else template


def condition_key(cond: str | None, subject: Value) -> str | None:
    """The identity of a ternary's condition once the value it tests is known (rule
    ``url.same-condition``): the condition's place and text with that value, so two choices
    on one test of one value pair up, and the same function called on two values does not."""
    if cond is None:
        return None
    digest = hashlib.blake2b(repr(subject).encode("utf-8", "surrogatepass"),
                             digest_size=8).hexdigest()
    return f"{cond.split('|', 1)[0]}|{digest}"


def returned_fids(value: Value) -> set[str]:
    """The user functions a return value may be (``return p => …``, one of alternatives)."""
    options = value.options if isinstance(value, AltV) else (value,)
    return {o.fid for o in options if isinstance(o, FnV)}


def segment_text(url: Value, slot: ParamV, value: Value | None) -> bool:
    """Whether ``value``, passed for the path hole ``slot`` of ``url``, is fixed text that
    names an endpoint: :func:`fixed_texts`, but never an empty text that would erase a whole
    segment (rule ``wrapper.empty-segment-argument``, :mod:`code2skill.empty_segments`).
    The literal ``null`` names its own endpoint too (rule ``value.nullish-default``: a default
    takes the place of ``undefined`` only, so ``purge(null)`` of ``purge(kind = 'all')`` is
    never ``/logs/all``); the URL keeps its hole there (:func:`~code2skill.resolution.shared.
    flatten` writes no ``null`` text: a ``null`` in a URL is read as a value not yet set)."""
    return (fixed_texts(value) or isinstance(value, LitV) and value.value is None
            and value.null) and not erases_segment(url, slot, value)


def any_options(value: AltV) -> list[Value]:
    """The options of a choice of kind ``any``, those of a nested such choice in its place."""
    return [o for option in value.options
            for o in (any_options(option) if isinstance(option, AltV) and option.kind == "any"
                      else (option,))]


def kind_holes(url: Value, slot: dict[str, ParamV], holes: set[str],
               mappings: list[dict[str, Value]]) -> set[str]:
    """Rule ``wrapper.literal-kind-arguments``: the path holes of a wrapper (``holes``, its
    parameters, at ``slot``) for which every known call passes fixed text, when another hole
    takes a value no call fixes for all (a generic store's ``find(type, id)`` called as
    ``find('discussions', id)`` and ``find('users', userId)``): the fixed ones name the kind of
    resource, so each call names its own endpoint and the others stay its inputs. Empty when no
    hole is fixed by every call, or when every other hole is a literal at every call (``upload(
    's1', 0, chunk)``: rule ``wrapper.literal-arguments`` decides such calls, and splitting here
    would fix the literal ``0`` into the path as well)."""
    fixed = {name for name in holes
             if all(segment_text(url, slot[name], m.get(name)) for m in mappings)}
    open_holes = {name for name in holes - fixed
                  if any(literal_of(m.get(name)) is None for m in mappings)}
    return fixed if fixed and open_holes else set()


def fixed_texts(value: Value | None) -> bool:
    """Whether ``value`` is fixed text, or alternatives each of which is."""
    if isinstance(value, AltV):
        return value.kind == "any" and all(text_of(o) is not None for o in value.options)
    return text_of(value) is not None


def spread_items(parts: tuple[Text | HoleV, ...]) -> StrV:
    """Rule ``value.array-join`` for a spread array parameter: a hole that spread it into a
    join (``HoleV.spread``) whose value a call now gives as an array becomes its items joined
    by the separator (``null``/``undefined`` ones empty); an empty array also drops the
    separator that joined it. Other parts are kept."""
    out: list[Text | HoleV] = []
    for i, part in enumerate(parts):
        if not (isinstance(part, HoleV) and part.spread is not None
                and isinstance(part.value, ArrV)):
            out.append(part)
            continue
        if not part.value.items:
            if out and isinstance(out[-1], Text) and out[-1].text == part.spread:
                out.pop()
            continue
        for n, item in enumerate(part.value.items):
            if n:
                out.append(Text(part.spread, part.where))
            if not (isinstance(item, LitV) and item.value is None):
                out.append(HoleV(item_name(item), item, first_where(item) or part.where))
    return StrV(tuple(out))


def item_name(item: Value) -> str | None:
    """The name of a hole a joined item fills: a parameter's member read its last member, as a
    template hole's (``group.key`` → ``key``), a parameter its name, else ``None``."""
    if not isinstance(item, ParamV):
        return None
    last = item.path[-1] if item.path else item.name
    return last if last.isidentifier() else item.name


class Specialise:
    """The resolver's methods of this seam: per-caller specialisation of request templates."""

    def computed_key(self, prop: PropV, value: Value, fid: str,
                     mapping: dict[str, Value]) -> PropV:
        """Rule ``body.computed-key``: the entry ``{[field]: value}`` once ``fid``'s
        parameters are ``mapping``: named by the caller's text, still pending while the key
        reads a parameter, else an entry whose key is unknown."""
        key_value = self.substitute(prop.key_value, fid, mapping)
        key = text_of(key_value)
        if key is not None:
            return PropV(key, value, prop.where)
        if mentions_param(key_value):
            return replace(prop, value=value, key_value=key_value)
        return PropV(None, UnknownV("computed-key", prop.where), prop.where)

    def substitute(self, value: Value, fid: str, mapping: dict[str, Value]) -> Value:
        """Replace ``fid``'s parameters in ``value`` by ``mapping`` (members re-applied)."""
        if isinstance(value, ParamV):
            if value.fid != fid or value.name not in mapping:
                return value
            result = mapping[value.name]
            if value.name == ARGUMENTS and value.path == ("length",):
                return array_length(result)           # rule value.arguments-join
            if value.path[-1:] == (entries_joins.KEY_COUNT,):     # Object.keys(p).length
                for prop in value.path[:-1]:
                    result = self.member(result, prop)
                return entries_joins.key_count(result, first_where(result))
            for prop in value.path:
                result = UnknownV("no-member") if value.name == ARGUMENTS and isinstance(
                    result, StrV) and null_defaults.absent_string_member(prop) \
                    else self.member(result, prop)   # rule value.string-absent-member
            result = json_text(result) if value.serialised else result  # body.json-string
            if value.joined and isinstance(result, (ParamV, TypedV)):   # value.joined-list
                result = replace(result, joined=value.joined)
            if value.validated is not None:          # rule body.validated-payload
                result = validated(result, value.validated, value.validator)
            return all_coded(result, value.coded)        # rule value.string-codec
        if isinstance(value, StrV):
            result = flatten(spread_items(tuple(
                replace(p, value=self.substitute(p.value, fid, mapping))
                if isinstance(p, HoleV) else p for p in value.parts)))
            where = first_where(value)
            return self.within_budget(result, *where) if where else (
                UnknownV("limit:string-size") if string_over_budget(result) else result)
        if isinstance(value, ObjV):
            props: list[PropV] = []
            for p in value.props:
                if p.key is None and p.rule == LOOPED_KEYS:      # rule query.looped-keys
                    props.extend(substituted_entries(self, p, fid, mapping))
                    continue
                v = self.substitute(p.value, fid, mapping)
                if p.key is None and p.key_value is not None:   # rule body.computed-key
                    props.append(self.computed_key(p, v, fid, mapping))
                elif p.key is None:
                    props.extend(spread_props(v, p.omit, p.where, p.optional))
                elif not unsent(p.value, v):        # rule value.compound-test-guard
                    props.append(replace(p, value=v))
            return replace(value, props=tuple(props))
        if isinstance(value, ArrV):
            return replace(value, items=tuple(self.substitute(i, fid, mapping)
                                              for i in value.items))
        if isinstance(value, AltV) and value.test is not None and value.test[1] == "all":
            tests = tuple(map_parts(t, lambda p: (self.substitute(p[0], fid, mapping), p[1],
                                                  p[2])) for t in value.test[0])
            return guarded(tests, self.substitute(value.options[0], fid, mapping),
                           self.substitute(value.options[1], fid, mapping))
        if isinstance(value, AltV) and value.test is not None:
            subject, method, literal = value.test
            subject = self.substitute(subject, fid, mapping)
            options = tuple(self.substitute(o, fid, mapping) for o in value.options)
            decided = decide_test(subject, method, literal)
            if decided is not None:
                return options[0 if decided else 1]
            cond = condition_key(value.cond, subject)
            if mentions_param(subject):
                return replace(value, options=options, test=(subject, method, literal),
                               cond=cond)
            return keyed(alternatives(list(options)), options, cond)
        if isinstance(value, AltV):
            count = arm_count(value)
            if count is None:                   # (arms a filter broke: a plain choice)
                return alternatives([self.substitute(o, fid, mapping) for o in value.options],
                                    value.kind)
            arms = tuple(self.substitute(arm(value, i), fid, mapping) for i in range(count))
            return keyed(alternatives(list(arms), value.kind), arms, value.cond)
        if isinstance(value, ChoiceV):
            key = self.substitute(value.key, fid, mapping)
            options = tuple((k, self.substitute(v, fid, mapping)) for k, v in value.options)
            if mentions_param(key):
                return replace(value, key=key, options=options)
            table = dict(options)
            return select(key, lambda name: table.get(name, value.missing
                                                      or UnknownV("no-member")))
        if isinstance(value, FnV) and value.members is not None:   # value.assign-function
            value = replace(value, members=self.substitute(value.members, fid, mapping))
        if isinstance(value, (FnV, LibV)) and value.captured:  # rule closure.outer-arguments
            return replace(value, captured=tuple(replace(c, mapping=tuple(
                (name, self.substitute(v, fid, mapping)) for name, v in c.mapping))
                for c in value.captured))
        if isinstance(value, InstanceV) and (value.sets or value.args):
            # rules this.builder-chain, this.construction-arguments (a factory's `new`)
            return replace(value, sets=tuple((prop, None if key is None else self.substitute(
                key, fid, mapping), self.substitute(v, fid, mapping))
                for prop, key, v in value.sets) if value.sets else value.sets,
                args=tuple(self.substitute(a, fid, mapping) for a in value.args)
                if value.args else value.args)
        if isinstance(value, ClientV):
            if value.config is None:
                return value
            return replace(value, config=self.substitute(value.config, fid, mapping),
                           setup=tuple((k, self.substitute(v, fid, mapping), w)
                                       for k, v, w in value.setup))
        return value

    def specialise(self, item: Emitted, depth: int = 0) -> list[Emitted]:
        """``item`` once per call of its function where the callers decide its path
        (:meth:`specialise_once`), else, when the callers pass their own parameters on for
        its path holes, once per call of theirs (:meth:`chained_callers`, rule
        ``wrapper.chained-literal-arguments``); ``depth`` counts the calls already climbed.
        A method-dispatch envelope whose method the callers give is one request per call first
        (:meth:`rpc_methods`), so is a query or body object whose operation field the callers
        give (:meth:`query_fields`), and a URL chosen among several templates one per template
        (:meth:`url_arms`)."""
        rpc = self.rpc_methods(item, depth)
        if rpc is not None:                              # rule wrapper.rpc-method-arguments
            return rpc
        fields = self.query_fields(item, depth)
        if fields is not None:                           # rule wrapper.query-field-arguments
            return fields
        arms = self.url_arms(item, depth)
        if arms is not None:
            return arms
        made = self.specialise_once(item)
        if len(made) != 1 or made[0] is not item or depth >= MAX_CALLER_HOPS:
            return made
        return self.chained_callers(item, depth) or self.header_callers(item, depth) or made

    def header_callers(self, item: Emitted, depth: int) -> list[Emitted] | None:
        """Rule ``wrapper.passed-headers`` (:mod:`code2skill.passed_headers`): a template
        emitted at ``f`` whose headers are ``f``'s parameter or a member of one, one per known
        call of ``f`` when some call's headers add a credential, a call handing
        on a parameter of its own followed to its callers (:meth:`specialise`, at most
        :data:`MAX_CALLER_HOPS` calls up); ``None`` when no call adds one. The calls a
        redux-saga effect makes are left out: :meth:`effect_specialised` made their requests."""
        if not open_headers(item.template, item.fid):
            return None
        effects = self.effect_callers.get(item.fid, [])
        calls = [(c, m) for c, m in zip(*self.known_calls(item.fid)) if c not in effects]
        out = self.caller_templates(item, depth, HEADERS_RULE,
                                    ([c for c, _ in calls], [m for _, m in calls]),
                                    lambda made, caller: open_headers(made.template, caller))
        return out if out and any(adds_credential(item.template, o.template) for o in out) \
            else None

    def rpc_methods(self, item: Emitted, depth: int) -> list[Emitted] | None:
        """Rule ``wrapper.rpc-method-arguments`` (:mod:`code2skill.rpc_envelopes`): a template
        emitted at ``f`` whose body is ``f``'s parameter or an envelope whose ``method`` is one
        (``sendRequest(data)``, ``call(method, params)``) is one template per known call of
        ``f`` when some call sends an envelope, so each call's method reaches its request; a
        call handing on a parameter of its own as the method (``sendTorrentSetRequests(method,
        ids)``) is followed to its callers (:meth:`specialise`, at most
        :data:`MAX_CALLER_HOPS` calls up); a call of ``f`` inside ``f`` (a retry resending
        what it was given) repeats its other calls' requests and adds none. ``None`` when the
        body's method is not its callers' or no call sends an envelope (a whole body a call
        hands on from its own parameter is not followed further)."""
        fid = item.fid
        param = open_method(item.template.body, fid)
        if param is None:
            return None
        calls = self.known_calls(fid)
        if item.template.body == param and not any(
                envelope_method(m.get(param.name)) is not None for m in calls[1]):
            return None                             # (a plain wrapper sending its callers' data)
        out = self.caller_templates(item, depth, RPC_RULE, calls, lambda made, caller: open_method(
            made.template.body, caller) is not None)
        if out is None or not any(envelope_method(o.template.body) is not None for o in out):
            return None
        return out

    def query_fields(self, item: Emitted, depth: int) -> list[Emitted] | None:
        """Rule ``wrapper.query-field-arguments`` (:mod:`code2skill.query_operations`): a
        template emitted at ``f`` whose whole query is ``f``'s parameter
        (``callAPI(data)`` sending ``data`` as jQuery's ``data``) is one template per known call
        of ``f`` when its callers' objects send at least two operation words at an operation
        field (``{mode: 'queue', name: 'delete'}``, ``{mode: 'restart'}``), so each call's
        operation and fields reach its request and each call is a call site; a call handing on
        a parameter of its own is followed to its callers (:meth:`specialise`, at most
        :data:`MAX_CALLER_HOPS` calls up); a call of ``f`` inside ``f`` adds no request.
        ``None`` when the template sends no such parameter or its callers send fewer than two
        operation words (a body object its callers give is specialised by rule
        ``wrapper.literal-field-arguments``)."""
        fid = item.fid
        param = open_object(item.template.query, fid)
        if param is None:
            return None
        calls = self.known_calls(fid)
        if len({w for m in calls[1] for w in sent_operations(m.get(param.name))}) < 2:
            return None
        return self.caller_templates(item, depth, QUERY_FIELD_RULE, calls,
                                     lambda made, caller: open_object(
                                         made.template.query, caller) is not None)

    def known_calls(self, fid: str) -> tuple[list, list[dict]]:
        """The known calls of ``fid`` but those inside ``fid`` itself (a retry resending what
        it was given), and each call's arguments bound to ``fid``'s parameters."""
        callers = [c for c in self.callers.get(fid, []) if not nested_in(self, c[1], {fid})]
        return callers, [self.bind_args(fid, args, 0) for _, _, args, _ in callers]

    def caller_templates(self, item: Emitted, depth: int, rule: str,
                         calls: tuple[list, list[dict]],
                         still_open: Callable[[Emitted, str], bool]) -> list[Emitted] | None:
        """``item``'s template made once per known call (``calls``, :meth:`known_calls`) under
        ``rule``, a made template ``still_open`` in its caller (the caller hands on a
        parameter of its own) followed to that caller's callers (:meth:`specialise`, at most
        :data:`MAX_CALLER_HOPS` calls up); ``None`` past :data:`MAX_DEFERRED` templates."""
        out: list[Emitted] = []
        for (path, caller_fid, _, span), mapping in zip(*calls):
            for made in self.caller_emitted(item, path, caller_fid, span, mapping, rule):
                out.extend(self.specialise(made, depth + 1)
                           if depth < MAX_CALLER_HOPS and still_open(made, caller_fid)
                           else [made])
            if len(out) > MAX_DEFERRED:
                return None
        return out

    def url_arms(self, item: Emitted, depth: int) -> list[Emitted] | None:
        """Rule ``wrapper.url-arm-arguments``: a template emitted at ``f`` whose URL is one of
        several templates (``let url = base + '/' + type; if (id) url += '/' + id``) that no
        call of ``f`` chooses alone (rule ``url.caller-arms`` decides the others) is one
        template per URL, each specialised by the callers' arguments as a template of that URL
        alone would be (:meth:`specialise`); an arm into whose path a call puts an object
        (``find('posts', {page: 1})`` for the ``id`` of ``/posts/{id}``) is not that call's
        request: the object would be sent as ``[object Object]``. ``None`` when the URL is no such choice, ``f`` has
        no known call, or no arm is specialised (the choice stays one template)."""
        url = item.template.url
        if not (isinstance(url, AltV) and url.kind == "any") or not item.fid \
                or not self.callers.get(item.fid) or self.caller_arms(item) is not None:
            return None
        arms = [Emitted(replace(item.template, url=option), item.path, item.fid)
                for option in dict.fromkeys(any_options(url))]
        made = [self.specialise(arm, depth) for arm in arms]
        if all(len(m) == 1 and m[0] is arm for m, arm in zip(made, arms)):
            return None
        return [e for m in made for e in m
                if not any(isinstance(h.value, ObjV) for h in path_holes(e.template.url))]

    def chained_callers(self, item: Emitted, depth: int) -> list[Emitted] | None:
        """Rule ``wrapper.chained-literal-arguments``: a template emitted at ``f`` whose path
        holes are ``f``'s parameters or their members, where every known call of ``f`` passes
        for them fixed text or a parameter of its own function (unchanged, ``onSubmit(kind)``
        → ``f(kind)``, or as a member of an object literal, ``f({actionType: kind})``), some
        of them a parameter, is one template per call of ``f`` when each template bound to a
        parameter is, in turn, one per call of its function (:meth:`specialise`, at most
        :data:`MAX_CALLER_HOPS` calls up): the calls at the top name the endpoints, each hop
        a step of the evidence. ``None`` when a call passes anything else, a caller's
        template stays open (one of its callers passes no fixed text), another hole of the
        path is no parameter of ``f`` (a ``this`` member its subclasses fill: rule
        ``this.subclass-value``), or the calls at the top name one path only (``rename('m1')``
        far up the chain is a sample identifier, not the choice of an operation): the
        holes stay inputs, never guessed."""
        fid = item.fid
        callers = self.callers.get(fid, []) if fid else []
        slots = own_path_slots(item.template, fid) if callers else []
        if not slots or len(slots) < len(path_holes(item.template.url)):
            return None
        out: list[Emitted] = []
        for path, caller_fid, args, span in callers:
            mapping = self.bind_args(fid, args, 0)
            passed = [self.substitute(slot, fid, mapping) for slot in slots]
            own = [isinstance(v, ParamV) and v.fid == caller_fid for v in passed]
            if not all(o or segment_text(item.template.url, s, v)
                       for o, v, s in zip(own, passed, slots)):
                return None
            rule = CHAINED_RULE if any(own) else MEMBER_RULE if any(
                s.path for s in slots) else "wrapper.literal-arguments"
            for made in self.caller_emitted(item, path, caller_fid, span, mapping, rule):
                lifted = self.specialise(made, depth + 1) if any(own) else [made]
                if len(lifted) == 1 and lifted[0] is made and any(own):
                    return None
                out.extend(lifted)
            if len(out) > MAX_DEFERRED:
                return None
        return out if len({path_shape(o.template.url) for o in out}) > 1 else None

    def specialise_once(self, item: Emitted) -> list[Emitted]:
        """Rule ``wrapper.literal-arguments``: a template emitted at ``f`` whose path holes are
        ``f``'s parameters, where every known call of ``f`` passes fixed text for them
        (``load('users')``, ``load('orders')``), or one of several fixed texts (the variable
        of ``for (const cmd of ['topPrio', 'bottomPrio'])``: :func:`fixed_texts`), is one
        template per call: the callers name the endpoints. Likewise (rule ``wrapper.literal-field-arguments``) when a top-level
        body field or query parameter is one of ``f``'s parameters and every call passes a
        literal for it, of two or more values (``bulkEdit(ids, 'delete')``,
        ``bulkEdit(ids, 'add_tag')``), or when the whole body is one of ``f``'s parameters
        and every call passes an object literal with a literal at one key, of two or more
        values (``manage({action: 'getMonitors'})``, ``manage({action: 'deleteMonitor'})``):
        the callers' values may be different operations
        (:mod:`code2skill.passes.discriminator`). Rule ``wrapper.path-tail-arguments``
        (:mod:`code2skill.path_tail`): likewise when a call fills a path hole with a path of
        two segments or more (``Get('stock/products/' + productId)`` of ``'/api/' +
        apiFunction``): the hole is the rest of the path, so every call names its own endpoint.
        Rule ``wrapper.unknown-argument``: when the other calls pass for the holes only values
        the source does not show (``showLog(Logs.lastType)`` beside ``showLog('general')``),
        the template stays as it is for them (its holes inputs) and each call passing fixed
        text names its own endpoint. Rule ``wrapper.literal-member-arguments``: likewise when
        the holes are members of ``f``'s parameters (`` `/auth/${data.actionType}` ``) and
        every call passes fixed text at those members (``f({actionType: 'login', …})``,
        ``f({actionType: 'register', …})``, a store's ``dispatch(ACTION, {actionType:
        'login'})``). Rule ``wrapper.statement-arguments`` (:mod:`code2skill.sql_statements`):
        likewise, one template per call, when a top-level body field or query parameter is one
        of ``f``'s parameters and some call fills it with a data-changing SQL statement
        (``runStatement("DROP TABLE " + name)``), so the statement reaches the request.
        Otherwise the template stays as it is."""
        arms = self.caller_arms(item)
        if arms is not None:                                  # rule url.caller-arms
            return arms
        fid = item.fid
        callers = self.callers.get(fid, []) if fid else []
        holes = own_path_params(item.template, fid) if fid else set()
        members = own_path_members(item.template, fid) if fid and callers else []
        fields = own_field_params(item.template, fid) - holes if fid and callers else set()
        whole = own_body_param(item.template, fid) if fid and callers else None
        if not callers or not (holes or members or fields or whole):
            return [item]
        mappings = [self.bind_args(fid, args, 0) for _, _, args, _ in callers]
        if members and not holes and all(segment_text(item.template.url, member,
                                                      self.substitute(member, fid, m))
                                         for m in mappings for member in members):
            return [e for (path, caller_fid, _, span), mapping in zip(callers, mappings)
                    for e in self.caller_emitted(item, path, caller_fid, span, mapping,
                                                 MEMBER_RULE)]
        if not (holes or fields or whole):
            return [item]
        slot = {s.name: s for s in own_path_slots(item.template, fid) if not s.path}
        fixed = [all(segment_text(item.template.url, slot[name], m.get(name)) for name in holes)
                 for m in mappings]
        named = bool(holes) and all(fixed)
        if holes and not named and any(fixed) and all(
                f or all(isinstance(m.get(name), UnknownV) for name in holes)
                for f, m in zip(fixed, mappings)):        # rule wrapper.unknown-argument
            return [item] + [e for (path, caller_fid, args, span), mapping, f in zip(
                callers, mappings, fixed) if f for e in self.caller_emitted(
                    item, path, caller_fid, span, mapping, "wrapper.unknown-argument")]
        if not named and any(statement_effect(m.get(name)) for m in mappings
                             for name in fields):          # rule wrapper.statement-arguments
            return [e for (path, caller_fid, _, span), mapping in zip(callers, mappings)
                    for e in self.caller_emitted(item, path, caller_fid, span, mapping,
                                                 STATEMENT_RULE)]
        kinds = kind_holes(item.template.url, slot, holes, mappings) if not named else set()
        if kinds:                                           # rule wrapper.literal-kind-arguments
            return [e for (path, caller_fid, _, span), mapping in zip(callers, mappings)
                    for e in self.caller_emitted(item, path, caller_fid, span, mapping,
                                                 KIND_RULE)]
        tails = tail_params(holes, mappings) if not named else set()
        if not named and not tails and not any(
                len({repr(literal_of(m.get(name))) for m in mappings}) > 1 and
                all(literal_of(m.get(name)) is not None for m in mappings)
                for name in fields) and not (
                whole is not None and literal_keys_vary([m.get(whole) for m in mappings])):
            return [item]
        out = []
        for (path, caller_fid, args, span), mapping in zip(callers, mappings):
            out.extend(self.caller_emitted(item, path, caller_fid, span, mapping,
                                           "wrapper.literal-arguments" if named else
                                           TAIL_RULE if tails else
                                           "wrapper.literal-field-arguments"))
        return out

    def caller_arms(self, item: Emitted) -> list[Emitted] | None:
        """Rule ``url.caller-arms`` (:mod:`code2skill.caller_arms`): a template emitted at
        ``f`` whose URL is chosen by whether one of ``f``'s own parameters is set
        (``id == null ? url : `${url}/${id}```), where every known call of ``f`` decides each
        such test with its argument (its default when it passes nothing), is one template
        per call, each holding only the branch that call takes; ``None`` when ``f`` has no
        known call, no such test, or a call that leaves one open."""
        fid = item.fid
        callers = self.callers.get(fid, []) if fid else []
        choices = choices_in(item.template.url, fid) if callers else []
        if not choices:
            return None
        mappings = [self.bind_args(fid, args, 0) for _, _, args, _ in callers]
        # per call: the choices rule url.passed-arm decided → the option that call takes
        assumed: list[dict[AltV, int]] = [{} for _ in mappings]
        notes: list[list[tuple]] = [[] for _ in mappings]   # per call: its review notes
        for choice in choices:
            subject, op, literal = choice.test
            decisions = [decide_test(self.substitute(subject, fid, m), op, literal)
                         for m in mappings]
            for index, (path, _, args, span) in enumerate(callers):
                written = self.written_argument(fid, args, subject.name)
                if decisions[index] is None and self.passes_value(written):
                    decisions[index] = passed_outcome(choice, written)
                    if decisions[index] is not None:
                        assumed[index][choice] = 0 if decisions[index] else 1
                        notes[index] += self.unseen_callback_value(written, subject.name,
                                                                   path, span)
            if taken_by_callers(choice, decisions) is None:
                return None
        out = []
        for (path, caller_fid, _, span), mapping, taken, noted in zip(
                callers, mappings, assumed, notes):
            chosen = item if not taken else replace(item, template=replace(
                item.template, notes=item.template.notes + tuple(noted),
                url=pruned(item.template.url, lambda c: ((taken[c],) if c in taken else None))))
            out.extend(self.caller_emitted(chosen, path, caller_fid, span, mapping,
                                           PASSED_RULE if taken else CALLER_RULE))
        return out

    def chosen_arm(self, item: Emitted) -> list[Emitted]:
        """Rule ``wrapper.chosen-arm`` (:mod:`code2skill.chosen_arms`): ``item`` when some
        call takes each arm of a test on a parameter its request is made in, nothing when no
        call does; when no call is known to take an arm and one passes a value the source
        does not fix, ``item`` with a ``medium`` note naming the helper and its test."""
        item = self.keyed_arm(item)
        arms = [(subject, arm) for subject, op, arm in item.template.run_guards
                if op == ARM_OP]
        outcomes = [self.arm_taken(subject, arm, item.fid, 0) for subject, arm in arms]
        untaken = next((arm for (_, arm), o in reversed(list(zip(arms, outcomes)))
                        if o is False), None)                      # the innermost test
        if untaken is not None:
            where = library_site(item.template.sites).where
            self._untaken.setdefault(where, (item.template.lib, untaken))
            return []
        method = text_of(item.template.method)
        notes = tuple(open_note(arm, method) for (subject, arm), o in zip(arms, outcomes)
                      if o is None and self.arm_called(subject))
        return [replace(item, template=replace(item.template, notes=item.template.notes + notes))
                ] if notes else [item]

    def keyed_arm(self, item: Emitted) -> Emitted:
        """Rule ``wrapper.chosen-arm``: ``item``, made in a function called only by one
        lookup by a parameter (``handlers[method]()``), with that lookup's run guard when it
        lacks it; the key left out of its call sites' function labels (``handlers.<redacted:
        credential>``) when the parameter names a credential (``handlers[apiKey]()``)."""
        lookups = self._keyed_arms.get(item.fid or "", {})
        calls = {(path, span) for path, _, _, span in self.callers.get(item.fid or "", [])}
        if len(lookups) != 1 or calls != set(lookups):
            return item
        [guard] = lookups.values()
        template = item.template
        if guard not in template.run_guards:
            template = replace(template, run_guards=template.run_guards + (guard,))
        name = self.function(item.fid).name
        label = keyed_label(name, guard[2])
        if label != name:
            template = replace(template, sites=tuple(
                replace(site, function=label) if site.function == name else site
                for site in template.sites))
        return replace(item, template=template)

    def note_untaken(self, templates: Iterable[RequestTemplate]) -> None:
        """Rule ``wrapper.chosen-arm``: remember the library call of each of ``templates``,
        requests no call makes since none takes the arm they are made in, with the test of
        that arm (:meth:`untaken_review` reports those no other request comes from)."""
        for template in templates:
            arm = next((a for subject, op, a in reversed(template.run_guards)   # innermost
                        if op == ARM_OP and decide_arm(subject, a) is False), None)
            if arm is not None and template.sites:
                self._untaken.setdefault(library_site(template.sites).where,
                                         (template.lib, arm))

    def arm_taken(self, subject: Value, arm: ArmTest, fid: str | None, depth: int
                  ) -> bool | None:
        """Rule ``wrapper.chosen-arm``: whether a call runs the arm ``arm`` tests, its
        parameter holding ``subject``: decided by ``subject`` itself, else, when it is a
        parameter of a function with known calls, by what those calls pass (at most
        :data:`MAX_CALLER_HOPS` functions up); ``None`` when not known."""
        decided = decide_arm(subject, arm)
        if decided is not None or depth >= MAX_CALLER_HOPS or not (
                isinstance(subject, ParamV) and not subject.path and not subject.coded
                and subject.fid in self.callers):
            return decided
        return callers_outcome([self.arm_taken(value, arm, fid, depth + 1)
                                for value in self.passed_values(subject)])

    def passed_values(self, param: ParamV) -> tuple[Value, ...]:
        """Rule ``wrapper.chosen-arm``: the value each known call of ``param``'s function
        passes for it, worked out once per parameter (each arm of a helper is decided
        against the same values)."""
        if param not in self._passed_values:
            self._passed_values[param] = tuple(
                self.substitute(param, param.fid, self.bind_args(param.fid, args, 0))
                for _, _, args, _ in self.callers[param.fid])
        return self._passed_values[param]

    def arm_called(self, subject: Value) -> bool:
        """Rule ``wrapper.chosen-arm``: whether the value ``subject`` of an undecided arm came
        from a call (an argument or a caller's parameter), not from a parameter of a helper
        nothing is seen calling (the one making the request, or looking up the function that
        makes it)."""
        return not (isinstance(subject, ParamV) and subject.fid not in self.callers)

    def unseen_callback_value(self, value: Value | None, name: str, path: str,
                              span: Span) -> list[tuple[str, str, Where, str]]:
        """Rule ``url.passed-arm``: the review note of the call at (``path``, ``span``) when
        the value it passes for ``name``, by which only the URL holding it is offered, is a
        parameter of a callback no call of which is seen (``switchMap((span) =>
        api.get$(span))``: what the library hands the callback may be nothing); ``[]``
        otherwise."""
        fn = self.function(value.fid) if isinstance(value, ParamV) and not value.path \
            and value.fid not in self.callers else None
        if fn is None or not fn.name.startswith("<"):
            return []
        return [("low", f"{name} is the parameter {value.name} of a callback whose calls are "
                 f"not seen: only the URL holding {name} is offered for this call; if the "
                 "callback can be handed nothing, the URL without it is requested too",
                 self.where(path, span), PASSED_RULE)]

    def written_argument(self, fid: str, args: tuple[Value, ...], name: str) -> Value | None:
        """The argument a call of ``fid`` with ``args`` writes for its positional parameter
        ``name`` as the caller gave it (no default, no declared type put on it); ``None``
        when the call writes none there or ``name`` is no such parameter."""
        fn = self.function(fid)
        index = next((i for i, p in enumerate(fn.params) if p.name == name and not p.rest),
                     None) if fn else None
        return args[index] if index is not None and index < len(args) else None

    def passes_value(self, value: Value | None, depth: int = 0) -> bool:
        """Rule ``url.passed-arm``: whether ``value``, an argument a call writes, is a value
        that call passes: not visibly absent (:func:`~code2skill.caller_arms.maybe_absent`),
        and when it is a parameter of a function whose calls are known, passed by each of
        them (at most :data:`MAX_CALLER_HOPS` functions up)."""
        if value is None or maybe_absent(value):
            return False
        if not isinstance(value, ParamV) or value.fid not in self.callers:
            return True
        return depth < MAX_CALLER_HOPS and all(
            self.passes_value(self.written_argument(value.fid, args, value.name), depth + 1)
            for _, _, args, _ in self.callers[value.fid])

    def unpassed_marked(self, item: Emitted) -> Emitted:
        """Rule ``url.unpassed-arm`` (:mod:`code2skill.caller_arms`): ``item`` with the
        presence tests its URL still holds on parameters of functions no call of which was
        seen recorded in :attr:`RequestTemplate.unpassed` (a factory's closure no call of
        which was seen has them already: :meth:`factory_closures`)."""
        found = unpassed(item.template.url,
                         lambda fid: fid in self.callers or fid in self.unapplied)
        return replace(item, template=with_unpassed(item.template, found)) if found else item

    def link_effect_calls(self) -> None:
        """Rule ``redux-saga.call-effect`` (:mod:`code2skill.saga_effects`): add to
        :attr:`callers` the calls redux-saga's effects make (``yield call(request,
        api.getUsers)``, and through it ``api.getUsers(headers)``), kept in
        :attr:`effect_callers`. Run once every request is emitted, as
        :meth:`link_applied_calls`."""
        self.effect_callers = effect_calls(self)
        for fid, entries in self.effect_callers.items():
            known = self.callers.setdefault(fid, [])
            known.extend(e for e in entries if e not in known)

    def effect_specialised(self, item: Emitted) -> list[Emitted]:
        """Rule ``redux-saga.call-effect``: ``item`` made once per call a redux-saga effect
        makes of its function (:attr:`effect_callers`), that effect a hop of its evidence,
        when those calls' arguments change it (a header object a saga adds, a path
        argument), beside ``item`` itself while other calls of the function are known; else
        ``item`` as it is."""
        entries = self.effect_callers.get(item.fid or "", [])
        made = [e for path, caller_fid, args, span in entries
                for e in self.caller_emitted(item, path, caller_fid, span,
                                             self.bind_args(item.fid, args, 0), SAGA_RULE)]
        changed = any(substitute_template(self, item.template, item.fid, self.bind_args(
            item.fid, args, 0)) != item.template for _, _, args, _ in entries)
        if not (made and changed):
            return [item]
        others = any(c not in entries for c in self.callers.get(item.fid, []))
        return [item] + made if others else made

    def link_applied_calls(self) -> None:
        """Rule ``wrapper.applied-function`` (:mod:`code2skill.applied_calls`): add to
        :attr:`callers` the calls of each function a helper applies to its other arguments
        (``cachedRequest(api.listStatistics$, 250, timespan)``), and note in
        :attr:`unapplied` the functions handed to a call that never visibly applies them. Run
        once every request is emitted, so a function called only that way still makes its
        own."""
        applied = applied_calls(self.callers, self.functions, self.calls_by_scope)
        for fid, entries in applied.items():
            known = self.callers.setdefault(fid, [])
            known.extend(e for e in entries if e not in known)
            self.applied_sites.update((fid, path, span) for path, _, _, span in entries)
        self.unapplied = handed_functions(self.callers, applied)

    def caller_emitted(self, item: Emitted, path: str, caller_fid: str | None, span: Span,
                       mapping: dict[str, Value], rule: str) -> list[Emitted]:
        """``item``'s template with its function's parameters bound to ``mapping``, the call
        at ``span`` in ``caller_fid`` of ``path`` a hop of its evidence by ``rule``."""
        caller = self.function(caller_fid)
        hop = Site((path, span), known_name(self, caller, path), rule)
        made = substitute_template(self, item.template, item.fid, mapping)
        if never_made(made):                               # rule wrapper.guarded-call
            return []
        if (item.fid, path, span) in self.applied_sites:     # rule wrapper.applied-function
            made = made.via(Site((path, span), known_name(self, caller, path), APPLIED_RULE))
        return [Emitted(made.via(hop), path, caller_fid)]

    def form_actions(self) -> list[Emitted]:
        """Rule ``svelte.form-action`` (:mod:`code2skill.svelte_forms`): the requests of a
        submit handler a parent passes to a form component, whose URL reads the submitted
        form's ``action``, once per element rendering the component with that element's
        ``action`` (the element a hop of the evidence; an action reading the parent's own props
        is filled per element rendering the parent, rule ``svelte.prop-binding``). One medium
        review item at the element instead when the parent's top level does not show the
        ``action``, or when the action is one of several URLs and the handler makes several
        requests to it (``formActionLookup ? urlLookup : '/create'`` with ``if
        (formActionLookup) lookup(form.action) else create(form.action)``): which request
        goes to which URL is not proven."""
        out: list[Emitted] = []
        for found in form_handlers(self.modules, self.module_resolver.resolve):
            pending = self._summary_cache.get((found.path, found.fid), [])
            if not pending:
                continue
            self._form_handlers.add(found.fid)
            where = self.where(found.path, found.element.span)
            action = self.evaluate(found.action, Frame(found.path, None)) \
                if found.action is not None else UnknownV("no-action")
            form = ObjV((PropV("action", action, where),))
            made = [substitute_template(self, t, found.fid, {found.param: form})
                    for t in pending]
            made = [m for m, t in zip(made, pending) if m.url != t.url]   # reads the action
            own = self.svelte_props.get(found.path)
            if not made:
                continue
            if any(not has_fixed_text(m.url) and not (
                    own is not None and mentions_param(m.url, frozenset({own.fid})))
                    for m in made):
                reason = "could not read the action this element gives"
            elif len(made) > 1 and isinstance(action, AltV) and len(action.options) > 1:
                reason = (f"cannot tell which of its {len(made)} requests goes to which of "
                          f"the {len(action.options)} actions this element gives")
            else:
                hop = Site((found.path, found.element.span), None, FORM_ACTION_RULE)
                out.extend(Emitted(m.via(hop), found.path, found.fid) for m in made)
                continue
            self.library_review.add(Problem(
                "medium", f"<{found.element.tag}> passes a submit handler whose requests go "
                f"to the submitted form's action, and code2skill {reason} (rule "
                f"{FORM_ACTION_RULE}); an endpoint reached only through it is not in the contract",
                where, FORM_ACTION_RULE))
        return out

    def bound_props(self, item: Emitted) -> list[Emitted]:
        """Rule ``vue.prop-binding``: a template whose method or URL reads a prop of a Vue
        options component (``api.get(this.endpoint)``) is one template per template element
        rendering that component, each with the props that element fixes (a static attribute,
        ``endpoint="/config/mqtt"``, or the prop's literal default), the element its naming
        evidence: each parent names its own endpoint, and the props one element binds stay
        together (its ``save-method="put"`` never pairs with another's ``endpoint``). A prop no
        element fixes stays the component's input; a component no analysed template renders
        keeps the template as it is."""
        items = [item]
        for component in self.components.values():
            fids = frozenset({component.fid})
            if not any(mentions_param(i.template.url, fids) or
                       mentions_param(i.template.method, fids) for i in items):
                continue
            uses = self.rendered_by(component)
            if uses:
                items = [made for i in items for made in self.rendered(i, component, uses)]
        return items

    def rendered_by(self, component: Component) -> list:
        """The ``(parent module, element)`` of every template element rendering
        ``component`` (rule ``vue.prop-binding``), worked out once a run."""
        uses = self._renders.get(component.fid)
        if uses is None:
            uses = self._renders[component.fid] = renders(
                component, self.modules, self.module_resolver.resolve,
                self.pass_memo.setdefault("vue:rendered-names", {}))
        return uses

    def rendered(self, item: Emitted, component: Component, uses: list) -> list[Emitted]:
        """``item`` once per element of ``uses`` rendering ``component`` that fixes a prop its
        method or URL reads (rule ``vue.prop-binding``), that element a hop of its evidence;
        ``item`` itself (once) when some element fixes none of them."""
        out, kept = [], False
        template = item.template
        unfixed = substitute_template(self, template, component.fid, {})   # as substituted
        for parent, use in uses:
            mapping = {}
            for name, (lit, given) in bound_literals(component, use).items():
                value = self.evaluate(lit, Frame(parent if given else component.path, None))
                if isinstance(lit, Lit):
                    mapping[name] = value
                elif self.bound_in_setup(parent, lit, value):   # rule vue.setup-props
                    mapping[name] = value.props[0].value if is_ref(value) else value
            mapping.update(self.computed_props(parent, use, component, mapping))
            made = substitute_template(self, template, component.fid, mapping)
            if made.url == unfixed.url and made.method == unfixed.method:
                if not kept:
                    out.append(item)
                kept = True
                continue
            hop = Site((parent, use.span), None, SVELTE_PROPS_RULE
                       if component.path in self.svelte_props else "vue.prop-binding")
            out.append(Emitted(made.via(hop), item.path, item.fid))
        return out

    def computed_props(self, parent: str, use, component: Component,
                       fixed: dict[str, Value]) -> dict[str, Value]:
        """Rule ``vue.prop-binding``: the props of ``component`` that element ``use`` of a
        ``<script setup>`` parent binds to one call of the markup (``:href="route('x.delete',
        {id: item.id})"``, rule ``source.markup-expression``), each that call's value read
        where the markup runs; props ``fixed`` already has, and values the call leaves
        unknown, are left out."""
        names = {name for name, _ in component.props} - set(fixed)
        module = self.modules.get(parent)
        if module is None or not use.computed or any(
                c.path == parent and c.path not in self.setup_props
                and c.path not in self.svelte_props for c in self.components.values()):
            return {}                         # an options component's markup reads `this`
        out = {}
        for attribute, span in use.computed:
            site = markup_call(module.calls, span) if camel(attribute) in names else None
            value = self.evaluate(site.call, Frame(parent, site.scope)) if site else None
            if value is not None and not isinstance(value, UnknownV):
                out[camel(attribute)] = value
        return out

    def bound_in_setup(self, parent: str, expr: Expr, value: Value) -> bool:
        """Rule ``vue.setup-props``: whether a parent's bound attribute (a plain name or
        dotted path; in a Svelte markup also a template of such paths, rule
        ``svelte.prop-binding``) names values of its ``<script setup>`` top level: the parent
        is no options component (whose template reads ``this``, not the module), every name
        one of its top-level bindings (or, in a Svelte component, its own props), and the
        value known."""
        paths = [h.expr for h in expr.parts if isinstance(h, Hole)] \
            if isinstance(expr, Tmpl) else [expr]
        heads = []
        for head in paths:
            while isinstance(head, Member):
                head = head.obj
            heads.append(head)
        module = self.modules.get(parent)
        own = dict(self.svelte_props[parent].props) if parent in self.svelte_props else {}
        return module is not None and all(
            isinstance(head, Ref) and (head.name in module.bindings or head.name in own)
            for head in heads) \
            and not any(c.path == parent and c.path not in self.setup_props
                        and c.path not in self.svelte_props
                        for c in self.components.values()) \
            and not isinstance(value, UnknownV)

    def assume_passed(self, item: Emitted) -> Emitted:
        """Rule ``value.required-parameter`` (:mod:`code2skill.required_params`): the URL of
        ``item`` with the open tests on required parameters of its function decided."""
        fn = self.function(item.fid) if item.fid else None
        tests = open_tests(item.template.url) if fn else []
        arity = [len(args) for _, _, args, _ in self.callers.get(item.fid, [])]
        known = passed_tests(tests, fn, passed(fn, arity), NEGATION) if tests else ()
        if not known:
            return item
        return replace(item, template=replace(item.template,
                                              url=assume(item.template.url, known)))

    def captured_template(self, template: RequestTemplate, target: FnV) -> RequestTemplate:
        """``template`` of a call of ``target`` with the factory arguments ``target`` captured
        put in (each factory call a hop of evidence, rule ``closure.factory-arguments``)."""
        for capture in target.captured:
            self._captures_called.add(capture.where)
            caller = self._innermost_function(*capture.where)
            template = (passed_item(template, capture) if capture.items else
                        substitute_template(self, template, capture.factory,
                                            dict(capture.mapping))).via(
                Site(capture.where, known_name(self, caller, capture.where[0]), capture.rule))
        return template

    def factory_closures(self) -> list[Emitted]:
        """Rule ``closure.factory-arguments``: a function returned by a factory
        (``function f(url) { return p => $.ajax({url, data: p}) }``) captures the factory
        call's arguments. When the returned function's own calls are not found (it is stored
        in a handler map dispatched by name) and its requests still wait for the factory's
        parameters, each factory call (``f('/tag')``, ``f('/indexer')``) names one request,
        with the factory call as the naming evidence. A request whose method or URL start
        still depends on the returned function's own parameters stays deferred (reported by
        rule ``coverage.unresolved-site``).

        Rule ``closure.enclosing-call``: a nested function nobody in the program calls by name
        and its enclosing function does not return (handed to the framework: an effect, an
        event handler, a timer: ``useEffect(() => fetch(`/api/${endpoint}`))`` in a component
        ``({endpoint})``) runs, if at all, with the values of one call of its enclosing
        function: each such call (a JSX element ``<Edit endpoint="devices"/>`` included) names
        one request the same way. An arrow whose requests were followed for the instance its
        method ran for (rule ``this.arrow-instance``) is not run again for no instance."""
        out: list[Emitted] = []
        per_instance = {key[1] for key in self._instance_cache}
        for path in sorted(self.modules):
            for fid, fn in self.modules[path].functions.items():
                pending = self._summary_cache.get((path, fid), [])
                factory = fn.parent
                if not pending or factory is None:
                    continue
                returned = fid in returned_fids(self.returns(factory, 0))
                if fid in per_instance and not returned:
                    continue
                if fid in self.callers and not returned:     # rule closure.outer-callers
                    pending = self.outer_pending(fid, factory, pending)
                    if not pending:
                        continue
                if not returned:                 # rule closure.caller-chain: a callback in a
                    factory = self.called_enclosing(factory)   # callback runs in its caller
                rule = "closure.factory-arguments" if returned else "closure.enclosing-call"
                by_owner: dict[str, list[RequestTemplate]] = {}
                for template in pending:
                    by_owner.setdefault(factory if returned else self.deciding_owner(
                        template, factory), []).append(template)
                for owner, templates in by_owner.items():
                    out.extend(self.enclosing_calls(
                        owner, templates, fid if owner == factory else owner,
                        rule if owner == factory else OUTER_PARAMETERS, returned))
        return out

    def outer_pending(self, fid: str, factory: str, pending: list[RequestTemplate]
                      ) -> list[RequestTemplate]:
        """Rule ``closure.outer-callers``: of the requests ``pending`` of nested function
        ``fid`` that the program calls by name, those still waiting for the parameters of its
        enclosing function ``factory`` (or one around it) when a call of ``fid`` stands
        outside ``factory`` (a stored callback run from elsewhere: ``config.onConfirm()``,
        where ``config.onConfirm = async () => post(endpoint)`` was set in
        ``openConfirm(endpoint)``); such a call cannot pass those parameters, the calls of
        ``factory`` do. None when every call of ``fid`` is inside ``factory``."""
        if all(caller_fid is not None and factory in self.param_scope(caller_fid)
               for _, caller_fid, _, _ in self.callers[fid]):
            return []
        if calls_carry_captures(factory, [(path, span) for path, _, _, span in self.callers[fid]],
                                [(captures, (path, span)) for captures, (path, _, _, span)
                                 in self.captured_callers.get(fid, [])]):
            return []                      # rule closure.captured-calls
        outer = self.param_scope(factory)
        return [t for t in pending if is_deferred(t, outer)]

    def enclosing_calls(self, factory: str, pending: list[RequestTemplate], fid: str,
                        rule: str, returned: bool) -> list[Emitted]:
        """The requests ``pending`` of a nested function substituted with each call of its
        enclosing function ``factory`` (rules ``closure.factory-arguments``,
        ``closure.enclosing-call``, ``closure.outer-parameters``), a call that leaves them
        waiting for the parameters of ``fid`` or a function around it skipped (``fid`` is
        ``factory`` itself where the functions between were never called by name: their
        parameters stay path parameters)."""
        out: list[Emitted] = []
        for caller_path, caller_fid, args, span in self.callers.get(factory, []):
            if (caller_path, span) in self._captures_called:
                continue
            mapping = self.bind_args(factory, args, 0)
            caller = self.function(caller_fid)
            hop = Site((caller_path, span), known_name(self, caller, caller_path), rule)
            for template in pending:
                made = self.call_guarded(substitute_template(self, template, factory, mapping),
                                         caller_path, caller_fid, span)
                if made is None:                            # rule wrapper.guarded-call
                    continue
                if is_deferred(made, self.param_scope(fid)):
                    continue       # a caller that names nothing: reported once, stranded
                if returned:       # rule url.unpassed-arm: no call of this one is seen
                    made = with_unpassed(made, unpassed(made.url, lambda f: f != fid))
                out.extend(self.passed_up(made.via(hop), caller_path, caller_fid,
                                          returned, 0))
        return out

    def deciding_owner(self, template: RequestTemplate, factory: str) -> str:
        """Rule ``closure.outer-parameters``: ``factory``, or when ``template`` waits for the
        parameters of a function further out and not for ``factory``'s (a click handler in a
        loop callback in a function nested in ``runMediaDialog(cameraId, mediaType)``,
        requesting ``basePath + mediaType + '/' + cameraId + '/delete'``), the nearest
        function enclosing ``factory`` whose parameters it waits for, at most
        :data:`MAX_CALLER_HOPS` levels up, when the program calls that function; ``factory``
        otherwise."""
        if is_deferred(template, frozenset({factory})):
            return factory
        fn = self.function(factory)
        cur, hops = (fn.parent if fn else None), 0
        while cur is not None and hops < MAX_CALLER_HOPS:
            if is_deferred(template, frozenset({cur})):
                return cur if cur in self.callers else factory
            fn = self.function(cur)
            cur, hops = (fn.parent if fn else None), hops + 1
        return factory

    def called_enclosing(self, fid: str) -> str:
        """Rule ``closure.caller-chain``: ``fid``, or when nothing calls it by name (a
        callback handed to a library, ``$(el).on('click', function () {…})``) the nearest
        function around it that the program calls, at most :data:`MAX_CALLER_HOPS` levels up;
        ``fid`` when there is none."""
        cur, hops = fid, 0
        while cur not in self.callers and hops < MAX_CALLER_HOPS:
            fn = self.function(cur)
            if fn is None or fn.parent is None or fid in returned_fids(self.returns(fn.parent, 0)):
                return fid
            cur, hops = fn.parent, hops + 1
        return cur if cur in self.callers else fid

    def declared_up(self, item: Emitted) -> list[Emitted]:
        """Rule ``closure.caller-chain`` for a declared request (a plugin's options): one
        whose URL or method waits for the parameters of the function declaring it, called
        only with a parameter of its caller passed on (``loadTable(options)`` from
        ``initTable(options)``), is substituted through those callers (:meth:`passed_up`);
        ``item`` itself when it waits for nothing, when a caller passes a value of its own
        (:meth:`specialise` names those) or when no caller names it."""
        fid = item.fid
        if fid is None or not is_deferred(item.template, self.param_scope(fid)) \
                or not self.callers.get(fid) or not all(
                    any(isinstance(a, ParamV) for a in args)
                    for _, _, args, _ in self.callers[fid]):
            return [item]
        return self.passed_up(item.template, item.path, fid, False, 0) or [item]

    def passed_up(self, template: RequestTemplate, path: str, fid: str | None,
                  returned: bool, hops: int, budget: list[int] | None = None) -> list[Emitted]:
        """Rule ``closure.caller-chain``: a closure's request substituted with one call of its
        enclosing function, emitted at that call's function ``fid``; when it still waits for
        the parameters of ``fid`` (the enclosing function was called with a parameter passed
        on, ``initAdd(options) { addRow(options) }``), substituted again with each call of
        ``fid``, at most :data:`MAX_CALLER_HOPS` times and :data:`MAX_DEFERRED` substitutions
        in all (``budget``, the substitutions left; past it one ``limit`` diagnostic, rule
        ``budget.request-variants``). Nothing when no caller names it (a URL with no fixed
        text, unless the closure is a factory's result)."""
        budget = [MAX_DEFERRED] if budget is None else budget
        if fid is not None and is_deferred(template, self.param_scope(fid)):
            if hops >= MAX_CALLER_HOPS:
                return []
            out: list[Emitted] = []
            owner = fid if fid in self.callers else self.deciding_owner(template, fid)
            rule = "closure.caller-chain" if owner == fid else OUTER_PARAMETERS
            for caller_path, caller_fid, args, span in self.callers.get(owner, []):
                if budget[0] <= 0:
                    self.note_limit(path, None, "request-variants",
                                    f"a request passed up through callers makes more than "
                                    f"{MAX_DEFERRED:,} variants: the first are kept")
                    break
                budget[0] -= 1
                caller = self.function(caller_fid)
                hop = Site((caller_path, span), known_name(self, caller, caller_path), rule)
                made = substitute_template(self, template, owner, self.bind_args(owner, args, 0))
                made = self.call_guarded(made, caller_path, caller_fid, span)
                if made is None:                            # rule wrapper.guarded-call
                    continue
                out.extend(self.passed_up(made.via(hop), caller_path, caller_fid, returned,
                                          hops + 1, budget))
            return out
        if not (returned or has_fixed_text(template.url)):
            return []
        return [Emitted(template, path, fid)]

    def with_enclosing_auth(self, template: RequestTemplate, frame: Frame) -> RequestTemplate:
        """Rule ``auth.enclosing-function``: the function that makes a request and sets an
        ``Authorization`` (or API-key) header anywhere in its body authenticates it, however
        the header object reaches the call (``headers.set('Authorization', …)``). The hints of
        a function are read once per run, however many requests it makes. A library whose
        requests carry only their own call's headers (``LibraryFacts.own_headers_only``: a UI
        library's upload element, rule ``ui-upload.action``) is not reached."""
        from code2skill.extractors.common import auth_in_function
        if frame.fid is None or template.lib in self.own_headers_only or \
                any(h.kind != "tenant" for h in template.auth):
            return template
        memo = self.pass_memo.setdefault("auth.enclosing-function", {})
        if frame.fid not in memo:
            memo[frame.fid] = auth_in_function(Context(self.program, frame, None),
                                               FnV(frame.fid), "auth.enclosing-function")
        hints = memo[frame.fid]
        return replace(template, auth=template.auth + hints) if hints else template
