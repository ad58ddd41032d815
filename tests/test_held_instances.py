"""Rule ``wrapper.held-instances``: a member read elsewhere is no mention of a class's method
when every instance of the class stays in the binding it is made into, read only as the
receiver of called members (module :mod:`code2skill.passes.held_instances`)."""
from __future__ import annotations

from conftest import capability, endpoints, uncalled_tool

API = """\
export class GroupAPI {
  constructor(groupId) { this.groupId = groupId; }
  _req = async (method, path = "") => fetch(`/api/groups/${this.groupId}${path}`, { method });
  addMember = async (userId) => this._req("PUT", `/users/${userId}`);
  isManager = async (userId) => this._req("GET", `/users/${userId}`);
}
"""
ADD = """\
<script>
  import { GroupAPI } from "./groups";
  const { groupId } = $props();
  const groupAPI = $derived(new GroupAPI(groupId));
  const add = async (id) => { await groupAPI.addMember(id); };
  const toggle = async (id, isManager) => { if (isManager) await add(id); };
</script>
<button onclick={() => add("u1")}>Add</button>
"""
MENU = """\
<script>
  const { groups } = $props();
</script>
{#each groups as group}{#if group.isManager}<a href="/admin">Manage</a>{/if}{/each}
"""


def items(contract: dict, name: str) -> list[tuple[str, str]]:
    return [(r["severity"], r["evidence"][0]["rule"]) for r in contract["review"]
            if r["capability"] == name and r["severity"] != "low" or uncalled_tool(r) == name]


def test_a_member_read_of_other_data_reaches_no_held_instance(derive_files):
    """``group.isManager`` of a component's data and the parameter ``isManager`` of a
    function in a file importing the class name no instance of it."""
    contract = derive_files({"src/groups.js": API, "src/AddUser.svelte": ADD,
                             "src/Menu.svelte": MENU})
    assert ("GET", "/api/groups/{groupId}/users/{userId}") not in endpoints(contract)
    name = next(uncalled_tool(r) for r in contract["review"]
                if "GET /api/groups/{groupId}/users/{userId}" in r["message"])
    assert items(contract, name) == [("low", "wrapper.never-called")]
    item = next(r for r in contract["review"] if uncalled_tool(r) == name
                and r["evidence"][0]["rule"] == "wrapper.never-called")
    assert [e["rule"] for e in item["evidence"]] == ["wrapper.never-called",
                                                    "wrapper.held-instances"]
    added = capability(contract, "PUT", "/api/groups/{groupId}/users/{userId}")["name"]
    assert ("low", "wrapper.never-called") not in items(contract, added)


def test_an_instance_handed_on_keeps_every_member_read(derive_files):
    """A binding read as a value (handed to a child component) may reach any code, which the
    member read there may be: no never-called item."""
    handed = ADD.replace('<button onclick={() => add("u1")}>Add</button>',
                         '<button onclick={() => add("u1")}>Add</button>\n'
                         '<Menu api={groupAPI} groups={[]} />')
    contract = derive_files({"src/groups.js": API, "src/AddUser.svelte": handed,
                             "src/Menu.svelte": MENU})
    name = capability(contract, "GET", "/api/groups/{groupId}/users/{userId}")["name"]
    assert ("low", "wrapper.never-called") not in items(contract, name)


def test_a_returned_instance_keeps_every_member_read(derive_files):
    made = "import { GroupAPI } from './groups';\nexport const make = (id) => new GroupAPI(id);\n"
    contract = derive_files({"src/groups.js": API, "src/AddUser.svelte": ADD,
                             "src/Menu.svelte": MENU, "src/make.js": made})
    name = capability(contract, "GET", "/api/groups/{groupId}/users/{userId}")["name"]
    assert ("low", "wrapper.never-called") not in items(contract, name)


def test_an_instance_its_own_method_hands_away_keeps_every_member_read(derive_files):
    """A method passing ``this`` on (``new Operation({api: this})``, whose ``perform`` calls
    ``this.api.isManager(…)``) lets the instance reach code that may call any method: the
    member read stays a possible call, no never-called item (Convos' ``Api.spec``)."""
    handing = API.replace(
        '  isManager = async',
        '  op(id) { return { api: this, id }; }\n  isManager = async')
    contract = derive_files({"src/groups.js": handing, "src/AddUser.svelte": ADD,
                             "src/Menu.svelte": MENU})
    name = capability(contract, "GET", "/api/groups/{groupId}/users/{userId}")["name"]
    assert ("low", "wrapper.never-called") not in items(contract, name)
