"""Rule ``body.validated-payload``: a schema validation whose successful result is the value
it was given passes that value through.

A wrapper that validates its payload argument before sending it sends the caller's value:

    post(sendType, url, data) {                     caller
      const r = sendType.zodSchema.safeParse(data)    api.post(UserInfoRequest, '/api/user/info', {id})
      if (!r.success) return fail(r.error)
      return this.fetch(url, {method: 'POST', data: r.data})
    }
    →  the body is the caller's {id}, cited at the caller and at the validation

The validations read so (:func:`validation`), each a method call on a schema with the value
as its one argument:

* ``result`` — zod's ``s.safeParse(x)`` / ``s.safeParseAsync(x)`` (``s.spa(x)``): ``{success:
  true, data: x}`` on the path where the data is used (a failed parse has no ``data``);
* ``value`` — zod's ``s.parse(x)`` / ``s.parseAsync(x)``, yup's ``s.validateSync(x)`` /
  ``s.cast(x)`` / ``s.validate(x)``, Joi's ``s.validateAsync(x)``: ``x`` itself (awaited where
  the method answers a promise).

``safeParse``, ``safeParseAsync``, ``spa``, ``parseAsync``, ``validateSync`` and
``validateAsync`` are the libraries' own words and need no more proof of the receiver; the
generic ``parse`` and ``cast`` need a receiver proven a schema: a value a validation library
(zod, yup, Joi) built, or a name saying so (``UserSchema``, ``this.schema``, ``validator``),
so ``qs.parse(text)``, ``marked.parse(md)`` or ``dayjs``'s are never read as one; yup's
``validate`` needs a yup value (Joi's ``schema.validate(x)`` answers ``{value, error}``, ajv's a
boolean), so it needs a yup value or constant. A library namespace is no schema (valibot's ``v.parse(schema, x)``, class-validator's
``cv.validateSync(object)``, which answers the errors). class-transformer's
``plainToInstance(Cls, x)`` makes an instance of a class, no validation of ``x``: not read.

The value keeps the caller's members; where the schema is a zod or yup object constant the
program declares or imports (``const Login = z.object({…})``, ``Login.parse({email,
password})``), the members of an object literal it is given take the schema's types (rule ``zod.part-schema``,
:func:`~code2skill.extractors.zod_parts.typed_object`). A schema the program does not show (a
class of another package) adds nothing: its members are never invented.
"""
from __future__ import annotations

import re
from dataclasses import replace

from code2skill.extractors.zod_parts import typed_object
from code2skill.facts import Call, Member, Ref, RuleSet
from code2skill.values import (LibV, LitV, ObjV, ParamV, PropV, TypedV, UnknownV, Value,
                              Where)

RULE = "body.validated-payload"
# methods whose name is the validation library's own: {success, data} / the value itself
RESULT_METHODS = frozenset({"safeParse", "safeParseAsync", "spa"})
OWN_VALUE_METHODS = frozenset({"parseAsync", "validateSync", "validateAsync"})
# generic method names: the receiver must be proven a schema
SCHEMA_VALUE_METHODS = frozenset({"parse", "cast"})
METHODS = RESULT_METHODS | OWN_VALUE_METHODS | SCHEMA_VALUE_METHODS | {"validate"}
# validation libraries whose built values are schemas (their import specifiers)
SCHEMA_LIBRARIES = frozenset({"zod", "yup", "joi"})
# validation libraries whose functions take the schema first (v.parse(schema, x))
FUNCTION_STYLE = frozenset({"valibot", "class-validator", "superstruct"})
SCHEMA_NAME = re.compile(r"(?:schema|validator)$", re.IGNORECASE)


def receiver_name(expr) -> str | None:
    """The name the receiver is written with: a plain name or the last member
    (``sendSchema`` → ``sendSchema``, ``this.schema`` → ``schema``), else ``None``."""
    if isinstance(expr, Ref):
        return expr.name
    if isinstance(expr, Member):
        return expr.prop
    return None


def library_schema(receiver: Value) -> str | None:
    """The validation library whose built value ``receiver`` is (``z.object({…})`` →
    ``zod``), ``None`` for anything else, a library namespace itself included (``z``,
    ``yup``: no schema yet)."""
    if isinstance(receiver, LibV) and receiver.path and \
            (receiver.package or receiver.lib) in SCHEMA_LIBRARIES:
        return receiver.package or receiver.lib
    return None


