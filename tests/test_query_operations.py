"""Operation fields: an RPC over one path whose operation is a query or FormData field.

Rules wrapper.query-field-arguments, cluster.query-field-operation,
cluster.query-field-unproven, name.query-field-operation, side-effect.query-field-words and
side-effect.query-field-guess (:mod:`code2skill.query_operations`,
:mod:`code2skill.passes.operation_fields`)."""
from __future__ import annotations

from functools import partial

from sample_support import line_in, request_bindings, sample_contract, tools_of

from code2skill.passes.operation_fields import operation_target, second_words, sent_field
from code2skill.query_operations import (OPERATION_FIELDS, SECOND_FIELDS, open_object,
                                         operation_name, operation_word, sent_operations,
                                         value_options)
from code2skill.values import AltV, LitV, ObjV, ParamV, PropV, StrV, Text, UnknownV

SAMPLE = "query-field-rpc"


def text(value):
    return StrV((Text(value),))


def obj(**members):
    return ObjV(tuple(PropV(key, value) for key, value in members.items()))


def test_an_operation_word_is_an_identifier_and_at_method_no_http_method():
    assert operation_word("queue") and operation_word("mark_as_completed")
    assert operation_word("core.playback.play") and operation_word("delete", "name")
    assert not operation_word("delete", "method") and not operation_word("GET", "Method")
    assert not operation_word("http://x.example/a.nzb") and not operation_word("2")
    assert not operation_word("a b") and not operation_word(3) and not operation_word("")


def test_a_literal_or_each_arm_of_a_condition_is_a_proven_word():
    assert value_options(text("restart"), "mode") == ("restart",)
    assert value_options(AltV((text("resume"), text("pause"))), "mode") == ("resume", "pause")
    assert value_options(AltV((text("a"), UnknownV("x"))), "mode") is None
    assert value_options(AltV((text("a"), text("b")), kind="or"), "mode") is None
    assert value_options(ParamV("f", "theAction"), "mode") is None
    assert value_options(LitV(1), "mode") is None


def test_an_object_sends_the_words_of_its_operation_fields_only():
    assert sent_operations(obj(mode=text("queue"), name=text("delete"))) == ("queue",)
    assert sent_operations(obj(Action=text("save"), kind=text("book"))) == ("save",)
    assert sent_operations(obj(sub_command=text("x"))) == ()
    assert sent_operations(obj(mode=AltV((text("resume"), text("pause"))))) == (
        "resume", "pause")
    assert sent_operations(ParamV("f", "data")) == ()


def test_the_object_is_open_when_it_is_the_functions_whole_parameter():
    assert open_object(ParamV("f", "data"), "f") == ParamV("f", "data")
    assert open_object(ParamV("f", "data", ("query",)), "f") is None
    assert open_object(ParamV("g", "data"), "f") is None
    assert open_object(obj(mode=text("x")), "f") is None
    assert open_object(ParamV("f", "data"), None) is None


def test_the_name_joins_the_pinned_words_in_order():
    assert operation_name(["queue", "delete"]) == "queue_delete"
    assert operation_name(["restart"]) == "restart"


# ------------------------------------------------------------ end to end (sample query-field-rpc)
contract = partial(sample_contract, SAMPLE)
tools = partial(tools_of, SAMPLE)
bindings = request_bindings
line_of = partial(line_in, SAMPLE, "static")


def test_each_operation_is_one_tool_with_the_effect_its_words_prove():
    assert {n: (t["sideEffect"], t["operationPolicy"]["automaticRetry"], t["status"])
            for n, t in tools().items()} == {
        "queue": ("update", "never", "requires-review"),
        "queue_delete": ("delete", "never", "draft"),
        "history_mark_as_completed": ("update", "never", "requires-review"),
        "restart": ("update", "never", "draft"),
        "resume": ("update", "never", "draft"),
        "pause": ("update", "never", "draft"),
        "browse": ("read", "allowed", "draft"),
        "retry": ("update", "never", "draft"),
        "addfile": ("update", "never", "requires-review"),
        "config_set_config_default": ("update", "never", "requires-review"),
        "config_create_backup": ("create", "never", "draft"),
        "create_api": ("create", "never", "requires-review")}


def test_the_words_are_fixed_and_the_callers_other_fields_are_inputs():
    tool = tools()["queue_delete"]
    fixed = bindings(tool)
    assert (fixed["query:mode"]["value"], fixed["query:name"]["value"]) == ("queue", "delete")
    assert fixed["query:mode"]["input"] is None and fixed["query:name"]["input"] is None
    assert set(tool["inputSchema"]["properties"]) == {"del_files", "value"}
    assert set(tools()["queue"]["inputSchema"]["properties"]) == {"start", "limit"}
    assert bindings(tools()["retry"])["multipart:mode"]["value"] == "retry"
    assert bindings(tools()["addfile"])["multipart:mode"]["value"] == "addfile"
    reset = bindings(tools()["config_set_config_default"])
    assert (reset["body:mode"]["value"], reset["body:name"]["value"]) == (
        "config", "set_config_default")
    assert reset["body:keyword"]["input"] == "keyword"


