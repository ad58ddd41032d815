"""Placeholder values (``code2skill.placeholders``): blank class-field initialisers, blank
Svelte prop defaults and empty path segments never become a caller's constant."""
from __future__ import annotations

from code2skill.facts import Arr, Call, ExportFact, Lit, ModuleFacts, Obj, Prop, Ref
from code2skill.placeholders import (blank_initialiser, blank_prop_default, empty_segment,
                                     empty_text, svelte_prop_placeholder, text_after,
                                     text_before)
from code2skill.values import HoleV, StrV, Text, UnknownV

from conftest import bindings, capability, endpoints, sample_files


def test_blank_initialisers():
    assert blank_initialiser(Lit(""))
    assert blank_initialiser(Lit(None))
    assert blank_initialiser(Ref("undefined"))
    assert not blank_initialiser(Lit("/api/v1/node"))
    assert not blank_initialiser(Lit(0))
    assert not blank_initialiser(Ref("DEFAULT_ID"))
    assert not blank_initialiser(None)


def test_blank_prop_defaults():
    assert blank_prop_default(Lit(""))
    assert blank_prop_default(Obj(()))
    assert blank_prop_default(Arr(()))
    assert blank_prop_default(Call(Ref("Device"), (), new=True))
    assert not blank_prop_default(Call(Ref("Device"), (Obj(()),), new=True))
    assert not blank_prop_default(Call(Ref("makeDevice"), ()))
    assert not blank_prop_default(Obj((Prop("id", Lit("1")),)))
    assert not blank_prop_default(Lit("/config/tariffs"))


def test_empty_segment_needs_a_slash_on_both_sides():
    assert empty_segment("/api/v1/node/", "/tags")
    assert not empty_segment("/api/v1/node/", None)          # the collection itself
    assert not empty_segment("/items/", "?page=1")
    assert not empty_segment("/api/v1/node", "/tags")        # `/node${suffix}/tags`
    assert not empty_segment("/items/", "-archived")
    assert not empty_segment("/items/", "")                  # another hole follows
    assert not empty_segment(None, "/tags")                  # at the start: a base


def test_neighbouring_texts_skip_empty_literals():
    parts = [Text("/api/"), Text("")]
    assert text_before(parts) == "/api/"
    assert text_before([Text("/api/"), HoleV("x", UnknownV("u"))]) is None
    assert text_after((Text(""), Text("/tags"))) == "/tags"
    assert text_after(()) is None
    assert text_after((HoleV("x", UnknownV("u")),)) == ""
    assert empty_text(StrV((Text(""),)))
    assert not empty_text(StrV((Text("a"),)))


def test_svelte_prop_placeholder_only_for_exported_blank_lets_of_components():
    module = ModuleFacts("C.svelte", "svelte", "")
    module.exports.append(ExportFact("device", local="device"))
    module.exports.append(ExportFact("endpoint", local="endpoint"))
    module.bindings.update({"device": [Call(Ref("Device"), (), new=True)],
                            "endpoint": [Lit("/config/mqtt")], "draft": [Lit("")]})
    assert svelte_prop_placeholder("C.svelte", module, "device")
    assert not svelte_prop_placeholder("C.svelte", module, "endpoint")    # a real default
    assert not svelte_prop_placeholder("C.svelte", module, "draft")       # not a prop
    assert not svelte_prop_placeholder("c.ts", module, "device")          # not a component


WRAPPER = ("export async function removeDevice(deviceID: string) {\n"
           "  return fetch(`/api/v1/node/${deviceID}`, { method: 'DELETE' });\n}\n")


def test_blank_field_of_a_new_instance_is_an_input(derive_files):
    """Rule this.placeholder-field: `id = ''` of `new User()` is not the id sent."""
    contract = derive_files({
        "src/classes.ts": "export class User { id: string = ''; name = ''; }\n",
        "src/drafts.ts": "import { User } from './classes';\nconst draft = new User();\n"
                         "export function drop() {\n"
                         "  return fetch(`/api/v1/user/${draft.id}`, { method: 'DELETE' });\n}\n",
    })
    assert endpoints(contract) == {("DELETE", "/api/v1/user/{id}")}
    assert bindings(capability(contract, "DELETE", "/api/v1/user/{id}")) == {"path:id": "id"}


def test_blank_field_gives_way_to_method_writes(derive_files):
    contract = derive_files({"src/session.ts": (
        "export class Session {\n  userId = '';\n"
        "  login(user: { id: string }) { this.userId = user.id; }\n"
        "  profile() { return fetch(`/api/v1/user/${this.userId}/profile`); }\n}\n")})
    assert endpoints(contract) == {("GET", "/api/v1/user/{userId}/profile")}


