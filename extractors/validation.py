"""Validation rules a client declares for the values it sends, as plain facts (issue #4).

A file is read only when its bytes name a validation library or a form input (see
:data:`MARKERS`); it is then parsed once more and yields a
:class:`~code2skill.facts.ValidationFacts`. Nothing here decides that a rule applies to a
request: :mod:`code2skill.passes.validation` links rules to requests only where source proves
the link. Forms handled::

    const s = z.object({email: z.string().min(1).email(), age: z.number().int().max(120).optional(),
                        role: z.enum(['a', 'b']), site: z.string().url(), code: z.string().regex(/^x/)})
    z.object({...}).extend({...})   .partial()   .and(z.object({...}))   .strict()   .refine(…)
    z.object({rate: z.union([z.number(), z.null()]), role: Role})   (Role a zod constant above)
    {name: 'body', type: 'Body', schema: z.object({...})}   (a Zodios endpoint's body parameter)
    {method: 'POST', path: '/posts', body: PostInput}   (a ts-rest route's body; also query,
                                                         pathParams, headers)
    {name: 'page', type: 'Query', schema: z.number()}   (a Zodios Query/Path/Header parameter)
    const Edit = Base.omit({id: true}).partial()   (Base of this file or imported: a derivation
                                                    the program resolves, zod.derived-schema)
    z.object({lang: Lang.optional()})   (Lang imported: a field naming it, zod.imported-field)
    export const Lang = z.enum([…])      (a constant that is no object: a value fact)
    const token = () => z.string().regex(/…/);  Id = token().max(9)   (zod.schema-factory)
    z.object({...}).omit({a: true})   .pick({…})   .partial({a: true})   (zod.inline-derived)
    const s = yup.object({name: yup.string().required().max(50)})   object().shape({...})
    this.form = this.fb.group({email: ['', [Validators.required, Validators.email]]})
    form = new FormGroup({email: new FormControl('', {validators: [Validators.required]})})
    comment = new FormControl('', [Validators.required, Validators.maxLength(500)])   (field "")
    this.form.addControl('username', new FormControl('', Validators.required))
    const {handleSubmit} = useForm({resolver: zodResolver(s)});  handleSubmit(values => …)
    const {register, handleSubmit} = useForm();  register('email', {required: true, maxLength: 80})
    <input type="email" required maxLength={50} minLength={8} pattern="…" value={email} />  (JSX)
    const [name, setName] = useState('');  <input required onChange={e => setName(e.target.value)} />
    <input v-model="user.email" required minlength="8">   <input bind:value={email} max="9">

Spans are those of :mod:`code2skill.facts` (1-based lines, code-point columns).
"""
from __future__ import annotations

import re
from dataclasses import replace
from itertools import chain
from typing import Callable, Iterable, Iterator

from tree_sitter import Node

from code2skill.facts import (
    Bound, DerivationStep, FormInput, RuleField, RuleSet, SchemaDerivation, Span, SubmitHandler,
    ValidationFacts,
)
from code2skill.redact import redact

from .languages import SCRIPT_HOSTS, Markup, html_tree, parser, script_trees

MARKERS = (b"zod", b"yup", b"Validators", b"<input", b"<textarea", b"<select", b"initContract")
FUNCTIONS = frozenset({"function_declaration", "function_expression", "arrow_function",
                       "method_definition", "function"})
TRANSPARENT = frozenset({"parenthesized_expression", "as_expression", "satisfies_expression",
                         "non_null_expression", "await_expression"})
# schema methods that keep the fields and bounds as they are
NEUTRAL = frozenset({"strict", "strip", "passthrough", "refine", "superRefine", "transform", "pipe",
                     "describe", "catchall", "brand", "readonly", "noUnknown", "trim",
                     "label", "meta", "typeError", "default", "test", "when", "catch",
                     "toLowerCase", "toUpperCase", "lowercase", "uppercase", "defined",
                     "nonNullable", "shape"})
# zod methods after which a parse answers another value than its argument, and those after
# which it keeps the members the object does not name (rule ``body.validated-payload``)
RESHAPING = frozenset({"transform", "pipe", "preprocess"})
KEEPS_UNKNOWN = frozenset({"passthrough", "catchall"})
# zod methods that derive an object schema from another (rule ``zod.derived-schema``)
DERIVING = frozenset({"partial", "required", "omit", "pick", "extend", "merge", "and"})
# ts-rest route entries whose zod object types the request's parts
TS_REST_ENTRIES = ("body", "query", "pathParams", "headers")
# Zodios parameter types whose schema types one named part of the request
ZODIOS_PARTS = {"Query": "query", "Path": "path", "Header": "header"}
IDENTIFIER = re.compile(r"[A-Za-z_$][\w$]*")
# methods chained after a schema constant the file imports whose rules code2skill keeps
# (rule ``zod.imported-field``); any other (``or``, ``array``, ``pick`` …) makes another schema
REF_METHODS = NEUTRAL | frozenset({
    "optional", "nullish", "nullable", "required", "min", "max", "length", "gt", "gte", "lt",
    "lte", "positive", "nonnegative", "int", "nonempty", "regex", "email", "url", "uuid",
    "datetime"})
REF = "ref"                  # the bound keyword standing for an imported constant's rules
MAX_NAMED_DEPTH = 8          # schema constants followed inside one another
MAX_NAMED_FIELDS = 1000      # fields a schema constant may stand for, its nested ones counted
MAX_NESTING = 32             # schemas read inside one another's fields or items (budget.schema-nesting)
ZOD_KINDS = {"string": "string", "number": "number", "bigint": "integer", "boolean": "boolean",
             "date": "string", "array": "array", "object": "object", "enum": "string",
             "literal": None, "any": None, "unknown": None, "nativeEnum": None}
YUP_KINDS = {"string": "string", "number": "number", "boolean": "boolean", "bool": "boolean",
             "date": "string", "array": "array", "object": "object", "mixed": None}
FORMATS = {"email": "email", "url": "uri", "uuid": "uuid", "datetime": "date-time",
           "cuid": None}
ANGULAR_VALIDATORS = {"required": ("required", True), "requiredTrue": ("required", True),
                      "email": ("format", "email")}
ANGULAR_ARGUMENT_VALIDATORS = {"minLength": "minLength", "maxLength": "maxLength",
                               "min": "minimum", "max": "maximum", "pattern": "pattern"}
HTML_BOUNDS = {"maxlength": "maxLength", "minlength": "minLength", "min": "minimum",
               "max": "maximum", "pattern": "pattern"}
HTML_FORMATS = {"email": "email", "url": "uri"}
MODEL_ATTRIBUTES = ("v-model", "bind:value")            # a component template input's model
YUP_IMPORT = re.compile(rb"""from\s*['"]yup['"]""")
REGISTER_BOUNDS = {"minLength": "minLength", "maxLength": "maxLength", "min": "minimum",
                   "max": "maximum"}
STATE_HOOKS = frozenset({"useState", "useReducer"})
INPUT_TAGS = frozenset({"input", "textarea", "select"})

SpanOf = Callable[[Node], Span]


