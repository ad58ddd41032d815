"""Rules url.static-file, url.written-file and url.api-document (code2skill.static_files)."""
from __future__ import annotations

import pytest

from code2skill.static_files import api_base, file_kind


@pytest.mark.parametrize("method,path,kind", [
    ("GET", "/images/rocket.jpeg", "url.static-file"),
    ("HEAD", "/fonts/Inter.woff2", "url.static-file"),
    ("GET", "/docs/help.md", "url.static-file"),
    ("GET", "/api/icons/note.svg", "url.static-file"),        # an asset under the API too
    ("GET", "/_api/notes/{folder}/{name}.md", "url.api-document"),
    ("GET", "/api-v2/readme.txt?x=1", "url.api-document"),
    ("PATCH", "/_api/resource{board}/{lane}/{name}.md", "url.written-file"),
    ("POST", "/docs/help.md", "url.written-file"),
    ("DELETE", "/cards/{name}.md", "url.written-file"),
    ("put", "/logo.png", "url.written-file"),
    ("GET", "/api/books", None),
    ("POST", "/export.json", None),
    ("GET", "/notes.mdx", None),
])
def test_file_kind(method, path, kind):
    assert file_kind(method, path) == kind


@pytest.mark.parametrize("path,base", [
    ("/api/x", True), ("/_api/x", True), ("/api-v2/x", True), ("/v1/x", True),
    ("/apis/x", False), ("/{base}/x", False), ("/docs/x", False), ("/", False),
])
def test_api_base(path, base):
    assert api_base(path) is base
