"""Rule risk.fetched-url (:mod:`code2skill.passes.fetched_urls`): an address the caller
supplies to a path that names a fetch makes the Tool open-world, with the risk external and a
medium review item; rule risk.sent-address: any other address the Agent gives in a body or
query does too, with a low item; one the browser is sent back to does not."""
from __future__ import annotations

from types import SimpleNamespace

from conftest import capability

from code2skill.passes.fetched_urls import (SentAddress, fetched_url, own_host_name, sent_address,
                                           url_named, written_name)

APP = """\
export async function fetchImage(imageUrl) {
  const res = await fetch('/api/images/fetch_from_url/', {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ url: imageUrl }),
  });
  return res.blob();
}

export async function saveBookmark(link, title) {
  return fetch('/api/bookmarks/', { method: 'POST', body: JSON.stringify({ url: link, title }) });
}
"""


def test_url_names():
    assert all(url_named(n) for n in ("url", "imageUrl", "source_uri", "link", "feedURL",
                                      "webhook_url", "syncServerHost", "hostname", "endpoint",
                                      "callbackEndpoint", "webhook", "proxy", "req_proxy"))
    assert not any(url_named(n) for n in ("redirect_url", "returnUrl", "title", "curly",
                                          "linked_ids", "next_url", "hostId", "ghost"))


def test_fetch_words_with_a_url_input():
    assert fetched_url("/api/images/fetch_from_url/", {"url": {}}) == ("url", "fetch")
    assert fetched_url("/api/feeds/import", {"body": {"properties": {"feed_url": {}}}}) == (
        "feed_url", "import")
    assert fetched_url("/api/bookmarks/", {"url": {}}) is None          # stored, not fetched
    assert fetched_url("/api/images/download", {"id": {}}) is None      # no address sent
    assert fetched_url("/api/import/{url}", {"redirect_url": {}}) is None
    assert fetched_url("/api/setup/sync-from-server", {"syncServerHost": {}}) == (
        "syncServerHost", "sync")
    assert fetched_url("/api/notifiers/{id}/test", {"body": {"properties": {"host": {}}}}) == (
        "host", "test")
    assert fetched_url("/api/servers", {"host": {}}) is None           # stored, not reached


def test_a_fetched_address_is_open_world_and_reviewed(derive_files):
    contract = derive_files({"src/api.js": APP})
    cap = capability(contract, "POST", "/api/images/fetch_from_url/")
    assert cap["annotations"]["openWorldHint"] is True
    assert cap["annotations"]["risks"] == ["external"]
    assert cap["status"] == "requires-review"
    assert [e["rule"] for e in cap["evidence"]["/annotations/openWorldHint"]] == [
        "risk.fetched-url"]
    items = [r for r in contract["review"] if r["capability"] == cap["name"]
             and "may fetch it" in r["message"]]
    assert [r["severity"] for r in items] == ["medium"]


def test_a_stored_url_is_open_world_with_a_low_item(derive_files):
    """Rule risk.sent-address: the client cannot prove the server never reaches an address
    the Agent gives, so a URL stored with a record is open-world too, at a lower severity."""
    contract = derive_files({"src/api.js": APP})
    cap = capability(contract, "POST", "/api/bookmarks/")
    assert cap["annotations"]["openWorldHint"] is True
    assert cap["annotations"]["risks"] == ["external"]
    assert [(e["rule"], e["note"]) for e in cap["evidence"]["/annotations/openWorldHint"]] == [
        ("risk.sent-address", "input url")]
    items = [(r["severity"], r["evidence"][0]["rule"]) for r in contract["review"]
             if r["capability"] == cap["name"] and "the Agent gives" in r["message"]]
    assert items == [("low", "risk.sent-address")]


HOSTNAME_APP = """\
export const rename = (hostname) => fetch('/api/system/setHostname', {
  method: 'POST', body: JSON.stringify({ hostname }) });
export const addServer = (hostname) => fetch('/api/servers', {
  method: 'POST', body: JSON.stringify({ hostname }) });
"""


def test_the_host_own_name_is_no_address():
    """A ``hostname`` sent to a path naming the hostname renames the machine; the same input
    on another path, and any other address name there, stays an address."""
    assert own_host_name("hostname", "/trpc/system.setHostname")
    assert own_host_name("newHostname", "/api/settings/host-name")
    assert not own_host_name("hostname", "/api/servers")
    assert not own_host_name("host", "/api/system/hostname")
    assert not own_host_name("hostname", "/api/hosts/{hostname}")
    hostname = SimpleNamespace(target="body:hostname", input="hostname")
    url = SimpleNamespace(target="body:url", input="url")
    assert sent_address([hostname], {}, "/api/system/setHostname") is None
    assert sent_address([hostname, url], {}, "/api/system/setHostname") == SentAddress(
        "url", "body:url", "/inputSchema/properties/url")
    assert sent_address([hostname], {}, "/api/servers") == SentAddress(
        "hostname", "body:hostname", "/inputSchema/properties/hostname")


