"""Rule ``jquery-form.page-form``: the ``<form>`` start tags of a page's markup, their action
read as a URL, their method, id, name and classes (``extractors/page_forms.py``)."""
from __future__ import annotations

from code2skill.extractors.page_forms import page_forms, tag_attributes
from code2skill.facts import Hole, Lit, Tmpl, Unknown

PAGE = b"""\
<!-- <form action="commented" method="post"></form> -->
<form action="saveGeneral" METHOD="POST" name="fullform" class="fullform wide" id=general>
<form action="/feed/{{ .feed.ID }}/save" method='post'>
<form class="search">
<form action="{% url 'x' %}" method="post">
<script>var s = '<form action="in-script">';</script>
<form action="a&amp;b" action="second">
"""


def span_at(start: int, end: int):
    return (start, end, start, end)


def test_each_start_tag_outside_comments_and_scripts_is_one_form():
    forms = page_forms(PAGE, span_at)
    assert [(f.method, f.id, f.name, f.classes) for f in forms] == [
        ("post", "general", "fullform", ("fullform", "wide")), ("post", "", "", ()),
        (None, "", "", ("search",)), ("post", "", "", ()), (None, "", "", ())]
    actions = [f.action for f in forms]
    assert isinstance(actions[0], Lit) and actions[0].value == "saveGeneral"
    assert isinstance(actions[1], Tmpl) and [
        p.value if isinstance(p, Lit) else p.name for p in actions[1].parts] == [
        "/feed/", "id", "/save"]
    assert isinstance(actions[1].parts[1], Hole)
    assert actions[2] is None
    assert isinstance(actions[3], Unknown)
    assert actions[4].value == "a&b"


def test_attributes_are_read_as_a_browser_keeps_them():
    assert tag_attributes(' Action="x" disabled data-x=1 action="y"') == {
        "action": "x", "disabled": "", "data-x": "1"}
