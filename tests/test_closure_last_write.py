"""A nested function made after every write of an enclosing function's local reads what a read
where it starts reads (rule ``value.closure-last-write``): ``var url = href; url = origin +
path; confirm(function () { ajax('POST', url) })`` posts to ``origin + path`` only; a write
after the nested function keeps every value."""
from __future__ import annotations

from conftest import endpoints

DELETE = (
    "function ajax(method, url) {\n"
    "  return $.ajax({type: method, url: url});\n"
    "}\n"
    "function doDeleteFile(path) {\n"
    "  var url = '/files/legacy';\n"
    "  url = '/api' + path;\n"
    "  runConfirmDialog('Delete?', function () {\n"
    "    ajax('POST', url);\n"
    "  });\n"
    "}\n"
    "function doRename(path) {\n"
    "  var url = '/files/rename';\n"
    "  $('#go').on('click', function () { ajax('POST', url); });\n"
    "  url = '/api/rename' + path;\n"
    "}\n"
    "$('#del').on('click', function () { doDeleteFile('/pictures/' + window.pictureId); });\n"
    "$('#ren').on('click', function () { doRename('/pictures/' + window.pictureId); });\n")


def test_the_callback_reads_the_last_write_before_it(derive_files):
    found = endpoints(derive_files({"src/main.js": DELETE}))
    assert ("POST", "/api/pictures/{pictureId}") in found
    assert ("POST", "/files/legacy") not in found
    # written again after the handler is made: either value may be read
    assert {("POST", "/files/rename"), ("POST", "/api/rename/pictures/{pictureId}")} <= found
