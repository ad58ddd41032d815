"""Call evaluation, arguments and callers (seam of the resolver).

Owns the value a call evaluates to (:meth:`Calls.call_value`): a program function applied to
its arguments (:meth:`Calls.bind_args`), a library value's result, responses and their
callbacks, tagged templates, memo hooks, URL joins; and the calls of a function found by its
name (:meth:`Calls.calls_of`), what they pass, handed objects and clients.

May read: the facts, the values, the recognisers (their ``call_value``/``returned`` hooks), the
resolver's state; the summaries seam for what a function returns."""
from __future__ import annotations

import re
from dataclasses import replace

from code2skill.facts import (Arr, Call, Expr, Fn, FunctionFact, Lit, Member, Obj, Ref, Regex,
                              Span, Spread, Tmpl)
from code2skill.arithmetic import NUMBER_CONVERSION
from code2skill.interceptor_answers import answered, client_answer
from code2skill.jquery_tests import boolean_test
from code2skill.written_types import builtin_result, text_unknowns, through_chain
from code2skill.angularjs_di import LIB as ANGULARJS, injector_call, manual_injector
from code2skill.vue_refs import ref_call
from code2skill.initial_state import proves_fields, state
from code2skill.state_hooks import state_call, typed_places
from code2skill.provided_values import (TOKEN_MAKER, injected_value, injection_deferred,
                                        is_injector, made_key, provided_under,
                                        settle_injections)
from code2skill.array_tests import decide_is_array, is_array_call
from code2skill.object_merge import copy_helper, merge_helper, merged_args
from code2skill.defu_merge import (FACTORY as DEFU_FACTORY, PACKAGE as DEFU, defu_factory,
                                   defu_merger, defu_objects)
from code2skill.store_reads import parsed_store, store_read
from code2skill.extractors.global_properties import CURRENT_INSTANCE, current_instance
from code2skill.encoded_segments import (encoded_value, encoder_of, encoding, replaced,
                                         replacement, uri_coded)
from code2skill.opaque_calls import CALLBACK_TAKERS, applied_result, chained
from code2skill.arguments_object import ARGUMENTS, borrowed_join
from code2skill.url_classes import built_url
from code2skill.requests import REQUEST_OBJECT
from code2skill.extractors.module_facts.shared import hole_name as hole_name_of
from code2skill.extractors.module_facts.declarations import member_path
from code2skill.extractors.routers import address_search_value, is_route_hook_call, \
    search_value
from code2skill import entries_joins, string_pieces, value_transforms
from code2skill.library_facts import (CLOCK_READS, GLOBAL_GENERATORS, HOOK_MODULES, LIB_GENERATORS,
                                      MAP_OPERATORS, PASS_OPERATORS)
from code2skill.object_props import passed_instance
from code2skill.setup_props import DEFAULTS, MACRO, prop_types, scalar_prop
from code2skill.router_href import router_value
from code2skill.issued_uploads import is_issued
from code2skill.in_browser_urls import IN_BROWSER, made_in_browser
from code2skill.page_base_path import resolved_path
from code2skill.page_origin_split import address_pieces, joined_origin
from code2skill.page_path_prefix import path_pieces, path_prefix
from code2skill.platform_urls import platform_url
from code2skill.form_fields import field_read, trimmed
from code2skill.page_data_urls import attribute_read, computed_attribute_read, key_label
from code2skill.runtime_base import DOM
from code2skill.class_layers import array_includes, fills_placeholders, subclass_this
from code2skill.bound_methods import self_bound
from code2skill.default_imports import default_import_names
from code2skill.promise_executor import CHAINED, DONE, SUCCESS, promise_value, success_body
from code2skill.regex_replace import RegexCode, replace_in_value
from code2skill.parameter_defaults import is_undefined
from code2skill.string_helpers import helper_value
from code2skill.arity import ARGUMENTS_LENGTH, arity_binding
from code2skill.svelte_props import is_props_call
from code2skill.deferred_helpers import deferred_helper
from code2skill.string_codecs import (TEXT_METHODS, URI_CODECS, coded, json_copy, json_text,
                                      plain_json_call)
from code2skill.json_bodies import listed_members
from code2skill.template_tags import (Splice, encoded_template, loops, splice_local, spliced,
                                      tag_values, unread_tag)
from code2skill.handed_clients import RULE as HANDED_CLIENT_RULE, handed_clients, handed_slot
from code2skill.handed_objects import Handed, HandingCall, handed_member, parameter_position
from code2skill.url_join import joiner, url_join
from code2skill.builders import builder_class, tracked
from code2skill.factory_instances import factory_made
from code2skill.recogniser_context import Context, Frame
from code2skill.values import (TEST_REASON, AltV, ArrV, Capture, ChoiceV, ClassRefV, ClientV, FnV,
                               GENERATED, HoleV, InstanceV, LibV, LitV, MAX_STRING_TEXT, ObjV,
                               ParamV, PropV, ResponseV, StrV, Text, TypedV, UnknownV, Value,
                               Where, first_where, spread_props, text_of)
from code2skill.colon_placeholders import keyed_placeholder
from code2skill.sveltekit_events import KIT, cookie_read
from code2skill.typed_clients import injected_method
from code2skill.unseen_instances import instance_this
from code2skill.validated_payloads import (METHODS as VALIDATION_METHODS, schema_typed,
                                             validated_value, validation)
from code2skill.resolution.shared import (ANGULAR_WINDOW, IDENTITY_FUNCTIONS, SCHEME_HOST,
                                          alternatives, flatten, is_absent, response_member)


def typed_client(value: Value, call: Call, module: str, where: Where | None) -> Value:
    """Rule ``client.type-arguments``: a client a library call creates with type arguments
    (``createClient<paths>(…)``) keeps them, as a ``("type-arguments", TypedV(text, module),
    where)`` entry of its ``setup``, for the recogniser that reads its calls' declared types;
    any other value is unchanged."""
    if not isinstance(value, ClientV) or not call.type_args or value.path:
        return value
    return replace(value, setup=value.setup + (
        ("type-arguments", TypedV(call.type_args, module, (), where), where),))


def called_options(callee: Value) -> Value:
    """Rule ``value.absent-callee``: the options of a called value that can return. Calling an
    absent option (``undefined``, a member an object literal lacks) throws, so a choice
    between a function and an absent value (``worker && worker(x)`` of a worker some
    constructions do not pass) returns what the function does; any other value unchanged."""
    if not isinstance(callee, AltV):
        return callee
    kept = [o for o in callee.options if not is_absent(o)]
    if not kept or len(kept) == len(callee.options):
        return callee
    return kept[0] if len(kept) == 1 else replace(callee, options=tuple(kept))


def dom_read(callee: Value, args: tuple = ()) -> str | None:
    """Rule ``service.runtime-base``: the reason of the value a call on the page's DOM returns
    (``document.querySelector('meta[name="base"]')`` → ``dom:document.querySelector()``), its
    members read later extending it; ``None`` for any other callee. An attribute of the page's
    own ``<body>`` or ``<html>`` read by a literal name keeps the name
    (``document.body.getAttribute('web-root')`` → ``dom:document.body.getAttribute(web-root)``:
    rule ``service.provided-base-path`` reads it)."""
    if isinstance(callee, UnknownV) and callee.reason.startswith(DOM):
        chain = callee.reason[len(DOM):]
    elif isinstance(callee, UnknownV) and callee.reason.startswith("unresolved:document."):
        chain = callee.reason.split(":", 1)[1]
    elif isinstance(callee, LibV) and callee.lib == "global" and callee.path[:1] == ("document",) \
            and len(callee.path) > 1:
        chain = ".".join(callee.path)
    else:
        return None
    if tuple(chain.split(".")) in PAGE_ATTRIBUTE_READS and len(args) == 1 and \
            isinstance(args[0], Lit) and isinstance(args[0].value, str) and \
            ATTRIBUTE_NAME.fullmatch(args[0].value):
        return f"{DOM}{chain}({args[0].value})"
    return DOM + chain[:200] + "()"


# the attribute reads of the page's own ``<body>`` and ``<html>`` whose literal name
# :func:`dom_read` keeps, and the names it keeps
PAGE_ATTRIBUTE_READS = frozenset({("document", "body", "getAttribute"),
                                  ("document", "documentElement", "getAttribute")})
