"""Rule ``modules.reentered-root``: a relative import that climbs above the analysed folder
and comes back into it (``'../../../webapp/src/telemetry/client'`` from inside ``webapp``)
names a file of the analysed folder once resolved; only a resolved path outside the folder
is outside (rule ``modules.outside-root``), and a link never leads outside."""
from __future__ import annotations

import os

from code2skill.modules import ModuleResolver
from code2skill.reentered_root import reentered

FILES = {"src/components/centerPanel.tsx", "src/telemetry/telemetryClient.ts"}
BACK = "../../../webapp/src/telemetry/telemetryClient"


def resolver(root, imports=()) -> ModuleResolver:
    return ModuleResolver(FILES, root, configs={}, packages={}, imports=imports)


def test_a_path_coming_back_into_the_root_is_the_roots(tmp_path):
    root = tmp_path / "webapp"
    (root / "src" / "telemetry").mkdir(parents=True)
    assert reentered(root, "../webapp/src/telemetry/telemetryClient") == \
        "src/telemetry/telemetryClient"
    assert reentered(root, "../other/src/telemetry/telemetryClient") is None
    assert reentered(root, "../webapp") == "."
    found = resolver(root, {("src/components/centerPanel.tsx", BACK)})
    assert found.resolve("src/components/centerPanel.tsx", BACK) == \
        "src/telemetry/telemetryClient.ts"
    assert [d for d in found.diagnostics if "outside-root" in d.reason] == []


def test_a_path_leaving_the_root_stays_outside(tmp_path):
    root = tmp_path / "webapp"
    root.mkdir()
    found = resolver(root, {("src/components/centerPanel.tsx", "../../../shared/x")})
    assert found.resolve("src/components/centerPanel.tsx", "../../../shared/x") is None
    assert [d.severity for d in found.diagnostics if "outside-root" in d.reason] == ["warning"]


def test_links_are_resolved_before_the_test(tmp_path):
    root = tmp_path / "a" / "webapp"
    (root / "src").mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    os.symlink(elsewhere, tmp_path / "a" / "app-link")    # a sibling linking outside
    assert reentered(root, "../app-link/src/x") is None
    os.symlink(elsewhere, root / "src" / "ext")           # a link inside leading outside
    assert reentered(root, "../webapp/src/ext/x") is None
    os.symlink(root, tmp_path / "a" / "alias")            # a sibling linking back in
    assert reentered(root, "../alias/src/x") == "src/x"
    linked = tmp_path / "linked"                          # the root reached through a link:
    os.symlink(root, linked)                              # its parent is the target's
    assert reentered(linked, "../webapp/src/x") == "src/x"
    assert reentered(linked, "../linked/src/x") is None
