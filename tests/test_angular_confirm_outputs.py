"""Angular templates are read for the confirming outputs of confirmation components only (rule
``ui.angular-confirm-output``, :mod:`code2skill.extractors.angular_templates`): a method bound
from ``(nzOnConfirm)`` of an ``nz-popconfirm``, ``(confirm)`` of a ``mwlConfirmationPopover``
is confirmed by it, as Skill guidance; a ``(click)`` on the same element, a plain button and a
template binding no such output (not even a source) confirm nothing."""
from __future__ import annotations

from code2skill.extractors.angular_templates import confirm_triggers, confirming_template
from code2skill.extractors.module_facts.source import _Source
from code2skill.facts import Lit, Ref
from conftest import capability

POPCONFIRM = (
    "<a nz-popconfirm\n"
    "   nzTitle=\"{{ 'Are you sure you want to delete?' | translate }}\"\n"
    "   (click)=\"track()\"\n"
    "   (nzOnConfirm)=\"onDelete(data.id)\" (nzOnCancel)=\"onKeep()\">Delete</a>\n"
    "<button mwlConfirmationPopover popoverTitle=\"Remove it?\" (confirm)=\"remove()\">x</button>\n"
    "<app-confirm-button (confirmed)=\"this.archive()\"></app-confirm-button>\n"
    "<button (click)=\"onOpen()\">Open</button>\n"
    "<nz-modal (nzOnOk)=\"save()\"></nz-modal>\n")
SERVICE = (
    "import { HttpClient } from '@angular/common/http';\n"
    "export class ItemService {\n"
    "  constructor(private http: HttpClient) {}\n"
    "  remove(id: string) { return this.http.delete(`/api/items/${id}`); }\n"
    "  touch(id: string) { return this.http.post(`/api/items/${id}/touch`, {}); }\n"
    "}\n")
COMPONENT = (
    "import { Component } from '@angular/core';\n"
    "import { ItemService } from './item.service';\n"
    "@Component({ selector: 'app-items', templateUrl: './items.component.html' })\n"
    "export class ItemsComponent {\n"
    "  constructor(private items: ItemService) {}\n"
    "  onDelete(id: string) { this.items.remove(id).subscribe(); }\n"
    "  onTouch(id: string) { this.items.touch(id).subscribe(); }\n"
    "}\n")


def test_confirming_outputs_of_confirmation_components_are_triggers():
    data = POPCONFIRM.encode()
    found = [(t.component, [(name, expr.name if isinstance(expr, Ref) else None)
                            for name, expr in t.handlers],
              [(source, text.value) for source, text in t.texts if isinstance(text, Lit)],
              t.span[0])
             for t in confirm_triggers(data, _Source(data).span)]
    assert found == [
        ("nz-popconfirm", [("nzOnConfirm", "onDelete")],
         [("title", "Are you sure you want to delete?")], 1),
        ("mwlConfirmationPopover", [("confirm", "remove")], [("title", "Remove it?")], 5),
        ("app-confirm-button", [("confirmed", None)], [], 6)]


def test_only_templates_binding_a_confirming_output_are_sources():
    assert confirming_template("src/app/items.component.html", POPCONFIRM.encode())
    assert confirming_template("src/app/items.component.html",
                               b"<a (nzOnOk)=\"remove()\" nz-popconfirm>Remove</a>")
    assert not confirming_template("src/app/items.component.html",
                                   b"<button (click)=\"confirmDelete()\">Delete</button>")
    assert not confirming_template("src/index.html", POPCONFIRM.encode())


def test_a_popconfirm_output_confirms_the_component_method(derive_files):
    contract = derive_files({
        "src/app/item.service.ts": SERVICE,
        "src/app/items.component.ts": COMPONENT,
        "src/app/items.component.html":
            "<a nz-popconfirm nzTitle=\"Delete this item?\"\n"
            "   (nzOnConfirm)=\"onDelete(item.id)\">Delete</a>\n"
            "<a nz-popconfirm nzTitle=\"Touch it?\" (click)=\"onTouch(item.id)\">Touch</a>\n"})
    cap = capability(contract, "DELETE", "/api/items/{id}")
    assert cap["operationPolicy"]["confirmation"] == "not-required"
    asked = [(r["severity"], r["message"], [(e["file"], e["line"], e["rule"])
                                            for e in r["evidence"]])
             for r in contract["review"]
             if r["capability"] == cap["name"] and "asks the user" in r["message"]]
    assert asked == [("info", "the client asks the user to confirm ('Delete this item?') before "
                      "this call: keep it as Skill guidance; it is not a trusted confirmation "
                      "and no guard is derived from it",
                      [("src/app/items.component.html", 1, "policy.ui-confirmation")])]
    touched = capability(contract, "POST", "/api/items/{id}/touch")["name"]
    assert not [r for r in contract["review"]
                if r["capability"] == touched and "asks the user" in r["message"]]


def test_an_inline_template_confirms_its_own_component_method(derive_files):
    contract = derive_files({
        "src/app/item.service.ts": SERVICE,
        "src/app/items.component.ts":
            "import { Component } from '@angular/core';\n"
            "import { ItemService } from './item.service';\n"
            "@Component({\n"
            "  selector: 'app-items',\n"
            "  template: `\n"
            "    <button nz-button nz-popconfirm nzPopconfirmTitle=\"Delete this item?\"\n"
            "            (nzOnConfirm)=\"onDelete(item.id)\">Delete</button>\n"
            "    <button (click)=\"onTouch(item.id)\">Touch</button>\n"
            "  `,\n"
            "})\n"
            "export class ItemsComponent {\n"
            "  constructor(private items: ItemService) {}\n"
            "  onDelete(id: string) { this.items.remove(id).subscribe(); }\n"
            "  onTouch(id: string) { this.items.touch(id).subscribe(); }\n"
            "}\n"})
    cap = capability(contract, "DELETE", "/api/items/{id}")
    asked = [[(e["file"], e["line"], e["rule"]) for e in r["evidence"]]
             for r in contract["review"]
             if r["capability"] == cap["name"] and "asks the user" in r["message"]]
    assert asked == [[("src/app/items.component.ts", 6, "policy.ui-confirmation")]]
    touched = capability(contract, "POST", "/api/items/{id}/touch")["name"]
    assert not [r for r in contract["review"]
                if r["capability"] == touched and "asks the user" in r["message"]]