def extract_validation(path: str, grammar: str, data: bytes, span: SpanOf,
                       note: Callable[[str, str, int], None] | None = None,
                       html: Markup | None = None) -> ValidationFacts | None:
    """The validation facts of one file, or ``None`` when it declares none.

    ``grammar`` is the file's grammar (``sfc`` for ``.vue``/``.svelte``: scripts and template
    are read; ``page`` for an HTML page: the scripts it runs, its inputs bind no model);
    ``span`` converts a node into a :data:`~code2skill.facts.Span`; ``note(limit, what,
    line)`` is told once of a schema nested past :data:`MAX_NESTING` (rule
    ``budget.schema-nesting``); ``html`` is the file's HTML tree shared with its extraction
    (:class:`~code2skill.extractors.languages.Markup`), if any."""
    if not any(marker in data for marker in MARKERS):
        return None
    trees: Iterable[tuple[str, Node]]
    if grammar in SCRIPT_HOSTS:                      # one script's tree at a time
        template = [] if grammar == "page" else [("html", html_tree(data, html).root_node)]
        trees = chain(((g, t.root_node) for g, t in script_trees(grammar, data, html)), template)
    elif grammar in ("javascript", "typescript", "tsx"):
        trees = [(grammar, parser(grammar).parse(data).root_node)]
    else:
        return None
    reader = _Reader(data, span)
    for tree_grammar, root in trees:
        if tree_grammar == "html":
            reader.template(root)
        else:
            reader.script(root)
    facts = reader.facts()
    if reader.cut is not None and note is not None:
        note("schema-nesting", f"a schema nested more than {MAX_NESTING} deep in fields or "
             "array items: the inner one is of no known rules", reader.cut.start_point[0] + 1)
    return facts if facts.schemas or facts.inputs or facts.handlers or facts.derivations \
        or facts.values else None


