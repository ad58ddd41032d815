"""Rule value.function-filled-state: module-level lists and objects the functions fill."""
from __future__ import annotations

from code2skill.extractors.module_facts import extract_module
from code2skill.extractors.registry import RECOGNISERS
from code2skill.held_state import REASON, held_array, held_object, state_writes
from code2skill.modules import ModuleResolver
from code2skill.recogniser_context import Frame
from code2skill.resolution.resolver import Resolver
from code2skill.resolution.shared import alternatives
from code2skill.values import AltV, ArrV, LitV, ObjV, ParamV, PropV, ResponseV, UnknownV

PATH = "src/state.js"
SOURCE = """
let drafts = [];
export function add(d) { drafts.push(d); }
let cells = [1];
export function setCell(i, c) { cells[i] = c; }
let labels = [];
export function addLabel(l) { labels = labels.concat(l); }
let order = {};
export function setName(n) { order.name = n; }
export function setDeep(v) { order.address.city = v; }
let filters = {};
export function setFilter(k, v) { filters[k] = v; }
const settings = { theme: 'dark' };
export function local(x) { const settings = {}; settings.theme = x; return settings; }
export function shadow(drafts2) { const untouched = []; untouched.push(1); }
const untouched = [];
const config = {};
config.base = '/api';
export function send() { return [drafts, cells, labels, order, filters, settings, untouched]; }
"""


def module():
    return extract_module(PATH, "javascript", SOURCE.encode())


def writes(name):
    facts = module()
    resolver = Resolver({PATH: facts}, ModuleResolver({PATH}), RECOGNISERS)
    return state_writes(facts, name, lambda fid: resolver.shadowed(name, Frame(PATH, fid)))


def test_mutating_methods_index_writes_and_reassignments_fill_a_list():
    assert writes("drafts").filled
    assert writes("cells").filled and writes("cells").hidden
    assert writes("labels").filled


def test_member_writes_are_kept_with_their_writer_and_a_computed_key_is_hidden():
    order = writes("order")
    assert order.filled and not order.hidden
    assert [a.target for _, a in order.members] == [("order", "name"),
                                                    ("order", "address", "city")]
    assert writes("filters").hidden and writes("filters").members == ()


def test_a_local_of_the_name_and_module_level_writes_fill_nothing():
    assert not writes("settings").filled
    assert not writes("untouched").filled
    assert not writes("config").filled


def test_held_array_drops_unfollowed_reassignments_and_keeps_the_declared_items():
    where = (PATH, (1, 1, 1, 3))
    declared = ArrV((LitV(1),), where)
    assert held_array(declared, alternatives) == declared
    response = ResponseV((where,), "axios", ("data",))
    assert held_array(AltV((declared, UnknownV("call"))), alternatives) == declared
    assert held_array(AltV((declared, response)), alternatives) == AltV((declared, response))
    assert held_array(AltV((LitV(1), UnknownV("call"))), alternatives) == \
        AltV((LitV(1), UnknownV("call")))


def test_held_object_adds_written_members_optional_and_an_unknown_spread():
    where = (PATH, (1, 1, 1, 3))
    param = ParamV("f", "t")
    declared = ObjV((PropV("theme", LitV(1)),), where)
    held = held_object(declared, [(("theme",), param), (("size",), param)], True, where,
                       alternatives)
    assert held.props[0].value == AltV((LitV(1), param))
    assert held.props[1].key == "size" and held.props[1].optional
    assert held.props[2].key is None and held.props[2].value == UnknownV(REASON, where)


def test_a_write_below_a_member_writes_into_an_object_literal_else_leaves_it_unknown():
    where = (PATH, (1, 1, 1, 3))
    param = ParamV("f", "t")
    form = ObjV((PropV("value", ObjV((PropV("uuid", LitV(1)),), where)),), where)
    held = held_object(form, [(("value", "uuid"), param)], False, where, alternatives)
    assert held.props[0].value.props[0].value == AltV((LitV(1), param))
    loose = held_object(ObjV((PropV("value", param),), where), [(("value", "uuid"), param)],
                        False, where, alternatives)
    assert loose.props[0].value == AltV((param, UnknownV(REASON, where)))
    only = held_object(ObjV((), where), [(("address", "city"), param)], False, where,
                       alternatives)
    assert only.props[0].optional and only.props[0].value == UnknownV(REASON, where)


def test_a_function_reads_the_filled_state_not_the_declared_literal():
    facts = module()
    resolver = Resolver({PATH: facts}, ModuleResolver({PATH}), RECOGNISERS)
    send = next(f for f in facts.functions.values() if f.name == "send")
    frame = Frame(PATH, send.fid)
    assert resolver.lookup("labels", frame, 0) == ArrV((), (PATH, (6, 14, 6, 16)))
    order = resolver.lookup("order", frame, 0)
    assert [(p.key, p.optional) for p in order.props] == [("name", True), ("address", True)]
    assert isinstance(order.props[0].value, ParamV) and order.props[0].value.name == "n"
    settings = resolver.lookup("settings", frame, 0)
    assert settings.props[0].value.parts[0].text == "dark"     # a local's write is not it
