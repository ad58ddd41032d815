"""The project's name (``source.project``): package.json ``name`` (scope stripped), else the
git repository's top folder, else the analysed folder, normalised to the Agent Skills name
rules; the Skill and the exported package take it."""
from __future__ import annotations

import json
from pathlib import Path

from code2skill.contract.models import Evidence, Project
from code2skill.export import build_package
from code2skill.project import normal_name, project_name, project_of

SAMPLES = Path(__file__).resolve().parent.parent / "samples"


def test_the_package_json_name_wins_scope_stripped(tmp_path):
    root = tmp_path / "Hi.Events" / "frontend"
    root.mkdir(parents=True)
    (tmp_path / "Hi.Events" / ".git").mkdir()
    (root / "package.json").write_text('{\n  "private": true,\n  "name": "@hi/HiEvents_Web"\n}\n')
    assert project_of(root) == Project(name="hi-events-web", origin="package.json", evidence=[
        Evidence(file="package.json", line=3, column=11, endLine=3, endColumn=29,
                 kind="observed", rule="project.package-name")])


def test_else_the_git_root_folder_else_the_folder(tmp_path):
    root = tmp_path / "Hi.Events" / "dashboard"
    root.mkdir(parents=True)
    (root / "package.json").write_text('{"name": "@scope/"}')       # nothing left: next rule
    assert project_of(root) == Project(name="dashboard", origin="folder", evidence=[
        Evidence(kind="default", rule="project.folder", note="the analysed folder's name")])
    (tmp_path / "Hi.Events" / ".git").write_text("gitdir: elsewhere\n")  # a worktree's .git file
    assert project_of(root) == Project(name="hi-events", origin="git-root", evidence=[
        Evidence(kind="inferred", rule="project.git-root",
                 note="the folder at the top of the git repository: Hi.Events")])
    (root / "package.json").write_text('{"name": 7}')
    assert project_of(root).origin == "git-root"
    (root / "package.json").write_text("not json")
    assert project_of(root).origin == "git-root"
    assert project_of(tmp_path / "Hi.Events").name == "hi-events"


def test_normal_names():
    assert normal_name("@acme/web") == "acme-web"
    assert normal_name("Hi.Events") == "hi-events"
    assert normal_name("--") == ""


def test_skill_and_package_take_the_project_name(tmp_path):
    data = json.loads((SAMPLES / "bookshelf-fetch" / "expected" /
                       "canonical-contract.json").read_text())
    assert data["source"]["root"] == "bookshelf-fetch"
    assert data["source"]["project"]["name"] == "bookshelf-web"
    path = tmp_path / "c.json"
    path.write_text(json.dumps(data))
    files = build_package(path).files
    assert json.loads(files["package.json"])["name"] == "bookshelf-web-mcp"
    assert json.loads(files["export-profile.json"])["dryRunVariable"] == \
        "BOOKSHELF_WEB_MCP_DRY_RUN"
    assert files["skill/bookshelf-web/SKILL.md"].startswith(b"---\nname: bookshelf-web\n")
    del data["source"]["project"]               # written before the project was recorded
    path.write_text(json.dumps(data))
    assert json.loads(build_package(path).files["package.json"])["name"] == \
        "bookshelf-fetch-mcp"


def test_project_name_of_an_old_contract_with_an_unusable_root():
    from code2skill.contract.models import Source
    source = Source.model_construct(root="___", project=None)
    assert project_name(source) == "api-tools"


def test_a_package_json_nested_past_the_parsers_depth_gives_way(tmp_path):
    (tmp_path / "web").mkdir()
    (tmp_path / "web" / "package.json").write_text("[" * 100_000 + "]" * 100_000)
    assert project_of(tmp_path / "web").origin == "folder"


def test_a_generic_name_names_no_project(tmp_path):
    """Rule ``project.generic-name``: MySpeed's ``client/package.json`` is named ``client``,
    which only says which part of the repository the folder is: the project and the
    project takes the git repository's top folder, else the nearest folder holding it whose
    name is no such word; the same-origin service the default id (``""`` here: rule
    ``service.id`` reads no folder's name)."""
    from code2skill.pipeline import project_name as service_project

    root = tmp_path / "myspeed" / "client"
    root.mkdir(parents=True)
    (root / "package.json").write_text('{"name": "client", "version": "1.0.9"}')
    assert project_of(root) == Project(name="myspeed", origin="folder", evidence=[Evidence(
        kind="default", rule="project.generic-name",
        note="the analysed folder's name client is generic: the folder holding it, myspeed")])
    assert service_project(root) == ""
    (tmp_path / "myspeed" / ".git").mkdir()
    assert project_of(root).origin == "git-root"
    (root / "package.json").write_text('{"name": "@acme/frontend"}')
    assert service_project(root) == ""
    (root / "package.json").write_text('{"name": "app"}')
    assert (project_of(root).name, service_project(root)) == ("app", "app")
    (root / "package.json").write_text('{"name": "speed-client"}')
    assert (project_of(root).name, service_project(root)) == ("speed-client", "speed-client")
