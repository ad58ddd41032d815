"""Write the trees of finding 4: a tRPC router whose procedure input is a zod schema, one tree per form:
deep — z.array(z.array(…z.string()…)) nested N deep (one 13·N-character expression); lazy — a z.lazy schema
holding an array of itself. Usage: python3 build.py DIR FORM N"""
import sys
from pathlib import Path

root, form, n = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
for d in ("src/server/routers", "src/lib", "src/utils", "src/pages"):
    (root / d).mkdir(parents=True, exist_ok=True)
(root / "package.json").write_text('{"name": "f4", "dependencies": {"@trpc/client": "^11.0.0", "@trpc/react-query": "^11.0.0", '
                                   '"@trpc/server": "^11.0.0", "@tanstack/react-query": "^5.59.0", "react": "^18.3.1", "zod": "^3.23.8"}}\n')
(root / "src/server/trpc.ts").write_text("import { initTRPC } from '@trpc/server';\nconst t = initTRPC.create();\n"
                                         "export const router = t.router;\nexport const publicProcedure = t.procedure;\n")
(root / "src/utils/trpc.ts").write_text("import { createTRPCReact } from '@trpc/react-query';\n"
                                        "import type { AppRouter } from '../server/routers/_app';\nexport const trpc = createTRPCReact<AppRouter>();\n")
if form == "deep":
    schema = "z.string()"
    for _ in range(n):
        schema = f"z.array({schema})"
    lib = f"import {{ z }} from 'zod';\nexport const itemSchema = {schema};\n"
else:
    lib = ("import { z } from 'zod';\nexport type Node = { children: Node[] };\n"
           "export const itemSchema: z.ZodType<Node> = z.lazy(() => z.object({ children: z.array(itemSchema) }));\n")
(root / "src/lib/schemas.ts").write_text(lib)
(root / "src/server/routers/_app.ts").write_text(
    "import { z } from 'zod';\nimport { publicProcedure, router } from '../trpc';\nimport { itemSchema } from '../../lib/schemas';\n"
    "export const appRouter = router({ items: router({ create: publicProcedure.input(z.object({ item: itemSchema }))"
    ".mutation(async () => ({ id: '1' })) }) });\nexport type AppRouter = typeof appRouter;\n")
(root / "src/pages/items.tsx").write_text(
    "import { trpc } from '../utils/trpc';\nexport function Items() {\n  const create = trpc.items.create.useMutation();\n"
    "  return <button onClick={() => create.mutate({ item: [] as any })}>Add</button>;\n}\n")
