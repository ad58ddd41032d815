"""``extractors/validation.py``: validation rules read as plain facts (issue #4).

Table-driven snippets; each asserts the exact fields and bounds (keyword, value, rule, line).
"""
from __future__ import annotations

import pickle

import pytest

from code2skill.extractors.module_facts.source import _Source
from code2skill.extractors.validation import extract_validation


def read(source: str, grammar: str = "typescript"):
    data = source.encode()
    return extract_validation("f", grammar, data, _Source(data).span)


def rules(facts, name: str) -> dict[str, list[tuple]]:
    """``{field: [(keyword, value, rule, line)]}`` of the rule sets bound to ``name``."""
    out: dict[str, list[tuple]] = {}
    for rule_set in facts.schemas:
        if rule_set.name == name:
            for item in rule_set.fields:
                out[item.name] = [(b.keyword, b.value, b.rule, b.span[0]) for b in item.bounds]
    return out


def test_zod_object_chains_become_bounds():
    facts = read("import { z } from 'zod';\n"
                 "export const s = z.object({\n"
                 "  email: z.string().min(1, 'Required').email('Invalid'),\n"
                 "  site: z.string().url().optional(),\n"
                 "  code: z.string().regex(/^[A-Z]{3}$/).length(3),\n"
                 "  age: z.number().int().gte(18).lt(130).nullable(),\n"
                 "  nick: z.string().regex(/^[a-z]+$/i).nullish(),\n"
                 "  role: z.enum(['admin', 'user']),\n"
                 "  tags: z.array(z.string()).max(5),\n"
                 "  any: z.any(),\n"
                 "});\n")
    assert rules(facts, "s") == {
        "email": [("type", "string", "zod.string", 3), ("minLength", 1, "zod.string-min", 3),
                  ("format", "email", "zod.string-email", 3),
                  ("required", True, "zod.required-by-default", 3)],
        "site": [("type", "string", "zod.string", 4), ("format", "uri", "zod.string-url", 4),
                 ("required", False, "zod.string-optional", 4)],
        "code": [("type", "string", "zod.string", 5),
                 ("pattern", "^[A-Z]{3}$", "zod.string-regex", 5),
                 ("minLength", 3, "zod.string-length", 5),
                 ("maxLength", 3, "zod.string-length", 5),
                 ("required", True, "zod.required-by-default", 5)],
        "age": [("type", "number", "zod.number", 6), ("type", "integer", "zod.number-int", 6),
                ("minimum", 18, "zod.number-gte", 6),
                ("exclusiveMaximum", 130, "zod.number-lt", 6),
                ("nullable", True, "zod.number-nullable", 6),
                ("required", True, "zod.required-by-default", 6)],
        "nick": [("type", "string", "zod.string", 7),          # /…/i: no pattern
                 ("required", False, "zod.string-nullish", 7),
                 ("nullable", True, "zod.string-nullish", 7)],
        "role": [("type", "string", "zod.enum", 8), ("enum", ("admin", "user"), "zod.enum", 8),
                 ("required", True, "zod.required-by-default", 8)],
        "tags": [("type", "array", "zod.array", 9), ("maxItems", 5, "zod.array-max", 9),
                 ("required", True, "zod.required-by-default", 9)],
        "any": [],
    }


def test_zod_extend_and_partial():
    facts = read("import { z } from 'zod';\n"
                 "const base = z\n  .object({ a: z.string() })\n  .extend({ b: z.string().max(2) })"
                 "\n  .partial();\n")
    assert rules(facts, "base") == {
        "a": [("type", "string", "zod.string", 3), ("required", False, "zod.partial", 3)],
        "b": [("type", "string", "zod.string", 4), ("maxLength", 2, "zod.string-max", 4),
              ("required", False, "zod.partial", 4)],
    }


def test_zod_union_of_objects_is_not_modelled():
    facts = read("import { z } from 'zod';\n"
                 "const s = z.object({ a: z.string() }).or(z.object({ b: z.string() }));\n")
    assert facts is None


