"""Write the tree of finding 9: one request whose answer the client reads N fields of, one a line
(const a<i> = q.f<i>), so its capability holds about 2N evidence references. Usage: python3 build.py DIR N"""
import sys
from pathlib import Path

root, n = Path(sys.argv[1]), int(sys.argv[2])
(root / "src").mkdir(parents=True, exist_ok=True)
(root / "package.json").write_text('{"name": "f9", "dependencies": {"axios": "1"}}\n')
reads = "".join(f"  const a{i} = q.f{i};\n" for i in range(n))
(root / "src" / "api.js").write_text("import axios from 'axios';\nexport async function load() {\n"
                                     "  const q = (await axios.get('/api/items')).data;\n" + reads + "  return a0;\n}\n")
