"""Rule ``this.super-arguments`` through an inherited method (``resolve.inherited_hole``): a
base-class method reading a field its constructor sets, called on a subclass that passes
``super('/system')``, sends the subclass's value; each subclass is its own endpoint, never one
``{prefix}`` Tool for all. Assertions are exact endpoints."""
from __future__ import annotations

from conftest import endpoints

BASE = (
    "import axios from 'axios';\n"
    "class BaseApi {\n"
    "  prefix: string;\n"
    "  constructor(prefix: string) { this.prefix = prefix; }\n"
    "  protected get(path: string) { return axios.get(this.prefix + path); }\n"
    "  protected remove(path: string) { return axios.delete(this.prefix + path); }\n"
    "}\n")


def test_each_subclass_fills_the_prefix_its_super_call_passes(derive_files):
    contract = derive_files({"src/api.ts": BASE + (
        "class SystemApi extends BaseApi {\n"
        "  constructor() { super('/system'); }\n"
        "  languages() { return this.get('/languages'); }\n"
        "  clearLogs() { return this.remove('/logs'); }\n"
        "}\n"
        "class MoviesApi extends BaseApi {\n"
        "  constructor() { super('/movies'); }\n"
        "  subtitles() { return this.remove('/subtitles'); }\n"
        "}\n"
        "class EpisodesApi extends BaseApi {\n"
        "  constructor() { super('/episodes'); }\n"
        "  subtitles() { return this.remove('/subtitles'); }\n"
        "}\n"
        "export const system = new SystemApi();\n"
        "export const movies = new MoviesApi();\n"
        "export const episodes = new EpisodesApi();\n"
        "export const load = () => [system.languages(), system.clearLogs(),\n"
        "  movies.subtitles(), episodes.subtitles()];\n")})
    assert endpoints(contract) == {
        ("GET", "/system/languages"), ("DELETE", "/system/logs"),
        ("DELETE", "/movies/subtitles"), ("DELETE", "/episodes/subtitles")}
