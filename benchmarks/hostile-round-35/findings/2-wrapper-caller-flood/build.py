"""Finding 2: one file of N one-line callers of a request wrapper (a JSON-RPC wrapper, each caller a distinct
method; or a plain path wrapper), each caller a specialised request, no budget on them.
Usage: python3 build.py ROOT N [rpc|plain]"""
import sys
from pathlib import Path
root, n, kind = Path(sys.argv[1]), int(sys.argv[2]), (sys.argv[3] if len(sys.argv) > 3 else "rpc")
(root / "src").mkdir(parents=True, exist_ok=True)
(root / "package.json").write_text('{"name": "f2"}')
if kind == "rpc":
    (root / "src/rpcw.js").write_text("export function rpc(method, params) {\n  return fetch('/api/rpc', {method: 'POST', body: JSON.stringify({jsonrpc: '2.0', id: 1, method, params})});\n}\n")
    (root / "src/many.js").write_text("import {rpc} from './rpcw';\n" + "".join(f"export const m{i} = (p) => rpc('svc{i % 97}.op_{i}', p);\n" for i in range(n)))
else:
    (root / "src/w.js").write_text("export function get(path) {\n  return fetch('/api' + path);\n}\n")
    (root / "src/many.js").write_text("import {get} from './w';\n" + "".join(f"export const m{i} = () => get('/svc{i % 97}/op_{i}');\n" for i in range(n)))
