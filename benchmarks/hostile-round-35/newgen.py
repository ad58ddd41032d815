"""Round 35: generators of hostile inputs for the code added since round 34. Each returns
{relative path: text} to write into a tree (a package.json naming the libraries is added by
the caller when the tree has none). ``rng``: random.Random; ``n``: a size."""
import json

PKG = '{"name":"fz35","dependencies":{"axios":"1.0.0","mithril":"2.2.2","vue":"2.7.0","jquery":"3.7.0"}}'
RPCW = ("export function rpc(method, params) {\n"
        "  return fetch('/api/rpc', {method: 'POST', body: JSON.stringify({jsonrpc: '2.0', id: 1, method, params})});\n}\n")
HOSTILE_METHODS = ["\x1b[31mred\x1b[0m", "__proto__", "constructor", "", " ", "../../etc/passwd", "a" * 5000, "torrent-get\u202e",
                   "x'); require('child_process').execSync('touch /tmp/x35/pwned-rpc'); ('", "${process.exit(1)}", "{{7*7}}",
                   "\u0000nul", "caf\u00e9.dr\u00f6p", "delete", "GET", "post", "a.b", "a_b", "A-B", "1.2.3", "\ud83d\ude00.emoji",
                   "core.playback.play", "torrent_remove", "`rm -rf /`", "</script><script>alert(1)</script>", "--help"]


def js(s):
    return json.dumps(s)


