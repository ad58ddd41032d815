"""``__proto__`` never becomes a member: not when the client writes it, not when a contract
names it.

* ``{__proto__: p}`` and ``{"__proto__": p}`` in an object literal set the object's prototype
  (ECMA-262), so ``JSON.stringify`` and axios ``params`` never send a ``__proto__`` member:
  ``derive`` binds no input to it. A computed ``['__proto__']`` key is an own member.
* Rule ``exporter.prototype-name``: ``export`` leaves out a capability naming ``__proto__``
  (an input property, a binding target, input or result path, an output field), since a
  generated ``{"__proto__": …}`` or ``body["__proto__"] = …`` sets a prototype (and a target
  ``__proto__.x`` would write ``Object.prototype`` in the server process).
* Rule ``C2S-V025``: ``validate`` reports an exported capability that names it.
"""
from __future__ import annotations

import json
from pathlib import Path

from code2skill.contract.models import Contract
from code2skill.export import export_package
from code2skill.export.plan import select
from hostile_support import code2skill, tree

HERE = Path(__file__).parent.parent
SMALL = json.loads((HERE / "golden" / "export-small" / "canonical-contract.json").read_text())
CLIENT = """import axios from 'axios';
export const a = (v) => axios.post('/api/a', { __proto__: v, name: 'x' });
export const b = (v) => axios.get('/api/b', { params: { "__proto__": v, q: v } });
export const c = (v) => axios.post('/api/c', { ['__proto__']: v });
"""


def search_books(data: dict) -> dict:
    return next(c for c in data["capabilities"] if c["name"] == "search_books")


def renamed_page(data: dict) -> dict:
    """The small contract with ``search_books``'s input ``page`` renamed ``__proto__``."""
    data = json.loads(json.dumps(data))
    cap = search_books(data)
    props = cap["inputSchema"]["properties"]
    props["__proto__"] = props.pop("page")
    cap["inputSchema"]["required"] = ["q", "__proto__"]
    for binding in cap["implementation"]["requests"][0]["bindings"]:
        if binding["input"] == "page":
            binding["input"] = "__proto__"
    return data


def targets(contract: dict) -> dict[str, list[tuple[str | None, str]]]:
    return {cap["name"]: [(b["input"], b["target"]) for r in cap["implementation"]["requests"]
                          for b in r["bindings"]] for cap in contract["capabilities"]}


def test_a_literal_proto_key_is_no_member_and_a_computed_one_is(tmp_path):
    root = tree(tmp_path / "app", {"package.json": '{"dependencies": {"axios": "1"}}',
                                   "src/api.js": CLIENT})
    out = tmp_path / "c.json"
    proc = code2skill("derive", root, "-o", out, "--quiet")
    assert proc.returncode == 0, proc.stderr
    assert targets(json.loads(out.read_text())) == {
        "create_a": [(None, "body:name")],
        "get_b": [("q", "query:q")],
        "create_c": [("proto", "body:__proto__")],
    }


def test_export_leaves_out_a_capability_naming_proto():
    skipped = {s.name: (s.rule, s.reason) for s in
               select(Contract.model_validate(renamed_page(SMALL)), False)[1]}
    assert skipped["search_books"] == (
        "exporter.prototype-name", "/inputSchema/properties/__proto__ names __proto__, which "
        "JavaScript reads and writes as the object's prototype, not as a member: no input, "
        "field or target of it can be built safely")


def test_export_leaves_out_a_nested_proto_target():
    data = json.loads(json.dumps(SMALL))
    search_books(data)["implementation"]["requests"][0]["bindings"][1]["target"] = \
        "query:__proto__.polluted"
    skipped = {s.name: s.rule for s in select(Contract.model_validate(data), False)[1]}
    assert skipped["search_books"] == "exporter.prototype-name"


def test_validate_reports_an_exported_capability_naming_proto(tmp_path):
    out = tmp_path / "pkg"
    export_package(HERE / "golden" / "export-small" / "canonical-contract.json", out)
    contract = json.loads((out / "canonical-contract.json").read_text())
    (out / "canonical-contract.json").write_text(json.dumps(renamed_page(contract)))
    proc = code2skill("validate", out, "--format", "json")
    assert proc.returncode == 1
    found = [(f["capability"], f["message"]) for f in json.loads(proc.stdout)["findings"]
             if f["rule"] == "C2S-V025"]
    assert found == [("search_books", "search_books: /inputSchema/properties/__proto__ names "
                                      "__proto__"),
                     ("search_books", "search_books: request 0 binding 'query:page' names "
                                      "__proto__")]


def test_a_declared_types_proto_member_is_no_input(tmp_path):
    """A TS type or class member named ``__proto__`` types no member of a value (an object
    given it sets its prototype): a body typed by it binds no input there."""
    app = tree(tmp_path / "app", {"src/a.ts": (
        "type Proto = { id: string; name: string; __proto__: { polluted: true } };\n"
        "class Dto { name: string; __proto__: object; }\n"
        "export function plain(b: Proto) {\n"
        "  return fetch('/api/plain', { method: 'POST', body: JSON.stringify(b) }); }\n"
        "export function dto(d: Dto) {\n"
        "  return fetch('/api/dto', { method: 'POST', body: JSON.stringify(d) }); }\n")})
    done = code2skill("derive", app, "-o", tmp_path / "c.json", "-q",
                      env={"XDG_STATE_HOME": str(tmp_path / "state")})
    assert done.returncode == 0, done.stderr
    caps = json.loads((tmp_path / "c.json").read_text())["capabilities"]
    assert {c["name"]: sorted(c["inputSchema"]["properties"]) for c in caps} == {
        "create_plain": ["id", "name"], "create_dto": ["name"]}
