"""Rule ``plumbing.own-route``: the paths the repository's own server routes serve are app
endpoints, never files beside the bundle (sample ``sveltekit-json-routes``)."""
from __future__ import annotations

from pathlib import Path

import pytest

from code2skill.own_routes import own_route_segments, own_routes, served_by_own_route
from code2skill.pipeline import Settings, derive

SAMPLE = Path(__file__).resolve().parents[1] / "samples" / "sveltekit-json-routes"


@pytest.mark.parametrize("path, segments", [
    ("src/routes/home.json/+server.ts", ["home.json"]),
    ("src/routes/(app)/explore/[slug].json/+server.js", ["explore", "[slug].json"]),
    ("app/api/items/[id]/route.ts", ["api", "items", "[id]"]),
    ("src/app/(proxy)/api/route.ts", ["api"]),
    ("pages/api/config.ts", ["api", "config"]),
    ("src/pages/api/users/index.ts", ["api", "users"]),
    ("server/api/config.get.ts", ["api", "config"]),
    ("server/routes/feed.xml.ts", ["feed.xml"]),
    ("src/routes/home/+page.svelte", None),
    ("src/lib/api.ts", None),
])
def test_route_segments(path, segments):
    assert own_route_segments(path) == segments


def test_served_paths():
    routes = own_routes(["src/routes/home.json/+server.ts",
                         "src/routes/charts/[slug].json/+server.ts", "src/lib/x.ts"])
    assert served_by_own_route("/home.json", routes)
    assert served_by_own_route("/charts/{slug}.json", routes)
    assert not served_by_own_route("/config.json", routes)
    assert not served_by_own_route("/charts.json", routes)


def test_own_json_routes_are_capabilities_and_a_bundle_file_is_not():
    contract = derive(SAMPLE, Settings(jobs=1)).contract
    assert sorted((c.name, r.method, r.pathTemplate) for c in contract.capabilities
                  for r in c.implementation.requests) == [
        ("get_chart", "GET", "/charts/{slug}.json"), ("get_home", "GET", "/home.json")]
    bundle = [item.message for item in contract.review
              if any(e.rule == "plumbing.bundle-file" for e in item.evidence)]
    assert len(bundle) == 1 and "GET /config.json" in bundle[0]
