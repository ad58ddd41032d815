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
    chunk = ParamV("f", "chunk")
    size = ParamV("f", "chunk", path=("size",))
    body = AltV((UnknownV("call"), chunk))
    assert client_computed(size, body)
    assert client_computed(AltV((size, StrV((Text("0"),)))), body)
    assert not client_computed(AltV((size, ParamV("f", "x"))), body)
    assert not client_computed(ParamV("f", "other", path=("size",)), body)
    assert not client_computed(UnknownV("call"), body)        # pathname(): page state


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