def test_yup_fields_are_optional_unless_required():
    facts = read("import * as yup from 'yup';\n"
                 "const s = yup.object().shape({\n"
                 "  zip: yup.string().required().matches(/^\\d{5}$/),\n"
                 "  country: yup.string().oneOf(['DE', 'FR']),\n"
                 "  qty: yup.number().positive().max(9),\n"
                 "});\n")
    assert rules(facts, "s") == {
        "zip": [("type", "string", "yup.string", 3), ("required", True, "yup.string-required", 3),
                ("pattern", "^\\d{5}$", "yup.string-matches", 3)],
        "country": [("type", "string", "yup.string", 4),
                    ("enum", ("DE", "FR"), "yup.string-oneOf", 4)],
        "qty": [("type", "number", "yup.number", 5),
                ("exclusiveMinimum", 0, "yup.number-positive", 5),
                ("maximum", 9, "yup.number-max", 5)],
    }


def test_bare_object_calls_are_yup_only_when_yup_names_are_imported():
    source = "const s = object({ a: string().required() });\n"
    assert read(source) is None
    facts = read("import { object, string } from 'yup';\n" + source)
    assert rules(facts, "s") == {"a": [("type", "string", "yup.string", 2),
                                       ("required", True, "yup.string-required", 2)]}


def test_angular_form_groups_and_added_controls():
    facts = read(
        "import { FormControl, FormGroup, Validators } from '@angular/forms';\n"
        "class C {\n"
        "  form = new FormGroup({\n"
        "    email: new FormControl('', { validators: [Validators.required, Validators.email] }),\n"
        "    bio: new FormControl('', Validators.maxLength(280)),\n"
        "    plain: new FormControl(''),\n"
        "  });\n"
        "  constructor(private fb: FormBuilder) {\n"
        "    this.other = this.fb.group({ age: [null, [Validators.min(13), Validators.max(99)]],"
        " code: ['', Validators.pattern('[a-z]+')] });\n"
        "    this.form.addControl('name', new FormControl('', Validators.required));\n"
        "  }\n"
        "}\n")
    assert rules(facts, "form") == {
        "email": [("required", True, "angular.validators-required", 4),
                  ("format", "email", "angular.validators-email", 4)],
        "bio": [("maxLength", 280, "angular.validators-maxLength", 5)],
        "plain": [],
        "name": [("required", True, "angular.validators-required", 10)],
    }
    assert rules(facts, "other") == {
        "age": [("minimum", 13, "angular.validators-min", 9),
                ("maximum", 99, "angular.validators-max", 9)],
        "code": [("pattern", "^[a-z]+$", "angular.validators-pattern", 9)],
    }


def test_a_lone_angular_control_is_a_rule_set_of_one_unnamed_field():
    facts = read("class C {\n"
                 "  comment = new FormControl('', [Validators.required, Validators.maxLength(9)]);\n"
                 "  plain = new FormControl('');\n"
                 "  list = ['', Validators.required];\n"
                 "}\n")
    assert rules(facts, "comment") == {"": [("required", True, "angular.validators-required", 2),
                                            ("maxLength", 9, "angular.validators-maxLength", 2)]}
    assert [s.name for s in facts.schemas] == ["comment"]


def test_jsx_inputs_with_their_model_and_scope():
    facts = read("export function F() {\n"
                 "  const [email, setEmail] = useState('');\n"
                 "  return <form><input type=\"email\" required maxLength={50} value={email} />\n"
                 "    <input type=\"number\" min={1} max={5} value={form.rating} />\n"
                 "    <input minLength={3} onChange={f} /></form>;\n"
                 "}\n", "tsx")
    assert [(i.model, [(b.keyword, b.value, b.rule) for b in i.bounds], i.scope)
            for i in facts.inputs] == [
        ("email", [("format", "email", "html.type-email"), ("required", True, "html.required"),
                   ("maxLength", 50, "html.maxlength")], (1, 8, 6, 2)),
        ("form.rating", [("type", "number", "html.type-number"), ("minimum", 1, "html.min"),
                         ("maximum", 5, "html.max")], (1, 8, 6, 2)),
    ]


