"""Rule ``vue.component-state`` over a chain of Vue mixins (M0 mixes in M1, M1 mixes in M2, …):
the objects sharing each mixin's ``this`` are worked out from the top components once, so
``n`` mixins cost about ``n`` member orders, not ``n`` for each of ``n`` mixins, and they
are the objects every root whose member order holds the mixin gives, in the same order.
A derive of such a chain reads each mixin's members in work that grows with the chain, not
with its square (round 35, finding 4: 800 mixins took 65 s of CPU)."""
from __future__ import annotations

from code2skill.vue_mixins import Mixins, member_order, sharing, walk_order
from conftest import endpoints
from hostile_support import python_calls

import code2skill.resolution.members as members
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
            assert list(walk_order(Mixins(mixins.local, mixins.global_, {}), at)) == \
                member_order(mixins, at)
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


def test_the_holders_kept_do_not_grow_with_the_lists_of_roots_asked():
    mixins, roots = chain(6)
    for cut in range(1, len(roots)):
        sharing(mixins, roots[:cut], key("M3"))
        assert len(mixins.holders) == 1


def mixin_chain(n):
    """Round 35's finding 4 at ``n`` mixins: each with a data() URL table and a method reading
    this.url.list, the chain mixed into one component."""
    files = {"package.json": '{"dependencies": {"axios": "1.0.0", "vue": "2.7.0"}}',
             "src/views/Chain.vue": "<script>\nimport axios from 'axios';\n"
             "import M0 from '../mixins/M0';\nexport default { mixins: [M0], data() { return "
             "{ x: 1 } }, methods: { load() { return axios.get(this.url.list); } } };\n</script>\n"}
    for i in range(n):
        head = f"import M{i + 1} from './M{i + 1}';\n" if i + 1 < n else ""
        mixins = f"mixins: [M{i + 1}], " if i + 1 < n else ""
        files[f"src/mixins/M{i}.js"] = (
            f"{head}export default {{ {mixins}data() {{ return {{ url: {{ list: '/api/m{i}' }} }} }}, "
            f"methods: {{ load{i}() {{ return this.$http.get(this.url.list); }} }} }};\n")
    return files


def test_a_derive_reads_a_chain_of_mixins_in_work_that_grows_with_its_length(derive_files):
    def calls(n):
        return python_calls(lambda: derive_files(mixin_chain(n)), members.__file__) + \
            python_calls(lambda: derive_files(mixin_chain(n)), vue_mixins.__file__)
    small, large = calls(60), calls(120)
    assert large <= 2.3 * small, (small, large)       # each mixin searching its order: 4 times


def test_the_component_reads_the_url_table_of_its_nearest_mixin(derive_files):
    # (the mixins' own this.$http is no client the source shows: their requests are reviewed)
    contract = derive_files(mixin_chain(30))
    assert endpoints(contract) == {("GET", "/api/m0")}
