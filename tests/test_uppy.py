"""Rule ``uppy.xhr-upload``: ``uppy.use(XHRUpload, {endpoint})`` is a multipart upload with the
plugin's defaults, the options' method, field name and credential headers."""
from __future__ import annotations

from conftest import capability, endpoints
from widget_helpers import upload

SOURCE = """\
import Uppy from '@uppy/core';
import XHRUpload from '@uppy/xhr-upload';
import Tus from '@uppy/tus';
export const media = (token) => new Uppy().use(XHRUpload, {
  endpoint: '/api/media', method: 'put', fieldName: 'media',
  headers: { Authorization: `Bearer ${token}` },
});
export const bundle = () => new Uppy().use(XHRUpload, { endpoint: '/api/bundle', bundle: true });
export const raw = () => new Uppy().use(XHRUpload, { endpoint: '/api/raw', formData: false });
export const resumable = () => new Uppy().use(Tus, { endpoint: '/files/' });
"""


def test_xhr_upload_options(derive_files):
    contract = derive_files({"src/media.js": SOURCE})
    assert upload(capability(contract, "PUT", "/api/media")) == (
        "PUT", "/api/media", "multipart", [("multipart:media", "media", None)], "bearer",
        "uppy.xhr-upload")
    assert upload(capability(contract, "POST", "/api/bundle"))[3] == [
        ("multipart:files[]", "files", None)]
    assert upload(capability(contract, "POST", "/api/raw"))[2] == "binary"
    assert not any(path == "/files/" for _, path in endpoints(contract))
