"""Rule ``axios.response-unwrap`` (:mod:`code2skill.interceptor_answers`): what an axios
response interceptor's fulfilment handler returns is what every request of its client resolves
to, so the callers' reads of it are fields of the body (or of the member it returns)."""
from __future__ import annotations

from conftest import capability, sample_files

SAMPLE = "axios-unwrapped-answers"
FILES = ("package.json", "src/api/index.js", "src/api/clients.js", "src/api/library.js",
         "src/AlbumPage.js", "src/PlaylistsPage.js")


def fields(cap: dict) -> dict:
    """The output schema's properties (``{}`` when there is no output)."""
    return (cap["outputSchema"] or {}).get("properties", {})


def test_a_body_handed_on_by_the_module_interceptor_is_read_off_the_resolved_value(
        derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    assert set(fields(capability(contract, "GET", "/api/search"))) == {"tracks"}
    assert set(fields(capability(contract, "GET", "/api/library/albums/{id}"))) == \
        {"name", "year", "artist_id"}
    search = capability(contract, "GET", "/api/search")["evidence"]
    assert [(e["file"], e["line"], e["rule"]) for e in search["/outputSchema/properties/tracks"]] \
        == [("src/api/library.js", 8, "output.response-read")]
    assert [(e["file"], e["line"], e["rule"], e["kind"]) for e in search["/outputSchema"]] == [
        ("src/api/index.js", 3, "axios.response-unwrap", "inferred"),   # the interceptor
        ("src/api/library.js", 8, "output.response-read", "observed")]


def test_an_instance_interceptor_destructuring_data_or_returning_a_member_of_it(derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    playlists = fields(capability(contract, "GET", "/music/playlists"))   # ({ data }) => data
    assert set(playlists) == {"items"} and set(playlists["items"]["items"]["properties"]) == \
        {"name"}
    version = fields(capability(contract, "POST", "/rpc/version"))   # return r.data.result
    assert set(version) == {"result"} and set(version["result"]["properties"]) == {"build"}


def test_a_transforming_interceptor_leaves_the_answer_unknown_and_an_identity_one_changes_nothing(
        derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    profile = capability(contract, "GET", "/shaped/profile")     # toCamel(res.data)
    assert profile["outputSchema"] is None
    assert [e["rule"] for e in profile["evidence"]["/outputSchema"]] == ["output.not-derived"]
    status = capability(contract, "GET", "/plain/status")   # return res
    assert set(fields(status)) == {"state"}
    assert [e["rule"] for e in status["evidence"]["/outputSchema"]] == ["output.response-read"]


def test_without_an_interceptor_a_member_of_the_response_is_no_body_field(derive_files):
    files = sample_files(SAMPLE, *FILES)
    files["src/api/index.js"] = "import api from 'axios'\n\nexport default api\n"
    contract = derive_files(files)
    assert capability(contract, "GET", "/api/search")["outputSchema"] is None
    assert capability(contract, "GET", "/api/library/albums/{id}")["outputSchema"] is None
    assert set(fields(capability(contract, "GET", "/music/playlists"))) == {"items"}


UNSURE = "axios-unsure-interceptors"
UNSURE_FILES = ("package.json", "src/clients.js", "src/pages.js")


def test_a_conditional_or_ejected_interceptor_leaves_the_answer_unknown(derive_files):
    # a development-only unwrap made the response's status a body field, an ejected one made
    # its headers one (hostile round 42, finding 2): neither may apply when a call is made
    contract = derive_files(sample_files(UNSURE, *UNSURE_FILES))
    for method, path in (("GET", "/api/reports/{id}"), ("GET", "/api/users/")):
        cap = capability(contract, method, path)
        assert cap["outputSchema"] is None
        assert [e["rule"] for e in cap["evidence"]["/outputSchema"]] == ["output.not-derived"]
    teams = capability(contract, "GET", "/api/teams/")          # installed for good
    assert set(fields(teams)) == {"teams"}
    assert [(e["line"], e["rule"]) for e in teams["evidence"]["/outputSchema"]][0] == \
        (16, "axios.response-unwrap")
    assert sorted((i["capability"], i["severity"]) for i in contract["review"]
                  if i["message"].startswith("output schema not derived")) == [
        ("get_report", "low"), ("list_users", "low")]