def test_jsx_inputs_without_value_are_bound_through_their_state_setter():
    facts = read("export function F() {\n"
                 "  const [email, setEmail] = useState('');\n"
                 "  const [name, setName] = useReducer(update, '');\n"
                 "  return <form><input type=\"email\" onChange={(e) => setEmail(e.target.value)} />\n"
                 "    <input required onInput={setName} />\n"
                 "    <input required onChange={(e) => other(e)} /></form>;\n"
                 "}\n", "tsx")
    assert [(i.model, [b.rule for b in i.bounds]) for i in facts.inputs] == [
        ("email", ["html.type-email"]), ("name", ["html.required"])]


def test_inputs_barred_from_constraint_validation_give_no_bounds():
    facts = read("function F() {\n  return <form><input value={a} required disabled />\n"
                 "    <input value={b} required readOnly={true} />\n"
                 "    <input value={c} type=\"hidden\" required />\n"
                 "    <input value={d} required disabled={busy} /></form>;\n}\n", "tsx")
    assert [i.model for i in facts.inputs] == ["d"]



@pytest.mark.parametrize("source, grammar", [
    ("function F() {\n  return <form noValidate><input value={a} required /></form>;\n}\n", "tsx"),
    ("<script>\nlet a = '';\n</script>\n<form novalidate><input bind:value={a} required></form>\n",
     "sfc")])
def test_a_novalidate_form_checks_no_constraints(source, grammar):
    assert read(source, grammar) is None


@pytest.mark.parametrize("attribute", ['v-model="user.email"', "bind:value={user.email}"])
def test_component_template_inputs(attribute):
    facts = read(f"<script>\nlet user = {{}};\n</script>\n"
                 f"<input {attribute} type=\"email\" required minlength=\"8\" pattern=\"[a-z@.]+\">\n",
                 "sfc")
    assert [(i.model, [(b.keyword, b.value, b.rule, b.span[0]) for b in i.bounds], i.scope)
            for i in facts.inputs] == [
        ("user.email", [("format", "email", "html.type-email", 4),
                        ("required", True, "html.required", 4),
                        ("minLength", 8, "html.minlength", 4),
                        ("pattern", "^(?:[a-z@.]+)$", "html.pattern", 4)], None)]


def test_handle_submit_of_a_resolver_form():
    facts = read("const { register, handleSubmit } = useForm({ resolver: zodResolver(schema) });\n"
                 "const form = useForm({ resolver: yupResolver(other) });\n"
                 "handleSubmit((values) => send(values));\n"
                 "form.handleSubmit(onSubmit);\n", "tsx")
    assert [(h.schema, h.function, h.name) for h in facts.handlers] == [
        ("schema", (3, 14, 3, 38), None), ("other", None, "onSubmit")]


def test_register_rules_of_a_form_without_resolver():
    facts = read("const rules = { email: { required: 'Email is required', pattern: {\n"
                 "  value: /^\\S+@\\S+$/, message: 'bad' } } };\n"
                 "export function F() {\n"
                 "  const { register, handleSubmit } = useForm<Login>();\n"
                 "  return <form onSubmit={handleSubmit(onSubmit)}>\n"
                 "    <input {...register('email', rules.email)} />\n"
                 "    <input {...register('age', { min: 18, max: { value: 99 }, required: false })} />\n"
                 "    <input {...register('nick')} /></form>;\n"
                 "}\n", "tsx")
    assert rules(facts, "useForm@4:38") == {
        "email": [("required", True, "react-hook-form.required", 1),
                  ("pattern", "^\\S+@\\S+$", "react-hook-form.pattern", 1)],
        "age": [("minimum", 18, "react-hook-form.min", 7),
                ("maximum", 99, "react-hook-form.max", 7)],
        "nick": []}
    assert [(h.schema, h.name) for h in facts.handlers] == [("useForm@4:38", "onSubmit")]


def test_files_without_markers_are_not_parsed_and_facts_pickle():
    assert read("const a = object({ b: string() });\n") is None
    facts = read("import { z } from 'zod';\nconst s = z.object({ a: z.string().max(3) });\n")
    assert pickle.loads(pickle.dumps(facts)) == facts


