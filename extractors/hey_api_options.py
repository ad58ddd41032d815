"""Rule ``hey-api.options-data``: the request data a hey-api SDK function's ``...options`` carries.

Shape (``@hey-api/openapi-ts`` ≥ 0.60, ``sdk.gen.ts`` and ``types.gen.ts``)::

    export const registerUser = <ThrowOnError extends boolean = false>(
      options: Options<RegisterUserData, ThrowOnError>) =>
      (options.client ?? client).post<…>({
        url: '/api/v1/auth/register',
        ...options,
        headers: { 'Content-Type': 'application/json', ...options.headers },
      });

    export type RegisterUserData = {
      body: UserCreate; path?: never; query?: never; url: '/api/v1/auth/register' };

    registerUser({ body: { username, email, password } });      // a caller

The request's path, query and body ride inside the spread options parameter: its members
``path``, ``query`` and ``body`` (its ``headers`` the SDK function spreads into its own
``headers`` entry, read as before). The declared ``…Data`` type (the type argument of the
parameter's ``Options<…>`` that names a declared object type) says which of them the
operation has and whether each is required: a member typed ``never`` (or not declared) is no
part of the request; any other member is the parameter's member, typed by the ``…Data`` type
(so a query object's members, listed inline in the type, become the query parameters, each
``options.query.<name>``, with their requiredness). Without a declared type that resolves
(JavaScript output, a type outside the tree) the slots are those the callers' object
literals pass (each caller's ``{body: …}``, ``{query: {limit: 10}}``: the query literals'
keys are its parameters); when a caller passes something else, or no caller is found, the
spread is left out as before and the request carries what the SDK function writes itself
(its ``url`` with ``{id}`` placeholders filled from ``path``).
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.extractors.module_facts import extract_module
from code2skill.facts import TypeDecl
from code2skill.types import split_top
from code2skill.values import ObjV, ParamV, PropV, Value, Where

RULE = "hey-api.options-data"
SLOTS = ("path", "query", "body")
MAX_HOPS = 4


def data_types(type_text: str | None) -> list[str]:
    """The candidate ``…Data`` type names of an SDK options parameter's annotation: the type
    arguments that are plain names, in order (``Options<XData, ThrowOnError>``; Nuxt's
    ``Options<TComposable, XData, …>``), ``| undefined`` of an optional parameter left
    aside."""
    kinds = [t for t in split_top(type_text or "", "|") if t not in ("undefined", "null")]
    text = kinds[0] if len(kinds) == 1 else ""
    if not text.endswith(">") or "<" not in text:
        return []
    return [name for name in split_top(text[text.index("<") + 1:-1], ",")
            if name.replace("_", "a").replace("$", "a").isalnum()]


def optional_part(type_text: str | None) -> str:
    """`` | undefined`` when the parameter's annotation admits ``undefined`` (``options?:``):
    then no slot is sure to be sent."""
    return " | undefined" if "undefined" in split_top(type_text or "", "|") else ""


def lookup_type(ctx, name: str, module: str, hops: int = 0) -> TypeDecl | None:
    """The declaration of type ``name`` visible in ``module``: declared there, imported
    (``import type { XData } from './types.gen'``) or re-exported on the way."""
    facts = ctx.program.modules.get(module)
    if facts is None or hops > MAX_HOPS:
        return None
    if name in facts.types:
        return facts.types[name]
    for imp in facts.imports:
        if imp.local == name:
            target = ctx.program.resolve_import(module, imp.source)
            return lookup_type(ctx, imp.imported, target, hops + 1) if target else None
    for exp in facts.exports:
        if exp.exported == name and exp.source is not None:
            target = ctx.program.resolve_import(module, exp.source)
            return lookup_type(ctx, exp.imported or name, target, hops + 1) if target else None
    return None


def declared_slots(decl: TypeDecl | None) -> dict[str, str] | None:
    """The request slots a ``…Data`` declaration gives the operation, each with its type
    text: each of :data:`SLOTS` it declares with a type other than ``never``; ``None`` when
    the declaration lists no members (not an object type)."""
    if decl is None or decl.members is None:
        return None
    return {m.name: m.type_text.strip() for m in decl.members
            if m.name in SLOTS and m.type_text.strip() != "never"}


def inline_members(ctx, type_text: str) -> tuple[str, ...] | None:
    """The member names of an inline object type (``{ limit?: number; q: string }``), or
    ``None`` when the text is no inline object type."""
    if not type_text.startswith("{"):
        return None
    memo = ctx.program.notes(RULE)
    if type_text not in memo:
        facts = extract_module("<type>", "typescript", f"type __T = {type_text};".encode())
        decl = facts.types.get("__T")
        memo[type_text] = tuple(m.name for m in decl.members) \
            if decl is not None and decl.members is not None else None
    return memo[type_text]


def caller_slots(ctx, param: ParamV) -> dict[str, tuple[str, ...] | None] | None:
    """The request slots the callers of the SDK function pass: the keys of :data:`SLOTS` in
    their object-literal arguments, the query with the keys of the callers' query literals
    when each is one (else ``None``); ``None`` when no caller is found or one passes anything
    but an object literal whose keys are all known."""
    index = param_index(ctx, param)
    calls = ctx.program.call_arguments(param.fid) if index is not None else []
    if not calls:
        return None
    found: dict[str, list[ObjV | None]] = {}
    for args in calls:
        arg = args[index] if index < len(args) else None
        if not isinstance(arg, ObjV) or any(p.key is None for p in arg.props):
            return None
        for p in arg.props:
            if p.key in SLOTS:
                found.setdefault(p.key, []).append(p.value if isinstance(p.value, ObjV)
                                                   else None)
    return {slot: literal_keys(found[slot]) if slot == "query" else None
            for slot in SLOTS if slot in found}


def literal_keys(literals: list[ObjV | None]) -> tuple[str, ...] | None:
    """The keys of object literals in order of first use; ``None`` when one is no literal
    or has a key it does not name (a spread)."""
    keys: list[str] = []
    for literal in literals:
        if literal is None or any(p.key is None for p in literal.props):
            return None
        keys += [p.key for p in literal.props if p.key not in keys]
    return tuple(keys)


def param_index(ctx, param: ParamV) -> int | None:
    entry = ctx.program.function_facts(param.fid)
    names = [p.name for p in entry[1].params] if entry else []
    return names.index(param.name) if param.name in names else None


def options_data(ctx, options: Value | None) -> Value | None:
    """``options`` (the request options the SDK function writes) with its spread of the
    function's own options parameter replaced by the slots that parameter carries
    (:func:`declared_slots`, else :func:`caller_slots`): ``{path: options.path, query:
    options.query, …}``, each typed by the ``…Data`` type when it is declared. A spread whose
    slots nothing shows is left as it is."""
    if not isinstance(options, ObjV):
        return options
    props: list[PropV] = []
    for prop in options.props:
        param = prop.value
        if prop.key is None and isinstance(param, ParamV) and not param.path:
            slots = spread_slots(ctx, param)
            if slots is not None:
                props.extend(PropV(slot, slot_value(typed, slot, members, prop.where),
                                   prop.where) for slot, (typed, members) in slots.items())
                continue
        props.append(prop)
    return replace(options, props=tuple(props))


def spread_slots(ctx, param: ParamV) -> dict[str, tuple[ParamV, tuple[str, ...] | None]] | None:
    """Slot → (the parameter, typed by the ``…Data`` type when declared; the query's member
    names when known) for each slot the spread parameter carries, or ``None`` when neither its
    declared type nor its callers show them."""
    module = param.module or ctx.frame.path
    name, slots = next(((name, found) for name in data_types(param.type_text)
                        if (found := declared_slots(lookup_type(ctx, name, module)))
                        is not None), (None, None))
    if name is not None and slots is not None:
        typed = replace(param, type_text=name + optional_part(param.type_text))
        return {slot: (typed, inline_members(ctx, text) if slot == "query" else None)
                for slot, text in slots.items()}
    callers = caller_slots(ctx, param)
    return {slot: (param, members) for slot, members in callers.items()} \
        if callers is not None else None


def slot_value(param: ParamV, slot: str, members: tuple[str, ...] | None,
               where: Where | None) -> Value:
    """The parameter's member ``slot`` (``options.body``); a query whose members are known is
    the object of those members (``{limit: options.query.limit}``, each entry evidenced at
    the spread ``where``), so that each is a query parameter."""
    if members is None:
        return replace(param, path=(slot,))
    return ObjV(tuple(PropV(member, replace(param, path=(slot, member)), where)
                      for member in members), where)
