"""Rule ``output.response-read`` through jQuery's ``$.each(list, function (index, item) {…})``
(:func:`code2skill.passes.response_reads.jquery_each`): an answer a success callback hands to a
helper of another script of the page that iterates it so is a list, each item's reads its
fields."""
from __future__ import annotations

from conftest import capability, sample_files

from code2skill.extractors.module_facts import extract_module
from code2skill.passes.response_reads import chains_in, jquery_each

SAMPLE = "jquery-each-answers"
FILES = ("package.json", "index.html", "static/js/helper.js")


def calls(source: bytes) -> tuple[list, dict]:
    """The calls of a JavaScript module's top level, in source order, and its functions as
    the resolver keys them (fid → ``(path, fact)``)."""
    facts = extract_module("src/a.js", "javascript", source)
    return [site.call for site in facts.calls], \
        {fid: ("src/a.js", fn) for fid, fn in facts.functions.items()}


def test_only_each_read_off_the_jquery_global_with_an_index_first_parameter_iterates():
    found, functions = calls(
        b"$.each(data, function (i, x) {}); jQuery.each(data, function (index, x) {});"
        b" $.each(data, function (key, value) {}); $('.r').each(function (i, e) {});"
        b" _.each(data, function (i, x) {}); $.each(data); $.each(data, cb);")
    each = [c for c in found if getattr(c.callee, "prop", None) == "each"]
    assert [jquery_each(c, functions) for c in each] == \
        [True, True, False, False, False, False, False]


def test_the_list_is_read_as_iterated_with_the_callbacks_second_parameter_its_item():
    found, functions = calls(b"$.each(data.items, function (i, x) { x.name; });")
    (call,) = [c for c in found if jquery_each(c, functions)]
    (chain,) = chains_in(call, set(), functions)
    assert chain.iterated and chain.items_param == 1 and chain.items_fid is not None
    assert chain.expr.prop == "items"


def test_a_helper_of_another_script_iterating_the_answer_gives_the_items_fields(derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    clients = capability(contract, "GET", "/api/clients")["outputSchema"]
    assert clients["type"] == "array"
    client = clients["items"]["properties"]["Client"]
    assert set(client["properties"]) == {"allocated_ips", "id", "name"}
    assert client["properties"]["allocated_ips"]["type"] == "array"     # nested $.each
    users = capability(contract, "GET", "/api/users")["outputSchema"]   # jQuery.each
    assert set(users["items"]["properties"]) == {"admin", "username"}


def test_each_over_elements_reads_the_answer_in_place_and_a_private_key_is_flagged(
        derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    keypair = capability(contract, "POST", "/api/server/keypair")
    assert keypair["outputSchema"]["type"] == "object"
    assert set(keypair["outputSchema"]["properties"]) == {"private_key", "public_key"}
    assert keypair["status"] == "requires-review"
    assert [r["message"][:60] for r in contract["review"] if r.get("capability") ==
            keypair["name"] and "credential" in r["message"]] == \
        ["POST /api/server/keypair returns a credential (output field "]


def test_each_with_a_key_parameter_claims_no_list(derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    settings = capability(contract, "GET", "/api/settings")   # function (key, value)
    assert settings["outputSchema"] is None
