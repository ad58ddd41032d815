"""Write the tree of finding 7: an Angular service class of N methods, each calling the next through this
(m0 calls m1 … m(N-1) calls mN, which makes the request), the constructor calling m0; with T templates naming
none of them (T 0 by default). Usage: python3 build.py DIR N [T] [plain]  (plain: a class without the Angular
decorator and imports, called by new Big())"""
import sys
from pathlib import Path

root, n = Path(sys.argv[1]), int(sys.argv[2])
t = int(sys.argv[3]) if len(sys.argv) > 3 else 0
plain = len(sys.argv) > 4 and sys.argv[4] == "plain"
(root / "src" / "app").mkdir(parents=True, exist_ok=True)
(root / "package.json").write_text('{"name": "f7", "dependencies": {"@angular/core": "17", "@angular/common": "17", "axios": "1"}}\n')
methods = "".join(f"  m{i}() {{ return this.m{i + 1}(); }}\n" for i in range(n))
if plain:
    src = (f"import axios from 'axios';\nexport class Big {{\n  constructor() {{ this.m0(); }}\n{methods}"
           f"  m{n}() {{ return axios.get('/api/own'); }}\n}}\nexport const big = new Big();\n")
else:
    src = ("import { Injectable } from '@angular/core';\nimport { HttpClient } from '@angular/common/http';\n@Injectable()\n"
           f"export class Big {{\n  constructor(private http: HttpClient) {{ this.m0(); }}\n{methods}"
           f"  m{n}() {{ return this.http.get('/api/own'); }}\n}}\n")
(root / "src" / "app" / "big.service.ts").write_text(src)
for i in range(t):
    (root / "src" / "app" / f"t{i}.html").write_text(f"<div>{'x' * 50} {i}</div>\n")
