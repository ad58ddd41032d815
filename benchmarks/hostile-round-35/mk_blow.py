import sys, os
from pathlib import Path
name, d = sys.argv[1], Path(sys.argv[2]); (d / "src").mkdir(parents=True, exist_ok=True)
if name == "wrappers":
    s = "const w0 = (u) => fetch(u);\n" + "".join(f"const w{i+1} = (u) => {{ w{i}(u + '/a'); w{i}(u + '/b'); }};\n" for i in range(30)) + "export const x = () => w30('/api');\n"
elif name == "fetch20k":
    s = "".join(f"export const f{i} = () => fetch('/api/r{i}/' + {i}, {{method: 'PUT'}});\n" for i in range(20000))
elif name == "classes1000":
    s = "".join(f"class C{i+1} extends C{i} {{ m{i}() {{ return fetch('/api/c{i}'); }} }}\n" for i in range(1000)).replace("extends C0 ", "") + "export const x = () => new C1000().m0();\n"
elif name.startswith("dup"):
    n = int(name[3:]); s = "import http from './http';\nexport function invite(email) {\n" + '\t\treturn http.post("/invite", { email });\n' * n + "}\n"
(d / "src" / "a.js").write_text(s)
