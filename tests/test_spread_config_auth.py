"""Rules ``value.plain-object-constructor`` (:mod:`code2skill.plain_objects`),
``auth.substituted-credentials`` for axios and ``query.unshown-spread``
(:mod:`code2skill.spread_queries`): a request config that spreads a module constant and a
config a helper builds on ``new Map()`` sends the members they hold (cookies, a bearer
header), and only a spread whose members the source does not show stays reviewed, with no
query input made of it."""
from __future__ import annotations

from audit_support import derive_dict

from conftest import write_tree
from code2skill.facts import Call, LocalWrite, Ref
from code2skill.plain_objects import empty_made, plain_object
from code2skill.spread_queries import spread_only
from code2skill.values import AltV, LitV, ObjV, UnknownV

API = """import axios from 'axios';
const configs = { withCredentials: true };
export const get = (url, config) => axios.get(url, { ...configs, ...config });
export const post = (url, body, config) => axios.post(url, body, { ...configs, ...config });
"""
ROOT = """import { get, post } from './api';
export class Root {
  getApi(url) { return get(url, this.buildConfig()); }
  postApi(url, body) { return post(url, body, this.buildConfig()); }
  buildConfig() {
    let config = new Map();
    if (localStorage.getItem('jwtToken')) {
      config.headers = {};
      config.headers['Authorization'] = 'Bearer ' + localStorage.getItem('jwtToken');
    }
    return config;
  }
}
"""
PAGES = """import { Root } from './root';
import { get } from './api';
import axios from 'axios';
class Topics extends Root {
  load() { return this.getApi('/api/topics'); }
  create(name) { return this.postApi('/api/topics', { name }); }
}
new Topics().load();
new Topics().create(document.title);
get('/api/options');
get('/api/search', { params: { q: document.title } });
axios.get('/api/clusters', { ...window.requestDefaults });
"""
SPREAD_NOTE = ("the request config spreads a value whose members the source does not show; it "
               "may override the client's base URL or headers, or carry query parameters (no "
               "input is made of them)")


def contract_of(tmp_path, root: str = ROOT) -> dict:
    return derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"dependencies": {"axios": "1.7.0"}}', "src/api.js": API,
        "src/root.js": root, "src/main.js": PAGES}))


def summary(contract: dict) -> dict[str, tuple]:
    return {c["name"]: (c["auth"]["authentication"],
                        [(e["rule"], e["file"], e["line"]) for e in c["auth"]["evidence"]],
                        sorted(c["inputSchema"].get("properties", {})))
            for c in contract["capabilities"]}


def test_members_of_resolved_spreads_are_read_like_written_ones(tmp_path):
    contract = contract_of(tmp_path)
    assert summary(contract) == {
        "create_topic": ("bearer", [("auth.substituted-headers", "src/root.js", 9)], ["name"]),
        "list_topics": ("bearer", [("auth.substituted-headers", "src/root.js", 9)], []),
        "list_options": ("cookie-session", [("axios.with-credentials", "src/api.js", 2)], []),
        "search": ("cookie-session", [("axios.with-credentials", "src/api.js", 2)], ["q"]),
        "list_clusters": ("unknown", [("auth.not-observed", None, None)], []),
    }
    spread = [(r["capability"], r["severity"], r["message"]) for r in contract["review"]
              if "spreads a value whose members" in r["message"]]
    assert spread == [("list_clusters", "medium", SPREAD_NOTE)]
    assert not [r for r in contract["review"] if "query's fields" in r["message"]]


def test_a_map_given_entries_by_set_keeps_its_unknown_value(tmp_path):
    root = ROOT.replace("config.headers['Authorization'] = ",
                        "config.set('Authorization', ")
    root = root.replace("localStorage.getItem('jwtToken');\n    }",
                        "localStorage.getItem('jwtToken'));\n    }")
    root = root.replace("config.headers = {};", "")
    contract = contract_of(tmp_path, root)
    kinds = {name: found[0] for name, found in summary(contract).items()}
    assert (kinds["list_topics"], kinds["create_topic"]) == ("unknown", "unknown")
    spread = sorted(r["capability"] for r in contract["review"]
                    if "spreads a value whose members" in r["message"])
    assert spread == ["create_topic", "list_clusters", "list_topics"]


def new_call(name: str, *args) -> LocalWrite:
    return LocalWrite(value=Call(Ref(name), tuple(args), (1, 0, 1, 9), new=True),
                      span=(1, 0, 1, 9), scope="f")


def test_empty_made_reads_only_argumentless_object_and_map_constructors():
    assert empty_made([new_call("Map")]) and empty_made([new_call("Object")])
    assert not empty_made([new_call("Map", Ref("entries"))])
    assert not empty_made([new_call("Set")])
    assert not empty_made([new_call("Map"), LocalWrite(Ref("other"), (2, 0, 2, 9), "f")])
    assert not empty_made([])


def test_plain_object_needs_member_writes_and_no_entry_calls():
    where = ("src/a.js", (1, 0, 1, 9))
    assert plain_object([new_call("Map")], True, False, where) == ObjV((), where)
    assert plain_object([new_call("Map")], False, False, where) is None
    assert plain_object([new_call("Map")], True, True, where) is None


def test_spread_only_takes_unknowns_of_spreads_alone_or_beside_absent():
    spread = UnknownV("spread-member")
    assert spread_only(spread) and spread_only(UnknownV("unknown-member"))
    assert spread_only(AltV((spread, LitV(None)), "or"))
    assert not spread_only(UnknownV("call"))
    assert not spread_only(ObjV(()))
    assert not spread_only(AltV((spread, ObjV(())), "or"))
    assert not spread_only(None)
