"""Rule ``review.unknown-fluent-client``: chained calls of a REST client the tool cannot follow
are reviewed request-like sites with their exact places and names, never endpoints; chains of
other objects are none."""
from __future__ import annotations

from code2skill.facts import Call, Lit, Member, Ref
from code2skill.fluent_chains import FluentChain, fluent_candidate, fluent_chain, names_resource

ONE = Call(Member(Ref("Restangular"), "one"), (Lit("order"), Ref("id")))


def test_chain_splits_root_calls_and_verb():
    chain = fluent_chain(Member(ONE, "remove"))
    assert chain == FluentChain(("Restangular",), (ONE,), "remove")
    assert chain.name == "Restangular.one(…).remove"


def test_chain_of_a_member_path_root_and_a_called_root():
    inner = Call(Member(Member(Ref("this"), "api"), "all"), (Lit("tags"),))
    assert fluent_chain(Member(inner, "getList")).root == ("this", "api")
    called = Call(Ref("rest"), ())
    chain = fluent_chain(Member(Call(Member(called, "one"), (Lit("a"),)), "get"))
    assert (chain.root, chain.name) == (("rest",), "rest(…).one(…).get")


def test_no_chain_without_a_call_or_a_name_root():
    assert fluent_chain(Member(Member(Ref("api"), "users"), "get")) is None
    assert fluent_chain(Ref("get")) is None
    assert fluent_chain(Member(Call(Member(Lit("x"), "trim"), ()), "get")) is None


def test_site_needs_a_client_name_a_verb_and_a_resource_word():
    chain = fluent_chain(Member(ONE, "remove"))
    assert fluent_candidate(chain) and names_resource(["order", ""])
    assert not names_resource(["", ""])                    # no resource named
    assert not names_resource(["#orders", ""])             # a selector, no resource
    assert not fluent_candidate(FluentChain(("$translate",), (ONE,), "get"))
    assert not fluent_candidate(FluentChain(("Restangular",), (ONE,), "then"))
    found = Call(Member(Ref("$services"), "find"), (Lit("a"),))
    assert not fluent_candidate(FluentChain(("$services",), (found,), "remove"))


SHOP = {"package.json": '{"name": "shop", "dependencies": {"angular": "1.8.3"}}',
        "src/app.js": """\
angular.module('shop', ['ngRestClient']).controller('Ctrl', function ($scope, RestClient) {
  $scope.remove = function (id) { return RestClient.one('order', id).remove(); };
  $scope.tags = function () { return RestClient.all('tag').getList({ limit: 10 }); };
  $scope.first = function (form) { return form.control('note').get('text'); };
});
"""}


def test_reviewed_sites_and_coverage(derive_files):
    contract = derive_files(SHOP)
    assert contract["capabilities"] == []
    reviewed = sorted((r["evidence"][0]["line"], r["severity"], r["message"].split(":")[0])
                      for r in contract["review"])
    assert reviewed == [(2, "medium", "call of RestClient.one(…).remove"),
                        (3, "medium", "call of RestClient.all(…).getList")]
    assert contract["source"]["coverage"]["byLibrary"] == {
        "RestClient": {"requestLikeSites": 2, "resolved": 0, "reviewed": 2, "unresolved": 0}}
