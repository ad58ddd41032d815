"""Rules ``ui.template-translated-text`` and ``ui.page-modal-confirm-control``, and the
Bootstrap forms of ``ui.page-modal-confirmation`` they serve: a PHP template's modal whose
question is a gettext translation of a literal, a handler delegated from the modal to a class
of control inside it, a comma list of control ids, a modal whose names say it confirms, and a
modal only a script shows. Values and contracts are asserted exactly."""
from __future__ import annotations

from conftest import capability

from code2skill.extractors.page_modals import page_modals, shown_text
from code2skill.extractors.template_texts import translated, with_translated_texts
from code2skill.facts import Call, CallSite, Lit, Member, ModuleFacts, Ref
from code2skill.passes.confirm_modals import asks
from code2skill.passes.page_modals import names_confirmation, script_modals, selected_ids

PAGE = """<div class="modal fade" id="vpn-remove" role="dialog">
  <div class="modal-header"><div class="modal-title"><?php echo _("Remove VPN client"); ?></div></div>
  <div class="modal-body"><?php echo _("Remove this client? This cannot be undone."); ?></div>
  <div class="modal-footer">
    <button type="button" class="btn btn-cancel" data-bs-dismiss="modal"><?php echo _("Cancel"); ?></button>
    <button type="button" class="btn btn-outline-danger btn-remove"><?php echo _("Remove"); ?></button>
  </div>
</div>
<div class="modal fade" id="package-details" role="dialog">
  <div class="modal-title"><?php echo _("Package details"); ?></div>
  <div class="modal-body"><span id="package-name"></span></div>
  <button type="button" id="js-package-install-confirm" class="btn"><?php echo _("Install now"); ?></button>
</div>
<div class="modal fade" id="vpn-rename" role="dialog">
  <div class="modal-body"><input type="text" id="vpn-name"></div>
  <button type="button" class="btn btn-save"><?php echo _("Save"); ?></button>
</div>
"""
QUESTION = "Remove this client? This cannot be undone."
FIXED = ("keep it as Skill guidance; it is not a trusted confirmation and no guard is derived "
         "from it")


def spans(start: int, end: int):
    return (start, end, 0, 0)


def confirmations(contract: dict, method: str, path: str) -> list[tuple[str, list]]:
    cap = capability(contract, method, path)
    assert cap["operationPolicy"]["confirmation"] == "not-required"
    return [(r["message"], [(e["file"], e["line"], e["rule"]) for e in r["evidence"]])
            for r in contract["review"]
            if r["capability"] == cap["name"] and "asks the user to confirm" in r["message"]]


def test_a_gettext_translation_of_a_literal_is_its_text():
    assert translated('_("Remove this client? This cannot be undone.");') == QUESTION
    assert translated("__('Remove it?', 'my-domain')") == "Remove it?"
    assert translated("esc_html__( 'It\\'s gone' )") == "It's gone"
    assert translated("t('users.remove')") is None          # a key, not the text
    assert translated("_(message)") is None                 # no literal
    assert translated('htmlspecialchars($client)') is None
    assert with_translated_texts('<p><?= _("Sure?") ?></p><?php echo $x; ?>') == \
        '<p>Sure?</p><?php echo $x; ?>'
    assert with_translated_texts("<p>{{ _('Delete it?') }}</p>") == "<p>Delete it?</p>"
    assert shown_text(b'<div><?php echo _("Reboot now?"); ?><i class="x"></i></div>') == \
        "Reboot now?"


def test_a_question_followed_by_a_sentence_asks():
    assert asks("content", "Reboot now? The system will be unavailable.")
    assert asks("content", "Delete it?")
    assert not asks("content", "What is new? see the notes")     # no sentence follows
    assert not asks("content", "Activate client configuration.")


def test_php_modals_read_their_translated_question_and_control_classes():
    modals = page_modals(PAGE.encode(), spans)
    assert [(m.modal, m.text, m.controls, m.classes) for m in modals] == [
        ("vpn-remove", QUESTION, (), ("modal-header", "modal-title", "modal-body",
                                      "modal-footer", "btn", "btn-outline-danger",
                                      "btn-remove")),
        ("package-details", None, ("package-name", "js-package-install-confirm"),
         ("modal-title", "modal-body", "btn")),
        ("vpn-rename", None, ("vpn-name",), ("modal-body", "btn", "btn-save"))]


