"""Zod schemas of a contract-first client's request parts (ts-rest routes, Zodios endpoints),
shared by :mod:`.ts_rest` and :mod:`.zodios`.

The validation extractor names each schema entry's rule set after its place (a schema
written there, a constant of the file, or a :class:`~code2skill.facts.SchemaDerivation` of a
constant that may be imported, rule ``zod.derived-schema``); here a part's schema becomes
the :class:`~code2skill.values.TypedV` ``z.infer<typeof name>`` the type resolver reads, and
the members a call sends in the query or path are typed by it (rule ``zod.part-schema``):

    route   query: GetResultsQuery.strict()        call   (offset) => ({query: {offset, limit: 10}})
    →  offset: ParamV(type_text="z.infer<typeof __ts_rest_query_9_7>['offset']"),  limit: 10

A fixed value a call writes stays that value; a function parameter keeps the parameter (its
callers fill it), typed when it carries no type of its own.
"""
from __future__ import annotations

from dataclasses import replace

from code2skill.requests import AuthHint, Site
from code2skill.values import HoleV, ObjV, ParamV, PropV, TypedV, Value, Where

from .common import auth_kind

PART_RULE = "zod.part-schema"
DERIVED_RULE = "zod.derived-schema"


def declared_schema(ctx, module: str, name: str) -> bool:
    """Whether ``module``'s validation facts hold a rule set named ``name``, or a derivation
    of that name whose operands the program declares (:meth:`rule_set` resolves it)."""
    facts = ctx.program.modules.get(module)
    validation = facts.validation if facts is not None else None
    if validation is None:
        return False
    return any(r.name == name for r in validation.schemas) or (
        derived(ctx, module, name) and ctx.program.rule_set(module, name) is not None)


def derived(ctx, module: str, name: str) -> bool:
    """Whether the schema ``name`` of ``module`` is a derivation (rule ``zod.derived-schema``)."""
    facts = ctx.program.modules.get(module)
    return facts is not None and facts.validation is not None and any(
        d.name == name for d in facts.validation.derivations)


def schema_name(typed: TypedV) -> str:
    """The rule-set name ``z.infer<typeof name>`` names."""
    return typed.type_text[len("z.infer<typeof "):-1]


def body_value(ctx, body: Value, schema: TypedV | None) -> Value:
    """The body a call sends, typed by its entry's schema: the schema itself (rule
    ``ts-rest.body-schema`` / ``zodios.body-schema``), except that an object the call writes
    keeps its own members when the schema is derived (rule ``zod.derived-schema``: a schema of
    another module may hold members code2skill cannot read, and the call's values say where
    each member comes from), those the schema shows typed by it (:func:`typed_object`)."""
    if schema is None:
        return body
    if isinstance(body, ObjV) and derived(ctx, schema.module, schema_name(schema)):
        return typed_object(body, schema)
    return schema


def schema_type(ctx, module: str, name: str, where: Where) -> TypedV | None:
    """``z.infer<typeof name>`` as seen from ``module`` when the extractor read a schema by
    that name there, else ``None``."""
    if not declared_schema(ctx, module, name):
        return None
    return TypedV(f"z.infer<typeof {name}>", module, (), where)


def schema_sites(ctx, typed: TypedV | None, rule: str) -> tuple[Site, ...]:
    """The shaping hops citing a part's schema: its entry (``rule``), and, when the schema is
    derived from a constant (``S.partial()``, an imported ``S``), rule ``zod.derived-schema``
    at the same entry."""
    if typed is None or typed.where is None:
        return ()
    return (Site(typed.where, None, rule, shaping=True),) + (
        (Site(typed.where, None, DERIVED_RULE, shaping=True),)
        if derived(ctx, typed.module, schema_name(typed)) else ())


def typed_member(value: Value, schema: TypedV, key: str) -> Value:
    """``value`` sent as member ``key`` of a part typed by ``schema`` (rule
    ``zod.part-schema``): a function parameter of no declared type (no members read) takes
    the schema member's type, its callers still filling it; anything else (fixed texts,
    numbers, objects, typed values, values whose origin other rules read, as a credential a
    call returns) as is."""
    member = f"{schema.type_text}['{key}']"
    if isinstance(value, ParamV) and value.type_text is None and not value.path:
        return replace(value, type_text=member, module=schema.module)
    return value


def typed_object(value: Value | None, schema: TypedV | None) -> Value | None:
    """A query/params object whose named members are typed by ``schema``
    (:func:`typed_member`); other values as they are."""
    if schema is None or not isinstance(value, ObjV):
        return value
    return replace(value, props=tuple(
        replace(p, value=typed_member(p.value, schema, p.key))
        if isinstance(p, PropV) and p.key is not None and p.value is not None else p
        for p in value.props))


def typed_hole(hole: HoleV, schema: TypedV | None) -> HoleV:
    """A path ``{name}`` hole whose value is typed by ``schema``'s member ``name``."""
    if schema is None or hole.name is None:
        return hole
    return replace(hole, value=typed_member(hole.value, schema, hole.name))


def header_schema_auth(ctx, schema: TypedV | None, rule: str) -> tuple[AuthHint, ...]:
    """Auth hints of the credential headers (``Authorization``, ``X-Api-Key`` … see
    :func:`~.common.auth_kind`) a headers schema names (rule ``ts-rest.header-schema`` /
    ``zodios.header-schema``): the route takes them from the Host, never as inputs."""
    if schema is None or schema.where is None:
        return ()
    found = ctx.program.rule_set(schema.module, schema_name(schema))
    fields = found[0].fields if found is not None else ()
    return tuple(AuthHint(kind, schema.where, rule, f"header {f.name} (schema)")
                 for f in fields if credential_header(f.name)
                 for kind in [auth_kind(f.name, None)])


def credential_header(name: str) -> bool:
    """Whether a header of this name carries a credential (``Authorization``, API keys)."""
    return auth_kind(name, None) in ("bearer", "api-key")
