"""Rule ``ts.declared-array``: an empty array literal declared with a type (``[] as number[]``,
``<string[]>[]``, ``const tags: string[] = []``) has the declared items."""
from __future__ import annotations

FILES = {
    "package.json": '{"name": "cast"}',
    "src/a.ts": """\
interface Tag { id: number; name: string }
export function save(selected: Tag[]) {
  const ids = [] as number[];
  for (const t of selected) ids.push(t.id);
  const tags: string[] = [];
  const found: Tag[] = [];
  return fetch('/api/bulk', { method: 'POST',
    body: JSON.stringify({ ids, tags, found, empty: <string[]>[], plain: [] }) });
}
""",
}


def test_declared_items_of_empty_arrays(derive_files):
    contract = derive_files(FILES)
    [cap] = contract["capabilities"]
    props = {k: {n: v for n, v in p.items() if n != "description"}
             for k, p in cap["inputSchema"]["properties"].items()}
    assert props["ids"] == {"type": "array", "items": {"type": "number"}}
    assert props["tags"] == {"type": "array", "items": {"type": "string"}}
    assert props["empty"] == {"type": "array", "items": {"type": "string"}}
    assert props["found"]["items"]["properties"] == {"id": {"type": "number"},
                                                    "name": {"type": "string"}}
    assert props["plain"] == {"type": "array"}
