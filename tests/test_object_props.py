"""Rules ``vue.object-prop``, ``vue.loaded-component``, ``path.slash-kept-segments`` and
the plugin ``install(app)`` provide site of ``di.provide-inject``: a client object handed
through component props is followed to the class its parents pass."""
from __future__ import annotations

from conftest import capability, endpoints, write_tree

from code2skill.discover import Scope
from code2skill.pipeline import Settings, derive

from code2skill.facts import Call, Lit, LocalWrite, Member, Ref, Regex
from code2skill.facts import Test as Condition
from code2skill.kept_rewrites import kept_rewrite
from code2skill.loaded_components import fits

API = """\
import axios from 'axios'
export class ServerApi {
  constructor(http) { this._http = http }
  async get(id) {
    const res = await this._http.get(`/api/servers/${id}`)
    return new Server(this, res.data)
  }
  getFileUrl(id, path) {
    if (path.indexOf('/') === 0) path = path.substring(1)
    path = encodeURIComponent(path)
    path = path.replace(/%2F/g, '/')
    return `/api/servers/${id}/file/${path}`
  }
  async getFile(id, path) { return (await this._http.get(this.getFileUrl(id, path))).data }
}
export class Server {
  constructor(api, data) { this._api = api; this.id = data.id }
  async getFile(path) { return await this._api.getFile(this.id, path) }
}
export class Other {
  async getFile(path) { return (await axios.get(`/api/others/${path}`)).data }
}
export const servers = new ServerApi(axios.create({ baseURL: '/' }))
"""
FILES = """\
<script setup>
const props = defineProps({ server: { type: Object, required: true } })
async function open(name) { return await props.server.getFile(`logs/${name}`) }
</script>
<template><div v-for="n in ['a']" :key="n" @click="open(n)">{{ n }}</div></template>
"""
USERS = """\
<script>
export default {
  props: { server: { type: Object, required: true } },
  async mounted() { await this.server.getFile('/root') },
}
</script>
<template><p>users</p></template>
"""
PAGE = """\
<script setup>
import { shallowRef, onMounted } from 'vue'
import { servers } from '../api'
import Users from './Users.vue'
const Files = defineAsyncComponent(() => import('./Files.vue'))
const server = shallowRef(null)
onMounted(async () => { server.value = await servers.get(7) })
</script>
<template>
  <files :server="server" />
  <users :server="server" />
</template>
"""
PACKAGE = '{"name": "t", "dependencies": {"vue": "^3.4.0", "axios": "^1.7.0"}}'


def app(page: str = PAGE, **extra: str) -> dict[str, str]:
    """The files of a small app: the API classes, the two children and the page."""
    return {"package.json": PACKAGE, "src/api.js": API, "src/views/Files.vue": FILES,
            "src/views/Users.vue": USERS, "src/views/Page.vue": page, **extra}


def test_object_prop_calls_reach_the_class_the_parent_passes(derive_files):
    contract = derive_files(app())
    assert endpoints(contract) == {
        ("GET", "/api/servers/{id}"),
        ("GET", "/api/servers/{id}/file/{path}"),    # script setup, async component: logs/{name}
        ("GET", "/api/servers/{id}/file/root"),           # options API, one-word tag
    }
    files = capability(contract, "GET", "/api/servers/{id}/file/{path}")
    assert files["implementation"]["requests"][0]["callSites"][0]["file"] == \
        "src/views/Files.vue"
    said = files["inputSchema"]["properties"]["path"]["description"]
    assert said == "Path of the file (path parameter, a path of several segments sent with its " \
                   "slashes)."
    items = [r for r in contract["review"] if "several segments" in r["message"]]
    assert len(items) == 1 and items[0]["severity"] == "medium"
    assert "path segment {path}" in items[0]["message"] and "src/api.js:11" in \
        items[0]["message"]
    assert not [r for r in contract["review"] if "rewrites its URL parameter" in r["message"]]


def test_parents_passing_two_classes_follow_neither(derive_files, tmp_path):
    page = PAGE.replace("import Users from './Users.vue'", "import Users from './Users.vue'\n"
                        "import { Other } from '../api'\nconst other = new Other()") \
        .replace('<users :server="server" />',
                 '<users :server="server" />\n  <users :server="other" />\n'
                 '  <files :server="other" />')
    contract = derive_files(app(page))
    assert ("GET", "/api/servers/{id}/file/root") not in endpoints(contract)
    assert ("GET", "/api/others/root") not in endpoints(contract)
    assert ("GET", "/api/others//root") not in endpoints(contract)
    root = write_tree(tmp_path / "again", app(page))
    said = [d.reason for d in derive(root, Settings(Scope((), (), False), jobs=1)).diagnostics
            if "Server.getFile" in d.reason]
    assert said == ["wrapper Server.getFile makes a request whose URL comes from its caller, "
                    "but no call of it was found; a method of that name is called on component "
                    "props whose parents pass no instance of one class (rule vue.object-prop): "
                    "prop 'server' at src/views/Files.vue:3, prop 'server' at "
                    "src/views/Users.vue:4"]


