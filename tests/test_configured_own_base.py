"""Rule ``service.configured-own-base`` (:mod:`code2skill.passes.third_party`): a constant the
deployment configuration names as the API's base is the app's own backend, never a third
party, on its functions and on ``samples/configured-own-base``."""
from __future__ import annotations

from code2skill.normalize import ServiceRef
from code2skill.passes.third_party import config_file, configured_own, third_party

from sample_support import sample_contract

SAMPLE = "configured-own-base"
ENVIRONMENT = ("src/environments/environment.prod.ts", (4, 14, 4, 48))
MODULE = ("src/api.ts", (1, 0, 1, 5))


def constant(label: str, url: str, where=ENVIRONMENT) -> ServiceRef:
    return ServiceRef(f"const:{url}", label, ((url, where),), "service.constant", where)


def test_configuration_files_are_named_by_a_folder_or_their_stem():
    assert config_file("src/environments/environment.prod.ts")
    assert config_file("config/index.js")
    assert config_file("src/settings.js")
    assert not config_file("src/api/client.ts")
    assert not config_file("src/environmental-data.ts")


def test_only_an_api_base_name_in_a_configuration_file_is_the_apps_own():
    assert configured_own(constant("apiBaseUrl", "https://api.shop.example.com"))
    assert configured_own(constant("API_V2_URL", "https://api.shop.example.com"))
    assert not configured_own(constant("githubApi", "https://api.github.com"))
    assert not configured_own(constant("API_BASE_URL", "https://api.shop.example.com",
                                       MODULE))        # a module of the app, no configuration


def test_a_configured_own_base_beside_same_origin_paths_is_no_third_party():
    own = constant("apiBaseUrl", "https://api.shop.example.com/v1")
    other = constant("githubApi", "https://api.github.com")
    page = ServiceRef("same-origin", "", (), "service.same-origin")
    assert third_party([own, other, page]) == {
        "const:https://api.github.com": "https://api.github.com"}


def test_the_sample_keeps_the_third_party_and_cites_the_own_base():
    contract = sample_contract(SAMPLE)
    services = {s["id"]: s for s in contract["services"]}
    assert sorted(services) == ["configured_own_base", "github", "shop"]
    assert services["shop"]["description"] == (
        "Backend addressed through a base URL fixed in source (a deployment reference only; "
        "the Host binds the real target).")
    assert [(e["rule"], e["file"], e["line"]) for e in services["shop"]["evidence"]] == [
        ("service.constant", "src/environments/environment.ts", 4),
        ("service.configured-own-base", "src/environments/environment.ts", 4)]
    assert services["github"]["description"].startswith(
        "Third-party service at https://api.github.com:")
    tools = {c["name"]: c for c in contract["capabilities"]}
    assert {name: (tool["status"], tool["annotations"]["openWorldHint"])
            for name, tool in tools.items()} == {
        "delete_item": ("draft", False), "get_status": ("draft", False),
        "list_items": ("draft", False),
        "get_repo_shop_web_release_latest": ("requires-review", True)}
