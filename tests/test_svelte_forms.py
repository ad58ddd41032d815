"""Rules svelte.form-action (:mod:`code2skill.svelte_forms`) and svelte.prop-binding
(:mod:`code2skill.svelte_props`): a form component's submit handler and an upload
component's URL prop give one request per parent element."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.extractors.module_facts import extract_module
from code2skill.svelte_forms import form_action_prop, submitted_form_index
from code2skill.svelte_props import component_props, rune_props

FETCH = """\
export async function fetchPost(uri: string, payload?: Object) {
    return fetch(uri, { method: 'POST', headers: { 'Content-Type': 'application/json' },
                        body: JSON.stringify(payload) });
}
export async function uploadFile(method: string, url: string, file: File) {
    const data = new FormData();
    data.append('file', file);
    return fetch(url, { method, body: data });
}
"""

FORM = """\
<script lang="ts">
    let { action, onSubmit, children } = $props();
    function submit(ev: SubmitEvent) {
        ev.preventDefault();
        const form = ev.currentTarget;
        onSubmit(form, new URLSearchParams());
    }
</script>
<form {action} method="POST" onsubmit={submit}>{@render children()}</form>
"""

# a component that hands its handler no form: its callback's argument is not the element
PANEL = """\
<script lang="ts">
    let { action, onSubmit } = $props();
</script>
<form {action}><button onclick={() => onSubmit('x')}>go</button></form>
"""

UPLOAD = """\
<script lang="ts">
    import { uploadFile } from './fetch';
    let { method = 'PUT', url } = $props();
    async function upload(file: File) { await uploadFile(method, url, file); }
</script>
<input type="file" onchange={(e) => upload(e.currentTarget.files[0])} />
"""

ROLES = """\
<script lang="ts">
    import Form from './Form.svelte';
    import Panel from './Panel.svelte';
    import InputFile from './InputFile.svelte';
    import { fetchPost } from './fetch';
    let { role } = $props();
    let name = $state('');
    async function onSubmit(form: HTMLFormElement) {
        await fetchPost(form.action, { name });
    }
    async function onPanel(form: HTMLFormElement) {
        await fetchPost(form.action, { name });
    }
</script>
<Form action="/api/roles" {onSubmit}><input bind:value={name} /></Form>
<Form action={`/api/roles/${role.id}`} onSubmit={onSubmit}><input /></Form>
<Form action={pick(name)} {onSubmit}><input /></Form>
<Panel action="/api/panel" onSubmit={onPanel} />
<InputFile url={`/api/roles/${role.id}/logo`} />
<InputFile method="POST" url="/api/logos" />
"""

# one action of two, and a handler sending a different request for each: not paired here
LOOKUP = """\
<script lang="ts">
    import Form from './Form.svelte';
    import { fetchPost } from './fetch';
    let lookup = $state(true);
    let action = $derived(lookup ? '/api/providers/lookup' : '/api/providers/create');
    async function onSubmit(form: HTMLFormElement) {
        if (lookup) {
            await fetchPost(form.action, { issuer: 'x' });
        } else {
            await fetchPost(form.action, { name: 'y' });
        }
    }
