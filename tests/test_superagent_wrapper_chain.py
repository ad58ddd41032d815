"""Rule ``superagent.wrapper-chain``: a wrapper returning superagent's request builder leaves
the calls chained at its call site (``requests.post(url).send({x})``) to build the request."""
from __future__ import annotations

from test_recognisers import check

FILES = {
    "src/services/requests.ts": """\
import * as superagent from 'superagent'
import { SuperAgentRequest } from 'superagent'
const auth = (req: SuperAgentRequest) => req.on('error', handle)
function handle(err: any) { if (err.status === 401) { document.location.href = '/login' } }
export const apiUrl = (url: string) => `/${url}`
export default {
  get(url: string) { return auth(superagent.get(apiUrl(url))) },
  post(url: string) { return auth(superagent.post(apiUrl(url))) },
  put(url: string) { return auth(superagent.put(apiUrl(url))) },
}
""",
    "src/services/things.ts": """\
import requests from './requests'
export const ThingsService = {
  create(thing: { name: string }, namespace: string) {
    // @expect POST /api/v1/things/{namespace}
    return requests.post(`api/v1/things/${namespace}`).send({ thing }).then(res => res.body)
  },
  retry(uid: string, namespace: string, opts: { node?: string }) {
    // @expect PUT /api/v1/things/{uid}/retry
    return requests.put(`api/v1/things/${uid}/retry`).send({ namespace, ...opts })
      .set('X-Requested-By', 'ui').then(res => res.body)
  },
  list(namespace: string) {
    // @expect GET /api/v1/things/{namespace}
    return requests.get(`api/v1/things/${namespace}`).query({ limit: 10 }).then(res => res.body)
  },
}
""",
}


def test_calls_chained_on_a_wrapper_build_the_request(derive_files):
    contract = derive_files(FILES)
    rule = "wrapper.call"
    check(contract, FILES, {
        ("POST", "/api/v1/things/{namespace}"): (
            "json", "unknown", {"path:namespace": "namespace", "body:thing": "thing"}, rule,
            "ThingsService.create"),
        ("PUT", "/api/v1/things/{uid}/retry"): (
            "json", "unknown", {"path:uid": "uid", "body:namespace": "namespace",
                                "body:node": "node", "header:X-Requested-By": "=ui"}, rule,
            "ThingsService.retry"),
        ("GET", "/api/v1/things/{namespace}"): (
            "none", "unknown", {"path:namespace": "namespace", "query:limit": "=10"}, rule,
            "ThingsService.list"),
    })
    assert not [r for r in contract["review"] if "body" in r["message"]]
