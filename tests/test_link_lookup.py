"""Request objects (rule ``this.construction-arguments``) and runtime link lookups (rule
``url.runtime-link``) of Angular request-service layers."""
from __future__ import annotations

from pathlib import Path

from conftest import endpoints

SAMPLE = Path(__file__).resolve().parent.parent / "samples" / "request-objects"


def sample_files() -> dict[str, str]:
    return {str(p.relative_to(SAMPLE)): p.read_text(encoding="utf-8")
            for p in SAMPLE.rglob("*") if p.is_file() and "expected" not in p.parts}


def test_each_construction_site_is_its_own_request(derive_files):
    contract = derive_files(sample_files())
    assert endpoints(contract) == {("GET", "/server/api/core/items/{id}"),
                                   ("POST", "/server/api/core/items"),
                                   ("DELETE", "/server/api/core/items/{id}")}


def test_a_runtime_link_is_a_review_item_naming_the_link(derive_files):
    contract = derive_files(sample_files())
    items = [r for r in contract["review"] if "'bitstreams'" in r["message"]]
    assert [(r["severity"], r["message"]) for r in items] == [(
        "medium", "request at src/app/data/bitstream-data.service.ts:13 sends to the URL of "
                  "the link 'bitstreams' that getEndpoint('bitstreams') looks up at run time (a "
                  "HAL `_links` entry or similar): its path is not in the source, so no "
                  "endpoint is claimed; map the link to the server's endpoint (lookup at line "
                  "11)")]
    assert [(e["line"], e["rule"]) for e in items[0]["evidence"]] == [
        (13, "resolve.unresolved")]


PIPE = """\
import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { map, switchMap } from 'rxjs';
@Injectable({ providedIn: 'root' })
export class Links { getLink(name: string): any { return null; } }
@Injectable({ providedIn: 'root' })
export class Groups {
  constructor(private http: HttpClient, private links: Links) {}
  list() {
    return this.links.getLink('groups').pipe(switchMap((href: string) => this.http.get(href)));
  }
}
"""


def test_a_link_read_through_pipe_operators(derive_files):
    contract = derive_files({"src/groups.ts": PIPE})
    assert not contract["capabilities"]
    assert [(r["severity"], r["message"]) for r in contract["review"]] == [(
        "medium", "angular-http request at src/groups.ts:10 sends to the URL of the link "
                  "'groups' that getLink('groups') looks up at run time (a HAL `_links` entry or "
                  "similar): its path is not in the source, so no endpoint is claimed; map the "
                  "link to the server's endpoint")]
