"""Rule side-effect.single-method-client: the method of a client that sends every operation
with it proves nothing (:mod:`code2skill.passes.single_method`, sample post-only-client)."""
from __future__ import annotations

from functools import partial

from sample_support import line_in, sample_contract, tools_of

from code2skill.passes.single_method import Endpoint, clients, read_reason, read_name

SAMPLE = "post-only-client"
WRAPPER = ("src/client.js", (5, 13, 5, 19))
HELPER = ("src/notes.js", (7, 38, 7, 44))


def posts(where, *paths, service="cluster"):
    return [Endpoint(service, "POST", p, (where,)) for p in paths]


def test_one_place_posting_four_paths_of_a_service_with_no_other_method_is_a_client():
    found = clients(posts(WRAPPER, "/navbar", "/repositories", "/repositories/create",
                          "/snapshots/delete"))
    assert found == {("cluster", WRAPPER): 4}


def test_three_paths_or_a_rest_helper_beside_get_and_delete_is_none():
    assert clients(posts(WRAPPER, "/navbar", "/repositories", "/snapshots")) == {}
    rest = posts(HELPER, "/notes", "/tags", "/folders", "/comments", service="notes") + [
        Endpoint("notes", "GET", "/notes", (None,)),
        Endpoint("notes", "DELETE", "/notes/{id}", (None,))]
    assert clients(rest) == {}


def test_one_other_method_among_many_posts_leaves_the_client():
    many = posts(WRAPPER, *[f"/p{i}" for i in range(10)]) + [
        Endpoint("cluster", "GET", "/connect/hosts", (None,))]
    assert clients(many) == {("cluster", WRAPPER): 10}


def test_a_read_verb_or_a_plural_says_a_read_a_write_word_or_nothing_does_not():
    rest = "side-effect.rest-create"
    guess = "side-effect.method-guess"
    assert read_reason("/navbar", guess, ["this.getNavbarData"]) == \
        "its function 'getNavbarData' says get"
    assert read_reason("/repositories", rest, ["load"]) == "its function 'load' says load"
    assert read_reason("/cluster_changes", rest, ["clusterChanges"]) == \
        "its path '/cluster_changes' names a collection and no action"
    assert read_reason("/users", rest, ["getOrCreateUser"]) is None
    assert read_reason("/overview/relocate_shard", guess, ["relocateShard"]) is None
    assert read_reason("/rest/history", guess, ["history"]) is None


def test_a_read_is_named_as_a_get_of_its_path():
    assert read_name("/repositories") == "list_repositories"
    assert read_name("/navbar") == "get_navbar"


# ------------------------------------------------------------ end to end (sample post-only-client)
contract = partial(sample_contract, SAMPLE)
tools = partial(tools_of, SAMPLE)
line_of = partial(line_in, SAMPLE, "src")


def test_reads_of_the_post_only_client_are_reviewed_reads_named_as_reads():
    reads = {n: (t["sideEffect"], t["status"], t["operationPolicy"]["automaticRetry"],
                 t["evidence"]["/sideEffect"][0]["rule"])
             for n, t in tools().items() if n.startswith(("get_", "list_cluster"))}
    rule = "side-effect.single-method-client"
    assert reads == {
        "list_cluster_repositories": ("read", "requires-review", "never", rule),
        "get_cluster_navbar": ("read", "requires-review", "never", rule),
        "list_cluster_changes": ("read", "requires-review", "never", rule),
        "get_cluster_index_settings": ("read", "requires-review", "never", rule),
        "get_cluster_overview_shard_stats": ("read", "draft", "allowed", "side-effect.rpc-read")}


def test_the_real_writes_keep_their_words_and_take_no_suffix():
    assert {n: t["sideEffect"] for n, t in tools().items()
            if n.startswith(("create_", "delete_"))} == {
        "create_cluster_repository": "create", "delete_cluster_repository": "delete",
        "create_cluster_overview_relocate_shard": "create"}


def test_each_guess_is_a_medium_item_citing_the_place_writing_the_method():
    items = {r["capability"]: r for r in contract()["review"]
             if r["evidence"] and r["evidence"][0]["rule"] == "side-effect.single-method-client"}
    assert set(items) == {"list_cluster_repositories", "get_cluster_navbar",
                          "list_cluster_changes", "get_cluster_index_settings",
                          "create_cluster_overview_relocate_shard"}
    line = line_of("client.js", 'method: "POST"')
    assert all(r["severity"] == "medium" and f"src/client.js:{line} for 8 endpoints" in r[
        "message"] and r["evidence"][0]["line"] == line for r in items.values())
    assert "taken as a read because its function 'load' says load" in items[
        "list_cluster_repositories"]["message"]
    assert "taken as create, the POST's guess" in items[
        "create_cluster_overview_relocate_shard"]["message"]


def test_a_rest_clients_post_helper_beside_get_and_delete_still_creates():
    assert {n: (t["sideEffect"], t["evidence"]["/sideEffect"][0]["rule"])
            for n, t in tools().items() if n.startswith("add_")} == {
        n: ("create", "side-effect.rest-create")
        for n in ("add_note", "add_tag", "add_folder", "add_comment")}
