"""Input types from what the source writes (``code2skill.written_types``, rules
``value.converted-type`` and ``value.caller-type``) and a query helper's empty default object
(rule ``query.empty-object``), on their functions and on the samples
``samples/literal-typed-inputs`` and ``samples/default-query-helper``."""
from __future__ import annotations

from code2skill.arithmetic import NUMBER_CONVERSION
from code2skill.caller_chains import PASSED, UNCALLED, Passed
from code2skill.values import AltV, LitV, ParamV, StrV, Text, UnknownV
from code2skill.written_types import (TEXT_CALL, caller_schema, converted_schema, fixed_texts,
                                      sent_texts, text_unknowns)

from conftest import capability
from sample_support import line_in, sample_contract, tools_of

TYPED = "literal-typed-inputs"
DEFAULTS = "default-query-helper"
WHERE = ("src/a.js", (1, 0, 1, 5))


def param(name: str, path: tuple[str, ...] = (), coded: tuple[str, ...] = ()) -> ParamV:
    return ParamV("src/a.js#1", name, path, None, "src/a.js", coded)


def text(value: str) -> StrV:
    return StrV((Text(value, None),))


def passed(value, end: str = PASSED) -> Passed:
    return Passed(value, (WHERE,), end)


def test_conversions_give_their_types():
    assert converted_schema(UnknownV(NUMBER_CONVERSION)) == {"type": "number"}
    assert converted_schema(UnknownV("number")) == {"type": "number"}        # +x, a + b
    assert converted_schema(UnknownV("number-or-string")) == {"type": "number"}   # n + 1
    assert converted_schema(UnknownV("binary:*")) == {"type": "number"}
    assert converted_schema(UnknownV(TEXT_CALL)) == {"type": "string"}
    assert converted_schema(param("comment", ("length",))) == {"type": "integer"}
    assert converted_schema(param("name", coded=("trim",))) == {"type": "string"}
    assert converted_schema(param("name", coded=("toLowerCase",))) == {"type": "string"}


def test_values_no_conversion_made_stay_untyped():
    assert converted_schema(param("name")) == {}
    assert converted_schema(param("flag", coded=("form",))) == {}      # sent as text, any type
    assert converted_schema(UnknownV("call")) == {}
    assert converted_schema(UnknownV("js-builtin")) == {}
    assert converted_schema(None) == {}


def test_text_methods_make_unknown_calls_and_entries_text():
    entered = AltV((UnknownV("markup-write"), text(""), UnknownV("store-read:local")))
    got = text_unknowns(entered, WHERE)
    assert got.options == (UnknownV(TEXT_CALL, WHERE), text(""),
                           UnknownV("store-read:local"))      # a stored value keeps its kind
    assert text_unknowns(UnknownV("call"), WHERE) == UnknownV(TEXT_CALL, WHERE)
    assert text_unknowns(param("x"), WHERE) == param("x")


def test_fixed_texts_of_a_choice():
    choice = AltV((text("asc"), text("desc")))
    assert fixed_texts(choice) == ("asc", "desc")
    assert fixed_texts(LitV("id:desc")) == ("id:desc",)
    assert fixed_texts(AltV((text("asc"), LitV(None)))) is None
    assert fixed_texts(StrV((Text("a", None),))) == ("a",)
    assert fixed_texts(LitV(3)) is None


def of_type(kind: str):
    return lambda value: {"type": kind} if kind else {}


def test_callers_choosing_among_texts_give_an_enum():
    ends = [passed(AltV((text("asc"), text("desc")))), passed(None)]
    assert caller_schema(ends, of_type("")) == {"type": "string", "enum": ["asc", "desc"]}
    one = [passed(text("asc")), passed(text("asc"))]
    assert caller_schema(one, of_type("")) == {"type": "string"}       # one text: no enum


def test_member_texts_the_callers_send_give_an_enum():
    string = {"type": "string", "description": "Kind."}
    assert sent_texts(string, [text("note"), text("todo")], False) == {
        **string, "enum": ["note", "todo"]}
    assert sent_texts({}, [text("simple_boolean_flag")], True) == {
        "type": "string", "enum": ["simple_boolean_flag"]}     # another caller sends none
    assert sent_texts(string, [text("note"), text("note")], False) is string   # one text
    assert sent_texts(string, [text("note"), UnknownV("call")], True) is string  # free
    assert sent_texts({"type": "integer"}, [text("1")], True) == {"type": "integer"}
    assert sent_texts({"enum": ["a"]}, [text("a")], True) == {"enum": ["a"]}
    assert sent_texts(string, [text("  ")], True) is string    # a server template's blank


def test_callers_proving_one_type_type_the_parameter():
    ends = [passed(UnknownV("number-or-string")), passed(None)]
    assert caller_schema(ends, converted_schema) == {"type": "number"}
    mixed = [passed(LitV(1)), passed(UnknownV("number"))]
    assert caller_schema(mixed, lambda v: {"type": "integer"} if isinstance(v, LitV)
                         else {"type": "number"}) == {"type": "number"}


