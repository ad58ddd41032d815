"""Write the tree of finding 8: one request whose body argument is N nested call pairs f(g(…{ a }…)) (2N calls),
or with FORM json the copies JSON.parse(JSON.stringify(…)); one pair a line, so no line is long
enough to be skipped as minified. Usage: python3 build.py DIR N [json]"""
import sys
from pathlib import Path

root, n = Path(sys.argv[1]), int(sys.argv[2])
pair = "JSON.parse(JSON.stringify(" if len(sys.argv) > 3 and sys.argv[3] == "json" else "f(g("
(root / "src").mkdir(parents=True, exist_ok=True)
(root / "package.json").write_text('{"name": "f8", "dependencies": {"axios": "1"}}\n')
(root / "src" / "api.js").write_text("import axios from 'axios';\nexport const t = (a) => axios.post('/api/copy', "
                                     + (pair + "\n") * n + "{ a }" + "))\n" * n + ");\n")