ATTRIBUTE_NAME = re.compile(r"[A-Za-z][\w:-]{0,60}")


# Svelte 5 runes whose value is their argument (compiler macros, never imported)
SVELTE_RUNES = frozenset({("$state",), ("$state", "raw"), ("$derived",)})


def svelte_rune(call: Call) -> bool:
    """Rule ``value.svelte-rune``: whether ``call`` is a Svelte 5 rune whose value is its
    argument, ``undefined`` without one (``let request = $state()``, ``$state(0)``,
    ``$state.raw(list)``, ``$derived(a + b)``): the state's initial value, never a value
    the client computes."""
    return member_path(call.callee) in SVELTE_RUNES


def editable_rune(call: Call, initial: Value, where: Where | None) -> Value:
    """Rule ``state.initial-type``: a Svelte 5 ``$state``/``$state.raw`` rune whose initial
    value is a literal of a type or an object literal with members is editable state, typed by
    that literal and never pinned to it (``let email = $state('')``: a string the user
    types, as :mod:`code2skill.state_hooks` reads ``createSignal('')``); any other rune
    (``$derived(a + b)``, ``$state()``, ``$state(null)``) is its argument as it is."""
    if member_path(call.callee) == ("$derived",) or not proves_fields(initial):
        return initial
    return state(initial, where, 0)


BLOB = LibV("js", ("Blob", "instance"))
# names of a parameter that holds a file (``uploadToStream(tunnel, stream, file)``)
FILE_NAMES = frozenset({"file", "blob"})


def file_bytes(value: Value) -> bool:
    """Rule ``body.file-bytes``: whether ``value`` is a file's bytes whose ``slice`` is a
    ``Blob`` chunk: a constructed ``File``/``Blob``, or a parameter declared one or named
    ``file``/``blob`` (no member read from it)."""
    if isinstance(value, LibV):
        return value.lib == "js" and value.path in (("File", "instance"), ("Blob", "instance"))
    return isinstance(value, ParamV) and not value.path and (
        value.name.lower() in FILE_NAMES if not value.type_text
        else value.type_text.strip() in ("File", "Blob"))


def angular_window(call: Call) -> Value | None:
    """Rule ``value.angular-window``: ``$injector.get('$window')`` is the browser's
    ``window`` (``$document`` its ``document``), as a ``$window`` parameter an AngularJS
    factory is injected with is, so ``$window.location.origin`` is the page's origin;
    ``None`` for any other call."""
    callee = call.callee
    if not (isinstance(callee, Member) and callee.prop == "get" and len(call.args) == 1
            and isinstance(callee.obj, Ref) and callee.obj.name == "$injector"
            and isinstance(call.args[0], Lit)):
        return None
    return ANGULAR_WINDOW.get(call.args[0].value)


def new_url(path: Value, base: Value | None) -> Value:
    """``new URL(path, base)`` as a string value (WHATWG resolution for the common cases: an
    absolute ``path`` wins; ``/x`` replaces the base's path; ``x`` is joined to its folder).
    ``.`` and ``..`` name a folder, so the URL ends with ``/`` (``new URL('.', location.href)
    + 'api/x'`` is ``./api/x``, relative to the page: rule ``service.page-relative``)."""
    if base is not None and isinstance(path, StrV) and text_of(path) in (".", ".."):
        path = StrV((Text(text_of(path) + "/", first_where(path)),))    # type: ignore[operator]
    if base is None or not isinstance(path, StrV) or not isinstance(base, StrV):
        return path
    first = path.parts[0] if path.parts else None
    if isinstance(first, Text) and SCHEME_HOST.match(first.text):
        return path
    base_text = text_of(base)
    if base_text is None:
        return flatten(StrV(base.parts + (Text("/"),) + path.parts))
    origin = SCHEME_HOST.match(base_text)
    if isinstance(first, Text) and first.text.startswith("/") and origin:
        return flatten(StrV((Text(origin.group(0), first_where(base)),) + path.parts))
    folder = base_text.rsplit("/", 1)[0] + "/" if "/" in base_text[len(origin.group(0)) if
                                                               origin else 0:] else base_text + "/"
    return flatten(StrV((Text(folder, first_where(base)),) + path.parts))


def replace_placeholder(template: StrV, pattern: Value, value: Value,
                        value_name: str | None, every: bool = False) -> Value:
    """``'/a/{id}'.replace('{id}', x)`` or ``'/a/:id'.replace(':id', x)`` (a regex literal
    with the same text too): the placeholder becomes a hole named after it. ``replace``
    with a text pattern replaces its first match, ``replaceAll`` (``every``) each one; a
    match is looked for in the fixed texts only (one split by a hole is not seen). When no
    fixed text holds it, a parameter hole keeps the replacement of a fixed text for what
    each caller passes (rule ``value.regex-replace``'s deferral: ``url.replace('csi%2F',
    'csi/')`` of a URL whose id a caller gives as ``csi/${name}``)."""
    needle = text_of(pattern)
    if not needle:
        return UnknownV("replace")
    needle = needle.replace("\\", "")
    name = needle.strip("{}:/") or value_name
    hole = name if re.fullmatch(r"[A-Za-z_]\w*", name or "") else value_name
    parts: list[Text | HoleV] = []
    done = False
    for part in template.parts:
        if done and not every or not isinstance(part, Text) or needle not in part.text:
            parts.append(part)
            continue
        pieces = part.text.split(needle, -1 if every else 1)
        for index, piece in enumerate(pieces):
            if index:
                parts.append(HoleV(hole, value, part.where))
            parts.append(Text(piece, part.where, part.origin))
        done = True
    if done:
        return flatten(StrV(tuple(parts)))
    fixed = text_of(value)
    if fixed is None or "$" in fixed:
        return template
    return kept_replace(template, RegexCode(re.escape(needle), "g" if every else "", fixed))


def kept_replace(value: Value, code: RegexCode) -> Value:
    """``value`` with each parameter in it (in its holes, their strings and alternatives)
    keeping the replacement ``code`` for what its callers pass."""
    if isinstance(value, ParamV):
        return replace(value, coded=value.coded + (code,))
    if isinstance(value, AltV):
        return replace(value, options=tuple(kept_replace(o, code) for o in value.options))
    if isinstance(value, StrV):
        return StrV(tuple(replace(p, value=kept_replace(p.value, code))
                          if isinstance(p, HoleV) else p for p in value.parts))
    return value


def js_substituted(template: StrV, pattern: Value, replacement: str, every: bool) -> Value:
    """``s.replace(text, replacement)`` (``replaceAll`` with ``every``) whose replacement holds
    a ``$`` pattern, computed as JavaScript does (ECMA-262 GetSubstitution for a text pattern:
    ``$$`` is ``$``, ``$&`` the match, `` $` `` and ``$'`` the text before and after it, any
    other ``$`` itself) when ``s`` and the pattern are fixed texts; an unknown value
    otherwise, never the replacement copied as it is."""
    text, needle = text_of(template), text_of(pattern)
    if text is None or needle is None:
        return UnknownV("replace")
    out, start, found = [], 0, text.find(needle)
    while found >= 0:
        out += [text[start:found], SUBSTITUTION.sub(lambda m: {
            "$$": "$", "$&": needle, "$`": text[:found],
            "$'": text[found + len(needle):]}[m.group(0)], replacement)]
        start = found + len(needle)
        found = text.find(needle, start + (not needle)) if every else -1
    out.append(text[start:])
    return StrV((Text("".join(out), first_where(template)),))


SUBSTITUTION = re.compile(r"\$[$&`']")


def typed_argument(arg: Value, type_text: str, module: str) -> Value:
    """Rule ``ts.parameter-type``: what an argument is worth once bound to a parameter declared
    ``type_text`` in ``module``. An unknown argument is a :class:`TypedV` of that type; an
    object literal keeps its entries, each unknown one typed by the member of that name
    (``update({user: filtered})`` for ``data: {user: UpdateUser}``); anything else is kept,
    an issued upload URL too (rule ``url.issued-upload-target``: its name is all that is
    known of it)."""
    if isinstance(arg, UnknownV) and not is_issued(arg):
        return TypedV(type_text, module, (), arg.where)
    if isinstance(arg, ObjV) and any(isinstance(p.value, UnknownV) and p.key for p in arg.props):
        return replace(arg, props=tuple(
            replace(p, value=TypedV(type_text, module, (p.key,), p.where))
            if isinstance(p.value, UnknownV) and p.key else p for p in arg.props))
    return arg


