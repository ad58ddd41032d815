"""Rule ``url.partial-scheme`` (:mod:`code2skill.partial_scheme`): a URL whose scheme a value
finishes (``"http" + rest``) is a review item naming it, never a capability."""
from __future__ import annotations

from code2skill.partial_scheme import partial_scheme
from code2skill.values import HoleV, Text, UnknownV

WEBRTC = """\
export function negotiate(streamUrl, offer) {
  streamUrl = "http" + streamUrl.slice("webrtc".length);
  return $.ajax({url: streamUrl, type: "POST", data: JSON.stringify({sdp: offer.sdp})});
}
export function load() { return $.ajax({url: "/api/items", type: "GET"}); }
"""


def hole() -> HoleV:
    return HoleV("rest", UnknownV("x"))


def test_the_start_of_a_scheme_before_a_value_is_partial():
    assert partial_scheme([Text("http", None), hole()]) == "http"
    assert partial_scheme([Text("wss:", None), hole()]) == "wss:"
    assert partial_scheme([Text("https://", None), hole()]) is None     # a whole scheme
    assert partial_scheme([Text("/api/", None), hole()]) is None
    assert partial_scheme([Text("http", None)]) is None                 # fixed text only


def test_a_request_to_a_url_finished_at_run_time_is_reviewed(derive_files):
    contract = derive_files({"package.json": '{"dependencies": {"jquery": "3"}}',
                             "src/webcam.js": WEBRTC})
    paths = {r["pathTemplate"] for c in contract["capabilities"]
             for r in c["implementation"]["requests"]}
    assert paths == {"/api/items"}
    [item] = [r for r in contract["review"] if "url.partial-scheme" in r["message"]]
    assert item["severity"] == "medium" and "'http' followed by a value" in item["message"]
    assert item["evidence"][0]["line"] == 3
