"""One base URL written two ways is one base (rules ``service.base-url-key`` and
``update.colliding-services``).

``derive --update`` refuses (exit 2, the file unchanged) a reviewed contract whose two
services stand for one base URL, but compared the URLs as written: a hand-made copy of a
service whose base differed only by host case, the scheme's default port, a trailing ``/``,
a ``/./`` segment or a ``#fragment`` passed, and an update could move the approved
capabilities of one to the other. Base URLs are compared in their RFC 3986 normal form;
derive itself gives such spellings one service.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from hostile_support import tree

from code2skill.base_urls import base_url_key
from code2skill.cli import app

SOURCE = ("const API = 'https://api.shop.example/v1';\n"
          "const LEGACY = 'http://legacy.shop.example/v2';\n"
          "export const items = () => fetch(API + '/items');\n"
          "export const orders = () => fetch(LEGACY + '/orders', { method: 'POST' });\n")


def run(*args) -> tuple[int, str]:
    result = CliRunner().invoke(app, [str(a) for a in args])
    assert not isinstance(result.exception, Exception) or isinstance(result.exception,
                                                                      SystemExit), result.output
    return result.exit_code, " ".join(result.output.split())


@pytest.fixture
def reviewed(tmp_path) -> tuple[Path, Path]:
    """The shop client and its contract, every capability approved."""
    root = tree(tmp_path / "app", {"package.json": '{"name": "shop"}', "src/api.ts": SOURCE})
    path = tmp_path / "c.json"
    assert run("derive", root, "-o", path, "-q", "--jobs", "1")[0] == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    assert [[u["url"] for u in s["observedBaseUrls"]] for s in data["services"]] == [
        ["http://legacy.shop.example/v2"], ["https://api.shop.example/v1"]]
    for cap in data["capabilities"]:
        cap["status"] = "approved"
    path.write_text(json.dumps(data), encoding="utf-8")
    return root, path


def with_copy(path: Path, index: int, url: str) -> bytes:
    """The contract at ``path`` with a copy of service ``index`` under another id and binding
    whose observed base URL is ``url``; its bytes."""
    data = json.loads(path.read_text(encoding="utf-8"))
    copy = json.loads(json.dumps(data["services"][index]))
    copy.update(id="copy", baseUrlBinding="COPY_API_BASE_URL")
    copy["observedBaseUrls"][0]["url"] = url
    data["services"].append(copy)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path.read_bytes()


@pytest.mark.parametrize("index, url", [
    (1, "https://API.Shop.EXAMPLE/v1"),                  # host case
    (1, "https://api.shop.example:443/v1"),              # https's default port
    (0, "http://legacy.shop.example:80/v2"),             # http's default port
    (1, "https://api.shop.example/v1/"),                 # a trailing /
    (1, "https://api.shop.example/./v1"),                # a /./ segment
    (1, "https://api.shop.example/v1#top"),              # a fragment
    (1, "HTTPS://API.shop.example:443/x/.././v1/#top"),  # all of them
])
def test_update_refuses_a_copy_whose_base_url_is_spelled_another_way(reviewed, index, url):
    root, path = reviewed
    before = with_copy(path, index, url)
    code, output = run("derive", root, "--update", path, "-q", "--jobs", "1")
    assert code == 2, output
    assert "not a contract to update: two services stand for one base URL; nothing was " \
           "written /services/2: service 'copy' has the same base URL evidence as " \
           f"/services/{index}" in output
    assert output.endswith("remove or merge the copy (rule update.colliding-services)")
    assert path.read_bytes() == before


def test_a_copy_with_another_base_url_is_no_collision(reviewed):
    root, path = reviewed
    with_copy(path, 1, "https://api.shop.example/v2")
    code, output = run("derive", root, "--update", path, "-q", "--jobs", "1")
    assert code == 0, output
    data = json.loads(path.read_text(encoding="utf-8"))
    assert all(c["status"] == "approved" for c in data["capabilities"])


def test_derive_gives_the_spellings_of_one_base_one_service(tmp_path):
    root = tree(tmp_path / "app", {"package.json": '{"name": "shop"}', "src/api.ts": (
        "const API = 'https://api.shop.example/v1';\n"
        "export const a = () => fetch(API + '/session');\n"
        "export const b = () => fetch('https://API.shop.example:443/api/items');\n"
        "export const c = () => fetch('https://api.shop.example/api/orders');\n")})
    path = tmp_path / "c.json"
    assert run("derive", root, "-o", path, "-q", "--jobs", "1")[0] == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    assert [[u["url"] for u in s["observedBaseUrls"]] for s in data["services"]] == [
        ["https://api.shop.example/v1"],
        ["https://API.shop.example:443", "https://api.shop.example"]]
    assert [(e["rule"], e["note"], e["line"]) for e in data["services"][1]["evidence"]] == [
        ("service.literal-origin", "api.shop.example", 3),
        ("service.base-url-key", "https://API.shop.example:443 = https://api.shop.example", 4)]
    assert not any("third-party" in e["rule"] for s in data["services"]
                   for e in s["evidence"])          # the host of the app's own service
    assert run("derive", root, "--update", path, "-q", "--jobs", "1")[0] == 0   # its own output


@pytest.mark.parametrize("url, key", [
    ("https://API.shop.example:443/./v1/#top", "https://api.shop.example/v1"),
    ("HTTP://h.example:80", "http://h.example"),
    ("wss://h.example:443/ws", "wss://h.example/ws"),
    ("https://h.example:8443/a%7eb/", "https://h.example:8443/a~b"),
    ("https://h.example/a/../b", "https://h.example/b"),
    ("//cdn.example/", "//cdn.example"),
    ("https://user@H.example:443/", "https://user@h.example"),
    ("http://a b/", "http://a b"),                        # malformed: as written
    ("https://h.example/\ud800", "https://h.example/\ud800"),   # a lone surrogate
])
def test_base_url_keys(url, key):
    assert base_url_key(url) == key
