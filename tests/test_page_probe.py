"""A URL of the page's own host whose path is wholly the page's own fragment, path or query (a
probe of, or redirect to, the page's address: `` `https://${hostname}${port}/${hash}` `` from
``window.location``) is a review item, never a Tool (rule ``url.page-address``); a path a
caller's value fills stays an endpoint."""
from __future__ import annotations

from code2skill.page_probe import page_address_url, wholly_values
from code2skill.values import HoleV, LibV, Text, UnknownV
from conftest import endpoints

HOST = HoleV("hostname", LibV("global", ("location", "hostname")), None)
ORIGIN = HoleV("origin", LibV("global", ("location", "origin")), None)
HASH = HoleV("hash", LibV("global", ("location", "hash")), None)
PORT = HoleV("port", UnknownV("param"), None)
TOPIC = HoleV("topic", UnknownV("param"), None)


def test_page_host_with_a_path_of_values_only():
    assert page_address_url([Text("https://", None), HOST, PORT, Text("/", None), HASH])
    assert page_address_url([ORIGIN, Text("/", None), HASH])
    assert not page_address_url([Text("https://", None), HOST, Text("/api/", None), HASH])
    assert not page_address_url([Text("https://", None), PORT, Text("/", None), HASH])
    assert not page_address_url([Text("/", None), HASH])
    assert not page_address_url([ORIGIN, Text("/", None), TOPIC])


def test_a_path_of_values_only():
    assert wholly_values([Text("/", None), HASH, Text("?x=1", None)])
    assert not wholly_values([Text("/", None)])
    assert not wholly_values([Text("/x/", None), HASH])
    assert not wholly_values([Text("/", None), HASH, Text("/", None), TOPIC])
    assert wholly_values([Text("/", None), HASH, Text("?", None), TOPIC])


def test_a_probe_of_the_page_address_is_a_review_item(derive_files):
    contract = derive_files({"src/redirect.ts": (
        "export const go = (p: number) => {\n"
        "  const { hostname, hash } = window.location;\n"
        "  const port = p !== 443 ? `:${p}` : '';\n"
        "  fetch(`https://${hostname}${port}/${hash}`).then(() => location.replace('/'));\n"
        "};\n"
        "export const ping = () => fetch(`${window.location.origin}/${window.location.hash}`);\n"
        "export const status = () => fetch(`https://${window.location.hostname}:8443/status`);\n"
        "export const publish = (topic: string) =>\n"
        "  fetch(`${window.location.origin}/${topic}`, { method: 'PUT' });\n")})
    assert endpoints(contract) == {("GET", "/status"), ("PUT", "/{topic}")}
    items = [(r["severity"], r["evidence"][0]["line"]) for r in contract["review"]
             if "url.page-address" in r["message"]]
    assert items == [("medium", 4), ("medium", 6)]
