"""A choice between texts that each start the query begins the query (rule
``url.query-start-choice``): ``PEERS_API + ((id.includes('@') ? '?uri=' : '?nodeId=') + id)``
in an effect's ``mergeMap`` callback, which no code calls by name, is the callback's own
``POST /api/peers`` with ``uri`` and ``nodeId`` query inputs, not a request its parameters
decide (formerly dropped with a review item)."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.query_separators import starts_query
from code2skill.values import AltV, HoleV, ParamV, StrV, Text

EFFECTS = (
    "import { Injectable } from '@angular/core';\n"
    "import { HttpClient } from '@angular/common/http';\n"
    "import { Actions, createEffect, ofType } from '@ngrx/effects';\n"
    "import { mergeMap, map } from 'rxjs/operators';\n"
    "export const PEERS_API = '/api/peers';\n"
    "@Injectable()\n"
    "export class PeersEffects {\n"
    "  constructor(private actions: Actions, private httpClient: HttpClient) {}\n"
    "  saveNewPeer = createEffect(() => this.actions.pipe(\n"
    "    ofType('SAVE_PEER'),\n"
    "    mergeMap((action: { type: string, payload: { id: string } }) => {\n"
    "      return this.httpClient.post(PEERS_API + ((action.payload.id.includes('@') ?\n"
    "        '?uri=' : '?nodeId=') + action.payload.id), {}).pipe(map((res) => res));\n"
    "    })));\n"
    "}\n")


def test_the_choice_starts_the_query_of_the_callbacks_request(derive_files):
    contract = derive_files({"src/app/peers.effects.ts": EFFECTS})
    assert endpoints(contract) == {("POST", "/api/peers")}
    item = capability(contract, "POST", "/api/peers")
    assert set(item["inputSchema"]["properties"]) == {"uri", "nodeId"}
    assert not [r for r in contract["review"] if r["severity"] == "medium"
                and "cannot follow calls" in r["message"]]


def test_which_values_start_the_query():
    uri, node = StrV((Text("?uri="),)), StrV((Text("?nodeId="),))
    assert starts_query(AltV((uri, node)))
    assert starts_query(StrV((HoleV(None, AltV((uri, node))), HoleV("id", ParamV("f", "id")))))
    assert not starts_query(AltV((uri, StrV((Text("/peers"),)))))
    assert not starts_query(StrV((HoleV("id", ParamV("f", "id")),)))
