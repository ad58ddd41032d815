"""Rule ``fine-uploader.request``: a Fine Uploader whose ``request`` option names an
``endpoint`` is a multipart upload with the library's defaults and the options' method,
input name, params and custom headers."""
from __future__ import annotations

from conftest import capability, endpoints
from widget_helpers import upload


def test_uploader_forms(derive_files):
    contract = derive_files({"js/page.js": (
        "new qq.FineUploader({ element: el, request: { endpoint: '/api/documents',\n"
        "  inputName: 'document', params: { folder: 'inbox' },\n"
        "  customHeaders: { Authorization: 'Bearer ' + token } } });\n"
        "new qq.FineUploaderBasic({ request: { endpoint: '/api/scans', method: 'PUT' } });\n"
        "$('#up').fineUploader({ request: { endpoint: '/api/photos' } });\n"
        "new qq.FineUploader({ element: el });\n")})
    assert upload(capability(contract, "POST", "/api/documents")) == (
        "POST", "/api/documents", "multipart",
        [("multipart:document", "document", None), ("multipart:folder", None, "inbox")],
        "bearer", "fine-uploader.request")
    assert upload(capability(contract, "PUT", "/api/scans"))[3] == [
        ("multipart:qqfile", "qqfile", None)]
    assert upload(capability(contract, "POST", "/api/photos"))[5] == "fine-uploader.request"
    assert len(endpoints(contract)) == 3
