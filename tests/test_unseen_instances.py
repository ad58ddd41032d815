"""Instances of a program class whose origin the program does not show
(:mod:`code2skill.unseen_instances`, rule ``this.unseen-origin``): a record handed in from the
page or decoded from storage keeps the class's methods but not the fields of the class's one
construction, so its requests keep both branches of ``this.attrs.id ? 'PATCH' : 'POST'`` and its
type as a path parameter; a parameter every call fills with a construction keeps it."""
from __future__ import annotations

from conftest import capability, endpoints

RECORD = """\
export default class Record {
  attrs: { type: string; id?: string };
  constructor(attrs: { type: string; id?: string }) { this.attrs = attrs; }
  save(changes: object) {
    return fetch(this.url(), { method: this.attrs.id ? 'PATCH' : 'POST',
                               body: JSON.stringify(changes) });
  }
  url(): string {
    return '/api/' + this.attrs.type + (this.attrs.id ? '/' + this.attrs.id : '');
  }
}
"""

STORE = """\
import Record from './Record';
export function createRecord(type: string) { return new Record({ type }); }
"""

MADE = "/api/labels"


ADD = """\
import Record from './Record';
import { createRecord } from './store';
export function addLabel(name: string) { return createRecord('labels').save({ name }); }
"""


def pages(body: str) -> str:
    return ADD + body


def derived(derive_files, body: str) -> set[tuple[str, str]]:
    return endpoints(derive_files({"src/Record.ts": RECORD, "src/store.ts": STORE,
                                   "src/pages.ts": pages(body)}))


def test_a_record_from_the_page_keeps_its_own_type_and_id(derive_files):
    body = """\
export function renameLabel(label: Record, name: string) { return label.save({ name }); }
export const onRename = () => renameLabel((window as any).boot.label, 'renamed');
"""
    assert derived(derive_files, body) == {("POST", MADE), ("PATCH", "/api/{type}/{id}"),
                                           ("POST", "/api/{type}")}


def test_a_record_an_event_handler_hands_in_is_of_unseen_origin(derive_files):
    body = """\
export function renameLabel(label: Record, name: string) { return label.save({ name }); }
document.body.addEventListener('click', (e: any) => renameLabel(e.target.label, 'x'));
"""
    found = derived(derive_files, body)
    assert ("PATCH", "/api/{type}/{id}") in found and ("PATCH", "/api/labels") not in found


def test_a_decoded_value_cast_to_the_class_is_of_unseen_origin(derive_files):
    body = """\
export function restoreLabel() {
  const label = JSON.parse(localStorage.getItem('label') || '{}') as Record;
  return label.save({ restored: true });
}
"""
    assert derived(derive_files, body) == {("POST", MADE), ("PATCH", "/api/{type}/{id}"),
                                           ("POST", "/api/{type}")}


def test_the_same_field_test_pairs_across_the_methods(derive_files):
    body = """\
export function renameLabel(label: Record, name: string) { return label.save({ name }); }
export const onRename = () => renameLabel((window as any).boot.label, 'renamed');
"""
    found = derived(derive_files, body)
    assert ("PATCH", "/api/{type}") not in found and ("POST", "/api/{type}/{id}") not in found


def test_a_parameter_every_call_fills_with_a_construction_keeps_it(derive_files):
    body = """\
export function archive(record: Record) { return record.save({ archived: true }); }
export const archiveNote = () => archive(createRecord('notes'));
"""
    assert derived(derive_files, body) == {("POST", MADE), ("POST", "/api/notes")}


def test_the_unseen_requests_are_reviewed(derive_files):
    body = """\
export function renameLabel(label: Record, name: string) { return label.save({ name }); }
export const onRename = () => renameLabel((window as any).boot.label, 'renamed');
"""
    contract = derive_files({"src/Record.ts": RECORD, "src/store.ts": STORE,
                             "src/pages.ts": pages(body)})
    assert capability(contract, "PATCH", "/api/{type}/{id}")["status"] == "requires-review"
    assert capability(contract, "POST", "/api/{type}")["status"] == "requires-review"


FLAGGED = """\
export default class Entry {
  exists = false;
  data: { type: string; id?: string };
  constructor(data: { type: string; id?: string }) { this.data = data; }
  save(attrs: object) {
    return fetch('/api/' + this.data.type + '/' + this.data.id,
                 { method: this.exists ? 'PATCH' : 'POST', body: JSON.stringify(attrs) });
  }
}
"""

FLAG_STORE = """\
import Entry from './Entry';
export function push(data: any) { const entry = new Entry(data); entry.exists = true; return entry; }
export function renameEntry(entry: Entry, title: string) { return entry.save({ title }); }
export const onRename = () => renameEntry((window as any).boot.entry, 'x');
"""


def test_a_literal_field_the_program_writes_elsewhere_is_unknown_for_it(derive_files):
    found = endpoints(derive_files({"src/Entry.ts": FLAGGED, "src/store.ts": FLAG_STORE}))
    assert {m for m, _ in found} == {"PATCH", "POST"}