def test_names_that_say_confirm_and_selector_lists():
    assert names_confirmation("ovpn-confirm-delete")
    assert names_confirmation("js-install-plugin-confirm")
    assert names_confirmation("confirmModal")
    assert not names_confirmation("confirm-password")
    assert not names_confirmation("confirmed-list")
    assert not names_confirmation("vpn-rename")
    module = ModuleFacts(path="a.js", language="javascript", sha256="")
    assert selected_ids(Call(Ref("$"), (Lit("#js-sys-reboot, #js-sys-shutdown"),)),
                        module, None) == ("js-sys-reboot", "js-sys-shutdown")
    assert selected_ids(Call(Ref("$"), (Lit("#a, .b"),)), module, None) == ()


def test_a_modal_is_shown_by_its_script_calls():
    hide = Call(Member(Call(Ref("$"), (Lit("#wg-confirm-delete"),)), "modal"), (Lit("hide"),))
    shown = Call(Member(Call(Ref("$"), (Lit("#editor"),)), "on"),
                 (Lit("shown.bs.modal"), Ref("f")))
    made = Call(Member(Ref("bootstrap"), "Modal"),
                (Call(Member(Ref("document"), "getElementById"), (Lit("made"),)),), new=True)
    clicked = Call(Member(Call(Ref("$"), (Lit("#other"),)), "on"), (Lit("click"), Ref("f")))
    module = ModuleFacts(path="a.js", language="javascript", sha256="", calls=[
        CallSite(call, None) for call in (hide, shown, made, clicked)])
    assert script_modals({"a.js": module}, {"editor"}) == {
        "wg-confirm-delete": ("a.js", hide.span), "made": ("a.js", made.span)}


SCRIPT = """$('#vpn-remove').on('click', '.btn-remove', function () {
    $.post('/api/vpn/remove', {id: $(this).data('id')});
});
$('#vpn-remove').on('click', '.btn-cancel', function () { $.post('/api/vpn/kept'); });
$('#js-package-install-confirm').on('click', function () { $.post('/api/packages/install'); });
$('#vpn-rename').on('click', '.btn-save', function () { $.post('/api/vpn/rename'); });
$(document).on('click', '#vpn-remove .btn-remove', function () { $.post('/api/vpn/purge'); });
$('#wg-confirm-delete').on('click', '.btn-delete', function () {
    $.post('/api/wg/delete');
    $('#wg-confirm-delete').modal('hide');
});
$('#wg-confirm-delete').on('click', '.btn-cancel', function () { $.post('/api/wg/log'); });
$('#wg-editor').modal('show');
$('#wg-editor').on('click', '.btn-apply', function () { $.post('/api/wg/apply'); });
"""


def test_bootstrap_modal_confirmations_in_a_contract(derive_files):
    contract = derive_files({"templates/vpn.php": PAGE, "app/js/vpn.js": SCRIPT})
    assert confirmations(contract, "POST", "/api/vpn/remove") == [(
        f"the client asks the user to confirm ({QUESTION!r}) before this call: {FIXED}",
        [("app/js/vpn.js", 1, "policy.ui-confirmation"),
         ("templates/vpn.php", 3, "ui.page-modal-confirmation")])]
    assert confirmations(contract, "POST", "/api/vpn/purge") == [(
        f"the client asks the user to confirm ({QUESTION!r}) before this call: {FIXED}",
        [("app/js/vpn.js", 7, "policy.ui-confirmation"),
         ("templates/vpn.php", 3, "ui.page-modal-confirmation")])]
    assert confirmations(contract, "POST", "/api/packages/install") == [(
        f"the client asks the user to confirm in the modal #package-details before this "
        f"call: {FIXED}",
        [("app/js/vpn.js", 5, "policy.ui-confirmation"),
         ("templates/vpn.php", 9, "ui.page-modal-confirm-control")])]
    assert confirmations(contract, "POST", "/api/wg/delete") == [(
        f"the client asks the user to confirm in the modal #wg-confirm-delete before this "
        f"call: {FIXED}",
        [("app/js/vpn.js", 8, "policy.ui-confirmation"),
         ("app/js/vpn.js", 10, "ui.page-modal-confirm-control")])]
    for path in ("/api/vpn/kept", "/api/vpn/rename", "/api/wg/log", "/api/wg/apply"):
        assert confirmations(contract, "POST", path) == [], path
