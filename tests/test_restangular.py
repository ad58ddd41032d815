"""Rules ``restangular.request`` and ``restangular.base-url`` (``extractors/restangular.py``):
a Restangular chain's last call sends the request its ``one``/``all``/``several`` calls build,
with the library's argument order, under the base ``setBaseUrl`` sets."""
from __future__ import annotations

from code2skill.extractors.restangular import id_names, named_ids
from code2skill.facts import Call, Lit, Member, Ref
from code2skill.values import HoleV, StrV, Text, UnknownV


def endpoints(contract: dict) -> set[tuple[str, str, tuple[str, ...]]]:
    return {(r["method"], r["pathTemplate"], tuple(sorted(b["target"] for b in r["bindings"])))
            for c in contract["capabilities"] for r in c["implementation"]["requests"]}


def test_angularjs_chains_with_the_provider_base(derive_files):
    contract = derive_files({"src/app.js": (
        "angular.module('a', ['restangular']).config(function (RestangularProvider) {\n"
        "  RestangularProvider.setBaseUrl('/rest');\n"
        "}).controller('C', function ($scope, Restangular) {\n"
        "  $scope.a = function (ids) { return Restangular.several('items', 1, 2).getList(); };\n"
        "  $scope.b = function (u) { return Restangular.oneUrl('x', 'https://cdn.example.com/f').get(); };\n"
        "  $scope.c = function (id, q) { return Restangular.one('users', id).getList('roles', {q: q}); };\n"
        "  $scope.d = function (id) { return Restangular.one('users', id).customDELETE('sessions'); };\n"
        "  $scope.e = function (o) { return Restangular.one('jobs').customPUT(o, 'run', {now: 1}); };\n"
        "});\n")})
    assert endpoints(contract) == {
        ("GET", "/rest/items/1,2", ()),
        ("GET", "/f", ()),
        ("GET", "/rest/users/{id}/roles", ("path:id", "query:q")),
        ("DELETE", "/rest/users/{id}/sessions", ("path:id",)),
        ("PUT", "/rest/jobs/run", ("body:", "query:now")),
    }


def test_ngx_restangular_injected_by_type(derive_files):
    contract = derive_files({"src/app/books.service.ts": (
        "import { Injectable } from '@angular/core';\n"
        "import { Restangular } from 'ngx-restangular';\n"
        "@Injectable()\n"
        "export class BooksService {\n"
        "  constructor(private restangular: Restangular) {}\n"
        "  remove(id: string) { return this.restangular.one('books', id).remove(); }\n"
        "  add(book: {title: string}) { return this.restangular.all('books').post(book); }\n"
        "}\n")})
    assert endpoints(contract) == {("DELETE", "/books/{id}", ("path:id",)),
                                   ("POST", "/books", ("body:title",))}


def test_id_names_come_from_the_chained_resource_calls():
    one = Call(Member(Ref("Restangular"), "one"), (Lit("users"), Member(Ref("u"), "id")))
    keys = Call(Member(one, "one"), (Lit("keys"), Ref("keyId")))
    assert id_names(Member(keys, "remove")) == ["id", "keyId"]
    url = StrV((Text("/users/"), HoleV(None, UnknownV("x")), Text("/keys/"),
                HoleV(None, UnknownV("y"))))
    assert [p.name for p in named_ids(url, ["id", "keyId"]).parts
            if isinstance(p, HoleV)] == ["id", "keyId"]
