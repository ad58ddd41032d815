"""Rule ``lit.property-default``: a request whose URL holds a Lit reactive property's
initialiser keeps the default with a ``medium`` note naming the property and its attribute."""
from __future__ import annotations

from conftest import capability

from code2skill.extractors.module_facts import extract_module
from code2skill.lit_properties import reactive_defaults

ELEMENT = """\
import {LitElement} from 'lit';
import {property as prop, state} from 'lit/decorators.js';
export class FeedList extends LitElement {
  @prop() path = '/api/feeds';
  @prop({type: String, attribute: 'save-url'}) saveUrl = '/api/feeds/save';
  @prop({attribute: false}) mode = 'all';
  @state() countUrl = '/api/feeds/count';
  plain = '/api/plain';
  load() { return fetch(this.path + '?mode=' + this.mode); }
  save() { return fetch(this.saveUrl, {method: 'PUT'}); }
  count() { return fetch(this.countUrl); }
  other() { return fetch(this.plain); }
}
"""
STATIC = """\
import {LitElement} from 'lit-element';
export class TagCloud extends LitElement {
  static properties = {source: {type: String}, limit: {type: Number}};
  source = '/api/tags';
  limit = 20;
  load() { return fetch(`${this.source}?limit=${this.limit}`); }
}
"""
NOT_LIT = """\
import {property} from './decorators';
export class Panel {
  @property() path = '/api/panel';
  load() { return fetch(this.path); }
}
"""


def defaults_of(path: str, text: str) -> list[tuple]:
    facts = extract_module(path, "typescript", text.encode())
    return sorted((where[1][0], *found) for where, found in
                  reactive_defaults({path: facts}).items())


def test_the_reactive_properties_are_lits_decorated_or_declared_fields():
    assert defaults_of("src/feed-list.ts", ELEMENT) == [
        (4, "FeedList", "path", "path", "/api/feeds"),
        (5, "FeedList", "saveUrl", "save-url", "/api/feeds/save"),
        (6, "FeedList", "mode", None, "all")]
    assert defaults_of("src/tag-cloud.ts", STATIC) == [
        (4, "TagCloud", "source", "source", "/api/tags"),
        (5, "TagCloud", "limit", "limit", 20)]
    assert defaults_of("src/panel.ts", NOT_LIT) == []


def notes(contract, name: str) -> list[str]:
    return sorted(r["message"].split(", which")[0] for r in contract["review"]
                  if r.get("capability") == name
                  and r["evidence"][0]["rule"] == "lit.property-default")


def test_a_request_sending_a_default_keeps_it_with_a_note(derive_files):
    contract = derive_files({"src/feed-list.ts": ELEMENT, "src/tag-cloud.ts": STATIC,
                             "src/panel.ts": NOT_LIT})
    feeds = capability(contract, "GET", "/api/feeds")
    assert notes(contract, feeds["name"]) == [
        "the request's URL holds the default of FeedList's reactive property mode "
        "(src/feed-list.ts:6)",
        "the request's URL holds the default of FeedList's reactive property path "
        "(src/feed-list.ts:4)"]
    save = capability(contract, "PUT", "/api/feeds/save")
    assert [r["message"] for r in contract["review"] if r.get("capability") == save["name"]
            and "reactive property" in r["message"]] == [
        "the request's URL holds the default of FeedList's reactive property saveUrl "
        "(src/feed-list.ts:5), which the element's users may set to another through its "
        "save-url attribute or its saveUrl property: the contract takes the default "
        "'/api/feeds/save'; confirm the values the pages give the element "
        "(rule lit.property-default)"]
    tags = capability(contract, "GET", "/api/tags")
    assert len(notes(contract, tags["name"])) == 2
    for path in ("/api/feeds/count", "/api/plain", "/api/panel"):
        assert notes(contract, capability(contract, "GET", path)["name"]) == []
