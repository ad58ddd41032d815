"""A pagination token (``next_token``, ``pageToken``) is the position of a page of results,
not a credential (``code2skill.redact.is_credential_position``)."""
from __future__ import annotations

from conftest import capability

from code2skill.redact import is_credential_position


def test_a_token_after_a_paging_word_is_no_credential():
    for name in ("next_token", "nextToken", "pageToken", "next_page_token", "continuationToken",
                 "prev_token", "cursorToken"):
        assert not is_credential_position("query", name), name
    for name in ("token", "access_token", "refreshToken", "session_token",
                 "nextPassword"):
        assert is_credential_position("query", name), name


def test_a_paged_list_takes_its_next_token_as_an_input(derive_files):
    contract = derive_files({"src/evals.ts": (
        "export const listEvaluations = (nextToken: string) =>\n"
        "  fetch(`/v1/evaluations?per_page=25&next_token=${nextToken}`);\n")})
    cap = capability(contract, "GET", "/v1/evaluations")
    assert "next_token" in cap["inputSchema"]["properties"]
    assert cap["status"] == "draft"
    assert not [i for i in contract["review"] if i.get("capability") == cap["name"]
                and "credential" in i["message"]]
