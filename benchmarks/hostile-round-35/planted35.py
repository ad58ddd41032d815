"""Round 35: secrets planted in the forms the code added since round 34 reads (JSON-RPC envelopes,
Mithril's m.request, Vue data() URL tables, SQL statements and fragments, linked choices).
name -> (probes that must never appear in any output, {relative path: source})."""
RPC_WRAP = ("export function rpc(method, params) {\n"
            "  return fetch('/api/rpc', {method: 'POST', body: JSON.stringify({jsonrpc: '2.0', id: 1, method, params})});\n}\n")
SECRETS35 = {
 "rpc_params_pw": (["rpcPw0rdQz7"], {"src/rpc_pw.js": "import {rpc} from './rpcw';\nexport const login = () => rpc('auth.login', {user: 'bob', password: 'rpcPw0rdQz7'});\n"}),
 "rpc_method_key": (["sk_live_51RpcMethodKc8Yw3Rt6Vn0"], {"src/rpc_mk.js": "import {rpc} from './rpcw';\nexport const mk = () => rpc('sk_live_51RpcMethodKc8Yw3Rt6Vn0', {});\n"}),
 "rpc_method_ghp": (["ghp_Rp7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4"], {"src/rpc_gh.js": "export const g = () => fetch('/api/rpc2', {method: 'POST', body: JSON.stringify({jsonrpc: '2.0', method: 'ghp_Rp7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4', params: []})});\n"}),
 "rpc_arguments_token": (["trT0kenQz8Lm"], {"src/rpc_tr.js": "export const s = () => fetch('/transmission/rpc', {method: 'POST', body: JSON.stringify({method: 'session-get', arguments: {token: 'trT0kenQz8Lm'}})});\n"}),
 "rpc_session_header": (["trSessQz8Lm2x"], {"src/rpc_hd.js": "export const t = () => fetch('/transmission/rpc', {method: 'POST', headers: {'X-Transmission-Session-Id': 'trSessQz8Lm2x', 'X-Api-Key': 'trSessQz8Lm2x'}, body: JSON.stringify({method: 'torrent-get', arguments: {}})});\n"}),
 "rpc_ternary_secret": (["rpcTernS3cQ"], {"src/rpc_te.js": "import {rpc} from './rpcw';\nexport const te = (x) => rpc(x ? 'user.set_password' : 'user.get', {password: x ? 'rpcTernS3cQ' : undefined});\n"}),
 "mithril_header": (["mithr1lTok3nQz"], {"src/m_h.js": "import m from 'mithril';\nexport const mh = () => m.request({url: '/api/mh', headers: {Authorization: 'Bearer mithr1lTok3nQz'}});\n"}),
 "mithril_config": (["mCfgT0kQz8Lm"], {"src/m_c.js": "import m from 'mithril';\nexport const mc = () => m.request({method: 'POST', url: '/api/mc', body: {a: 1}, config: function (xhr) { xhr.setRequestHeader('Authorization', 'Bearer mCfgT0kQz8Lm'); }});\n"}),
 "mithril_params_key": (["mPrmK3yQz8x"], {"src/m_p.js": "import m from 'mithril';\nexport const mp = (id) => m.request({url: '/api/items/:id', params: {id, api_key: 'mPrmK3yQz8x'}});\n"}),
 "mithril_param_in_path": (["sk_live_51MithPathKc8Yw3Rt6Vn0"], {"src/m_pp.js": "import m from 'mithril';\nexport const mpp = () => m.request({url: '/api/keys/:key/revoke', method: 'POST', params: {key: 'sk_live_51MithPathKc8Yw3Rt6Vn0'}});\n"}),
 "mithril_url_userinfo": (["mUrlPwQz8L"], {"src/m_u.js": "import m from 'mithril';\nexport const mu = () => m.request('https://admin:mUrlPwQz8L@api.example.com/v1/x', {method: 'GET'});\n"}),
 "mithril_body_pw": (["mBodyPwQz7"], {"src/m_b.js": "import m from 'mithril';\nexport const mb = () => m.request({method: 'POST', url: '/api/login', body: {username: 'a', password: 'mBodyPwQz7'}});\n"}),
 "vue_data_token": (["vdT0kQz8Lm2"], {"src/views/VdList.vue": "<template><div @click=\"load\">x</div></template>\n<script>\nimport axios from 'axios';\nexport default {\n  data() { return { url: { list: '/sys/list?token=vdT0kQz8Lm2', add: '/sys/add' } } },\n  methods: { load() { return axios.get(this.url.list); }, add() { return axios.post(this.url.add, {}); } },\n};\n</script>\n"}),
 "vue_data_ghp": (["ghp_Vd7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4"], {"src/views/VdGh.vue": "<template><div @click=\"me\">x</div></template>\n<script>\nimport axios from 'axios';\nexport default {\n  data() { return { url: { me: 'https://api.github.com/user?access_token=ghp_Vd7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4' } } },\n  methods: { me() { return axios.get(this.url.me); } },\n};\n</script>\n"}),
 "vue_data_userinfo": (["vdUrlPwQz9"], {"src/views/VdUi.vue": "<template><div @click=\"go\">x</div></template>\n<script>\nimport axios from 'axios';\nexport default {\n  data() { return { url: { go: 'https://bob:vdUrlPwQz9@api.example.com/v2/go' } } },\n  methods: { go() { return axios.post(this.url.go, {}); } },\n};\n</script>\n"}),
 "sql_update_pw": (["sqlLitPwQz9"], {"src/sql_u.js": "export const su = () => fetch('/api/query', {method: 'POST', body: JSON.stringify({query: \"UPDATE users SET password = 'sqlLitPwQz9' WHERE id = 1\"})});\n"}),
 "sql_create_user": (["crUsrPwQz7"], {"src/sql_c.js": "export const sc = () => fetch('/api/query', {method: 'POST', body: JSON.stringify({query: \"CREATE USER bob WITH PASSWORD 'crUsrPwQz7'\"})});\n"}),
 "sql_alter_role": (["alRolePwQz3"], {"src/sql_a.js": "export function run(sql) { return fetch('/api/exec', {method: 'POST', body: JSON.stringify({sql})}); }\nexport const sa = () => run(\"ALTER ROLE admin WITH PASSWORD 'alRolePwQz3'\");\n"}),
 "sql_where_pw": (["whPwQz8Lm"], {"src/sql_w.js": "export const sw = () => fetch('/api/tables/users/rows?where=' + encodeURIComponent(\"password = 'whPwQz8Lm'\"));\n"}),
 "sql_insert_key": (["AKIAZ7Q3XKPL4MNBSQLI"], {"src/sql_i.js": "export const si = () => fetch('/api/query', {method: 'POST', body: JSON.stringify({query: \"INSERT INTO keys (k) VALUES ('AKIAZ7Q3XKPL4MNBSQLI')\"})});\n"}),
 "linked_andor_bearer": (["ghp_Lk7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4"], {"src/lk.js": "export const lk = (admin) => fetch((admin && '/api/admin') || '/api/user', {method: (admin && 'put') || 'post', headers: {Authorization: (admin && 'Bearer ghp_Lk7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4') || 'none'}});\n"}),
 "linked_ternary_key": (["lkApiK3yQz8"], {"src/lk2.js": "export const lk2 = (x) => fetch(x ? '/api/a?api_key=lkApiK3yQz8' : '/api/b', {method: x ? 'PUT' : 'POST'});\n"}),
 "override_header_secret": (["ovS3cretQz8"], {"src/ov.js": "import axios from 'axios';\nexport function request(o) { const options = {...o}; if (options.method && !['GET', 'POST'].includes(options.method)) { options.headers = {'X-HTTP-Method-Override': options.method, 'X-Api-Key': 'ovS3cretQz8'}; options.method = 'POST'; } return axios(options); }\nexport const del = () => request({method: 'DELETE', url: '/api/things/1'});\n"}),
 "console_wrapper_secret": (["cnS3cretQz8Lm"], {"static/app.js": "function apiCall(method, path, params, cb) { $.ajax({url: '/api' + path, method: method, data: params, headers: {'X-Api-Key': 'cnS3cretQz8Lm'}, success: cb}); }\nfunction getTables(cb) { apiCall('get', '/tables', {}, cb); }\nfunction getSchemas(cb) { apiCall('get', '/schemas', {token: 'cnS3cretQz8Lm'}, cb); }\n$(function () { getTables(function () {}); });\n"}),
 "sql_identified_by": (["idByPwQz7x"], {"src/sql_ib.js": "export const ib = () => fetch('/api/query', {method: 'POST', body: JSON.stringify({query: \"CREATE USER bob IDENTIFIED BY 'idByPwQz7x'\"})});\n"}),
 "sql_insert_positional": (["insPosPwQz8"], {"src/sql_ip.js": "export const ip = () => fetch('/api/query', {method: 'POST', body: JSON.stringify({query: \"INSERT INTO users (name, password) VALUES ('bob', 'insPosPwQz8')\"})});\n"}),
 "sql_user_mapping": (["umPwQz8Lm"], {"src/sql_um.js": "export const um = () => fetch('/api/query', {method: 'POST', body: JSON.stringify({query: \"CREATE USER MAPPING FOR bob SERVER s OPTIONS (user 'bob', password 'umPwQz8Lm')\"})});\n"}),
 "sql_update_token_col": (["updTokQz8Lm"], {"src/sql_ut.js": "export const ut = () => fetch('/api/query', {method: 'POST', body: JSON.stringify({query: \"UPDATE sessions SET token = 'updTokQz8Lm', expires = 0\"})});\n"}),
 "rpc_positional_pw": (["rpcPosPwQz9"], {"src/rpc_pos.js": "import {rpc} from './rpcw';\nexport const pl = () => rpc('auth.login', ['bob', 'rpcPosPwQz9']);\n"}),
 "rpc_unproven_secret": (["unpPwQz8Lm"], {"src/rpc_un.js": "import {rpc} from './rpcw';\nexport const un = () => rpc(document.getElementById('m').value, {password: 'unpPwQz8Lm', api_key: 'unpPwQz8Lm'});\n"}),
 "rpc_unproven_filename": (["AKIAQ3XKPL4MNB2NAME1"], {"src/AKIAQ3XKPL4MNB2NAME1/call.js": "import {rpc} from '../rpcw';\nexport const un2 = () => rpc(window.prompt('method'), {});\n"}),
 "sql_filename": (["ghp_Fn7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4"], {"src/ghp_Fn7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4/drop.js": "export const dr = (t) => fetch('/api/query', {method: 'POST', body: JSON.stringify({sql: 'DROP TABLE ' + t})});\n"}),
 "console_filename": (["sk_live_51ConsoleFnKc8Yw3Rt6Vn0"], {"static/sk_live_51ConsoleFnKc8Yw3Rt6Vn0.js": "function apiCall2(method, path, cb) { $.ajax({url: '/api' + path, method: method, success: cb}); }\nfunction getA(cb) { apiCall2('get', '/a', cb); }\nfunction getB(cb) { apiCall2('get', '/b', cb); }\n$(function () { getA(function () {}); });\n"}),
 "vue_data_filename": (["xoxb-2810382910-3829103829-VdFn2Pw4Rt6Vn0Lm3Xc9Bd"], {"src/views/xoxb-2810382910-3829103829-VdFn2Pw4Rt6Vn0Lm3Xc9Bd.vue": "<template><div @click=\"go\">x</div></template>\n<script>\nimport axios from 'axios';\nexport default {\n  data() { return { url: { go: '/api/vdfn' } } },\n  methods: { go() { return axios.put(this.url.go, {}); } },\n};\n</script>\n"}),
 "mithril_filename": (["AIzaSyD3k9Xq7Lm2Pz9Kb4Vw8Nr3Tc6Yd1MiFn5"], {"src/AIzaSyD3k9Xq7Lm2Pz9Kb4Vw8Nr3Tc6Yd1MiFn5.js": "import m from 'mithril';\nexport const mf = () => m.request({method: 'DELETE', url: '/api/mf/:id', params: {id: 1}});\n"}),
}
FILES35 = {"src/rpcw.js": RPC_WRAP, "package.json": '{"name":"planted35","dependencies":{"axios":"1.0.0","mithril":"2.2.2","vue":"2.7.0","jquery":"3.7.0"}}'}

def tree_files(names=None):
    files = dict(FILES35)
    for n, (_, fs) in SECRETS35.items():
        if names and n not in names: continue
        files.update(fs)
    return files

def probes(names=None):
    return {n: p for n, (p, _) in SECRETS35.items() if not names or n in names}
