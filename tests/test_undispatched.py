"""Rule ``wrapper.undispatched-action``: a request made only by the handler of an action type
whose one creator nothing dispatches or names keeps its capability (the endpoint is real
code) but is ``requires-review`` with a review item naming the creator and the handler entry;
an action dispatched by its creator, by its type's text, or whose module may be reached under
any name stays a draft."""
from __future__ import annotations

from audit_support import derive_dict
from conftest import write_tree

RULE = "wrapper.undispatched-action"
THUNKS = (
    "const thunks = {};\n"
    "export function createThunk(type) {\n"
    "  return (payload) => (dispatch, getState) => thunks[type](getState, payload, dispatch);\n"
    "}\n"
    "export function handleThunks(handlers) {\n"
    "  Object.keys(handlers).forEach((type) => { thunks[type] = handlers[type]; });\n"
    "}\n"
)
ACTIONS = (
    "import axios from 'axios';\n"                                                   # 1
    "import { createThunk, handleThunks } from '../thunks';\n"                        # 2
    "export const FETCH_STATUS = 'system/status/fetch';\n"                            # 3
    "export const FETCH_DISK = 'system/disk/fetch';\n"                                # 4
    "export const FETCH_UPDATES = 'system/updates/fetch';\n"                          # 5
    "export const fetchStatus = createThunk(FETCH_STATUS);\n"                         # 6
    "export const fetchDisk = createThunk(FETCH_DISK);\n"                             # 7
    "export const actionHandlers = handleThunks({\n"                                  # 8
    "  [FETCH_STATUS]: () => axios.get('/api/system/status'),\n"                      # 9
    "  [FETCH_DISK]: () => axios.get('/api/diskspace'),\n"                            # 10
    "  [FETCH_UPDATES]: () => axios.get('/api/update'),\n"                            # 11
    "});\n"                                                                           # 12
)
PAGE = (
    "import { fetchStatus } from '../Store/Actions/system';\n"
    "export function load(dispatch) {\n"
    "  dispatch(fetchStatus());\n"
    "  dispatch({ type: 'system/updates/fetch' });\n"
    "}\n"
)
FILES = {"package.json": '{"name": "store"}', "src/Store/thunks.js": THUNKS,
         "src/Store/Actions/system.js": ACTIONS, "src/System/page.js": PAGE,
         "src/index.js": "import { load } from './System/page';\nload(() => 0);\n"}


def items(contract: dict) -> list[tuple]:
    return [(r["capability"], r["severity"], r["message"],
             [(e["file"], e["line"], e["rule"], e["note"]) for e in r["evidence"]])
            for r in contract["review"] if r["evidence"] and r["evidence"][0]["rule"] == RULE]


def test_the_handler_of_an_action_nothing_dispatches_is_reviewed(tmp_path):
    contract = derive_dict(write_tree(tmp_path / "app", FILES))
    status = {c["name"]: c["status"] for c in contract["capabilities"]}
    assert status["get_diskspace"] == "requires-review"
    assert status["get_system_status"] == "draft"
    assert items(contract) == [(
        "get_diskspace", "medium",
        "fetchDisk creates the only action of type FETCH_DISK, whose handler makes this "
        "request, and nothing in the analysed program dispatches it or names it, so the "
        "client may never make this request; keep the Tool only if the app uses it",
        [("src/Store/Actions/system.js", 10, RULE, "handler of FETCH_DISK, which only "
          "fetchDisk creates"),
         ("src/Store/Actions/system.js", 7, RULE, "fetchDisk is dispatched and named nowhere")])]


def test_an_action_dispatched_by_its_text_or_by_its_creator_is_not_judged(tmp_path):
    """``{type: 'system/updates/fetch'}`` dispatches the type no creator makes, and
    ``fetchStatus()`` its own: neither handler is reviewed."""
    contract = derive_dict(write_tree(tmp_path / "app", FILES))
    assert [i[0] for i in items(contract)] == ["get_diskspace"]


def test_a_creator_named_anywhere_may_be_dispatched(tmp_path):
    """A mention of ``fetchDisk`` (a prop read by name, a word of a string) may dispatch it."""
    for use in ("export const run = (props) => props.fetchDisk();\n",
                "export const NAMES = ['fetchDisk'];\n"):
        contract = derive_dict(write_tree(tmp_path / f"app{len(use)}", {
            **FILES, "src/System/other.js": use}))
        assert items(contract) == [], use


def test_a_spread_namespace_of_the_creators_may_dispatch_any(tmp_path):
    """Rule ``wrapper.escaped-module``: ``{...systemActions}`` bound as a component's dispatch
    props may reach every creator under any name: nothing is reviewed."""
    contract = derive_dict(write_tree(tmp_path / "app", {
        **FILES, "src/System/connector.js": (
            "import * as systemActions from '../Store/Actions/system';\n"
            "export const mapDispatchToProps = { ...systemActions };\n")}))
    assert items(contract) == []


def test_within_compares_line_and_column():
    from code2skill.facts import within
    assert within((10, 3, 10, 9), (10, 2, 12, 1))
    assert not within((10, 1, 10, 9), (10, 2, 12, 1))
    assert not within((12, 1, 12, 4), (10, 2, 12, 1))
