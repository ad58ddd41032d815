"""Rule query.typed-spread: the members of a typed parameter spread into a query object are
query inputs, the required ones listed in the order the type declares them."""
from __future__ import annotations

from conftest import capability

API = (
    "import type { AxiosRequestConfig } from 'axios';\n"
    "import axios from 'axios';\n"
    "const api = axios.create({ withCredentials: true });\n"
    "export interface PresignParams { filename: string; extension: string; zone: string;"
    " area: string; note?: string }\n"
    "export const presign = (params: PresignParams, options?: AxiosRequestConfig) =>\n"
    "  api.get(`/api/presign`, { ...options, params: { ...params, ...options?.params } });\n")
PAGE = (
    "import { presign } from './api';\n"
    "export const go = (filename: string) =>\n"
    "  presign({ filename, extension: 'x', zone: 'z', area: 'a', note: 'n' });\n")


def test_required_members_follow_the_declared_order(derive_files):
    cap = capability(derive_files({"src/api.ts": API, "src/page.ts": PAGE}), "GET", "/api/presign")
    assert set(cap["inputSchema"]["properties"]) == {"filename", "extension", "zone", "area",
                                                     "note"}
    assert cap["inputSchema"]["required"] == ["filename", "extension", "zone", "area"]