def with_hop(value: Value, where: Where) -> Value:
    """A value returned by a wrapper call at ``where``: responses in it remember that call
    (outermost first), so they can be matched with the request template made through it."""
    if isinstance(value, ResponseV):
        return replace(value, sites=(where,) + value.sites)
    if isinstance(value, AltV):
        return replace(value, options=tuple(with_hop(o, where) for o in value.options))
    if isinstance(value, ObjV):
        return replace(value, props=tuple(replace(p, value=with_hop(p.value, where))
                                          for p in value.props))
    return value


def merge_objects(values: list[Value]) -> ObjV:
    """``Object.assign(a, b, …)`` / ``{...a, ...b}``: known objects merge their entries, any
    other value stays a spread entry (``key`` ``None``)."""
    props: list[PropV] = []
    for value in values:
        if isinstance(value, ObjV):
            props.extend(value.props)
        else:
            props.append(PropV(None, value))
    return ObjV(tuple(props))


def search_init(init: Value) -> Value:
    """What ``new URLSearchParams(init)`` starts from: an object as it is; an array of
    ``[name, value]`` pairs with fixed names as the object of those entries; a query string
    without its leading ``?`` (JavaScript drops it); any other array an unknown value (its
    entries are not known); anything else (a parameter) as it is."""
    if isinstance(init, StrV) and init.parts and isinstance(init.parts[0], Text) \
            and init.parts[0].text.startswith("?"):
        head = init.parts[0]
        return StrV((replace(head, text=head.text[1:]),) + init.parts[1:])
    if not isinstance(init, ArrV):
        return init
    props = []
    for item in init.items:
        key = text_of(item.items[0]) if isinstance(item, ArrV) and len(item.items) == 2 \
            else None
        if key is None:
            return UnknownV("search-params-entries", init.where)
        props.append(PropV(key, item.items[1], first_where(item) or init.where))
    return ObjV(tuple(props), init.where)


def fresh_call(callee: Value, call: Call) -> str | None:
    """Rule ``value.generated``, made through a variable or a method: the reason (``generated:
    new Date()``, ``generated:new Date().toISOString().replace()``) of ``new Date()`` with no
    argument (the clock, read where the request is made) and of a method called on a value
    generated so (``date.toISOString()``, ``stamp.replace('T', ' ')``: still new at every
    call), else ``None``. A ``Date`` the program defines itself is no clock, and the time zone
    a date reads (``getTimezoneOffset()``) is the client's environment, not a new value."""
    if call.new and not call.args and member_path(call.callee) == ("Date",) \
            and isinstance(callee, (UnknownV, LibV)):
        return f"{GENERATED}new Date()"
    if isinstance(callee, UnknownV) and callee.reason.startswith(GENERATED) \
            and isinstance(call.callee, Member) and not call.new \
            and call.callee.prop not in ENVIRONMENT_READS:
        return f"{callee.reason}()"
    return None


ENVIRONMENT_READS = frozenset({"getTimezoneOffset"})     # of a Date: the client's time zone


def generator_of(callee: Value, expr: Expr) -> str | None:
    """Rule ``value.generated``: the name (``crypto.randomUUID``, ``uuid.v4``, ``Date.now``) of
    a call that makes a new value every time it runs — an import of :data:`LIB_GENERATORS`, a
    global of :data:`GLOBAL_GENERATORS` the program does not define itself (its callee is
    no function of the program), or a clock read of a fresh ``new Date()`` — else ``None``."""
    if isinstance(callee, LibV) and (callee.lib, callee.path) in LIB_GENERATORS:
        return ".".join((callee.lib,) + callee.path)
    if isinstance(expr, Member) and expr.prop in CLOCK_READS and isinstance(expr.obj, Call) \
            and expr.obj.new and not expr.obj.args and member_path(expr.obj.callee) == ("Date",):
        return f"new Date().{expr.prop}"
    names = member_path(expr) or ()
    if names[:1] in (("window",), ("globalThis",), ("self",)):
        names = names[1:]
    if names in GLOBAL_GENERATORS and isinstance(callee, (UnknownV, LibV)):
        return ".".join(names)
    return None


