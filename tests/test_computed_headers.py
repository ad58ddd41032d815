"""Rule ``header.client-computed``: a header a client call computes is no Tool input."""
from code2skill.passes.computed_headers import client_computed
from code2skill.values import AltV, ParamV, StrV, Text, UnknownV

API = """
import axios from "axios";
export function sendUploadChunk(sessionID, chunk, streaming) {
  return axios.request({ url: `/api/upload/${sessionID}`, method: "POST",
    data: streaming ? chunk.stream() : chunk,
    headers: { "Content-Type": "application/octet-stream",
               ...(streaming && { "X-Expected-Entity-Length": chunk.size?.toString() ?? "0" }),
               "X-Note": sessionID } });
}
"""
MAIN = """
import { sendUploadChunk } from "./api";
export function go(id, file, s) { sendUploadChunk(id, file.slice(0, 10), s); }
"""


def test_values():
    call = UnknownV("call")
    assert client_computed(call)
    assert client_computed(AltV((call, StrV((Text("0"),)))))
    assert not client_computed(AltV((call, ParamV("f", "x"))))
    assert not client_computed(ParamV("f", "x"))
    assert not client_computed(UnknownV("unknown-member"))


def test_computed_header_is_no_input(derive_files):
    from conftest import capability
    contract = derive_files({"package.json": '{"name": "h", "dependencies": {"axios": "1"}}',
                             "src/api.js": API, "src/main.js": MAIN})
    chunk = capability(contract, "POST", "/api/upload/{sessionID}")
    targets = {b["target"] for b in chunk["implementation"]["requests"][0]["bindings"]}
    assert "header:X-Expected-Entity-Length" not in targets
    assert "header:X-Note" in targets
    assert [r["severity"] for r in contract["review"]
            if "header.client-computed" in r["message"]] == ["medium"]
