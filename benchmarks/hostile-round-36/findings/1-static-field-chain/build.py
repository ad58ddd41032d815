"""Finding 1: a chain of N classes, each a lazy singleton of a static field (rule this.static-field) whose
instance is made with the next class's singleton; every 10th class's getInstance().get(...) called.
Usage: python3 build.py ROOT N [static|plain]   (plain: the same chain of module constants made with new, no static field)"""
import sys
from pathlib import Path
root, n = Path(sys.argv[1]), int(sys.argv[2])
kind = sys.argv[3] if len(sys.argv) > 3 else "static"
(root / "src").mkdir(parents=True, exist_ok=True)
(root / "package.json").write_text('{"name": "f1"}')
src = ""
for i in range(n):
    nxt = f"S{i + 1}.getInstance()" if i + 1 < n else "null"
    src += (f"export class S{i} {{\n  static getInstance() {{ if (!S{i}.instance) S{i}.instance = new S{i}({nxt}); return S{i}.instance; }}\n"
            f"  constructor(n) {{ this.n = n; }}\n  get(p) {{ return this.n ? this.n.get(p) : fetch('/api' + p); }}\n}}\n")
if kind == "plain":
    src = src.replace("static getInstance()", "static unused()")
    src += "".join(f"const i{i} = new S{i}({f'i{i + 1}' if i + 1 < n else 'null'});\n" for i in reversed(range(n)))
    src += "".join(f"export const q{i} = () => i{i}.get('/r{i}');\n" for i in range(0, n, 10))
else:
    src += "".join(f"export const q{i} = () => S{i}.getInstance().get('/r{i}');\n" for i in range(0, n, 10))
(root / "src/s.js").write_text(src)
