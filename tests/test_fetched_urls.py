"""Rule risk.fetched-url (:mod:`code2skill.passes.fetched_urls`): an address the caller
supplies to a path that names a fetch makes the Tool open-world, with the risk external and a
medium review item; rule risk.sent-address: any other address the Agent gives in a body or
query does too, with a low item; one the browser is sent back to does not."""
from __future__ import annotations

from types import SimpleNamespace

from conftest import capability

from code2skill.passes.fetched_urls import fetched_url, own_host_name, sent_address, url_named

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
                                      "callbackEndpoint", "webhook"))
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
    assert sent_address([hostname, url], {}, "/api/system/setHostname") == ("url", "body:url")
    assert sent_address([hostname], {}, "/api/servers") == ("hostname", "body:hostname")


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
