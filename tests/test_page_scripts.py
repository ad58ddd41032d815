"""Browser scripts in a ``scripts/`` folder (rule ``scope.page-script``): a script a server page
loads, or one that shows a browser and no Node, is client code; a Node release script stays a
CI script (``scope.ci-script``)."""
from __future__ import annotations

from pathlib import PurePosixPath

from conftest import endpoints

from code2skill.passes.page_scripts import normal, script_sources

LOADED = "function sort(a, b) { return a < b; }\n$.getJSON('/api/sorted');\n"
BROWSER = ("$(() => { document.title = 'x'; $.ajax({ url: '/api/stats' });\n"
           "  document.getElementById('a'); });\n")
RELEASE = ("const { execSync } = require('child_process');\n"
           "fetch('https://api.github.com/releases', { method: 'POST' });\n"
           "process.exit(0);\n")
NODE_DOM = ("import fs from 'fs';\n"
            "document.createElement('a');\n"
            "fetch('https://hooks.example/deploy');\n")


def test_script_sources_read_templated_and_relative_tags():
    page = ('<script src="<?=v(\'scripts/js/queries.js\')?>"></script>\n'
            '<script src="./js/app.js?v=3"></script>\n'
            '<script src="https://cdn.example/jquery.js"></script>\n'
            '<script>const x = "scripts/js/inline.js";</script>\n')
    assert script_sources("web/index.lp", page) == {
        "web/scripts/js/queries.js", "scripts/js/queries.js", "web/js/app.js", "js/app.js"}


def test_normal_folds_dots_and_refuses_climbing_out():
    assert normal(PurePosixPath("web/../scripts/./a.js")) == "scripts/a.js"
    assert normal(PurePosixPath("../a.js")) is None


def test_page_loaded_and_browser_scripts_are_client_code(derive_files):
    contract = derive_files({
        "index.lp": '<script src="<?=v(\'scripts/js/sorting.js\')?>"></script>\n',
        "scripts/js/sorting.js": LOADED,
        "scripts/js/stats.js": BROWSER,
        "scripts/release.js": RELEASE,
        "scripts/deploy.mjs": NODE_DOM})
    assert endpoints(contract) == {("GET", "/api/sorted"), ("GET", "/api/stats")}
    backend = sorted(r["evidence"][0]["file"] for r in contract["review"]
                     if r["evidence"] and r["evidence"][0]["rule"] == "server-code.not-a-candidate")
    assert backend == ["scripts/deploy.mjs", "scripts/release.js"]


def test_a_page_loading_another_folder_does_not_bring_a_script_back(derive_files):
    contract = derive_files({
        "index.html": '<script src="js/app.js"></script>\n',
        "scripts/js/app.js": LOADED})
    assert endpoints(contract) == set()


def test_modules_a_browser_script_imports_are_client_code(derive_files):
    contract = derive_files({
        "scripts/index.js": ("import { createElement as h } from 'react'\n"
                             "import { loadItems } from './api/items'\n"
                             "export const list = () => h('ul', null, loadItems())\n"),
        "scripts/api/items.js": ("import { get } from './http'\n"
                                 "export const loadItems = () => get('/api/items')\n"),
        "scripts/api/http.js": "export const get = (url) => fetch(url)\n",
        "scripts/api/unused.js": "export const ping = () => fetch('/api/ping')\n",
        "scripts/build.js": ("const fs = require('fs')\nimport './api/items'\n"
                             "fetch('https://hooks.example/built')\n")})
    assert endpoints(contract) == {("GET", "/api/items")}
    backend = sorted(r["evidence"][0]["file"] for r in contract["review"]
                     if r["evidence"] and r["evidence"][0]["rule"] == "server-code.not-a-candidate")
    assert backend == ["scripts/api/unused.js", "scripts/build.js"]


def test_only_the_pages_in_the_runs_scope_bring_a_script_back(derive_files):
    """The pages read are the run's one file list: a page in ``node_modules``, in an
    ``--exclude``d folder, ignored by ``.gitignore`` or in test code loads nothing."""
    tag = '<script src="/scripts/js/sorting.js"></script>\n'
    left_out = {".gitignore": "ignored/\nold.html\n", "node_modules/pkg/index.html": tag,
                "vendor/index.html": tag, "ignored/index.html": tag, "old.html": tag,
                "__tests__/index.html": tag, "scripts/js/sorting.js": LOADED}
    assert endpoints(derive_files(left_out, exclude=("vendor/",))) == set()
    assert endpoints(derive_files({**left_out, "web/index.html": tag},
                                  exclude=("vendor/",))) == {("GET", "/api/sorted")}
