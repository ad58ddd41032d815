"""Rule side-effect.pass-through: a Tool whose inputs choose the request it forwards
(:mod:`code2skill.passes.pass_through`, sample proxy-request-tool)."""
from __future__ import annotations

from functools import partial

from sample_support import line_in, sample_contract, tools_of

from code2skill.contract.models import Binding
from code2skill.passes.pass_through import forward_name, forwarded

SAMPLE = "proxy-request-tool"
FREE = {"type": "string"}


def bound(*pairs):
    return [Binding(target=target, input=name) for target, name in pairs]


def test_a_free_method_and_path_of_a_forwarding_endpoint_are_a_pass_through():
    inputs = bound(("body:method", "method"), ("body:path", "path"), ("body:data", "data"))
    props = {"method": FREE, "path": FREE, "data": {}}
    assert forwarded(inputs, props, "/rest/request", ["this.execute"], False) == (
        "method", "path")
    assert forwarded(inputs, props, "/console", [None], False) == ("method", "path")


def test_a_stored_webhooks_url_and_method_a_fixed_method_or_a_nested_one_are_data():
    inputs = bound(("body:method", "method"), ("body:url", "url"))
    props = {"method": FREE, "url": FREE}
    assert forwarded(inputs, props, "/webhooks", ["saveWebhook"], False) == ()
    fixed = {"method": {"type": "string", "enum": ["GET", "POST"]}, "url": FREE}
    assert forwarded(inputs, fixed, "/rest/request", ["execute"], False) == ()
    nested = bound(("body:hook.method", "method"), ("body:hook.url", "url"))
    assert forwarded(nested, props, "/rest/request", ["execute"], False) == ()


def test_statement_text_at_sql_or_a_statement_path_is_one_a_search_text_is_not():
    sql = bound(("body:sql", "sql"))
    assert forwarded(sql, {"sql": FREE}, "/anything", [None], False) == ("sql",)
    query = bound(("body:query", "query"))
    assert forwarded(query, {"query": FREE}, "/api/query", [None], False) == ("query",)
    assert forwarded(query, {"query": FREE}, "/api/run", [None], True) == ("query",)
    assert forwarded(query, {"query": FREE}, "/api/analyze", [None], False) == ("query",)
    assert forwarded(query, {"query": FREE}, "/api/search", [None], False) == ()


def test_a_pass_through_is_named_forward_and_its_paths_words():
    assert forward_name("/rest/request") == "forward_rest_request"
    assert forward_name("/") == "forward_root"


# ------------------------------------------------------------ end to end (sample proxy-request-tool)
contract = partial(sample_contract, SAMPLE)
tools = partial(tools_of, SAMPLE)
line_of = partial(line_in, SAMPLE, "src")


def test_each_pass_through_is_a_confirmed_destructive_external_delete_under_review():
    assert {n: (t["sideEffect"], t["status"], t["operationPolicy"]["confirmation"],
                t["annotations"]["destructiveHint"], t["annotations"]["risks"])
            for n, t in tools().items() if n.startswith("forward_")} == {
        n: ("delete", "requires-review", "trusted-confirmation-required", True,
            ["destructive", "external"]) for n in ("forward_api_rest_request", "forward_api_sql")}


def test_a_high_item_names_the_fields_the_caller_chooses():
    items = {r["capability"]: r for r in contract()["review"] if r["severity"] == "high"}
    assert set(items) == {"forward_api_rest_request", "forward_api_sql"}
    assert "chooses at 'method' and 'path'" in items["forward_api_rest_request"]["message"]
    assert "chooses at 'sql'" in items["forward_api_sql"]["message"]
    assert [(e["rule"], e["line"]) for e in items["forward_api_rest_request"]["evidence"]] == [
        ("side-effect.pass-through", line_of("console.js", 'method: "POST"'))]


def test_the_webhook_and_the_search_stay_what_they_are():
    assert {n: t["sideEffect"] for n, t in tools().items() if not n.startswith("forward_")} \
        == {"create_webhook": "create", "search_indices": "read"}
    assert tools()["create_webhook"]["operationPolicy"]["confirmation"] == "not-required"
