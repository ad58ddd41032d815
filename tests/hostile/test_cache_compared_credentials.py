"""Rule ``cache.credential-position``: a literal compared with a value read under a credential's
name — a ternary's or and-or choice's condition, a guarded write, a list-membership test, a Vue
method's ``this.model.secret !== '…'`` — keeps its file out of the fact cache (the Test node
and the condition's text hold it in clear); a comparison under any other name, or with
``null``, ``''`` or a type name, does not."""
from __future__ import annotations

from code2skill.extract import compared_credential
from code2skill.facts import Member, Ref, Test as Condition
from hostile_support import derive_cached, tree

FILES = {
    "src/c1.js": "export const a2 = (pw) => fetch(pw === 'cmpPwQz81' ? '/api/a2' : '/api/b2');\n",
    "src/c2.js": "import axios from 'axios';\nexport function a4(o) { let url = '/api/x'; "
                 "let method = 'get'; if (o.apiKey !== 'cmpPwQz82') { url += '/add'; "
                 "method = 'post'; } else { url += '/edit'; method = 'put'; } "
                 "return axios({url, method}); }\n",
    "src/c3.js": "export const a1 = (password) => fetch((password === 'cmpPwQz83' && '/api/a1')"
                 " || '/api/b1');\n",
    "src/c5.js": "import axios from 'axios';\nexport function a5(o) { if (o.method && !['GET', "
                 "'cmpPwQz84'].includes(o.password)) { o.method = 'POST'; } return axios(o); }\n"
                 "export const a6 = () => a5({method: 'DELETE', url: '/api/a6'});\n",
    "src/c6.js": "export const b = (o) => ['x', 'cmpPwQz85'].indexOf(o.token) !== -1 ? "
                 "fetch('/api/t') : fetch('/api/u');\n",
    "src/M.vue": "<template><div @click=\"save\">x</div></template>\n<script>\nimport axios "
                 "from 'axios';\nexport default {\n  methods: { save() { let u = '/sys/'; if "
                 "(this.model.secret !== 'cmpPwQz86') { u += 'add' } else { u += 'edit' } "
                 "return axios.post(u, this.model); } },\n};\n</script>\n",
    "src/plain.js": "export const p = (mode, token) => fetch(mode === 'edit' ? '/api/e' : "
                    "'/api/v', {headers: token !== null ? {A: 'b'} : {}});\n",
}


def test_no_cache_entry_holds_a_literal_compared_with_a_credential(tmp_path):
    app = tree(tmp_path / "app", {"package.json": '{"name": "c", "dependencies": '
                                  '{"axios": "1.0.0", "vue": "2.7.0"}}', **FILES})
    entries = derive_cached(app, tmp_path, "cmpPwQz8")
    # a comparison under a name that is no credential's (mode === 'edit') is cached
    assert [p for p in entries if "src/plain.js" in p.read_text()] != []


def test_a_compared_literal_is_a_credential_only_under_a_credential_name():
    assert compared_credential(Condition("===", Ref("pw"), "x"))
    assert compared_credential(Condition("!==", Member(Member(Ref("this"), "model"), "secret"), "x"))
    assert compared_credential(Condition("==", Member(Ref("o"), "pin"), 4821))
    assert not compared_credential(Condition("===", Ref("mode"), "edit"))
    assert not compared_credential(Condition("!==", Ref("token"), None))
    assert not compared_credential(Condition("===", Ref("password"), ""))
    assert not compared_credential(Condition("===", Ref("token"), True))
    assert not compared_credential(Condition("typeof===", Ref("token"), "string"))
