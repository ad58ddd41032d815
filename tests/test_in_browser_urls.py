"""Rule ``request.in-browser-url``: a request of a data:/blob: URL reads no backend."""
from code2skill.in_browser_urls import (IN_BROWSER, IN_BROWSER_BY_NAME, in_browser,
                                        made_in_browser)
from code2skill.values import AltV, ParamV, StrV, Text, UnknownV

from conftest import endpoints

UTIL = """
export async function dataUrlToBytes(dataUrl) {
  const res = await fetch(dataUrl);
  return new Uint8Array(await res.arrayBuffer());
}
export async function canvasBytes(canvas) {
  const res = await fetch(canvas.toDataURL("image/png"));
  return res.blob();
}
export async function objectBytes(file) {
  const url = URL.createObjectURL(file);
  return (await fetch(url)).arrayBuffer();
}
export const inline = () => fetch("data:text/plain;base64,aGk=");
export const metadataLoad = (metadataUrl) => fetch(metadataUrl);
export function save(name, data) {
  return dataUrlToBytes(data).then((bytes) => fetch("/api/files/" + name, {method: "PUT", body: bytes}));
}
"""
MAIN = """
import { save, canvasBytes, objectBytes, inline, metadataLoad } from "./util";
export function editor(cb) { cb.onSave((n, d) => save(n, d)); }
canvasBytes(document.querySelector("canvas"));
objectBytes(window.pickedFile);
inline();
metadataLoad("/api/meta");
"""


def test_url_values():
    assert in_browser(StrV((Text("data:image/png;base64,"),))) == IN_BROWSER
    assert in_browser(StrV((Text("BLOB:"),))) == IN_BROWSER
    assert in_browser(UnknownV(IN_BROWSER)) == IN_BROWSER
    assert in_browser(ParamV("f", "dataUrl")) == IN_BROWSER_BY_NAME
    assert in_browser(ParamV("f", "image_data_uri")) == IN_BROWSER_BY_NAME
    assert in_browser(ParamV("f", "previewBlobUrl")) == IN_BROWSER_BY_NAME
    assert in_browser(ParamV("f", "metadataUrl")) is None        # not a data URL
    assert in_browser(ParamV("f", "dataUrl", path=("href",))) is None
    assert in_browser(StrV((Text("/api/data:x"),))) is None
    assert in_browser(AltV((StrV((Text("blob:"),)), StrV((Text("/api/x"),))))) is None


def test_makers():
    assert made_in_browser(("URL", "createObjectURL"), "createObjectURL")
    assert made_in_browser(("window", "URL", "createObjectURL"), "createObjectURL")
    assert made_in_browser(None, "toDataURL")
    assert not made_in_browser(("URL",), None)


def test_in_browser_fetches_are_no_capabilities(derive_files):
    contract = derive_files({"package.json": '{"name": "x"}', "src/util.js": UTIL,
                             "src/main.js": MAIN})
    assert endpoints(contract) == {("GET", "/api/meta"), ("PUT", "/api/files/{name}")}
    notes = sorted((r["evidence"][0]["line"], r["severity"]) for r in contract["review"]
                   if "request.in-browser-url" in r["message"])
    assert notes == [(3, "info"), (7, "info"), (12, "info"), (14, "info")]
    assert not any(e["rule"] == "coverage.unread-wrapper" for r in contract["review"]
                   for e in r["evidence"])
    coverage = contract["source"]["coverage"]
    assert (coverage["requestLikeSites"], coverage["resolved"]) == (2, 2)
