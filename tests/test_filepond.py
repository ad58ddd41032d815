"""Rule ``filepond.server``: a FilePond's ``server`` option (a text, or an object with
``url`` and ``process``) is a multipart upload, in scripts and in ``.vue`` templates whose
``:server`` an options component's ``data()`` holds."""
from __future__ import annotations

from conftest import capability, endpoints
from widget_helpers import upload

VUE = """\
<template>
  <file-pond ref="pond" :server="server" :allow-multiple="true" />
</template>
<script>
import Cookies from 'js-cookie'
import vueFilePond from 'vue-filepond'
const FilePond = vueFilePond()
export default {
  components: { FilePond },
  props: { value: String },
  data() {
    return {
      server: {
        url: '/v1/fp',
        headers: { 'X-CSRFToken': Cookies.get('csrftoken') },
        process: { url: '/process/', method: 'POST' },
        revert: '/revert/'
      }
    }
  }
}
</script>
"""


def test_vue_element_reads_the_components_data(derive_files):
    contract = derive_files({"src/FileField.vue": VUE})
    assert upload(capability(contract, "POST", "/v1/fp/process/")) == (
        "POST", "/v1/fp/process/", "multipart", [("multipart:filepond", "filepond", None)],
        "cookie-session", "filepond.server")
    assert endpoints(contract) == {("POST", "/v1/fp/process/")}


def test_script_forms(derive_files):
    contract = derive_files({"src/pond.js": (
        "import * as FilePond from 'filepond';\n"
        "export const covers = (el) => FilePond.create(el, { server: '/api/covers', name: 'cover' });\n"
        "export const setup = () => FilePond.setOptions({ server: { url: '/api/fp',\n"
        "  process: '/upload', headers: { Authorization: 'Bearer ' + t } } });\n"
        "export const own = (el) => FilePond.create(el, { server: { process: (f) => send(f) } });\n"
        "$('.pond').filepond({ server: { process: { url: '/api/jq', method: 'PUT' } } });\n")})
    assert upload(capability(contract, "POST", "/api/covers"))[3] == [
        ("multipart:cover", "cover", None)]
    assert upload(capability(contract, "POST", "/api/fp/upload"))[4] == "bearer"
    assert upload(capability(contract, "PUT", "/api/jq"))[5] == "filepond.server"
    assert len(endpoints(contract)) == 3


def test_react_element(derive_files):
    contract = derive_files({
        "package.json": '{"name": "r", "dependencies": {"react": "18.3.1", "react-filepond": "7.1.2"}}',
        "src/Covers.jsx": (
            "import React from 'react';\n"
            "import { FilePond } from 'react-filepond';\n"
            "export const Covers = () => (\n"
            "  <FilePond name='cover' server={{ url: '/api', process: '/covers' }} />\n"
            ");\n")})
    assert upload(capability(contract, "POST", "/api/covers")) == (
        "POST", "/api/covers", "multipart", [("multipart:cover", "cover", None)], "unknown",
        "filepond.server")
