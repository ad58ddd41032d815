"""Budget ``schema-nesting`` (round 39's finding 4): zod schemas nested in one another's fields
or array items — 3,000 nested ``z.array`` in a tRPC router's input, 3,000 nested ``z.object``
— are read 32 deep, the inner one a schema of no known rules, with a ``limit
schema-nesting`` diagnostic; before, the rules were a fact 3,000 deep that the fact cache's
encoder and the schema pass's copy could not read (exit 3, 'internal error: RecursionError',
no contract; without a cache the capability left out as an internal fault). A schema the
validation pass writes is at most :data:`MAX_SCHEMA_DEPTH` deep, and a fact too deep to encode
is a cache entry not written."""
from __future__ import annotations

import json

from hostile_support import code2skill, cpu_bounded, tree

from code2skill import factcodec
from code2skill.extract import FactCache
from code2skill.extractors.module_facts.source import _Source
from code2skill.extractors.validation import extract_validation
from code2skill.facts import Bound, ModuleFacts, RuleField, ValidationFacts
from code2skill.passes.validation import MAX_SCHEMA_DEPTH, field_schema

PACKAGE = ('{"name": "z", "dependencies": {"@trpc/client": "^11.0.0", "@trpc/react-query": '
           '"^11.0.0", "@trpc/server": "^11.0.0", "@tanstack/react-query": "^5.59.0", '
           '"next": "^14.2.0", "react": "^18.3.1", "zod": "^3.23.8"}}')
BASE = {
    "package.json": PACKAGE,
    "src/server/trpc.ts": ("import { initTRPC } from '@trpc/server';\n"
                           "const t = initTRPC.create();\nexport const router = t.router;\n"
                           "export const publicProcedure = t.procedure;\n"),
    "src/utils/trpc.ts": ("import { createTRPCReact } from '@trpc/react-query';\n"
                          "import type { AppRouter } from '../server/routers/_app';\n"
                          "export const trpc = createTRPCReact<AppRouter>();\n"),
    "src/server/routers/_app.ts": (
        "import { z } from 'zod';\nimport { publicProcedure, router } from '../trpc';\n"
        "import { deepSchema, treeSchema } from '../../lib/schemas';\n"
        "export const appRouter = router({ keys: router({\n"
        "  create: publicProcedure.input(z.object({ deep: deepSchema, tree: treeSchema, "
        "name: z.string().max(20) }))\n"
        "    .mutation(async () => ({ id: '1' })) }) });\n"
        "export type AppRouter = typeof appRouter;\n"),
    "src/pages/keys.tsx": ("import { trpc } from '../utils/trpc';\nexport function Keys() {\n"
                           "  const create = trpc.keys.create.useMutation();\n"
                           "  return <button onClick={() => create.mutate({ name: 'a' } as any)}"
                           ">Add</button>;\n}\n"),
}


def nested(n: int, open_: str, close: str, inner: str) -> str:
    """``inner`` wrapped ``n`` times, one wrapper a line (no line long enough to be minified)."""
    return open_ * n + inner + "\n" + close * n


def schemas(n: int) -> str:
    return ("import { z } from 'zod';\nexport const deepSchema = "
            + nested(n, "z.array(\n", ")\n", "z.string()") + ";\nexport const treeSchema = "
            + nested(n, "z.object({ a:\n", "})\n", "z.string()") + ";\n")


def depth(schema: dict, key: str) -> int:
    """How many times ``key`` (``items``, ``a`` of ``properties``) nests in ``schema``."""
    count = 0
    while True:
        schema = schema.get("properties", {}).get(key) if key != "items" else schema.get(key)
        if not isinstance(schema, dict):
            return count
        count += 1


def rules_depth(item) -> int:
    """How deep a validation fact nests: its array items and object fields."""
    inner = [f for f in item.nested.fields] if getattr(item, "nested", None) else []
    inner += [item.items] if getattr(item, "items", None) else []
    return 1 + max((rules_depth(f) for f in inner), default=0)


def test_three_thousand_nested_schemas_are_facts_cut_at_the_limit_with_its_note():
    notes = []
    data = schemas(3_000).encode()
    facts = extract_validation("src/lib/schemas.ts", "typescript", data, _Source(data).span,
                               lambda *note: notes.append(note))
    assert [(limit, line) for limit, _, line in notes] == [("schema-nesting", 35)]
    deep = next(f for f in facts.values if f.name == "deepSchema")
    tree_ = next(r for r in facts.schemas if r.name == "treeSchema")
    assert rules_depth(deep) == 33 and rules_depth(tree_.fields[0]) == 32
    assert factcodec.encode(facts)            # what the fact cache writes


def test_nested_schemas_give_a_contract_and_a_fact_cache_past_the_limit(tmp_path):
    app = tree(tmp_path / "app", dict(BASE, **{"src/lib/schemas.ts": schemas(100)}))
    for attempt in ("cold", "warm"):           # the fact cache written, then read
        done = code2skill("derive", app, "-o", tmp_path / "c.json", "--cache-dir",
                          tmp_path / "cache", "--graph", tmp_path / "g.json", "--jobs", "1")
        assert done.returncode == 0, (attempt, done.stderr)
        assert "internal" not in done.stderr and "RecursionError" not in done.stderr
    assert "limit schema-nesting exceeded" in done.stderr
    contract = json.loads((tmp_path / "c.json").read_text())
    [cap] = contract["capabilities"]
    assert (cap["name"], cap["implementation"]["requests"][0]["pathTemplate"]) == (
        "create_key", "/keys.create")
    props = cap["inputSchema"]["properties"]
    assert props["name"] == {"description": props["name"]["description"], "type": "string",
                             "maxLength": 20}
    assert depth(props["deep"], "items") == 32 and props["deep"]["type"] == "array"
    assert depth(props["tree"], "a") == 32 and props["tree"]["type"] == "object"
    assert not any(ev["rule"] == "internal.contained-fault" for item in contract["review"]
                   for ev in item["evidence"])


