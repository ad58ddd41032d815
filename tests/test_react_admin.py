"""Rule react-admin.data-provider: the data provider of ra-data-json-server or
ra-data-simple-rest speaks a documented REST dialect: a method call names its endpoint under
the provider's apiUrl, through `useDataProvider()` of the `<Admin dataProvider>` too (also the
app's object spreading it), and the data hooks alike."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

FILES = {
    "package.json": '{"name": "shop-admin", "dependencies": {"react": "18", "react-admin": "4", '
                    '"ra-data-json-server": "4"}}',
    "src/App.jsx": (
        "import { Admin, Resource } from 'react-admin';\n"
        "import jsonServerProvider from 'ra-data-json-server';\n"
        "import { Orders } from './Orders';\n"
        "const provider = jsonServerProvider('https://api.shop.example/v1');\n"
        "const dataProvider = { ...provider, hello: () => 1 };\n"
        "export const App = () => (\n"
        "  <Admin dataProvider={dataProvider}><Resource name=\"orders\" list={Orders} /></Admin>\n"
        ");\n"),
    "src/Orders.jsx": (
        "import { useDataProvider, useGetList, useGetOne } from 'react-admin';\n"
        "export function Orders({ orderId }) {\n"
        "  const dp = useDataProvider();\n"
        "  const { data } = useGetList('orders', { pagination: { page: 1, perPage: 5 } });\n"
        "  const { data: one } = useGetOne('orders', { id: orderId });\n"
        "  const ship = (id) => dp.update('orders', { id, data: { shipped: true } });\n"
        "  const add = (note) => dp.create('notes', { data: { note } });\n"
        "  const drop = (id) => dp.delete('orders', { id });\n"
        "  const many = (ids) => dp.deleteMany('orders', { ids });\n"
        "  return <button onClick={() => { ship(1); add('x'); drop(2); many([3]); }}>Go</button>;\n"
        "}\n"),
}


def test_data_provider_methods_and_hooks_name_their_endpoints(derive_files):
    contract = derive_files(FILES)
    assert endpoints(contract) == {
        ("GET", "/orders"), ("GET", "/orders/{id}"), ("PUT", "/orders/{id}"),
        ("POST", "/notes"), ("DELETE", "/orders/{id}")}
    [service] = contract["services"]
    assert [o["url"] for o in service["observedBaseUrls"]] == ["https://api.shop.example/v1"]
    assert bindings(capability(contract, "PUT", "/orders/{id}")) == {
        "body:shipped": "=True", "path:id": "id"}
    assert bindings(capability(contract, "POST", "/notes")) == {"body:note": "note"}
    assert bindings(capability(contract, "GET", "/orders/{id}")) == {"path:id": "id"}
    lists = capability(contract, "GET", "/orders")
    assert ("low", "the query getList sends (sorting, paging and filter fields) is built by "
            "the data provider from its params: not modelled") in [
        (r["severity"], r["message"]) for r in contract["review"]
        if r["capability"] == lists["name"]]
    # <Resource> stays a reviewed style site, deleteMany (one request per id) a reviewed one
    by_library = contract["source"]["coverage"]["byLibrary"]
    assert by_library["style:react-admin"]["reviewed"] == 1
    assert by_library["react-admin"]["reviewed"] == 1
    assert ("medium", "deleteMany(…) of the react-admin data provider sends one request per id "
            "of its ids: not modelled, its endpoints are not in the contract") in [
        (r["severity"], r["message"]) for r in contract["review"]]
