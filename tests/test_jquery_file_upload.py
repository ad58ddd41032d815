"""Rule ``jquery-file-upload.url``: ``$(el).fileupload({url})`` is a multipart upload with the
plugin's defaults, the options' method, field and extra fields, and its ``beforeSend`` auth."""
from __future__ import annotations

from conftest import capability, endpoints
from widget_helpers import upload


def test_defaults_and_before_send_auth(derive_files):
    contract = derive_files({"js/groups.js": (
        "$('#csv').fileupload({\n"
        "  url: '/api/import/group',\n"
        "  beforeSend: function (xhr) {\n"
        "    xhr.setRequestHeader('Authorization', 'Bearer ' + user.api_key);\n"
        "  },\n"
        "});\n")})
    assert upload(capability(contract, "POST", "/api/import/group")) == (
        "POST", "/api/import/group", "multipart", [("multipart:files[]", "files", None)],
        "bearer", "jquery-file-upload.url")


def test_type_param_name_form_data_and_raw(derive_files):
    contract = derive_files({"js/files.js": (
        "function init(id) {\n"
        "  $('#a').fileupload({ url: '/api/albums/' + id + '/photos', type: 'PUT',\n"
        "                      paramName: 'photo', formData: { caption: 'x' } });\n"
        "  $('#b').fileupload({ url: '/api/raw', multipart: false });\n"
        "  $('#a').fileupload('option', 'url', '/api/never');\n"
        "}\n"
        "init(document.body.dataset.album);\n")})
    assert upload(capability(contract, "PUT", "/api/albums/{id}/photos"))[2:4] == (
        "multipart", [("multipart:caption", None, "x"), ("multipart:photo", "photo", None),
                      ("path:id", "id", None)])
    assert capability(contract, "POST", "/api/raw")["implementation"]["requests"][0][
        "bodyEncoding"] == "binary"
    assert ("POST", "/api/never") not in endpoints(contract)


def test_ajax_setup_defaults_apply(derive_files):
    contract = derive_files({"js/app.js": (
        "$.ajaxSetup({ headers: { 'X-CSRF-Token': $('meta').attr('content') } });\n"
        "$('#f').fileupload({ url: '/api/files' });\n")})
    assert upload(capability(contract, "POST", "/api/files"))[4] == "cookie-session"
