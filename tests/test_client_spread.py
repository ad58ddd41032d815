"""Rule ``value.client-spread``: an object spreading a configured client keeps the client's
methods (``{...createClient({baseUrl}), baseUrl}``); a method of an object spread from a value
the source does not show is an unknown client's reviewed call, never silence."""
from __future__ import annotations

FILES = {
    "package.json": '{"name": "pol", "dependencies": {"openapi-fetch": "0.13.0"}}',
    "src/client/index.ts": """\
import createOpenAPIFetchClient from 'openapi-fetch'
export const createClient = (baseUrl: string) => ({
  ...createOpenAPIFetchClient<any>({ baseUrl, credentials: 'include' }),
  baseUrl,
})
""",
    "src/app/client.ts": """\
import { createClient } from '../client'
export const api = createClient(process.env.NEXT_PUBLIC_API_URL as string)
""",
    "src/app/use.ts": """\
import { api } from './client'
import makeClient from 'mystery-client'
const other = { ...makeClient({ base: '/x' }), version: 2 }
export const submit = (body: { text: string }) => api.POST('/v1/feedbacks/', { body })
export const list = () => api.GET('/v1/feedbacks/')
export const ping = () => other.post('/v1/ping', {})
""",
}


def test_spread_client_keeps_its_methods(derive_files):
    contract = derive_files(FILES)
    got = sorted((c["implementation"]["requests"][0]["method"],
                  c["implementation"]["requests"][0]["pathTemplate"])
                 for c in contract["capabilities"])
    assert got == [("GET", "/v1/feedbacks/"), ("POST", "/v1/feedbacks/")]
    reviewed = [(r["evidence"][0]["file"], r["evidence"][0]["line"]) for r in contract["review"]
                if r["message"].startswith("call of other.post")]
    assert reviewed == [("src/app/use.ts", 6)]
    assert contract["source"]["coverage"]["byLibrary"]["unknown"]["reviewed"] == 1
