"""Rule ``query.given-credential``: a credential-named query value a caller hands the request
layer, beside the client's own credential, is an input, reviewed."""
from __future__ import annotations

from conftest import capability

from code2skill.passes.given_credentials import reads_environment
from code2skill.values import AltV, EnvV, UnknownV

CLIENT = (
    "import axios from 'axios';\n"
    "const client = axios.create({ baseURL: '/api' });\n"
    "client.defaults.headers.common['X-Api-Key'] = (window as any).appConfig.apiKey;\n"
    "export function testKey(service: string, params: Record<string, string>) {\n"
    "  return client.get(`/test/${service}`, { params });\n}\n"
    "export function feed() { return client.get('/feed', { params: { token: "
    "localStorage.getItem('t') } }); }\n")
PAGE = (
    "import { testKey, feed } from './client';\n"
    "export function check() {\n"
    "  const apikey = (document.querySelector('#key') as HTMLInputElement).value;\n"
    "  return testKey('sonarr', { apikey });\n"
    "}\n"
    "export const load = () => feed();\n")


def review_messages(contract: dict, cap: dict) -> list[str]:
    return [r["message"] for r in contract["review"] if r["capability"] == cap["name"]
            and "credential" in r["message"] and r["evidence"][0]["rule"] != "input.credential"]


def test_a_key_the_page_hands_the_request_layer_is_an_input(derive_files):
    contract = derive_files({"src/client.ts": CLIENT, "src/page.ts": PAGE})
    test = capability(contract, "GET", "/api/test/sonarr")
    assert "apikey" in test["inputSchema"]["properties"]
    assert test["contextReferences"] == []
    assert test["auth"]["authentication"] == "api-key"
    [message] = review_messages(contract, test)
    assert message.startswith("query parameter apikey is named like a credential, but the "
                              "client already sends its own credential another way "
                              "(defaults header X-Api-Key)")


def test_a_token_the_request_layer_reads_itself_stays_held(derive_files):
    contract = derive_files({"src/client.ts": CLIENT, "src/page.ts": PAGE})
    feed = capability(contract, "GET", "/api/feed")
    assert feed["inputSchema"]["properties"] == {}
    assert [r["name"] for r in feed["contextReferences"]] == ["token"]


def test_without_a_credential_of_its_own_the_key_stays_held(derive_files):
    client = CLIENT.replace("client.defaults.headers.common['X-Api-Key'] = "
                            "(window as any).appConfig.apiKey;\n", "")
    contract = derive_files({"src/client.ts": client, "src/page.ts": PAGE})
    test = capability(contract, "GET", "/api/test/sonarr")
    assert "apikey" not in test["inputSchema"]["properties"]
    assert [r["name"] for r in test["contextReferences"]] == ["apikey"]


def test_an_environment_value_is_configuration_the_client_holds():
    assert reads_environment(EnvV("VITE_KEY"), 0)
    assert reads_environment(AltV((UnknownV("call"), EnvV("KEY"))), 0)
    assert not reads_environment(AltV((UnknownV("call"), UnknownV("unknown-member"))), 0)
