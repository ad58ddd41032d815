"""Rule ``vue.component-state`` over a chain of Vue mixins (M0 mixes in M1, M1 mixes in M2, …):
the objects sharing each mixin's ``this`` are worked out from the outermost components once,
so ``n`` mixins cost about ``n`` member orders, not ``n`` for each of ``n`` mixins, and they
are the objects every root whose member order holds the mixin gives, in the same order."""
from __future__ import annotations

from code2skill.vue_mixins import Mixins, member_order, sharing
from hostile_support import python_calls

import code2skill.vue_mixins as vue_mixins


def key(name):
    return (f"src/{name}.js", (1, 1, 1, 2))


def chain(n, cycle=False):
    """A component mixing in M0, each Mi mixing in M(i+1); with ``cycle`` the last mixes in
    M0 again; plus a global mixin G and a lone component L."""
    local = {key("C"): (key("M0"),)}
    local.update({key(f"M{i}"): (key(f"M{i + 1}"),) for i in range(n - 1)})
    if cycle:
        local[key(f"M{n - 1}")] = (key("M0"),)
    roots = [key("C"), key("L"), key("G"), *(key(f"M{i}") for i in range(n))]
    return Mixins(local, (key("G"),), {}), roots


def every_root(mixins, roots, at):
    """The definition: each root whose member order holds ``at`` gives all of its order."""
    out = {}
    for root in roots:
        order = member_order(mixins, root)
        if at in order:
            out.update(dict.fromkeys(order))
    return list(out) or [at]


def test_sharing_is_what_every_root_holding_the_object_gives():
    for cycle in (False, True):
        mixins, roots = chain(12, cycle)
        for at in [*roots, key("X")]:
            assert sharing(mixins, roots, at) == every_root(mixins, roots, at), at
            assert sharing(mixins, roots[::-1], at) == every_root(mixins, roots[::-1], at)
    # a cycle of mixins no component mixes in still shares its this
    mixins = Mixins({key("A"): (key("B"),), key("B"): (key("A"),)}, (), {})
    assert set(sharing(mixins, [key("A"), key("B")], key("B"))) == {key("A"), key("B")}


def test_a_chain_of_mixins_costs_about_its_length_in_orders():
    def calls(n):
        mixins, roots = chain(n)
        return python_calls(lambda: [sharing(mixins, roots, k) for k in roots],
                            vue_mixins.__file__)
    small, large = calls(200), calls(400)
    assert large <= 2.2 * small, (small, large)     # testing every root was 4 times