def test_a_lazy_schema_holding_an_array_of_itself_is_read(derive_files):
    lazy = ("import { z } from 'zod';\nexport type Node = { children: Node[] };\n"
            "export const deepSchema: z.ZodType<Node> = z.lazy(() => "
            "z.object({ children: z.array(deepSchema) }));\n"
            "export const treeSchema = z.array(deepSchema);\n")
    contract = derive_files(dict(BASE, **{"src/lib/schemas.ts": lazy}))
    [cap] = contract["capabilities"]                 # deep: of no known rules, left out
    props = cap["inputSchema"]["properties"]
    assert sorted(props) == ["name", "tree"] and props["tree"]["type"] == "array"


def test_the_passes_write_no_schema_deeper_than_their_budget():
    item = RuleField("[]", (Bound("type", "string", "zod.string", (1, 1, 1, 1)),), (1, 1, 1, 1))
    for _ in range(200):
        item = RuleField("[]", (Bound("type", "array", "zod.array", (1, 1, 1, 1)),),
                         (1, 1, 1, 1), items=item)
    schema = field_schema(None, item, "src/a.ts").schema
    assert depth(schema, "items") == MAX_SCHEMA_DEPTH + 1
    assert schema["type"] == "array"


def test_facts_too_deep_to_encode_are_a_cache_entry_not_written(tmp_path):
    item = RuleField("[]", (), (1, 1, 1, 1))
    for _ in range(20_000):
        item = RuleField("[]", (), (1, 1, 1, 1), items=item)
    store = FactCache(tmp_path / "cache")
    store.stage("k1", ModuleFacts(path="src/a.ts", language="typescript", sha256="",
                                  validation=ValidationFacts(values=(item,))), True)
    warnings = store.commit()
    assert [(w.path, w.reason) for w in warnings] == [
        ("src/a.ts", "cache entry not written: its facts nest too deep to encode")]
    assert not list((tmp_path / "cache").glob("*.json"))


def expanded(rule_set, memo: dict) -> int:
    """The fields a rule set stands for once written out: its fields, their nested rule sets'
    and their array items' (each shared set computed once)."""
    if id(rule_set) not in memo:
        memo[id(rule_set)] = sum(field_count(f, memo) for f in rule_set.fields)
    return memo[id(rule_set)]


def field_count(item, memo: dict) -> int:
    return 1 + (expanded(item.nested, memo) if item.nested else 0) + (
        field_count(item.items, memo) if item.items else 0)


def test_constants_doubling_through_array_items_stay_bounded():
    """Ten fields ``z.array(S<i-1>)`` in each of eight constants stood for 10⁸ fields, as ten
    fields ``S<i-1>`` would, but only the latter were counted: the derive of a 10-line file ran
    past 120 s of CPU. Array items count now, so a constant past 1,000 fields keeps its own
    rules without its fields when another names it."""
    source = "import { z } from 'zod';\nconst S0 = z.object({ a: z.string() });\n" + "".join(
        f"const S{i} = z.object({{ "
        + ", ".join(f"f{j}: z.array(S{i - 1})" for j in range(10)) + " });\n"
        for i in range(1, 9))
    data = source.encode()
    facts = extract_validation("src/a.ts", "typescript", data, _Source(data).span)
    memo: dict = {}
    sizes = {r.name: expanded(r, memo) for r in facts.schemas}
    assert sizes == {"S0": 1, "S1": 30, "S2": 320, "S3": 3220, "S4": 20, "S5": 220,
                     "S6": 2220, "S7": 20, "S8": 220}


def test_constants_named_across_modules_stay_bounded(tmp_path):
    """Twenty fields naming the object constant of the module before, six modules deep, stood
    for 20⁶ fields written out (the derive of a 7-file tree ran past 100 s of CPU): a constant
    past 1,000 fields gives the field an object type without its fields, as in its own
    module. The CPU bound only stops a run that hangs; nothing is timed."""
    n = 20
    files = {"package.json": '{"name": "x", "dependencies": {"zod": "3"}}',
             "src/m0.ts": "import { z } from 'zod';\nexport const S0 = z.object({ "
             + ", ".join(f"a{j}: z.string()" for j in range(n)) + " });\n",
             "src/api.ts": ("import { z } from 'zod';\nimport { S5 } from './m5';\n"
                            "export const send = (v: z.infer<typeof S5>) => fetch('/api/x', "
                            "{ method: 'POST', body: JSON.stringify(v) });\n")}
    for i in range(1, 6):
        files[f"src/m{i}.ts"] = (f"import {{ z }} from 'zod';\nimport {{ S{i - 1} }} from "
                                 f"'./m{i - 1}';\nexport const S{i} = z.object({{ "
                                 + ", ".join(f"f{j}: S{i - 1}" for j in range(n)) + " });\n")
    app = tree(tmp_path / "app", files)
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "-q", "--jobs", "1",
                      preexec_fn=cpu_bounded(60))
    assert done.returncode == 0, done.stderr
    [cap] = json.loads((tmp_path / "c.json").read_text())["capabilities"]
    props = cap["inputSchema"]["properties"]
    assert sorted(props) == sorted(f"f{j}" for j in range(n))
    assert {json.dumps({k: v for k, v in p.items() if k != "description"})
            for p in props.values()} == {'{"type": "object"}'}
    assert sorted(cap["inputSchema"]["required"]) == sorted(props)