def test_zod_union_with_null_and_named_schema_constants():
    facts = read("import { z } from 'zod';\n"
                 "const Role = z.enum(['owner', 'admin']);\n"
                 "const Address = z.object({ city: z.string() });\n"
                 "const s = z.object({\n"
                 "  rate: z.union([z.number().int(), z.null()]).optional(),\n"
                 "  note: z.union([z.string().max(9), z.null()]),\n"
                 "  either: z.union([z.string(), z.number()]),\n"
                 "  role: Role,\n"
                 "  maybe: Role.optional(),\n"
                 "  address: Address,\n"
                 "});\n")
    found = rules(facts, "s")
    assert found["rate"] == [("type", "number", "zod.number", 5),
                             ("type", "integer", "zod.number-int", 5),
                             ("nullable", True, "zod.union-null", 5),
                             ("required", False, "zod.integer-optional", 5)]
    assert found["note"] == [("type", "string", "zod.string", 6),
                             ("maxLength", 9, "zod.string-max", 6),
                             ("nullable", True, "zod.union-null", 6),
                             ("required", True, "zod.required-by-default", 6)]
    assert found["either"] == [("required", True, "zod.union", 7)]
    assert found["role"] == [("type", "string", "zod.enum", 2),
                             ("enum", ("owner", "admin"), "zod.enum", 2),
                             ("required", True, "zod.required-by-default", 2)]
    assert found["maybe"] == found["role"] + [("required", False, "zod.string-optional", 9)]
    address = next(f for r in facts.schemas if r.name == "s" for f in r.fields
                   if f.name == "address")
    assert [f.name for f in address.nested.fields] == ["city"]


@pytest.mark.parametrize("cycle", [
    "const Tree = z.object({ label: z.string(), parent: Tree.optional() });\n",
    "var Tree = z.object({ label: z.string(), parent: Branch });\n"
    "var Branch = z.object({ tree: Tree });\n",
    "const Tree = z.object({ label: z.string(), parent: z.union([Tree, z.null()]) });\n"])
def test_a_schema_constant_naming_itself_loses_only_that_field(cycle):
    """A constant reached again while its own rules are read gives that field no rules; the
    file's other schemas keep theirs (before: unbounded recursion dropped every rule)."""
    facts = read("import { z } from 'zod';\n"
                 "const Good = z.object({ name: z.string().max(40) });\n" + cycle +
                 "const s = z.object({ good: Good, tree: Tree });\n")
    found = rules(facts, "s")
    assert found["good"] == [("type", "object", "zod.object", 2),
                             ("required", True, "zod.required-by-default", 2)]
    tree = next(f for r in facts.schemas if r.name == "s" for f in r.fields if f.name == "tree")
    assert [f.name for f in tree.nested.fields][0] == "label"


def test_schema_constants_doubling_at_each_level_stop_at_the_field_budget():
    """``S_i = z.object({a: S_{i-1}, b: S_{i-1}})`` stands for 2^i fields: a constant over
    the budget keeps its type without its fields, so the file's schemas stay small."""
    lines = ["import { z } from 'zod';", "const S0 = z.object({ x: z.string() });"]
    lines += [f"const S{i} = z.object({{ a: S{i - 1}, b: S{i - 1} }});" for i in range(1, 16)]
    lines.append("const s = z.object({ top: S15 });")
    facts = read("\n".join(lines) + "\n")

    def count(rule_set) -> int:
        return sum(1 + (count(f.nested) if f.nested else 0) for f in rule_set.fields)
    top = next(r for r in facts.schemas if r.name == "s")
    assert count(top) <= 2 * 1000 + 2
    assert rules(facts, "s")["top"][0] == ("type", "object", "zod.object", 17)


