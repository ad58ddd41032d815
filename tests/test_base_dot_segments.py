"""Rule ``path.base-dot-segments``: ``./`` and ``../`` at the start of a URL joined onto a
client base climb the base's fixed folders as the browser does; at a base the source does not
show they are a review item, never a literal ``..`` nor a silent guess."""
import pytest
from conftest import endpoints

from code2skill.base_dot_segments import climb_into_base
from code2skill.values import HoleV, Text


def texts(parts):
    return [p.text if isinstance(p, Text) else "{hole}" for p in parts]


HOLE = HoleV("root", None, None)


@pytest.mark.parametrize("base, url, expected", [
    ([Text("https://h/api/v1/", None)], "../health", (["https://h/api/"], ["health"])),
    ([Text("/api/v1", None)], "../../../x", (["/"], ["x"])),           # the root stays
    ([Text("/api/", None)], "./daily", (["/api/"], ["daily"])),
    ([HOLE, Text("/api/", None)], "../test/a", (["{hole}", "/"], ["test/a"])),
    ([HOLE], "../p", (["{hole}"], ["../p"])),                           # reviewed
    ([], "../up", ([], ["../up"])),                                     # the page's folder
    ([Text("api/v1/", None)], "../../x", (["api/"], ["../x"])),        # a relative base
    ([Text("/api/", None)], "items/../x", (["/api/"], ["items/../x"])),
])
def test_climb_into_base(base, url, expected):
    new_base, new_url = climb_into_base(base, [Text(url, None)])
    assert (texts(new_base), texts(new_url)) == expected


SOURCE = """import axios from 'axios';
const remote = axios.create({ baseURL: 'https://api.example.com/api/v1/' });
const local = axios.create({ baseURL: '/api/v1/' });
const deployed = axios.create({ baseURL: window.config.apiBase });
export const health = () => remote.get('../health');
export const status = () => local.get('./../status');
export const ping = () => deployed.get('../ping');
"""


def test_dot_segments_against_client_bases(derive_files):
    contract = derive_files({"src/api.js": SOURCE})
    assert endpoints(contract) == {("GET", "/health"), ("GET", "/api/status"),
                                   ("GET", "/ping")}
    remote = next(s for s in contract["services"] if s["observedBaseUrls"])
    assert remote["observedBaseUrls"][0]["url"] == "https://api.example.com/api"
    climbs = [r for r in contract["review"] if "climbs above the base URL" in r["message"]]
    assert [(r["severity"], r["capability"]) for r in climbs] == [("medium", "get_ping")]
