"""Query literals withheld as possible credentials (``src/code2skill/passes/schema.py``, rule
``query.withheld-literals``): a credential-named query field sent as a literal is held as one
placeholder, so two call sites sending different texts look alike; they are never merged with
one pinned value, but become an input with a review item."""
from __future__ import annotations

from code2skill.passes.schema import withheld_literals
from code2skill.normalize import QueryParam

from conftest import capability

LONG_A = "cameras.camera_fps,cameras.detection_fps,cameras.skipped_fps,cameras.ffmpeg_cpu"
LONG_B = "detectors.inference_speed,detectors.temperature,detectors.cpu,detectors.mem"


def test_placeholders_from_several_places_are_withheld():
    held = "<redacted:credential>"
    one = QueryParam("keys", None, held, ("a.ts", (1, 0, 1, 9)))
    two = QueryParam("keys", None, held, ("b.ts", (4, 0, 4, 9)))
    assert withheld_literals([one, two])
    assert not withheld_literals([one, one])
    assert not withheld_literals([QueryParam("keys", None, "x", ("a.ts", (1, 0, 1, 9))), two])


def test_different_withheld_literals_are_no_pinned_value(derive_files):
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        f"export const cams = () => axios.get('/stats', {{ params: {{ keys: '{LONG_A}' }} }});\n"
        f"export const dets = () => axios.get('/stats', {{ params: {{ keys: '{LONG_B}' }} }});\n")})
    request = capability(contract, "GET", "/stats")["implementation"]["requests"][0]
    assert [(b["target"], b["input"], b["value"]) for b in request["bindings"]] == [
        ("query:keys", "keys", None)]
    assert [r["severity"] for r in contract["review"] if "withheld" in r["message"]] == ["medium"]
