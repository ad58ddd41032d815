"""Rule ``scope.server-callers``: a function only backend code calls, through any number of
calls and through a dispatch table, makes backend code's requests (sample
``server-dispatch-table``)."""
from __future__ import annotations

from pathlib import Path

import pytest

from code2skill.passes.server_callers import server_called
from code2skill.pipeline import Settings, derive

SAMPLE = Path(__file__).resolve().parents[1] / "samples" / "server-dispatch-table"


@pytest.fixture(scope="module")
def result():
    return derive(SAMPLE, Settings(jobs=1))


def names(result, fids) -> set[str]:
    return {result.program.functions[fid][1].name for fid in fids}


def test_functions_only_routes_reach_are_server_code(result):
    called = server_called(result.program, result.modules, result.server)
    # albumsRequest: only the albums route passes 'albums'; lyricsRequest: two calls from
    # the lyrics route; the route handlers' own callbacks have no linked caller
    assert names(result, called) == {"albumsRequest", "lyricsRequest", "lyricsFor"}


def test_the_page_server_loads_arm_stays_the_clients(result):
    requests = sorted((r.method, r.pathTemplate, r.service)
                      for cap in result.contract.capabilities
                      for r in cap.implementation.requests)
    assert requests == [("GET", "/api/albums/{id}", "server_dispatch_table"),
                        ("GET", "/api/lyrics/{trackId}", "server_dispatch_table"),
                        ("GET", "/tracks/{id}", "catalog")]


def test_backend_requests_are_info_items_and_no_coverage_warning(result):
    items = sorted(item.message.split(" is called")[0] for item in result.contract.review
                   if any(e.rule == "server-code.not-a-candidate" for e in item.evidence))
    assert items == ["GET /albums/{id} (base https://catalog.example.com/v1)",
                     "GET /lyrics/{id} (base https://catalog.example.com/v1)"]
    assert {w[0] for w in result.server_sites} == {"src/lib/upstream.ts"}
