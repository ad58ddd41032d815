"""A repository root holding its server (sample ``root-with-server``): the backend's own
requests, SDK calls and unresolved calls raise no warning when the files are backend by
strong evidence (rules ``scope.put-out-warning``, ``coverage.opaque-sdk``,
``server-code.not-a-candidate``), and a ``DataTransfer`` format is no request
(``review.data-format``)."""
from __future__ import annotations

from pathlib import Path

import pytest

from code2skill.contract.models import ReviewItem
from code2skill.evidence import observed
from code2skill.passes.server_code import put_out_warning
from code2skill.pipeline import Settings, derive
from code2skill.request_words import data_format

SAMPLE = Path(__file__).resolve().parents[1] / "samples" / "root-with-server"


@pytest.fixture(scope="module")
def result():
    return derive(SAMPLE, Settings(jobs=1))


def test_no_warning_and_no_medium_item(result):
    assert result.warnings == []
    assert [(i.severity, i.message) for i in result.contract.review
            if i.severity in ("medium", "high")] == []


def test_the_daemon_and_smoke_script_are_certain_backend(result):
    items = [i.message.split(" is called")[0] for i in result.contract.review
             if i.message.endswith("on its own behalf)")]
    assert len(items) == 7
    unresolved = [i.message for i in result.contract.review
                  if i.message.startswith("1 request-like call(s)")]
    assert unresolved == [
        "1 request-like call(s) code2skill could not resolve in daemon/src/test/performance.ts, "
        "which is backend code (by its place, imports or importers), not the shipped client: "
        "not candidate Tools"]


def item(*files: str) -> ReviewItem:
    return ReviewItem(severity="info", capability=None, message="GET /x",
                      evidence=[observed((f, (1, 1, 1, 2)), "server-code.not-a-candidate", "x")
                                for f in files])


def test_only_endpoints_of_weak_backend_files_count_for_the_warning():
    many = [item(f"server/a{n}.ts") for n in range(10)]
    assert put_out_warning(many, "backend code", "r", 3, certain=set()) != []
    certain = {f"server/a{n}.ts" for n in range(10)}
    assert put_out_warning(many, "backend code", "r", 3, certain=certain) == []
    # one endpoint also called from a file judged by a folder word alone still counts
    mixed = many[:9] + [item("server/a9.ts", "src/backend/b.ts")]
    assert put_out_warning(mixed, "backend code", "r", 0, certain=certain) != []


@pytest.mark.parametrize("verb, text, expected", [
    ("getdata", "text/plain", True), ("setdata", "application/json", True),
    ("getdata", "text/uri-list", True), ("getdata", "/api/data", False),
    ("get", "text/plain", False), ("getdata", "images/upload", False),
])
def test_data_format(verb, text, expected):
    assert data_format(verb, text) is expected
