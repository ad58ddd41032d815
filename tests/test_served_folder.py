"""URLs spelled from the page's own origin (``src/code2skill/served_folder.py``): a served
folder after the origin (``window.baseUrl || "/"``) is part of the base, the path starts after
it (rule ``service.served-folder``), and a URL whose scheme is the page's protocol is absolute,
so an axios ``baseURL`` is not prefixed to it (rule ``url.base-join``)."""
from __future__ import annotations

from code2skill.served_folder import (absolute_by_value, after_served_folder, folder_hole,
                                      may_start_path)
from code2skill.values import AltV, HoleV, LibV, StrV, Text

from conftest import endpoints

BASE_URL = LibV("global", ("baseUrl",))
SLASH = StrV((Text("/"),))
PROTOCOL = LibV("global", ("location", "protocol"))


def test_folder_hole_is_a_deployment_global_with_a_slash_fallback():
    folder = HoleV("baseUrl", AltV((BASE_URL, SLASH), "or"))
    assert folder_hole(folder) and may_start_path(folder)
    assert not folder_hole(HoleV("host", LibV("global", ("location", "host"))))
    assert not folder_hole(HoleV("name", AltV((BASE_URL, StrV((Text("x"),))), "or")))
    assert after_served_folder([folder, Text("api/config")]) == [Text("/api/config")]
    assert after_served_folder([Text("/x")]) is None


def test_a_scheme_read_from_the_page_is_absolute():
    page = lambda value: value is PROTOCOL       # noqa: E731
    assert absolute_by_value([HoleV("protocol", PROTOCOL), Text("//"), HoleV("h", None)], page)
    assert absolute_by_value([HoleV("scheme", None), Text("://h/x")], page)
    assert not absolute_by_value([HoleV("base", None), Text("//users")], page)
    assert not absolute_by_value([Text("https://h")], page)


APP = {
    "src/baseUrl.ts": (
        "declare global { interface Window { baseUrl?: string } }\n"
        "export const baseUrl = `${window.location.protocol}//${window.location.host}"
        "${window.baseUrl || '/'}`;\n"),
    "src/api.ts": (
        "import axios from 'axios';\n"
        "import { baseUrl } from './baseUrl';\n"
        "axios.defaults.baseURL = `${baseUrl}api/`;\n"
        "export const version = () => axios.get('version');\n"
        "export const label = (id: string) =>\n"
        "  axios.post(`${baseUrl}api/events/${id}/sub_label`, { label: 'x' });\n"
        "export const stats = () => fetch(`${baseUrl}api/stats`);\n"
        "export const chat = () =>\n"
        "  fetch(`${axios.defaults.baseURL ?? ''}chat/completion`, { method: 'POST' });\n"),
}


def test_page_origin_and_served_folder_make_one_service_with_api_paths(derive_files):
    contract = derive_files(APP)          # rules service.served-folder, axios.defaults-base-read
    assert sorted(endpoints(contract)) == [
        ("GET", "/api/stats"), ("GET", "/api/version"), ("POST", "/api/chat/completion"),
        ("POST", "/api/events/{id}/sub_label")]
    assert len(contract["services"]) == 1
    assert contract["services"][0]["evidence"][0]["rule"] == "service.same-origin"
    inputs = {name for c in contract["capabilities"]
              for name in c["inputSchema"].get("properties", {})}
    assert inputs == {"id"}            # (label is a fixed value, no input)