class _Reader:
    """Collects the rule sets, inputs and submit handlers of one file."""

    def __init__(self, data: bytes, span: SpanOf):
        self.data = data
        self.span = span
        self.schemas: list[RuleSet] = []
        self.inputs: list[FormInput] = []
        self.handlers: list[SubmitHandler] = []
        self.resolvers: dict[str, str] = {}       # handleSubmit's local name → schema name
        self.yup_named = bool(YUP_IMPORT.search(data))     # `import {object, string} from 'yup'`
        self.setters: dict[tuple[Span, str], str] = {}      # (function, setter) → state name
        self.registers: dict[str, str] = {}       # register's local name → form's rule set
        self.registered: dict[str, tuple[dict[str, RuleField], Span]] = {}
        self.objects: dict[str, Node] = {}        # constant object literals by name
        self.arrays: dict[str, Node] = {}         # constant array literals by name
        self.enums: dict[str, Node] = {}          # TypeScript enums by name
        self.named_bodies: list[tuple[str, str, Span]] = []   # (entry's rule set, const, at)
        self.derivations: list[SchemaDerivation] = []
        self.zods_named = b"zod" in data     # `const A = B` may alias a zod schema
        self.zods: dict[str, Node] = {}           # zod schema constants by name
        self.named: dict[str, tuple[list[Bound] | None, RuleSet | None]] = {}   # their rules
        self.sizes: dict[int, tuple[RuleSet, int]] = {}   # fields a rule set stands for, by id
        self.naming: set[str] = set()             # constants whose rules are being read
        self.values: list[RuleField] = []         # zod constants that are no object
        self.nesting = 0                          # schemas being read inside one another
        self.cut: Node | None = None              # the first schema past MAX_NESTING

    def facts(self) -> ValidationFacts:
        forms = [RuleSet(name, "react-hook-form", tuple(fields.values()), span)
                 for name, (fields, span) in self.registered.items() if fields]
        declared = {r.name: r for r in self.schemas if r.library == "zod"}
        bodies = [replace(declared[target], name=name) for name, target, _ in self.named_bodies
                  if target in declared]
        aliases = [SchemaDerivation(name, target, (), at)         # rule zod.derived-schema
                   for name, target, at in self.named_bodies if target not in declared]
        return ValidationFacts(tuple(self.schemas + bodies + forms), tuple(self.inputs),
                               tuple(self.handlers), tuple(self.derivations + aliases),
                               tuple(self.values))

    def text(self, node: Node | None) -> str:
        return "" if node is None else self.data[node.start_byte:node.end_byte].decode(
            "utf-8", "replace")

    # ------------------------------------------------------------------ scripts
    def script(self, root: Node) -> None:
        for node in walk(root):
            kind = node.type
            if kind == "variable_declarator":
                self.declared(node.child_by_field_name("name"),
                              node.child_by_field_name("value"))
            elif kind == "assignment_expression":
                left = node.child_by_field_name("left")
                if left is not None and left.type == "member_expression":
                    self.declared(left.child_by_field_name("property"),
                                  node.child_by_field_name("right"))
            elif kind in ("public_field_definition", "field_definition"):
                self.declared(node.child_by_field_name("name")
                              or node.child_by_field_name("property"),
                              node.child_by_field_name("value"))
            elif kind == "call_expression":
                self.call(node)
            elif kind == "object":
                self.body_parameter(node)
            elif kind in ("jsx_self_closing_element", "jsx_opening_element"):
                self.jsx_input(node)
            elif kind == "enum_declaration" and node.child_by_field_name("name") is not None:
                self.enums[self.text(node.child_by_field_name("name"))] = node

    def declared(self, name: Node | None, value: Node | None) -> None:
        """``name = value``: a schema or form group bound to a name; a ``useForm`` result
        whose ``handleSubmit`` validates with a schema resolver."""
        value = unwrap(value)
        if name is None or value is None:
            return
        if name.type == "array_pattern" and value.type == "call_expression":
            self.state_pair(name, value)
            return
        if value.type == "call_expression" and self.text(
                value.child_by_field_name("function")).split(".")[-1] == "useForm":
            self.use_form(name, value)
            return
        if name.type not in ("identifier", "property_identifier", "private_property_identifier"):
            return
        label = self.text(name).lstrip("#")
        if value.type == "object":
            self.objects[label] = value
        elif value.type == "array" and name.type == "identifier":
            self.arrays[label] = value
        chain = call_chain(self, value)
        if chain and name.type == "identifier" and (library_of(chain[0][0], False) == "zod" or (
                not chain[0][1] and factory(chain[0][0]) in self.zods)):
            self.zods.setdefault(label, value)
        if value.type == "arrow_function" and name.type == "identifier" and self.zods_named:
            self.schema_factory(label, value)
        rule_set = self.rule_set(value, label)
        derived = self.derivation(value, label) if rule_set is None \
            and value.type == "call_expression" and name.type == "identifier" else None
        if value.type == "identifier" and name.type == "identifier" and self.zods_named:
            derived = SchemaDerivation(label, self.text(value), (), self.span(value))
        if rule_set is not None:
            self.schemas.append(rule_set)
        elif derived is not None:
            self.derivations.append(derived)
        elif label in self.zods and enclosing_function(value, self.span) is None:
            self.value_schema(label, value)
        elif value.type != "array":                       # a control on its own
            bounds = self.angular_control(value)
            if bounds:
                self.schemas.append(RuleSet(label, "angular", (
                    RuleField("", tuple(bounds), self.span(value)),), self.span(value)))

    def value_schema(self, name: str, value: Node) -> None:
        """Rule ``zod.imported-field``: a zod schema constant of the module's top level that
        is no object (``LanguageSchema = z.enum([…])``, ``Tag = z.string().max(50)``,
        ``z.union([Imported, z.null()])``) as a field named ``name``, which a field of another
        module naming the constant takes its rules from. A chain holding a method that makes
        another schema (``.or(…)``, ``.array()``: not in :data:`REF_METHODS`) or an object
        gives none."""
        if any(method not in REF_METHODS for method, _, _ in call_chain(self, value)[1:]):
            return
        bounds, nested = self.named_rules(name, 0)
        if bounds is not None and nested is None and not any(
                b.keyword == "type" and b.value == "object" for b in bounds):
            self.values.append(replace(rule_field(name, bounds, self.span(value)),
                                       items=self.array_items(value, "zod")))

    def schema_factory(self, name: str, arrow: Node) -> None:
        """Rule ``zod.schema-factory``: ``const token = () => z.string().regex(/…/)`` — a
        function of no parameters returning a zod chain — is read as the schema constant
        ``token()``, so ``IdSchema = token()`` and ``name: token().max(50)`` take its rules."""
        params = arrow.child_by_field_name("parameters")
        body = unwrap(arrow.child_by_field_name("body"))
        chain = call_chain(self, body)
        if params is not None and not params.named_children and chain \
                and library_of(chain[0][0], False) == "zod":
            self.zods.setdefault(factory(name), body)

    def state_pair(self, pattern: Node, call: Node) -> None:
        """``const [email, setEmail] = useState('')`` (or ``useReducer``) in a function:
        ``setEmail`` sets ``email`` there."""
        callee = self.text(call.child_by_field_name("function")).split(".")[-1]
        names = [c for c in pattern.named_children]
        scope = enclosing_function(call, self.span)
        if callee in STATE_HOOKS and len(names) == 2 and scope is not None \
                and all(n.type == "identifier" for n in names):
            self.setters[(scope, self.text(names[1]))] = self.text(names[0])

    def rule_set(self, node: Node, name: str) -> RuleSet | None:
        fields = self.zod_object(node) or self.angular_group(node)
        if fields is None:
            return None
        library, items = fields
        if library != "zod":
            return RuleSet(name, library, tuple(items), self.span(node))
        methods = [method for method, _, _ in call_chain(self, node)[1:]]
        return RuleSet(name, library, tuple(items), self.span(node),
                       next((m for m in methods if m in RESHAPING), None),
                       not any(m in KEEPS_UNKNOWN for m in methods))

    def call(self, node: Node) -> None:
        """``form.addControl('name', new FormControl(…))`` adds a field to a form group;
        ``handleSubmit(fn)`` of a ``useForm`` with a resolver marks ``fn``'s first parameter
        as validated values."""
        callee = node.child_by_field_name("function")
        args = [unwrap(a) for a in arguments(node)]
        callee_text = self.text(callee)
        if callee is not None and callee.type == "member_expression" and args \
                and self.text(callee.child_by_field_name("property")) == "input":
            self.procedure_input(node, args[0])
        if callee_text in self.registers and args and args[0].type == "string":
            fields, _ = self.registered[self.registers[callee_text]]
            key = string_of(self, args[0])
            rules = self.register_rules(args[1]) if len(args) > 1 else []
            fields.setdefault(key, RuleField(key, tuple(rules), self.span(node)))
            return
        if callee_text.endswith(".addControl") and len(args) >= 2 \
                and args[0].type == "string":
            owner = callee.child_by_field_name("object")
            control = self.angular_control(args[1])
            if owner is not None and control is not None:
                name = self.text(owner).split(".")[-1]
                bounds = tuple(control)
                self.schemas.append(RuleSet(name, "angular", (RuleField(
                    string_of(self, args[0]), bounds, self.span(node)),), self.span(node)))
            return
        schema = self.resolvers.get(callee_text) if callee_text.endswith("handleSubmit") \
            else None
        if schema and args:
            fn = args[0]
            if fn.type in ("arrow_function", "function_expression", "function"):
                self.handlers.append(SubmitHandler(schema, self.span(fn), None,
                                                   self.span(node)))
            elif fn.type == "identifier":
                self.handlers.append(SubmitHandler(schema, None, self.text(fn),
                                                   self.span(node)))

    def procedure_input(self, call: Node, schema: Node) -> None:
        """A tRPC procedure's ``.input(z.object({…}))``: a rule set named after the call's
        place (:func:`procedure_input_name`), which the tRPC recogniser reads as the
        procedure's input type."""
        line, column = self.span(call)[:2]
        rule_set = self.rule_set(schema, procedure_input_name(line, column))
        if rule_set is not None and rule_set.library == "zod":
            self.schemas.append(rule_set)

    def body_parameter(self, node: Node) -> None:
        """A Zodios endpoint's ``{name, type: 'Body', schema}`` parameter: its zod object
        schema (written there, or a schema constant of the file it names) is a rule set named
        after the ``schema`` entry's place (:func:`zodios_body_name`), which the Zodios
        recogniser reads as the endpoint's body type; a ``Query``/``Path``/``Header``
        parameter's schema as a rule set of its one field (:meth:`parameter_schema`). A
        ts-rest route's ``{method, path, body, query, pathParams, headers}``: each entry's
        schema likewise, named after the entry's place (:func:`ts_rest_entry_name`)."""
        entries = dict(pairs(self, node))
        kind, schema = entries.get("type"), entries.get("schema")
        part = string_of(self, kind) if kind is not None and kind.type == "string" else None
        if schema is not None and part == "Body":
            self.body_schema(schema, zodios_body_name)
        elif schema is not None and part in ZODIOS_PARTS and "name" in entries \
                and entries["name"].type == "string":
            self.parameter_schema(schema, string_of(self, entries["name"]))
        method, path = entries.get("method"), entries.get("path")
        if method is not None and method.type == "string" and path is not None:
            for entry in TS_REST_ENTRIES:
                if entry in entries:
                    self.body_schema(entries[entry], ts_rest_entry_namer(entry))

    def parameter_schema(self, schema: Node, name: str) -> None:
        """Rule ``zodios.parameter-schema``: a Zodios ``Query``/``Path``/``Header`` parameter's
        zod schema (written there, or a schema constant of the file) as a rule set of one
        field, ``name``, named after the ``schema`` entry's place
        (:func:`zodios_parameter_name`)."""
        pair = schema.parent
        if pair is None or pair.type != "pair":
            return
        bounds, nested = self.field_rules(schema, "zod")
        if bounds is not None:
            at = self.span(pair)
            self.schemas.append(RuleSet(zodios_parameter_name(*at[:2]), "zod", (
                rule_field(name, bounds, at, nested),), at))

    def body_schema(self, schema: Node, naming: Callable[[int, int], str]) -> None:
        """The zod object ``schema`` of an entry (or the schema constant it names), as a rule
        set named by ``naming`` after the entry's place."""
        pair = schema.parent
        while pair is not None and pair.type != "pair":
            pair = pair.parent
        if pair is None:
            return
        name = naming(*self.span(pair)[:2])
        if schema.type == "identifier":
            self.named_bodies.append((name, self.text(schema), self.span(schema)))
            return
        rule_set = self.rule_set(schema, name)
        if rule_set is not None and rule_set.library == "zod":
            self.schemas.append(rule_set)
        elif rule_set is None:
            derived = self.derivation(schema, name)
            if derived is not None:
                self.derivations.append(derived)

    def derivation(self, node: Node, name: str) -> SchemaDerivation | None:
        """Rule ``zod.derived-schema``: ``Base.partial()``, ``Base.omit({id: true})``,
        ``Base.pick({…})``, ``Base.extend({…})``, ``Base.merge(Other)``, ``Base.strict()``
        … — a schema derived from the schema constant ``Base`` (of this file or imported),
        as a :class:`~code2skill.facts.SchemaDerivation` the program resolves; ``None`` when
        the chain holds a method that is neither deriving nor neutral, or starts elsewhere."""
        chain = call_chain(self, node)
        if not chain:
            return None
        head, head_args, head_node = chain[0]
        parts = head.split(".")
        if len(parts) != 2 or not IDENTIFIER.fullmatch(parts[0]) \
                or library_of(head, self.yup_named) is not None:
            return None
        steps: list[DerivationStep] = []
        for method, args, _ in [(parts[1], head_args, head_node)] + chain[1:]:
            if method in NEUTRAL:
                continue
            step = self.derivation_step(method, args[0] if args else None)
            if step is None:
                return None
            steps.append(step)
        return SchemaDerivation(name, parts[0], tuple(steps), self.span(node)) \
            if steps or parts[1] in NEUTRAL else None

    def derivation_step(self, method: str, arg: Node | None) -> DerivationStep | None:
        """One deriving method with its argument (see :class:`DerivationStep`)."""
        if method not in DERIVING:
            return None
        if method in ("partial", "required"):
            if arg is None:
                return DerivationStep(method)
            return DerivationStep(method, tuple(k for k, _ in pairs(self, arg))) \
                if arg.type == "object" else None
        if method in ("omit", "pick"):
            return DerivationStep(method, tuple(k for k, _ in pairs(self, arg))) \
                if arg is not None and arg.type == "object" else None
        if arg is None:
            return None
        if method == "extend" and arg.type == "object":
            return DerivationStep("extend", fields=tuple(self.fields(arg, "zod")))
        if arg.type == "identifier":                        # merge(Other) / and(Other)
            return DerivationStep("merge", other=self.text(arg))
        found = self.zod_object(arg)
        return DerivationStep("extend", fields=tuple(found[1])) \
            if found is not None and found[0] == "zod" else None

    def use_form(self, name: Node, call: Node) -> None:
        """``const {register, handleSubmit} = useForm(…)`` or ``const form = useForm(…)``: the
        values ``handleSubmit`` passes are validated by the resolver's schema, or, without a
        resolver, by the rules the form's ``register(name, rules)`` calls give (a rule set
        named ``useForm@line:column``)."""
        schema = self.form_resolver(call)
        own = None
        if schema is None:
            line, column = self.span(call)[:2]
            schema = own = f"useForm@{line}:{column}"
            self.registered[own] = ({}, self.span(call))
        if name.type == "object_pattern":
            for child in name.named_children:
                if child.type == "shorthand_property_identifier_pattern":
                    key = local = self.text(child)
                elif child.type == "pair_pattern":
                    key = self.text(child.child_by_field_name("key"))
                    local = self.text(child.child_by_field_name("value"))
                else:
                    continue
                if key == "handleSubmit":
                    self.resolvers[local] = schema
                elif key == "register" and own:
                    self.registers[local] = own
        elif name.type == "identifier":
            label = self.text(name)
            self.resolvers[f"{label}.handleSubmit"] = schema
            if own:
                self.registers[f"{label}.register"] = own

    def form_resolver(self, call: Node) -> str | None:
        """The schema of ``useForm({resolver: zodResolver(s)})`` (or ``yupResolver``)."""
        for arg in arguments(call):
            for key, value in pairs(self, unwrap(arg)):
                if key == "resolver" and value.type == "call_expression":
                    head = self.text(value.child_by_field_name("function"))
                    inner = [unwrap(a) for a in arguments(value)]
                    if head.endswith("Resolver") and inner and inner[0].type == "identifier":
                        return self.text(inner[0])
        return None

    def register_rules(self, node: Node) -> list[Bound]:
        """Rules ``react-hook-form.*`` of ``register(name, {required, minLength, maxLength,
        min, max, pattern})`` (each a value or ``{value, message}``; ``required`` a true
        value or a message), the options written there or in a constant object of the file
        (``register('email', rules.email)``)."""
        options = self.constant_object(node)
        bounds: list[Bound] = []
        for key, value in pairs(self, options):
            at = self.span(value.parent or value)
            inner = dict(pairs(self, value)).get("value") if value.type == "object" else value
            inner = unwrap(inner)
            if inner is None:
                continue
            rule = f"react-hook-form.{key}"
            if key == "required" and (inner.type == "true" or (
                    inner.type == "string" and string_of(self, inner))):
                bounds.append(Bound("required", True, rule, at))
            elif key in REGISTER_BOUNDS and number_of(self, inner) is not None:
                bounds.append(Bound(REGISTER_BOUNDS[key], number_of(self, inner), rule, at))
            elif key == "pattern" and self.regex(inner):
                bounds.append(Bound("pattern", self.regex(inner), rule, at))
        return bounds

    def constant_object(self, node: Node | None) -> Node | None:
        """An object literal, or the one a constant of the file names (``rules`` or
        ``rules.email``)."""
        node = unwrap(node)
        if node is None or node.type == "object":
            return node
        if node.type == "identifier":
            return self.objects.get(self.text(node))
        if node.type == "member_expression":
            owner = self.constant_object(node.child_by_field_name("object"))
            prop = self.text(node.child_by_field_name("property"))
            return self.constant_object(dict(pairs(self, owner)).get(prop)) \
                if owner is not None else None
        return None

    # ---------------------------------------------------------------- zod / yup
    def zod_object(self, node: Node) -> tuple[str, list[RuleField]] | None:
        """The fields of a ``z.object({...})`` / yup ``object({...})`` chain, or ``None``; a zod
        chain's ``.omit({a: true})`` / ``.pick({…})`` remove / keep the keys named and
        ``.partial({a: true})`` makes those keys optional (rule ``zod.inline-derived``)."""
        chain = call_chain(self, node)
        if not chain:
            return None
        head, head_args, _ = chain[0]
        base = head.split(".")[-1]
        library = library_of(head, self.yup_named)
        if base != "object" or library is None or not self.nest(node):
            return None
        try:
            return self.object_fields(chain, library)
        finally:
            self.nesting -= 1

    def object_fields(self, chain: list, library: str) -> tuple[str, list[RuleField]] | None:
        """The fields of the object schema ``chain`` (:meth:`zod_object`)."""
        head_args = chain[0][1]
        fields: dict[str, RuleField] = {}
        optional_all = False
        steps = [("object", head_args, None)] + [(m, a, n) for m, a, n in chain[1:]]
        for method, args, _ in steps:
            if method in ("object", "shape", "extend"):
                if args:
                    fields.update({f.name: f for f in self.fields(args[0], library)})
            elif method in ("and", "merge") and args:
                other = self.zod_object(args[0])
                if other is not None:
                    fields.update({f.name: f for f in other[1]})
            elif method in ("omit", "pick", "partial") and library == "zod" and args:
                if args[0].type != "object":
                    return None
                keys = {k for k, _ in pairs(self, args[0])}
                fields = {k: f for k, f in fields.items() if method == "partial"
                          or (k in keys) == (method == "pick")}
                for key in keys & set(fields) if method == "partial" else ():
                    item = fields[key]
                    fields[key] = replace(item, bounds=tuple(
                        b for b in item.bounds if b.keyword != "required") + (
                        Bound("required", False, "zod.inline-derived", item.span),))
            elif method == "partial":
                optional_all = True
            elif method not in NEUTRAL:
                return None                              # pick/omit/or…: not modelled
        out = list(fields.values())
        if optional_all:
            out = [RuleField(f.name, tuple(b for b in f.bounds if b.keyword != "required")
                             + (Bound("required", False, f"{library}.partial", f.span),),
                             f.span, f.nested) for f in out]
        return library, out

    def fields(self, obj: Node, library: str) -> list[RuleField]:
        out = []
        for key, value in pairs(self, unwrap(obj)):
            bounds, nested = self.field_rules(value, library)
            if bounds is not None:
                out.append(replace(rule_field(key, bounds, self.span(value.parent or value),
                                              nested), items=self.array_items(value, library)))
        return out

    def array_items(self, node: Node, library: str) -> RuleField | None:
        """Rule ``zod.array-items``: the rules of each item of a ``z.array(item)`` chain
        (``z.array(z.object({…})).min(1)``, ``z.array(z.string().max(20))``) as a field named
        ``[]``, citing the item's schema; ``None`` for another chain, or an item whose schema
        states no type (an imported constant, a union)."""
        chain = call_chain(self, node)
        if library != "zod" or not chain or chain[0][0].split(".")[-1] != "array" \
                or library_of(chain[0][0], False) != "zod" or not chain[0][1]:
            return None
        item = chain[0][1][0]
        if not self.nest(item):
            return None
        try:
            bounds, nested = self.field_rules(item, library, 1)
            if bounds is None or nested is None and not any(b.keyword == "type"
                                                            for b in bounds):
                return None
            return RuleField("[]", tuple(b for b in bounds if b.keyword != "required"),
                             self.span(item), nested, items=self.array_items(item, library))
        finally:
            self.nesting -= 1

    def nest(self, node: Node) -> bool:
        """Enter the schema ``node`` read inside the ones being read (its caller leaves it:
        ``self.nesting -= 1``), or, past :data:`MAX_NESTING` of them, keep it as the place
        the file's rules are cut (rule ``budget.schema-nesting``: 3,000 nested ``z.array``
        would make a fact, and a schema, 3,000 deep) and say no: it is then read as a
        schema of no known rules."""
        if self.nesting >= MAX_NESTING:
            if self.cut is None:
                self.cut = node
            return False
        self.nesting += 1
        return True

    def enum_values(self, node: Node) -> tuple[tuple[str, ...], Node] | None:
        """Rule ``zod.enum-values``: the values ``z.enum(X)``/``z.nativeEnum(X)`` accepts when
        ``X`` is a constant of the file whose every value is a string — a TypeScript ``enum``
        whose members are all assigned strings (``enum Mode { Even = 'EVEN' }``), an object
        literal (``{Private: 'private'} as const``: its values) or an array literal
        (``['EUR', 'USD'] as const``) — with its declaration; ``None`` otherwise (a numeric
        enum, a computed member, a name the file does not declare)."""
        node = unwrap(node)
        if node is None or node.type != "identifier":
            return None
        name = self.text(node)
        declared = self.enums.get(name) or self.arrays.get(name) or self.objects.get(name)
        if declared is None:
            return None
        if declared.type == "enum_declaration":
            body = declared.child_by_field_name("body")
            members = [m for m in (body.named_children if body else ()) if m.type != "comment"]
            items = [m.child_by_field_name("value") if m.type == "enum_assignment" else None
                     for m in members]
        elif declared.type == "array":
            items = [i for i in declared.named_children if i.type != "comment"]
        else:
            members = [m for m in declared.named_children if m.type != "comment"]
            items = [v for _, v in pairs(self, declared)]
            items += [None] * (len(members) - len(items))     # a spread, a method: not known
        if not items or any(i is None or unwrap(i).type != "string" for i in items):
            return None
        return tuple(string_of(self, unwrap(i)) for i in items), declared

    def field_rules(self, node: Node, library: str, depth: int = 0
                    ) -> tuple[list[Bound] | None, RuleSet | None]:
        """The bounds of one field's schema chain (``z.string().min(1).email()``); a zod
        chain may start from a schema constant of the file (``role: Role``,
        ``Role.optional()``: the constant's own rules, :meth:`named_rules`) or from ``z.union([s, z.null()])``
        (``s`` that may be ``null``, rule ``zod.union-null``; another union: a field of
        no known type, rule ``zod.union``)."""
        node = unwrap(node)
        if node is not None and node.type == "identifier" and library == "zod":
            name = self.text(node)
            return self.named_rules(name, depth) if name in self.zods else (
                [Bound(REF, name, "zod.imported-field", self.span(node))], None)
        chain = call_chain(self, node)
        if not chain:
            return None, None
        head, head_args, head_node = chain[0]
        parts = head.split(".")
        if library == "zod" and len(parts) == 2 and parts[0] not in self.zods \
                and IDENTIFIER.fullmatch(parts[0]) and library_of(head, False) is None:
            return self.imported_rules(parts[0], [(parts[1], head_args, head_node)] + chain[1:])
        if library == "zod" and len(parts) == 1 and factory(head) in self.zods \
                and not head_args:                             # token().max(50)
            bounds, nested = self.named_rules(factory(head), depth)
            if bounds is None:
                return None, None
            kind = next((b.value for b in reversed(bounds) if b.keyword == "type"), None)
            return self.chained_rules(list(bounds), nested, kind, head, library, chain[1:])
        if library == "zod" and len(parts) == 2 and parts[0] in self.zods:
            bounds, nested = self.named_rules(parts[0], depth)
            if bounds is None:
                return None, None
            kind = next((b.value for b in reversed(bounds) if b.keyword == "type"), None)
            return self.chained_rules(list(bounds), nested, kind, parts[1], library,
                                      [(parts[1], head_args, head_node)] + chain[1:])
        base = parts[-1]
        if library == "zod" and base == "union" and library_of(head, self.yup_named):
            return self.union_rules(head_args, head_node, chain[1:], depth)
        kinds = ZOD_KINDS if library == "zod" else YUP_KINDS
        if base not in kinds or library_of(head, self.yup_named) is None:
            return None, None
        kind = kinds[base]
        bounds: list[Bound] = []
        nested = None
        where = self.span(head_node)
        if kind:
            bounds.append(Bound("type", kind, f"{library}.{base}", where))
        if base == "date":
            bounds.append(Bound("format", "date-time", f"{library}.date", where))
        if base == "enum" and head_args and head_args[0].type == "array":
            values = tuple(string_of(self, i) for i in head_args[0].named_children
                           if i.type == "string")
            if values:
                bounds.append(Bound("enum", values, f"{library}.enum", where))
        elif base in ("enum", "nativeEnum") and head_args and library == "zod":
            named = self.enum_values(head_args[0])
            if named is not None:
                at = self.span(named[1])
                if base == "nativeEnum":
                    bounds.append(Bound("type", "string", "zod.enum-values", at))
                bounds.append(Bound("enum", named[0], "zod.enum-values", at))
        if base == "literal" and head_args and head_args[0].type == "string":
            bounds.append(Bound("enum", (string_of(self, head_args[0]),), f"{library}.literal",
                                where))
        if base == "object":
            found = self.zod_object(node)
            if found is not None:
                nested = RuleSet("", library, tuple(found[1]), self.span(node))
        required = library == "zod" and base not in ("any", "unknown")
        bounds, nested = self.chained_rules(bounds, nested, kind, base, library, chain[1:])
        if required and not any(b.keyword == "required" for b in bounds):
            bounds.append(Bound("required", True, f"{library}.required-by-default", where))
        return bounds, nested

    def imported_rules(self, name: str, methods: list
                       ) -> tuple[list[Bound] | None, RuleSet | None]:
        """Rule ``zod.imported-field``: ``Name.optional().max(5)`` on a schema constant the file
        does not declare: a reference to ``Name`` (resolved by the program across imports)
        followed by the rules of the methods, or ``None`` when a method makes another schema
        (``Name.or(…)``, ``Name.array()``: :data:`REF_METHODS`)."""
        if any(method not in REF_METHODS for method, _, _ in methods):
            return None, None
        return self.chained_rules([Bound(REF, name, "zod.imported-field",
                                         self.span(methods[0][2]))], None, None, "schema",
                                  "zod", methods)

    def named_rules(self, name: str, depth: int) -> tuple[list[Bound] | None, RuleSet | None]:
        """The rules of the zod schema constant ``name`` of the file (declared before its use,
        as a generator writes them), read once per file; ``None`` when there is none, when the
        constant names itself through its fields (``Tree = z.object({parent: Tree.optional()})``,
        ``A = z.object({b: B}); B = z.object({a: A})``: that field has no known rules, its
        siblings keep theirs) or the names nest deeper than :data:`MAX_NAMED_DEPTH`. A
        constant standing for more than :data:`MAX_NAMED_FIELDS` fields once the constants it
        names are written out (``S2 = z.object({a: S1, b: S1})``, doubling with each level)
        keeps its own bounds without its fields, so a 20-line file cannot make a contract of
        millions of fields."""
        schema = self.zods.get(name)
        if name in self.named:
            bounds, nested = self.named[name]
            return (None if bounds is None else list(bounds)), nested
        if schema is None or name in self.naming or depth >= MAX_NAMED_DEPTH:
            return None, None
        self.naming.add(name)
        try:
            found = self.field_rules(schema, "zod", depth + 1)
        finally:
            self.naming.discard(name)
        if found[1] is not None and self.size(found[1]) > MAX_NAMED_FIELDS:
            found = (found[0], None)
        self.named[name] = found
        return found

    def size(self, rule_set: RuleSet) -> int:
        """The fields ``rule_set`` stands for, nested ones counted (shared rule sets counted
        at each use, each computed once)."""
        key = id(rule_set)                  # the set is kept beside its size: ids stay its
        if key not in self.sizes:
            self.sizes[key] = (rule_set, sum(map(self.field_size, rule_set.fields)))
        return self.sizes[key][1]

    def field_size(self, item: RuleField) -> int:
        """The fields one field stands for: itself, its nested rule set's and its array
        items' (``f: z.array(S)`` stands for ``S``'s fields as ``f: S`` does, so ten fields
        ``z.array(S<i-1>)`` in each of eight constants are 10⁸ fields, not 80)."""
        return 1 + (self.size(item.nested) if item.nested else 0) + (
            self.field_size(item.items) if item.items else 0)

    def union_rules(self, args: list[Node], head: Node, methods: list, depth: int
                    ) -> tuple[list[Bound] | None, RuleSet | None]:
        """``z.union([s, z.null()])``: the rules of ``s``, nullable (rule
        ``zod.union-null``); a union of other members: a field with no type (rule
        ``zod.union``), required unless a later ``.optional()`` says otherwise."""
        where = self.span(head)
        members = [m for m in (args[0].named_children if args and args[0].type == "array"
                               else ()) if m.type != "comment"]
        nulls = [m for m in members if self.text(m).replace(" ", "") in ("z.null()",
                                                                          "zod.null()")]
        others = [m for m in members if m not in nulls]
        bounds: list[Bound] = []
        nested = None
        if nulls and len(others) == 1:
            inner, nested = self.field_rules(others[0], "zod", depth)
            if inner is None:
                return None, None
            bounds = [b for b in inner if b.keyword != "required"] + [
                Bound("nullable", True, "zod.union-null", where)]
        kind = next((b.value for b in reversed(bounds) if b.keyword == "type"), None)
        bounds, nested = self.chained_rules(bounds, nested, kind, "union", "zod", methods)
        if not any(b.keyword == "required" for b in bounds):
            bounds.append(Bound("required", True, "zod.union" if not nulls or len(others) != 1
                                else "zod.required-by-default", where))
        return bounds, nested

    def chained_rules(self, bounds: list[Bound], nested: RuleSet | None, kind: str | None,
                      base: str, library: str, methods: list
                      ) -> tuple[list[Bound], RuleSet | None]:
        """``bounds`` with the rules of the methods chained after a schema's head
        (``.min(1)``, ``.optional()``, ``.email()`` …), in order."""
        for method, args, call in methods:
            at = self.span(call)
            rule = f"{library}.{kind or base}-{method}"
            number = number_of(self, args[0]) if args else None
            if method in ("optional", "nullish", "default", "notRequired", "catch"):
                bounds.append(Bound("required", False, rule, at))
                if method == "nullish":
                    bounds.append(Bound("nullable", True, rule, at))
            elif method in ("required", "defined"):
                bounds.append(Bound("required", True, rule, at))
            elif method in ("nonempty",) and kind == "string":
                bounds.append(Bound("minLength", 1, rule, at))
            elif method in FORMATS and FORMATS[method] and kind == "string":
                bounds.append(Bound("format", FORMATS[method], rule, at))
            elif method in ("regex", "matches") and args and self.regex(args[0]):
                bounds.append(Bound("pattern", self.regex(args[0]), rule, at))
            elif method in ("nullable", "nullish"):
                bounds.append(Bound("nullable", True, rule, at))
            elif method in ("int", "integer"):
                bounds.append(Bound("type", "integer", rule, at))
            elif method == "oneOf" and args and args[0].type == "array":
                values = tuple(string_of(self, i) for i in args[0].named_children
                               if i.type == "string")
                if values and len(values) == len(args[0].named_children):
                    bounds.append(Bound("enum", values, rule, at))
            elif method == "positive":
                bounds.append(Bound("exclusiveMinimum", 0, rule, at))
            elif method == "nonnegative":
                bounds.append(Bound("minimum", 0, rule, at))
            elif number is not None:
                bounds.extend(numeric_bounds(kind, method, number, rule, at))
        return bounds, nested

    def regex(self, node: Node) -> str | None:
        """The source of a regular expression literal whose flags JSON Schema keeps (none,
        ``u``, ``g``); ``None`` otherwise (``/x/i`` matches what ``^x$`` would not)."""
        if node.type != "regex":
            return None
        flags = self.text(node.child_by_field_name("flags"))
        return self.text(node.child_by_field_name("pattern")) if set(flags) <= {"u", "g"} \
            else None

    # ------------------------------------------------------------------ Angular
    def angular_group(self, node: Node) -> tuple[str, list[RuleField]] | None:
        """The controls of ``new FormGroup({...})`` / ``fb.group({...})`` with their
        validators."""
        node = unwrap(node)
        if node.type == "new_expression":
            ctor = self.text(node.child_by_field_name("constructor"))
            args = [unwrap(a) for a in arguments(node)]
            if ctor.split("<")[0] != "FormGroup" or not args:
                return None
        elif node.type == "call_expression":
            callee = self.text(node.child_by_field_name("function"))
            args = [unwrap(a) for a in arguments(node)]
            if not callee.endswith(".group") or not args:
                return None
        else:
            return None
        fields = []
        for key, value in pairs(self, args[0]):
            bounds = self.angular_control(value)
            if bounds is not None:
                fields.append(RuleField(key, tuple(bounds), self.span(value.parent or value)))
        return "angular", fields

    def angular_control(self, node: Node) -> list[Bound] | None:
        """The validators of one control: ``new FormControl(v, validators | {validators})``,
        ``fb.control(v, validators)`` or ``[v, validators]``."""
        node = unwrap(node)
        if node.type == "new_expression" and self.text(
                node.child_by_field_name("constructor")).split("<")[0] == "FormControl":
            args = [unwrap(a) for a in arguments(node)]
        elif node.type == "call_expression" and self.text(
                node.child_by_field_name("function")).endswith(".control"):
            args = [unwrap(a) for a in arguments(node)]
        elif node.type == "array":
            args = [unwrap(a) for a in node.named_children]
        else:
            return None
        if len(args) < 2:
            return []
        spec = args[1]
        for key, value in pairs(self, spec):
            if key == "validators":
                spec = unwrap(value)
        items = spec.named_children if spec.type == "array" else [spec]
        bounds: list[Bound] = []
        for item in items:
            bounds.extend(self.angular_validator(unwrap(item)))
        return bounds

    def angular_validator(self, node: Node) -> list[Bound]:
        at = self.span(node)
        text = self.text(node)
        if node.type == "member_expression" and text.startswith("Validators."):
            name = text.split(".", 1)[1]
            if name in ANGULAR_VALIDATORS:
                keyword, value = ANGULAR_VALIDATORS[name]
                return [Bound(keyword, value, f"angular.validators-{name}", at)]
        if node.type == "call_expression":
            callee = self.text(node.child_by_field_name("function"))
            name = callee.split(".", 1)[1] if callee.startswith("Validators.") else ""
            args = [unwrap(a) for a in arguments(node)]
            if name in ANGULAR_ARGUMENT_VALIDATORS and args:
                keyword = ANGULAR_ARGUMENT_VALIDATORS[name]
                value: object | None = number_of(self, args[0])
                if keyword == "pattern":               # a string is anchored by Angular
                    value = self.regex(args[0]) if args[0].type == "regex" else (
                        anchored(string_of(self, args[0])) if args[0].type == "string" else None)
                if value is not None:
                    return [Bound(keyword, value, f"angular.validators-{name}", at)]
        return []

    # ---------------------------------------------------------------- templates
    def jsx_input(self, node: Node) -> None:
        name = node.child_by_field_name("name")
        if self.text(name) not in INPUT_TAGS or self.unvalidated(node):
            return
        attrs = {}
        for attr in node.named_children:
            if attr.type != "jsx_attribute" or not attr.named_children:
                continue
            key = self.text(attr.named_children[0])
            value = attr.named_children[1] if len(attr.named_children) > 1 else None
            if value is not None and value.type == "jsx_expression" and value.named_children:
                value = unwrap(value.named_children[0])
            attrs[key] = (value, attr)
        model = attrs.get("value") or attrs.get("checked")
        if model is not None and model[0] is not None \
                and model[0].type in ("identifier", "member_expression"):
            bound = self.text(model[0])
        else:
            bound = self.state_of_setter(node, attrs)
        if bound is None:
            return
        self.add_input(bound, node, {
            k.lower(): (self.literal(v), self.span(a)) for k, (v, a) in attrs.items()},
            enclosing_function(node, self.span))

    def state_of_setter(self, node: Node, attrs: dict[str, tuple[Node | None, Node]]
                        ) -> str | None:
        """Rule ``html.state-setter``: an input without ``value`` whose change handler is a
        state setter (``onChange={e => setEmail(e.target.value)}``, ``onInput={setEmail}``)
        is bound to the state variable that setter sets (``const [email, setEmail] =
        useState('')`` in an enclosing function)."""
        for event in ("onChange", "onInput"):
            handler = attrs.get(event, (None,))[0]
            if handler is not None and handler.type in ("arrow_function", "function_expression"):
                body = unwrap(handler.child_by_field_name("body"))
                handler = body.child_by_field_name("function") \
                    if body is not None and body.type == "call_expression" else None
            if handler is None or handler.type != "identifier":
                continue
            setter = self.text(handler)
            cur = node.parent
            while cur is not None:
                if cur.type in FUNCTIONS and (self.span(cur), setter) in self.setters:
                    return self.setters[(self.span(cur), setter)]
                cur = cur.parent
        return None

    def unvalidated(self, node: Node) -> bool:
        """The input is inside a ``<form novalidate>`` (JSX ``noValidate``): the browser does
        not check its constraints on submit."""
        cur = node.parent
        while cur is not None:
            opening = cur.named_children[0] if cur.type in ("jsx_element", "element") \
                and cur.named_children else None
            if opening is not None and opening.type in ("jsx_opening_element", "start_tag"):
                names = [c for c in opening.named_children
                         if c.type in ("identifier", "tag_name")][:1]
                if names and self.text(names[0]).lower() == "form":
                    return any(self.text(a.named_children[0]).lower() == "novalidate"
                               for a in opening.named_children
                               if a.type in ("jsx_attribute", "attribute") and a.named_children)
            cur = cur.parent
        return False

    def literal(self, node: Node | None) -> object:
        if node is None:
            return True                                   # a bare attribute: `required`
        if node.type == "string":
            return string_of(self, node)
        number = number_of(self, node)
        if number is not None:
            return number
        return self.text(node) if node.type in ("true", "false") else None

    def template(self, root: Node) -> None:
        for node in walk(root):
            if node.type not in ("start_tag", "self_closing_tag"):
                continue
            tag = next((c for c in node.named_children if c.type == "tag_name"), None)
            if self.text(tag).lower() not in INPUT_TAGS or self.unvalidated(node):
                continue
            attrs: dict[str, tuple[object, Span]] = {}
            for attr in node.named_children:
                if attr.type != "attribute" or not attr.named_children:
                    continue
                key = self.text(attr.named_children[0])
                raw = attr.named_children[1] if len(attr.named_children) > 1 else None
                text = None if raw is None else self.text(raw).strip("\"'")
                attrs[key] = (text if text is not None else True, self.span(attr))
            model = next((attrs[m][0] for m in MODEL_ATTRIBUTES if m in attrs), None)
            if not isinstance(model, str):
                continue
            model = model.strip("{} ")
            if not re.fullmatch(r"[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*", model):
                continue
            lowered = {k.lower(): (html_value(v), s) for k, (v, s) in attrs.items()
                       if ":" not in k or k == "bind:value"}
            self.add_input(model, node, lowered, None)

    def add_input(self, model: str, node: Node, attrs: dict[str, tuple[object, Span]],
                  scope: Span | None) -> None:
        """Rule ``html.*``: an input's constraint attributes as bounds of its model; a
        ``disabled``, ``readonly`` or hidden input is barred from constraint validation (HTML),
        so it gives none."""
        bounds: list[Bound] = []
        kind = attrs.get("type", (None, None))
        if kind[0] == "hidden" or any(attrs.get(flag, (None,))[0] in (True, "true")
                                      for flag in ("disabled", "readonly")):
            return
        if kind[0] in HTML_FORMATS:
            bounds.append(Bound("format", HTML_FORMATS[kind[0]], f"html.type-{kind[0]}",
                                kind[1]))
        if kind[0] == "number":
            bounds.append(Bound("type", "number", "html.type-number", kind[1]))
        if attrs.get("required", (None,))[0] is True:
            bounds.append(Bound("required", True, "html.required", attrs["required"][1]))
        for attr, keyword in HTML_BOUNDS.items():
            value, at = attrs.get(attr, (None, None))
            if keyword == "pattern" and isinstance(value, str) and value:
                bounds.append(Bound("pattern", f"^(?:{value})$", "html.pattern", at))
            elif keyword != "pattern" and isinstance(value, (int, float)) \
                    and not isinstance(value, bool):
                if keyword in ("minimum", "maximum") and kind[0] != "number":
                    continue                          # min/max bound numbers only
                bounds.append(Bound(keyword, value, f"html.{attr}", at))
        if bounds:
            self.inputs.append(FormInput(model, tuple(bounds), self.span(node), scope))


