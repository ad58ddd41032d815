"""The reviewer's page in a real browser (headless Chromium, Debian's ``chromium``): the
capability count, a filter preset from the address and an evidence snippet render, a
screenshot is taken, and the page logs nothing to the console (no script errors)."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from code2skill.contract.load import read_contract, require_valid
from code2skill.report.render import render_html
from code2skill.report.view import report_view

OPS = Path(__file__).resolve().parent.parent / "samples" / "ops-console"
BROWSER = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="module")
def page(tmp_path_factory) -> Path:
    if BROWSER is None:
        if os.environ.get("CI"):
            pytest.fail("CI needs Chromium for the report page checks (.ci/run installs it)")
        pytest.skip("no chromium on PATH")
    model = require_valid(read_contract(OPS / "expected" / "canonical-contract.json"))
    path = tmp_path_factory.mktemp("report") / "report.html"
    path.write_text(render_html(report_view(model, OPS)), encoding="utf-8")
    return path


def chromium(page: Path, fragment: str, *args: str) -> subprocess.CompletedProcess:
    profile = page.parent / f"profile-{len(fragment)}-{len(args)}"
    return subprocess.run(
        [BROWSER, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         f"--user-data-dir={profile}", "--enable-logging=stderr", "--v=0",
         "--window-size=1280,2000", *args, f"{page.as_uri()}#{fragment}"],
        capture_output=True, text=True, timeout=120, check=True)


def console_lines(run: subprocess.CompletedProcess) -> list[str]:
    return [line for line in run.stderr.splitlines() if ":CONSOLE" in line]


def test_the_page_renders_its_count_and_evidence_without_console_messages(page):
    run = chromium(page, "", "--dump-dom")
    assert console_lines(run) == []
    assert '<span id="shown">12</span> of 12 capabilities shown' in run.stdout
    snippet = re.search(r'<span class="ln">8</span>([^\n]*)', run.stdout)
    assert snippet and "Authorization" in snippet.group(1)


def test_a_filter_from_the_address_hides_the_other_capabilities(page):
    run = chromium(page, "sideEffect=read&q=order", "--dump-dom")
    assert console_lines(run) == []
    assert '<span id="shown">1</span>' in run.stdout
    shown = re.findall(r'<details class="capability" id="cap-(\w+)"(?![^>]*hidden)', run.stdout)
    assert shown == ["list_orders"]


def test_a_screenshot_of_an_opened_capability_is_taken(page):
    shot = page.parent / "report.png"
    run = chromium(page, "open=cancel_order", f"--screenshot={shot}")
    assert console_lines(run) == []
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 20_000


def test_a_filter_value_no_capability_has_shows_none_and_says_so(page):
    """``#sideEffect=nothing`` selected nothing and showed every capability."""
    run = chromium(page, "sideEffect=nothing", "--dump-dom")
    assert console_lines(run) == []
    assert '<span id="shown">0</span>' in run.stdout
    assert '<option value="nothing">nothing (0)</option>' in run.stdout
