"""Rules ``body.positional-parameters`` and ``value.kept-parameter``: a generated RPC
client's method sends its own parameters, in order, as one array body member."""
from pathlib import Path

from code2skill.positional_params import (
    position_target, positional_parameters, rewritten_positional)
from code2skill.values import AltV, ArrV, LitV, ParamV, UnknownV

NAME = ParamV("api.ts#1", "name", type_text="string")
SIZE = ParamV("api.ts#1", "size", type_text="number")


def test_an_array_of_the_method_parameters_is_positional():
    assert positional_parameters(ArrV((NAME, SIZE))) == (NAME, SIZE)


def test_an_empty_array_the_transport_rewrites_lists_no_parameters():
    assert positional_parameters(ArrV(())) is None
    assert rewritten_positional(AltV((ArrV(()), UnknownV("call")))) == ()


def test_other_arrays_are_not_positional():
    assert positional_parameters(ArrV((NAME, LitV(1)))) is None
    assert positional_parameters(ArrV((NAME, NAME))) is None
    assert positional_parameters(ArrV((NAME, ParamV("api.ts#2", "size")))) is None
    assert positional_parameters(ArrV((ParamV("api.ts#1", "shelf", path=("id",)),))) is None
    assert positional_parameters(NAME) is None


def test_a_conditionally_rewritten_array_keeps_its_positions():
    assert rewritten_positional(AltV((ArrV((NAME, SIZE)), UnknownV("call")))) == (NAME, SIZE)
    assert rewritten_positional(AltV((ArrV((NAME,)), LitV(None)))) is None
    assert rewritten_positional(ArrV((NAME,))) is None


def test_position_target_is_the_member_then_the_index():
    assert position_target("params", 1) == "body:params.1"


SAMPLE = Path(__file__).parent.parent / "samples" / "positional-rpc-client"
CHECK = "\t\tparams = params.map((v: any, index: number) => checked('params[' + index + ']', v))\n"


def bindings(derive_files, check: str | None) -> tuple[list, list, list]:
    """The rename Tool's bindings, required inputs and rewrite review items when the sample's
    transport rewrites the array as ``check`` says (``None``: never)."""
    files = {str(f.relative_to(SAMPLE)): f.read_text() for f in SAMPLE.rglob("*")
             if f.is_file() and "expected" not in f.parts}
    api = files["src/api.ts"]
    assert CHECK in api
    if check is None:
        api = api.replace(CHECK, "")
    elif check == "always":
        api = api.replace("\tif (!skipParamCheck) {\n" + CHECK + "\t}\n", CHECK.lstrip("\t"))
    files["src/api.ts"] = api
    contract = derive_files(files)
    cap = next(c for c in contract["capabilities"]
               if c["implementation"]["requests"][0]["pathTemplate"] == "/rpc/ShelfRename")
    request = cap["implementation"]["requests"][0]
    return ([(b["input"], b["target"]) for b in request["bindings"]],
            cap["inputSchema"].get("required"),
            [r["message"] for r in contract["review"] if "rewrites the array" in r["message"]
             and r["capability"] == cap["name"]])


POSITIONS = [("name", "body:params.0"), ("newName", "body:params.1"),
             ("position", "body:params.2")]


def test_each_parameter_is_bound_to_its_position(derive_files):
    found, required, rewrites = bindings(derive_files, None)
    assert found == POSITIONS
    assert required == ["name", "newName", "position"]
    assert rewrites == []


def test_a_conditional_rewrite_keeps_the_positions_and_is_reviewed(derive_files):
    found, _, rewrites = bindings(derive_files, "if")
    assert found == POSITIONS
    assert len(rewrites) == 1


def test_an_unconditional_rewrite_is_no_positional_body(derive_files):
    found, _, _ = bindings(derive_files, "always")
    assert found == [("params", "body:params")]


def test_a_method_of_no_parameters_sends_the_fixed_empty_list(derive_files):
    files = {str(f.relative_to(SAMPLE)): f.read_text() for f in SAMPLE.rglob("*")
             if f.is_file() and "expected" not in f.parts}
    contract = derive_files(files)
    cap = next(c for c in contract["capabilities"]
               if c["implementation"]["requests"][0]["pathTemplate"] == "/rpc/Shelves")
    assert cap["implementation"]["requests"][0]["bindings"] == [
        {"target": "body:params", "input": None, "value": []}]
    assert cap["inputSchema"].get("properties", {}) == {}


def test_a_password_sent_by_position_is_a_login_of_the_cookie_session(derive_files):
    """Rule ``auth.same-origin-session``: ``Login(username, password)`` sends the password
    as ``body:params.1``; the Tools of its origin are ``cookie-session``."""
    files = {str(f.relative_to(SAMPLE)): f.read_text() for f in SAMPLE.rglob("*")
             if f.is_file() and "expected" not in f.parts}
    contract = derive_files(files)
    auth = {c["name"]: (c["auth"]["authentication"], c["auth"]["evidence"][0]["rule"])
            for c in contract["capabilities"]}
    assert auth["shelf_get"] == ("cookie-session", "auth.same-origin-session")
    assert auth["login"] == ("unknown", "auth.not-observed")   # the login needs no session
