"""Rule ``value.builtin-result`` (:mod:`code2skill.written_types`): a built-in method called on
an unknown value types what it returns, on its function and on ``samples/builtin-results``."""
from __future__ import annotations

import json

from code2skill.arithmetic import UNKNOWN_NUMBER
from code2skill.values import TEST_REASON, UnknownV
from code2skill.written_types import (DATE_TIME, TEXT_CALL, TEXT_LIST, builtin_result,
                                      converted_schema, made_present)

from code2skill.emit import contract_json
from code2skill.pipeline import Settings, derive

from conftest import write_tree
from sample_support import tools_of

SAMPLE = "builtin-results"
WHERE = ("src/a.js", (1, 0, 1, 5))


def properties(tool: dict) -> dict[str, dict]:
    """A Tool's input properties without their descriptions."""
    return {name: {k: v for k, v in schema.items() if k != "description"}
            for name, schema in tool["inputSchema"]["properties"].items()}


def test_each_builtin_method_gives_its_result_type():
    assert builtin_result("split", WHERE) == UnknownV(TEXT_LIST, WHERE)
    assert builtin_result("toISOString", WHERE) == UnknownV(DATE_TIME, WHERE)
    assert builtin_result("toFixed", WHERE) == UnknownV(TEXT_CALL, WHERE)
    assert builtin_result("getTime", WHERE) == UnknownV(UNKNOWN_NUMBER, WHERE)
    assert builtin_result("startsWith", WHERE) == UnknownV(TEST_REASON + "startsWith", WHERE)
    assert builtin_result("slice", WHERE) is None          # an array's or a string's
    assert builtin_result("match", WHERE) is None          # an array or null
    assert converted_schema(UnknownV(TEXT_LIST)) == {"type": "array", "items": {"type": "string"}}
    assert converted_schema(UnknownV(DATE_TIME)) == {"type": "string", "format": "date-time"}
    assert made_present(UnknownV(TEXT_LIST)) and made_present(UnknownV(DATE_TIME))
    assert made_present(UnknownV("number-or-string"))        # event.oldIndex + offset
    assert not made_present(UnknownV("call"))


def test_the_sample_types_each_sent_value_by_its_method():
    tools = tools_of(SAMPLE)
    assert sorted(tools) == ["create_display", "move_item", "search_logs", "update_settings"]
    assert properties(tools["update_settings"]) == {
        "dns_servers": {"type": "array", "items": {"type": "string"}},
        "since": {"type": "string", "format": "date-time"},
        "ratio": {"type": "string"},
        "secure": {"type": "boolean"},
        "position": {"type": "number"},
        "label": {"type": "string"},
        "grouped": {"type": "object", "properties": {            # the program's own split
            "count": {"description": "Count of the grouped.", "type": "integer"},
            "parts": {"description": "Parts of the grouped."}}},
        "window": {},                                           # slice: array or string
    }
    assert tools["update_settings"]["inputSchema"]["required"] == [
        "dns_servers", "since", "ratio", "secure", "position", "label", "grouped"]
    assert properties(tools["search_logs"]) == {
        "from": {"type": "string", "format": "date-time"},
        "mine": {"type": "boolean"},
        "tags": {"type": "string"},                  # split, then joined: one text
    }


def test_a_number_added_to_an_unknown_is_a_required_number():
    """``event.oldIndex + offset`` with ``offset`` from ``findIndex``: a number added to a value
    of unknown type is a number or a string, sent whenever the request is."""
    tool = tools_of(SAMPLE)["move_item"]
    assert properties(tool) == {"oldIndex": {"type": "number"}, "newIndex": {"type": "number"}}
    assert tool["inputSchema"]["required"] == ["oldIndex", "newIndex"]


def test_a_jquery_field_split_into_a_list_is_a_list_of_strings(tmp_path):
    write_tree(tmp_path, {
        "package.json": '{"name": "wg", "dependencies": {"jquery": "3"}}',
        "src/settings.js": (
            'function submitSettings() {\n'
            '  const data = {"dns_servers": $("#dns").val().split(","), "mtu": $("#mtu").val()};\n'
            '  $.ajax({type: "POST", url: "/api/settings", contentType: "application/json",\n'
            '          data: JSON.stringify(data)});\n'
            '}\n'
            '$("#save").click(submitSettings);\n')})
    contract = json.loads(contract_json(derive(tmp_path, Settings(jobs=1)).contract))
    [tool] = contract["capabilities"]
    assert properties(tool) == {"dns_servers": {"type": "array", "items": {"type": "string"}},
                                "mtu": {}}


def test_a_builtin_through_an_optional_chain_may_leave_its_field_out(tmp_path):
    """``tags?.split(',')`` is a list of strings or ``undefined``, which ``JSON.stringify``
    drops: the field is typed but optional (hostile round 42, finding 5: it was required).
    ``(q || '').split(',')`` is always a list."""
    write_tree(tmp_path, {
        "package.json": '{"name": "f5", "dependencies": {"axios": "1"}}',
        "src/api.js": (
            "import axios from 'axios';\n"
            "export function a(tags) { return axios.post('/api/a', { tags: tags?.split(',') }); }\n"
            "export function b(when) { return axios.post('/api/b', { when: when?.toISOString() }); }\n"
            "export function c(tags) { return axios.post('/api/c', { tags: tags.split(',') }); }\n")})
    contract = json.loads(contract_json(derive(tmp_path, Settings(jobs=1)).contract))
    schemas = {tool["implementation"]["requests"][0]["pathTemplate"]: tool["inputSchema"]
               for tool in contract["capabilities"]}
    assert schemas["/api/a"]["properties"]["tags"]["type"] == "array"
    assert schemas["/api/b"]["properties"]["when"]["format"] == "date-time"
    assert "required" not in schemas["/api/a"] and "required" not in schemas["/api/b"]
    assert schemas["/api/c"]["required"] == ["tags"]


def test_the_extractor_marks_an_optional_member():
    from code2skill.extractors.module_facts import extract_module
    facts = extract_module("a.js", "javascript", b"x?.split(','); y.split(',');")
    members = sorted((site.call.callee.obj.name, site.call.callee.optional)
                     for site in facts.calls if getattr(site.call.callee, "prop", None) == "split")
    assert members == [("x", True), ("y", False)]
