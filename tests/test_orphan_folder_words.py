"""Rules ``wrapper.folder-segment`` and ``wrapper.build-script-load`` of
``wrapper.orphan-module`` (sample ``orphan-module-path-words``)."""
from __future__ import annotations

from code2skill.extractors.module_facts import extract_module
from code2skill.passes.orphan_modules import WordFinder, mentions, reach_prefixes


def test_a_word_before_a_slash_is_a_folder_not_the_module():
    finder = WordFinder.of({"api"})
    assert mentions("fetch('/api/v1/next.json')", finder) == set()
    assert mentions("import { f } from '$lib/types/api/search';", finder) == set()
    assert mentions("import { api } from '$lib/api';", finder) == {"api"}
    assert mentions("const x = api(fetch, params);", finder) == {"api"}
    # an index file's folder name is loaded by the folder: './api/' names it
    assert mentions("import client from './api/';", finder, folders=frozenset({"api"})) \
        == {"api"}


def module(path: str, text: str):
    return extract_module(path, "javascript", text.encode())


def test_a_build_scripts_computed_load_reaches_no_client_module():
    script = "const config = require(path.resolve('./app.conf.json'));\n"
    page = "export const load = (n) => import(`./pages/${n}.js`);\n"
    modules = {"scripts/build.js": module("scripts/build.js", script),
               "src/router.js": module("src/router.js", page)}
    assert list(reach_prefixes(modules, {"": {}})) == ["src/pages/"]
    # the same load in client code could reach any module
    modules = {"src/build.js": module("src/build.js", script)}
    assert list(reach_prefixes(modules, {"": {}})) == [""]
