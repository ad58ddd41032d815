"""Rule ``output.credential-read``: a token after a glued compound word ending in a qualifier
(``webapi_token``, ``oauth_token``) names whose it is, as ``api_token`` does."""
from __future__ import annotations

from conftest import capability

from code2skill.passes.credential_reads import credential_words


def test_a_glued_compound_ending_in_api_or_auth_qualifies_a_token():
    assert credential_words(["webapi", "token"]) == "token"
    assert credential_words(["oauth", "token"]) == "token"
    assert credential_words(["github", "token"]) is None          # (no qualifier)
    assert credential_words(["next", "page", "token"]) is None
    assert credential_words(["webapi", "token", "valid"]) is None  # a flag about it


def test_an_answer_field_webapi_token_makes_the_read_a_credential_read(derive_files):
    contract = derive_files({
        "package.json": '{"name": "player", "dependencies": {"axios": "^1.6.0"}}',
        "src/api.js": (
            "import api from 'axios'\n"
            "api.interceptors.response.use((response) => response.data)\n"
            "export async function spotify() {\n"
            "  const configuration = await api.get('./api/spotify')\n"
            "  return { id: configuration.webapi_client_id, token: configuration.webapi_token }\n"
            "}\n"),
        "src/page.js": "import { spotify } from './api'\nspotify().then(console.log)\n"})
    cap = capability(contract, "GET", "/api/spotify")
    assert set(cap["outputSchema"]["properties"]) == {"webapi_client_id", "webapi_token"}
    assert cap["status"] == "requires-review"
    assert [r["severity"] for r in contract["review"] if r.get("capability") == cap["name"]
            and "returns a credential" in r["message"]] == ["medium"]
