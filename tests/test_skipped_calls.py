"""Rule ``budget.skipped-calls``: the calls a file limit skipped that look like requests are
one ``medium`` review item; a cut region without such calls stays a diagnostic."""
from __future__ import annotations

from code2skill.extractors.module_facts import extract_module
from code2skill.passes.skipped_calls import skipped_call_items

SOURCE = """
export class JobsComponent {
  constructor(api) { this.api = api; this.jobs = []; }
  toggle(order) { this.hidden.add(order); }
  addJob() { this.jobs = [...this.jobs, { order: this.jobs.length }]; }
  removeJob(order) { return this.api.delete(`/jobs/${order}`); }
  load() { return fetch('/api/jobs').then((r) => r.json()); }
}
"""
PATH = "src/jobs.component.js"


def modules():
    return {PATH: extract_module(PATH, "javascript", SOURCE.encode())}


def fid_of(found, name: str) -> str:
    return next(fid for fid, fn in found[PATH].functions.items() if fn.name == name)


def test_a_cut_before_requests_is_a_medium_item_naming_them():
    found = modules()
    [item] = skipped_call_items({PATH: fid_of(found, "JobsComponent.addJob")}, found)
    assert item.severity == "medium"
    assert item.message == (
        f"resolving {PATH} met a work limit: the calls in JobsComponent.addJob and after it "
        "were not followed, and 2 of them look like requests (lines 6, 7): the endpoints "
        "they reach may be missing from the contract (rule budget.skipped-calls)")
    assert [(e.file, e.line, e.rule, e.note) for e in item.evidence] == [
        (PATH, 6, "budget.skipped-calls", "delete"), (PATH, 7, "budget.skipped-calls", "fetch")]


def test_no_cut_is_no_item_and_a_late_cut_names_only_its_calls():
    found = modules()
    assert skipped_call_items({}, found) == []
    # only load() is skipped: its fetch is named; after the last function nothing is
    [item] = skipped_call_items({PATH: fid_of(found, "JobsComponent.load")}, found)
    assert [e.line for e in item.evidence] == [7]


def test_a_region_without_request_words_stays_a_diagnostic():
    source = "export function a(s) { s.add(1); }\nexport function b(s) { s.has(2); }\n"
    found = {PATH: extract_module(PATH, "javascript", source.encode())}
    assert skipped_call_items({PATH: fid_of(found, "a")}, found) == []
