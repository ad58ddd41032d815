"""Rules ``inertia.router-visit`` and ``inertia.page-visit`` (``extractors/inertia_router.py``):
Inertia visits that submit data are requests; GET visits are page navigation."""
from __future__ import annotations

from conftest import capability, endpoints

PAGE = """\
<script setup>
import { router } from '@inertiajs/vue3'
import { Inertia } from '@inertiajs/inertia'
const enable = () => router.post('/user/two-factor', {}, { preserveScroll: true })
const rename = (name) => router.patch('/teams/current', { name })
const leave = () => router.delete('/teams/current/members/me', { data: { reason: 'x' } })
const archive = (note) => router.visit('/teams/current/archive', { method: 'put', data: { note } })
const legacy = () => Inertia.post('/logout')
const home = () => router.get('/dashboard', { tab: 'all' })
const open = () => router.visit('/teams/current')
const again = () => router.reload()
</script>
<template><button @click="enable">e</button><button @click="rename('n')">r</button>
<button @click="leave">l</button><button @click="archive('a')">a</button><button @click="legacy">o</button>
<button @click="home">h</button><button @click="open">p</button><button @click="again">g</button></template>
"""


def test_submitting_visits_are_requests_and_page_visits_are_not(derive_files):
    contract = derive_files({
        "package.json": '{"name": "i", "dependencies": {"vue": "3.4.0", '
                        '"@inertiajs/vue3": "1.0.0", "@inertiajs/inertia": "0.11.0"}}',
        "src/Team.vue": PAGE,
    })
    assert endpoints(contract) == {
        ("POST", "/user/two-factor"), ("PATCH", "/teams/current"),
        ("DELETE", "/teams/current/members/me"), ("PUT", "/teams/current/archive"),
        ("POST", "/logout")}
    rename = capability(contract, "PATCH", "/teams/current")
    assert sorted(rename["inputSchema"]["properties"]) == ["name"]
    request = rename["implementation"]["requests"][0]
    assert request["bodyEncoding"] == "json"
    assert request["callSites"][0]["rule"] == "inertia.router-visit"
    assert sorted(capability(contract, "PUT", "/teams/current/archive")
                  ["inputSchema"]["properties"]) == ["note"]
    assert not capability(contract, "POST", "/user/two-factor")["inputSchema"].get("properties")
    assert not any("/dashboard" in r["message"] or "inertia.router" in r["message"]
                   for r in contract["review"])


LINKS = """\
import { Link } from '@inertiajs/react'

export default function Menu({ team }) {
    return (
        <nav>
            <Link href="/dashboard">Home</Link>
            <Link href="/teams/current" method="get">Team</Link>
            <Link href="/logout" method="post" as="button">Log out</Link>
            <Link href={`/teams/${team.id}`} method="delete" as="button"
                  data={{ reason: team.reason }}>Leave</Link>
        </nav>
    )
}
"""


def test_react_links_with_a_method_are_requests_and_get_links_are_not(derive_files):
    contract = derive_files({
        "package.json": '{"name": "l", "dependencies": {"react": "18.2.0", '
                        '"@inertiajs/react": "1.0.0"}}',
        "src/Menu.jsx": LINKS,
    })
    assert endpoints(contract) == {("POST", "/logout"), ("DELETE", "/teams/{id}")}
    leave = capability(contract, "DELETE", "/teams/{id}")
    request = leave["implementation"]["requests"][0]
    assert request["callSites"][0]["rule"] == "inertia.link-visit"
    assert request["bodyEncoding"] == "json"
    assert "reason" in leave["inputSchema"]["properties"]
    assert not any("/dashboard" in r["message"] for r in contract["review"])


VUE_LINKS = """\
<script setup>
import { Link } from '@inertiajs/vue3'
import { reactive } from 'vue'
const props = defineProps({ team: Object })
const leaving = reactive({ reason: '' })
</script>
<template>
    <Link href="/dashboard">Home</Link>
    <Link :href="`/teams/${team.id}`" method="get">Team</Link>
    <Link href="/logout" method="post" as="button">Log out</Link>
    <Link :href="route('teams.leave', { team: team.id })" method="delete" as="button" :data="leaving">Leave</Link>
    <Link :href="'/teams/' + team.id + '/pin'" :method="verb">Pin</Link>
</template>
"""
VUE_ZIGGY = """\
const Ziggy = { url: 'http://app.test', port: null, defaults: {}, routes: {
    'teams.leave': { uri: 'teams/{team}/members/me', methods: ['DELETE'] } } };
export { Ziggy };
"""


def test_vue_links_with_a_static_method_are_requests(derive_files):
    contract = derive_files({
        "package.json": '{"name": "v", "dependencies": {"vue": "3.4.0", '
                        '"@inertiajs/vue3": "1.0.0", "ziggy-js": "2.0.0"}}',
        "src/ziggy.js": VUE_ZIGGY,
        "src/app.js": "import { ZiggyVue } from 'ziggy-js'\n",
        "src/Team.vue": VUE_LINKS,
    })
    assert endpoints(contract) == {("POST", "/logout"), ("DELETE", "/teams/{team}/members/me")}
    leave = capability(contract, "DELETE", "/teams/{team}/members/me")
    request = leave["implementation"]["requests"][0]
    assert request["callSites"][0]["rule"] == "inertia.link-visit"
    assert "reason" in leave["inputSchema"]["properties"]


WRAPPER = """\
<script setup>
import { Link } from '@inertiajs/vue3'
defineProps({ href: String, linkMethod: { type: String, default: 'get' } })
</script>
<template><Link :href="href" :method="linkMethod" as="button"><slot/></Link></template>
"""

TYPO = """\
<script setup>
import { Link } from '@inertiajs/vue3'
defineProps({ href: String, method: { type: String, default: 'get' } })
</script>
<template><Link :href="href" :methods="method"><slot/></Link></template>
"""

USER = """\
<script setup>
import MenuLink from './MenuLink.vue'
import TypoLink from './TypoLink.vue'
const archiveUrl = () => '/teams/archive'
</script>
<template>
  <MenuLink href="/teams/current" link-method="delete">Leave</MenuLink>
  <MenuLink :href="archiveUrl()" link-method="post">Archive</MenuLink>
  <MenuLink href="/teams">All</MenuLink>
  <MenuLink href="/teams/mine" link-method="get">Mine</MenuLink>
  <TypoLink href="/teams/current/export" method="post">Export</TypoLink>
</template>
"""


def test_a_link_wrapper_makes_the_visit_each_element_asks_for(derive_files):
    """Rule ``inertia.link-wrapper``: the wrapper's ``<Link>`` takes href and method from
    its props, so each element rendering it names one request; a get element (the default or
    given) is navigation; a prop bound under another name is no method."""
    contract = derive_files({
        "package.json": '{"name": "i", "dependencies": {"vue": "3.4.0", '
                        '"@inertiajs/vue3": "1.0.0"}}',
        "src/MenuLink.vue": WRAPPER, "src/TypoLink.vue": TYPO, "src/Team.vue": USER,
    })
    assert endpoints(contract) == {("DELETE", "/teams/current"), ("POST", "/teams/archive")}
    sites = {(s["file"], s["line"], s["rule"]) for c in contract["capabilities"]
             for r in c["implementation"]["requests"] for s in r["callSites"]}
    assert sites == {("src/Team.vue", 7, "vue.prop-binding"), ("src/Team.vue", 8, "vue.prop-binding")}
