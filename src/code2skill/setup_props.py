"""Rule ``vue.setup-props``: the props of a ``<script setup>`` component and the template
expressions its parents bind to them.

A ``.vue`` module declaring its props with the compiler macro::

    const props = defineProps<{ createUrl: string }>()          // or defineProps<Props>()
    const props = withDefaults(defineProps<Props>(), { method: 'post' })
    const props = defineProps({ createUrl: String, method: { type: String, default: 'post' } })
    axios.post(props.createUrl, data)

is a :class:`~code2skill.vue_options.Component` (its span the ``defineProps`` call) whose scalar
props (:func:`scalar_prop`) are the parameters of its pseudo function: ``props.createUrl`` is the parameter ``createUrl``
until a parent's element fixes it (rule ``vue.prop-binding``). A parent binding a prop with a
name of its own script setup (``<api-key-modal :create-url="apiKeysUrl">``) gives the value
that name has at the parent's top level, a ref unwrapped as the template does
(``apiKeysUrl = getApiUrl('/frontend/account/api-keys')``, a ``computed``): one request per
element. A bound expression that is no plain name or dotted path, or one the parent's top
level does not show, fixes nothing (the prop stays an input).
"""
from __future__ import annotations

import re

from code2skill.facts import Call, Expr, Lit, ModuleFacts, Obj, Ref, Typed
from code2skill.vue_options import Component, declared_props

RULE = "vue.setup-props"
RUNTIME_TYPES = {"String": "string", "Number": "number", "Boolean": "boolean", "Array": "any[]",
                 "Object": "object", "Function": "function", "Date": "Date"}
PROP_TYPE = re.compile(r"^PropType<(.+)>$", re.S)
SCALAR = r"(?:string|number|boolean|null|undefined|'[^']*'|\"[^\"]*\"|-?\d+(?:\.\d+)?)"
SCALAR_TYPE = re.compile(rf"^{SCALAR}(?:\s*\|\s*{SCALAR})*$")
MACRO = "defineProps"
DEFAULTS = "withDefaults"
# a member name at the top level of a type literal: `createUrl: string;` / `method?: string`
TYPE_MEMBER = re.compile(r"(?:^|[;,{\n])\s*(?:readonly\s+)?['\"]?([A-Za-z_$][\w$]*)['\"]?\??\s*:")


def setup_components(modules: dict[str, ModuleFacts]) -> list[Component]:
    """The ``<script setup>`` components of the ``.vue`` modules: one per module declaring
    its props with a top-level ``defineProps``, in module order."""
    found = []
    for path in sorted(modules):
        if not path.endswith(".vue"):
            continue
        module = modules[path]
        call, defaults = props_macro(module)
        if call is not None and call.span is not None:
            props = macro_props(call, module, defaults)
            if props:
                found.append(Component(path, call.span, (), (), props))
    return found


def props_macro(module: ModuleFacts) -> tuple[Call | None, Obj | None]:
    """The module's top-level ``defineProps(…)`` call and the defaults object
    ``withDefaults`` gives it (``None`` when none)."""
    for site in module.calls:
        call = site.call
        if site.scope is not None or not isinstance(call.callee, Ref):
            continue
        if call.callee.name == DEFAULTS and call.args and is_macro(call.args[0]):
            defaults = call.args[1] if len(call.args) > 1 and isinstance(call.args[1], Obj) \
                else None
            return call.args[0], defaults
        if is_macro(call):
            return call, None
    return None, None


def is_macro(expr: Expr) -> bool:
    """Whether ``expr`` is a ``defineProps(…)`` call."""
    return isinstance(expr, Call) and isinstance(expr.callee, Ref) and expr.callee.name == MACRO