# ---------------------------------------------------------------------- helpers
def factory(name: str) -> str:
    """The key under which a zod schema factory ``name`` (``token``) is kept: ``token()``."""
    return f"{name}()"


def rule_field(name: str, bounds: list[Bound], span: Span, nested: RuleSet | None = None
               ) -> RuleField:
    """A field of ``bounds``; a leading :data:`REF` bound names the field's ``ref`` (rule
    ``zod.imported-field``) and stays, citing where the constant is named."""
    ref = str(bounds[0].value) if bounds and bounds[0].keyword == REF else None
    return RuleField(name, tuple(bounds), span, nested, ref=ref)


def procedure_input_name(line: int, column: int) -> str:
    """The rule-set name of a tRPC ``.input(…)`` call starting at ``line``/``column``."""
    return f"__trpc_input_{line}_{column}"


def zodios_body_name(line: int, column: int) -> str:
    """The rule-set name of a Zodios ``Body`` parameter whose ``schema`` entry starts at
    ``line``/``column``."""
    return f"__zodios_body_{line}_{column}"


def ts_rest_body_name(line: int, column: int) -> str:
    """The rule-set name of a ts-rest route's ``body`` entry starting at ``line``/``column``."""
    return ts_rest_entry_name("body", line, column)


def ts_rest_entry_name(entry: str, line: int, column: int) -> str:
    """The rule-set name of a ts-rest route's ``entry`` (``body``, ``query``, ``pathParams``,
    ``headers``) starting at ``line``/``column``."""
    return f"__ts_rest_{entry}_{line}_{column}"


