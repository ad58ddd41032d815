"""Rule ``jquery-form.page-form``: the ``<form>`` start tags of a page's markup, their action
read as a URL, their method, id, name and classes (``extractors/page_forms.py``)."""
from __future__ import annotations

from code2skill.extractors.page_forms import (MAX_FORMS, forms_limit, page_forms, scripted_forms,
                                             tag_attributes)
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
    forms, total = page_forms(PAGE, span_at)
    assert total == 5
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


def test_forms_past_the_limit_are_counted_and_reported():
    forms, total = page_forms(b'<form action="a">' * (MAX_FORMS + 3), span_at)
    assert (len(forms), total) == (MAX_FORMS, MAX_FORMS + 3)
    assert forms_limit("p.html", MAX_FORMS) is None
    limit = forms_limit("p.html", total)
    assert (limit.path, limit.stage, limit.severity) == ("p.html", "extract", "warning")
    assert limit.reason.startswith(f"limit page-forms exceeded: {MAX_FORMS + 3:,} forms in the "
                                   f"page, only the first {MAX_FORMS} read")


def test_a_page_with_forms_and_a_script_source_is_read_for_its_forms():
    assert scripted_forms(b'<script src="a.js"></script><FORM action="x">')
    assert scripted_forms(b'<form><script type="module" src=/a.js></script>')
    assert not scripted_forms(b'<form action="x"><script>var a;</script>')
    assert not scripted_forms(b'<script src="a.js"></script><div>formal</div>')
