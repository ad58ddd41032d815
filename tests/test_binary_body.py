"""Rule ``body.binary-media`` (:mod:`code2skill.passes.binary_body`) and rule
``risk.destructive`` for a restore or import of a whole store of data."""
from __future__ import annotations

from dataclasses import dataclass

import pytest

from code2skill.passes.binary_body import binary_media, raw_bytes
from code2skill.passes.side_effects import overwrite_risks
from code2skill.values import LitV, ObjV, ParamV, StrV, Text, Value


@dataclass
class Header:
    name: str
    value: Value


def content_type(media: str) -> list[Header]:
    return [Header("Accept", StrV((Text("application/json"),))),
            Header("Content-Type", StrV((Text(media),)))]


FILE = ParamV("upload.js#1", "file")


@pytest.mark.parametrize("media,expected", [
    ("application/octet-stream", "application/octet-stream"),
    ("image/png", "image/png"), ("application/zip; charset=binary", "application/zip"),
    ("application/json", None), ("text/plain", None)])
def test_binary_media(media, expected):
    assert binary_media(content_type(media)) == expected


def test_raw_body_passed_through_is_bytes():
    assert raw_bytes(FILE, None, content_type("application/octet-stream")) == \
        "application/octet-stream"


@pytest.mark.parametrize("body,encoding,headers", [
    (FILE, None, []),                                            # no Content-Type
    (FILE, None, content_type("text/plain")),
    (FILE, "json", content_type("application/octet-stream")),
    (StrV((Text("a,b"),)), None, content_type("application/octet-stream")),
    (ObjV(()), None, content_type("application/octet-stream")),
    (LitV(1), None, content_type("application/octet-stream")),
    (None, None, content_type("application/octet-stream"))])
def test_not_raw_bytes(body, encoding, headers):
    assert raw_bytes(body, encoding, headers) is None


@pytest.mark.parametrize("effect,path,function,expected", [
    ("update", "/api/db/restore", "restoreDatabase",
     [("destructive", "restore db (overwrites stored data)")]),
    ("create", "/api/config/import", None,
     [("destructive", "import config (overwrites stored data)")]),
    ("create", "/api/restore", "restoreBackup",
     [("destructive", "restore backup (overwrites stored data)")]),
    ("update", "/api/items/{id}/restore", "restoreItem", []),       # one item back from trash
    ("create", "/api/feeds/import", None, []),
    ("read", "/api/db/restore", None, [])])
def test_overwrite_risks(effect, path, function, expected):
    assert overwrite_risks(effect, path, function, []) == expected


def test_overwrite_risk_once():
    assert overwrite_risks("update", "/api/db/restore", None,
                           [("destructive", "reset")]) == []


CHUNKS = """
import axios from "axios";
const http = axios.create({ baseURL: "/api" });
export function uploadChunk(sessionID, index, chunk) {
  return http.request({ url: `/upload/${sessionID}/${index}`, method: "POST", data: chunk,
                        headers: { "Content-Type": "application/octet-stream" } });
}
export function saveNote(note) {
  return http.request({ url: "/notes", method: "POST", data: { text: note },
                        headers: { "Content-Type": "application/octet-stream" } });
}
"""
CHUNK_MAIN = """
import { uploadChunk, saveNote } from "./api";
export function send(file) { uploadChunk("s1", 0, file.slice(0, 10)); saveNote({ text: "x" }); }
"""


def test_octet_stream_body_is_binary(derive_files):
    """Rule body.binary-media: a raw body labelled application/octet-stream is sent as bytes,
    never the json axios assumes; an object body written in source stays json."""
    from conftest import capability
    contract = derive_files({"package.json": '{"name": "c", "dependencies": {"axios": "1"}}',
                             "src/api.js": CHUNKS, "src/main.js": CHUNK_MAIN})
    chunk = capability(contract, "POST", "/api/upload/{sessionID}/{index}")
    request = chunk["implementation"]["requests"][0]
    assert request["bodyEncoding"] == "binary"
    assert [e["rule"] for e in chunk["evidence"]["/implementation/requests/0/bodyEncoding"]] \
        == ["body.binary-media"]
    note = capability(contract, "POST", "/api/notes")
    assert note["implementation"]["requests"][0]["bodyEncoding"] == "json"
