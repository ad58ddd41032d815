"""Rule ``dropzone.url``: a Dropzone made with a ``url`` option is a multipart upload with
Dropzone's defaults, the options' method, field, params and credential headers."""
from __future__ import annotations

from conftest import capability, endpoints
from widget_helpers import upload


def test_constructor_and_plugin(derive_files):
    contract = derive_files({"js/page.js": (
        "new Dropzone('#a', { url: '/api/attachments', method: 'put', paramName: 'doc',\n"
        "                     params: { kind: 'pdf' }, headers: { 'X-Api-Key': key } });\n"
        "$('#b').dropzone({ url: '/api/avatars' });\n"
        "new Dropzone('#c');\n"
        "new Dropzone('#d', { url: (files) => '/api/x/' + files[0].name });\n")})
    assert upload(capability(contract, "PUT", "/api/attachments")) == (
        "PUT", "/api/attachments", "multipart",
        [("multipart:doc", "doc", None), ("multipart:kind", None, "pdf")], "api-key",
        "dropzone.url")
    assert upload(capability(contract, "POST", "/api/avatars"))[2:] == (
        "multipart", [("multipart:file", "file", None)], "unknown", "dropzone.url")
    assert len(endpoints(contract)) == 2


def test_ajax_setup_is_not_dropzones_auth(derive_files):
    contract = derive_files({"js/app.js": (
        "$.ajaxSetup({ headers: { 'X-CSRF-Token': $('meta').attr('content') } });\n"
        "new Dropzone('#a', { url: '/api/files' });\n")})
    assert upload(capability(contract, "POST", "/api/files"))[4] == "unknown"