def test_zodios_body_parameters_are_rule_sets_named_by_place():
    facts = read("import { z } from 'zod';\n"
                 "const Store = z.object({ name: z.string().max(5) }).passthrough();\n"
                 "const endpoints = [\n"
                 "  { method: 'post', path: '/a', parameters: [\n"
                 "    { name: 'body', type: 'Body', schema: Store }] },\n"
                 "  { method: 'put', path: '/b', parameters: [\n"
                 "    { name: 'body', type: 'Body', schema: z.object({ on: z.boolean() }) },\n"
                 "    { name: 'id', type: 'Path', schema: z.object({ x: z.string() }) }] },\n"
                 "];\n")
    assert rules(facts, "__zodios_body_5_35") == {
        "name": [("type", "string", "zod.string", 2), ("maxLength", 5, "zod.string-max", 2),
                 ("required", True, "zod.required-by-default", 2)]}
    assert rules(facts, "__zodios_body_7_35") == {
        "on": [("type", "boolean", "zod.boolean", 7),
               ("required", True, "zod.required-by-default", 7)]}
    assert not [r for r in facts.schemas if r.name.startswith("__zodios_body_8")]


def test_schemas_derived_from_a_constant_are_derivations_the_program_resolves():
    facts = read("import { z } from 'zod';\n"
                 "import { Base, Other } from './schemas';\n"
                 "const A = Base.omit({ id: true }).partial({ name: true });\n"
                 "const B = Base.pick({ name: true }).extend({ note: z.string().max(9) });\n"
                 "const C = Base.merge(Other).strict();\n"
                 "const D = Base;\n"
                 "const E = Base.transformTo(x);\n"
                 "const F = z.object({ a: z.string() }).omit({ a: true });\n")
    by_name = {d.name: d for d in facts.derivations}
    assert sorted(by_name) == ["A", "B", "C", "D"]            # E: unknown method; F: z.…
    assert [(s.method, s.keys) for s in by_name["A"].steps] == [("omit", ("id",)),
                                                                ("partial", ("name",))]
    pick, extend = by_name["B"].steps
    assert (pick.method, pick.keys, extend.method) == ("pick", ("name",), "extend")
    assert [(f.name, [b.keyword for b in f.bounds]) for f in extend.fields] == [
        ("note", ["type", "maxLength", "required"])]
    assert [(s.method, s.other) for s in by_name["C"].steps] == [("merge", "Other")]
    assert (by_name["D"].base, by_name["D"].steps) == ("Base", ())


def test_constants_that_are_no_object_and_fields_naming_imported_ones():
    facts = read("import { z } from 'zod';\nimport { Lang } from './l';\n"
                 "export const Mode = z.enum(['a', 'b']);\n"
                 "export const token = () => z.string().regex(/^x/);\n"
                 "export const Id = token().max(3);\n"
                 "export const Either = Mode.or(z.null());\n"
                 "const S = z.object({ lang: Lang.optional(), id: token(), bad: Lang.array() });\n"
                 "function f() { const Local = z.string(); }\n")
    assert [(v.name, v.ref, [(b.keyword, b.value, b.rule, b.span[0]) for b in v.bounds])
            for v in facts.values] == [
        ("Mode", None, [("type", "string", "zod.enum", 3), ("enum", ("a", "b"), "zod.enum", 3),
                        ("required", True, "zod.required-by-default", 3)]),
        ("Id", None, [("type", "string", "zod.string", 4), ("pattern", "^x", "zod.string-regex", 4),
                      ("required", True, "zod.required-by-default", 4),
                      ("maxLength", 3, "zod.string-max", 5)])]
    fields = {f.name: f for s in facts.schemas if s.name == "S" for f in s.fields}
    assert fields["lang"].ref == "Lang" and [(b.keyword, b.value, b.rule) for b in
                                             fields["lang"].bounds] == [
        ("ref", "Lang", "zod.imported-field"), ("required", False, "zod.schema-optional")]
    assert fields["id"].ref is None and fields["id"].bounds[1].value == "^x"
    assert "bad" not in fields                        # .array(): another schema


def test_inline_omit_pick_and_partial_of_keys():
    facts = read("import { z } from 'zod';\n"
                 "const s = z.object({ a: z.string(), b: z.number(), c: z.boolean() })\n"
                 "  .omit({ c: true }).partial({ a: true });\n"
                 "const t = z.object({ a: z.string(), b: z.number() }).pick({ b: true });\n")
    assert rules(facts, "s") == {
        "a": [("type", "string", "zod.string", 2), ("required", False, "zod.inline-derived", 2)],
        "b": [("type", "number", "zod.number", 2),
              ("required", True, "zod.required-by-default", 2)]}
    assert list(rules(facts, "t")) == ["b"]


