"""Finding 3: a credential literal compared with a credential-named value in a condition (a ternary, an
and-or choice, a guarded write, a list-membership test) is kept in clear in the fact cache.
Usage: python3 build.py ROOT (one file per form, so that no other secret keeps a file out of the cache)"""
import sys
from pathlib import Path
root = Path(sys.argv[1]); (root / "src").mkdir(parents=True, exist_ok=True)
(root / "package.json").write_text('{"name": "f3", "dependencies": {"axios": "1.0.0", "vue": "2.7.0"}}')
files = {
 "c1.js": "export const a2 = (pw) => fetch(pw === 'condPwQz8Lm' ? '/api/a2' : '/api/b2', {method: pw === 'condPwQz8Lm' ? 'PUT' : 'POST'});\n",
 "c2.js": "import axios from 'axios';\nexport function a4(o) { let url = '/api/x'; let method = 'get'; if (o.apiKey !== 'guardK3yQz8') { url += '/add'; method = 'post'; } else { url += '/edit'; method = 'put'; } return axios({url, method}); }\n",
 "c3.js": "export const a1 = (password) => fetch((password === 'andOrPwQz6' && '/api/a1') || '/api/b1', {method: (password === 'andOrPwQz6' && 'put') || 'post'});\n",
 "c5.js": "import axios from 'axios';\nexport function a5(o) { if (o.method && !['GET', 'POST', 'listPwQz4Lm'].includes(o.password)) { o.method = 'POST'; } return axios(o); }\nexport const a6 = () => a5({method: 'DELETE', url: '/api/a6'});\n",
 "c6.js": "export const login = (password) => password === 'plainCmpPwQz3' ? fetch('/api/admin') : fetch('/api/user');\n",
 "M.vue": "<template><div @click=\"save\">x</div></template>\n<script>\nimport axios from 'axios';\nexport default {\n  data() { return { url: { add: '/sys/add', edit: '/sys/edit' } } },\n  methods: { save() { let u = ''; if (this.model.secret !== 'vueCondPwQz7') { u += this.url.add } else { u += this.url.edit } return axios.post(u, this.model); } },\n};\n</script>\n",
}
for name, text in files.items():
    (root / "src" / name).write_text(text)