def test_callers_proving_nothing_or_unseen_type_nothing():
    assert caller_schema([], of_type("number")) == {}
    assert caller_schema([passed(None)], of_type("number")) == {}
    assert caller_schema([passed(UnknownV("call"))], converted_schema) == {}
    unseen = [passed(UnknownV("number")), passed(param("limit"), UNCALLED)]
    assert caller_schema(unseen, converted_schema) == {}        # a caller nothing here calls
    kinds = iter([{"type": "number"}, {"type": "string"}])
    assert caller_schema([passed(LitV(1)), passed(UnknownV("x"))],
                         lambda v: next(kinds)) == {}
    assert caller_schema([passed(UnknownV("x"))], of_type("object")) == {}
    # a caller's value that may be null (value.null-sent) types it as a list: no one scalar
    nullable = iter([{"type": ["boolean", "null"]}, {"type": "boolean"}])
    assert caller_schema([passed(UnknownV("x")), passed(UnknownV("y"))],
                         lambda v: next(nullable)) == {}


def properties(tool: dict) -> dict:
    return tool["inputSchema"]["properties"]


def test_search_inputs_are_typed_by_their_callers():
    search = tools_of(TYPED)["search_notes"]
    assert properties(search)["order"]["enum"] == ["asc", "desc"]
    assert properties(search)["order"]["type"] == "string"
    assert properties(search)["limit"]["type"] == "number"
    assert "type" not in properties(search)["term"]           # callers pass unknown values
    assert "type" not in properties(search)["sort"]


def test_converted_body_fields_are_typed_and_the_always_sent_one_required():
    spool = tools_of(TYPED)["create_spool"]
    props = properties(spool)
    assert {k: props[k].get("type") for k in props} == {
        "filament_id": "number", "initial_weight": "number", "price": "number",
        "location": "string", "comment": "string"}
    assert spool["inputSchema"]["required"] == ["filament_id"]


def test_written_values_type_the_rating_fields():
    props = properties(tools_of(TYPED)["create_note_rating"])
    assert props["stars"]["type"] == "number"          # parseInt(stars, 10)
    assert props["weight"]["type"] == "number"         # +stars
    assert props["words"]["type"] == "integer"         # comment.length
    assert props["text"]["type"] == "string"           # `${comment}`
    assert props["pinned"]["type"] == "boolean"        # pinned === "yes"
    assert props["visible"]["type"] == "boolean"       # !!comment
    assert "type" not in props["label"]                # String(stars): stars is unknown


def test_conditional_spread_of_a_comparison_is_an_optional_query_input():
    embed = tools_of(TYPED)["get_embed"]
    props = properties(embed)
    assert props["fragmentIndex"]["type"] == "number"
    assert "fragmentIndex" not in embed["inputSchema"]["required"]
    assert props["showTitle"]["type"] == "boolean"
    assert props["showTitle"]["description"] == \
        "Show title (query parameter, sent as the text true or false)."
    assert not [r for r in review_of(TYPED, "get_embed") if "query part" in r["message"]]


def review_of(sample: str, tool: str) -> list[dict]:
    """The review items of one Tool of a sample."""
    return [r for r in sample_contract(sample)["review"] if r.get("capability") == tool]


def test_a_helper_default_query_object_left_out_or_empty_sends_nothing():
    tools = tools_of(DEFAULTS)
    for name in ("get_info", "get_lot_number", "get_location", "get_spool_by_id"):
        assert properties(tools[name]).keys() <= {"id"}, name
        assert not [r for r in review_of(DEFAULTS, name) if r["severity"] == "medium"], name


def test_a_caller_object_literal_gives_the_helper_query_its_fields():
    assert set(properties(tools_of(DEFAULTS)["get_filament"])) == {"vendor_id", "limit", "sort"}
    assert set(properties(tools_of(DEFAULTS)["get_vendor"])) == {"name"}


def test_a_query_object_the_tool_cannot_follow_is_still_reviewed():
    items = [r for r in review_of(DEFAULTS, "search_spool") if r["severity"] == "medium"]
    assert [r["message"] for r in items] == [
        "the query part '${…}' comes from an expression the tool cannot follow: its parameters "
        "are unknown and the Tool does not send them"]
    assert line_in(DEFAULTS, "src/api", "http.ts", "usp.append") == \
        items[0]["evidence"][0]["line"]


def test_callers_passing_blanked_server_values_give_no_enum(derive_files):
    # a .cshtml page's '@item.Kind' is blanked by the view reader: a value the server renders
    contract = derive_files({
        "Views/Items/_List.cshtml": "<div onclick=\"openItem(@item.Id, '@item.Kind')\">x</div>\n",
        "Views/Items/_Preview.cshtml": "<a href=\"#\" onclick=\"openItem(@itemId, '@kind')\">x</a>\n",
        "wwwroot/js/items.js": "function openItem(id, kind) { $.post(`/Items/Open?kind=${kind}"
                               "&id=${id}`, function (data) { $('#out').html(data); }); }\n"})
    kind = capability(contract, "POST", "/Items/Open")["inputSchema"]["properties"]["kind"]
    assert kind == {"description": "Kind (query parameter).", "type": "string"}