def ts_rest_entry_namer(entry: str) -> Callable[[int, int], str]:
    return lambda line, column: ts_rest_entry_name(entry, line, column)


def zodios_parameter_name(line: int, column: int) -> str:
    """The rule-set name of a Zodios ``Query``/``Path``/``Header`` parameter whose ``schema``
    entry starts at ``line``/``column``."""
    return f"__zodios_param_{line}_{column}"


def walk(root: Node) -> Iterator[Node]:
    """Every named node under ``root``, in document order (an explicit stack, no
    recursion)."""
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(node.named_children))


def unwrap(node: Node | None) -> Node | None:
    while node is not None and node.type in TRANSPARENT and node.named_children:
        node = node.named_children[0]
    return node


def arguments(call: Node) -> list[Node]:
    args = call.child_by_field_name("arguments")
    return [] if args is None else [a for a in args.named_children if a.type != "comment"]


def pairs(reader: _Reader, obj: Node | None) -> Iterator[tuple[str, Node]]:
    """``(key, value)`` of an object literal's plain pairs (string or identifier keys)."""
    if obj is None or obj.type != "object":
        return
    for pair in obj.named_children:
        if pair.type != "pair":
            continue
        key = pair.child_by_field_name("key")
        value = unwrap(pair.child_by_field_name("value"))
        if key is None or value is None:
            continue
        name = string_of(reader, key) if key.type == "string" else reader.text(key)
        if key.type in ("property_identifier", "string", "identifier"):
            yield name, value


