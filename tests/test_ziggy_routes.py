"""Rules ``ziggy.route-table`` and ``ziggy.route-name`` (``code2skill/ziggy_routes.py``,
``extractors/ziggy.py``): a committed Ziggy table maps ``route(name, params)`` to its path."""
from __future__ import annotations

from code2skill.facts import Arr, Lit, Obj, Prop
from code2skill.values import ArrV, HoleV, LitV, ObjV, ParamV, PropV, StrV, Text, UnknownV
from code2skill.ziggy_routes import ZiggyRoute, route_url, table_routes, unresolved_name
from conftest import endpoints

TABLE = """\
const Ziggy = {
    url: 'http://shop.test', port: null, defaults: {},
    routes: {
        'orders.store': { uri: 'orders', methods: ['POST'] },
        'orders.items.update': { uri: 'orders/{order}/items/{item}', methods: ['PUT'],
                                 parameters: ['order', 'item'], bindings: { order: 'id' } },
        'reports': { uri: 'reports/{year?}', methods: ['GET', 'HEAD'], parameters: ['year'] },
    },
};
export { Ziggy };
"""


def where_of(path, span):
    return (path, span)


def obj(**entries):
    return Obj(tuple(Prop(k, v) for k, v in entries.items()))


def text(url: StrV) -> str:
    return "".join(p.text if isinstance(p, Text) else "{%s}" % p.name for p in url.parts)


def test_table_is_read_from_the_literal():
    entry = obj(uri=Lit("users/{user}", (3, 1, 3, 9)), methods=Arr((Lit("get"), Lit("HEAD"))),
                wheres=obj(user=Lit("[0-9]+")), bindings=obj(user=Lit("id")))
    found = table_routes(obj(url=Lit("http://x.test"), routes=obj(**{"users.show": entry})),
                         "ziggy.js", where_of)
    assert found == {"users.show": ZiggyRoute(
        "users.show", "users/{user}", ("GET", "HEAD"), (("user", "[0-9]+"),),
        (("user", "id"),), ("ziggy.js", (3, 1, 3, 9)))}


def test_only_http_method_tokens_are_methods():
    """A table's methods reach review text: one that is no HTTP token (a space, a line
    break) is not a method, and a route with none is no route."""
    entry = obj(uri=Lit("m"), methods=Arr((Lit("FOO BAR"), Lit("POST\r\nX-Evil: 1"),
                                          Lit("patch"))))
    found = table_routes(obj(routes=obj(meth=entry)), "ziggy.js", where_of)
    assert found["meth"].methods == ("PATCH",)
    odd = obj(uri=Lit("m"), methods=Arr((Lit("FOO BAR"),)))
    assert table_routes(obj(routes=obj(meth=odd)), "ziggy.js", where_of) is None


def test_a_uri_naming_a_host_is_a_route_on_a_domain_of_its_own():
    """``//host/b`` or ``https://host/b`` as a uri holds a deployment host: such a route is
    left unknown like one with a ``domain``, never a path with the host in it."""
    for uri in ("//api.example/b", "https://api.example/b"):
        entry = obj(uri=Lit(uri), methods=Arr((Lit("GET"),)))
        found = table_routes(obj(routes=obj(r=entry)), "ziggy.js", where_of)
        assert found["r"].on_domain is True


def test_an_object_of_another_shape_is_no_table():
    assert table_routes(obj(routes=obj(home=obj(path=Lit("/")))), "a.js", where_of) is None
    assert table_routes(obj(routes=obj()), "a.js", where_of) is None
    assert table_routes(obj(uri=Lit("x")), "a.js", where_of) is None


def test_parameters_from_object_position_array_and_binding():
    route = ZiggyRoute("orders.items.update", "orders/{order}/items/{item}", ("PUT",),
                       bindings=(("order", "id"),))
    order, item, page = (ParamV(n, None) for n in ("orderId", "itemId", "page"))
    model = ObjV((PropV("id", order),))
    url = route_url(route, ObjV((PropV("order", model), PropV("item", item),
                                 PropV("page", page))), None)
    assert text(url) == "/orders/{order}/items/{item}?page={page}"
    holes = [p for p in url.parts if isinstance(p, HoleV)]
    assert [h.value for h in holes] == [order, item, page]
    assert holes[0].tag[0] == "ziggy.route-name"
    positional = route_url(route, order, None)
    assert [p.value for p in positional.parts if isinstance(p, HoleV)][0] == order
    assert isinstance([p for p in positional.parts if isinstance(p, HoleV)][1].value, UnknownV)
    array = route_url(route, ArrV((order, item)), None)
    assert [p.value for p in array.parts if isinstance(p, HoleV)] == [order, item]


def test_literal_parameters_are_fixed_text():
    """``route('orders.items.update', {order: 7, item: 'last', page: 2})``: literals the call
    writes are the URL's own text, as in a template, never inputs; a literal holding URL
    syntax stays a hole."""
    route = ZiggyRoute("orders.items.update", "orders/{order}/items/{item}", ("PUT",))
    url = route_url(route, ObjV((PropV("order", LitV(7)), PropV("item", StrV((Text("last"),))),
                                 PropV("page", LitV(2)))), None)
    assert text(url) == "/orders/7/items/last?page=2"
    odd = route_url(route, ObjV((PropV("order", StrV((Text("a/b"),))),)), None)
    assert text(odd) == "/orders/{order}/items/{item}"