def test_a_form_string_ending_in_a_serialised_form_stays_one_string_and_its_own_tool():
    where = line_of("uploads.js", '"mode=config&name=test_server&"')
    tool = tools()["create_api"]
    assert [s["line"] for s in tool["implementation"]["requests"][0]["callSites"]] == [where]
    assert set(bindings(tool)) == {"body:"}


def test_a_get_whose_words_prove_no_effect_is_a_reviewed_write_not_a_read():
    tool = tools()["queue"]
    assert tool["annotations"]["readOnlyHint"] is False
    items = [r for r in contract()["review"] if r.get("capability") == "queue"]
    guessed = [r for r in items if r["evidence"][0]["rule"] == "side-effect.query-field-guess"]
    assert len(guessed) == 1 and guessed[0]["severity"] == "medium"
    assert "query:mode 'queue'" in guessed[0]["message"]


def test_an_unproven_operation_is_a_review_item_never_a_tool():
    assert not [name for name in tools() if name.startswith("call_")]
    where = line_of("queue.js", "callAPI({ mode: theAction })")
    [item] = [r for r in contract()["review"]
              if r["evidence"][0]["rule"] == "cluster.query-field-unproven"]
    assert item["severity"] == "medium" and item.get("capability") is None
    assert f"static/queue.js:{where}" in item["message"] and "'mode'" in item["message"]
    assert "offered as no Tool" in item["message"]
    assert [(e["rule"], e["line"]) for e in item["evidence"]] == [
        ("cluster.query-field-unproven", where)]


def test_each_caller_of_the_wrapper_is_a_call_site_and_the_evidence_is_its_literal():
    tool = tools()["restart"]
    where = line_of("queue.js", 'callAPI({ mode: "restart" })')
    assert [s["line"] for s in tool["implementation"]["requests"][0]["callSites"]] == [where]
    assert [(e["rule"], e["line"]) for e in tool["evidence"]["/name"]] == [
        ("name.query-field-operation", where)]
    assert [(e["rule"], e["line"]) for e in tool["evidence"]["/sideEffect"]] == [
        ("side-effect.query-field-words", where)]
    coverage = contract()["source"]["coverage"]
    assert (coverage["requestLikeSites"], coverage["resolved"]) == (12, 12)


def test_each_arm_of_a_condition_is_a_tool_of_its_own_at_the_same_call():
    where = line_of("queue.js", 'paused ? "resume" : "pause"')
    for name in ("resume", "pause"):
        sites = tools()[name]["implementation"]["requests"][0]["callSites"]
        assert [s["line"] for s in sites] == [where]
        assert bindings(tools()[name])["query:mode"]["value"] == name


# ------------------------------------------------------------ the split (passes.operation_fields)
def sent(**targets):
    """A call's fields ``{target: (fixed, value, where)}``: a text is a literal value."""
    return {t.replace("__", ":"): (None, text(v) if isinstance(v, str) else v, None)
            for t, v in targets.items()}


def test_the_target_is_an_operation_field_sent_with_two_words():
    calls = [sent(query__mode="queue", query__start=LitV(0)), sent(query__mode="restart")]
    assert operation_target(calls, OPERATION_FIELDS) == "query:mode"
    assert operation_target([sent(query__kind="a"), sent(query__kind="b")],
                            OPERATION_FIELDS) is None
    assert operation_target([sent(query__mode="a"), sent(query__mode="a")],
                            OPERATION_FIELDS) is None


def test_one_word_selects_when_a_second_field_splits_it():
    calls = [sent(body__mode="config", body__name="set_apikey"),
             sent(body__mode="config", body__name="create_backup")]
    assert second_words(calls, "body:mode") == 2
    assert operation_target(calls, OPERATION_FIELDS) == "body:mode"
    assert operation_target(calls, SECOND_FIELDS, "body:mode") == "body:name"
    urls = [sent(query__mode="addurl", query__name=ParamV("f", "url"))]
    assert operation_target(urls, SECOND_FIELDS, "query:mode") is None


def test_a_computed_value_is_sent_but_proves_no_word():
    assert sent_field(sent(query__mode=ParamV("f", "theAction")), "query:mode") == (True, ())
    assert sent_field(sent(query__start=LitV(0)), "query:mode") == (False, ())
    present, options = sent_field(sent(query__mode=AltV((text("resume"), text("pause")))),
                                  "query:mode")
    assert present and [word for word, _, _ in options] == ["resume", "pause"]
    assert sent_field({"query:mode": ("browse", None, None)}, "query:mode")[1][0][0] == "browse"
