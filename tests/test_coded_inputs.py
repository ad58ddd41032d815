"""Rule ``value.coded-input``: an input's texts as the client sends them."""
from code2skill.coded_inputs import case_statement, coded_note, coded_schema, coded_text
from code2skill.regex_replace import RegexCode
from code2skill.types import TypedSchema


def test_enum_texts_are_changed_as_sent():
    typed = TypedSchema({"type": "string", "enum": ["poll", "pollGroup"]})
    assert coded_schema(typed, ("toLowerCase",)).schema == {
        "type": "string", "enum": ["poll", "pollgroup"]}


def test_texts_that_become_one_are_one():
    typed = TypedSchema({"type": "string", "enum": ["Poll", "poll"]})
    assert coded_schema(typed, ("toUpperCase",)).schema["enum"] == ["POLL"]


def test_uri_encoding_of_an_enum():
    typed = TypedSchema({"type": "string", "enum": ["a b", "c/d"]})
    assert coded_schema(typed, ("encodeURIComponent",)).schema["enum"] == ["a%20b", "c%2Fd"]


def test_a_text_that_cannot_be_changed_drops_the_enum():
    typed = TypedSchema({"type": "string", "enum": ["ok", "100%"]})
    assert coded_schema(typed, ("decodeURIComponent",)).schema == {"type": "string"}


def test_const_is_changed():
    typed = TypedSchema({"type": "string", "const": "Users"})
    assert coded_schema(typed, ("toLowerCase",)).schema == {"type": "string", "const": "users"}


def test_unknown_text_states_a_case_change_as_a_pattern():
    typed = TypedSchema({"type": ["string", "null"]})
    assert coded_schema(typed, ("toLowerCase",)).schema == {
        "type": ["string", "null"], "pattern": "^[^A-Z]*$"}
    assert coded_schema(TypedSchema({"type": "string"}), ("encodeURI",)).schema == {
        "type": "string"}


def test_a_replace_after_the_case_change_leaves_no_pattern():
    codes = ("toUpperCase", RegexCode("_", "g", "-"))
    assert case_statement(codes) is None
    assert case_statement((RegexCode("_", "g", "-"), "toUpperCase")) == ("^[^a-z]*$",
                                                                          "upper-cased")
    assert coded_text("a_b", codes) == "A-B"
    assert coded_note(codes) == "toUpperCase then replace(/_/g)"


def test_no_codes_or_no_string_is_unchanged():
    typed = TypedSchema({"type": "number", "enum": [1, 2]})
    assert coded_schema(typed, ("toLowerCase",)) is typed
    text = TypedSchema({"type": "string", "enum": ["A"]})
    assert coded_schema(text, ()) is text


def test_sample_inputs_are_what_the_client_sends():
    from pathlib import Path

    from code2skill.pipeline import Settings, derive
    contract = derive(Path(__file__).parent.parent / "samples" / "coded-inputs",
                      Settings(jobs=1)).contract.model_dump(by_alias=True)
    caps = {c["name"]: c for c in contract["capabilities"]}
    paths = {(r["method"], r["pathTemplate"]) for c in caps.values()
             for r in c["implementation"]["requests"]}
    assert {("POST", "/apps/polls/poll/{id}/share"), ("POST", "/apps/polls/pollgroup/{id}/share"),
            ("GET", "/apps/polls/kinds/bigones/items")} <= paths
    assert ("POST", "/apps/polls/pollGroup/{id}/share") not in paths
    shares = caps["list_app_poll_shares"]
    assert shares["inputSchema"]["properties"]["purpose"]["enum"] == ["poll", "pollgroup"]
    assert any(e["rule"] == "value.coded-input" and e["note"] == "toLowerCase"
               for e in shares["evidence"]["/inputSchema/properties/purpose"])
    colors = caps["get_app_poll_color"]["inputSchema"]["properties"]["color"]
    assert colors["enum"] == ["RED", "BLUE"]
    tag = caps["get_app_poll_tag"]["inputSchema"]["properties"]["tag"]
    assert tag["pattern"] == "^[^a-z]*$" and "sent upper-cased" in tag["description"]
    option = caps["update_app_poll_option"]
    assert sorted(option["inputSchema"]["properties"]) == ["id", "owner", "text"]
    assert sorted(option["inputSchema"]["properties"]["owner"]["properties"]) == [
        "displayName", "id"]
    assert [(e["rule"], e["note"]) for e in option["evidence"]["/inputSchema"]] == [
        ("body.function-member", "left out, typed as functions: getDateTime, onChange, "
         "owner.describe")]


def test_trim_is_applied_to_known_texts_and_stated_on_unknown_ones():
    typed = TypedSchema({"type": "string", "enum": [" big ", "small\ufeff"]})
    assert coded_schema(typed, ("trim",)).schema["enum"] == ["big", "small"]
    stated = coded_schema(TypedSchema({"type": "string"}), ("trimEnd",)).schema
    assert stated == {"type": "string", "pattern": r"^([\s\S]*\S)?$"}
    assert coded_text("\u2028 a b\t", ("trim",)) == "a b"
    assert coded_text("\x1c a", ("trimStart",)) == "\x1c a"     # no JavaScript white space


def test_sample_trimmed_inputs():
    from pathlib import Path

    from code2skill.pipeline import Settings, derive
    contract = derive(Path(__file__).parent.parent / "samples" / "coded-inputs",
                      Settings(jobs=1)).contract.model_dump(by_alias=True)
    size = next(c for c in contract["capabilities"] if c["name"] == "get_app_poll_size")
    props = size["inputSchema"]["properties"]
    assert props["size"]["enum"] == ["big", "small"]
    assert props["name"]["pattern"] == r"^([\s\S]*\S)?$"
    assert props["name"]["description"].endswith("sent without trailing white space).")