def test_optional_parameter_not_given_drops_its_segment():
    route = ZiggyRoute("reports", "reports/{year?}", ("GET", "HEAD"))
    assert text(route_url(route, None, None)) == "/reports"
    assert text(route_url(route, ObjV((PropV("year", ParamV("year", None)),)), None)) == \
        "/reports/{year}"
    assert text(route_url(route, ObjV((PropV("year", LitV(2024)),)), None)) == "/reports/2024"


def test_unresolved_name_says_why_and_invents_no_path():
    assert "no Ziggy route table" in unresolved_name("a.b", None, None).reason
    assert "does not name" in unresolved_name("a.b", {}, None).reason
    assert "does not fix" in unresolved_name(None, None, None).reason


def test_named_routes_resolve_through_the_table(derive_files):
    contract = derive_files({
        "package.json": '{"name": "s", "dependencies": {"@inertiajs/react": "1.0.0", '
                        '"axios": "1.6.0", "ziggy-js": "2.0.0"}}',
        "resources/js/ziggy.js": TABLE,
        "resources/js/Pages/Order.jsx": """\
import { useForm, router } from '@inertiajs/react'
import { useRoute } from 'ziggy-js'
import axios from 'axios'
export default function Order ({ order }) {
  const { post } = useForm({ note: '' })
  const route = useRoute()
  const save = (item) => router.put(route('orders.items.update', { order, item: item.id }), { qty: 1 })
  const report = () => axios.get(route('reports'))
  return <div><button onClick={() => post(route('orders.store'))}>o</button>
    <button onClick={() => save(order.items[0])}>s</button>
    <button onClick={report}>r</button></div>
}
""",
    })
    assert endpoints(contract) == {("POST", "/orders"), ("PUT", "/orders/{order}/items/{item}"),
                                   ("GET", "/reports")}
    assert "shop.test" not in str(contract)


def test_no_table_leaves_the_name_unresolved(derive_files):
    contract = derive_files({
        "package.json": '{"name": "s", "dependencies": {"axios": "1.6.0", "ziggy-js": "2.0.0"}}',
        "src/app.js": """\
import axios from 'axios'
import { route } from 'ziggy-js'
export const codes = () => axios.get(route('two-factor.recovery-codes'))
""",
    })
    assert endpoints(contract) == set()
    items = [r["message"] for r in contract["review"] if "two-factor.recovery-codes" in r["message"]]
    assert len(items) == 1 and "no Ziggy route table" in items[0]
    assert "ziggy.route-name" in items[0]


def test_route_is_no_ziggy_call_where_the_program_shows_no_ziggy(derive_files):
    contract = derive_files({
        "package.json": '{"name": "s", "dependencies": {"axios": "1.6.0"}}',
        "src/app.js": """\
import axios from 'axios'
export const codes = () => axios.get(route('users.index'))
""",
    })
    assert not any("Ziggy" in r["message"] for r in contract["review"])


def test_a_route_on_a_domain_of_its_own_stays_unknown(derive_files):
    contract = derive_files({
        "package.json": '{"name": "s", "dependencies": {"axios": "1.6.0", "ziggy-js": "2.0.0"}}',
        "src/ziggy.js": """\
export const Ziggy = { url: 'http://main.test', routes: {
  'tenant.home': { uri: 'home', methods: ['POST'], domain: '{tenant}.main.test' },
} }
""",
        "src/app.js": """\
import axios from 'axios'
export const ping = () => axios.post(route('tenant.home'))
""",
    })
    assert endpoints(contract) == set()
    assert "main.test" not in str(contract)
    assert any("served on a domain of its own" in r["message"] for r in contract["review"])


def test_a_route_name_from_a_parameter_is_read_per_caller(derive_files):
    """Rule ``ziggy.caller-route-name``: each caller's literal (or the default) names the
    route; a caller passing a name the table lacks gets no endpoint."""
    contract = derive_files({
        "package.json": '{"name": "s", "dependencies": {"axios": "1.6.0", "ziggy-js": "2.0.0"}}',
        "resources/js/ziggy.js": TABLE,
        "resources/js/list.js": """\
import axios from 'axios'
import { route } from 'ziggy-js'
export const useList = (name = 'orders.store', params = {}) => {
  const load = () => axios.get(route(name, params))
  return { load }
}
""",
        "resources/js/pages.js": """\
import { useList } from './list'
export const a = () => useList().load()
export const b = () => useList('reports').load()
export const c = () => useList('orders.missing').load()
""",
    })
    # the params object the caller may pass is not known where route() runs: the optional
    # {year?} stays a path input
    assert endpoints(contract) == {("GET", "/orders"), ("GET", "/reports/{year}")}
    assert any(r["severity"] == "medium" and r["evidence"][0]["file"] == "resources/js/pages.js"
               for r in contract["review"])
