"""Rule ``vue.reactive-state`` with ``vue.to-refs``: a query object a page passes from a
``reactive`` form destructured with ``toRefs`` keeps its members, typed, never pinned."""
from __future__ import annotations

from code2skill.extractors.vue_reactivity import member_refs
from code2skill.values import LitV, ObjV, PropV, StrV, Text

FILES = {
    "package.json": '{"name": "rq", "dependencies": {"vue": "3.4.0", "axios": "1.7.2"}}',
    "src/api/user.js": """\
import axios from 'axios'
const request = axios.create({ baseURL: '/api' })
export function listUser(query) { return request({ url: '/system/user/list', method: 'get', params: query }) }
export function listRole(query) { return request({ url: '/system/role/list', method: 'get', params: query }) }
""",
    "src/views/User.vue": """\
<script setup>
import { reactive, toRef, toRefs } from 'vue'
import { listUser, listRole } from '../api/user'
const data = reactive({ form: {}, queryParams: { pageNum: 1, pageSize: 10, userName: undefined } })
const { queryParams } = toRefs(data)
const roleQuery = toRef(data, 'queryParams')
function getList() { listUser(queryParams.value) }
function getRoles() { listRole(roleQuery.value) }
</script>
<template><button @click="getList">x</button><button @click="getRoles">r</button></template>
""",
}


def test_to_refs_members():
    state = ObjV((PropV("a", LitV(1)), PropV(None, LitV(2))))
    assert member_refs("toRefs", (state,), None) == ObjV((
        PropV("a", ObjV((PropV("value", LitV(1)),))), PropV(None, LitV(2))))
    assert member_refs("toRef", (state, StrV((Text("a"),))), None) == ObjV(
        (PropV("value", LitV(1)),))
    assert member_refs("toRef", (state, StrV((Text("b"),))), None) is None
    assert member_refs("toRefs", (LitV(1),), None) is None


def test_query_members_from_a_reactive_form(derive_files):
    contract = derive_files(FILES)
    queries = {c["name"]: c["inputSchema"]["properties"]["query"]["properties"]
               for c in contract["capabilities"]}
    expected = {"pageNum": {"type": "number"}, "pageSize": {"type": "number"}, "userName": {}}
    assert queries == {"list_system_user": expected, "list_system_role": expected}
