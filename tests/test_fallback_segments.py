"""Rule ``path.empty-fallback-segment``: a last path segment ``x || ''`` is sent with and
without ``x``, never as one URL with a required input."""
from conftest import capability, endpoints

from code2skill.fallback_segments import fallback_choices
from code2skill.values import AltV, HoleV, LitV, ParamV, StrV, Text

ID = ParamV("f#1", "note", ("id",))
EMPTY = StrV((Text(""),))


def test_an_empty_fallback_filling_the_last_segment_gives_both_urls():
    hole = HoleV("id", AltV((ID, EMPTY), "or"))
    assert fallback_choices((Text("/notes/"), hole), 1) == [[HoleV("id", ID)], []]
    assert fallback_choices((Text("/notes/"), hole, Text("?full=1")), 1) == \
        [[HoleV("id", ID)], []]


def test_other_holes_are_left_alone():
    hole = HoleV("id", AltV((ID, EMPTY), "or"))
    assert fallback_choices((Text("/notes/"), hole, Text("/tags")), 1) is None  # inner
    assert fallback_choices((Text("/notes-"), hole), 1) is None               # part of one
    assert fallback_choices((hole,), 0) is None
    fixed = HoleV("id", AltV((StrV((Text("all"),)), EMPTY), "or"))
    assert fallback_choices((Text("/notes/"), fixed), 1) is None              # fixed text
    other = HoleV("id", AltV((ID, StrV((Text("new"),))), "or"))
    assert fallback_choices((Text("/notes/"), other), 1) is None              # not empty
    chosen = HoleV("id", AltV((ID, EMPTY), "any", "f#1:c"))
    assert fallback_choices((Text("/notes/"), chosen), 1) is None             # a ternary
    assert fallback_choices((Text("/notes/"), HoleV("n", AltV((LitV(1), EMPTY), "or"))),
                            1) is None


SOURCE = """import axios from 'axios';
export function saveNote(note) {
  return axios.post(`/api/notes/${note.id || ''}`, note);
}
saveNote({id: document.title, text: 'x'});
"""


def test_the_collection_and_the_item_are_two_requests(derive_files):
    contract = derive_files({"src/api.js": SOURCE})
    assert endpoints(contract) == {("POST", "/api/notes/"), ("POST", "/api/notes/{id}")}
    assert "id" not in capability(contract, "POST", "/api/notes/")["inputSchema"].get(
        "required", [])
