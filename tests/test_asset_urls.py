"""Rule ``coverage.asset-config-url``: a URL under a key of a configuration binding whose
member the client writes into an element's ``href`` or ``src`` is a file the browser loads,
so rule ``coverage.component-config-url`` raises no item for that binding's key; another
binding's URL under the same key still counts."""
from __future__ import annotations

from code2skill.asset_urls import read_member, root_name
from code2skill.facts import Index, Member, ModuleFacts, Ref

HELPERS = """export const themes = {
    'default': {'name': 'Default', 'url': '/app/css/themes/default.php'},
    'dark': {'name': 'Dark', 'url': '/app/css/themes/dark.php'},
};
export const tables = {clients: {url: '/api/clients', columns: ['mac']}};
"""
THEME = """import { themes } from './helpers.js';
export function applyTheme(theme) {
    let curTheme = themes[theme];
    $('link[title="main"]').attr('href', curTheme.url);
}
"""


def config_items(contract: dict) -> list[tuple[str, int]]:
    return sorted((e["file"], e["line"]) for r in contract["review"] for e in r["evidence"]
            if e["rule"] == "coverage.component-config-url")


def test_member_reads_name_their_binding_and_key():
    module = ModuleFacts(path="a.js", language="javascript", sha256="",
                         bindings={"cur": [Index(Ref("themes"), Ref("t"))]})
    assert root_name(Member(Index(Ref("themes"), Ref("t")), "x")) == "themes"
    assert root_name(Ref("themes")) is None
    assert read_member(Member(Ref("cur"), "url"), module, None) == ("themes", "url")
    assert read_member(Member(Member(Ref("themes"), "dark"), "url"), module, None) == \
        ("themes", "url")
    assert read_member(Member(Ref("other"), "url"), module, None) is None


def test_a_stylesheet_url_is_no_component_endpoint(derive_files):
    contract = derive_files({"src/helpers.js": HELPERS, "src/theme.js": THEME})
    assert config_items(contract) == [("src/helpers.js", 5)]


def test_a_src_assignment_frees_its_own_binding_only(derive_files):
    page = """const banners = {spring: {heroUrl: '/app/img/hero.php'}};
const panels = {spring: {heroUrl: '/api/panels/hero'}};
export function show(season) {
    const img = document.getElementById('banner');
    img.src = banners[season].heroUrl;
}
"""
    contract = derive_files({"src/banner.js": page})
    assert config_items(contract) == [("src/banner.js", 2)]


def test_without_the_write_the_theme_urls_count(derive_files):
    contract = derive_files({"src/helpers.js": HELPERS, "src/theme.js": THEME.replace(
        "$('link[title=\"main\"]').attr('href', curTheme.url);", "console.log(curTheme.url);")})
    assert config_items(contract) == [("src/helpers.js", 2), ("src/helpers.js", 3),
                                      ("src/helpers.js", 5)]
