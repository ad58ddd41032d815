"""Vue Options API components that build request paths (sample ``vue-component-paths``):
``this.method(args)`` and computed properties (rule ``vue.options-this``), props bound by the
parents' template attributes (rule ``vue.prop-binding``), a flag segment chosen by a ternary
(rule ``path.boolean-segment``) and an overwritten empty initial URL (rule
``url.empty-alternative``)."""
from __future__ import annotations

import json
from pathlib import Path

from conftest import capability, endpoints

from code2skill.emit import contract_json
from code2skill.pipeline import Settings, derive

SAMPLE = Path(__file__).resolve().parent.parent / "samples" / "vue-component-paths"


def contract() -> dict:
    return json.loads(contract_json(derive(SAMPLE, Settings(jobs=1)).contract))


def test_exact_endpoints():
    assert endpoints(contract()) == {
        ("POST", "/api/loadpoints/{id}/mode/{mode}"),
        ("POST", "/api/loadpoints/{id}/limitsoc/{soc}"),
        ("DELETE", "/api/loadpoints/{id}/vehicle"),
        ("POST", "/api/loadpoints/{id}/boost/{boost}"),
        ("DELETE", "/api/vehicles/{name}/plan/soc"),
        ("DELETE", "/api/loadpoints/{id}/plan/energy"),
        ("POST", "/api/vehicles/{name}/plan/strategy"),
        ("GET", "/api/config/mqtt"),
        ("PUT", "/api/config/mqtt"),
        ("GET", "/api/config/tariffs"),
        ("PUT", "/api/config/tariffs"),
        ("GET", "/api/{endpoint}"),
        ("PUT", "/api/{endpoint}"),
        ("POST", "/api/loadpoints/{loadpointId}/costlimit/{limit}"),
        ("POST", "/api/batterycostlimit/{limit}"),
        ("POST", "/api/batterydischarge/{checked}"),
        ("POST", "/api/config/interval/{interval}"),
        ("POST", "/api/residualpower/{residualPower}"),
    }


def test_unfixed_prop_is_a_named_input_under_review():
    """``<YamlModal :endpoint="customEndpoint">`` fixes no literal: the prop stays an input
    named after it, and the bare path is a review item; no hole is left without a name."""
    found = contract()
    for method, path in endpoints(found):
        assert "{param}" not in path, (method, path)
    for method in ("GET", "PUT"):
        cap = capability(found, method, "/api/{endpoint}")
        assert cap["status"] == "requires-review"
        assert "endpoint" in cap["inputSchema"]["properties"]
        assert any(r["capability"] == cap["name"] and r["severity"] == "medium" and
                   "only /api/{endpoint}" in r["message"] for r in found["review"])


def test_each_parent_element_names_its_endpoint():
    found = contract()
    for path, parent, line in (("/api/config/mqtt", "src/components/MqttModal.vue", 2),
                               ("/api/config/tariffs", "src/components/TariffsModal.vue", 2)):
        sites = capability(found, "GET", path)["implementation"]["requests"][0]["callSites"]
        assert [(s["file"], s["line"], s["rule"]) for s in sites] == [
            (parent, line, "vue.prop-binding")]
        assert [(v["file"], v["line"]) for v in sites[0]["via"]] == [
            ("src/components/YamlModal.vue", 20)]


def test_boolean_prop_present_or_absent():
    found = contract()
    loadpoint = capability(found, "POST", "/api/loadpoints/{loadpointId}/costlimit/{limit}")
    battery = capability(found, "POST", "/api/batterycostlimit/{limit}")
    files = {s["file"] for s in loadpoint["implementation"]["requests"][0]["callSites"]}
    assert files == {"src/components/LoadpointSettings.vue"}
    files = {s["file"] for s in battery["implementation"]["requests"][0]["callSites"]}
    assert files == {"src/components/BatterySettings.vue"}


def test_flag_segment_is_one_enum_input():
    found = contract()
    for path, name, values in (("/api/batterydischarge/{checked}", "checked", ["true", "false"]),
                               ("/api/loadpoints/{id}/boost/{boost}", "boost", ["1", "0"])):
        cap = capability(found, "POST", path)
        prop = cap["inputSchema"]["properties"][name]
        assert prop["enum"] == values and prop["type"] == "string"
        rules = {e["rule"] for e in cap["evidence"][f"/inputSchema/properties/{name}"]}
        assert {"path.enum", "path.boolean-segment"} <= rules


def test_overwritten_empty_url_is_no_endpoint():
    assert not {e for e in endpoints(contract()) if e[1] in ("/api", "/api/", "/")}