def namespace(receiver: Value) -> bool:
    """Whether ``receiver`` is a library's module namespace (``v`` of ``import * as v from
    'valibot'``, ``qs``, ``cv`` of class-validator) or any value of a function-style
    validation library: those take the schema as an argument and answer something else than
    the value. A schema another package exports (``import {UserSchema} from '@app/shared'``)
    is no namespace."""
    return isinstance(receiver, LibV) and receiver.lib not in ("js", "global") and (
        not receiver.path or (receiver.package or receiver.lib) in FUNCTION_STYLE)


def validation(call: Call, receiver: Value, declared: str | None = None) -> str | None:
    """``result`` when ``call`` is a validation answering ``{success, data}`` of its
    argument, ``value`` when it answers the argument itself, ``None`` for any other call.
    ``receiver`` is the value of the callee's object, ``declared`` the library (``zod``,
    ``yup``) of the schema constant the program declares under the receiver's name, if any
    (rules in the module docstring)."""
    callee = call.callee
    if not isinstance(callee, Member) or len(call.args) != 1 or namespace(receiver):
        return None
    method = callee.prop
    if method in RESULT_METHODS:
        return "result"
    if method in OWN_VALUE_METHODS:
        return "value"
    library = declared or library_schema(receiver)
    proven = library is not None or SCHEMA_NAME.search(receiver_name(callee.obj) or "")
    if method in SCHEMA_VALUE_METHODS and proven:
        return "value"
    if method == "validate" and library == "yup":
        return "value"
    return None


# a declared type inferred from the schema itself (``data: z.infer<T>``, yup's ``InferType``)
INFERRED_TYPE = re.compile(r"\b(?:infer|input|output|InferType)<")


def schema_typed(value: Value) -> bool:
    """Rule ``body.passed-schema``, its limit: whether ``value`` is a parameter declared as
    the type its schema infers (``data: z.infer<T>``): TypeScript then holds each caller's
    object literal to the schema's members, so what the callers pass is what the schema
    keeps."""
    return isinstance(value, ParamV) and bool(INFERRED_TYPE.search(value.type_text or ""))


def validated(value: Value, where: Where | None, validator: str | None = None) -> Value:
    """``value`` marked as passed through the validation at ``where`` (an object literal or a
    parameter a caller fills; cited where its members become body fields), with the name of
    the parameter holding the schema when each caller passes its own (``validator``, rule
    ``body.passed-schema``), else as it is."""
    if isinstance(value, (ObjV, ParamV)) and where is not None:
        return replace(value, validated=where, validator=validator)
    return value


def validated_value(kind: str, value: Value, where: Where | None,
                    schema: TypedV | None = None, rules: RuleSet | None = None,
                    validator: str | None = None) -> Value:
    """What the validation of ``kind`` (:func:`validation`) at ``where`` answers for its
    argument ``value``: the value (its members typed by the zod ``schema`` the program
    declares, when given) or ``{success: true, data: value}``. With the declared zod
    object's ``rules``: after a ``transform``, ``pipe`` or ``preprocess`` the answer is
    unknown (:func:`answered`), and a member of an object literal the object does not name
    is stripped (zod's default). ``validator``: the parameter holding the schema when the
    schema is a caller's (:func:`validated`)."""
    passed = answered(value, rules, where)
    if not isinstance(passed, UnknownV):
        passed = validated(typed_object(passed, schema) if schema is not None else passed,
                           where, validator)
    if kind == "result":
        return ObjV((PropV("success", LitV(True, where), where), PropV("data", passed, where)),
                    where)
    return passed


def answered(value: Value, rules: RuleSet | None, where: Where | None) -> Value:
    """What a zod parse by the object schema of ``rules`` answers for ``value``: unknown
    when the chain reshapes it (``z.object({name}).transform((v) => ({title: v.name}))``
    sends ``title``), the members of an object literal the object names when it strips the
    others (``{name, extra}`` → ``{name}``; a spread is kept: its members are not shown),
    else ``value`` itself."""
    if rules is None:
        return value
    if rules.reshaped is not None:
        return UnknownV(f"validated-{rules.reshaped}", where)
    if rules.strips and isinstance(value, ObjV):
        named = {f.name for f in rules.fields}
        return replace(value, props=tuple(p for p in value.props
                                          if p.key is None or p.key in named))
    return value
