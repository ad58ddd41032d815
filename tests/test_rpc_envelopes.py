"""Method-dispatch envelopes (JSON-RPC and its kin): one Tool per method the callers prove.

Rules cluster.rpc-method, cluster.rpc-unproven-method, name.rpc-method, side-effect.rpc-method-words
and wrapper.rpc-method-arguments (:mod:`code2skill.rpc_envelopes`)."""
from __future__ import annotations

from functools import partial

from sample_support import line_in, request_bindings, sample_contract, tools_of

from code2skill.rpc_envelopes import envelope_method, method_options, open_method
from code2skill.values import AltV, LitV, ObjV, ParamV, PropV, StrV, Text, UnknownV

SAMPLE = "json-rpc-methods"


def text(value):
    return StrV((Text(value),))


def obj(**members):
    return ObjV(tuple(PropV(key, value) for key, value in members.items()))


def test_a_method_beside_the_protocol_version_or_arguments_is_an_envelope():
    assert envelope_method(obj(jsonrpc=text("2.0"), method=text("a.get"))) == text("a.get")
    assert envelope_method(obj(method=text("users.list"), params=LitV(None))) == text(
        "users.list")
    assert envelope_method(obj(method=text("torrent-get"), arguments=obj())) == text(
        "torrent-get")


def test_a_record_id_an_http_method_or_no_object_is_no_envelope():
    assert envelope_method(obj(id=LitV(5), method=text("delete"))) is None
    assert envelope_method(obj(method=text("POST"), url=text("/x"), params=obj())) is None
    assert envelope_method(obj(method=text("get"), params=obj())) is None
    assert envelope_method(obj(jsonrpc=text("2.0"))) is None
    assert envelope_method(UnknownV("x")) is None


def test_a_literal_or_each_arm_of_a_condition_is_a_proven_method():
    assert method_options(text("a.get")) == ("a.get",)
    assert method_options(AltV((text("start_now"), text("start")))) == ("start_now", "start")
    assert method_options(AltV((text("a"), UnknownV("x")))) is None
    assert method_options(AltV((text("a"), text("b")), kind="or")) is None
    assert method_options(ParamV("f", "method")) is None
    assert method_options(LitV(3)) is None


def test_the_method_is_open_when_the_body_or_its_method_is_the_functions_parameter():
    assert open_method(ParamV("f", "data"), "f") == ParamV("f", "data")
    method = ParamV("f", "method")
    assert open_method(obj(jsonrpc=text("2.0"), method=method), "f") == method
    assert open_method(obj(jsonrpc=text("2.0"), method=text("a")), "f") is None
    assert open_method(ParamV("g", "data"), "f") is None
    assert open_method(ParamV("f", "data", ("body",)), "f") is None
    assert open_method(ParamV("f", "data"), None) is None


# ------------------------------------------------------------ end to end (sample json-rpc-methods)
contract = partial(sample_contract, SAMPLE)
tools = partial(tools_of, SAMPLE)
bindings = request_bindings
line_of = partial(line_in, SAMPLE, "src")


def test_each_proven_method_is_one_tool_named_by_it_with_its_effect():
    assert {n: (t["sideEffect"], t["annotations"]["destructiveHint"])
            for n, t in tools().items()} == {
        "library_albums_list": ("read", False),
        "player_status_get": ("read", False),
        "player_mute": ("update", False),
        "player_volume_set": ("update", False),
        "playlist_clear": ("delete", True),
        "player_pause": ("update", False),
        "player_resume": ("update", False),
        "library_tracks_remove": ("delete", True),
        "users_rename": ("update", False),
        "users_list": ("read", False)}


def test_the_method_and_envelope_constants_are_fixed_never_inputs():
    tool = tools()["player_pause"]
    fixed = bindings(tool)
    assert fixed["body:method"]["value"] == "player.pause" and fixed["body:method"]["input"] is None
    assert fixed["body:jsonrpc"]["value"] == "2.0" and fixed["body:id"]["value"] == 1
    assert set(tool["inputSchema"]["properties"]) == {"params"}
    assert set(tool["inputSchema"]["properties"]["params"]["properties"]) == {"ids"}
    removed = tools()["library_tracks_remove"]["inputSchema"]["properties"]["params"]
    assert set(removed["properties"]) == {"ids", "delete_files"}


def test_the_evidence_points_at_the_callers_literal():
    tool = tools()["player_resume"]
    where = line_of("media-rpc.js", 'itemsAction("player.resume"')
    assert [(e["rule"], e["line"]) for e in tool["evidence"]["/name"]] == [
        ("name.rpc-method", where)]
    assert [(e["rule"], e["line"]) for e in tool["evidence"]["/sideEffect"]] == [
        ("side-effect.rpc-method-words", where)]
    sites = tool["implementation"]["requests"][0]["callSites"]
    assert [s["line"] for s in sites] == [where]


def test_each_arm_of_a_condition_is_a_tool_of_its_own_at_the_same_call():
    where = line_of("media-rpc.js", 'muted ? "player.mute"')
    for name in ("player_mute", "player_volume_set"):
        tool = tools()[name]
        assert [s["line"] for s in tool["implementation"]["requests"][0]["callSites"]] == [where]
        rules = {e["rule"] for e in tool["evidence"][
            f"/implementation/requests/0/bindings/"
            f"{list(bindings(tool)).index('body:method')}"]}
        assert {"cluster.rpc-method", "cluster.conditional-value"} <= rules


def test_an_unproven_method_is_a_review_item_never_a_tool():
    assert "call_jsonrpc_method" not in tools()
    items = [r for r in contract()["review"]
             if r["evidence"] and r["evidence"][0]["rule"] == "cluster.rpc-unproven-method"]
    where = line_of("media-rpc.js", "call(form.elements.method.value")
    assert [(i["severity"], i["capability"]) for i in items] == [("medium", None)]
    message = items[0]["message"]
    assert f"src/media-rpc.js:{where}" in message and "through rpc" in message
    assert "'playlist.clear'" in message and "offered as no Tool" in message
    assert [(e["rule"], e["line"]) for e in items[0]["evidence"]] == [
        ("cluster.rpc-unproven-method", where)]


def test_a_retry_inside_the_wrapper_adds_no_request():
    lines = [s["line"] for t in tools().values()
             for s in t["implementation"]["requests"][0]["callSites"]]
    assert line_of("media-rpc.js", "rpc(envelope, done); // a retry") not in lines
    assert contract()["source"]["coverage"]["unresolved"] == 0


CONSOLE_ONLY = """\
export function runMethod(form) {
  return fetch('/api/rpc', {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: form.method.value, params: [] }),
  });
}
"""


def test_an_endpoint_whose_every_method_is_unproven_is_reviewed_too(derive_files):
    contract = derive_files({"package.json": '{"name": "console"}', "src/console.js": CONSOLE_ONLY})
    assert contract["capabilities"] == []
    [item] = [r for r in contract["review"] if r["evidence"] and r["evidence"][0]["rule"] ==
              "cluster.rpc-unproven-method"]
    assert (item["severity"], item["capability"]) == ("medium", None)
    assert "src/console.js:2" in item["message"] and "proven at this endpoint: none" in item[
        "message"]
    assert item["evidence"][0]["note"] == (
        "'method' is form.method.value, from a parameter no call fills with a literal")
