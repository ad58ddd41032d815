"""A TypeScript class used as a DTO type has the fields of the type it extends (rule
``ts.class-extends``: across modules, a generic parent with its arguments substituted); a
type extending one whose members the source does not show keeps what is shown and gets one
low review item (rule ``ts.unshown-parent``)."""
from __future__ import annotations

from conftest import capability

from code2skill.extract import extract_module

PACKAGE = '{"name": "app", "dependencies": {"axios": "^1.6.0"}}'

BASE = """\
export class Entity { id!: number; createdAt?: string }
export interface Page<T> { items: T[]; total: number }
"""

MODELS = """\
import { Entity, Page } from './base';
import { Owned } from 'shared-models';

export class TagDto extends Entity { name!: string; color?: string }
export class TagRef extends Entity {}
export class TagPage extends PageOf<TagDto> { query?: string }
export interface PageOf<T> extends Page<T> { next?: string }
export class SharedTag extends Owned { label!: string }
export class Service extends Entity { load() { return 1 } }
"""

API = """\
import axios from 'axios';
import { SharedTag, TagDto, TagPage, TagRef } from './models';

export const saveTag = (dto: TagDto) => axios.post('/api/tags', dto);
export async function getTag(id: number): Promise<TagRef> {
  return (await axios.get<TagRef>('/api/tags/' + id)).data;
}
export async function listTags(): Promise<TagPage> {
  return (await axios.get<TagPage>('/api/tags')).data;
}
export const share = (tag: SharedTag) => axios.post('/api/shared', tag);
export async function shared(): Promise<SharedTag> {
  return (await axios.get<SharedTag>('/api/shared')).data;
}
"""


def derive(derive_files) -> dict:
    return derive_files({"package.json": PACKAGE, "src/base.ts": BASE,
                         "src/models.ts": MODELS, "src/api.ts": API})


def test_a_class_body_has_the_fields_of_the_class_it_extends(derive_files):
    save = capability(derive(derive_files), "POST", "/api/tags")
    assert sorted(save["inputSchema"]["properties"]) == ["color", "createdAt", "id", "name"]
    assert save["inputSchema"]["required"] == ["id", "name"]


def test_a_class_that_only_extends_is_its_parents_shape(derive_files):
    tag = capability(derive(derive_files), "GET", "/api/tags/{id}")
    assert tag["outputSchema"] == {"type": "object", "required": ["id"], "properties": {
        "id": {"type": "number"}, "createdAt": {"type": "string"}}}


def test_a_generic_parent_is_read_with_its_argument(derive_files):
    page = capability(derive(derive_files), "GET", "/api/tags")["outputSchema"]
    assert sorted(page["properties"]) == ["items", "next", "query", "total"]
    assert sorted(page["properties"]["items"]["items"]["properties"]) == [
        "color", "createdAt", "id", "name"]
    assert page["required"] == ["items", "total"]


def test_an_unshown_parent_keeps_what_is_shown_and_is_reviewed(derive_files):
    contract = derive(derive_files)
    share = capability(contract, "POST", "/api/shared")
    assert sorted(share["inputSchema"]["properties"]) == ["label"]
    shared = capability(contract, "GET", "/api/shared")
    assert shared["outputSchema"]["properties"] == {"label": {"type": "string"}}
    items = sorted((r["capability"], r["message"].split(",")[0], r["evidence"][0]["line"],
                    r["evidence"][0]["rule"]) for r in contract["review"]
                   if "Owned" in r["message"])
    assert items == [
        (shared["name"], "the output's type extends Owned", 8, "ts.unshown-parent"),
        (share["name"], "the body's type extends Owned", 8, "schema.review")]


def test_only_a_data_class_or_one_with_typed_fields_is_a_type():
    facts = extract_module("src/models.ts", "typescript", MODELS.encode())
    assert facts.types["TagDto"].extends == ("Entity",)
    assert facts.types["TagRef"].extends == ("Entity",)
    assert facts.types["TagRef"].members == ()
    assert facts.types["TagPage"].extends == ("PageOf<TagDto>",)
    assert "Service" not in facts.types
