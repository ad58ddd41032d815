"""Sapper pages (``extractors/sapper.py``): ``this.fetch`` in a page's exported ``preload`` is
``fetch`` (rule ``sapper.preload-fetch``); ``this`` elsewhere stays unknown."""
from __future__ import annotations

from conftest import capability, endpoints

PAGE = ("<script context=\"module\">\n"
        "  export async function preload({ params }) {\n"
        "    const res = await this.fetch(`https://api.example/v0/item/${params.id}.json`);\n"
        "    return { item: await res.json() };\n"
        "  }\n"
        "</script>\n"
        "<script>\n  export let item;\n</script>\n")


def test_this_fetch_in_preload_is_a_client_request(derive_files):
    contract = derive_files({"src/routes/item/[id].svelte": PAGE})
    assert endpoints(contract) == {("GET", "/v0/item/{id}.json")}
    sites = capability(contract, "GET", "/v0/item/{id}.json")["implementation"]["requests"][0][
        "callSites"]
    assert [(s["file"], s["line"], s["function"]) for s in sites] == [
        ("src/routes/item/[id].svelte", 3, "preload")]


def test_this_fetch_outside_a_svelte_preload_is_not_guessed(derive_files):
    contract = derive_files({
        "src/routes/item/[id].svelte": PAGE.replace("function preload", "function load"),
        "src/lib/preload.ts": (
            "export async function preload() {\n"
            "  return this.fetch('https://api.example/v0/top.json');\n}\n")})
    assert endpoints(contract) == set()
