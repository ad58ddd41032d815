"""Helpers and constants several seams of the per-file extractor use.

Owns the module-level functions, constants and limits of the extractor that more than one
seam (or only code outside the package) reads: node types and their roles, budgets, tests and
their negation, the building of templates and reassigned values, member paths and hole names,
numbers and escapes.

May read: the facts IR and the outside modules the extractor uses; never a seam module, the
composed extractor nor the package's entry points, so every module of the package may import
it."""
from __future__ import annotations

import re

from tree_sitter import Node

from code2skill.compound_tests import NEGATED_COMPOUND
from code2skill.instance_tests import NEGATED_INSTANCE
from code2skill.facts import Alt, Call, Expr, Hole, Lit, Member, Ref, Span, Test, Tmpl
from code2skill.sql_text import redact_statement_pieces


FUNCTION_TYPES = frozenset({
    "function_declaration", "generator_function_declaration", "function_expression",
    "arrow_function", "method_definition", "function",
})
TRANSPARENT = frozenset({
    "parenthesized_expression", "await_expression", "as_expression", "satisfies_expression",
    "non_null_expression", "type_assertion",
})
# the enclosing ifs a write records as its guards, and the arms it records as running instead
# (an else-if chain of n arms would give each arm n tests: n² in all)
MAX_GUARDS = 32
PROTO = "__proto__"          # a member name that sets a prototype, never a member
NEGATED = {"truthy": "falsy", "falsy": "truthy", "===": "!==", "!==": "===", "==": "!=",
           "!=": "==", "typeof===": "typeof!==", "typeof!==": "typeof===",
           "typeof==": "typeof!=", "typeof!=": "typeof==", **NEGATED_COMPOUND,
           **NEGATED_INSTANCE}


def negate(test: Test) -> Test:
    """The test that holds when ``test`` does not (``!x`` of ``x !== null`` is ``x ===
    null``)."""
    return Test(NEGATED[test.op], test.subject, test.literal, test.span)


def unwrapped(node: Node | None) -> Node | None:
    """``node`` without the parentheses around it (``(new Date())`` → ``new Date()``)."""
    while node is not None and node.type == "parenthesized_expression" \
            and node.named_children:
        node = node.named_children[0]
    return node


def is_string_expr(expr: Expr) -> bool:
    """A string literal, or a template whose string context is settled."""
    return isinstance(expr, Lit) and isinstance(expr.value, str) or \
        isinstance(expr, Tmpl) and not expr.plus


def plus_chain(sides: list[Expr], span: Span | None) -> Tmpl:
    """JavaScript's left-to-right ``a + b + c …`` as a template (rule
    ``value.numeric-plus``). Operands before the first string one (literal or template)
    may add numbers (``1 + 2 + '/x'`` is ``3/x``): two or more of them are one hole holding a
    ``plus`` template the resolver folds; from the first string on, each operand is
    concatenated (a ``plus`` operand, parenthesised, stays one hole). A chain with no string
    operand at all is itself a ``plus`` template."""
    def hole(side: Expr) -> Hole:
        return Hole(hole_name(side), side, side_span(side))
    first = next((i for i, side in enumerate(sides) if is_string_expr(side)), len(sides))
    if first == len(sides):
        return Tmpl(tuple(hole(side) for side in sides), span, True)
    parts: list[Lit | Hole] = []
    rest = sides
    if first >= 2:
        run = Tmpl(tuple(hole(side) for side in sides[:first]), span, True)
        parts.append(Hole(None, run, span))
        rest = sides[first:]
    for side in rest:
        if is_string_expr(side):
            parts.extend(side.parts if isinstance(side, Tmpl) else (side,))
        else:
            parts.append(hole(side))
    return statement_literals(Tmpl(tuple(parts), span))


def statement_literals(tmpl: Tmpl) -> Tmpl:
    """Rule ``redact.sql-literals`` over a template or ``+`` chain whose first text starts a
    SQL statement (``"INSERT INTO t VALUES ('" + name + "', 'x')"``): each text of a quoted
    literal in its text parts redacted (:func:`code2skill.sql_text.redact_statement_pieces`);
    any other ``tmpl`` as given."""
    texts = [p.value if type(p) is Lit and isinstance(p.value, str) else None
             for p in tmpl.parts]
    done = redact_statement_pieces(texts)
    if done == texts:
        return tmpl
    return Tmpl(tuple(Lit(text, part.span) if text is not None and type(part) is Lit
                      else part for part, text in zip(tmpl.parts, done)), tmpl.span, tmpl.plus)


# methods that read a value by its key (``config.get('url')`` is named ``url``, a model's or
# element's ``forum.attribute('apiUrl')`` ``apiUrl``)
GETTERS = frozenset({"get", "getItem", "getValue", "getSetting", "getConfig", "getOption",
                     "attribute"})
IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
# methods that convert a value without naming another (``id.toString()`` is still ``id``)
CONVERSIONS = frozenset({"toString", "valueOf", "toLowerCase", "toUpperCase", "trim",
                         "trimStart", "trimEnd", "toFixed", "toLocaleString", "toLocaleLowerCase",
                         "toLocaleUpperCase", "normalize", "toISOString", "toJSON"})


# the member that holds a reactive holder's value (Vue's ``ref().value``, React's
# ``useRef().current``): a hole reading it is named for the holder, rule ``path.holder-name``
HOLDER_MEMBERS = frozenset({"value", "current"})


# names that are no value's name: ``this``, and the global values a cut's bound or an argument
# may be (``u.substring(NaN, 2)`` names no ``{NaN}`` parameter, rule ``value.string-piece``)
UNNAMED_GLOBALS = frozenset({"this", "NaN", "Infinity", "undefined", "globalThis"})


def hole_name(value: Expr) -> str | None:
    """The name a template hole takes from its expression (``slug``, ``entry.id`` → ``id``,
    ``encodeURIComponent(slug)`` → ``slug``, ``String(x)`` → ``x``, ``id.toString()`` → ``id``,
    a holder's value (:data:`HOLDER_MEMBERS`) is named for its holder: ``deviceId.value`` (a Vue
    ref) → ``deviceId``, ``idRef.current`` (a React ref) → ``idRef``,
    ``config.get('url')`` → ``url``, ``ids.join(',')`` → ``ids``;
    a read with no argument
    — a signal ``this.id()``, a getter ``getTeamId()`` — is named for what it reads: ``id``,
    ``teamId``)."""
    if isinstance(value, Call) and isinstance(value.callee, Member) \
            and value.callee.prop in CONVERSIONS:
        return hole_name(value.callee.obj)      # `${id.toString()}`, `${name.trim()}`: id, name
    if isinstance(value, Call) and not value.args and isinstance(value.callee, (Ref, Member)):
        return read_name(hole_name(value.callee))
    if isinstance(value, Ref):                  # (`NaN`, `Infinity`: values, no names)
        return None if value.name in UNNAMED_GLOBALS else value.name
    if isinstance(value, Member):               # `${deviceId.value}` (a Vue ref), `${idRef.current}`
        return (value.prop in HOLDER_MEMBERS and hole_name(value.obj)) or value.prop
    if isinstance(value, Call) and isinstance(value.callee, Member) \
            and value.callee.prop in GETTERS and value.args and isinstance(value.args[0], Lit) \
            and isinstance(value.args[0].value, str) and IDENTIFIER.fullmatch(value.args[0].value):
        return value.args[0].value             # config.get('url'): url
    key = data_key(value)
    if key is not None:                         # $(el).data('mac-address'): macAddress
        return key
    if isinstance(value, Call) and isinstance(value.callee, Member) \
            and value.callee.prop == "join" and (not value.args or len(value.args) == 1
                                                 and isinstance(value.args[0], Lit)
                                                 and value.args[0].value == ","):
        return hole_name(value.callee.obj)      # `${ids.join(",")}`: ids (a list)
    if isinstance(value, Call) and value.args and len(value.args) <= 2:
        return hole_name(value.args[0])
    if isinstance(value, Hole):
        return value.name
    if isinstance(value, Alt):                    # `${base || DEFAULT}` is named for `base`
        return next((n for n in map(hole_name, value.options) if n), None)
    return None


def data_key(value: Expr) -> str | None:
    """Rule ``name.data-attribute``: the name a read of an element's data attribute gives a
    hole — the key as ``dataset`` spells it (``mac-address`` → ``macAddress``) — for jQuery's
    ``$(el).data('mac-address')`` and ``attr('data-mac-address')`` and the DOM's
    ``el.getAttribute('data-mac-address')``; ``None`` for any other value."""
    if not (isinstance(value, Call) and isinstance(value.callee, Member) and len(value.args) == 1
            and isinstance(value.args[0], Lit) and isinstance(value.args[0].value, str)):
        return None
    text, prop = value.args[0].value, value.callee.prop
    if prop in ("attr", "getAttribute") and text.startswith("data-"):
        text = text[5:]
    elif prop != "data":
        return None
    key = re.sub(r"-([a-z])", lambda m: m.group(1).upper(), text.lower()) \
        if "-" in text else text
    return key if IDENTIFIER.fullmatch(key) else None


def read_name(name: str | None) -> str | None:
    """``teamId`` for ``getTeamId``, ``sdkEndpoint`` for ``getSDKEndpoint`` and ``url`` for
    ``getURL`` (a leading acronym is lower-cased whole); any other name unchanged."""
    if name and len(name) > 3 and name.startswith("get") and name[3].isupper():
        rest = name[3:]
        caps = len(rest) - len(rest.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
        cut = caps - 1 if 1 < caps < len(rest) else caps if caps == len(rest) else 1
        return rest[:cut].lower() + rest[cut:]
    return name


def side_span(value: Expr) -> Span | None:
    return getattr(value, "span", None)
