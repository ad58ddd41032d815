"""Finding 4's input: one function sending N body members, each read from the page's address
(p.get('kI') of new URLSearchParams(window.location.search), rule context.address-value), or, with
mode `param`, each the function's own parameter's member (o.kI), with `literal` a literal, with `call` String(o.kI).
Usage: python3 build.py DIR N [addr|param|literal|call]"""
import sys
from pathlib import Path

root, n = Path(sys.argv[1]), int(sys.argv[2])
mode = sys.argv[3] if len(sys.argv) > 3 else "addr"
value = {"addr": "p.get('k{i}')", "param": "o.k{i}", "literal": "'v{i}'", "call": "String(o.k{i})"}[mode]
body = "".join(f"    a{i}: {value.format(i=i)},\n" for i in range(n))
(root / "src").mkdir(parents=True, exist_ok=True)
(root / "package.json").write_text('{"name": "f4"}')
(root / "src" / "a.js").write_text(
    "export function go(o) {\n  const p = new URLSearchParams(window.location.search);\n"
    f"  return fetch('/api/wide', {{ method: 'POST', body: JSON.stringify({{\n{body}  }}) }});\n}}\n")
