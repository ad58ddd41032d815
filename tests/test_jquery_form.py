"""Rules ``jquery-form.submit`` and ``jquery-form.form-attributes``: jquery.form's
``$(form).ajaxForm(options)``/``ajaxSubmit(options)`` is a form submission to the options' URL
with their method, the ``data`` entries as fields and a note on the form's own fields; options
that leave the URL or the method to the form's attributes are a reviewed site, never a guess."""
from __future__ import annotations

from conftest import capability, endpoints


def test_url_and_type_make_the_submission(derive_files):
    contract = derive_files({"js/settings.js": (
        "$('#settings').ajaxForm({\n"
        "  url: '/api/settings', type: 'POST', data: { version: 2 },\n"
        "  success: function () { location.reload(); },\n"
        "});\n"
        "function send(form) { $(form).ajaxSubmit({ url: '/api/notes', method: 'put' }); }\n"
        "send(document.forms[0]);\n")})
    assert endpoints(contract) == {("POST", "/api/settings"), ("PUT", "/api/notes")}
    request = capability(contract, "POST", "/api/settings")["implementation"]["requests"][0]
    assert request["bodyEncoding"] == "form"
    assert [(b["target"], b["value"]) for b in request["bindings"]] == [("body:version", 2)]
    assert request["callSites"][0]["rule"] == "jquery-form.submit"
    notes = [r for r in contract["review"] if "also sends the fields of the form" in r["message"]]
    assert sorted((r["severity"], r["capability"]) for r in notes) == [
        ("medium", capability(contract, "PUT", "/api/notes")["name"]),
        ("medium", capability(contract, "POST", "/api/settings")["name"])]


def test_the_form_attributes_deciding_url_or_method_are_reviewed(derive_files):
    contract = derive_files({"js/config.js": (
        "$('.fullform').ajaxForm({ dataType: 'json', success: function () {} });\n"
        "jQuery('form[action=\"download\"]').ajaxForm({ url: 'download' });\n"
        "$('#plain').ajaxForm();\n")})
    assert endpoints(contract) == set()
    items = sorted((r["severity"], r["evidence"][0]["line"], r["message"][:60])
                   for r in contract["review"] if "jquery-form.form-attributes" in r["message"])
    assert items == [
        ("medium", 1, "ajaxForm(…) submits the form to its action attribute with it"),
        ("medium", 2, "ajaxForm(…) submits the form to its action attribute with it"),
        ("medium", 3, "ajaxForm(…) submits the form to its action attribute with it")]
    coverage = contract["source"]["coverage"]
    assert (coverage["requestLikeSites"], coverage["reviewed"]) == (3, 3)
