"""Rule ``coverage.opaque-sdk``: calls of an API SDK package the tool cannot see into are
request-like sites of ``sdk:<package>``, reviewed by one item per package, and warned about."""
from __future__ import annotations

import json

import pytest

from code2skill.sdk_calls import sdk_package

FILES = {
    "package.json": '{"name": "app", "dependencies": {"pocketbase": "0.21.0", '
                    '"@acme/sdk": "1.0.0", "lodash": "4.17.21"}}',
    "src/pb.ts": "import PocketBase from 'pocketbase';\n"
                 "export const pb = new PocketBase('https://pb.example.com');\n",
    "src/items.ts": """\
import { pb } from './pb';
import * as sdk from '@acme/sdk';
import { createClient } from '@acme/sdk';
import _ from 'lodash';
const api = createClient({ region: 'eu' });
export async function load() {
  const a = await pb.collection('items').getList(1, 20);
  const b = await sdk.items.list();
  await api.users.create({ name: 'x' });
  _.get(a, 'x');
  return pb.collection('posts').getOne('1').then((r) => r);
}
""",
}


def test_sdk_call_sites_are_reviewed_per_package(derive_files):
    contract = derive_files(FILES)
    by_library = contract["source"]["coverage"]["byLibrary"]
    assert by_library == {
        "sdk:@acme/sdk": {"requestLikeSites": 2, "resolved": 0, "reviewed": 2, "unresolved": 0},
        "sdk:pocketbase": {"requestLikeSites": 2, "resolved": 0, "reviewed": 2,
                           "unresolved": 0}}
    assert [(r["severity"], r["message"], r["evidence"][0]["line"])
            for r in contract["review"]] == [
        ("medium", "2 call site(s) of the API SDK package '@acme/sdk' (first here): code2skill "
                   "cannot see into the package, so the requests they make are not in the "
                   "contract", 8),
        ("medium", "2 call site(s) of the API SDK package 'pocketbase' (first here): "
                   "code2skill cannot see into the package, so the requests they make are not "
                   "in the contract", 7)]


def test_derive_warns_naming_the_package(tmp_path):
    from conftest import write_tree
    from typer.testing import CliRunner

    from code2skill.cli import app

    root = write_tree(tmp_path / "app", FILES)
    result = CliRunner().invoke(app, ["derive", str(root), "-o", str(tmp_path / "c.json"),
                                      "--jobs", "1"])
    assert result.stderr.splitlines()[1:3] == [
        "code2skill: warning: 2 call site(s) of the API SDK package '@acme/sdk' (first here): "
        "code2skill cannot see into the package, so the requests they make are not in the "
        "contract (review[], rule coverage.opaque-sdk)",
        "code2skill: warning: 2 call site(s) of the API SDK package 'pocketbase' (first "
        "here): code2skill cannot see into the package, so the requests they make are not in "
        "the contract (review[], rule coverage.opaque-sdk)"]


def test_a_project_module_left_out_by_exclude_is_named_as_such(tmp_path):
    """``--exclude 'src/api/**'`` leaves the app's own request module out: its calls are
    named as a module of the project left out, with the folder and the reason, never as a
    third-party "API SDK package"."""
    from conftest import write_tree
    from typer.testing import CliRunner

    from code2skill.cli import app

    root = write_tree(tmp_path / "app", {
        "src/api/api.js": "export const getUserList = (d) => fetch('/user/list', "
                          "{method: 'POST', body: JSON.stringify(d)})\n",
        "src/utils/page.js": "export const first = 1\n",
        "src/view/user.js": "import * as api from '@/api/api'\n"
                            "import { first } from '@/utils/page'\n"
                            "export const load = () => api.getUserList({page: first})\n"})
    result = CliRunner().invoke(app, ["derive", str(root), "-o", str(tmp_path / "c.json"),
                                      "--exclude", "src/api/**", "--jobs", "1"])
    assert result.exit_code == 0
    message = ("1 call site(s) (first here) go through '@/api/api', a module of the project "
               "left out of the analysis (src/api/: excluded by --exclude): the requests it "
               "makes are not in the contract")
    review = json.loads((tmp_path / "c.json").read_text())["review"]
    assert [(r["message"], r["evidence"][0]["file"]) for r in review] == [
        (message, "src/view/user.js")]
    assert f"code2skill: warning: {message} (review[], rule coverage.opaque-sdk)" in \
        result.stderr.splitlines()


@pytest.mark.parametrize("lib, sdk", [
    ("pocketbase", True), ("@supabase/supabase-js", True), ("@acme/sdk", True),
    ("acme-sdk", True), ("acme-client", True), ("jira-api", True), ("@acme/api", True),
    ("lodash", False), ("react", False), ("@apollo/client", False), ("axios", False),
    ("rapidjson", False), ("./api", False), ("monaco-editor/esm/vs/editor/editor.api", False),
    ("firebase/firestore", True),
])
def test_sdk_package_names(lib, sdk):
    assert sdk_package(lib, {"axios"}) is sdk


