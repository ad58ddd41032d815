"""Rule scope.inner-function: a method an object literal declares binds no name in the
function around it, so a call of that name inside the method calls the outer binding."""
from __future__ import annotations

from conftest import capability

API = (
    "import axios from 'axios';\n"
    "const api = axios.create({ baseURL: '/api' });\n"
    "export const createUpload = (body, options) => api.post('/uploads', body, options);\n")
HOOK = (
    "import { createUpload } from './api';\n"
    "export function useUploader(uppy) {\n"
    "  uppy.use({}, {\n"
    "    async createUpload(file) {\n"
    "      return await createUpload({ filename: file.name });\n"
    "    },\n"
    "  });\n"
    "}\n")


def test_method_named_like_an_import_calls_the_import(derive_files):
    contract = derive_files({"src/api.js": API, "src/hook.js": HOOK})
    cap = capability(contract, "POST", "/api/uploads")
    assert set(cap["inputSchema"]["properties"]) == {"filename"}
    assert not [r for r in contract["review"] if r["capability"] == cap["name"]
                and "could not be determined" in r["message"]]

