"""Rule ``body.empty-object``: a JSON body that is an empty object literal is the fixed body
``{}`` (a ``body:`` binding of value ``{}``), never a request sent with no body; a request
without a body, a body with members, a GET, and sites of which only some send ``{}`` are
left as they were."""
from __future__ import annotations

from conftest import capability

SOURCE = """\
import axios from 'axios';
export const ping = () => axios.post('/api/ping', {});
export const touch = () => fetch('/api/touch', {method: 'POST', body: JSON.stringify({}),
  headers: {'Content-Type': 'application/json'}});
export const poke = () => axios.post('/api/poke');
export const rename = (name: string) => axios.post('/api/rename', {name});
export const list = () => axios.get('/api/items', {});
export const nudgeAll = () => axios.post('/api/nudge', {});
export const nudge = (id: string) => axios.post('/api/nudge', {id});
"""


def request(contract: dict, method: str, path: str) -> dict:
    return capability(contract, method, path)["implementation"]["requests"][0]


def test_an_empty_object_body_is_the_fixed_body(derive_files):
    contract = derive_files({"src/api.ts": SOURCE})
    for path in ("/api/ping", "/api/touch"):
        sent = request(contract, "POST", path)
        assert sent["bindings"] == [{"input": None, "target": "body:", "value": {}}], path
        assert sent["bodyEncoding"] == "json"
        evidence = capability(contract, "POST", path)["evidence"]
        assert evidence["/implementation/requests/0/bindings/0"][0]["rule"] == \
            "body.empty-object"
    assert request(contract, "POST", "/api/poke")["bindings"] == []
    assert [b["target"] for b in request(contract, "POST", "/api/rename")["bindings"]] == \
        ["body:name"]
    assert request(contract, "GET", "/api/items")["bindings"] == []
    nudge = request(contract, "POST", "/api/nudge")           # {} at one site, {id} at another
    assert [(b["target"], b["input"]) for b in nudge["bindings"]] == [("body:id", "id")]
