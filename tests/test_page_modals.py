"""Rule ``ui.page-modal-confirmation``: a page's Bootstrap-style modal whose title or body asks
for confirmation confirms the requests of the click handlers scripts bind to a control inside
it (not one that closes it), as an info review item quoting the text; a form modal asks
nothing. Facts are asserted exactly; contracts by their exact review messages and evidence."""
from __future__ import annotations

from conftest import capability

from code2skill.extractors.page_modals import page_modals, shown_text
from code2skill.facts import Call, Lit, Member, ModuleFacts, Ref
from code2skill.passes.page_modals import click_handler, selected_id

PAGE = """<html><body>
<button data-toggle="modal" data-target="#modal_apply">Apply</button>
<div class="modal fade" id="modal_apply">
  <div class="modal-content">
    <div class="modal-header"><h4 class="modal-title">Apply Config</h4>
      <button type="button" class="close" data-dismiss="modal" id="apply_x">&times;</button></div>
    <div class="modal-body"><p>Do you want to write the config file and restart the server?</p></div>
    <div class="modal-footer">
      <button type="button" class="btn" data-dismiss="modal" id="apply_cancel">Cancel</button>
      <button type="button" class="btn btn-danger" id="apply_confirm">Apply</button>
    </div>
  </div>
</div>
<div class="modal fade" id="modal_name">
  <div class="modal-header"><h4 class="modal-title">Rename</h4></div>
  <div class="modal-body"><input id="name_field" name="name"></div>
  <button id="name_save">Save</button>
</div>
</body></html>
"""
QUESTION = "Do you want to write the config file and restart the server?"


def spans(start: int, end: int):
    return (start, end, 0, 0)


def message(text: str) -> str:
    return (f"the client asks the user to confirm ({text!r}) before this call: keep it as "
            "Skill guidance; it is not a trusted confirmation and no guard is derived from it")


def asked(contract: dict, method: str, path: str) -> list[tuple[str, list]]:
    cap = capability(contract, method, path)
    assert cap["operationPolicy"]["confirmation"] == "not-required"
    return [(r["message"], sorted((e["file"], e["line"], e["rule"]) for e in r["evidence"]))
            for r in contract["review"]
            if r["capability"] == cap["name"] and "asks the user to confirm" in r["message"]]


def test_modals_are_facts_with_their_controls_and_asking_text():
    modals = page_modals(PAGE.encode(), spans)
    assert [(m.modal, m.text, m.controls) for m in modals] == [
        ("modal_apply", QUESTION, ("apply_confirm",)),
        ("modal_name", None, ("name_field", "name_save"))]
    start = PAGE.index('<div class="modal-body">')
    assert modals[0].text_span[0] == start


def test_confirm_counts_only_in_a_title_and_tags_are_not_text():
    title = ('<div class="modal" id="m"><h5 class="modal-title">Confirm <b>reset</b></h5>'
             '<div class="modal-body">Settings go back.</div><a id="go">Reset</a></div>')
    body = title.replace("Confirm <b>reset</b>", "Reset").replace(
        "Settings go back.", "Please confirm the reset.")
    assert [(m.text, m.controls) for m in page_modals(title.encode(), spans)] == [
        ("Confirm reset", ("go",))]
    assert [(m.text, m.controls) for m in page_modals(body.encode(), spans)] == [
        (None, ("go",))]
    assert shown_text(b"<p>Sure &amp; <br/> gone?</p>") == "Sure & gone?"


def test_handler_bindings_and_selectors():
    fn = Ref("handler")
    button = Call(Ref("$"), (Lit("#apply_confirm"),))
    assert click_handler(Call(Member(button, "click"), (fn,))) == (button, fn)
    assert click_handler(Call(Member(button, "on"), (Lit("click"), fn))) == (button, fn)
    assert click_handler(Call(Member(Ref("$"), "on"), (Lit("click"), Lit("#x"), fn))) == \
        (Lit("#x"), fn)
    assert click_handler(Call(Member(button, "on"), (Lit("change"), fn))) is None
    module = ModuleFacts(path="a.js", language="javascript", sha256="",
                         bindings={"btn": [Call(Member(Ref("document"), "getElementById"),
                                                (Lit("apply_confirm"),))]})
    assert selected_id(Ref("btn"), module, None) == "apply_confirm"
    assert selected_id(button, module, None) == "apply_confirm"
    assert selected_id(Call(Ref("$"), (Lit(".btn"),)), module, None) is None
    assert selected_id(Call(Member(Ref("document"), "querySelector"), (Lit("#a"),)),
                       module, None) == "a"