class Calls:
    """The resolver's methods of this seam: call evaluation, arguments and callers."""

    def eval_args(self, args: tuple[Expr, ...], frame: Frame, depth: int = 0
                  ) -> tuple[Value, ...]:
        """Argument values with spreads expanded (``f(...xs)``): an array's items, or the
        first positions of a rest parameter (``ParamV`` paths ``0``, ``1`` …)."""
        out: list[Value] = []
        for arg in args:
            if not isinstance(arg, Spread):
                out.append(self.evaluate(arg, frame, depth))
                continue
            value = self.evaluate(arg.expr, frame, depth)
            if isinstance(value, ArrV):
                out.extend(value.items)
            elif isinstance(value, ParamV):
                out.extend(replace(value, path=value.path + (str(i),)) for i in range(4))
            else:
                out.append(UnknownV("spread"))
        return tuple(out)

    # ------------------------------------------------------------------- calls
    def call_value(self, call: Call, frame: Frame, depth: int) -> Value:
        """The value a call evaluates to (not the requests it makes)."""
        cut = string_pieces.char_at(call) or string_pieces.tail_of(call)
        if cut is not None:                               # rule value.string-piece
            read = self.string_piece(cut, frame, depth)
            if read is not None:
                return read
        if isinstance(call.callee, Member) and call.callee.prop in ("replace", "replaceAll") \
                and len(call.args) == 2:
            if call.callee.prop == "replaceAll" and isinstance(call.args[0], Regex) \
                    and "g" not in call.args[0].flags:     # a TypeError in JavaScript
                return UnknownV("replace-all-throws", self.where(frame.path, call.span))
            target = self.evaluate(call.callee.obj, frame, depth)
            if fills_placeholders(call.args[0]):      # rule value.fill-placeholders
                return target
            if encoding(target):                      # rule value.encoded-input
                step = replaced(target, replacement(
                    call.args[0].value if isinstance(call.args[0], Regex)
                    else text_of(self.evaluate(call.args[0], frame, depth)),
                    call.args[0].flags if isinstance(call.args[0], Regex) else None,
                    text_of(self.evaluate(call.args[1], frame, depth)),
                    call.callee.prop == "replaceAll"))
                if step is not None:
                    return step
            if keyed_placeholder(call.args[0], lambda e: self.evaluate(e, frame, depth)):
                return self.unwritten(call, frame, depth) or target   # path.colon-placeholder
            pattern = call.args[0]
            fixed = text_of(self.evaluate(call.args[1], frame, depth))
            if isinstance(pattern, Regex) and fixed is not None:
                rewritten = replace_in_value(flatten(target) if isinstance(target, StrV)
                                             else target, pattern.value, pattern.flags, fixed)
                if rewritten is not None:                 # its text may double: budgeted
                    return self.within_budget(rewritten, frame.path, call.span)
            if isinstance(target, StrV):
                value = self.evaluate(call.args[1], frame, depth)
                if "$" in (text_of(value) or ""):     # `$&`, `$'`: see js_substituted
                    return self.within_budget(js_substituted(
                        target, self.evaluate(call.args[0], frame, depth), text_of(value),
                        call.callee.prop == "replaceAll"), frame.path, call.span)
                return self.within_budget(replace_placeholder(
                    target, self.evaluate(call.args[0], frame, depth), value,
                    hole_name_of(call.args[1]), call.callee.prop == "replaceAll"),
                    frame.path, call.span)
        address = address_pieces(call, lambda e: self.evaluate(e, frame, depth)) or \
            joined_origin(call, lambda e: self.evaluate(e, frame, depth),
                          self.where(frame.path, call.span))
        if address is not None:                       # rule service.page-origin-split
            return address
        cut = path_pieces(call, lambda e: self.evaluate(e, frame, depth)) or \
            path_prefix(call, lambda e: self.evaluate(e, frame, depth))
        if cut is not None:                           # rule service.page-path-prefix
            return cut
        borrowed = borrowed_join(call)                # rule value.arguments-join
        if borrowed is not None:
            spread = Spread(borrowed[0], getattr(borrowed[0], "span", None) or call.span)
            return self.array_join(Arr((spread,), call.span), borrowed[1],
                                   frame, depth, call.span)
        if isinstance(call.callee, Member) and call.callee.prop == "join" \
                and isinstance(call.callee.obj, Arr) and len(call.args) <= 1:
            return self.array_join(call.callee.obj, call.args[0] if call.args else None,
                                   frame, depth, call.span)
        if isinstance(call.callee, Member) and call.callee.prop == "join" \
                and isinstance(call.callee.obj, Ref) and len(call.args) <= 1:
            joined = self.local_array_join(call, frame, depth)
            if joined is not None:
                return joined
        source = entries_joins.joined_object(call, self)     # rule query.entries-join
        reduced = entries_joins.reduced_object(call, self) if source is None else None
        if source is not None or reduced is not None:
            where = self.where(frame.path, call.span)
            source, lead, trail = reduced or (source, "", "")
            hole = HoleV(None, self.evaluate(source, frame, depth), where,
                         tag=(entries_joins.RULE, ""))
            return StrV(tuple([Text(lead, where)] * bool(lead) + [hole] +
                              [Text(trail, where)] * bool(trail)))
        if isinstance(call.callee, Member) and call.callee.prop == "join" \
                and len(call.args) <= 1:
            joined = self.joined_list(call, frame, depth)
            if joined is not None:
                return joined
        if isinstance(call.callee, Member) and call.callee.prop == "includes" \
                and len(call.args) == 1:              # rule value.array-includes
            found = array_includes(self.evaluate(call.callee.obj, frame, depth),
                                   self.evaluate(call.args[0], frame, depth))
            if found is not None:
                return LitV(found, self.where(frame.path, call.span))
        if isinstance(call.callee, Member) and call.callee.prop in TEXT_METHODS \
                and not call.args:                    # type.toUpperCase(), name.trim()
            receiver = text_unknowns(self.evaluate(call.callee.obj, frame, depth),
                                     self.where(frame.path, call.span))   # converted-type
            return coded(receiver, call.callee.prop)    # rule value.string-codec
        array_arg = is_array_call(call)
        if array_arg is not None:               # rule value.is-array
            decided = decide_is_array(self.evaluate(array_arg, frame, depth))
            if decided is not None:
                return LitV(decided, self.where(frame.path, call.span))
        if isinstance(call.callee, Ref) and call.callee.name in (MACRO, DEFAULTS) \
                and frame.path in self.setup_props:       # rule vue.setup-props
            component = self.setup_props[frame.path]
            types = prop_types(self.modules[frame.path])
            return ObjV(tuple(PropV(name, ParamV(component.fid, name, type_text=types.get(name),
                                                 module=component.path)
                                    if scalar_prop(types.get(name)) else
                                    passed_instance(self, component, name)   # vue.object-prop
                                    or UnknownV("unknown-member"))   # (as unread props were)
                              for name, _ in component.props))
        window = angular_window(call)
        if window is not None:                  # $injector.get('$window')
            return window
        if is_props_call(call) and frame.path in self.svelte_props:   # svelte.prop-binding
            component = self.svelte_props[frame.path]
            return ObjV(tuple(PropV(name, ParamV(component.fid, name, module=component.path))
                              for name, _ in component.props))
        if svelte_rune(call):                   # let request = $state(): undefined at first
            initial = self.evaluate(call.args[0], frame, depth) if call.args else LitV(None)
            held = editable_rune(call, initial, self.where(frame.path, call.span))
            if held is not initial:             # (its inputs cite rule state.initial-type)
                self.state_places.update(typed_places(held, 0))
            return held
        if isinstance(call.callee, Member) and call.callee.prop == "slice" and \
                file_bytes(self.evaluate(call.callee.obj, frame, depth)):
            return BLOB                         # file.slice(offset, end): a chunk's bytes
        if isinstance(call.callee, Member) and call.callee.prop == "reduce" \
                and len(call.args) == 2:
            reduced = self.reduced(call, frame, depth)
            if reduced is not None:              # rules value.transform-list, -unknown-
                return reduced                   # transform
        checked = self.validated_payload(call, frame, depth)
        if checked is not None:                           # rule body.validated-payload
            return checked
        bound = self_bound(call)
        if bound is not None:                             # rule value.self-bound-method
            return self.evaluate(bound, frame, depth)
        callee = called_options(self.evaluate(call.callee, frame, depth))
        if current_instance(callee):                      # rule vue.instance-proxy
            return CURRENT_INSTANCE
        if manual_injector(callee):                       # rule angularjs.manual-injector
            return LibV(ANGULARJS, ("$injector",))
        if defu_merger(callee):                           # rule value.defu-merge
            return defu_objects([self.evaluate(a, frame, depth) for a in call.args])
        if defu_factory(callee):
            return LibV(DEFU, (DEFU_FACTORY, "()"))
        if merge_helper(callee, call.callee):             # rule value.merge-helper
            return merge_objects([self.evaluate(a, frame, depth)
                                  for a in merged_args(call.args)])
        if call.args and copy_helper(callee, call.callee):   # rule value.copy-helper
            return self.evaluate(call.args[0], frame, depth)
        if isinstance(callee, (UnknownV, LibV, ParamV)) and made_in_browser(
                member_path(call.callee), call.callee.prop if isinstance(call.callee, Member)
                else None):                     # rule request.in-browser-url
            return UnknownV(IN_BROWSER, self.where(frame.path, call.span))
        fresh = generator_of(callee, call.callee)
        if fresh is not None:                   # rule value.generated
            return UnknownV(f"{GENERATED}{fresh}()", self.where(frame.path, call.span))
        fresh = fresh_call(callee, call)
        if fresh is not None:                   # rule value.generated: new Date(), d.toISOString()
            return UnknownV(fresh, self.where(frame.path, call.span))
        if isinstance(callee, ResponseV):
            return self.response_call(callee, call, frame, depth)
        if isinstance(callee, ParamV) and callee.path[-1:] == ("json",) and not call.args:
            return replace(callee, path=callee.path[:-1] + ("json()",))   # r.json() of a param
        if isinstance(callee, ParamV) and callee.path[-1:] == ("toString",) \
                and not call.args:      # chunk.size.toString(), url.toString(): its text
            return replace(callee, path=callee.path[:-1])
        injected = injected_method(self, callee, depth) if isinstance(callee, ParamV) else None
        if injected is not None:                          # rule client.injected-parameter
            return self.library_value(injected, call, frame, depth)
        if isinstance(callee, ClientV) and callee.lib == "urlsearchparams" \
                and callee.path == ("get",) and call.args:    # rule context.address-value
            read = address_search_value(callee.config, text_of(self.evaluate(
                call.args[0], frame, depth)), self.where(frame.path, call.span))
            if read is not None:
                return read
        if isinstance(callee, ClientV) and callee.lib == "urlsearchparams" \
                and callee.path == ("toString",):
            return self.search_params_text(replace(callee, path=()), frame)
        if isinstance(callee, StrV) and isinstance(call.callee, Member) and not call.args \
                and call.callee.prop in ("toString", "valueOf"):
            return callee                                     # url.toString()
        if isinstance(callee, ClassRefV) and call.new:
            built = built_url(self, callee, self.eval_args(call.args, frame, depth), depth)
            if built is not None:                 # rule url.own-url-class
                return built
            args = self.eval_args(call.args, frame, depth)
            own = self.constructor_args(InstanceV(callee.module, callee.name)) is None \
                and len(self.new_sites.get(callee.name, ())) > 1 \
                or builder_class(self, callee.module, callee.name) \
                or factory_made(self, args, frame)        # rule this.factory-arguments
            return InstanceV(callee.module, callee.name, args if own else None,
                             () if own else None)         # rule this.builder-chain
        if isinstance(callee, LibV) and call.new and (callee.lib, callee.path) == TOKEN_MAKER:
            # rule angular.injection-token: a key made where the token is created
            return made_key(callee, (), self.where(frame.path, call.span))
        if isinstance(callee, LibV) and callee.lib == "js":
            if call.args and len(callee.path) == 1 and callee.path[0] in URI_CODECS:
                return uri_coded(callee.path[0], self.evaluate(call.args[0], frame, depth))
            if call.args and len(callee.path) == 1 and callee.path[0] in IDENTITY_FUNCTIONS:
                return self.evaluate(call.args[0], frame, depth)
            if callee.path[:1] == ("Symbol",):            # rule di.provide-inject
                return made_key(callee, self.eval_args(call.args, frame, depth),
                                self.where(frame.path, call.span)) or UnknownV("js-builtin")
            if callee.path == ("URL",) and call.args:
                if len(call.args) > 1 and isinstance(call.args[1], Member) and \
                        member_path(call.args[1]) == ("import.meta", "url"):
                    return UnknownV("module-asset")   # new URL('./font.ttf', import.meta.url)
                args = [self.evaluate(a, frame, depth) for a in call.args[:2]]
                return new_url(args[0], args[1] if len(args) > 1 else None)
            if callee.path in (("Number",), ("parseInt",), ("parseFloat",)) and call.args:
                from code2skill.normalize import page_location
                port = self.evaluate(call.args[0], frame, depth)   # Number(location.port)
                return port if page_location(port) else \
                    UnknownV(NUMBER_CONVERSION, self.where(frame.path, call.span))
            if callee.path == ("Request",) and call.new and call.args:    # rule
                args = self.eval_args(call.args[:2], frame, depth)          # fetch.request-object
                return ClientV(REQUEST_OBJECT, merge_objects(
                    [ObjV((PropV("url", args[0]),))] + list(args[1:])),
                    self.where(frame.path, call.span))
            if callee.path == ("Headers",) and call.args:     # new Headers({...}), and
                init = self.evaluate(call.args[0], frame, depth)  # new Headers(o.headers)
                return init if not isinstance(init, ParamV) else ObjV(tuple(  # of a caller's
                    spread_props(init, (), self.where(frame.path, call.span))))   # {...o.h}
            if callee.path == ("Headers",) and call.new:
                return ObjV(())              # new Headers(): no entries (value.header-set-calls)
            if callee.path == ("URLSearchParams",) and call.new:
                init = self.evaluate(call.args[0], frame, depth) if call.args else ObjV(())
                return ClientV("urlsearchparams", search_init(init),
                               self.where(frame.path, call.span))
            if callee.path == ("Object", "fromEntries") and call.args:
                return self.object_from_entries(call.args[0], frame, depth)
            if callee.path == ("Set",) and call.new and len(call.args) == 1:
                listed = self.evaluate(call.args[0], frame, depth)    # new Set([f, g]) walks
                return listed if value_transforms.listed_functions(listed) \
                    else UnknownV("js-builtin")                      # as its array of functions
            if callee.path in (("FormData",), ("File",), ("Blob",)) and call.new:
                # (a FormData's where finds its appends; a File/Blob is file bytes)
                return replace(callee.member("instance"), where=self.where(frame.path, call.span))
            if callee.path == ("Object", "assign") and call.args:
                target = self.evaluate(call.args[0], frame, depth)
                if isinstance(target, FnV):   # rule value.assign-function: the function
                    added = merge_objects([self.evaluate(a, frame, depth)     # with the
                                           for a in call.args[1:]])          # members added
                    return replace(target, members=added) if added.props else target
                return merge_objects([target] + [self.evaluate(a, frame, depth)
                                                 for a in call.args[1:]])
            if callee.path in (("JSON", "stringify"), ("JSON", "parse")) and call.args and \
                    not plain_json_call(self.eval_args(call.args[1:2], frame, depth)):
                return UnknownV("json-" + ("replacer" if callee.path[1] == "stringify"
                                           else "reviver"), self.where(frame.path, call.span))
            if callee.path == ("JSON", "stringify") and call.args:
                listed = listed_members(call.args[0], frame.path, self.where(
                    frame.path, call.args[0].span))        # rule body.json-value
                return json_text(listed or self.evaluate(call.args[0], frame, depth))
            if callee.path == ("JSON", "parse") and call.args:
                text = self.evaluate(call.args[0], frame, depth)
                parsed = parsed_store(text) or json_copy(text)
                if parsed is not None:                # rules context.stored-value,
                    return parsed                     # value.json-copy
            if callee.path in (("Promise", "all"), ("Promise", "resolve")) and call.args:
                return self.evaluate(call.args[0], frame, depth)   # await: the results
            if callee.path == ("Promise",) and call.new and call.args:
                return promise_value(self, call.args[0], frame, depth)  # value.promise-executor
            return UnknownV("js-builtin")
        computed = ref_call(self, callee, call, frame, depth)    # rule vue.computed-ref
        if computed is not None:
            return computed
        held = state_call(self, callee, call, frame, depth)      # rule state.initial-type
        if held is not None:
            return held
        if isinstance(callee, LibV) and callee.lib in HOOK_MODULES and call.args \
                and callee.path in (("useCallback",), ("useMemo",)):
            return self.memo_hook(callee.path[0], call.args[0], frame, depth)
        encoder = encoder_of(callee) if call.args else None
        if encoder is not None:                       # rules path.encoded-segment,
            return encoded_value(encoder, self.evaluate(call.args[0], frame, depth),  # value.
                                 self.where(frame.path, call.span))       # encoded-input
        attribute = attribute_read(call.callee, call.args, callee)
        if attribute is not None:                     # rule url.page-data-attribute
            return UnknownV(attribute, self.where(frame.path, call.span))
        computed = None if isinstance(callee, FnV) else computed_attribute_read(
            call.callee, call.args, lambda: self.evaluate(call.args[0], frame, depth),
            key_label(call.args[0]) if call.args else "", self.page_data_keys())
        if computed is not None:                      # (its name computed; a program's own
            return computed                           # getAttribute method is followed)
        dom = dom_read(callee, call.args)
        if dom is not None:                           # rule service.runtime-base
            return UnknownV(dom, self.where(frame.path, call.span))
        if isinstance(callee, (LibV, UnknownV)) and call.args:
            read = store_read(callee, call.callee,
                              lambda: self.evaluate(call.args[0], frame, depth))
            if read is not None:                      # rule value.store-read
                return UnknownV(read, self.where(frame.path, call.span))
        if isinstance(callee, (LibV, ClientV)):
            return self.library_value(callee, call, frame, depth)
        if isinstance(callee, FnV):
            return self.own_transform(self.constrained(
                callee, self.apply(callee, call, frame, depth), call, frame, depth),
                call, frame, depth)
        if isinstance(callee, ParamV) and callee.path[-2:] == ("cookies", "get") and \
                self.passed_event_fetch(replace(callee, path=callee.path[:-2])) is not None:
            return cookie_read(LibV(KIT, ("cookies", "get")),    # helper(event) on the server:
                               self.eval_args(call.args, frame, depth),      # rule
                               self.where(frame.path, call.span))  # sveltekit.cookie-credential
        if isinstance(callee, ChoiceV):               # formatters[type](body)
            return replace(callee, options=tuple(
                (key, self.apply(option, call, frame, depth) if isinstance(option, FnV)
                 else UnknownV("call")) for key, option in callee.options))
        if isinstance(callee, AltV):                  # one of several functions or clients
            return alternatives([self.apply(option, call, frame, depth)
                                 if isinstance(option, FnV) else
                                 self.response_call(option, call, frame, depth)
                                 if isinstance(option, ResponseV) else
                                 self.library_value(option, call, frame, depth)
                                 if isinstance(option, (ClientV, LibV)) else UnknownV("call")
                                 for option in callee.options], callee.kind)
        return self.opaque_result(callee, call, frame, depth)

    def opaque_result(self, callee: Value, call: Call, frame: Frame, depth: int) -> Value:
        """Rule ``value.opaque-transform`` (:mod:`code2skill.opaque_calls`): the unknown
        result of a call nothing here evaluates, marked as that call's when a method of a
        marked result (``CryptoJS.SHA256(id).toString()``) or when an argument carries a
        caller's value (``encrypt(text, key)``), never that argument; a method handing its
        receiver to callbacks (:data:`~code2skill.opaque_calls.CALLBACK_TAKERS`) is none."""
        where = self.where(frame.path, call.span)
        field = field_read(call, lambda e: self.evaluate(e, frame, depth), where,
                           self.server_fields()) or trimmed(
            call, callee, (), lambda: self.evaluate(call.callee.obj, frame, depth))
        if field is not None:                                # rule value.form-field
            return field
        value = chained(callee, UnknownV("call"))
        typed = builtin_result(call.callee.prop, where) \
            if isinstance(callee, (ParamV, UnknownV)) and isinstance(call.callee, Member) \
            else None                                        # rule value.builtin-result
        if isinstance(callee, UnknownV) and boolean_test(
                call, lambda e: self.evaluate(e, frame, depth)):    # jquery.boolean-result
            typed = UnknownV(TEST_REASON + call.callee.prop, where)
        if typed is not None:
            value = replace(typed, applied=value.applied)
        if value.applied is not None or not call.args or (
                isinstance(call.callee, Member) and call.callee.prop in CALLBACK_TAKERS):
            return through_chain(value, call.callee, where) if typed is not None else value
        result = applied_result(value, member_path(call.callee),
                                self.eval_args(call.args, frame, depth), where)
        return through_chain(result, call.callee, where) if typed is not None else result

    def own_transform(self, value: Value, call: Call, frame: Frame, depth: int) -> Value:
        """Rule ``value.opaque-transform``: what a call of the program's own function
        returns, when it is a marked result of a call inside it (``encrypt(text, key)``
        whose body returns ``CryptoJS.AES.encrypt(text, key).toString()``), marked as this
        call's, the one the request's caller writes, when an argument carries a caller's
        value; any other value as it is."""
        if not isinstance(value, UnknownV) or value.applied is None:
            return value
        outer = applied_result(replace(value, applied=None), member_path(call.callee),
                               self.eval_args(call.args, frame, depth),
                               self.where(frame.path, call.span))
        return outer if isinstance(outer, UnknownV) and outer.applied is not None else value

    def validated_payload(self, call: Call, frame: Frame, depth: int) -> Value | None:
        """Rule ``body.validated-payload`` (:mod:`code2skill.validated_payloads`): what a
        schema validation of one value answers (``schema.safeParse(data)`` → ``{success: true,
        data}``, ``schema.parse(data)`` → ``data``), its members typed by the zod object
        or yup object constant it names when the program declares or imports one; ``None`` for
        any other call."""
        if not isinstance(call.callee, Member) or len(call.args) != 1 or \
                call.callee.prop not in VALIDATION_METHODS:
            return None
        declared = self.program.rule_set(
            frame.path, call.callee.obj.name) if isinstance(call.callee.obj, Ref) else None
        receiver = self.evaluate(call.callee.obj, frame, depth)
        kind = validation(call, receiver, declared[0].library if declared is not None else None)
        if kind is None:
            return None
        data = self.evaluate(call.args[0], frame, depth)
        passed = ".".join((receiver.name, *receiver.path)) \
            if isinstance(receiver, ParamV) and not schema_typed(data) else None
        where = self.where(frame.path, call.span)
        schema = TypedV(f"z.infer<typeof {call.callee.obj.name}>", frame.path, (), where) \
            if declared is not None else None
        return validated_value(kind, data, where, schema,
                               declared[0] if declared is not None else None, passed)

    def constrained(self, callee: FnV, value: Value, call: Call, frame: Frame,
                    depth: int) -> Value:
        """What a call of the program's function ``callee`` returns: ``value``, what its body
        returns, unless a recogniser's ``returned`` hook says the library's contract
        constrains it (an Ember adapter's ``urlForFindRecord`` override is given an id)."""
        for hook in self.returned_hooks:
            found = hook(callee, value, lambda: self.eval_args(call.args, frame, depth),
                         Context(self.program, frame, None))
            if found is not None:
                return found
        return value

    def library_value(self, callee: LibV | ClientV, call: Call, frame: Frame, depth: int
                      ) -> Value:
        """What a call of a library value or client object evaluates to (a recogniser's
        ``call_value``/``call_result``, DI ``inject``, a response); also for each client among
        alternatives (``params = params.append(…)`` after a conditional append)."""
        args = self.eval_args(call.args, frame, depth)
        where = self.where(frame.path, call.span)
        field = trimmed(call, callee, args, lambda: UnknownV("call"))
        if field is not None:                                # rule value.form-field
            return field
        url = platform_url(callee, args, [hole_name_of(a) for a in call.args], where) or \
            resolved_path(callee, args, hole_name_of(call.args[0]) if call.args else None,
                          where) or \
            router_value(callee, args, call.new, where)
        # (rules value.platform-url, service.page-base-path, vue.router-href)
        if url is not None:
            return self.within_budget(url, frame.path, call.span)
        if isinstance(callee, LibV):
            injected = injector_call(self, callee, args, depth)   # rule angularjs.injection
            if injected is not None:
                return injected
            key = made_key(callee, args, where)           # rule di.provide-inject
            if key is not None:
                return key
            if is_injector(callee):
                return injected_value(self, args, where, depth)
            read = cookie_read(callee, args, where)
            if read is not None:                  # rule sveltekit.cookie-credential
                return read
        for rec in self.recognisers:
            if rec.call_value is not None:
                value = rec.call_value(callee, args, where, call.new)
                if isinstance(value, UnknownV) and value.reason == "limit:document-size":
                    self.note_limit(frame.path, call.span, "string-size", "a GraphQL document "
                                    f"over {MAX_STRING_TEXT:,} characters once its fragments "
                                    "are joined (fragments that repeat each other?): it is "
                                    "an unknown value")
                if value is not None:
                    return typed_client(value, call, frame.path, where)
            if rec.call_result is not None:
                value = rec.call_result(callee, args, where,
                                        Context(self.program, frame, None))
                if value is not None:
                    return value
        if isinstance(callee, LibV) and callee.path[-1:] == ("inject",) and args:
            inner = args[0]                       # DI: inject(Class) / inject(token, factory)
            if isinstance(inner, ClassRefV):
                return InstanceV(inner.module, inner.name)
            provided = provided_under(self, inner, depth)       # angular.injection-token
            if provided is not None:
                return provided
            if isinstance(inner, LibV):
                return inner.member("prototype")
            if len(args) > 1 and isinstance(args[1], FnV):
                return self.returns(args[1].fid, depth)
        body = self.response_body.get(callee.lib)
        if body is not None and where is not None:
            return answered(ResponseV((where,), callee.lib, body=body == ""),
                            client_answer(self.setup, callee))   # axios.response-unwrap
        if joiner(callee):                                # rule value.url-join
            return self.url_joined(call, frame, depth, where)
        helped = helper_value(callee, args)               # rule value.string-helper
        if helped is not None:
            uses = self.helper_texts.setdefault(
                (first_where(helped[1]), text_of(helped[1])), [])
            if (where, helped[0]) not in uses:
                uses.append((where, helped[0]))
            return helped[1]
        kept = deferred_helper(callee, args)              # rule value.string-helper, for
        if kept is not None:                              # each caller's value
            return kept
        if isinstance(callee, LibV) and is_route_hook_call(callee):
            read = search_value(callee, text_of(args[0]) if args else None)
            if read is not None:                          # rule context.address-value
                return replace(read, where=where)
            return LibV(callee.lib, callee.path + ("()",), where)    # context.page-address
        if isinstance(callee, LibV):
            self.note_opaque_wrapper(callee, args, where)
            if where is not None and callee.lib not in ("js", "global"):
                self.library_results[where] = callee      # rule fetch.assumed-client
                return applied_result(UnknownV("library-call", where),   # rule value.
                                      member_path(call.callee), args, where)   # opaque-transform
        if isinstance(callee, LibV) and callee.lib == "js" and isinstance(call.callee, Member):
            typed = builtin_result(call.callee.prop, where)   # rule value.builtin-result: a
            if typed is not None:                             # built-in's method
                return through_chain(typed, call.callee, where)
        return UnknownV("library-call")

    def url_joined(self, call: Call, frame: Frame, depth: int, where: Where | None) -> Value:
        """Rule ``value.url-join`` (:mod:`code2skill.url_join`): ``urlJoin(a, '/b', c)`` as the
        library joins it, each argument that is no fixed text a hole named after its
        expression; a spread argument (its length unknown) or no argument is unknown."""
        if not call.args or any(isinstance(arg, Spread) for arg in call.args):
            return UnknownV("url-join", where)
        items = [(hole_name_of(arg), self.evaluate(arg, frame, depth),
                  self.where(frame.path, getattr(arg, "span", None))) for arg in call.args]
        joined = url_join(items, where)
        if joined is None:
            return UnknownV("url-join", where)
        return self.within_budget(flatten(joined), frame.path, call.span)

    def memo_hook(self, hook: str, first: Expr, frame: Frame, depth: int) -> Value:
        """Rule ``value.memo-hook``: React's ``useCallback(fn, deps)`` is ``fn`` itself and
        ``useMemo(() => value, deps)`` is ``value`` (what its factory returns), imported from
        ``react``/``preact`` or read as ``React.useCallback``; a factory the resolver cannot
        see is unknown."""
        value = self.evaluate(first, frame, depth)
        if hook == "useCallback" or not isinstance(value, FnV):
            return value if hook == "useCallback" else UnknownV("memo-factory")
        return self.substitute(self.returns(value.fid, depth), value.fid,
                               self.bind_args(value.fid, (), depth))

    def apply(self, callee: FnV, call: Call, frame: Frame, depth: int) -> Value:
        """What calling function ``callee`` with ``call``'s arguments returns."""
        if call.tagged and len(call.args) == 1 and isinstance(call.args[0], Tmpl):
            return self.tag_applied(callee, call, frame, depth)
        returned = self.returns(callee.fid, depth,
                                subclass_this(self, callee) or instance_this(callee.this))
        if isinstance(returned, UnknownV) and not injection_deferred(returned):
            return returned
        return self.applied(callee, self.eval_args(call.args, frame, depth),
                            (frame.path, call.span), depth, returned)

    def applied(self, callee: FnV, args: tuple[Value, ...], where: Where | None, depth: int,
                returned: Value | None = None) -> Value:
        """What function ``callee`` returns given ``args`` at the call ``where``
        (``returned``: its return value, if already read)."""
        if returned is None:
            returned = self.returns(callee.fid, depth,
                                    subclass_this(self, callee) or instance_this(callee.this))
            if isinstance(returned, UnknownV) and not injection_deferred(returned):
                return returned
        mapping = self.bind_args(callee.fid, args[callee.dropped:], depth)
        value = settle_injections(self, self.substitute(returned, callee.fid, mapping),
                                  callee.fid, mapping, depth)     # rule di.provide-inject
        for capture in callee.captured:            # rule closure.captured-result
            value = self.substitute(value, capture.factory, dict(capture.mapping))
        if where is None:
            return value
        value = self.with_capture(value, Capture(callee.fid, tuple(mapping.items()), where))
        for capture in callee.captured:            # (its functions capture them too)
            value = self.with_capture(value, capture)
        return with_hop(value, where)

    def tag_applied(self, callee: FnV, call: Call, frame: Frame, depth: int) -> Value:
        """Rule ``value.template-tag`` (:mod:`code2skill.template_tags`): a tagged template
        ``tag`…```, ``tag`` a function of the app, is ``tag`` applied to the template's
        strings (an array) and values; a local the function splices them into is its first
        value (if any) followed by the template, as the caller spells it, each value passed
        through the tag's URI encoder (rule ``value.interleaving-tag``). A tag of any other
        shape that loops is an unknown value naming it (rule ``review.unread-tag``)."""
        path, fn = self.functions.get(callee.fid, (None, None))
        key = ("tag", callee.fid)
        if fn is None or key in self._in_progress:
            return UnknownV("no-function" if fn is None else "cycle")
        at = self.where(frame.path, call.span)
        if fn.is_async:                      # a Promise, whatever the tag returns
            return UnknownV("async-tag", at)
        splice = splice_local(fn)
        tag_name = call.callee.name if isinstance(call.callee, Ref) else fn.name
        if splice is None and loops(fn):
            return unread_tag(tag_name, at)
        args = tag_values(call.args[0], lambda e: self.evaluate(e, frame, depth), at)
        mapping = self.bind_args(callee.fid, args, depth)
        inner = Frame(path, callee.fid, subclass_this(self, callee) or instance_this(callee.this))
        self._in_progress.add(key)
        try:
            local = self.spliced_local(splice, tag_name, fn, call, frame, inner, depth) \
                if splice is not None else None
            if splice is not None and local is None:
                return unread_tag(tag_name, at)
            value = self.substitute(self.returned(fn, inner, local), callee.fid, mapping)
        finally:
            self._in_progress.discard(key)
        hop = (frame.path, call.span)
        return with_hop(self.with_capture(value, Capture(callee.fid, tuple(mapping.items()),
                                                         hop)), hop)

    def spliced_local(self, splice: Splice, tag_name: str, fn: FunctionFact, call: Call,
                      frame: Frame, inner: Frame, depth: int) -> tuple[str, Value] | None:
        """``(local, value)`` of a tag's :class:`~code2skill.template_tags.Splice` for the
        tagged template of ``call``: its base, then the template as the caller spells it,
        each value encoded by the tag's encoder (a URI codec, or ``String``: none); ``None``
        when the encoder is another function (the tag is not read)."""
        template = call.args[0]
        if template.plus:
            return None
        codes: list[str] = []
        for callee in splice.encoders:
            encoder = self.evaluate(callee, inner, depth)
            if not (isinstance(encoder, LibV) and encoder.lib == "js"
                    and len(encoder.path) == 1 and encoder.path[0] in IDENTITY_FUNCTIONS):
                return None
            codes += [encoder.path[0]] if encoder.path[0] in URI_CODECS else []
        note = f"{tag_name} ({inner.path}:{fn.span[0]}) splices the template's values" + (
            "".join(f", each {code}(…)" for code in codes))
        base = self.evaluate(splice.base, inner, depth) if splice.base is not None else None
        parts = StrV(tuple(
            Text(str(p.value) if p.value is not None else "", self.where(frame.path, p.span))
            if isinstance(p, Lit) else HoleV(p.name, self.evaluate(p.expr, frame, depth),
                                             self.where(frame.path, p.span))
            for p in template.parts))
        value = flatten(encoded_template(parts, tuple(codes), (splice.rule, note)))
        if not isinstance(value, StrV):
            return None
        return splice.local, spliced(base, value)

    def with_capture(self, value: Value, capture: Capture) -> Value:
        """Rule ``closure.factory-arguments``: functions nested in the factory that ``value``
        (its return value, or an alternative or object member of it) holds remember the
        factory call's arguments."""
        if isinstance(value, FnV) and value.members is not None:   # value.assign-function
            value = replace(value, members=self.with_capture(value.members, capture))
        if isinstance(value, FnV) and value.fid != capture.factory \
                and capture.factory in self.param_scope(value.fid) \
                and capture not in value.captured:
            return replace(value, captured=value.captured + (capture,))
        if isinstance(value, LibV) and value.lib == "js" and \
                value.path == ("FormData", "instance") and self.made_in(value.where,
                                                                        capture.factory):
            return replace(value, captured=value.captured + (capture,))
        if isinstance(value, AltV):
            return replace(value, options=tuple(self.with_capture(o, capture)
                                                for o in value.options))
        if isinstance(value, ObjV):
            return replace(value, props=tuple(replace(p, value=self.with_capture(p.value,
                                                                                 capture))
                                              for p in value.props))
        return value

    def made_in(self, where: Where | None, fid: str) -> bool:
        """Rule ``multipart.helper-arguments``: whether the value built at ``where`` (a ``new
        FormData()``) is made inside function ``fid`` or a function nested in it, so that the
        appends on it may read ``fid``'s parameters."""
        if where is None:
            return False
        fn = self.function_at(*where)
        return fn is not None and fid in self.param_scope(fn.fid)

    def response_call(self, callee: ResponseV, call: Call, frame: Frame, depth: int) -> Value:
        """Rule ``dataflow.response-value``: a method called on a response. ``then(cb)`` is
        what ``cb`` returns with its parameter bound to the response (and ``cb`` is recorded
        in :attr:`response_callbacks`, so requests inside it see where their values come
        from); ``json()`` reads the body; ``catch``/``finally`` keep the response; any other
        call is unknown. An observable (Angular ``HttpClient``) works alike: ``subscribe(cb)``
        or ``subscribe({next: cb})`` calls ``cb`` with the value, ``pipe(…)`` passes it through
        ``map``/``switchMap``/``mergeMap``/``concatMap``/``exhaustMap`` callbacks and keeps it
        through ``tap``/``filter``/``take``/``catchError``/…; another operator is unknown."""
        if not callee.path:
            return UnknownV("call")
        name, base = callee.path[-1], replace(callee, path=callee.path[:-1])
        if name == "then" and call.args:
            return self.response_handler(base, call.args[0], frame, depth, call.span)
        if name == SUCCESS and call.args and not base.path:    # rule dataflow.success-
            self.response_handler(success_body(base), call.args[0], frame, depth,  # callback
                                  call.span)
            return base                                # (.success(f).error(g) chains on)
        if name == DONE and call.args and not base.path:       # rule jquery.answer: a
            self.response_handler(base, call.args[0], frame, depth, call.span)   # jqXHR's
            return base                                # done(f).fail(g).always(h) chains on
        if name in CHAINED and not base.path:
            return base
        if name == "subscribe" and call.args:
            handler = call.args[0]
            if isinstance(handler, Obj):
                handler = next((p.value for p in handler.props if p.key == "next"), None)
            self.response_handler(base, handler, frame, depth, call.span)
            return UnknownV("subscription")
        if name == "pipe":
            value: Value = base
            for operator in call.args:
                value = self.pipe_operator(value, operator, frame, depth)
            return value
        if name == "json" and not call.args:
            return response_member(base, "json()")
        if name in ("catch", "finally"):
            return base
        return UnknownV("call")

    def response_handler(self, response: ResponseV, expr: Expr | None, frame: Frame,
                         depth: int, span: Span | None) -> Value:
        """What the callback ``expr`` returns when called with ``response`` (recorded in
        :attr:`response_callbacks` under the call at ``span``); unknown for no function."""
        handler = self.evaluate(expr, frame, depth) if expr is not None else None
        if not isinstance(handler, FnV) or handler.fid not in self.functions:
            return UnknownV("call")
        self.response_callbacks.setdefault(handler.fid, {})[
            (frame.path, frame.fid, span)] = response
        returned = self.returns(handler.fid, depth)
        return self.substitute(returned, handler.fid,
                               self.bind_args(handler.fid, (response,), depth))

    def pipe_operator(self, value: Value, operator: Expr, frame: Frame, depth: int) -> Value:
        """The value of an observable response after one ``pipe`` operator (``map(fn)`` …)."""
        if not isinstance(value, ResponseV) or not isinstance(operator, Call):
            return UnknownV("operator")
        callee = operator.callee
        name = callee.name if isinstance(callee, Ref) else \
            callee.prop if isinstance(callee, Member) else None
        if name in MAP_OPERATORS and operator.args:
            return self.response_handler(value, operator.args[0], frame, depth, operator.span)
        return value if name in PASS_OPERATORS else UnknownV("operator")

    def bind_args(self, fid: str, args: tuple[Value, ...], depth: int) -> dict[str, Value]:
        """Map ``fid``'s parameter names to argument values (defaults when an argument is
        missing or ``undefined``, never for ``null``, rule ``value.nullish-default``;
        destructured names to members of the argument)."""
        path, fn = self.functions[fid]
        mapping: dict[str, Value] = {}
        if fid in self.arguments_readers:             # rule value.arguments-join
            mapping[ARGUMENTS] = ArrV(args)
        for index, param in enumerate(fn.params):
            if param.rest:
                if param.name:
                    mapping[param.name] = ArrV(args[index:])
                break
            arg = args[index] if index < len(args) else None
            if arg is None or is_undefined(arg):   # rule value.nullish-default: null stays
                arg = self.evaluate(param.default, Frame(path, fid), depth) \
                    if param.default is not None else arg
            if arg is None:
                arg = LitV(None)                      # a missing argument is undefined
            if param.type_text:
                arg = typed_argument(arg, param.type_text, path)
            if param.name:
                mapping[param.name] = arg
            for name in param.pattern:
                if name.startswith("..."):             # {a, ...rest}: rest is the others
                    named = tuple(n for n in param.pattern if not n.startswith("..."))
                    mapping[name[3:]] = ObjV(tuple(spread_props(arg, named)))
                else:
                    mapping[name] = self.member(arg, name, depth)
        count = arity_binding(args)                    # rule value.arity-test
        if count is not None:
            mapping[ARGUMENTS_LENGTH] = count
        return mapping

    def call_arguments(self, fid: str) -> list[tuple[Value, ...]]:
        """The argument values of every call of function ``fid`` found by its name (usable
        before the program is summarised, e.g. by setup passes)."""
        return [call.args for call in self.calls_of(fid)]

    def handed(self, callee: ParamV) -> Handed | None:
        """Rule ``wrapper.handed-object`` (:mod:`code2skill.handed_objects`): the program's
        functions member ``callee.path`` of a parameter is in every call of the function that
        declares it, with those calls; ``None`` when it is no such member."""
        key = (callee.fid, callee.name, callee.path)
        if key in self._handed:
            return self._handed[key]
        self._handed[key] = None                       # (recursion through the callers)
        position = parameter_position(callee, self.function(callee.fid))
        found = None if position is None else handed_member(
            self.calls_of(callee.fid), position, callee.path, self.member)
        self._handed[key] = found
        return found

    def handed_client_values(self, callee: ParamV) -> tuple[tuple[ClientV, tuple], ...]:
        """Rule ``wrapper.handed-client-function`` (:mod:`code2skill.handed_clients`): the
        client values (a tRPC mutation's ``mutateAsync``) every call of the function declaring
        parameter ``callee`` hands it, each with the calls handing it; ``()`` when some call
        hands anything else (cached)."""
        memo = self.pass_memo.setdefault(HANDED_CLIENT_RULE, {})
        key = (callee.fid, callee.name, callee.path)
        if key not in memo:
            memo[key] = ()                             # (recursion through the callers)
            slot = handed_slot(callee, self.function(callee.fid))
            memo[key] = () if slot is None else handed_clients(
                self.calls_of(callee.fid), slot[0], slot[1], self.member)
        return memo[key]

    def calls_of(self, fid: str) -> list[HandingCall]:
        """Every call of function ``fid`` found by its name (an anonymous default export's:
        by the names its importers give it, rule ``call.default-import-name``): where it is,
        the function it is in, its argument values."""
        fn = self.function(fid)
        if fn is None:
            return []
        short = fn.name.split(".")[-1]
        names = {short} | (default_import_names(self.modules, self.module_resolver.resolve,
                                                self.functions[fid][0])
                           if short == "default" else set())
        if self._sites_by_name is None:
            self._sites_by_name = {}
            for (path, scope), sites in self.calls_by_scope.items():
                for site in sites:
                    callee = site.call.callee
                    name = callee.name if isinstance(callee, Ref) else \
                        callee.prop if isinstance(callee, Member) else \
                        self.function(callee.fid).name.split(".")[-1] \
                        if isinstance(callee, Fn) and self.function(callee.fid) else None
                    if name is not None:
                        self._sites_by_name.setdefault(name, []).append((path, scope, site))
        found = []
        for path, scope, site in (entry for name in sorted(names)
                                  for entry in self._sites_by_name.get(name, ())):
            frame = Frame(path, scope)
            target = self.evaluate(site.call.callee, frame)
            if isinstance(target, FnV) and target.fid == fid:
                caller = self.function(scope)
                found.append(HandingCall((path, site.call.span),
                                         caller.name if caller is not None else None,
                                         self.eval_args(site.call.args, frame)))
        return found

    def forwarded_arguments(self, param: ParamV) -> list[Value | None] | None:
        """What the callers of ``param``'s function pass for that parameter (``None`` past
        the end of a call's arguments), or ``None`` when nothing calls it."""
        fn = self.function(param.fid)
        names = [p.name for p in fn.params] if fn is not None else []
        if param.name not in names:
            return None
        position = names.index(param.name)
        calls = self.call_arguments(param.fid)
        return [args[position] if position < len(args) else None for args in calls] or None
