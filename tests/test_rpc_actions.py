"""An RPC endpoint whose body field ``action`` chooses the operation
(:mod:`code2skill.passes.discriminator`): each literal is its own Tool, named and classified
from its words; a literal passed through a helper's parameter is followed per caller; a site
whose condition chooses between literals is a site of each value's Tool (rule
``cluster.conditional-value``)."""
from __future__ import annotations

from conftest import bindings
from test_recognisers import line_of

from code2skill.passes.discriminator import Discriminator, action_words, NAMING_WORDS

RPC = """\
import axios from 'axios';

const rpc = (action: string, data: object = {}) =>
  fetch('/manage/api', { method: 'POST', body: JSON.stringify({ action, data }) });

export const listUsers = () => rpc('getUsers');
export const removeUser = (id: number) => rpc('deleteUser', { id });
export const storeData = (key: string) => rpc('storeSiteData', { key });

export function savePage(isNew: boolean, title: string) {
  const action = isNew ? 'createPage' : 'updatePage';
  return axios.post('/manage/api', { action, data: { title } });
}
"""


def by_name(contract: dict) -> dict[str, dict]:
    return {c["name"]: c for c in contract["capabilities"]}


def effect(cap: dict) -> tuple[str, list[str]]:
    return cap["sideEffect"], [e["rule"] for e in cap["evidence"]["/sideEffect"]]


def test_each_action_literal_is_its_own_tool(derive_files):
    caps = by_name(derive_files({"src/api.ts": RPC}))
    assert sorted(caps) == ["create_page_manage", "delete_user_manage", "get_users_manage",
                            "store_site_data_manage", "update_page_manage"]
    assert effect(caps["get_users_manage"]) == ("read", ["side-effect.discriminator-value"])
    assert effect(caps["delete_user_manage"]) == ("delete", ["side-effect.discriminator-value"])
    assert effect(caps["create_page_manage"]) == ("create", ["side-effect.discriminator-value"])
    assert effect(caps["update_page_manage"]) == ("update", ["side-effect.discriminator-value"])
    # no known action word: named from the value, the method's guess stays reviewed
    assert effect(caps["store_site_data_manage"]) == ("create", ["side-effect.method-guess"])
    assert bindings(caps["delete_user_manage"])["body:action"] == "=deleteUser"


def test_a_helper_passed_action_is_followed_per_caller(derive_files):
    caps = by_name(derive_files({"src/api.ts": RPC}))
    site = caps["get_users_manage"]["implementation"]["requests"][0]["callSites"]
    assert [(s["function"], s["line"]) for s in site] == [
        ("listUsers", line_of(RPC, "rpc('getUsers')"))]


def test_a_conditional_action_is_a_site_of_each_value(derive_files):
    caps = by_name(derive_files({"src/api.ts": RPC}))
    line = line_of(RPC, "isNew ? 'createPage'")
    for name, value in (("create_page_manage", "createPage"), ("update_page_manage", "updatePage")):
        cap = caps[name]
        assert bindings(cap)["body:action"] == f"={value}"
        assert [s["function"] for s in cap["implementation"]["requests"][0]["callSites"]] == [
            "savePage"]
        found = [(e["rule"], e["line"]) for e in
                 cap["evidence"]["/implementation/requests/0/bindings/0"]
                 if e["rule"].startswith("cluster.")]
        assert found == [("cluster.action-value", line), ("cluster.conditional-value", line)]


def test_a_condition_between_values_of_one_operation_splits_nothing(derive_files):
    contract = derive_files({"src/api.ts": """\
import axios from 'axios';
export const sortTasks = (up: boolean) =>
  axios.post('/api/tasks/sort', { order: up ? 'asc' : 'desc' });
"""})
    assert [c["name"] for c in contract["capabilities"]] == ["update_task_sort"]


def test_naming_words():
    assert action_words("getUsers", NAMING_WORDS) == ["get", "users"]
    assert action_words("getUsers") == []                   # no split by a read word alone
    assert Discriminator("body:action", "storeSiteData", "cluster.action-value", (),
                         ()).action == ["store", "site", "data"]
    assert Discriminator("body:kind", "book", "cluster.handler-verbs", (), (),
                         "search").action == ["search"]


CALLBACKS = """\
import axios from 'axios';
import { closed } from './dialog';

export function askFirst(id: string) {
  closed().subscribe(() => axios.delete(`/v2/templates/${id}`));
  closed().subscribe(() => axios.post('/v2/snapshots', { id }));
}
"""


def test_an_anonymous_callback_names_no_verb(derive_files):
    caps = by_name(derive_files({"src/api.ts": CALLBACKS,
                                 "src/dialog.ts": "export const closed = () => null as any;\n"}))
    assert sorted(caps) == ["create_snapshot", "delete_template"]
    sites = caps["delete_template"]["implementation"]["requests"][0]["callSites"]
    assert sites[0]["function"].startswith("<callback ")
    assert [e["rule"] for e in caps["delete_template"]["evidence"]["/name"]] == ["name.method"]


WHOLE_BODY = """\
export async function manage(payload: { action: string; data?: unknown }) {
  const res = await fetch('/manage/api', { method: 'POST', body: JSON.stringify(payload) });
  return res.json();
}

export const loadMonitors = () => manage({ action: 'getMonitors', data: { page: 1 } });
export const dropMonitor = (tag: string) => manage({ action: 'deleteMonitor', data: { tag } });
"""


def test_a_helper_sending_its_argument_as_the_body_is_followed_per_caller(derive_files):
    caps = by_name(derive_files({"src/api.ts": WHOLE_BODY}))
    assert sorted(caps) == ["delete_monitor_manage", "get_monitors_manage"]
    drop = caps["delete_monitor_manage"]
    assert bindings(drop)["body:action"] == "=deleteMonitor"
    assert effect(drop) == ("delete", ["side-effect.discriminator-value"])
    site = drop["implementation"]["requests"][0]["callSites"][0]
    assert (site["rule"], site["function"], site["line"]) == (
        "wrapper.literal-field-arguments", "dropMonitor", line_of(WHOLE_BODY, "'deleteMonitor'"))


def test_a_helper_whose_callers_send_one_operation_stays_one_tool(derive_files):
    contract = derive_files({"src/api.ts": """\
export const save = (note: { title: string; pinned: boolean }) =>
  fetch('/api/notes', { method: 'POST', body: JSON.stringify(note) });
export const saveA = () => save({ title: 'a', pinned: true });
export const saveB = (title: string) => save({ title, pinned: true });
"""})
    assert [c["name"] for c in contract["capabilities"]] == ["create_note"]