def test_blank_field_a_subclass_sets_is_the_default_of_the_others(derive_files):
    contract = derive_files({"src/base.ts": (
        "export class Base {\n  entity = '';\n"
        "  list() { return fetch(`/api/items${this.entity}`); }\n}\n"
        "export class Archived extends Base {\n"
        "  constructor() { super(); this.entity = '/archived'; }\n}\n"
        "export const all = () => new Base().list();\n"
        "export const archived = () => new Archived().list();\n")})
    assert endpoints(contract) == {("GET", "/api/items"), ("GET", "/api/items/archived")}


def test_empty_last_segment_keeps_its_path_parameter(derive_files):
    """Rule ``wrapper.empty-segment-argument``: an empty text a caller passes for a whole
    path segment never erases the segment (it would send ``/api/v1/items/``); the segment
    stays the wrapper's ``{id}``."""
    contract = derive_files({
        "src/api.ts": ("export function items(id: string) {\n"
                       "  return fetch(`/api/v1/items/${id}`);\n}\n"),
        "src/list.ts": ("import { items } from './api';\n"
                        "export const all = () => items('');\n"),
    })
    assert endpoints(contract) == {("GET", "/api/v1/items/{id}")}


def test_non_blank_field_initialiser_is_still_its_value(derive_files):
    contract = derive_files({"src/api.ts": (
        "class Routes { nodes = '/api/v1/node'; }\nconst routes = new Routes();\n"
        "export function nodes() { return fetch(routes.nodes); }\n")})
    assert endpoints(contract) == {("GET", "/api/v1/node")}


def test_svelte_prop_default_is_what_the_parent_passes(derive_files):
    """Rule svelte.prop-default: `export let tag = ''` is the parent's value, an input."""
    contract = derive_files({"src/Nodes.svelte": (
        "<script lang=\"ts\">\n  export let tag = '';\n"
        "  function load() { return fetch(`/api/v1/node?tag=${tag}`); }\n</script>\n"
        "<button on:click={load}>Load</button>\n")})
    assert endpoints(contract) == {("GET", "/api/v1/node")}
    assert bindings(capability(contract, "GET", "/api/v1/node")) == {"query:tag": "tag"}


def test_svelte_prop_with_a_real_default_keeps_it(derive_files):
    contract = derive_files({"src/Nodes.svelte": (
        "<script lang=\"ts\">\n  export let tag = 'router';\n"
        "  function load() { return fetch(`/api/v1/node?tag=${tag}`); }\n</script>\n"
        "<button on:click={load}>Load</button>\n")})
    assert bindings(capability(contract, "GET", "/api/v1/node")) == {"query:tag": "=router"}


def test_empty_argument_never_collapses_a_path_segment(derive_files):
    """Rule path.empty-segment: `listFiles('')` keeps `{folderId}`, not `/folders/files`."""
    contract = derive_files({
        "src/api.ts": ("export function listFiles(folderId: string) {\n"
                       "  return fetch(`/api/v1/folders/${folderId}/files`);\n}\n"),
        "src/root.ts": ("import { listFiles } from './api';\n"
                        "export function listRoot() { return listFiles(''); }\n"),
    })
    assert endpoints(contract) == {("GET", "/api/v1/folders/{folderId}/files")}


def test_empty_text_inside_a_segment_still_joins(derive_files):
    contract = derive_files({"src/api.ts": (
        "const suffix = '';\n"
        "export function items() { return fetch(`/api/v1/items${suffix}`); }\n")})
    assert endpoints(contract) == {("GET", "/api/v1/items")}


def test_sample_devices_keep_their_ids(derive_files):
    files = sample_files("placeholder-fields", "src/lib/classes.ts", "src/lib/api.ts",
                         "src/lib/devices/RemoveDevice.svelte",
                         "src/lib/devices/DeviceTags.svelte")
    contract = derive_files(files)
    assert ("DELETE", "/api/v1/node") not in endpoints(contract)
    assert {("DELETE", "/api/v1/node/{deviceID}"),
            ("POST", "/api/v1/node/{deviceID}/tags")} <= endpoints(contract)
    tags = capability(contract, "POST", "/api/v1/node/{deviceID}/tags")
    assert bindings(tags)["path:deviceID"] == "deviceID"
    assert bindings(tags)["body:tags"] == "tags"
