"""The distribution lists every package of the tree: a subpackage missing from
``[tool.setuptools] packages`` works in an editable install and is absent from the wheel."""
from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_folder_is_in_the_distribution():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    folders = {"code2skill." + ".".join(p.parent.relative_to(ROOT / "src" / "code2skill").parts)
               for p in (ROOT / "src" / "code2skill").rglob("__init__.py")}
    folders = {f.rstrip(".") for f in folders}
    for name, where in (("extractors", "extractors"), ("graphs", "graphs")):
        folders |= {f"code2skill.{name}"} if (ROOT / where / "__init__.py").is_file() else set()
    assert folders <= listed, sorted(folders - listed)
