"""Rule ``ui-upload.action``: UI library upload elements are the multipart uploads they send,
with exact method, path, file field, extra fields and auth; custom senders declare none and an
unreadable action is reviewed."""
from __future__ import annotations

from code2skill.extractors.ui_uploads import upload_template, vue_tag
from code2skill.values import StrV, Text, UnknownV


def test_vue_tags_kebab_and_pascal():
    assert [vue_tag(t) for t in ("el-upload", "ElUpload", "AUploadDragger", "QUploader",
                                 "el-button", "Upload", "ImageUpload")] == [
        "el-upload", "el-upload", "a-upload-dragger", "q-uploader", None, None, None]


def text(value: str) -> StrV:
    return StrV((Text(value),))


def test_template_defaults_and_custom_senders():
    made = upload_template({"action": text("/api/files")}, "action", None, None, "Upload")
    assert (made.method.parts[0].text, made.body_encoding, [p.key for p in made.body.props]) \
        == ("POST", "multipart", ["file"])
    renamed = upload_template({"action": text("/api/a"), "name": text("avatar"),
                               "method": text("put")}, "action", None, None, "Upload")
    assert ([p.key for p in renamed.body.props], renamed.method.parts[0].text) == (
        ["avatar"], "put")
    assert upload_template({"action": text("/api/a"), "customRequest": UnknownV("fn")},
                           "action", None, None, "Upload") is None
    assert upload_template({"action": UnknownV("x")}, "action", None, None, "Upload") is None
    assert upload_template({"name": text("f")}, "action", None, None, "Upload") is None


REACT = {
    "package.json": '{"name": "r", "dependencies": {"antd": "5.17.0", "react": "18.3.1"}}',
    "src/Attach.tsx": """\
import React from 'react';
import { Upload } from 'antd';
import { send } from './send';
export const Attach = ({ path }: { path: string }) => (
  <div>
    <Upload action="/api/upload" headers={{ 'X-Api-Key': 'k' }} />
    <Upload action={path} />
    <Upload action={window.uploadTarget} />
    <Upload action="/api/never" customRequest={send} />
  </div>
);
""",
    "src/send.ts": "export const send = () => undefined;\n",
    "src/Page.tsx": """\
import React from 'react';
import { Attach } from './Attach';
export const Page = () => <Attach path="/api/files" />;
""",
}


def test_react_elements(derive_files):
    contract = derive_files(REACT)
    caps = [(c["name"], c["implementation"]["requests"][0]["method"],
             c["implementation"]["requests"][0]["pathTemplate"], c["auth"]["authentication"])
            for c in contract["capabilities"]]
    assert caps == [("create_file", "POST", "/api/files", "unknown"),
                    ("upload", "POST", "/api/upload", "api-key")]
    reviewed = [(r["severity"], r["evidence"][0]["line"]) for r in contract["review"]
                if "ui-upload.action" in r["message"]]
    assert reviewed == [("medium", 8)]
    assert contract["source"]["coverage"]["byLibrary"]["ui-upload"] == {
        "requestLikeSites": 3, "resolved": 2, "reviewed": 1, "unresolved": 0}
