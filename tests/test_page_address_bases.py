"""Bases read from the page's own address or DOM: ``new URL('.', location.href)`` is the
page's folder, so a path after it is relative to the page (rule ``service.page-relative``),
never ``/.api/x``; the ``<base href>`` read from the DOM names a folder, so a path written
after it without a leading ``/`` is under it (rule ``service.runtime-base``)."""
from __future__ import annotations

from conftest import endpoints


def test_the_page_folder_as_a_url_is_page_relative(derive_files):
    contract = derive_files({"src/main.js": (
        "export function a() { return fetch(new URL('.', location.href) + 'api/a'); }\n"
        "export function e() {\n"
        "  const u = new URL('.', window.location.href);\n"
        "  return fetch(`${u}api/e`);\n"
        "}\n")})
    assert endpoints(contract) == {("GET", "/api/a"), ("GET", "/api/e")}
    assert [(s["id"], [e["rule"] for e in s["evidence"]]) for s in contract["services"]] == [
        ("app_page_relative", ["service.page-relative"])]


def test_a_path_after_the_base_element_href_is_under_it(derive_files):
    contract = derive_files({"src/main.js": (
        "const root = document.querySelector('base').getAttribute('href');\n"
        "export function c() { return fetch(root + 'api/c'); }\n"
        "export function d() { return fetch(root + '/api/d'); }\n")})
    assert endpoints(contract) == {("GET", "/api/c"), ("GET", "/api/d")}
    [service] = contract["services"]
    assert [e["rule"] for e in service["evidence"]] == ["service.runtime-base"]
    assert not [r for r in contract["review"] if "does not show" in r["message"]]
