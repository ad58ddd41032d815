"""A ``GET`` of a collection whose path names one item (``passes/list_reads.py``, rule
``name.list-read``): a list when every function making it names many of that thing or its
declared response type is an array of it, named ``list_`` with the noun plural; otherwise the
path's name stands."""
from __future__ import annotations

from code2skill.passes.list_reads import (
    is_array_type, list_name, list_proof, names_many, unwrapped,
)
from conftest import capability


def test_names_many_needs_a_read_verb_and_the_plural_of_the_noun():
    assert names_many("getAllPresets", "preset")
    assert names_many("presetService.loadPresets", "preset")
    assert not names_many("getPreset", "preset")
    assert not names_many("listTorrents", "info")           # GET /torrents/info
    assert not names_many("savePresets", "preset")          # no read verb
    assert not names_many("getDetails", "detail")           # a mass noun
    assert not names_many("<callback promise.then>", "preset")


def test_array_types_are_read_through_promises_and_observables():
    assert unwrapped("Promise< Project[] >") == "Project[]"
    assert is_array_type("Promise<Project[]>")
    assert is_array_type("Observable<ReadonlyArray<Project>>")
    assert is_array_type("Array<Preset>")
    assert not is_array_type("Promise<Project>")
    assert not is_array_type("Promise<Project[] | null>")
    assert not is_array_type("Promise<{items: Project[]}>")
    assert not is_array_type("Promise<Map<string, Project[]>>")


def test_list_proof_reads_functions_then_declared_types():
    assert list_proof("GET", "get_preset", "/api/v1/preset", ["getAllPresets"], []) == \
        "function getAllPresets names many"
    assert list_proof("GET", "get_project", "/api/v1/project", ["getWorkspaceContent"],
                      ["Promise<Project[]>"]) == "declared type Promise<Project[]> is an array"
    assert list_proof("GET", "get_upload_recent", "/uploads/recent", ["getRecent"],
                      ["Promise<Upload[]>"]) is None      # the array holds no 'recent'
    assert list_proof("GET", "get_project", "/api/v1/project/{id}", ["getAllProjects"],
                      []) is None                          # one item by its id
    assert list_proof("POST", "get_project", "/api/v1/project", ["getAllProjects"],
                      []) is None
    assert list_proof("GET", "get_project", "/api/v1/project",
                      ["getAllProjects", "getProject"], []) is None


def test_list_name_makes_the_last_noun_plural():
    assert list_name("get_project") == "list_projects"
    assert list_name("get_user_box") == "list_user_boxes"


def test_singular_collection_paths_are_named_as_lists(derive_files):
    contract = derive_files({"src/api.ts": (
        "interface Project { id: string }\n"
        "interface Preset { id: string }\n"
        "export async function getWorkspaceContent(): Promise<Project[]> {\n"
        "  return fetch('/api/v1/project').then(res => res.json());\n}\n"
        "export async function loadProject(id: string): Promise<Project> {\n"
        "  return fetch(`/api/v1/project/${id}`).then(res => res.json());\n}\n"
        "export async function getAllPresets(): Promise<Preset> {\n"
        "  return fetch('/api/v1/preset').then(res => res.json());\n}\n"
        "export async function getProfile(): Promise<Project> {\n"
        "  return fetch('/api/v1/profile').then(res => res.json());\n}\n")})
    projects = capability(contract, "GET", "/api/v1/project")
    assert projects["name"] == "list_projects"
    assert [(e["rule"], e["note"]) for e in projects["evidence"]["/name"]] == [
        ("name.list-read", "declared type Promise<Project[]> is an array")]
    assert capability(contract, "GET", "/api/v1/project/{id}")["name"] == "get_project"
    assert capability(contract, "GET", "/api/v1/preset")["name"] == "list_presets"
    assert capability(contract, "GET", "/api/v1/profile")["name"] == "get_profile"
