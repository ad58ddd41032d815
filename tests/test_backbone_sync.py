"""Rule ``backbone.sync`` (``extractors/backbone.py``): the requests Backbone models and
collections make through ``Backbone.sync``, on ``samples/backbone-sync`` (ES module and AMD
forms, the AMD ids partly named through a RequireJS ``paths`` configuration) and small
trees."""
from __future__ import annotations

from conftest import endpoints
from sample_support import sample_contract

SAMPLE = "backbone-sync"
PACKAGE = '{"name": "app", "dependencies": {"backbone": "^1.4.1"}}'


def sites(contract: dict) -> dict[tuple[str, int], set[tuple[str, str]]]:
    """``{(file, line): {(METHOD, pathTemplate)}}`` of the call sites of every request."""
    found: dict = {}
    for cap in contract["capabilities"]:
        for req in cap["implementation"]["requests"]:
            for site in req["callSites"]:
                found.setdefault((site["file"], site["line"]), set()).add(
                    (req["method"], req["pathTemplate"]))
    return found


def review(contract: dict, rule: str) -> list[tuple[str | None, str, int]]:
    """``(capability, file, line)`` of the review items whose evidence or message cites
    ``rule``."""
    return sorted((r["capability"], r["evidence"][0]["file"], r["evidence"][0]["line"])
                  for r in contract["review"]
                  if any(e["rule"] == rule for e in r["evidence"]) or f"rule {rule})"
                  in r["message"])


def test_each_call_site_makes_the_request_backbone_sync_sends():
    found = sites(sample_contract(SAMPLE))
    assert found == {
        ("src/es/actions.js", 8): {("POST", "/api/orgs/{org}/members")},
        ("src/es/actions.js", 14): {("PUT", "/api/orgs/{org}/members/{id}")},
        ("src/es/actions.js", 19): {("DELETE", "/api/orgs/{org}/members/{id}")},
        ("src/es/actions.js", 24): {("POST", "/api/projects")},
        ("src/es/actions.js", 30): {("GET", "/api/projects/{id}")},
        ("src/es/actions.js", 35): {("PATCH", "/api/projects/{id}")},
        ("src/es/actions.js", 41): {("GET", "/api/projects")},
        ("src/es/actions.js", 47): {("POST", "/api/projects")},
        ("src/es/actions.js", 53): {("DELETE", "/api/projects/{id}")},
        ("src/es/actions.js", 59): {("PUT", "/api/orgs/{org}/members/{id}")},   # save sets id
        ("src/es/actions.js", 64): {("PUT", "/api/settings")},           # isNew() is false
        ("src/es/models.js", 20): {("PATCH", "/api/projects/{id}")},
        ("src/amd/models/user.js", 15): {("POST", "/api/users/password"),
                                         ("PUT", "/api/users/{key}/password")},
        ("src/amd/views/user.js", 14): {("POST", "/api/users"), ("PUT", "/api/users/{key}")},
        ("src/amd/views/user.js", 18): {("DELETE", "/api/users/{key}")},
        ("src/amd/views/users.js", 13): {("GET", "/api/groups/{group}/users")},  # this.users
    }


def test_each_request_cites_the_url_member_it_is_sent_to():
    tools = {c["name"]: c for c in sample_contract(SAMPLE)["capabilities"]}
    cited = {name: sorted({(e["file"], e["line"]) for e in evidence_of(tool)
                           if e["rule"] == "backbone.url"})
             for name, tool in tools.items()}
    assert cited["remove_org_member"] == [("src/es/models.js", 6)]      # url: function
    assert cited["get_project"] == [("src/es/models.js", 16)]           # urlRoot
    assert cited["list_projects"] == [("src/es/models.js", 26)]         # collection url
    assert cited["reset_user_password_put"] == [("src/amd/models/user.js", 15)]   # url option


def evidence_of(cap: dict) -> list[dict]:
    """Every evidence record of a capability, wherever the contract nests it."""
    found: list[dict] = []

    def walk(node):
        if isinstance(node, dict):
            if "rule" in node and "file" in node and "line" in node:
                found.append(node)
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    walk(cap)
    return found


def test_a_save_of_a_model_neither_new_nor_saved_is_both_requests_reviewed():
    """``this.save(…)`` in a model's method is both its ``POST`` and its ``PUT``; a patch
    there is the ``PATCH`` its option asks for, with the same rule's note."""
    contract = sample_contract(SAMPLE)
    assert review(contract, "backbone.unknown-new") == [
        ("reset_user_password_post", "src/amd/models/user.js", 15),
        ("reset_user_password_put", "src/amd/models/user.js", 15),
        ("update_project", "src/es/models.js", 20)]


