"""Rule ``body.caller-shape`` through :mod:`code2skill.sent_alternatives`: a declared string
member that every way of calling sends only as fixed text — the callers' objects, followed
through the parameters they spread — is an ``enum`` of those texts; a way not known (a free
caller, a spread whose type lists no members) leaves the declared type."""
from __future__ import annotations

from conftest import capability

TYPES = """
export interface CreateFlagPayload {
  description: string
  template?: string
}
export interface Open { [key: string]: unknown }
"""

CRUD = """
import axios from 'axios'
import type { CreateFlagPayload } from './types'
export const createFlag = (body: CreateFlagPayload) => axios.post('/api/flags', body)
export const createVariant = (body: CreateFlagPayload) => axios.post('/api/variants', body)
export const createTag = (body: CreateFlagPayload) => axios.post('/api/tags', body)
"""

PAGE = """
import type { CreateFlagPayload, Open } from './types'
import * as crud from './crud'
interface Vm { newFlag: { description: string }; extra: Open }
export function createFlag(vm: Vm, params?: Partial<CreateFlagPayload>): void {
  const payload: CreateFlagPayload = params ? { ...vm.newFlag, ...params } : { ...vm.newFlag }
  crud.createFlag(payload)
}
export function createBooleanFlag(vm: Vm): void {
  createFlag(vm, { template: 'simple_boolean_flag' })
}
export function createVariant(vm: Vm, template: string): void {
  crud.createVariant({ ...vm.newFlag, template })           // a free caller's text
}
export function createTag(vm: Vm): void {           // (two texts, then an open spread)
  crud.createTag({ description: 'tag', template: vm.extra ? "plain" : "fancy", ...vm.extra })
}
"""


def test_a_member_sent_as_one_text_through_a_spread_parameter_is_an_enum(derive_files):
    contract = derive_files({"package.json": '{"name": "flags"}', "src/types.ts": TYPES,
                             "src/crud.ts": CRUD, "src/page.ts": PAGE})
    schema = capability(contract, "POST", "/api/flags")["inputSchema"]
    assert schema["properties"]["template"] == {
        "description": "Template of the flag.", "enum": ["simple_boolean_flag"],
        "type": "string"}
    assert schema["required"] == ["description"]                  # the plain flag sends none
    variant = capability(contract, "POST", "/api/variants")["inputSchema"]["properties"]
    assert "enum" not in variant["template"]                      # createVariant is uncalled
    tag = capability(contract, "POST", "/api/tags")["inputSchema"]["properties"]
    assert "enum" not in tag["template"]    # the open spread after it may send any template
