"""Rules ``url.caller-arms``, ``url.passed-arm`` and ``url.unpassed-arm``: a URL branch chosen
by whether a parameter is set is offered only when a caller can take it (a caller passing a
value that cannot visibly be absent takes the branch holding it), and said when no caller is
seen."""
from conftest import capability, endpoints

from code2skill.caller_arms import (Unpassed, choices_in, maybe_absent, passed_outcome,
                                    presence_choice, pruned, set_option, taken_by_callers,
                                    unpassed, unpassed_notes)
from code2skill.values import AltV, HoleV, LitV, ParamV, StrV, Text, UnknownV

ID = ParamV("src/h.js#7", "payload", ("id",))
LIST = StrV((Text("/tag"),))
ITEM = StrV((Text("/tag/"), HoleV("id", ID, ("src/h.js", (3, 1, 3, 5)))))
CHOICE = AltV((LIST, ITEM), "any", "src/h.js#7:id == null|abc", (ID, "==", None))


def test_a_presence_test_on_the_functions_own_parameter_is_a_choice():
    assert presence_choice(CHOICE) and presence_choice(CHOICE, "src/h.js#7")
    assert not presence_choice(CHOICE, "src/other.js#1")
    assert set_option(CHOICE) == 1
    truthy = AltV((ITEM, LIST), "any", "src/h.js#7:id", (ID, "truthy", None))
    assert presence_choice(truthy) and set_option(truthy) == 0
    # a test written in another function (a caller's value passed in) is not its own
    assert not presence_choice(AltV((LIST, ITEM), "any", "src/a.js#1:x == null",
                                    (ID, "==", None)))
    # a comparison with text, or a test on a value that is no parameter, is no presence test
    assert not presence_choice(AltV((LIST, ITEM), "any", "src/h.js#7:id === 'all'",
                                    (ID, "===", "all")))
    assert not presence_choice(AltV((LIST, ITEM), "any", "src/h.js#7:x",
                                    (LitV(1), "truthy", None)))


def test_choices_are_found_inside_holes_and_pruned_to_the_options_taken():
    url = StrV((Text("/api"), HoleV("u", CHOICE)))
    assert choices_in(url) == [CHOICE]
    assert pruned(url, lambda c: (0,)) == StrV((Text("/api"), HoleV("u", LIST)))
    assert pruned(url, lambda c: (0, 1)) == url
    assert pruned(url, lambda c: None) == url


def test_every_caller_must_decide():
    assert taken_by_callers(CHOICE, [True, True]) == (0,)
    assert taken_by_callers(CHOICE, [True, False]) == (0, 1)
    assert taken_by_callers(CHOICE, [True, None]) is None


def test_an_unpassed_test_notes_only_the_branch_holding_the_value():
    found = unpassed(CHOICE, lambda fid: False)
    assert found == (Unpassed(ID, "id == null"),)
    assert unpassed(CHOICE, lambda fid: True) == ()
    assert unpassed(AltV((LIST, ITEM), "any", "src/H.jsx#7:id == null",
                         (ParamV("src/H.jsx#7", "id"), "==", None)), lambda fid: False) == ()
    (note,) = unpassed_notes(found, list(ITEM.parts), "GET")
    assert note[0] == "medium" and note[3] == "url.unpassed-arm"
    assert "payload.id" in note[1] and "`id == null`" in note[1] and note[2] == \
        ("src/h.js", (3, 1, 3, 5))
    assert unpassed_notes(found, list(LIST.parts), "GET") == []


TEAMS = """export function loadTeams(teamId) {
  return fetch(teamId == null ? '/api/teams' : `/api/teams/${teamId}`).then((r) => r.json());
}
"""


def test_callers_passing_nothing_or_null_take_only_the_list(derive_files):
    contract = derive_files({"src/teams.js": TEAMS,
                             "src/main.js": "import { loadTeams } from './teams';\n"
                                            "loadTeams();\nloadTeams(null);\n"})
    assert endpoints(contract) == {("GET", "/api/teams")}
    rules = {e["rule"] for e in capability(contract, "GET", "/api/teams")["evidence"][
        "/implementation/requests/0/pathTemplate"]}
    assert rules == {"url.caller-arms"}


def test_a_caller_passing_an_id_takes_the_item(derive_files):
    contract = derive_files({"src/teams.js": TEAMS,
                             "src/main.js": "import { loadTeams } from './teams';\n"
                                            "loadTeams();\nloadTeams(window.teamId);\n"})
    assert endpoints(contract) == {("GET", "/api/teams"), ("GET", "/api/teams/{teamId}")}
    assert not [r for r in contract["review"]
                if any(e["rule"] == "url.unpassed-arm" for e in r["evidence"])]


def test_a_defaulted_helper_is_read_per_caller(derive_files):
    helper = """function urlFor(id = null, sub = null) {
  let url = '/api/projects';
  if (id !== null) {
    url += `/${id}`;
    if (sub) { url += `/${sub}`; }
  }
  return url;
}
export const list = () => fetch(urlFor());
export const members = (id) => fetch(urlFor(id, 'members'));
"""
    contract = derive_files({"src/projects.js": helper,
                             "src/main.js": "import { list, members } from './projects';\n"
                                            "list();\nmembers(window.projectId);\n"})
    assert endpoints(contract) == {("GET", "/api/projects"),
                                   ("GET", "/api/projects/{id}/members")}


HANDLER = """import $ from 'jquery';
export default function createFetchHandler(url) {
  return function(getState, payload) {
    const { id } = payload;
    return $.ajax({ url: id == null ? url : `${url}/${id}` });
  };
}
"""