GENERATED = {
    "src/app/items/items.component.ts": """\
import { Component } from '@angular/core';
import { ItemsService } from '../shared/openapi';
@Component({ selector: 'app-items', template: '' })
export class ItemsComponent {
  constructor(private itemsService: ItemsService) {}
  load() {
    this.itemsService.listItems(0, 10).subscribe((items) => items);
    this.itemsService.deleteItem(1).subscribe();
  }
}
""",
    "src/app/app.module.ts": """\
import { ApiModule } from './shared/openapi/api.module';
export const imports = [ApiModule.forRoot(() => null)];
""",
}


def test_injected_services_of_generated_code_left_out_of_the_repository(derive_files):
    contract = derive_files(GENERATED)
    assert contract["source"]["coverage"]["byLibrary"] == {      # missing-generated-module
        "generated:src/app/shared/openapi": {"requestLikeSites": 2, "resolved": 0,
                                             "reviewed": 2, "unresolved": 0}}


def test_a_subpath_of_a_dependency_is_no_sdk_folder(derive_files):
    contract = derive_files({
        "package.json": '{"name": "app", "dependencies": {"monaco-editor": "0.50.0"}}',
        "src/editor.ts": "import * as monaco from 'monaco-editor/esm/vs/editor/editor.api';\n"
                         "export const e = () => monaco.editor.create(null);\n"
                         "export const m = () => monaco.editor.getModels();\n"})
    assert contract["source"]["coverage"]["byLibrary"] == {}


def test_an_undeclared_package_subpath_is_no_sdk_folder(derive_files):
    contract = derive_files({
        "src/main.tsx": "import { createRoot } from 'react-dom/client';\n"
                        "import * as client from 'react-dom/client';\n"
                        "export const a = () => client.createRoot(null).render(null);\n"
                        "export const b = () => client.hydrateRoot(null, null);\n"})
    assert contract["source"]["coverage"]["byLibrary"] == {}


def test_an_unresolved_alias_into_a_program_folder_is_an_sdk_folder(derive_files):
    files = dict(GENERATED)
    files["src/app/items/items.component.ts"] = files["src/app/items/items.component.ts"] \
        .replace("'../shared/openapi'", "'app/shared/openapi'")
    contract = derive_files(files)
    assert contract["source"]["coverage"]["byLibrary"] == {      # missing-generated-module
        "generated:src/app/shared/openapi": {"requestLikeSites": 2, "resolved": 0,
                                             "reviewed": 2, "unresolved": 0}}


def test_only_calls_that_could_make_a_request_count(derive_files):
    """A call on an SDK counts when a call of its chain passes a URL- or path-like string
    or a method of it is named by a request word; ``client.headers()``, a store's
    ``.fetch('theme')``, ``on('ready', f)`` and ``configure({…})`` are no request."""
    contract = derive_files({
        "package.json": '{"name": "app", "dependencies": {"@acme/sdk": "1.0.0"}}',
        "src/a.ts": """\
import { createClient, settings } from '@acme/sdk';
const api = createClient({ region: 'eu' });
export async function run(id: string) {
  api.headers();
  settings.fetch('theme');
  api.on('ready', () => 1);
  api.configure({ retries: 2 });
  await api.at('/users');
  await api.raw(`${id}/avatar`);
  await api.users.list();
  return api.collection('posts').getOne(id).then((r) => r);
}
"""})
    assert contract["source"]["coverage"]["byLibrary"]["sdk:@acme/sdk"] == {
        "requestLikeSites": 4, "resolved": 0, "reviewed": 4, "unresolved": 0}
    [item] = [r for r in contract["review"] if "@acme/sdk" in r["message"]]
    assert item["message"].startswith("4 call site(s) of the API SDK package '@acme/sdk'")
    assert item["evidence"][0]["line"] == 8                      # api.at('/users')


@pytest.mark.parametrize("name,expected", [
    ("getList", True), ("list_items", True), ("GET", True), ("$get", True),
    ("authWithPassword", True), ("select", True), ("headers", False), ("fetch", False),
    ("on", False), ("configure", False), ("getter", False), ("head", True)])
def test_request_words_are_a_method_name_first_word(name, expected):
    from code2skill.sdk_calls import request_word
    assert request_word(name) is expected


def test_url_like_arguments():
    from code2skill.facts import Hole, Lit, Ref, Tmpl
    from code2skill.sdk_calls import url_like
    assert url_like(Lit("/users")) and url_like(Lit("https://x.test/a"))
    assert url_like(Lit("users/{id}")) and url_like(Lit("../v1/x"))
    assert not url_like(Lit("theme")) and not url_like(Lit(3)) and not url_like(Ref("url"))
    assert url_like(Tmpl((Hole("base", Ref("base")), Lit("/x"))))
    assert not url_like(Tmpl((Lit("key-"), Hole("id", Ref("id")))))
