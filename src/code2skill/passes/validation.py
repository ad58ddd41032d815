"""Pass: validation rules (zod, yup, Angular ``Validators``, HTML/JSX input constraints) as
bounds of the ``inputSchema`` properties they provably feed.

A rule applies to a request field only when source links the validated value to what is sent
(never by a name alone). Links, each a named rule in the evidence:

* ``validation.inferred-type`` — the value sent (the body, or a member of it) is typed
  ``z.infer<typeof s>`` (``z.input``/``z.output``, yup ``InferType``), directly or through a
  type alias; :func:`inferred_type` also gives the type resolver the schema's shape.
* ``validation.form-value`` — the value is ``form.value`` / ``form.getRawValue()`` of an Angular
  form group declared in the same file (``this.form = fb.group({...})``), or a control's
  ``value`` (``this.comment = new FormControl('', Validators.required)``), passed to the
  function that sends it or sent there.
* ``validation.submit-handler`` — the value is the parameter of the function react-hook-form's
  ``handleSubmit`` calls, in a form whose ``useForm`` has ``resolver: zodResolver(s)``.
* ``validation.bound-input`` — the value is the variable a template or JSX input is bound to
  (``v-model``, ``bind:value``, JSX ``value``) in the same component (JSX: the same function).

A function parameter is linked through its callers (a destructured one, ``({email}) => …``,
through the member of the argument it names): every caller must link the argument, and
a bound applies only when every linked source states it (the same holds for several calls of
one capability). Bounds are written only onto properties the schema pass created; a bound that
disagrees with one already there is left out. Each applied bound carries two references: the
rule's span (``observed``, rule ``zod.string-email`` …) and the link (``inferred``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, fields, is_dataclass, replace
from weakref import WeakKeyDictionary

from code2skill.contract.models import Capability, Evidence, ReviewItem
from code2skill.contract.patterns import backtracks, compiles
from code2skill.contract.pointer import escape
from code2skill.evidence import inferred, observed, unique
from code2skill.extractors.validation import MAX_NAMED_FIELDS, REF
from code2skill.facts import (
    Bound, Call, FormInput, Member, ModuleFacts, Obj, Prop, Ref, RuleField, RuleSet,
    SchemaDerivation, Span,
)
from code2skill.normalize import Observed
from code2skill.types import INDEXED_ACCESS
from code2skill.passes.cluster import Cluster
from code2skill.values import ObjV, ParamV, TypedV, Value, Where

INFER = re.compile(r"(?:(?:z|zod|yup|Yup)\.)?(?:infer|input|output|InferType)\s*<\s*typeof\s+"
                   r"([A-Za-z_$][\w$]*)\s*>")
MAX_DEPTH = 6
MAX_REFERENCE_NESTING = 4     # schema constants named inside those a field names
MAX_SCHEMA_DEPTH = 64         # objects and array items one field's schema nests (budget)
# (module, name, nesting) → what a field naming that constant takes, per program's resolver
REFERENCED: WeakKeyDictionary = WeakKeyDictionary()
STRING_BOUNDS = frozenset({"minLength", "maxLength", "pattern", "format"})
NUMBER_BOUNDS = frozenset({"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"})
ARRAY_BOUNDS = frozenset({"minItems", "maxItems"})
APPLIED = STRING_BOUNDS | NUMBER_BOUNDS | ARRAY_BOUNDS | {"required", "type", "enum"}
Path = tuple[str, ...]
UNPROVEN_FIELD = re.compile(r"requiredness of body field (\S+) is unproven")     # passes.schema


@dataclass(frozen=True, slots=True)
class Link:
    """A validated field: its rules, the module declaring them, and how the sent value was
    proven to be it (``rule`` and the span of the proof)."""

    field: RuleField
    module: str
    rule: str
    where: Where | None


# ------------------------------------------------------------------ type resolution
def inferred_type(types, text: str, module: str):
    """Rule ``validation.inferred-type``: the :class:`~code2skill.types.TypedSchema` of
    ``z.infer<typeof s>`` (and its kin) as seen from ``module`` — an object of the schema's
    fields, typed by their rules, required unless optional — or ``None`` when ``text`` is not
    such a type or ``s`` is no schema the program declares."""
    found = infer_target(types, text, module, direct=True)
    if found is None:
        return value_type(types, text, module)
    rule_set, where_module = found
    return rule_set_type(types, rule_set, where_module)


def value_type(types, text: str, module: str):
    """Rule ``zod.imported-field``: the :class:`~code2skill.types.TypedSchema` of
    ``z.infer<typeof s>`` when ``s`` is a zod constant that is no object
    (``z.enum([…])``, ``z.string()``, ``z.union([s, z.null()])``): its type and enum, optional
    when the constant is, or ``None``."""
    match = INFER.fullmatch(text.strip())
    found = schema_named(types.program.modules, types.program.module_resolver, module,
                         match.group(1)) if match else None
    if found is None or not isinstance(found[0], RuleField):
        return None
    typed = field_schema(types, found[0], found[1])
    typed.optional = requirement(found[0]) is False
    return typed


def rule_set_type(types, rule_set: RuleSet, module: str, depth: int = 0):
    """An object :class:`~code2skill.types.TypedSchema` of a rule set's fields, read
    ``depth`` levels inside another schema (:func:`field_schema`)."""
    from code2skill.types import TypedSchema
    props, members, required, children = {}, {}, [], {}
    for item in rule_set.fields:
        child = field_schema(types, item, module, depth + 1)
        props[item.name] = child.schema
        children[item.name] = child
        members[item.name] = (item.module or module, item.span)
        if requirement(item) is True:
            required.append(item.name)
        else:
            child.optional = True
    schema: dict = {"type": "object", "properties": props}
    if required:
        schema["required"] = required
    return TypedSchema(schema, members, required=required, children=children)


def field_schema(types, item: RuleField, module: str, depth: int = 0):
    """The :class:`~code2skill.types.TypedSchema` of one field of a rule set declared in
    ``module``: its rule set's object, else its :func:`field_type`, an array's ``items`` the
    schema of its item rules (rule ``zod.array-items``: ``z.array(z.object({…}))``). Read
    ``depth`` levels inside another schema; past :data:`MAX_SCHEMA_DEPTH` (constants named
    across modules, each nested to the extractor's limit ``schema-nesting``) a schema of no
    known type, so that no schema is deeper than the passes that copy and write it can
    read."""
    from code2skill.types import TypedSchema
    if depth > MAX_SCHEMA_DEPTH:
        return TypedSchema({})
    if item.nested:
        return rule_set_type(types, item.nested, item.module or module, depth)
    typed = TypedSchema(field_type(item))
    kind = typed.schema.get("type")
    if item.items is not None and (kind == "array" or isinstance(kind, list) and "array" in kind):
        typed.schema["items"] = field_schema(types, item.items, item.module or module,
                                             depth + 1).schema
    return typed


def field_type(item: RuleField) -> dict:
    """The type-level schema of one field: its last ``type`` (with ``null`` when the field
    is ``.nullable()``) and its ``enum``."""
    schema: dict = {}
    for bound in item.bounds:
        if bound.keyword == "type":
            schema["type"] = bound.value
        elif bound.keyword == "enum":
            schema["enum"] = list(bound.value)
    if "type" in schema and any(b.keyword == "nullable" for b in item.bounds):
        schema["type"] = [schema["type"], "null"]
        if "enum" in schema:
            schema["enum"] = schema["enum"] + [None]
    return schema


def requirement(item: RuleField) -> bool | None:
    """The field's last ``required`` rule (``.optional()`` after ``.min(1)`` wins)."""
    flags = [b.value for b in item.bounds if b.keyword == "required"]
    return flags[-1] if flags else None


def infer_target(types, text: str | None, module: str | None, direct: bool = False,
                 depth: int = 0) -> tuple[RuleSet, str] | None:
    """The rule set a type names: ``z.infer<typeof s>``, or (unless ``direct``) an alias of
    it declared in the program (``type LoginInput = z.infer<typeof loginSchema>``)."""
    if not text or module is None or depth > MAX_DEPTH:
        return None
    text = text.strip()
    match = INFER.fullmatch(text)
    if match:
        return rule_set_named(types.program.modules, types.program.module_resolver, module,
                              match.group(1))
    if direct:
        return None
    indexed = INDEXED_ACCESS.fullmatch(text)
    if indexed:                                          # {data: LoginInput}['data']
        member = member_type(types, indexed.group(1), module, indexed.group(2))
        return infer_target(types, *member, False, depth + 1) if member else None
    if not re.fullmatch(r"[A-Za-z_$][\w$.]*", text):
        return None
    decl, where = types.lookup(text, module)
    if decl is None or decl.alias is None:
        return None
    return infer_target(types, decl.alias, where, False, depth + 1)


def member_type(types, text: str, module: str, name: str) -> tuple[str, str] | None:
    """``(type text, module)`` of member ``name`` of an object type (inline, or an
    interface/alias of the program)."""
    members, where = types.declared_members(text, module)
    member = members.get(name)
    return (member.type_text, where) if member else None


def rule_set_named(modules: dict[str, ModuleFacts], module_resolver, module: str, name: str,
                   depth: int = 0, nesting: int = 0) -> tuple[RuleSet, str] | None:
    """The rule set bound to ``name`` in ``module``: declared there, or imported (named
    imports, re-exports and ``export *`` followed), its fields naming imported schema
    constants resolved (:func:`with_references`)."""
    found = schema_named(modules, module_resolver, module, name, depth, nesting)
    return found if found is not None and isinstance(found[0], RuleSet) else None


def schema_named(modules: dict[str, ModuleFacts], module_resolver, module: str, name: str,
                 depth: int = 0, nesting: int = 0) -> tuple[RuleSet | RuleField, str] | None:
    """The zod schema bound to ``name`` in ``module`` as :func:`rule_set_named` finds it: an
    object's rule set, or the field a constant that is no object stands for
    (``ValidationFacts.values``, rule ``zod.imported-field``), with the module declaring
    it; ``nesting`` counts the constants being resolved around this one
    (:func:`resolved_field`)."""
    facts = modules.get(module)
    if facts is None or depth > MAX_DEPTH:
        return None
    validation = facts.validation
    own = [s for s in (validation.schemas if validation else ())
           if s.name == name and s.library != "angular"]
    if own:
        return with_references(modules, module_resolver, own[0], module, nesting), module
    value = next((v for v in (validation.values if validation else ()) if v.name == name),
                 None)
    if value is not None:
        resolved = resolved_field(modules, module_resolver, value, module, nesting)
        return (resolved, module) if resolved is not None else None
    derived = next((d for d in (validation.derivations if validation else ())
                    if d.name == name), None)
    if derived is not None:
        return derived_rule_set(modules, module_resolver, module, derived, depth + 1, nesting)
    for imp in facts.imports:
        if imp.local == name:
            target = module_resolver.resolve(module, imp.source)
            return exported_rule_set(modules, module_resolver, target, imp.imported,
                                     depth + 1, nesting) if target else None
    return None


def with_references(modules, module_resolver, rule_set: RuleSet, module: str, nesting: int
                    ) -> RuleSet:
    """Rule ``zod.imported-field``: ``rule_set`` whose fields naming a schema constant of
    another module (``language: LanguageSchema.optional()``, ``RuleField.ref``) take that
    constant's rules (:func:`resolved_field`); a field whose constant the program does not
    declare is left out, as code2skill cannot read its rules. The set itself when no field
    names one."""
    if not has_references(rule_set):
        return rule_set
    fields = (resolved_field(modules, module_resolver, f, module, nesting)
              for f in rule_set.fields)
    return replace(rule_set, fields=tuple(f for f in fields if f is not None))


def has_references(rule_set: RuleSet, depth: int = 0) -> bool:
    """Whether a field of ``rule_set`` (nested ones to :data:`MAX_DEPTH`) names a constant."""
    return depth <= MAX_DEPTH and any(
        f.ref is not None or (f.nested is not None and has_references(f.nested, depth + 1))
        for f in rule_set.fields)


def resolved_field(modules, module_resolver, item: RuleField, module: str, nesting: int
                   ) -> RuleField | None:
    """Rule ``zod.imported-field``: ``item`` with the rules of the constant it names
    (``item.ref``, found as :func:`schema_named` finds it from the module declaring ``item``,
    once per program) before its own (a constant's rule citing the module stating it, and
    applied with the field's ``ref`` bound, rule ``zod.imported-field``), or, when the
    constant is an object, that object as ``nested``; ``None`` when the constant is not
    found or the constants named nest deeper than :data:`MAX_REFERENCE_NESTING`. A constant
    standing for more than :data:`~extractors.validation.MAX_NAMED_FIELDS` fields once
    written out (:func:`expanded_fields`) gives the field an object type without its fields,
    as a constant of the field's own module does."""
    declaring = item.module or module
    nested = with_references(modules, module_resolver, item.nested, declaring, nesting) \
        if item.nested is not None else None
    if item.ref is None:
        return item if nested is item.nested else replace(item, nested=nested)
    if nesting >= MAX_REFERENCE_NESTING:
        return None
    known = REFERENCED.setdefault(module_resolver, {})
    key = (declaring, item.ref, nesting + 1)
    if key not in known:
        known[key] = schema_named(modules, module_resolver, declaring, item.ref, 0, nesting + 1)
    found = known[key]
    if found is None:
        return None
    target, where = found
    own = item.bounds
    whole = (expanded_fields(target, known) if isinstance(target, RuleSet)
             else field_total(target, known)) <= MAX_NAMED_FIELDS     # else: constants doubling
    if isinstance(target, RuleSet):                 # an object: required unless made optional
        required = (Bound("required", True, "zod.required-by-default", item.span),)
        if not whole:
            return replace(item, ref=None, bounds=(Bound(
                "type", "object", "zod.imported-field", item.span),) + required + own)
        return replace(item, ref=None, bounds=required + own, nested=target if where == declaring
                       else RuleSet(target.name, target.library,
                                    tuple(own_fields(target, where).values()), target.span))
    stated = tuple(b if b.module else replace(b, module=where) for b in target.bounds)
    if not whole:
        return replace(item, ref=None, bounds=stated + own, nested=None, items=None)
    return replace(item, ref=None, bounds=stated + own,
                   nested=item.nested if target.nested is None else target.nested,
                   items=item.items or target.items)


def expanded_fields(rule_set: RuleSet, known: dict) -> int:
    """The fields ``rule_set`` stands for once written out — its fields, their nested rule
    sets' and their array items' — each shared set counted once per program (``known``: the
    program's table of :data:`REFERENCED`), so the count costs what the facts hold: twenty
    fields naming the constant of the module before, six modules deep, are 20⁶ fields
    written out but 120 counted."""
    key = ("fields", id(rule_set))
    if key not in known:                            # the set kept beside its count: ids stay
        known[key] = (rule_set, sum(field_total(f, known) for f in rule_set.fields))
    return known[key][1]


def field_total(item: RuleField, known: dict) -> int:
    """One field's count for :func:`expanded_fields`: itself, its nested set's, its items'."""
    return 1 + (expanded_fields(item.nested, known) if item.nested else 0) + (
        field_total(item.items, known) if item.items else 0)


def derived_rule_set(modules, module_resolver, module: str, derived: SchemaDerivation,
                     depth: int, nesting: int = 0) -> tuple[RuleSet, str] | None:
    """Rule ``zod.derived-schema``: the rule set of a schema derived from another
    (:class:`~code2skill.facts.SchemaDerivation`), its base and ``merge`` operands found as
    :func:`rule_set_named` finds them (imports followed): ``partial`` makes the fields (or
    the keys named) optional, ``required`` required, ``omit``/``pick`` remove/keep keys,
    ``extend``/``merge`` add fields. Each field keeps the module declaring it. ``None`` when
    an operand is no schema the program declares, or the result stands for more than
    :data:`~extractors.validation.MAX_NAMED_FIELDS` fields."""
    base = rule_set_named(modules, module_resolver, module, derived.base, depth, nesting)
    if base is None:
        return None
    fields = own_fields(*base)
    for step in derived.steps:
        if step.method in ("partial", "required"):
            fields = {k: with_requirement(f, step.method == "required")
                      if not step.keys or k in step.keys else f for k, f in fields.items()}
        elif step.method in ("omit", "pick"):
            fields = {k: f for k, f in fields.items()
                      if (k in step.keys) == (step.method == "pick")}
        elif step.method == "extend":
            fields.update(own_fields(RuleSet("", "zod", step.fields, derived.span), module))
        else:
            other = rule_set_named(modules, module_resolver, module, step.other or "", depth,
                                   nesting)
            if other is None:
                return None
            fields.update(own_fields(*other))
    made = with_references(modules, module_resolver, RuleSet(
        derived.name, "zod", tuple(fields.values()), derived.span), module, nesting)
    return (made, module) if rule_set_size(made) <= MAX_NAMED_FIELDS else None


def own_fields(rule_set: RuleSet, module: str) -> dict[str, RuleField]:
    """A rule set's fields by name, each naming the module declaring it."""
    return {f.name: f if f.module else replace(f, module=module) for f in rule_set.fields}


def with_requirement(item: RuleField, required: bool) -> RuleField:
    """``item`` made required or optional by a ``required()``/``partial()`` step, its other
    bounds kept (rule ``zod.required``/``zod.partial`` cited at the field)."""
    kept = tuple(b for b in item.bounds if b.keyword != "required")
    rule = "zod.required" if required else "zod.partial"
    return replace(item, bounds=kept + (Bound("required", required, rule, item.span),))


def rule_set_size(rule_set: RuleSet, depth: int = 0) -> int:
    """The fields ``rule_set`` stands for, nested ones counted (to :data:`MAX_DEPTH`)."""
    if depth > MAX_DEPTH:
        return 0
    return sum(1 + (rule_set_size(f.nested, depth + 1) if f.nested else 0)
               for f in rule_set.fields)


def exported_rule_set(modules, module_resolver, module: str, name: str,
                      depth: int, nesting: int = 0) -> tuple[RuleSet | RuleField, str] | None:
    facts = modules.get(module)
    if facts is None or depth > MAX_DEPTH:
        return None
    for exp in facts.exports:
        if exp.exported == name and exp.source is not None:
            target = module_resolver.resolve(module, exp.source)
            if target:
                return exported_rule_set(modules, module_resolver, target,
                                         exp.imported or name, depth + 1, nesting)
        if exp.exported == name and exp.local:
            return schema_named(modules, module_resolver, module, exp.local, depth + 1,
                                nesting)
    found = schema_named(modules, module_resolver, module, name, depth + 1, nesting)
    if found:
        return found
    for exp in facts.exports:
        if exp.exported == "*" and exp.source is not None:
            target = module_resolver.resolve(module, exp.source)
            found = exported_rule_set(modules, module_resolver, target, name, depth + 1,
                                      nesting) if target else None
            if found:
                return found
    return None


# ------------------------------------------------------------------------- links
class Linker:
    """Finds the validated fields a request's body is proven to carry."""

    def __init__(self, program, types):
        self.program = program
        self.types = types
        self._calls: dict[str, dict[Span, Call]] = {}
        self._props: dict[str, dict[Span, Prop]] = {}

    def body_links(self, call: Observed) -> dict[Path, list[Link]] | None:
        """``{body path: links}`` of one observed call, ``None`` when nothing is linked; the
        paths lie under the call's envelope member (``json.title``, rule ``body.envelope``)."""
        if call.body is None:
            return None
        links = self.value_links(call.body, 0)
        if call.envelope is not None:
            links = {(call.envelope[0],) + path: found for path, found in links.items()}
        return links or None

    def value_links(self, value: Value, depth: int) -> dict[Path, list[Link]]:
        if depth > MAX_DEPTH:
            return {}
        if isinstance(value, ObjV):
            out: dict[Path, list[Link]] = {}
            for prop in value.props:
                if prop.key is None:
                    continue
                inner = self.value_links(prop.value, depth + 1) or \
                    self.prop_source_links(prop.where)
                for path, links in inner.items():
                    out[(prop.key, *path)] = links
            return out
        if isinstance(value, (ParamV, TypedV)):
            typed = self.typed_links(value)
            if typed:
                return typed
            if isinstance(value, ParamV):
                return self.caller_links(value, depth)
        return {}

    def typed_links(self, value: ParamV | TypedV) -> dict[Path, list[Link]]:
        """Rule ``validation.inferred-type`` on a value declared with a ``z.infer`` type."""
        text, module, path = value.type_text, value.module, value.path
        found = infer_target(self.types, text, module)
        while found is None and path and text and module:     # {data: LoginInput} and .data
            member = member_type(self.types, text, module, path[0])
            if member is None:
                return {}
            (text, module), path = member, path[1:]
            found = infer_target(self.types, text, module)
        if found is None:
            return {}
        rule_set, module = found
        if isinstance(value, TypedV):
            where = value.where
        else:
            entry = self.program.functions.get(value.fid)
            where = (entry[0], entry[1].span) if entry else None
        return descend(fields_of(rule_set, module, "validation.inferred-type", where), path)

    def caller_links(self, value: ParamV, depth: int) -> dict[Path, list[Link]]:
        """The links of the arguments every caller passes for parameter ``value`` (a bound
        applies only when every caller's source states it)."""
        entry = self.program.functions.get(value.fid)
        callers = self.program.callers.get(value.fid, [])
        if entry is None or not callers:
            return {}
        index = next((i for i, p in enumerate(entry[1].params) if p.name == value.name), None)
        below = value.path
        if index is None:              # ({email, password}) => …: a member of the argument
            index = next((i for i, p in enumerate(entry[1].params)
                          if value.name in p.pattern), None)
            below = (value.name, *value.path)
        if index is None:
            return {}
        per_caller = []
        for path, fid, args, span in callers:
            arg = args[index] if index < len(args) else None
            links = self.value_links(arg, depth + 1) if arg is not None else {}
            if not links:
                source = self.call_at(path, span)
                expr = source.args[index] if source and index < len(source.args) else None
                links = self.source_links(expr, path, fid, depth) if expr is not None else {}
            if not links:
                return {}
            per_caller.append(descend(links, below))
        return agree(per_caller)

    def prop_source_links(self, where: Where | None) -> dict[Path, list[Link]]:
        """The links of an object-literal property's source expression."""
        if where is None:
            return {}
        path, span = where
        facts = self.program.modules.get(path)
        if facts is None or facts.validation is None:
            return {}                                     # nothing there to link to
        prop = self.props_of(path).get(span)
        if prop is None or prop.key is None:
            return {}
        fid = self.enclosing_fid(path, span)
        return self.source_links(prop.value, path, fid, 0)

    def source_links(self, expr, path: str, fid: str | None, depth: int
                     ) -> dict[Path, list[Link]]:
        """Links proven by a source expression: an Angular form's value, a react-hook-form
        handler's parameter, or a variable a form input is bound to."""
        facts = self.program.modules.get(path)
        validation = facts.validation if facts else None
        if validation is None or depth > MAX_DEPTH:
            return {}
        if isinstance(expr, Obj):
            out: dict[Path, list[Link]] = {}
            for prop in expr.props:
                if prop.key is not None:
                    for sub, links in self.source_links(prop.value, path, fid,
                                                        depth + 1).items():
                        out[(prop.key, *sub)] = links
            return out
        dotted = dotted_name(expr)
        if dotted is None:
            return {}
        where = (path, expr.span) if getattr(expr, "span", None) else None
        form = form_value(dotted)
        if form is not None:
            owner, rest = form
            groups = [s for s in validation.schemas if s.library == "angular" and s.name == owner]
            links: dict[Path, list[Link]] = {}
            for group in groups:
                links.update(fields_of(group, path, "validation.form-value", where))
            return descend(links, rest)
        handled = self.handler_links(dotted, path, fid, where)
        if handled:
            return handled
        return input_links(validation.inputs, dotted, path, where, expr.span,
                           self.function_span(fid))

    def handler_links(self, dotted: str, path: str, fid: str | None,
                      where: Where | None) -> dict[Path, list[Link]]:
        """Rule ``validation.submit-handler``: ``dotted`` starts with the first parameter of
        a function react-hook-form's ``handleSubmit`` calls."""
        entry = self.program.functions.get(fid) if fid else None
        facts = self.program.modules.get(path)
        if entry is None or facts is None or not entry[1].params:
            return {}
        fn = entry[1]
        head, *rest = dotted.split(".")
        if fn.params[0].name != head:
            return {}
        for handler in facts.validation.handlers:
            if handler.function == fn.span or (handler.name and fn.name == handler.name):
                found = rule_set_named(self.program.modules, self.program.module_resolver,
                                       path, handler.schema)
                if found:
                    links = fields_of(found[0], found[1], "validation.submit-handler",
                                      (path, handler.span))
                    return descend(links, tuple(rest))
        return {}

    # ------------------------------------------------------------- fact indexes
    def call_at(self, path: str, span: Span) -> Call | None:
        if path not in self._calls:
            index: dict[Span, Call] = {}
            facts = self.program.modules.get(path)
            for site in facts.calls if facts else ():
                if site.call.span:
                    index.setdefault(site.call.span, site.call)
            self._calls[path] = index
        return self._calls[path].get(span)

    def props_of(self, path: str) -> dict[Span, Prop]:
        if path not in self._props:
            index: dict[Span, Prop] = {}
            facts = self.program.modules.get(path)
            if facts is not None:
                roots: list = [s.call for s in facts.calls]
                roots += [e for exprs in facts.bindings.values() for e in exprs]
                for fn in facts.functions.values():
                    roots += fn.returns + [e for exprs in fn.locals.values() for e in exprs]
                    roots += [a.value for a in fn.assignments]
                roots += [a.value for a in facts.assignments]
                for prop in walk_props(roots):
                    if prop.span:
                        index.setdefault(prop.span, prop)
            self._props[path] = index
        return self._props[path]

    def enclosing_fid(self, path: str, span: Span) -> str | None:
        fn = self.program.function_at(path, span)
        return fn.fid if fn is not None else None

    def function_span(self, fid: str | None) -> Span | None:
        entry = self.program.functions.get(fid) if fid else None
        return entry[1].span if entry else None


def walk_props(roots: list) -> list[Prop]:
    """Every object-literal property reachable from ``roots`` (IR values), each once."""
    out, stack, seen = [], list(roots), set()
    while stack:
        item = stack.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        if isinstance(item, Prop):
            out.append(item)
        if isinstance(item, (list, tuple)):
            stack.extend(item)
        elif is_dataclass(item):
            stack.extend(getattr(item, f.name) for f in fields(item)
                         if not isinstance(getattr(item, f.name), (str, int, float, type(None))))
    return out


def dotted_name(expr) -> str | None:
    """``this.form.value`` for a chain of members on a name; ``form.getRawValue()`` is
    ``form.value``; ``None`` for anything else."""
    if isinstance(expr, Call) and not expr.args and isinstance(expr.callee, Member) \
            and expr.callee.prop == "getRawValue":
        inner = dotted_name(expr.callee.obj)
        return f"{inner}.value" if inner else None
    if isinstance(expr, Ref):
        return expr.name
    if isinstance(expr, Member):
        inner = dotted_name(expr.obj)
        return f"{inner}.{expr.prop}" if inner else None
    return None


def form_value(dotted: str) -> tuple[str, Path] | None:
    """``this.authForm.value.email`` → ``('authForm', ('email',))``: the form group whose
    ``value`` the expression reads, and the path below it."""
    parts = dotted.split(".")
    if parts[0] == "this":
        parts = parts[1:]
    if len(parts) >= 2 and parts[1] == "value":
        return parts[0], tuple(parts[2:])
    return None


def input_links(inputs: tuple[FormInput, ...], dotted: str, path: str, where: Where | None,
                span: Span | None, scope: Span | None) -> dict[Path, list[Link]]:
    """Rule ``validation.bound-input``: the inputs bound to ``dotted`` (or to members of it),
    in the same component: a template input anywhere in the file, a JSX input in the function
    the expression is in or encloses it."""
    names = {dotted, dotted.removeprefix("this.")}
    if dotted.endswith(".value"):                       # a Vue ref read in script
        names.add(dotted.removeprefix("this.")[:-len(".value")])
    out: dict[Path, list[Link]] = {}
    for item in inputs:
        if item.scope is not None and not (span and contains(item.scope, span)):
            continue
        for name in names:
            if item.model == name or item.model.startswith(name + "."):
                rest = tuple(item.model[len(name) + 1:].split(".")) if item.model != name \
                    else ()
                field_ = RuleField(item.model, item.bounds, item.span)
                out.setdefault(rest, []).append(Link(field_, path, "validation.bound-input",
                                                     where))
    return out


def contains(outer: Span, inner: Span) -> bool:
    return (outer[0], outer[1]) <= (inner[0], inner[1]) and \
        (inner[2], inner[3]) <= (outer[2], outer[3])


def fields_of(rule_set: RuleSet, module: str, rule: str, where: Where | None
              ) -> dict[Path, list[Link]]:
    out: dict[Path, list[Link]] = {}
    for item in rule_set.fields:                      # "": a control's own value
        declaring = item.module or module
        out.setdefault((item.name,) if item.name else (), []).append(
            Link(item, declaring, rule, where))
        if item.nested:
            for sub, links in fields_of(item.nested, declaring, rule, where).items():
                out[(item.name, *sub)] = links
    return out


def descend(links: dict[Path, list[Link]], path: Path) -> dict[Path, list[Link]]:
    """The links below ``path`` (``data.name`` of a validated ``data`` → the ``name`` field,
    at the empty path)."""
    n = len(path)
    return {p[n:]: v for p, v in links.items() if p[:n] == path}


def agree(maps: list[dict[Path, list[Link]]]) -> dict[Path, list[Link]]:
    """The paths every map links; bounds are intersected later by :func:`common_bounds`."""
    if not maps:
        return {}
    paths = set(maps[0]).intersection(*maps[1:])
    return {p: [link for m in maps for link in m[p]] for p in paths}


def common_bounds(groups: list[list[Link]]) -> list[tuple[Bound, list[Link]]]:
    """The bounds (keyword and value) stated by some link of every group, with the links
    stating them."""
    keyed: list[dict[tuple, list[tuple[Bound, Link]]]] = []
    for links in groups:
        found: dict[tuple, list[tuple[Bound, Link]]] = {}
        for link in links:
            last_required = requirement(link.field)
            for bound in link.field.bounds:
                if bound.keyword == "required" and bound.value != last_required:
                    continue
                found.setdefault((bound.keyword, repr(bound.value)), []).append((bound, link))
        keyed.append(found)
    if not keyed:
        return []
    shared = [k for k in keyed[0] if all(k in other for other in keyed[1:])]
    out = []
    for key in shared:
        pairs = [pair for other in keyed for pair in other[key]]
        out.append((pairs[0][0], [link for _, link in pairs]))
    return out


# ----------------------------------------------------------------------- apply
def apply_validation(capabilities: list[Capability], clusters: list[Cluster],
                     names: dict[int, str], program, types
                     ) -> tuple[list[Capability], set[tuple[str, str]]]:
    """The capabilities with the bounds their validated inputs prove (see the module
    docstring), and the ``(capability, body field)`` pairs whose requiredness a validation
    rule settles (required, or explicitly optional); ``names`` maps ``id(observed call)`` to
    its capability's name."""
    linker = Linker(program, types)
    per_capability: dict[str, list[dict[Path, list[Link]] | None]] = {}
    envelopes: dict[str, str] = {}     # capability → "json." (its review names "title")
    for cl in clusters:
        for call in cl.calls:
            name = names.get(id(call))
            if name is not None and call.body is not None:
                per_capability.setdefault(name, []).append(linker.body_links(call))
                if call.envelope is not None:
                    envelopes[name] = call.envelope[0] + "."
    out, settled = [], set()
    for cap in capabilities:
        maps = per_capability.get(cap.name)
        if not maps or any(m is None for m in maps):
            out.append(cap)
            continue
        bounded, fields_settled = with_bounds(cap, agree(maps))
        out.append(bounded)
        settled |= {(cap.name, f.removeprefix(envelopes.get(cap.name, "")))
                    for f in fields_settled}
    return out, settled


def settle_review(review: list[ReviewItem], settled: set[tuple[str, str]]
                  ) -> list[ReviewItem]:
    """``review`` without the requiredness questions a validation rule answered ("requiredness
    of body field X is unproven" once X's requiredness is settled)."""
    return [item for item in review
            if not ((m := UNPROVEN_FIELD.match(item.message))
                    and (item.capability, m.group(1)) in settled)]


def with_bounds(cap: Capability, links: dict[Path, list[Link]]
                ) -> tuple[Capability, set[str]]:
    """A copy of ``cap`` with the bounds of ``links`` applied to its bound inputs, and the
    dotted body paths whose requiredness a rule settles."""
    settled: set[str] = set()
    if not links:
        return cap, settled
    schema = deep_copy(cap.inputSchema)
    evidence = {k: list(v) for k, v in cap.evidence.items()}
    changed = False
    for path in sorted(links):
        located = locate(cap, schema, path)
        if located is None:
            continue
        node, parent, name, pointer = located
        for bound, stating in common_bounds(group_by_field(links[path])):
            refs = [observed((bound.module or link.module, bound.span), bound.rule)
                    for link in stating[:1]]
            refs += [observed((link.module, b.span), b.rule) for link in stating[:1]
                     for b in link.field.bounds if b.keyword == REF and bound.module]
            refs += [inferred(link.where, link.rule) for link in stating if link.where]
            if bound.keyword == "required":
                settled.add(".".join(path))
            if apply_bound(node, parent, name, bound, pointer, refs, evidence):
                changed = True
    if not changed:
        return cap, settled
    return cap.model_copy(update={"inputSchema": schema,
                                  "evidence": {k: unique(v) for k, v in
                                               sorted(evidence.items()) if v}}), settled


def group_by_field(links: list[Link]) -> list[list[Link]]:
    """The links of one path grouped by the field they reach: every group must state a bound
    for it to apply (:func:`common_bounds`)."""
    groups: dict[tuple, list[Link]] = {}
    for link in links:
        groups.setdefault((link.module, link.field.span), []).append(link)
    return list(groups.values())


def locate(cap: Capability, schema: dict, path: Path
           ) -> tuple[dict, dict, str, str] | None:
    """``(property schema, its parent object schema, its name, its JSON Pointer)`` of the
    input bound to body path ``path`` (directly, or inside an object input bound to an
    enclosing path); ``None`` when no such property exists."""
    bindings = cap.implementation.requests[0].bindings
    dotted = ".".join(path)
    for binding in sorted(bindings, key=lambda b: -len(b.target)):
        if binding.input is None or not binding.target.startswith("body:"):
            continue
        target = binding.target[len("body:"):]
        if target and target != dotted and not dotted.startswith(target + "."):
            continue
        rest = [p for p in dotted[len(target):].lstrip(".").split(".") if p] if target \
            else list(path)
        parent, name = schema, binding.input
        pointer = f"/inputSchema/properties/{escape(name)}"
        node = schema.get("properties", {}).get(name)
        for part in rest:
            if not isinstance(node, dict) or part not in (node.get("properties") or {}):
                return None
            parent, name, node = node, part, node["properties"][part]
            pointer += f"/properties/{escape(part)}"
        return (node, parent, name, pointer) if isinstance(node, dict) else None
    return None


def apply_bound(node: dict, parent: dict, name: str, bound: Bound, pointer: str,
                refs: list[Evidence], evidence: dict[str, list[Evidence]]) -> bool:
    """Write one bound where it is compatible with the property; ``True`` when written or
    when it confirms what is there (the evidence is added)."""
    kind = node.get("type")
    if isinstance(kind, list):                            # ["string", "null"]: its non-null type
        rest = [k for k in kind if k != "null"]
        kind = rest[0] if len(rest) == 1 else "mixed"
    keyword, value = bound.keyword, bound.value
    if keyword not in APPLIED:
        return False                                      # type-level only (nullable)
    if keyword == "pattern" and (not compiles(value) or backtracks(value)):
        return False              # rules contract.schema-pattern, contract.pattern-backtracking
    if keyword == "required":
        if value is not True:
            return False
        required = parent.setdefault("required", [])
        if name not in required:
            required.append(name)
        index = required.index(name)
        owner = pointer.rsplit("/properties/", 1)[0]      # the object holding the property
        key = f"{owner}/required/{index}"
        evidence.setdefault(key, []).extend(refs)
        return True
    if keyword == "type":
        if kind is not None and not (kind == "number" and value == "integer"
                                     and node["type"] == "number"):
            return False                                  # the type is known already
        node["type"] = value
        evidence.setdefault(f"{pointer}/type", []).extend(refs)
        return True
    if keyword == "enum":
        value = list(value)
    if (keyword in STRING_BOUNDS and kind not in (None, "string")) or \
            (keyword in NUMBER_BOUNDS and kind not in (None, "number", "integer")) or \
            (keyword in ARRAY_BOUNDS and kind not in (None, "array")):
        return False
    if keyword in node and node[keyword] != value:
        return False
    node[keyword] = value
    evidence.setdefault(f"{pointer}/{keyword}", []).extend(refs)
    return True




def deep_copy(value):
    if isinstance(value, dict):
        return {k: deep_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [deep_copy(v) for v in value]
    return value