def test_click_handler_of_the_confirm_control_carries_the_question(derive_files):
    script = ("$(document).ready(function () {\n"
              "  $('#apply_confirm').click(function () {\n"
              "    $.ajax({method: 'POST', url: '/api/apply-config'});\n"
              "  });\n"
              "  $('#name_save').click(function () {\n"
              "    $.ajax({method: 'PUT', url: '/api/name', data: {name: $('#name_field').val()}});\n"
              "  });\n"
              "});\n")
    contract = derive_files({"templates/base.html": PAGE, "static/js/app.js": script})
    assert asked(contract, "POST", "/api/apply-config") == [(message(QUESTION), [
        ("static/js/app.js", 2, "policy.ui-confirmation"),
        ("templates/base.html", 7, "ui.page-modal-confirmation")])]
    assert asked(contract, "PUT", "/api/name") == []


def test_a_name_holding_the_control_and_a_delegated_handler(derive_files):
    script = ("function apply() { return $.post('/api/apply-config'); }\n"
              "$(document).on('click', '#apply_confirm', apply);\n"
              "jQuery(function ($) {\n"
              "  let $confirm = $('#apply_confirm');\n"
              "  $confirm.click(function () { $.post('/api/restart'); });\n"
              "  $('#apply_cancel').click(function () { $.post('/api/cancelled'); });\n"
              "});\n")
    contract = derive_files({"templates/base.html": PAGE, "static/js/app.js": script})
    assert asked(contract, "POST", "/api/apply-config") == [(message(QUESTION), [
        ("static/js/app.js", 2, "policy.ui-confirmation"),
        ("templates/base.html", 7, "ui.page-modal-confirmation")])]
    assert asked(contract, "POST", "/api/restart") == [(message(QUESTION), [
        ("static/js/app.js", 5, "policy.ui-confirmation"),
        ("templates/base.html", 7, "ui.page-modal-confirmation")])]
    assert asked(contract, "POST", "/api/cancelled") == []


def test_a_question_written_when_the_modal_is_shown(derive_files):
    page = PAGE.replace(f"<p>{QUESTION}</p>", "")
    script = ("jQuery(function ($) {\n"
              "  const $modal = $('#modal_apply');\n"
              "  $modal.on('show.bs.modal', function (event) {\n"
              "    $(this).find('.modal-body').text('You are about to restart ' + $(event.relatedTarget).data('name'));\n"
              "  });\n"
              "  $('#modal_name').on('show.bs.modal', function () {\n"
              "    $(this).find('.modal-title').text('Rename ' + name);\n"
              "  });\n"
              "  $('#apply_confirm').click(function () { $.post('/api/apply-config'); });\n"
              "  $('#name_save').click(function () { $.post('/api/name'); });\n"
              "});\n")
    contract = derive_files({"templates/base.html": page, "static/js/app.js": script})
    assert asked(contract, "POST", "/api/apply-config") == [(message("You are about to restart …"), [
        ("static/js/app.js", 4, "ui.page-modal-confirmation"),
        ("static/js/app.js", 9, "policy.ui-confirmation")])]
    assert asked(contract, "POST", "/api/name") == []


def test_a_page_of_nested_modals_is_read_within_its_limits():
    from code2skill.extractors.page_modals import MAX_MODALS
    one = '<div class="modal" id="m{0}"><div class="modal-body">Sure?</div><a id="b{0}">x</a>'
    page = ("".join(one.format(i) for i in range(3000)) + "</div>" * 3000).encode()
    modals = page_modals(page, spans)
    assert len(modals) == MAX_MODALS
    assert (modals[0].modal, modals[0].text, modals[0].controls[0]) == ("m0", "Sure?", "b0")
