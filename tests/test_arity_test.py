"""Rule value.arity-test (:mod:`code2skill.arity`): a function that shifts its parameters by
``arguments.length`` is read per call, with the number of arguments the call passes."""
from __future__ import annotations

from conftest import bindings, capability

from code2skill.arity import ARGUMENTS_LENGTH, arity_binding, arity_guarded, arity_read
from code2skill.facts import FunctionFact, LocalWrite, Member, Param, Ref
from code2skill.facts import Test as IfTest
from code2skill.values import LitV, ParamV, UnknownV

SHIFT = """\
import axios from 'axios';

function issueCommand(url, command, payload, opts) {
  if (arguments.length == 3) {
    opts = payload;
    payload = {};
  }
  const data = Object.assign({}, payload);
  data.command = command;
  return axios.post(url, data, opts);
}

export const pausePrinter = () => issueCommand('/api/printer', 'pause', { action: 'pause' }, {});
export const homePrinter = () => issueCommand('/api/head', 'home', { timeout: 5 });
"""

LENGTH = Member(Ref("arguments"), "length")


def function(**kw) -> FunctionFact:
    return FunctionFact(fid="f", name="f", params=(Param("a"), Param("b")), span=(0, 0, 9, 0),
                        **kw)


def test_arguments_length_is_a_value_bound_per_call():
    assert arity_read(LENGTH, function()) == ParamV("f", ARGUMENTS_LENGTH)
    assert arity_read(Member(Ref("items"), "length"), function()) is None
    assert arity_read(LENGTH, function(arrow=True)) is None      # an arrow's are its outer's
    assert arity_read(LENGTH, function(writes={"arguments": []})) is None      # a local


def test_the_count_is_unknown_with_a_spread_of_unknown_length():
    assert arity_binding((LitV(1), LitV(2))) == LitV(2)
    assert arity_binding(()) == LitV(0)
    assert arity_binding((LitV(1), UnknownV("spread"))) is None
    assert arity_binding((ParamV("g", "rest", ("0",)),)) is None


def test_writes_fold_only_under_arity_tests():
    shifted = LocalWrite(Ref("x"), (1, 0, 1, 5), "f", guards=(IfTest("==", LENGTH, 2),))
    other = LocalWrite(Ref("x"), (2, 0, 2, 5), "f", guards=(IfTest("truthy", Ref("a")),))
    plain = LocalWrite(Ref("x"), (0, 0, 0, 5), "f", kills=True, guards=())
    assert arity_guarded([plain, shifted])
    assert not arity_guarded([plain, shifted, other])
    assert not arity_guarded([plain])


def test_a_call_with_all_arguments_keeps_the_payload_it_sent(derive_files):
    contract = derive_files({"src/api.js": SHIFT})
    pause = capability(contract, "POST", "/api/printer")
    assert bindings(pause) == {"body:action": "=pause", "body:command": "=pause"}


def test_a_call_without_the_middle_argument_sends_it_as_options(derive_files):
    contract = derive_files({"src/api.js": SHIFT})
    home = capability(contract, "POST", "/api/head")
    assert bindings(home) == {"body:command": "=home"}          # timeout is axios config