def test_a_save_sends_the_model_attributes_a_patch_only_its_own():
    tools = {c["name"]: c for c in sample_contract(SAMPLE)["capabilities"]}
    targets = {name: sorted(b["target"] for b in tool["implementation"]["requests"][0]
                            ["bindings"])
               for name, tool in tools.items()}
    assert targets["create_project"] == ["body:color", "body:name"]      # defaults + attrs
    assert targets["update_org_member"] == ["body:id", "body:name", "body:org", "path:id",
                                            "path:org"]                  # constructor's too
    assert targets["update_project"] == ["body:archived", "body:color", "path:id"]   # patches


def test_traps_make_nothing_and_an_unknown_receiver_is_reviewed():
    contract = sample_contract(SAMPLE)
    found = sites(contract)
    assert not {line for file, line in found if file == "src/es/actions.js"} & {69, 71, 73}
    assert review(contract, "backbone.unknown-receiver") == [
        (None, "src/amd/views/user.js", 28)]


def test_subclasses_collection_items_and_view_members(derive_files):
    """A subclass keeps its base's ``urlRoot`` with its own ``idAttribute``; a collection's
    item is a saved instance of its ``model``; a view's ``this.collection`` written in its
    ``initialize`` is read in a method its base class defines; a view's ``this.model`` is
    the ``model`` option of the ``new View({…})`` calls of its class."""
    contract = derive_files({"package.json": PACKAGE, "src/app.js": (
        "import Backbone from 'backbone';\n"
        "const Base = Backbone.Model.extend({ urlRoot: '/things' });\n"
        "const Thing = Base.extend({ idAttribute: 'slug' });\n"
        "const Things = Backbone.Collection.extend({ model: Thing, url: '/things' });\n"
        "const List = Backbone.View.extend({\n"
        "  load: function () { return this.collection.fetch(); },\n"
        "});\n"
        "const ThingList = List.extend({\n"
        "  initialize: function () { this.collection = new Things(); },\n"
        "});\n"
        "const Editor = Backbone.View.extend({\n"
        "  rename: function (name) { return this.model.save({ name: name }); },\n"
        "});\n"
        "export function remove(slug) { return new Thing({ slug: slug }).destroy(); }\n"
        "export function touch(slug) {\n"
        "  return new Things().get(slug).save({ seen: true }, { patch: true });\n"
        "}\n"
        "export function edit(slug) { return new Editor({ model: new Thing({ slug }) }); }\n"
        "export const list = new ThingList();\n")})
    assert endpoints(contract) == {("DELETE", "/things/{slug}"), ("PATCH", "/things/{slug}"),
                                   ("GET", "/things"), ("PUT", "/things/{slug}")}


def test_a_model_with_no_url_and_a_fetch_of_another_object_make_nothing(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/app.js": (
        "import Backbone from 'backbone';\n"
        "const Note = Backbone.Model.extend({ defaults: { text: '' } });\n"
        "const store = { fetch: function (key) { return localStorage.getItem(key); } };\n"
        "export function run(text) {\n"
        "  new Note({ text: text }).save();\n"
        "  return store.fetch('notes');\n"
        "}\n")})
    assert endpoints(contract) == set()
    assert review(contract, "backbone.unknown-receiver") == []


def test_a_class_a_classic_script_publishes_on_window_is_read_by_its_bare_name(derive_files):
    """Rule ``scope.script-globals``: ``window.Wine = Backbone.Model.extend(…)`` written once
    at a classic script's top level is the class another script reads as ``Wine``; a global
    written twice is left alone (its calls stay reviewed)."""
    page = ('<script src="js/models.js"></script><script src="js/other.js"></script>'
            '<script src="js/main.js"></script>')
    models = ("window.Wine = Backbone.Model.extend({ urlRoot: '/wines', idAttribute: '_id' });\n"
              "window.Cellar = Backbone.Collection.extend({ model: Wine, url: '/wines' });\n"
              "window.Grape = Backbone.Model.extend({ urlRoot: '/grapes' });\n")
    main = ("var Router = Backbone.Router.extend({});\n"
            "function details(id) { return new Wine({ _id: id }).fetch(); }\n"
            "function list() { return new Cellar().fetch(); }\n"
            "function grape(id) { return new Grape({ id: id }).fetch(); }\n")
    contract = derive_files({"index.html": page, "js/models.js": models, "js/main.js": main,
                             "js/other.js": "window.Grape = null;\n"})
    assert endpoints(contract) == {("GET", "/wines/{id}"), ("GET", "/wines")}
    assert review(contract, "backbone.unknown-receiver") == [(None, "js/main.js", 4)]
