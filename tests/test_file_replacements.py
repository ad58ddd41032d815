"""Rule ``modules.file-replacement``: an import of a file the Angular CLI build replaces
(``angular.json`` ``fileReplacements`` of the build's default configuration) reads the
replacement."""
from __future__ import annotations

import json
from pathlib import Path

from conftest import endpoints
from test_angular_interceptor_base import FILES

from code2skill.file_replacements import file_replacements, workspace_pairs
from code2skill.modules import ModuleResolver

PAIR = {"replace": "src/environments/environment.ts",
        "with": "src/environments/environment.prod.ts"}


def workspace(build: dict) -> str:
    return json.dumps({"projects": {"web": {"architect": {"build": build}}}})


PRODUCTION = workspace({"configurations": {"production": {"fileReplacements": [PAIR]},
                                           "development": {}}})
STAGING = workspace({"defaultConfiguration": "staging", "configurations": {
    "production": {"fileReplacements": [PAIR]},
    "staging": {"fileReplacements": [{**PAIR, "with": "src/environments/environment.stage.ts"}]}}})
PROD_ENV = "export const environment = { api: { baseUrl: '/prod-api/' } };\n"


def test_the_production_configuration_is_the_default():
    assert workspace_pairs(json.loads(PRODUCTION)) == [
        ("src/environments/environment.ts", "src/environments/environment.prod.ts")]


def test_a_named_default_configuration_wins():
    assert workspace_pairs(json.loads(STAGING)) == [
        ("src/environments/environment.ts", "src/environments/environment.stage.ts")]


def test_malformed_entries_are_skipped():
    assert workspace_pairs({"projects": {"web": {"architect": {"build": {"configurations": {
        "production": {"fileReplacements": [{"replace": 1, "with": "x.ts"}, "y"]}}}}}}}) == []
    assert workspace_pairs({"projects": []}) == []


def test_pairs_need_both_files_analysed(tmp_path: Path):
    (tmp_path / "angular.json").write_text(PRODUCTION)
    files = {"src/environments/environment.ts"}
    assert file_replacements(tmp_path, files, [""]) == {}
    files.add("src/environments/environment.prod.ts")
    assert file_replacements(tmp_path, files, [""]) == {
        "src/environments/environment.ts": "src/environments/environment.prod.ts"}


def test_an_import_resolves_to_the_replacement(tmp_path: Path):
    (tmp_path / "angular.json").write_text(PRODUCTION)
    files = {"src/environments/environment.ts", "src/environments/environment.prod.ts",
             "src/app/x.ts"}
    resolver = ModuleResolver(files, tmp_path)
    assert resolver.resolve("src/app/x.ts", "../environments/environment") == \
        "src/environments/environment.prod.ts"


def test_the_interceptor_base_comes_from_the_production_environment(derive_files):
    files = {**FILES, "angular.json": PRODUCTION,
             "src/environments/environment.prod.ts": PROD_ENV}
    contract = derive_files(files)
    assert ("GET", "/prod-api/monitors") in endpoints(contract)
    assert not [r for r in contract["review"] if "configuration object" in r["message"]]
