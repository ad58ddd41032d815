"""Rules ``value.default-type`` and ``value.default-sent``: an untyped parameter's literal
default types the input it fills; it is the input's default, the input optional, only where a
caller leaves the argument out (rule ``value.negative-number``: ``-1`` is a literal)."""
from __future__ import annotations

from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Lit, Unknown
from code2skill.parameter_defaults import default_fits, default_schema, literal_value
from code2skill.values import ArrV, LitV, ObjV, StrV, Text, UnknownV

FILES = {
    "package.json": '{"name": "pd", "dependencies": {"axios": "1.7.2"}}',
    "src/api.js": """\
import axios from 'axios'
const r = axios.create({ baseURL: '/api' })
export const build = async (paths = ['/'], depth = -1, ratio = 0.5, force = false) =>
  r.post('/index/build', { paths, depth, ratio, force })
export const update = (paths = [], depth = -1) => r.post('/index/update', { paths, depth })
export const login = (user, password = '', remember = false, opts = {}, extra = null) =>
  r.post('/login', { user, password, remember, opts, extra })
""",
    "src/page.js": """\
import { build, update, login } from './api'
export function onBuild() { return build() }
export function onUpdate(p) { return update([p], 3) }
export function onLogin(u) { return login(u, undefined, undefined, undefined, undefined) }
""",
}


def test_negative_number_literal():
    facts = extract_module("a.js", "javascript",
                           b"export function f(a = -1, b = -0.5, c = -x, d = -10n) {}\n")
    params = {p.name: p.default for fn in facts.functions.values() for p in fn.params}
    assert [params["a"].value, params["b"].value] == [-1, -0.5]
    assert all(isinstance(e, Lit) for e in (params["a"], params["b"]))
    assert isinstance(params["c"], Unknown) and isinstance(params["d"], Unknown)


def test_default_schema():
    text = StrV((Text("/"),))
    assert default_schema(text) == {"type": "string"}
    assert default_schema(LitV(-1)) == {"type": "integer"}
    assert default_schema(LitV(0.5)) == {"type": "number"}
    assert default_schema(LitV(True)) == {"type": "boolean"}
    assert default_schema(ArrV((text,))) == {"type": "array", "items": {"type": "string"}}
    assert default_schema(ArrV((LitV(1), LitV(0.5)))) == \
        {"type": "array", "items": {"type": "number"}}
    assert default_schema(ArrV((LitV(1), text))) == {"type": "array"}
    assert default_schema(ArrV(())) == {"type": "array"}
    assert default_schema(ArrV((UnknownV("call"),))) == {}
    assert default_schema(LitV(None)) == {}                 # null proves nothing
    assert default_schema(ObjV(())) == {}
    assert literal_value(ArrV((text,))) == ["/"]
    assert literal_value(ArrV((UnknownV("call"),))) is None
    assert default_fits({"type": "array", "items": {"type": "string"}}, ["/"])
    assert not default_fits({"type": "array", "items": {"type": "integer"}}, ["/"])
    assert default_fits({"type": "number"}, 1) and not default_fits({"type": "string"}, 1)


def test_default_typed_inputs(derive_files):
    contract = derive_files(FILES)
    caps = {c["name"]: c["inputSchema"] for c in contract["capabilities"]}
    props = {name: {k: {kk: vv for kk, vv in v.items() if kk != "description"}
                    for k, v in schema["properties"].items()} for name, schema in caps.items()}
    assert props["create_index_build"] == {     # the caller leaves every argument out
        "paths": {"type": "array", "items": {"type": "string"}, "default": ["/"]},
        "depth": {"type": "integer", "default": -1},
        "ratio": {"type": "number", "default": 0.5},
        "force": {"type": "boolean", "default": False}}
    assert "required" not in caps["create_index_build"]
    assert props["update_index"] == {"paths": {"type": "array"},     # every caller passes them
                                     "depth": {"type": "integer"}}
    assert props["login"]["password"] == {"type": "string"}   # never a credential default
    assert props["login"]["remember"] == {"type": "boolean", "default": False}
    assert props["login"]["opts"] == {} and props["login"]["extra"] == {}