def rpc(rng, n):
    form = rng.choice(["many", "ternary", "hops", "names", "batch", "unproven", "andor", "spread"])
    files = {"src/rpcw.js": RPCW}
    if form == "many":
        files["src/many.js"] = "import {rpc} from './rpcw';\n" + "".join(
            f"export const m{i} = (p) => rpc('svc{i % 97}.op_{i}', p);\n" for i in range(n))
    elif form == "ternary":
        chain = "".join(f"c{i} ? 'm.op{i}' :\n" for i in range(n)) + "'m.last'"
        files["src/tern.js"] = "import {rpc} from './rpcw';\nexport const t = (" + ", ".join(f"c{i}" for i in range(min(n, 200))) + ") => rpc(" + chain + ", {});\n"
    elif form == "hops":
        body = "import {rpc} from './rpcw';\nexport function h0(m, p) { return rpc(m, p); }\n"
        body += "".join(f"export function h{i}(m, p) {{ return h{i - 1}(m, p); }}\n" for i in range(1, n))
        body += f"export const top = () => h{n - 1}('deep.method', {{}});\n"
        files["src/hops.js"] = body
    elif form == "names":
        ms = rng.sample(HOSTILE_METHODS, min(len(HOSTILE_METHODS), rng.randint(3, 12)))
        files["src/names.js"] = "import {rpc} from './rpcw';\n" + "".join(f"export const n{i} = () => rpc({js(m)}, {{}});\n" for i, m in enumerate(ms))
    elif form == "batch":
        files["src/batch.js"] = "export const b = () => fetch('/api/rpc', {method: 'POST', body: JSON.stringify([" + \
            ",\n".join(f"{{jsonrpc: '2.0', id: {i}, method: 'b.m{i}', params: []}}" for i in range(n)) + "])});\n"
    elif form == "unproven":
        files["src/unp.js"] = "import {rpc} from './rpcw';\n" + "".join(
            f"export const u{i} = () => rpc(document.getElementById('m{i}').value, {{}});\nexport const v{i} = () => rpc('fixed.m{i}', {{}});\n" for i in range(max(1, n // 2)))
    elif form == "andor":
        files["src/ao.js"] = "import {rpc} from './rpcw';\nexport const ao = (" + ", ".join(f"a{i}" for i in range(min(n, 300))) + ") => rpc(" + \
            " ||\n".join(f"(a{i % 300} && 'ao.m{i}')" for i in range(n)) + " || 'ao.default', {});\n"
    else:
        files["src/spread.js"] = "export function call(o) { return fetch('/api/rpc', {method: 'POST', body: JSON.stringify({jsonrpc: '2.0', ...o})}); }\n" + \
            "".join(f"export const s{i} = () => call({{method: 'sp.m{i}', params: {{...{{a: {i}}}}}}});\n" for i in range(n))
    return form, files


def mithril(rng, n):
    form = rng.choice(["longurl", "manyparams", "colons", "deepconcat", "config", "wrapper", "manycalls"])
    head = "import m from 'mithril';\n"
    if form == "longurl":
        segs = "".join(f"/s{i}/:p{i}" for i in range(n))
        lines = "\n".join(segs[i:i + 2000] for i in range(0, len(segs), 2000))   # a template literal over many lines
        body = head + "export const lu = () => m.request({url: `" + lines + "`, params: {" + ", ".join(f"p{i}: {i}" for i in range(0, n, max(1, n // 50))) + ", q: 1}});\n"
    elif form == "manyparams":
        body = head + "export const mp = () => m.request({url: '/api/x/:a/:b', params: {a: 1, b: 2, " + ",\n".join(f"k{i}: v{i}" for i in range(n)) + "}});\n"
    elif form == "colons":
        body = head + "export const co = () => m.request({url: '" + "/:" * min(n, 1500) + "', params: {'': 1}});\n"
    elif form == "deepconcat":
        body = head + "export const dc = (x) => m.request({url: " + " +\n".join(["'/a'", *["x" for _ in range(min(n, 2000))]]) + ", params: {x}});\n"
    elif form == "config":
        body = head + "export const cf = () => m.request({url: '/api/cf', config: function (xhr) {" + "".join(
            f"\n xhr.setRequestHeader('X-H{i}', 'v{i}');" for i in range(n)) + " }});\n"
    elif form == "wrapper":
        body = head + "export const app = { request(o) { return m.request(this.t(o)); }, t(o) { return {...o, url: '/api' + o.url}; } };\n" + \
            "".join(f"export const w{i} = (id) => app.request({{method: '{rng.choice(['GET', 'POST', 'PATCH', 'DELETE'])}', url: '/items/:id/w{i}', params: {{id}}}});\n" for i in range(n))
    else:
        body = head + "".join(f"export const c{i} = () => m.request('/api/c{i}/:id', {{params: {{id: {i}}}}});\n" for i in range(n))
    return form, {f"src/mi_{form}.js": body}


def vuedata(rng, n):
    form = rng.choice(["deep", "wide", "mixinchain", "mixincycle", "thatwrites", "computedkey"])
    def comp(data, methods, extra=""):
        return ("<template><div @click=\"load\">x</div></template>\n<script>\nimport axios from 'axios';\n" + extra +
                "export default {\n  data() { return " + data + " },\n  methods: { " + methods + " },\n};\n</script>\n")
    if form == "deep":
        d = min(n, 5000)
        data = "{ url: " + "{ a:\n" * d + "'/api/deep'" + " }\n" * d + " }"
        return form, {"src/views/Deep.vue": comp(data, "load() { return axios.get(this.url" + ".a" * min(d, 300) + "); }")}
    if form == "wide":
        data = "{ url: {" + ",\n".join(f"k{i}: '/api/w{i}'" for i in range(n)) + "} }"
        return form, {"src/views/Wide.vue": comp(data, "load() { return axios.get(this.url.k0); }, " + ",\n".join(f"m{i}() {{ return axios.post(this.url.k{i}, {{}}); }}" for i in range(min(n, 1500))))}
    if form == "mixinchain":
        files = {}
        d = min(n, 800)
        for i in range(d):
            nxt = f"import M{i + 1} from './M{i + 1}';\n" if i + 1 < d else ""
            files[f"src/mixins/M{i}.js"] = nxt + f"export default {{ {'mixins: [M' + str(i + 1) + '], ' if i + 1 < d else ''}data() {{ return {{ url: {{ list: '/api/m{i}' }} }} }}, methods: {{ load{i}() {{ return this.$http.get(this.url.list); }} }} }};\n"
        files["src/views/Chain.vue"] = comp("{ x: 1 }", "load() { return axios.get(this.url.list); }", "import M0 from '../mixins/M0';\n").replace("export default {\n", "export default {\n  mixins: [M0],\n")
        return form, files
    if form == "mixincycle":
        return form, {"src/mixins/A.js": "import B from './B';\nexport default { mixins: [B], data() { return { url: { a: '/api/a' } } }, methods: { la() { return axios.get(this.url.b); } } };\n",
                      "src/mixins/B.js": "import A from './A';\nexport default { mixins: [A], data() { return { url: { b: '/api/b' } } }, methods: { lb() { return axios.get(this.url.a); } } };\n",
                      "src/views/Cyc.vue": comp("{ url: { c: '/api/c' } }", "load() { return axios.get(this.url.a + this.url.b + this.url.c); }", "import A from '../mixins/A';\n").replace("export default {\n", "export default {\n  mixins: [A],\n")}
    if form == "thatwrites":
        body = "load() { const that = this; " + "".join(f"const t{i} = that;\n" for i in range(min(n, 2000))) + "t0.url.list = '/api/other'; return axios.get(this.url.list); }"
        return form, {"src/views/That.vue": comp("{ url: { list: '/api/list' } }", body)}
    return form, {"src/views/Ck.vue": comp("{ url: {" + ",\n".join(f"k{i}: '/api/ck{i}'" for i in range(min(n, 3000))) + "} }",
                                             "load(k) { return axios.get(this.url[k]); }, all() { return Promise.all(Object.keys(this.url).map(k => axios.delete(this.url[k]))); }")}


def sqlfrag(rng, n):
    form = rng.choice(["huge", "noset", "manystatements", "wherenest", "spaces", "holes"])
    wrap = "export function run(query) { return fetch('/api/query', {method: 'POST', body: JSON.stringify({query})}); }\n"
    if form == "huge":
        body = wrap + "export const h = () => run(\"UPDATE t SET " + ", ".join(f"c{i} = {i}" for i in range(n * 10)) + "\");\n"
    elif form == "noset":
        body = wrap + "export const ns = () => run(`UPDATE " + ("x " * 1000 + "\n") * max(1, n // 100) + "`);\n"
    elif form == "manystatements":
        verbs = ["DROP TABLE t{i}", "DELETE FROM t{i}", "INSERT INTO t{i} VALUES (1)", "UPDATE t{i} SET a = 1", "CREATE INDEX i{i} ON t(a)", "TRUNCATE t{i}", "ALTER TABLE t{i} ADD c int", "SELECT {i}"]
        body = wrap + "".join(f"export const s{i} = (x) => run('{rng.choice(verbs).format(i=i)} ' + x);\n" for i in range(n))
    elif form == "wherenest":
        d = min(n, 200)
        obj = "{" * d + "where: w" + "}" * d
        obj = "".join(f"{{k{i}:\n" for i in range(d)) + "{where: w, sql: s, whereClause: w, rawWhere: w}" + "}" * d
        body = f"export const wn = (w, s) => fetch('/api/rows', {{method: 'POST', body: JSON.stringify({obj})}});\n"
    elif form == "spaces":
        body = wrap + "export const sp = (t) => run('DROP" + " " * (n * 20) + "TABLE ' + t);\n"
    else:
        body = wrap + "export const ho = (" + ", ".join(f"a{i}" for i in range(min(n, 300))) + ") => run('DELETE FROM ' + " + " + ' AND ' +\n".join(f"a{i % 300}" for i in range(n)) + ");\n"
    return form, {f"src/sql_{form}.js": body}


def linked(rng, n):
    form = rng.choice(["andorchain", "nestedternary", "doubling", "guarded", "membership", "linkedmixin"])
    if form == "andorchain":
        k = min(n, 400)
        body = "export const ao = (" + ", ".join(f"c{i}" for i in range(k)) + ") => fetch(" + " ||\n".join(f"(c{i} && '/api/ao{i}')" for i in range(k)) + \
            " || '/api/none', {method: " + " ||\n".join(f"(c{i} && 'put')" for i in range(k)) + " || 'post'});\n"
    elif form == "nestedternary":
        d = min(n, 1500)
        url = "".join(f"c ? (d{i} ? '/api/t{i}' : " for i in range(d)) + "'/api/end'" + ")" * d
        body = "export const nt = (c, " + ", ".join(f"d{i}" for i in range(min(d, 200))) + ") => fetch(" + url.replace(")", ") : '/x'", 0) + ");\n"
        body = "export const nt = (c) => fetch(" + "".join(f"c{i % 50} ? '/api/t{i}' : (\n" for i in range(d)) + "'/api/end'" + ")" * d + ");\n"
    elif form == "doubling":
        k = min(n, 60)
        body = "export function dbl(" + ", ".join(f"c{i}" for i in range(k)) + ") {\n  let u = '/api';\n" + \
            "".join(f"  u = u + (c{i} ? '/a{i}' : '/b{i}');\n" for i in range(k)) + "  return fetch(u, {method: c0 ? 'PUT' : 'POST'});\n}\n"
    elif form == "guarded":
        k = min(n, 80)
        body = "export default {\n  methods: {\n    save() {\n      let url = '/api/x'; let method = 'get';\n" + \
            "".join(f"      if (!this.model.f{i}) {{ url += '/a{i}'; method = 'post'; }} else {{ url += '/b{i}'; method = 'put'; }}\n" for i in range(k)) + \
            "      return axios({url, method});\n    },\n  },\n};\n"
        body = "import axios from 'axios';\n" + body
    elif form == "membership":
        k = n * 10
        body = "import axios from 'axios';\nconst LIST = [" + ",\n".join(f"'M{i}'" for i in range(k)) + "];\n" + \
            "export function request(original) { const options = {...original}; if (options.method && !LIST.includes(options.method)) { options.method = 'POST'; } " + \
            "if ([" + ",\n".join(f"'N{i}'" for i in range(k)) + "].indexOf(options.method) !== -1) { options.method = 'PUT'; } return axios(options); }\n" + \
            "".join(f"export const r{i} = () => request({{method: '{rng.choice(['GET', 'DELETE', 'M3', 'N5', 'PATCH'])}', url: '/api/r{i}'}});\n" for i in range(min(n, 1999)))
    else:
        k = min(n, 300)
        files = {"src/mixins/crud.js": "import axios from 'axios';\nexport default { methods: { save() { return axios({method: this.isNew ? 'post' : 'put', url: this.isNew ? this.getItemsUrl() : this.getSingleItemUrl(), data: this.model}); } } };\n"}
        for i in range(k):
            files[f"src/views/C{i}.vue"] = ("<template><div @click=\"save\">x</div></template>\n<script>\nimport crud from '../mixins/crud';\nexport default { mixins: [crud], methods: { "
                                            f"getItemsUrl() {{ return this.a ? '/api/c{i}' : '/api/c{i}/alt'; }}, getSingleItemUrl() {{ return '/api/c{i}/' + this.model.id; }} }} }};\n</script>\n")
        return form, files
    return form, {f"src/lk_{form}.js": body}


def console(rng, n):
    """A one-file jQuery console (rule wrapper.own-file-callers): n wrappers nothing calls beside n
    called through siblings nothing calls."""
    body = "function apiCall(method, path, params, cb) { $.ajax({url: '/api' + path, method: method, data: params, success: cb}); }\n"
    body += "".join(f"function get{i}(cb) {{ apiCall('get', '/g{i}', {{}}, cb); }}\nfunction use{i}() {{ get{i}(function () {{}}); }}\n" for i in range(n))
    body += "".join(f"function lone{i}(cb) {{ apiCall('post', '/l{i}', {{}}, cb); }}\n" for i in range(n))
    body += "$(function () { get0(function () {}); });\n"
    return "console", {"static/app.js": body, "static/index.html": "<html><body><script src=\"app.js\"></script></body></html>\n"}


def flood(rng, n):
    """Run-wide call-site flood: k files of n sites each (each under the per-file budget)."""
    k = rng.choice([3, 5, 10])
    return f"flood{k}x{n}", {f"src/fl{j}.js": "".join(f"export const f{i} = () => fetch('/api/fl{j}/r{i}/' + {i}, {{method: 'PUT'}});\n" for i in range(n)) for j in range(k)}


GENERATORS = {"rpc": rpc, "mithril": mithril, "vuedata": vuedata, "sqlfrag": sqlfrag, "linked": linked, "console": console, "flood": flood}
# the fuzz round's sizes (the larger ones are newcode35.py's cases, one derive each)
FUZZ_SIZES = {"rpc": [20, 200], "mithril": [20, 500], "vuedata": [50, 500], "sqlfrag": [10, 100], "linked": [10, 40], "console": [20, 100]}
SIZES = {"rpc": [20, 200, 2000], "mithril": [20, 500, 5000], "vuedata": [50, 1000, 5000], "sqlfrag": [10, 100, 1000],
         "linked": [10, 60, 400], "console": [20, 300, 1500], "flood": [200, 1000, 1999]}