def test_dynamic_component_renders_every_module_its_import_fits(derive_files):
    page = """\
<script setup>
import { shallowRef, onMounted } from 'vue'
import { servers } from '../api'
const server = shallowRef(null)
const view = shallowRef(null)
onMounted(async () => {
  server.value = await servers.get(7)
  view.value = (await import(`./types/${server.value.kind}.vue`)).default
})
</script>
<template><component :is="view" :server="server" /></template>
"""
    typed = USERS.replace("getFile('/root')", "getFile('/admin')")
    contract = derive_files(app(page, **{"src/views/types/Game.vue": typed}))
    assert ("GET", "/api/servers/{id}/file/admin") in endpoints(contract)
    assert ("GET", "/api/servers/{id}/file/root") not in endpoints(contract)   # not rendered


def test_plugin_install_provide_is_injected(derive_files):
    plugin = """\
import { servers } from './api'
export default { install: (app) => { app.provide('servers', servers) } }
"""
    page = """\
<script setup>
import { inject, onMounted } from 'vue'
const servers = inject('servers')
onMounted(() => servers.getFile(3, 'x'))
</script>
<template><p /></template>
"""
    contract = derive_files({"package.json": PACKAGE, "src/api.js": API,
                             "src/plugin.js": plugin, "src/Page.vue": page})
    site = capability(contract, "GET", "/api/servers/3/file/x")[
        "implementation"]["requests"][0]["callSites"][0]
    assert site["file"] == "src/Page.vue"


def write(name: str, value, guards=()) -> LocalWrite:
    """A write of ``name`` in function ``f``."""
    return LocalWrite(value=value, span=(1, 0, 1, 9), scope="f", loops=(), kills=not guards,
                      guards=guards)


class Fn:
    """The parts of a function fact :func:`kept_rewrite` reads."""

    def __init__(self, writes):
        self.fid, self.writes = "f", {"p": writes}


P = Ref("p")
ESCAPE = Call(Ref("encodeURIComponent"), (P,))
RESTORE = Call(Member(P, "replace"), (Regex("%2F", flags="g"), Lit("/")))
CUT = Call(Member(P, "substring"), (Lit(1),))
STARTS = Condition("===", Call(Member(P, "indexOf"), (Lit("/"),)), 0)


def test_kept_rewrites_and_the_restoring_write():
    restore = write("p", RESTORE)
    assert kept_rewrite(Fn([write("p", CUT, (STARTS,)), write("p", ESCAPE), restore]), "p") \
        == (True, restore)
    assert kept_rewrite(Fn([write("p", ESCAPE)]), "p") == (True, None)
    assert kept_rewrite(Fn([write("p", CUT)]), "p") == (False, None)       # unguarded cut
    other = Call(Member(P, "replace"), (Regex("%2F", flags=""), Lit("/")))
    assert kept_rewrite(Fn([write("p", other)]), "p") == (False, None)     # first only
    assert kept_rewrite(Fn([write("p", Call(Ref("normalise"), (P,)))]), "p") == (False, None)


def test_template_import_fits_one_file_name():
    def resolve(importer, spec):
        return {"./types/Game.vue": "src/types/Game.vue",
                "./types/sub/X.vue": "src/types/sub/X.vue"}.get(spec)
    assert fits("src/Page.vue", "src/types/Game.vue", "./types/", ".vue", resolve)
    assert not fits("src/Page.vue", "src/types/sub/X.vue", "./types/", ".vue", resolve)
    assert not fits("src/Page.vue", "src/types/Game.js", "./types/", ".vue", resolve)


def test_options_literal_on_a_page_global_binds_this(derive_files):
    page = """\
window.PageNode = {
  template: '#page-node',
  methods: {
    nodeApi(method, url) { return axios.request({method, url: `/node/api/v1${url}`}) },
    getChannels() {
      // @expect GET /node/api/v1/channels
      return this.nodeApi('GET', '/channels')
    },
  },
  created() { this.getChannels() },
}
"""
    contract = derive_files({"package.json": PACKAGE, "src/node.js": "import axios from "
                             "'axios'\n" + page})
    assert endpoints(contract) == {("GET", "/node/api/v1/channels")}
