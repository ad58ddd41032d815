"""Finding 5: a request wrapper guarded by list-membership tests of K literals (rule value.list-membership-test,
as Flarum's method-override wrapper: if (options.method && !LIST.includes(options.method)) options.method = 'POST'),
called by C callers. Usage: python3 build.py ROOT C K"""
import sys
from pathlib import Path
root, c, k = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
(root / "src").mkdir(parents=True, exist_ok=True)
(root / "package.json").write_text('{"name": "f5", "dependencies": {"axios": "1.0.0"}}')
(root / "src/request.js").write_text(
    "import axios from 'axios';\nconst LIST = [" + ",\n".join(f"'M{i}'" for i in range(k)) + "];\n"
    "export function request(original) {\n  const options = {...original};\n"
    "  if (options.method && !LIST.includes(options.method)) { options.method = 'POST'; }\n"
    "  if ([" + ",\n".join(f"'N{i}'" for i in range(k)) + "].indexOf(options.method) !== -1) { options.method = 'PUT'; }\n"
    "  return axios(options);\n}\n")
methods = ["GET", "DELETE", "M3", "N5", "PATCH"]
(root / "src/callers.js").write_text("import {request} from './request';\n" + "".join(
    f"export const r{i} = () => request({{method: '{methods[i % 5]}', url: '/api/r{i}'}});\n" for i in range(c)))
