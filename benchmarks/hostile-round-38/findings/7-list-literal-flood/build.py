"""Finding 7's input: one function narrowing a local by a membership test on a list of N literals, one per
line (rule value.list-narrowing), or, with mode `try`, N nested try blocks around a two-literal test.
Usage: python3 build.py DIR N [list|try]"""
import sys
from pathlib import Path

root, n = Path(sys.argv[1]), int(sys.argv[2])
mode = sys.argv[3] if len(sys.argv) > 3 else "list"
(root / "src").mkdir(parents=True, exist_ok=True)
(root / "package.json").write_text('{"name": "f7"}')
if mode == "list":
    lst = ",\n".join(f"'l{i}'" for i in range(n))
    src = f"export function a(x) {{\n  let lang = x || 'en';\n  if (![{lst}].includes(lang)) lang = 'default';\n  return fetch('/api/a?lang=' + lang);\n}}\n"
else:
    src = ("export function b(x) {\n  let lang = x || 'en';\n" + "try {\n" * n + "if (!['de', 'en'].includes(lang)) lang = 'default';"
           + "\n} catch (e) {}" * n + "\n  return fetch('/api/b?lang=' + lang);\n}\n")
(root / "src" / "a.js").write_text(src)