def string_of(reader: _Reader, node: Node) -> str:
    """A string literal's text, secrets redacted (:func:`code2skill.redact.redact`)."""
    return redact("".join(reader.text(c) for c in node.named_children
                          if c.type == "string_fragment"))


def number_of(reader: _Reader, node: Node | None) -> int | float | None:
    node = unwrap(node)
    if node is None:
        return None
    text = reader.text(node)
    if node.type == "unary_expression" and text.startswith("-"):
        inner = number_of(reader, node.named_children[0]) if node.named_children else None
        return -inner if inner is not None else None
    if node.type != "number":
        return None
    try:
        return int(text)
    except ValueError:
        try:
            return float(text)
        except ValueError:
            return None


def anchored(pattern: str) -> str:
    """``Validators.pattern('[a-z]+')`` tests ``^[a-z]+$``: Angular adds the anchors a string
    lacks."""
    return ("" if pattern.startswith("^") else "^") + pattern + \
        ("" if pattern.endswith("$") else "$")


def html_value(value: object) -> object:
    """An HTML attribute's value: ``True`` when bare, a number when numeric, else text."""
    if not isinstance(value, str):
        return value
    if re.fullmatch(r"-?\d+", value):
        return int(value)
    if re.fullmatch(r"-?\d+\.\d+", value):
        return float(value)
    return value


