"""Client styles the tool does not follow are said, never silently missed: a request
function handed to a wrapper as a parameter (rule ``review.request-function-parameter``) and
an API SDK reached by subclassing one of its classes (rule ``coverage.opaque-sdk-subclass``)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from code2skill.function_parameters import request_function_call, url_like
from code2skill.values import HoleV, ObjV, ParamV, PropV, StrV, Text, UnknownV

API = """\
import useSWR from 'swr'
import { useOidcAccessToken } from '@axa-fr/react-oidc'
const config = { apiOrigin: (window as any).ORIGIN }
function useNetBirdFetch() {
  const token = useOidcAccessToken().accessToken
  return { fetch: (i: string, init: any) =>
    fetch(i, { ...init, headers: { Authorization: `Bearer ${token}` } }) }
}
async function apiRequest(oidcFetch: any, method: string, url: string, data?: unknown) {
  const res = await oidcFetch(`${config.apiOrigin}/api${url}`, { method, body: JSON.stringify(data) })
  return res.json()
}
export function useApiCall<T>(url: string) {
  const { fetch } = useNetBirdFetch()
  return {
    post: (data: unknown, suffix = '') => apiRequest(fetch, 'POST', url + suffix, data),
    del: (data: unknown = '', suffix = '') => apiRequest(fetch, 'DELETE', url + suffix, data),
  }
}
export function useFetchApi<T>(url: string) {
  const { fetch } = useNetBirdFetch()
  return useSWR(url, (u: string) => apiRequest(fetch, 'GET', u))
}
"""
PEERS = """\
import { useApiCall, useFetchApi } from '../utils/api'
export function Peers() {
  const { data } = useFetchApi<any[]>('/peers')
  const peerRequest = useApiCall<any>('/peers')
  return <button onClick={() => peerRequest.del('', `/${data[0].id}`)}>x</button>
}
"""
FETCH_FILES = {"src/utils/api.tsx": API, "src/app/peers.tsx": PEERS}
MESSAGE = ("call of the request function parameter oidcFetch(…) in apiRequest (3 known calls "
           "of it): the function its callers pass in is not followed through the parameter, "
           "so the endpoints requested through it are not in the contract")


def test_a_request_function_parameter_is_a_reviewed_site(derive_files):
    contract = derive_files(FETCH_FILES)
    assert contract["capabilities"] == []
    assert [(r["severity"], r["message"], r["evidence"][0]["line"]) for r in contract["review"]
            if r["severity"] == "medium"] == [("medium", MESSAGE, 10)]
    assert contract["source"]["coverage"]["byLibrary"]["fetch"]["reviewed"] == 2


def test_the_run_warns_about_a_request_function_parameter(tmp_path):
    for name, text in FETCH_FILES.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    exe = Path(sys.executable).with_name("code2skill")
    run = subprocess.run([str(exe), "derive", str(tmp_path), "-o", str(tmp_path / "c.json")],
                         capture_output=True, text=True)
    assert run.returncode == 0
    assert [line for line in run.stderr.splitlines() if "parameter" in line] == [
        "code2skill: warning: 1 request call site calls a request function passed in as a "
        "parameter (oidcFetch in src/utils/api.tsx), reached by 3 calls of the wrappers: "
        "code2skill does not follow the function through the parameter, so those endpoints "
        "are missing (review[], rule review.request-function-parameter)"]


def test_request_function_call():
    url = StrV((HoleV("base", UnknownV("x")), Text("/api/peers")))
    init = ObjV((PropV("method", StrV((Text("POST"),))),))
    assert request_function_call(ParamV("f1", "oidcFetch"), (url,))
    assert request_function_call(ParamV("f1", "send"), (url, init))
    assert not request_function_call(ParamV("f1", "send"), (url,))
    assert not request_function_call(ParamV("f1", "onDone"), (StrV((Text("done"),)), init))
    assert not request_function_call(ParamV("f1", "fetcher", path=("get",)), (url,))
    assert url_like(url) and not url_like(StrV((Text("a b/c"),)))


SDK_FILES = {
    "package.json": '{"name": "capfront", "dependencies": {"caprover-api": "1.0.0", '
                    '"react": "18.2.0"}}',
    "src/api/ApiManager.ts": """\
import CapRoverAPI from 'caprover-api'
export default class ApiManager extends CapRoverAPI {
  constructor() { super('/api/v2', { authToken: '' }) }
}
""",
    "src/containers/ApiComponent.tsx": """\
import { Component } from 'react'
import ApiManager from '../api/ApiManager'
export default class ApiComponent<P, S> extends Component<P, S> {
  protected apiManager = new ApiManager()
}
""",
    "src/containers/NetData.tsx": """\
import ApiComponent from './ApiComponent'
import ApiManager from '../api/ApiManager'
export default class NetData extends ApiComponent<any, any> {
  load() { return this.apiManager.getNetDataInfo() }
  toggle(on: boolean) { return this.apiManager.updateNetDataInfo({ isEnabled: on }) }
  other() { const api = new ApiManager(); return api.getAllApps() }
}
""",
}


def test_an_sdk_reached_by_subclassing_counts_its_calls(derive_files):
    contract = derive_files(SDK_FILES)
    assert contract["capabilities"] == []
    assert contract["source"]["coverage"]["byLibrary"] == {"sdk:caprover-api": {
        "requestLikeSites": 3, "resolved": 0, "reviewed": 3, "unresolved": 0}}
    assert [(r["message"], r["evidence"][0]["file"], r["evidence"][0]["line"])
            for r in contract["review"]] == [
        ("3 call site(s) of the API SDK package 'caprover-api' (first here): code2skill cannot "
         "see into the package, so the requests they make are not in the contract",
         "src/containers/NetData.tsx", 4)]
