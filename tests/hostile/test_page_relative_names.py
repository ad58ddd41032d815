"""Round 35, finding 6: a script whose file name is not UTF-8 (a lone surrogate once decoded)
beside a page made the page-relative pass fail (``PydanticSerializationError`` on its evidence
key), so the page-relative items were not merged and the contract was incomplete. The pass
compares evidence as ASCII-escaped JSON; the name is cited as the contract writes it elsewhere."""
from __future__ import annotations

from code2skill.contract.models import ReviewItem
from code2skill.evidence import inferred
from code2skill.normalize import PAGE_RELATIVE_MESSAGE
from code2skill.passes.page_relative import group_item

NAME = "js/q\udced\udca0\udc80.js"          # the bytes ED A0 80 of a name, read as the tool reads it


def item(capability: str, where) -> ReviewItem:
    return ReviewItem(severity="low", capability=capability, message=PAGE_RELATIVE_MESSAGE,
                      evidence=[inferred(where, "service.page-relative", None)])


def test_evidence_with_a_surrogate_file_name_is_merged_once():
    at = (NAME, (2, 1, 2, 20))
    merged = group_item("app", [item("query", at), item("query_2", at),
                                item("tables", ("js/app.js", (1, 1, 1, 9)))])
    assert [(e.file, e.line) for e in merged.evidence[:-1]] == [("js/app.js", 1), (NAME, 2)]
    assert "all 3 capabilities" in merged.message
