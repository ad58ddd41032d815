"""Rule ``coverage.backbone-model`` (:mod:`code2skill.backbone_models`): a Backbone model or
collection with a URL none of whose requests is read is a review item and a warning, never a
silent miss, on ``samples/backbone-models``; one whose requests are read is none, on
``samples/backbone-sync``."""
from __future__ import annotations

from code2skill.backbone_models import BackboneModel, backbone_warning
from code2skill.pipeline import Settings, derive

from sample_support import SAMPLES, sample_contract

SAMPLE = "backbone-models"


def test_each_definition_with_a_url_is_a_medium_item_at_its_place():
    contract = sample_contract(SAMPLE)
    assert [c["name"] for c in contract["capabilities"]] == ["restart_server"]
    items = [(r["severity"], r["message"], [(e["rule"], e["file"], e["line"], e["note"])
                                            for e in r["evidence"]])
             for r in contract["review"] if r["capability"] is None]
    assert items == [
        ("medium", "Backbone collection defined with a url (src/models/user.js:7): no request "
                   "its instances make through save, fetch, destroy or create is read (none is "
                   "used, or they are called on values the source does not show to be its "
                   "instances), so its endpoints may be missing from the contract",
         [("coverage.backbone-model", "src/models/user.js", 7, "url")]),
        ("medium", "Backbone model defined with a urlRoot (src/models/user.js:3): no request "
                   "its instances make through save, fetch, destroy or create is read (none is "
                   "used, or they are called on values the source does not show to be its "
                   "instances), so its endpoints may be missing from the contract",
         [("coverage.backbone-model", "src/models/user.js", 3, "urlRoot")])]


def test_derive_warns_with_their_number():
    result = derive(SAMPLES / SAMPLE, Settings(jobs=1))
    assert ("2 Backbone model or collection definitions with a URL (src/models/user.js) have "
            "no save, fetch, destroy or create request read: their endpoints may be missing "
            "(review[], rule coverage.backbone-model)") in result.warnings


def test_one_definition_is_said_in_the_singular():
    one = [BackboneModel("model", "urlRoot", ("a.js", (3, 0, 5, 2)), ("a.js", (4, 2, 4, 20)))]
    assert backbone_warning(one).startswith(
        "1 Backbone model or collection definition with a URL (a.js) has no save, fetch")
    assert backbone_warning([]) is None


def test_definitions_whose_requests_are_read_raise_none():
    """``samples/backbone-sync``: every model and collection with a URL but the AMD group
    model (never made) has a read request, so only that one is an item."""
    contract = sample_contract("backbone-sync")
    items = [(e["file"], e["line"], e["note"]) for r in contract["review"]
             for e in r["evidence"] if e["rule"] == "coverage.backbone-model"]
    assert items == [("src/amd/models/group.js", 6, "urlRoot")]