</script>
<input type="checkbox" bind:checked={lookup} />
<Form {action} {onSubmit}><input /></Form>
"""

APP = {"src/fetch.ts": FETCH, "src/Form.svelte": FORM, "src/Panel.svelte": PANEL,
       "src/InputFile.svelte": UPLOAD, "src/Roles.svelte": ROLES}


def module(path: str, source: str):
    return extract_module(path, "sfc", source.encode())


def test_a_form_component_binds_its_action_prop_and_hands_over_the_form():
    form = module("src/Form.svelte", FORM)
    assert component_props(form) == {"action", "onSubmit", "children"}
    assert form_action_prop(form) == "action"
    assert submitted_form_index(form, "onSubmit") == 0
    panel = module("src/Panel.svelte", PANEL)
    assert form_action_prop(panel) == "action"
    assert submitted_form_index(panel, "onSubmit") is None


def test_rune_props_keep_literal_defaults():
    props = dict(rune_props(module("src/InputFile.svelte", UPLOAD)))
    assert set(props) == {"method", "url"}
    assert props["method"].value == "PUT" and props["url"] is None


def test_each_form_element_names_its_request(derive_files):
    contract = derive_files(APP)
    made = capability(contract, "POST", "/api/roles")
    assert bindings(made) == {"body:name": "name"}
    site = made["implementation"]["requests"][0]["callSites"][0]
    assert (site["file"], site["line"], site["rule"]) == ("src/Roles.svelte", 15,
                                                          "svelte.form-action")
    assert site["via"][0]["line"] == 9                    # the request in the handler
    capability(contract, "POST", "/api/roles/{id}")


def test_an_action_not_shown_is_one_review_item_at_the_element(derive_files):
    contract = derive_files(APP)
    items = [r for r in contract["review"] if "svelte.form-action" in r["message"]]
    assert [(r["severity"], r["evidence"][0]["file"], r["evidence"][0]["line"])
            for r in items] == [("medium", "src/Roles.svelte", 17)]


def test_requests_not_paired_with_one_of_several_actions_are_reviewed(derive_files):
    contract = derive_files({**APP, "src/Providers.svelte": LOOKUP})
    assert not any("providers" in path for _, path in endpoints(contract))
    items = [r for r in contract["review"] if "svelte.form-action" in r["message"]
             and r["evidence"][0]["file"] == "src/Providers.svelte"]
    assert [(r["severity"], r["evidence"][0]["line"]) for r in items] == [("medium", 15)]
    assert "which of its 2 requests goes to which of the 2 actions" in items[0]["message"]


def test_a_handler_the_component_gives_no_form_is_not_read(derive_files):
    assert not any(path.startswith("/api/panel") for _, path in endpoints(derive_files(APP)))


def test_each_upload_element_names_its_request(derive_files):
    contract = derive_files(APP)
    logo = capability(contract, "PUT", "/api/roles/{id}/logo")
    site = logo["implementation"]["requests"][0]["callSites"][0]
    assert (site["file"], site["line"], site["rule"]) == ("src/Roles.svelte", 19,
                                                          "svelte.prop-binding")
    capability(contract, "POST", "/api/logos")           # its own method, not the default


def test_a_member_the_markup_binds_is_an_input(derive_files):
    state = ROLES.replace("let name = $state('');", "let group = $state({ name: '' });") \
        .replace("{ name }", "group").replace("bind:value={name}", "bind:value={group.name}")
    contract = derive_files({**APP, "src/Roles.svelte": state})
    assert bindings(capability(contract, "POST", "/api/roles")) == {"body:name": "name"}


# Svelte 4: props declared with `export let`, the form handed over through a dispatched
# callback prop all the same
FORM4 = """\
<script>
    export let action;
    export let onSubmit;
    function submit(ev) { ev.preventDefault(); onSubmit(ev.currentTarget); }
</script>
<form {action} on:submit={submit}><slot /></form>
"""

UPLOAD4 = """\
<script>
    import { uploadFile } from './fetch';
    export let url;
    export let method = 'PUT';
    async function upload(file) { await uploadFile(method, url, file); }
</script>
<input type="file" on:change={(e) => upload(e.currentTarget.files[0])} />
"""

PAGE4 = """\
<script>
    import Form from './Form4.svelte';
    import InputFile from './Upload4.svelte';
    import { fetchPost } from './fetch';
    export let team;
    let name = '';
    async function onSubmit(form) { await fetchPost(form.action, { name }); }
</script>
<Form action="/api/teams" {onSubmit}><input bind:value={name} /></Form>
<InputFile url="/api/teams/{team.id}/logo" />
<InputFile method="POST" url="/api/avatars" />
"""


def test_svelte_4_exported_props_name_a_request_per_element(derive_files):
    contract = derive_files({"src/fetch.ts": FETCH, "src/Form4.svelte": FORM4,
                             "src/Upload4.svelte": UPLOAD4, "src/Page.svelte": PAGE4})
    assert bindings(capability(contract, "POST", "/api/teams")) == {"body:name": "name"}
    capability(contract, "PUT", "/api/teams/{id}/logo")      # the default method
    capability(contract, "POST", "/api/avatars")             # the element's own
    assert not any(method == "PUT" and path == "/api/avatars"
                   for method, path in endpoints(contract))
