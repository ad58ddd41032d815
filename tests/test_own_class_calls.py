"""Rule ``wrapper.own-class-callers``: a method of a class whose own methods call one another,
written nowhere but where it is declared, is never called (no Tool, a
``wrapper.never-called`` item); a template binding, a call, an interface or a framework's
hook keeps it a draft."""
from __future__ import annotations

import pytest

from audit_support import derive_dict
from conftest import write_tree, uncalled_tool
from code2skill.passes.own_class_calls import HOOK

SERVICE = (
    "export class PrefService {\n"                                               # 1
    "  constructor() { this.refresh(); }\n"                                       # 2
    "  async refresh() { this.prefs = await this.getPreferences(); }\n"           # 3
    "  async getPreferences() { return (await fetch('/api/pref')).json(); }\n"    # 4
    "  async getPreference(key) { return (await fetch(`/api/pref/${key}`)).json(); }\n"  # 5
    "  async setPreference(key, value) {\n"                                       # 6
    "    return fetch(`/api/pref/${key}`, {method: 'POST', body: JSON.stringify({value})});\n"
    "  }\n"
    "}\n")
COMPONENT = (
    "import { PrefService } from './pref.service';\n"
    "export class SettingsComponent {\n"
    "  constructor(prefService: PrefService) { this.prefService = prefService; }\n"
    "}\n")
TEMPLATE = '<pref-option [update]="prefService.setPreference.bind(prefService)"></pref-option>\n'
NOTE = ("other methods of its class are called and its name is written nowhere in the "
        "analysed folder but where a function of that name is declared")


def derived(tmp_path, service: str = SERVICE, **more: str) -> dict:
    return derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "prefs"}', "src/pref.service.ts": service,
        "src/settings.component.ts": COMPONENT, "src/settings.component.html": TEMPLATE,
        **more}))


def status(contract: dict) -> dict[str, str]:
    return {c["name"]: c["status"] for c in contract["capabilities"]}


def test_a_method_only_its_declaration_names_is_reviewed(tmp_path):
    contract = derived(tmp_path)
    assert status(contract) == {"get_pref": "draft", "set_pref": "draft"}
    items = [(uncalled_tool(r), [(e["line"], e["rule"], e["note"]) for e in r["evidence"]])
             for r in contract["review"] if r["evidence"]
             and r["evidence"][0]["rule"] == "wrapper.never-called"]
    assert items == [("get_pref_by_key", [
        (5, "wrapper.never-called", "PrefService.getPreference defined here"),
        (5, "wrapper.own-class-callers", NOTE)])]


@pytest.mark.parametrize("change", [
    {"src/other.html": "<a (click)=\"prefs.getPreference('x')\">x</a>\n"},   # a template
    {"src/use.ts": "export const k = 'getPreference';\n"},                    # a string
    {"src/prefs.d.ts": "export interface Prefs { getPreference(key: string): unknown; }\n"},
    {"service": SERVICE.replace("export class PrefService {",
                                "export class PrefService implements Prefs {")},
    {"service": SERVICE.replace("export class PrefService {",
                                "export class PrefService extends Base {")},
    {"service": SERVICE.replace("  async refresh() {", "  async refresh() { this[k]();")},
])
def test_a_mention_keeps_it_a_draft(tmp_path, change):
    service = change.pop("service", SERVICE)
    assert status(derived(tmp_path, service, **change))["get_pref_by_key"] == "draft"


def test_framework_hooks():
    assert all(HOOK.match(n) for n in ("ngOnInit", "ngAfterViewInit", "componentDidMount",
                                       "connectedCallback", "render", "mounted"))
    assert not any(HOOK.match(n) for n in ("getPreference", "renderer", "initUser"))
