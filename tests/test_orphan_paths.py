"""Rule ``coverage.orphan-api-path`` (``src/code2skill/orphan_paths.py``): API paths the client
code writes that no followed request reads are one review item and a warning, never a silent
miss; paths the resolved requests read, and a few asset or stream URLs beside many endpoints,
give none. Assertions are exact messages and places."""
from __future__ import annotations

from conftest import write_tree
from typer.testing import CliRunner

from code2skill.cli import app
from code2skill.orphan_paths import api_path

OPAQUE = {"src/client.js": """\
(function (global, factory) { global.Client = factory(); })(this, function () {
  var Client = function () {};
  Client.prototype.get = function (url) { return global.transport('GET', url); };
  return Client;
});
""", "src/printers.js": """\
var url = "api/printerprofiles";
var files = "/api/files/";
export function list(base) { return base.get(url); }
export function upload(base, origin) { return base.get(files + origin); }
export function login(base) { return base.get('api/login'); }
export const logo = '/api/logo';
"""}


def orphan_review(contract: dict) -> list[tuple[str, list[tuple[str, int, str]]]]:
    return [(r["message"], [(e["file"], e["line"], e["note"]) for e in r["evidence"]])
            for r in contract["review"] if r["evidence"]
            and r["evidence"][0]["rule"] == "coverage.orphan-api-path"]


def test_api_paths_are_read_from_text():
    assert [api_path(t) for t in ("api/printerprofiles", "/api/v1/users/", "./api/x?y=1",
                                  "/index.php/api/tasks", "https://api.github.com/api/x",
                                  "/api/logo.png", "/admin/users", "api/", "my api/x")] == [
        "api/printerprofiles", "api/v1/users", "api/x", "index.php/api/tasks", None, None,
        None, None, None]


def test_orphan_api_paths_are_one_review_item_and_a_warning(derive_files, tmp_path):
    contract = derive_files(OPAQUE)
    assert contract["capabilities"] == []
    message = ("the client code writes 4 of its 4 API paths where no request code2skill "
               "followed reads them (first at src/printers.js:1; 'api/printerprofiles', "
               "'api/files', 'api/login', 'api/logo'): requests made through code it cannot "
               "follow are missing from the contract")
    assert orphan_review(contract) == [(message, [
        ("src/printers.js", 1, "api/printerprofiles"), ("src/printers.js", 2, "api/files"),
        ("src/printers.js", 5, "api/login"), ("src/printers.js", 6, "api/logo")])]
    root = write_tree(tmp_path / "cli", OPAQUE)
    run = CliRunner().invoke(app, ["derive", str(root), "-o", str(tmp_path / "c.json"),
                                   "--jobs", "1"])
    assert f"warning: {message} (review[], rule coverage.orphan-api-path)" in run.stderr


def test_paths_the_requests_read_and_a_few_beside_many_endpoints_are_none(derive_files):
    followed = {"src/api.js": "".join(
        f"export const r{i} = () => fetch('/api/r{i}');\n" for i in range(6)) +
        "export const logo = '/api/logo';\nexport const icon = '/api/icon';\n"
        "export const feed = '/api/feed/stream';\n"}
    assert orphan_review(derive_files(followed)) == []