def test_a_handler_no_call_of_which_is_seen_keeps_the_item_for_review(derive_files):
    contract = derive_files({"src/createFetchHandler.js": HANDLER,
                             "src/actions.js": "import createFetchHandler from "
                                               "'./createFetchHandler';\n"
                                               "export const handlers = { tags: "
                                               "createFetchHandler('/api/tag') };\n"})
    assert endpoints(contract) == {("GET", "/api/tag"), ("GET", "/api/tag/{id}")}
    item = capability(contract, "GET", "/api/tag/{id}")
    assert item["status"] == "requires-review"
    (review,) = [r for r in contract["review"] if r["capability"] == item["name"]
                 and any(e["rule"] == "url.unpassed-arm" for e in r["evidence"])]
    assert review["severity"] == "medium" and "`id == null`" in review["message"]
    assert not [r for r in contract["review"]
                if r["capability"] == capability(contract, "GET", "/api/tag")["name"]
                and any(e["rule"] == "url.unpassed-arm" for e in r["evidence"])]


def test_a_value_only_the_query_holds_is_no_unpassed_arm(derive_files):
    """``'?channel=' + c + (path ? '&path=' + path : '')``: the request is sent either way,
    ``path`` an optional query input, so no item says it may never be made."""
    contract = derive_files({"src/files.js": (
        "export function fetchFile(channel, path) {\n"
        "  const query = '?channel=' + channel + (path ? '&path=' + path : '');\n"
        "  return fetch('/api/conf/file' + query);\n"
        "}\n")})
    item = capability(contract, "GET", "/api/conf/file")
    assert set(item["inputSchema"]["properties"]) == {"channel", "path"}
    assert not [r for r in contract["review"]
                if any(e["rule"] == "url.unpassed-arm" for e in r["evidence"])]


def test_a_value_that_may_be_absent_is_not_passed():
    assert maybe_absent(LitV(None)) and maybe_absent(UnknownV("no-member"))
    assert maybe_absent(UnknownV("unknown-member"))          # list[i]?.height
    assert maybe_absent(AltV((LitV(None), StrV((Text("24h"),)))))
    assert maybe_absent(ParamV("src/a.js#1", "block", ("id",)))
    assert not maybe_absent(ParamV("src/a.js#1", "timespan"))
    assert not maybe_absent(UnknownV("placeholder:timespan"))
    assert not maybe_absent(StrV((Text("1y"),)))


def test_a_passed_value_takes_the_branch_holding_it_only_on_null_comparisons():
    interval = ParamV("src/api.js#3", "interval")
    bare, item = StrV((Text("/hashrate"),)), StrV((Text("/hashrate/"), HoleV("i", interval)))
    compared = AltV((item, bare), "any", "src/api.js#3:interval !== undefined",
                    (interval, "!==", None))
    assert passed_outcome(compared, ParamV("src/c.js#9", "timespan")) is True
    assert passed_outcome(compared, LitV(None)) is None
    assert passed_outcome(compared, None) is None
    equal = AltV((bare, item), "any", "src/api.js#3:interval == null", (interval, "==", None))
    assert passed_outcome(equal, UnknownV("placeholder:x")) is False
    truthy = AltV((item, bare), "any", "src/api.js#3:interval", (interval, "truthy", None))
    assert passed_outcome(truthy, ParamV("src/c.js#9", "timespan")) is None   # 0 and '' too
    member = ParamV("src/api.js#3", "o", ("interval",))
    assert passed_outcome(AltV((item, bare), "any", "src/api.js#3:o.interval != null",
                               (member, "!=", None)), ParamV("src/c.js#9", "t")) is None


HASHRATE = """import axios from 'axios';
export function getHashrate(interval) {
  return axios.get('/api/hashrate' + (interval !== undefined ? `/${interval}` : ''));
}
"""

# a component passing its field and, from a stream's callback, that callback's parameter
CHART = ("import { getHashrate } from './api';\n"
         "export class Chart {\n"
         "  timespan = '1m';\n"
         "  load(form) {\n"
         "    form.changes.subscribe((span) => getHashrate(span));\n"
         "    return getHashrate(this.timespan);\n"
         "  }\n"
         "}\n")


def test_callers_passing_a_value_drop_the_bare_path(derive_files):
    contract = derive_files({"src/api.js": HASHRATE, "src/chart.js": CHART})
    assert ("GET", "/api/hashrate") not in endpoints(contract)
    assert ("GET", "/api/hashrate/{interval}") in endpoints(contract)
    rules = {e["rule"] for e in capability(contract, "GET", "/api/hashrate/{interval}")[
        "evidence"]["/implementation/requests/0/pathTemplate"]}
    assert "url.passed-arm" in rules


def test_a_forwarded_parameter_some_call_leaves_out_keeps_both_paths(derive_files):
    main = ("import { getHashrate } from './api';\n"
            "export function show(span) { return getHashrate(span); }\n"
            "show();\nshow('1y');\n")
    contract = derive_files({"src/api.js": HASHRATE, "src/main.js": main})
    assert endpoints(contract) == {("GET", "/api/hashrate"), ("GET", "/api/hashrate/{interval}")}


def test_a_callbacks_parameter_deciding_the_arm_is_reviewed_at_its_call(derive_files):
    contract = derive_files({"src/api.js": HASHRATE, "src/chart.js": CHART})
    notes = [(r["severity"], r["capability"], r["evidence"][0]["file"],
              r["evidence"][0]["line"], r["evidence"][0]["rule"])
             for r in contract["review"] if "callback whose calls are not seen" in r["message"]]
    assert notes == [("low", capability(contract, "GET", "/api/hashrate/{interval}")["name"],
                      "src/chart.js", 5, "url.passed-arm")]
