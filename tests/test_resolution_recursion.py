"""Rules ``budget.recursion`` and ``budget.assigned-members``: an evaluation nested past
Python's recursion limit loses one value of one file (a reported ``resolve`` warning), never a
recogniser's whole program-wide setup; members a module assigns to a binding are computed once,
and a read of the binding while they are computed sees the object as bound."""
from __future__ import annotations

from conftest import endpoints

from code2skill.resolution.resolver import Resolver

API = ("import axios from 'axios';\n"
       "axios.defaults.baseURL = '/api';\n"
       "export const listUsers = () => axios.get('/users');\n")
DEEP = "import axios from 'axios';\nconst deep = axios;\ndeep.defaults.timeout = 5000;\n"


def resolve_reasons(contract: dict) -> list[tuple[str, str, int | None]]:
    return [(d["path"], d["reason"], d.get("line")) for d in contract["source"]["diagnostics"]
            if d["stage"] == "resolve"]


def test_a_recursion_in_one_file_keeps_the_axios_setup_of_the_others(derive_files, monkeypatch):
    plain = Resolver.evaluate_expr

    def deep_in_one_file(self, expr, frame, depth=0):
        if frame.path == "src/deep.js":
            raise RecursionError("maximum recursion depth exceeded")
        return plain(self, expr, frame, depth)

    monkeypatch.setattr(Resolver, "evaluate_expr", deep_in_one_file)
    contract = derive_files({"src/api.js": API, "src/deep.js": DEEP})
    assert endpoints(contract) == {("GET", "/api/users")}        # the base URL is still read
    reasons = resolve_reasons(contract)
    assert reasons == [("src/deep.js", "resolution nested too deeply: a value the axios "
                        "recogniser's program-wide setup read in this file is unknown; the "
                        "rest of the program is read", None)]


def test_members_that_read_their_namespace_are_computed_once(derive_files):
    lines = ["var NS = { REVISION: '1' };", "NS.Base = function () {};"]
    for i in range(300):
        prev = f"NS.T{i - 1}" if i else "NS.Base"
        lines.append(f"NS.T{i} = function () {{ {prev}.call(this); }};")
        lines.append(f"NS.T{i}.prototype = {{ constructor: NS.T{i}, base: {prev}, "
                     f"make: function () {{ return new NS.T{i}(); }} }};")
    lines.append("NS.load = function () { return fetch('/api/models/' + NS.REVISION); };")
    lines.append("NS.load();")
    contract = derive_files({"src/ns.js": "\n".join(lines) + "\n"})
    assert endpoints(contract) == {("GET", "/api/models/1")}
    assert resolve_reasons(contract) == []
