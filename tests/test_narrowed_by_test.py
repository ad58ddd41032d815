"""A name a test compares with constants is that constant inside the branch the test guards
(rule ``value.narrowed-by-test``): ``if (impl === 'cln') { url = base + '/' + impl + '/decode'
}`` requests ``/cln/decode``, never ``/{impl}/decode`` (a path the server lacks for the other
values); so the ``else`` of ``!==``, a ``switch`` case (with the cases falling into it) and a
branch of ``['a', 'b'].includes(x)``. A name reassigned, or one of a nested function's own
parameters, is not narrowed."""
from __future__ import annotations

from conftest import endpoints

from code2skill.facts import Arr, Call, Lit, Member, Ref
from code2skill.facts import Test as Cond
from code2skill.extractors.narrowed_branches import tested_constants as narrowed

NODE = (
    "export function decode(impl: string, payment: string) {\n"
    "  if (impl === 'cln') {\n"
    "    return fetch('/api/' + impl + '/decode', {method: 'POST'});\n"
    "  }\n"
    "  return fetch('/api/' + impl + '/payments/' + payment);\n"
    "}\n"
    "export function sign(impl: string) {\n"
    "  let url = '';\n"
    "  if (impl !== 'cln') { url = '/api/' + impl + '/message/sign'; }\n"
    "  else { url = '/api/' + impl + '/utility/sign'; }\n"
    "  return fetch(url, {method: 'POST'});\n"
    "}\n"
    "export function bump(impl: string) {\n"
    "  switch (impl) {\n"
    "    case 'lnd':\n"
    "    case 'ecl':\n"
    "      return fetch('/api/' + impl + '/bumpfee', {method: 'POST'});\n"
    "    case 'cln':\n"
    "      fetch('/api/' + impl + '/log', {method: 'POST'});\n"
    "    case 'other':\n"
    "      return fetch('/api/' + impl + '/onchain/bump', {method: 'POST'});\n"
    "    default:\n"
    "      return fetch('/api/' + impl + '/fees', {method: 'POST'});\n"
    "  }\n"
    "}\n"
    "export function peers(impl: string) {\n"
    "  if (['lnd', 'ecl'].includes(impl)) { return fetch('/api/' + impl + '/peers'); }\n"
    "}\n"
    "export function reassigned(impl: string) {\n"
    "  if (impl === 'cln') { impl = impl.toUpperCase(); "
    "return fetch('/api/re/' + impl); }\n"
    "}\n"
    "export function shadowed(impl: string, names: string[]) {\n"
    "  if (impl === 'cln') { names.forEach((impl) => fetch('/api/each/' + impl)); }\n"
    "}\n")


def test_the_tested_constant_fills_the_branch(derive_files):
    found = endpoints(derive_files({"src/node.ts": NODE}))
    assert ("POST", "/api/cln/decode") in found
    assert ("GET", "/api/{impl}/payments/{payment}") in found   # the other branch: any value
    assert ("POST", "/api/cln/utility/sign") in found           # the else of !==
    assert ("POST", "/api/{impl}/message/sign") in found
    assert {("POST", "/api/lnd/bumpfee"), ("POST", "/api/ecl/bumpfee"),
            ("POST", "/api/cln/log"), ("POST", "/api/cln/onchain/bump"),
            ("POST", "/api/other/onchain/bump"), ("POST", "/api/{impl}/fees")} <= found
    assert {("GET", "/api/lnd/peers"), ("GET", "/api/ecl/peers")} <= found
    assert not any(path.startswith("/api/{impl}/") and path.endswith(("/decode", "/bumpfee",
                                                                       "/peers", "/log"))
                   for _, path in found)


def test_a_reassigned_or_shadowed_name_is_not_narrowed(derive_files):
    found = endpoints(derive_files({"src/node.ts": NODE}))
    assert ("GET", "/api/re/cln") not in found
    assert ("GET", "/api/each/cln") not in found
    assert ("GET", "/api/each/{impl}") in found


def test_which_conditions_narrow():
    impl = Ref("impl")
    assert narrowed(Cond("===", impl, "cln")) == ("impl", ("cln",), True)
    assert narrowed(Cond("!=", impl, 2)) == ("impl", (2,), False)
    assert narrowed(Cond("===", impl, True)) is None      # no path text
    assert narrowed(Cond("===", Member(impl, "x"), "a")) is None
    listed = Call(Member(Arr((Lit("a"), Lit("b"))), "includes"), (impl,))
    assert narrowed(listed) == ("impl", ("a", "b"), True)
    assert narrowed(Call(Member(Arr((Lit("a"), impl)), "includes"), (impl,))) is None
