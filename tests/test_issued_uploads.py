"""Rule ``url.issued-upload-target``: a server-issued upload URL is no second backend."""
from code2skill.issued_uploads import ISSUED, issued_member, issued_target
from code2skill.values import HoleV, StrV, Text, TypedV, UnknownV

from conftest import endpoints

API = """
import axios from "axios";
const http = axios.create({ baseURL: "/api" });
export async function createUploadSession(req) { const r = await http.put("/file/upload", req); return r.data; }
export async function qiniuUploadChunk(url, token, chunk) {
  return axios.request({ url: `${url}/${chunk.index + 1}`, method: "put", data: chunk.blob,
    headers: { "content-type": "application/octet-stream", authorization: "UpToken " + token } });
}
"""
UPLOADER = """
import { createUploadSession, qiniuUploadChunk } from "./api";
export class Base {
  constructor(task) { this.task = task; }
  async start() {
    this.task.session = await createUploadSession({ size: this.task.file.size });
    await this.upload();
  }
}
export class Qiniu extends Base {
  async upload() {
    await qiniuUploadChunk(this.task.session.upload_urls[0], this.task.session.credential,
                           { index: 0, blob: this.task.file });
  }
}
"""
MAIN = """
import { Qiniu } from "./uploader";
export function go(file) { new Qiniu({ file }).start(); }
"""


def hole(value):
    return HoleV("url", value, None)


def test_issued_values():
    assert issued_member("upload_urls") == UnknownV(ISSUED)
    assert issued_member("presignedUrl") == UnknownV(ISSUED)
    assert issued_member("uploadURL") == UnknownV(ISSUED)
    assert issued_member("url") is None and issued_member("uploadedUrls") is None
    issued = UnknownV(ISSUED)
    assert issued_target(StrV((hole(issued), Text("/"), hole(UnknownV("number")))))
    assert not issued_target(StrV((hole(issued), Text("/api/files"))))
    assert not issued_target(StrV((hole(UnknownV("unknown-member")), Text("/"))))
    typed = TypedV("UploadTask", "src/u.ts", ("session", "upload_urls", "0"))
    assert issued_target(StrV((hole(typed), Text("/"), hole(UnknownV("number")))))
    assert not issued_target(StrV((hole(TypedV("Task", "src/u.ts", ("session", "url"))),)))


def test_third_party_upload_is_no_service(derive_files):
    contract = derive_files({"package.json": '{"name": "up", "dependencies": {"axios": "1"}}',
                             "src/api.js": API, "src/uploader.js": UPLOADER,
                             "src/main.js": MAIN})
    assert endpoints(contract) == {("PUT", "/api/file/upload")}
    assert len(contract["services"]) == 1
    notes = [(r["severity"], r["evidence"][0]["file"]) for r in contract["review"]
             if "url.issued-upload-target" in r["message"]]
    assert notes == [("info", "src/uploader.js")]


TYPED_API = """
import axios from "axios";
export interface Session { upload_urls: string[]; credential: string }
export interface Task { session?: Session; file: Blob }
export async function qiniuUploadChunk(url: string, token: string, index: number, blob: Blob) {
  return axios.request({ url: `${url}/${index + 1}`, method: "put", data: blob,
    headers: { "content-type": "application/octet-stream", authorization: "UpToken " + token } });
}
"""
TYPED_UPLOADER = """
import { qiniuUploadChunk, Task } from "./api";
export default class Qiniu {
  constructor(public task: Task) {}
  async uploadChunk(index: number) {
    await qiniuUploadChunk(this.task.session?.upload_urls[0]!, this.task.session?.credential!,
                           index, this.task.file);
  }
}
"""


def test_typed_parameter_keeps_the_issued_url(derive_files):
    """A wrapper parameter declared ``url: string`` does not turn the caller's issued upload
    URL into a string of unknown origin."""
    contract = derive_files({"package.json": '{"name": "qn", "dependencies": {"axios": "1"}}',
                             "src/api.ts": TYPED_API, "src/uploader.ts": TYPED_UPLOADER,
                             "src/main.ts": "import Q from './uploader';\n"
                                            "export const go = (t: any) => new Q(t).uploadChunk(0);\n"})
    assert contract["capabilities"] == [] and contract["services"] == []
    assert [r["severity"] for r in contract["review"]
            if "url.issued-upload-target" in r["message"]] == ["info"]
