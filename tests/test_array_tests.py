"""``Array.isArray(x)`` decided by the value of ``x`` (``src/code2skill/array_tests.py``, rule
``value.is-array``): in a ternary on a parameter the choice waits for the caller's argument,
a member of that choice keeps waiting, and a value that proves nothing leaves both branches."""
from __future__ import annotations

from code2skill.array_tests import decide_is_array, is_array_test
from code2skill.facts import Call, Lit, Member, Ref
from code2skill.facts import Test as Condition
from code2skill.values import AltV, ArrV, LitV, ObjV, ParamV, StrV, Text

from conftest import endpoints


def test_decide_is_array_by_value():
    assert decide_is_array(ArrV(())) is True
    assert decide_is_array(StrV((Text("config"),))) is False
    assert decide_is_array(LitV(None)) is False
    assert decide_is_array(ObjV(())) is False
    assert decide_is_array(ParamV("key", "f", ())) is None
    assert decide_is_array(AltV((StrV((Text("a"),)), ArrV(())))) is None
    assert decide_is_array(AltV((StrV((Text("a"),)), LitV(None)))) is False


def test_is_array_test_and_its_negation():
    call = Call(Member(Ref("Array"), "isArray"), (Ref("key"),))
    assert is_array_test(call) == (Ref("key"), True)
    assert is_array_test(Condition("falsy", call)) == (Ref("key"), False)
    assert is_array_test(Call(Member(Ref("list"), "isArray"), (Ref("key"),))) is None
    assert is_array_test(Call(Member(Ref("Array"), "isArray"), (Lit(1), Lit(2)))) is None


def test_a_path_or_pair_helper_is_decided_per_caller(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "const get = (key: any) => {\n"
        "  const [path, params] = Array.isArray(key) ? key : [key, undefined];\n"
        "  return axios.get(`/api/${path}`, { params });\n"
        "};\n"
        "const one = (key: any) => axios.get(!Array.isArray(key) ? key : key[0]);\n"
        "export const config = () => get('config');\n"
        "export const events = () => get(['events', { limit: 5 }]);\n"
        "export const stats = () => one(['/stats', 1]);\n")})
    assert sorted(endpoints(contract)) == [("GET", "/api/config"), ("GET", "/api/events"),
                                           ("GET", "/stats")]
    config = next(c for c in contract["capabilities"]
                  if c["implementation"]["requests"][0]["pathTemplate"] == "/api/config")
    assert config["inputSchema"].get("properties", {}) == {}
