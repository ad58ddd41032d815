"""Write the tree of finding 2: samples/wrapper-query-config's logs.ts with its key-copy loop repeated N times
(the fuzz's `dup` mutation of run 260, seed 39). Usage: python3 build.py DIR N"""
import sys
from pathlib import Path

root, n = Path(sys.argv[1]), int(sys.argv[2])
(root / "src/logs").mkdir(parents=True, exist_ok=True)
(root / "package.json").write_text('{"name": "f2", "private": true}\n')
loop = "  Object.keys(query).forEach((name) => search.set(name, query[name]));\n"
(root / "src/logs/logs.ts").write_text(
    "async function request(path: string, query: Record<string, string>) {\n"
    "  const search = new URLSearchParams();\n" + loop * n +
    "  return fetch(`/api/${path}?${search}`);\n}\n\n"
    "export function findLogs(level: string, since: string) {\n  return request(\"logs\", { level, since });\n}\n")