def macro_props(call: Call, module: ModuleFacts, defaults: Obj | None
                ) -> tuple[tuple[str, Expr | None], ...]:
    """The props ``defineProps`` declares, each with its default (``withDefaults``' member,
    a runtime declaration's ``default``, ``false`` for a ``Boolean`` one)."""
    if call.args:
        declared = declared_props(call.args[0])
    else:
        declared = tuple((name, None) for name in type_members(call.type_args or "", module))
    given = {p.key: p.value for p in defaults.props if p.key is not None} if defaults else {}
    return tuple((name, given.get(name, default) if isinstance(given.get(name), Lit)
                  else default) for name, default in declared)


def type_members(type_text: str, module: ModuleFacts) -> list[str]:
    """The member names of a props type: a type literal's top-level members, or those of a
    type or interface the module declares."""
    text = type_text.strip()
    if text.startswith("{"):
        return top_level_members(text)
    declared = module.types.get(text)
    if declared is not None and declared.members is not None:
        return [m.name for m in declared.members]
    return []


def top_level_members(text: str) -> list[str]:
    """Member names at depth one of a type literal ``{ a: string; b?: { c: number } }``."""
    depth, flat = 0, []
    for char in text:
        if char in "{<([":
            depth += 1
            flat.append(char if depth == 1 else " ")
            continue
        if char in "}>)]":
            depth -= 1
            flat.append(" ")
            continue
        flat.append(char if depth == 1 else " ")
    names = TYPE_MEMBER.findall("".join(flat))
    return list(dict.fromkeys(names))


def prop_types(module: ModuleFacts) -> dict[str, str]:
    """Each prop's declared type as text (a parameter's ``type_text``): the member type of
    ``defineProps<{a: T}>()`` (or of the interface ``Props`` the module declares, for
    ``defineProps<Props>()``), or of a runtime
    declaration ``a: {type: Object as PropType<T>}`` (``T``), ``String`` → ``string`` …;
    props whose type is not written are left out."""
    call, _ = props_macro(module)
    if call is None:
        return {}
    if call.args:
        section = call.args[0]
        return {p.key: found for p in (section.props if isinstance(section, Obj) else ())
                if p.key is not None and (found := runtime_type(p.value)) is not None}
    text = (call.type_args or "").strip()
    if text.startswith("{"):
        return literal_member_types(text)
    declared = module.types.get(text)
    if declared is None or declared.members is None:
        return {}
    return {m.name: m.type_text for m in declared.members}


def runtime_type(value: Expr) -> str | None:
    """``String`` → ``string``; ``{type: Object as PropType<T>}`` / ``Object as PropType<T>``
    → ``T``; else ``None``."""
    if isinstance(value, Obj):
        value = next((p.value for p in value.props if p.key == "type"), None)
    if isinstance(value, Obj):
        return "object"                           # `{type: {} as PropType<T>}`
    if isinstance(value, Typed):
        match = PROP_TYPE.match(value.type_text.strip())
        return match[1].strip() if match else None
    if isinstance(value, Ref):
        return RUNTIME_TYPES.get(value.name)
    return None


def literal_member_types(text: str) -> dict[str, str]:
    """``{a: string; b?: Sync}`` → ``{a: 'string', b: 'Sync'}`` (members at depth one)."""
    out, depth, part = {}, 0, []
    for char in text.strip()[1:-1] + ";":
        if char in "{<([":
            depth += 1
        elif char in "}>)]":
            depth -= 1
        if depth == 0 and char in ";,\n":
            name, colon, kind = "".join(part).partition(":")
            name = name.strip().removeprefix("readonly ").strip().rstrip("?").strip("'\"")
            if colon and re.fullmatch(r"[A-Za-z_$][\w$]*", name):
                out[name] = kind.strip()
            part = []
        else:
            part.append(char)
    return out


def scalar_prop(type_text: str | None) -> bool:
    """Whether a prop of this declared type is a value a parent binds whole (a string, a
    number, a union of literals, or no declared type): only such a prop is followed to its
    parents' bindings; an object prop (``recipe: Recipe``, read as ``props.recipe.id``) stays
    as before, an unknown value whose fields the requests' declared types describe."""
    return type_text is None or SCALAR_TYPE.match(type_text.strip()) is not None