def test_renaming_the_host_stays_closed_world(derive_files):
    contract = derive_files({"src/api.js": HOSTNAME_APP})
    renamed = capability(contract, "POST", "/api/system/setHostname")
    assert renamed["annotations"]["openWorldHint"] is False
    assert "external" not in renamed["annotations"]["risks"]
    assert not any(r["capability"] == renamed["name"] and "the Agent gives" in r["message"]
                   for r in contract["review"])
    added = capability(contract, "POST", "/api/servers")
    assert [(e["rule"], e["note"]) for e in added["evidence"]["/annotations/openWorldHint"]] == [
        ("risk.sent-address", "input hostname")]


FEEDS = {"feeds": {"type": "array", "items": {"type": "object", "properties": {
    "name": {"type": "string"}, "link": {"type": "string"},
    "request_options": {"type": "object", "properties": {"proxy": {"type": "string"}}}}}},
    "group_id": {"type": "number"}}


def test_an_address_inside_array_items_is_sent():
    """Rule risk.sent-address reads members at any depth, through array items: the first in
    document order, named as the Agent writes it, with its JSON Pointer."""
    feeds = SimpleNamespace(target="body:feeds", input="feeds")
    group = SimpleNamespace(target="body:group_id", input="group_id")
    assert sent_address([group, feeds], FEEDS, "/api/feeds") == SentAddress(
        "feeds[].link", "body:feeds", "/inputSchema/properties/feeds/items/properties/link")
    deep = {"transport": {"type": "object", "properties": {"options": {
        "type": "object", "properties": {"proxy": {"type": "string"}}}}}}
    transport = SimpleNamespace(target="body:transport", input="transport")
    assert sent_address([transport], deep, "/api/mirrors") == SentAddress(
        "transport.options.proxy", "body:transport",
        "/inputSchema/properties/transport/properties/options/properties/proxy")


def test_flags_counts_and_browser_targets_in_items_are_no_address():
    rules = {"rules": {"type": "array", "items": {"type": "object", "properties": {
        "proxy": {"type": "boolean"}, "link": {"type": ["integer", "null"]},
        "options": {"type": "object", "properties": {"redirect_url": {"type": "string"}}}}}}}
    binding = SimpleNamespace(target="body:rules", input="rules")
    assert sent_address([binding], rules, "/api/rules") is None
    flag = SimpleNamespace(target="body:proxy", input="proxy")
    assert sent_address([flag], {"proxy": {"type": "boolean"}}, "/api/settings") is None
    path = SimpleNamespace(target="path:url", input="url")          # a path parameter
    assert sent_address([path], {"url": {"type": "string"}}, "/check/{url}") is None


def test_written_names_follow_the_pointer():
    assert written_name("feeds", "/inputSchema/properties/feeds/items/properties/link") == \
        "feeds[].link"
    assert written_name("m", "/inputSchema/properties/m/items/items/properties/a~1b") == \
        "m[][].a/b"
    assert written_name("url", "/inputSchema/properties/url") == "url"


ITEMS_APP = """\
export type Track = { title: string; url: string };
export async function savePlaylist(id: number, title: string, items: Track[]) {
  return fetch(`/api/playlists/${id}`, { method: 'PUT', body: JSON.stringify({ title, items }) });
}
"""


def test_an_array_item_url_makes_the_tool_open_world(derive_files):
    contract = derive_files({"src/api.ts": ITEMS_APP})
    cap = capability(contract, "PUT", "/api/playlists/{id}")
    assert cap["annotations"]["openWorldHint"] is True
    assert cap["annotations"]["risks"] == ["external"]
    assert {(e["rule"], e["note"]) for e in cap["evidence"]["/annotations/risks"]} == {
        ("risk.sent-address",
         "input items[].url at /inputSchema/properties/items/items/properties/url")}
    items = [r["message"] for r in contract["review"] if r["capability"] == cap["name"]
             and "the Agent gives" in r["message"]]
    assert items == [f"PUT /api/playlists/{{id}} sends the address 'items[].url' the Agent "
                     "gives: the server may connect to it, now or later, reaching a host the "
                     "caller chooses, so the Tool is open-world with the risk external (rule "
                     "risk.sent-address); confirm whether the backend only stores it"]
