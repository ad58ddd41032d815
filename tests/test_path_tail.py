"""Rule ``wrapper.path-tail-arguments`` (:mod:`code2skill.path_tail`): a wrapper whose URL ends
in a parameter after literal text makes one request per call once a call passes a path of two
segments or more for it; a segment value (an id) keeps the wrapper's one endpoint."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.path_tail import is_path_tail, path_shape, tail_params
from code2skill.values import AltV, HoleV, ParamV, StrV, Text, UnknownV

ID = HoleV("productId", ParamV("view.js#1", "productId"), None)


def text(*parts) -> StrV:
    return StrV(tuple(Text(p, None) if isinstance(p, str) else p for p in parts))


def test_path_shape_writes_holes_as_braces():
    assert path_shape(text("stock/products/", ID, "/consume")) == "stock/products/{}/consume"
    assert path_shape(text("a/", HoleV("x", text("b/c"), None))) == "a/b/c"
    assert path_shape(AltV((text("x/y"), text("z")), "any")) == "x/y"
    assert path_shape(UnknownV("call")) == ""


def test_a_path_of_two_segments_or_more_is_a_path_tail():
    assert is_path_tail(text("stock/products/", ID))
    assert is_path_tail(text("objects/locations"))
    assert is_path_tail(text("/users/", ID, "/permissions"))
    assert is_path_tail(text("objects/products?query[]=", ID))
    assert not is_path_tail(text("users"))
    assert not is_path_tail(text("/users/"))
    assert not is_path_tail(text(ID))
    assert not is_path_tail(text(ID, "/", ID))          # no fixed text names anything
    assert not is_path_tail(UnknownV("call"))


def test_tail_params_are_the_holes_some_call_fills_with_a_path():
    mappings = [{"apiFunction": text("stock/products/", ID), "id": text("5")},
                {"apiFunction": UnknownV("call"), "id": text("6")}]
    assert tail_params({"apiFunction", "id"}, mappings) == {"apiFunction"}
    assert tail_params({"id"}, mappings) == set()


API = "export function Get(apiFunction) { return fetch('/api/' + apiFunction); }\n"


def test_each_call_names_its_endpoint_and_the_generic_one_is_gone(derive_files):
    view = ("import { Get } from './api.js';\n"
            "export function load(productId) { Get('stock/products/' + productId); }\n"
            "export function locations() { Get('objects/locations'); }\n"
            "export function label(id) { Get('stock/products/' + id + '/printlabel'); }\n")
    contract = derive_files({"src/api.js": API, "src/view.js": view})
    assert endpoints(contract) == {("GET", "/api/stock/products/{productId}"),
                                   ("GET", "/api/objects/locations"),
                                   ("GET", "/api/stock/products/{id}/printlabel")}
    cap = capability(contract, "GET", "/api/stock/products/{productId}")
    assert bindings(cap) == {"path:productId": "productId"}
    hops = [e["rule"] for e in cap["evidence"]["/implementation/requests/0/pathTemplate"]]
    assert "wrapper.path-tail-arguments" in hops


def test_a_call_whose_value_is_unknown_is_counted_and_reviewed(derive_files):
    view = ("import { Get } from './api.js';\n"
            "export function load(productId) { Get('stock/products/' + productId); }\n"
            "export function report() { Get(document.body.dataset.endpoint); }\n")
    contract = derive_files({"src/api.js": API, "src/view.js": view})
    assert endpoints(contract) == {("GET", "/api/stock/products/{productId}"),
                                   ("GET", "/api/{apiFunction}")}
    generic = capability(contract, "GET", "/api/{apiFunction}")
    assert generic["status"] == "requires-review"
    assert any(r["capability"] == generic["name"] and r["severity"] == "medium"
               and "the caller's value names the resource" in r["message"]
               for r in contract["review"])
    coverage = contract["source"]["coverage"]
    assert (coverage["requestLikeSites"], coverage["unresolved"]) == (2, 0)


def test_a_segment_value_keeps_the_wrappers_one_endpoint(derive_files):
    api = "export function getUser(userId) { return fetch('/api/users/' + userId); }\n"
    view = ("import { getUser } from './api.js';\n"
            "export function a(user) { getUser(user.id); }\n"
            "export function b(id) { getUser(id); }\n")
    contract = derive_files({"src/api.js": api, "src/view.js": view})
    assert endpoints(contract) == {("GET", "/api/users/{userId}")}
