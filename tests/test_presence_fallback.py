"""Rule ``value.presence-fallback``: ``x !== undefined ? x : y`` is ``x ?? y``, so a typed
argument handed through a wrapper that falls back on a config member keeps its declared
members (``dto: CreateThingDto`` → one body field per member), never one opaque body."""
from conftest import bindings, capability

from code2skill.presence_fallback import fallback_pair
from code2skill.values import LitV, ParamV, UnknownV

CLIENT = (
    "import ky from 'ky';\n"
    "interface Config { data?: unknown }\n"
    "class Client {\n"
    "  private client = ky.create({});\n"
    "  private async perform(method: string, url: string, data?: unknown, config: Config = {}) {\n"
    "    const body = data !== undefined ? data : config.data;\n"
    "    const options: any = { method };\n"
    "    if (body != null) options.json = body;\n"
    "    return this.client('/api' + url, options);\n"
    "  }\n"
    "  post(url: string, data?: unknown, config?: Config) {\n"
    "    return this.perform('POST', url, data, config);\n"
    "  }\n"
    "}\n"
    "export const api = new Client();\n")
SERVICE = (
    "import { api } from './client';\n"
    "export interface CreateThingDto { name: string; size?: number }\n"
    "export function createThing(dto: CreateThingDto) {\n"
    "  return api.post('/things', dto);\n"
    "}\n"
    "export function tagThing(id: string, tag?: string) {\n"
    "  return api.post(`/things/${id}/tags`, tag ? { tag } : undefined);\n"
    "}\n")


def test_typed_argument_keeps_its_members_through_the_fallback(derive_files):
    contract = derive_files({"src/client.ts": CLIENT, "src/things.ts": SERVICE})
    create = capability(contract, "POST", "/api/things")
    assert bindings(create) == {"body:name": "name", "body:size": "size"}
    assert create["inputSchema"]["required"] == ["name"]
    assert not [r for r in contract["review"] if r["capability"] == create["name"]
                and r["severity"] == "medium"]


def test_fallback_pair_shapes():
    x, y = ParamV("f", "data"), UnknownV("no-member")
    assert fallback_pair((x, "!==", None), (x, y)) == (x, y)
    assert fallback_pair((x, "!=", None), (x, y)) == (x, y)
    assert fallback_pair((x, "===", None), (y, x)) == (x, y)
    assert fallback_pair((x, "truthy", None), (x, y)) == (x, y)
    assert fallback_pair((x, "falsy", None), (y, x)) == (x, y)


def test_other_ternaries_keep_their_test():
    x, other = ParamV("f", "data"), ParamV("f", "other")
    assert fallback_pair((x, "!==", None), (other, x)) is None     # keeps another value
    assert fallback_pair((x, "===", None), (x, other)) is None     # keeps x when unset
    assert fallback_pair((x, "!==", "a"), (x, other)) is None      # no presence test
    assert fallback_pair((x, "startsWith", "http"), (x, LitV(None))) is None
