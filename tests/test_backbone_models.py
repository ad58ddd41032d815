"""Rule ``coverage.backbone-model`` (:mod:`code2skill.backbone_models`): a Backbone model or
collection with a URL is a review item and a warning, never a silent miss, on
``samples/backbone-models``."""
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
        ("medium", "Backbone collection defined with a url (src/models/user.js:7): the requests "
                   "its save, fetch and destroy make are not read, so its endpoints are not in "
                   "the contract",
         [("coverage.backbone-model", "src/models/user.js", 7, "url")]),
        ("medium", "Backbone model defined with a urlRoot (src/models/user.js:3): the requests "
                   "its save, fetch and destroy make are not read, so its endpoints are not in "
                   "the contract",
         [("coverage.backbone-model", "src/models/user.js", 3, "urlRoot")])]


def test_derive_warns_with_their_number():
    result = derive(SAMPLES / SAMPLE, Settings(jobs=1))
    assert ("2 Backbone model or collection definitions with a URL (src/models/user.js) make "
            "requests through save, fetch and destroy that are not read: their endpoints are "
            "missing (review[], rule coverage.backbone-model)") in result.warnings


def test_one_definition_is_said_in_the_singular():
    one = [BackboneModel("model", "urlRoot", ("a.js", (3, 0, 5, 2)))]
    assert backbone_warning(one).startswith(
        "1 Backbone model or collection definition with a URL (a.js) makes requests")
    assert backbone_warning([]) is None