def items_of(facts, name: str) -> dict[str, object]:
    """``{field: items}`` of the rule set bound to ``name``: each array field's item rules
    as ``[(keyword, value, rule, line)]`` with their nested fields' names."""
    out: dict[str, object] = {}
    for rule_set in facts.schemas:
        if rule_set.name == name:
            for item in rule_set.fields:
                if item.items is not None:
                    out[item.name] = (
                        [(b.keyword, b.value, b.rule, b.span[0]) for b in item.items.bounds],
                        [f.name for f in item.items.nested.fields] if item.items.nested
                        else None)
    return out


def test_zod_array_items_keep_their_rules():
    facts = read("import { z } from 'zod';\n"
                 "export const s = z.object({\n"
                 "  participants: z\n"
                 "    .array(z.object({ id: z.string().optional(), name: z.string().min(2) }))\n"
                 "    .min(1),\n"
                 "  ids: z.array(z.string().min(1)),\n"
                 "  grid: z.array(z.array(z.number())).optional(),\n"
                 "  loose: z.array(Imported),\n"
                 "  mixed: z.array(z.union([z.string(), z.number()])),\n"
                 "  plain: z.string(),\n"
                 "});\n")
    assert items_of(facts, "s") == {
        "participants": ([("type", "object", "zod.object", 4)], ["id", "name"]),
        "ids": ([("type", "string", "zod.string", 6), ("minLength", 1, "zod.string-min", 6)],
                None),
        "grid": ([("type", "array", "zod.array", 7)], None)}
    grid = next(f for f in facts.schemas[0].fields if f.name == "grid")
    assert [(b.keyword, b.value) for b in grid.items.items.bounds] == [("type", "number")]
    assert pickle.loads(pickle.dumps(facts)) == facts


def test_zod_enums_of_a_named_constant_take_its_string_values():
    facts = read("import { z } from 'zod';\n"
                 "enum Mode {\n"
                 "  Even = 'EVEN',\n"
                 "  Shares = \"SHARES\",\n"
                 "}\n"
                 "enum Level { Low, High }\n"
                 "const Visibility = { Private: 'private', Shared: 'shared' } as const;\n"
                 "const CURRENCIES = ['EUR', 'USD'] as const;\n"
                 "const base = { a: 'a' };\n"
                 "const Spread = { ...base, b: 'b' };\n"
                 "export const s = z.object({\n"
                 "  mode: z.enum(Mode),\n"
                 "  native: z.nativeEnum(Mode).optional(),\n"
                 "  visibility: z.nativeEnum(Visibility),\n"
                 "  currency: z.enum(CURRENCIES),\n"
                 "  level: z.nativeEnum(Level),\n"
                 "  spread: z.nativeEnum(Spread),\n"
                 "  unknown: z.enum(Imported),\n"
                 "});\n")
    found = rules(facts, "s")
    assert found["mode"] == [("type", "string", "zod.enum", 12),
                             ("enum", ("EVEN", "SHARES"), "zod.enum-values", 2),
                             ("required", True, "zod.required-by-default", 12)]
    assert found["native"] == [("type", "string", "zod.enum-values", 2),
                               ("enum", ("EVEN", "SHARES"), "zod.enum-values", 2),
                               ("required", False, "zod.nativeEnum-optional", 13)]
    assert found["visibility"][:2] == [("type", "string", "zod.enum-values", 7),
                                       ("enum", ("private", "shared"), "zod.enum-values", 7)]
    assert found["currency"][:2] == [("type", "string", "zod.enum", 15),
                                     ("enum", ("EUR", "USD"), "zod.enum-values", 8)]
    assert found["level"] == [("required", True, "zod.required-by-default", 16)]
    assert found["spread"] == [("required", True, "zod.required-by-default", 17)]
    assert found["unknown"] == [("type", "string", "zod.enum", 18),
                                ("required", True, "zod.required-by-default", 18)]