def call_chain(reader: _Reader, node: Node | None
               ) -> list[tuple[str, list[Node], Node]]:
    """``z.string().min(1).email()`` → ``[('z.string', [], n), ('min', [1], n), ('email', [],
    n)]``: the head callee's text and each chained method with its arguments and call node;
    ``[]`` when ``node`` is not a call chain."""
    node = unwrap(node)
    out: list[tuple[str, list[Node], Node]] = []
    while node is not None and node.type == "call_expression":
        callee = node.child_by_field_name("function")
        args = [unwrap(a) for a in arguments(node)]
        if callee is not None and callee.type == "member_expression":
            inner = unwrap(callee.child_by_field_name("object"))
            prop = reader.text(callee.child_by_field_name("property"))
            if inner is not None and inner.type == "call_expression":
                out.append((prop, args, node))
                node = inner
                continue
        out.append((re.sub(r"\s+", "", reader.text(callee)), args, node))
        return list(reversed(out))
    return []


def library_of(head: str, yup_named: bool) -> str | None:
    """``zod`` for ``z.string``/``zod.string``/``z.coerce.number``, ``yup`` for
    ``yup.string``/``Yup.string`` and, in a file importing names from yup (``yup_named``),
    bare ``string``/``object``; ``None`` otherwise."""
    parts = head.split(".")
    if parts[0] in ("z", "zod") and len(parts) in (2, 3):
        return "zod"
    if parts[0].lower() == "yup" and len(parts) == 2:
        return "yup"
    if yup_named and len(parts) == 1 and parts[0] in YUP_KINDS:
        return "yup"
    return None


def numeric_bounds(kind: str | None, method: str, number: int | float, rule: str,
                   at: Span) -> list[Bound]:
    """``min``/``max``/``length``/``gt``/``lt``… of a string (lengths), number (values) or
    array (items)."""
    if kind == "string":
        names = {"min": ["minLength"], "max": ["maxLength"], "length": ["minLength",
                                                                        "maxLength"]}
    elif kind in ("number", "integer"):
        names = {"min": ["minimum"], "gte": ["minimum"], "max": ["maximum"],
                 "lte": ["maximum"], "gt": ["exclusiveMinimum"], "lt": ["exclusiveMaximum"],
                 "moreThan": ["exclusiveMinimum"], "lessThan": ["exclusiveMaximum"]}
    elif kind == "array":
        names = {"min": ["minItems"], "max": ["maxItems"], "length": ["minItems", "maxItems"]}
    else:
        return []
    return [Bound(k, number, rule, at) for k in names.get(method, [])]


def enclosing_function(node: Node, span: SpanOf) -> Span | None:
    cur = node.parent
    while cur is not None:
        if cur.type in FUNCTIONS:
            return span(cur)
        cur = cur.parent
    return None
