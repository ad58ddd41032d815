"""Pass shipped_files (rule plumbing.shipped-file): a GET of a data file the repository proves
the app ships — by a file whose path ends with the request's, by a folder of files of that
kind, or by a file of that very name — is no Tool, and one info item counts them and names the
proof; a data file's extension alone (``/api/export.json``, a route's answer), a test
fixture, an ignored file or a write proves nothing."""
from __future__ import annotations

import pytest
from conftest import endpoints

from code2skill.passes.shipped_files import ShippedIndex, shipped_evidence

SOURCE = """
export const miners = () => fetch('/resources/miners.json').then(r => r.json());
export const assets = () => fetch('/resources/assets.json').then(r => r.json());
export const keymap = () => fetch('red/keymap.json').then(r => r.json());
export const theme = (name: string) => fetch('vendor/editor/theme/' + name + '.json');
export const exported = () => fetch('/api/export.json').then(r => r.json());
export const report = () => fetch('/api/v1/report.csv');
export const fixture = () => fetch('/data/people.json');
export const saveMiners = (m: object) =>
  fetch('/resources/miners.json', { method: 'POST', body: JSON.stringify(m) });
export const notes = () => fetch('/notes/list.yaml');
"""

FILES = {
    "src/api.ts": SOURCE,
    "src/resources/miners.json": "[]",
    "src/js/keymap.json": "{}",
    "src/vendor/editor/theme/twilight.json": "{}",
    "cypress/fixtures/people.json": "[]",              # test data, not shipped
    "src/api/export.json": "{}",                      # a mock of the route's answer
    ".gitignore": "src/notes/\n",
    "src/notes/list.yaml": "a: 1",             # ignored: not in the repository
}


@pytest.fixture
def contract(derive_files):
    return derive_files(FILES)


def shipped_items(contract: dict) -> list[dict]:
    return [r for r in contract["review"]
            if any(e["rule"] == "plumbing.shipped-file" for e in r["evidence"])]


def test_reads_of_shipped_files_are_no_tools(contract):
    assert endpoints(contract) == {
        ("GET", "/api/export.json"), ("GET", "/api/v1/report.csv"), ("GET", "/data/people.json"),
        ("POST", "/resources/miners.json"), ("GET", "/notes/list.yaml")}


def test_one_info_item_counts_them_and_names_each_proof(contract):
    [item] = shipped_items(contract)
    assert item["severity"] == "info" and item["capability"] is None
    assert item["message"] == (
        "4 requests for data files the app ships are not offered as Tools (rule "
        "plumbing.shipped-file): the web server hands out the file as it is, no business "
        "operation runs — "
        "GET /red/keymap.json (the repository ships a file of that name: src/js/keymap.json); "
        "GET /resources/assets.json (folder src/resources/ ships .json files: "
        "src/resources/miners.json); "
        "GET /resources/miners.json (the repository holds src/resources/miners.json); "
        "GET /vendor/editor/theme/{name}.json (the repository holds "
        "src/vendor/editor/theme/twilight.json)")
    sites = [(e["file"], e["line"]) for e in item["evidence"] if e["note"].startswith("GET")]
    assert sites == [("src/api.ts", 4), ("src/api.ts", 3), ("src/api.ts", 2), ("src/api.ts", 5)]
    proofs = [(e["file"], e["note"]) for e in item["evidence"] if e["line"] == 1]
    assert proofs == [("src/js/keymap.json", "name: GET /red/keymap.json"),
                      ("src/resources/miners.json", "folder: GET /resources/assets.json"),
                      ("src/resources/miners.json", "file: GET /resources/miners.json"),
                      ("src/vendor/editor/theme/twilight.json",
                       "file: GET /vendor/editor/theme/{name}.json")]


def test_one_request_is_counted_as_one(derive_files):
    contract = derive_files({"src/api.ts": "export const a = () => fetch('/data/a.json');",
                             "public/data/a.json": "{}"})
    [item] = shipped_items(contract)
    assert item["message"].startswith(
        "1 request for a data file the app ships is not offered as a Tool (rule "
        "plumbing.shipped-file)")
    assert contract["capabilities"] == []


def test_nothing_shipped_means_no_item(derive_files):
    contract = derive_files({"src/api.ts": "export const a = () => fetch('/api/a.json');"})
    assert shipped_items(contract) == []
    assert endpoints(contract) == {("GET", "/api/a.json")}


INDEX = ShippedIndex(["public/data/cities.json", "src/assets/i18n/en.json", "docs/guide.html",
                      "src/api/users.json"])


@pytest.mark.parametrize("method, path, expected", [
    ("GET", "/data/cities.json", ("file", "public/data/cities.json")),
    ("GET", "/assets/i18n/{lang}.json", ("file", "src/assets/i18n/en.json")),
    ("GET", "/data/towns.json", ("folder", "public/data/cities.json")),
    ("GET", "/guide.html", ("file", "docs/guide.html")),
    ("GET", "/js/guide.html", ("name", "docs/guide.html")),
    ("GET", "/api/users.json", None),           # under an API prefix: a route's answer
    ("GET", "/api/people.json", None),          # an API folder: a route's answer
    ("GET", "/v1/guide.html", None),              # a name under an API prefix proves nothing
    ("GET", "/data/towns.csv", None),           # no file of that kind in the folder
    ("GET", "/{org}/cities.json", None),        # a folder the caller names
    ("POST", "/data/cities.json", None),        # a write runs something
    ("GET", "/data/cities", None),              # no data file's extension
    ("GET", "/export.json", None),
])
def test_the_repository_proves_a_shipped_file(method, path, expected):
    found = shipped_evidence(method, path, INDEX)
    assert (found.kind, found.proof) == expected if expected else found is None
