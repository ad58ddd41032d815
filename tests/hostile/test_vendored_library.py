"""A third-party library copied into the source tree outside any ``vendor/`` folder (a
generated classic script of a few hundred KB declaring a versioned global namespace and
thousands of members that read it again, as three.js does). Rules ``scope.library-file``
(skipped by content, with the reason) and ``budget.assigned-members`` (brought back with
``--include``, it is analysed in linear work: no work-per-file cut, no recursion error, its
request site kept)."""
from __future__ import annotations

from test_budgets import derive_cli, diagnostics, write


def namespace_library(members: int) -> str:
    """``var GFX = {REVISION: '3'}`` and ``members`` constructors whose prototypes, objects
    and methods read the namespace again; an XMLHttpRequest loader last."""
    lines = ["var GFX = { REVISION: '3' };", "GFX.Base = function () {};"]
    for i in range(members):
        prev = f"GFX.Part{i - 1}" if i else "GFX.Base"
        lines.append(f"GFX.Part{i} = function (a) {{ {prev}.call(this); this.a = a; }};")
        if i % 2:
            lines.append(f"GFX.Part{i}.prototype = Object.create({prev}.prototype);")
            lines.append(f"GFX.Part{i}.prototype.clone = function () "
                         f"{{ return new GFX.Part{i}(this.a); }};")
        else:
            lines.append(f"GFX.Part{i}.prototype = {{ constructor: GFX.Part{i}, base: {prev}, "
                         f"clone: function () {{ return new GFX.Part{i}(this.a); }} }};")
    lines += ["GFX.Loader = function () {};",
              "GFX.Loader.prototype.load = function (url, done) { var r = new XMLHttpRequest(); "
              "r.open('GET', url, true); r.onload = done; r.send(null); };"]
    return "\n".join(lines) + "\n"


APP = "export const listItems = () => fetch('/api/items');\n"


def test_a_large_namespace_library_is_skipped_by_content(tmp_path):
    library = namespace_library(1500)
    root = write(tmp_path / "app", {"src/api.js": APP, "src/assets/private/gfx.js": library})
    code, contract, stderr = derive_cli(root)
    assert code == 0
    assert [c["name"] for c in contract["capabilities"]] == ["list_items"]
    assert [r["message"] for r in contract["review"]] == [
        "output schema not derived: the response shape the client reads is not proven"]
    assert [s for s in contract["source"]["skipped"] if s["path"].endswith("gfx.js")] == [{
        "path": "src/assets/private/gfx.js", "unreadable": False,
        "reason": f"third-party library: a {len(library) // 1000:,} KB classic script "
                  "declaring the versioned global namespace GFX (rule scope.library-file; "
                  "--include analyses it)"}]


def test_an_included_namespace_library_is_analysed_without_a_cut(tmp_path):
    root = write(tmp_path / "app", {"src/api.js": APP,
                                    "src/assets/private/gfx.js": namespace_library(1500)})
    code, contract, stderr = derive_cli(root, "--include", "src/assets/private/**")
    assert code == 0
    assert not any(r.startswith(("limit ", "resolution nested too deeply"))
                   for r in diagnostics(contract)), diagnostics(contract)
    assert "RecursionError" not in stderr
    coverage = contract["source"]["coverage"]
    assert coverage["byLibrary"]["xhr"]["requestLikeSites"] == 1    # the loader request is kept
