"""Rule ``openapi-generator.configured-credential``: a generated ``typescript-fetch`` operation
sends its security header only when the API instance's ``Configuration`` sets the credential
the header reads, so auth is claimed from what the app sets, never from the generated code
alone: an ``apiKey`` the app sets is ``api-key`` cited at the app's line; one it does not set
is no auth, with a ``medium`` review item (so ``requires-review``)."""
from __future__ import annotations

import shutil
from pathlib import Path

from audit_support import derive_dict

SAMPLE = Path(__file__).resolve().parent.parent / "samples" / "generated-client"
NOTE = ("the generated client sends Authorization (Configuration.apiKey) only when its "
        "Configuration sets that credential; the app's Configuration does not: that auth is "
        "not claimed; check how the app authenticates")


def tree(tmp_path: Path, api_ts: str) -> Path:
    root = tmp_path / "app"
    shutil.copytree(SAMPLE, root, ignore=shutil.ignore_patterns("expected"))
    (root / "src" / "app" / "api.ts").write_text(api_ts, encoding="utf-8")
    return root


def auth(contract: dict) -> dict[str, tuple]:
    return {c["name"]: (c["status"], c["auth"]["authentication"],
                        [(e["file"], e["line"], e["rule"], e["note"])
                         for e in c["auth"]["evidence"]])
            for c in contract["capabilities"]}


def notes(contract: dict) -> list[tuple]:
    return sorted((r["capability"], r["severity"], r["message"],
                   [(e["file"], e["line"]) for e in r["evidence"]])
                  for r in contract["review"] if "generated client sends" in r["message"])


def test_an_api_key_the_app_sets_is_api_key_auth(tmp_path):
    contract = derive_dict(tree(tmp_path, (
        "import { Configuration, RecipesApi } from '../generated'\n"
        "export const recipesApi = new RecipesApi(new Configuration({\n"
        "  basePath: '',\n"
        "  apiKey: () => localStorage.getItem('key') ?? '',\n"
        "}))\n")))
    found = auth(contract)
    claimed = ("api-key", [("src/app/api.ts", 4, "openapi-generator.typescript-fetch",
                            "header Authorization, from Configuration.apiKey")])
    assert found["search_recipe"][1:] == claimed
    assert found["create_recipe"][1:] == claimed
    # loadRecipe's `new RecipesApi()` has no Configuration: it sends no credential
    assert found["get_recipe"] == ("requires-review", "unknown", [
        (None, None, "auth.not-observed", "no credential handling seen on these call sites")])
    assert notes(contract) == [("get_recipe", "medium", NOTE, [("src/generated/runtime.ts", 24)])]


def test_a_credential_the_app_never_sets_is_no_auth(tmp_path):
    contract = derive_dict(tree(tmp_path, (
        "import { Configuration, RecipesApi } from '../generated'\n"
        "export const recipesApi = new RecipesApi(new Configuration({ basePath: '',\n"
        "  accessToken: 'not-read-by-an-api-key-header' }))\n")))
    assert {name: a[:2] for name, a in auth(contract).items()} == {
        "create_recipe": ("requires-review", "unknown"),
        "get_recipe": ("requires-review", "unknown"),
        "search_recipe": ("requires-review", "unknown")}
    assert notes(contract) == [
        ("create_recipe", "medium", NOTE, [("src/app/api.ts", 2)]),
        ("get_recipe", "medium", NOTE, [("src/generated/runtime.ts", 24)]),
        ("search_recipe", "medium", NOTE, [("src/app/api.ts", 2)])]


def test_a_credential_header_of_the_configuration_is_sent_with_every_operation(tmp_path):
    """Rule ``openapi-generator.configured-header``: ``Configuration({headers: {…}})`` merges
    its headers into every request, so its ``Authorization`` is bearer auth at that line,
    and the operation's unset ``apiKey`` header is no longer a missing credential."""
    contract = derive_dict(tree(tmp_path, (
        "import { Configuration, RecipesApi } from '../generated'\n"
        "const token = () => sessionStorage.getItem('jwt')\n"
        "const config = new Configuration({\n"
        "  basePath: '',\n"
        "  headers: { Authorization: `Bearer ${token()}` },\n"
        "})\n"
        "export const recipesApi = new RecipesApi(config)\n")))
    found = auth(contract)
    claimed = ("bearer", [("src/app/api.ts", 5, "openapi-generator.configured-header",
                           "header Authorization, from Configuration.headers")])
    assert found["search_recipe"][1:] == claimed
    assert found["create_recipe"][1:] == claimed
    assert found["get_recipe"][1] == "unknown"          # `new RecipesApi()`: no Configuration
    assert [n[0] for n in notes(contract)] == ["get_recipe"]
